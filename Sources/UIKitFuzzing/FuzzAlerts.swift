import Foundation
import UIKit

/// An alert step: an alert or action sheet presented from a pool controller, or an action of
/// the alert on screen chosen by a tap on its button or by Return or Escape.
public enum FuzzAlertStep: Equatable, Sendable {
    /// `present(UIAlertController(…), animated: true)` from the n-th pool controller.
    case present(on: Int, sheet: Bool)
    /// A tap on the n-th button (modulo their number) of the alert on screen.
    case tap(Int)
    /// Return (the preferred action) or Escape (the cancel action).
    case key(escape: Bool)
}

/// The alerts the fuzzer presented and what their handlers saw: each runs at most once, and
/// only once its alert has been dismissed (Apple: the handler runs after the dismissal).
@MainActor
final class FuzzAlerts {
    private final class Record {
        weak var alert: UIAlertController?
        var handled = 0
        var handledWhilePresented = false
    }

    private var records: [Record] = []

    /// A new alert with a cancel, a default (preferred) and a destructive action.
    func make(sheet: Bool) -> UIAlertController {
        let alert = UIAlertController(
            title: "Fuzz", message: "An alert of the fuzzer.", preferredStyle: sheet ? .actionSheet : .alert)
        let record = Record()
        record.alert = alert
        for (title, style) in [("Cancel", UIAlertAction.Style.cancel), ("OK", .default), ("Delete", .destructive)] {
            alert.addAction(
                UIAlertAction(title: title, style: style) { [weak record] _ in
                    guard let record else { return }
                    record.handled += 1
                    if record.alert?.presentingViewController != nil { record.handledWhilePresented = true }
                })
        }
        alert.preferredAction = alert.actions[1]
        records.append(record)
        return alert
    }

    /// The alert on screen that an action can be chosen on: presented, in a window, settled.
    var onScreen: UIAlertController? {
        records.lazy.compactMap(\.alert).last {
            $0.presentingViewController != nil && $0.viewIfLoaded?.window != nil && !$0.isBeingPresented
                && !$0.isBeingDismissed
        }
    }

    func problems() -> [String] {
        var problems: [String] = []
        for record in records {
            if record.handled > 1 { problems.append("an alert action's handler ran \(record.handled) times") }
            if record.handledWhilePresented { problems.append("an alert action's handler ran before its dismissal") }
        }
        records.removeAll { $0.alert == nil }
        return problems
    }
}

extension FuzzDraws {
    mutating func alert() -> FuzzOperation {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            let presenter = among(pool.indices.filter { pool[$0].viewIfLoaded?.window != nil })
            return .alert(.present(on: presenter, sheet: flag()))
        case 1: return .alert(.tap(Int.random(in: 0..<3, using: &generator)))
        default: return .alert(.key(escape: flag()))
        }
    }
}

extension FuzzWorld {
    /// A correct app presents from a controller in a visible window that presents nothing and
    /// is in no transition.
    func alert(_ step: FuzzAlertStep) -> Bool {
        switch step {
        case .present(let index, let sheet):
            let presenter = pool[index]
            guard let window = presenter.viewIfLoaded?.window, !window.isHidden,
                presenter.presentedViewController == nil, presenter.transitionCoordinator == nil,
                !presenter.isBeingPresented, !presenter.isBeingDismissed
            else { return false }
            presenter.present(alerts.make(sheet: sheet), animated: true)
        case .tap(let n):
            guard let alert = alerts.onScreen else { return false }
            let buttons = Self.buttons(in: alert.view)
            guard !buttons.isEmpty else { return false }
            let button = buttons[n % buttons.count]
            Automation().tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        case .key(let escape):
            guard alerts.onScreen?.isFirstResponder == true else { return false }
            Automation().press(escape ? .keyboardEscape : .keyboardReturnOrEnter)
        }
        return true
    }

    private static func buttons(in view: UIView) -> [UIButton] {
        (view as? UIButton).map { [$0] } ?? view.subviews.flatMap(buttons(in:))
    }
}

extension FuzzAlertStep {
    func swift(_ name: (Int) -> String) -> [String] {
        switch self {
        case .present(let index, let sheet):
            ["\(name(index)).present(fuzzAlert(preferredStyle: .\(sheet ? "actionSheet" : "alert")), animated: true)"]
        case .tap(let n): ["Automation().tap(at: centre(of: alertButtons()[\(n) % 3]))"]
        case .key(let escape): ["Automation().press(.\(escape ? "keyboardEscape" : "keyboardReturnOrEnter"))"]
        }
    }
}
