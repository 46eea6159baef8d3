import Foundation

/// A bar showing how far a task has come: a rounded track 4 pt tall with the progress filled
/// from the leading edge. `setProgress(_:animated:)` moves it over 0.25 s.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiprogressview)
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Raw values are UIKit's.
    public enum Style: Int, Sendable {
        case `default` = 0
        /// The bar style of a toolbar: square ends.
        case bar = 1
    }

    static let height: CGFloat = 4
    static let animationDuration: TimeInterval = 0.25

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: Self.height))
        setUp()
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        setUp()
    }

    open var progressViewStyle: Style { didSet { setNeedsLayout() } }
    /// From 0 to 1; values outside are pinned.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour; nil is the system blue (UIKit's tint colour; views have no tint here yet).
    open var progressTintColor: UIColor? { didSet { fill.backgroundColor = progressTintColor ?? .systemBlue } }
    /// The track's colour; nil is UIKit's light gray.
    open var trackTintColor: UIColor? { didSet { track.backgroundColor = trackTintColor ?? Self.defaultTrack } }

    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated {
            UIView.animate(withDuration: Self.animationDuration) { self.layoutFill() }
        } else {
            layoutFill()
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        layoutFill()
    }

    private static let defaultTrack = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(white: 0.25, alpha: 1) : UIColor(white: 0.89, alpha: 1)
    }
    private let track = UIView()
    private let fill = UIView()
    private var storedProgress: Float = 0

    private func setUp() {
        isUserInteractionEnabled = false
        track.backgroundColor = Self.defaultTrack
        track.clipsToBounds = true
        fill.backgroundColor = .systemBlue
        addSubview(track)
        track.addSubview(fill)
    }

    private func layoutFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }
}
