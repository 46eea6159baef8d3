import Foundation
import UIKit

/// `make bench`, animation: the busiest frame the demo makes — two flips in flight plus a slide
/// in a 1280×800 window — timed as whole frames (animations advanced, layout, render of the
/// damaged area), median over several runs of the one-second transitions.
@MainActor
enum AnimationBenchmark {
    static func run() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let left = panel(CGRect(x: 40, y: 40, width: 560, height: 600), colour: .systemBlue)
        let right = panel(CGRect(x: 680, y: 40, width: 560, height: 600), colour: .systemOrange)
        let card = panel(CGRect(x: 0, y: 660, width: 300, height: 120), colour: .systemGreen)
        for view in [left, right, card] { window.addSubview(view) }
        UIApplication.shared.advance(by: 1.0 / 60)

        var frames: [Double] = []
        for round in 0..<6 {
            UIView.transition(
                with: left, duration: 1, options: .transitionFlipFromLeft,
                animations: { left.backgroundColor = round.isMultiple(of: 2) ? .systemRed : .systemBlue })
            UIView.transition(
                with: right, duration: 1, options: .transitionFlipFromTop,
                animations: { right.backgroundColor = round.isMultiple(of: 2) ? .systemPurple : .systemOrange })
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { card.frame.origin.x = round.isMultiple(of: 2) ? 980 : 0 })
            for _ in 0..<60 {
                frames.append(time { UIApplication.shared.advance(by: 1.0 / 60) })
            }
            UIApplication.shared.advance(by: 2.0 / 60)  // let completions run
        }
        let sorted = frames.map { $0 * 1e3 }.sorted()
        print("animation.busiest_frame_ms: \(format(sorted[sorted.count / 2]))")
        print("animation.busiest_frame_p90_ms: \(format(sorted[sorted.count * 9 / 10]))")
    }

    /// A rounded panel with a few children and a line of text, like a demo controller's view.
    static func panel(_ frame: CGRect, colour: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = colour
        view.layer.cornerRadius = 12
        for i in 0..<4 {
            let row = UIView(frame: CGRect(x: 20, y: 20 + CGFloat(i) * 50, width: frame.width - 40, height: 40))
            row.backgroundColor = UIColor(white: 1, alpha: 0.3)
            row.layer.cornerRadius = 6
            view.addSubview(row)
        }
        let label = UILabel(frame: CGRect(x: 20, y: frame.height - 50, width: frame.width - 40, height: 30))
        label.text = "Lifecycle and transitions"
        label.textColor = .white
        view.addSubview(label)
        return view
    }
}
