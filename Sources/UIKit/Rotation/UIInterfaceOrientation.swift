import Foundation

/// Which way up the interface is drawn. Raw values are UIKit's: the interface's landscape-left
/// is the device's landscape-right (the interface turns against the device).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiinterfaceorientation)
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that keeps content upright on a device held `device`'s way.
    init(device: UIDeviceOrientation) {
        switch device {
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .portrait
        }
    }

    /// Quarter turns clockwise, as the viewer sees them, that an interface in this orientation
    /// is drawn with on a device held `device`'s way: 0 when it is upright.
    func quarterTurns(on device: UIDeviceOrientation) -> Int {
        let upright: UIDeviceOrientation =
            switch self {
            case .portraitUpsideDown: .portraitUpsideDown
            case .landscapeLeft: .landscapeRight
            case .landscapeRight: .landscapeLeft
            default: .portrait
            }
        return (device.quarterTurns - upright.quarterTurns + 4) % 4
    }
}

/// A set of interface orientations. Raw values are UIKit's (`1 << orientation`).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the set holds `orientation`.
    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}

/// How the device is held. Raw values are UIKit's. Here the window's shape is the device: wider
/// than tall is landscape (left, unless turned the other way explicitly), otherwise portrait.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uideviceorientation)
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// Quarter turns clockwise, as the viewer sees them, of what the device shows in portrait:
    /// held landscape-left (home button on the right) its top points left.
    var quarterTurns: Int {
        switch self {
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        default: 0
        }
    }

    /// The orientation reached by `turns` quarter turns clockwise from portrait.
    init(quarterTurns turns: Int) {
        self = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft][(turns % 4 + 4) % 4]
    }
}
