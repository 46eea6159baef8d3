import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What can be known wrong in a storyboard or nib at build time, against the module's Swift: a
/// custom class the module does not declare, an outlet with no property, an action with no
/// method or with a method of another arity. Each is a warning at the storyboard's line (the
/// app may still run: iOS fails only when that scene loads), with the fix.
struct InterfaceBuilderCheck {
    let moduleName: String
    let scan: ModuleScan

    /// Properties UIKit's own classes give outlets to (`view`, a table's `dataSource`…).
    static let uikitOutlets: Set<String> = [
        "view", "dataSource", "delegate", "tableView", "collectionView", "searchDisplayController", "navigationItem",
        "tabBarItem", "gestureRecognizers",
    ]

    func diagnostics(path: String) -> [RewriteDiagnostic] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let collector = ElementCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse(), collector.failed == false else {
            return [
                RewriteDiagnostic(
                    severity: .warning, file: path, line: collector.errorLine ?? parser.lineNumber,
                    message: "not well-formed XML: UIKit will refuse this file; open it in Xcode and save it again")
            ]
        }
        var found: [RewriteDiagnostic] = []
        func warn(_ element: Element, _ message: String) {
            found.append(RewriteDiagnostic(severity: .warning, file: path, line: element.line, message: message))
        }
        let byID = Dictionary(
            collector.elements.compactMap { e in e.attributes["id"].map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
        for element in collector.elements {
            if let name = moduleClass(of: element), scan.types[name]?.kind != .class {
                warn(
                    element,
                    "Unknown class \(name) in Interface Builder file: declare 'class \(name)' in module \(moduleName), or fix the element's Custom Class"
                )
            }
            switch element.name {
            case "outlet", "outletCollection":
                guard let owner = element.owner.flatMap({ byID[$0] }).flatMap(moduleClass),
                    let property = element.attributes["property"], !Self.uikitOutlets.contains(property)
                else { continue }
                let lineage = scan.lineage(of: owner)
                if !scan.properties.contains(where: { lineage.contains($0.typeName) && $0.name == property }) {
                    warn(
                        element,
                        "outlet '\(property)' has no property in \(owner): declare '@IBOutlet var \(property)' or remove the connection"
                    )
                }
            case "action":
                guard let selector = element.attributes["selector"],
                    let target = element.attributes["destination"].flatMap({ byID[$0] }).flatMap(moduleClass)
                else { continue }
                let lineage = scan.lineage(of: target)
                let methods = scan.methods.filter { lineage.contains($0.typeName) }
                if methods.contains(where: { $0.objcName == selector }) { continue }
                let base = String(selector.prefix { $0 != ":" })
                if let other = methods.first(where: { $0.base == base }) {
                    warn(
                        element,
                        "action '\(selector)' takes \(selector.filter { $0 == ":" }.count) arguments, but \(target).\(other.swiftName) takes \(other.labels.count): give the method the storyboard's arguments (none, sender, or sender and event)"
                    )
                } else {
                    warn(
                        element,
                        "action '\(selector)' has no method in \(target): declare '@IBAction func \(base)(_ sender: Any)' or remove the connection"
                    )
                }
            case "segue":
                // `@IBSegueAction`: the scene's controller makes the destination.
                guard let selector = element.attributes["destinationCreationSelector"],
                    let source = element.controller.flatMap({ byID[$0] }).flatMap(moduleClass)
                else { continue }
                let lineage = scan.lineage(of: source)
                if !scan.methods.contains(where: { lineage.contains($0.typeName) && $0.objcName == selector }) {
                    let base = String(selector.prefix { $0 != ":" })
                    warn(
                        element,
                        "segue action '\(selector)' has no method in \(source): declare '@IBSegueAction func \(base)(_ coder: NSCoder) -> UIViewController?' or remove the segue action"
                    )
                }
            default:
                break
            }
        }
        return found
    }

    /// The element's custom class when it is in this module.
    private func moduleClass(of element: Element) -> String? {
        guard let name = element.attributes["customClass"] else { return nil }
        let module = element.attributes["customModule"]
        guard module == moduleName || (module == nil && element.attributes["customModuleProvider"] == "target") else {
            return nil
        }
        return name
    }

    struct Element {
        let name: String
        let attributes: [String: String]
        let line: Int
        /// For a connection: the id of the element whose `<connections>` holds it.
        let owner: String?
        /// The id of the scene's controller the element is in.
        let controller: String?
    }

    final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [(name: String, id: String?, isController: Bool)] = []
        var failed = false
        var errorLine: Int?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            let owner = stack.last?.name == "connections" ? stack.dropLast().last?.id : nil
            let controller = stack.last(where: \.isController)?.id
            elements.append(
                Element(
                    name: elementName, attributes: attributeDict, line: parser.lineNumber, owner: owner,
                    controller: controller))
            stack.append((elementName, attributeDict["id"], attributeDict["sceneMemberID"] == "viewController"))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            failed = true
            errorLine = errorLine ?? parser.lineNumber
        }
    }
}
