import UIKit

/// What the fuzzer does to a curl-style page view controller embedded in a plain controller:
/// add one (one page, or two with the mid spine), drag a page's corner and let go past or
/// before half way, drag and lose the drag (the book leaves the window mid-turn), tap near an
/// edge, press an arrow key, set pages in code (animated or not), and turn the device so its
/// delegate picks another spine. Random drags and taps over the window reach it too.
public enum FuzzPageCurlStep: Equatable, Sendable {
    case add(twoPages: Bool)
    /// A drag from near the far edge by `dx` (negative: toward the spine), released at once.
    case drag(dx: Double)
    /// A drag that is still under way when the book is taken out of the window and put back.
    case dragAndRemove(dx: Double)
    case tap(forward: Bool)
    case key(forward: Bool)
    case set(page: Int, animated: Bool)
    /// The delegate answers `spineLocationFor` with this spine (mid: two pages) on the next turn
    /// of the device, which happens now.
    case spineOnRotation(twoPages: Bool)
    case remove
}

/// A book of numbered pages in a controller's view, its own data source and delegate, checking
/// UIKit's rules as it goes:
/// - every `didFinishAnimating` follows a `willTransitionTo`, one for one;
/// - settled: no turn under way, the children are exactly the shown pages (one, or two with
///   the mid spine), each page's view in the book and no page released late:
///   at most the shown pages and their two neighbours are alive.
@MainActor
public final class FuzzPageCurl: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    public let pageViewController: UIPageViewController
    public static let pageCount = 12
    private var problems: [String] = []
    private var pendingTurns = 0
    private var made: [WeakPage] = []
    private var rotationSpine: UIPageViewController.SpineLocation?
    private struct WeakPage { weak var page: UIViewController? }

    /// Adds a book filling `parent`'s view, as its child.
    public init(in parent: UIViewController, twoPages: Bool) {
        pageViewController = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: twoPages ? UIPageViewController.SpineLocation.mid : .min])
        super.init()
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers(spread(at: 0), direction: .forward, animated: false)
        parent.addChild(pageViewController)
        pageViewController.view.frame = parent.view.bounds
        pageViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: parent)
    }

    /// The statements `init(in:twoPages:)` is, for a repro.
    public nonisolated static func swift(in parent: String, name: String, twoPages: Bool) -> String {
        "let \(name) = FuzzPageCurl(in: \(parent), twoPages: \(twoPages))"
    }

    private func page(_ number: Int) -> UIViewController {
        let page = UIViewController()
        page.title = "\(number)"
        let shade = CGFloat(number) / CGFloat(Self.pageCount)
        page.view.backgroundColor = UIColor(red: 0.9, green: shade, blue: 1 - shade, alpha: 1)
        made.append(WeakPage(page: page))
        return page
    }

    private func number(_ page: UIViewController) -> Int { Int(page.title ?? "") ?? 0 }

    /// The pages shown from `first` for the current spine.
    private func spread(at first: Int) -> [UIViewController] {
        if pageViewController.spineLocation == .mid {
            let left = min(max(first - first % 2, 0), Self.pageCount - 2)
            return [page(left), page(left + 1)]
        }
        return [page(min(max(first, 0), Self.pageCount - 1))]
    }

    /// Performs `step` (other than add); returns whether it applied.
    public func perform(_ step: FuzzPageCurlStep) -> Bool {
        let view = pageViewController.view!
        switch step {
        case .add: return false
        case .drag(let dx), .dragAndRemove(let dx):
            guard let window = view.window, !view.isHidden else { return false }
            let start = view.convert(CGPoint(x: view.bounds.maxX - 12, y: view.bounds.maxY * 0.8), to: window)
            // A drag meant for the book: nothing else (a scroll view added later) lies on top there.
            guard let hit = window.hitTest(start, with: nil), hit.isDescendant(of: view) else { return false }
            let end = CGPoint(x: start.x + dx, y: start.y - 30)
            if case .dragAndRemove = step {
                let automation = Automation()
                automation.touchDown(at: start)
                UIApplication.shared.advance(by: 1.0 / 60)
                for part in 1...4 {
                    let t = CGFloat(part) / 4
                    automation.touchMove(
                        to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                    UIApplication.shared.advance(by: 1.0 / 60)
                }
                let parent = view.superview
                view.removeFromSuperview()
                UIApplication.shared.advance(by: 1.0 / 60)
                automation.touchUp(at: end)
                parent?.addSubview(view)
                UIApplication.shared.advance(by: 1.0 / 60)
            } else {
                Automation().drag(from: start, to: end, steps: 6)
            }
        case .tap(let forward):
            guard let window = view.window, !view.isHidden else { return false }
            let x = forward ? view.bounds.maxX - 10 : view.bounds.minX + 10
            let point = view.convert(CGPoint(x: x, y: view.bounds.midY), to: window)
            guard let hit = window.hitTest(point, with: nil), hit.isDescendant(of: view) else { return false }
            Automation().tap(at: point)
        case .key(let forward):
            guard let book = view.subviews.first(where: { $0.canBecomeFirstResponder }), book.window != nil else {
                return false
            }
            _ = book.becomeFirstResponder()
            Automation().press(forward ? .keyboardRightArrow : .keyboardLeftArrow)
        case .set(let first, let animated):
            pageViewController.setViewControllers(spread(at: first), direction: .forward, animated: animated)
        case .spineOnRotation(let twoPages):
            guard let window = view.window else { return false }
            rotationSpine = twoPages ? .mid : .min
            window.turnDevice(to: window.bounds.width > window.bounds.height ? .portrait : .landscapeLeft)
            rotationSpine = nil
        case .remove:
            pageViewController.willMove(toParent: nil)
            view.removeFromSuperview()
            pageViewController.removeFromParent()
        }
        return true
    }

    // MARK: Data source and delegate

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let number = number(viewController)
        return number > 0 ? page(number - 1) : nil
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        let number = number(viewController)
        return number + 1 < Self.pageCount ? page(number + 1) : nil
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        pendingTurns += 1
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        pendingTurns -= 1
        if pendingTurns < 0 { problems.append("didFinishAnimating without willTransitionTo") }
        pendingTurns = max(pendingTurns, 0)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        guard let spine = rotationSpine, spine != pageViewController.spineLocation,
            let first = pageViewController.viewControllers?.first
        else { return pageViewController.spineLocation }
        if spine == .mid { pageViewController.isDoubleSided = true }
        let start = number(first)
        let pages =
            spine == .mid
            ? [page(min(start, Self.pageCount - 2)), page(min(start, Self.pageCount - 2) + 1)] : [page(start)]
        pageViewController.setViewControllers(pages, direction: .forward, animated: false)
        return spine
    }

    // MARK: Rules

    /// Broken rules seen since the last call, plus the settled state's when `settled`.
    public func takeProblems(settled: Bool) -> [String] {
        if settled {
            let shown = pageViewController.viewControllers ?? []
            let expected = pageViewController.spineLocation == .mid ? 2 : 1
            if shown.count != expected { problems.append("\(shown.count) page(s) shown with spine \(expected)") }
            if pageViewController.children.count != shown.count
                || !zip(pageViewController.children, shown).allSatisfy({ $0 === $1 })
            {
                problems.append("children \(pageViewController.children.map(\.title)) but shown \(shown.map(\.title))")
            }
            if pendingTurns != 0 { problems.append("\(pendingTurns) turn(s) began and never finished") }
            for page in shown {
                if pageViewController.isViewLoaded
                    && page.viewIfLoaded?.superview?.superview !== pageViewController.view
                {
                    problems.append("page \(page.title ?? "?") is not in the book")
                }
            }
            let alive = made.filter { $0.page != nil }.count
            if alive > shown.count + 2 { problems.append("\(alive) pages alive for \(shown.count) shown") }
        }
        defer { problems.removeAll() }
        return problems
    }
}

