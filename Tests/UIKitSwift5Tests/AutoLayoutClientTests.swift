// Auto Layout as iOS code writes it, compiled in Swift 5 language mode: a profile card built in
// `viewDidLoad` with anchors, a stack view and the visual format language, the constraints kept
// in properties and changed from a nonisolated helper's callback, as article code does.
import Testing
import UIKit

final class ProfileCardViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    var avatarSize: NSLayoutConstraint!
    private lazy var textStack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 20)
        bioLabel.text = "Analyst"
        followButton.setTitle("Follow", for: .normal)
        textStack.axis = .vertical
        textStack.spacing = 4
        [avatar, textStack, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        avatarSize = avatar.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            avatarSize,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
            textStack.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            textStack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        let format = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[avatar]-(spacing)-[button]", options: [.alignAllLeading],
            metrics: ["spacing": 12], views: ["avatar": avatar, "button": followButton])
        NSLayoutConstraint.activate(format)
        followButton.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
    }
}

/// A helper with no actor annotation, as article code has, that resizes the avatar.
final class AvatarResizer {
    func grow(_ card: ProfileCardViewController) {
        card.avatarSize.constant = 80
        UIView.animate(withDuration: 0.25) { card.view.layoutIfNeeded() }
    }
}

@MainActor @Suite struct AutoLayoutClientTests {
    @Test func aProfileCardLaysOutWithAnchorsStackAndVisualFormat() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = ProfileCardViewController()
        window.rootViewController = card
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(card.avatar.frame == CGRect(x: 16, y: 36, width: 60, height: 60))
        #expect(card.followButton.frame.minY == 108)  // 36 + 60 + 12
        #expect(card.followButton.frame.minX == 16)
        #expect(card.nameLabel.frame.minX == 0)
        #expect(card.view.hasAmbiguousLayout == false)
        AvatarResizer().grow(card)
        UIApplication.shared.advance(by: 1)
        #expect(card.avatar.frame.size == CGSize(width: 80, height: 80))
        #expect(card.followButton.frame.minY == 128)  // 36 + 80 + 12
    }
}
