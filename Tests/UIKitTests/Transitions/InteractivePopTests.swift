import Testing
@testable import UIKit

/// The swipe back: `interactivePopGestureRecognizer`, a left-edge pan on the navigation
/// controller's view, pops interactively with the built-in slide following the finger. Released
/// past half way (or flung) it finishes with the pop's order; otherwise it cancels with the order
/// recorded on iOS (DESIGN §2: top.viewWillDisappear · below.viewWillAppear ·
/// below.viewWillDisappear · below.viewDidDisappear · top.viewWillAppear · top.viewDidAppear).
@MainActor @Suite struct InteractivePopTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()
    private let automation = Automation()

    /// A navigation controller showing B over A in a 320-wide window.
    private func stack() -> (UINavigationController, Coloured, Coloured) {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        _ = windows.show(navigation)
        return (navigation, a, b)
    }

    /// The finger goes down 4 pt from the left edge and moves right to each x, one frame apart.
    private func drag(through xs: [CGFloat], y: CGFloat = 240) {
        automation.touchDown(at: CGPoint(x: 4, y: y))
        app.advance(by: 1.0 / 60)
        for x in xs {
            automation.touchMove(to: CGPoint(x: x, y: y))
            app.advance(by: 1.0 / 60)
        }
    }

    @Test func theRecognizerIsAScreenEdgePanOnTheLeftEdgeOfTheNavigationView() {
        let (navigation, _, _) = stack()

        let recognizer = navigation.interactivePopGestureRecognizer

        #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(recognizer?.view === navigation.view)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true)
    }

    @Test func theCoveredViewFollowsTheFingerAndReleasedPastHalfWayThePopFinishes() {
        let (navigation, a, b) = stack()
        let content = navigation.contentFrame

        var followed: [CGFloat] = []
        let lines = recordingSequence { recorder in
            drag(through: [40, 120, 200, 220])
            followed.append(b.view.shownFrame.minX)
            for _ in 0..<6 {
                automation.touchMove(to: CGPoint(x: 220, y: 240))
                app.advance(by: 1.0 / 60)
            }
            followed.append(b.view.shownFrame.minX)
            recorder.note("release")
            automation.touchUp(at: CGPoint(x: 220, y: 240))
            app.advance(by: 1)
        }

        // The finger came 216 pt from where it went down: the view's edge is that far right.
        #expect(followed == [216, 216])
        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(A) viewDidLoad",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "Coloured(A) viewIsAppearing(animated: true)",
                "release",
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [a])
        #expect(a.view.frame == content && b.view.superview == nil)
        #expect(navigation.navigationBar.topItem === a.navigationItem)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func releasedBeforeHalfWayThePopCancelsWithTheRecordedOrder() {
        let (navigation, a, b) = stack()
        let content = navigation.contentFrame

        let lines = recordingSequence { recorder in
            drag(through: [30, 60, 90])
            for _ in 0..<6 {
                automation.touchMove(to: CGPoint(x: 90, y: 240))
                app.advance(by: 1.0 / 60)
            }
            recorder.note("release")
            automation.touchUp(at: CGPoint(x: 90, y: 240))
            app.advance(by: 1)
        }

        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(A) viewDidLoad",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "Coloured(A) viewIsAppearing(animated: true)",
                "release",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
            ])
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.frame == content && b.view.shownFrame == content && a.view.superview == nil)
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(app.invariantViolations().isEmpty)
    }

    /// Notes what the transition coordinator says inside `willShow`, and registers there for the
    /// interaction's end, as apps detect a cancelled swipe back.
    final class CoordinatorWatcher: UINavigationControllerDelegate {
        weak var recorder: SequenceRecorder?

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            guard let coordinator = navigationController.transitionCoordinator else {
                recorder?.note("willShow without a coordinator")
                return
            }
            recorder?.note(
                "willShow interactive: \(coordinator.isInteractive) initially: \(coordinator.initiallyInteractive)")
            coordinator.notifyWhenInteractionChanges { [weak self] context in
                self?.recorder?.note("interaction ended cancelled: \(context.isCancelled)")
            }
        }
    }

    /// Issue 32 item 16: on iOS the interactive transition has begun when the delegate's
    /// willShow runs, so isInteractive is true there and a handler registered there fires on
    /// release (DESIGN §2, "Interactive pop").
    @Test(arguments: [false, true])
    func inWillShowTheSwipeBackIsInteractiveAndItsReleaseIsAnnounced(finishes: Bool) {
        let (navigation, a, b) = stack()
        let watcher = CoordinatorWatcher()
        navigation.delegate = watcher
        let end: CGFloat = finishes ? 220 : 90

        let lines = recordingSequence { recorder in
            watcher.recorder = recorder
            drag(through: [end / 2, end])
            for _ in 0..<6 {
                automation.touchMove(to: CGPoint(x: end, y: 240))
                app.advance(by: 1.0 / 60)
            }
            recorder.note("release")
            automation.touchUp(at: CGPoint(x: end, y: 240))
            app.advance(by: 1)
        }

        let started = [
            "Coloured(B) willMove(toParent: nil)",
            "Coloured(A) viewDidLoad",
            "Coloured(B) viewWillDisappear(animated: true)",
            "Coloured(A) viewWillAppear(animated: true)",
            "willShow interactive: true initially: true",
            "Coloured(A) viewIsAppearing(animated: true)",
            "release",
            "interaction ended cancelled: \(!finishes)",
        ]
        let ended =
            finishes
            ? [
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: nil)",
            ]
            : [
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
            ]
        #expect(lines == started + ended)
        #expect(navigation.viewControllers == (finishes ? [a] : [a, b]))
    }

    @Test func aFlingFinishesThePopFromAShortDrag() {
        let (navigation, a, _) = stack()

        drag(through: [20, 40, 70, 110])
        automation.touchUp(at: CGPoint(x: 110, y: 240))
        app.advance(by: 1)

        #expect(navigation.viewControllers == [a])
    }

    @Test func aDragThatStartsAwayFromTheEdgeOrWithOnlyTheRootDoesNotPop() {
        let (navigation, a, b) = stack()
        let root = UINavigationController(rootViewController: Coloured("R", .green))
        _ = windows.show(root)

        automation.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 300, y: 240))
        app.advance(by: 1)
        let afterMiddleDrag = navigation.viewControllers
        let rootOnly = root.interactivePopGestureRecognizer?.delegate?.gestureRecognizerShouldBegin(
            root.interactivePopGestureRecognizer!)

        #expect(afterMiddleDrag == [a, b])
        #expect(rootOnly == false)
    }

    @Test func disabledTheRecognizerLeavesTheStackAlone() {
        let (navigation, a, b) = stack()
        navigation.interactivePopGestureRecognizer?.isEnabled = false

        drag(through: [100, 200, 300])
        automation.touchUp(at: CGPoint(x: 300, y: 240))
        app.advance(by: 1)

        #expect(navigation.viewControllers == [a, b])
    }

    @Test func theBarDissolvesWithTheFinger() {
        let (navigation, _, _) = stack()

        drag(through: [80, 160])
        let bar = navigation.navigationBar.layer.transition

        #expect(bar != nil)
        // 156 pt of the 320-wide view from where the finger went down.
        #expect(bar.map { abs($0.progress(at: app.animationTime) - 156.0 / 320) < 1e-9 } == true)
        automation.touchUp(at: CGPoint(x: 160, y: 240))
        app.advance(by: 1)
    }
}
