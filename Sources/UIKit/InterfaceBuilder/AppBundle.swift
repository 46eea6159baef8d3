import Foundation

/// What `Bundle.main` is in an app's rewritten sources: a Foundation bundle standing for the
/// app's bundle, so `path(forResource:ofType:)`, `url(forResource:withExtension:)` (files at the
/// app folder's top and in its `.lproj` folders) and `object(forInfoDictionaryKey:)` find the
/// app's own files and Info.plist, where Foundation's main bundle on Linux is the executable's
/// folder. Generated code only: the plugin writes `AppBundle.main(of: "Module")` where the
/// source says `Bundle.main`.
///
/// The bundle is a folder of this process in the temporary directory: the app's Info.plist with
/// Xcode's settings filled in as UIKit's own reads fill them (`$(PRODUCT_NAME)`…), and links
/// to everything else in the app's folder (the folder of its Info.plist, else the top folder of
/// the files the `iOSSourceCompatibility` plugin found). Foundation's `Bundle` cannot be
/// subclassed outside Foundation on Linux, so its Info.plist has to be a file. Folders of
/// processes that have ended are removed.
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
                ?? folders.min(by: { $0.count < $1.count })
            {
                bundle = linkedBundle(over: root, module: module) ?? Bundle(path: root) ?? bundle
            }
        }
        bundles[name] = bundle
        return bundle
    }

    /// The bundle folder over `root`, or nil when the app has no Info.plist or the folder
    /// cannot be written (then the bundle is `root` itself, its settings unexpanded).
    private static func linkedBundle(over root: String, module: any GeneratedModule.Type) -> Bundle? {
        guard let info = AppResources.infoDictionary(of: module),
            let data = try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        else { return nil }
        let files = FileManager.default
        let base = files.temporaryDirectory.appendingPathComponent("uikit-app-bundles-\(getuid())")
        removeFoldersOfEndedProcesses(in: base)
        let folder = base.appendingPathComponent("\(getpid())").appendingPathComponent(module.name)
        do {
            try? files.removeItem(at: folder)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent("Info.plist"))
            for entry in try files.contentsOfDirectory(atPath: root) where entry != "Info.plist" {
                try files.createSymbolicLink(
                    atPath: folder.appendingPathComponent(entry).path,
                    withDestinationPath: URL(fileURLWithPath: root).appendingPathComponent(entry).path)
            }
        } catch {
            return nil
        }
        return Bundle(path: folder.path)
    }

    private static func removeFoldersOfEndedProcesses(in base: URL) {
        let files = FileManager.default
        for entry in (try? files.contentsOfDirectory(atPath: base.path)) ?? [] {
            guard let pid = pid_t(entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? files.removeItem(at: base.appendingPathComponent(entry))
        }
    }
}
