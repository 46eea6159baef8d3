import UIKit

/// Rows in a clipping view with an opaque background whose bounds origin the fuzzer moves, as a
/// scroll view's contentOffset moves: the compositor moves such content by copying the last
/// frame's pixels (Compositor's ScrollCopy.swift). The fuzzer's screen rule — drawn frame by
/// frame, the screen equals a fresh drawing — then covers the copy under everything the fuzzer
/// does around it: bars over it, transitions, presentations, rotation, alpha animations.
@MainActor
public final class FuzzScrolledList: UIView {
    /// Rows 30 points tall, labelled every other one, in a list 180 points tall.
    public static let rowHeight: CGFloat = 30

    /// The list in `view`, added on first use, scrolled by `dy` points (a whole row, a pixel,
    /// or a fraction, which the compositor repaints instead of copying).
    @discardableResult
    public static func scroll(in view: UIView, by dy: CGFloat) -> FuzzScrolledList {
        let list = view.subviews.lazy.compactMap { $0 as? FuzzScrolledList }.first ?? FuzzScrolledList(in: view)
        list.bounds.origin.y += dy
        return list
    }

    private init(in view: UIView) {
        super.init(frame: CGRect(x: 0, y: 60, width: 240, height: 180))
        clipsToBounds = true
        backgroundColor = .white
        for index in 0..<16 {
            let row = UIView(
                frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: 240, height: Self.rowHeight))
            row.backgroundColor = index % 2 == 0 ? .systemGray6 : .white
            if index % 2 == 1 {
                let label = UILabel(frame: CGRect(x: 12, y: 0, width: 200, height: Self.rowHeight))
                label.text = "Row \(index)"
                row.addSubview(label)
            }
            addSubview(row)
        }
        view.addSubview(self)
    }

    public required init?(coder: NSCoder) { nil }
}

// MARK: Generation and steps

extension FuzzDraws {
    /// Whole rows and single pixels are copied; a fraction is repainted.
    mutating func scrollList() -> FuzzOperation {
        let steps: [Double] = [30, -30, 90, -1, 7, 0.5, -2.5, 400]
        return .scrollList(any(), dy: steps.randomElement(using: &generator)!)
    }
}

extension FuzzWorld {
    func scrollList(_ index: Int, dy: Double) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        FuzzScrolledList.scroll(in: view, by: dy)
        return true
    }
}
