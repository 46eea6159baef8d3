import Foundation
import Testing

@testable import iOSSourceRewriting

/// Source in, generated source out: each construct the rewriter changes, and what it leaves.
@MainActor @Suite struct RewriteTests {
    /// Rewrites `files` (path → text) as one module; returns outputs by input path.
    func rewrite(_ files: [(String, String)]) -> (texts: [String: String], diagnostics: [RewriteDiagnostic]) {
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let result = ModuleRewrite(moduleName: "App", files: sources, resources: []).rewrite()
        var texts: [String: String] = [:]
        for (file, output) in zip(files, result.files) { texts[file.0] = output.text }
        texts[ModuleRewrite.indexFileName] = result.files.last?.text
        return (texts, result.diagnostics)
    }

    /// The user's part of a rewritten file: between the opening `#sourceLocation` line and the
    /// closing `#sourceLocation()`.
    func body(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeFirst()
        let end = lines.firstIndex { $0 == "#sourceLocation()" || $0.hasPrefix("#sourceLocation(file:") } ?? lines.count
        return lines[..<end].joined(separator: "\n")
    }

    @Test func selectorsBecomeSelectorValuesNamedAsObjectiveCNamesThem() {
        // Precondition: methods with no argument, an unlabelled one, labelled ones, an explicit name.
        let source = """
            import UIKit
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                    let a = #selector(refresh)
                    let b = #selector(show(book:animated:))
                    let c = #selector(ViewController.renamed)
                    let d = #selector(self.didTap(_:forEvent:))
                }
                @objc func didTap(_ sender: UIButton) {}
                @objc func didTap(_ sender: UIButton, forEvent event: UIEvent) {}
                @objc private func refresh() {}
                @objc func show(book: String, animated: Bool) {}
                @objc(customName:) func renamed(_ x: Any) {}
            }
            """
        // Action
        let (texts, diagnostics) = rewrite([("/app/ViewController.swift", source)])
        let body = body(texts["/app/ViewController.swift"]!)
        // Assertion
        #expect(diagnostics.isEmpty)
        #expect(body.contains(#"action: Selector("didTap:"), for"#))
        #expect(body.contains(#"let a = Selector("refresh")"#))
        #expect(body.contains(#"let b = Selector("showWithBook:animated:")"#))
        #expect(body.contains(#"let c = Selector("customName:")"#))
        #expect(body.contains(#"let d = Selector("didTap:forEvent:")"#))
        #expect(!body.contains("@objc"))
    }

    @Test func selectorsFindMethodsOfSuperclassesInOtherFilesAndOfProtocols() {
        let base = """
            class BaseViewController: UIViewController {
                @objc func close(_ sender: Any?) {}
            }
            """
        let child = """
            @objc protocol Refreshing { func refresh(with sender: Any?) }
            class ChildViewController: BaseViewController {
                func wire() {
                    let a = #selector(close)
                    let b = #selector(Refreshing.refresh(with:))
                    let c = #selector(getter: ChildViewController.count)
                    let d = #selector(setter: ChildViewController.count)
                }
                @objc var count = 0
            }
            """
        let (texts, diagnostics) = rewrite([("/app/Base.swift", base), ("/app/Child.swift", child)])
        let body = body(texts["/app/Child.swift"]!)
        #expect(diagnostics.isEmpty)
        #expect(body.contains(#"let a = Selector("close:")"#))
        #expect(body.contains(#"let b = Selector("refreshWith:")"#))
        #expect(body.contains(#"let c = Selector("count")"#))
        #expect(body.contains(#"let d = Selector("setCount:")"#))
    }

