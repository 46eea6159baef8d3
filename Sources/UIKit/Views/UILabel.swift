import Foundation

/// Text alignment as UIKit names it; `.natural` and `.justified` lay out as `.left`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Read-only text: one line by default, word-wrapped onto `numberOfLines` lines (0 = as many as
/// fit), vertically centred in the bounds as UIKit centres it.
@preconcurrency @MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String? { didSet { if text != oldValue { contentDidChange() } } }

    /// The text, unless a label was assigned (UIKit's default for a label).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    open var textColor: UIColor! = .label { didSet { contentDidChange() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// Width used for wrapping when computing the intrinsic size of a multi-line label.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var lineHeight: CGFloat { UIApplication.shared.textMeasurer.size(of: "", font: font).height }

    private func width(of string: String) -> CGFloat {
        UIApplication.shared.textMeasurer.size(of: string, font: font).width
    }

    /// The lines the text takes at `width` (infinite for a single line), limited by `numberOfLines`.
    func lines(fittingWidth width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        guard numberOfLines != 1 else { return [text.replacingOccurrences(of: "\n", with: " ")] }
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n") {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || self.width(of: candidate) <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrapWidth = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let lines = lines(fittingWidth: wrapWidth)
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map { width(of: $0) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * lineHeight).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
    }

    override func drawnContent() -> [ViewContent] {
        let lines = lines(fittingWidth: bounds.width)
        guard !lines.isEmpty else { return [] }
        let height = lineHeight
        let top = bounds.minY + ((bounds.height - CGFloat(lines.count) * height) / 2).rounded(.down)
        return lines.enumerated().map { index, line in
            .text(
                line, font: font, color: resolvedColor(textColor ?? .label), alignment: textAlignment,
                frame: CGRect(x: bounds.minX, y: top + CGFloat(index) * height, width: bounds.width, height: height))
        }
    }
}
