import UIKit

/// The controllers a run plays with, the same in every run so a sequence replays: a navigation,
/// a tab bar and a split view controller, two containers that forward by hand, seven plain ones
/// (made from the fuzz storyboard's "Plain" scene) and a segmented container (its children are
/// its own).
enum FuzzPool {
    enum Kind: Equatable { case navigation, tabs, split, manual, plain, segmented }
    static let kinds: [Kind] =
        [.navigation, .tabs, .split, .manual, .manual] + Array(repeating: .plain, count: 7) + [.segmented]
    static let navigation = 0, tabs = 1, split = 2, segmented = 12
    /// Where Apple's add sequence and `transition(from:to:)` may put children.
    static let containers = kinds.indices.filter { [.manual, .plain].contains(kinds[$0]) }
    static let plain = kinds.indices.filter { kinds[$0] == .plain }

    @MainActor static func make(_ kind: Kind) -> UIViewController {
        switch kind {
        case .navigation: UINavigationController()
        case .tabs: UITabBarController()
        case .split: UISplitViewController()
        case .manual: ManualForwardingContainer()
        case .plain: FuzzStoryboard.plain()
        case .segmented: SegmentedContainer()
        }
    }

    static func name(_ index: Int) -> String {
        switch kinds[index] {
        case .navigation: "navigation"
        case .tabs: "tabs"
        case .split: "split"
        case .manual: "m\(index)"
        case .plain: "c\(index)"
        case .segmented: "s\(index)"
        }
    }

    static func declaration(_ index: Int) -> String {
        if kinds[index] == .plain {
            return "let \(name(index)) = FuzzStoryboard.storyboard.instantiateViewController(withIdentifier: \"Plain\")"
        }
        let type =
            switch kinds[index] {
            case .navigation: "UINavigationController"
            case .tabs: "UITabBarController"
            case .split: "UISplitViewController"
            case .manual: "ManualForwardingContainer"
            case .plain: "UIViewController"
            case .segmented: "SegmentedContainer"
            }
        return "let \(name(index)) = \(type)()"
    }
}
