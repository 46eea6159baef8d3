import UIKit

/// What the fuzzer does with a page view controller in a controller's view.
public enum FuzzPageStep: Equatable, Sendable {
    /// A page view controller of that style added as a child, showing page 0.
    case add(curl: Bool)
    /// `setViewControllers` with the next or previous page.
    case turn(forward: Bool, animated: Bool)
    /// `setViewControllers` with any page.
    case set(page: Int, animated: Bool)
    /// A finger drag across the pages by this fraction of their width (negative: back), quick.
    case drag(Double)
    /// A short drag that rests before lifting: released before half way, the turn is cancelled.
    case cancel
    /// The page view controller replaced by one of the other style, at the same page.
    case style
    /// An arrow key (after a press on the pages, which gives their scroll view the keys).
    case key(forward: Bool)
    case remove

    /// The statement for a repro (`pages<n>` is the `FuzzPages` of controller n).
    func swift(_ pages: String, in view: String) -> [String] {
        switch self {
        case .add(let curl): ["let \(pages) = FuzzPages(in: \(view), curl: \(curl))"]
        default: ["_ = \(pages).perform(.\(self))"]
        }
    }
}

/// A numbered page of the fuzzer's book, checking its own appearance state machine (will before
/// did, no appearing twice) and noting problems instead of trapping.
@MainActor
public final class FuzzPage: UIViewController {
    public let number: Int
    private(set) var state = 0  // 0 disappeared, 1 appearing, 2 appeared, 3 disappearing
    var problems: [String] = []

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "page \(number)"
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue][number % 4]
    }

    private func move(from allowed: [Int], to next: Int, _ name: String) {
        if !allowed.contains(state) { problems.append("page \(number): \(name) in state \(state)") }
        state = next
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        move(from: [0, 3], to: 1, "viewWillAppear")
    }
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        move(from: [1], to: 2, "viewDidAppear")
    }
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        move(from: [2, 1], to: 3, "viewWillDisappear")
    }
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        move(from: [3], to: 0, "viewDidDisappear")
    }
}

