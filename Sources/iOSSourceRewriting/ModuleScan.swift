import Foundation
import SwiftParser
import SwiftSyntax

/// One of the iOS sources: its path (for `#sourceLocation` and diagnostics) and text.
public struct SourceFile {
    public let path: String
    public let text: String
    let tree: SourceFileSyntax
    let lines: SourceLocationConverter

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lines = SourceLocationConverter(fileName: path, tree: tree)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: lines, afterLeadingTrivia: true).line
    }
}

/// A method of a class (or of a protocol's extension) as the Objective-C side would see it.
struct MethodInfo {
    var typeName: String
    var base: String
    var labels: [String?]
    var explicitObjCName: String?
    /// Declared `@objc`, `@IBAction`, `dynamic`, or in an `@objcMembers` class.
    var marked: Bool
    var isStatic: Bool
    var returnsValue: Bool
    var isThrowing: Bool
    var isAsync: Bool
    /// No `inout`, variadic or generic parameters: a table can call it with `ObjCArguments`.
    var callable: Bool
    var file: String
    var line: Int

    var objcName: String { explicitObjCName ?? ObjCName.method(base: base, labels: labels) }
    var swiftName: String { base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

/// A property an outlet connection or a user-defined runtime attribute can set.
struct PropertyInfo {
    var typeName: String
    var name: String
    var isOutlet: Bool
    var isInspectable: Bool
    var marked: Bool
    var isStatic: Bool
    var isLet: Bool
    /// Stored, or computed with a setter: a table can assign it.
    var settable: Bool
    var file: String
    var line: Int
}

/// A class, struct, enum or protocol declared in the module, merged over its extensions.
struct TypeInfo {
    enum Kind { case `class`, `struct`, `enum`, `protocol`, actor }
    var name: String
    var kind: Kind
    var inherited: [String]
    var objcMembers: Bool
    var isGeneric: Bool
    var isPrivate: Bool
    var isFinal: Bool
    var file: String
    var line: Int
}

/// A requirement of an `@objc` protocol.
struct RequirementInfo {
    var protocolName: String
    var base: String
    var labels: [String?]
    var explicitObjCName: String?
    var isOptional: Bool
    var isProperty: Bool
    /// The declaration's text without `@objc` and `optional`, for the generated default.
    var signature: String
    /// The parameters' names inside the method, to forward them; nil when one has none (`_:`).
    var argumentNames: [String]?
    /// A property's type as written.
    var propertyType: String?
    /// A property declared `{ get set }`.
    var isSettable: Bool
    var returnsValue: Bool
    var file: String
    var line: Int

    var objcName: String { explicitObjCName ?? ObjCName.method(base: base, labels: labels) }
}

/// Everything the rewrite of one file needs to know about the others: pass one.
struct ModuleScan {
    var types: [String: TypeInfo] = [:]
    /// Extensions' inheritance clauses, by extended type.
    var extensionConformances: [String: [String]] = [:]
    var methods: [MethodInfo] = []
    var properties: [PropertyInfo] = []
    var objcProtocols: [String: [RequirementInfo]] = [:]
    /// Types whose extensions say `@objcMembers`-like things: the class itself decides.
    init(files: [SourceFile]) {
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            for type in collector.types {
                if var existing = types[type.name] {
                    existing.inherited += type.inherited
                    types[type.name] = existing
                } else {
                    types[type.name] = type
                }
            }
            for (name, list) in collector.extensionConformances { extensionConformances[name, default: []] += list }
            methods += collector.methods
            properties += collector.properties
            for (name, list) in collector.objcProtocols { objcProtocols[name, default: []] += list }
        }
        nameUIKitWitnesses()
    }

    /// A method implementing a requirement of one of UIKit's Objective-C protocols that its
    /// class conforms to is exposed under the header's selector, as on iOS.
    private mutating func nameUIKitWitnesses() {
        var requirementsByType: [String: [String: String]] = [:]
        for index in methods.indices where methods[index].explicitObjCName == nil && !methods[index].isStatic {
            let typeName = methods[index].typeName
            if requirementsByType[typeName] == nil {
                var names: [String: String] = [:]
                for proto in uikitProtocols(of: typeName) {
                    for requirement in UIKitProtocols.requirements[proto] ?? [] where !requirement.isProperty {
                        names[requirement.swiftName] = requirement.objcName
                    }
                }
                requirementsByType[typeName] = names
            }
            if let objcName = requirementsByType[typeName]?[methods[index].swiftName] {
                methods[index].explicitObjCName = objcName
                methods[index].marked = true
            }
        }
    }

    /// UIKit's Objective-C protocols the type conforms to: named in its (or a superclass's)
    /// declaration or extensions, inherited through the module's protocols, or adopted by the
    /// UIKit class it descends from.
    func uikitProtocols(of typeName: String) -> [String] {
        var result: [String] = []
        var pending: [String] = []
        for type in lineage(of: typeName) {
            pending += conformances(of: type).sorted()
            pending += UIKitProtocols.adoptedByClass[type] ?? []
        }
        var seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if UIKitProtocols.requirements[name] != nil {
                for proto in UIKitProtocols.closure(of: name) where !result.contains(proto) { result.append(proto) }
            } else if let type = types[name], type.kind == .protocol {
                pending += type.inherited
            }
        }
        return result
    }

