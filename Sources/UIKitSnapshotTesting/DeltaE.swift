import Foundation

/// The colour difference `CILabDeltaE` reports, which pointfree's `perceptualPrecision` is
/// measured in. Apple documents the filter's output as "ΔE 1994 values between 0.0 and 100.0"
/// (developer.apple.com/documentation/coreimage/cifilter-swift.class/labdeltae()), so this is
/// CIE94 with the graphic-arts weights (k_L = k_C = k_H = 1, K1 = 0.045, K2 = 0.015), as
/// Lindbloom publishes it (brucelindbloom.com, "Delta E (CIE 1994)").
enum DeltaE {
    /// ΔE*94 of `sample` against `reference`. CIE94 is not symmetric: the reference's chroma
    /// weighs the chroma and hue terms. pointfree passes the golden as the filter's first image,
    /// so the golden is the reference here too.
    static func cie94(_ reference: LabColor, _ sample: LabColor) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        // ΔH² by difference; rounding can take it a hair below zero for equal hues.
        let dh2 = max(da * da + db * db - dc * dc, 0)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}

extension DeltaE {
    /// ΔE*94 between two premultiplied ARGB pixels, the larger of the differences seen over
    /// black and over white. Core Image compares colours and ignores how opaque they are, which
    /// would let a transparent pixel match any opaque one. Composited over both backdrops, in
    /// sRGB bytes as our renderer and Core Graphics blend, a colour change shows as it does on
    /// any backdrop, a change of opacity shows as the backdrop showing through, and a
    /// transparent pixel against an opaque one differs by at least 50 (L* is at least 50 from
    /// either black or white). Two opaque pixels are simply compared.
    static func pixels(_ reference: UInt32, _ sample: UInt32) -> Double {
        // Over black a premultiplied pixel is its own bytes; over white each channel gains 255 − α.
        let overBlack = cie94(lab(reference, lift: 0), lab(sample, lift: 0))
        let referenceAlpha = reference >> 24, sampleAlpha = sample >> 24
        if referenceAlpha == 0xFF && sampleAlpha == 0xFF { return overBlack }
        let overWhite = cie94(lab(reference, lift: 0xFF - referenceAlpha), lab(sample, lift: 0xFF - sampleAlpha))
        return max(overBlack, overWhite)
    }

    /// The L*a*b* of a premultiplied pixel with `lift` added to each colour byte (its backdrop);
    /// a malformed pixel (a channel above its alpha) saturates at white.
    private static func lab(_ pixel: UInt32, lift: UInt32) -> LabColor {
        PerceptualColor.lab(
            red: UInt8(min((pixel >> 16 & 0xFF) + lift, 0xFF)),
            green: UInt8(min((pixel >> 8 & 0xFF) + lift, 0xFF)),
            blue: UInt8(min((pixel & 0xFF) + lift, 0xFF)))
    }
}
