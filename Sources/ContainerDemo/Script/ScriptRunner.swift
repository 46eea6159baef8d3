import Foundation
import UIKit

/// Plays a script against the running app, one action at a time, from the frame loop (either
/// clock). Input goes through the same event queue the desktop window fills, so a scripted tap
/// is hit-tested, turned and dispatched like a click. An action that spans frames (a tap's
/// press and release, a drag's moves) finishes before the next begins.
@MainActor
final class ScriptRunner {
    static let dragSteps = 12

    let script: DemoScript
    private unowned let controls: DemoControls
    private var next = 0
    /// The rest of the current action, one closure per frame.
    private var pending: [() -> Void] = []
    private var resumeAt: TimeInterval?
    private var armedFilmstrip: (recorder: FilmstripRecorder, line: Int)?
    private(set) var failure: DemoScript.Failure?

    init(script: DemoScript, controls: DemoControls) {
        self.script = script
        self.controls = controls
    }

    /// While the script only waits: the time it goes on at.
    var resumeTime: TimeInterval? { failure == nil && pending.isEmpty ? resumeAt : nil }

    var isFinished: Bool {
        failure != nil
            || (next >= script.steps.count && pending.isEmpty && resumeAt == nil
                && controls.filmstrip?.isRecording != true)
    }

    func frameDidRender(at time: TimeInterval) {
        guard failure == nil else { return }
        if let resumeAt {
            guard time >= resumeAt - 1e-9 else { return }
            self.resumeAt = nil
        }
        if !pending.isEmpty {
            pending.removeFirst()()
            return
        }
        // A filmstrip being recorded holds the script until it is written.
        if let recording = controls.filmstrip, recording.isRecording { return }
        guard next < script.steps.count else { return }
        let step = script.steps[next]
        next += 1
        do { try perform(step, at: time) } catch {
            fail(line: step.line, message: "\(error)")
        }
    }

    /// Stops the script with `file:line: message`.
    func fail(line: Int, message: String) {
        guard failure == nil else { return }
        let failure = DemoScript.Failure(file: script.file, line: line, message: message)
        self.failure = failure
        controls.errors(failure.description)
        // A failed script ends the run, with a window too (the launcher's status says so).
        Automation().quit()
    }

    private func perform(_ step: DemoScript.Step, at time: TimeInterval) throws {
        let automation = Automation()
        switch step.action {
        case .tab(let number):
            guard controls.selectTab(number - 1) else {
                throw DemoError("there is no tab \(number); the tabs are 1 to \(controls.tabCount)")
            }
        case .tap(let point):
            pending = [{ automation.touchDown(at: point) }, { automation.touchUp(at: point) }]
        case .drag(let from, let to):
            pending = [{ automation.touchDown(at: from) }]
            for index in 1...Self.dragSteps {
                let t = CGFloat(index) / CGFloat(Self.dragSteps)
                let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                pending.append { automation.touchMove(to: point) }
            }
            pending.append { automation.touchUp(at: to) }
        case .key(let key):
            // Down and up reach the app in one frame: keys act on the press.
            automation.keyDown(key.usage)
            automation.keyUp(key.usage)
        case .resize(let width, let height):
            automation.resizeScreen(to: CGSize(width: width, height: height))
        case .wait(let seconds):
            resumeAt = time + seconds
        case .screenshot(let path):
            try controls.writeScreenshot(to: path)
        case .filmstrip(let frames, let path):
            guard next < script.steps.count else { throw DemoError("filmstrip needs an action after it to film") }
            let recorder = FilmstripRecorder(frames: frames, path: path, scriptLine: step.line)
            controls.filmstrip = recorder
            armedFilmstrip = (recorder, script.steps[next].line)
            return
        }
        // The action after `filmstrip` starts the recording as its last part is sent: the
        // first frame shows the screen before the action.
        if let (recorder, line) = armedFilmstrip, line == step.line {
            armedFilmstrip = nil
            if let last = pending.popLast() {
                pending.append {
                    last()
                    recorder.start(at: automation.currentTime)
                }
            } else {
                recorder.start(at: time)
            }
        }
        // One more frame, in which the queued events reach the app, belongs to the action.
        if step.action.sendsEvents { pending.append {} }
    }
}
