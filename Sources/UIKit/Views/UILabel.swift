import Foundation

/// Read-only text, laid out as UIKit lays it out (TextLayout.swift): one line by default; wrapped
/// onto at most `numberOfLines` lines (0: as many as the bounds' height holds), the last visible
/// one ending as `lineBreakMode` says ("…" at its tail by default); vertically centred in the
/// bounds as UIKit centres it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilabel)
@preconcurrency @MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open var text: String? { didSet { if text != oldValue { contentDidChange() } } }

    /// The text, unless a label was assigned (UIKit's default for a label).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    open var textColor: UIColor! = .label { didSet { contentDidChange() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The most lines the text takes; 0 for as many as it needs (and the bounds hold).
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// How the last visible line ends when the text does not fit; UIKit's default truncates its tail.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// A single-line label shrinks its font, down to `minimumScaleFactor`, before it truncates.
    open var adjustsFontSizeToFitWidth = false { didSet { contentDidChange() } }
    /// The smallest share of the font size a shrinking label goes down to; 0 does not shrink.
    open var minimumScaleFactor: CGFloat = 0 { didSet { contentDidChange() } }
    /// The width a multi-line label wraps at for its intrinsic size (0: no limit).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

    /// Layouts already made, by what they were made of: every frame asks for the drawn lines.
    private var layouts: [TextLayout.Request: TextLayout] = [:]

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out in lines at most `width` wide, at most `maximumLines` of them (0: any).
    /// Only drawing shrinks the font: UIKit sizes a label for its font as set.
    func layout(width: CGFloat, maximumLines: Int, shrinking: Bool) -> TextLayout {
        let request = TextLayout.Request(
            text: text ?? "", font: font, lineBreakMode: lineBreakMode, width: width, maximumLines: maximumLines,
            isSingleLine: numberOfLines == 1,
            minimumScaleFactor: shrinking && adjustsFontSizeToFitWidth ? minimumScaleFactor : 0)
        if let layout = layouts[request] { return layout }
        let measurer = runtime.textMeasurer
        let layout = TextLayout(request) { string, font in measurer.size(of: string, font: font) }
        if layouts.count >= 8 { layouts.removeAll() }
        layouts[request] = layout
        return layout
    }

    /// As UIKit's: a single line's whole, untruncated width whatever `size` says; several lines
    /// wrapped at `size.width` (none when 0), at most `numberOfLines` of them, the last one
    /// truncated. Zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        let fitted = layout(width: width, maximumLines: max(0, numberOfLines), shrinking: false).size
        // A clipped last line runs past the width, but the text takes no more than that.
        return CGSize(width: min(fitted.width, width).rounded(.up), height: fitted.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// The text block is centred in the bounds: baselines sit a fixed distance from the
    /// centre. The ascent is DejaVu Sans's (0.928 em of a 1.164 em line).
    override var baselineOffsets: (first: CGFloat, last: CGFloat, fromCentre: Bool) {
        let lines = max(1, CGFloat(drawnLayout().lines.count))
        let lineHeight = font.lineHeight
        let ascent = lineHeight * 0.928 / 1.164
        let block = lines * lineHeight
        return (-block / 2 + ascent, block / 2 - lineHeight + ascent, true)
    }

    /// The lines the bounds show: `numberOfLines` at most, and no more than fit in the height
    /// (always one).
    func drawnLayout() -> TextLayout {
        let lineHeight = font.lineHeight
        let fitting = lineHeight > 0 ? max(1, Int(((bounds.height + 1e-6) / lineHeight).rounded(.down))) : 1
        let maximumLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        return layout(width: bounds.width, maximumLines: maximumLines, shrinking: true)
    }

    override func drawnContent() -> [ViewContent] {
        let layout = drawnLayout()
        guard !layout.lines.isEmpty else { return [] }
        let height = layout.lineHeight
        let top = bounds.minY + ((bounds.height - CGFloat(layout.lines.count) * height) / 2).rounded(.down)
        return layout.lines.enumerated().map { index, line in
            // A line wider than the bounds (clipped) starts at the leading edge, as UIKit lays it.
            .text(
                line.text, font: layout.font, color: resolvedColor(textColor ?? .label),
                alignment: line.width > bounds.width ? .left : textAlignment,
                frame: CGRect(x: bounds.minX, y: top + CGFloat(index) * height, width: bounds.width, height: height))
        }
    }
}
