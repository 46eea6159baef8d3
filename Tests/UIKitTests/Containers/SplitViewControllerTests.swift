import Testing
@testable import UIKit

/// UISplitViewController: side by side from 700 pt, collapsed below, the primary's appearance
/// following it in and out, the display-mode button, detail replacement.
@MainActor @Suite struct SplitViewControllerTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func split(width: CGFloat) -> (UIWindow, UISplitViewController, Coloured, Coloured) {
        let primary = Coloured("List", .red), secondary = Coloured("Detail", .blue)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        return (windows.show(split, width: width, height: 480), split, primary, secondary)
    }

    @Test func wideShowsBothColumnsWithThePrimary320Wide() {
        let (window, split, primary, secondary) = split(width: 800)

        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(secondary.view.frame == CGRect(x: 321, y: 0, width: 479, height: 480))
        #expect(primary.view.window === window && secondary.view.window === window)
        #expect(primary.appearance == .appeared && secondary.appearance == .appeared)
    }

    @Test func narrowingCollapsesToTheSecondaryAndWideningBringsThePrimaryBack() {
        let (window, split, primary, _) = split(width: 800)

        let collapse = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            app.advance(by: 1.0 / 60)
        }
        let collapsed = (split.isCollapsed, split.displayMode, primary.viewIfLoaded?.window == nil)
        let expand = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
            app.advance(by: 1.0 / 60)
        }

        // A 4.7-inch phone on its side has a compact width: the split collapses on the size
        // class, which every controller hears about first; the list leaves with the layout.
        #expect(
            collapse == [
                "UISplitViewController willTransition(to: compact×compact light)",
                "Coloured(List) willTransition(to: compact×compact light)",
                "Coloured(Detail) willTransition(to: compact×compact light)",
                "UISplitViewController traitCollectionDidChange(now: compact×compact light)",
                "Coloured(Detail) traitCollectionDidChange(now: compact×compact light)",
                "Coloured(List) traitCollectionDidChange(now: compact×compact light)",
                "Coloured(List) viewWillDisappear(animated: false)", "Coloured(List) viewDidDisappear(animated: false)",
            ])
        #expect(collapsed == (true, .secondaryOnly, true))
        // The list, out of the window, hears its new traits when it is back in it.
        #expect(
            expand == [
                "UISplitViewController willTransition(to: regular×compact light)",
                "Coloured(List) willTransition(to: regular×compact light)",
                "Coloured(Detail) willTransition(to: regular×compact light)",
                "UISplitViewController traitCollectionDidChange(now: regular×compact light)",
                "Coloured(Detail) traitCollectionDidChange(now: regular×compact light)",
                "Coloured(List) viewWillAppear(animated: false)",
                "Coloured(List) traitCollectionDidChange(now: regular×compact light)",
                "Coloured(List) viewIsAppearing(animated: false)",
                "Coloured(List) viewDidAppear(animated: false)",
            ])
        #expect(!split.isCollapsed && primary.view.frame.width == 320)
    }

    @Test func theDisplayModeButtonLaysThePrimaryOverAndATapOnTheRestPutsItAway() {
        let (_, split, primary, secondary) = split(width: 400)
        let button = centre(of: split.view.subviews.last!)

        let show = recordingSequence { _ in
            click(at: button)
            app.advance(by: UISplitViewController.overlayDuration)
        }
        let shown = (split.displayMode, primary.view.frame)
        let hide = recordingSequence { _ in
            click(at: CGPoint(x: 380, y: 300))
            app.advance(by: UISplitViewController.overlayDuration)
        }

        #expect(
            show == [
                "Coloured(List) viewWillAppear(animated: true)", "Coloured(List) viewIsAppearing(animated: true)",
                "Coloured(List) viewDidAppear(animated: true)",
            ])
        #expect(shown == (.oneOverSecondary, CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(
            hide == [
                "Coloured(List) viewWillDisappear(animated: true)", "Coloured(List) viewDidDisappear(animated: true)",
            ])
        #expect(split.displayMode == .secondaryOnly && primary.viewIfLoaded?.window == nil)
        #expect(secondary.appearance == .appeared)
    }

    @Test func showDetailReplacesTheSecondaryWithTheSwitchOrder() {
        let (_, split, primary, secondary) = split(width: 800)
        let detail = Coloured("Other", .green)

        let lines = recordingSequence { _ in primary.showDetailViewController(detail, sender: nil) }

        #expect(
            lines == [
                "Coloured(Detail) willMove(toParent: nil)",
                "Coloured(Other) willMove(toParent: UISplitViewController)",
                "Coloured(Other) viewDidLoad",
                "Coloured(Detail) viewWillDisappear(animated: false)",
                "Coloured(Other) viewWillAppear(animated: false)",
                "Coloured(Detail) viewDidDisappear(animated: false)",
                "Coloured(Other) viewIsAppearing(animated: false)",
                "Coloured(Other) viewDidAppear(animated: false)",
                "Coloured(Detail) didMove(toParent: nil)",
                "Coloured(Other) didMove(toParent: UISplitViewController)",
            ])
        #expect(split.viewControllers == [primary, detail] && secondary.parent == nil)
        #expect(detail.splitViewController === split && detail.view.frame.minX == 321)
        #expect(split.childForStatusBarStyle === detail)
    }

    /// An interrupted appearance change starts over the other way (DESIGN §2), as when an
    /// interactive pop is cancelled: willAppear · willDisappear · didDisappear.
    @Test func aSecondTapWhileThePrimarySlidesInTurnsItBack() {
        let (_, split, primary, secondary) = split(width: 400)
        let button = centre(of: split.view.subviews.last!)

        let lines = recordingSequence { recorder in
            click(at: button)
            app.advance(by: UISplitViewController.overlayDuration / 2)
            recorder.note("second tap")
            click(at: button)
            app.advance(by: UISplitViewController.overlayDuration)
        }

        #expect(
            lines == [
                "Coloured(List) viewWillAppear(animated: true)",
                "Coloured(List) viewIsAppearing(animated: true)",
                "second tap",
                "Coloured(List) viewWillDisappear(animated: true)",
                "Coloured(List) viewDidDisappear(animated: true)",
            ])
        #expect(split.displayMode == .secondaryOnly && primary.viewIfLoaded?.window == nil)
        #expect(primary.appearance == .disappeared && secondary.appearance == .appeared)
    }

    @Test func swappingTheColumnsKeepsBothChildrenAndMovesOnlyTheirViews() {
        let (_, split, primary, secondary) = split(width: 800)

        let lines = recordingSequence { _ in split.viewControllers = [secondary, primary] }

        #expect(lines.isEmpty)
        #expect(split.viewControllers == [secondary, primary] && split.children.count == 2)
        #expect(primary.parent === split && secondary.parent === split)
        #expect(secondary.view.frame.width == 320 && primary.view.frame.minX == 321)
    }

    @Test func theColumnsLoadAfterTheSplitsOwnViewDidLoad() {
        final class Split: UISplitViewController {
            var childViewsLoadedInViewDidLoad: [Bool] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                childViewsLoadedInViewDidLoad = children.map(\.isViewLoaded)
            }
        }
        let split = Split()
        split.viewControllers = [Coloured("List", .red), Coloured("Detail", .blue)]

        split.loadViewIfNeeded()

        #expect(split.childViewsLoadedInViewDidLoad == [false, false])
        #expect(split.children.allSatisfy { $0.isViewLoaded })
    }

    @Test func aColumnThatCannotBecomeAChildChangesNothing() {
        let (_, split, primary, secondary) = split(width: 800)
        let owner = Coloured("Owner", .white), stray = Coloured("Stray", .green)
        owner.view.addSubview(stray.view)

        let diagnostics = capturingDiagnostics { split.viewControllers = [primary, stray] }

        #expect(
            diagnostics.map(\.message) == [
                "child view controller:\(stray) should have parent view controller:\(owner) but requested parent is:\(split)"
            ])
        #expect(split.viewControllers == [primary, secondary] && split.children == [primary, secondary])
        #expect(stray.parent == nil && secondary.appearance == .appeared)
    }
}
