import UIKit

// Containment in the fuzzer: children added and removed with Apple's sequences (or a manual
// container's own methods), swapped with `transition(from:to:…)`, their views taken out and
// put back, and trait overrides for them.

// MARK: Generation

extension FuzzDraws {
    mutating func unembed() -> FuzzOperation {
        let parent = containers()
        return .unembed(child: indexOf(pool[parent].children.randomElement(using: &generator)) ?? any(), parent: parent)
    }

    mutating func transition() -> FuzzOperation {
        let parent = plain()
        let from = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
        return .transition(parent: parent, from: from, to: any(), duration: duration(), flip: flag())
    }

    /// A child of a plain container, its view taken out or put back.
    mutating func childView(detach: Bool) -> FuzzOperation {
        let parent = plain()
        let child = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
        return detach ? .detachView(child) : .reattachView(child)
    }

    /// Mostly a real child: the override is refused (with a log) for any other.
    mutating func childTraits() -> FuzzOperation {
        let parent = containers()
        let child = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
        return .childTraits(parent: parent, child: child, regular: flag())
    }
}

// MARK: Steps

extension FuzzWorld {
    func embed(_ child: Int, in parent: Int) -> Bool {
        guard [.plain, .manual].contains(FuzzPool.kinds[parent]), child != parent, mayJoin(child, parent) else {
            return false
        }
        if let manual = pool[parent] as? ManualForwardingContainer {
            manual.embed(pool[child])
        } else {
            pool[parent].addChild(pool[child])
            pool[parent].view.addSubview(pool[child].view)
            pool[child].didMove(toParent: pool[parent])
        }
        return true
    }

    func unembed(_ child: Int, from parent: Int) -> Bool {
        guard [.plain, .manual].contains(FuzzPool.kinds[parent]), pool[child].parent === pool[parent],
            !pool[child].isMovingFromParent
        else { return false }
        if let manual = pool[parent] as? ManualForwardingContainer {
            manual.unembed(pool[child])
        } else {
            pool[child].willMove(toParent: nil)
            pool[child].view.removeFromSuperview()
            pool[child].removeFromParent()
        }
        return true
    }

    /// Seed 002's swap, the completion owed within the duration.
    func transition(in parent: Int, from: Int, to: Int, duration: Double, flip: Bool) -> Bool {
        let (p, f, t) = (pool[parent], pool[from], pool[to])
        guard FuzzPool.kinds[parent] == .plain, f.parent === p, !f.isMovingFromParent, !f.isMovingToParent,
            f.viewIfLoaded?.superview != nil, to != parent, mayJoin(to, parent)
        else { return false }
        f.willMove(toParent: nil)
        p.addChild(t)
        owe(duration: duration) { done in
            p.transition(
                from: f, to: t, duration: duration, options: flip ? [.transitionFlipFromLeft] : [],
                animations: nil
            ) { _ in
                f.removeFromParent()
                t.didMove(toParent: p)
                done()
            }
        }
        return true
    }

    /// A child of a plain container whose view is in its parent's view (`detach`) or out of it.
    func moveViewOfChild(_ index: Int, detach: Bool) -> Bool {
        let child = pool[index]
        guard let parent = child.parent, FuzzPool.kinds[pool.firstIndex { $0 === parent }!] == .plain,
            !child.isMovingFromParent, !child.isMovingToParent, let view = child.viewIfLoaded,
            detach ? view.superview === parent.viewIfLoaded : view.superview == nil
        else { return false }
        if detach { view.removeFromSuperview() } else { parent.view.addSubview(view) }
        return true
    }

    func childTraits(of parent: Int, child: Int, regular: Bool) -> Bool {
        guard pool[child].parent === pool[parent] else { return false }
        pool[parent].setOverrideTraitCollection(
            regular ? UITraitCollection(horizontalSizeClass: .regular) : nil, forChild: pool[child])
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func embedSwift(_ c: String, into p: String, manual: Bool) -> [String] {
        if manual { return ["\(p).embed(\(c))"] }
        return ["\(p).addChild(\(c))", "\(p).view.addSubview(\(c).view)", "\(c).didMove(toParent: \(p))"]
    }

    static func unembedSwift(_ c: String, from p: String, manual: Bool) -> [String] {
        if manual { return ["\(p).unembed(\(c))"] }
        return ["\(c).willMove(toParent: nil)", "\(c).view.removeFromSuperview()", "\(c).removeFromParent()"]
    }

    static func transitionSwift(in p: String, from f: String, to t: String, duration: Double, flip: Bool) -> [String] {
        let options = flip ? "[.transitionFlipFromLeft]" : "[]"
        return [
            "\(f).willMove(toParent: nil)", "\(p).addChild(\(t))",
            "\(p).transition(from: \(f), to: \(t), duration: \(duration), options: \(options), animations: nil) { _ in "
                + "\(f).removeFromParent(); \(t).didMove(toParent: \(p)) }",
        ]
    }

    static func childTraitsSwift(_ p: String, child c: String, regular: Bool) -> [String] {
        let traits = regular ? "UITraitCollection(horizontalSizeClass: .regular)" : "nil"
        return ["\(p).setOverrideTraitCollection(\(traits), forChild: \(c))"]
    }
}
