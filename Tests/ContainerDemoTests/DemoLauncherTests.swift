import Testing
import Foundation
import Compositor
@testable import UIKit
@testable import ContainerDemo

/// The command line: swift-argument-parser options, the headless tour, scripts, the trace.
@MainActor @Suite struct DemoLauncherTests {
    /// Runs the launcher as `ContainerDemo ARGUMENTS` would, capturing what it prints.
    private func launch(_ arguments: [String]) throws -> (status: Int32, printed: [String], errors: [String]) {
        let options = try DemoOptions.parse(arguments)
        var printed: [String] = [], errors: [String] = []
        let previous = UIScreen.main.bounds
        let status = DemoLauncher.run(options, output: { printed.append($0) }, errors: { errors.append($0) })
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.keyWindow?.isHidden = true
        UIApplication.shared.lifecycleTrace = nil
        UIApplication.shared.delegate = nil
        UIApplication.shared.quitRequested = false
        UIApplication.shared.frameObserver = nil
        UIApplication.shared.animationSpeed = 1
        UIApplication.shared.screen.bounds = previous
        return (status, printed, errors)
    }

    static let tourScreenshots = [
        "navigation", "navigation-pushed", "long-list", "long-list-flung", "tunnel", "tunnel-dragged", "tunnel-info",
        "tunnel-refused-rotation",
        "modal", "modal-cross-dissolve", "modal-partial-curl", "modal-seed-card", "modal-custom-card",
        "modal-sheet-medium",
        "modal-sheet-large", "cycle", "cycle-next", "split-collapsed", "split-wide",
    ]
    static let tourFilmstrips = [
        "push", "pop", "swipe-back-cancelled", "swipe-back", "rubber-band", "paging", "fling", "tab-switch",
        "flip-from-top", "flip-from-bottom",
        "refused-rotation", "cover-vertical", "flip-horizontal", "cross-dissolve", "partial-curl", "seed-modal-fade",
        "card-drag-dismiss", "slide-cycle", "cycle-flip", "curl-up", "rotation", "page-curl",
    ]
    /// Frames per filmstrip as the tour asks for them.
    static let framesPerFilmstrip = [
        "tab-switch": 6, "flip-from-top": 10, "flip-from-bottom": 10, "refused-rotation": 6,
        "swipe-back-cancelled": 4, "swipe-back": 5, "rubber-band": 6, "paging": 5, "fling": 10,
        "card-drag-dismiss": 6,
    ]

    /// The contact sheet's cells: 200 pt squares, five to a row, 8 pt apart, 20 pt captions.
    private func cells(of sheet: Framebuffer, count: Int) -> [[UInt32]] {
        (0..<count).map { index in
            let x0 = 8 + (index % 5) * 208, y0 = 8 + (index / 5) * 228
            return (y0..<y0 + 200).flatMap { y in (x0..<x0 + 200).map { x in sheet.pixel(x: x, y: y) } }
        }
    }

    @Test func headlessTourWritesEveryScreenshotAndOneFilmstripPerTransitionKind() throws {
        let out = DemoHarness.scratch()

        let result = try launch(["--headless", "--tour", "--out", out])

        #expect(result.status == 0)
        #expect(result.errors == [])
        let expected = Set(
            Self.tourScreenshots.map { "\(out)/\($0).png" } + Self.tourFilmstrips.map { "\(out)/filmstrip-\($0).png" })
        #expect(Set(result.printed) == expected)
        #expect(result.printed.count == expected.count)
        for path in expected {
            let image = try Framebuffer(contentsOfPNG: path)
            // Non-trivial: a real picture has many colours, not a blank or a single fill.
            #expect(Set(image.pixelArray).count > 20, "\(path) is nearly blank")
        }
        for name in Self.tourFilmstrips {
            let sheet = try Framebuffer(contentsOfPNG: "\(out)/filmstrip-\(name).png")
            let frames = Self.framesPerFilmstrip[name] ?? 8
            let columns = min(frames, 5), rows = (frames + 4) / 5
            #expect(sheet.width == 8 + columns * 208 && sheet.height == 8 + rows * 228, "\(name): \(frames) cells")
            let cells = cells(of: sheet, count: frames)
            #expect(cells.first != cells.last, "\(name): the first and last frames are the same")
            // Smooth: most frames differ from the one before (a refused rotation is instant).
            let changes = zip(cells, cells.dropFirst()).filter { $0 != $1 }.count
            #expect(name == "refused-rotation" ? changes == 1 : changes >= frames - 2, "\(name): \(changes) changes")
        }
        // Landscape shots are landscape; the refused rotation keeps the portrait layout turned.
        #expect(try Framebuffer(contentsOfPNG: "\(out)/split-wide.png").width == 800)
        #expect(try Framebuffer(contentsOfPNG: "\(out)/tunnel-refused-rotation.png").width == 800)
    }

