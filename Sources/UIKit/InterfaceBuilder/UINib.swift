import Foundation

/// A nib file as Xcode writes it (`.xib` XML), read when first instantiated: its top-level
/// views, cells and gesture recognizers made with `init(coder:)`, connected to one another and
/// to the File's Owner, then sent `awakeFromNib`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinib)
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options; none is read here.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String
    let document: IBDocument?

    /// The nib `name` (`name.xib`) in `bundleOrNil`, or among the app's resources when nil. A
    /// nib that cannot be found or read is reported when it is instantiated.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinib/1614137-init)
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        if let path = AppResources.path(named: name, extension: "xib", in: bundleOrNil) {
            do {
                document = try IBDocument(path: path)
            } catch {
                UIApplication.shared.report(
                    .exception, "Could not load NIB '\(name)': \(error)", name: "NSInternalInconsistencyException")
                document = nil
            }
        } else {
            document = nil
        }
        super.init()
    }

    /// Whether the app's resources hold a nib of this name.
    static func exists(named name: String, in bundle: Bundle?) -> Bool {
        AppResources.path(named: name, extension: "xib", in: bundle) != nil
    }

    /// Makes the nib's objects with `ownerOrNil` as its File's Owner and returns its top-level
    /// objects, in the file's order.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinib/1614135-instantiate)
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document, let objects = document.root.child("objects") else {
            UIApplication.shared.report(
                .exception,
                "Could not load NIB in bundle: '(the app's resources)' with name '\(name)' (point the iOSSourceCompatibility plugin at the folder that holds \(name).xib)",
                name: "NSInternalInconsistencyException")
            return []
        }
        let graph = NibGraph(owner: ownerOrNil.map { $0 as AnyObject }, placeholders: objects.children("placeholder"))
        let loader = IBObjectLoader(document: document, owner: graph)
        var topLevel: [AnyObject] = []
        for element in objects.children where element.name != "placeholder" {
            if element.name.hasSuffix("GestureRecognizer") {
                if let recognizer = loader.makeGestureRecognizer(element) { topLevel.append(recognizer) }
            } else if element.name == "tableViewCell" {
                topLevel.append(loader.makeCell(element))
            } else if element.name == "customObject" {
                IBUnsupported.note("<customObject>", in: document)
            } else {
                topLevel.append(loader.makeView(element))
            }
        }
        loader.activateConstraints()
        loader.connect(objects, excluding: nil)
        loader.awakeViews()
        return topLevel
    }
}

/// A nib's objects by id, with its File's Owner and First Responder placeholders.
@MainActor
final class NibGraph: IBObjectGraph {
    private var objects: [String: AnyObject] = [:]
    private var firstResponderIDs: Set<String> = []

    init(owner: AnyObject?, placeholders: [IBElement]) {
        for placeholder in placeholders {
            guard let id = placeholder.id else { continue }
            switch placeholder["placeholderIdentifier"] {
            case "IBFilesOwner": if let owner { objects[id] = owner }
            case "IBFirstResponder": firstResponderIDs.insert(id)
            default: break
            }
        }
    }

    func register(_ object: AnyObject, id: String?) { if let id { objects[id] = object } }
    func object(_ id: String?) -> AnyObject? { id.flatMap { objects[$0] } }
    func isFirstResponder(_ id: String?) -> Bool { id.map(firstResponderIDs.contains) ?? false }
    func isExit(_ id: String?) -> Bool { false }
    /// Nibs have no segues.
    func trigger(_ segue: IBElement, sender: Any?) {}
}

extension Bundle {
    /// The nib's top-level objects, made with `owner` as its File's Owner.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/bundle/1618147-loadnibnamed)
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