    @Test func aSelectorToAMethodNotExposedToObjectiveCIsAnErrorAtTheUsersLine() {
        let source = """
            class ViewController: UIViewController {
                func wire() {
                    let a = #selector(hidden)
                }
                func hidden() {}
            }
            """
        let (texts, diagnostics) = rewrite([("/app/ViewController.swift", source)])
        #expect(
            diagnostics == [
                RewriteDiagnostic(
                    severity: .error, file: "/app/ViewController.swift", line: 3,
                    message:
                        "argument of '#selector' refers to instance method 'hidden()' that is not exposed to Objective-C; add '@objc' to expose it"
                )
            ])
        let text = texts["/app/ViewController.swift"]!
        #expect(text.contains("#sourceLocation(file: \"/app/ViewController.swift\", line: 3)\n#error(\"argument of"))
    }

    @Test func attributesOfTheObjectiveCRuntimeAndInterfaceBuilderAreDroppedKeepingEveryLine() {
        let source = """
            @objcMembers class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var items: [UIView]!
                @IBInspectable var radius: CGFloat = 0
                @objc dynamic var level = 1
                @IBAction func tapped(_ sender: Any) {}
                @objc
                func multiline() {}
            }
            """
        let (texts, _) = rewrite([("/app/Card.swift", source)])
        let body = body(texts["/app/Card.swift"]!)
        #expect(
            body == """
                class Card: UIView {
                    weak var title: UILabel!
                    var items: [UIView]!
                    var radius: CGFloat = 0
                    var level = 1
                    func tapped(_ sender: Any) {}

                    func multiline() {}
                }
                """)
    }

    @Test func codeWithNothingToRewritePassesThroughByteForByte() {
        let source =
            "import Foundation\n\n/// A model.\nstruct Book: Codable {\n\tvar title: String  // tab, trailing spaces   \n}\n"
        let (texts, _) = rewrite([("/app/Book.swift", source)])
        let text = texts["/app/Book.swift"]!
        #expect(text == "#sourceLocation(file: \"/app/Book.swift\", line: 1)\n" + source + "#sourceLocation()\n")
    }

    @Test func submoduleAndFrameworkImportsBecomeThisUIKit() {
        let source =
            "import UIKit.UIGestureRecognizerSubclass\nimport QuartzCore\nimport ObjectiveC\nimport Foundation\n"
        let (texts, _) = rewrite([("/app/Gesture.swift", source)])
        #expect(
            body(texts["/app/Gesture.swift"]!) == "import UIKit\nimport UIKit\nimport Foundation\nimport Foundation")
    }

    @Test func optionalRequirementsGetDefaultsAndTheirCallsAskRespondsToFirst() {
        let source = """
            @objc protocol DetailsDelegate: AnyObject {
                func didLoad(_ details: Details)
                @objc optional func didAppear(_ details: Details)
                @objc optional func preferredTitle(for details: Details) -> String
            }
            class Details: UIViewController {
                weak var delegate: DetailsDelegate?
                func appear() {
                    delegate?.didAppear?(self)
                    let title = delegate?.preferredTitle?(for: self) ?? "Details"
                    delegate?.didLoad(self)
                }
            }
            """
        let (texts, _) = rewrite([("/app/Details.swift", source)])
        let text = texts["/app/Details.swift"]!
        let body = body(text)
        #expect(body.contains("    func didAppear(_ details: Details)\n"))
        #expect(body.contains(#"respondingOrNil(delegate, to: Selector("didAppear:"))?.didAppear(self)"#))
        #expect(
            body.contains(
                #"let title = respondingOrNil(delegate, to: Selector("preferredTitleFor:"))?.preferredTitle(for: self) ?? "Details""#
            ))
        #expect(body.contains("delegate?.didLoad(self)"))
        // The defaults send the message on to the object's own method (a subclass's, when the
        // conformance is its superclass's).
        #expect(
            text.contains(
                #"    func didAppear(_ details: Details) { forwardOptionalRequirement(self, "didAppear:", [details]) }"#
            ))
        #expect(
            text.contains(
                #"    func preferredTitle(for details: Details) -> String { forwardOptionalRequirement(self, "preferredTitleFor:", [details]) }"#
            ))
    }

    @Test func anObjCProtocolStaysClassBoundAndItsOptionalPropertiesBecomeGetters() {
        // Precondition: an `@objc` protocol with no inherited protocol, an optional property on
        // two lines, and a settable one.
        let source = """
            @objc protocol Palette {
                /// The accent.
                @objc
                optional var accent: String { get }
                func apply()
            }
            @objc protocol Editable: AnyObject {
                @objc optional var text: String { get set }
            }
            class Theme: NSObject, Palette {
                var accent: String { "gold" }
                func apply() {}
            }
            """

        // Action.
        let (texts, diagnostics) = rewrite([("/app/Palette.swift", source)])
        let text = texts["/app/Palette.swift"]!

        // Assertion: `weak var palette: Palette?` still compiles; the property's lines stay
        // (blank); the getter reads the conformer's property by the requirement's type.
        #expect(body(text).hasPrefix("protocol Palette: AnyObject {\n\n\n\n    func apply()\n"))
        #expect(body(text).contains("protocol Editable: AnyObject {\n"))
        #expect(text.contains(#"    var accent: String? { optionalPropertyValue(self, "accent") }"#))
        #expect(
            text.contains(#"case "accent": return ObjCMethod { _ in let value: String = object.accent; return value }"#)
        )
        #expect(
            diagnostics.map(\.line) == [8]
                && diagnostics[0].message.hasPrefix("a settable optional property requirement"))
    }

    @Test func methodsImplementingUIKitsProtocolsAreExposedUnderTheHeadersSelectors() {
        // Precondition: a delegate in an extension, a table view controller subclass, and a
        // module protocol refining UIKit's.
        let source = """
            class Shelf: UIViewController {}
            extension Shelf: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                func reload() {}
            }
            class Books: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                let select = #selector(tableView(_:didSelectRowAt:))
            }
            protocol ShelfDelegate: UINavigationControllerDelegate {}
            class Coordinator: NSObject, ShelfDelegate {
                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
            }
            let named = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
            """

        // Action.
        let (texts, diagnostics) = rewrite([("/app/Shelf.swift", source)])
        let text = texts["/app/Shelf.swift"]!

        // Assertion: Apple's header names, from UITableView.h and UINavigationController.h.
        #expect(diagnostics.isEmpty)
        #expect(text.contains(#"case "tableView:didSelectRowAtIndexPath:": return ObjCMethod"#))
        #expect(text.contains(#"case "scrollViewDidScroll:": return ObjCMethod"#))
        #expect(!text.contains(#"case "reload""#))
        #expect(text.contains(#"case "numberOfSectionsInTableView:": return ObjCMethod"#))
        #expect(text.contains(#"let select = Selector("tableView:didSelectRowAtIndexPath:")"#))
        #expect(text.contains(#"case "navigationController:willShowViewController:animated:": return ObjCMethod"#))
        #expect(text.contains(#"let named = Selector("tableView:heightForRowAtIndexPath:")"#))
    }

    @Test func aConformerImplementingAnOptionalRequirementAnswersItInItsTable() {
        let protocolFile = """
            @objc protocol DetailsDelegate: AnyObject {
                @objc optional func didAppear(_ details: UIViewController)
            }
            """
        let conformer = """
            class Host: UIViewController {}
            extension Host: DetailsDelegate {
                func didAppear(_ details: UIViewController) {}
                func unrelated() {}
            }
            """
        let (texts, _) = rewrite([("/app/Delegate.swift", protocolFile), ("/app/Host.swift", conformer)])
        let text = texts["/app/Host.swift"]!
        #expect(
            text.contains(
                #"case "didAppear:": return ObjCMethod { arguments in try object.didAppear(arguments.at(0)); return nil }"#
            ))
        #expect(!text.contains(#"case "unrelated""#))
    }

    @Test func tablesReachPrivateMembersAndOutletsFromAnExtensionInTheSameFile() {
        let source = """
            class Form: UIViewController {
                @IBOutlet private weak var name: UILabel!
                @objc private func save() {}
                @objc func title(_ sender: Any) -> String { "" }
                @objc var computed: Int { 1 }
            }
            class Box<T>: NSObject { @objc func open() {} }
            """
        let (texts, _) = rewrite([("/app/Form.swift", source)])
        let text = texts["/app/Form.swift"]!
        #expect(
            text.contains(
                "extension Form {\n    nonisolated fileprivate static func _iOSMethod_Form_swift(_ selector: String, _ object: Form) -> ObjCMethod? {"
            ))
        #expect(text.contains(#"case "save": return ObjCMethod { _ in object.save(); return nil }"#))
        #expect(text.contains(#"case "title:": return ObjCMethod { arguments in try object.title(arguments.at(0)) }"#))
        #expect(text.contains(#"case "name": return ObjCOutlet { object.name = try $0.at(0) }"#))
        // A get-only property cannot be set; a generic class cannot be named without parameters.
        #expect(!text.contains(#"case "computed""#))
        #expect(!text.contains("extension Box"))
        #expect(texts[ModuleRewrite.indexFileName]!.contains(#""Form": Form.self,"#))
        #expect(!texts[ModuleRewrite.indexFileName]!.contains("Box"))
    }

    @Test func theAppDelegateLaunchesAndANonFinalOneGetsARequiredInitOnItsOwnLine() {
        let source = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """
        let (texts, _) = rewrite([("/app/AppDelegate.swift", source)])
        #expect(
            body(texts["/app/AppDelegate.swift"]!) == """
                @main
                class AppDelegate: UIResponder, UIApplicationDelegate { required override init() { super.init() }
                    var window: UIWindow?
                }
                """)
    }

    @Test func aSceneDelegateNamedInInfoPlistGetsARequiredInitUnlessFinalAndItsOwnInitBecomesRequired() {
        // Precondition: Xcode's template, a final one, one with its own init(), a subclass.
        let source = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            final class FinalSceneDelegate: UIResponder, UIWindowSceneDelegate {}
            class OwnInit: UIResponder, UISceneDelegate { override init() { super.init() } }
            class Derived: SceneDelegate {}
            class NotADelegate: UIResponder {}
            """

        // Action.
        let (texts, _) = rewrite([("/app/SceneDelegate.swift", source)])

        // Assertion: UIKit makes the delegate from its class with init(), which must be required;
        // an init() the class declares becomes required where it stands.
        let required = " required override init() { super.init() }"
        #expect(
            body(texts["/app/SceneDelegate.swift"]!) == """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {\(required)
                    var window: UIWindow?
                }
                final class FinalSceneDelegate: UIResponder, UIWindowSceneDelegate {}
                class OwnInit: UIResponder, UISceneDelegate { required override init() { super.init() } }
                class Derived: SceneDelegate {\(required)}
                class NotADelegate: UIResponder {}
                """)
    }

    @Test func outputNamesAreTheFileNamesWithFoldersOnlyWhereTwoWouldClash() {
        let names = ModuleRewrite.outputNames(for: ["/a/App/View.swift", "/a/Lib/View.swift", "/a/App/Model.swift"])
        #expect(names == ["App_View.rewritten.swift", "Lib_View.rewritten.swift", "Model.rewritten.swift"])
    }

    @Test func theIndexRegistersTheModuleInTheLinkerSectionUIKitReads() {
        let (texts, _) = rewrite([("/app/A.swift", "class A: NSObject { @objc func go() {} }")])
        let index = texts[ModuleRewrite.indexFileName]!
        #expect(
            index.contains(#"@used @section("uikit_ios_modules") let _iOSSourceModuleRecord: GeneratedModuleRecord"#))
        #expect(index.contains("_iOSMembers_A_swift.self,"))
        #expect(index.contains(#"static var name: String { "App" }"#))
    }
}

