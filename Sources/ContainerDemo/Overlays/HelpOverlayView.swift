import UIKit

/// The key list (`H`), centred over the content.
final class HelpOverlayView: UIView {
    static let keys: [(key: String, action: String)] = [
        ("1 – 6", "switch tabs"),
        ("← / →", "turn the device left / right"),
        ("L", "lifecycle log"),
        ("S", "screenshot into the output folder"),
        ("T", "slow animations (10×)"),
        ("D", "dark appearance on / off"),
        ("F", "filmstrip of the next transition"),
        ("H", "this help"),
        ("Esc", "quit"),
    ]

    private let rows: [(UILabel, UILabel)]

    override init(frame: CGRect) {
        rows = Self.keys.map { entry in
            let key = DemoStyle.label(entry.key, size: 15, bold: true, colour: .white)
            key.textAlignment = .right
            let action = DemoStyle.label(entry.action, size: 15, colour: .white)
            action.textAlignment = .left
            return (key, action)
        }
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.05, alpha: 0.88)
        layer.cornerRadius = 12
        isUserInteractionEnabled = false
        let title = DemoStyle.label("Keys", size: 18, bold: true, colour: .white)
        title.frame = CGRect(x: 0, y: 10, width: Self.size.width, height: 24)
        title.autoresizingMask = [.flexibleWidth]
        addSubview(title)
        for (index, (key, action)) in rows.enumerated() {
            let y = 44 + CGFloat(index) * 24
            key.frame = CGRect(x: 10, y: y, width: 70, height: 22)
            action.frame = CGRect(x: 92, y: y, width: Self.size.width - 100, height: 22)
            addSubview(key)
            addSubview(action)
        }
    }

    required init?(coder: NSCoder) { nil }

    static var size: CGSize { CGSize(width: 330, height: 56 + CGFloat(keys.count) * 24) }
}
