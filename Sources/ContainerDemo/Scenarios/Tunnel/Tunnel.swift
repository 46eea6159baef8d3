import UIKit

/// The Tunnel tab, objc.io issue 1's sample: two maps in container views (42 % of the height
/// each, so a flip turns only that area), a radar button between them. Dragging one map's
/// marker puts the other's at the antipode; the radar flips both maps to their coordinates,
/// the bottom one 0.2 s after the top one, and back.
@MainActor
enum Tunnel {
    static func make(earth: Earth = Earth()) -> Container {
        let tunnel = Container(earth: earth)
        tunnel.tabBarItem = UITabBarItem(title: "Tunnel", image: nil, tag: 2)
        return tunnel
    }
}
