import Foundation

/// One page turn: the pages leaving and arriving, their containment and appearance changes, and
/// what the delegate (a gesture-driven turn) or the completion (`setViewControllers`) hears.
///
/// Begun: delegate `willTransitionTo` (gesture-driven), the leaving pages' `willMove(toParent: nil)`,
/// the arriving pages' `addChild`, then new.viewWillAppear · current.viewWillDisappear (the begin
/// order recorded on iOS for both styles, DESIGN §2). Finished: the did-callbacks in the style's
/// order, `didMove(toParent:)`, `removeFromParent`, then the delegate's `didFinishAnimating`.
/// Cancelled (let go early), in the style's order recorded in iOS 7 logs of both styles
/// (wangling.me, DESIGN §2) — scroll: current.viewWillAppear · current.viewDidAppear ·
/// new.viewWillDisappear · new.viewDidDisappear; curl: new.viewWillDisappear ·
/// current.viewWillAppear · new.viewDidDisappear · current.viewDidAppear. The current pages are
/// told they stay (`didMove(toParent:)` naming the container) before they appear again, the new
/// ones leave their parent last; iOS logs of a cancelled scroll show the delegate told
/// `willTransitionTo` and then `didFinishAnimating` with `completed` false (wisdomskyduan's
/// "UIPageViewController Test Note", iOS 9.1).
@MainActor
final class PageTurn {
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
    private let exchange: AppearanceExchange
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
        // A cancel shows the current pages again only while this controller appears: one that
        // left the window meanwhile (or whose window hid) cannot (found by the fuzzer).
        exchange = AppearanceExchange(
            from: leaving, to: arriving, animated: animated, onScreen: onScreen, order: .arrivingFirst,
            container: owner)
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
                exchange.end(.arrivingFirst) { driver.settleViews(of: self, completed: true) }
            case .leavingFirst:
                driver.settleViews(of: self, completed: true)
                exchange.end(.leavingFirst)
            }
            replacement.finish()
        } else {
            // Scroll: the current pages come back whole, then the new ones go; curl: both begins,
            // the page uncurled into place, then both ends. The current pages are told they stay
            // before they appear again, so `isMovingFromParent` is false then.
            exchange.cancel(
                driver.appearanceEndOrder == .arrivingFirst ? .leavingFirst : .interleaved,
                returning: replacement.keepLeaving
            ) { driver.settleViews(of: self, completed: false) }
            replacement.dropJoining()
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
