import Foundation
import UIKit

/// `make bench`, Auto Layout through UIKit: a 1280×800 window of 200 labels in 40 horizontal
/// stack views of five, the rows in a vertical stack pinned to the safe area, as a settings
/// screen is built. Figures: building and first layout; then one frame's edit — a constraint's
/// constant changed and `layoutIfNeeded()` (the engine's re-solve and the frames it moves),
/// with no drawing.
@MainActor
enum ScreenLayoutBenchmark {
    static func run() {
        var window: UIWindow!
        var top: NSLayoutConstraint!
        let build = median {
            time {
                (window, top) = screen()
                window.layoutIfNeeded()
            }
        }
        print("autolayout.screen200_uikit.build_and_layout_ms: \(format(build * 1e3))")
        var flip = false
        let edit = median {
            time {
                flip.toggle()
                top.constant = flip ? 12 : 8
                window.layoutIfNeeded()
            }
        }
        print("autolayout.screen200_uikit.frame_edit_us: \(format(edit * 1e6))")
        _ = window
    }

    static func screen() -> (UIWindow, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 2
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        for row in 0..<40 {
            let line = UIStackView()
            line.spacing = 8
            line.distribution = .fillEqually
            for item in 0..<5 {
                let label = UILabel()
                label.text = "Row \(row) item \(item)"
                line.addArrangedSubview(label)
            }
            column.addArrangedSubview(line)
        }
        let top = column.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        NSLayoutConstraint.activate([
            top, column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        return (window, top)
    }
}
