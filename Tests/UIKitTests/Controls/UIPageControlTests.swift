import Testing
import Foundation
@testable import UIKit

/// UIPageControl: dots, clamping, a tap beside the current dot moves one page and sends
/// `.valueChanged`, code never sends.
@MainActor @Suite struct UIPageControlTests {
    let app = Automation()

    /// A 200×26 control at (20, 40) in a visible key window with `pages` dots, its
    /// `.valueChanged` events logged with the page each one saw.
    func controlInKeyWindow(pages: Int, current: Int) -> (UIWindow, UIPageControl, CallLog) {
        let window = makeKeyWindow(width: 240, height: 120)
        let control = UIPageControl(frame: CGRect(x: 20, y: 40, width: 200, height: UIPageControl.height))
        control.numberOfPages = pages
        control.currentPage = current
        window.addSubview(control)
        let log = CallLog()
        control.addAction(
            UIAction { [unowned control] _ in log.add("valueChanged \(control.currentPage)") }, for: .valueChanged)
        app.settle()
        return (window, control, log)
    }

    @Test func dotsAreSevenPointsSixteenApartCentred() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.layoutIfNeeded()

        let frames = control.dots.map(\.frame)

        // Three dots span 2 × 16 + 7 = 39 pt, centred in 200: from 80.5.
        #expect(
            frames == [
                CGRect(x: 80.5, y: 9.5, width: 7, height: 7), CGRect(x: 96.5, y: 9.5, width: 7, height: 7),
                CGRect(x: 112.5, y: 9.5, width: 7, height: 7),
            ])
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 39 + 18, height: 26))
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
    }

    @Test func currentPageIsClampedAndFollowsTheCount() {
        let control = UIPageControl()
        control.numberOfPages = 4

        control.currentPage = 9
        let high = control.currentPage
        control.currentPage = -2
        let low = control.currentPage
        control.currentPage = 3
        control.numberOfPages = 2

        #expect(high == 3 && low == 0 && control.currentPage == 1)
    }

    @Test func defaultColoursAreUIKitsWhites() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1

        let colours = control.dots.map(\.backgroundColor)

        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(colours == [UIColor(white: 1, alpha: 0.3), .white, UIColor(white: 1, alpha: 0.3)])
    }

    @Test func hidesForSinglePageDrawsNoDot() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 1
        control.layoutIfNeeded()
        let shownBefore = control.dots.map(\.isHidden)

        control.hidesForSinglePage = true
        control.layoutIfNeeded()

        #expect(shownBefore == [false] && control.dots.map(\.isHidden) == [true])
    }

    @Test func tapsBesideTheCurrentDotMoveOnePageAndSendValueChanged() {
        let (window, control, log) = controlInKeyWindow(pages: 3, current: 1)
        _ = window
        let current = control.dots[1].convert(CGPoint(x: 3.5, y: 3.5), to: nil)

        app.tap(at: CGPoint(x: current.x + 40, y: current.y))
        app.tap(at: CGPoint(x: current.x + 40, y: current.y))
        app.tap(at: CGPoint(x: current.x - 60, y: current.y))

        // The second tap is on the trailing side of the last dot: no page after it, nothing sent.
        #expect(log.entries == ["valueChanged 2", "valueChanged 1"])
        #expect(control.currentPage == 1)
    }

    @Test func settingThePageInCodeSendsNothing() {
        let (window, control, log) = controlInKeyWindow(pages: 3, current: 0)
        _ = window

        control.currentPage = 2
        app.settle()

        #expect(control.currentPage == 2 && log.entries.isEmpty)
    }
}
