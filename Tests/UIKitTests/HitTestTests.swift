import Testing
import Foundation
import UIKit

/// hitTest(_:with:) ignores views that are hidden, have user interaction disabled, or have an
/// alpha below 0.01 (Apple's UIView.hitTest documentation), and searches front to back.
@MainActor @Suite struct HitTestTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

    init() {
        root.addSubview(back)
        root.addSubview(front)
    }

    @Test func frontmostSubviewWins() {
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func subviewsOutsideTheirSuperviewsBoundsAreNotHit() {
        front.removeFromSuperview()
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        back.addSubview(overhang)

        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        // Inside the overhang but outside `back`: the search never descends into `back`.
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test func hitTestFollowsTransforms() {
        front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // now covers (75, 75)–(125, 125)

        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
    }
}
