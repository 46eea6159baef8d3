import Foundation

/// What a new scene is made of: its delegate's class, its storyboard, its scene class. Made with
/// a name, it takes the details of the Info.plist's configuration of that name and role
/// (`UIApplicationSceneManifest`), as iOS does; with no name, of the role's first one.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisceneconfiguration)
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        guard let manifest = SceneManifest.ofApp else { return }
        let entries = manifest.configurations[sessionRole.rawValue] ?? []
        guard let entry = name.map({ name in entries.first { $0.name == name } }) ?? entries.first else { return }
        delegateClass = entry.delegateClassName.flatMap { GeneratedModules.classNamed($0) ?? NSClassFromString($0) }
        sceneClass = entry.sceneClassName.flatMap { GeneratedModules.classNamed($0) ?? NSClassFromString($0) }
        storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
    }
}
