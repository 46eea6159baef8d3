import Foundation

/// UIKit's private `-[UIViewController _printHierarchy]` (iOS 8 and later), which iOS developers
/// read in the debugger and pointfree's `.hierarchy` snapshot records. Testing SPI
/// (`@_spi(Testing) import UIKit`): a debugging aid for snapshot libraries and the fuzzer, not
/// public API, as in Apple's UIKit.
///
/// The format, read off real outputs (PSPDFKit's debugging article, facebook/chisel's `pvc`
/// examples, pointfree's documented `.hierarchy` record):
///
///     <UINavigationController 0x…>, state: disappeared, view: <UILayoutContainerView 0x…> not in the window
///        | <App.List 0x…>, state: disappeared, view: (view not loaded)
///        + <App.Detail 0x…>, state: appeared, view: <UIView 0x…>, presented with: <_UIFullscreenPresentationController 0x…>
///
/// Children come first, each under `   | `, then the presented controller under `   + `; deeper
/// levels repeat `   | ` for every level above. Our containers' views are our own classes
/// (`ContainerRootView` where iOS has `UILayoutContainerView`).
extension UIViewController {
    /// The controller, its children and what it presents, one line each.
    @_spi(Testing) public func _printHierarchy() -> String {
        var lines: [String] = []
        appendHierarchy(to: &lines, indent: "", marker: "")
        return lines.joined(separator: "\n")
    }

    private func appendHierarchy(to lines: inout [String], indent: String, marker: String) {
        var line = "\(indent)\(marker)\(hierarchyReference(to: self)), state: \(appearState.debugText), view: "
        if let view = viewIfLoaded {
            line += hierarchyReference(to: view)
            if view.window == nil { line += " not in the window" }
        } else {
            line += "(view not loaded)"
        }
        if let presenting = presentingLink, presenting.presentedLink === self {
            line += ", presented with: \(presenting.presentationRecord?.debugPresentationController ?? "<>")"
        }
        lines.append(line)
        let inner = marker.isEmpty ? indent : indent + "   | "
        for child in children { child.appendHierarchy(to: &lines, indent: inner, marker: "   | ") }
        presentedLink?.appendHierarchy(to: &lines, indent: inner, marker: "   + ")
    }

    /// `<Class 0x…>`: no colon in this format.
    private func hierarchyReference(to object: AnyObject) -> String {
        "<\(DebugText.className(of: object)) \(DebugText.address(of: object))>"
    }
}

extension UIViewController.AppearState {
    fileprivate var debugText: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}

extension PresentationRecord {
    /// The presentation controller, or for a style UIKit runs without one of ours, the private
    /// class iOS uses for it (named without an address: there is no object to point at).
    fileprivate var debugPresentationController: String {
        if let presentationController {
            return
                "<\(DebugText.className(of: presentationController)) \(DebugText.address(of: presentationController))>"
        }
        return switch style {
        case .overFullScreen: "<_UIOverFullscreenPresentationController>"
        case .overCurrentContext: "<_UIOverCurrentContextPresentationController>"
        default: "<_UIFullscreenPresentationController>"
        }
    }
}
