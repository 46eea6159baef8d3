import Foundation

/// The window's shape is the device (DESIGN §2 "Rotation"): wider than tall is landscape. When
/// the shape changes, the root (or topmost full-screen presented) controller decides; allowed,
/// the interface rotates over `rotationDuration` with the callbacks; refused, it keeps its
/// orientation and the window draws it turned inside the new shape, as a phone shows an app that
/// does not rotate. The turn is the window's own transform, so drawing, hit-testing and touch
/// positions all go through it; the window's bounds are the interface's size.
extension UIWindow {
    static let rotationDuration: TimeInterval = 0.3

    /// Beyond UIKit, for the demo's keys and tests: the device turns to `orientation` (as the
    /// Simulator's Rotate Left/Right). A quarter turn swaps the window's width and height.
    public func turnDevice(to orientation: UIDeviceOrientation) {
        guard orientation.isValidInterfaceOrientation else { return }
        var frame = screenFrame
        if orientation.isLandscape != deviceOrientationState.isLandscape {
            frame.size = CGSize(width: frame.height, height: frame.width)
        }
        turn(to: orientation, screen: frame)
        // The key window carries the device: the screen turns with it, as `UIScreen.bounds` is
        // interface-oriented on iOS 8 and later.
        if isKeyWindow { UIScreen.main.reshape(to: CGRect(origin: .zero, size: frame.size)) }
    }

    /// The device turns to `orientation` with its screen at `frame`: the one place the device's
    /// orientation changes, and the turn's signal to the screen (the desktop window then takes
    /// the turned shape). A resize that is not a turn goes to `applyScreen` alone.
    private func turn(to orientation: UIDeviceOrientation, screen frame: CGRect) {
        let turned = orientation != deviceOrientationState
        deviceOrientationState = orientation
        applyScreen(frame)
        UIScreen.main.deviceDidTurn()
        if turned, isKeyWindow { UIDevice.current.deviceDidTurn() }
    }

    /// A quarter turn clockwise per turn (counter-clockwise when negative), from how the device
    /// is held now: the Simulator's Rotate Right and Rotate Left.
    func turnDevice(byQuarterTurns turns: Int) {
        turnDevice(to: UIDeviceOrientation(quarterTurns: deviceOrientationState.quarterTurns + turns))
    }

    /// How the device is held now.
    public var deviceOrientation: UIDeviceOrientation { deviceOrientationState }

    func screenDidChange(to requested: CGRect) {
        // A non-finite frame is refused as Core Animation refuses it (its size as bounds, its
        // place as position); a negative size is the standardized rect, as a layer takes it.
        guard runtime.acceptsFinite(CGRect(origin: bounds.origin, size: requested.size), property: "bounds"),
            runtime.acceptsFinite(requested.origin, property: "position")
        else { return }
        let newFrame = requested.standardized
        // The platform echoing our own resize (SDL reports `SDL_SetWindowSize` back under a
        // window manager) is no new turn: the running rotation goes on.
        guard newFrame != screenFrame else { return }
        let size = newFrame.size
        // The window's shape plays the device (DESIGN §2 "Rotation"): a shape against the
        // device's orientation is a turn, signalled as one. A resize the orientation agrees with
        // stays a resize, and the device keeps its way up (an upside-down portrait window resized
        // stays upside down).
        if size.width > size.height, !deviceOrientationState.isLandscape {
            turn(to: .landscapeLeft, screen: newFrame)
        } else if size.width <= size.height, !deviceOrientationState.isPortrait {
            turn(to: .portrait, screen: newFrame)
        } else {
            applyScreen(newFrame)
        }
    }

    private func applyScreen(_ newFrame: CGRect) {
        // A rotation still running ends first: no change is ever left half applied.
        landRotation()
        screenFrame = newFrame
        settleOrientation(animated: true)
    }

    /// The controller whose answers decide the interface's orientation.
    private var orientationDecider: UIViewController? { rootViewController?.topFullScreenController }

    /// Turns the interface to the device's orientation when the decider allows it now, waits
    /// while a container transition runs, and otherwise keeps it turned; then places it.
    func settleOrientation(animated: Bool) {
        rotationHeld = false
        let target = UIInterfaceOrientation(device: deviceOrientationState)
        guard target != interfaceOrientationState, let root = rootViewController, let decider = orientationDecider
        else {
            if rootViewController == nil { interfaceOrientationState = target }
            // A resize that keeps the orientation may still change the size classes.
            let size = interfaceSize
            let coordinator = RotationCoordinator(
                from: interfaceOrientationState, to: interfaceOrientationState, duration: 0, targetTransform: .identity,
                containerView: self)
            let announced = willChangeTraits(toInterfaceSize: size, with: coordinator)
            applyGeometry()
            if announced {
                coordinator.runAlongside()
                coordinator.runCompletions()
            }
            return
        }
        let live = !isHidden && decider.appearState == .appeared
        if live && root.isHoldingRotation {
            rotationHeld = true
            applyGeometry()
            return
        }
        guard !rotationEnd.isPending, decider.rotationDecision(for: target) == .allowed else {
            applyGeometry()
            return
        }
        guard live else {
            interfaceOrientationState = target
            applyGeometry()
            return
        }
        rotate(root, to: target, animated: animated && UIView.areAnimationsEnabled)
    }

