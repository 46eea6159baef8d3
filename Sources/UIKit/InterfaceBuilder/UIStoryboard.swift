import Foundation

/// A storyboard file as Xcode writes it (`.storyboard` XML), read when it is opened: its scenes
/// become controllers with `init(coder:)`, their views load when first used, and their segues
/// run as on iOS. Found among the resources the `iOSSourceCompatibility` plugin collected
/// (`Base.lproj/Main.storyboard`), or in the bundle given.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboard)
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let name: String
    let document: IBDocument

    /// Opens the storyboard `name` in `bundleOrNil` (the app's resources when nil). A missing or
    /// malformed file is reported with UIKit's exception and the fix, and the storyboard is
    /// empty: its instantiations report too.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboard/1616216-init)
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        if let path = AppResources.path(named: name, extension: "storyboard", in: storyboardBundleOrNil) {
            do {
                document = try IBDocument(path: path)
            } catch {
                UIApplication.shared.report(
                    .exception, "Could not load the storyboard named '\(name)': \(error)",
                    name: "NSInvalidArgumentException")
                document = IBDocument.empty
            }
        } else {
            UIApplication.shared.report(
                .exception,
                "Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil?.bundlePath ?? "(the app's resources)"). Point the iOSSourceCompatibility plugin at the folder that holds \(name).storyboard",
                name: "NSInvalidArgumentException")
            document = IBDocument.empty
        }
        super.init()
    }

    /// The scene the storyboard's arrow points at, or nil when it has none.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboard/1616213-instantiateinitialviewcontroller)
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.root["initialViewController"] else { return nil }
        return instantiate(id: id)
    }

    /// The initial scene's controller made by `block` from the coder (iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let id = document.root["initialViewController"] else { return nil }
        return instantiate(id: id, creator: block) as? ViewController
    }

    /// The scene with this Storyboard ID. An unknown identifier raises on iOS; here it is
    /// reported and an empty controller comes back.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistoryboard/1616214-instantiateviewcontroller)
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let made = controllerElement(identifier: identifier).flatMap({ instantiate(element: $0) }) { return made }
        reportUnknown(identifier)
        return UIViewController()
    }

    /// The scene with this Storyboard ID, made by `block` from the coder (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let element = controllerElement(identifier: identifier),
            let made = instantiate(element: element, creator: block) as? ViewController
        {
            return made
        }
        reportUnknown(identifier)
        // An empty controller of the asked class, made as a storyboard makes one.
        return ViewController(
            coder: StoryboardCoder(element: IBElement(name: "viewController", attributes: [:], line: 0)))!
    }

    private func reportUnknown(_ identifier: String) {
        UIApplication.shared.report(
            .exception,
            "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)' (\(document.fileName): set the scene's Storyboard ID)",
            name: "NSInvalidArgumentException")
    }

    private func controllerElement(identifier: String) -> IBElement? {
        document.root.descendants.first { $0["storyboardIdentifier"] == identifier && $0.parent?.name == "objects" }
    }

    /// A new controller of the scene whose controller element has this id.
    func instantiate(id: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        guard let element = document.elements[id] else {
            UIApplication.shared.report(
                .exception, "\(document.fileName): no scene with the id '\(id)'", name: "NSInvalidArgumentException")
            return nil
        }
        return instantiate(element: element, creator: creator)
    }

    private func instantiate(element: IBElement, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController?
    {
        StoryboardScene(storyboard: self, element: element).makeController(creator: creator)
    }

    open override var description: String { "<UIStoryboard: \(MessageDispatch.address(of: self)) name: \(name)>" }
}

extension IBDocument {
    /// What a storyboard that could not be read holds: nothing.
    static var empty: IBDocument { IBDocument(emptyAt: "") }

    private convenience init(emptyAt path: String) {
        // A well-formed empty document, so every lookup finds nothing.
        try! self.init(data: Data("<document/>".utf8), path: path)
    }
}
