import Foundation

/// Shows a `UIBlurEffect`: what lies behind the view is blurred and tinted in the effect's
/// style, in the compositor, and `contentView`'s subviews are drawn sharp over it.
///
/// Setting `effect` inside a `UIView.animate` block animates: to or from nil the blur and its
/// tint fade (iOS grows the blur's radius instead); between two blurs the tint moves to the new
/// one and the radius changes at once. As Apple warns, an alpha below 1 on the view or a
/// superview composites it as a group: the blur still sees what lies beneath the group, and the
/// group fades as a whole.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uivisualeffectview)
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Add subviews here, not to the effect view itself (Apple's rule): drawn over the effect.
    public let contentView = UIView(frame: .zero)
    private let backdrop = VisualEffectBackdropView(frame: .zero)

    open var effect: UIVisualEffect? { didSet { showEffect() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addEffectViews()
    }

    /// `UIVisualEffectView()`, the `init` iOS code inherits: no effect until one is set.
    public convenience init() { self.init(effect: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addEffectViews()
    }

    private func addEffectViews() {
        backdrop.isUserInteractionEnabled = false
        for view in [backdrop, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        showEffect()
    }

    /// Fades the backdrop in or out; a style it shows already changes its tint in place.
    private func showEffect() {
        guard let blur = effect as? UIBlurEffect else {
            backdrop.alpha = 0
            return
        }
        let material = blur.style.material
        let style = { [backdrop] in
            backdrop.backdropLayer.blur = BackdropLayer.Blur(
                radius: BlurMaterial.radius, saturation: BlurMaterial.saturation)
            backdrop.backgroundColor = material.tint
        }
        // Fading in, only the alpha animates: a tint animating too would fade in twice.
        if backdrop.alpha > 0 { style() } else { UIView.performWithoutAnimation(style) }
        backdrop.alpha = 1
    }
}
