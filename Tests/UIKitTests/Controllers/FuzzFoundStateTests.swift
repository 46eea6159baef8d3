import Testing
import UIKit
import UIKitFuzzing

/// The states the random-operation fuzzer (issue 16) drove UIKit into and iOS never shows, each
/// reduced to the shortest sequence that reached it. Appearance follows being in a *visible*
/// window (DESIGN §2); a replaced root never returns (Apple, `rootViewController`: "the old
/// views are removed before the new ones are installed"); dismissal removes everything above
/// the presenter, views included.
@MainActor @Suite struct FuzzFoundStateTests {
    private let windows = WindowKeeper()

    /// R1: a dismissal in a hidden window uncovers the presenter without making it appear, and
    /// nothing it does is reported as the app's unbalanced calls.
    @Test func aPresenterUncoveredInAHiddenWindowAppearsOnlyWhenTheWindowShows() {
        let root = Coloured("Root", .red), modal = Coloured("Modal", .blue), other = Coloured("Other", .green)
        let window = windows.show(root)
        root.present(modal, animated: false)
        window.isHidden = true

        var dismissal: [String] = []
        let diagnostics = capturingDiagnostics { dismissal = recordingSequence { _ in root.dismiss(animated: false) } }
        let rootAfterDismissal = root.appearance
        let showing = recordingSequence { _ in window.isHidden = false }
        let replacing = recordingSequence { _ in window.rootViewController = other }

        #expect(dismissal == [])
        #expect(diagnostics.isEmpty)
        #expect(rootAfterDismissal == .disappeared)
        #expect(
            showing == [
                "Coloured(Root) viewWillAppear(animated: false)",
                "Coloured(Root) viewIsAppearing(animated: false)",
                "Coloured(Root) viewDidAppear(animated: false)",
            ])
        #expect(
            replacing == [
                "Coloured(Root) viewWillDisappear(animated: false)",
                "Coloured(Root) viewDidDisappear(animated: false)",
                "Coloured(Other) viewDidLoad",
                "Coloured(Other) viewWillAppear(animated: false)",
                "Coloured(Other) viewIsAppearing(animated: false)",
                "Coloured(Other) viewDidAppear(animated: false)",
            ])
        #expect(root.viewIfLoaded?.superview == nil && root.appearance == .disappeared)
    }

    /// R1, second half: a root replaced while its window is hidden is not appeared and never
    /// was; the new root appears when the window shows.
    @Test func aRootReplacedInAHiddenWindowLeavesWithoutAppearing() {
        let root = Coloured("Root", .red), modal = Coloured("Modal", .blue), other = Coloured("Other", .green)
        let window = windows.show(root)
        root.present(modal, animated: false)
        window.isHidden = true
        root.dismiss(animated: false)

        let replacing = recordingSequence { _ in window.rootViewController = other }
        let showing = recordingSequence { _ in window.isHidden = false }

        #expect(replacing == ["Coloured(Other) viewDidLoad"])
        #expect(
            showing == [
                "Coloured(Other) viewWillAppear(animated: false)",
                "Coloured(Other) viewIsAppearing(animated: false)",
                "Coloured(Other) viewDidAppear(animated: false)",
            ])
        #expect(root.appearance == .disappeared && root.viewIfLoaded?.superview == nil)
    }

    /// R2: the presenter hears the size change (Apple: presentation controllers forward
    /// `viewWillTransition(to:with:)`) and fills the window when uncovered, however the window
    /// turned while it was covered.
    @Test func aPresenterCoveredDuringARotationFillsTheWindowWhenUncovered() {
        let root = Coloured("Root", .red), modal = Coloured("Modal", .blue)
        let window = windows.show(root, width: 390, height: 844)
        root.present(modal, animated: false)

        let turning = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            UIApplication.shared.advance(by: 1)
        }.filter { $0.contains("viewWillTransition") }
        root.dismiss(animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        let landscapeFrame = root.view.frame
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        UIApplication.shared.advance(by: 1)

        #expect(
            turning == [
                "Coloured(Root) viewWillTransition(to: 844x390)",
                "Coloured(Modal) viewWillTransition(to: 844x390)",
            ])
        #expect(landscapeFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.superview === window)
    }

    /// R3: dismissing a container also removes what its children presented over their own
    /// context, views included: nothing is left behind to reappear without a presenter.
    @Test func dismissalRemovesTheViewsOfContextPresentationsInside() {
        let root = Coloured("Root", .red), container = Coloured("Container", .yellow), child = Coloured("Child", .green)
        let over = Coloured("Over", .blue)
        over.modalPresentationStyle = .overCurrentContext
        let window = windows.show(root)
        root.present(container, animated: false)
        embed(child, in: container)
        child.definesPresentationContext = true
        child.present(over, animated: false)

        let dismissal = recordingSequence { _ in root.dismiss(animated: false) }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        embed(child, in: root)

        #expect(
            dismissal == [
                "Coloured(Container) viewWillDisappear(animated: false)",
                "Coloured(Child) viewWillDisappear(animated: false)",
                "Coloured(Root) viewWillAppear(animated: false)",
                "Coloured(Root) viewIsAppearing(animated: false)",
                "Coloured(Root) viewDidAppear(animated: false)",
                "Coloured(Over) viewWillDisappear(animated: false)",
                "Coloured(Over) viewDidDisappear(animated: false)",
                "Coloured(Container) viewDidDisappear(animated: false)",
                "Coloured(Child) viewDidDisappear(animated: false)",
            ])
        #expect(over.viewIfLoaded?.superview == nil)
        #expect(over.presentingViewController == nil && child.presentedViewController == nil)
        #expect(over.appearance == .disappeared)
        #expect(child.view.window === window && child.appearance == .appeared)
    }

    /// R4: a root replaced while it presents something never comes back when that is dismissed.
    @Test func aReplacedRootDoesNotReturnWhenItsPresentationIsDismissed() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let window = windows.show(a)
        a.present(b, animated: false)
        window.rootViewController = c

        let dismissal = recordingSequence { _ in a.dismiss(animated: false) }

        #expect(!dismissal.contains { $0.hasPrefix("Coloured(A)") })
        #expect(a.viewIfLoaded?.superview == nil && a.appearance == .disappeared)
        // A controller's view answers to it as its next responder.
        #expect(window.subviews.compactMap { $0.next as? UIViewController } == [c])
        #expect(b.appearance == .disappeared && b.viewIfLoaded?.window == nil)
    }

    /// R5: a child whose view joins a parent in the middle of a `transition(from:to:)` that
    /// takes the parent away follows the parent: it does not appear in a parent that is leaving.
    @Test func aChildJoiningADisappearingParentFollowsIt() {
        let root = Coloured("Root", .red), from = Coloured("From", .green), to = Coloured("To", .blue)
        let late = Coloured("Late", .gray)
        _ = windows.show(root)
        embed(from, in: root)
        swapChild(from, for: to, in: root, duration: 0.3)

        let joining = recordingSequence { _ in embed(late, in: from) }
        let ending = recordingSequence { _ in UIApplication.shared.advance(by: 1) }

        #expect(
            joining == [
                "Coloured(Late) willMove(toParent: Coloured(From))",
                "Coloured(Late) viewDidLoad",
                "Coloured(Late) didMove(toParent: Coloured(From))",
            ])
        #expect(
            ending == [
                "Coloured(To) viewDidAppear(animated: true)",
                "Coloured(From) viewDidDisappear(animated: true)",
                "Coloured(From) didMove(toParent: nil)",
                "Coloured(To) didMove(toParent: Coloured(Root))",
            ])
        #expect([from.appearance, late.appearance, to.appearance] == [.disappeared, .disappeared, .appeared])
    }

    /// R5 inside a container that forwards appearance by hand, as Apple's guide shows: a child
    /// joining a controller the container is taking away does not appear either.
    @Test func aChildJoiningAParentThatAManualContainerTakesAwayFollowsIt() {
        let root = Coloured("Root", .red), manual = UIKitFuzzing.ManualForwardingContainer(),
            parent = Coloured("Parent", .yellow)
        let other = Coloured("Other", .blue), late = Coloured("Late", .gray)
        _ = windows.show(root)
        embed(manual, in: root)
        manual.embed(parent)
        swapChild(manual, for: other, in: root, duration: 0.3)

        let joining = recordingSequence { _ in embed(late, in: parent) }
        UIApplication.shared.advance(by: 1)

        #expect(
            joining == [
                "Coloured(Late) willMove(toParent: Coloured(Parent))",
                "Coloured(Late) viewDidLoad",
                "Coloured(Late) didMove(toParent: Coloured(Parent))",
            ])
        #expect([parent.appearance, late.appearance, other.appearance] == [.disappeared, .disappeared, .appeared])
    }

    /// The other half of "children follow their parent": a child joining a parent that is
    /// appearing (mid-push) begins at once and appears with the parent, after it; its own pair
    /// is not animated, as for any view added directly.
    @Test func aChildJoiningAnAppearingParentAppearsAfterIt() {
        let top = Coloured("Top", .red), pushed = Coloured("Pushed", .yellow), late = Coloured("Late", .gray)
        let navigation = UINavigationController(rootViewController: top)
        _ = windows.show(navigation)
        navigation.pushViewController(pushed, animated: true)
        UIApplication.shared.advance(by: 0.1)

        let joining = recordingSequence { _ in embed(late, in: pushed) }
        let ending = recordingSequence { _ in UIApplication.shared.advance(by: 1) }

        #expect(
            joining == [
                "Coloured(Late) willMove(toParent: Coloured(Pushed))",
                "Coloured(Late) viewDidLoad",
                "Coloured(Late) viewWillAppear(animated: false)",
                "Coloured(Late) didMove(toParent: Coloured(Pushed))",
            ])
        #expect(
            ending == [
                "Coloured(Late) viewIsAppearing(animated: false)",
                "Coloured(Top) viewDidDisappear(animated: true)",
                "Coloured(Pushed) viewDidAppear(animated: true)",
                "Coloured(Late) viewDidAppear(animated: false)",
                "Coloured(Pushed) didMove(toParent: UINavigationController)",
            ])
    }

    /// R5 as the fuzzer found it (seed 1065): a split view's new detail joins while the split
    /// is popped away; it must not appear, and nothing is left appeared in the hidden window.
    @Test func aDetailShownWhileItsSplitIsPoppedAwayNeverAppears() {
        let top = Coloured("Top", .red), host = Coloured("Host", .yellow), detail = Coloured("Detail", .blue)
        let split = UISplitViewController()
        let navigation = UINavigationController(rootViewController: top)
        let window = windows.show(navigation)
        embed(split, in: host)
        navigation.pushViewController(host, animated: false)
        navigation.popToRootViewController(animated: true)

        let showing = recordingSequence { _ in split.showDetailViewController(detail, sender: nil) }
        window.isHidden = true
        UIApplication.shared.advance(by: 1)

        #expect(
            showing == [
                "Coloured(Detail) willMove(toParent: UISplitViewController)",
                "Coloured(Detail) viewDidLoad",
                "Coloured(Detail) didMove(toParent: UISplitViewController)",
            ])
        #expect([top.appearance, host.appearance, detail.appearance] == [.disappeared, .disappeared, .disappeared])
        #expect(UIApplication.shared.invariantViolations([.settled]).isEmpty)
    }

    /// Found by the fuzzer (seed 1050): a window hidden across a frame and shown again lays out
    /// what changed meanwhile; a split made wide while hidden shows its primary.
    @Test func aWindowShownAgainLaysOutWhatChangedWhileHidden() {
        let primary = Coloured("Primary", .red), root = Coloured("Root", .yellow)
        let split = UISplitViewController()
        split.viewControllers = [primary]
        let window = windows.show(root, width: 400, height: 720)
        window.isHidden = true
        embed(split, in: root)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        UIApplication.shared.advance(by: 1)

        window.isHidden = false
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.superview === split.view && primary.appearance == .appeared)
    }

    /// Found by the fuzzer (seed 24): a split turned narrow by an animated rotation collapses
    /// once the rotation ends. Collapsed, the primary is displayed alone (Apple's
    /// `collapseSecondaryViewController(_:for:)`); a primary that is not a navigation controller
    /// does not incorporate the secondary, whose view leaves and which disappears.
    @Test func aSplitTurnedNarrowCollapsesAfterTheRotation() {
        let primary = Coloured("Primary", .red), secondary = Coloured("Secondary", .blue)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let window = windows.show(split, width: 800, height: 480)
        let wide = primary.view.superview === split.view

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
        UIApplication.shared.advance(by: 1)

        #expect(wide)
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(secondary.viewIfLoaded?.superview == nil && secondary.appearance == .disappeared)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 480, height: 800) && primary.appearance == .appeared)
    }

    /// Found by the fuzzer (seeds 1081, 1344, 1432, 1496): a dismissal from inside a stack that
    /// is already being dismissed is refused, as UIKit refuses it ("while a presentation or
    /// dismiss is in progress"); the first dismissal then ends with every link cleared.
    @Test func aDismissalInsideADismissalInProgressIsRefused() {
        let root = Coloured("Root", .red), first = Coloured("First", .green), second = Coloured("Second", .blue)
        first.modalPresentationStyle = .overFullScreen
        second.modalPresentationStyle = .overFullScreen
        let window = windows.show(root)
        root.present(first, animated: false)
        first.present(second, animated: false)
        root.dismiss(animated: true)

        let diagnostics = capturingDiagnostics { second.dismiss(animated: false) }
        UIApplication.shared.advance(by: 1)
        window.rootViewController = second
        let third = Coloured("Third", .yellow)
        third.modalPresentationStyle = .overCurrentContext
        second.definesPresentationContext = true
        second.present(third, animated: false)
        UIApplication.shared.advance(by: 1)

        #expect(
            diagnostics.map(\.message) == [
                "Attempt to dismiss from view controller \(second) while a presentation or dismiss is in progress!"
            ])
        #expect(root.presentedViewController == nil && first.presentingViewController == nil)
        #expect(second.presentedViewController === third && third.presentingViewController === second)
        #expect(second.view.superview === window && third.view.superview === second.view)
        #expect(UIApplication.shared.invariantViolations([.settled]).isEmpty)
    }

    /// A window is no controller: a child made its root would leave its parent's view, and UIKit
    /// raises the hierarchy inconsistency; nothing changes.
    @Test func aChildCannotBecomeAWindowsRoot() {
        let root = Coloured("Root", .red), child = Coloured("Child", .blue)
        let window = windows.show(root)
        embed(child, in: root)

        let diagnostics = capturingDiagnostics { window.rootViewController = child }

        #expect(
            diagnostics.map(\.message) == [
                "child view controller:\(child) should have parent view controller:(null) but actual parent is:\(root)"
            ])
        #expect(diagnostics.map(\.name) == ["UIViewControllerHierarchyInconsistency"])
        #expect(window.rootViewController === root && child.parent === root && child.view.superview === root.view)
    }

    /// A presented controller cannot also be a window's root (fuzz seeds 79, 1880, 1977: its
    /// dismissal later slid the root's view away or left the window empty): the change is
    /// refused with a word on why, and the presentation goes on.
    @Test func aPresentedControllerCannotBecomeTheRoot() {
        let root = Coloured("Root", .red), presented = Coloured("Presented", .blue)
        presented.modalPresentationStyle = .overFullScreen
        let window = windows.show(root)
        root.present(presented, animated: false)

        let diagnostics = capturingDiagnostics { window.rootViewController = presented }
        root.dismiss(animated: true)
        UIApplication.shared.advance(by: 1)

        #expect(
            diagnostics.map(\.message) == [
                "\(presented) is presented by \(root): dismiss it before making it a window's root"
            ])
        #expect(diagnostics.map(\.kind) == [.log])
        #expect(window.rootViewController === root && root.view.superview === window)
        #expect(presented.viewIfLoaded?.superview == nil && presented.presentingViewController == nil)
        #expect(presented.appearance == .disappeared && root.appearance == .appeared)
        #expect(UIApplication.shared.invariantViolations([.settled]).isEmpty)
    }

    /// D1: an `.overCurrentContext` presentation is a documented style: nothing is logged.
    @Test func anOverContextPresentationLogsNothing() {
        let root = Coloured("Root", .red), over = Coloured("Over", .blue)
        over.modalPresentationStyle = .overCurrentContext
        root.definesPresentationContext = true
        _ = windows.show(root)

        let diagnostics = capturingDiagnostics {
            root.present(over, animated: true)
            UIApplication.shared.advance(by: 1)
            root.dismiss(animated: true)
            UIApplication.shared.advance(by: 1)
        }

        #expect(diagnostics.isEmpty)
        #expect(over.appearance == .disappeared && over.viewIfLoaded?.superview == nil)
    }

    /// D2: hiding the window during a push, a dismissal or a `transition(from:to:)` is not the
    /// app's unbalanced begin/end calls: nothing is logged, and everything ends disappeared.
    @Test func hidingTheWindowMidTransitionLogsNoUnbalancedCalls() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        let window = windows.show(navigation)
        let modal = Coloured("Modal", .green), c = Coloured("C", .yellow)

        let diagnostics = capturingDiagnostics {
            navigation.pushViewController(b, animated: true)
            UIApplication.shared.advance(by: 0.1)
            window.isHidden = true
            UIApplication.shared.advance(by: 1)
            window.isHidden = false
            navigation.present(modal, animated: false)
            navigation.dismiss(animated: true)
            UIApplication.shared.advance(by: 0.1)
            window.isHidden = true
            UIApplication.shared.advance(by: 1)
            window.isHidden = false
            b.willMove(toParent: nil)
            navigation.addChild(c)
            navigation.transition(from: b, to: c, duration: 0.3, animations: nil)
            UIApplication.shared.advance(by: 0.1)
            window.isHidden = true
            UIApplication.shared.advance(by: 1)
        }

        #expect(diagnostics.map(\.message) == [])
        #expect([a, b, c, modal].map(\.appearance) == [.disappeared, .disappeared, .disappeared, .disappeared])
        #expect(navigation.topViewController === b && b.parent === navigation)
    }
}
