import Foundation
import PackagePlugin

/// Builds an iOS app's sources unmodified on Linux. The target it runs on holds one Swift file
/// whose comment names the iOS folder:
///
///     // ios-sources: ../../MyApp
///
/// (relative to that file's folder). Every `.swift` file under it is rewritten into the
/// plugin's work folder (`#selector`, `@objc`, `@IBOutlet`… made to compile without the
/// Objective-C runtime) and the compiler builds those copies; storyboards, nibs, Info.plist and
/// images under it become the app's resources. The iOS files are only read.
@main
struct iOSSourceCompatibility: BuildToolPlugin {
    static let directive = "// ios-sources:"
    static let resourceExtensions: Set<String> = [
        "storyboard", "xib", "plist", "png", "jpg", "jpeg", "json", "strings",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let roots = try sourceRoots(of: target)
        guard !roots.isEmpty else {
            Diagnostics.error(
                "iOSSourceCompatibility: no '\(Self.directive) <folder>' line in a Swift file of target '\(target.name)'; add one naming the iOS app's source folder"
            )
            return []
        }
        var sources: [URL] = []
        var resources: [URL] = []
        for root in roots {
            guard FileManager.default.fileExists(atPath: root.path) else {
                Diagnostics.error("iOSSourceCompatibility: the iOS source folder \(root.path) does not exist")
                continue
            }
            let (swift, other) = files(under: root)
            sources += swift
            resources += other
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Sources")
        let names = outputNames(for: sources.map(\.path))
        var arguments = ["--module", target.moduleName, "--output", output.path]
        for resource in resources { arguments += ["--resource", resource.path] }
        arguments += sources.map(\.path)
        return [
            .buildCommand(
                displayName: "Rewriting \(sources.count) iOS sources of \(target.name)",
                executable: try context.tool(named: "iOSSourceRewriter").url,
                arguments: arguments,
                inputFiles: sources + resources,
                outputFiles: names.map { output.appending(path: $0) } + [
                    output.appending(path: "_iOSSourceModule.swift")
                ]
            )
        ]
    }

    /// The folders the target's `// ios-sources:` lines name.
    private func sourceRoots(of target: SourceModuleTarget) throws -> [URL] {
        var roots: [URL] = []
        for file in target.sourceFiles(withSuffix: "swift") {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix(Self.directive) {
                let relative = line.dropFirst(Self.directive.count).trimmingCharacters(in: .whitespaces)
                roots.append(file.url.deletingLastPathComponent().appending(path: relative).standardizedFileURL)
            }
        }
        return roots
    }

    /// Swift sources and resources under a folder, sorted; test folders are not the app's.
    private func files(under root: URL) -> (swift: [URL], resources: [URL]) {
        var swift: [URL] = []
        var resources: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".xcodeproj") || name.hasSuffix("Tests") {
                enumerator?.skipDescendants()
                continue
            }
            let ext = url.pathExtension.lowercased()
            if ext == "swift" {
                swift.append(url)
            } else if Self.resourceExtensions.contains(ext) {
                resources.append(url)
            }
        }
        return (swift.sorted { $0.path < $1.path }, resources.sorted { $0.path < $1.path })
    }

    /// The same names the rewriter gives its outputs (`ModuleRewrite.outputNames`): a plugin
    /// cannot link the rewriter's library, so the rule is written twice; a disagreement fails the
    /// build (an output the plugin declared is never written).
    private func outputNames(for paths: [String]) -> [String] {
        let components = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }
        return components.map { parts in
            var depth = 1
            while depth < parts.count {
                let suffix = parts.suffix(depth)
                if components.filter({ Array($0.suffix(depth)) == Array(suffix) }).count == 1 { break }
                depth += 1
            }
            return String(parts.suffix(depth).joined(separator: "_").dropLast(".swift".count)) + ".rewritten.swift"
        }
    }
}