/// A page view controller over a book of `pageCount` pages made on demand, in a controller's
/// view, and the rules it keeps:
/// - at most three pages alive for the page view controller (the shown one and its neighbours;
///   a released page is gone); settled, none alive for one it replaced or removed;
/// - each page's appearance runs will before did; a shown page in a window has appeared;
/// - the delegate hears `didFinishAnimating` once for each `willTransitionTo`, in turn;
/// - settled: the children are exactly the shown pages, each with its view in the page view
///   controller's view, appeared when that is in a window, and no turn is left waiting.
@MainActor
public final class FuzzPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    public static let pageCount = 12
    public private(set) var pages: UIPageViewController
    private let host: UIViewController
    private var made: [Weak] = []
    /// A page, and the page view controller it was made for.
    private struct Weak {
        weak var page: FuzzPage?
        let owner: ObjectIdentifier
    }
    private var problems: [String] = []
    private var pendingTransitions = 0
    /// Animated `setViewControllers` turns of the current page view controller whose
    /// completion has not run (every started turn ends, UIKit calls its completion).
    private var turnsOwed = 0
    /// Bumped when the page view controller is replaced or removed: its turns are no longer owed.
    private var generation = 0

    /// Adds a page view controller filling `view`'s controller's view as a child, at page 0.
    public init(in host: UIViewController, curl: Bool) {
        self.host = host
        pages = Self.makePages(curl: curl)
        super.init()
        attach(pages, at: 0)
    }

    private static func makePages(curl: Bool) -> UIPageViewController {
        UIPageViewController(
            transitionStyle: curl ? .pageCurl : .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: 8])
    }

    private func page(_ number: Int, for owner: UIPageViewController) -> FuzzPage {
        let page = FuzzPage(number: number)
        made.append(Weak(page: page, owner: ObjectIdentifier(owner)))
        return page
    }

    private func attach(_ pages: UIPageViewController, at number: Int) {
        pages.dataSource = self
        pages.delegate = self
        pages.setViewControllers([page(number, for: pages)], direction: .forward, animated: false)
        host.addChild(pages)
        pages.view.frame = host.view.bounds
        pages.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(pages.view)
        pages.didMove(toParent: host)
    }

    /// A completion for an animated turn, owed until it runs.
    private func owedTurn() -> (Bool) -> Void {
        turnsOwed += 1
        let generation = generation
        return { [weak self] _ in
            guard let self, self.generation == generation else { return }
            self.turnsOwed -= 1
        }
    }

    private func detach(_ pages: UIPageViewController) {
        generation += 1
        turnsOwed = 0
        pages.willMove(toParent: nil)
        // A curl under way ends as its view leaves, and tells its delegate so (campaign seed 877).
        pages.view.removeFromSuperview()
        pages.removeFromParent()
        // Its later delegate calls are no longer heard (they name another page view controller).
        pendingTransitions = 0
    }

    private var shownNumber: Int { (pages.viewControllers?.first as? FuzzPage)?.number ?? 0 }

    // MARK: Steps

    /// Performs `step` (other than add); returns whether it applied.
    public func perform(_ step: FuzzPageStep) -> Bool {
        guard pages.parent === host else { return false }
        switch step {
        case .add: return false
        case .turn(let forward, let animated):
            let next = shownNumber + (forward ? 1 : -1)
            guard (0..<Self.pageCount).contains(next) else { return false }
            pages.setViewControllers(
                [page(next, for: pages)], direction: forward ? .forward : .reverse, animated: animated,
                completion: animated ? owedTurn() : nil)
        case .set(let number, let animated):
            let target = min(max(0, number), Self.pageCount - 1)
            pages.setViewControllers(
                [page(target, for: pages)], direction: target >= shownNumber ? .forward : .reverse, animated: animated,
                completion: animated ? owedTurn() : nil)
        case .drag(let fraction):
            guard let frame = frameInWindow else { return false }
            let distance = CGFloat(fraction) * frame.width
            let start = CGPoint(x: frame.midX + distance / 2, y: frame.midY)
            Automation().drag(from: start, to: CGPoint(x: start.x - distance, y: start.y), steps: 6)
        case .cancel:
            guard let frame = frameInWindow else { return false }
            let automation = Automation()
            let start = CGPoint(x: frame.midX + 40, y: frame.midY)
            automation.touchDown(at: start)
            UIApplication.shared.advance(by: 1.0 / 60)
            for step in 1...4 {
                automation.touchMove(to: CGPoint(x: start.x - CGFloat(step) * 15, y: start.y))
                UIApplication.shared.advance(by: 1.0 / 60)
            }
            UIApplication.shared.advance(by: 0.3)
            automation.touchUp(at: CGPoint(x: start.x - 60, y: start.y))
            UIApplication.shared.advance(by: 1.0 / 60)
        case .style:
            let number = shownNumber
            let curl = pages.transitionStyle == .scroll
            detach(pages)
            pages = Self.makePages(curl: curl)
            attach(pages, at: number)
        case .key(let forward):
            guard let frame = frameInWindow else { return false }
            let automation = Automation()
            automation.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            automation.press(forward ? .keyboardRightArrow : .keyboardLeftArrow)
        case .remove:
            detach(pages)
        }
        return true
    }

    /// The part of the page view controller's view on the window; nil when none of it is (a view
    /// moved off the window, or turned edge-on mid-transition): there is nothing to touch.
    private var frameInWindow: CGRect? {
        guard let view = pages.viewIfLoaded, let window = view.window else { return nil }
        let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
        guard !frame.isNull, !frame.isEmpty, frame.width.isFinite, frame.height.isFinite else { return nil }
        return frame
    }

    // MARK: Rules

    /// What broke since the last call; `settled` adds the rules for when nothing moves.
    public func takeProblems(settled: Bool) -> [String] {
        var found = problems
        problems = []
        made.removeAll { $0.page == nil }
        let alive = made.compactMap(\.page)
        for page in alive {
            found += page.problems
            page.problems = []
        }
        // Counted per page view controller: one replaced (`.style`) while its scroll content was
        // still settling keeps its turn, and so its pages, until that content rests on the next
        // frame. UIKit does not promise that what an app lets go is gone within the same call
        // (Apple, "Using Autorelease Pool Blocks": UIKit drains its pool once per event-loop
        // iteration); settled, it must be gone (campaign seed 177).
        let current = made.filter { $0.owner == ObjectIdentifier(pages) }.compactMap(\.page)
        if current.count > 3 { found.append("\(current.count) pages alive: \(current.map(\.number))") }
        if settled {
            for page in alive where !current.contains(where: { $0 === page }) {
                found.append("page \(page.number) of a replaced or removed page view controller is still alive")
            }
        }
        guard settled, pages.parent === host else { return found }
        let shown = pages.viewControllers ?? []
        if pendingTransitions != 0 { found.append("a willTransitionTo without its didFinishAnimating") }
        if turnsOwed != 0 { found.append("\(turnsOwed) animated setViewControllers turn(s) never ended") }
        if pages.children.count != shown.count || !zip(pages.children, shown).allSatisfy({ $0 === $1 }) {
            found.append("children \(pages.children.map { $0.title ?? "?" }) are not the shown pages")
        }
        let onScreen = !(pages.viewIfLoaded?.window?.isHidden ?? true)
        for page in shown {
            guard let view = page.viewIfLoaded, let root = pages.viewIfLoaded, view.isDescendant(of: root) else {
                found.append("\(page.title ?? "?")'s view is not in the page view controller's view")
                continue
            }
            if onScreen, let page = page as? FuzzPage, page.state != 2 {
                found.append("page \(page.number) is shown in a window but in appearance state \(page.state)")
            }
        }
        for page in current where !shown.contains(where: { $0 === page }) {
            if page.parent != nil { found.append("page \(page.number) is not shown but has a parent") }
            if page.viewIfLoaded?.window != nil { found.append("page \(page.number) is not shown but in a window") }
            if page.state != 0 {
                found.append("page \(page.number) is not shown but in appearance state \(page.state)")
            }
        }
        return found
    }

    // MARK: Data source and delegate

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let number = (viewController as? FuzzPage)?.number, number > 0 else { return nil }
        return page(number - 1, for: pageViewController)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let number = (viewController as? FuzzPage)?.number, number + 1 < Self.pageCount else { return nil }
        return page(number + 1, for: pageViewController)
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { Self.pageCount }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownNumber }

    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        guard pageViewController === pages else { return }
        if pendingTransitions != 0 { problems.append("willTransitionTo while a transition is pending") }
        pendingTransitions += 1
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard pageViewController === pages else { return }
        if pendingTransitions != 1 { problems.append("didFinishAnimating without a willTransitionTo") }
        pendingTransitions = 0
    }
}

