import Foundation

/// A font: DejaVu Sans stands in for the system font (Debian's fonts-dejavu-core).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uifont)
public final class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    let face: Face

    /// The DejaVu faces the compositor draws (Render/UIFont+TextContent.swift).
    enum Face { case regular, bold, monospace }

    init(face: Face, size: CGFloat) {
        self.face = face
        pointSize = size
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .regular, size: fontSize) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .bold, size: fontSize) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: .monospace, size: fontSize)
    }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight.rawValue >= Weight.semibold.rawValue ? .bold : .regular, size: fontSize)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    public var fontName: String {
        switch face {
        case .regular: return "DejaVuSans"
        case .bold: return "DejaVuSans-Bold"
        case .monospace: return "DejaVuSansMono"
        }
    }

    public var familyName: String { face == .monospace ? "DejaVu Sans Mono" : "DejaVu Sans" }

    /// Height of one line as laid out.
    @MainActor public var lineHeight: CGFloat {
        Runtime.application.textMeasurer.size(of: "", font: self).height
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// A font's stroke weight, from `.ultraLight` to `.black`; semibold and heavier draw DejaVu Sans Bold, lighter ones
    /// regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}
