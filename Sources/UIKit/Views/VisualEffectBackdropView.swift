import Foundation

/// The view under a `UIVisualEffectView`'s content that shows its effect: its layer blurs what
/// lies beneath (Render/ makes it a backdrop blur node) and its background colour is the tint,
/// drawn over the blur. iOS has the same arrangement (`_UIVisualEffectBackdropView`).
final class VisualEffectBackdropView: UIView {
    override class var layerClass: CALayer.Type { BackdropLayer.self }

    var backdropLayer: BackdropLayer { layer as! BackdropLayer }
}

/// A layer that blurs what is drawn beneath it, as Core Animation's private backdrop layer does.
final class BackdropLayer: CALayer {
    struct Blur: Equatable {
        /// The Gaussian's standard deviation, in points.
        var radius: CGFloat
        /// 1 keeps the colours; more makes them more vivid.
        var saturation: CGFloat
    }

    /// Nil blurs nothing. Not animatable: a change shows at once.
    var blur: Blur? { didSet { if blur != oldValue { didChange() } } }
}
