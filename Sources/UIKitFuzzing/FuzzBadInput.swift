import UIKit

/// A value an app should never pass: UIKit raises for the non-finite ones ("CALayer bounds
/// contains NaN", "NSLayoutConstraint constant is not finite! That's illegal.") and keeps the
/// old value; a negative size is taken (a frame's size may be negative) or normalised.
public enum FuzzBadValue: String, Equatable, Sendable, CaseIterable {
    case nan, infinity, minusInfinity, negative

    var value: Double {
        switch self {
        case .nan: .nan
        case .infinity: .infinity
        case .minusInfinity: -.infinity
        case .negative: -200
        }
    }

    var swift: String {
        switch self {
        case .nan: "CGFloat.nan"
        case .infinity: "CGFloat.infinity"
        case .minusInfinity: "-CGFloat.infinity"
        case .negative: "-200"
        }
    }
}

/// Where a bad value goes: a view's geometry (a small view of the app's own in a controller's
/// view), a scroll view's offset, a constraint of the layout content, the window, Automation.
public enum FuzzBadInput: Equatable, Sendable {
    case frame(FuzzBadValue), bounds(FuzzBadValue), center(FuzzBadValue), contentOffset(FuzzBadValue)
    case constant(FuzzBadValue), multiplier(FuzzBadValue), priority(FuzzBadValue)
    case windowSize(FuzzBadValue), tap(FuzzBadValue), resizeScreen(FuzzBadValue)

    var value: FuzzBadValue {
        switch self {
        case .frame(let v), .bounds(let v), .center(let v), .contentOffset(let v), .constant(let v),
            .multiplier(let v), .priority(let v), .windowSize(let v), .tap(let v), .resizeScreen(let v):
            v
        }
    }

    /// UIKit raises (and keeps the old value) for every non-finite value, and for a priority
    /// outside 1…1000; a negative size or offset is the app's to give.
    var mustBeRefused: Bool {
        if case .priority = self { return true }
        return value != .negative
    }

    /// The tag of the small view of the app's own that the geometry cases change.
    static let scratchTag = 0xBAD

    func swift(_ controller: String, index: Int) -> [String] {
        let v = value.swift
        let scratch = "\(controller).view.viewWithTag(\(Self.scratchTag))!"
        return switch self {
        case .frame: ["\(scratch).frame = CGRect(x: 10, y: 100, width: \(v), height: 40)"]
        case .bounds: ["\(scratch).bounds = CGRect(x: 0, y: 0, width: 40, height: \(v))"]
        case .center: ["\(scratch).center = CGPoint(x: \(v), y: 120)"]
        case .contentOffset: ["scroll\(index).scrollView.contentOffset = CGPoint(x: 0, y: \(v))"]
        case .constant: ["content\(index).top.constant = \(v)"]
        case .multiplier:
            [
                "do { let c = content\(index).stack.widthAnchor.constraint(equalTo: \(controller).view.widthAnchor, "
                    + "multiplier: \(v)); c.priority = .defaultLow; c.isActive = true; c.isActive = false }"
            ]
        case .priority: ["content\(index).top.priority = UILayoutPriority(rawValue: Float(\(v)))"]
        case .windowSize: ["window.frame = CGRect(x: 0, y: 0, width: \(v), height: window.frame.height)"]
        case .tap: ["Automation().tap(at: CGPoint(x: \(v), y: 100))"]
        case .resizeScreen: ["Automation().resizeScreen(to: CGSize(width: \(v), height: 720))"]
        }
    }
}

extension FuzzWorld {
    /// The small view of the app's own in `view` that bad geometry is tried on.
    static func scratchView(in view: UIView) -> UIView {
        if let existing = view.viewWithTag(FuzzBadInput.scratchTag) { return existing }
        let scratch = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        scratch.tag = FuzzBadInput.scratchTag
        scratch.backgroundColor = .systemOrange
        view.addSubview(scratch)
        return scratch
    }

    /// Whether every number of `rect` is finite.
    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// Views in `view`'s tree (itself included) with a non-finite frame, bounds, center or layer
    /// geometry, described.
    static func nonFiniteGeometry(in view: UIView) -> [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            let layer = view.layer
            if !isFinite(view.frame) || !isFinite(view.bounds) || !view.center.x.isFinite || !view.center.y.isFinite
                || !layer.position.x.isFinite || !layer.position.y.isFinite || !isFinite(layer.bounds)
            {
                found.append("\(type(of: view)) frame \(view.frame) bounds \(view.bounds) center \(view.center)")
            }
            for subview in view.subviews where found.count < 3 { visit(subview) }
        }
        visit(view)
        return found
    }
}

// MARK: Generation

extension FuzzDraws {
    mutating func badInput() -> FuzzOperation {
        let value = FuzzBadValue.allCases.randomElement(using: &generator)!
        var inputs: [FuzzBadInput] = [
            .frame(value), .bounds(value), .center(value), .constant(value),
            .multiplier(value), .priority(value), .windowSize(value), .tap(value), .resizeScreen(value),
        ]
        // A negative offset is an app's to set and stays where it is put, as on iOS; only
        // non-finite offsets are bad input (the scroll rules check offsets scrolling made).
        if value != .negative { inputs.append(.contentOffset(value)) }
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        return .badInput(among(shown), inputs.randomElement(using: &generator)!)
    }
}
