import Testing
import Foundation
import Compositor
@testable import UIKit
@testable import ContainerDemo

/// The keys, the overlays and what each tab declares, driven through the event queue.
@MainActor @Suite struct DemoControlsTests {
    @Test func numberKeysSelectTabsThroughTheDelegateWithADissolve() throws {
        let demo = DemoHarness()
        defer { demo.close() }

        try demo.play("key 3")
        let dissolving = demo.tabs.view.layer.transition != nil
        try demo.play("wait 0.3\nkey 5\nwait 0.3")

        #expect(dissolving)
        #expect(demo.tabs.selectedIndex == 4)
        #expect(demo.tabs.view.layer.transition == nil)
    }

    @Test func statusStripStyleComesFromTheVisibleChild() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        let styles = { demo.tabs.resolvedStatusBar.style }

        let navigation = styles()
        try demo.play("tab 2\nwait 0.3")
        let tunnel = styles()
        try demo.play("tab 5\nwait 0.3")
        let split = styles()

        #expect(navigation == .darkContent)
        #expect(tunnel == .lightContent)
        #expect(split == .lightContent)
    }

    /// `D`: the whole app turns dark (every dynamic colour, and the status strip's style with
    /// it) and back.
    @Test func dTogglesTheDarkAppearance() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 4\nwait 0.3")
        let lightPixel = try #require(Automation().screenshot()).bitmap.pixel(x: 4, y: 400)

        try demo.play("key d\nwait 0.1")
        let dark = (
            demo.window.traitCollection.userInterfaceStyle, demo.tabs.resolvedStatusBar.style,
            try #require(Automation().screenshot()).bitmap.pixel(x: 4, y: 400)
        )
        try demo.play("key d\nwait 0.1")

        #expect(lightPixel == 0xFFF2_F2F7, "systemGroupedBackground, light")
        #expect(dark.0 == .dark && dark.1 == .lightContent)
        #expect(dark.2 == 0xFF00_0000, "systemGroupedBackground, dark")
        #expect(demo.window.traitCollection.userInterfaceStyle == .light)
        #expect(demo.printed.suffix(2) == ["Dark appearance", "Light appearance"])
    }

    /// The Cycle tab's segmented control switches the stage's child: a pick is one
    /// `transition(from:to:)` slide, in the order recorded on iOS.
    @Test func theCycleTabsSegmentedControlSwitchesPages() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 4\nwait 0.3")
        let cycle = try #require(demo.tabs.selectedViewController as? Cycle.Container)
        demo.trace.removeAll()

        try Automation().tap(label: "Page 3")
        Automation().settle()

        #expect(cycle.current.number == 3 && cycle.children.map(\.title) == ["3"])
        #expect(
            demo.trace.events.map(\.description) == [
                "Cycle.Page(1) willMove(toParent: nil)",
                "Cycle.Page(3) willMove(toParent: Cycle.Container(Cycle))",
                "Cycle.Page(3) viewDidLoad",
                "Cycle.Page(1) viewWillDisappear(animated: true)",
                "Cycle.Page(3) viewWillAppear(animated: true)",
                "Cycle.Page(3) viewIsAppearing(animated: true)",
                "Cycle.Page(3) viewDidAppear(animated: true)",
                "Cycle.Page(1) viewDidDisappear(animated: true)",
                "Cycle.Page(1) didMove(toParent: nil)",
                "Cycle.Page(3) didMove(toParent: Cycle.Container(Cycle))",
            ])
    }

    @Test func arrowsTurnTheDeviceAndTheSplitWidensInLandscape() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 5\nwait 0.3")
        let split = try #require(demo.tabs.selectedViewController as? UISplitViewController)
        let collapsedInPortrait = split.isCollapsed

        try demo.play("key Right\nwait 0.4")
        let landscape = (demo.window.bounds.size, split.isCollapsed, demo.window.deviceOrientation)
        try demo.play("key Left\nwait 0.4")

        #expect(collapsedInPortrait)
        #expect(landscape.0 == CGSize(width: 800, height: 480))
        #expect(!landscape.1)
        #expect(landscape.2 == .landscapeRight)
        #expect(split.isCollapsed && demo.window.deviceOrientation == .portrait)
    }

    @Test func eachTabDeclaresItsOrientations() {
        let demo = DemoHarness()
        defer { demo.close() }

        let masks = demo.tabs.viewControllers!.map(\.supportedInterfaceOrientations)

        // Navigation and Cycle as a phone app; Tunnel portrait only; the seed's modal
        // container intersects its children's masks (no card: every orientation); Split what
        // both columns allow; Pages as a phone app.
        #expect(masks == [.allButUpsideDown, .portrait, .all, .allButUpsideDown, .all, .allButUpsideDown])
    }

    @Test func resizingTheWindowNarrowCollapsesTheSplit() throws {
        let demo = DemoHarness(size: CGSize(width: 800, height: 480))
        defer { demo.close() }
        try demo.play("tab 5\nwait 0.3")
        let split = try #require(demo.tabs.selectedViewController as? UISplitViewController)
        let wide = split.isCollapsed

        // A 4.7-inch phone on its side: compact width.
        try demo.play("resize 667 375\nwait 0.1")

        #expect(!wide)
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test func thePortraitOnlyTunnelRefusesLandscapeAndIsDrawnSideways() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")

        try demo.play("key Right\nwait 0.4")

        #expect(demo.tunnel.supportedInterfaceOrientations == .portrait)
        #expect(demo.tunnel.interfaceOrientation == .portrait)
        #expect(demo.window.bounds.size == CGSize(width: 480, height: 800))
        let framebuffer = try #require(demo.window.renderer?.framebuffer)
        #expect(framebuffer.width == 800 && framebuffer.height == 480)
    }

    @Test func logPanelShowsTheTraceColouredAndIsNoControllersView() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        let log = demo.controls.log
        let hiddenAtLaunch = log.isHidden

        try demo.play("key L\ntab 4\nwait 0.3")

        #expect(hiddenAtLaunch)
        #expect(!log.isHidden)
        #expect(log.superview === demo.window)
        #expect(demo.window.subviews.last === demo.controls.help)
        #expect(!log.isDescendant(of: demo.tabs.view))
        let lines = log.subviews.compactMap { $0 as? UILabel }.compactMap(\.text)
        #expect(lines.last?.hasSuffix("Cycle.Page(1) viewDidAppear(animated: false)") == true)
        let appear = log.subviews.compactMap { $0 as? UILabel }.last
        #expect(appear?.textColor == LifecycleLogView.colour(of: .viewDidAppear(animated: false)))
        #expect(LifecycleLogView.colour(of: .viewWillDisappear(animated: true)) != appear?.textColor)
        // Older lines are fainter than the newest.
        let alphas = log.subviews.compactMap { $0 as? UILabel }.filter { $0.text != nil }.map(\.alpha)
        #expect(alphas.first! < alphas.last!)

        try demo.play("key L")
        #expect(log.isHidden)
    }

    @Test func helpKeyShowsTheKeys() throws {
        let demo = DemoHarness()
        defer { demo.close() }

        try demo.play("key H")

        #expect(!demo.controls.help.isHidden)
        let texts = demo.controls.help.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("filmstrip of the next transition"))
        #expect(texts.contains("Esc"))
    }

    @Test func screenshotAndFilmstripKeysWriteIntoTheOutputFolder() throws {
        let out = DemoHarness.scratch()
        let demo = DemoHarness(outputDirectory: out)
        defer { demo.close() }

        // A push is playing when F is pressed: the filmstrip is of the pop that follows.
        try demo.play("key S\ntap 240 450\nkey F\nwait 0.6\ntap 240 506\nwait 0.6")

        #expect(demo.printed == ["\(out)/screenshot-1.png", "Filming the next transition…", "\(out)/filmstrip-1.png"])
        let shot = try Framebuffer(contentsOfPNG: "\(out)/screenshot-1.png")
        #expect(shot.width == 480 && shot.height == 800)
        let sheet = try Framebuffer(contentsOfPNG: "\(out)/filmstrip-1.png")
        // Eight 200 pt cells in two rows of five; the last shows page 1 again (blue), the
        // first page 2 (orange), so it filmed the pop, not the end of the push.
        #expect(sheet.width == 8 + 5 * 208 && sheet.height == 8 + 2 * 228)
        let blue = UIColor.systemBlue.renderColor.premultipliedARGB,
            orange = UIColor.systemOrange.renderColor.premultipliedARGB
        #expect(sheet.pixel(x: 8 + 100 + 10, y: 8 + 150) == orange)
        #expect(sheet.pixel(x: 8 + 2 * 208 + 100 + 10, y: 228 + 8 + 150) == blue)
    }

    @Test func slowAnimationsKeyMakesAPushTenTimesLonger() throws {
        let demo = DemoHarness()
        defer { demo.close() }

        try demo.play("key T\ntap 240 450\nwait 0.35")
        let stillMovingAtNormalEnd = UIApplication.shared.isAnimating
        try demo.play("wait 3.2")

        #expect(demo.printed == ["Slow animations: 10× slower"])
        #expect(stillMovingAtNormalEnd)
        #expect(!UIApplication.shared.isAnimating)
        #expect((demo.tabs.viewControllers?[0] as? UINavigationController)?.viewControllers.count == 2)
    }

    /// The desktop loop itself (SDL's offscreen driver under `make test`): Esc ends it.
    @Test func escapeEndsTheWindowLoop() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        let escape = try #require(DemoKey(name: "Escape")).usage
        setenv("SDL_VIDEODRIVER", "offscreen", 0)

        Automation().keyDown(escape)
        try Automation().runInWindow()

        #expect(Automation().isQuitRequested)
    }
}
