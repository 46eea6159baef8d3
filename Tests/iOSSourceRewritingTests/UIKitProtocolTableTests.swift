import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import iOSSourceRewriting

/// The rewriter's table of UIKit's Objective-C protocols against this UIKit's declarations:
/// every requirement of each protocol has a row, every row names a requirement, and optional
/// rows are the ones UIKit gives defaults (Apple's headers mark them `@optional`).
@MainActor @Suite struct UIKitProtocolTableTests {
    /// Requirement names of the protocols this UIKit declares, read from its sources, and the
    /// names its extensions of them give defaults.
    func declaredRequirements() throws -> (requirements: [String: Set<String>], defaults: [String: Set<String>]) {
        let uikit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")
        var result: [String: Set<String>] = [:]
        var defaults: [String: Set<String>] = [:]
        let files = FileManager.default.enumerator(at: uikit, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
            for statement in tree.statements {
                if let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                    UIKitProtocols.requirements[extensionDecl.extendedType.trimmedDescription] != nil
                {
                    defaults[extensionDecl.extendedType.trimmedDescription, default: []].formUnion(
                        names(of: extensionDecl.memberBlock))
                }
                guard let declaration = statement.item.as(ProtocolDeclSyntax.self),
                    UIKitProtocols.requirements[declaration.name.text] != nil
                else { continue }
                result[declaration.name.text] = names(of: declaration.memberBlock)
            }
        }
        return (result, defaults)
    }

    /// `tableView(_:didSelectRowAt:)` for each method, the name for each property.
    func names(of members: MemberBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                names.insert(function.name.text + "(" + labels.joined() + ")")
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { names.insert(binding.pattern.trimmedDescription) }
            }
        }
        return names
    }

    @Test func everyRequirementOfUIKitsDelegateProtocolsHasItsHeaderSelector() throws {
        // Precondition: UIKit's sources declare every protocol the table lists.
        let (declared, defaults) = try declaredRequirements()
        #expect(Set(declared.keys) == Set(UIKitProtocols.requirements.keys))

        // Action & assertion: the table's Swift names are exactly the declared requirements,
        // and its optional ones are those UIKit gives defaults.
        for (name, requirements) in UIKitProtocols.requirements {
            #expect(Set(requirements.map(\.swiftName)) == declared[name] ?? [], "\(name)")
            let optional = Set(requirements.filter(\.isOptional).map(\.swiftName))
            #expect(optional == (defaults[name] ?? []).intersection(declared[name] ?? []), "\(name)")
        }
    }

    @Test func headerSelectorsOfRequirementsWhoseSwiftNamesDropWords() {
        // Apple's headers (UITableView.h, UIScrollView.h, UINavigationController.h).
        let names = Dictionary(
            UIKitProtocols.requirements.values.joined().map { ($0.swiftName, $0.objcName) },
            uniquingKeysWith: { a, _ in a })
        #expect(names["tableView(_:didSelectRowAt:)"] == "tableView:didSelectRowAtIndexPath:")
        #expect(names["numberOfSections(in:)"] == "numberOfSectionsInTableView:")
        #expect(names["scrollViewDidScroll(_:)"] == "scrollViewDidScroll:")
        #expect(
            names["navigationController(_:willShow:animated:)"]
                == "navigationController:willShowViewController:animated:")
        #expect(names["application(_:didFinishLaunchingWithOptions:)"] == "application:didFinishLaunchingWithOptions:")
    }
}
