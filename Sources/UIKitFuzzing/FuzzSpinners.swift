import Foundation
import UIKit

/// Activity indicators in controllers' views, started and stopped: one shows exactly while it
/// animates or does not hide when stopped, and stays the size of its style.
@MainActor
final class FuzzSpinners {
    private var spinners: [ObjectIdentifier: UIActivityIndicatorView] = [:]

    /// Starts or stops the spinner in `controller`'s view, adding it first (large when the
    /// controller's index is even, and then not hidden when stopped).
    func toggle(in controller: UIViewController, index: Int, start: Bool) {
        let key = ObjectIdentifier(controller)
        let spinner =
            spinners[key]
            ?? {
                let made = UIActivityIndicatorView(style: index % 2 == 0 ? .large : .medium)
                made.hidesWhenStopped = index % 2 != 0
                made.frame.origin = CGPoint(x: 8, y: 120)
                controller.view.addSubview(made)
                spinners[key] = made
                return made
            }()
        if start { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func problems() -> [String] {
        var problems: [String] = []
        for spinner in spinners.values {
            if spinner.isHidden != (!spinner.isAnimating && spinner.hidesWhenStopped) {
                problems.append(
                    "a spinner is \(spinner.isHidden ? "hidden" : "shown") while \(spinner.isAnimating ? "animating" : "stopped")"
                )
            }
            if spinner.bounds.size != spinner.intrinsicContentSize {
                problems.append("a spinner is \(spinner.bounds.size), not its style's \(spinner.intrinsicContentSize)")
            }
        }
        return problems
    }
}
