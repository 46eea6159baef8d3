import Foundation

/// Inside `animateKeyframes`: collects, per layer property, the value each keyframe leaves it at
/// and the keyframe's slice of the whole, then lays them out as one `KeyframeTrack` each.
@MainActor
final class KeyframeRecorder {
    /// The keyframe whose block is running, as fractions of the whole duration; changes made
    /// outside any `addKeyframe` span the whole.
    var slice: (start: Double, duration: Double) = (0, 1)
    let mode: KeyframeTrack.Mode

    private struct Change {
        let start: Double
        let end: Double
        let value: AnimatableValue
    }

    private struct Property {
        let layer: CALayer
        let key: CALayer.AnimationKey
        /// The value shown before the first keyframe.
        let initial: AnimatableValue
        var changes: [Change]
    }

    /// In the order the properties first changed, so animations are added reproducibly.
    private var properties: [Property] = []

    init(mode: KeyframeTrack.Mode) { self.mode = mode }

    /// `layer`'s `key` was set to `value` in the running keyframe; `start` is what it showed
    /// before (used for its first keyframe only).
    func record(_ layer: CALayer, _ key: CALayer.AnimationKey, from start: AnimatableValue, to value: AnimatableValue) {
        let begin = min(max(slice.start, 0), 1)
        let change = Change(start: begin, end: min(max(slice.start + slice.duration, begin), 1), value: value)
        if let index = properties.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            // Set again in the same keyframe (`center.x`, then `center.y`): one change to the last value.
            if let last = properties[index].changes.last, last.start == change.start, last.end == change.end {
                properties[index].changes[properties[index].changes.count - 1] = change
            } else {
                properties[index].changes.append(change)
            }
        } else {
            properties.append(Property(layer: layer, key: key, initial: start, changes: [change]))
        }
    }

    /// One track per property changed: its value before each keyframe held until the keyframe
    /// starts, then its new value reached at the keyframe's end, keyframes in order of their
    /// start times (overlapping ones start when the one before ends).
    func tracks() -> [(layer: CALayer, key: CALayer.AnimationKey, track: KeyframeTrack)] {
        properties.map { property in
            let ordered = property.changes.enumerated().sorted {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            }
            var stops: [(time: Double, value: AnimatableValue)] = [(0, property.initial)]
            var shown = property.initial
            for (_, change) in ordered {
                let start = max(change.start, stops[stops.count - 1].time)
                stops.append((start, shown))
                stops.append((max(change.end, start), change.value))
                shown = change.value
            }
            stops.append((1, shown))
            return (property.layer, property.key, KeyframeTrack(stops: stops, mode: mode))
        }
    }
}
