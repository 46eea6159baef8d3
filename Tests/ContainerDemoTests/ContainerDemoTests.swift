import Testing
import Foundation
import Compositor
@testable import UIKit
@testable import ContainerDemo

@MainActor @Suite struct ContainerDemoTests {
    @Test func headlessLaunchWritesTheKeyWindowAsPNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(getpid()).png").path

        var printed: [String] = []
        let status = UIApplication.shared.run(delegate: AppDelegate(),
                                              arguments: ["--headless", "--screenshot", path, "--size", "480x360"],
                                              output: { printed.append($0) })
        let image = try Framebuffer(contentsOfPNG: path)

        #expect(status == 0)
        #expect(printed == [path])
        #expect(image.width == 480 && image.height == 360)
        #expect(image.pixel(x: 2, y: 2) == UIColor.systemGroupedBackground.renderColor.premultipliedARGB)
    }

    @Test func badLaunchArgumentsAreRefusedWithAReason() {
        var errors: [String] = []

        let badSize = UIApplication.shared.run(delegate: AppDelegate(), arguments: ["--size", "wide"]) { _ in } errors: { errors.append($0) }
        let noPath = UIApplication.shared.run(delegate: AppDelegate(), arguments: ["--headless", "--screenshot"]) { _ in } errors: { errors.append($0) }

        #expect(badSize == 2 && noPath == 2)
        #expect(errors == ["--size needs WIDTHxHEIGHT, e.g. 960x640", "--screenshot needs a path"])
    }

    @Test func clickingTheButtonChangesTheSwatchColours() throws {
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(delegate.window)
        // A landscape frame turns the portrait window: touches wait for the rotation to end.
        window.frame = CGRect(x: 0, y: 0, width: 960, height: 640)
        let scene = try #require(window.subviews.first as? PlaceholderSceneView)
        UIApplication.shared.advance(by: UIWindow.rotationDuration)
        let before = scene.swatches[0].backgroundColor
        let centre = scene.recolourButton.convert(CGPoint(x: 90, y: 22), to: window)

        UIApplication.shared.enqueue(.mouseDown(x: Double(centre.x), y: Double(centre.y), button: .left))
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.enqueue(.mouseUp(x: Double(centre.x), y: Double(centre.y), button: .left))
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(before == .systemRed)
        #expect(scene.swatches[0].backgroundColor == .systemPurple)
        let framebuffer = try #require(window.renderer?.framebuffer)
        let swatch = scene.swatches[0].frame
        #expect(framebuffer.pixel(x: Int(swatch.midX), y: Int(swatch.midY)) == UIColor.systemPurple.renderColor.premultipliedARGB)
    }

    @Test func halfTransparentGroupShowsOnlyItsTopSquareWhereTheyOverlap() throws {
        let scene = PlaceholderSceneView(frame: CGRect(x: 0, y: 0, width: 960, height: 640))
        let image = UIGraphicsImageRenderer(size: scene.bounds.size).image { _ in
            scene.drawHierarchy(in: scene.bounds, afterScreenUpdates: true)
        }
        let g = scene.group.frame
        func at(_ dx: CGFloat, _ dy: CGFloat) -> UInt32 { image.bitmap.pixel(x: Int(g.minX + dx), y: Int(g.minY + dy)) }

        // Red spans x 0–120, blue 70–190 (y 20–140): the overlap looks like blue alone.
        #expect(at(100, 80) == at(150, 80))
        #expect(at(100, 80) != at(30, 80))
    }
}
