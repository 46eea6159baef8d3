import Foundation
import Testing
import UIKit

@testable import iOSSourceFixtures

/// Storyboards as Xcode writes them (`Tests/iOSSourceFixtures/iOS/Fixtures.storyboard`): scenes
/// made with `init(coder:)`, views with their attributes, constraints, outlets and actions,
/// and segues in the order Apple documents (`shouldPerformSegue` for triggered segues only,
/// the destination made, `prepare(for:sender:)`, the transition).
@MainActor @Suite(.serialized) struct StoryboardTests {
    let storyboard: UIStoryboard
    let automation = Automation()

    init() {
        UIApplication.shared.animationSpeed = 1
        storyboard = UIStoryboard(name: "Fixtures", bundle: nil)
        fixtureEvents = []
    }

    /// The initial navigation controller in a key window (kept by the caller), its first
    /// frames run, and the events so far forgotten.
    func showInitial() throws -> (UINavigationController, ListController, UIWindow) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = makeKeyWindow()
        window.rootViewController = navigation
        _ = automation.settle()
        fixtureEvents = []
        return (navigation, try #require(navigation.topViewController as? ListController), window)
    }

    @Test func theInitialSceneIsMadeWithItsRelationshipsAndWokenBeforeAnyViewLoads() throws {
        // Action
        let initial = storyboard.instantiateInitialViewController()
        // Assertion
        let navigation = try #require(initial as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? ListController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.navigationItem.title == "List")
        #expect(list.storyboard === storyboard)
        #expect(!list.isViewLoaded)
        #expect(fixtureEvents == ["List.awakeFromNib"])
    }

    @Test func aSceneViewLoadsWithOutletsActionsAttributesThenItsEmbedSegueBeforeViewDidLoad() throws {
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailController)
        #expect(fixtureEvents == ["Detail.awakeFromNib"])

        // Action: the view loads.
        detail.loadViewIfNeeded()

