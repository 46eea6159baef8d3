import Foundation
import Testing

@testable import UIKit

/// A spinner asks for frames only while it animates in a window: off screen, stopped or
/// released it leaves no display link behind (one left behind made every later frame of the
/// suite slower).
@MainActor @Suite(.serialized) struct ActivityIndicatorLinkTests {
    private let windows = WindowKeeper()
    private var wantsFrames: Bool { UIApplication.shared.runtime.displayLinks.wantsFrames }

    @Test func aSpinnerWantsFramesOnlyWhileAnimatingInAWindow() {
        // Precondition
        let host = UIViewController()
        _ = windows.show(host)
        #expect(!wantsFrames)
        var spinner: UIActivityIndicatorView? = UIActivityIndicatorView(style: .medium)
        spinner!.startAnimating()
        let offScreen = wantsFrames

        // Action & assertion: in a window, removed, back, then released while animating.
        host.view.addSubview(spinner!)
        let onScreen = wantsFrames
        spinner!.removeFromSuperview()
        let removed = wantsFrames
        host.view.addSubview(spinner!)
        spinner = nil
        host.view.subviews.forEach { $0.removeFromSuperview() }
        UIApplication.shared.advance(by: 1.0 / 30)

        #expect(!offScreen && onScreen && !removed)
        #expect(!wantsFrames)
    }
}
