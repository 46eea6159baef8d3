import Testing
import UIKit
import SeedContainers

/// The seeds' code, ported in this folder, run against the module: the sequences the seeds
/// describe, asserted whole.
@MainActor @Suite struct SeedTests {
    private func baseContainer(with children: [Strict]) -> SeedContainer {
        let container = SeedContainer()
        container.title = "Base"
        for child in children { container.show(child) }
        return container
    }

    /// Seed 000 §4: the base class turns automatic forwarding off and forwards with begin/end
    /// from its own callbacks, so children follow it: P.will, children's wills, P.did, children's dids.
    @Test func seed000BaseClassForwardsAppearanceToEveryChild() {
        let a = Strict("A"), b = Strict("B")
        let container = baseContainer(with: [a, b])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        let shown = tracing {
            window.rootViewController = container
            window.makeKeyAndVisible()
        }
        let hidden = tracing { window.isHidden = true }

        #expect(
            shown == [
                "SeedContainer(Base) viewWillAppear(animated: false)",
                "Strict(A) viewWillAppear(animated: false)",
                "Strict(B) viewWillAppear(animated: false)",
                "SeedContainer(Base) viewIsAppearing(animated: false)",
                "Strict(A) viewIsAppearing(animated: false)",
                "Strict(B) viewIsAppearing(animated: false)",
                "SeedContainer(Base) viewDidAppear(animated: false)",
                "Strict(A) viewDidAppear(animated: false)",
                "Strict(B) viewDidAppear(animated: false)",
            ])
        #expect(
            hidden == [
                "SeedContainer(Base) viewWillDisappear(animated: false)",
                "Strict(A) viewWillDisappear(animated: false)",
                "Strict(B) viewWillDisappear(animated: false)",
                "SeedContainer(Base) viewDidDisappear(animated: false)",
                "Strict(A) viewDidDisappear(animated: false)",
                "Strict(B) viewDidDisappear(animated: false)",
            ])
    }

    /// Seed 000 §2: with forwarding off, adding a child's view gives it no appearance callbacks;
    /// the container must call begin/end itself. Forgetting to shows up later as UIKit's log.
    @Test func seed000ManualContainerThatForgetsBeginAndEndLeavesItsChildUnaware() {
        let container = baseContainer(with: [])
        let window = showInWindow(container)
        let late = Strict("Late")

        let added = tracing { container.show(late) }
        let diagnostics = capturingDiagnostics { window.isHidden = true }

        #expect(
            added == [
                "Strict(Late) willMove(toParent: SeedContainer(Base))",
                "Strict(Late) viewDidLoad",
                "Strict(Late) didMove(toParent: SeedContainer(Base))",
            ])
        #expect(late.appearance == .disappeared)
        #expect(diagnostics.map(\.message) == ["Unbalanced calls to begin/end appearance transitions for \(late)."])
    }

    /// Seed 000 §1 on the base class: removal takes the child's view away with no callbacks either.
    @Test func seed000RemovalFromTheBaseClassUnlinksAndReleases() {
        let container = baseContainer(with: [])
        weak var weakChild: Strict?
        do {
            let child = Strict("C")
            weakChild = child
            container.show(child)
        }

        let lines = tracing { if let child = weakChild { container.remove(child) } }

        #expect(lines == ["Strict(C) willMove(toParent: nil)", "Strict(C) didMove(toParent: nil)"])
        #expect(weakChild == nil)
        #expect(container.children.isEmpty)
    }

    /// Seeds 001 §1.2/§2.2 and 002: with automatic forwarding, adding the view to a visible
    /// container makes the child appear between willMove and didMove; removal mirrors it.
    @Test func seed001DisplayAndHideWithAutomaticForwarding() {
        let container = ContentContainer()
        container.title = "Auto"
        let window = showInWindow(container)
        weak var weakContent: Strict?

        var displayed: [String] = []
        var hidden: [String] = []
        do {
            let content = Strict("C")
            weakContent = content
            displayed = tracing { container.displayContentController(content) }
            hidden = tracing { container.hideContentController(content) }
        }

        #expect(
            displayed == [
                "Strict(C) willMove(toParent: ContentContainer(Auto))",
                "Strict(C) viewDidLoad",
                "Strict(C) viewWillAppear(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
                "Strict(C) didMove(toParent: ContentContainer(Auto))",
            ])
        #expect(
            hidden == [
                "Strict(C) willMove(toParent: nil)",
                "Strict(C) viewWillDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "Strict(C) didMove(toParent: nil)",
            ])
        #expect(weakContent == nil)
        withExtendedLifetime(window) {}
    }

    /// Seed 001 §4.3: the manual container's display and hide mirror a navigation push and pop,
    /// with `animated: true` from begin, and isMovingTo/FromParent set in those callbacks.
    @Test func seed001ManualDisplayAndHideMirrorPushAndPop() {
        let container = ManualForwardingContainer()
        container.title = "Manual"
        let window = showInWindow(container)
        let content = Strict("C")

        let displayed = tracing { container.displayContentController(content) }
        let hidden = tracing { container.hideContentController(content) }

        #expect(
            displayed == [
                "Strict(C) willMove(toParent: ManualForwardingContainer(Manual))",
                "Strict(C) viewDidLoad",
                "Strict(C) viewWillAppear(animated: true)",
                "Strict(C) viewIsAppearing(animated: true)",
                "Strict(C) viewDidAppear(animated: true)",
                "Strict(C) didMove(toParent: ManualForwardingContainer(Manual))",
            ])
        #expect(
            hidden == [
                "Strict(C) willMove(toParent: nil)",
                "Strict(C) viewWillDisappear(animated: true)",
                "Strict(C) viewDidDisappear(animated: true)",
                "Strict(C) didMove(toParent: nil)",
            ])
        #expect(
            content.movingFlags == [
                "viewWillAppear to:true from:false", "viewDidAppear to:true from:false",
                "viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true",
            ])
        withExtendedLifetime(window) {}
    }

    /// Seed 001 §4.2: the manual container's own callbacks forward to its children.
    @Test func seed001ManualContainerForwardsItsOwnAppearance() {
        let container = ManualForwardingContainer()
        container.title = "Manual"
        let window = showInWindow(container)
        let content = Strict("C")
        container.displayContentController(content)

        let cycled = tracing {
            window.isHidden = true
            window.isHidden = false
        }

        #expect(
            cycled == [
                "ManualForwardingContainer(Manual) viewWillDisappear(animated: false)",
                "Strict(C) viewWillDisappear(animated: false)",
                "ManualForwardingContainer(Manual) viewDidDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "ManualForwardingContainer(Manual) viewWillAppear(animated: false)",
                "Strict(C) viewWillAppear(animated: false)",
                "ManualForwardingContainer(Manual) viewIsAppearing(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "ManualForwardingContainer(Manual) viewDidAppear(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
            ])
    }

    /// Seed 001 §1.2's code on the manual container: without begin/end the child sees nothing.
    @Test func seed001ManualContainerWithoutBeginAndEndGivesNoAppearance() {
        let container = ManualForwardingContainer()
        container.title = "Manual"
        let window = showInWindow(container)
        let content = Strict("C")

        let displayed = tracing { container.displayWithoutForwarding(content) }

        #expect(
            displayed == [
                "Strict(C) willMove(toParent: ManualForwardingContainer(Manual))",
                "Strict(C) viewDidLoad",
                "Strict(C) didMove(toParent: ManualForwardingContainer(Manual))",
            ])
        #expect(content.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    /// Seed 004, flawed: the table's view is on screen but its controller was freed when
    /// viewDidLoad returned, so the list has lost its data, as the seed saw when scrolling.
    @Test func seed004TableAddedWithoutAddChildLosesItsController() {
        let host = FlawedTableHost()
        host.title = "Flawed"
        var window: UIWindow?

        let lines = tracing { window = showInWindow(host) }

        let list = host.view.subviews.first as? ListView
        #expect(
            lines == [
                "FlawedTableHost(Flawed) viewDidLoad",
                "TableViewController viewDidLoad",
                "FlawedTableHost(Flawed) viewWillAppear(animated: false)",
                "FlawedTableHost(Flawed) viewIsAppearing(animated: false)",
                "FlawedTableHost(Flawed) viewDidAppear(animated: false)",
            ])
        #expect(host.observedTable == nil)
        #expect(list != nil)
        #expect(list?.window === window)
        #expect(list?.visibleRows == [])
    }

    /// Seed 004, fixed: as a child the table controller lives as long as its parent and
    /// appears with it.
    @Test func seed004TableAddedAsAChildStaysAliveAndAppears() {
        let host = ContainedTableHost()
        host.title = "Fixed"
        var window: UIWindow?

        let lines = tracing { window = showInWindow(host) }

        #expect(
            lines == [
                "ContainedTableHost(Fixed) viewDidLoad",
                "TableViewController willMove(toParent: ContainedTableHost(Fixed))",
                "TableViewController viewDidLoad",
                "TableViewController didMove(toParent: ContainedTableHost(Fixed))",
                "ContainedTableHost(Fixed) viewWillAppear(animated: false)",
                "TableViewController viewWillAppear(animated: false)",
                "ContainedTableHost(Fixed) viewIsAppearing(animated: false)",
                "TableViewController viewIsAppearing(animated: false)",
                "ContainedTableHost(Fixed) viewDidAppear(animated: false)",
                "TableViewController viewDidAppear(animated: false)",
            ])
        #expect(host.observedTable != nil)
        #expect(host.observedTable?.tableView.visibleRows == ["Alpha", "Bravo", "Charlie"])
        withExtendedLifetime(window) {}
    }
}
