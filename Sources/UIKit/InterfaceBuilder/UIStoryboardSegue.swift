import Foundation

/// A transition between two controllers, as a storyboard describes it: made when the segue is
/// triggered, handed to the source's `prepare(for:sender:)`, then performed.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboardsegue)
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open var identifier: String? { storedIdentifier }
    open var source: UIViewController { storedSource }
    open var destination: UIViewController { storedDestination }

    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    private var performHandler: (@MainActor () -> Void)?

    /// `required` so a storyboard can make a custom segue class it knows by name (iOS uses the
    /// Objective-C runtime); a subclass that only overrides `perform()` inherits it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Makes the transition; a storyboard's own segues show, present, embed or unwind here.
    open func perform() { performHandler?() }
}

/// The source of an unwind segue: the controller, the action and the sender that triggered it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboardunwindseguesource)
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
