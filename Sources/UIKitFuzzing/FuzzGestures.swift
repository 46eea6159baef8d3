import UIKit

/// The recognizers the fuzzer attaches, as apps configure them.
public enum FuzzGestureKind: String, Equatable, Sendable, CaseIterable {
    case tap, doubleTap, pan, scrollPan, longPress

    @MainActor func make() -> UIGestureRecognizer {
        switch self {
        case .tap: return UITapGestureRecognizer { _ in }
        case .doubleTap:
            let tap = UITapGestureRecognizer { _ in }
            tap.numberOfTapsRequired = 2
            return tap
        case .pan: return UIPanGestureRecognizer { _ in }
        case .scrollPan:
            let pan = UIPanGestureRecognizer { _ in }
            pan.allowedScrollTypesMask = .all
            return pan
        case .longPress: return UILongPressGestureRecognizer { _ in }
        }
    }

    /// The expression `make()` is, for a repro.
    var swift: String {
        switch self {
        case .tap: "UITapGestureRecognizer { _ in }"
        case .doubleTap: "{ let tap = UITapGestureRecognizer { _ in }; tap.numberOfTapsRequired = 2; return tap }()"
        case .pan: "UIPanGestureRecognizer { _ in }"
        case .scrollPan:
            "{ let pan = UIPanGestureRecognizer { _ in }; pan.allowedScrollTypesMask = .all; return pan }()"
        case .longPress: "UILongPressGestureRecognizer { _ in }"
        }
    }
}

/// A transparent view over the middle of a controller's view that checks the touches it gets:
/// once a touch is cancelled (a recognizer took it), the view hears nothing more of it.
@MainActor
public final class FuzzTouchProbe: UIView {
    /// Broken rules seen since the world last looked.
    public var problems: [String] = []
    private struct WeakTouch {
        weak var touch: UITouch?
    }
    /// Touches cancelled for this view (weakly: a touch holds its view and window).
    private var cancelled: [WeakTouch] = []

    /// Adds a probe over the middle half of `view`.
    public init(in view: UIView) {
        let bounds = view.bounds
        super.init(frame: bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4))
        autoresizingMask = [
            .flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin,
            .flexibleTopMargin, .flexibleBottomMargin,
        ]
        view.addSubview(self)
    }

    required init?(coder: NSCoder) { nil }

    private func check(_ callback: String, _ touches: Set<UITouch>) {
        for touch in touches where cancelled.contains(where: { $0.touch === touch }) {
            problems.append("\(callback) for a touch already cancelled")
        }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { check("touchesBegan", touches) }
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { check("touchesMoved", touches) }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { check("touchesEnded", touches) }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        check("touchesCancelled", touches)
        cancelled.append(contentsOf: touches.map { WeakTouch(touch: $0) })
    }
}
