@_spi(Testing) import UIKit

/// One window and the pool, driven by operations; every step is checked, and `.settle` checks
/// what holds once nothing animates. Public UIKit API only.
@MainActor
final class FuzzWorld {
    nonisolated static let portrait = CGSize(width: 400, height: 720)
    /// How long a settle may play before "nothing ever stops animating" is a violation.
    static let settleLimit: TimeInterval = 20

    private(set) var window: FuzzDeviceWindow!
    private(set) var pool: [UIViewController]
    /// Constraint-laid-out content in controllers' views, by controller.
    var content: [ObjectIdentifier: FuzzLayoutContent] = [:]
    /// Cell lists put in controllers' views (`FuzzCellList`).
    var cellLists: [ObjectIdentifier: FuzzCellList] = [:]
    /// Property animators of controllers' views, by controller.
    var animators: [ObjectIdentifier: FuzzPropertyAnimator] = [:]
    /// Deferred work and display links, made by the first such step.
    var mainQueue: FuzzMainQueue?
    /// The alerts presented and their handlers' calls.
    let alerts = FuzzAlerts()
    /// Activity indicators in controllers' views.
    let spinners = FuzzSpinners()
    /// Touch probes in controllers' views, by controller, and every recognizer attached.
    var probes: [ObjectIdentifier: FuzzTouchProbe] = [:]
    /// Scroll views added to controllers' views (`FuzzScrolling.swift`).
    var scrollContent: [ObjectIdentifier: FuzzScrollContent] = [:]
    /// Curl books embedded in controllers (`FuzzPageCurl.swift`).
    var books: [ObjectIdentifier: FuzzPageCurl] = [:]
    var recognizers: [UIGestureRecognizer] = []
    /// Tables in controllers' views, by controller.
    var tables: [ObjectIdentifier: FuzzTable] = [:]
    /// Page view controllers in controllers' views, by controller.
    var pageBooks: [ObjectIdentifier: FuzzPages] = [:]
    /// The navigation delegate set by `.navigationAnimator` (the navigation controller's is weak).
    var navigationDelegate: FuzzNavigationDelegate?
    /// Interaction controllers of delegates replaced since the last settle.
    var earlierInteractors: [UIPercentDrivenInteractiveTransition] = []
    let cardDelegate = FuzzCardTransitioningDelegate()
    private(set) var violations: [FuzzViolation] = []
    private var step = 0
    var diagnostics: [Diagnostic] = []
    /// Set when an operation ran only in part (a table made for a step whose data did not
    /// allow it): the misuse it names never happened, so no refusal is owed.
    var onlyPreparedForStep = false
    /// Per controller, the appearance state its callbacks have reached and the pair's `animated`.
    private var appearance: [ObjectIdentifier: (state: Int, animated: Bool)] = [:]
    var completionRuns: [Int] = []
    var completionsOwed = Set<Int>()
    /// Each owed completion's animation duration: it must run within that plus one second.
    private var owedDurations: [Int: TimeInterval] = [:]
    /// Presentation controllers the app kept (`.keepPresentationController`), with the
    /// controller each was made for.
    var keptPresentations: [(controller: UIPresentationController, presented: UIViewController)] = []
    private let savedHandler: (Diagnostic) -> Void
    private let savedScreenBounds: CGRect
    private let fault: Fuzzer.Fault?
    /// The application's state as the notifications posted so far say it is.
    private var announcedState: UIApplication.State
    private var stateObservers: [any NSObjectProtocol] = []

    init(fault: Fuzzer.Fault? = nil) {
        self.fault = fault
        pool = FuzzPool.kinds.map(FuzzPool.make)
        let app = UIApplication.shared
        savedHandler = app.diagnosticHandler
        // The screen is process-wide and turns with the key window; each run starts on the same
        // device (new controllers' views take its size), so a run does not depend on the last.
        savedScreenBounds = UIScreen.main.bounds
        UIScreen.main.setBounds(CGRect(origin: .zero, size: Self.portrait))
        announcedState = app.applicationState
        UIView.setAnimationsEnabled(true)
        window = FuzzDeviceWindow(frame: CGRect(origin: .zero, size: Self.portrait))
        window.makeKeyAndVisible()
        for (index, controller) in pool.enumerated() { controller.title = FuzzPool.name(index) }
        app.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        let trace = LifecycleTrace()
        trace.onRecord = { [weak self] in self?.observe($0) }
        app.lifecycleTrace = trace
        observeStateNotifications()
    }

