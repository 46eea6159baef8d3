import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
import UIKitSnapshotTesting

@MainActor @Suite("UIScrollView indicators")
struct ScrollIndicatorTests {
    /// Rows of alternating colour, 40 pt each, so the scroll position shows.
    private func addRows(to scrollView: UIScrollView, count: Int, dark: Bool = false) {
        for index in 0..<count {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 480, height: 40))
            row.backgroundColor =
                dark
                ? (index % 2 == 0 ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.2, alpha: 1))
                : (index % 2 == 0 ? .white : UIColor(white: 0.93, alpha: 1))
            scrollView.addSubview(row)
        }
    }

    @Test("Indicators are subviews above the content, shown while scrolling, then fade out")
    func fade() throws {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        addRows(to: scrollView, count: 50)
        let before = scrollView.subviews.count

        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 200), through: [CGPoint(x: 160, y: 180), CGPoint(x: 160, y: 100)], hold: 0.1)
        let indicator = try #require(scrollView.subviews.last as? ScrollIndicatorView)
        let shownAlpha = indicator.alpha
        let sameHierarchy = scrollView.subviews.count == before + 1
        UIApplication.shared.advance(by: ScrollIndicatorView.fadeDelay - 1.0 / 60)
        let beforeFade = (indicator.layer.presentation()?.opacity ?? -1)
        UIApplication.shared.advance(by: 1.0 / 60 + ScrollIndicatorView.fadeDuration / 2)
        let midFade = (indicator.layer.presentation()?.opacity ?? -1)
        UIApplication.shared.advance(by: ScrollIndicatorView.fadeDuration)
        let rendered = UIApplication.shared.runFrame()

        #expect(indicator.isVertical && shownAlpha == 1 && sameHierarchy)
        #expect(beforeFade == 1)
        #expect(midFade > 0.1 && midFade < 0.9)
        #expect(indicator.alpha == 0 && (indicator.layer.presentation()?.opacity ?? -1) == 0)
        #expect(!UIApplication.shared.isAnimating)
        #expect(!rendered)
    }

    @Test("The indicator shortens while the content is pulled past an edge")
    func rubberBandShortens() throws {
        let fixture = ScrollFixture()
        addRows(to: fixture.scrollView, count: 50)
        fixture.scrollView.flashScrollIndicators()
        let indicator = try #require(fixture.scrollView.subviews.last as? ScrollIndicatorView)
        let normal = indicator.frame.height

        fixture.scrollView.contentOffset = CGPoint(x: 0, y: -30)

        #expect(normal == ScrollIndicatorView.minimumLength)
        #expect(indicator.frame.height == normal - 30)
        #expect(indicator.frame.minY == -30 + ScrollIndicatorView.edgeInset)
    }

    @Test("Indicators as iOS draws them: light and dark content, both axes", arguments: ["light", "dark"])
    func golden(style: String) {
        let dark = style == "dark"
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        scrollView.contentSize = CGSize(width: 480, height: 800)
        scrollView.overrideUserInterfaceStyle = dark ? .dark : .light
        addRows(to: scrollView, count: 20, dark: dark)
        scrollView.contentOffset = CGPoint(x: 120, y: 300)
        scrollView.flashScrollIndicators()

        assertSnapshot(of: scrollView, as: .image, named: style)
    }
}
