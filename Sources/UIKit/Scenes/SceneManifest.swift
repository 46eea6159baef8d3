import Foundation

/// The app's `UIApplicationSceneManifest` from its Info.plist (the app delegate's module's, as
/// the `iOSSourceCompatibility` plugin found it), with Xcode's settings filled in.
@MainActor
struct SceneManifest {
    struct Entry {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    var supportsMultipleScenes: Bool
    /// Configurations by session role (`UIWindowSceneSessionRoleApplication`).
    var configurations: [String: [Entry]]

    init?(infoDictionary: [String: Any]?) {
        guard let manifest = infoDictionary?["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var configurations: [String: [Entry]] = [:]
        for (role, list) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
            configurations[role] = (list as? [[String: Any]] ?? []).map { entry in
                Entry(
                    name: entry["UISceneConfigurationName"] as? String,
                    delegateClassName: entry["UISceneDelegateClassName"] as? String,
                    sceneClassName: entry["UISceneClassName"] as? String,
                    storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
        }
        self.configurations = configurations
    }

    /// The manifest of the running app's delegate's module, if it declares one.
    static var ofApp: SceneManifest? {
        if let infoDictionaryForTesting { return SceneManifest(infoDictionary: infoDictionaryForTesting) }
        guard let delegate = UIApplication.shared.delegate else { return nil }
        return SceneManifest(infoDictionary: AppResources.infoDictionary(forModuleOf: delegate))
    }

    /// An Info.plist for apps built without the plugin in UIKit's own tests.
    static var infoDictionaryForTesting: [String: Any]?
}