    /// Each state notification must come in the state that allows it (resigning only while
    /// active, and so on) and find the application in the state it announces.
    private func observeStateNotifications() {
        // Name, the state announced before it, the state while it is posted, the state after.
        let rules: [(Notification.Name, UIApplication.State, UIApplication.State, UIApplication.State)] = [
            (UIApplication.willResignActiveNotification, .active, .active, .inactive),
            (UIApplication.didEnterBackgroundNotification, .inactive, .background, .background),
            (UIApplication.willEnterForegroundNotification, .background, .background, .inactive),
            (UIApplication.didBecomeActiveNotification, .inactive, .active, .active),
        ]
        for (name, before, during, after) in rules {
            let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let state = UIApplication.shared.applicationState
                    if self.announcedState != before || state != during {
                        self.fail(
                            "application state",
                            "\(name.rawValue) posted in state \(state) after announcing \(self.announcedState)")
                    }
                    self.announcedState = after
                }
            }
            stateObservers.append(observer)
        }
    }

    // MARK: Checks

    func fail(_ category: String, _ message: String) {
        violations.append(FuzzViolation(category: category, message: message, step: step))
    }

    /// The pool's controller with `id`, or one of the segmented container's own children.
    private func controller(_ id: ObjectIdentifier) -> UIViewController? {
        let pages =
            (pool.indices.contains(FuzzPool.segmented) ? pool[FuzzPool.segmented] as? SegmentedContainer : nil)?
            .pages ?? []
        return (pool + pages).first { ObjectIdentifier($0) == id }
    }

    /// Appearance order per controller: will before did, interrupted changes allowed, `animated`
    /// equal within a pair, and a controller that appears has its view in a visible window.
    private func observe(_ event: LifecycleTrace.Event) {
        UIApplication.shared.lifecycleTrace?.removeAll()
        // Only the world's own controllers are checked: another test's, still alive in the same
        // process, may get callbacks of its own (its window going away) during a run.
        guard controller(event.controllerID) != nil else { return }
        let (disappeared, appearing, appeared, disappearing) = (0, 1, 2, 3)
        let current = appearance[event.controllerID] ?? (disappeared, false)
        func move(_ allowed: [Int], to next: Int, animated: Bool, pair: Bool) {
            if !allowed.contains(current.state) {
                fail("appearance order", "\(event.controller) \(event.callback) after state \(current.state)")
            } else if pair && animated != current.animated {
                fail(
                    "appearance order",
                    "\(event.controller) \(event.callback) ends a pair begun with animated: \(current.animated)")
            }
            appearance[event.controllerID] = (next, animated)
        }
        switch event.callback {
        case .viewWillAppear(let animated):
            move([disappeared, disappearing], to: appearing, animated: animated, pair: false)
            // Children follow their parent: none begins appearing inside a parent that is
            // disappearing or gone (Apple forwards a child's appearance from its parent's).
            if let parent = controller(event.controllerID)?.parent,
                let state = appearance[ObjectIdentifier(parent)]?.state, state == disappeared || state == disappearing
            {
                fail(
                    "appearance order",
                    "\(event.controller) viewWillAppear inside \(parent.title ?? "?"), which is \(state == disappeared ? "disappeared" : "disappearing")"
                )
            }
        case .viewDidAppear(let animated):
            move([appearing], to: appeared, animated: animated, pair: true)
            if let window = controller(event.controllerID)?.viewIfLoaded?.window, !window.isHidden {
            } else {
                fail("appearance order", "\(event.controller) viewDidAppear with its view in no visible window")
            }
        case .viewWillDisappear(let animated):
            move([appeared, appearing], to: disappearing, animated: animated, pair: false)
        case .viewDidDisappear(let animated): move([disappearing], to: disappeared, animated: animated, pair: true)
        default: break
        }
    }

    /// Who links to whom: parents, children, presentations, where each view is, the root.
    private func links() -> [String] {
        func id(_ object: AnyObject?) -> String { object.map { "\(ObjectIdentifier($0).hashValue)" } ?? "-" }
        var result = pool.map { controller in
            [
                id(controller.parent), controller.children.map(id).joined(separator: ","),
                id(controller.presentedViewController),
                id(controller.presentingViewController), id(controller.viewIfLoaded?.superview),
            ].joined(separator: " ")
        }
        result.append(id(window.rootViewController))
        return result
    }

    func owe(duration: TimeInterval = 0, _ body: (@escaping () -> Void) -> Void) {
        let token = completionRuns.count
        completionRuns.append(0)
        owedDurations[token] = duration
        body { [weak self] in
            guard let self else { return }
            self.completionRuns[token] += 1
            if self.completionRuns[token] > 1 {
                self.fail("completion", "completion \(token) ran \(self.completionRuns[token]) times")
            }
        }
        completionsOwed.insert(token)
    }

    // MARK: Operations

    /// Performs `operation` if its preconditions hold (a correct app's call), checks the step,
    /// and returns whether it ran.
    @discardableResult
    func perform(_ operation: FuzzOperation, at step: Int) -> Bool {
        self.step = step
        diagnostics.removeAll()
        onlyPreparedForStep = false
        let before = links()
        guard execute(operation) else { return false }
        fault?(operation, pool)
        let refusal = onlyPreparedForStep ? .unexpected : operation.refusal
        let refused = diagnostics.filter { $0.kind == .exception }
        if !refused.isEmpty {
            if refusal == .unexpected { fail("unexpected refusal", refused.map(\.message).joined(separator: "; ")) }
            if links() != before { fail("refusal changed links", refused[0].message) }
        } else if refusal == .required {
            fail("misuse accepted", "\(operation) was taken without an exception")
        }
        for log in diagnostics where log.kind == .log {
            if log.message.hasPrefix("Unbalanced calls") || log.message.contains("but actual parent is:(null)") {
                fail("diagnostic about UIKit's own calls", log.message)
            }
        }
        for violation in UIApplication.shared.invariantViolations(including: pool) {
            fail(violation.name ?? "invariant", violation.message)
        }
        if UIApplication.shared.applicationState != announcedState {
            fail(
                "application state",
                "the state is \(UIApplication.shared.applicationState) but the notifications said \(announcedState)")
        }
        if case .settle = operation { checkScreenMatchesAFreshDrawing() }
        checkGestures(settled: operation == .settle)
        checkTables(settled: operation == .settle)
        for content in scrollContent.values {
            for problem in content.takeProblems(settled: operation == .settle) { fail("scroll view", problem) }
        }
        for book in pageBooks.values {
            for problem in book.takeProblems(settled: operation == .settle) { fail("page view controller", problem) }
        }
        for book in books.values {
            for problem in book.takeProblems(settled: operation == .settle) { fail("page curl", problem) }
        }
        return true
    }

    /// Each table's rules (`FuzzTable.problems`): cells match the data, spares bounded,
    /// selection consistent; settled, no overlapping cells.
    private func checkTables(settled: Bool) {
        for table in tables.values where table.table.window != nil {
            for problem in table.problems(settled: settled) { fail("table", problem) }
        }
    }

    /// Attached recognizers are in their view's `gestureRecognizers`, no probe heard of a touch
    /// after it was cancelled, and once settled (no touch down, no gesture waiting on the clock)
    /// every recognizer is back in `.possible`.
    private func checkGestures(settled: Bool) {
        for recognizer in recognizers {
            if let view = recognizer.view, !(view.gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
                fail("recognizer in its view", "\(recognizer) is not in its view's gestureRecognizers")
            }
            if settled && recognizer.state != .possible {
                fail("recognizers reset", "\(recognizer) is \(recognizer.state) with no touch down")
            }
        }
        for probe in probes.values {
            for problem in probe.problems { fail("no touches after cancel", problem) }
            probe.problems = []
        }
    }

    func isFree(_ index: Int) -> Bool {
        let controller = pool[index]
        return controller.parent == nil && controller.presentingViewController == nil
            && controller.presentedViewController == nil && window.rootViewController !== controller
            && controller.viewIfLoaded?.superview == nil
    }

    /// Whether `controller` is `ancestor` or inside it, through parents.
    private func isWithin(_ controller: UIViewController, _ ancestor: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let next = current {
            if next === ancestor { return true }
            current = next.parent
        }
        return false
    }

    /// Free, and not around `host` (as its ancestor, or with `host`'s view inside its view
    /// through a presentation): may become its child or be presented from it.
    func mayJoin(_ index: Int, _ host: Int) -> Bool {
        guard isFree(index), !isWithin(pool[host], pool[index]) else { return false }
        guard let view = pool[index].viewIfLoaded, let hostView = pool[host].viewIfLoaded else { return true }
        return !hostView.isDescendant(of: view)
    }

    var navigation: UINavigationController { pool[FuzzPool.navigation] as! UINavigationController }
    var tabs: UITabBarController { pool[FuzzPool.tabs] as! UITabBarController }
    var split: UISplitViewController { pool[FuzzPool.split] as! UISplitViewController }

    /// Runs `operation` when its preconditions hold (a correct app's call) and returns whether
    /// it ran. Each domain's steps are in its own file (`FuzzContainment.swift`,
    /// `FuzzNavigation.swift`, `FuzzPresentation.swift`, `FuzzTouches.swift`, …).
    func execute(_ operation: FuzzOperation) -> Bool {
        switch operation {
        case .embed(let child, let parent): return embed(child, in: parent)
        case .unembed(let child, let parent): return unembed(child, from: parent)
        case .transition(let parent, let from, let to, let duration, let flip):
            return transition(in: parent, from: from, to: to, duration: duration, flip: flip)
        case .detachView(let index): return moveViewOfChild(index, detach: true)
        case .reattachView(let index): return moveViewOfChild(index, detach: false)
        case .push(let controller, let animated): return push(controller, animated: animated)
        case .pop(let animated): navigation.popViewController(animated: animated)
        case .popToRoot(let animated): navigation.popToRootViewController(animated: animated)
        case .setStack(let stack, let animated): return setStack(stack, animated: animated)
        case .setTabs(let list): return setTabs(list)
        case .selectTab(let index): tabs.selectedIndex = index
        case .splitDisplayMode(let mode): split.preferredDisplayMode = mode
        case .navigationBarHidden(let hidden, let animated):
            navigation.setNavigationBarHidden(hidden, animated: animated)
        case .setColumns(let columns): return setColumns(columns)
        case .showDetail(let controller): return showDetail(controller)
        case .present(let presented, let presenter, let style, let transition, let animated):
            return present(presented, on: presenter, style: style, transition: transition, animated: animated)
        case .dismiss(let index, let animated): dismiss(index, animated: animated)
        case .definesContext(let index, let value): pool[index].definesPresentationContext = value
        case .rotate: window.frame = CGRect(x: 0, y: 0, width: window.frame.height, height: window.frame.width)
        case .hideWindow(let hidden): window.isHidden = hidden
        case .setRoot(let index): return setRoot(index)
        case .animate(let index, let duration): return animate(index, duration: duration)
        case .curl(let index, let up, let progress): return curl(index, up: up, progress: progress)
        case .advance(let seconds): UIApplication.shared.advance(by: seconds)
        case .settle: settle()
        case .misuse(let misuse): return execute(misuse)
        case .tap(let x, let y): Automation().tap(at: CGPoint(x: x, y: y))
        case .turnDevice(let clockwise): turnDevice(clockwise: clockwise)
        case .tapSegment(let segment): return tapSegment(segment)
        case .cell(let index, let row, let step): return cell(index, row: row, step)
        case .darkStyle(let index, let dark): pool[index].overrideUserInterfaceStyle = dark ? .dark : .unspecified
        case .deviceSafeArea(let preset): window.deviceSafeArea = FuzzDeviceWindow.presets[preset]
        case .childTraits(let parent, let child, let regular):
            return childTraits(of: parent, child: child, regular: regular)
        case .animateKeyframes(let index, let duration): return animateKeyframes(index, duration: duration)
        case .appState(let event): perform(event)
        case .layoutContent(let index, let add): return layoutContent(index, add: add)
        case .moveContent(let index, let constant, let animated):
            return moveContent(index, constant: constant, animated: animated)
        case .toggleArranged(let index, let label): return toggleArranged(index, label: label)
        case .conflictingWidth(let index): return conflictingWidth(index)
        case .swipeBack(let x, let y): Automation().drag(from: CGPoint(x: 4, y: y), to: CGPoint(x: x, y: y), steps: 6)
        case .navigationAnimator(let animation): setNavigationAnimator(animation)
        case .pages(let index, let step): return pages(index, step)
        case .table(let index, let step): return table(index, step)
        case .interactive(let step): return interactive(step)
        case .scrollContent(let index, let step): return scrollContentStep(index, step)
        case .pageCurl(let index, let step): return pageCurl(index, step)
        case .propertyAnimator(let index, let step): return propertyAnimator(index, step)
        case .attachRecognizer(let index, let kind, let onProbe): return attachRecognizer(index, kind, onProbe: onProbe)
        case .detachRecognizers(let index): return detachRecognizers(index)
        case .touchProbe(let index): return touchProbe(index)
        case .mainQueue(let step):
            mainQueue = mainQueue ?? FuzzMainQueue()
            return mainQueue!.perform(step)
        case .storyboardSegue(let index, let segue): return storyboardSegue(index, segue)
        case .alert(let step): return alert(step)
        case .spinner(let index, let start): spinners.toggle(in: pool[index], index: index, start: start)
        case .hidesBottomBar(let index, let hides):
            guard pool[index].navigationController == nil else { return false }
            pool[index].hidesBottomBarWhenPushed = hides
        case .drag(let x1, let y1, let x2, let y2):
            Automation().drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), steps: 6)
        case .longPress(let x, let y, let duration): Automation().longPress(at: CGPoint(x: x, y: y), duration: duration)
        case .scrollList(let index, let dy): return scrollList(index, dy: dy)
        case .scroll(let x, let y, let dy): scroll(x: x, y: y, dy: dy)
        case .resizeWindow(let width, let height): window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        case .badInput(let index, let input): return execute(input, on: index)
        case .atFirstFrame(let operation, let x, let y, let drag):
            return atFirstFrame(operation, x: x, y: y, drag: drag)
        case .underFinger(let operation, let x, let y): underFinger(operation, x: x, y: y)
        case .animationsEnabled(let enabled): return setAnimationsEnabled(enabled)
        case .keepPresentationController(let index): return keepPresentationController(of: index)
        case .readKeptPresentationControllers: return readKeptPresentationControllers()
        }
        return true
    }

    /// A bad value given to the public API; a value UIKit refuses must be left as it was.
    private func execute(_ input: FuzzBadInput, on index: Int) -> Bool {
        let bad = CGFloat(input.value.value)
        guard let view = pool[index].viewIfLoaded else { return false }
        let content = content[ObjectIdentifier(pool[index])]
        var before = "", after: () -> String = { "" }
        switch input {
        case .frame, .bounds, .center:
            let scratch = Self.scratchView(in: view)
            before = "\(scratch.frame) \(scratch.bounds) \(scratch.center)"
            after = { "\(scratch.frame) \(scratch.bounds) \(scratch.center)" }
            switch input {
            case .frame: scratch.frame = CGRect(x: 10, y: 100, width: bad, height: 40)
            case .bounds: scratch.bounds = CGRect(x: 0, y: 0, width: 40, height: bad)
            default: scratch.center = CGPoint(x: bad, y: 120)
            }
        case .contentOffset:
            guard let scrollView = scrollContent[ObjectIdentifier(pool[index])]?.scrollView else { return false }
            before = "\(scrollView.contentOffset)"
            after = { "\(scrollView.contentOffset)" }
            scrollView.contentOffset = CGPoint(x: 0, y: bad)
        case .constant:
            guard let content else { return false }
            before = "\(content.top.constant)"
            after = { "\(content.top.constant)" }
            content.top.constant = bad
        case .multiplier:
            guard let content else { return false }
            let constraint = content.stack.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: bad)
            constraint.priority = .defaultLow
            constraint.isActive = true
            constraint.isActive = false
        case .priority:
            guard let content else { return false }
            before = "\(content.top.priority.rawValue)"
            after = { "\(content.top.priority.rawValue)" }
            content.top.priority = UILayoutPriority(rawValue: Float(bad))
        case .windowSize:
            before = "\(window.frame)"
            after = { "\(self.window.frame)" }
            window.frame = CGRect(x: 0, y: 0, width: bad, height: window.frame.height)
        case .tap: Automation().tap(at: CGPoint(x: bad, y: 100))
        case .resizeScreen:
            before = "\(window.frame)"
            after = { "\(self.window.frame)" }
            Automation().resizeScreen(to: CGSize(width: bad, height: 720))
        }
        if input.mustBeRefused && after() != before {
            fail("bad input taken", "\(input) changed \(before) to \(after())")
        }
        return true
    }

    /// The modal transitions' length assumed for the "ended in time" rule (UIKit's are shorter).
    static let modalDuration: TimeInterval = 0.5

    // MARK: Generation help

    /// The window's size for choosing points, at least 100 × 200 (a zero, tiny or refused size
    /// leaves the points outside it, where taps find nothing).
    var generationSize: CGSize {
        let size = window.frame.size
        func atLeast(_ value: CGFloat, _ floor: CGFloat) -> CGFloat { value.isFinite && value >= floor ? value : floor }
        return CGSize(width: atLeast(size.width, 100), height: atLeast(size.height, 200))
    }

    /// A digest (FNV-1a) of the window drawn as the screen shows it, with its size.
    func screenDigest() -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<T: BinaryInteger>(_ value: T) {
            hash = (hash ^ UInt64(truncatingIfNeeded: value)) &* 0x100_0000_01b3
        }
        let bounds = window.bounds
        let size = bounds.size
        mix(Int(size.width.isFinite ? size.width : -1))
        mix(Int(size.height.isFinite ? size.height : -1))
        guard !window.isHidden, size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            return hash
        }
        let png = UIGraphicsImageRenderer(bounds: bounds).pngData { _ in
            _ = window.drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        for byte in png { mix(byte) }
        return hash
    }

    /// Where `controller`'s view's middle is on the screen, if it is in the window.
    func screenCenter(of controller: UIViewController) -> CGPoint? {
        guard let view = controller.viewIfLoaded, view.window === window, !window.isHidden else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Operations that take something away from under a resting finger, with where it is.
    func removalsUnderAFinger() -> [(FuzzOperation, CGPoint)] {
        var found: [(FuzzOperation, CGPoint)] = []
        for (index, controller) in pool.enumerated() {
            let key = ObjectIdentifier(controller)
            if let book = pageBooks[key], let point = screenCenter(of: book.pages) {
                found.append((.pages(index, .remove), point))
            }
            if let content = scrollContent[key], content.scrollView.window === window, !window.isHidden {
                let view = content.scrollView
                found.append(
                    (
                        .scrollContent(index, .remove),
                        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                    ))
            }
            if let book = books[key], let point = screenCenter(of: book.pageViewController) {
                found.append((.pageCurl(index, .remove), point))
            }
            if let parent = controller.parent, let parentIndex = pool.firstIndex(where: { $0 === parent }),
                [.plain, .manual].contains(FuzzPool.kinds[parentIndex]), let point = screenCenter(of: controller)
            {
                found.append((.unembed(child: index, parent: parentIndex), point))
            }
            if controller.presentingViewController != nil, let point = screenCenter(of: controller) {
                found.append((.dismiss(index, animated: false), point))
            }
        }
        return found
    }

    /// Controllers that reach `into` through children and presentations (not `into` itself).
    func ancestors(of into: Int) -> [Int] {
        pool.indices.filter { $0 != into && reaches(pool[$0], pool[into]) }
    }

    private func reaches(_ from: UIViewController, _ target: UIViewController) -> Bool {
        var stack = [from], seen = Set<ObjectIdentifier>()
        while let next = stack.popLast() {
            if next === target { return true }
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            stack += next.children
            // Only what it presented itself: a child answers presentedViewController with its
            // ancestor's presentation, which the child does not hold.
            if let presented = next.presentedViewController, presented.presentingViewController === next {
                stack.append(presented)
            }
        }
        return false
    }

    /// Plays `event` through Automation and one frame, and checks the state it leads to.
    func perform(_ event: FuzzAppEvent) {
        let app = UIApplication.shared, before = app.applicationState
        let expected: UIApplication.State
        switch event {
        case .resignActive:
            Automation().resignActive()
            expected = before == .active ? .inactive : before
        case .becomeActive:
            Automation().becomeActive()
            expected = .active
        case .enterBackground:
            Automation().enterBackground()
            expected = .background
        case .enterForeground:
            Automation().enterForeground()
            expected = before == .background ? .inactive : before
        }
        app.advance(by: 1.0 / 60)
        if app.applicationState != expected {
            fail("application state", "\(event.rawValue) from \(before) left \(app.applicationState), not \(expected)")
        }
    }

    func execute(_ misuse: FuzzMisuse) -> Bool {
        switch misuse {
        case .addChildToItself(let index): pool[index].addChild(pool[index])
        case .addAncestorAsChild(let ancestor, let child):
            guard ancestor != child, isWithin(pool[child], pool[ancestor]) else { return false }
            pool[child].addChild(pool[ancestor])
        case .transitionBetweenStrangers(let parent, let from, let to):
            guard pool[from].parent !== pool[parent] || pool[to].parent !== pool[parent] else { return false }
            pool[parent].transition(from: pool[from], to: pool[to], duration: 0, animations: nil)
        case .pushAgain(let index):
            guard navigation.viewControllers.contains(where: { $0 === pool[index] }) else { return false }
            navigation.pushViewController(pool[index], animated: false)
        case .pushNavigationController: navigation.pushViewController(UINavigationController(), animated: false)
        case .presentActive(let presented, let presenter):
            guard presented != presenter, pool[presented].viewIfLoaded?.window != nil else { return false }
            pool[presenter].present(pool[presented], animated: false)
        case .partialCurlInSheet(let presented, let presenter):
            guard presented != presenter, mayJoin(presented, presenter),
                pool[presenter].viewIfLoaded?.window.map({ !$0.isHidden }) ?? false
            else { return false }
            pool[presented].modalPresentationStyle = .pageSheet
            pool[presented].modalTransitionStyle = .partialCurl
            pool[presenter].present(pool[presented], animated: false)
        case .popToMissing(let index):
            guard !navigation.viewControllers.contains(where: { $0 === pool[index] }) else { return false }
            navigation.popToViewController(pool[index], animated: false)
        case .childAsRoot(let index):
            guard pool[index].parent != nil else { return false }
            window.rootViewController = pool[index]
        case .stealChildView(let child, let into):
            let (c, host) = (pool[child], pool[into])
            guard let parent = c.parent, parent !== host, host !== c, c.isViewLoaded, host.isViewLoaded,
                !c.view.isDescendant(of: host.view), !host.view.isDescendant(of: c.view)
            else { return false }
            host.view.addSubview(c.view)
        case .linkCycle(let ancestor, let into, let via):
            guard ancestor != into, reaches(pool[ancestor], pool[into]) else { return false }
            let linked = pool[ancestor]
            switch via {
            case .push:
                guard into == FuzzPool.navigation else { return false }
                navigation.pushViewController(linked, animated: false)
            case .setStack:
                guard into == FuzzPool.navigation else { return false }
                navigation.setViewControllers(navigation.viewControllers + [linked], animated: false)
            case .setTabs:
                guard into == FuzzPool.tabs else { return false }
                tabs.viewControllers = (tabs.viewControllers ?? []) + [linked]
            case .addChild:
                guard [.plain, .manual].contains(FuzzPool.kinds[into]) else { return false }
                pool[into].addChild(linked)
            case .present:
                pool[into].present(linked, animated: false)
            }
        }
        return true
    }

    /// Steps the clock until nothing animates, then checks the settled invariants and that every
    /// completion owed has run.
    func settle() {
        let app = UIApplication.shared
        // A finger still on the screen lifts: an interactive transition held part way finishes.
        navigationDelegate?.interactor?.finish()
        for interactor in earlierInteractors { interactor.finish() }
        earlierInteractors.removeAll()
        var played: TimeInterval = 0
        // Every animation or transition started ends (its completion runs) within its
        // duration plus one second.
        let deadline = (completionsOwed.compactMap { owedDurations[$0] }.max() ?? 0) + 1
        var deadlineChecked = false
        while app.isAnimating && played < Self.settleLimit {
            app.advance(by: 1.0 / 60)
            played += 1.0 / 60
            if !deadlineChecked && played >= deadline {
                deadlineChecked = true
                for token in completionsOwed.sorted() where completionRuns[token] == 0 {
                    fail(
                        "animation ended in time",
                        "completion \(token) (a \(owedDurations[token] ?? 0) s animation) had not run \(deadline) s later"
                    )
                }
            }
        }
        if app.isAnimating { fail("nothing animating", "still animating after \(Int(Self.settleLimit)) s") }
        // Recognizers waiting on the clock (a double tap's second tap) decide.
        if !Automation().settle(timeout: 1) { fail("gestures settle", "input or a gesture still pending after 1 s") }
        // One more frame lays out what the last animation frame changed.
        app.advance(by: 1.0 / 60)
        for violation in app.invariantViolations([.settled, .manualForwardingIsFaithful], including: pool) {
            fail(violation.name ?? "invariant", violation.message)
        }
        if !window.isHidden { for problem in FuzzCurls.problems(in: window) { fail("partial curl", problem) } }
        for problem in Self.nonFiniteGeometry(in: window) { fail("finite geometry", problem) }
        for problem in FuzzDebugText.problems(in: window) { fail("debug text", problem) }
        // A controller that is no child, presented controller or root has no business in any
        // view: its view was left behind (such a controller is also never free for reuse).
        for controller in pool
        where controller.parent == nil && controller.presentingViewController == nil
            && window.rootViewController !== controller
        {
            if let superview = controller.viewIfLoaded?.superview {
                fail(
                    "view left behind",
                    "\(controller.title ?? "?")'s view is still in \(superview), "
                        + "but it is no child, presented controller or root")
            }
        }
        // Auto Layout: what the content's required constraints say is what the screen shows.
        // (A hidden window is not laid out, in UIKit neither.)
        for item in content.values where item.stack.window.map({ !$0.isHidden }) ?? false {
            for problem in item.problems() { fail("constraints hold", problem) }
        }
        for record in animators.values {
            for problem in record.problems() { fail("property animator", problem) }
        }
        for problem in mainQueue?.problems() ?? [] { fail("main queue", problem) }
        for problem in FuzzStoryboard.problems(in: pool) { fail("storyboard", problem) }
        for problem in alerts.problems() { fail("alerts", problem) }
        for problem in spinners.problems() { fail("spinners", problem) }
        for list in cellLists.values where list.window.map({ !$0.isHidden }) ?? false {
            for problem in list.problems() { fail("cells", problem) }
        }
        for token in completionsOwed.sorted() where completionRuns[token] == 0 {
            fail("completion", "completion \(token) never ran")
        }
        completionsOwed.removeAll()
        owedDurations.removeAll()
    }

    static let screenCategory = "screen shows the model"

    /// After a settle, the screen, drawn frame by frame with only damaged regions repainted, shows exactly what
    /// drawing the window afresh shows.
    private func checkScreenMatchesAFreshDrawing() {
        // Another visible window (a test's, left alive beside the fuzzer's) would be on the screen too.
        let visible = UIApplication.shared.windows.filter { !$0.isHidden }
        // A window with no area shows nothing to compare.
        guard !window.isHidden, visible.count == 1, window.frame.width >= 1, window.frame.height >= 1,
            let shown = Automation().screenshot()
        else { return }
        // The window unscaled, on an image of the screen's whole pixels: a window between pixels
        // (320.25 × 480.75) is shown on a screen rounded to whole pixels.
        let screen = CGRect(origin: .zero, size: window.frame.size)
        let fresh = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: shown.size)).image { _ in
            window.drawHierarchy(in: screen, afterScreenUpdates: false)
        }
        if !shown.isEqual(fresh) {
            fail(
                Self.screenCategory,
                "the screen (\(shown.size)) differs from a fresh drawing of the window (\(fresh.size))")
        }
    }

    // MARK: Teardown

    /// Settles, empties the window and lets everything go; afterwards no controller, view or
    /// window may be alive. Returns the violations of the whole run.
    static func finish(_ world: FuzzWorld, at step: Int) -> [FuzzViolation] {
        world.step = step
        world.settle()
        world.window.rootViewController = nil
        world.window.isHidden = true
        let app = UIApplication.shared
        app.lifecycleTrace = nil
        app.diagnosticHandler = world.savedHandler
        UIScreen.main.setBounds(world.savedScreenBounds)
        UIView.setAnimationsEnabled(true)
        world.keptPresentations = []
        for observer in world.stateObservers { NotificationCenter.default.removeObserver(observer) }
        world.stateObservers = []
        struct Weak { weak var object: AnyObject? }
        var watched = world.pool.flatMap { [Weak(object: $0), Weak(object: $0.viewIfLoaded)] }
        watched.append(Weak(object: world.window))
        let names = world.pool.map { "\($0.title ?? "?")" }
        var violations = world.violations
        world.pool = []
        world.content = [:]
        world.animators = [:]
        world.mainQueue?.tearDown()
        world.mainQueue = nil
        world.probes = [:]
        world.scrollContent = [:]
        world.books = [:]
        world.recognizers = []
        world.tables = [:]
        world.pageBooks = [:]
        world.window = nil
        // Whatever the last frame still holds (a finished animation's completion) goes with it.
        app.advance(by: 1.0 / 60)
        for (offset, reference) in watched.enumerated() where reference.object != nil {
            let what =
                offset == watched.count - 1
                ? "the window" : offset % 2 == 0 ? names[offset / 2] : "\(names[offset / 2])'s view"
            violations.append(
                FuzzViolation(category: "leak", message: "\(what) is still alive after teardown", step: step))
        }
        return violations
    }
}
