import UIKit

/// The demo's shared look: tinted rounded buttons, the palette numbered controllers cycle
/// through, and the height the status strip takes at the top of a full-screen view.
@MainActor
enum DemoStyle {
    static let statusStrip: CGFloat = 20
    static let palette: [UIColor] = [
        .systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemRed,
    ]

    static func button(_ title: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 16)
        button.backgroundColor = buttonBackground
        button.layer.cornerRadius = 10
        return button
    }

    /// Dark glass on light backgrounds, light glass on dark ones.
    static let buttonBackground = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.22) : UIColor.black.withAlphaComponent(0.55)
    }

    /// Dark status-bar text over the demo's light screens, light text when they turn dark.
    static func statusBarStyle(for traits: UITraitCollection) -> UIStatusBarStyle {
        traits.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }

    static func label(_ text: String, size: CGFloat, bold: Bool = false, colour: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = colour
        label.textAlignment = .center
        return label
    }

    /// Lays `buttons` out as a centred column of rows 44 pt high starting at `y`, at most 260 wide.
    static func stack(_ buttons: [UIView], in bounds: CGRect, from y: CGFloat) {
        let width = min(260, bounds.width - 40)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: bounds.midX - width / 2, y: y + CGFloat(index) * 56, width: width, height: 44)
        }
    }
}
