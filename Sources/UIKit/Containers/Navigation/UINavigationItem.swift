import Foundation

/// What the navigation bar shows while its controller is on top of a navigation stack: the
/// title (the controller's `title` unless set), bar buttons, and the back button's title for the
/// controller pushed above it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationitem)
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    open var leftBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var rightBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The back button of the controller pushed above this one says this (else this title, else "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// `UINavigationItem()`, NSObject's `init` as iOS code inherits it: no title.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing this item, told about changes.
    weak var display: (any BarItemDisplay)?

    private func itemDidChange() { display?.itemDidChange() }
}
