import Foundation
import UIKit

/// Records the frames of one transition and lays `frames` of them, evenly spaced in time, on a
/// contact sheet with the time under each. A script's recorder starts when the action that
/// causes the transition is sent; the keyboard's starts with the first animation after a
/// frame with none (so it films the next transition, not one already playing). Recording ends
/// at the first frame with no animation left, and lasts at least `minimumSpan` so an instant
/// change (a refused rotation) shows as before and after.
@MainActor
final class FilmstripRecorder {
    static let minimumSpan: TimeInterval = 0.25
    /// Past this many frames every other one is dropped: slow animations run for seconds.
    static let frameLimit = 120
    /// What the held frames may take (about 80 frames at 480×800); a large screen keeps fewer.
    static let memoryBudget = 128 * 1024 * 1024

    let frames: Int
    let path: String
    /// The script line that asked for it; nil from the keyboard.
    let scriptLine: Int?
    private var start: TimeInterval?
    private var sawIdleFrame = false
    private var captured: [(time: TimeInterval, image: UIImage)] = []
    /// Whether a captured frame differed from the first; once true, no more comparisons.
    private var sawChange = false
    /// Frames compared for the "nothing changed" check: at most one per captured frame.
    private(set) var framesCompared = 0

    init(frames: Int, path: String, scriptLine: Int? = nil) {
        self.frames = frames
        self.path = path
        self.scriptLine = scriptLine
    }

    var isRecording: Bool { start != nil }

    var heldBytes: Int { captured.reduce(0) { $0 + Self.bytes(of: $1.image) } }

    private static func bytes(of image: UIImage) -> Int { Int(image.size.width * image.size.height) * 4 }

    func start(at time: TimeInterval) { if start == nil { start = time } }

    /// Takes the frame just rendered (a screenshot); returns true when the recording is complete.
    func capture(_ frame: UIImage, at time: TimeInterval, isAnimating: Bool) -> Bool {
        if start == nil && scriptLine == nil {
            if isAnimating && sawIdleFrame { start = time }
            sawIdleFrame = sawIdleFrame || !isAnimating
        }
        guard let start else { return false }
        if !sawChange, let first = captured.first?.image {
            framesCompared += 1
            sawChange = !first.isEqual(frame)
        }
        captured.append((time - start, frame))
        let frameBytes = max(1, Self.bytes(of: frame))
        if captured.count > max(2, min(Self.frameLimit, Self.memoryBudget / frameBytes)) {
            captured = captured.enumerated().filter { $0.offset % 2 == 0 || $0.offset == captured.count - 1 }.map(
                \.element)
        }
        return !isAnimating && time - start >= Self.minimumSpan - 1e-9
    }

    /// The chosen frames: for each evenly spaced time the captured frame nearest to it.
    var chosen: [(time: TimeInterval, image: UIImage)] {
        guard let last = captured.last else { return [] }
        return (0..<frames).map { index in
            let target = last.time * Double(index) / Double(frames - 1)
            return captured.min { abs($0.time - target) < abs($1.time - target) }!
        }
    }

    /// Writes the contact sheet as PNG; an error when no frame differed from the first.
    func write() throws {
        guard sawChange else { throw DemoError("nothing changed on screen while filming \(path)") }
        let sheet = Self.contactSheet(chosen)
        guard let data = sheet.pngData() else { throw DemoError("could not encode the filmstrip \(path)") }
        try DemoFiles.write(data, to: path)
    }

    /// Cells of at most 200 pt on the longer side, up to five to a row, the time under each.
    static func contactSheet(_ frames: [(time: TimeInterval, image: UIImage)]) -> UIImage {
        let longest = frames.map { max($0.image.size.width, $0.image.size.height) }.max() ?? 1
        let cell = min(200, longest)
        let columns = min(frames.count, 5)
        let rows = (frames.count + columns - 1) / columns
        let margin: CGFloat = 8, caption: CGFloat = 20
        let sheet = UIView(
            frame: CGRect(
                x: 0, y: 0, width: margin + CGFloat(columns) * (cell + margin),
                height: margin + CGFloat(rows) * (cell + caption + margin)))
        sheet.backgroundColor = UIColor(white: 0.15, alpha: 1)
        for (index, frame) in frames.enumerated() {
            let x = margin + CGFloat(index % columns) * (cell + margin)
            let y = margin + CGFloat(index / columns) * (cell + caption + margin)
            let scale = cell / longest
            let size = CGSize(width: frame.image.size.width * scale, height: frame.image.size.height * scale)
            let imageView = UIImageView(image: frame.image)
            imageView.frame = CGRect(
                x: x + (cell - size.width) / 2, y: y + (cell - size.height) / 2,
                width: size.width, height: size.height)
            sheet.addSubview(imageView)
            let label = DemoStyle.label(String(format: "%.3f s", frame.time), size: 12, colour: .white)
            label.frame = CGRect(x: x, y: y + cell + 2, width: cell, height: caption - 4)
            sheet.addSubview(label)
        }
        return UIGraphicsImageRenderer(size: sheet.bounds.size).image { _ in
            _ = sheet.drawHierarchy(in: sheet.bounds, afterScreenUpdates: true)
        }
    }
}
