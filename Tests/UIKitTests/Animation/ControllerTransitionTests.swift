import Testing
import Compositor
import SeedContainers
import UIKit

/// `transition(from:to:duration:options:animations:completion:)` on a container (DESIGN §2):
/// appearance begins on both, the new view joins, the animation runs, the old view leaves,
/// appearance ends on both, then the completion.
@MainActor @Suite struct ControllerTransitionTests {
    /// A visible plain container with `old` shown in it, filling it.
    private func container(showing old: Strict) -> (UIWindow, Strict) {
        let parent = Strict("P")
        let window = showInWindow(parent, width: 300, height: 200)
        embed(old, in: parent)
        old.view.frame = parent.view.bounds
        return (window, parent)
    }

    @Test(arguments: [
        UIView.AnimationOptions(), .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop,
        .transitionFlipFromBottom, .transitionCrossDissolve, .transitionCurlUp, .transitionCurlDown,
    ])
    func everyOptionGivesTheSameCallbackSequence(_ option: UIView.AnimationOptions) {
        let old = Strict("A"), new = Strict("B")
        let (window, parent) = container(showing: old)
        parent.addChild(new)
        old.willMove(toParent: nil)
        var completed: [Bool] = []

        let started = tracing {
            parent.transition(
                from: old, to: new, duration: 0.5, options: option, animations: nil,
                completion: { finished in
                    completed.append(finished)
                    old.removeFromParent()
                    new.didMove(toParent: parent)
                })
        }
        let viewsDuring = parent.view.subviews
        let ended = tracing { UIApplication.shared.advance(by: 0.5) }

        #expect(
            started == [
                "Strict(A) viewWillDisappear(animated: true)",
                "Strict(B) viewDidLoad",
                "Strict(B) viewWillAppear(animated: true)",
                "Strict(B) viewIsAppearing(animated: true)",
            ])
        #expect(viewsDuring == [old.view, new.view])
        #expect(
            ended == [
                "Strict(B) viewDidAppear(animated: true)",
                "Strict(A) viewDidDisappear(animated: true)",
                "Strict(A) didMove(toParent: nil)",
                "Strict(B) didMove(toParent: Strict(P))",
            ])
        #expect(completed == [true])
        #expect(parent.view.subviews == [new.view])
        #expect(parent.children == [new])
        withExtendedLifetime(window) {}
    }

    @Test func controllersWithoutACommonParentAreRefused() {
        let old = Strict("A"), stranger = Strict("S")
        let (window, parent) = container(showing: old)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                parent.transition(from: old, to: stranger, duration: 0.3, options: [], animations: nil)
            }
        }
        UIApplication.shared.advance(by: 0.3)

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message:
                        "Children view controllers \(old) and \(stranger) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
                )
            ])
        #expect(lines.isEmpty)
        #expect(parent.view.subviews == [old.view])
        #expect(old.appearance == .appeared && stranger.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func offScreenContainersSwapViewsWithoutAppearanceCallbacks() {
        let parent = Strict("P"), old = Strict("A"), new = Strict("B")
        embed(old, in: parent)
        parent.addChild(new)

        let lines = tracing {
            parent.transition(from: old, to: new, duration: 0.25, options: .transitionFlipFromLeft, animations: nil)
            UIApplication.shared.advance(by: 0.25)
        }

        #expect(lines == ["Strict(B) viewDidLoad"])
        #expect(parent.view.subviews == [new.view])
    }

    /// Seed 002: the new view slides in from the right while the old one leaves to the left.
    @Test func seed002CycleSlidesAndReportsTheWholeSequence() {
        let cycle = CycleContainer()
        cycle.title = "Cycle"
        let window = showInWindow(cycle, width: 300, height: 200)
        let old = Strict("Old"), new = Strict("New")
        embed(old, in: cycle)
        old.view.frame = cycle.view.bounds

        let started = tracing { cycle.cycleFromViewController(old, toViewController: new) }
        UIApplication.shared.advance(by: 0.125)
        let midway = (new.view.layer.presentation()!.frame.minX, old.view.layer.presentation()!.frame.minX)
        let ended = tracing { UIApplication.shared.advance(by: 0.125) }

        #expect(
            started == [
                "Strict(Old) willMove(toParent: nil)",
                "Strict(New) willMove(toParent: CycleContainer(Cycle))",
                "Strict(New) viewDidLoad",
                "Strict(Old) viewWillDisappear(animated: true)",
                "Strict(New) viewWillAppear(animated: true)",
                "Strict(New) viewIsAppearing(animated: true)",
            ])
        // Control points are Floats, as Core Animation's are: half way to within 0.01 pt.
        #expect(
            abs(midway.0 - 150) < 0.01 && abs(midway.1 + 150) < 0.01, "ease-in-out is half way at half time: \(midway)")
        #expect(
            ended == [
                "Strict(New) viewDidAppear(animated: true)",
                "Strict(Old) viewDidDisappear(animated: true)",
                "Strict(Old) didMove(toParent: nil)",
                "Strict(New) didMove(toParent: CycleContainer(Cycle))",
            ])
        #expect(new.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(old.view.superview == nil && old.view.frame.minX == -300)
        #expect(cycle.children == [new])
        #expect(new.movingFlags == ["viewWillAppear to:true from:false", "viewDidAppear to:true from:false"])
        #expect(
            old.movingFlags.suffix(2) == [
                "viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true",
            ])
        withExtendedLifetime(window) {}
    }

    /// Seed 004 (objc.io Tunnel): the flip turns only the top container's area; the rest of the
    /// screen stays as it was on every frame.
    @Test func seed004FlipTurnsOnlyTheContainerArea() throws {
        let tunnel = FlipContainer()
        tunnel.title = "Tunnel"
        let window = showInWindow(tunnel, width: 300, height: 400)
        tunnel.view.backgroundColor = .green
        let map = Strict("Map"), info = Strict("Info")
        tunnel.addChild(map)
        map.view.frame = tunnel.topContainer.bounds
        map.view.backgroundColor = .red
        tunnel.topContainer.addSubview(map.view)
        map.didMove(toParent: tunnel)
        UIApplication.shared.advance(by: 1.0 / 60)

        let started = tracing {
            tunnel.flipFromViewController(map, toViewController: info, withDirection: .transitionFlipFromTop)
        }
        info.view.backgroundColor = .blue
        UIApplication.shared.advance(by: 0.05)
        let framebuffer = try #require(window.renderer?.framebuffer)
        let quarter = ColourExtent(framebuffer, matching: isRed)
        let belowUntouched = (170..<400).allSatisfy { y in
            colour(framebuffer.pixel(x: 150, y: y)) == RenderColor(red: 0, green: 1, blue: 0)
        }
        let ended = tracing { UIApplication.shared.advance(by: 0.15) }

        #expect(
            started == [
                "Strict(Info) viewDidLoad",
                "Strict(Info) willMove(toParent: FlipContainer(Tunnel))",
                "Strict(Map) willMove(toParent: nil)",
                "Strict(Map) viewWillDisappear(animated: true)",
                "Strict(Info) viewWillAppear(animated: true)",
                "Strict(Info) viewIsAppearing(animated: true)",
            ])
        #expect(quarter.count > 0 && quarter.maxY < 168 && quarter.topEdge > quarter.bottomEdge)
        #expect(belowUntouched)
        #expect(
            ended == [
                "Strict(Info) viewDidAppear(animated: true)",
                "Strict(Map) viewDidDisappear(animated: true)",
                "Strict(Info) didMove(toParent: FlipContainer(Tunnel))",
                "Strict(Map) didMove(toParent: nil)",
            ])
        #expect(tunnel.topContainer.subviews == [info.view])
        #expect(info.view.frame == tunnel.topContainer.bounds)
    }
}
