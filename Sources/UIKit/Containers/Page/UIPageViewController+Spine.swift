import Foundation

/// The curl's spine: how many pages a spread holds, the double-sided rule of the mid spine, and
/// the spine the delegate picks when the interface turns (`spineLocationFor`). Apple: "Use this
/// method to change the spine location when the device orientation changes, as well as setting
/// new view controllers and changing the double-sided state" — pages the delegate sets there
/// wait for the new spine, then must number what it requires.
extension UIPageViewController {
    /// UIKit's name of a spine location, as its exceptions print it.
    static func spineName(_ spine: SpineLocation) -> String {
        switch spine {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
    }

    /// UIKit's exception when a spread gets the wrong number of pages (the format string of
    /// UIPageViewController's own `_viewControllersForPendingSpineLocation:`).
    func reportSpreadMismatch(count: Int, for spine: SpineLocation) {
        runtime.report(
            .exception,
            "The number of provided view controllers (\(count)) doesn't match the number required "
                + "(\(spine == .mid ? 2 : 1)) for the requested spine location (\(Self.spineName(spine)))",
            name: "NSInvalidArgumentException")
    }

    /// Apple documents that setting `isDoubleSided` to false with the spine in the middle
    /// raises; the change is refused (the wording of the message is ours).
    func doubleSidedDidChange(from old: Bool) {
        guard old, !isDoubleSided, spineLocation == .mid else { return }
        runtime.report(
            .exception,
            "doubleSided must be YES when the spine location is \(Self.spineName(.mid))",
            name: "NSInvalidArgumentException")
        isDoubleSided = true
    }

    /// Before the interface turns: the delegate names the spine for the new orientation; a
    /// new spine takes the pages it set (or the shown ones), which must fill it.
    func askSpineLocation(for coordinator: any UIViewControllerTransitionCoordinator) {
        guard transitionStyle == .pageCurl, let rotation = coordinator as? RotationCoordinator,
            rotation.from != rotation.to, let delegate, let curl = driver as? PageCurlDriver
        else { return }
        // A turn in progress ends first: a drag where it started, a code turn where it goes.
        if let turn = currentTurn { turn.finish(completed: !turn.isGestureDriven) }
        curl.isStashingForRotation = true
        curl.rotationStash = nil
        let spine = delegate.pageViewController(self, spineLocationFor: rotation.to)
        curl.isStashingForRotation = false
        let stash = curl.rotationStash
        curl.rotationStash = nil
        guard spine != .none else {
            runtime.report(
                .exception, "'\(Self.spineName(spine))' is not a valid spine location",
                name: "NSInvalidArgumentException")
            return
        }
        guard spine != spineLocation || stash != nil else { return }
        let pages = stash ?? shownPages
        guard pages.count == (spine == .mid ? 2 : 1) else {
            return reportSpreadMismatch(count: pages.count, for: spine)
        }
        spineLocationStorage = spine
        if spine == .mid { isDoubleSided = true }
        performSetViewControllers(pages, direction: .forward, animated: false, completion: nil)
    }
}