// MARK: Generation and steps

extension FuzzDraws {
    /// Curl books: added mostly to controllers on screen, then turned every way.
    mutating func pageCurl() -> FuzzOperation {
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        let dx: Double = [-300, -200, -60, 40, 150].randomElement(using: &generator)!
        let steps: [FuzzPageCurlStep] = [
            .add(twoPages: flag()), .add(twoPages: flag()), .drag(dx: dx), .drag(dx: dx),
            .dragAndRemove(dx: dx), .tap(forward: flag()), .tap(forward: flag()), .key(forward: flag()),
            .set(page: Int.random(in: 0..<FuzzPageCurl.pageCount, using: &generator), animated: flag()),
            .spineOnRotation(twoPages: flag()), .remove,
        ]
        return .pageCurl(among(shown), steps.randomElement(using: &generator)!)
    }
}

extension FuzzWorld {
    /// A curl book embedded in the controller, or a step on the one there.
    func pageCurl(_ index: Int, _ step: FuzzPageCurlStep) -> Bool {
        let key = ObjectIdentifier(pool[index])
        if case .add(let twoPages) = step {
            // Only a plain controller takes a child by hand: the standard containers own theirs.
            guard books[key] == nil, type(of: pool[index]) == UIViewController.self,
                let view = pool[index].viewIfLoaded, view.window != nil
            else { return false }
            books[key] = FuzzPageCurl(in: pool[index], twoPages: twoPages)
        } else {
            guard let book = books[key], book.pageViewController.parent === pool[index] else { return false }
            guard book.perform(step) else { return false }
            if step == .remove { books[key] = nil }
        }
        return true
    }
}

extension FuzzOperation {
    static func pageCurlSwift(_ controller: Int, named c: String, _ step: FuzzPageCurlStep) -> [String] {
        let b = "book\(controller)"
        return switch step {
        case .add(let twoPages): [FuzzPageCurl.swift(in: c, name: b, twoPages: twoPages)]
        default: ["_ = \(b).perform(.\(step))"]
        }
    }
}
