import Testing
import Foundation
import Compositor
@testable import UIKit

@MainActor @Suite struct RenderingTests {
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let label = UILabel(frame: CGRect(x: 10, y: 30, width: 140, height: 40))
        label.text = "Card"
        label.textColor = .white
        label.textAlignment = .center
        card.addSubview(label)
        let badge = UIView(frame: CGRect(x: 120, y: 10, width: 30, height: 30))
        badge.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        badge.transform = CGAffineTransform(rotationAngle: 0.3)
        card.addSubview(badge)
        return card
    }

    @Test func drawHierarchyMatchesTheCompositorPixelForPixel() throws {
        let view = card()  // in no window
        let renderer = try Renderer(width: 160, height: 100)
        renderer.render(view.layer.renderNode(at: UIApplication.shared.animationTime))

        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }

        #expect(image.size == CGSize(width: 160, height: 100))
        #expect(image.bitmap.pixelArray == renderer.framebuffer.pixelArray)
        #expect(Set(image.bitmap.pixelArray).count > 20, "the card has text and edges")
    }

    @Test func pngDataRoundTripsExactly() throws {
        let view = card()
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }

        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))

        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(decoded.bitmap.pixelArray == image.bitmap.pixelArray)
    }

    @Test func drawHierarchyScalesIntoTheRect() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red

        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            view.drawHierarchy(in: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: false)
        }

        #expect(image.bitmap.pixel(x: 10, y: 10) == 0)
        #expect(image.bitmap.pixel(x: 21, y: 1) == 0xFFFF_0000)
        #expect(image.bitmap.pixel(x: 39, y: 19) == 0xFFFF_0000)
    }

    @Test func drawHierarchyOutsideARendererDoesNothing() {
        #expect(!UIView().drawHierarchy(in: .zero, afterScreenUpdates: true))
    }

    @Test func imagesLoadFromFilesAndShowInImageViews() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-image-\(getpid()).png").path
        let source = try Framebuffer(width: 2, height: 1)
        source.setPixel(x: 0, y: 0, 0xFF00_FF00)
        source.setPixel(x: 1, y: 0, 0x8000_0080)
        try source.writePNG(to: path)

        let image = try #require(UIImage(contentsOfFile: path))
        let imageView = UIImageView(image: image)
        let shot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in
            imageView.drawHierarchy(in: CGRect(x: 0, y: 0, width: 2, height: 1), afterScreenUpdates: true)
        }

        #expect(imageView.frame.size == CGSize(width: 2, height: 1))
        #expect(imageView.intrinsicContentSize == CGSize(width: 2, height: 1))
        #expect(shot.bitmap.pixelArray == [0xFF00_FF00, 0x8000_0080])
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        #expect(UIImage(named: "no-such-asset") == nil)
    }

    /// A 16×16 JPEG of red, green, blue and white 8×8 quadrants (quality 100, no chroma
    /// subsampling) decodes through public API, opaque, each quadrant within two steps.
    @Test func jpegImagesLoadFromFilesAndData() throws {
        let jpeg = try #require(
            Data(
                base64Encoded:
                    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
                    + "AQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
                    + "AQEBAQEBAQH/wAARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAACgkL/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/E"
                    + "ABcBAAMBAAAAAAAAAAAAAAAAAAkKCwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCL4U5/glALdCvA3WmDWDcQ"
                    + "IDtUP//Z"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-image-\(getpid()).jpg").path
        try jpeg.write(to: URL(fileURLWithPath: path))

        let image = try #require(UIImage(contentsOfFile: path))
        let fromData = try #require(UIImage(data: jpeg))

        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(image.isEqual(fromData))
        let corners = [(4, 4), (12, 4), (4, 12), (12, 12)].map { image.bitmap.pixel(x: $0.0, y: $0.1) }
        for (pixel, expected) in zip(corners, [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF] as [UInt32]) {
            #expect([24, 16, 8, 0].allSatisfy { abs(Int(pixel >> $0 & 0xFF) - Int(expected >> $0 & 0xFF)) <= 2 })
        }
    }
}

@MainActor @Suite struct LabelTests {
    @Test func singleLineSizeToFit() {
        let label = UILabel()
        label.text = "Hello"

        label.sizeToFit()

        #expect(label.bounds.width > 30 && label.bounds.width < 70)
        #expect(label.bounds.height >= 17 && label.bounds.height < 30)
        #expect(label.intrinsicContentSize == label.bounds.size)
    }

    @Test func wordWrapLimitedByNumberOfLines() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.text = "the quick brown fox jumps over the lazy dog"
        label.lineBreakMode = .byWordWrapping

        let single = label.sizeThatFits(CGSize(width: 120, height: 0))
        label.numberOfLines = 0
        let all = label.layout(width: 120, maximumLines: 0, shrinking: false).lines.map(\.text)
        label.numberOfLines = 2
        let two = label.layout(width: 120, maximumLines: 2, shrinking: false).lines.map(\.text)

        #expect(single.width > 120 && single.height == label.font.lineHeight, "one line, however wide")
        #expect(all.count >= 3)
        #expect(all.joined(separator: " ") == label.text)
        #expect(two == Array(all.prefix(2)))
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)).height == 2 * label.font.lineHeight)
    }

    @Test func labelsDrawTheirTextInTheirColour() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "████"
        label.textColor = .red

        let image = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in
            label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
        }

        #expect(image.bitmap.pixelArray.contains(0xFFFF_0000))
        #expect(image.bitmap.pixel(x: 99, y: 0) == 0)
    }
}
