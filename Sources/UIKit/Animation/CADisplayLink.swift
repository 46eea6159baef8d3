import Foundation

/// A timer in step with the screen: once added to a run loop, it calls its handler in every
/// frame (or every n-th, at a lower preferred rate), after the frame's main-queue work and
/// before its animations and layout, so what the handler changes is drawn in that frame.
///
/// Times are the frame clock's (seconds since launch; the manual clock when headless), never
/// the wall clock: `targetTimestamp` is the time of the frame being built, `timestamp` the time
/// of the link's previous frame (for its first call after being added or unpaused, the frame
/// before this one), so `targetTimestamp - timestamp` is the time since the last call.
///
/// A link sends its selector to its target (`init(target:selector:)`, which iOS sources reach
/// through the `iOSSourceCompatibility` plugin) or, beyond UIKit, calls a closure:
/// `CADisplayLink { [weak self] link in self?.step(link) }`. The run loop and mode passed to
/// `add(to:forMode:)` only count as registrations: every link fires in the app's frames.
///
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cadisplaylink)
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// The runtime whose frames call it: links join the main run loop, the application's.
    private let runtime: Runtime = .application
    private var handler: ((CADisplayLink) -> Void)?
    /// The modes it was added in; it fires while there is one (the driver holds it until then).
    private var modes: Set<RunLoop.Mode> = []

    /// A link that calls `handler` with itself at each of its frames once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// A link that sends `sel` to `target` with itself at each of its frames; it keeps the
    /// target until invalidated, as iOS's does.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cadisplaylink/1621228-init)
    public convenience init(target: Any, selector sel: Selector) {
        let receiver = target as AnyObject
        self.init { link in MessageDispatch.send(sel, to: receiver, arguments: [link]) }
    }

    /// The time of the link's previous frame (see the type's discussion).
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the frame being built, the one the handler's changes are shown in.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between two frames at the display's full rate (1/60 s), whatever the link's rate.
    public var duration: TimeInterval { targetTimestamp == 0 ? 0 : FrameClock.frameDuration }

    /// A paused link skips frames until unpaused; its next call then counts from the frame
    /// before it.
    public var isPaused = false {
        didSet { if isPaused { lastFrame = nil } }
    }

    /// The rates the link asks for (`CAFrameRateRange.default`: every frame).
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The rate asked for in frames per second, 0 for the display's full rate (deprecated in
    /// iOS 15 for `preferredFrameRateRange`, which it reads and sets).
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// Registers the link with `runloop` in `mode`: it fires from the next frame on.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else { return }
        modes.insert(mode)
        runtime.displayLinks.add(self)
    }

    /// Takes `mode` away; without a mode left the link stops firing and is released.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { runtime.displayLinks.remove(self) }
    }

    /// Removes the link from every run loop and releases its handler (and what it captured):
    /// it never fires again, and adding it again does nothing.
    public func invalidate() {
        modes.removeAll()
        handler = nil
        runtime.displayLinks.remove(self)
    }

    // MARK: The frame's display-link phase

    /// The time of the frame the link last fired in, nil before its first call since added or
    /// unpaused.
    private var lastFrame: TimeInterval?
    /// Frames still to skip before the next call (a rate below the display's).
    private var framesToSkip = 0

    /// How many of the display's frames one call of the link spans: the rate asked for rounded
    /// to the nearest whole fraction of 60 Hz, as iOS picks a factor of the display's rate
    /// (`preferredFramesPerSecond`'s documentation).
    var framesPerCall: Int {
        let range = preferredFrameRateRange
        let asked = Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
        let full = 1 / FrameClock.frameDuration
        guard asked > 0, asked < full else { return 1 }
        let rates = (1...Int(full.rounded())).filter { Int(full.rounded()) % $0 == 0 }.map(Double.init)
        let rate = rates.min { abs($0 - asked) < abs($1 - asked) || (abs($0 - asked) == abs($1 - asked) && $0 > $1) }!
        return Int((full / rate).rounded())
    }

    /// Calls the handler if this frame is one of the link's; `previousFrame` is the time of the
    /// frame before the one being built at `time`.
    func frame(at time: TimeInterval, previousFrame: TimeInterval) {
        guard !isPaused, let handler else { return }
        guard framesToSkip == 0 else {
            framesToSkip -= 1
            return
        }
        framesToSkip = framesPerCall - 1
        timestamp = lastFrame ?? previousFrame
        targetTimestamp = time
        lastFrame = time
        handler(self)
    }

    /// Registered in some mode and not paused: it wants frames.
    var wantsFrames: Bool { !isPaused && handler != nil && !modes.isEmpty }
}

/// The display links added to a run loop, in the order they were added; the frame loop calls
/// them once a frame. They are held here, as a run loop holds its display links on iOS.
@MainActor
final class DisplayLinkDriver {
    private var links: [CADisplayLink] = []

    func add(_ link: CADisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
    }

    func remove(_ link: CADisplayLink) { links.removeAll { $0 === link } }

    /// Some link fires in coming frames: frames are not idle.
    var wantsFrames: Bool { links.contains { $0.wantsFrames } }

    /// The display-link phase of the frame being built at `time`. A link added during the phase
    /// fires from the next frame; one removed before its turn does not fire.
    func run(at time: TimeInterval, previousFrame: TimeInterval) {
        for link in links where links.contains(where: { $0 === link }) {
            link.frame(at: time, previousFrame: previousFrame)
        }
    }
}
