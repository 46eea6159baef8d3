import Foundation
import UIKit
import Platform

/// Records UIKit callbacks in the order they happen.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs every hierarchy callback under its name.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect = CGRect(x: 0, y: 0, width: 50, height: 50)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.add("\(name).willMove(toSuperview: \(newSuperview.map(label) ?? "nil"))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.add("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview(\(label(subview)))") }

    private func label(_ view: UIView) -> String {
        (view as? LoggingView)?.name ?? (view is UIWindow ? "window" : "view")
    }
}

/// A controller as `LifecycleTrace` names it (`LifecycleTrace.Event.controller`): its type without
/// the module (and without the contexts of private or local types), then its title in parentheses
/// when it has one; "nil" for none.
@MainActor
func traceName(_ controller: UIViewController?) -> String {
    guard let controller else { return "nil" }
    let type = String(reflecting: Swift.type(of: controller)).split(separator: ".").dropFirst()
        .filter { !$0.hasPrefix("(") }.joined(separator: ".")
    guard let title = controller.title else { return type }
    return "\(type)(\(title))"
}

/// Where a navigation controller puts its top view: below the bar (which sits above the view
/// when hidden), the rest of its view.
@MainActor
func contentFrame(of navigation: UINavigationController) -> CGRect {
    let view = navigation.view!
    let top = max(0, navigation.navigationBar.frame.maxY)
    return CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
}

/// A visible key window of the given size, driven by the manual clock.
@MainActor
func makeKeyWindow(width: CGFloat = 320, height: CGFloat = 240) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    return window
}

/// Captures UIKit diagnostics for the duration of `body`.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [Diagnostic] {
    var captured: [Diagnostic] = []
    let previous = UIApplication.shared.diagnosticHandler
    UIApplication.shared.diagnosticHandler = { captured.append($0) }
    body()
    UIApplication.shared.diagnosticHandler = previous
    return captured
}

/// A click as the desktop delivers it: button down, one frame, button up, one frame.
@MainActor
func click(at point: CGPoint, releaseAt release: CGPoint? = nil) {
    let app = UIApplication.shared
    app.enqueue(.mouseDown(x: Double(point.x), y: Double(point.y), button: .left))
    app.advance(by: 1.0 / 60)
    if let release {
        app.enqueue(.mouseMoved(x: Double(release.x), y: Double(release.y), buttons: [.left]))
        app.advance(by: 1.0 / 60)
    }
    let end = release ?? point
    app.enqueue(.mouseUp(x: Double(end.x), y: Double(end.y), button: .left))
    app.advance(by: 1.0 / 60)
}

func approximately(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
}

func approximately(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// A finger down at `start`, then at each point one frame apart; with `hold`, it rests that long
/// before lifting (no velocity left); it lifts at the last point.
@MainActor
func dragFinger(from start: CGPoint, through points: [CGPoint], hold: TimeInterval = 0) {
    let automation = Automation()
    automation.touchDown(at: start)
    UIApplication.shared.advance(by: 1.0 / 60)
    for point in points {
        automation.touchMove(to: point)
        UIApplication.shared.advance(by: 1.0 / 60)
    }
    if hold > 0 { UIApplication.shared.advance(by: hold) }
    automation.touchUp(at: points.last ?? start)
    UIApplication.shared.advance(by: 1.0 / 60)
}
