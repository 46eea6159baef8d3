import Foundation
import Testing
@testable import UIKit

@MainActor @Suite("UIScrollView zooming")
struct ScrollZoomTests {
    private func zoomFixture() -> (ScrollFixture, UIView) {
        let fixture = ScrollFixture(content: CGSize(width: 400, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        fixture.scrollView.addSubview(image)
        fixture.scrollView.minimumZoomScale = 0.5
        fixture.scrollView.maximumZoomScale = 4
        fixture.delegate.zoomingView = image
        return (fixture, image)
    }

    @Test("zoomScale scales the delegate's view; contentSize follows its frame; limits clamp")
    func zoomScaleAppliesTransform() {
        let (fixture, image) = zoomFixture()
        let scrollView = fixture.scrollView

        scrollView.zoomScale = 2
        let frame = image.frame
        let size = scrollView.contentSize
        let transform = image.transform
        scrollView.zoomScale = 10
        let clamped = scrollView.zoomScale

        #expect(frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(size == CGSize(width: 800, height: 600))
        #expect(transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(clamped == 4)
        #expect(fixture.delegate.entries.filter { $0 == "didZoom" }.count == 2)
    }

    @Test("Without viewForZooming nothing zooms")
    func noZoomingView() {
        let (fixture, _) = zoomFixture()
        fixture.delegate.zoomingView = nil

        fixture.scrollView.setZoomScale(2, animated: false)

        #expect(fixture.scrollView.zoomScale == 1)
        #expect(fixture.delegate.entries.isEmpty)
    }

    @Test("An animated zoom: willBeginZooming, didZoom and didScroll each frame, didEndZooming at the scale")
    func animatedZoomSequence() {
        let (fixture, image) = zoomFixture()
        let scrollView = fixture.scrollView

        scrollView.zoom(to: CGRect(x: 100, y: 75, width: 160, height: 120), animated: true)
        let zooming = scrollView.isZooming
        UIApplication.shared.advance(by: 0.15)
        let halfway = scrollView.zoomScale
        fixture.settle()

        #expect(zooming && !scrollView.isZooming)
        #expect(halfway > 1 && halfway < 2)
        #expect(scrollView.zoomScale == 2)
        #expect(image.frame.size == CGSize(width: 800, height: 600))
        // The rect's centre (180, 135) at scale 2 is at the view's centre.
        #expect(scrollView.contentOffset == CGPoint(x: 360 - 160, y: 270 - 120))
        let sequence = fixture.delegate.entries.reduce(into: [String]()) { result, entry in
            if entry != result.last { result.append(entry) }
        }
        #expect(sequence.first == "willBeginZooming")
        #expect(sequence.last == "didEndZooming(atScale: 2.0)")
        #expect(Set(sequence.dropFirst().dropLast()) == ["didZoom", "didScroll"])
    }
}
