import Foundation

/// What a storyboard scene or a nib keeps while its objects are made: the objects by id, the
/// placeholders, and the segues it can run.
@MainActor
protocol IBObjectGraph: AnyObject {
    func register(_ object: AnyObject, id: String?)
    func object(_ id: String?) -> AnyObject?
    func isFirstResponder(_ id: String?) -> Bool
    func isExit(_ id: String?) -> Bool
    func trigger(_ segue: IBElement, sender: Any?)
}

extension StoryboardScene: IBObjectGraph {}

/// Makes the objects of an Interface Builder document's element: views with their attributes,
/// constraints, gesture recognizers, bar button items, and the connections between them.
/// What it does not support yet is listed once per document (`IBUnsupported`).
@MainActor
final class IBObjectLoader {
    let document: IBDocument
    let owner: any IBObjectGraph
    private var constraints: [(owner: UIView, element: IBElement)] = []
    private var madeViews: [UIView] = []
    private var collections: [String: [AnyObject]] = [:]

    init(document: IBDocument, owner: any IBObjectGraph) {
        self.document = document
        self.owner = owner
    }

    // MARK: Classes

    /// The element's custom class (by `customClass` and `customModule`), or `base`. An unknown
    /// class is reported as iOS logs it, and `base` is used.
    func resolveClass<T: AnyObject>(_ element: IBElement, base: T.Type) -> T.Type {
        guard let name = element["customClass"] else { return base }
        guard let found = GeneratedModules.classNamed(name, module: element["customModule"]) else {
            UIApplication.shared.report(
                .log,
                "Unknown class \(name) in Interface Builder file (\(document.fileName), element \(element.id ?? element.name)); using \(base). Is the class's module rewritten by the iOSSourceCompatibility plugin?"
            )
            return base
        }
        guard let typed = found as? T.Type else {
            UIApplication.shared.report(
                .log,
                "Class \(name) in \(document.fileName) (element \(element.id ?? element.name)) is not a \(base); using \(base)"
            )
            return base
        }
        return typed
    }

