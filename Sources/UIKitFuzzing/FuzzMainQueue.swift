import Foundation
import UIKit

/// What the fuzzer defers to the frame's main-queue phase, or does with display links.
public enum FuzzMainQueueStep: Equatable, Sendable {
    /// `RunLoop.current.perform { … }`: work for the run loop's next turn.
    case perform
    /// `DispatchQueue.main.async { … }`, only where frames can drain the main queue (the
    /// `UIKitFuzz` process's main thread; in a test the step does not run, see `MainQueueWork`).
    case dispatch
    /// A `Timer` due at once (a wall-clock fire date never depends on the manual clock).
    case dueTimer
    /// A `CADisplayLink` at a preferred rate (0: every frame) added to the main run loop.
    case addLink(framesPerSecond: Int)
    /// The n-th live link (modulo their number) paused or unpaused.
    case pauseLink(Int, Bool)
    /// The n-th live link invalidated.
    case invalidateLink(Int)

    static func random(using generator: inout some RandomNumberGenerator) -> FuzzMainQueueStep {
        let pick = Int.random(in: 0..<12, using: &generator)
        let n = Int.random(in: 0..<5, using: &generator)
        return switch pick {
        case 0..<3: .perform
        case 3..<5: .dispatch
        case 5..<7: .dueTimer
        case 7..<9: .addLink(framesPerSecond: [0, 60, 30, 22, 15][n % 5])
        case 9, 10: .pauseLink(n, Bool.random(using: &generator))
        default: .invalidateLink(n)
        }
    }

    func swift() -> [String] {
        switch self {
        case .perform: ["RunLoop.current.perform { deferred() }"]
        case .dispatch: ["DispatchQueue.main.async { deferred() }"]
        case .dueTimer: ["Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in deferred() }"]
        case .addLink(let rate):
            [
                "links.append(CADisplayLink { step($0) })", "links.last!.preferredFramesPerSecond = \(rate)",
                "links.last!.add(to: .main, forMode: .common)",
            ]
        case .pauseLink(let n, let paused): ["links[\(n) % links.count].isPaused = \(paused)"]
        case .invalidateLink(let n): ["links.remove(at: \(n) % links.count).invalidate()"]
        }
    }
}

/// Deferred work and display links, and what they owe. Deferred work runs exactly once, in the
/// order it was queued (each kind in its own order), in the first frame after it was queued.
/// A display link fires only while added and unpaused, exactly every n-th frame of its rate,
/// with timestamps that increase, follow the frame clock (a link counting every frame is the
/// reference) and chain (`timestamp` is its previous `targetTimestamp` unless it was paused);
/// an invalidated link never fires again.
@MainActor
final class FuzzMainQueue {
    private final class Link {
        var link: CADisplayLink?
        let framesPerCall: Int
        var paused = false
        var invalidated = false
        /// Its last call: the frame count and `targetTimestamp`; nil after a pause.
        var last: (frame: Int, target: TimeInterval)?
        init(framesPerCall: Int) { self.framesPerCall = framesPerCall }
    }

    /// Counts the frames: added first, it fires first in every frame.
    private var counter: CADisplayLink?
    private var frames = 0
    private var lastTarget: TimeInterval?
    private var links: [Link] = []
    /// Deferred work by number: its kind, the frame count when queued, runs so far.
    private var deferred: [(kind: FuzzMainQueueStep, queuedAt: Int, runs: Int)] = []
    private var lastRun: [String: Int] = [:]
    private var found: [String] = []

    init() {
        let counter = CADisplayLink { [weak self] link in self?.counted(link) }
        counter.add(to: .main, forMode: .common)
        self.counter = counter
    }

    private func counted(_ link: CADisplayLink) {
        frames += 1
        if let lastTarget {
            if link.targetTimestamp <= lastTarget {
                found.append("frame \(frames): targetTimestamp \(link.targetTimestamp) after \(lastTarget)")
            }
            if link.timestamp != lastTarget {
                found.append("frame \(frames): timestamp \(link.timestamp), the last frame was \(lastTarget)")
            }
        }
        lastTarget = link.targetTimestamp
    }

