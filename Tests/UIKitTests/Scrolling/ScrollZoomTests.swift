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

    @Test("Control-wheel zooms about the pointer: willBegin, didZoom with each event, didEnd after the gap")
    func wheelZoom() {
        let (fixture, image) = zoomFixture()
        let scrollView = fixture.scrollView
        let pointer = CGPoint(x: 100, y: 60)

        Automation().scroll(at: pointer, dx: 0, dy: 40, modifiers: .control)
        UIApplication.shared.advance(by: 1.0 / 60)
        Automation().scroll(at: pointer, dx: 0, dy: 60, modifiers: .control)
        UIApplication.shared.advance(by: 1.0 / 60)
        let zooming = scrollView.isZooming
        // The content point first under the pointer, (100, 60), is under it still.
        let underPointer = image.convert(CGPoint(x: 100, y: 60), to: fixture.window)
        fixture.settle()

        let expected = pow(1.005, 100) as CGFloat
        #expect(zooming && !scrollView.isZooming)
        #expect(abs(scrollView.zoomScale - expected) < 1e-9)
        #expect(abs(underPointer.x - pointer.x) < 1e-6 && abs(underPointer.y - pointer.y) < 1e-6)
        #expect(
            fixture.delegate.entries == [
                "willBeginZooming", "didZoom", "didScroll", "didZoom", "didScroll",
                "didEndZooming(atScale: \(scrollView.zoomScale))",
            ])
    }

    @Test("A wheel zoom past the maximum springs back to it with bouncesZoom, stops there without")
    func wheelZoomBounces() {
        let (fixture, _) = zoomFixture()
        let scrollView = fixture.scrollView

        Automation().scroll(at: CGPoint(x: 160, y: 120), dx: 0, dy: 400, modifiers: .control)
        UIApplication.shared.advance(by: 1.0 / 60)
        let overshoot = scrollView.zoomScale
        UIApplication.shared.advance(by: GestureEnvironment.scrollEndGap + 1.0 / 60)
        let bouncing = scrollView.isZoomBouncing
        fixture.settle()
        let settled = scrollView.zoomScale
        scrollView.bouncesZoom = false
        Automation().scroll(at: CGPoint(x: 160, y: 120), dx: 0, dy: 400, modifiers: .control)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(overshoot == 4 * UIScrollView.zoomOvershoot)
        #expect(bouncing)
        #expect(settled == 4 && !scrollView.isZoomBouncing)
        #expect(fixture.delegate.entries.last(where: { $0.hasPrefix("didEnd") }) == "didEndZooming(atScale: 4.0)")
        #expect(scrollView.zoomScale == 4)
    }
}
