import Foundation

/// One instance of a storyboard scene: its controller, the objects the scene's XML makes (by
/// id), and the segues that start in it. Made when the controller is instantiated; the view
/// part loads when the controller's view does, as on iOS.
@MainActor
final class StoryboardScene {
    let storyboard: UIStoryboard
    let element: IBElement
    private(set) weak var controller: UIViewController?
    /// Every object made so far, by the id Interface Builder gave it.
    private(set) var objects: [String: AnyObject] = [:]
    /// Ids standing for nil targets (First Responder) and for the unwind exit.
    private var firstResponderIDs: Set<String> = []
    private var exitIDs: Set<String> = []

    init(storyboard: UIStoryboard, element: IBElement) {
        self.storyboard = storyboard
        self.element = element
        for sibling in element.parent?.children ?? [] {
            if sibling.name == "placeholder", sibling["placeholderIdentifier"] == "IBFirstResponder",
                let id = sibling.id
            {
                firstResponderIDs.insert(id)
            }
            if sibling.name == "exit", let id = sibling.id { exitIDs.insert(id) }
        }
    }

    private var loader: IBObjectLoader { IBObjectLoader(document: storyboard.document, owner: self) }

    // MARK: The controller

    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "splitViewController": UISplitViewController.self, "pageViewController": UIPageViewController.self,
    ]

    /// Makes the controller with `init(coder:)` (of its custom class when it names one), its
    /// navigation and tab bar items, and the controllers its relationship segues name.
    func makeController(creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        let coder = StoryboardCoder(element: element)
        let base = Self.controllerClasses[element.name] ?? UIViewController.self
        let type = loader.resolveClass(element, base: base)
        let controller = creator?(coder) ?? type.init(coder: coder) ?? UIViewController()
        // The controller keeps its scene; the scene keeps it weakly (not in `objects`).
        self.controller = controller
        controller.storyboardScene = self
        if let title = element["title"] { controller.title = title }
        if let style = IBAttributes.modalPresentationStyle(element["modalPresentationStyle"]) {
            controller.modalPresentationStyle = style
        }
        if let style = IBAttributes.modalTransitionStyle(element["modalTransitionStyle"]) {
            controller.modalTransitionStyle = style
        }
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let navigationItem = element.child("navigationItem", key: "navigationItem") {
            loader.apply(navigationItem: navigationItem, to: controller.navigationItem)
        }
        if let tabBarItem = element.child("tabBarItem", key: "tabBarItem") {
            controller.tabBarItem = UITabBarItem(
                title: tabBarItem["title"], image: tabBarItem["image"].flatMap { UIImage(named: $0) },
                tag: tabBarItem["tag"].flatMap(Int.init) ?? 0)
            if let id = tabBarItem.id { objects[id] = controller.tabBarItem }
        }
        makeRelationships(of: controller)
        // Everything but the view is connected now; the view's part when the view loads.
        loader.connect(element, excluding: element.child(key: "view"))
        controller.awakeFromNib()
        return controller
    }

    /// Navigation root, tab bar children, split columns: made with the container, as iOS does.
    private func makeRelationships(of controller: UIViewController) {
        var related: [(relationship: String, controller: UIViewController)] = []
        for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
            guard let destination = segue["destination"], let made = storyboard.instantiate(id: destination) else {
                continue
            }
            related.append((segue["relationship"] ?? "", made))
        }
        guard !related.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = related.first(where: { $0.relationship == "rootViewController" })?.controller {
                navigation.setViewControllers([root], animated: false)
            }
        case let tabs as UITabBarController:
            tabs.viewControllers = related.filter { $0.relationship == "viewControllers" }.map(\.controller)
        case let split as UISplitViewController:
            let order = [
                "masterViewController", "primaryViewController", "detailViewController", "secondaryViewController",
            ]
            split.viewControllers = order.compactMap { name in related.first { $0.relationship == name }?.controller }
        default:
            break
        }
    }

    // MARK: The view

    /// Loads the controller's view from the scene: views, constraints, gesture recognizers,
    /// outlets and actions, then `awakeFromNib` on each view, then the embed segues (each
    /// `prepare(for:sender:)` first, then `addChild`, the view placed, `didMove(toParent:)`),
    /// all before `viewDidLoad`.
    func loadView(into controller: UIViewController) {
        guard let viewElement = element.child(key: "view") else {
            controller.view = UIView(frame: UIScreen.main.bounds)
            return
        }
        let loader = self.loader
        let view = loader.makeView(viewElement)
        for sibling in element.parent?.children ?? [] where sibling.name.hasSuffix("GestureRecognizer") {
            loader.makeGestureRecognizer(sibling)
        }
        loader.activateConstraints()
        controller.view = view
        loader.connect(viewElement, excluding: nil)
        loader.connectOutlets(of: element, into: viewElement)
        for sibling in element.parent?.children ?? [] where sibling.name.hasSuffix("GestureRecognizer") {
            loader.connect(sibling, excluding: nil)
        }
        loader.awakeViews()
        for container in viewElement.descendants where container.name == "containerView" {
            for segue in container.child("connections")?.children("segue") ?? [] where segue["kind"] == "embed" {
                embed(segue, in: container, of: controller)
            }
        }
    }

    private func embed(_ segue: IBElement, in containerElement: IBElement, of controller: UIViewController) {
        guard let containerID = containerElement.id, let container = objects[containerID] as? UIView,
            let child = StoryboardSegues.makeDestination(segue, source: controller, sender: controller, scene: self)
        else { return }
        let storyboardSegue = StoryboardSegues.make(segue, source: controller, destination: child, scene: self)
        controller.prepare(for: storyboardSegue, sender: controller)
        controller.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: controller)
    }

    // MARK: Objects and segues

    func register(_ object: AnyObject, id: String?) {
        if let id, id != element.id { objects[id] = object }
    }

    func object(_ id: String?) -> AnyObject? {
        guard let id else { return nil }
        return id == element.id ? controller : objects[id]
    }

    func isFirstResponder(_ id: String?) -> Bool { id.map(firstResponderIDs.contains) ?? false }
    func isExit(_ id: String?) -> Bool { id.map(exitIDs.contains) ?? false }

    /// The segues that start in this scene, by identifier (what `performSegue` finds).
    func segue(withIdentifier identifier: String) -> IBElement? {
        element.parent?.descendants.first {
            $0.name == "segue" && $0["identifier"] == identifier && $0["kind"] != "relationship"
        }
    }

    /// Runs a segue the storyboard triggers (a control, a bar button item, a cell, a gesture):
    /// asks `shouldPerformSegue(withIdentifier:sender:)` first when it has an identifier.
    func trigger(_ segue: IBElement, sender: Any?) {
        guard let controller else { return }
        if let identifier = segue["identifier"],
            !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
        {
            return
        }
        StoryboardSegues.perform(segue, from: controller, sender: sender, scene: self)
    }
}
