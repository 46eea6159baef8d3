import Foundation

/// The app's resource files: those the `iOSSourceCompatibility` plugin found beside the iOS
/// sources (storyboards under `Base.lproj`, nibs, Info.plist, images), then the bundle's.
enum AppResources {
    /// The path of `name.ext` in `bundle`, else among the generated modules' resources (any
    /// folder: `Base.lproj/Main.storyboard` answers `Main.storyboard`).
    static func path(named name: String, extension ext: String, in bundle: Bundle?) -> String? {
        if let bundle, bundle != Bundle.main, let path = bundle.path(forResource: name, ofType: ext) { return path }
        let fileName = ext.isEmpty ? name : name + "." + ext
        var matches: [String] = []
        for module in GeneratedModules.all {
            for resource in module.resources where URL(fileURLWithPath: resource).lastPathComponent == fileName {
                matches.append(resource)
            }
        }
        // `Base.lproj` first, as iOS resolves a base-localised storyboard.
        if let base = matches.first(where: { $0.contains("/Base.lproj/") }) { return base }
        if let first = matches.first { return first }
        return Bundle.main.path(forResource: name, ofType: ext)
    }

    /// The Info.plist of the app whose module `object`'s class is in (see `infoDictionary(of:)`);
    /// nil when the plugin found none there (a test process links several apps' modules: each
    /// launch reads its own).
    static func infoDictionary(forModuleOf object: AnyObject) -> [String: Any]? {
        let moduleName = String(reflecting: type(of: object)).split(separator: ".").first.map(String.init)
        guard let module = GeneratedModules.all.first(where: { $0.name == moduleName }) else { return nil }
        return infoDictionary(of: module)
    }

    /// A module's Info.plist with Xcode's build settings (`$(PRODUCT_NAME)`…) filled in with the
    /// module's name.
    static func infoDictionary(of module: any GeneratedModule.Type) -> [String: Any]? {
        guard let path = module.resources.first(where: { URL(fileURLWithPath: $0).lastPathComponent == "Info.plist" }),
            let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return substitute(plist, module: module.name) as? [String: Any]
    }

    private static func substitute(_ value: Any, module: String) -> Any {
        switch value {
        case let string as String:
            var result = string
            for setting in ["PRODUCT_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME", "TARGET_NAME"] {
                result = result.replacingOccurrences(of: "$(\(setting))", with: module)
            }
            return result.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "local.\(module)")
        case let dictionary as [String: Any]: return dictionary.mapValues { substitute($0, module: module) }
        case let array as [Any]: return array.map { substitute($0, module: module) }
        default: return value
        }
    }

    /// An image of the app's: the file an asset catalog's image set `name` lists (its 1x, else
    /// its first), or a loose `name.png`/`name.jpg`.
    static func imagePath(named name: String) -> String? {
        var resources: [String] = []
        for module in GeneratedModules.all { resources += module.resources }
        let setFolder = "/\(name).imageset/"
        if let contents = resources.first(where: { $0.hasSuffix(setFolder + "Contents.json") }),
            let data = FileManager.default.contents(atPath: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        {
            let files = images.compactMap { image -> (String, String)? in
                guard let file = image["filename"] as? String else { return nil }
                return (file, image["scale"] as? String ?? "1x")
            }
            let folder = String(contents.dropLast("Contents.json".count))
            if let chosen = files.first(where: { $0.1 == "1x" }) ?? files.first { return folder + chosen.0 }
        }
        return resources.first { path in
            let file = URL(fileURLWithPath: path).lastPathComponent
            return file == name || file == name + ".png" || file == name + ".jpg" || file == name + ".jpeg"
        }
    }
}
