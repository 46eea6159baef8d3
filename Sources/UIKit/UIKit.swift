// The framework's public surface grows issue by issue; see README's coverage table.
// Platform/ holds the SDL window backend, the only code that opens a window.
@_exported import Foundation
