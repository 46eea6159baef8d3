import Foundation

/// The values one property passes through in a keyframe animation, at key times from 0 to 1 of
/// its duration, and how the values between are found (`UIView.KeyframeAnimationOptions`'
/// calculation modes, Core Animation's `CAAnimationCalculationMode`). UIKit lays keyframes out
/// as Core Animation key times: the value before a keyframe at its start, its value at its end,
/// held in between (`keyTimes = (0, 0.1, 1); values = (1, 0, 0)` for one keyframe over the first
/// tenth, as the keyframe animation UIKit builds shows in the debugger).
struct KeyframeTrack {
    enum Mode {
        /// "Simple linear calculation between keyframe values."
        case linear
        /// "Jump directly to each new keyframe value": at the end of its keyframe.
        case discrete
        /// "An evenly paced animation": the key times are ignored and the value moves at one
        /// speed through the values, distance measured in the value's components (points for
        /// geometry, 0–1 channels for colours; an approximation of Core Animation's metric).
        case paced
        /// "Smooth spline calculation": a Catmull-Rom spline through the values at their key
        /// times, as Core Animation's default cubic (tension, continuity and bias 0); it may
        /// overshoot. Approximated segment by segment with uniform tangents.
        case cubic
        /// The spline through the values at one speed, key times ignored (arc length sampled).
        case cubicPaced
    }

    let times: [Double]
    let values: [AnimatableValue]
    let mode: Mode

    var first: AnimatableValue { values[0] }
    var last: AnimatableValue { values[values.count - 1] }

    /// Stops at nondecreasing times from 0 to 1, at least one.
    init(stops: [(time: Double, value: AnimatableValue)], mode: Mode) {
        times = stops.map(\.time)
        values = stops.map(\.value)
        self.mode = mode
    }

    /// The value `progress` (0…1, after the animation's curve) of the way through.
    func value(at progress: Double) -> AnimatableValue {
        let t = min(max(progress, 0), 1)
        guard values.count > 1 else { return first }
        switch mode {
        case .discrete:
            return values[times.lastIndex { $0 <= t } ?? 0]
        case .linear:
            guard let (i, local) = segment(at: t) else { return last }
            return values[i].interpolated(to: values[i + 1], progress: local)
        case .cubic:
            guard let (i, local) = segment(at: t) else { return last }
            let space = ComponentSpace(values)
            return values[i].withComponents(
                catmullRom(space.vectors(values), segment: i, at: local), in: space)
        case .paced:
            return paced(t)
        case .cubicPaced:
            return cubicPaced(t)
        }
    }

    /// The last stretch of positive length starting at or before `t`, and how far into it `t` is.
    private func segment(at t: Double) -> (Int, Double)? {
        var found: (Int, Double)?
        for i in 0..<(times.count - 1) where times[i + 1] > times[i] && times[i] <= t {
            found = (i, min((t - times[i]) / (times[i + 1] - times[i]), 1))
        }
        return found
    }

    /// The values with repeats (the holds between keyframes) left out, for the paced modes.
    private var distinctValues: [AnimatableValue] {
        values.reduce(into: []) { kept, value in if kept.last != value { kept.append(value) } }
    }