    /// Performs `step` if it applies (a live link to pause or invalidate, a main thread to
    /// dispatch on).
    func perform(_ step: FuzzMainQueueStep) -> Bool {
        switch step {
        case .perform:
            let number = queue(step)
            RunLoop.current.perform { [weak self] in MainActor.assumeIsolated { self?.ran(number) } }
        case .dispatch:
            guard Thread.isMainThread else { return false }
            let number = queue(step)
            DispatchQueue.main.async { [weak self] in self?.ran(number) }
        case .dueTimer:
            let number = queue(step)
            Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { [weak self] _ in
                MainActor.assumeIsolated { self?.ran(number) }
            }
        case .addLink(let rate):
            let record = Link(framesPerCall: Self.framesPerCall(rate))
            let link = CADisplayLink { [weak self, weak record] link in
                if let self, let record { self.fired(record, link) }
            }
            record.link = link
            link.preferredFramesPerSecond = rate
            link.add(to: .main, forMode: .common)
            links.append(record)
        case .pauseLink(let n, let paused):
            let live = links.filter { !$0.invalidated }
            guard !live.isEmpty else { return false }
            let record = live[n % live.count]
            record.link?.isPaused = paused
            record.paused = paused
            if paused { record.last = nil }
        case .invalidateLink(let n):
            let live = links.filter { !$0.invalidated }
            guard !live.isEmpty else { return false }
            let record = live[n % live.count]
            record.link?.invalidate()
            record.invalidated = true
        }
        return true
    }

    /// The display's frames between two calls at `rate`: the rate rounded to the nearest factor
    /// of 60 Hz, the higher of two equally near (Apple's `preferredFramesPerSecond` documentation).
    private static func framesPerCall(_ rate: Int) -> Int {
        guard rate > 0, rate < 60 else { return 1 }
        let factors = [60, 30, 20, 15, 12, 10, 6, 5, 4, 3, 2, 1]
        return 60 / factors.min { abs($0 - rate) < abs($1 - rate) }!
    }

    private func queue(_ kind: FuzzMainQueueStep) -> Int {
        deferred.append((kind, frames, 0))
        return deferred.count - 1
    }

    private func ran(_ number: Int?) {
        guard let number else { return }
        let item = deferred[number]
        deferred[number].runs += 1
        if item.runs > 0 { found.append("deferred work \(number) (\(item.kind)) ran again") }
        if frames != item.queuedAt {
            found.append("deferred work \(number) (\(item.kind)) ran \(frames - item.queuedAt) frames late")
        }
        let kind = "\(item.kind)"
        if let last = lastRun[kind], last > number {
            found.append("deferred work \(number) (\(item.kind)) ran after \(last), queued later")
        }
        lastRun[kind] = number
    }

    private func fired(_ record: Link, _ link: CADisplayLink) {
        let name = "display link \(links.firstIndex { $0 === record } ?? -1) at \(record.framesPerCall) frames a call"
        if record.invalidated { found.append("\(name) fired after invalidate()") }
        if record.paused { found.append("\(name) fired while paused") }
        if link.targetTimestamp != counter?.targetTimestamp {
            found.append("\(name): targetTimestamp \(link.targetTimestamp), the frame's is \(lastTarget ?? -1)")
        }
        if link.timestamp >= link.targetTimestamp { found.append("\(name): timestamp not before targetTimestamp") }
        if let last = record.last {
            if frames - last.frame != record.framesPerCall {
                found.append("\(name) fired \(frames - last.frame) frames after its last call")
            }
            if link.timestamp != last.target {
                found.append("\(name): timestamp \(link.timestamp), its last call's target was \(last.target)")
            }
        }
        record.last = (frames, link.targetTimestamp)
    }

    /// What does not hold once the frames settled (at least one frame ran since the last step).
    func problems() -> [String] {
        var problems = found
        found.removeAll()
        for (number, item) in deferred.enumerated() where item.runs == 0 && item.queuedAt < frames {
            problems.append("deferred work \(number) (\(item.kind)) never ran")
            deferred[number].runs = -1  // reported once
        }
        return problems
    }

    /// Lets every link go (the run loop holds them until invalidated).
    func tearDown() {
        counter?.invalidate()
        for record in links { record.link?.invalidate() }
    }
}
