import Foundation
import Compositor

extension UIFont {
    /// A line of `string` in this font, as the compositor draws and measures it.
    func textContent(_ string: String, color: RenderColor = .black, alignment: TextAlignment = .left) -> TextContent {
        TextContent(string, fontSize: Double(pointSize), face: fontFace, color: color, alignment: alignment)
    }

    /// The DejaVu file that stands in for this face.
    private var fontFace: FontFace {
        switch face {
        case .regular: .regular
        case .bold: .bold
        case .monospace: .monospace
        }
    }
}

extension TextAlignment {
    /// `.natural` and `.justified` lay out as `.left`, as a single line does in UIKit.
    init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .center: self = .center
        case .right: self = .right
        default: self = .left
        }
    }
}
