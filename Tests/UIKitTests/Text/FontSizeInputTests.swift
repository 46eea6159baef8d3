import Testing
import UIKit

/// Issue 32 (bad input at the public API is never a trap): a font of a size that is not finite,
/// negative or huge measures, lays out and draws without ending the process. Apple asks for a
/// size "greater than 0.0" (`UIFont.systemFont(ofSize:)`) and documents nothing for others.
@MainActor @Suite struct FontSizeInputTests {
    @Test(arguments: [CGFloat.infinity, -.infinity, .nan, -5, 0, 1e9])
    func aLabelWithAnUnusableFontSizeLaysOutAndDraws(_ size: CGFloat) {
        let window = makeKeyWindow(width: 200, height: 120)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        window.addSubview(label)

        label.font = .systemFont(ofSize: size)
        _ = label.sizeThatFits(CGSize(width: 180, height: 100))
        label.setNeedsLayout()
        UIApplication.shared.advance(by: 1.0 / 60)
        let picture = Automation().screenshot()

        #expect(picture != nil)
        #expect(label.frame.width.isFinite && label.frame.height.isFinite)
        window.isHidden = true
    }
}
