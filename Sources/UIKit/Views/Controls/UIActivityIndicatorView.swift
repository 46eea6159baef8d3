import Foundation

/// The spinning wheel: eight spokes around a centre, the brightest stepping round once a second
/// (a step every eighth of a second on the frame clock) while animating. Hidden when stopped
/// unless `hidesWhenStopped` is false. 20 pt across (`.medium`), 37 pt (`.large`).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiactivityindicatorview)
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Raw values are UIKit's; the white and gray styles are the iOS 12 names the SDK still takes.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokes = 8
    static let stepDuration: TimeInterval = 1.0 / 8

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(for: style)))
        setUp()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    open var style: Style {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The spokes' colour; nil is the style's (white for the iOS 12 white styles, else gray).
    open var color: UIColor! {
        get { customColor ?? defaultColor }
        set {
            customColor = newValue
            tintSpokes()
        }
    }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        step = 0
        started = nil
        tintSpokes()
        updateLink()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateLink()
        if hidesWhenStopped { isHidden = true }
    }

    /// The spokes step only in a window, as Core Animation runs animations only there.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateLink()
    }

    open override var intrinsicContentSize: CGSize { Self.side(for: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.side(for: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let isLarge = style == .large || isWhiteLarge
        let length = side * (isLarge ? 0.27 : 0.28), width = max(2, side * (isLarge ? 0.085 : 0.1))
        for (index, spoke) in spokeViews.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokes)
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            // Each spoke points out from the centre, its inner end at a third of the radius.
            let radius = side / 2 - length / 2
            spoke.center = CGPoint(x: bounds.midX + sin(angle) * radius, y: bounds.midY - cos(angle) * radius)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    // MARK: Work

    private var customColor: UIColor?
    private var spokeViews: [UIView] = []
    private var link: CADisplayLink?
    private var started: TimeInterval?
    /// The spoke shown brightest.
    private var step = 0

    private var isWhiteLarge: Bool { style.rawValue == 0 }
    private var defaultColor: UIColor { style.rawValue == 0 || style.rawValue == 1 ? .white : .systemGray }

    private static func side(for style: Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    private func setUp() {
        isHidden = true
        isUserInteractionEnabled = false
        for _ in 0..<Self.spokes {
            let spoke = UIView()
            addSubview(spoke)
            spokeViews.append(spoke)
        }
        tintSpokes()
    }

    /// A display link while animating in a window, and none otherwise: a spinner off screen or
    /// released leaves no link asking for frames.
    private func updateLink() {
        let wanted = isAnimating && window != nil
        if wanted, link == nil {
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.advance(to: link.timestamp)
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        } else if !wanted, let link {
            link.invalidate()
            self.link = nil
        }
    }

    private func advance(to now: TimeInterval) {
        let start = started ?? now
        started = start
        let next = Int((now - start) / Self.stepDuration) % Self.spokes
        guard next != step else { return }
        step = next
        tintSpokes()
    }

    /// The brightest spoke at `step`; those behind it fade to a quarter.
    private func tintSpokes() {
        for (index, spoke) in spokeViews.enumerated() {
            let behind = (step - index + Self.spokes) % Self.spokes
            spoke.backgroundColor = color.withAlphaComponent(1 - 0.75 * CGFloat(behind) / CGFloat(Self.spokes - 1))
        }
    }
}
