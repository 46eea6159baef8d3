import Foundation

/// What the navigation bar shows while its controller is on top of a navigation stack: the
/// title (the controller's `title` unless set), bar buttons, and the back button's title for the
/// controller pushed above it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationitem)
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    /// The buttons at the leading edge, first outermost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The buttons at the trailing edge, first outermost (rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Left items show after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The back button of the controller pushed above this one: its title is the button's.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The back button of the controller pushed above this one says this (unless a
    /// `backBarButtonItem` is set; else this title, else "Back").
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
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing this item, told about changes.
    weak var display: (any BarItemDisplay)?

    private func itemDidChange() { display?.itemDidChange() }
}
