import Foundation
import Testing
@testable import UIKit

/// The engine's frames on whole pixels: an edge the constraints put on a half pixel lands on the
/// same pixel whatever the solver's last bits say. Those bits depend on the pivots the one shared
/// solver took, and so on what earlier layouts left in it: the demo's Radar button, centred
/// between two areas 0.42 of the safe area high, solved to 363.5 or a bit below depending on the
/// tests that ran before, and its golden failed by a pixel in the full suite only.
@MainActor @Suite struct PixelRoundingTests {
    /// The window stays alive with its views for the whole test.
    private let windows = WindowKeeper()

    @Test(arguments: [(10.5 as Double).nextDown, 10.5, (10.5 as Double).nextUp])
    func anEdgeOnAHalfPixelRoundsTheSameWayWhateverTheSolversLastBit(top: Double) {
        let root = UIViewController()
        _ = windows.show(root)
        let view = constrainedView(in: root.view)
        #expect(UIScreen.main.scale == 1)

        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: CGFloat(top)),
            view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 140),
            view.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.view.layoutIfNeeded()

        // A half rounds away from zero (as 10.5 does), edge by edge, so the height stays 44.
        #expect(view.frame == CGRect(x: 20, y: 11, width: 140, height: 44))
    }

    @Test func onlyNoiseCountsAsAHalf() {
        let quarter = UIView.roundedToPixels(10.25), justUnderAHalf = UIView.roundedToPixels(10.499)

        let negative = UIView.roundedToPixels((-10.5 as CGFloat).nextUp)

        #expect(quarter == 10 && justUnderAHalf == 10)
        #expect(negative == -11)
    }
}
