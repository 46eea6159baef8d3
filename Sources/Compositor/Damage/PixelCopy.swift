/// A block of the previous frame moved within the framebuffer by whole pixels: how a scrolled
/// view's unchanged content reaches its new place without being recomposited.
public struct PixelCopy: Equatable, Sendable, CustomStringConvertible {
    /// Where the pixels were in the previous frame.
    public let source: PixelRect
    public let dx: Int
    public let dy: Int

    public init(source: PixelRect, dx: Int, dy: Int) {
        (self.source, self.dx, self.dy) = (source, dx, dy)
    }

    /// Where the pixels are now.
    public var destination: PixelRect {
        PixelRect(x: source.x + dx, y: source.y + dy, width: source.width, height: source.height)
    }

    public var description: String { "\(source) by (\(dx), \(dy))" }
}
