import Testing
import Foundation
import Compositor
@testable import ContainerDemo

@MainActor @Suite struct DemoOptionsTests {
    @Test func defaultsOpenAWindow() throws {
        let options = try DemoOptions(arguments: [])

        #expect(!options.headless && options.screenshotPath == nil)
        #expect(options.width == 960 && options.height == 640)
    }

    @Test func headlessScreenshotAndSize() throws {
        let options = try DemoOptions(arguments: ["--headless", "--screenshot", "out/x.png", "--size", "400x300"])

        #expect(options.headless && options.screenshotPath == "out/x.png")
        #expect(options.width == 400 && options.height == 300)
    }

    @Test func badArgumentsAreRefusedWithAReason() {
        #expect(throws: DemoOptions.Invalid.self) { try DemoOptions(arguments: ["--frobnicate"]) }
        #expect(throws: DemoOptions.Invalid.self) { try DemoOptions(arguments: ["--size", "wide"]) }
        #expect(throws: DemoOptions.Invalid.self) { try DemoOptions(arguments: ["--screenshot", "a.png"]) }
        #expect(throws: DemoOptions.Invalid.self) { try DemoOptions(arguments: ["--headless", "--screenshot"]) }
    }
}

@MainActor @Suite struct PlaceholderSceneTests {
    @Test func headlessRunWritesTheScreenshot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(ProcessInfo.processInfo.processIdentifier).png").path

        var printed: [String] = []
        let status = runDemo(arguments: ["--headless", "--screenshot", path, "--size", "480x360"]) { printed.append($0) }
        let image = try Framebuffer(contentsOfPNG: path)

        #expect(status == 0)
        #expect(printed == [path])
        #expect(image.width == 480 && image.height == 360)
    }

    @Test func halfTransparentGroupShowsOnlyItsTopSquareWhereTheyOverlap() throws {
        let renderer = try Renderer(width: 960, height: 640)
        let group = PlaceholderScene.groupFrame(width: 960, height: 640)

        renderer.render(PlaceholderScene.make(width: 960, height: 640))
        let fb = renderer.framebuffer
        func at(_ dx: Double, _ dy: Double) -> UInt32 { fb.pixel(x: Int(group.minX + dx), y: Int(group.minY + dy)) }

        // The group's red square spans x 0–120, blue 70–190 (y 20–140): the overlap looks like
        // blue alone, never like blue over red.
        #expect(at(100, 80) == at(150, 80))
        #expect(at(100, 80) != at(30, 80))
        #expect(at(100, 80) != PlaceholderScene.background.premultipliedARGB)
    }

    @Test func everyPartOfTheSceneIsDrawn() throws {
        let renderer = try Renderer(width: 960, height: 640)

        renderer.render(PlaceholderScene.make(width: 960, height: 640))
        let fb = renderer.framebuffer

        let colours = Set(fb.pixelArray)
        for swatch in PlaceholderScene.swatches { #expect(colours.contains(swatch.premultipliedARGB)) }
        #expect(colours.contains(0xFF00_0000), "black title text")
        #expect(colours.contains(RenderColor(r8: 0x58, g8: 0x56, b8: 0xD6).premultipliedARGB), "turned card")
        #expect(colours.count > 200, "antialiased edges and text")
    }
}
