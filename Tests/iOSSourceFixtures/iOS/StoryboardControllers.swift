import UIKit

class ListController: UIViewController {
    @IBOutlet weak var showButton: UIButton!
    var allowsShowing = true

    override func awakeFromNib() {
        super.awakeFromNib()
        fixtureEvents.append("List.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fixtureEvents.append("List.viewDidLoad")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        fixtureEvents.append("List.shouldPerformSegue(\(identifier))")
        return allowsShowing
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        fixtureEvents.append("List.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)))")
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        fixtureEvents.append("List.unwindToList(from \(type(of: segue.source)))")
    }
}

class DetailController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var toggle: UISwitch!
    @IBOutlet var labels: [UILabel]!
    @IBOutlet weak var badge: BadgeView!
    @IBOutlet weak var container: UIView!
    var toggles: [Bool] = []
    var taps = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        fixtureEvents.append("Detail.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fixtureEvents.append("Detail.viewDidLoad(children: \(children.count))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        fixtureEvents.append("Detail.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)))")
    }

    @IBAction func toggled(_ sender: UISwitch) { toggles.append(sender.isOn) }
    @IBAction func labelTapped(_ sender: UITapGestureRecognizer) { taps += 1 }
}

class EmbeddedController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        fixtureEvents.append("Embedded.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fixtureEvents.append("Embedded.viewDidLoad")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        fixtureEvents.append("Embedded.willMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        fixtureEvents.append("Embedded.didMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}

class ModalController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        fixtureEvents.append("Modal.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)))")
    }
}

class OutletlessController: UIViewController {}

class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var caption: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        fixtureEvents.append("Badge.awakeFromNib(cornerRadius: \(cornerRadius))")
    }
}

/// A custom segue class: its perform() is the transition.
class FadeSegue: UIStoryboardSegue {
    override func perform() {
        fixtureEvents.append("FadeSegue.perform(\(identifier ?? "nil"))")
        source.present(destination, animated: false)
    }
}

/// The primary column of the split scene: records the segues it prepares, and makes the
/// destinations of two with segue actions.
class SplitPrimaryController: UIViewController {
    @IBSegueAction func makeReplacement(coder: NSCoder, sender: Any?, segueIdentifier: String?)
        -> ReplacementController?
    {
        fixtureEvents.append("Primary.makeReplacement(\(segueIdentifier ?? "nil"))")
        let made = ReplacementController(coder: coder)
        made?.madeFor = segueIdentifier
        return made
    }

    /// Returns nil: the storyboard makes the destination itself.
    @IBSegueAction private func declineOptions(_ coder: NSCoder) -> UIViewController? {
        fixtureEvents.append("Primary.declineOptions")
        return nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        fixtureEvents.append(
            "Primary.prepare(\(segue.identifier ?? "nil"), \(segue.destination.navigationItem.title ?? "untitled"))")
    }
}

/// Made by a segue action with the storyboard's coder.
class ReplacementController: UIViewController {
    var madeFor: String?
}
