import Foundation

/// A view that lines up its arranged subviews along an axis with constraints it makes and
/// keeps itself (as UIKit's does): edges to the stack (or its margins), spacing between
/// neighbours, sizes by the distribution, the cross axis by the alignment. A hidden arranged
/// view collapses out of the line; inside `UIView.animate` with `layoutIfNeeded()` it animates.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistackview)
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How a stack view sizes and spaces its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// Custom spacing that means "the stack's `spacing`" and "the system spacing".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// A vertical stack's spacing runs from one view's last baseline to the next one's first.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// The constraints the stack keeps (UIKit names them `UISV-…`).
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Arranged subviews

    /// Adds the view as a subview too, and hands its frame to constraints.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        // Apple: an index past the end (or negative) raises `NSInternalInconsistencyException`.
        // UIKit's text is not documented; ours names the index and the count.
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            runtime.report(
                .exception,
                "Index \(stackIndex) out of bounds for arrangedSubviews of \(self), which has "
                    + "\(arrangedSubviews.count) views",
                name: "NSInternalInconsistencyException")
            return
        }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes the view out of the line; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeIdentical(view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeIdentical(subview)
            arrangementDidChange()
        }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view shown or hidden: the line closes or opens. Inside an animation block
    /// the stack lays out at once, so the move animates without a `layoutIfNeeded()` (as UIKit's).
    func arrangedSubviewVisibilityDidChange() {
        arrangementDidChange()
        if runtime.blocks.currentContext != nil { (superview ?? self).layoutIfNeeded() }
    }

    // MARK: The constraints

    /// The constraints are remade in the constraints pass (as UIKit's are), once however many
    /// changes came before it.
    private var needsArrangement = false

    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    /// Spacing after `view` toward the next shown view.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == UIStackView.spacingUseDefault { return spacing }
        if custom == UIStackView.spacingUseSystem { return systemSpacing }
        return custom
    }

    /// Remakes every `UISV-…` constraint, in UIKit's groups: hidden views collapsed, the ends
    /// to the canvas, the gaps, the distribution's sizes, then the cross axis.
    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        var made = StackArrangement(
            horizontal: axis == .horizontal, canvas: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self)
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let hidden = arrangedSubviews.filter(\.isHidden)

        // A hidden view collapses to nothing along the axis (UISV-hiding).
        for view in hidden { made.make(view, made.length, .equal, nil, .notAnAttribute, name: "UISV-hiding") }
        connectEnds(of: shown, in: &made)
        spaceOut(shown, in: &made)
        equalizeSpacers(in: &made)
        distributeLengths(of: shown, in: &made)
        // The cross axis.
        for view in arrangedSubviews { align(view, in: &made) }
        arrangement = made.constraints
        NSLayoutConstraint.activate(made.constraints)
    }

    /// The first and last shown views meet the canvas's ends; with nothing shown the line has no
    /// length, as UIKit's collapses.
    private func connectEnds(of shown: [UIView], in made: inout StackArrangement) {
        let canvas = made.canvas
        if let first = shown.first, let last = shown.last {
            made.make(first, made.leading, .equal, canvas, made.leading, name: "UISV-canvas-connection")
            made.make(canvas, made.trailing, .equal, last, made.trailing, name: "UISV-canvas-connection")
        } else {
            made.make(canvas, made.length, .equal, nil, .notAnAttribute, name: "UISV-canvas-connection")
        }
    }

    /// The gap between each pair of neighbours: fixed for the fill distributions, at least the
    /// spacing (with a spacer guide spanning it) for the equal-spacing ones.
    private func spaceOut(_ shown: [UIView], in made: inout StackArrangement) {
        let (leading, trailing) = (made.leading, made.trailing)
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let space = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement && !made.horizontal {
                    // A vertical stack measuring from baseline to baseline.
                    made.make(
                        next, .firstBaseline, .equal, previous, .lastBaseline, constant: space, name: "UISV-spacing")
                } else {
                    made.make(next, leading, .equal, previous, trailing, constant: space, name: "UISV-spacing")
                }
            case .equalSpacing, .equalCentering:
                // A guide spans each gap (edge to edge, or centre to centre); the guides are
                // kept equal below.
                made.make(
                    next, leading, .greaterThanOrEqual, previous, trailing, constant: space, name: "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) = distribution == .equalSpacing ? (trailing, leading) : (made.centre, made.centre)
                made.make(spacer, leading, .equal, previous, from, name: "UISV-distributing-edge")
                made.make(spacer, trailing, .equal, next, to, name: "UISV-distributing-edge")
            }
        }
    }

    /// The spacer guides are kept equal; centres never pass each other.
    private func equalizeSpacers(in made: inout StackArrangement) {
        guard let first = spacers.first else { return }
        for spacer in spacers.dropFirst() {
            made.make(spacer, made.length, .equal, first, made.length, name: "UISV-distributing")
        }
        // Centres never pass each other.
        if distribution == .equalCentering {
            for spacer in spacers {
                made.make(spacer, made.length, .greaterThanOrEqual, nil, .notAnAttribute, name: "UISV-spacing")
            }
        }
    }

    /// The lengths along the axis the distribution sets: all equal, or shares of the canvas in
    /// proportion to the views' intrinsic sizes.
    private func distributeLengths(of shown: [UIView], in made: inout StackArrangement) {
        let length = made.length
        switch distribution {
        case .fillEqually:
            if let first = shown.first {
                for view in shown.dropFirst() {
                    made.make(view, length, .equal, first, length, name: "UISV-fill-equally")
                }
            }
        case .fillProportionally:
            let sizes = shown.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = made.horizontal ? size.width : size.height
                return value == UIView.noIntrinsicMetric ? 0 : value
            }
            let total = sizes.reduce(0, +)
            let spacing = zip(shown, shown.dropFirst()).map { gap(after: $0.0) }.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(shown, sizes) {
                    let share = size / total
                    made.make(
                        view, length, .equal, made.canvas, length, multiplier: share, constant: -share * spacing,
                        priority: UILayoutPriority(999), name: "UISV-fill-proportionally")
                }
            }
        default: break
        }
    }

    /// One arranged view across the axis, by the alignment; unless it fills, the stack hugs its
    /// largest view across.
    private func align(_ view: UIView, in made: inout StackArrangement) {
        let (canvas, crossStart, crossEnd) = (made.canvas, made.crossStart, made.crossEnd)
        switch alignment {
        case .fill:
            made.make(view, crossStart, .equal, canvas, crossStart, name: "UISV-alignment")
            made.make(canvas, crossEnd, .equal, view, crossEnd, name: "UISV-alignment")
        case .leading:
            made.make(view, crossStart, .equal, canvas, crossStart, name: "UISV-alignment")
            made.make(canvas, crossEnd, .greaterThanOrEqual, view, crossEnd, name: "UISV-canvas-connection")
        case .trailing:
            made.make(view, crossEnd, .equal, canvas, crossEnd, name: "UISV-alignment")
            made.make(view, crossStart, .greaterThanOrEqual, canvas, crossStart, name: "UISV-canvas-connection")
        case .center:
            made.make(view, made.crossCentre, .equal, canvas, made.crossCentre, name: "UISV-alignment")
            made.make(view, crossStart, .greaterThanOrEqual, canvas, crossStart, name: "UISV-canvas-connection")
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if made.horizontal, let reference = arrangedSubviews.first, reference !== view {
                made.make(view, baseline, .equal, reference, baseline, name: "UISV-alignment")
            }
            made.make(view, crossStart, .greaterThanOrEqual, canvas, crossStart, name: "UISV-canvas-connection")
            made.make(canvas, crossEnd, .greaterThanOrEqual, view, crossEnd, name: "UISV-canvas-connection")
        }
        if alignment != .fill {
            // The stack hugs its largest view across (UISV-ambiguity-suppression).
            made.make(
                canvas, made.crossLength, .equal, view, made.crossLength, priority: .fittingSizeLevel,
                name: "UISV-ambiguity-suppression")
        }
    }
}

/// The constraints a stack view is making (`rebuildArrangement`), in the order they are made,
/// and the attributes its axis turns "along" and "across" into.
@MainActor
private struct StackArrangement {
    let horizontal: Bool
    let canvas: LayoutItem
    private(set) var constraints: [NSLayoutConstraint] = []

    var leading: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    var trailing: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    var centre: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    var crossStart: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    var crossEnd: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
    var crossCentre: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }

    init(horizontal: Bool, canvas: LayoutItem) {
        self.horizontal = horizontal
        self.canvas = canvas
    }

    mutating func make(
        _ first: LayoutItem, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: LayoutItem?, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, name: String
    ) {
        let constraint = NSLayoutConstraint(
            first: first, firstAttribute: a1, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : a2, multiplier: multiplier, constant: constant,
            priority: priority)
        constraint.identifier = name
        constraints.append(constraint)
    }
}
