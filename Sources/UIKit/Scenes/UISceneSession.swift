import Foundation

/// The record of a scene the system keeps: its role, its configuration, and the scene while it
/// is connected.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscenesession)
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene; the desktop makes `.windowApplication` sessions.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIWindowSceneSessionRoleApplication`, the Info.plist key of the app's window scenes.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier: String
    open internal(set) var configuration: UISceneConfiguration
    open internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}
