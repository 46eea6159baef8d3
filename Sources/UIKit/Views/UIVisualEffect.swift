import Foundation

/// What a `UIVisualEffectView` does to the content behind it. `UIBlurEffect` is the one built
/// (vibrancy is not).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uivisualeffect)
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}
