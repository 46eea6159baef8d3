import ArgumentParser
import Foundation
import UIKit

/// The demo's command line. A command, not bare arguments, so the usage line names the program.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ContainerDemo")
    static let defaultSize = ScreenSize(width: 480, height: 800)

    @Flag(help: "Run without a window, on the manual clock (for scripts, the tour and screenshots).")
    var headless = false

    /// Unconditional: "-5x5" is a bad size, not a missing one.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The screen in points, as WIDTHxHEIGHT (default 480x800); wider than tall starts in landscape.",
            valueName: "WxH"))
    var size: ScreenSize?

    @Option(help: ArgumentHelp("Play the actions in FILE, one per line: \(DemoScript.usage).", valueName: "FILE"))
    var script: String?

    @Flag(help: "Visit every scenario at 480x800, writing screenshots and filmstrips into the output folder.")
    var tour = false

    @Flag(help: "Play animations ten times slower, like the iOS Simulator's Slow Animations (T toggles).")
    var slowAnimations = false

    @Option(
        help: ArgumentHelp(
            "Write the lifecycle log (every view controller callback, in order) to PATH at exit.", valueName: "PATH"))
    var trace: String?

    @Option(help: ArgumentHelp("With --headless: write the last frame to PATH as PNG.", valueName: "PATH"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Where S, F and the tour write their files.", valueName: "DIR"))
    var out = "out"

    func validate() throws {
        if script != nil && tour { throw ValidationError("--script and --tour are alternatives: give one") }
        if size != nil && tour {
            throw ValidationError("--tour plays at 480x800, the size its taps are written for: leave out --size")
        }
        if screenshot != nil && !headless {
            throw ValidationError("--screenshot needs --headless (in a window, press S)")
        }
    }
}
