import Foundation

/// The page-curl style: pages lie in a clipping book view; a turn bends one page over the spine
/// (its layer's `pageCurl`, drawn by the compositor) to reveal the page beneath. One page with
/// the spine at an edge (`.min`, `.max`), two side by side with `.mid`, where the turning sheet
/// shows the next page on its back (`isDoubleSided`).
///
/// As on iOS, `gestureRecognizers` are a pan and a tap on the page view controller's view: the
/// pan drags a page's corner, pinned at the pointer; released past half way (or flung) the turn
/// finishes, else the page falls back and the turn is cancelled. A tap within 80 points of the
/// far edge turns forward, of the spine's edge back (60 with two pages, UIKit's tap regions).
/// The arrow keys turn too once the book has been touched (it takes the keyboard focus).
/// Finished turns end current.viewDidDisappear · new.viewDidAppear (DESIGN §2).
@MainActor
final class PageCurlDriver: NSObject, PageTransitionDriver, UIGestureRecognizerDelegate {
    /// Faster than this (points per second) toward the spine on release turns the page wherever
    /// the pointer is; as fast away from it brings the page back. (UIKit does not publish its threshold.)
    static let flingSpeed: CGFloat = 500
    /// A whole page turned by a tap, a key or `setViewControllers(…animated: true)`.
    static let turnDuration: TimeInterval = 0.4
    /// How far from an edge a tap turns the page: one page, two pages.
    static let tapBreadth: (single: CGFloat, spread: CGFloat) = (80, 60)

    /// Weak: the page view controller owns the driver, and may be released (by its app) inside
    /// a callback the driver makes, before the driver's call returns.
    private weak var owner: UIPageViewController?
    private let isHorizontal: Bool
    let book = PageCurlBookView()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    /// The curl on screen, from the start of a turn to its end.
    private(set) var active: ActiveCurl?
    /// `setViewControllers` calls the delegate makes while asked `spineLocationFor`
    /// (UIPageViewController+Spine.swift).
    var rotationStash: [UIViewController]?
    var isStashingForRotation = false

    init(pageViewController: UIPageViewController) {
        owner = pageViewController
        isHorizontal = pageViewController.navigationOrientation == .horizontal
        super.init()
        book.clipsToBounds = true
        book.isVertical = pageViewController.navigationOrientation == .vertical
        book.turnPage = { [weak self] direction in self?.turnPage(direction) ?? false }
        book.didLeaveWindow = { [weak self] in self?.endCurlAtOnce() }
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        tap.delegate = self
        _ = pan.addTarget { [weak self] pan in self?.follow(pan) }
        _ = tap.addTarget { [weak self] tap in self?.tapped(tap) }
    }

