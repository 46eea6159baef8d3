import Testing
@testable import UIKit

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
        #expect(showing == [
            "Coloured(Root) viewWillAppear(animated: false)",
            "Coloured(Root) viewDidAppear(animated: false)",
        ])
        #expect(replacing == [
            "Coloured(Root) viewWillDisappear(animated: false)",
            "Coloured(Root) viewDidDisappear(animated: false)",
            "Coloured(Other) viewDidLoad",
            "Coloured(Other) viewWillAppear(animated: false)",
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
        #expect(showing == [
            "Coloured(Other) viewWillAppear(animated: false)",
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

        #expect(turning == [
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

        #expect(dismissal == [
            "Coloured(Container) viewWillDisappear(animated: false)",
            "Coloured(Child) viewWillDisappear(animated: false)",
            "Coloured(Root) viewWillAppear(animated: false)",
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
        #expect(window.subviews.filter { $0.owningViewController != nil }.map { $0.owningViewController } == [c])
        #expect(b.appearance == .disappeared && b.viewIfLoaded?.window == nil)
    }

    /// R5: a child whose view joins a parent in the middle of a `transition(from:to:)` follows
    /// the parent: it appears only in a window and is told when it disappears.
    @Test func aChildJoiningADisappearingParentFollowsIt() {
        let root = Coloured("Root", .red), parent = Coloured("Parent", .yellow)
        let from = Coloured("From", .green), to = Coloured("To", .blue), late = Coloured("Late", .gray)
        _ = windows.show(root)
        embed(from, in: root)
        root.addChild(to)
        root.transition(from: from, to: to, duration: 0.3, animations: nil)
        _ = parent

        embed(late, in: from)
        UIApplication.shared.advance(by: 1)

        #expect(from.appearance == .disappeared && from.view.window == nil)
        #expect(late.appearance == .disappeared)
        #expect(to.appearance == .appeared)
    }

    /// R5 with a manual-forwarding parent that forwards by hand (Apple's guide): a child added
    /// while the parent disappears ends disappeared with it.
    @Test func aChildJoiningAManuallyForwardingParentWhileItDisappearsEndsDisappeared() {
        let root = Coloured("Root", .red), manual = ManualForwarding("Manual"), late = Coloured("Late", .gray)
        let window = windows.show(root)
        embed(manual, in: root)

        manual.beginAppearanceTransition(false, animated: false)
        embed(late, in: manual)
        manual.view.removeFromSuperview()
        manual.endAppearanceTransition()

        #expect(late.appearance == .disappeared)
        #expect(late.view.window == nil)
        _ = window
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
        let modal = Coloured("Modal", .green)

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
        }

        #expect(diagnostics.map(\.message) == [])
        #expect([a, b, modal].map(\.appearance) == [.disappeared, .disappeared, .disappeared])
        #expect(navigation.topViewController === b && b.parent === navigation)
    }
}

/// A container that forwards appearance by hand, as Apple's guide shows: every begin and end
/// it gets goes to the children whose views are inside its view.
@MainActor
final class ManualForwarding: Strict {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) ?? false {
            child.beginAppearanceTransition(true, animated: animated)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) ?? false { child.endAppearanceTransition() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) ?? false {
            child.beginAppearanceTransition(false, animated: animated)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in children where child.viewIfLoaded?.isDescendant(of: view) ?? false { child.endAppearanceTransition() }
    }
}