// MARK: Generation

extension FuzzDraws {
    /// Page view controllers: added to plain controllers (mostly on screen), then turned in
    /// code, dragged, cancelled, keyed, switched between the styles. (Their generation was lost
    /// in a merge; restored with the main-queue operations, which changed every seed's run.)
    mutating func pages() -> FuzzOperation {
        let shown = FuzzPool.plain.filter { pool[$0].viewIfLoaded?.window != nil }
        let target = shown.isEmpty ? plain() : shown.randomElement(using: &generator)!
        let steps: [FuzzPageStep] = [
            .add(curl: flag()), .turn(forward: flag(), animated: flag()), .turn(forward: true, animated: flag()),
            .set(page: Int.random(in: 0..<FuzzPages.pageCount, using: &generator), animated: flag()),
            .drag([-0.9, -0.3, 0.3, 0.9].randomElement(using: &generator)!), .drag(0.9), .cancel, .style,
            .key(forward: flag()), .remove,
        ]
        return .pages(target, steps.randomElement(using: &generator)!)
    }
}

// MARK: Steps

extension FuzzWorld {
    /// A page view controller put in the controller's view, or a step on the one there.
    func pages(_ index: Int, _ step: FuzzPageStep) -> Bool {
        let key = ObjectIdentifier(pool[index])
        if case .add(let curl) = step {
            guard pageBooks[key] == nil, pool[index].viewIfLoaded != nil else { return false }
            pageBooks[key] = FuzzPages(in: pool[index], curl: curl)
        } else {
            guard let book = pageBooks[key], book.perform(step) else { return false }
            if step == .remove { pageBooks[key] = nil }
        }
        return true
    }
}
