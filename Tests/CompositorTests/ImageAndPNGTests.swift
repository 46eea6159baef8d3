import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct ImageAndPNGTests {
    /// Four premultiplied pixels, one of them translucent.
    let quad: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8040_2010]

    /// UIKit's `--headless --screenshot` writes through this: a full device names the path
    /// and the reason, and a file where the folder should be is named too.
    @Test func aPNGThatCannotBeWrittenSaysWhereAndWhy() throws {
        let framebuffer = try Framebuffer(width: 4, height: 4)
        let file = temporaryPath("plain")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        let full = Result { try framebuffer.writePNG(to: "/dev/full") }
        let underFile = Result { try framebuffer.writePNG(to: file + "/a.png") }

        #expect(full.errorText == "cannot write /dev/full: No space left on device")
        #expect(underFile.errorText == "cannot write \(file)/a.png: \(file) is not a folder")
    }

    @Test func pngRoundTripIsExactForTranslucentPixels() throws {
        var group = RenderNode(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        group.opacity = 0.37
        group.children = [
            RenderNode(
                frame: CGRect(x: 0, y: 0, width: 80, height: 80), backgroundColor: RenderColor(r8: 200, g8: 30, b8: 90)),
            RenderNode(
                frame: CGRect(x: 40, y: 20, width: 80, height: 60),
                backgroundColor: RenderColor(r8: 10, g8: 220, b8: 140, a8: 90)),
        ]
        var label = RenderNode(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        label.text = TextContent("Round trip", fontSize: 18, color: RenderColor(r8: 20, g8: 40, b8: 200, a8: 200))
        let original = try render(scene(background: nil, [group, label])).framebuffer
        let path = temporaryPath("roundtrip.png")

        try original.writePNG(to: path)
        let decoded = try Framebuffer(contentsOfPNG: path)

        #expect(decoded.width == original.width && decoded.height == original.height)
        #expect(Set(original.pixelArray.map { $0 >> 24 }).count > 10, "the scene has many alpha levels")
        #expect(decoded.pixelArray == original.pixelArray)
    }

    @Test func imageDrawnAtItsSizeCopiesPixelsExactly() throws {
        let image = RenderImage(width: 2, height: 2, premultipliedPixels: quad)
        var node = RenderNode(frame: CGRect(x: 7, y: 9, width: 2, height: 2))
        node.image = image

        let fb = try render(scene(background: nil, [node])).framebuffer

        #expect([fb.pixel(x: 7, y: 9), fb.pixel(x: 8, y: 9), fb.pixel(x: 7, y: 10), fb.pixel(x: 8, y: 10)] == quad)
        #expect(fb.pixel(x: 6, y: 9) == 0)
    }

    @Test func pngFileDecodesIntoAnImage() throws {
        let source = try Framebuffer(width: 2, height: 2)
        for (index, value) in quad.enumerated() { source.setPixel(x: index % 2, y: index / 2, value) }
        let path = temporaryPath("quad.png")
        try source.writePNG(to: path)

        let image = try RenderImage(contentsOfFile: path)
        let fromData = try RenderImage(encodedData: Data(contentsOf: URL(fileURLWithPath: path)))

        #expect(image.width == 2 && image.height == 2)
        #expect((0..<4).map { image.pixel(x: $0 % 2, y: $0 / 2) } == quad)
        #expect((0..<4).map { fromData.pixel(x: $0 % 2, y: $0 / 2) } == quad)
    }

    /// A 16×16 JPEG of four 8×8 quadrants (red, green, blue, white) at quality 100, no chroma
    /// subsampling: JPEG is lossy, so each quadrant comes back within a step or two of its colour.
    @Test func jpegFileDecodesOpaqueIntoAnImage() throws {
        let jpeg = try #require(Data(base64Encoded: Self.quadrantsJPEG))
        let path = temporaryPath("quadrants.jpg")
        try jpeg.write(to: URL(fileURLWithPath: path))

        let image = try RenderImage(contentsOfFile: path)
        let fromData = try RenderImage(encodedData: jpeg)

        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "the bytes are a JPEG, not a PNG")
        #expect(image.width == 16 && image.height == 16)
        #expect(image.pixelArray.allSatisfy { $0 >> 24 == 0xFF }, "JPEG has no alpha: every pixel is opaque")
        let centres = [(4, 4), (12, 4), (4, 12), (12, 12)].map { image.pixel(x: $0.0, y: $0.1) }
        for (pixel, expected) in zip(centres, [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF] as [UInt32]) {
            let channels = [16, 8, 0].map { (Int(pixel >> $0 & 0xFF), Int(expected >> $0 & 0xFF)) }
            #expect(
                channels.allSatisfy { abs($0.0 - $0.1) <= 2 },
                "\(String(pixel, radix: 16)) ≈ \(String(expected, radix: 16))")
        }
        #expect(fromData.pixelArray == image.pixelArray)
    }

    static let quadrantsJPEG =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/"
        + "2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAQABADAREAAhEBAxEB/8QA"
        + "FgABAQEAAAAAAAAAAAAAAAAACgkL/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABcBAAMBAAAAAAAAAAAAAAAAAAkKCwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA"
        + "/9oADAMBAAIRAxEAPwCL4U5/glALdCvA3WmDWDcQIDtUP//Z"

    @Test func scaledImageFillsItsBoundsWithItsColours() throws {
        let image = RenderImage(width: 2, height: 2, premultipliedPixels: quad)
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        node.image = image

        let fb = try render(scene(background: nil, [node])).framebuffer

        // Quadrant centres sit well inside each source pixel's footprint.
        #expect(fb.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(fb.pixel(x: 34, y: 5) == 0xFF00_FF00)
        #expect(fb.pixel(x: 5, y: 34) == 0xFF00_00FF)
        #expect(fb.pixel(x: 34, y: 34) == 0x8040_2010)
        #expect(fb.pixel(x: 45, y: 20) == 0)
    }

    @Test func missingPNGReportsTheFile() throws {
        let error = #expect(throws: CompositorError.self) { try Framebuffer(contentsOfPNG: "/nonexistent/picture.png") }

        #expect(error?.description.contains("/nonexistent/picture.png") == true)
    }

    @Test func corruptPNGIsAnErrorNotACrash() throws {
        let error = #expect(throws: CompositorError.self) { try RenderImage(encodedData: Data("not an image".utf8)) }

        #expect(error?.description.hasPrefix("Could not decode image data") == true)
    }
}

extension Result where Failure == any Error {
    /// The error's text, nil on success.
    var errorText: String? {
        if case .failure(let error) = self { "\(error)" } else { nil }
    }
}
