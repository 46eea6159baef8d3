import Foundation

/// Layer properties inside `UIView.animate`: the model value changes at once and an animation
/// from the old value is added; what is drawn, and what `presentation()` returns, is the value
/// at the frame clock's time.
extension CALayer {
    /// Comparable, so animations are visited in one order in every process (a dictionary's
    /// order changes with the process's hash seed): completions run in a reproducible order.
    enum AnimationKey: Hashable, Comparable {
        case position, bounds, transform, opacity, backgroundColor, cornerRadius, borderWidth, borderColor
        /// Where a page curl's dragged corner is (`pageCurl`), for a curl that turns on its own.
        case pageCurlPoint
    }

    /// A copy showing the values on screen now (animations in flight applied), without sublayers.
    public func presentation() -> Self? {
        presentationLayer(at: runtime.animation.now)
    }

    /// Stops every animation and transition on the layer: it shows its model values at once, and
    /// the completions run on the next frame with `false`.
    public func removeAllAnimations() {
        let running = animations
        animations.removeAll()
        for (_, animation) in running.sorted(by: { $0.key < $1.key }) {
            animation.group.animationEnded(finished: false)
        }
        if let transition {
            self.transition = nil
            transition.group.animationEnded(finished: false)
        }
        didChange()
    }

    /// The layer itself: its values are the model values.
    public func model() -> Self { self }

    /// A copy showing the values at animation time `time`, without sublayers.
    func presentationLayer(at time: TimeInterval) -> Self {
        let copy = Self.init()
        func shown(_ key: AnimationKey) -> AnimatableValue { animations[key]?.value(at: time) ?? modelValue(key) }
        if case .rect(let value) = shown(.bounds) { copy.bounds = value }
        if case .point(let value) = shown(.position) { copy.position = value }
        if case .transform(let value) = shown(.transform) { copy.transform = value }
        if case .scalar(let value) = shown(.opacity) { copy.opacity = Float(value) }
        if case .color(let value) = shown(.backgroundColor) { copy.backgroundColor = value }
        if case .scalar(let value) = shown(.cornerRadius) { copy.cornerRadius = CGFloat(value) }
        if case .scalar(let value) = shown(.borderWidth) { copy.borderWidth = CGFloat(value) }
        if case .color(let value) = shown(.borderColor) { copy.borderColor = value }
        // Set whole, from nil: the copy starts no animation of its own.
        var curl = pageCurl
        if case .point(let value) = shown(.pageCurlPoint) { curl?.point = value }
        copy.pageCurl = curl
        copy.anchorPoint = anchorPoint
        copy.isHidden = isHidden
        copy.masksToBounds = masksToBounds
        return copy
    }

    func modelValue(_ key: AnimationKey) -> AnimatableValue {
        switch key {
        case .position: .point(position)
        case .bounds: .rect(bounds)
        case .transform: .transform(transform)
        case .opacity: .scalar(Double(opacity))
        case .backgroundColor: .color(backgroundColor)
        case .cornerRadius: .scalar(Double(cornerRadius))
        case .borderWidth: .scalar(Double(borderWidth))
        case .borderColor: .color(borderColor)
        case .pageCurlPoint: .point(pageCurl?.point ?? .zero)
        }
    }

    /// Sets a property's model value without animating it (a property animator finished at its
    /// start).
    func setModelValue(_ value: AnimatableValue, for key: AnimationKey) {
        UIView.performWithoutAnimation {
            switch (key, value) {
            // Through the view, so its layout follows as it would after the change.
            case (.position, .point(let point)):
                if let owningView { owningView.center = point } else { position = point }
            case (.bounds, .rect(let rect)): if let owningView { owningView.bounds = rect } else { bounds = rect }
            case (.transform, .transform(let matrix)): transform = matrix
            case (.opacity, .scalar(let scalar)): opacity = Float(scalar)
            case (.backgroundColor, .color(let color)): backgroundColor = color
            case (.cornerRadius, .scalar(let scalar)): cornerRadius = CGFloat(scalar)
            case (.borderWidth, .scalar(let scalar)): borderWidth = CGFloat(scalar)
            case (.borderColor, .color(let color)): borderColor = color
            case (.pageCurlPoint, .point(let point)): pageCurl?.point = point
            default: break
            }
        }
    }

    /// Whether the layer is in a window's tree: only those animate (others just take the value).
    var isInWindow: Bool {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root.owningView is UIWindow
    }

    /// UIKit ignores touches on views being animated unless `.allowUserInteraction` was given.
    var blocksInteraction: Bool { animations.values.contains { !$0.allowsUserInteraction } }

    /// After an animatable property changed: redraw, and animate it if a block asks (inside
    /// `animateKeyframes`, record it for the keyframe animation built when the block returns).
    func changed(_ key: AnimationKey, from old: AnimatableValue, _ isChange: Bool) {
        guard isChange else { return }
        didChange()
        if let view = owningView, key == .position || key == .transform || key == .bounds {
            view.geometryMayMoveSafeArea()
        }
        let runtime = runtime, engine = runtime.animation
        guard let context = runtime.blocks.currentContext else { return }
        guard isInWindow else {
            // Off screen nothing animates, but a property animator reversed to its start still
            // puts the value back.
            context.timeline?.recordUnanimated(self, key, from: old)
            return
        }
        let start: AnimatableValue
        if let current = animations[key], current.group === context.group {
            // Set again in the same block (center.x, then center.y): one motion from where the
            // block found the layer, as UIKit's additive animations combine to.
            start = current.from
        } else if let current = animations[key], context.options.contains(.beginFromCurrentState) {
            start = current.value(at: engine.now)
        } else {
            start = old
        }
        if let view = owningView, !context.changedViews.contains(where: { $0 === view }) {
            context.changedViews.append(view)
        }
        if let keyframes = context.keyframes {
            keyframes.record(self, key, from: start, to: modelValue(key))
            return
        }
        engine.animator.add(
            LayerAnimation(key: key, from: start, to: modelValue(key), context: context, engine: engine), to: self)
    }
}
