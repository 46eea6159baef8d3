import Foundation

/// The table's vertical geometry: the table header, then per section a header, its rows and a
/// footer, then the table footer. Every piece is one item in a flat list whose heights live in a
/// Fenwick tree, so the y of any row and the row at any y cost O(log n), and a row measured late
/// (self-sizing, or an estimate corrected as it scrolls in) updates in O(log n) — a 100 000-row
/// table never needs every row's height up front, as iOS's estimated heights promise.
struct TableRowLayout: Equatable {
    /// What one flat item is.
    enum Item: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    /// Height above the first section (the table header view's).
    private(set) var top: CGFloat = 0
    /// Height below the last section (the table footer view's).
    private(set) var bottom: CGFloat = 0
    /// Each section's first flat index (its header); one extra entry for the end.
    private(set) var sectionStarts: [Int] = [0]
    /// Whether each row's height was measured (false: still the estimate).
    private var measured: [Bool] = []
    private var heights: [CGFloat] = []
    private var tree: [CGFloat] = [0]

    init() {}

    /// Builds the geometry in O(n): rows at `estimate`, headers and footers at their heights.
    init(
        rowCounts: [Int], estimate: CGFloat, headers: [CGFloat], footers: [CGFloat], top: CGFloat = 0,
        bottom: CGFloat = 0
    ) {
        var heights: [CGFloat] = []
        var starts: [Int] = []
        heights.reserveCapacity(rowCounts.reduce(0, +) + rowCounts.count * 2)
        for (section, count) in rowCounts.enumerated() {
            starts.append(heights.count)
            heights.append(headers[section])
            heights.append(contentsOf: repeatElement(estimate, count: count))
            heights.append(footers[section])
        }
        starts.append(heights.count)
        self.init(heights: heights, measured: Array(repeating: false, count: heights.count), starts: starts)
        self.top = top
        self.bottom = bottom
    }

    private init(heights: [CGFloat], measured: [Bool], starts: [Int]) {
        self.heights = heights
        self.measured = measured
        self.sectionStarts = starts
        // Linear Fenwick construction: each node adds itself to its parent once.
        var tree = [CGFloat](repeating: 0, count: heights.count + 1)
        for index in 0..<heights.count {
            let node = index + 1
            tree[node] += heights[index]
            let parent = node + (node & -node)
            if parent <= heights.count { tree[parent] += tree[node] }
        }
        self.tree = tree
    }

