import Foundation
import Testing
@testable import UIKit

/// A controller whose view is a scroll view with `content` of content.
@MainActor
final class ScrollingController: UIViewController {
    let content: CGSize
    let delegate = RecordingScrollDelegate()
    init(content: CGSize) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    var scrollView: UIScrollView { view as! UIScrollView }
    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentSize = content
        scrollView.delegate = delegate
        view = scrollView
    }
}

@MainActor @Suite("UIScrollView content inset adjustment")
struct ScrollInsetTests {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = makeKeyWindow(width: 320, height: 480)
        window.rootViewController = root
        UIApplication.shared.advance(by: 1.0 / 60)
        return window
    }

    @Test("A root scroll view under the status strip starts below it: inset 20, offset −20")
    func statusStrip() {
        let controller = ScrollingController(content: CGSize(width: 320, height: 2000))

        let window = show(controller)

        #expect(controller.scrollView.safeAreaInsets.top == 20)
        #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(controller.delegate.entries.prefix(2) == ["didChangeAdjustedContentInset", "didScroll"])
        #expect(controller.scrollView.verticalRange == -20...(2000 - 480))
        _ = window
    }

    @Test("Content does not see the safe area the scroll view already made inset; with .never it does")
    func contentSafeArea() {
        let controller = ScrollingController(content: CGSize(width: 320, height: 2000))
        let window = show(controller)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        controller.scrollView.addSubview(row)
        UIApplication.shared.advance(by: 1.0 / 60)
        let adjusted = row.safeAreaInsets

        controller.scrollView.contentInsetAdjustmentBehavior = .never
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(adjusted == .zero)
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        _ = window
    }

    @Test("scrollableAxes adds nothing for content that does not scroll; always and never as named")
    func behaviours() {
        let short = ScrollingController(content: CGSize(width: 320, height: 100))
        let window = show(short)
        let scrollableAxes = short.scrollView.adjustedContentInset

        short.scrollView.contentInsetAdjustmentBehavior = .always
        let always = short.scrollView.adjustedContentInset
        let offsetAlways = short.scrollView.contentOffset
        short.scrollView.contentInsetAdjustmentBehavior = .never
        let never = short.scrollView.adjustedContentInset
        short.scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 4, right: 0)

        #expect(scrollableAxes == .zero)
        #expect(always.top == 20 && offsetAlways.y == -20)
        #expect(never == .zero)
        #expect(short.scrollView.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 4, right: 0))
        #expect(short.scrollView.contentOffset.y == -8)
        _ = window
    }

    @Test("In a navigation controller the content starts below the bar, hidden bar or not")
    func underNavigationBar() {
        let controller = ScrollingController(content: CGSize(width: 320, height: 100))
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation)
        let barBottom = navigation.navigationBar.frame.maxY
        let contentTop = controller.scrollView.convert(CGPoint.zero, to: window).y

        navigation.setNavigationBarHidden(true, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        let hiddenTop = controller.scrollView.convert(CGPoint.zero, to: window).y

        #expect(contentTop == barBottom)
        // Hidden bar: the view reaches the status strip, and .automatic in a navigation
        // controller always adjusts vertically, short content or not.
        #expect(controller.scrollView.adjustedContentInset.top == 20)
        #expect(hiddenTop == 20)
    }
}

@MainActor @Suite("UIScrollView layout guides")
struct ScrollLayoutGuideTests {
    @Test("Constraints to contentLayoutGuide define contentSize; frameLayoutGuide stays on screen")
    func contentLayoutGuideSizesContent() {
        let window = makeKeyWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let column = UIView()
        let badge = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])

        UIApplication.shared.advance(by: 1.0 / 60)
        let size = scrollView.contentSize
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(size == CGSize(width: 320, height: 1000))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(badge.frame == CGRect(x: 10, y: 310, width: 30, height: 30))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 10))
    }

    /// Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the edges of
    /// the scroll view and its content attach to the content area; those between the height,
    /// width or centers attach to the frame. So a column pinned to the scroll view's own edges,
    /// as storyboards and older code pin it, sizes `contentSize` and scrolls.
    @Test("Constraints between the scroll view's own edges and its content size contentSize")
    func ownEdgesToContentAttachToTheContentArea() {
        let window = makeKeyWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let column = UIView()
        let label = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        column.addSubview(label)

        let diagnostics = capturingDiagnostics {
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: scrollView.topAnchor),
                column.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: column.bottomAnchor, constant: 20),
                column.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                column.heightAnchor.constraint(equalToConstant: 1000),
                label.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
                label.topAnchor.constraint(equalTo: column.topAnchor, constant: 8),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(diagnostics.isEmpty)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1020))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(label.frame == CGRect(x: 110, y: 8, width: 100, height: 20), "centers attach to the frame")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scrollView.frame == window.bounds)
    }

    /// The same guide: constraints to the scroll view's margins (Interface Builder's "constrain to
    /// margins") attach to the content area inset by the margins, and follow the margins.
    @Test("Constraints between the scroll view's margins and its content size contentSize")
    func ownMarginsToContentAttachToTheContentArea() {
        let window = makeKeyWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        window.addSubview(scrollView)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        func pin(
            _ attribute: NSLayoutConstraint.Attribute, _ margin: NSLayoutConstraint.Attribute
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: column, attribute: attribute, relatedBy: .equal, toItem: scrollView, attribute: margin,
                multiplier: 1, constant: 0)
        }

        let diagnostics = capturingDiagnostics {
            NSLayoutConstraint.activate([
                pin(.top, .topMargin), pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin),
                pin(.bottom, .bottomMargin), column.widthAnchor.constraint(equalToConstant: 100),
                column.heightAnchor.constraint(equalToConstant: 500),
            ])
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let size = scrollView.contentSize
        scrollView.layoutMargins.left = 0
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(diagnostics.isEmpty)
        #expect(size == CGSize(width: 160, height: 540))
        #expect(scrollView.contentSize == CGSize(width: 140, height: 540))
        #expect(column.frame == CGRect(x: 0, y: 10, width: 100, height: 500))
    }
}
