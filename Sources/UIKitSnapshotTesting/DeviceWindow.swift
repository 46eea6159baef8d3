import Foundation
@_spi(Testing) import UIKit

/// A device's screen for a snapshot: its safe area is the device's, given by overriding
/// `safeAreaInsets` as pointfree's iOS window does, and it draws no status strip.
@MainActor
final class DeviceWindow: UIWindow {
    private let safeArea: UIEdgeInsets
    /// The controller whose status bar decides the top inset of a phone with a home button.
    private weak var hosted: UIViewController?

    init(frame: CGRect, safeArea: UIEdgeInsets, hosting controller: UIViewController) {
        self.safeArea = safeArea
        hosted = controller
        super.init(frame: frame)
        drawsStatusStrip = false
    }

    required init?(coder: NSCoder) { nil }

    /// The device's safe area; on a device whose only inset is the 20 pt status bar, none when
    /// the app hides the status bar (the bar is all that inset was for).
    override var safeAreaInsets: UIEdgeInsets {
        if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHidden { return .zero }
        return safeArea
    }

    /// Whether the hosted controller, or the child it names for the decision, hides the status bar.
    private var statusBarHidden: Bool {
        guard var decider = hosted else { return false }
        while let child = decider.childForStatusBarHidden, child !== decider { decider = child }
        return decider.prefersStatusBarHidden
    }
}
