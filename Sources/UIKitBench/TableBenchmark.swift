import Foundation
import UIKit

/// `make bench`, tables: a 1280×800 window's table of 1 000, 10 000 and 100 000 self-sizing
/// subtitle rows scrolled at 60 Hz, one row (44 pt) a frame, in ten stretches spread over the
/// whole list. Whole frames are timed (layout, cell reuse, render); the cells alive, the rows
/// measured and the memory before and after show what the length of the list costs.
@MainActor
enum TableBenchmark {
    static let frameRate: Double = 60
    static let stretches = 10
    static let framesPerStretch = 60

    static func run() {
        var medians: [Int: Double] = [:]
        for rows in [1_000, 10_000, 100_000] {
            let result = scrollThrough(rows: rows)
            medians[rows] = result.median
            let key = "table.\(rows / 1000)k"
            print("\(key).frame_ms: \(format(result.median))")
            print("\(key).frame_p99_ms: \(format(result.p99))")
            print("\(key).cells_alive_max: \(result.cellsAlive)")
            print("\(key).visible_rows_max: \(result.visibleRows)")
            print("\(key).memory_growth_mb: \(format(result.memoryGrowth))")
        }
        // Growth: a list a hundred times longer should cost the same per frame.
        if let small = medians[1_000], let large = medians[100_000], small > 0 {
            print("table.100k_vs_1k_frame_ratio: \(format(large / small))")
        }
    }

    struct Result {
        var median: Double
        var p99: Double
        var cellsAlive: Int
        var visibleRows: Int
        var memoryGrowth: Double
    }

    static func scrollThrough(rows: Int) -> Result {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let source = Source(rows: rows)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(CountedCell.self, forCellReuseIdentifier: Source.identifier)
        table.estimatedRowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1 / frameRate)

        var frames: [Double] = []
        var cellsAlive = 0, visibleRows = 0
        var memoryAtStart = 0.0
        for stretch in 0..<stretches {
            // Jump to the stretch's place in the list, as a scroll indicator drag would.
            let row = (rows - 40) * stretch / (stretches - 1)
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
            UIApplication.shared.advance(by: 1 / frameRate)
            if stretch == 0 { memoryAtStart = residentMegabytes() }
            for _ in 0..<framesPerStretch {
                frames.append(
                    time {
                        table.contentOffset.y += 44
                        UIApplication.shared.advance(by: 1 / frameRate)
                    })
                cellsAlive = max(cellsAlive, CountedCell.alive)
                visibleRows = max(visibleRows, table.indexPathsForVisibleRows?.count ?? 0)
            }
        }
        let memoryGrowth = residentMegabytes() - memoryAtStart
        window.isHidden = true
        table.removeFromSuperview()
        withExtendedLifetime(source) {}
        let sorted = frames.map { $0 * 1e3 }.sorted()
        return Result(
            median: sorted[sorted.count / 2], p99: sorted[min(sorted.count - 1, sorted.count * 99 / 100)],
            cellsAlive: cellsAlive, visibleRows: visibleRows, memoryGrowth: memoryGrowth)
    }

    /// Resident memory from /proc (Linux), in MiB.
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    @MainActor final class Source: NSObject, UITableViewDataSource {
        static let identifier = "row"
        let rows: Int

        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = indexPath.row.isMultiple(of: 2) ? "even" : "odd"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A subtitle cell that counts how many exist.
    final class CountedCell: UITableViewCell {
        static var alive = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            Self.alive += 1
        }

        required init?(coder: NSCoder) { nil }

        isolated deinit { Self.alive -= 1 }
    }
}
