import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
@testable import UIKitSnapshotTesting

/// A screen that shows what it was given: the unsafe area orange, the safe area the system
/// background, a blue bar pinned under the safe area's top and a green one on its bottom, and a
/// label with the size classes, idiom and appearance it sees. It notes the safe area, size and
/// traits of its last layout.
final class DeviceProbe: UIViewController {
    private let label = UILabel()
    private(set) var laidOut: (safeArea: UIEdgeInsets, size: CGSize, traits: UITraitCollection)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let guide = view.safeAreaLayoutGuide
        let safe = UIView(), top = UIView(), bottom = UIView()
        safe.backgroundColor = .systemBackground
        top.backgroundColor = .systemBlue
        bottom.backgroundColor = .systemGreen
        label.textColor = .label
        label.textAlignment = .center
        label.numberOfLines = 2
        for subview in [safe, top, bottom, label] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            safe.topAnchor.constraint(equalTo: guide.topAnchor),
            safe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            safe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            safe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            top.topAnchor.constraint(equalTo: guide.topAnchor),
            top.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            top.heightAnchor.constraint(equalToConstant: 44),
            bottom.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bottom.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottom.heightAnchor.constraint(equalToConstant: 44),
            label.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            label.widthAnchor.constraint(equalTo: guide.widthAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        label.text = Self.describe(traitCollection)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOut = (view.safeAreaInsets, view.bounds.size, traitCollection)
    }

    static func describe(_ traits: UITraitCollection) -> String {
        let idiom =
            switch traits.userInterfaceIdiom {
            case .phone: "phone"
            case .pad: "pad"
            default: "other"
            }
        return "\(traits.traceSummary)\n\(idiom)"
    }
}

/// `.image(on:)` and its host: a device's size, safe area and traits reach the controller as on
/// iOS (traits as override traits from a parent, pointfree's way), without the desktop's
/// status strip; the strategies without a device keep the desktop screen.
@MainActor @Suite struct DeviceSnapshotTests {
    /// Presets of every family: phones with a home button and with a notch, both ways up, and
    /// iPads full screen and in Split View slices.
    nonisolated static let presets: [(String, ViewImageConfig)] = [
        ("iPhoneSe", .iPhoneSe), ("iPhoneSe landscape", .iPhoneSe(.landscape)), ("iPhone8Plus", .iPhone8Plus),
        ("iPhoneX landscape", .iPhoneX(.landscape)), ("iPhoneXr landscape", .iPhoneXr(.landscape)),
        ("iPhone13", .iPhone13), ("iPhone13 landscape", .iPhone13(.landscape)), ("iPhone13Mini", .iPhone13Mini),
        ("iPhone13ProMax landscape", .iPhone13ProMax(.landscape)), ("iPadMini", .iPadMini),
        ("iPadMini portrait one third", .iPadMini(.portrait(splitView: .oneThird))),
        ("iPadPro11 portrait", .iPadPro11(.portrait)),
        ("iPadPro12_9 landscape half", .iPadPro12_9(.landscape(splitView: .oneHalf))),
    ]

    @Test(arguments: presets.indices)
    func aControllerOnADeviceIsLaidOutWithItsSizeSafeAreaAndTraits(_ index: Int) throws {
        let (name, config) = Self.presets[index]
        let probe = DeviceProbe()

        _ = SnapshotHost.image(of: probe, config: config, traits: .init())

        let seen = try #require(probe.laidOut, "\(name)")
        #expect(seen.size == config.size, "\(name)")
        #expect(seen.safeArea == config.safeArea, "\(name)")
        #expect(seen.traits.containsTraits(in: config.traits), "\(name): \(seen.traits) lacks \(config.traits)")
    }

    /// Each phone held sideways is its portrait screen turned, regular height gone compact.
    @Test func aPhoneInLandscapeIsItsPortraitScreenTurned() throws {
        let phones: [(ViewImageConfig.Orientation) -> ViewImageConfig] = [
            ViewImageConfig.iPhoneSe, ViewImageConfig.iPhone8, ViewImageConfig.iPhone8Plus, ViewImageConfig.iPhoneX,
            ViewImageConfig.iPhoneXsMax, ViewImageConfig.iPhoneXr, ViewImageConfig.iPhone12,
            ViewImageConfig.iPhone12Pro, ViewImageConfig.iPhone12ProMax, ViewImageConfig.iPhone13,
            ViewImageConfig.iPhone13Mini, ViewImageConfig.iPhone13Pro, ViewImageConfig.iPhone13ProMax,
        ]

        let pairs = phones.map { ($0(.portrait), $0(.landscape)) }

        for (portrait, landscape) in pairs {
            let upright = try #require(portrait.size), sideways = try #require(landscape.size)
            #expect(CGSize(width: upright.height, height: upright.width) == sideways)
            #expect(portrait.traits.verticalSizeClass == .regular && landscape.traits.verticalSizeClass == .compact)
            #expect(portrait.traits.horizontalSizeClass == .compact)
            #expect(portrait.traits.userInterfaceIdiom == .phone && landscape.traits.userInterfaceIdiom == .phone)
            // The notch moves to the sides; a home-button phone's status bar goes away.
            #expect(landscape.safeArea.left == landscape.safeArea.right && landscape.safeArea.top == 0)
            #expect(portrait.safeArea.top > 0 && portrait.safeArea.left == 0)
        }
    }

