import Testing
import UIKit
import SeedContainers

/// Seed 000 §3–§4, the base class's rotation half: it stops automatic forwarding, forwards the
/// legacy trio by hand to `childViewControllersWithRotationCallbackAutoForward()`, and decides
/// from those children (autorotate only if all agree; supported = the intersection).
@MainActor @Suite struct Seed000RotationTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    /// Seed 000's "only the visible child" variant: forwards rotation to the child on screen.
    final class VisibleOnlyContainer: ContainerBaseController {
        override func childViewControllersWithRotationCallbackAutoForward() -> [UIViewController] {
            children.filter { $0.viewIfLoaded?.window != nil }
        }
    }

    @Test func aPortraitOnlyChildMakesTheContainerRefuseLandscape() {
        let container = SeedContainer(), free = Turning("Free", .red), portrait = Turning("Portrait", .blue)
        portrait.supported = .portrait
        let window = windows.show(container)
        container.show(free)
        container.show(portrait)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: SystemTimings.rotation)
        }

        #expect(container.supportedInterfaceOrientations == .portrait && container.shouldAutorotate)
        #expect(lines.isEmpty && window.rootViewController!.interfaceOrientation == .portrait)
    }

    @Test func allowedTheTrioReachesTheChildrenThroughTheBaseClassNotAutomatically() {
        let container = SeedContainer(), first = Turning("First", .red), second = Turning("Second", .blue)
        let window = windows.show(container)
        container.show(first)
        container.show(second)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: SystemTimings.rotation)
        }

        // The new size classes come first (UIContentContainer's willTransition(to:with:)), then
        // the size change reaches the children by UIKit's default implementation; the trio by
        // the seed's overrides, right after the container's own (they call super first). The
        // traits change inside the animation, before its alongside work.
        #expect(
            lines == [
                "SeedContainer willTransition(to: compact×compact light)",
                "Turning(First) willTransition(to: compact×compact light)",
                "Turning(Second) willTransition(to: compact×compact light)",
                "SeedContainer viewWillTransition(to: 480x320)",
                "SeedContainer willRotate(to: .landscapeRight)",
                "Turning(First) willRotate(to: .landscapeRight)",
                "Turning(Second) willRotate(to: .landscapeRight)",
                "Turning(First) viewWillTransition(to: 480x320)",
                "Turning(Second) viewWillTransition(to: 480x320)",
                "SeedContainer traitCollectionDidChange(now: compact×compact light)",
                "Turning(First) traitCollectionDidChange(now: compact×compact light)",
                "Turning(Second) traitCollectionDidChange(now: compact×compact light)",
                "SeedContainer willAnimateRotation(to: .landscapeRight)",
                "Turning(First) willAnimateRotation(to: .landscapeRight)",
                "Turning(Second) willAnimateRotation(to: .landscapeRight)",
                "SeedContainer didRotate(from: .portrait)",
                "Turning(First) didRotate(from: .portrait)",
                "Turning(Second) didRotate(from: .portrait)",
            ])
    }

    @Test func aSubclassForwardingToTheVisibleChildOnlySendsTheTrioThere() {
        let container = VisibleOnlyContainer(), shown = Turning("Shown", .red), hidden = Turning("Hidden", .blue)
        hidden.supported = .portrait
        let window = windows.show(container)
        container.addChild(shown)
        container.view.addSubview(shown.view)
        shown.didMove(toParent: container)
        container.addChild(hidden)
        hidden.didMove(toParent: container)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: SystemTimings.rotation)
        }

        let trio = lines.filter {
            $0.hasSuffix(".landscapeRight)") && !$0.contains("viewWillTransition") || $0.hasSuffix("(from: .portrait)")
        }
        #expect(
            trio == [
                "Seed000RotationTests.VisibleOnlyContainer willRotate(to: .landscapeRight)",
                "Turning(Shown) willRotate(to: .landscapeRight)",
                "Seed000RotationTests.VisibleOnlyContainer willAnimateRotation(to: .landscapeRight)",
                "Turning(Shown) willAnimateRotation(to: .landscapeRight)",
                "Seed000RotationTests.VisibleOnlyContainer didRotate(from: .portrait)",
                "Turning(Shown) didRotate(from: .portrait)",
            ])
        #expect(lines.contains("Turning(Hidden) viewWillTransition(to: 480x320)"))
        #expect(window.rootViewController!.interfaceOrientation == .landscapeRight)
    }

    @Test func theLegacyQuestionIsAnsweredForTheChildren() {
        final class LegacyPortrait: Turning {
            override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
                toInterfaceOrientation == .portrait
            }
        }
        let container = SeedContainer(), legacy = LegacyPortrait("Legacy", .red)
        let window = windows.show(container)
        container.show(legacy)

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        app.advance(by: SystemTimings.rotation)

        #expect(!container.shouldAutorotate(to: .landscapeRight) && container.shouldAutorotate(to: .portrait))
        #expect(window.rootViewController!.interfaceOrientation == .portrait)
    }
}
