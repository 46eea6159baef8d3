import Foundation

/// One instance of the app's user interface (iOS 13): on the desktop, the app's one window
/// scene, connected at launch when the app's Info.plist declares a scene manifest or its
/// delegate answers `application(_:configurationForConnecting:options:)`. The scene keeps its
/// delegate, and the delegate hears the life-cycle events the app delegate hears without scenes.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscene)
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes when it connects a scene: a launch here passes nothing (no URLs,
    /// user activities or shortcut items).
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions)
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {}

    public let session: UISceneSession
    /// Kept strongly, as UIKit keeps it.
    open var delegate: (any UISceneDelegate)?
    open internal(set) var activationState: ActivationState = .unattached
    /// The desktop window's title, when set.
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = Notification.Name(
        "UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