    /// A new root keeps the current orientation if it supports it, else takes the device's or
    /// the first it supports, without rotation callbacks (it was not on screen before).
    func adoptOrientationForNewRoot() {
        landRotation()
        if let decider = orientationDecider, decider.shouldAutorotate {
            let mask = decider.supportedInterfaceOrientations
            let candidates = [
                UIInterfaceOrientation(device: deviceOrientationState), interfaceOrientationState,
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
            ]
            if let choice = candidates.first(where: { mask.allows($0) }) { interfaceOrientationState = choice }
        }
        applyGeometry()
    }

    /// The allowed rotation: `viewWillTransition(to:with:)` down the tree (the legacy trio with
    /// it), then one animation in which the interface turns upright, autoresizing and
    /// `layoutSubviews` take it to the new size and the alongside blocks run; then the
    /// completions (`didRotate(from:)` among them).
    private func rotate(_ root: UIViewController, to target: UIInterfaceOrientation, animated: Bool) {
        let from = interfaceOrientationState
        let turns = from.quarterTurns(on: deviceOrientationState)
        let coordinator = RotationCoordinator(
            from: from, to: target, duration: animated ? Self.rotationDuration : 0,
            targetTransform: Self.quarterTurnTransform((4 - turns) % 4), containerView: self)
        // The old interface first shows as the turned device shows it, then turns upright; its
        // traits change once, with the new size.
        applyGeometry(announcingTraits: false)
        // New size classes are announced first, then the new size (as UIKit orders them).
        willChangeTraits(toInterfaceSize: screenFrame.size, with: coordinator)
        root.sendViewWillTransition(to: screenFrame.size, with: coordinator)
        interfaceOrientationState = target
        let completion = rotationEnd.arm { coordinator.runCompletions() }
        let animations = {
            self.applyGeometry()
            self.layoutIfNeeded()
            coordinator.runAlongside()
        }
        guard animated else {
            animations()
            landRotation()
            return
        }
        UIView.animate(withDuration: Self.rotationDuration, animations: animations, completion: completion)
    }

    /// Before the interface takes `size`: when the size classes change, the root controller (and
    /// through it children and presented controllers) hears `willTransition(to:with:)`. Returns
    /// whether it did.
    @discardableResult
    private func willChangeTraits(toInterfaceSize size: CGSize, with coordinator: RotationCoordinator) -> Bool {
        guard let root = rootViewController, root.isViewLoaded else { return false }
        let next = UITraitCollection.window(of: size).overlaid(style: overrideUserInterfaceStyle)
        let now = announcedTraits ?? traitCollection
        guard next.horizontalSizeClass != now.horizontalSizeClass || next.verticalSizeClass != now.verticalSizeClass
        else { return false }
        root.sendWillTransition(to: next.overlaid(style: root.overrideUserInterfaceStyle), with: coordinator)
        return true
    }

    /// Ends the running rotation now: its model values are already final.
    func landRotation() {
        rotationEnd.land()
    }

    /// Places the interface in the screen: its size is the screen's, turned with it, and the
    /// window's transform turns it by the quarter turns between interface and device.
    private func applyGeometry(announcingTraits: Bool = true) {
        super.transform = Self.quarterTurnTransform(interfaceOrientationState.quarterTurns(on: deviceOrientationState))
        super.bounds = CGRect(origin: .zero, size: interfaceSize)
        super.center = CGPoint(x: screenFrame.midX, y: screenFrame.midY)
        // The size classes follow the interface's size.
        if announcingTraits, announcedTraits.map({ !$0.isEqual(traitCollection) }) ?? true { announceTraitChanges() }
    }

    /// The interface's size in the screen: the screen's, sides swapped while the interface is
    /// turned a quarter against the device.
    private var interfaceSize: CGSize {
        let screen = screenFrame.size
        let turns = interfaceOrientationState.quarterTurns(on: deviceOrientationState)
        return turns % 2 == 1 ? CGSize(width: screen.height, height: screen.width) : screen
    }

    /// Exact quarter turns clockwise (y points down), so frames stay whole numbers.
    static func quarterTurnTransform(_ turns: Int) -> CGAffineTransform {
        switch (turns % 4 + 4) % 4 {
        case 1: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 2: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 3: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: .identity
        }
    }

    /// A point on the screen (a mouse position) in the window's coordinates, through the turn.
    func interfacePoint(fromScreen point: CGPoint) -> CGPoint {
        guard let inverse = layer.localToSuperlayer.inverted else { return point }
        return inverse.apply(point)
    }

    /// A point in the window's coordinates on the screen, through the turn.
    func screenPoint(fromInterface point: CGPoint) -> CGPoint {
        layer.localToSuperlayer.apply(point)
    }
}
