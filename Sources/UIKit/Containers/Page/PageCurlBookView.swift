import Foundation

/// The curl style's pages lie in this view, which clips them (a page turned over an edge spine
/// leaves the screen) and takes the arrow keys once the book has been touched: → (↓ in a
/// vertical book) turns forward, ← (↑) back. Other keys go up the responder chain.
@MainActor
final class PageCurlBookView: UIView {
    /// Turns a page; false when there is none that way (the key then goes up the chain).
    var turnPage: ((UIPageViewController.NavigationDirection) -> Bool)?
    var isVertical = false
    /// Called when the book leaves its window (a turn cannot animate there).
    var didLeaveWindow: (() -> Void)?

    override var canBecomeFirstResponder: Bool { true }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { didLeaveWindow?() }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.count == 1, let key = presses.first?.key, let direction = direction(for: key.keyCode),
            turnPage?(direction) == true
        {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    private func direction(for key: UIKeyboardHIDUsage) -> UIPageViewController.NavigationDirection? {
        switch key {
        case isVertical ? .keyboardDownArrow : .keyboardRightArrow: .forward
        case isVertical ? .keyboardUpArrow : .keyboardLeftArrow: .reverse
        default: nil
        }
    }
}
