import Foundation

/// The entry point of an app whose `main.swift` names its delegate class, as Xcode's older
/// templates wrote it: `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
/// NSStringFromClass(AppDelegate.self))`. The class is found by name among the classes of the
/// modules the `iOSSourceCompatibility` plugin rewrote (`Module.Class` or `Class`), or by
/// Foundation's `NSClassFromString`. Runs until the window closes and returns the exit status;
/// a name that is no delegate class is reported and the status is 1.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/1622933-uiapplicationmain)
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let arguments = (1..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    guard let delegateClassName else {
        UIApplication.shared.report(
            .exception, "UIApplicationMain needs the delegate class's name here (no Info.plist principal class is read)"
        )
        return 1
    }
    let found = GeneratedModules.classNamed(delegateClassName) ?? NSClassFromString(delegateClassName)
    guard let type = found as? any UIApplicationDelegate.Type else {
        UIApplication.shared.report(
            .exception,
            "Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded (or it is not a UIApplicationDelegate).",
            name: "NSInternalInconsistencyException")
        return 1
    }
    return UIApplication.shared.run(delegate: type.init(), arguments: arguments)
}
