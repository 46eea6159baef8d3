import Testing
import Foundation
import UIKit

@MainActor @Suite struct ViewGeometryTests {
    @Test func frameBoundsAndCenterDeriveFromEachOther() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))

        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func transformChangesFrameButNotBoundsOrCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approximately(view.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
    }

    @Test func convertThroughNestedTransformsAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)  // about its centre (150, 150)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        child.bounds.origin = CGPoint(x: 5, y: 0)  // scrolled
        root.addSubview(parent)
        parent.addSubview(child)

        // child (5, 0) is parent (10, 20): 40 left and 30 above parent's centre (50, 50);
        // turned 90° clockwise that is 30 right and 40 up of (150, 150) → (180, 110).
        let inRoot = child.convert(CGPoint(x: 5, y: 0), to: root)
        let back = root.convert(inRoot, to: child)
        let viaNil = child.convert(CGPoint(x: 5, y: 0), to: nil)

        #expect(approximately(inRoot, CGPoint(x: 180, y: 110)))
        #expect(approximately(back, CGPoint(x: 5, y: 0)))
        #expect(approximately(viaNil, inRoot))
        #expect(approximately(child.convert(CGPoint(x: 5, y: 0), from: child), CGPoint(x: 5, y: 0)))
    }

    @Test func convertRectIsTheBoundingBoxOfTheCorners() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(turned)

        let rect = turned.convert(turned.bounds, to: root)

        #expect(approximately(rect, turned.frame))
        #expect(approximately(root.convert(rect, to: turned), CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func sizeThatFitsAndIntrinsicSizeDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))

        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

/// UIView.autoresizingMask: "When more than one option along the same axis is set, the default
/// behavior is to distribute the size difference proportionally among the flexible portions."
@MainActor @Suite struct AutoresizingTests {
    /// A 200×100 superview grown to 300×150 with a (20, 10, 100, 50) subview.
    func resized(_ mask: UIView.AutoresizingMask, autoresizes: Bool = true) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        superview.autoresizesSubviews = autoresizes
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        view.autoresizingMask = mask
        superview.addSubview(view)

        superview.frame.size = CGSize(width: 300, height: 150)

        return view.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([]) == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func eachFlexibleFlagAloneTakesTheWholeChange() {
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 120, y: 10, width: 100, height: 50))
        #expect(resized(.flexibleWidth) == CGRect(x: 20, y: 10, width: 200, height: 50))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 20, y: 60, width: 100, height: 50))
        #expect(resized(.flexibleHeight) == CGRect(x: 20, y: 10, width: 100, height: 100))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func severalFlexiblePartsShareInProportion() {
        // Left 20 and right 80 share +100 as 20 : 80.
        #expect(
            approximately(
                resized([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 40, y: 10, width: 100, height: 50)))
        // Left 20 and width 100 share +100 as 20 : 100.
        #expect(
            approximately(
                resized([.flexibleLeftMargin, .flexibleWidth]),
                CGRect(x: 20 + 100.0 * 20 / 120, y: 10, width: 100 + 100.0 * 100 / 120, height: 50), 1e-9))
        // Top 10, height 50, bottom 40 share +50 as 10 : 50 : 40.
        #expect(
            approximately(
                resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
                CGRect(x: 20, y: 15, width: 100, height: 75)))
        #expect(
            approximately(resized([.flexibleWidth, .flexibleHeight]), CGRect(x: 20, y: 10, width: 200, height: 100)))
    }

    @Test func autoresizesSubviewsOffLeavesSubviewsAlone() {
        #expect(resized(.flexibleWidth, autoresizes: false) == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func resizingMarksTheSuperviewForLayout() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()

        view.frame.size.width = 20
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        view.frame.origin.x = 5
        view.layoutIfNeeded()

        #expect(view.layouts == 2)
    }
}