    private func paced(_ t: Double) -> AnimatableValue {
        let points = distinctValues
        guard points.count > 1 else { return last }
        let vectors = ComponentSpace(points).vectors(points)
        let lengths = zip(vectors, vectors.dropFirst()).map { distance($0, $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return last }
        var remaining = t * total
        for (i, length) in lengths.enumerated() {
            if remaining <= length || i == lengths.count - 1 {
                return points[i].interpolated(to: points[i + 1], progress: length > 0 ? min(remaining / length, 1) : 1)
            }
            remaining -= length
        }
        return last
    }

    private func cubicPaced(_ t: Double) -> AnimatableValue {
        let points = distinctValues
        guard points.count > 1 else { return last }
        let space = ComponentSpace(points)
        let vectors = space.vectors(points)
        // Arc length along the spline, sampled: (segment, parameter, length so far).
        let steps = 32
        var samples: [(segment: Int, u: Double, length: Double)] = [(0, 0, 0)]
        var previous = vectors[0]
        for segment in 0..<(vectors.count - 1) {
            for step in 1...steps {
                let u = Double(step) / Double(steps)
                let point = catmullRom(vectors, segment: segment, at: u)
                samples.append((segment, u, samples[samples.count - 1].length + distance(previous, point)))
                previous = point
            }
        }
        let total = samples[samples.count - 1].length
        guard total > 0 else { return last }
        let target = t * total
        let index = samples.firstIndex { $0.length >= target } ?? samples.count - 1
        guard index > 0 else { return first }
        let (a, b) = (samples[index - 1], samples[index])
        let f = b.length > a.length ? (target - a.length) / (b.length - a.length) : 1
        // The parameter between the two samples (a sample ending a segment has u = 1 of it).
        let segment = b.segment
        let startU = a.segment == segment ? a.u : 0
        let u = startU + (b.u - startU) * f
        return points[segment].withComponents(catmullRom(vectors, segment: segment, at: u), in: space)
    }

    /// The uniform Catmull-Rom spline through `points` on segment `i` (from point i to i + 1),
    /// the end points doubled.
    private func catmullRom(_ points: [[Double]], segment i: Int, at u: Double) -> [Double] {
        let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
        let u2 = u * u, u3 = u2 * u
        return (0..<p1.count).map { k in
            0.5
                * (2 * p1[k] + (p2[k] - p0[k]) * u + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * u2
                    + (3 * p1[k] - p0[k] - 3 * p2[k] + p3[k]) * u3)
        }
    }

    private func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

/// How the values of one track become numbers to fit curves through: as they are, or, for
/// transforms, as affine parts (translation, angle, skew, scale; angles unwrapped so neighbours
/// are less than half a turn apart, the way Core Animation turns) when all are affine, else as
/// their 16 entries.
enum ComponentSpace {
    case plain, affineParts, matrix

    init(_ values: [AnimatableValue]) {
        let transforms = values.compactMap { if case .transform(let t) = $0 { t } else { nil } }
        if transforms.isEmpty {
            self = .plain
        } else {
            self = transforms.allSatisfy(CATransform3DIsAffine) ? .affineParts : .matrix
        }
    }

    func vectors(_ values: [AnimatableValue]) -> [[Double]] {
        var vectors = values.map { $0.components(in: self) }
        if self == .affineParts {
            for i in vectors.indices.dropFirst() {
                vectors[i][2] = AffineParts.nearestTurn(of: vectors[i][2], to: vectors[i - 1][2])
            }
        }
        return vectors
    }
}

extension AnimatableValue {
    /// The numbers this value mixes by.
    func components(in space: ComponentSpace) -> [Double] {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height].map { Double($0) }
        case .color(let c): return (c?.components ?? [0, 0, 0, 0]).map { Double($0) }
        case .transform(let t):
            if space == .affineParts {
                let parts = AffineParts(CATransform3DGetAffineTransform(t))
                return [parts.tx, parts.ty, parts.angle, parts.skew, parts.scaleX, parts.scaleY]
            }
            return [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map { Double($0) }
        }
    }

    /// A value of this one's kind made of `c`.
    func withComponents(_ c: [Double], in space: ComponentSpace) -> AnimatableValue {
        let f = c.map { CGFloat($0) }
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: f[0], y: f[1]))
        case .rect: return .rect(CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
        case .color:
            let channel = f.map { min(max($0, 0), 1) }
            return .color(CGColor(red: channel[0], green: channel[1], blue: channel[2], alpha: channel[3]))
        case .transform:
            if space == .affineParts {
                var parts = AffineParts(.identity)
                (parts.tx, parts.ty, parts.angle, parts.skew, parts.scaleX, parts.scaleY) = (
                    c[0], c[1], c[2], c[3], c[4], c[5]
                )
                return .transform(CATransform3DMakeAffineTransform(parts.transform))
            }
            return .transform(
                CATransform3D(
                    m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                    m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15]))
        }
    }
}
