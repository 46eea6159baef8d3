import Foundation
import Compositor

/// An immutable bitmap at scale 1.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimage)
public final class UIImage: NSObject, @unchecked Sendable {
    package let bitmap: RenderImage

    package init(bitmap: RenderImage) {
        self.bitmap = bitmap
        super.init()
    }

    /// Looks for NAME, NAME.png in the asset folders: `Assets/` in the working directory and
    /// beside the executable (and its parent), as an app bundle's resources would be found; then
    /// among the app's resources the `iOSSourceCompatibility` plugin found: an image set of an
    /// asset catalog (`Assets.xcassets/NAME.imageset`, its 1x image first) or a loose file.
    public convenience init?(named name: String) {
        let candidates = name.hasSuffix(".png") ? [name] : [name + ".png", name]
        for directory in Self.assetDirectories {
            for file in candidates {
                let path = (directory as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        if let path = AppResources.imagePath(named: name) {
            self.init(contentsOfFile: path)
            return
        }
        return nil
    }

    /// Decodes a PNG or JPEG file; nil when it is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? RenderImage(contentsOfFile: path) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// Decodes a PNG or JPEG file's bytes.
    public convenience init?(data: Data) {
        guard let bitmap = try? RenderImage(encodedData: data) else { return nil }
        self.init(bitmap: bitmap)
    }

    public var size: CGSize { CGSize(width: bitmap.width, height: bitmap.height) }
    public var scale: CGFloat { 1 }

    /// Apple: "the only reliable way to determine whether two images contain the same image
    /// data" — equal when size and every pixel are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return bitmap.hasSamePixels(as: other.bitmap)
    }

    public override var hash: Int { bitmap.width &* 31 &+ bitmap.height }

    /// The image as PNG; decoding it gives back exactly these pixels.
    public func pngData() -> Data? { try? bitmap.pngData() }

    static var assetDirectories: [String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        return [
            FileManager.default.currentDirectoryPath + "/Assets",
            executable.appendingPathComponent("Assets").path,
            executable.deletingLastPathComponent().appendingPathComponent("Assets").path,
        ]
    }
}
