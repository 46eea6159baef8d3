import Testing
import Foundation
import UIKit
@testable import ContainerDemo

/// The Pages tab driven as a person (or `--script`) drives it: ‹ › turn pages in code, a drag
/// turns them in the scroll style, and Curl | Scroll makes the page view controller again.
@MainActor @Suite struct PagesScenarioTests {
    private func book(_ demo: DemoHarness) -> Pages.Book { demo.tabs.viewControllers![5] as! Pages.Book }

    @Test func buttonsTurnPagesAndTheSwitchKeepsThePageInTheOtherStyle() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 6\nwait 0.5")
        let book = book(demo)
        let first = book.pages
        let next = book.view.convert(CGPoint(x: book.view.bounds.width - 34, y: 46), to: nil)
        let scroll = book.styleSwitch.convert(CGPoint(x: 135, y: 16), to: nil)

        try demo.play("tap \(Int(next.x)) \(Int(next.y))\nwait 0.5\ntap \(Int(next.x)) \(Int(next.y))\nwait 0.5")
        let afterButtons = book.shownNumber
        try demo.play("tap \(Int(scroll.x)) \(Int(scroll.y))\nwait 0.5")
        let second = book.pages

        #expect(first?.transitionStyle == .pageCurl && afterButtons == 2)
        #expect(second !== first && second?.transitionStyle == .scroll && book.shownNumber == 2)
        #expect(first?.parent == nil && book.children.count == 1 && second?.children.count == 1)
    }

    @Test func aDragTurnsTheScrollStylesPageAndThePageControlFollows() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 6\nwait 0.5")
        let book = book(demo)
        let scroll = book.styleSwitch.convert(CGPoint(x: 135, y: 16), to: nil)
        try demo.play("tap \(Int(scroll.x)) \(Int(scroll.y))\nwait 0.5")
        let centre = book.pages.view.convert(
            CGPoint(x: book.pages.view.bounds.midX, y: book.pages.view.bounds.midY), to: nil)

        try demo.play(
            "drag \(Int(centre.x + 100)) \(Int(centre.y)) \(Int(centre.x - 150)) \(Int(centre.y))\nwait 1")
        let dots = book.pages.view.subviews.compactMap { $0 as? UIPageControl }.first

        #expect(book.shownNumber == 1)
        #expect(dots?.numberOfPages == Pages.pageCount && dots?.currentPage == 1)
    }
}