    @Test func scriptTraceAndScreenshotTogether() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/s.txt"
        try "tab 4\nwait 0.3\ntap 84 54\nwait 0.4\n".write(toFile: script, atomically: true, encoding: .utf8)

        let result = try launch([
            "--headless", "--script", script, "--trace", "\(out)/trace.txt", "--screenshot", "\(out)/end.png",
        ])

        #expect(result.status == 0)
        #expect(result.printed == ["\(out)/end.png"])
        let trace = try String(contentsOfFile: "\(out)/trace.txt", encoding: .utf8).split(separator: "\n").map(
            String.init)
        // The trace starts before launch: the navigation tab adopts its root in the tab bar controller's init.
        #expect(trace.first == "Navigation.Numbered(1) willMove(toParent: UINavigationController)")
        #expect(trace.contains("DemoTabBarController(Demo) viewDidAppear(animated: false)"))
        // Seed 002's cycle, in the guide's order.
        let cycle = trace.drop { !$0.hasPrefix("Cycle.Page(1) willMove(toParent: nil)") }
        #expect(
            Array(cycle.prefix(10)) == [
                "Cycle.Page(1) willMove(toParent: nil)",
                "Cycle.Page(2) willMove(toParent: Cycle.Container(Cycle))",
                "Cycle.Page(2) viewDidLoad",
                "Cycle.Page(1) viewWillDisappear(animated: true)",
                "Cycle.Page(2) viewWillAppear(animated: true)",
                "Cycle.Page(2) viewIsAppearing(animated: true)",
                "Cycle.Page(2) viewDidAppear(animated: true)",
                "Cycle.Page(1) viewDidDisappear(animated: true)",
                "Cycle.Page(1) didMove(toParent: nil)",
                "Cycle.Page(2) didMove(toParent: Cycle.Container(Cycle))",
            ])
        #expect(try Framebuffer(contentsOfPNG: "\(out)/end.png").width == 480)
    }

    /// Issue 16: a headless wait skips the frames in which nothing happens. An hour's wait costs
    /// a handful of frames, not 216 000, and the script goes on at the first frame after it.
    @Test func aHeadlessWaitSkipsIdleFrames() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/s.txt"
        try "wait 3600\ntab 2\nwait 0.5\n".write(toFile: script, atomically: true, encoding: .utf8)
        let (framesBefore, timeBefore) = (UIApplication.shared.framesRun, UIApplication.shared.currentTime)

        let result = try launch(["--headless", "--script", script, "--trace", "\(out)/trace.txt"])

        let frames = UIApplication.shared.framesRun - framesBefore
        let elapsed = UIApplication.shared.currentTime - timeBefore
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(frames < 600)
        #expect(elapsed > 3600.5 && elapsed < 3603)
        let trace = try String(contentsOfFile: "\(out)/trace.txt", encoding: .utf8)
        #expect(trace.contains("Tunnel.Container(Tunnel) viewDidAppear(animated: false)"))
    }

    /// 1.75 s into a 0.35 s push at a tenth of the speed: half way, old page left, new right.
    @Test func slowAnimationsOptionPlaysTheSimulatorsTenthSpeed() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/s.txt"
        try "tap 240 450\nwait 1.75\nscreenshot \(out)/mid.png\n".write(
            toFile: script, atomically: true, encoding: .utf8)

        let result = try launch(["--headless", "--slow-animations", "--script", script])

        #expect(result.status == 0)
        let mid = try Framebuffer(contentsOfPNG: "\(out)/mid.png")
        #expect(mid.pixel(x: 470, y: 300) == UIColor.systemOrange.renderColor.premultipliedARGB)
        #expect(mid.pixel(x: 200, y: 300) != UIColor.systemOrange.renderColor.premultipliedARGB)
    }

    @Test func badScriptLineExitsNonZeroWithFileAndLine() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/bad.txt"
        try "tab 2\nwait soon\n".write(toFile: script, atomically: true, encoding: .utf8)

        let result = try launch(["--headless", "--script", script])

        #expect(result.status == 1)
        #expect(result.errors == ["\(script):2: SECONDS must be a number, not 'soon'"])
    }

    @Test func missingScriptFileIsNamed() throws {
        let result = try launch(["--headless", "--script", "/nonexistent/s.txt"])

        #expect(result.status == 1)
        #expect(result.errors == ["cannot read the script file /nonexistent/s.txt: No such file or directory"])
    }

    @Test func optionsAreCheckedByTheArgumentParser() {
        #expect(throws: (any Error).self) { try DemoOptions.parse(["--size", "wide"]) }
        #expect(throws: (any Error).self) { try DemoOptions.parse(["--tour", "--script", "a"]) }
        #expect(throws: (any Error).self) { try DemoOptions.parse(["--screenshot", "a.png"]) }
        do { _ = try DemoOptions.parse(["--size", "wide"]) } catch {
            #expect(DemoOptions.message(for: error).contains("--size"))
        }
        let options = try? DemoOptions.parse(["--headless", "--size", "800x480", "--slow-animations"])
        #expect(options?.size == ScreenSize(width: 800, height: 480))
        #expect(options?.slowAnimations == true)
    }

    @Test func theUsageNamesTheProgram() {
        let help = DemoOptions.helpMessage()

        #expect(help.hasPrefix("USAGE: ContainerDemo [--headless]"))
    }

    /// "-5x5" looks like an option; it is a bad size like any other.
    @Test func aNegativeSizeGetsTheMessageOfAnyBadSize() {
        func message(_ size: String) -> String {
            do { _ = try DemoOptions.parse(["--size", size]) } catch { return DemoOptions.message(for: error) }
            return "accepted"
        }

        let negative = message("-5x5"), zero = message("0x5")

        #expect(negative == "The value '-5x5' is invalid for '--size <WxH>'")
        #expect(zero == "The value '0x5' is invalid for '--size <WxH>'")
    }

    /// Windows are drawn at most 8192 pixels a side: a larger screen is drawn cut, and says so.
    @Test func aClampedScreenSaysSo() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/s.txt"
        try "resize 300 9000\nresize 300 200\n".write(toFile: script, atomically: true, encoding: .utf8)

        let result = try launch([
            "--headless", "--size", "9000x100", "--script", script, "--screenshot", "\(out)/end.png",
        ])

        #expect(result.status == 0)
        #expect(
            result.errors == [
                "the screen is 9000x100 points, more than can be drawn: only 8192x100 of it is shown",
                "the screen is 300x9000 points, more than can be drawn: only 300x8192 of it is shown",
            ])
        #expect(try Framebuffer(contentsOfPNG: "\(out)/end.png").width == 300)
    }

    @Test func aTraceThatCannotBeWrittenIsNamedWithItsReason() throws {
        let result = try launch(["--headless", "--trace", "/dev/full"])

        #expect(result.status == 1)
        #expect(result.errors == ["cannot write /dev/full: No space left on device"])
    }

    @Test func aScreenshotPathNamingAFolderIsRefused() throws {
        let out = DemoHarness.scratch()

        let result = try launch(["--headless", "--screenshot", "\(out)/shots/"])

        #expect(result.status == 1)
        #expect(result.errors == ["cannot write \(out)/shots/: the path names a folder, not a file"])
        #expect(!FileManager.default.fileExists(atPath: "\(out)/shots"))
    }

    /// Issue 32 (23): a side of Int.max trapped when the screen's size was turned back into
    /// whole points; it is a bad size like any other, on the command line and in a script.
    @Test func aSideTooLongToDrawIsABadSizeNotATrap() throws {
        let out = DemoHarness.scratch()
        let script = "\(out)/s.txt"
        try "resize \(Int.max) 100\n".write(toFile: script, atomically: true, encoding: .utf8)

        var optionMessage = "accepted"
        do { _ = try DemoOptions.parse(["--size", "\(Int.max)x100"]) } catch {
            optionMessage = DemoOptions.message(for: error)
        }
        let result = try launch(["--headless", "--script", script])

        #expect(optionMessage == "The value '\(Int.max)x100' is invalid for '--size <WxH>'")
        #expect(result.status == 1)
        #expect(result.errors == ["\(script):1: W must be at most 1000000, not '\(Int.max)'"])
    }

    /// Issue 32 (23): a one-character file name with no folder trapped in the atomic write.
    @Test func aOneCharacterOutputNameInTheCurrentFolderIsWritten() throws {
        let out = DemoHarness.scratch()
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(out)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }

        let result = try launch(["--headless", "--trace", "t", "--screenshot", "a"])

        #expect(result.status == 0)
        #expect(result.errors == [])
        #expect(FileManager.default.fileExists(atPath: "\(out)/t"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/a"))
    }

    /// Issue 32 (23): `--script /dev/zero` read for ever; a file past the cap is refused in one line.
    @Test func aScriptThatNeverEndsIsRefusedInOneLine() throws {
        let result = try launch(["--headless", "--script", "/dev/zero"])

        #expect(result.status == 1)
        #expect(result.errors == ["cannot read the script file /dev/zero: it is longer than 16777216 bytes"])
    }
}
