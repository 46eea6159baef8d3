import Foundation

/// UIKit's private `-[UIView recursiveDescription]`, which iOS developers read in the debugger and
/// pointfree's `.recursiveDescription` snapshot records: one line per view, depth first, children
/// indented `   | ` per level. Testing SPI (`@_spi(Testing) import UIKit`): a debugging aid for
/// snapshot libraries and the fuzzer, not public API, as in Apple's UIKit.
///
/// Each line is the view's `description`: `<Class: 0x…; frame = (x y; w h)` and then only the
/// attributes that differ from a plain view's default, in the order iOS prints them, then the
/// layer, then a scroll view's geometry. The order was read off real outputs: iOS 17-era dumps
/// (`frame; transform = [...]; backgroundColor = …; layer`, sentry-cocoa's redaction tests;
/// `clipsToBounds = YES; hidden = YES; gestureRecognizers = <NSArray…>; layer = …; contentOffset:
/// {0, 0}; contentSize: {390, 0}; adjustedContentInset: {0, 0, 0, 0}`, a UITableView warning
/// from a 390×844 phone; `hidden = YES; alpha = 0.5; layer`, a UITextField dump) and older ones
/// (`text = 'show'; clipsToBounds = YES; … userInteractionEnabled = NO; tag = …`,
/// `autoresize = RM+BM`, `W+H`). Attributes our UIKit does not model (`opaque`, `animations`)
/// are never printed.
extension UIView {
    /// The view and its subviews, one line each.
    @_spi(Testing) public func recursiveDescription() -> String {
        var lines: [String] = []
        appendRecursiveDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendRecursiveDescription(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + debugDescriptionLine)
        for subview in subviews { subview.appendRecursiveDescription(to: &lines, depth: depth + 1) }
    }

    /// `<UILabel: 0x…; frame = (20 10; 80 20.5); text = 'Hi'; userInteractionEnabled = NO; layer = <CALayer: 0x…>>`.
    var debugDescriptionLine: String {
        var parts = ["<\(DebugText.className(of: self)): \(DebugText.address(of: self))"]
        let f = frame
        parts.append(
            "frame = (\(DebugText.short(f.minX)) \(DebugText.short(f.minY)); "
                + "\(DebugText.short(f.width)) \(DebugText.short(f.height)))")
        let t = transform
        if !t.isIdentity {
            parts.append(
                "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(DebugText.full).joined(separator: ", "))]")
        }
        // Line breaks written as `\n`, so that every view keeps one line.
        if let label = self as? UILabel, let text = label.text {
            parts.append("text = '\(text.replacingOccurrences(of: "\n", with: "\\n"))'")
        }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(DebugText.short(alpha))") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.debugText)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if tag != 0 { parts.append("tag = \(tag)") }
        // Swift arrays have no address: the first recognizer's stands in for the NSArray's.
        if let recognizers = gestureRecognizers, let first = recognizers.first {
            parts.append("gestureRecognizers = <NSArray: \(DebugText.address(of: first))>")
        }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor.debugText)") }
        parts.append("layer = \(DebugText.reference(to: layer))")
        if let scrollView = self as? UIScrollView {
            let (o, s, i) = (scrollView.contentOffset, scrollView.contentSize, scrollView.adjustedContentInset)
            parts.append("contentOffset: {\(DebugText.short(o.x)), \(DebugText.short(o.y))}")
            parts.append("contentSize: {\(DebugText.short(s.width)), \(DebugText.short(s.height))}")
            parts.append(
                "adjustedContentInset: {\([i.top, i.left, i.bottom, i.right].map(DebugText.short).joined(separator: ", "))}"
            )
        }
        return parts.joined(separator: "; ") + ">"
    }
}

extension UIView.AutoresizingMask {
    /// `LM+W+RM+TM+H+BM`, the flags set in bit order, as `recursiveDescription` prints them.
    fileprivate var debugText: String {
        let names: [(Self, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

extension UIColor {
    /// As iOS describes a colour: a system colour by its name
    /// (`<UIDynamicSystemColor: 0x…; name = systemTealColor>`), another dynamic colour by its
    /// class, a plain one by colour space and components (`UIExtendedSRGBColorSpace 1 0 0 1`;
    /// greys `UIExtendedGrayColorSpace 0 0`, as iOS's white, black and clear are).
    fileprivate var debugText: String {
        if isDynamic {
            guard let name = Self.systemColorNames.first(where: { $0.0 === self })?.1 else {
                return "<UIDynamicProviderColor: \(DebugText.address(of: self))>"
            }
            return "<UIDynamicSystemColor: \(DebugText.address(of: self)); name = \(name)Color>"
        }
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        if r == g && g == b { return "UIExtendedGrayColorSpace \(DebugText.short(r)) \(DebugText.short(a))" }
        return "UIExtendedSRGBColorSpace " + [r, g, b, a].map(DebugText.short).joined(separator: " ")
    }

    private static let systemColorNames: [(UIColor, String)] = [
        (.systemRed, "systemRed"), (.systemOrange, "systemOrange"), (.systemYellow, "systemYellow"),
        (.systemGreen, "systemGreen"), (.systemMint, "systemMint"), (.systemTeal, "systemTeal"),
        (.systemCyan, "systemCyan"), (.systemBlue, "systemBlue"), (.systemIndigo, "systemIndigo"),
        (.systemPurple, "systemPurple"), (.systemPink, "systemPink"), (.systemBrown, "systemBrown"),
        (.systemGray, "systemGray"), (.systemGray2, "systemGray2"), (.systemGray3, "systemGray3"),
        (.systemGray4, "systemGray4"), (.systemGray5, "systemGray5"), (.systemGray6, "systemGray6"),
        (.systemBackground, "systemBackground"), (.secondarySystemBackground, "secondarySystemBackground"),
        (.tertiarySystemBackground, "tertiarySystemBackground"),
        (.systemGroupedBackground, "systemGroupedBackground"),
        (.secondarySystemGroupedBackground, "secondarySystemGroupedBackground"),
        (.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground"), (.systemFill, "systemFill"),
        (.secondarySystemFill, "secondarySystemFill"), (.tertiarySystemFill, "tertiarySystemFill"),
        (.label, "label"), (.secondaryLabel, "secondaryLabel"), (.tertiaryLabel, "tertiaryLabel"),
        (.quaternaryLabel, "quaternaryLabel"), (.placeholderText, "placeholderText"), (.link, "link"),
        (.separator, "separator"), (.opaqueSeparator, "opaqueSeparator"),
    ]
}
