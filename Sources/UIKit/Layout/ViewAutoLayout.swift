import Foundation

/// A view's Auto Layout state, made when the view first meets a constraint, a guide or a
/// priority: most views never do, and pay nothing.
@MainActor
final class ViewAutoLayout {
    /// Constraints whose items' nearest common ancestor is the view: its `constraints`.
    var installed: [NSLayoutConstraint] = []
    /// Active constraints naming the view or one of its guides, to release them when the view
    /// leaves their common ancestor.
    var referencing: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// `referencing` in the order the constraints were activated: every walk over them that
    /// reaches the solver or the API goes this way, never in the dictionary's hash order (it
    /// differs between processes).
    var referencingInActivationOrder: [NSLayoutConstraint] {
        referencing.values.sorted { $0.activationSerial < $1.activationSerial }
    }
    /// The view has frame variables in the engine.
    var isInEngine = false
    var frameVariables: LayoutFrameVariables?
    /// While translating: its autoresizing mask as constraints (minX, width, minY, height).
    var maskConstraints: [AutoresizingMaskConstraint] = []
    /// While placed by the engine: its intrinsic size as hugging and compression constraints.
    var contentSizeConstraints: [ContentSizeConstraint] = []
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var guides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// Margins set by the app: a root view then keeps them above the system minimum.
    var hasExplicitMargins = false
}

/// UIKit's translation of an autoresizing mask (`h=--& v=--&` in its logs).
final class AutoresizingMaskConstraint: NSLayoutConstraint {
    /// `h=-&-`: left margin, width, right margin; `-` fixed, `&` flexible.
    var maskCode = ""
    /// The share of the superview's size this constraint follows (0: a constant).
    var ratio: Double = 0
    override var layoutClassName: String { "NSAutoresizingMaskLayoutConstraint" }
    override var equationDescription: String { "\(maskCode) \(super.equationDescription)" }
}

/// A view's intrinsic size as a pair of inequalities per axis, at its hugging and compression
/// resistance priorities.
final class ContentSizeConstraint: NSLayoutConstraint {
    override var layoutClassName: String { "NSContentSizeLayoutConstraint" }
}
