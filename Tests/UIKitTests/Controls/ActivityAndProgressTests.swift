import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// UIActivityIndicatorView and UIProgressView: their sizes, the spinner's steps on the frame
/// clock and its hiding when stopped (Apple: `hidesWhenStopped` defaults to true), the bar's
/// pinned progress and its fill.
@MainActor @Suite(.serialized) struct ActivityAndProgressTests {
    private let windows = WindowKeeper()

    /// The spoke drawn brightest (most opaque).
    private func brightest(_ spinner: UIActivityIndicatorView) -> Int? {
        let alphas = spinner.subviews.map { $0.backgroundColor?.cgColor.alpha ?? 0 }
        return alphas.indices.max { alphas[$0] < alphas[$1] }
    }

    @Test func theSpinnerHasItsStylesSizeHidesWhenStoppedAndStepsRoundEightTimesASecond() {
        // Precondition
        let medium = UIActivityIndicatorView(style: .medium), large = UIActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(
            large.intrinsicContentSize == CGSize(width: 37, height: 37)
                && large.frame.size == large.intrinsicContentSize)
        #expect(medium.isHidden && !medium.isAnimating)
        let host = UIViewController()
        host.view.addSubview(large)
        _ = windows.show(host)

        // Action: half a second of spinning, then stopped and half a second more.
        large.startAnimating()
        let shown = !large.isHidden && large.isAnimating
        UIApplication.shared.advance(by: 0.5)
        let afterHalfASecond = brightest(large)
        large.stopAnimating()
        UIApplication.shared.advance(by: 0.5)

        // Assertion: four steps of an eighth of a second (within a frame), then no more.
        #expect(shown)
        #expect(afterHalfASecond.map { (3...4).contains($0) } == true)
        #expect(large.isHidden && !large.isAnimating && brightest(large) == afterHalfASecond)
        let kept = UIActivityIndicatorView(style: .medium)
        kept.hidesWhenStopped = false
        #expect(!kept.isHidden)
    }

    @Test func theBarPinsItsProgressAndFillsThatShareOfItsWidth() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)

        bar.progress = 0.25
        bar.layoutIfNeeded()
        let quarter = bar.subviews.first?.subviews.first?.frame
        bar.setProgress(1.5, animated: false)
        let pinnedHigh = bar.progress
        bar.progress = -1
        let pinnedLow = bar.progress
        bar.progress = .nan

        #expect(quarter == CGRect(x: 0, y: 0, width: 50, height: 4))
        #expect(pinnedHigh == 1 && pinnedLow == 0 && bar.progress == 0)
        #expect(bar.intrinsicContentSize.height == 4 && bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func theSpinnerAndTheBarLookAsOnIOS() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 224, height: 96))
        panel.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        spinner.frame.origin = CGPoint(x: 12, y: 12)
        let small = UIActivityIndicatorView(style: .medium)
        small.hidesWhenStopped = false
        small.frame.origin = CGPoint(x: 64, y: 20)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 12, y: 64, width: 200, height: 4)
        bar.progress = 0.6
        let tinted = UIProgressView(progressViewStyle: .bar)
        tinted.frame = CGRect(x: 12, y: 80, width: 200, height: 4)
        tinted.progress = 0.3
        tinted.progressTintColor = .systemGreen
        for view in [spinner, small, bar, tinted] { panel.addSubview(view) }
        assertSnapshot(of: panel, as: .image)
    }
}
