import Foundation
import iOSSourceRewriting

// iOSSourceRewriter --module NAME --output DIR [--resource PATH]… SOURCE.swift…
// Writes DIR/<name> for each source (ModuleRewrite.outputNames) and DIR/_iOSSourceModule.swift.
// Run by the iOSSourceCompatibility plugin; its diagnostics go into the generated files, at the
// user's lines, so the compiler reports them there.

var moduleName: String?
var output: String?
var resources: [String] = []
var sources: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--module": moduleName = arguments.next()
    case "--output": output = arguments.next()
    case "--resource": if let path = arguments.next() { resources.append(path) }
    default: sources.append(argument)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("iOSSourceRewriter: error: \(message)\n".utf8))
    exit(1)
}

guard let moduleName, let output else {
    fail("usage: iOSSourceRewriter --module NAME --output DIR [--resource PATH]... SOURCE.swift...")
}
var files: [SourceFile] = []
for path in sources {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        fail("cannot read \(path) as UTF-8 text")
    }
    files.append(SourceFile(path: path, text: text))
}
let (outputs, _) = ModuleRewrite(moduleName: moduleName, files: files, resources: resources).rewrite()
do {
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for (name, text) in outputs {
        let url = URL(fileURLWithPath: output).appendingPathComponent(name)
        // Unchanged outputs keep their dates, so the compiler does not rebuild them.
        if FileManager.default.contents(atPath: url.path) == Data(text.utf8) { continue }
        try Data(text.utf8).write(to: url, options: .atomic)
    }
} catch {
    fail("cannot write to \(output): \(error.localizedDescription)")
}
