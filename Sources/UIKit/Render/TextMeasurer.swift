import Foundation
import Compositor

/// Measures lines of text exactly as the compositor draws them, for layout (label sizes, word
/// wrapping) without a renderer. The fonts load on first use; when they are missing every size
/// is zero and the reason is reported once.
@MainActor
final class TextMeasurer {
    /// Where a missing font or library is reported: the runtime that made it (weak, as that
    /// runtime holds it).
    weak var runtime: Runtime?

    private var metrics: TextMetrics?
    private var failed = false

    /// The largest font size the compositor draws; larger sizes look the same.
    nonisolated static var largestFontSize: CGFloat { CGFloat(TextMetrics.largestFontSize) }

    /// Width of the inked line and the font's line height; an empty string gives the line height.
    func size(of string: String, font: UIFont) -> CGSize {
        if metrics == nil && !failed {
            do { metrics = try TextMetrics() } catch {
                failed = true
                runtime?.report(.log, "\(error)")
            }
        }
        return metrics?.size(of: font.textContent(string)) ?? .zero
    }
}