    var appearanceEndOrder: AppearanceExchange.Order { .leavingFirst }
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }

    func install(in root: UIView) {
        root.insertSubview(book, at: 0)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(tap)
        layout()
    }

    func layout() {
        guard let owner, owner.viewIfLoaded != nil else { return }
        book.frame = owner.pageArea
        if let active { place(active) } else { placeShownPages() }
    }

    func neighboursDidChange() {}

    func animate(_ turn: PageTurn) {
        guard book.window != nil, let curl = makeCurl(for: turn, towards: nil) else {
            return turn.finish(completed: true)
        }
        playWholeTurn(curl)
    }

    func settleViews(of turn: PageTurn, completed: Bool) {
        if let active, active.turn === turn {
            active.curling.layer.pageCurl = nil
            self.active = nil
        }
        for page in completed ? turn.leaving : turn.arriving { page.viewIfLoaded?.removeFromSuperview() }
        placeShownPages()
    }

    func turnPage(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard book.window != nil, let turn = beginTurn(direction) else { return false }
        guard let curl = makeCurl(for: turn, towards: nil) else {
            turn.finish(completed: true)
            return true
        }
        playWholeTurn(curl)
        return true
    }

    // MARK: Pages on screen

    /// The shown pages at their places in the book, nothing curled.
    private func placeShownPages() {
        let pages = owner?.shownPages ?? []
        let frames = spreadFrames(count: pages.count)
        for (page, frame) in zip(pages, frames) {
            let view = page.view!
            if view.superview !== book { book.addSubview(view) }
            view.isHidden = false
            view.frame = frame
        }
    }

    /// A curl's views at their places: the pages beneath, then the curling one on top.
    private func place(_ curl: ActiveCurl) {
        let frames = spreadFrames(count: curl.frameCount)
        for (view, slot, hidden) in curl.stack {
            if view.superview !== book { book.addSubview(view) }
            book.bringSubviewToFront(view)
            view.isHidden = hidden
            view.frame = frames[min(slot, frames.count - 1)]
        }
    }

    /// The frames of a spread's pages in the book: all of it for one, its halves for two.
    private func spreadFrames(count: Int) -> [CGRect] {
        let area = book.bounds
        guard count == 2 else { return [area] }
        if isHorizontal {
            let half = (area.width / 2).rounded()
            return [
                CGRect(x: area.minX, y: area.minY, width: half, height: area.height),
                CGRect(x: area.minX + half, y: area.minY, width: area.width - half, height: area.height),
            ]
        }
        let half = (area.height / 2).rounded()
        return [
            CGRect(x: area.minX, y: area.minY, width: area.width, height: half),
            CGRect(x: area.minX, y: area.minY + half, width: area.width, height: area.height - half),
        ]
    }

    // MARK: Turns

    /// A gesture's turn (a drag, a tap, a key) to the neighbouring page or spread; nil at either
    /// end of the book or while a turn runs.
    private func beginTurn(_ direction: UIPageViewController.NavigationDirection) -> PageTurn? {
        guard let owner, owner.currentTurn == nil, active == nil else { return nil }
        guard owner.spineLocation == .mid else { return owner.beginGestureTurn(direction) }
        guard let spread = neighbouringSpread(direction),
            let turn = PageTurn(owner: owner, to: spread, direction: direction, animated: true, isGestureDriven: true)
        else { return nil }
        owner.currentTurn = turn
        return turn
    }

    /// The two pages after the right one, or the two before the left one (asked as needed: only
    /// the shown pages are kept between turns).
    private func neighbouringSpread(_ direction: UIPageViewController.NavigationDirection) -> [UIViewController]? {
        guard let owner, let dataSource = owner.dataSource, owner.shownPages.count == 2 else { return nil }
        let shown = owner.shownPages
        switch direction {
        case .forward:
            guard let left = dataSource.pageViewController(owner, viewControllerAfter: shown[1]),
                let right = dataSource.pageViewController(owner, viewControllerAfter: left)
            else { return nil }
            return [left, right]
        case .reverse:
            guard let right = dataSource.pageViewController(owner, viewControllerBefore: shown[0]),
                let left = dataSource.pageViewController(owner, viewControllerBefore: right)
            else { return nil }
            return [left, right]
        }
    }

    /// Sets up the curl of `turn`: which page bends (the leaving one going forward, the arriving
    /// one coming back over the spine), what lies beneath, what its back shows, and which corner
    /// is dragged (the one nearest `touch`, in the book's space; the lower far corner without one).
    private func makeCurl(for turn: PageTurn, towards touch: CGPoint?) -> ActiveCurl? {
        guard let owner else { return nil }
        let forward = turn.direction == .forward
        let spread = owner.spineLocation == .mid
        guard let old = turn.previousPages.last, let new = turn.pages.last else { return nil }
        if spread && (turn.previousPages.count != 2 || turn.pages.count != 2) { return nil }
        // Forward, the leaving (right) page turns away; back, the arriving one turns in.
        let curling = forward ? old : new
        let beneath = forward ? new : old
        let backPage: UIViewController?
        var stack: [(view: UIView, slot: Int, hidden: Bool)] = []
        if spread {
            // The sheet's other side: the arriving left page going forward, the leaving one coming back.
            let other = forward ? turn.pages[0] : turn.previousPages[0]
            let revealedLeft = forward ? turn.previousPages[0] : turn.pages[0]
            backPage = other
            stack = [(revealedLeft.view, 0, false), (other.view, 0, true), (beneath.view, 1, false)]
        } else {
            backPage = owner.isDoubleSided ? (forward ? new : old) : nil
            stack = [(beneath.view, 0, false)]
        }
        stack.append((curling.view, spread ? 1 : 0, false))
        let curl = ActiveCurl(
            turn: turn, curling: curling.view, curlingIsLeaving: forward, frameCount: spread ? 2 : 1, stack: stack)
        active = curl
        place(curl)
        let bounds = curl.curling.bounds
        let local = touch.map { book.convert($0, to: curl.curling) }
        let layerCurl = LayerPageCurl(
            corner: corner(for: local, in: bounds), spine: spineEdge,
            back: backPage.map { .layer($0.view.layer) } ?? .translucentFront,
            point: .zero)
        var placed = layerCurl
        placed.point = forward ? layerCurl.restPoint(in: bounds) : layerCurl.turnedPoint(in: bounds)
        curl.curling.layer.pageCurl = placed
        return curl
    }

    /// The edge of the curling page that is bound to the spine.
    private var spineEdge: LayerPageCurl.Edge {
        switch owner?.spineLocation {
        case .max: return isHorizontal ? .right : .bottom
        default: return isHorizontal ? .left : .top
        }
    }

    /// The far corner nearest `point` (the page's bounds space): upper or lower half (left or
    /// right half for a vertical book); the lower one (right one) without a point.
    private func corner(for point: CGPoint?, in bounds: CGRect) -> LayerPageCurl.Corner {
        switch spineEdge {
        case .left: (point.map { $0.y < bounds.midY } ?? false) ? .topRight : .bottomRight
        case .right: (point.map { $0.y < bounds.midY } ?? false) ? .topLeft : .bottomLeft
        case .top: (point.map { $0.x < bounds.midX } ?? false) ? .bottomLeft : .bottomRight
        case .bottom: (point.map { $0.x < bounds.midX } ?? false) ? .topLeft : .topRight
        }
    }

    /// A turn made by a tap, a key or code: the corner travels from where it starts to where the
    /// turn ends, lifted toward the middle of the page half way, as a finger flicks it over.
    private func playWholeTurn(_ curl: ActiveCurl) {
        let layer = curl.curling.layer
        guard let model = layer.pageCurl else { return }
        let bounds = curl.curling.bounds
        let rest = model.restPoint(in: bounds), turned = model.turnedPoint(in: bounds)
        let end = curl.curlingIsLeaving ? turned : rest
        var middle = CGPoint(x: (rest.x + turned.x) / 2, y: (rest.y + turned.y) / 2)
        switch spineEdge {
        case .left, .right: middle.y += (bounds.midY - rest.y) * 0.3
        case .top, .bottom: middle.x += (bounds.midX - rest.x) * 0.3
        }
        UIView.animateKeyframes(
            withDuration: Self.turnDuration, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.pageCurl?.point = middle }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.pageCurl?.point = end }
            },
            completion: { [weak self, weak curl] _ in if let curl { self?.end(curl, completed: true) } })
    }

    /// Lets the page go from where it is to where the turn ends (`completed`) or back.
    private func release(_ curl: ActiveCurl, completed: Bool) {
        let layer = curl.curling.layer
        guard let model = layer.pageCurl else { return end(curl, completed: completed) }
        let bounds = curl.curling.bounds
        let rest = model.restPoint(in: bounds), turned = model.turnedPoint(in: bounds)
        let end = completed == curl.curlingIsLeaving ? turned : rest
        let across = max(hypot(turned.x - rest.x, turned.y - rest.y), 1)
        let remaining = hypot(end.x - model.point.x, end.y - model.point.y) / across
        curl.isReleased = true
        curl.releaseCompletes = completed
        UIView.animate(
            withDuration: max(0.1, Self.turnDuration * min(remaining, 1)), delay: 0, options: [.curveEaseOut],
            animations: { layer.pageCurl?.point = end },
            completion: { [weak self, weak curl] _ in if let curl { self?.end(curl, completed: completed) } })
    }

    /// The book left the window mid-turn: nothing animates there, so the turn ends now where it
    /// was going (a drag not yet let go goes back), and no page is kept for a later frame.
    private func endCurlAtOnce() {
        guard let curl = active else { return }
        curl.turn.finish(completed: curl.isDragged ? curl.releaseCompletes ?? false : true)
    }

    /// The curl's animation ended: the turn ends with it, unless something ended it already.
    private func end(_ curl: ActiveCurl, completed: Bool) {
        guard active === curl else { return }
        curl.turn.finish(completed: completed)
    }

    // MARK: Gestures

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let owner, owner.currentTurn == nil, active == nil, owner.dataSource != nil else {
            return false
        }
        if gestureRecognizer === tap { return tapDirection(at: tap.location(in: book)) != nil }
        return true
    }

    /// The direction a tap at `point` (book space) turns: near the far edge forward, near the
    /// spine's edge back; nil elsewhere.
    func tapDirection(at point: CGPoint) -> UIPageViewController.NavigationDirection? {
        let bounds = book.bounds
        let horizontal = isHorizontal
        let breadth = min(
            owner?.spineLocation == .mid ? Self.tapBreadth.spread : Self.tapBreadth.single,
            (horizontal ? bounds.width : bounds.height) / 2)
        let (position, low, high) =
            horizontal ? (point.x, bounds.minX, bounds.maxX) : (point.y, bounds.minY, bounds.maxY)
        let nearLow = position < low + breadth, nearHigh = position > high - breadth
        guard nearLow || nearHigh else { return nil }
        // With the spine at the far edge (`.max`) the book reads the other way.
        let lowTurnsBack = owner?.spineLocation != .max
        return nearLow == lowTurnsBack ? .reverse : .forward
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let direction = tapDirection(at: tap.location(in: book)) else { return }
        _ = book.becomeFirstResponder()
        _ = turnPage(direction)
    }

    /// The direction a drag turns: toward the spine forward, away from it back.
    private func dragDirection(_ movement: CGPoint) -> UIPageViewController.NavigationDirection {
        let along: CGFloat
        switch spineEdge {
        case .left: along = -movement.x
        case .right: along = movement.x
        case .top: along = -movement.y
        case .bottom: along = movement.y
        }
        return along >= 0 ? .forward : .reverse
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _ = book.becomeFirstResponder()
            let movement = pan.translation(in: book)
            let location = pan.location(in: book)
            let start = CGPoint(x: location.x - movement.x, y: location.y - movement.y)
            guard let turn = beginTurn(dragDirection(movement)) else { return }
            guard let curl = makeCurl(for: turn, towards: start) else { return turn.finish(completed: false) }
            curl.isDragged = true
            curl.curling.layer.pageCurl?.point = pan.location(in: curl.curling)
        case .changed:
            guard let curl = active, curl.isDragged, !curl.isReleased else { return }
            curl.curling.layer.pageCurl?.point = pan.location(in: curl.curling)
        case .ended:
            guard let curl = active, curl.isDragged, !curl.isReleased else { return }
            release(curl, completed: releaseCompletes(curl, velocity: pan.velocity(in: curl.curling)))
        case .cancelled, .failed:
            guard let curl = active, curl.isDragged, !curl.isReleased else { return }
            release(curl, completed: false)
        default:
            break
        }
    }

    /// Past half way, or flung toward where the turn ends.
    private func releaseCompletes(_ curl: ActiveCurl, velocity: CGPoint) -> Bool {
        guard let model = curl.curling.layer.pageCurl else { return false }
        let bounds = curl.curling.bounds
        let rest = model.restPoint(in: bounds), turned = model.turnedPoint(in: bounds)
        let axis = CGPoint(x: turned.x - rest.x, y: turned.y - rest.y)
        let length = max(hypot(axis.x, axis.y), 1)
        let turnedFraction = ((model.point.x - rest.x) * axis.x + (model.point.y - rest.y) * axis.y) / (length * length)
        // Half way: the corner at the spine for two pages; across the middle of the page for one
        // (where the rest of the turn leaves the screen over the edge).
        let halfWay: CGFloat = curl.frameCount == 2 ? 0.5 : 0.25
        let speedTowardTurned = (velocity.x * axis.x + velocity.y * axis.y) / length
        if curl.curlingIsLeaving {
            return speedTowardTurned > Self.flingSpeed
                || (turnedFraction > halfWay && speedTowardTurned > -Self.flingSpeed)
        }
        return speedTowardTurned < -Self.flingSpeed
            || (turnedFraction < halfWay && speedTowardTurned < Self.flingSpeed)
    }
}

/// One turn's curl on screen.
@MainActor
final class ActiveCurl {
    let turn: PageTurn
    /// The page view that bends (its layer carries the `LayerPageCurl`).
    let curling: UIView
    /// Forward the leaving page turns away (finishing at its turned place); back, the arriving
    /// page turns in (finishing at rest).
    let curlingIsLeaving: Bool
    /// Pages a spread shows (frames come from it).
    let frameCount: Int
    /// The views in the book, bottom to top: the view, its slot in the spread, whether hidden
    /// (a page drawn only as the sheet's back).
    let stack: [(view: UIView, slot: Int, hidden: Bool)]
    /// Following a drag; released, the page is animating to its end.
    var isDragged = false
    var isReleased = false
    /// Released: whether the turn goes through.
    var releaseCompletes: Bool?

    init(
        turn: PageTurn, curling: UIView, curlingIsLeaving: Bool, frameCount: Int,
        stack: [(view: UIView, slot: Int, hidden: Bool)]
    ) {
        self.turn = turn
        self.curling = curling
        self.curlingIsLeaving = curlingIsLeaving
        self.frameCount = frameCount
        self.stack = stack
    }
}
