import Foundation
import UIKit

/// Starts the demo the way the options ask: a window, or headless on the manual clock, with a
/// script or the tour; writes the trace at the end. Returns the exit status.
@MainActor
enum DemoLauncher {
    static func run(
        _ options: DemoOptions,
        output: @escaping (String) -> Void = { print($0) },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
    ) -> Int32 {
        let app = UIApplication.shared
        let automation = Automation()
        let script: DemoScript?
        do {
            if options.tour {
                script = try DemoTour.script(writingInto: options.out)
            } else {
                script = try options.script.map(DemoScript.init(contentsOf:))
            }
        } catch {
            errors("\(error)")
            return 1
        }
        app.lifecycleTrace = LifecycleTrace()
        automation.animationSpeed = options.slowAnimations ? DemoControls.slowSpeed : 1
        let delegate = AppDelegate()
        delegate.outputDirectory = options.out
        delegate.output = output
        delegate.errors = errors
        let size = options.size ?? DemoOptions.defaultSize
        guard automation.launch(delegate, screenSize: size.cgSize), let controls = delegate.controls else { return 1 }
        if let script { controls.run(script) }

        var status: Int32 = 0
        if options.headless {
            // Two frames for layout to settle, then as many as the script needs.
            automation.advance(by: 2.0 / 60)
            while controls.runner.map({ !$0.isFinished }) == true && !automation.isQuitRequested {
                // A wait skips the idle frames up to the first one at or after its end.
                let frames = controls.idleUntil.map { (($0 - automation.currentTime) * 60 - 1e-6).rounded(.up) } ?? 1
                automation.advance(by: max(1, frames) / 60, skippingIdleFrames: true)
            }
            if let path = options.screenshot {
                do { try controls.writeScreenshot(to: path) } catch {
                    errors("\(error)")
                    status = 1
                }
            }
        } else {
            do { try automation.runInWindow() } catch {
                errors("\(error)")
                status = 1
            }
        }
        // The runner printed its failure when it happened.
        if controls.failure != nil { status = 1 }
        if let path = options.trace, let trace = app.lifecycleTrace {
            do { try DemoFiles.write(Data((trace.text + "\n").utf8), to: path) } catch {
                errors("\(error)")
                status = 1
            }
        }
        automation.frameObserver = nil
        return status
    }
}
