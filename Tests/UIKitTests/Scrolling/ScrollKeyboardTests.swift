import Foundation
import Testing
import UIKit

@MainActor @Suite("UIScrollView keyboard and scroll to top")
struct ScrollKeyboardTests {
    @Test("Keys scroll the scroll view last pressed in, animated, clamped to the range")
    func keyboardScrolling() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        let end: CGFloat = 2000 - 240
        Automation().tap(at: CGPoint(x: 160, y: 120))
        fixture.delegate.entries = []
        var offsets: [CGFloat] = []
        func press(_ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
            Automation().press(key, modifiers: modifiers)
            fixture.settle()
            offsets.append(scrollView.contentOffset.y)
        }

        press(.keyboardDownArrow)
        press(.keyboardPageDown)
        press(.keyboardSpacebar)
        press(.keyboardSpacebar, .shift)
        press(.keyboardUpArrow)
        press(.keyboardEnd)
        press(.keyboardPageDown)
        press(.keyboardHome)

        #expect(offsets == [40, 240, 440, 240, 200, end, end, 0])
        // Seven keys moved the content (Page Down at the end did not), each an animated scroll.
        let oneScroll = ["didScroll…", "didEndScrollingAnimation"]
        #expect(fixture.delegate.sequence == Array(repeating: oneScroll, count: 7).flatMap { $0 })
    }

    @Test("A first responder inside the scroll view passes scrolling keys up to it")
    func firstResponderChain() {
        let fixture = ScrollFixture()
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        fixture.scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())

        Automation().press(.keyboardPageDown)
        fixture.settle()

        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        _ = field.resignFirstResponder()
    }

    @Test("allowsKeyboardScrolling off: keys pass on")
    func keyboardScrollingOff() {
        let fixture = ScrollFixture()
        fixture.scrollView.allowsKeyboardScrolling = false
        Automation().tap(at: CGPoint(x: 160, y: 120))

        Automation().press(.keyboardPageDown)
        fixture.settle()

        #expect(fixture.scrollView.contentOffset == .zero)
    }

    @Test("A status strip tap scrolls the only scroll view with scrollsToTop to its top")
    func scrollToTop() {
        let controller = ScrollingController(content: CGSize(width: 320, height: 2000))
        let window = makeKeyWindow(width: 320, height: 480)
        window.rootViewController = controller
        UIApplication.shared.advance(by: 1.0 / 60)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        controller.delegate.entries = []

        Automation().tap(at: CGPoint(x: 160, y: 10))
        ScrollFixture.settleAll()

        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(controller.delegate.sequence == ["shouldScrollToTop", "didScroll…", "didScrollToTop"])
    }

    @Test("With two scroll views that scroll to top, a status strip tap scrolls neither")
    func scrollToTopNeedsExactlyOne() {
        let controller = ScrollingController(content: CGSize(width: 320, height: 2000))
        let window = makeKeyWindow(width: 320, height: 480)
        window.rootViewController = controller
        // Visible once the outer one shows 300…780 of its content.
        let inner = UIScrollView(frame: CGRect(x: 0, y: 400, width: 320, height: 100))
        inner.contentSize = CGSize(width: 320, height: 500)
        controller.scrollView.addSubview(inner)
        UIApplication.shared.advance(by: 1.0 / 60)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        controller.delegate.entries = []

        Automation().tap(at: CGPoint(x: 160, y: 10))
        ScrollFixture.settleAll()
        let both = controller.scrollView.contentOffset
        inner.scrollsToTop = false
        Automation().tap(at: CGPoint(x: 160, y: 10))
        ScrollFixture.settleAll()

        #expect(both == CGPoint(x: 0, y: 300))
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }
}

/// A view that can hold the keys and handles none itself.
@MainActor
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
