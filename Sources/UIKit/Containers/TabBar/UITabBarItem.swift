import Foundation

/// What a tab bar shows for a controller: title, image and a badge.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbaritem)
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Text in a red badge at the item's top right; nil shows no badge.
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var selectedImage: UIImage? { didSet { itemDidChange() } }

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}

extension UIViewController {
    /// A new `tabBarItem` is shown by the tab bar controller holding this controller.
    func tabBarItemDidChange() {
        (parentLink as? UITabBarController)?.updateTabBarItems()
    }
}
