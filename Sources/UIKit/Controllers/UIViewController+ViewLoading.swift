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

    func performLoadView() {
        if let storyboardScene {
            storyboardScene.loadView(into: self)
            return
        }
        if let requestedNibName {
            runtime.report(
                .log,
                "Could not load NIB with name '\(requestedNibName)': nibs are not "
                    + "supported on Linux; \(self) gets an empty view")
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