    /// The superclass of a module class (the first inherited type, when it is a class we know
    /// or not a protocol we know).
    func superclass(of typeName: String) -> String? {
        guard let type = types[typeName], type.kind == .class, let first = type.inherited.first else { return nil }
        if let known = types[first], known.kind != .class { return nil }
        if objcProtocols[first] != nil { return nil }
        return first
    }

    /// The class and its module superclasses, nearest first, then the first non-module
    /// superclass (a UIKit class, whose module extensions may declare methods too).
    func lineage(of typeName: String) -> [String] {
        var chain = [typeName]
        var current = typeName
        while let next = superclass(of: current), !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    func depth(of typeName: String) -> Int { lineage(of: typeName).count }

    /// Every protocol the type conforms to in its declaration or extensions.
    func conformances(of typeName: String) -> Set<String> {
        var all = Set(types[typeName]?.inherited ?? [])
        all.formUnion(extensionConformances[typeName] ?? [])
        return all
    }

    /// The Objective-C names of the `@objc` protocol requirements the class (or a superclass)
    /// conforms to: methods implementing them are exposed as on iOS.
    func protocolRequirementNames(for typeName: String) -> Set<String> {
        var names = Set<String>()
        for proto in moduleObjCProtocols(of: typeName) {
            for requirement in objcProtocols[proto] ?? [] { names.insert(requirement.objcName) }
        }
        return names
    }

    /// The module's `@objc` protocols the class (or a superclass) conforms to, with the ones
    /// they inherit.
    func moduleObjCProtocols(of typeName: String) -> Set<String> {
        var pending = lineage(of: typeName).flatMap { conformances(of: $0) }
        var result = Set<String>()
        while let name = pending.popLast() {
            guard objcProtocols[name] != nil, result.insert(name).inserted else { continue }
            pending += types[name]?.inherited ?? []
        }
        return result
    }

    /// Whether the method is reachable by a selector, as it would be on iOS.
    func isExposed(_ method: MethodInfo) -> Bool {
        if method.marked { return true }
        if types[method.typeName]?.objcMembers == true { return true }
        return protocolRequirementNames(for: method.typeName).contains(method.objcName)
    }

    /// The names of the optional property requirements of the protocols the class conforms
    /// to (the module's `@objc` ones and UIKit's): a property by that name answers
    /// `responds(to:)` and the protocol extension's getter.
    /// Each with the module requirement's type, which a table's getter names: the protocol
    /// extension's getter of the same name (of the optional type) must not answer for it.
    func optionalProperties(for typeName: String) -> [String: String?] {
        var properties: [String: String?] = [:]
        for proto in uikitProtocols(of: typeName) {
            for requirement in UIKitProtocols.requirements[proto] ?? [] where requirement.isProperty {
                properties[requirement.swiftName] = .some(nil)
            }
        }
        for proto in moduleObjCProtocols(of: typeName) {
            for requirement in objcProtocols[proto] ?? [] where requirement.isProperty && requirement.isOptional {
                properties[requirement.base] = requirement.propertyType
            }
        }
        return properties
    }

    /// The optional requirements of `@objc` protocols, by base name (for call sites).
    var optionalRequirements: [String: [RequirementInfo]] {
        var result: [String: [RequirementInfo]] = [:]
        for requirement in objcProtocols.values.joined() where requirement.isOptional && !requirement.isProperty {
            result[requirement.base, default: []].append(requirement)
        }
        return result
    }
}

/// Walks one file's declarations (not into bodies) and records types, methods, properties
/// and `@objc` protocols.
final class DeclarationCollector: SyntaxVisitor {
    let file: SourceFile
    var types: [TypeInfo] = []
    var extensionConformances: [String: [String]] = [:]
    var methods: [MethodInfo] = []
    var properties: [PropertyInfo] = []
    var objcProtocols: [String: [RequirementInfo]] = [:]
    private var context: [(name: String, objcMembers: Bool, isProtocol: Bool, isObjCProtocol: Bool)] = []