    var numberOfSections: Int { sectionStarts.count - 1 }
    func numberOfRows(inSection section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] - 2 }
    var itemCount: Int { heights.count }

    /// The whole content height.
    var contentHeight: CGFloat { top + prefix(itemCount) + bottom }

    mutating func setTop(_ height: CGFloat) { top = height }
    mutating func setBottom(_ height: CGFloat) { bottom = height }

    // MARK: Items

    func flatIndex(of item: Item) -> Int {
        switch item {
        case .header(let section): sectionStarts[section]
        case .row(let path): sectionStarts[path[0]] + 1 + path[1]
        case .footer(let section): sectionStarts[section + 1] - 1
        }
    }

    func item(at flat: Int) -> Item {
        // The last section whose start is at or before `flat`.
        var low = 0
        var high = numberOfSections - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        let offset = flat - sectionStarts[low]
        if offset == 0 { return .header(section: low) }
        if flat == sectionStarts[low + 1] - 1 { return .footer(section: low) }
        return .row(IndexPath(indexes: [low, offset - 1]))
    }

    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 && path[0] >= 0 && path[0] < numberOfSections && path[1] >= 0
            && path[1] < numberOfRows(inSection: path[0])
    }

    // MARK: Heights

    func height(of item: Item) -> CGFloat { heights[flatIndex(of: item)] }
    func isMeasured(_ path: IndexPath) -> Bool { measured[flatIndex(of: .row(path))] }

    /// Sets a row's (or header's) height; returns how much everything below moved.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, of item: Item, measured isMeasured: Bool = true) -> CGFloat {
        let flat = flatIndex(of: item)
        measured[flat] = isMeasured
        let delta = height - heights[flat]
        guard delta != 0 else { return 0 }
        heights[flat] = height
        var node = flat + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
        return delta
    }

    /// Forgets every measurement but keeps the heights as estimates (nothing moves until a row
    /// is measured again), as when the table's width changes.
    mutating func invalidateMeasurements() {
        for index in measured.indices { measured[index] = false }
    }

    /// Sum of the first `count` items' heights.
    private func prefix(_ count: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = count
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    // MARK: Rects (in content coordinates, x ignored)

    func minY(of item: Item) -> CGFloat { top + prefix(flatIndex(of: item)) }

    /// The vertical span of an item.
    func span(of item: Item) -> (minY: CGFloat, height: CGFloat) {
        let flat = flatIndex(of: item)
        return (top + prefix(flat), heights[flat])
    }

    /// The vertical span of a whole section, header to footer.
    func span(ofSection section: Int) -> (minY: CGFloat, height: CGFloat) {
        let start = top + prefix(sectionStarts[section])
        return (start, prefix(sectionStarts[section + 1]) - (start - top))
    }

    /// The flat index of the item covering content y (clamped to the items), in O(log n):
    /// the Fenwick descent finds the largest prefix not beyond y.
    func flatIndex(atY y: CGFloat) -> Int? {
        guard itemCount > 0 else { return nil }
        var remaining = y - top
        if remaining < 0 { return 0 }
        var position = 0
        var step = 1
        while step * 2 <= itemCount { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= itemCount && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` items lie entirely above y; skip zero-height ones that begin exactly there.
        return min(position, itemCount - 1)
    }

    /// The row whose span contains content y (headers and footers answer nil).
    func row(atY y: CGFloat) -> IndexPath? {
        guard y >= top, y < top + prefix(itemCount), let flat = flatIndex(atY: y) else { return nil }
        if case .row(let path) = item(at: flat) { return path }
        return nil
    }

    /// The items (with a non-zero height) overlapping [minY, maxY), in order.
    func items(from minY: CGFloat, to maxY: CGFloat) -> [Item] {
        guard maxY > minY, var flat = flatIndex(atY: minY) else { return [] }
        var result: [Item] = []
        var y = top + prefix(flat)
        while flat < itemCount && y < maxY {
            if heights[flat] > 0 && y + heights[flat] > minY { result.append(item(at: flat)) }
            y += heights[flat]
            flat += 1
        }
        return result
    }

    // MARK: Updates

    /// The geometry after a batch update: surviving rows keep their heights (measured or not),
    /// new rows and reloaded ones take `estimate` until measured, and sections take new header and
    /// footer heights.
    func applying(
        _ update: TableUpdateMapping, rowCounts: [Int], estimate: CGFloat, headers: [CGFloat], footers: [CGFloat]
    ) -> TableRowLayout {
        var heights: [CGFloat] = []
        var measured: [Bool] = []
        var starts: [Int] = []
        for section in rowCounts.indices {
            starts.append(heights.count)
            heights.append(headers[section])
            measured.append(true)
            if let old = update.oldSection(for: section), update.isUntouched(newSection: section) {
                let first = flatIndex(of: .header(section: old)) + 1
                heights.append(contentsOf: self.heights[first..<(first + rowCounts[section])])
                measured.append(contentsOf: self.measured[first..<(first + rowCounts[section])])
                heights.append(footers[section])
                measured.append(true)
                continue
            }
            for row in 0..<rowCounts[section] {
                let newPath = IndexPath(indexes: [section, row])
                if let old = update.oldIndexPath(for: newPath), !update.isReloaded(old), contains(old) {
                    let flat = flatIndex(of: .row(old))
                    heights.append(self.heights[flat])
                    measured.append(self.measured[flat])
                } else {
                    heights.append(estimate)
                    measured.append(false)
                }
            }
            heights.append(footers[section])
            measured.append(true)
        }
        starts.append(heights.count)
        var result = TableRowLayout(heights: heights, measured: measured, starts: starts)
        result.top = top
        result.bottom = bottom
        return result
    }
}
