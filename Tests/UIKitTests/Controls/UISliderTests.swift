import Testing
import Foundation
@testable import UIKit

/// UISlider: only the thumb drags; continuous sliders send as the value moves, others once on
/// release; values stay in the range; code never sends.
@MainActor @Suite struct UISliderTests {
    let app = Automation()

    /// A 216 pt slider at (20, 40) in a visible key window: the thumb (28 pt) travels 188 pt,
    /// its centre from x = 34 (value 0) to x = 222 (value 1), on the line y = 57. Each
    /// `.valueChanged` is logged with the value it saw.
    func sliderInKeyWindow() -> (window: UIWindow, slider: UISlider, log: CallLog) {
        let window = makeKeyWindow(width: 300, height: 120)
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 216, height: 34))
        window.addSubview(slider)
        let log = CallLog()
        slider.addAction(UIAction { [unowned slider] _ in log.add("\(slider.value)") }, for: .valueChanged)
        app.settle()
        return (window, slider, log)
    }

    @Test func defaults() {
        let slider = UISlider(frame: .zero)

        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 34))
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
    }

    @Test func aContinuousDragSendsEachChangeAsItHappens() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window

        app.drag(from: CGPoint(x: 34, y: 57), to: CGPoint(x: 128, y: 57), steps: 4)

        #expect(log.entries == ["0.125", "0.25", "0.375", "0.5"])
        #expect(slider.value == 0.5)
    }

    @Test func aDiscontinuousDragSendsOnceOnRelease() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window
        slider.isContinuous = false

        app.touchDown(at: CGPoint(x: 34, y: 57))
        app.advance(by: 1.0 / 60)
        app.touchMove(to: CGPoint(x: 81, y: 57))
        app.advance(by: 1.0 / 60)
        let whileDragging = (slider.value, log.entries)
        app.touchUp(at: CGPoint(x: 128, y: 57))
        app.advance(by: 1.0 / 60)

        #expect(whileDragging == (0.25, []), "the thumb follows; nothing is sent yet")
        #expect(log.entries == ["0.5"], "the release point is the final value")
    }

    @Test func aDragThatEndsWhereItBeganSendsNothingWhenDiscontinuous() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window
        slider.isContinuous = false
        slider.value = 0.5

        app.touchDown(at: CGPoint(x: 128, y: 57))
        app.advance(by: 1.0 / 60)
        app.touchMove(to: CGPoint(x: 175, y: 57))
        app.advance(by: 1.0 / 60)
        app.touchUp(at: CGPoint(x: 128, y: 57))
        app.advance(by: 1.0 / 60)

        #expect(slider.value == 0.5)
        #expect(log.entries.isEmpty)
    }

    @Test func theThumbDoesNotJumpToWhereItWasGrabbed() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window

        // Grabbed 10 pt right of its centre and moved 47 pt: the value follows the movement.
        app.drag(from: CGPoint(x: 44, y: 57), to: CGPoint(x: 91, y: 57), steps: 2)

        #expect(slider.value == 0.25)
        #expect(log.entries == ["0.125", "0.25"])
    }

    @Test func aTapOnTheTrackAwayFromTheThumbDoesNothing() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window

        app.tap(at: CGPoint(x: 200, y: 57))
        app.drag(from: CGPoint(x: 200, y: 57), to: CGPoint(x: 100, y: 57), steps: 3)

        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
        #expect(slider.thumb.frame.midX == 14)
    }

    @Test func draggingPastTheEndPinsToTheMaximum() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window

        app.drag(from: CGPoint(x: 34, y: 57), to: CGPoint(x: 298, y: 57), steps: 2)

        #expect(slider.value == 1)
        #expect(log.entries == ["0.70212764", "1.0"])
    }

    @Test func valuesArePinnedToTheRangeAndCodeSendsNothing() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window

        slider.value = 5
        let above = slider.value
        slider.setValue(-3, animated: true)
        let below = slider.value
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 4
        let afterMaximumLowered = slider.value
        slider.minimumValue = 5
        let afterMinimumRaised = (slider.value, slider.maximumValue)
        app.settle()

        #expect(above == 1 && below == 0)
        #expect(afterMaximumLowered == 4)
        #expect(afterMinimumRaised == (5, 4), "the other bound stays; the value is pinned to the minimum")
        #expect(log.entries.isEmpty)
    }

    @Test func arrowKeysMoveATenthOfTheRangeWhenFirstResponder() {
        let (window, slider, log) = sliderInKeyWindow()
        _ = window
        slider.minimumValue = 0
        slider.maximumValue = 50

        app.press(.keyboardRightArrow)
        #expect(slider.value == 0, "not first responder")
        #expect(slider.becomeFirstResponder())
        app.press(.keyboardRightArrow)
        app.press(.keyboardUpArrow)
        app.press(.keyboardLeftArrow)
        app.press(.keyboardEnd)
        app.press(.keyboardUpArrow)
        app.press(.keyboardHome)
        app.press(.keyboardDownArrow)
        slider.resignFirstResponder()

        #expect(slider.value == 0)
        #expect(log.entries == ["5.0", "10.0", "5.0", "50.0", "0.0"], "no event where the value could not move")
    }

    @Test func setValueAnimatedSlidesTheThumb() {
        let (window, slider, _) = sliderInKeyWindow()
        _ = window

        slider.setValue(1, animated: true)
        app.advance(by: UISlider.animationDuration / 2)
        let halfWay = slider.thumb.layer.presentation()!.frame.midX
        app.settle()

        #expect(halfWay > 14 && halfWay < 202)
        #expect(slider.thumb.layer.presentation()!.frame.midX == 202)
    }

    @Test func overriddenTrackAndThumbRectsPlaceTheParts() {
        final class InsetSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                super.trackRect(forBounds: bounds).insetBy(dx: 20, dy: 0)
            }
        }
        let slider = InsetSlider(frame: CGRect(x: 0, y: 0, width: 216, height: 34))
        slider.value = 1

        slider.layoutIfNeeded()

        #expect(slider.thumb.frame.maxX == 196 - UISlider.thumbEdgeWidth)
    }
}
