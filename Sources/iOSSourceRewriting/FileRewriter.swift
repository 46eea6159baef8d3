import Foundation
import SwiftSyntax

/// A problem found in the user's source, reported at their line by a `#error` or `#warning`
/// the generated file places there with `#sourceLocation`.
public struct RewriteDiagnostic: Equatable, CustomStringConvertible {
    public enum Severity: String { case error, warning }
    public let severity: Severity
    public let file: String
    public let line: Int
    public let message: String

    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}

/// Pass two over one file: the edits that make it compile without the Objective-C runtime.
final class FileRewriter: SyntaxVisitor {
    let file: SourceFile
    let scan: ModuleScan
    let moduleName: String
    private(set) var edits: [SourceEdit] = []
    private(set) var diagnostics: [RewriteDiagnostic] = []
    /// Whether the generated part of the file uses UIKit's generated-code interface.
    private(set) var needsSPI = false
    private var context: [String] = []
    private var protocolDepth = 0

    /// Attributes that only the Objective-C runtime or Interface Builder read.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]
    /// Apple frameworks whose API this UIKit answers in one module.
    static let mergedModules: Set<String> = ["QuartzCore", "CoreGraphics"]

    init(file: SourceFile, scan: ModuleScan, moduleName: String) {
        self.file = file
        self.scan = scan
        self.moduleName = moduleName
        super.init(viewMode: .sourceAccurate)
    }

    private var enclosingType: String? { context.isEmpty ? nil : context.joined(separator: ".") }

    private func report(_ severity: RewriteDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
        diagnostics.append(
            RewriteDiagnostic(severity: severity, file: file.path, line: file.line(of: node), message: message))
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.name.text)
        rewriteEntryPoint(node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { context.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.name.text)
        protocolDepth += 1
        if node.attributes.has("objc") {
            // An `@objc` protocol is class-bound (`weak var delegate: P?`); without `@objc` it
            // must say so. Protocols it inherits are `@objc` ones, class-bound already.
            if node.inheritanceClause == nil { edits.append(.inserting(": AnyObject", after: node.name)) }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.has("optional") else {
                    continue
                }
                if variable.bindings.contains(where: \.isSettable) {
                    report(
                        .error, variable,
                        "a settable optional property requirement of an @objc protocol is not supported on Linux; make it { get }, or a method"
                    )
                } else {
                    // Becomes a getter in a protocol extension (generated) that answers nil unless the
                    // conformer has the property, as the optional requirement does.
                    edits.append(.blanking(variable))
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) {
        context.removeLast()
        protocolDepth -= 1
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        context = [node.extendedType.trimmedDescription]
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context = [] }

    // MARK: Attributes, modifiers, imports

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "UIApplicationMain" || name == "NSApplicationMain" {
            // The delegate's `main()` (UIKit's `UIApplicationDelegate` extension) launches the app.
            edits.append(.replacing(node, with: "@main"))
        } else if Self.droppedAttributes.contains(name) {
            edits.append(.removing(node))
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.text {
        case "dynamic": edits.append(.removing(node))
        case "optional" where protocolDepth > 0: edits.append(.removing(node))
        default: break
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let components = node.path.map(\.name.text)
        guard let first = components.first else { return .skipChildren }
        if first == "UIKit", components.count > 1 {
            // `import UIKit.UIGestureRecognizerSubclass`: this UIKit is one module.
            edits.append(.replacing(node.path, with: "UIKit"))
        } else if Self.mergedModules.contains(first) {
            edits.append(.replacing(node.path, with: "UIKit"))
        } else if first == "ObjectiveC" {
            edits.append(.replacing(node.path, with: "Foundation"))
        }
        return .skipChildren
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        if let name = selectorName(argument, at: node) {
            edits.append(.replacing(node, with: "Selector(\"\(name)\")"))
        }
        return .skipChildren
    }

    /// The Objective-C name `#selector(…)` stands for, resolved against the module's methods.
    private func selectorName(_ argument: LabeledExprSyntax, at node: MacroExpansionExprSyntax) -> String? {
        var expression = ExprSyntax(argument.expression)
        // `#selector((Type.method) as (Type) -> () -> Void)`: the coercion only picks an overload.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            expression = inner.expression
        }
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            expression = inner.expression
        }
        let (typePath, reference) = split(expression)
        guard let reference else {
            report(.error, node, "#selector(\(argument.expression.trimmedDescription)) names no method")
            return nil
        }
        let base = reference.baseName.text
        let labels: [String?]? = reference.argumentNames.map { names in
            names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        }
        let candidates = candidateTypes(typePath)
        if let label = argument.label?.text {
            // `#selector(getter: Type.property)` / `setter:`.
            let property = scan.properties.first { candidates.contains($0.typeName) && $0.name == base }
            return label == "setter" ? ObjCName.setter(property?.name ?? base) : (property?.name ?? base)
        }
        let methods = scan.methods.filter { method in
            candidates.contains(method.typeName) && method.base == base && (labels == nil || method.labels == labels!)
        }
        if let exposed = methods.first(where: { scan.isExposed($0) }) { return exposed.objcName }
        if let method = methods.first {
            report(
                .error, node,
                "argument of '#selector' refers to instance method '\(method.swiftName)' that is not exposed to Objective-C; add '@objc' to expose it"
            )
            return method.objcName
        }
        for type in candidates {
            if let requirement = scan.objcProtocols[type]?.first(where: {
                $0.base == base && (labels == nil || $0.labels == labels!)
            }) {
                return requirement.objcName
            }
        }
        if let name = uikitRequirementName(base: base, labels: labels, typePath: typePath, candidates: candidates) {
            return name
        }
        if let labels { return ObjCName.method(base: base, labels: labels) }
        // A bare name with no method in the module: a UIKit method, or a module class's
        // inherited one. With no labels it can only be taken as taking no arguments.
        if let typePath, scan.types[typePath]?.kind == .class, scan.superclass(of: typePath) == nil,
            scan.types[typePath]?.inherited.isEmpty == true
        {
            report(.error, node, "'\(typePath)' has no method named '\(base)'")
        }
        return base
    }

    /// The header's selector of a requirement of UIKit's Objective-C protocols named directly
    /// (`#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))`) or through a type that
    /// conforms to them.
    private func uikitRequirementName(
        base: String, labels: [String?]?, typePath: String?, candidates: [String]
    )
        -> String?
    {
        var protocols: [String] = []
        if let typePath, UIKitProtocols.requirements[typePath] != nil {
            protocols = UIKitProtocols.closure(of: typePath)
        }
        for type in candidates { protocols += scan.uikitProtocols(of: type) }
        if let typePath, let adopted = UIKitProtocols.adoptedByClass[typePath] {
            protocols += adopted.flatMap(UIKitProtocols.closure(of:))
        }
        for proto in protocols {
            for requirement in UIKitProtocols.requirements[proto] ?? [] where !requirement.isProperty {
                let (requirementBase, requirementLabels) = UIKitProtocols.splitSwiftName(requirement.swiftName)
                if requirementBase == base && (labels == nil || labels! == requirementLabels) {
                    return requirement.objcName
                }
            }
        }
        return nil
    }

    /// `Type.method(_:)` → ("Type", method); `method` → (nil, method); `self.method` → (nil, method).
    private func split(_ expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            return (base == "self" || base == "Self" ? nil : base, member.declName)
        }
        return (nil, nil)
    }