    init(file: SourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var qualifiedPrefix: String { context.map(\.name).joined(separator: ".") }

    private func qualified(_ name: String) -> String { context.isEmpty ? name : qualifiedPrefix + "." + name }

    private func enterType(
        _ name: String, kind: TypeInfo.Kind, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
        inheritance: InheritanceClauseSyntax?, generic: Bool, node: some SyntaxProtocol
    ) {
        let full = qualified(name)
        let objcMembers = attributes.has("objcMembers")
        types.append(
            TypeInfo(
                name: full, kind: kind, inherited: inheritance.inheritedNames, objcMembers: objcMembers,
                isGeneric: generic, isPrivate: modifiers.has("private") || modifiers.has("fileprivate"),
                isFinal: modifiers.has("final"), file: file.path, line: file.line(of: node)))
        context.append(
            (
                full.split(separator: ".").last.map(String.init) ?? full, objcMembers, kind == .protocol,
                attributes.has("objc")
            ))
        if kind == .protocol, attributes.has("objc") { objcProtocols[full, default: []] += [] }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, kind: .class, attributes: node.attributes, modifiers: node.modifiers,
            inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, kind: .struct, attributes: node.attributes, modifiers: node.modifiers,
            inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, kind: .enum, attributes: node.attributes, modifiers: node.modifiers,
            inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, kind: .actor, attributes: node.attributes, modifiers: node.modifiers,
            inheritance: node.inheritanceClause, generic: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { context.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node.name.text, kind: .protocol, attributes: node.attributes, modifiers: node.modifiers,
            inheritance: node.inheritanceClause, generic: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { context.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        extensionConformances[name, default: []] += node.inheritanceClause.inheritedNames
        // An extension of an `@objcMembers` class exposes its members too; the class decides.
        context.append((name, false, false, false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = context.last else { return .skipChildren }
        let typeName = qualifiedPrefix
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text } as [String?]
        let callable =
            node.genericParameterClause == nil
            && parameters.allSatisfy { parameter in
                parameter.ellipsis == nil && !parameter.type.trimmedDescription.hasPrefix("inout ")
                    && !parameter.type.trimmedDescription.hasPrefix("some ")
            }
        let returnType = node.signature.returnClause?.type.trimmedDescription
        let returnsValue = returnType != nil && returnType != "Void" && returnType != "()"
        if owner.isProtocol {
            if owner.isObjCProtocol {
                objcProtocols[typeName, default: []].append(
                    RequirementInfo(
                        protocolName: typeName, base: node.name.text, labels: labels,
                        explicitObjCName: node.attributes.objcName, isOptional: node.modifiers.has("optional"),
                        isProperty: false, signature: RequirementInfo.signatureText(node),
                        argumentNames: RequirementInfo.argumentNames(parameters), propertyType: nil, isSettable: false,
                        returnsValue: returnsValue, file: file.path, line: file.line(of: node)))
            }
            return .skipChildren
        }
        let marked =
            node.attributes.has("objc") || node.attributes.has("IBAction") || node.attributes.has("IBSegueAction")
            || node.modifiers.has("dynamic") || owner.objcMembers
        methods.append(
            MethodInfo(
                typeName: typeName, base: node.name.text, labels: labels, explicitObjCName: node.attributes.objcName,
                marked: marked, isStatic: node.modifiers.has("static") || node.modifiers.has("class"),
                returnsValue: returnsValue, isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
                isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, callable: callable,
                file: file.path, line: file.line(of: node)))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = context.last else { return .skipChildren }
        let typeName = qualifiedPrefix
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if owner.isProtocol {
                if owner.isObjCProtocol {
                    objcProtocols[typeName, default: []].append(
                        RequirementInfo(
                            protocolName: typeName, base: name, labels: [], explicitObjCName: nil,
                            isOptional: node.modifiers.has("optional"), isProperty: true, signature: "",
                            argumentNames: nil, propertyType: binding.typeAnnotation?.type.trimmedDescription,
                            isSettable: binding.isSettable, returnsValue: true, file: file.path,
                            line: file.line(of: node)))
                }
                continue
            }
            properties.append(
                PropertyInfo(
                    typeName: typeName, name: name, isOutlet: node.attributes.has("IBOutlet"),
                    isInspectable: node.attributes.has("IBInspectable"),
                    marked: node.attributes.has("objc") || node.modifiers.has("dynamic") || owner.objcMembers,
                    isStatic: node.modifiers.has("static") || node.modifiers.has("class"),
                    isLet: node.bindingSpecifier.text == "let", settable: binding.isSettable, file: file.path,
                    line: file.line(of: node)))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // Top-level code in main.swift: statements are not declarations of the module.
        node.parent?.is(SourceFileSyntax.self) == true ? .visitChildren : .skipChildren
    }
}

extension RequirementInfo {
    /// `(_ details: Details, for index: Int)` → `["details", "index"]`.
    static func argumentNames(_ parameters: FunctionParameterListSyntax) -> [String]? {
        var names: [String] = []
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if name == "_" { return nil }
            names.append(name)
        }
        return names
    }

    /// The requirement's declaration without attributes and `optional`, for a default's
    /// signature: `func detailsDidAppear(_ details: Details)`.
    static func signatureText(_ node: FunctionDeclSyntax) -> String {
        let modifiers = node.modifiers.filter { $0.name.text != "optional" }.map(\.trimmedDescription)
        var text = (modifiers + ["func"]).joined(separator: " ") + " " + node.name.text
        if let generics = node.genericParameterClause { text += generics.trimmedDescription }
        text += node.signature.trimmedDescription
        if let whereClause = node.genericWhereClause { text += " " + whereClause.trimmedDescription }
        return text
    }
}

extension AttributeListSyntax {
    func attribute(_ name: String) -> AttributeSyntax? {
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    func has(_ name: String) -> Bool { attribute(name) != nil }

    /// The name given in `@objc(name:)`.
    var objcName: String? {
        guard let arguments = attribute("objc")?.arguments else { return nil }
        let text = arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
        return text.isEmpty ? nil : text
    }
}

extension DeclModifierListSyntax {
    func has(_ name: String) -> Bool { contains { $0.name.text == name } }
}

extension Optional where Wrapped == InheritanceClauseSyntax {
    var inheritedNames: [String] { self?.inheritedTypes.map { $0.type.trimmedDescription } ?? [] }
}

extension PatternBindingSyntax {
    /// Stored (observers allowed) or with a `set` accessor.
    var isSettable: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}
