import Testing
import UIKit

/// Issue 32 (10): after a turn to landscape, a fractional window left the root 390.49999999999994
/// wide, short of the window ("root fills the window").
@MainActor @Suite struct FractionalRotationTests {
    @Test func aFractionalWindowAfterALandscapeTurnIsFilledExactly() {
        let root = UIViewController()
        let window = showInWindow(root, width: 390, height: 844)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        UIApplication.shared.advance(by: 1)

        window.frame = CGRect(x: 0, y: 0, width: 390.5, height: 843.7)
        UIApplication.shared.advance(by: 1)

        #expect(window.bounds.size == CGSize(width: 390.5, height: 843.7))
        #expect(root.view.bounds.size == window.bounds.size)
        #expect(root.view.center == CGPoint(x: window.bounds.midX, y: window.bounds.midY))
    }
}
