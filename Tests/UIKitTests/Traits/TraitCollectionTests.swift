import Testing
import Foundation
@testable import UIKit

/// Traits (issue 18): size classes from the window's size by the iPhone and iPad rules, how
/// changes are announced (willTransition(to:with:) before viewWillTransition(to:with:), then
/// traitCollectionDidChange(_:)), overrides that reach only the child they name, and dynamic
/// colours resolving per appearance.
@MainActor @Suite struct TraitCollectionTests {
    let windows = WindowKeeper()

    /// A controller that logs the trait callbacks it gets, with the traits it sees at the time.
    final class Watcher: UIViewController {
        let name: String
        var log: [String] = []
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.append("willTransition to \(newCollection.traceSummary), still \(traitCollection.traceSummary)")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append(
                "traitCollectionDidChange from \(previousTraitCollection?.traceSummary ?? "nil") to \(traitCollection.traceSummary)"
            )
        }
    }

    // MARK: Size classes

    /// Apple's size classes: iPhones are compact wide in portrait and compact high in
    /// landscape, where the large phones (a 414 pt short side or more) are regular wide; a window
    /// at least 768 pt both ways is an iPad, regular both ways.
    @Test(arguments: [
        (CGSize(width: 390, height: 844), "compact×regular", UIUserInterfaceIdiom.phone),
        (CGSize(width: 844, height: 390), "compact×compact", .phone),
        (CGSize(width: 926, height: 428), "regular×compact", .phone),
        (CGSize(width: 768, height: 1024), "regular×regular", .pad),
        (CGSize(width: 1024, height: 768), "regular×regular", .pad),
    ])
    func sizeClassesFollowTheWindowsSize(size: CGSize, classes: String, idiom: UIUserInterfaceIdiom) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))

        let traits = window.traitCollection

        #expect(traits.traceSummary == "\(classes) light")
        #expect(traits.userInterfaceIdiom == idiom && traits.displayScale == 1)
        #expect(traits.layoutDirection == .leftToRight)
    }

    @Test func aViewInNoWindowHasUnspecifiedSizeClasses() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        #expect(view.traitCollection.verticalSizeClass == .unspecified)
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    // MARK: Announcing changes

    /// A rotation that changes size classes: the new traits first (the controller still sees
    /// the old ones), then the new size, then the traits change; each child hears them too.
    @Test func aRotationAnnouncesNewTraitsBeforeTheSizeAndChangesThemAfter() {
        let parent = Watcher("Parent"), child = Watcher("Child")
        let window = windows.show(parent, width: 390, height: 844)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.advance(by: 1.0 / 60)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        UIApplication.shared.advance(by: UIWindow.rotationDuration)

        #expect(
            parent.log == [
                "willTransition to compact×compact light, still compact×regular light",
                "viewWillTransition 844x390",
                "traitCollectionDidChange from compact×regular light to compact×compact light",
            ])
        #expect(
            child.log == [
                "willTransition to compact×compact light, still compact×regular light",
                "viewWillTransition 844x390",
                "traitCollectionDidChange from compact×regular light to compact×compact light",
            ])
    }

    /// A resize that keeps the orientation but changes a size class (a phone's landscape width
    /// to an iPad's): willTransition(to:with:) and traitCollectionDidChange(_:), no size change
    /// callback (no rotation), and nothing at all when the classes stay.
    @Test func aResizeAcrossASizeClassAnnouncesTheTraitsOnly() {
        let root = Watcher("Root")
        let window = windows.show(root, width: 844, height: 390)

        window.frame = CGRect(x: 0, y: 0, width: 900, height: 400)
        UIApplication.shared.advance(by: 1.0 / 60)
        let sameClasses = root.log
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(sameClasses.isEmpty)
        #expect(
            root.log == [
                "willTransition to regular×regular light, still compact×compact light",
                "traitCollectionDidChange from compact×compact light to regular×regular light",
            ])
    }

    // MARK: Overrides

    /// `setOverrideTraitCollection(_:forChild:)` reaches the child it names, its views and its
    /// children, and no sibling; nil takes it back.
    @Test func anOverrideReachesOnlyTheNamedChild() {
        let parent = Watcher("Parent"), named = Watcher("Named"), sibling = Watcher("Sibling")
        let grandchild = Watcher("Grandchild")
        _ = windows.show(parent, width: 390, height: 844)
        for child in [named, sibling] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        named.addChild(grandchild)
        named.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: named)
        let label = UILabel()
        named.view.addSubview(label)

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: named)
        let overridden = (
            named.traitCollection.horizontalSizeClass, grandchild.traitCollection.horizontalSizeClass,
            label.traitCollection.horizontalSizeClass, sibling.traitCollection.horizontalSizeClass
        )
        parent.setOverrideTraitCollection(nil, forChild: named)

        #expect(overridden == (.regular, .regular, .regular, .compact))
        #expect(parent.overrideTraitCollection(forChild: named) == nil)
        #expect(
            named.log == [
                "traitCollectionDidChange from compact×regular light to regular×regular light",
                "traitCollectionDidChange from regular×regular light to compact×regular light",
            ])
        #expect(grandchild.log.count == 2 && sibling.log.isEmpty && parent.log.isEmpty)
    }

    @Test func anOverrideForAControllerThatIsNoChildIsRefusedWithALog() {
        let parent = Watcher("Parent"), stranger = Watcher("Stranger")
        _ = windows.show(parent)

        let diagnostics = capturingDiagnostics {
            parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        }

        #expect(diagnostics.count == 1 && diagnostics[0].kind == .log)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        #expect(stranger.traitCollection.userInterfaceStyle == .light)
    }

    /// `overrideUserInterfaceStyle` turns a controller and everything under it dark: its
    /// dynamic colours resolve again, on screen, and its sibling stays light.
    @Test func aDarkControllerRedrawsItsDynamicColours() throws {
        let parent = Watcher("Parent"), dark = Watcher("Dark")
        let window = windows.show(parent, width: 200, height: 200)
        parent.view.backgroundColor = .systemBackground
        parent.addChild(dark)
        dark.view.frame = CGRect(x: 0, y: 100, width: 200, height: 100)
        dark.view.backgroundColor = .systemBackground
        parent.view.addSubview(dark.view)
        dark.didMove(toParent: parent)
        UIApplication.shared.advance(by: 1.0 / 60)
        let before = try #require(Automation().screenshot())

        dark.overrideUserInterfaceStyle = .dark
        UIApplication.shared.advance(by: 1.0 / 60)
        let after = try #require(Automation().screenshot())

        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(before.bitmap.pixel(x: 100, y: 150) == 0xFFFF_FFFF)
        #expect(after.bitmap.pixel(x: 100, y: 150) == 0xFF00_0000)
        #expect(after.bitmap.pixel(x: 100, y: 60) == 0xFFFF_FFFF)
        #expect(dark.log == ["traitCollectionDidChange from compact×regular light to compact×regular dark"])
        #expect(dark.view.backgroundColor === UIColor.systemBackground)
    }

    /// A view keeps the dynamic colour the app gave it when its traits change out of a window
    /// (here: its controller leaves a dark parent, Apple's remove sequence). Fuzz seed 373 read
    /// back the colour resolved for the old, dark traits instead.
    @Test func aDynamicBackgroundColourReadsBackAfterTheTraitsChangeOutOfAWindow() {
        let parent = UIViewController(), child = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.view.backgroundColor = .systemTeal
        let darkTraits = child.traitCollection.userInterfaceStyle

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()

        #expect(darkTraits == .dark && child.traitCollection.userInterfaceStyle == .light)
        #expect(child.view.backgroundColor === UIColor.systemTeal)
    }

    // MARK: Dynamic colours and collections

    @Test func dynamicColoursResolvePerAppearance() throws {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple }

        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(
            UIColor.secondarySystemBackground.resolvedColor(with: dark).description
                == UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1).description)
        #expect(custom.resolvedColor(with: dark) == .yellow && custom.resolvedColor(with: light) == .purple)
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
        var red: CGFloat = 0
        dark.performAsCurrent { _ = custom.getRed(&red, green: nil, blue: nil, alpha: nil) }
        #expect(red == 1)
        #expect(UIColor.systemBlue == UIColor.systemBlue && custom != UIColor { _ in .purple })
    }

    @Test func collectionsMergeWithTheLaterTraitWinning() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
        ])

        #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(merged == UITraitCollection(traitsFrom: [merged]))
    }

    /// A phone in landscape hides the status strip, as iOS does: bars start at the top.
    @Test func compactHeightHidesTheStatusStrip() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = windows.show(navigation, width: 390, height: 844)
        let portrait = (
            window.showsStatusStrip, navigation.navigationBar.frame.minY, navigation.navigationBar.frame.height
        )

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        UIApplication.shared.advance(by: UIWindow.rotationDuration)

        #expect(portrait.0 && portrait.2 == 64)
        #expect(!window.showsStatusStrip)
        #expect(navigation.navigationBar.frame.height == 44)
    }
}