    // MARK: Views

    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "imageView": UIImageView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "pageControl": UIPageControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "button": UIButton.self, "visualEffectView": UIVisualEffectView.self,
        "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "tableViewCellContentView": UIView.self,
    ]

    /// Makes the view an element describes, and its subviews.
    @discardableResult
    func makeView(_ element: IBElement) -> UIView {
        let view = instantiateView(element)
        owner.register(view, id: element.id)
        madeViews.append(view)
        apply(element, to: view)
        for child in element.child("subviews")?.children ?? [] {
            view.addSubview(makeView(child))
        }
        for guide in element.children("viewLayoutGuide") {
            switch guide.key {
            case "safeArea": owner.register(view.safeAreaLayoutGuide, id: guide.id)
            case "layoutMargins": owner.register(view.layoutMarginsGuide, id: guide.id)
            default: break
            }
        }
        if let list = element.child("constraints") {
            for constraint in list.children("constraint") { constraints.append((view, constraint)) }
        }
        if let table = view as? UITableView, let prototypes = element.child("prototypes") {
            for cell in prototypes.children("tableViewCell") { registerPrototype(cell, in: table) }
        }
        return view
    }

    private func instantiateView(_ element: IBElement) -> UIView {
        let coder = StoryboardCoder(element: element)
        if element["customClass"] == nil {
            switch element.name {
            case "button":
                return UIButton(
                    type: element["buttonType"] == "system" || element["buttonType"] == nil ? .system : .custom)
            case "tableView":
                let style: UITableView.Style =
                    switch element["style"] {
                    case "grouped": .grouped
                    case "insetGrouped": .insetGrouped
                    default: .plain
                    }
                return UITableView(frame: .zero, style: style)
            default: break
            }
        }
        guard let base = Self.viewClasses[element.name] else {
            IBUnsupported.note("<\(element.name)> (made a plain UIView)", in: document)
            return resolveClass(element, base: UIView.self).init(coder: coder) ?? UIView()
        }
        return resolveClass(element, base: base).init(coder: coder) ?? UIView(frame: .zero)
    }

    /// The attributes a view element sets, by Xcode's names.
    private func apply(_ element: IBElement, to view: UIView) {
        if let frame = IBAttributes.rect(element.child("rect", key: "frame")) { view.frame = frame }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = IBAttributes.autoresizingMask(mask)
        }
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let alpha = element.cgFloat("alpha") { view.alpha = alpha }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let interaction = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if let mode = element["contentMode"].flatMap(IBAttributes.contentMode) { view.contentMode = mode }
        for color in element.children("color") {
            guard let value = IBAttributes.color(color) else {
                IBUnsupported.note("colour \(color.attributes["name"] ?? "?")", in: document)
                continue
            }
            switch color.key {
            case "backgroundColor": view.backgroundColor = value
            case "textColor": (view as? UILabel)?.textColor = value
            case "onTintColor": (view as? UISwitch)?.onTintColor = value
            case "selectedSegmentTintColor": (view as? UISegmentedControl)?.selectedSegmentTintColor = value
            case "color" where view is UIActivityIndicatorView: (view as? UIActivityIndicatorView)?.color = value
            case "progressTintColor": (view as? UIProgressView)?.progressTintColor = value
            case "trackTintColor": (view as? UIProgressView)?.trackTintColor = value
            default: IBUnsupported.note("<color key=\"\(color.key ?? "")\">", in: document)
            }
        }
        switch view {
        case let label as UILabel: apply(element, toLabel: label)
        case let button as UIButton: apply(element, toButton: button)
        case let toggle as UISwitch: if let on = element.bool("on") { toggle.isOn = on }
        case let slider as UISlider:
            if let minimum = element.double("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.double("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.double("value") { slider.value = Float(value) }
        case let segmented as UISegmentedControl:
            for (index, segment) in (element.child("segments")?.children("segment") ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap(Int.init) {
                segmented.selectedSegmentIndex = selected
            }
        case let spinner as UIActivityIndicatorView:
            if element["style"] == "large" || element["style"] == "whiteLarge" { spinner.style = .large }
            if let hides = element.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if element.bool("animating") == true { spinner.startAnimating() }
        case let bar as UIProgressView:
            if element["progressViewStyle"] == "bar" { bar.progressViewStyle = .bar }
            if let progress = element.double("progress") { bar.progress = Float(progress) }
        case let pages as UIPageControl:
            if let count = element["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
            if let current = element["currentPage"].flatMap(Int.init) { pages.currentPage = current }
        case let stack as UIStackView: apply(element, toStack: stack)
        case let imageView as UIImageView: imageView.image = element["image"].flatMap { UIImage(named: $0) }
        case let table as UITableView:
            if let height = element.cgFloat("rowHeight"), height > 0 { table.rowHeight = height }
        default: break
        }
        if let attributes = element.child("userDefinedRuntimeAttributes") {
            applyRuntimeAttributes(attributes, to: view)
        }
    }

    private func apply(_ element: IBElement, toLabel label: UILabel) {
        if let text = element["text"] { label.text = text }
        if let alignment = element["textAlignment"].flatMap(IBAttributes.textAlignment) {
            label.textAlignment = alignment
        }
        if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let font = element.child("fontDescription", key: "fontDescription") { label.font = IBAttributes.font(font) }
    }

    private func apply(_ element: IBElement, toButton button: UIButton) {
        for state in element.children("state") where state.key == "normal" {
            if let title = state["title"] { button.setTitle(title, for: .normal) }
            if state["image"] != nil { IBUnsupported.note("button images", in: document) }
        }
        if let configuration = element.child("buttonConfiguration"), let title = configuration["title"] {
            button.setTitle(title, for: .normal)
        }
        if let font = element.child("fontDescription", key: "fontDescription") {
            button.titleLabel?.font = IBAttributes.font(font)
        }
    }

    private func apply(_ element: IBElement, toStack stack: UIStackView) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = element.cgFloat("spacing") { stack.spacing = spacing }
        let alignments: [String: UIStackView.Alignment] = [
            "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        ]
        if let alignment = element["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
        let distributions: [String: UIStackView.Distribution] = [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
            "equalCentering": .equalCentering,
        ]
        if let distribution = element["distribution"].flatMap({ distributions[$0] }) {
            stack.distribution = distribution
        }
        // A stack view's subviews in the storyboard are its arranged subviews.
        for subview in stack.subviews { stack.addArrangedSubview(subview) }
    }

    /// A prototype cell: the table makes one from the storyboard for each new cell it needs
    /// with that reuse identifier, with its segues.
    private func registerPrototype(_ element: IBElement, in table: UITableView) {
        guard let identifier = element["reuseIdentifier"] else { return }
        let document = self.document
        let owner = self.owner
        table.cellPrototypes[identifier] = { [weak owner] in
            guard let owner else { return nil }
            let loader = IBObjectLoader(document: document, owner: owner)
            return loader.makeCell(element)
        }
    }

    func makeCell(_ element: IBElement) -> UITableViewCell {
        let coder = StoryboardCoder(element: element)
        let type = resolveClass(element, base: UITableViewCell.self)
        let cell =
            type.init(coder: coder)
            ?? UITableViewCell(style: coder.cellStyle, reuseIdentifier: element["reuseIdentifier"])
        madeViews.append(cell)
        if let frame = IBAttributes.rect(element.child("rect", key: "frame")) { cell.frame = frame }
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark, "detailButton": .detailButton,
            "detailDisclosureButton": .detailDisclosureButton,
        ]
        if let accessory = element["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
        if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
        // A custom cell's content; the standard styles' labels are the cell's own.
        if element["style"] == nil, let content = element.child(key: "contentView") {
            for child in content.child("subviews")?.children ?? [] { cell.contentView.addSubview(makeView(child)) }
            for constraint in content.child("constraints")?.children("constraint") ?? [] {
                constraints.append((cell.contentView, constraint))
            }
            owner.register(cell.contentView, id: content.id)
        }
        owner.register(cell, id: element.id)
        activateConstraints()
        connect(element, excluding: nil)
        for segue in element.child("connections")?.children("segue") ?? [] {
            cell.storyboardSelectionSegue = { [weak owner, weak cell] in owner?.trigger(segue, sender: cell) }
        }
        awakeViews()
        return cell
    }

    // MARK: Bar items and gestures

    func apply(navigationItem element: IBElement, to item: UINavigationItem) {
        owner.register(item, id: element.id)
        if let title = element["title"] { item.title = title }
        if let supplements = element.bool("leftItemsSupplementBackButton") {
            item.leftItemsSupplementBackButton = supplements
        }
        for child in element.children {
            switch (child.name, child.key) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItem = makeBarButtonItem(child)
            case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItem = makeBarButtonItem(child)
            case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = makeBarButtonItem(child)
            // Several items: `<rightBarButtonItems>` holding `<barButtonItem>`s, outermost first.
            case ("leftBarButtonItems", _), (_, "leftBarButtonItems"):
                item.leftBarButtonItems = child.children("barButtonItem").map(makeBarButtonItem)
            case ("rightBarButtonItems", _), (_, "rightBarButtonItems"):
                item.rightBarButtonItems = child.children("barButtonItem").map(makeBarButtonItem)
            case ("barButtonItem", let key?):
                IBUnsupported.note("navigation item \(key)", in: document)
            default: break
            }
        }
    }

    func makeBarButtonItem(_ element: IBElement) -> UIBarButtonItem {
        let systemItems: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "undo": .undo, "redo": .redo,
            "close": .close,
        ]
        let item: UIBarButtonItem
        if let name = element["systemItem"] {
            if let systemItem = systemItems[name] {
                item = UIBarButtonItem(systemItem: systemItem)
            } else {
                IBUnsupported.note("bar button system item \"\(name)\"", in: document)
                item = UIBarButtonItem(title: name)
            }
        } else {
            item = UIBarButtonItem(title: element["title"], image: element["image"].flatMap { UIImage(named: $0) })
        }
        if element["style"] == "done" { item.style = .done }
        owner.register(item, id: element.id)
        return item
    }

    static let gestureClasses: [String: UIGestureRecognizer.Type] = [
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    @discardableResult
    func makeGestureRecognizer(_ element: IBElement) -> UIGestureRecognizer? {
        guard let base = Self.gestureClasses[element.name] else {
            IBUnsupported.note("<\(element.name)>", in: document)
            return nil
        }
        let recognizer = resolveClass(element, base: base).init()
        if let tap = recognizer as? UITapGestureRecognizer, let taps = element["numberOfTapsRequired"].flatMap(Int.init)
        {
            tap.numberOfTapsRequired = taps
        }
        if let press = recognizer as? UILongPressGestureRecognizer,
            let duration = element.double("minimumPressDuration")
        {
            press.minimumPressDuration = duration
        }
        owner.register(recognizer, id: element.id)
        return recognizer
    }

    // MARK: Constraints

    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// Activates the constraints of the views made so far: a missing `firstItem` is the view
    /// that holds the constraint; items may be views or layout guides.
    func activateConstraints() {
        var made: [NSLayoutConstraint] = []
        for (view, element) in constraints {
            let first: AnyObject? = element["firstItem"].map { owner.object($0) } ?? view
            guard let first, let firstAttribute = element["firstAttribute"].flatMap({ Self.layoutAttributes[$0] })
            else {
                IBUnsupported.note("constraint \(element.id ?? "") (unknown item or attribute)", in: document)
                continue
            }
            let second = owner.object(element["secondItem"])
            let secondAttribute = element["secondAttribute"].flatMap { Self.layoutAttributes[$0] } ?? .notAnAttribute
            let relation: NSLayoutConstraint.Relation =
                switch element["relation"] {
                case "greaterThanOrEqual": .greaterThanOrEqual
                case "lessThanOrEqual": .lessThanOrEqual
                default: .equal
                }
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: second == nil ? .notAnAttribute : secondAttribute,
                multiplier: Self.multiplier(element["multiplier"]),
                constant: element.cgFloat("constant") ?? 0)
            if let priority = element.double("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
            constraint.identifier = element["identifier"]
            owner.register(constraint, id: element.id)
            made.append(constraint)
        }
        constraints = []
        NSLayoutConstraint.activate(made)
    }

    /// `"2:1"` or `"0.5"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }

    // MARK: Connections

    /// Connects the `<connections>` inside `element` (not those inside `excluding`): outlets,
    /// outlet collections, actions and segue triggers. A destination not made yet (a view of a
    /// controller whose view has not loaded) waits for the view.
    func connect(_ element: IBElement, excluding: IBElement?) {
        collections = [:]
        walk(element, excluding: excluding)
        setCollections()
    }

    private func walk(_ element: IBElement, excluding: IBElement?) {
        if element === excluding { return }
        if element.name == "connections", let sourceElement = element.parent {
            for connection in element.children { connect(connection, from: sourceElement) }
        }
        for child in element.children { walk(child, excluding: excluding) }
    }

    /// The controller's outlets to the views of `viewElement`, connected when the view loads.
    func connectOutlets(of controllerElement: IBElement, into viewElement: IBElement) {
        let ids = Set(viewElement.descendants.compactMap(\.id))
        collections = [:]
        for connection in controllerElement.child("connections")?.children ?? []
        where connection.name.hasPrefix("outlet") && connection["destination"].map(ids.contains) == true {
            connect(connection, from: controllerElement)
        }
        setCollections()
    }

    private func connect(_ connection: IBElement, from sourceElement: IBElement) {
        guard let source = owner.object(sourceElement.id) else { return }
        let destinationID = connection["destination"]
        switch connection.name {
        case "outlet":
            guard let property = connection["property"], let destination = owner.object(destinationID) else { return }
            setOutlet(property, of: source, to: destination, connection)
        case "outletCollection":
            guard let property = connection["property"], let destination = owner.object(destinationID) else { return }
            if property == "gestureRecognizers", let view = source as? UIView,
                let recognizer = destination as? UIGestureRecognizer
            {
                view.addGestureRecognizer(recognizer)
            } else {
                let key = "\(ObjectIdentifier(source).hashValue)|\(property)|\(sourceElement.id ?? "")"
                collections[key, default: []].append(destination)
                pendingCollectionSources[key] = (source, property, connection)
            }
        case "action":
            guard let name = connection["selector"] else { return }
            let target: AnyObject? = owner.isFirstResponder(destinationID) ? nil : owner.object(destinationID)
            let selector = Selector(name)
            switch source {
            case let control as UIControl:
                control.addTarget(target, action: selector, for: IBAttributes.controlEvents(connection["eventType"]))
            case let item as UIBarButtonItem:
                item.target = target
                item.action = selector
            case let recognizer as UIGestureRecognizer:
                if let target { recognizer.addTarget(target, action: selector) }
            default:
                IBUnsupported.note("an action from <\(sourceElement.name)>", in: document)
            }
        case "segue":
            let kind = connection["kind"]
            guard kind != "relationship", kind != "embed", !(source is UIViewController), !(source is UITableViewCell)
            else { return }
            let owner = self.owner
            switch source {
            case let control as UIControl:
                control.addAction(
                    UIAction { [weak owner, weak control] _ in owner?.trigger(connection, sender: control) },
                    for: .primaryActionTriggered)
            case let item as UIBarButtonItem:
                item.primaryAction = UIAction { [weak owner, weak item] _ in owner?.trigger(connection, sender: item) }
            case let recognizer as UIGestureRecognizer:
                recognizer.addTarget { [weak owner] recognizer in
                    if recognizer.state == .ended { owner?.trigger(connection, sender: recognizer) }
                }
            default:
                IBUnsupported.note("a segue from <\(sourceElement.name)>", in: document)
            }
        default:
            break
        }
    }

    private var pendingCollectionSources: [String: (AnyObject, String, IBElement)] = [:]

    private func setCollections() {
        for (key, objects) in collections {
            guard let (source, property, connection) = pendingCollectionSources[key] else { continue }
            setOutlet(property, of: source, to: objects, connection)
        }
        collections = [:]
        pendingCollectionSources = [:]
    }

    /// Sets an outlet through the generated tables (the app's classes) or UIKit's own outlets.
    private func setOutlet(_ property: String, of source: AnyObject, to value: Any, _ connection: IBElement) {
        if let outlet = IBOutlets.outlet(property, of: source) {
            do {
                try outlet.set(ObjCArguments(values: [value]))
            } catch let mismatch as ObjCArgumentMismatch {
                UIApplication.shared.report(
                    .exception,
                    "\(document.fileName) (connection \(connection.id ?? "")): the outlet \(property) of \(type(of: source)) takes \(mismatch.expected), not \(mismatch.actual ?? "nil")",
                    name: "NSUnknownKeyException")
            } catch {}
            return
        }
        UIApplication.shared.report(
            .exception,
            "[<\(String(reflecting: type(of: source))) \(MessageDispatch.address(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (\(document.fileName), connection \(connection.id ?? ""): declare '@IBOutlet var \(property)' in \(type(of: source)) or remove the connection)",
            name: "NSUnknownKeyException")
    }

    // MARK: Runtime attributes

    /// `<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">`: set by key path
    /// through the generated tables, or UIKit's keys (`layer.cornerRadius`…).
    private func applyRuntimeAttributes(_ list: IBElement, to object: AnyObject) {
        for attribute in list.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = Self.runtimeValue(attribute)
            if let outlet = IBOutlets.outlet(keyPath, of: object) {
                _ = try? outlet.set(ObjCArguments(values: [value]))
            } else if !IBOutlets.setUIKitKeyPath(keyPath, of: object, to: value) {
                UIApplication.shared.report(
                    .exception,
                    "[<\(String(reflecting: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath). (\(document.fileName), element \(attribute.parent?.parent?.id ?? ""))",
                    name: "NSUnknownKeyException")
            }
        }
    }

    static func runtimeValue(_ attribute: IBElement) -> Any? {
        let value = attribute.child(key: "value")
        switch attribute["type"] {
        case "number": return value?.double("value")
        case "boolean": return attribute.bool("value") ?? value?.bool("value")
        case "string": return attribute["value"] ?? value?["value"]
        case "color": return value.flatMap(IBAttributes.color)
        case "size": return value.map { CGSize(width: $0.cgFloat("width") ?? 0, height: $0.cgFloat("height") ?? 0) }
        case "point": return value.map { CGPoint(x: $0.cgFloat("x") ?? 0, y: $0.cgFloat("y") ?? 0) }
        case "rect": return IBAttributes.rect(value)
        default: return attribute["value"]
        }
    }

    // MARK: Waking

    /// `awakeFromNib` on every view made, in document order, once all are connected.
    func awakeViews() {
        let views = madeViews
        madeViews = []
        for view in views { view.awakeFromNib() }
    }
}

