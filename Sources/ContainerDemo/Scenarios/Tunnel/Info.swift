import UIKit

extension Tunnel {
    /// The back of a map: the marker's coordinates.
    final class Info: UIViewController {
        private let heading = DemoStyle.label("", size: 15, bold: true, colour: .white)
        let coordinates = DemoStyle.label("", size: 20, bold: true, colour: .white)
        var location = Location.start { didSet { coordinates.text = location.text } }

        init(name: String) {
            super.init(nibName: nil, bundle: nil)
            title = name
            heading.text = name == "top" ? "You dig here" : "You come out here"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)
            coordinates.text = location.text
            view.addSubview(heading)
            view.addSubview(coordinates)
            // The heading just above the middle, the coordinates just below it, full width.
            for label in [heading, coordinates] {
                label.translatesAutoresizingMaskIntoConstraints = false
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            }
            NSLayoutConstraint.activate([
                heading.heightAnchor.constraint(equalToConstant: 24),
                heading.bottomAnchor.constraint(equalTo: view.centerYAnchor, constant: -12),
                coordinates.heightAnchor.constraint(equalToConstant: 30),
                coordinates.topAnchor.constraint(equalTo: view.centerYAnchor, constant: -4),
            ])
        }
    }
}
