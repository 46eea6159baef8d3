import Foundation

/// Values as Interface Builder writes them: rects, colours (sRGB, grey, system and named),
/// fonts, and the enumerations' names.
enum IBAttributes {
    static func rect(_ element: IBElement?) -> CGRect? {
        guard let element else { return nil }
        return CGRect(
            x: element.cgFloat("x") ?? 0, y: element.cgFloat("y") ?? 0, width: element.cgFloat("width") ?? 0,
            height: element.cgFloat("height") ?? 0)
    }

    /// `<color key="…" …/>`: components (sRGB or grey), a system colour, or a named one.
    static func color(_ element: IBElement) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return systemColor(name) }
        if let red = element.cgFloat("red"), let green = element.cgFloat("green"), let blue = element.cgFloat("blue") {
            return UIColor(red: red, green: green, blue: blue, alpha: element.cgFloat("alpha") ?? 1)
        }
        if let white = element.cgFloat("white") { return UIColor(white: white, alpha: element.cgFloat("alpha") ?? 1) }
        if let name = element["name"] { return systemColor(name) }
        return nil
    }

    /// Xcode's system colour names (`systemBackgroundColor`, `labelColor`, `darkTextColor`…).
    static func systemColor(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        let colors: [String: UIColor] = [
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
            "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill, "label": .label,
            "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
            "placeholderText": .placeholderText, "link": .link, "separator": .separator,
            "opaqueSeparator": .opaqueSeparator, "tint": .tintColor, "systemRed": .systemRed,
            "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
            "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
            "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink,
            "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2,
            "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
            "systemGray6": .systemGray6, "black": .black, "darkGray": .darkGray, "gray": .gray, "lightGray": .lightGray,
            "white": .white, "clear": .clear, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
            "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown,
            "darkText": .black, "lightText": UIColor(white: 1, alpha: 0.6),
            "groupTableViewBackground": .systemGroupedBackground,
        ]
        return colors[base]
    }

    /// `<fontDescription type="system" weight="semibold" pointSize="17"/>`, `type="boldSystem"`,
    /// or a text style (`style="UICTFontTextStyleBody"`) at its default size.
    static func font(_ element: IBElement) -> UIFont {
        let size = element.cgFloat("pointSize") ?? textStyleSize(element["style"]) ?? 17
        if element["type"] == "boldSystem" { return .boldSystemFont(ofSize: size) }
        let weights: [String: UIFont.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        if let weight = element["weight"].flatMap({ weights[$0] }) { return .systemFont(ofSize: size, weight: weight) }
        if element["style"] == "UICTFontTextStyleHeadline" { return .systemFont(ofSize: size, weight: .semibold) }
        return .systemFont(ofSize: size)
    }

    /// The default (Large) sizes of the text styles (Apple, Human Interface Guidelines: Typography).
    static func textStyleSize(_ style: String?) -> CGFloat? {
        guard let style else { return nil }
        let sizes: [String: CGFloat] = [
            "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        return sizes[style]
    }

    static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
            ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (attribute, flag) in flags where element.bool(attribute) == true { mask.insert(flag) }
        return mask
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[name]
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        let alignments: [String: NSTextAlignment] = [
            "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
        ]
        return alignments[name]
    }

    static func controlEvents(_ name: String?) -> UIControl.Event {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        ]
        return name.flatMap { events[$0] } ?? .touchUpInside
    }

    static func modalPresentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "automatic": .automatic,
            "custom": .custom,
        ]
        return name.flatMap { styles[$0] }
    }

    static func modalTransitionStyle(_ name: String?) -> UIModalTransitionStyle? {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        return name.flatMap { styles[$0] }
    }
}
