import Testing
import Compositor
@testable import UIKit
import Platform

/// DESIGN §2 "Rotation": the window's shape is the device; the root (or topmost full-screen
/// presented) controller decides; allowed, `viewWillTransition(to:with:)` and the legacy trio run
/// around one animation; refused, the interface is drawn turned.
@MainActor @Suite struct RotationTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    @Test func anAllowedRotationRunsTheSizeChangeAndTheLegacyTrioAtEveryLevel() {
        let child = Turning("Child", .red), other = Coloured("Other", .blue)
        let navigation = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let window = windows.show(tabs)

        var afterAnimationStarted: [String] = []
        var orientationInWillRotate: UIInterfaceOrientation?
        let lines = recordingSequence { recorder in
            child.recorder = recorder
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            afterAnimationStarted = recorder.lines
            orientationInWillRotate = child.interfaceOrientation
            app.advance(by: UIWindow.rotationDuration)
        }

        // New size classes first (willTransition(to:with:), every child), then the size; the
        // traits change inside the animation for the controllers on screen.
        let willPart = [
            "UITabBarController willTransition(to: compact×compact light)",
            "UINavigationController willTransition(to: compact×compact light)",
            "Turning(Child) willTransition(to: compact×compact light)",
            "Coloured(Other) willTransition(to: compact×compact light)",
            "UITabBarController viewWillTransition(to: 480x320)",
            "UITabBarController willRotate(to: .landscapeRight)",
            "UINavigationController viewWillTransition(to: 480x320)",
            "UINavigationController willRotate(to: .landscapeRight)",
            "Turning(Child) viewWillTransition(to: 480x320)",
            "Turning(Child) willRotate(to: .landscapeRight)",
            "Coloured(Other) viewWillTransition(to: 480x320)",
            "Coloured(Other) willRotate(to: .landscapeRight)",
            "UITabBarController traitCollectionDidChange(now: compact×compact light)",
            "UINavigationController traitCollectionDidChange(now: compact×compact light)",
            "Turning(Child) traitCollectionDidChange(now: compact×compact light)",
            "UITabBarController willAnimateRotation(to: .landscapeRight)",
            "UINavigationController willAnimateRotation(to: .landscapeRight)",
            "Turning(Child) willAnimateRotation(to: .landscapeRight)",
            "Child alongside, animated: true, duration: 0.3",
            "Coloured(Other) willAnimateRotation(to: .landscapeRight)",
        ]
        #expect(afterAnimationStarted == willPart)
        #expect(
            lines == willPart + [
                "UITabBarController didRotate(from: .portrait)",
                "UINavigationController didRotate(from: .portrait)",
                "Turning(Child) didRotate(from: .portrait)",
                "Child completion",
                "Coloured(Other) didRotate(from: .portrait)",
            ])
        #expect(orientationInWillRotate == .landscapeRight)
        #expect(window.interfaceOrientationState == .landscapeRight && window.transform == .identity)
        #expect(tabs.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(child.view.frame.width == 480 && tabs.tabBar.frame.maxY == 320)
    }

    /// Issue 17, "rotation echo": the desktop window resized after a turn reports that size back
    /// (SDL's size-changed event under a window manager). A resize equal to the current screen
    /// is no new turn: the running rotation goes on and ends after its 0.3 s, not at once.
    @Test func aResizeEchoingTheTurnDoesNotLandTheRotation() {
        let root = Coloured("Root", .red)
        let window = windows.show(root, width: 320, height: 480)

        let lines = recordingSequence { _ in
            window.turnDevice(to: .landscapeLeft)
            app.advance(by: 1.0 / 60)
            app.enqueue(.resized(width: 480, height: 320))
            app.advance(by: 1.0 / 60)
        }
        let afterEcho = lines.filter { $0.contains("didRotate") }
        let ending = recordingSequence { _ in app.advance(by: UIWindow.rotationDuration) }

        #expect(afterEcho == [])
        #expect(ending.filter { $0.contains("didRotate") } == ["Coloured(Root) didRotate(from: .portrait)"])
        #expect(window.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test func theLayoutAnimatesToTheNewSizeOverTheRotation() {
        let root = Turning("Root", .red)
        let window = windows.show(root)

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        app.advance(by: UIWindow.rotationDuration / 2)
        let frame = renderArtifact(window, "rotation-50")
        let middle = root.view.layer.presentation()!.bounds.size
        app.advance(by: UIWindow.rotationDuration / 2)

        #expect(middle.width > 320 && middle.width < 480 && middle.height > 320 && middle.height < 480)
        #expect(frame.width == 480 && frame.height == 320)
        #expect(root.view.layer.presentation()!.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test func aVetoingChildKeepsThePortraitInterfaceDrawnSideways() {
        let child = Turning("Child", .red)
        child.supported = .portrait
        let navigation = UINavigationController(rootViewController: child)
        let window = windows.show(navigation)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: UIWindow.rotationDuration)
        }
        let frame = renderArtifact(window, "rotation-refused-sideways")
        // The black marker at the child's top-left corner shows near the screen's bottom-left,
        // the child's bottom-right corner near its top-right: turned a quarter counter-clockwise.
        let markerPoint = window.layer.localToSuperlayer.apply(child.view.convert(CGPoint(x: 20, y: 20), to: window))
        let cornerPoint = window.layer.localToSuperlayer.apply(child.view.convert(CGPoint(x: 310, y: 410), to: window))
        let marker = colour(frame.pixel(x: Int(markerPoint.x), y: Int(markerPoint.y)))
        let opposite = colour(frame.pixel(x: Int(cornerPoint.x), y: Int(cornerPoint.y)))

        #expect(lines.isEmpty)
        #expect(window.interfaceOrientationState == .portrait && child.interfaceOrientation == .portrait)
        #expect(
            window.bounds.size == CGSize(width: 320, height: 480)
                && window.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(markerPoint.x < 120 && markerPoint.y > 280 && cornerPoint.x > 400 && cornerPoint.y < 20)
        #expect(marker.red < 0.1 && marker.green < 0.1 && marker.blue < 0.1)
        #expect(opposite.red > 0.9 && opposite.green < 0.1)
    }

    @Test func touchesReachTheTurnedInterfaceThroughTheTurn() {
        let root = Turning("Root", .white)
        root.supported = .portrait
        let window = windows.show(root)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 400, width: 100, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        app.advance(by: 1.0 / 60)

        let onScreen = window.layer.localToSuperlayer.apply(CGPoint(x: 70, y: 420))
        click(at: onScreen)

        #expect(abs(onScreen.x - 420) < 0.001 && abs(onScreen.y - 250) < 0.001)
        #expect(taps == 1)
    }

    @Test func returningToASupportedShapeStandsTheInterfaceUpWithoutCallbacks() {
        let root = Turning("Root", .red)
        root.supported = .portrait
        let window = windows.show(root)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            app.advance(by: UIWindow.rotationDuration)
        }

        #expect(lines.isEmpty)
        #expect(window.transform == .identity && window.bounds.size == CGSize(width: 320, height: 480))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theTopmostFullScreenPresentedControllerDecides() {
        let root = Turning("Root", .red), cover = Turning("Cover", .blue)
        cover.supported = .portrait
        let window = windows.show(root)
        root.present(cover, animated: false)

        let refused = recordingSequence { _ in window.frame = CGRect(x: 0, y: 0, width: 480, height: 320) }
        cover.dismiss(animated: false)
        let allowed = recordingSequence { _ in
            UIViewController.attemptRotationToDeviceOrientation()
            app.advance(by: UIWindow.rotationDuration)
        }

        #expect(refused.isEmpty)
        #expect(allowed.first == "Turning(Root) willTransition(to: compact×compact light)")
        #expect(allowed.dropFirst().first == "Turning(Root) viewWillTransition(to: 480x320)")
        #expect(allowed.last == "Turning(Root) didRotate(from: .portrait)")
        #expect(window.interfaceOrientationState == .landscapeRight)
    }

    @Test func theRootPassesTheSizeChangeToWhatItPresented() {
        let root = Turning("Root", .red), cover = Turning("Cover", .blue)
        let window = windows.show(root)
        root.present(cover, animated: false)

        let lines = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: UIWindow.rotationDuration)
        }

        #expect(
            lines.filter { $0.contains("viewWillTransition") } == [
                "Turning(Root) viewWillTransition(to: 480x320)", "Turning(Cover) viewWillTransition(to: 480x320)",
            ])
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test func aRotationDuringAPushWaitsForThePushToEnd() {
        let a = Turning("A", .red), b = Turning("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        let window = windows.show(navigation)

        let lines = recordingSequence { recorder in
            navigation.pushViewController(b, animated: true)
            app.advance(by: UINavigationController.slideDuration / 2)
            recorder.note("resize")
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            app.advance(by: UINavigationController.slideDuration / 2 + 1.0 / 60)
            app.advance(by: UIWindow.rotationDuration)
        }

        let resize = lines.firstIndex(of: "resize")!
        let pushEnd = lines.firstIndex(of: "Turning(B) didMove(toParent: UINavigationController)")!
        let rotationStart = lines.firstIndex(of: "UINavigationController viewWillTransition(to: 480x320)")!
        #expect(resize < pushEnd && pushEnd < rotationStart)
        #expect(lines.last == "Turning(B) didRotate(from: .portrait)")
        #expect(window.interfaceOrientationState == .landscapeRight && b.view.frame.width == 480)
    }

    @Test func anEmptyMaskIsUIKitsExceptionAndTheInterfaceStays() {
        let root = Turning("Root", .red)
        root.supported = []
        let window = windows.show(root)

        let diagnostics = capturingDiagnostics { window.frame = CGRect(x: 0, y: 0, width: 480, height: 320) }

        #expect(
            diagnostics.map(\.message) == [
                "Supported orientations has no common orientation with the application, and [Turning(Root) shouldAutorotate] is returning YES"
            ])
        #expect(diagnostics.first?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(window.interfaceOrientationState == .portrait)
    }

    @Test func turningTheDeviceUpsideDownNeedsTheControllersConsent() {
        let root = Turning("Root", .red)
        let window = windows.show(root)

        window.turnDevice(to: .portraitUpsideDown)
        let refusedTurn = window.transform
        root.supported = .all
        UIViewController.attemptRotationToDeviceOrientation()
        app.advance(by: UIWindow.rotationDuration)

        #expect(refusedTurn == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(window.interfaceOrientationState == .portraitUpsideDown && window.transform == .identity)
        #expect(window.frame.size == CGSize(width: 320, height: 480))
    }

    @Test func controlArrowsTurnTheDeviceAndSwapTheWindowsShape() {
        let root = Turning("Root", .red)
        let window = windows.show(root)
        func press(_ usage: UIKeyboardHIDUsage, _ name: String) {
            let key = PlatformEvent.Key(usage: usage.rawValue, characters: "", name: name)
            app.enqueue(.keyDown(key: key, modifiers: .control, isRepeat: false))
            app.advance(by: UIWindow.rotationDuration + 1.0 / 60)
        }

        press(.keyboardLeftArrow, "Left")
        let left = (window.deviceOrientation, window.interfaceOrientationState, window.frame.size)
        press(.keyboardRightArrow, "Right")
        press(.keyboardRightArrow, "Right")
        let right = (window.deviceOrientation, window.interfaceOrientationState, window.frame.size)
        press(.keyboardDownArrow, "Down")

        #expect(left == (.landscapeLeft, .landscapeRight, CGSize(width: 480, height: 320)))
        #expect(right == (.landscapeRight, .landscapeLeft, CGSize(width: 480, height: 320)))
        #expect(window.deviceOrientation == .portraitUpsideDown && window.interfaceOrientationState == .landscapeLeft)
        #expect(
            window.frame.size == CGSize(width: 320, height: 480)
                && window.bounds.size == CGSize(width: 480, height: 320))
    }

    /// Ctrl+Up is the way back: upright from wherever the device was turned; a repeat of a held
    /// Ctrl+arrow turns nothing.
    @Test func controlUpTurnsTheDeviceUprightAndRepeatsAreIgnored() {
        let root = Turning("Root", .red)
        let window = windows.show(root)
        func press(_ usage: UIKeyboardHIDUsage, isRepeat: Bool = false) {
            let key = PlatformEvent.Key(usage: usage.rawValue, characters: "", name: "")
            app.enqueue(.keyDown(key: key, modifiers: .control, isRepeat: isRepeat))
            app.advance(by: UIWindow.rotationDuration + 1.0 / 60)
        }
        press(.keyboardRightArrow)
        let turned = window.deviceOrientation

        press(.keyboardRightArrow, isRepeat: true)
        let afterRepeat = window.deviceOrientation
        press(.keyboardUpArrow)

        #expect(turned == .landscapeRight)
        #expect(afterRepeat == .landscapeRight)
        #expect(window.deviceOrientation == .portrait && window.frame.size == CGSize(width: 320, height: 480))
    }

    /// Hundreds of resizes a second, from 1×1 to far larger than a framebuffer may be: the last
    /// size before each frame is the one that counts, every rotation is whole, nothing traps.
    @Test func aResizeStormSettlesToOneRotationPerSizeThatLasts() {
        let root = Turning("Root", .red)
        let window = windows.show(root)
        var generator = SplitMix(seed: 7)
        var sizes: [(Int, Int)] = [(1, 1), (100_000, 80_000), (80_000, 100_000), (1, 5000)]
        for _ in 0..<400 { sizes.append((Int(generator.next() % 3000) + 1, Int(generator.next() % 3000) + 1)) }
        sizes.append((480, 320))

        let lines = recordingSequence { _ in
            for (index, size) in sizes.enumerated() {
                app.enqueue(.resized(width: size.0, height: size.1))
                if index % 5 == 4 { app.advance(by: 1.0 / 60) }
            }
            app.advance(by: 1)
        }

        let wills = lines.filter { $0.contains("willRotate") }.count
        let dids = lines.filter { $0.contains("didRotate") }.count
        #expect(wills == dids && wills <= sizes.count / 5 + 1 && wills > 0)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(
            window.interfaceOrientationState == .landscapeRight
                && root.view.frame.size == CGSize(width: 480, height: 320))
        #expect(window.renderer?.framebuffer.width == 480)
    }
}

/// A coloured controller with a settable orientation answer that notes its coordinator blocks.
@MainActor
class Turning: Strict {
    let colour: UIColor
    var supported = UIInterfaceOrientationMask.allButUpsideDown
    var autorotates = true
    weak var recorder: SequenceRecorder?

    init(_ title: String, _ colour: UIColor) {
        self.colour = colour
        super.init(title)
    }

    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var shouldAutorotate: Bool { autorotates }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        marker.backgroundColor = .black
        view.addSubview(marker)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let name = title ?? "?"
        coordinator.animate(
            alongsideTransition: { [weak self] context in
                self?.recorder?.note(
                    "\(name) alongside, animated: \(context.isAnimated), duration: \(context.transitionDuration)")
            },
            completion: { [weak self] _ in
                self?.recorder?.note("\(name) completion")
            })
    }
}

/// A small deterministic generator, so the storm is the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
