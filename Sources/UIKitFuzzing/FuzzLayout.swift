import UIKit

// Auto Layout in the fuzzer: constraint-laid-out content (`FuzzLayoutContent`) added to a
// controller's view and taken out, its constant moved (animated or not), its arranged labels
// hidden and shown, and a conflicting width UIKit must break.

// MARK: Generation

extension FuzzDraws {
    mutating func moveContent() -> FuzzOperation {
        let constants: [Double] = [0, 8, 24, 60]
        return .moveContent(any(), constant: constants.randomElement(using: &generator)!, animated: flag())
    }
}

// MARK: Steps

extension FuzzWorld {
    func layoutContent(_ index: Int, add: Bool) -> Bool {
        let key = ObjectIdentifier(pool[index])
        if add {
            guard content[key] == nil, let view = pool[index].viewIfLoaded else { return false }
            content[key] = FuzzLayoutContent(in: view)
        } else {
            guard let removed = content.removeValue(forKey: key) else { return false }
            removed.stack.removeFromSuperview()
        }
        return true
    }

    func moveContent(_ index: Int, constant: Double, animated: Bool) -> Bool {
        guard let content = content[ObjectIdentifier(pool[index])], let view = pool[index].viewIfLoaded else {
            return false
        }
        content.top.constant = constant
        if animated {
            owe(duration: 0.3) { done in
                UIView.animate(withDuration: 0.3, animations: { view.layoutIfNeeded() }) { _ in done() }
            }
        }
        return true
    }

    func toggleArranged(_ index: Int, label: Int) -> Bool {
        guard let content = content[ObjectIdentifier(pool[index])] else { return false }
        UIView.animate(withDuration: 0.3) { content.labels[label].isHidden.toggle() }
        return true
    }

    func conflictingWidth(_ index: Int) -> Bool {
        guard let content = content[ObjectIdentifier(pool[index])], content.conflicts.isEmpty else { return false }
        content.addConflict()
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func layoutContentSwift(_ controller: Int, named c: String, add: Bool) -> [String] {
        add
            ? ["let content\(controller) = FuzzLayoutContent(in: \(c).view)"]
            : ["content\(controller).stack.removeFromSuperview()"]
    }

    static func moveContentSwift(_ controller: Int, named c: String, constant: Double, animated: Bool) -> [String] {
        let change = "content\(controller).top.constant = \(constant)"
        return animated ? [change, "UIView.animate(withDuration: 0.3) { \(c).view.layoutIfNeeded() }"] : [change]
    }

    static func toggleArrangedSwift(_ controller: Int, label: Int) -> [String] {
        ["UIView.animate(withDuration: 0.3) { content\(controller).labels[\(label)].isHidden.toggle() }"]
    }
}