    /// The types a selector's method may be declared on: the named type (resolved from the
    /// enclosing types outwards) or the enclosing type, each with its superclasses, and the
    /// protocols and extensions they conform to.
    private func candidateTypes(_ typePath: String?) -> [String] {
        var roots: [String] = []
        if let typePath {
            var scope = context
            while !scope.isEmpty {
                let candidate = (scope + [typePath]).joined(separator: ".")
                if scan.types[candidate] != nil { roots.append(candidate) }
                scope.removeLast()
            }
            roots.append(typePath)
        } else if let enclosingType {
            roots.append(enclosingType)
        }
        var all: [String] = []
        for root in roots { all += scan.lineage(of: root) }
        return all
    }

    // MARK: The app's bundle

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `Bundle.main`: the app's files and Info.plist, which Foundation's main bundle on Linux
        // (the executable's folder) does not hold.
        if node.declName.baseName.text == "main", node.declName.argumentNames == nil,
            node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
        {
            needsSPI = true
            edits.append(.replacing(node, with: "AppBundle.main(of: \(literal(moduleName)))"))
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Optional protocol requirements

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.details?(self)`: an optional requirement called only when implemented.
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let requirements = scan.optionalRequirements[member.declName.baseName.text]
        else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text } as [String?]
        guard let requirement = requirements.first(where: { $0.labels == labels }) ?? requirements.first else {
            return .visitChildren
        }
        var receiver = base.trimmedDescription
        if let optional = base.as(OptionalChainingExprSyntax.self) { receiver = optional.expression.trimmedDescription }
        needsSPI = true
        edits.append(
            .replacing(
                node.calledExpression,
                with:
                    "respondingOrNil(\(receiver), to: Selector(\"\(requirement.objcName)\"))?.\(member.declName.trimmedDescription)"
            ))
        return .visitChildren
    }

    // MARK: Entry point

    /// `@main`/`@UIApplicationMain class AppDelegate`, and a scene delegate (a class conforming
    /// to `UISceneDelegate`, named in Info.plist): UIKit makes it with `init()`, which a
    /// non-final class must declare `required` (Swift cannot construct a class by its dynamic
    /// type otherwise). Added on the line of the class's `{`.
    private func rewriteEntryPoint(_ node: ClassDeclSyntax) {
        let isEntryPoint = node.attributes.has("main") || node.attributes.has("UIApplicationMain")
        let isSceneDelegate = enclosingType.map { scan.uikitProtocols(of: $0).contains("UISceneDelegate") } ?? false
        guard isEntryPoint || isSceneDelegate, !node.modifiers.has("final") else { return }
        let ownInit = node.memberBlock.members.lazy.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first {
            $0.signature.parameterClause.parameters.isEmpty
        }
        if let ownInit {
            // The class's own `init()` becomes the required one.
            if !ownInit.modifiers.has("required") {
                let start = ownInit.modifiers.first.map { Syntax($0) } ?? Syntax(ownInit.initKeyword)
                edits.append(
                    SourceEdit(
                        start: start.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: start.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "required "))
            }
            return
        }
        edits.append(.inserting(" required override init() { super.init() }", after: node.memberBlock.leftBrace))
    }
}
