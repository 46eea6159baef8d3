import Foundation

/// Objective-C selector names of Swift methods, by the rules the Swift compiler exposes
/// `@objc` methods with: the base name, then the capitalised first label when it is not `_`
/// (after "With", unless the label starts or the base name ends with a preposition), then one
/// `label:` (or `:`) per further parameter. The prepositions are the compiler's
/// (`lib/Basic/PartsOfSpeech.def` in swiftlang/swift).
enum ObjCName {
    /// `didTap(_:)` → `didTap:`; `show(book:animated:)` → `showWithBook:animated:`;
    /// `refresh(with:)` → `refreshWith:`; `reload()` → `reload`.
    static func method(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if let first {
            let prepositional =
                prepositions.contains(words(first).first?.lowercased() ?? "")
                || prepositions.contains(words(base).last?.lowercased() ?? "")
            name += (prepositional ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given",
        "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until",
        "using", "via", "when", "with", "within",
    ]

    /// An identifier's camel-case words: `didSelectRow` → did, Select, Row; a run of capitals
    /// stays one word (`loadURLFast` → load, URL, Fast).
    static func words(_ identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { !$0.isUppercase } ?? false
                    || (next.map { $0.isLowercase } ?? false && previous?.isUppercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A property's setter: `title` → `setTitle:`.
    static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// Labels of a Swift declaration name such as `tableView(_:didSelectRowAt:)`; nil when the
    /// name has no argument list.
    static func split(_ fullName: String) -> (base: String, labels: [String?]?) {
        guard let open = fullName.firstIndex(of: "("), fullName.hasSuffix(")") else { return (fullName, nil) }
        let base = String(fullName[..<open])
        let inner = fullName[fullName.index(after: open)..<fullName.index(before: fullName.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { label -> String? in
            let trimmed = label.trimmingCharacters(in: .whitespaces)
            return trimmed == "_" ? nil : String(trimmed)
        }
        return (base, labels)
    }
}