    /// An iPad's Split View slices are narrower than its screen, at its height; a third is
    /// always compact, the full screen regular.
    @Test func anIPadsSplitViewSlicesKeepItsHeight() throws {
        let pads: [(ViewImageConfig.TabletOrientation) -> ViewImageConfig] = [
            ViewImageConfig.iPadMini, ViewImageConfig.iPad9_7, ViewImageConfig.iPad10_2, ViewImageConfig.iPadPro10_5,
            ViewImageConfig.iPadPro11, ViewImageConfig.iPadPro12_9,
        ]
        let landscape: [ViewImageConfig.TabletOrientation.LandscapeSplits] = [.oneThird, .oneHalf, .twoThirds, .full]
        let portrait: [ViewImageConfig.TabletOrientation.PortraitSplits] = [.oneThird, .twoThirds, .full]

        for pad in pads {
            let wide = landscape.map { try! #require(pad(.landscape(splitView: $0)).size) }
            let tall = portrait.map { try! #require(pad(.portrait(splitView: $0)).size) }

            #expect(Set(wide.map(\.height)).count == 1 && Set(tall.map(\.height)).count == 1)
            #expect(wide.map(\.width) == wide.map(\.width).sorted() && Set(wide.map(\.width)).count == 4)
            #expect(tall.map(\.width) == tall.map(\.width).sorted() && Set(tall.map(\.width)).count == 3)
            #expect(wide[3] == CGSize(width: tall[2].height, height: tall[2].width))
            #expect(pad(.landscape(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
            #expect(pad(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
            #expect(pad(.landscape(splitView: .full)).traits.horizontalSizeClass == .regular)
            #expect(pad(.portrait(splitView: .full)).traits.userInterfaceIdiom == .pad)
        }
    }

    /// `traits:` on top of the device's reach the hosted container, its child and their dynamic
    /// colours (pointfree: the traits are the controller's override traits).
    @Test func traitsReachTheControllerItsChildrenAndDynamicColours() throws {
        let child = DeviceProbe()
        let navigation = UINavigationController(rootViewController: child)

        let image = SnapshotHost.image(
            of: navigation, config: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark))

        let seen = try #require(child.laidOut)
        #expect(seen.traits.userInterfaceStyle == .dark)
        #expect(seen.traits.horizontalSizeClass == .compact && seen.traits.verticalSizeClass == .regular)
        #expect(seen.traits.userInterfaceIdiom == .phone)
        // The safe area's background is the system background, black in dark mode.
        let middle = image.bitmap.pixel(x: 20, y: 400)
        #expect(middle == UIColor.systemBackground.resolvedColor(with: seen.traits).renderColor.premultipliedARGB)
        #expect(middle == 0xFF00_0000)
    }

    /// Later traits win: `traits:` overrides the device's own.
    @Test func traitsGivenOverrideTheDevicesOwn() throws {
        let probe = DeviceProbe()

        _ = SnapshotHost.image(
            of: probe, config: .iPhone13, traits: UITraitCollection(horizontalSizeClass: .regular))

        let seen = try #require(probe.laidOut)
        #expect(seen.traits.horizontalSizeClass == .regular && seen.traits.verticalSizeClass == .regular)
    }

    /// `size:` replaces the device's size; the safe area and traits stay the device's.
    @Test func sizeOverridesTheDevicesSize() throws {
        let probe = DeviceProbe()
        let strategy = Snapshotting<UIViewController, UIImage>.image(
            on: .iPhone13, size: CGSize(width: 300, height: 500))

        var snapshot: UIImage?
        strategy.snapshot(probe).run { snapshot = $0 }

        let image = try #require(snapshot)

        #expect(image.size == CGSize(width: 300, height: 500))
        let seen = try #require(probe.laidOut)
        #expect(seen.size == CGSize(width: 300, height: 500))
        #expect(seen.safeArea == ViewImageConfig.iPhone13.safeArea)
    }

    /// A device has no status strip (iOS renders the layer, no status bar): the top of a plain
    /// white controller stays white. The desktop screen's strategy keeps its strip and its
    /// 20 pt safe area.
    @Test func aDeviceDrawsNoStatusStripTheDesktopScreenDoes() throws {
        let size = CGSize(width: 390, height: 844)
        let onDevice = DeviceProbe(), onScreen = DeviceProbe()

        let device = SnapshotHost.image(of: onDevice, config: ViewImageConfig(size: size), traits: .init())
        let screen = SnapshotHost.image(
            of: onScreen, config: ViewImageConfig(size: size), traits: .init(), asScreen: true)

        #expect(onDevice.laidOut?.safeArea == .zero)
        #expect(
            onScreen.laidOut?.safeArea == UIEdgeInsets(top: UIWindow.statusStripHeight, left: 0, bottom: 0, right: 0))
        // The strip's clock sits at the top centre; on the device that is the blue bar.
        let strip = (0..<20).flatMap { y in (180..<210).map { screen.bitmap.pixel(x: $0, y: y) } }
        let top = (0..<20).flatMap { y in (180..<210).map { device.bitmap.pixel(x: $0, y: y) } }
        let blue = UIColor.systemBlue.renderColor.premultipliedARGB
        #expect(top.allSatisfy { $0 == blue })
        #expect(strip.contains { $0 != UIColor.systemOrange.renderColor.premultipliedARGB })
    }

