import Testing
import Foundation
import Compositor
import UIKit
@testable import ContainerDemo

/// Filmstrips: evenly spaced frames of one transition on a contact sheet.
@MainActor @Suite struct FilmstripRecorderTests {
    /// A screenshot-sized stand-in: 4×3 pixels of one value.
    private func frame(_ value: UInt32, width: Int = 4, height: Int = 3) throws -> UIImage {
        UIImage(
            bitmap: RenderImage(
                width: width, height: height, premultipliedPixels: [UInt32](repeating: value, count: width * height)))
    }

    @Test func picksTheFramesNearestToEvenlySpacedTimesFromStartToEnd() throws {
        let recorder = FilmstripRecorder(frames: 4, path: "unused.png")
        recorder.start(at: 1)

        var done: [Bool] = []
        for step in 0...18 {
            let time = 1 + Double(step) / 60
            done.append(recorder.capture(try frame(UInt32(step)), at: time, isAnimating: step < 18))
        }

        #expect(done == Array(repeating: false, count: 18) + [true])
        let chosen = recorder.chosen
        #expect(chosen.map { ($0.time * 60).rounded() } == [0, 6, 12, 18])
        #expect(chosen.map { $0.image.bitmap.pixel(x: 0, y: 0) } == [0, 6, 12, 18])
    }

    @Test func fromTheKeyboardItWaitsForAnAnimationAndLastsAtLeastAQuarterSecond() throws {
        let recorder = FilmstripRecorder(frames: 2, path: "unused.png")

        let idle = recorder.capture(try frame(1), at: 0, isAnimating: false)
        let started = recorder.capture(try frame(2), at: 1.0 / 60, isAnimating: true)
        let instantEnd = recorder.capture(try frame(3), at: 2.0 / 60, isAnimating: false)
        let quarter = recorder.capture(try frame(3), at: 1.0 / 60 + 0.25, isAnimating: false)

        #expect(!idle && !started && !instantEnd && quarter)
        #expect(recorder.chosen.map { $0.image.bitmap.pixel(x: 0, y: 0) } == [2, 3])
    }

    @Test func contactSheetPutsFiveFramesToARowWithTheirTimes() throws {
        let image = try frame(0xFF00_00FF)
        let frames = (0..<7).map { (time: Double($0) * 0.05, image: image) }

        let sheet = FilmstripRecorder.contactSheet(frames)

        // Cells of 4 pt (the frames' size), five columns, two rows, 8 pt margins, 20 pt captions.
        #expect(sheet.size == CGSize(width: 8 + 5 * 12, height: 8 + 2 * 32))
        #expect(sheet.bitmap.pixel(x: 9, y: 9) == 0xFF00_00FF)
    }

    /// A still screen filmed into 600 cells: the check compares each captured frame at most
    /// once, in place, instead of copying and comparing every cell.
    @Test func theNothingChangedCheckComparesEachCapturedFrameAtMostOnce() throws {
        let recorder = FilmstripRecorder(frames: 600, path: DemoHarness.scratch() + "/still.png")
        recorder.start(at: 0)
        for step in 0..<5 { _ = recorder.capture(try frame(7), at: Double(step) * 0.1, isAnimating: step < 4) }

        let result = Result { try recorder.write() }

        #expect(result.failureText == "nothing changed on screen while filming \(recorder.path)")
        #expect(recorder.framesCompared <= 5)
    }

    /// Large frames: what a recording holds stays within its budget, whatever the screen's size.
    @Test func heldFramesStayWithinTheMemoryBudget() throws {
        let recorder = FilmstripRecorder(frames: 8, path: "unused.png")
        recorder.start(at: 0)
        let big = try frame(0, width: 1024, height: 1024)

        for step in 0..<60 { _ = recorder.capture(big, at: Double(step) / 60, isAnimating: true) }

        #expect(recorder.heldBytes <= FilmstripRecorder.memoryBudget)
        #expect(recorder.heldBytes >= 16 * 1024 * 1024 * 4)
    }
}