/// The compiler's Objective-C names for Swift methods.
@MainActor @Suite struct ObjCNameTests {
    @Test func aFirstLabelGetsWithUnlessAPrepositionAlreadyJoinsIt() {
        #expect(ObjCName.method(base: "show", labels: ["book", "animated"]) == "showWithBook:animated:")
        #expect(ObjCName.method(base: "refresh", labels: ["with"]) == "refreshWith:")
        #expect(ObjCName.method(base: "move", labels: ["toIndex"]) == "moveToIndex:")
        #expect(ObjCName.method(base: "scrollTo", labels: ["row"]) == "scrollToRow:")
        #expect(ObjCName.method(base: "tableView", labels: [nil, "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCName.method(base: "reload", labels: []) == "reload")
        #expect(ObjCName.method(base: "tap", labels: [nil, nil]) == "tap::")
    }

    @Test func camelCaseWordsKeepARunOfCapitalsTogether() {
        #expect(ObjCName.words("loadURLFast") == ["load", "URL", "Fast"])
        #expect(ObjCName.words("didSelectRow") == ["did", "Select", "Row"])
        #expect(ObjCName.words("URL") == ["URL"])
    }
}

/// Storyboards checked against the module's Swift at build time: warnings at the storyboard's
/// own lines, with the fix.
@MainActor @Suite struct InterfaceBuilderCheckTests {
    @Test func unknownClassesMissingOutletsSegueActionsAndActionsOfAnotherArityAreWarnedAtTheirLines() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="Vc1" customClass="Form" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="V1">
                                    <subviews>
                                        <button id="B1">
                                            <connections>
                                                <action selector="save:" destination="Vc1" eventType="touchUpInside" id="A1"/>
                                                <action selector="cancel:" destination="Vc1" eventType="touchUpInside" id="A2"/>
                                                <action selector="missing:" destination="Vc1" eventType="touchUpInside" id="A3"/>
                                                <segue destination="Vc2" kind="show" destinationCreationSelector="makeNext:" id="S1"/>
                                                <segue destination="Vc2" kind="show" destinationCreationSelector="makeGone:" id="S2"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="name" destination="B1" id="O1"/>
                                    <outlet property="gone" destination="B1" id="O2"/>
                                    <outlet property="view" destination="V1" id="O3"/>
                                </connections>
                            </viewController>
                            <viewController id="Vc2" customClass="Ghost" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "InterfaceBuilderCheck-\(UInt32.random(in: 0...UInt32.max)).storyboard"
        ).path
        try storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let swift = """
            class Form: UIViewController {
                @IBOutlet weak var name: UIButton!
                @IBAction func save(_ sender: Any) {}
                @IBAction func cancel() {}
                @IBSegueAction func makeNext(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """
        let result = ModuleRewrite(
            moduleName: "App", files: [SourceFile(path: "/app/Form.swift", text: swift)], resources: [path]
        )
        .rewrite()
        #expect(
            result.diagnostics.map { "\($0.line): \($0.message)" } == [
                "12: action 'cancel:' takes 1 arguments, but Form.cancel() takes 0: give the method the storyboard's arguments (none, sender, or sender and event)",
                "13: action 'missing:' has no method in Form: declare '@IBAction func missing(_ sender: Any)' or remove the connection",
                "15: segue action 'makeGone:' has no method in Form: declare '@IBSegueAction func makeGone(_ coder: NSCoder) -> UIViewController?' or remove the segue action",
                "22: outlet 'gone' has no property in Form: declare '@IBOutlet var gone' or remove the connection",
                "26: Unknown class Ghost in Interface Builder file: declare 'class Ghost' in module App, or fix the element's Custom Class",
            ])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.file == path })
        #expect(
            result.files.last?.text.contains("#sourceLocation(file: \"\(path)\", line: 22)\n#warning(\"outlet 'gone'")
                == true)
    }
}

/// `Bundle.main` in the app's sources is the app's bundle of files.
@MainActor @Suite struct BundleRewriteTests {
    @Test func bundleMainBecomesTheAppBundleOfTheModuleAndOtherBundlesStay() {
        let source = """
            let path = Bundle.main.path(forResource: "Shelf", ofType: "json")
            let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleName")
            let other = Bundle(path: "/tmp")
            let main = mainBundle.main
            """
        let result = ModuleRewrite(
            moduleName: "App", files: [SourceFile(path: "/app/A.swift", text: source)], resources: []
        )
        .rewrite()
        let text = result.files[0].text
        #expect(text.contains(#"let path = AppBundle.main(of: "App").path(forResource: "Shelf", ofType: "json")"#))
        #expect(text.contains(#"let name = AppBundle.main(of: "App").object(forInfoDictionaryKey: "CFBundleName")"#))
        #expect(text.contains(#"let other = Bundle(path: "/tmp")"#))
        #expect(text.contains("let main = mainBundle.main"))
        #expect(text.contains("@_spi(iOSSourceCompatibility) import UIKit"))
    }
}
