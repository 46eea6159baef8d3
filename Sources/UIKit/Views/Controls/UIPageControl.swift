import Foundation

/// A row of dots, one a page, the current one brighter, centred in the control. A tap on the
/// trailing side of the current dot moves one page on, on the leading side one page back, and
/// sends `.valueChanged` (Apple's HIG: "Tapping on the leading or trailing side of the
/// current-page indicator reveals the next or previous page"); setting `currentPage` in code
/// sends nothing. Drawn in iOS's shape: 7 pt dots 16 pt apart (9 pt between them) in a
/// 26 pt-high row; the current dot opaque white and the others translucent white, UIKit's
/// documented defaults (Apple's `currentPageIndicatorTintColor`/`pageIndicatorTintColor` pages),
/// meant for content under them; `.prominent` adds the translucent capsule behind the dots.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipagecontrol)
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the control draws the platter behind its dots. Raw values are UIKit's.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter while the user interacts (we never scrub, so: none).
        case automatic = 0
        /// Always a platter.
        case prominent = 1
        /// Never a platter.
        case minimal = 2
    }

    static let dotDiameter: CGFloat = 7
    /// Centre to centre: a dot and the 9 pt gap after it.
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    /// Room each side of the dots inside the platter.
    static let platterPadding: CGFloat = 9

    /// The prominent platter: a dark veil in light, a lighter one in dark, so white dots show on either.
    static let platterColour = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.2) : UIColor(white: 0, alpha: 0.25)
    }

    private let platter = UIView()
    /// Internal for tests, which read where they are drawn.
    private(set) var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// How a storyboard or nib makes the control: the same parts, then the loader sets its attributes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = Self.platterColour
        addSubview(platter)
    }

    /// How many dots; setting it clamps `currentPage` into range.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if storedCurrentPage >= numberOfPages { storedCurrentPage = max(0, numberOfPages - 1) }
            rebuildDots()
        }
    }

    /// The highlighted dot, clamped to `0..<numberOfPages`.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            applyColors()
        }
    }

    /// Whether a control with one page draws nothing.
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other dots' colour; nil draws UIKit's white at 30 %.
    open var pageIndicatorTintColor: UIColor? { didSet { applyColors() } }
    /// The current dot's colour; nil draws white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { applyColors() } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsLayout() } }

    /// The width of `pageCount` dots with their gaps (and the platter's padding), 26 pt high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let dotsWidth = CGFloat(max(0, pageCount - 1)) * Self.dotPitch + Self.dotDiameter
        return CGSize(width: pageCount > 0 ? dotsWidth + 2 * Self.platterPadding : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Drawing

    private var storedCurrentPage = 0

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            return dot
        }
        applyColors()
        setNeedsLayout()
    }

    private func applyColors() {
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for (index, dot) in dots.enumerated() { dot.backgroundColor = index == storedCurrentPage ? current : other }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
        let size = size(forNumberOfPages: numberOfPages)
        let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        platter.frame = CGRect(origin: origin, size: size)
        platter.layer.cornerRadius = size.height / 2
        platter.isHidden = hidden || backgroundStyle != .prominent
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let y = bounds.midY - Self.dotDiameter / 2
        for (index, dot) in dots.enumerated() {
            let slot = rightToLeft ? numberOfPages - 1 - index : index
            let x = origin.x + Self.platterPadding + CGFloat(slot) * Self.dotPitch
            dot.frame = CGRect(x: x, y: y, width: Self.dotDiameter, height: Self.dotDiameter)
            dot.isHidden = hidden
        }
    }

    // MARK: Touches

    /// A tap released on the control moves one page towards its side of the current dot.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 0,
            dots.indices.contains(storedCurrentPage)
        else { return }
        let trailing = touch.location(in: self).x > dots[storedCurrentPage].frame.midX
        let forward = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !trailing : trailing
        let next = storedCurrentPage + (forward ? 1 : -1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
