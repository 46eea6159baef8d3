import Foundation
import Testing
@testable import UIKit

/// Issue 32 (4, 5, 14): the public API refuses NaN and infinite numbers at once with UIKit's
/// exception (Core Animation's "CALayer bounds contains NaN: [nan 0; 0 0]", Auto Layout's
/// "NSLayoutConstraint constant is not finite!  That's illegal."), keeps the old value and never
/// traps later; a negative size is taken as its standardized rect, as Core Animation takes it.
@MainActor @Suite struct NonFiniteInputTests {
    private func exception(_ message: String, _ name: String = "CALayerInvalidGeometry") -> Diagnostic {
        Diagnostic(kind: .exception, name: name, message: message)
    }

    @Test func aViewRefusesANonFiniteFrameBoundsCenterTransformAndAlpha() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

        let diagnostics = capturingDiagnostics {
            view.frame = CGRect(x: CGFloat.nan, y: 50, width: 200, height: 200)
            view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            view.bounds = CGRect(x: 0, y: CGFloat.nan, width: 320, height: 291)
            view.center = CGPoint(x: 240, y: CGFloat.nan)
            view.transform = CGAffineTransform(scaleX: .nan, y: 1)
            view.alpha = .nan
        }

        #expect(
            diagnostics == [
                exception("CALayer position contains NaN: [nan 50]"),
                exception("CALayer bounds contains inf: [0 0; inf 10]"),
                exception("CALayer bounds contains NaN: [0 nan; 320 291]"),
                exception("CALayer position contains NaN: [240 nan]"),
                exception(
                    "CALayer transform contains NaN: [nan 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1]"),
                exception("CALayer opacity contains NaN: nan"),
            ])
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.transform == .identity && view.alpha == 1)
    }

    @Test func aValueSetInsideAnAnimationBlockIsRefusedTooAndNothingAnimates() {
        let window = makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)

        let diagnostics = capturingDiagnostics {
            UIView.animate(withDuration: 0.3) {
                view.alpha = .nan
                view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50)
            }
            UIApplication.shared.advance(by: 0.5)
        }

        #expect(
            diagnostics.map { $0.message } == [
                "CALayer opacity contains NaN: nan", "CALayer bounds contains NaN: [0 0; nan 50]",
            ])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50) && view.alpha == 1)
        #expect(view.layer.animations.isEmpty)
    }

    @Test func aNaNContentOffsetIsRefusedAndATapStillHitTests() {
        let window = makeKeyWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scrollView)
        UIApplication.shared.advance(by: 1.0 / 60)

        let diagnostics = capturingDiagnostics {
            scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
            scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
            scrollView.contentInset = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
            scrollView.zoomScale = .nan
            Automation().tap(at: CGPoint(x: 100, y: 100))
        }

        #expect(
            diagnostics == [
                exception("CALayer bounds contains NaN: [nan 0; 320 240]"),
                exception("CALayer bounds contains inf: [0 inf; 320 240]"),
                exception("UIScrollView contentSize contains NaN: [nan 10]", "NSInvalidArgumentException"),
                exception("UIScrollView contentInset contains inf: [inf 0 0 0]", "NSInvalidArgumentException"),
                exception("UIScrollView zoomScale contains NaN: nan", "NSInvalidArgumentException"),
            ])
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(scrollView.contentInset == .zero && scrollView.zoomScale == 1)
    }

    @Test func aRefusedBoundsOriginIsNoScroll() {
        final class Counter: NSObject, UIScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = Counter()
        scrollView.delegate = counter

        let diagnostics = capturingDiagnostics {
            scrollView.bounds = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
        }

        #expect(diagnostics.map { $0.message } == ["CALayer bounds contains NaN: [nan 0; 100 100]"])
        #expect(counter.scrolls == 0 && scrollView.contentOffset == .zero)
    }

    @Test func aConstraintRefusesANonFiniteConstantAndMultiplier() {
        let window = makeKeyWindow()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 50),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        UIApplication.shared.advance(by: 1.0 / 60)

        var made: NSLayoutConstraint?
        let diagnostics = capturingDiagnostics {
            width.constant = .infinity
            made = view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: .nan)
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(
            diagnostics == [
                exception(
                    "NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf "
                        + "firstAnchor:\(width.firstAnchor) secondAnchor:(null)",
                    "NSInternalInconsistencyException"),
                exception(
                    "Multiplier is not finite!  That's illegal.  multiplier:nan", "NSInternalInconsistencyException"),
            ])
        #expect(width.constant == 100 && made?.multiplier == 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Auto Layout's check and words (`-[NSLayoutConstraint setPriority:]`): 0 < priority ≤ 1000.
    @Test func aPriorityOutsideZeroToAThousandOrNaNIsRefused() {
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = .defaultHigh

        let diagnostics = capturingDiagnostics {
            constraint.priority = UILayoutPriority(1001)
            constraint.priority = UILayoutPriority(0)
            constraint.priority = UILayoutPriority(.nan)
        }

        let text = { (value: String) in
            "It's illegal to set priority:\(value).  Priorities must be greater than 0 and less or equal to "
                + "NSLayoutPriorityRequired, which is 1000.000000."
        }
        #expect(
            diagnostics == [
                exception(text("1001"), "NSInternalInconsistencyException"),
                exception(text("0"), "NSInternalInconsistencyException"),
                exception(text("nan"), "NSInternalInconsistencyException"),
            ])
        #expect(constraint.priority == .defaultHigh)
    }

    @Test func aNonFiniteOrNegativeWindowFrameNeverReachesTheRootAndAValidOneRestoresIt() {
        let root = UIViewController()
        let window = showInWindow(root, width: 390, height: 844)

        let diagnostics = capturingDiagnostics {
            window.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844)
            window.frame = CGRect(x: CGFloat.infinity, y: 0, width: 390, height: 844)
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let refused = window.frame
        window.frame = CGRect(x: 0, y: 0, width: -200, height: 400)
        UIApplication.shared.advance(by: 1)
        let negative = (window.bounds, root.view.frame)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        UIApplication.shared.advance(by: 1)

        #expect(
            diagnostics == [
                exception("CALayer bounds contains NaN: [0 0; nan 844]"),
                exception("CALayer position contains inf: [inf 0]"),
            ])
        #expect(refused == CGRect(x: 0, y: 0, width: 390, height: 844))
        // CGRectStandardize: (0, 0, -200, 400) is (-200, 0, 200, 400).
        #expect(negative.0 == CGRect(x: 0, y: 0, width: 200, height: 400))
        #expect(negative.1 == CGRect(x: 0, y: 0, width: 200, height: 400))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aViewFrameWithANegativeWidthIsItsStandardizedRect() {
        let view = UIView()

        view.frame = CGRect(x: 100, y: 0, width: -40, height: 30)

        #expect(view.frame == CGRect(x: 60, y: 0, width: 40, height: 30))
        #expect(view.bounds.size == CGSize(width: 40, height: 30))
    }

    @Test func automationRefusesNonFiniteInputAndTheClockRefusesEndlessTime() {
        let window = makeKeyWindow()
        let start = UIApplication.shared.currentTime

        let diagnostics = capturingDiagnostics {
            Automation().resizeScreen(to: CGSize(width: CGFloat.nan, height: 400))
            Automation().tap(at: CGPoint(x: CGFloat.nan, y: 10))
            Automation().touchDown(at: CGPoint(x: 10, y: CGFloat.infinity))
            UIApplication.shared.advance(by: .infinity)
            UIApplication.shared.advance(by: .nan)
            UIApplication.shared.advance(by: -1)
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(
            diagnostics == [
                exception("Automation resizeScreen(to:) size contains NaN: [nan 400]", "NSInvalidArgumentException"),
                exception("Automation tap(at:) point contains NaN: [nan 10]", "NSInvalidArgumentException"),
                exception("Automation touchDown(at:) point contains inf: [10 inf]", "NSInvalidArgumentException"),
                exception("advance(by:): seconds is not finite: inf", "NSInvalidArgumentException"),
                exception("advance(by:): seconds is not finite: nan", "NSInvalidArgumentException"),
                exception("advance(by:): seconds is negative: -1", "NSInvalidArgumentException"),
            ])
        #expect(abs(UIApplication.shared.currentTime - start - 1.0 / 60) < 1e-9)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
    }

    @Test func automationTakesAHugeScreenSideAsTheLongestItPasses() {
        let window = makeKeyWindow()
        let screen = UIApplication.shared.screen.bounds

        Automation().resizeScreen(to: CGSize(width: CGFloat(Int.max), height: 400))
        UIApplication.shared.advance(by: 1)

        #expect(window.frame.size == CGSize(width: Automation.largestScreenSide, height: 400))
        window.isHidden = true
        UIApplication.shared.screen.bounds = screen
    }
}
