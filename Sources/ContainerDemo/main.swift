import Foundation
import Compositor
import UIKit

/// The skeleton demo: shows the placeholder scene in a window, or writes it to PNG headless.
@MainActor
func runDemo(arguments: [String], output: (String) -> Void = { print($0) }) -> Int32 {
    var options: DemoOptions
    do {
        options = try DemoOptions(arguments: arguments)
    } catch {
        FileHandle.standardError.write(Data("ContainerDemo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
        return 2
    }
    if options.showHelp {
        output(DemoOptions.usage)
        return 0
    }
    do {
        if options.headless {
            let path = options.screenshotPath ?? "out/container-demo.png"
            let renderer = try Renderer(width: options.width, height: options.height)
            renderer.render(PlaceholderScene.make(width: options.width, height: options.height))
            try renderer.framebuffer.writePNG(to: path)
            output(path)
            return 0
        }
        try DemoWindowLoop(width: options.width, height: options.height).run()
        return 0
    } catch {
        FileHandle.standardError.write(Data("ContainerDemo: \(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { runDemo(arguments: Array(CommandLine.arguments.dropFirst())) })