        // Assertion: the whole order, embed segue included (DESIGN §2's containment order:
        // prepare first, then addChild → willMove, the view placed, didMove).
        #expect(
            fixtureEvents == [
                "Detail.awakeFromNib", "Badge.awakeFromNib(cornerRadius: 8.0)", "Embedded.awakeFromNib",
                "Detail.prepare(Embed, EmbeddedController)", "Embedded.willMove(DetailController)",
                "Embedded.viewDidLoad", "Embedded.didMove(DetailController)", "Detail.viewDidLoad(children: 1)",
            ])
        let embedded = try #require(detail.children.first as? EmbeddedController)
        #expect(embedded.view.superview === detail.container)
        #expect(embedded.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(detail.titleLabel.text == "Title" && detail.titleLabel.numberOfLines == 2)
        #expect(detail.titleLabel.font == .boldSystemFont(ofSize: 20))
        #expect(detail.titleLabel.textAlignment == .center)
        #expect(detail.labels.map(\.tag).sorted() == [1, 2])
        #expect(detail.toggle.isOn)
        #expect(detail.badge.cornerRadius == 8 && detail.badge.layer.cornerRadius == 8)
        #expect(detail.badge.caption == "New" && detail.badge.clipsToBounds)
        #expect(detail.titleLabel.gestureRecognizers?.first is UITapGestureRecognizer)
        #expect(detail.navigationItem.rightBarButtonItem?.title == UIBarButtonItem(systemItem: .add).title)
    }

    @Test func constraintsFromTheStoryboardLayTheSceneOutAgainstTheSafeArea() throws {
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailController)
        let window = makeKeyWindow()
        window.rootViewController = detail
        _ = automation.settle()

        let safe = detail.view.safeAreaInsets
        #expect(detail.titleLabel.frame.minY == safe.top + 16)
        #expect(detail.titleLabel.frame.minX == 16 && detail.titleLabel.frame.width == 393 - 32)
        let second = try #require(detail.labels.first { $0.tag == 2 })
        // Half the title's 361 points, on the one-point pixel grid.
        #expect(abs(second.frame.width - detail.titleLabel.frame.width / 2) <= 0.5)
        #expect(second.frame.minY == detail.titleLabel.frame.maxY + 10)
        #expect(detail.container.frame.height == 300 && detail.container.frame.width == 393)
        #expect(abs(detail.badge.frame.maxX - (393 - 16)) < 0.001)
    }

    @Test func actionsAndGestureRecognizersFromTheStoryboardReachTheirTargets() throws {
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailController)
        let window = makeKeyWindow()
        window.rootViewController = detail
        _ = automation.settle()

        detail.toggle.setOn(false, animated: false)
        detail.toggle.sendActions(for: .valueChanged)
        detail.titleLabel.isUserInteractionEnabled = true
        detail.titleLabel.accessibilityIdentifier = "title"
        try automation.tap(identifier: "title")

        #expect(detail.toggles == [false])
        #expect(detail.taps == 1)
    }

    @Test func aTriggeredShowSegueAsksShouldPerformMakesTheDestinationPreparesThenPushes() throws {
        let (navigation, _, window) = try showInitial()
        fixtureEvents = []

        try automation.tap(label: "Show")
        _ = automation.settle()

        #expect(
            Array(fixtureEvents.prefix(3)) == [
                "List.shouldPerformSegue(ShowDetail)", "Detail.awakeFromNib",
                "List.prepare(ShowDetail, DetailController)",
            ])
        #expect(navigation.topViewController is DetailController)
        #expect(navigation.viewControllers.count == 2)
        withExtendedLifetime(window) {}
    }

    @Test func navigationItemsGetTheirBarButtonItemArraysAndBackItemAndScenesHidesBottomBarFromTheStoryboard() throws {
        // Precondition: the list's item has two right items and a back item; the detail's
        // left item supplements the back button.
        let (navigation, list, window) = try showInitial()
        let bar = navigation.navigationBar
        #expect(
            list.navigationItem.rightBarButtonItems?.map(\.title) == [UIBarButtonItem(systemItem: .edit).title, "Sort"])
        #expect(buttonTitles(in: bar) == ["Sort", UIBarButtonItem(systemItem: .edit).title])

        // Action
        try automation.tap(label: "Show")
        _ = automation.settle()

        // Assertion: the back button takes the list's back item's title, then the left item;
        // the detail scene hides a tab bar when pushed.
        #expect(buttonTitles(in: bar).prefix(2) == ["‹ Books", "Share"])
        #expect(navigation.topViewController?.hidesBottomBarWhenPushed == true && !list.hidesBottomBarWhenPushed)
        withExtendedLifetime(window) {}
    }

    /// The titles of the bar's buttons, left to right.
    func buttonTitles(in bar: UINavigationBar) -> [String?] {
        bar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }.map(\.currentTitle)
    }

    @Test func shouldPerformSegueReturningFalseCancelsIt() throws {
        let (navigation, list, window) = try showInitial()
        list.allowsShowing = false
        fixtureEvents = []

        try automation.tap(label: "Show")
        _ = automation.settle()

        #expect(fixtureEvents == ["List.shouldPerformSegue(ShowDetail)"])
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func performSegueRunsAManualSegueWithoutAskingAndPresentsInItsStyle() throws {
        let (_, list, window) = try showInitial()
        fixtureEvents = []

        list.performSegue(withIdentifier: "PresentModal", sender: list)
        _ = automation.settle()

        #expect(fixtureEvents == ["List.prepare(PresentModal, ModalController)"])
        let modal = try #require(list.presentedViewController as? ModalController)
        #expect(modal.modalPresentationStyle == .fullScreen)
        withExtendedLifetime(window) {}
    }

    @Test func aSplitSceneGetsItsColumnsAndAShowDetailSegueReplacesTheSecondary() throws {
        // Precondition: Xcode's master-detail shape in a regular-width window, both columns shown.
        let split = try #require(
            storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let window = makeKeyWindow(width: 1024, height: 768)
        window.rootViewController = split
        _ = automation.settle()
        #expect(split.viewControllers.map(\.navigationItem.title) == ["Primary", "Secondary"])
        let primary = try #require(split.viewControllers.first as? SplitPrimaryController)
        fixtureEvents = []

        // Action
        primary.performSegue(withIdentifier: "ShowSecondary", sender: nil)
        _ = automation.settle()

        // Assertion: prepared, then the secondary column replaced (showDetailViewController).
        #expect(fixtureEvents == ["Primary.prepare(ShowSecondary, Replacement)"])
        #expect(split.viewControllers.map(\.navigationItem.title) == ["Primary", "Replacement"])
        #expect(split.viewControllers.last?.view.window === window)
        withExtendedLifetime(window) {}
    }

    @Test func aSegueActionMakesTheDestinationFromTheCoderBeforePrepareOrLeavesItToTheStoryboard() throws {
        // Precondition: two segues naming segue actions; one returns a controller, one nil.
        let split = try #require(
            storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let window = makeKeyWindow(width: 1024, height: 768)
        window.rootViewController = split
        _ = automation.settle()
        let primary = try #require(split.viewControllers.first as? SplitPrimaryController)
        fixtureEvents = []

        // Action
        primary.performSegue(withIdentifier: "MakeSecondary", sender: nil)
        _ = automation.settle()
        primary.performSegue(withIdentifier: "DeclineOptions", sender: nil)
        _ = automation.settle()

        // Assertion: the action's controller, made with the scene's coder (its navigation item
        // from the storyboard), is the one prepared and shown; a nil answer gets the scene's own.
        #expect(
            fixtureEvents == [
                "Primary.makeReplacement(MakeSecondary)", "Primary.prepare(MakeSecondary, Replacement)",
                "Primary.declineOptions", "Primary.prepare(DeclineOptions, Options)",
            ])
        let replacement = try #require(split.viewControllers.last as? ReplacementController)
        #expect(replacement.madeFor == "MakeSecondary")
        #expect(replacement.storyboard === storyboard)
        #expect(split.presentedViewController?.navigationItem.title == "Options")
        withExtendedLifetime(window) {}
    }

    @Test func aPopoverSegueOnAPhoneShowsItsDestinationAsAFormSheet() throws {
        // Apple: in iOS 13 and later a popover in a compact environment behaves as a form sheet.
        let split = try #require(
            storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        let primary = try #require(split.viewControllers.first as? SplitPrimaryController)
        let window = makeKeyWindow()
        window.rootViewController = split
        _ = automation.settle()
        fixtureEvents = []

        primary.performSegue(withIdentifier: "ShowOptions", sender: nil)
        _ = automation.settle()

        #expect(fixtureEvents == ["Primary.prepare(ShowOptions, Options)"])
        let options = try #require(split.presentedViewController)
        #expect(options.navigationItem.title == "Options")
        #expect(options.modalPresentationStyle == .formSheet)
        #expect(options.view.window === window)
        withExtendedLifetime(window) {}
    }

    @Test func anUnwindFromAPresentedSceneFindsTheListPreparesCallsTheActionAndDismisses() throws {
        let (navigation, list, window) = try showInitial()
        list.performSegue(withIdentifier: "PresentModal", sender: list)
        _ = automation.settle()
        fixtureEvents = []

        try automation.tap(label: "Close")
        _ = automation.settle()

        #expect(
            fixtureEvents == ["Modal.prepare(CloseModal, ListController)", "List.unwindToList(from ModalController)"])
        #expect(list.presentedViewController == nil)
        #expect(navigation.topViewController === list)
        withExtendedLifetime(window) {}
    }

    @Test func anUnwindFromAPushedScenePopsBackToTheList() throws {
        let (navigation, list, window) = try showInitial()
        try automation.tap(label: "Show")
        _ = automation.settle()
        fixtureEvents = []

        try automation.tap(label: "Done")
        _ = automation.settle()

        #expect(fixtureEvents == ["Detail.prepare(nil, ListController)", "List.unwindToList(from DetailController)"])
        #expect(navigation.topViewController === list)
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aCustomSegueClassIsMadeByNameAndItsPerformIsTheTransition() throws {
        let (_, list, window) = try showInitial()

        list.performSegue(withIdentifier: "CustomFade", sender: nil)
        _ = automation.settle()

        #expect(fixtureEvents == ["List.prepare(CustomFade, ModalController)", "FadeSegue.perform(CustomFade)"])
        #expect(list.presentedViewController is ModalController)
        withExtendedLifetime(window) {}
    }

    @Test func theCreatorFormMakesTheSceneWithTheCoderTheStoryboardGives() throws {
        var coders: [NSCoder] = []
        let detail: DetailController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coders.append(coder)
            let made = DetailController(coder: coder)
            made?.taps = 99
            return made
        }
        #expect(coders.count == 1)
        #expect(detail.taps == 99 && detail.storyboard === storyboard)
        #expect(fixtureEvents == ["Detail.awakeFromNib"])
    }

    @Test func aTabBarSceneGetsItsChildrenInOrderWithTheirItems() throws {
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["One", "Two"])
        #expect(tabs.viewControllers?.allSatisfy { $0.storyboard === storyboard } == true)
    }

    // MARK: Bad input: a clear message naming the file and element, never a crash

    @Test func aSpinnerAndAProgressBarAreMadeWithTheirAttributes() throws {
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let one = try #require(tabs.viewControllers?.first)

        let views = one.view.subviews

        let spinner = try #require(views.compactMap { $0 as? UIActivityIndicatorView }.first)
        let bar = try #require(views.compactMap { $0 as? UIProgressView }.first)
        #expect(spinner.style == .large && spinner.isAnimating && !spinner.isHidden)
        #expect(spinner.color == .systemOrange)
        #expect(bar.progress == 0.25 && bar.progressTintColor == .systemGreen)
        spinner.stopAnimating()
    }

    @Test func anOutletWithNoPropertyAndAnUnsupportedViewAreReportedAndTheRestLoads() throws {
        var controller: UIViewController?
        let diagnostics = capturingDiagnostics {
            controller = storyboard.instantiateViewController(withIdentifier: "BadOutlet")
            controller?.loadViewIfNeeded()
        }
        #expect(controller is OutletlessController)
        #expect(controller?.view.subviews.count == 1)
        #expect(
            diagnostics.map { withoutAddresses($0.line) } == [
                "UIKit: Fixtures.storyboard: not supported on Linux yet, left out: <datePicker> (made a plain UIView)",
                "UIKit: refused: 'NSUnknownKeyException', reason: '[<iOSSourceFixtures.OutletlessController 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing. (Fixtures.storyboard, connection Bad-Ou-001: declare '@IBOutlet var missing' in OutletlessController or remove the connection)'",
            ])
    }

    @Test func anUnknownCustomClassIsLoggedAsIOSDoesAndTheBaseClassIsUsed() {
        var controller: UIViewController?
        let diagnostics = capturingDiagnostics {
            controller = storyboard.instantiateViewController(withIdentifier: "Ghost")
        }
        #expect(controller.map { type(of: $0) == UIViewController.self } == true)
        #expect(
            diagnostics.map(\.message) == [
                "Unknown class GhostController in Interface Builder file (Fixtures.storyboard, element Gho-Vc-001); using UIViewController. Is the class's module rewritten by the iOSSourceCompatibility plugin?"
            ])
    }

    @Test func aMissingMalformedOrUnknownSceneIsUIKitsExceptionNotACrash() throws {
        var missing: UIViewController?
        var unknown: UIViewController?
        var performed = false
        let diagnostics = capturingDiagnostics {
            missing = UIStoryboard(name: "Nowhere", bundle: nil).instantiateInitialViewController()
            _ = UIStoryboard(name: "Broken", bundle: nil)
            unknown = storyboard.instantiateViewController(withIdentifier: "Nobody")
            let plain = UIViewController()
            plain.performSegue(withIdentifier: "Anything", sender: nil)
            performed = true
        }
        #expect(missing == nil && unknown != nil && performed)
        let messages = diagnostics.map { withoutAddresses($0.message) }
        try #require(messages.count == 4)
        #expect(messages[0].hasPrefix("Could not find a storyboard named 'Nowhere' in bundle"))
        #expect(
            messages[1]
                == "Could not load the storyboard named 'Broken': Broken.storyboard:5: not well-formed XML (XML parser error 76); open it in Xcode and save it again, or restore it from version control"
        )
        #expect(
            messages[2]
                == "Storyboard (<UIStoryboard: 0x… name: Fixtures>) doesn't contain a view controller with identifier 'Nobody' (Fixtures.storyboard: set the scene's Storyboard ID)"
        )
        #expect(
            messages[3].hasPrefix("Receiver (") && messages[3].hasSuffix(") has no segue with identifier 'Anything'"))
        #expect(diagnostics.allSatisfy { $0.kind == .exception && $0.name == "NSInvalidArgumentException" })
    }
}
