import Foundation

/// A view's side of Auto Layout: its anchors and constraints, joining the engine (as a frame it
/// translates or as a frame the engine places), intrinsic size, the update-constraints pass and
/// fitting sizes.
extension UIView: LayoutItem {
    var autoLayoutState: ViewAutoLayout {
        if let autoLayout { return autoLayout }
        let state = ViewAutoLayout()
        autoLayout = state
        return state
    }

    var frameVariables: LayoutFrameVariables { autoLayoutState.variables(for: self) }
    var layoutSpace: UIView? { self }
    var layoutDescription: String { "\(type(of: self)):\(address(of: self))" }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints held

    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] {
        (autoLayout?.installed ?? []).filter { !($0 is AutoresizingMaskConstraint || $0 is ContentSizeConstraint) }
    }

    /// As UIKit since iOS 8, adding activates: the constraint is held by its items' common
    /// ancestor, whichever view it was added to.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayoutState.guides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in autoLayout?.referencingInActivationOrder.filter({ $0.items.contains { $0 === layoutGuide } })
            ?? []
        {
            constraint.isActive = false
        }
        autoLayout?.guides.removeIdentical(layoutGuide)
        layoutGuide.owningView = nil
    }

    // MARK: Priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = autoLayout?.hugging ?? defaultContentHugging
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        updateContentSizeConstraints()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = autoLayout?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let state = autoLayoutState
        if axis == .horizontal {
            state.compressionResistance.horizontal = priority
        } else {
            state.compressionResistance.vertical = priority
        }
        updateContentSizeConstraints()
    }

    /// Labels hug a little harder than other views (251), as in UIKit.
    var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        self is UILabel ? (UILayoutPriority(251), UILayoutPriority(251)) : (.defaultLow, .defaultLow)
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame free to move (UIKit's debugging aid).
    public var hasAmbiguousLayout: Bool {
        runtime.layoutEngine.isAmbiguous(self, attributes: [.left, .top, .width, .height])
    }

    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        runtime.layoutEngine.constraintsAffecting(self, horizontal: axis == .horizontal)
    }

    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Joining the engine

    /// A translating view brings its frame as constraints; a placed one its intrinsic size, and
    /// from now on the engine sets its frame.
    func joinLayoutEngine() {
        let state = autoLayoutState
        guard !state.isInEngine else { return }
        state.isInEngine = true
        if state.hugging == (.defaultLow, .defaultLow) { state.hugging = defaultContentHugging }
        if translatesAutoresizingMaskIntoConstraints {
            runtime.layoutEngine.translateMaskLater(self)
        } else {
            runtime.layoutEngine.place(self)
            updateContentSizeConstraints()
        }
    }

    func translatesAutoresizingMaskDidChange() {
        guard let state = autoLayout, state.isInEngine else { return }
        if translatesAutoresizingMaskIntoConstraints {
            runtime.layoutEngine.unplace(self)
            NSLayoutConstraint.deactivate(state.contentSizeConstraints)
            state.contentSizeConstraints = []
            runtime.layoutEngine.translateMaskLater(self)
        } else {
            NSLayoutConstraint.deactivate(state.maskConstraints)
            state.maskConstraints = []
            runtime.layoutEngine.place(self)
            updateContentSizeConstraints()
        }
    }

    /// The engine's frame for this view, rounded to the screen's pixels edge by edge (as UIKit
    /// rounds), so adjacent views stay adjacent.
    var engineFrame: CGRect {
        let frame = frameVariables.frame
        let scale = UIScreen.main.scale
        func round(_ value: CGFloat) -> CGFloat { Self.roundedToPixels(value * scale) / scale }
        let minX = round(frame.minX), minY = round(frame.minY)
        return CGRect(x: minX, y: minY, width: round(frame.maxX) - minX, height: round(frame.maxY) - minY)
    }

    /// The nearest whole pixel, a half rounded away from zero. An edge within noise of a half
    /// pixel is the half: the shared solver's last bits depend on the pivots it took, and those on
    /// the symbols that earlier layouts freed (their serials are reused), so a centred view at
    /// 363.5 comes out 363.49999999999994 or 363.50000000000011 depending on what ran before.
    static func roundedToPixels(_ pixels: CGFloat) -> CGFloat {
        let half = (pixels * 2).rounded() / 2
        return (abs(pixels - half) < pixelNoise ? half : pixels).rounded()
    }

    /// Far above the solver's rounding error, far below anything a layout means.
    static let pixelNoise: CGFloat = 1e-6

    /// The frame as the engine sees it: bounds and centre, before any transform (a view turned
    /// sideways keeps its own width and height, as UIKit's alignment rectangles do).
    var layoutFrame: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint
        return CGRect(
            x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// Places the view where the engine solved it: bounds size and centre, so a transform stays.
    func applyEngineFrame() {
        let frame = engineFrame
        if bounds.size != frame.size { bounds.size = frame.size }
        let anchor = layer.anchorPoint
        let position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        if center != position { center = position }
    }

    /// Before `layoutSubviews`: the subviews the engine places go where it solved them.
    func applyEngineFramesToSubviews() {
        guard runtime.layoutEngine.activeCount > 0 else { return }
        runtime.layoutEngine.solveIfNeeded()
        for subview in subviews {
            guard let state = subview.autoLayout, state.isInEngine, !subview.translatesAutoresizingMaskIntoConstraints
            else { continue }
            subview.applyEngineFrame()
        }
    }

    // MARK: Intrinsic size

    func performInvalidateIntrinsicContentSize() {
        setNeedsLayout()
        updateContentSizeConstraints()
    }

    /// The intrinsic size as `size <= intrinsic` at the hugging priority and `size >= intrinsic`
    /// at the compression resistance, per axis that has one; edited in place when it changes.
    func updateContentSizeConstraints() {
        guard let state = autoLayout, state.isInEngine, !translatesAutoresizingMaskIntoConstraints else { return }
        let size = intrinsicContentSize
        var wanted: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] = []
        if size.width != UIView.noIntrinsicMetric {
            wanted.append((.width, .lessThanOrEqual, size.width, state.hugging.horizontal))
            wanted.append((.width, .greaterThanOrEqual, size.width, state.compressionResistance.horizontal))
        }
        if size.height != UIView.noIntrinsicMetric {
            wanted.append((.height, .lessThanOrEqual, size.height, state.hugging.vertical))
            wanted.append((.height, .greaterThanOrEqual, size.height, state.compressionResistance.vertical))
        }
        let matches =
            wanted.count == state.contentSizeConstraints.count
            && zip(wanted, state.contentSizeConstraints).allSatisfy {
                $0.0 == $1.firstAttribute && $0.1 == $1.relation
                    && ($0.3 == .required) == ($1.priority == .required)
            }
        if matches {
            for (spec, constraint) in zip(wanted, state.contentSizeConstraints) {
                constraint.constant = spec.2
                constraint.priority = spec.3
            }
            return
        }
        NSLayoutConstraint.deactivate(state.contentSizeConstraints)
        state.contentSizeConstraints = wanted.map { attribute, relation, constant, priority in
            ContentSizeConstraint(
                first: self, firstAttribute: attribute, relation: relation, second: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: constant, priority: priority)
        }
        NSLayoutConstraint.activate(state.contentSizeConstraints)
    }

    // MARK: The autoresizing mask as constraints

    /// UIKit's translation: along each axis the flexible parts (left margin, width, right
    /// margin; the right margin when none is) share what the fixed parts leave of the
    /// superview's size, in proportion to their sizes now. The frame is kept as two rows per
    /// axis, edited in place when only the constants move.
    func updateMaskConstraints() {
        guard let state = autoLayout, state.isInEngine, translatesAutoresizingMaskIntoConstraints else { return }
        let mask = autoresizingMask
        let superview = superview
        let superSize = superview?.bounds.size ?? .zero
        let f = layoutFrame
        var specs: [(NSLayoutConstraint.Attribute, ratio: Double, constant: Double, code: String)] = []
        for horizontal in [true, false] {
            let start = horizontal ? f.minX : f.minY
            let length = horizontal ? f.width : f.height
            let end = (horizontal ? superSize.width : superSize.height) - start - length
            var flexible = [
                mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
                mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
                mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin),
            ]
            if superview == nil { flexible = [false, false, true] }
            if !flexible.contains(true) { flexible[2] = true }
            let parts = [start, length, end]
            let fixed = zip(parts, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
            let flexibleTotal = zip(parts, flexible).filter { $0.1 }.map(\.0).reduce(0, +)
            let flexibleCount = Double(flexible.filter { $0 }.count)
            func share(_ index: Int) -> Double {
                flexibleTotal != 0 ? Double(parts[index] / flexibleTotal) : 1 / flexibleCount
            }
            let code = (horizontal ? "h=" : "v=") + flexible.map { $0 ? "&" : "-" }.joined()
            // position = share × (superSize − fixed); size likewise, or the constants.
            let position: (Double, Double) = flexible[0] ? (share(0), -share(0) * Double(fixed)) : (0, Double(start))
            let size: (Double, Double) = flexible[1] ? (share(1), -share(1) * Double(fixed)) : (0, Double(length))
            specs.append((horizontal ? .left : .top, position.0, position.1, code))
            specs.append((horizontal ? .width : .height, size.0, size.1, code))
        }
        let code = "\(specs[0].code) \(specs[2].code)"
        if state.maskConstraints.count == 4,
            zip(specs, state.maskConstraints).allSatisfy({
                $0.ratio == $1.ratio && ($0.ratio == 0 || $1.secondItem === superview)
            })
        {
            for (spec, constraint) in zip(specs, state.maskConstraints) {
                constraint.maskCode = code
                constraint.constant = CGFloat(spec.constant)
            }
            return
        }
        NSLayoutConstraint.deactivate(state.maskConstraints)
        state.maskConstraints = specs.map { attribute, ratio, constant, _ in
            let reference: UIView? = ratio == 0 ? nil : superview
            let constraint = AutoresizingMaskConstraint(
                first: self, firstAttribute: attribute, relation: .equal, second: reference,
                secondAttribute: reference == nil ? .notAnAttribute : (attribute.isHorizontal ? .width : .height),
                multiplier: CGFloat(ratio), constant: CGFloat(constant))
            constraint.maskCode = code
            constraint.ratio = ratio
            // Weak both ways: the superview holds the view, the view its rows.
            constraint.customSum = { [weak self, weak reference] in
                var sum = LinearSum()
                guard let self else { return (sum, nil) }
                let variables = self.frameVariables
                let isPosition = attribute == .left || attribute == .top
                sum.add(
                    isPosition
                        ? (attribute == .left ? variables.minX : variables.minY)
                        : (attribute == .width ? variables.width : variables.height), 1)
                if let reference {
                    reference.joinLayoutEngine()
                    sum.add(
                        attribute.isHorizontal ? reference.frameVariables.width : reference.frameVariables.height,
                        -ratio)
                }
                return (sum, reference ?? self)
            }
            return constraint
        }
        NSLayoutConstraint.activate(state.maskConstraints)
    }

    /// A frame set on a translating view moves its rows in the engine.
    func frameDidChangeForLayoutEngine() {
        guard let state = autoLayout, !state.maskConstraints.isEmpty, translatesAutoresizingMaskIntoConstraints
        else { return }
        updateMaskConstraints()
    }

    // MARK: The update-constraints pass

    func performSetNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        runtime.layout.requestConstraintsUpdate()
    }

    /// Bottom up, as UIKit runs it: subviews update before their superview; a controller's
    /// root view asks its controller (`updateViewConstraints`).
    func performUpdateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Fitting

    /// The size the view's constraints give it nearest `targetSize`, each axis pulled to the
    /// target at its fitting priority (`fittingSizeLevel`: as small as its content allows).
    /// The view's own frame rows step aside while it is measured.
    func performSystemLayoutSizeFitting(
        _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let engine = runtime.layoutEngine
        updateConstraintsIfNeeded()
        joinLayoutEngine()
        engine.solveIfNeeded()  // a translating view's frame rows are made, to step aside
        let state = autoLayoutState
        let masks = state.maskConstraints
        NSLayoutConstraint.deactivate(masks)
        let fitting = [
            NSLayoutConstraint(
                first: self, firstAttribute: .width, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                multiplier: 1, constant: targetSize.width, priority: horizontal),
            NSLayoutConstraint(
                first: self, firstAttribute: .height, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                multiplier: 1, constant: targetSize.height, priority: vertical),
        ]
        NSLayoutConstraint.activate(fitting)
        engine.solveIfNeeded()
        let size = CGSize(width: frameVariables.width.value, height: frameVariables.height.value)
        NSLayoutConstraint.deactivate(fitting)
        NSLayoutConstraint.activate(masks)
        let scale = UIScreen.main.scale
        return CGSize(
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}

extension ViewAutoLayout {
    func variables(for view: UIView) -> LayoutFrameVariables {
        if let frameVariables { return frameVariables }
        let made = LayoutFrameVariables(view.layoutDescription)
        frameVariables = made
        return made
    }
}

/// Hierarchy moves, as UIKit treats them: a subtree leaving its superview takes with it only
/// the constraints that stay inside it; the others (to views left behind) are deactivated.
extension UIView {
    func releaseConstraintsLeaving(_ oldSuperview: UIView) {
        guard runtime.layoutEngine.activeCount > 0 else { return }
        var stranded: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            if let state = view.autoLayout {
                for constraint in state.referencingInActivationOrder {
                    guard let space = constraint.installedView else { continue }
                    if !space.isDescendant(of: self) { stranded.append(constraint) }
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        // A translating view's mask rows follow its new superview's size instead.
        let masks = autoLayout?.maskConstraints ?? []
        NSLayoutConstraint.deactivate(stranded.filter { constraint in !masks.contains { $0 === constraint } })
    }

    func superviewDidChangeForLayoutEngine() {
        if type(of: self).requiresConstraintBasedLayout {
            runtime.layout.requestConstraintsUpdate()
        }
        guard let state = autoLayout, state.isInEngine else { return }
        if translatesAutoresizingMaskIntoConstraints && !state.maskConstraints.isEmpty {
            NSLayoutConstraint.deactivate(state.maskConstraints)
            state.maskConstraints = []
            updateMaskConstraints()
        }
        if runtime.layoutEngine.activeCount > 0 { runtime.layout.requestConstraintsUpdate() }
    }

}
