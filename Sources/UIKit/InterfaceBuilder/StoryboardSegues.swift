import Foundation

/// A storyboard's segues: made with their destination, prepared by the source, performed by
/// kind (show, show detail, present, custom, unwind), in iOS's order: `shouldPerformSegue`
/// (segues the storyboard triggers only), the destination made, `prepare(for:sender:)`, then
/// `perform()` (Apple, "prepare(for:sender:)" and "performSegue(withIdentifier:sender:)").
@MainActor
enum StoryboardSegues {
    static func perform(_ element: IBElement, from source: UIViewController, sender: Any?, scene: StoryboardScene) {
        if element["kind"] == "unwind" {
            unwind(element, from: source, sender: sender)
            return
        }
        guard let destination = makeDestination(element, source: source, sender: sender, scene: scene) else { return }
        let segue = make(element, source: source, destination: destination, scene: scene)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The segue's destination, made by the source's `@IBSegueAction` method when the segue
    /// names one (`destinationCreationSelector`), given the coder, the sender and the segue's
    /// identifier as its selector takes them; when it returns nil the storyboard makes the
    /// destination with `init(coder:)` (Apple, "IBSegueAction").
    static func makeDestination(
        _ element: IBElement, source: UIViewController, sender: Any?, scene: StoryboardScene
    ) -> UIViewController? {
        guard let destinationID = element["destination"] else { return nil }
        guard let selectorName = element["destinationCreationSelector"] else {
            return scene.storyboard.instantiate(id: destinationID)
        }
        return scene.storyboard.instantiate(id: destinationID) { coder in
            let arguments: [Any?] = [coder, sender, element["identifier"]]
            return MessageDispatch.send(Selector(selectorName), to: source, arguments: arguments).result
                as? UIViewController
        }
    }

    /// The segue object: of its custom class when the storyboard names one, else one that
    /// performs the storyboard's kind.
    static func make(
        _ element: IBElement, source: UIViewController, destination: UIViewController, scene: StoryboardScene
    )
        -> UIStoryboardSegue
    {
        let identifier = element["identifier"]
        if element["customClass"] != nil {
            let loader = IBObjectLoader(document: scene.storyboard.document, owner: scene)
            let type = loader.resolveClass(element, base: UIStoryboardSegue.self)
            if type != UIStoryboardSegue.self {
                return type.init(identifier: identifier, source: source, destination: destination)
            }
        }
        let animated = element.bool("animates") ?? true
        let kind = element["kind"] ?? ""
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            switch kind {
            case "show", "push":
                source.show(destination, sender: source)
            case "showDetail", "replace":
                source.showDetailViewController(destination, sender: source)
            case "presentation", "modal", "popoverPresentation", "popover":
                if kind.hasPrefix("popover") {
                    // Popovers are not built; iOS 13 and later show one in a compact environment
                    // as a form sheet (Apple, "UIModalPresentationStyle.popover").
                    destination.modalPresentationStyle = .formSheet
                }
                if let style = IBAttributes.modalPresentationStyle(element["modalPresentationStyle"]) {
                    destination.modalPresentationStyle = style
                }
                if let style = IBAttributes.modalTransitionStyle(element["modalTransitionStyle"]) {
                    destination.modalTransitionStyle = style
                }
                source.present(destination, animated: animated)
            case "embed", "relationship", "custom":
                break
            default:
                IBUnsupported.note("segue kind \"\(kind)\"", in: scene.storyboard.document)
            }
        }
    }

    // MARK: Unwinding

    /// An unwind segue: the destination is found by searching up from the source through
    /// parents and presenters (each one's `allowedChildrenForUnwinding(from:)`, depth first, then
    /// itself, by `canPerformUnwindSegueAction(_:from:sender:)`); then the source's
    /// `prepare(for:sender:)`, the destination's unwind action with the segue, and the
    /// transition: presented controllers dismissed and containers (`unwind(for:towards:)`)
    /// brought back to the destination (Apple, "Dismissing a view controller with an unwind
    /// segue").
    static func unwind(_ element: IBElement, from source: UIViewController, sender: Any?) {
        guard let actionName = element["unwindAction"] else { return }
        let action = Selector(actionName)
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = destination(for: unwindSource) else {
            UIApplication.shared.report(
                .log,
                "Unwind segue \(element["identifier"].map { "'\($0)' " } ?? "")from \(source) found no view controller that performs \(actionName): declare '@IBAction func \(actionName.dropLast())(_ segue: UIStoryboardSegue)' on a controller it should return to"
            )
            return
        }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination) {
            transition(from: source, to: destination)
        }
        source.prepare(for: segue, sender: sender)
        MessageDispatch.send(action, to: destination, arguments: [segue])
        segue.perform()
    }

    static func destination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current = source.source
        while let next = current.parent ?? current.presentingViewController {
            if let found = search(next.allowedChildrenForUnwinding(from: source), source) { return found }
            if next.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return next
            }
            current = next
        }
        return nil
    }

    private static func search(
        _ candidates: [UIViewController], _ source: UIStoryboardUnwindSegueSource
    ) -> UIViewController? {
        for candidate in candidates {
            if candidate.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return candidate
            }
            if let found = search(candidate.allowedChildrenForUnwinding(from: source), source) { return found }
        }
        return nil
    }

    private static func transition(from source: UIViewController, to destination: UIViewController) {
        let segue = UIStoryboardSegue(identifier: nil, source: source, destination: destination)
        var child = destination
        var ancestor: UIViewController? = destination
        while let controller = ancestor {
            if controller.presentedViewController != nil {
                controller.dismiss(animated: true)
                break
            }
            ancestor = controller.parent
        }
        ancestor = destination.parent
        while let container = ancestor {
            container.unwind(for: segue, towards: child)
            child = container
            ancestor = container.parent
        }
    }
}

extension UIViewController {
    /// The storyboard the controller was made from, or nil.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621367-storyboard)
    public var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardScene, let element = scene.segue(withIdentifier: identifier) else {
            runtime.report(
                .exception, "Receiver (\(self)) has no segue with identifier '\(identifier)'",
                name: "NSInvalidArgumentException")
            return
        }
        StoryboardSegues.perform(element, from: self, sender: sender, scene: scene)
    }
}