    /// A phone with a home button hides its status bar's 20 pt when the app hides the bar.
    @Test func aHomeButtonPhoneWithoutStatusBarHasNoTopInset() throws {
        final class Hiding: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        let hiding = Hiding(), showing = UIViewController()
        var insets: [UIEdgeInsets] = []

        for controller in [hiding, showing] {
            SnapshotHost.hosting(controller, config: .iPhoneSe, traits: .init()) { _ in
                insets.append(controller.view.safeAreaInsets)
            }
        }

        #expect(insets == [.zero, ViewImageConfig.iPhoneSe.safeArea])
    }

    /// The hosted controller is wrapped in a parent for the traits: it is added, shown, laid
    /// out, hidden and given back in UIKit's containment and appearance order, and can be
    /// snapshotted again, the same way.
    @Test func theWrappedControllersLifecycleIsInOrder() throws {
        let app = UIApplication.shared
        let trace = LifecycleTrace()
        app.lifecycleTrace = trace
        defer { app.lifecycleTrace = nil }
        let probe = DeviceProbe()
        probe.title = "P"

        _ = SnapshotHost.image(of: probe, config: .iPhone13, traits: .init())
        let first = trace.lines
        _ = SnapshotHost.image(of: probe, config: .iPhone13(.landscape), traits: .init())

        #expect(
            first == [
                "DeviceProbe(P) willMove(toParent: TraitOverrideParent)",
                "TraitOverrideParent viewDidLoad", "DeviceProbe(P) viewDidLoad",
                "DeviceProbe(P) didMove(toParent: TraitOverrideParent)",
                "TraitOverrideParent viewWillAppear(animated: false)", "DeviceProbe(P) viewWillAppear(animated: false)",
                "TraitOverrideParent viewIsAppearing(animated: false)",
                "DeviceProbe(P) viewIsAppearing(animated: false)",
                "TraitOverrideParent viewDidAppear(animated: false)", "DeviceProbe(P) viewDidAppear(animated: false)",
                "TraitOverrideParent viewWillDisappear(animated: false)",
                "DeviceProbe(P) viewWillDisappear(animated: false)",
                "TraitOverrideParent viewDidDisappear(animated: false)",
                "DeviceProbe(P) viewDidDisappear(animated: false)",
                "DeviceProbe(P) willMove(toParent: nil)", "DeviceProbe(P) didMove(toParent: nil)",
            ])
        #expect(probe.parent == nil && probe.view.superview == nil)
        let second = Array(trace.lines.dropFirst(first.count))
        // The second time the view is loaded already, and the new parent's override (landscape)
        // is a change of traits, announced when it is set.
        #expect(
            second
                == [
                    "DeviceProbe(P) willMove(toParent: TraitOverrideParent)", "TraitOverrideParent viewDidLoad",
                    "DeviceProbe(P) didMove(toParent: TraitOverrideParent)",
                    "DeviceProbe(P) traitCollectionDidChange(now: compact×compact light)",
                ] + first.drop { !$0.hasSuffix("viewWillAppear(animated: false)") })
        #expect(probe.laidOut?.size == ViewImageConfig.iPhone13(.landscape).size)
    }

    /// The view strategy's `traits:` reach the view's dynamic colours.
    @Test func aViewsTraitsReachItsDynamicColours() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBackground

        let light = SnapshotHost.image(of: view, size: nil, traits: .init())
        let dark = SnapshotHost.image(of: view, size: nil, traits: UITraitCollection(userInterfaceStyle: .dark))

        #expect(light.bitmap.pixel(x: 20, y: 20) == 0xFFFF_FFFF)
        #expect(dark.bitmap.pixel(x: 20, y: 20) == 0xFF00_0000)
        #expect(view.superview == nil)
    }

    /// The bars of the containers respect the device's safe area: the navigation bar's content
    /// starts below the notch, the tab bar reaches over the home indicator with its items above.
    @Test func containerBarsRespectTheDevicesSafeArea() throws {
        let navigation = UINavigationController(rootViewController: DeviceProbe())
        let tabs = UITabBarController()
        tabs.viewControllers = [DeviceProbe(), DeviceProbe()]
        let safe = ViewImageConfig.iPhone13.safeArea
        let size = try #require(ViewImageConfig.iPhone13.size)

        let bars = SnapshotHost.hosting(navigation, config: .iPhone13, traits: .init()) { _ in
            (navigation.navigationBar.frame, navigation.topViewController?.view.frame)
        }
        let tabBar = SnapshotHost.hosting(tabs, config: .iPhone13, traits: .init()) { _ in
            (tabs.tabBar.frame, tabs.selectedViewController?.view.frame)
        }

        #expect(bars.0 == CGRect(x: 0, y: 0, width: size.width, height: safe.top + UINavigationBar.contentHeight))
        #expect(bars.1?.minY == bars.0.maxY)
        #expect(
            tabBar.0
                == CGRect(
                    x: 0, y: size.height - UITabBar.height - safe.bottom, width: size.width,
                    height: UITabBar.height + safe.bottom))
        #expect(tabBar.1?.maxY == tabBar.0.minY)
    }

    // MARK: Goldens (each looked at when recorded)

    @Test func probeOnDevices() {
        let devices: [(String, ViewImageConfig)] = [
            ("iPhone13", .iPhone13), ("iPhone13-landscape", .iPhone13(.landscape)), ("iPhoneSe", .iPhoneSe),
            ("iPadPro11", .iPadPro11), ("iPadMini-portrait-oneThird", .iPadMini(.portrait(splitView: .oneThird))),
        ]
        for (name, config) in devices {
            assertSnapshot(of: DeviceProbe(), as: .image(on: config), named: name)
        }
    }

    @Test func probeOnIPhone13Dark() {
        assertSnapshot(
            of: DeviceProbe(), as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "iPhone13-dark")
    }

    @Test func navigationControllerOnIPhone13() {
        let probe = DeviceProbe()
        probe.title = "Device"

        assertSnapshot(
            of: UINavigationController(rootViewController: probe), as: .image(on: .iPhone13), named: "bar-below-notch")
    }

    @Test func tabBarControllerOnIPhone13() {
        let first = DeviceProbe(), second = DeviceProbe()
        first.title = "First"
        second.title = "Second"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]

        assertSnapshot(of: tabs, as: .image(on: .iPhone13), named: "bar-over-home-indicator")
    }

    /// Held sideways, the notch at the left and right: the bars span the width, but the back
    /// button, the title and the tab items keep to the safe area, as on iOS.
    @Test func barsOnALandscapeIPhone13KeepTheirItemsInTheSafeArea() {
        let root = DeviceProbe(), detail = DeviceProbe()
        root.title = "Inbox"
        detail.title = "Message"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        navigation.tabBarItem.title = "Mail"
        let other = DeviceProbe()
        other.tabBarItem.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]

        assertSnapshot(of: tabs, as: .image(on: .iPhone13(.landscape)), named: "items-inside-the-notch")

        let bar = navigation.navigationBar
        let back = bar.subviews.compactMap { $0 as? UIButton }.first
        #expect(back.map { $0.frame.minX >= 47 } == true)
        let items = tabs.tabBar.subviews.filter { $0 is UIControl }
        #expect(items.map(\.frame.minX).min().map { $0 >= 47 } == true)
        #expect(items.map(\.frame.maxX).max().map { $0 <= 844 - 47 } == true)
    }
}
