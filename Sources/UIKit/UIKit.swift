// The framework's public surface grows issue by issue; see the Coverage article (UIKit.docc/Coverage.md).
// Platform/ holds the SDL window backend, the only code that opens a window.
@_exported import Foundation
