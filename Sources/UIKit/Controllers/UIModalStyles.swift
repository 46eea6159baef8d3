import Foundation

/// How a presented controller covers the screen. Raw values are UIKit's. The popover and
/// `.currentContext` styles are not built; the default is `.fullScreen`, iOS 12's default (iOS 13
/// made it `.automatic`, a sheet on iPhone: set it to get one).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle)
public enum UIModalPresentationStyle: Int, Sendable {
    /// No presentation: what a navigation or tab bar transition's context reports.
    case none = -1
    /// Covers the window; the presenting views leave the window once the transition ends.
    case fullScreen = 0
    /// A sheet (`UISheetPresentationController`) in a compact-width window, as on iPhone.
    case pageSheet = 1
    /// A sheet too in a compact-width window (iOS 17 shows form sheets as page sheets there).
    case formSheet = 2
    /// Covers the window; the views below stay (and stay appeared), seen through transparency.
    case overFullScreen = 5
    /// Covers the presentation context's view, inside it: it travels with that view (a tab
    /// switch or a push takes it along). The views below stay.
    case overCurrentContext = 6
    /// The transitioning delegate's presentation controller and animators decide.
    case custom = 4
    /// The system chooses: a page sheet, as iOS 13 and later choose on iPhone.
    case automatic = -2

    /// Whether the presenting controller's views leave, with disappear callbacks (a custom
    /// presentation asks its controller's `shouldRemovePresentersView`).
    var removesPresentersViews: Bool { self == .fullScreen }
    /// Whether the presentation context is the nearest one that defines a context.
    var usesCurrentContext: Bool { self == .overCurrentContext }
    /// `.automatic` chosen: a page sheet.
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }
    /// Presented through a presentation controller in a container view of its own.
    var usesPresentationController: Bool { self == .custom || self == .pageSheet || self == .formSheet }
}

/// The animation of a presentation and its dismissal. Raw values are UIKit's.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uimodaltransitionstyle)
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge; dismissal slides it back down.
    case coverVertical = 0
    /// Turns the screen over from right to left; dismissal turns it back.
    case flipHorizontal = 1
    /// Fades in; dismissal fades out.
    case crossDissolve = 2
    /// Curls the presenting screen up part-way from the bottom and leaves it curled over the
    /// presented view; dismissal uncurls it (PartialCurlView). Full-screen presentations only.
    case partialCurl = 3

    /// UIKit does not document these durations; they match what iOS shows closely enough to read.
    var duration: TimeInterval {
        switch self {
        case .coverVertical: 0.5
        case .flipHorizontal: 0.6
        case .crossDissolve: 0.4
        case .partialCurl: 0.5
        }
    }
}
