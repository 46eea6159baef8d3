import Foundation

/// One scroll indicator. Like UIKit's, it is a real subview of the scroll view (it shows in
/// `subviews`, kept in front of the content), made when it is first shown; hidden with alpha 0
/// once it has faded, so an idle scroll view draws nothing new.
///
/// Its look follows iOS 13 and later: a 3 pt thick capsule 3 pt from the scroll view's edge,
/// black at 35 % opacity over light content and white at 35 % over dark, at least 36 pt long,
/// shrinking with the rubber band down to a dot of its thickness doubled.
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    /// From the scroll view's edge (and from the other indicator's end).
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let minimumRubberBandLength: CGFloat = 2 * thickness
    /// After the content stops, the indicators stay this long, then fade out over
    /// `fadeDuration`. Our choice, as UIKit looks: half a second, then 0.3 s.
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.3

    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
        alpha = 0
    }

    required init?(coder: NSCoder) { nil }

    /// The colour for `style` over content of the scroll view's `traits`.
    static func color(style: UIScrollView.IndicatorStyle, traits: UITraitCollection) -> UIColor {
        switch style {
        case .black: UIColor(white: 0, alpha: 0.35)
        case .white: UIColor(white: 1, alpha: 0.35)
        case .default:
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
        }
    }

    /// Length and position along a track: `track` is the length available, `visible` the view's
    /// extent, `content` the content's (insets included), `progress` how far along the scrollable
    /// range the offset is (0…1, beyond while rubber-banding, by `overshoot` points).
    static func placement(
        track: CGFloat, visible: CGFloat, content: CGFloat, progress: CGFloat, overshoot: CGFloat
    )
        -> (start: CGFloat, length: CGFloat)
    {
        guard content > 0, track > 0 else { return (0, 0) }
        var length = max(minimumLength, track * min(1, visible / content))
        length = min(length, track)
        // Pulled past an end, the indicator shortens by the overshoot, staying at that end.
        if overshoot != 0 { length = max(minimumRubberBandLength, length - abs(overshoot)) }
        let clamped = min(max(progress, 0), 1)
        return ((track - length) * clamped, length)
    }
}
