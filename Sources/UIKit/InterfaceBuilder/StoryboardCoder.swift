import Foundation

/// The coder `init(coder:)` gets for an object a storyboard or nib makes. Views and controllers
/// here read nothing from it (the loader sets their attributes after `init(coder:)`, as the
/// Objective-C decoding would have); a table cell reads its style and reuse identifier.
final class StoryboardCoder: NSCoder {
    let element: IBElement

    init(element: IBElement) {
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { element[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { element[key] }
    override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap(Int.init) ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { element.double(key) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(element.double(key) ?? 0) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(element[key].flatMap(Int.init) ?? 0) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(element[key].flatMap(Int.init) ?? 0) }

    /// The style of a prototype cell (`IBUITableViewCellStyleValue1`…).
    var cellStyle: UITableViewCell.CellStyle {
        switch element["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }
}
