// Swift Testing declares a cross-import overlay for UIKit: any file importing both `Testing` and
// `UIKit` implicitly imports this module. It must exist for such files to compile, and it must not
// import Testing itself, so apps that link UIKit never link Testing.
@_exported import UIKit

/// Names this overlay, so a test can prove the compiler really cross-imported it (the test uses
/// this symbol without importing `_Testing_UIKit` itself).
public enum TestingOverlay {
    public static let moduleName = "_Testing_UIKit"
}
