import Foundation

/// What `Bundle.main` is in an app's rewritten sources: a Foundation bundle over the app's
/// source folder (the folder of its Info.plist, else the top folder of the files the
/// `iOSSourceCompatibility` plugin found), so `path(forResource:ofType:)`,
/// `url(forResource:withExtension:)` (files at that folder's top and in its `.lproj` folders) and
/// `object(forInfoDictionaryKey:)` find the app's own files and Info.plist, where Foundation's
/// main bundle on Linux is the executable's folder. Xcode's `$(…)` settings in that Info.plist
/// stay unexpanded here (Foundation's `Bundle` cannot be subclassed outside Foundation on
/// Linux); UIKit's own reads (`UIMainStoryboardFile`) expand them. Generated code only: the
/// plugin writes `AppBundle.main(of: "Module")` where the source says `Bundle.main`.
@_spi(iOSSourceCompatibility)
public enum AppBundle {
    nonisolated(unsafe) private static var bundles: [String: Bundle] = [:]
    private static let lock = NSLock()

    /// The app bundle of module `name`, or `Bundle.main` when the plugin found no files for it.
    public static func main(of name: String) -> Bundle {
        lock.lock()
        defer { lock.unlock() }
        if let bundle = bundles[name] { return bundle }
        var bundle = Bundle.main
        if let module = GeneratedModules.all.first(where: { $0.name == name }) {
            let files = module.resources
            let plist = files.first { URL(fileURLWithPath: $0).lastPathComponent == "Info.plist" }
            let folders = files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            if let root = plist.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().path })
                ?? folders.min(by: { $0.count < $1.count }), let found = Bundle(path: root)
            {
                bundle = found
            }
        }
        bundles[name] = bundle
        return bundle
    }
}
