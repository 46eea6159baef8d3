import Testing
import Foundation
import UIKit

/// The wheel and trackpad drive a pan whose `allowedScrollTypesMask` admits scrolling: the first
/// scroll event over its view begins it, each later one changes it, and it ends once no scroll
/// event came for a short gap of frame time. By default (`[]`, as on iOS) scrolling is ignored.
@MainActor @Suite struct ScrollPanGestureTests {
    private func setUp(mask: UIScrollTypeMask) -> (UIWindow, UIView, UIPanGestureRecognizer, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { pan in
            let translation = pan.translation(in: nil)
            log.add("\(pan.state) \(Int(translation.x)),\(Int(translation.y)) touches \(pan.numberOfTouches)")
        }
        pan.allowedScrollTypesMask = mask
        view.addGestureRecognizer(pan)
        return (window, view, pan, log)
    }

    @Test func scrollEventsBeginChangeAndAfterAGapEndAPanThatAdmitsThem() {
        let (window, view, pan, log) = setUp(mask: .all)
        _ = window
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])

        for _ in 0..<3 {
            Automation().scroll(at: CGPoint(x: 100, y: 120), dx: 0, dy: -10)
            nextFrame()
        }
        let location = pan.location(in: view)
        let whileScrolling = log.entries
        UIApplication.shared.advance(by: 0.2)

        #expect(whileScrolling == ["began 0,-10 touches 0", "changed 0,-20 touches 0", "changed 0,-30 touches 0"])
        #expect(log.entries == whileScrolling + ["ended 0,-30 touches 0"])
        #expect(location == CGPoint(x: 100, y: 120))
        #expect(pan.state == .possible)
    }

    @Test func aPanWithTheDefaultMaskIgnoresScrolling() {
        let (window, _, pan, log) = setUp(mask: [])
        _ = window

        Automation().scroll(at: CGPoint(x: 100, y: 120), dx: 0, dy: -10)
        nextFrame()
        UIApplication.shared.advance(by: 0.2)

        #expect(log.entries.isEmpty && pan.state == .possible)
    }

    @Test func scrollingOutsideThePansViewIsIgnored() {
        let (window, _, _, log) = setUp(mask: .continuous)
        _ = window

        Automation().scroll(at: CGPoint(x: 300, y: 220), dx: 5, dy: 0)
        nextFrame()
        UIApplication.shared.advance(by: 0.2)

        #expect(log.entries.isEmpty)
    }
}
