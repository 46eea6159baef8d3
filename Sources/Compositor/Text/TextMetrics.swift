import Foundation

/// Measures lines of text exactly as the compositor draws them, for layout (label sizing, word
/// wrapping) outside any renderer.
@MainActor
public final class TextMetrics {
    private let rasterizer: TextRasterizer

    /// Throws, naming the Debian package to install, when the fonts or SDL_ttf are missing.
    public init(fontDirectory: String = Renderer.defaultFontDirectory) throws {
        rasterizer = try TextRasterizer(directory: fontDirectory)
    }

    /// The largest font size drawn; larger sizes draw at it.
    public nonisolated static var largestFontSize: Double { Double(TextRasterizer.largestPixelSize) }

    /// Width of the inked line and the font's line height, in pixels.
    public func size(of text: TextContent) -> CGSize { rasterizer.size(of: text) }
}
