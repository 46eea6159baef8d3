import UIKit

// The tab bar, split view and segmented containers in the fuzzer: their lists of children
// set, a tab selected, the split's display mode and detail, a segment tapped.

// MARK: Generation

extension FuzzDraws {
    mutating func splitDisplayMode() -> FuzzOperation {
        let modes: [UISplitViewController.DisplayMode] = [
            .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
        ]
        return .splitDisplayMode(modes.randomElement(using: &generator)!)
    }
}

// MARK: Steps

extension FuzzWorld {
    func setTabs(_ list: [Int]) -> Bool {
        guard Set(list).count == list.count,
            list.allSatisfy({ index in
                index != FuzzPool.tabs
                    && ((tabs.viewControllers ?? []).contains { $0 === pool[index] }
                        || mayJoin(index, FuzzPool.tabs))
            })
        else { return false }
        tabs.viewControllers = list.map { pool[$0] }
        return true
    }

    func setColumns(_ columns: [Int]) -> Bool {
        guard Set(columns).count == columns.count,
            columns.allSatisfy({ index in
                index != FuzzPool.split
                    && (split.viewControllers.contains { $0 === pool[index] } || mayJoin(index, FuzzPool.split))
            })
        else { return false }
        split.viewControllers = columns.map { pool[$0] }
        return true
    }

    func showDetail(_ controller: Int) -> Bool {
        guard controller != FuzzPool.split, mayJoin(controller, FuzzPool.split) else { return false }
        split.showDetailViewController(pool[controller], sender: nil)
        return true
    }

    func tapSegment(_ segment: Int) -> Bool {
        let container = pool[FuzzPool.segmented] as! SegmentedContainer
        guard let point = container.screenPoint(ofSegment: segment) else { return false }
        Automation().tap(at: point)
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func tapSegmentSwift(_ container: String, _ segment: Int) -> [String] {
        ["if let point = \(container).screenPoint(ofSegment: \(segment)) { Automation().tap(at: point) }"]
    }
}
