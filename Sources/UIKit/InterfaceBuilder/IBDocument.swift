import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (`.storyboard`, `.xib`), as Xcode writes it.
final class IBElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [IBElement] = []
    private(set) weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    var key: String? { attributes["key"] }

    func add(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }

    /// The first child named `name` (with `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with this `key`, whatever its element name.
    func child(key: String) -> IBElement? { children.first { $0.key == key } }

    func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// This element and every element inside it, in document order.
    var descendants: [IBElement] { [self] + children.flatMap(\.descendants) }

    func bool(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }
    func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    func cgFloat(_ attribute: String) -> CGFloat? { double(attribute).map { CGFloat($0) } }
}

/// A parsed `.storyboard` or `.xib`: its root element and every element by id.
final class IBDocument {
    let path: String
    let root: IBElement
    private(set) var elements: [String: IBElement] = [:]

    /// Parses the file; a file that cannot be read or is not well-formed XML throws an error
    /// that names the file and the line.
    convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IBDocumentError(path: path, line: nil, reason: "the file cannot be read")
        }
        try self.init(data: data, path: path)
    }

    init(data: Data, path: String) throws {
        self.path = path
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        // Foundation's parser recovers from some errors and still returns true: any error counts.
        let parsed = parser.parse()
        guard parsed, builder.errorLine == nil, parser.parserError == nil, let root = builder.root else {
            let code = (builder.error ?? parser.parserError).map { " (XML parser error \(($0 as NSError).code))" } ?? ""
            throw IBDocumentError(
                path: path, line: builder.errorLine ?? parser.lineNumber,
                reason:
                    "not well-formed XML\(code); open it in Xcode and save it again, or restore it from version control"
            )
        }
        guard root.name == "document" else {
            throw IBDocumentError(
                path: path, line: root.line,
                reason: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        self.root = root
        for element in root.descendants { if let id = element.id { elements[id] = element } }
    }

    var fileName: String { URL(fileURLWithPath: path).lastPathComponent }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: IBElement?
        var stack: [IBElement] = []
        var errorLine: Int?
        var error: Error?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last { parent.add(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil {
                errorLine = parser.lineNumber
                error = parseError
            }
        }
    }
}

/// A storyboard or nib that cannot be read.
struct IBDocumentError: Error, CustomStringConvertible {
    let path: String
    let line: Int?
    let reason: String

    var description: String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
    }
}
