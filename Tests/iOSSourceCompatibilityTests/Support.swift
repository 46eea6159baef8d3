import Foundation
import UIKit

@MainActor
func makeKeyWindow(width: CGFloat = 393, height: CGFloat = 852) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
}

/// The diagnostics `body` reports, kept from the default handler.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [Diagnostic] {
    var captured: [Diagnostic] = []
    let previous = UIApplication.shared.diagnosticHandler
    UIApplication.shared.diagnosticHandler = { captured.append($0) }
    body()
    UIApplication.shared.diagnosticHandler = previous
    return captured
}

/// A message with its instance address made stable.
func withoutAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
}
