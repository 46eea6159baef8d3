import Foundation

/// The root view: loaded on first use, linked back to its controller so layout and the
/// responder chain find it.
extension UIViewController {
    func performLoadViewIfNeeded() {
        // Reading `view` inside loadView() before it is set would load again, forever, on iOS.
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            runtime.report(.log, "\(self)'s loadView() did not set the view; using an empty view")
            performLoadView()
        }
        runtime.record(.viewDidLoad, of: self)
        viewDidLoad()
        installChildViews()
    }

    /// The nib the view loads from: the one named at init, or one named after the class (for
    /// `MyViewController`, `MyView` then `MyViewController`), as UIKit searches (Apple,
    /// `nibName`'s documentation).
    var nibNameToLoad: String? {
        if let requestedNibName { return UINib.exists(named: requestedNibName, in: nil) ? requestedNibName : nil }
        // Only the app's own classes (the plugin's modules) have nibs to find.
        let module = String(reflecting: type(of: self)).split(separator: ".").first.map(String.init)
        guard GeneratedModules.all.contains(where: { $0.name == module }) else { return nil }
        let className = String(describing: type(of: self))
        let candidates =
            className.hasSuffix("Controller")
            ? [String(className.dropLast("Controller".count)), className] : [className]
        return candidates.first { UINib.exists(named: $0, in: nil) }
    }

    func performLoadView() {
        if let storyboardScene {
            storyboardScene.loadView(into: self)
            return
        }
        if let nibName = nibNameToLoad {
            _ = UINib(nibName: nibName, bundle: nil).instantiate(withOwner: self)
            if loadedView != nil { return }
            runtime.report(
                .log, "\(self) loaded the NIB '\(nibName)' but its view outlet was not set; using an empty view")
        } else if let requestedNibName {
            runtime.report(
                .log,
                "Could not load NIB with name '\(requestedNibName)': no \(requestedNibName).xib among the app's resources "
                    + "(the iOSSourceCompatibility plugin's); \(self) gets an empty view")
        }
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    func install(view newView: UIView?) {
        if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
        // A new view has told the controller nothing yet: what it announces from now on counts.
        toldSafeAreaInsets = newView?.announcedSafeAreaInsets ?? .zero
    }

    /// Around the root view's `layoutSubviews`, as UIKit does from the view's layout pass.
    func layoutRootView(_ layout: () -> Void) {
        let runtime = self.runtime
        runtime.record(.viewWillLayoutSubviews, of: self)
        viewWillLayoutSubviews()
        layout()
        runtime.record(.viewDidLayoutSubviews, of: self)
        viewDidLayoutSubviews()
    }
}
