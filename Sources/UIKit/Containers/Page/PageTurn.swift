import Foundation

/// One page turn: the pages leaving and arriving, their containment and appearance changes, and
/// what the delegate (a gesture-driven turn) or the completion (`setViewControllers`) hears.
///
/// Begun: delegate `willTransitionTo` (gesture-driven), the leaving pages' `willMove(toParent: nil)`,
/// the arriving pages' `addChild`, then new.viewWillAppear · current.viewWillDisappear (the begin
/// order recorded on iOS for both styles, DESIGN §2). Finished: the did-callbacks in the style's
/// order, `didMove(toParent:)`, `removeFromParent`, then the delegate's `didFinishAnimating`.
/// Cancelled (let go early): new.viewWillDisappear · new.viewDidDisappear, the new pages
/// removed and the current ones told they stay (`didMove(toParent:)` naming the container),
/// then current.viewWillAppear · current.viewDidAppear: the order of a cancelled interactive pop
/// recorded on iOS (DESIGN §2); iOS logs of a cancelled scroll show the delegate told
/// `willTransitionTo` and then `didFinishAnimating` with `completed` false (wisdomskyduan's
/// "UIPageViewController Test Note", iOS 9.1).
@MainActor
final class PageTurn {
    enum EndOrder {
        /// Scroll: new.viewDidAppear · current.viewDidDisappear.
        case arrivingFirst
        /// Curl: current.viewDidDisappear · new.viewDidAppear.
        case leavingFirst
    }

    /// The pages shown before the turn and the pages shown if it completes.
    let previousPages: [UIViewController]
    let pages: [UIViewController]
    let direction: UIPageViewController.NavigationDirection
    let animated: Bool
    /// A drag or a key: the delegate hears of it; otherwise `setViewControllers`' completion does.
    let isGestureDriven: Bool
    /// Pages that join (not shown before) and pages that leave (not shown after).
    let arriving: [UIViewController]
    let leaving: [UIViewController]
    private(set) var isFinished = false

    /// Strong, as `replacement` holds it too: the turn and its container end together.
    private let owner: UIPageViewController
    private let replacement: ChildReplacement
    private let arrivingChanges: [OwnAppearanceChange]
    private let leavingChanges: [OwnAppearanceChange]
    private let completion: ((Bool) -> Void)?

    /// Begins the turn; nil (nothing changed) when a page cannot be adopted (UIKit's error reported).
    init?(
        owner: UIPageViewController, to pages: [UIViewController],
        direction: UIPageViewController.NavigationDirection, animated: Bool, isGestureDriven: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let previous = owner.shownPages
        for page in pages where !owner.mayAdopt(page) { return nil }
        if isGestureDriven { owner.delegate?.pageViewController(owner, willTransitionTo: pages) }
        guard let replacement = owner.replaceChildren(previous, with: pages) else { return nil }
        self.owner = owner
        self.previousPages = previous
        self.pages = pages
        self.direction = direction
        self.animated = animated
        self.isGestureDriven = isGestureDriven
        self.replacement = replacement
        self.completion = completion
        arriving = pages.filter { page in !previous.contains { $0 === page } }
        leaving = previous.filter { page in !pages.contains { $0 === page } }
        let onScreen = owner.appearState == .appeared
        // Loaded first, so their viewDidLoad comes before the turn's callbacks.
        if onScreen { for page in arriving { page.loadViewIfNeeded() } }
        arrivingChanges = onScreen ? arriving.map { $0.beginOwnAppearanceTransition(true, animated: animated) } : []
        leavingChanges = onScreen ? leaving.map { $0.beginOwnAppearanceTransition(false, animated: animated) } : []
    }

    /// Ends the turn: `completed` shows `pages`, otherwise `previousPages` stay.
    func finish(completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        let driver = owner.driver
        if completed {
            owner.adoptShownPages(pages)
            switch driver.appearanceEndOrder {
            case .arrivingFirst:
                // Not animated, nothing put the new pages in yet: they go in before they appear.
                if !animated { driver.settleViews(of: self, completed: true) }
                for change in arrivingChanges { change.end() }
                driver.settleViews(of: self, completed: true)
                for change in leavingChanges { change.end() }
            case .leavingFirst:
                driver.settleViews(of: self, completed: true)
                for change in leavingChanges { change.end() }
                for change in arrivingChanges { change.end() }
            }
            replacement.finish()
        } else {
            let back = arrivingChanges.map { $0.controller.beginOwnAppearanceTransition(false, animated: animated) }
            driver.settleViews(of: self, completed: false)
            for change in back { change.end() }
            // Told they stay before they appear again, so `isMovingFromParent` is false then.
            replacement.cancel()
            for change in leavingChanges {
                let controller = change.controller
                // Only in a visible window: a page view controller that left it meanwhile (or
                // whose window hid) cannot show the page again (found by the fuzzer).
                if controller.viewIfLoaded?.isInVisibleWindow ?? false, owner.appearState == .appeared {
                    controller.beginOwnAppearanceTransition(true, animated: animated).end()
                } else {
                    change.end()
                }
            }
        }
        owner.turnDidEnd(self, completed: completed)
        if isGestureDriven {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: true, previousViewControllers: previousPages, transitionCompleted: completed)
        }
        completion?(completed)
        // Then the new far neighbour is asked for (iOS asks after didFinishAnimating).
        if completed && owner.currentTurn == nil { owner.neighboursDidChange() }
    }
}
