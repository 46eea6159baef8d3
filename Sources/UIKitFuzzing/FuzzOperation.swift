import UIKit

/// One step of a fuzz run, over public UIKit API only. Controllers are named by their index in
/// the pool (`FuzzPool`), so a sequence replays the same way in a fresh world, and prints as the
/// plain Swift an app would write.
public enum FuzzOperation: Equatable, Sendable {
    /// Apple's add sequence: `addChild`, the view into the parent's view, `didMove(toParent:)`.
    case embed(child: Int, parent: Int)
    /// Apple's remove sequence: `willMove(toParent: nil)`, the view out, `removeFromParent()`.
    case unembed(child: Int, parent: Int)
    /// Seed 002's swap: `willMove(toParent: nil)`, `addChild`, `transition(from:to:…)`, then in
    /// the completion `removeFromParent()` and `didMove(toParent:)`.
    case transition(parent: Int, from: Int, to: Int, duration: Double, flip: Bool)
    /// A child's view taken out of its (automatically forwarding) parent's view, and put back.
    case detachView(Int)
    case reattachView(Int)
    case push(Int, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setStack([Int], animated: Bool)
    case setTabs([Int])
    case selectTab(Int)
    case setColumns([Int])
    case splitDisplayMode(UISplitViewController.DisplayMode)
    case navigationBarHidden(Bool, animated: Bool)
    case showDetail(Int)
    case present(Int, on: Int, style: UIModalPresentationStyle, transition: UIModalTransitionStyle, animated: Bool)
    case dismiss(Int, animated: Bool)
    case definesContext(Int, Bool)
    /// The window's width and height swap: the device turns.
    case rotate
    case hideWindow(Bool)
    case setRoot(Int?)
    /// `UIView.animate` of a controller's view's alpha, with a completion.
    case animate(Int, duration: Double)
    /// `UIView.transition(with:…)` curling a controller's view up or down (0.3 s, linear) while
    /// its background changes, then the clock to `progress` of the curl (FuzzCurls.swift).
    case curl(Int, up: Bool, progress: Double)
    case advance(Double)
    /// The clock steps until nothing animates; then the settled invariants are checked.
    case settle
    case misuse(FuzzMisuse)
    /// Automation: a tap at a screen point (a back or bar button, a tab, or nothing).
    case tap(x: Double, y: Double)
    /// Automation: the Simulator's Rotate Right (clockwise) or Rotate Left.
    case turnDevice(clockwise: Bool)
    /// `overrideUserInterfaceStyle` dark, or back to unspecified.
    case darkStyle(Int, Bool)
    /// `setOverrideTraitCollection(_:forChild:)`: a regular width for the child, or none.
    case childTraits(parent: Int, child: Int, regular: Bool)
    /// The window's `safeAreaInsets` override set to one of `FuzzDeviceWindow.presets`.
    case deviceSafeArea(Int)
    /// Automation: a tap on a segment of the segmented container, which swaps its children
    /// with `transition(from:to:…)` (only while it is in a visible window).
    case tapSegment(Int)
    /// `UIView.animateKeyframes` of a controller's view's alpha in two keyframes, with a completion.
    case animateKeyframes(Int, duration: Double)
    /// Automation: the desktop window loses or takes the focus, is minimised or restored; one
    /// frame delivers it.
    case appState(FuzzAppEvent)
    /// Auto Layout: constraint-laid-out content (`FuzzLayoutContent`) added to a controller's
    /// view, or taken out.
    case layoutContent(Int, add: Bool)
    /// The content's top constant changed, animated with `layoutIfNeeded()` in `UIView.animate`
    /// or not.
    case moveContent(Int, constant: Double, animated: Bool)
    /// One of the content's arranged labels hidden or shown, inside an animation block.
    case toggleArranged(Int, label: Int)
    /// A required width that conflicts: UIKit logs it and breaks it.
    case conflictingWidth(Int)
    /// A `UIViewPropertyAnimator` of a controller's view's alpha started, paused, scrubbed,
    /// reversed, stopped or finished (`FuzzPropertyAnimator`).
    case propertyAnimator(Int, FuzzAnimatorStep)
    /// Work deferred to the frame's main-queue phase, or a display link added, paused or
    /// invalidated (`FuzzMainQueue`).
    case mainQueue(FuzzMainQueueStep)
    /// A gesture recognizer added to a controller's view, or to the touch probe in it.
    case attachRecognizer(Int, FuzzGestureKind, onProbe: Bool)
    /// Every recognizer taken off a controller's view (`gestureRecognizers = nil`).
    case detachRecognizers(Int)
    /// A `FuzzTouchProbe` put in the middle of a controller's view.
    case touchProbe(Int)
    /// Automation: a drag between two screen points over six frames.
    case drag(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Automation: a press held for a while (a long press past 0.5 s, or not).
    case longPress(x: Double, y: Double, duration: Double)
    /// Automation: three wheel steps at a point, then 0.2 s, so a scroll-driven pan ends.
    case scroll(x: Double, y: Double, dy: Double)
    /// Automation: a drag from the left edge of the screen (a navigation controller's swipe
    /// back, when one is there), released where it got to.
    case swipeBack(toX: Double, y: Double)
    /// A clipping list (`FuzzScrolledList`) in a controller's view, added on first use, its
    /// bounds origin moved by `dy` points as a scroll view scrolls.
    case scrollList(Int, dy: Double)
    /// The navigation controller's delegate for the next pushes and pops.
    case navigationAnimator(FuzzNavigationAnimation)
    /// The interactive push or pop in progress moved, finished, cancelled or held.
    case interactive(FuzzInteractiveStep)
    /// One of the cells of a short list in a controller's view (`FuzzCellList`, made the first
    /// time) selected, highlighted, edited, given an accessory or a configuration.
    case cell(Int, row: Int, FuzzCellStep)
    /// A scroll view in a controller's view added, scrolled, zoomed, flung or removed.
    case scrollContent(Int, FuzzScrollStep)
    /// A step on the table in a controller's view (made by the first step).
    case table(Int, FuzzTableStep)
    /// A step on the page view controller in a controller's view (`FuzzPages.swift`).
    case pages(Int, FuzzPageStep)
    /// A curl-style page view controller embedded in a controller (made by `.add`), turned by
    /// drags, taps, keys, code and rotation (`FuzzPageCurl.swift`).
    case pageCurl(Int, FuzzPageCurlStep)
    /// The window's frame set to a zero or fractional size (or back to a whole one).
    case resizeWindow(width: Double, height: Double)
    /// A non-finite or negative value given to the public API (`FuzzBadInput`): a non-finite
    /// one must be refused with an exception and leave the old value.
    case badInput(Int, FuzzBadInput)
    /// An operation that begins an animated transition or page turn, and a touch (a tap, or a
    /// drag) that starts on the same frame, before the first frame of the animation runs.
    indirect case atFirstFrame(FuzzOperation, x: Double, y: Double, drag: Bool)
    /// A finger put down and left resting for a frame, an operation that removes (and the world
    /// releases) what is under it, then the finger moves and lifts: iOS cancels its touches.
    indirect case underFinger(FuzzOperation, x: Double, y: Double)
    /// `UIView.setAnimationsEnabled(_:)`: the following operations run without animations
    /// until turned on again, as UI tests often do.
    case animationsEnabled(Bool)
    /// The app keeps `presentationController` of a presented controller (after its dismissal).
    case keepPresentationController(Int)
    /// Each kept presentation controller's `presentedViewController` and `presentedView` read.
    case readKeptPresentationControllers
    /// A storyboard controller of the pool performs one of its scene's manual segues.
    case storyboardSegue(Int, FuzzSegue)
    /// `hidesBottomBarWhenPushed` set on a controller that is in no navigation stack (a
    /// correct app sets it before the push).
    case hidesBottomBar(Int, Bool)
    /// An alert presented, or an action of the alert on screen chosen (`FuzzAlerts.swift`).
    case alert(FuzzAlertStep)
    /// The activity indicator in a controller's view (added by the first step) started or stopped.
    case spinner(Int, start: Bool)
}

/// A link that would close a cycle in the controller graph.
public enum FuzzLink: String, Equatable, Sendable, CaseIterable {
    case push, setStack, setTabs, addChild, present
}

/// What the desktop does to the window, as `Automation` plays it.
public enum FuzzAppEvent: String, Equatable, Sendable, CaseIterable {
    case resignActive, becomeActive, enterBackground, enterForeground
}

/// Calls UIKit refuses (an exception on iOS): each must leave every link as it was.
public enum FuzzMisuse: Equatable, Sendable {
    case addChildToItself(Int)
    /// `child.addChild(parent)` for a controller that already contains `child`.
    case addAncestorAsChild(ancestor: Int, child: Int)
    case transitionBetweenStrangers(parent: Int, from: Int, to: Int)
    case pushAgain(Int)
    case pushNavigationController
    case presentActive(Int, on: Int)
    case popToMissing(Int)
    /// A child made a window's root.
    case childAsRoot(Int)
    /// A child's view put into another controller's view.
    case stealChildView(child: Int, into: Int)
    /// A `.partialCurl` presentation in a sheet: UIKit allows the curl full screen only.
    case partialCurlInSheet(Int, on: Int)
    /// `ancestor`, which reaches `into` through children and presentations, linked below it
    /// (pushed, made a tab, added as a child, presented): the graph would get a cycle.
    case linkCycle(ancestor: Int, into: Int, via: FuzzLink)
}

extension FuzzOperation {
    /// The statements this step is, as an app would write them (`name` names pool entries; a
    /// manually forwarding container adds and removes children with its own methods). The
    /// longer texts are with each domain's steps (`FuzzContainment.swift`, `FuzzTouches.swift`, …).
    func swift(_ name: (Int) -> String, isManual: (Int) -> Bool) -> [String] {
        func list(_ indices: [Int]) -> String { "[" + indices.map(name).joined(separator: ", ") + "]" }
        switch self {
        case .embed(let c, let p): return Self.embedSwift(name(c), into: name(p), manual: isManual(p))
        case .unembed(let c, let p): return Self.unembedSwift(name(c), from: name(p), manual: isManual(p))
        case .transition(let parent, let from, let to, let duration, let flip):
            return Self.transitionSwift(
                in: name(parent), from: name(from), to: name(to), duration: duration, flip: flip)
        case .detachView(let child): return ["\(name(child)).view.removeFromSuperview()"]
        case .reattachView(let child): return ["\(name(child)).parent!.view.addSubview(\(name(child)).view)"]
        case .push(let controller, let animated): return Self.pushSwift(name(controller), animated: animated)
        case .pop(let animated): return ["navigation.popViewController(animated: \(animated))"]
        case .popToRoot(let animated): return ["navigation.popToRootViewController(animated: \(animated))"]
        case .setStack(let stack, let animated): return Self.setStackSwift(list(stack), animated: animated)
        case .setTabs(let tabs): return ["tabs.viewControllers = \(list(tabs))"]
        case .selectTab(let index): return ["tabs.selectedIndex = \(index)"]
        case .setColumns(let columns): return ["split.viewControllers = \(list(columns))"]
        case .splitDisplayMode(let mode): return ["split.preferredDisplayMode = .\(mode)"]
        case .navigationBarHidden(let hidden, let animated): return Self.barHiddenSwift(hidden, animated: animated)
        case .showDetail(let controller): return ["split.showDetailViewController(\(name(controller)), sender: nil)"]
        case .present(let presented, let presenter, let style, let transition, let animated):
            return Self.presentSwift(
                name(presented), on: name(presenter), style: style, transition: transition, animated: animated)
        case .dismiss(let controller, let animated): return ["\(name(controller)).dismiss(animated: \(animated))"]
        case .definesContext(let controller, let value): return Self.definesContextSwift(name(controller), value)
        case .rotate: return Self.rotateSwift
        case .hideWindow(let hidden): return ["window.isHidden = \(hidden)"]
        case .setRoot(let controller): return ["window.rootViewController = \(controller.map(name) ?? "nil")"]
        case .animate(let controller, let duration): return Self.animateSwift(name(controller), duration: duration)
        case .curl(let c, let up, let progress): return Self.curlSwift(name(c), up: up, progress: progress)
        case .advance(let seconds): return ["UIApplication.shared.advance(by: \(seconds))"]
        case .settle: return Self.settleSwift
        case .misuse(let misuse): return misuse.swift(name)
        case .tap(let x, let y): return ["Automation().tap(at: CGPoint(x: \(x), y: \(y)))"]
        case .turnDevice(let clockwise): return ["Automation().\(clockwise ? "rotateRight" : "rotateLeft")()"]
        case .darkStyle(let controller, let dark): return Self.darkStyleSwift(name(controller), dark)
        case .deviceSafeArea(let preset): return Self.deviceSafeAreaSwift(preset)
        case .childTraits(let parent, let child, let regular):
            return Self.childTraitsSwift(name(parent), child: name(child), regular: regular)
        case .tapSegment(let segment): return Self.tapSegmentSwift(name(FuzzPool.segmented), segment)
        case .animateKeyframes(let c, let duration): return Self.animateKeyframesSwift(name(c), duration: duration)
        case .appState(let event): return Self.appStateSwift(event)
        case .layoutContent(let c, let add): return Self.layoutContentSwift(c, named: name(c), add: add)
        case .moveContent(let controller, let constant, let animated):
            return Self.moveContentSwift(controller, named: name(controller), constant: constant, animated: animated)
        case .toggleArranged(let controller, let label): return Self.toggleArrangedSwift(controller, label: label)
        case .conflictingWidth(let controller): return ["content\(controller).addConflict()"]
        case .cell(let c, let row, let step): return [step.swift(FuzzCellList.swift(name(c), row: row))]
        case .propertyAnimator(let c, let step): return Self.propertyAnimatorSwift("animator\(c)", step)
        case .mainQueue(let step): return step.swift()
        case .storyboardSegue(let index, let segue):
            return ["\(name(index)).performSegue(withIdentifier: \"\(segue.rawValue)\", sender: nil)"]
        case .hidesBottomBar(let index, let hides): return ["\(name(index)).hidesBottomBarWhenPushed = \(hides)"]
        case .alert(let step): return step.swift(name)
        case .spinner(let index, let start):
            return ["spinner(in: \(name(index))).\(start ? "startAnimating" : "stopAnimating")()"]
        case .attachRecognizer(let controller, let kind, let onProbe):
            return Self.attachRecognizerSwift(controller, named: name(controller), kind, onProbe: onProbe)
        case .detachRecognizers(let controller): return ["\(name(controller)).view.gestureRecognizers = nil"]
        case .touchProbe(let controller): return Self.touchProbeSwift(controller, named: name(controller))
        case .drag(let x1, let y1, let x2, let y2): return Self.dragSwift(x1: x1, y1: y1, x2: x2, y2: y2)
        case .longPress(let x, let y, let duration): return Self.longPressSwift(x: x, y: y, duration: duration)
        case .scroll(let x, let y, let dy): return Self.scrollSwift(x: x, y: y, dy: dy)
        case .swipeBack(let x, let y): return Self.swipeBackSwift(toX: x, y: y)
        case .scrollContent(let controller, let step):
            return Self.scrollContentSwift(controller, named: name(controller), step)
        case .scrollList(let controller, let dy):
            return ["FuzzScrolledList.scroll(in: \(name(controller)).view, by: \(dy))"]
        case .pageCurl(let controller, let step): return Self.pageCurlSwift(controller, named: name(controller), step)
        case .navigationAnimator(let animation): return Self.navigationAnimatorSwift(animation)
        case .table(let controller, let step): return step.swift("table\(controller)")
        case .pages(let controller, let step): return step.swift("pages\(controller)", in: name(controller))
        case .interactive(let step): return Self.interactiveSwift(step)
        case .resizeWindow(let width, let height): return Self.resizeWindowSwift(width: width, height: height)
        case .badInput(let controller, let input): return input.swift(name(controller), index: controller)
        case .atFirstFrame(let operation, let x, let y, let drag):
            return Self.atFirstFrameSwift(operation.swift(name, isManual: isManual), x: x, y: y, drag: drag)
        case .underFinger(let operation, let x, let y):
            return Self.underFingerSwift(operation.swift(name, isManual: isManual), x: x, y: y)
        case .animationsEnabled(let enabled): return ["UIView.setAnimationsEnabled(\(enabled))"]
        case .keepPresentationController(let controller): return Self.keepPresentationSwift(name(controller))
        case .readKeptPresentationControllers: return Self.readKeptPresentationsSwift
        }
    }
}

extension FuzzMisuse {
    func swift(_ name: (Int) -> String) -> [String] {
        switch self {
        case .addChildToItself(let controller): return ["\(name(controller)).addChild(\(name(controller)))"]
        case .addAncestorAsChild(let ancestor, let child): return ["\(name(child)).addChild(\(name(ancestor)))"]
        case .transitionBetweenStrangers(let parent, let from, let to):
            return ["\(name(parent)).transition(from: \(name(from)), to: \(name(to)), duration: 0, animations: nil)"]
        case .pushAgain(let controller): return ["navigation.pushViewController(\(name(controller)), animated: false)"]
        case .pushNavigationController:
            return ["navigation.pushViewController(UINavigationController(), animated: false)"]
        case .presentActive(let presented, let presenter):
            return ["\(name(presenter)).present(\(name(presented)), animated: false)"]
        case .popToMissing(let controller):
            return ["navigation.popToViewController(\(name(controller)), animated: false)"]
        case .stealChildView(let child, let into): return ["\(name(into)).view.addSubview(\(name(child)).view)"]
        case .childAsRoot(let child): return ["window.rootViewController = \(name(child))"]
        case .partialCurlInSheet(let presented, let presenter):
            let p = name(presented)
            return [
                "\(p).modalPresentationStyle = .pageSheet", "\(p).modalTransitionStyle = .partialCurl",
                "\(name(presenter)).present(\(p), animated: false)",
            ]
        case .linkCycle(let ancestor, let into, let via):
            let (a, i) = (name(ancestor), name(into))
            return switch via {
            case .push: ["navigation.pushViewController(\(a), animated: false)"]
            case .setStack: ["navigation.setViewControllers(navigation.viewControllers + [\(a)], animated: false)"]
            case .setTabs: ["tabs.viewControllers = (tabs.viewControllers ?? []) + [\(a)]"]
            case .addChild: ["\(i).addChild(\(a))"]
            case .present: ["\(i).present(\(a), animated: false)"]
            }
        }
    }
}

extension FuzzOperation {
    /// Whether UIKit refuses this step with an exception: required (a misuse of the new kinds,
    /// whose refusal must be reported), allowed (the older misuses; a negative size UIKit may
    /// normalise), or not expected at all.
    var refusal: FuzzRefusal {
        switch self {
        case .misuse(.linkCycle): .required
        case .misuse: .allowed
        case .badInput(_, let input): input.mustBeRefused ? .required : .allowed
        case .table(_, .duplicateBatch): .required
        case .atFirstFrame(let operation, _, _, _), .underFinger(let operation, _, _): operation.refusal
        default: .unexpected
        }
    }
}

enum FuzzRefusal { case required, allowed, unexpected }
