import Foundation

/// What a `UIView.animate` block in progress asks of the properties it changes.
@MainActor
final class AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let curve: AnimationCurve
    let group: AnimationGroup
    /// Animation time when the call was made.
    let start: TimeInterval
    /// Views whose layers changed, for `.layoutSubviews`.
    var changedViews: [UIView] = []

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: AnimationCurve,
        group: AnimationGroup, start: TimeInterval
    ) {
        self.duration = max(duration, 0)
        self.delay = max(delay, 0)
        self.options = options
        self.curve = curve
        self.group = group
        self.start = start
    }
}
