import Foundation

/// What navigation and tab bars show for a controller: a title, an image, a tag. A bar showing
/// the item redraws when it changes.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibaritem)
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    /// Names the item's button for UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    /// The button's spoken name; the title when nil, as UIKit's bars do.
    open var accessibilityLabel: String? { didSet { itemDidChange() } }

    public override init() { super.init() }

    /// The bar drawing this item, told about changes.
    weak var display: (any BarItemDisplay)?

    func itemDidChange() { display?.itemDidChange() }
}

/// A bar that draws items and rebuilds its buttons when one of them changes.
@MainActor
protocol BarItemDisplay: AnyObject {
    func itemDidChange()
}

/// An item that tells the bar showing it about its changes.
@MainActor
protocol DisplayedItem: AnyObject {
    var display: (any BarItemDisplay)? { get set }
}

extension UIBarItem: DisplayedItem {}
extension UINavigationItem: DisplayedItem {}

extension BarItemDisplay {
    /// Unhooks the items this bar showed, hooks up the new ones, and redraws.
    func relink<Item: DisplayedItem>(from old: [Item]?, to new: [Item]?) {
        for item in old ?? [] where item.display === self { item.display = nil }
        for item in new ?? [] { item.display = self }
        itemDidChange()
    }
}

extension UIColor {
    /// Bars' default background: iOS's light bar grey, and its dark chrome.
    static var barBackground: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 0.118, green: 0.118, blue: 0.118, alpha: 1)
                : UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)
        }
    }
}
