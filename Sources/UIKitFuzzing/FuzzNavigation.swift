import UIKit

// The navigation controller in the fuzzer: pushes, pops and stack changes, its bar hidden and
// shown, delegates with custom and interactive animators (`FuzzTransitions.swift`) and the
// steps of an interactive transition, and the swipe back from the screen's edge.

// MARK: Generation

extension FuzzDraws {
    mutating func navigationAnimator() -> FuzzOperation {
        let animations: [FuzzNavigationAnimation] = [.builtIn, .custom, .interactive]
        return .navigationAnimator(animations.randomElement(using: &generator)!)
    }

    mutating func interactive() -> FuzzOperation {
        let steps: [FuzzInteractiveStep] = [
            .update(Double.random(in: 0...1, using: &generator)), .finish, .cancel, .pause,
        ]
        return .interactive(steps.randomElement(using: &generator)!)
    }

    mutating func swipeBack() -> FuzzOperation {
        let size = world.generationSize
        return .swipeBack(
            toX: Double.random(in: 20...Double(size.width), using: &generator).rounded(),
            y: Double.random(in: 80...Double(size.height) - 60, using: &generator).rounded())
    }
}

// MARK: Steps

extension FuzzWorld {
    func push(_ controller: Int, animated: Bool) -> Bool {
        guard FuzzPool.kinds[controller] != .navigation, mayJoin(controller, FuzzPool.navigation) else { return false }
        navigation.pushViewController(pool[controller], animated: animated)
        return true
    }

    func setStack(_ stack: [Int], animated: Bool) -> Bool {
        guard Set(stack).count == stack.count,
            stack.allSatisfy({ index in
                FuzzPool.kinds[index] != .navigation
                    && (navigation.viewControllers.contains { $0 === pool[index] }
                        || mayJoin(index, FuzzPool.navigation))
            })
        else { return false }
        navigation.setViewControllers(stack.map { pool[$0] }, animated: animated)
        return true
    }

    /// A transition the replaced delegate drives interactively goes on: its finger lifts at the
    /// next settle.
    func setNavigationAnimator(_ animation: FuzzNavigationAnimation) {
        if let interactor = navigationDelegate?.interactor { earlierInteractors.append(interactor) }
        navigationDelegate =
            animation == .builtIn ? nil : FuzzNavigationDelegate(interactive: animation == .interactive)
        navigation.delegate = navigationDelegate
    }

    func interactive(_ step: FuzzInteractiveStep) -> Bool {
        guard let interactor = navigationDelegate?.interactor else { return false }
        switch step {
        case .update(let percent): interactor.update(CGFloat(percent))
        case .finish: interactor.finish()
        case .cancel: interactor.cancel()
        case .pause: interactor.pause()
        }
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func navigationAnimatorSwift(_ animation: FuzzNavigationAnimation) -> [String] {
        switch animation {
        case .builtIn: ["navigation.delegate = nil"]
        case .custom: ["navigation.delegate = slideDelegate"]
        case .interactive: ["navigation.delegate = interactiveSlideDelegate"]
        }
    }

    static func interactiveSwift(_ step: FuzzInteractiveStep) -> [String] {
        switch step {
        case .update(let percent): ["interactor.update(\(percent))"]
        case .finish: ["interactor.finish()"]
        case .cancel: ["interactor.cancel()"]
        case .pause: ["interactor.pause()"]
        }
    }

    static func pushSwift(_ c: String, animated: Bool) -> [String] {
        ["navigation.pushViewController(\(c), animated: \(animated))"]
    }

    static func setStackSwift(_ list: String, animated: Bool) -> [String] {
        ["navigation.setViewControllers(\(list), animated: \(animated))"]
    }

    static func barHiddenSwift(_ hidden: Bool, animated: Bool) -> [String] {
        ["navigation.setNavigationBarHidden(\(hidden), animated: \(animated))"]
    }

    static func swipeBackSwift(toX x: Double, y: Double) -> [String] {
        ["Automation().drag(from: CGPoint(x: 4, y: \(y)), to: CGPoint(x: \(x), y: \(y)), steps: 6)"]
    }
}
