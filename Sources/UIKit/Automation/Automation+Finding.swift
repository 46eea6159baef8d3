import Foundation

/// Finding views as UI tests do: by `accessibilityIdentifier` (stable, for tests) or by
/// `accessibilityLabel` (what VoiceOver speaks: a label's text, a button's title).
extension Automation {
    /// The frontmost visible view whose `accessibilityIdentifier` is `identifier`.
    public func view(withIdentifier identifier: String) -> UIView? {
        frontmostVisibleView { $0.accessibilityIdentifier == identifier }
    }

    /// The frontmost visible view whose `accessibilityLabel` is `label`.
    public func view(withLabel label: String) -> UIView? {
        frontmostVisibleView { $0.accessibilityLabel == label }
    }

    /// Taps the centre of the view with `identifier`; throws when there is none or a tap there
    /// would reach another view.
    public func tap(identifier: String) throws {
        try tap(view(withIdentifier: identifier), query: "accessibilityIdentifier \"\(identifier)\"")
    }

    /// Taps the centre of the view with the accessibility label `label` (a button's title).
    public func tap(label: String) throws {
        try tap(view(withLabel: label), query: "accessibilityLabel \"\(label)\"")
    }

    /// Where the centre of `view` is on the screen, through its window's turn; nil when the
    /// view is in no window.
    public func screenPoint(of view: UIView) -> CGPoint? {
        guard let window = view.window else { return nil }
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return window.screenPoint(fromInterface: view.convert(centre, to: window))
    }

    private func tap(_ found: UIView?, query: String) throws {
        guard let view = found, let point = screenPoint(of: view) else {
            throw AutomationError.viewNotFound(query: query)
        }
        // The touch lands on the view, inside it, or on an ancestor that takes touches for it
        // (a button under its title); anything else covers it.
        let hit = hitView(atScreenPoint: point)
        guard let hit, hit.isDescendant(of: view) || view.isDescendant(of: hit) else {
            let what = hit.map { "a \(type(of: $0)) at \(Self.describe($0.frame))" } ?? "no view"
            throw AutomationError.viewNotHittable(query: query, hit: what)
        }
        tap(at: point)
    }

    private static func describe(_ frame: CGRect) -> String {
        func number(_ value: CGFloat) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
        return "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
    }

    /// The view a touch at `point` would start on, hit-tested as the event dispatch does.
    private func hitView(atScreenPoint point: CGPoint) -> UIView? { app.touchTarget(at: point)?.view }

    /// Front to back: later windows and later siblings first; hidden subtrees skipped. A
    /// matching view stands for its subviews, as an accessibility element hides its children
    /// (a button, not its title label).
    private func frontmostVisibleView(where matches: (UIView) -> Bool) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            guard !view.isHidden, view.alpha > 0 else { return nil }
            if matches(view) { return view }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        for window in app.windows.reversed() where !window.isHidden {
            if let found = search(window) { return found }
        }
        return nil
    }
}
