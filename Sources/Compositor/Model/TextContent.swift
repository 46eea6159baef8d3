import Foundation

/// Horizontal placement of a line of text inside its node's bounds.
public enum TextAlignment: Sendable, Hashable {
    case left, center, right
}

/// The DejaVu faces the compositor can draw (Debian's fonts-dejavu-core).
public enum FontFace: String, Sendable, Hashable, CaseIterable {
    case regular = "DejaVuSans.ttf"
    case bold = "DejaVuSans-Bold.ttf"
    case monospace = "DejaVuSansMono.ttf"
}

/// One line of text drawn inside a node's bounds, vertically centred as UILabel does, and
/// clipped to those bounds.
public struct TextContent: Equatable, Hashable, Sendable {
    public var string: String
    /// Size in points; one point is one pixel at the compositor's 1× scale.
    public var fontSize: Double
    public var face: FontFace
    public var color: RenderColor
    public var alignment: TextAlignment

    public init(
        _ string: String, fontSize: Double = 17, face: FontFace = .regular,
        color: RenderColor = .black, alignment: TextAlignment = .left
    ) {
        self.string = string
        self.fontSize = fontSize
        self.face = face
        self.color = color
        self.alignment = alignment
    }
}
