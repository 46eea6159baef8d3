import UIKit

/// The Cycle tab: Apple's guide's `cycleFromViewController` (seed 002) slides the old page off
/// to the left and the new one in from the right; the flip variant turns the stage with the
/// Tunnel's helper instead. Pages live in a stage view, so only the stage moves.
@MainActor
enum Cycle {
    static func make() -> Container {
        let cycle = Container()
        cycle.tabBarItem = UITabBarItem(title: "Cycle", image: nil, tag: 4)
        return cycle
    }
}
