import Foundation

/// A colour in CIE 1976 L*a*b* under the D65 white point: L* from 0 (black) to 100 (white).
struct LabColor: Equatable, Sendable {
    var l: Double
    var a: Double
    var b: Double
}

/// sRGB bytes to CIE L*a*b*, the path Core Image takes before `CILabDeltaE` measures a
/// difference: the sRGB transfer curve undone (IEC 61966-2-1), linear RGB to XYZ with sRGB's
/// primaries and D65 white, XYZ to L*a*b* relative to that white (CIE 15:2004). Equations as
/// Bruce Lindbloom publishes them (brucelindbloom.com, "RGB to XYZ" and "XYZ to Lab").
enum PerceptualColor {
    /// Each sRGB byte's linear light, 0…1: the curve is evaluated 256 times, not per pixel.
    static let linear: [Double] = (0..<256).map { byte in
        let encoded = Double(byte) / 255
        return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The D65 reference white in XYZ (Y = 1), the white Lab is relative to.
    static let white = (x: 0.95047, y: 1.0, z: 1.08883)

    /// The L*a*b* of an opaque sRGB colour.
    static func lab(red: UInt8, green: UInt8, blue: UInt8) -> LabColor {
        let r = linear[Int(red)], g = linear[Int(green)], b = linear[Int(blue)]
        // sRGB primaries to XYZ, D65 (IEC 61966-2-1).
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE's companding function: a cube root, linear near black where the root is too steep.
    private static func f(_ t: Double) -> Double {
        // ε = 216/24389 and κ = 24389/27, the exact forms of CIE's rounded 0.008856 and 903.3.
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
}