/// Outlets by name: the app's (generated tables), then UIKit's own that storyboards connect.
@MainActor
enum IBOutlets {
    static func outlet(_ name: String, of object: AnyObject) -> ObjCOutlet? {
        for table in GeneratedModules.memberTables {
            if let outlet = table.outlet(name, of: object) { return outlet }
        }
        switch (object, name) {
        case (let table as UITableView, "dataSource"):
            return ObjCOutlet { table.dataSource = try $0.at(0) as UITableViewDataSource? }
        case (let table as UITableView, "delegate"):
            return ObjCOutlet { table.delegate = try $0.at(0) as UITableViewDelegate? }
        case (let scroll as UIScrollView, "delegate"):
            return ObjCOutlet { scroll.delegate = try $0.at(0) as UIScrollViewDelegate? }
        case (let controller as UIViewController, "view"):
            return ObjCOutlet { controller.view = try $0.at(0) as UIView }
        case (let recognizer as UIGestureRecognizer, "delegate"):
            return ObjCOutlet { recognizer.delegate = try $0.at(0) as UIGestureRecognizerDelegate? }
        default:
            return nil
        }
    }

    /// UIKit key paths that user-defined runtime attributes commonly set.
    static func setUIKitKeyPath(_ keyPath: String, of object: AnyObject, to value: Any?) -> Bool {
        guard let view = object as? UIView else { return false }
        let number = (value as? Double).map { CGFloat($0) }
        switch keyPath {
        case "layer.cornerRadius": if let number { view.layer.cornerRadius = number } else { return false }
        case "layer.borderWidth": if let number { view.layer.borderWidth = number } else { return false }
        case "layer.masksToBounds", "clipsToBounds": view.clipsToBounds = (value as? Bool) ?? false
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        default: return false
        }
        return true
    }
}

/// What a document asked for that this UIKit does not make yet: reported once per document as
/// one log line, never silently dropped.
@MainActor
enum IBUnsupported {
    private static var reported: [String: Set<String>] = [:]

    static func note(_ what: String, in document: IBDocument) {
        guard reported[document.path, default: []].insert(what).inserted else { return }
        UIApplication.shared.report(.log, "\(document.fileName): not supported on Linux yet, left out: \(what)")
    }
}
