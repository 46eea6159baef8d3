import Foundation

/// A value of the public API made of numbers, every one of which must be finite (DESIGN §2
/// "Non-finite or negative geometry"). `numbers` prints them as UIKit's messages do (`%g`,
/// Core Animation's `[x y; w h]` for a rect).
protocol FiniteCheckable {
    /// Whether no number is NaN or infinite.
    var isFiniteValue: Bool { get }
    /// Whether some number is NaN (Core Animation's messages say "NaN" for those).
    var containsNaN: Bool { get }
    /// The numbers as UIKit prints them in its messages.
    var numbers: String { get }
}

/// `%g`, as Core Animation and Auto Layout print numbers (`nan`, `inf`, `16.8333`).
func printedNumber(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

extension CGFloat: FiniteCheckable {
    var isFiniteValue: Bool { isFinite }
    var containsNaN: Bool { isNaN }
    var numbers: String { printedNumber(self) }
}

extension Float: FiniteCheckable {
    var isFiniteValue: Bool { isFinite }
    var containsNaN: Bool { isNaN }
    var numbers: String { printedNumber(CGFloat(self)) }
}

extension Double: FiniteCheckable {
    var isFiniteValue: Bool { isFinite }
    var containsNaN: Bool { isNaN }
    var numbers: String { printedNumber(CGFloat(self)) }
}

/// Checks and prints a list of numbers; the geometry types below are lists in a given order.
private protocol NumberList: FiniteCheckable {
    var components: [CGFloat] { get }
}

extension NumberList {
    var isFiniteValue: Bool { components.allSatisfy(\.isFinite) }
    var containsNaN: Bool { components.contains(where: \.isNaN) }
    var numbers: String { "[" + components.map(printedNumber).joined(separator: " ") + "]" }
}

extension CGPoint: NumberList {
    fileprivate var components: [CGFloat] { [x, y] }
}

extension CGSize: NumberList {
    fileprivate var components: [CGFloat] { [width, height] }
}

extension CGVector: NumberList {
    fileprivate var components: [CGFloat] { [dx, dy] }
}

extension CGRect: NumberList {
    fileprivate var components: [CGFloat] { [origin.x, origin.y, size.width, size.height] }
    /// Core Animation's `[x y; w h]`.
    var numbers: String {
        "[\(printedNumber(origin.x)) \(printedNumber(origin.y)); \(printedNumber(size.width)) \(printedNumber(size.height))]"
    }
}

extension CGAffineTransform: NumberList {
    fileprivate var components: [CGFloat] { [a, b, c, d, tx, ty] }
}

extension CATransform3D: NumberList {
    fileprivate var components: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

extension UIEdgeInsets: NumberList {
    fileprivate var components: [CGFloat] { [top, left, bottom, right] }
}

extension NSDirectionalEdgeInsets: NumberList {
    fileprivate var components: [CGFloat] { [top, leading, bottom, trailing] }
}

extension Runtime {
    /// The public API's one gate for numbers: true when every number of `value` is finite;
    /// otherwise reports the exception UIKit raises, worded by `message` from the value's printed
    /// numbers, and returns false so the caller keeps its old value (nothing traps later in hit
    /// testing, layout or drawing).
    func acceptsFinite<Value: FiniteCheckable>(
        _ value: Value, name: String = "NSInternalInconsistencyException", message: (String) -> String
    ) -> Bool {
        guard !value.isFiniteValue else { return true }
        report(.exception, message(value.numbers), name: name)
        return false
    }

    /// Core Animation's check, in its words: "CALayer bounds contains NaN: [nan 0; 0 0]",
    /// raised as `CALayerInvalidGeometry` (recorded in many iOS crash logs). Core Animation only
    /// checks for NaN; ±∞ is refused here too, in the same shape ("contains inf", our words).
    /// Other owners (a scroll view's contentSize, Automation's inputs), whose UIKit text is not
    /// known or which are beyond UIKit, are refused in the same shape as an invalid argument.
    func acceptsFinite<Value: FiniteCheckable>(_ value: Value, owner: String = "CALayer", property: String) -> Bool {
        let name = owner == "CALayer" ? "CALayerInvalidGeometry" : "NSInvalidArgumentException"
        return acceptsFinite(value, name: name) { numbers in
            "\(owner) \(property) contains \(value.containsNaN ? "NaN" : "inf"): \(numbers)"
        }
    }
}
