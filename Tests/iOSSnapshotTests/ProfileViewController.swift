import UIKit

/// App code under test, as an iOS app writes it: a header pinned to the safe area, a name and a
/// bio in a stack, colours that follow the appearance.
final class ProfileViewController: UIViewController {
    private let header = UIView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = .systemIndigo
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 22)
        bioLabel.text = "Analyst of the Analytical Engine"
        bioLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
        stack.axis = .vertical
        stack.spacing = 4
        [header, stack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),
            stack.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
