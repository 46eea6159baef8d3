import Compositor
import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitSnapshotTesting

/// `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)` as pointfree 1.19.7 defines it,
/// on images built in code: CIE94 ΔE as Core Image's `CILabDeltaE` reports it, `precision` as
/// a share of bytes or of pixels, the boundaries, sizes, transparency and the failure messages.
@MainActor @Suite struct ImageDiffingTests {
    /// A `width`×`height` image whose pixel at `(x, y)` is `pixel(x, y)` (premultiplied ARGB).
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> UIImage {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { pixels.append(pixel(x, y)) } }
        return UIImage(bitmap: RenderImage(width: width, height: height, premultipliedPixels: pixels))
    }

    private func opaque(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | r << 16 | g << 8 | b }

    private func compare(
        _ reference: UIImage, _ actual: UIImage, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> ImageComparison {
        ImageComparison(
            reference: reference, actual: actual, precision: precision, perceptualPrecision: perceptualPrecision,
            artifacts: nil)
    }

    /// L* of a neutral grey computed straight from CIE's definition: for R = G = B the sRGB
    /// matrix rows sum to Y = linear(v), and a* = b* = 0, so ΔE94 of two greys is their ΔL*.
    private func lightness(grey v: Int) -> Double {
        let c = Double(v) / 255
        let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return y > 216.0 / 24389.0 ? 116 * cbrt(y) - 16 : 24389.0 / 27.0 * y
    }

    /// A scratch folder bound as the artifacts folder for `body`, removed afterwards.
    private func withScratchArtifacts<T>(_ body: (URL) throws -> T) rethrows -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("image-diffing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        return try SnapshotArtifacts.$directory.withValue(root) { try body(root) }
    }

    // MARK: Colour maths

    /// sRGB red's L*a*b* (D65) as published by Lindbloom's and EasyRGB's calculators:
    /// 53.2408, 80.0925, 67.2032; white is L* 100 with no chroma, black L* 0.
    @Test func srgbToLabMatchesPublishedValues() {
        let red = PerceptualColor.lab(red: 255, green: 0, blue: 0)
        let white = PerceptualColor.lab(red: 255, green: 255, blue: 255)
        let black = PerceptualColor.lab(red: 0, green: 0, blue: 0)

        #expect(abs(red.l - 53.2408) < 1e-3 && abs(red.a - 80.0925) < 1e-3 && abs(red.b - 67.2032) < 1e-3)
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        #expect(abs(black.l) < 1e-9 && abs(black.a) < 1e-9 && abs(black.b) < 1e-9)
    }

    /// colour-science's documented example of `delta_E_CIE1994` (graphic arts weights):
    /// (100, 21.57210357, 272.22819350) against (100, 426.67945353, 72.39590835) is 83.7792255…
    /// (colour.readthedocs.io, colour.difference.delta_E_CIE1994). CIE94 is not symmetric.
    @Test func cie94MatchesColourSciencesReferenceValue() {
        let first = LabColor(l: 100, a: 21.57210357, b: 272.22819350)
        let second = LabColor(l: 100, a: 426.67945353, b: 72.39590835)

        let forward = DeltaE.cie94(first, second)
        let backward = DeltaE.cie94(second, first)

        #expect(abs(forward - 83.7792255) < 1e-6)
        #expect(abs(backward - forward) > 1)
    }

    /// Greys differ by exactly their L* difference, derived in the test from CIE's definition.
    @Test(arguments: [(0, 1), (127, 128), (128, 131), (200, 255)])
    func greysDifferByTheirLightness(pair: (Int, Int)) {
        let (v, w) = pair

        let delta = DeltaE.pixels(opaque(UInt32(v), UInt32(v), UInt32(v)), opaque(UInt32(w), UInt32(w), UInt32(w)))

        #expect(abs(delta - abs(lightness(grey: v) - lightness(grey: w))) < 1e-3)
    }

    /// A transparent pixel against any opaque one is a big difference (at least 50: L* is that
    /// far from black or from white); against itself it is none.
    @Test(arguments: [UInt32(0xFF00_0000), 0xFFFF_FFFF, 0xFF80_8080, 0xFFFF_0000, 0xFF30_B0C7])
    func transparentAgainstOpaqueIsABigDifference(colour: UInt32) {
        let transparent: UInt32 = 0

        let forward = DeltaE.pixels(transparent, colour)
        let backward = DeltaE.pixels(colour, transparent)

        #expect(forward >= 50 && backward >= 50, "\(forward) \(backward)")
        #expect(DeltaE.pixels(transparent, transparent) == 0)
    }

    /// Half-transparent black is a lighter grey over white than opaque black: a change of
    /// opacity alone is a difference, the one white shows through it.
    @Test func opacityAloneIsADifference() {
        let halfBlack: UInt32 = 0x8000_0000

        let delta = DeltaE.pixels(0xFF00_0000, halfBlack)

        // Over white, half-transparent black is the grey 255 - 128 = 127.
        #expect(abs(delta - lightness(grey: 127)) < 1e-3)
    }

    // MARK: The verdict

    @Test func identicalImagesMatchAtEveryPrecision() {
        let picture = image(16, 16) { x, y in self.opaque(UInt32(x * 16), UInt32(y * 16), 80) }
        let copy = image(16, 16) { x, y in self.opaque(UInt32(x * 16), UInt32(y * 16), 80) }

        let exact = compare(picture, copy).verdict()
        let perceptual = compare(picture, copy, precision: 1, perceptualPrecision: 0.5).verdict()

        #expect(exact == nil && perceptual == nil)
    }

    /// Two greys a known ΔL* apart: a threshold just above it lets them match, just below it
    /// does not; the message gives the matching share and the lowest precision pointfree's way.
    @Test func perceptualThresholdAtTheBoundary() throws {
        let reference = image(8, 8) { _, _ in self.opaque(128, 128, 128) }
        let actual = image(8, 8) { _, _ in self.opaque(131, 131, 131) }
        let delta = lightness(grey: 131) - lightness(grey: 128)
        let justAbove = Float(1 - (delta + 0.005) / 100), justBelow = Float(1 - (delta - 0.005) / 100)

        let passing = compare(reference, actual, perceptualPrecision: justAbove).verdict()
        let failing = try #require(compare(reference, actual, perceptualPrecision: justBelow).verdict())

        #expect(passing == nil)
        let lines = failing.message.split(separator: "\n").map(String.init)
        #expect(lines.first == "The percentage of pixels that match 0.0 is less than required 1.0")
        let lowest = try #require(
            lines.last?.firstMatch(of: /^The lowest perceptual color precision (\S+) is less than required (\S+)$/))
        #expect(abs(Double(lowest.1)! - (1 - delta / 100)) < 1e-6)
        #expect(Float(lowest.2) == justBelow)
        #expect(failing.scan.differingPixels.count == 64)
    }

    /// 10 of 100 pixels changed in one channel: 10 of 400 bytes (2.5 %) but 10 % of pixels.
    /// `perceptualPrecision` 1 counts bytes, below 1 counts pixels, as pointfree does.
    @Test func precisionIsAShareOfBytesOrOfPixels() throws {
        let reference = image(10, 10) { _, _ in self.opaque(0, 0, 0) }
        let actual = image(10, 10) { x, y in y == 0 ? self.opaque(255, 0, 0) : self.opaque(0, 0, 0) }

        let bytesLoose = compare(reference, actual, precision: 0.97).verdict()
        let bytesStrict = try #require(compare(reference, actual, precision: 0.98).verdict())
        let pixelsLoose = compare(reference, actual, precision: 0.9, perceptualPrecision: 0.99).verdict()
        let pixelsStrict = try #require(
            compare(reference, actual, precision: 0.95, perceptualPrecision: 0.99).verdict())

        #expect(bytesLoose == nil)
        #expect(bytesStrict.message == "Actual image precision 0.975 is less than required 0.98")
        #expect(pixelsLoose == nil)
        // Black to red is a ΔE above 100, so the lowest precision is 0.
        #expect(
            pixelsStrict.message == """
                The percentage of pixels that match 0.9 is less than required 0.95
                The lowest perceptual color precision 0.0 is less than required 0.99
                """)
    }

    /// Byte precision at its boundary: 10 of 400 bytes may differ exactly when
    /// `Int((1 - precision) × 400)` is at least 10, computed in Float as pointfree does; so
    /// 0.975 itself (1 − 0.975 is a hair under 0.025 in Float) lets only 9 through.
    @Test(arguments: [(Float(0.974), true), (0.975, false), (0.9, true), (0.99, false)])
    func bytePrecisionAtTheBoundary(precision: Float, matches: Bool) {
        let reference = image(10, 10) { _, _ in self.opaque(0, 0, 0) }
        let actual = image(10, 10) { x, y in x == 3 ? self.opaque(0, 1, 0) : self.opaque(0, 0, 0) }

        let verdict = compare(reference, actual, precision: precision).verdict()

        #expect((verdict == nil) == (Int((1 - precision) * 400) >= 10))
        #expect((verdict == nil) == matches)
    }

    @Test func exactComparisonSaysHowManyPixelsDiffer() throws {
        let reference = image(10, 10) { _, _ in 0xFFFF_FFFF }
        let actual = image(10, 10) { x, _ in x < 3 ? 0xFFFF_FFFE : 0xFFFF_FFFF }

        let verdict = try #require(compare(reference, actual).verdict())

        #expect(verdict.message == "Newly-taken snapshot does not match reference.\n30 of 100 pixels differ.")
    }

    /// A transparent area where the golden is opaque fails even a loose perceptual precision.
    @Test func aTransparentAreaFailsAgainstAnOpaqueGolden() throws {
        let reference = image(10, 10) { _, _ in self.opaque(128, 128, 128) }
        let actual = image(10, 10) { x, _ in x < 5 ? 0 : self.opaque(128, 128, 128) }

        let verdict = try #require(compare(reference, actual, precision: 0.9, perceptualPrecision: 0.51).verdict())

        #expect(verdict.scan.differingPixels.count == 50)
        #expect(verdict.message.hasPrefix("The percentage of pixels that match 0.5 is less than required 0.9"))
    }

    @Test func aSizeMismatchIsReportedInPointfreesWords() throws {
        let reference = image(120, 120) { _, _ in 0xFF00_0000 }
        let actual = image(100, 120) { _, _ in 0xFF00_0000 }

        let verdict = try #require(compare(reference, actual, precision: 0, perceptualPrecision: 0).verdict())

        #expect(verdict.message == "Newly-taken snapshot@(100.0, 120.0) does not match reference@(120.0, 120.0).")
    }

    @Test func anEmptySnapshotIsReportedAsEmpty() throws {
        let reference = image(4, 4) { _, _ in 0xFF00_0000 }
        let actual = image(0, 4) { _, _ in 0 }

        let verdict = try #require(compare(reference, actual).verdict())

        #expect(verdict.message == "Newly-taken snapshot is empty.")
    }

    // MARK: The diff image

    /// The diff marks the pixels the perceptual rule rejects and no others: of two changed
    /// columns, the one a single step off is within 1 ΔE and stays grey.
    @Test func theDiffImageMarksWhatTheRuleRejects() throws {
        let reference = image(6, 4) { _, _ in self.opaque(128, 128, 128) }
        let actual = image(6, 4) { x, _ in
            x == 1 ? self.opaque(129, 128, 128) : x == 4 ? self.opaque(0, 0, 255) : self.opaque(128, 128, 128)
        }
        let comparison = compare(reference, actual, perceptualPrecision: 0.99)

        let verdict = try #require(comparison.verdict())
        let diff = comparison.diffImage(verdict.scan).bitmap

        let redColumns: [Int] = (0..<4).flatMap { y in (0..<6).filter { x in diff.pixel(x: x, y: y) == 0xFFFF_0000 } }
        #expect(redColumns == [4, 4, 4, 4])
        #expect(diff.pixel(x: 1, y: 0) == diff.pixel(x: 0, y: 0))
    }

    /// Sizes differ: the diff has the larger size, the area outside either image red.
    @Test func theDiffOfDifferentSizesMarksTheMissingArea() throws {
        let reference = image(4, 3) { _, _ in self.opaque(255, 255, 255) }
        let actual = image(3, 4) { _, _ in self.opaque(255, 255, 255) }
        let comparison = compare(reference, actual)

        let verdict = try #require(comparison.verdict())
        let diff = comparison.diffImage(verdict.scan).bitmap

        #expect(diff.width == 4 && diff.height == 4)
        #expect(diff.pixel(x: 3, y: 0) == 0xFFFF_0000 && diff.pixel(x: 0, y: 3) == 0xFFFF_0000)
        #expect(diff.pixel(x: 2, y: 2) != 0xFFFF_0000)
    }

    // MARK: Speed

    /// A 1280×800 pair with every pixel a step off and nearly every colour distinct: each
    /// differing pixel is converted, none by a cache of runs. Kept cheap for the debug build;
    /// nothing is timed.
    @Test func aLargeImageEveryPixelSlightlyOffMatchesPerceptually() {
        let reference = image(1280, 800) { x, y in
            self.opaque(UInt32(x & 0xFF), UInt32(y & 0xFF), UInt32((x + y) >> 3 & 0xFF))
        }
        let actual = image(1280, 800) { x, y in
            self.opaque(UInt32(x & 0xFF) ^ 1, UInt32(y & 0xFF), UInt32((x + y) >> 3 & 0xFF))
        }

        let exact = compare(reference, actual).verdict()
        let perceptual = compare(reference, actual, perceptualPrecision: 0.98).verdict()

        #expect(exact?.scan.differingPixels.count == 1280 * 800)
        #expect(perceptual == nil)
    }

    // MARK: Through the strategy

    /// `Snapshotting<UIImage, UIImage>.image` end to end: recorded, matched, a near colour passes
    /// only with a perceptual precision, and a failure names its artifacts.
    @Test func theImageStrategyComparesImagesBuiltInCode() throws {
        try withScratchArtifacts { artifacts in
            let goldens = artifacts.appendingPathComponent("goldens").path
            let picture = image(20, 20) { x, y in x < 10 ? self.opaque(48, 176, 199) : self.opaque(255, 149, 0) }
            let near = image(20, 20) { x, y in x < 10 ? self.opaque(49, 176, 199) : self.opaque(255, 149, 0) }
            @MainActor func verify(
                _ value: UIImage, _ strategy: Snapshotting<UIImage, UIImage>,
                _ record: SnapshotTestingConfiguration.Record
            ) -> String? {
                verifySnapshot(of: value, as: strategy, named: "picture", record: record, snapshotDirectory: goldens)
            }
            _ = verify(picture, .image, .all)

            let same = verify(picture, .image, .never)
            let exact = try #require(verify(near, .image, .never))
            let perceptual = verify(near, .image(perceptualPrecision: 0.99), .never)

            #expect(same == nil)
            #expect(perceptual == nil)
            #expect(
                exact.contains("\nNewly-taken snapshot does not match reference.\n200 of 400 pixels differ.\nActual: "))
            let actualPath = try #require(exact.firstMatch(of: /Actual: (\S+\.png)/)?.1).description
            let diffPath = try #require(exact.firstMatch(of: /Diff: (\S+\.png)/)?.1).description
            #expect(actualPath.hasPrefix(artifacts.path) && diffPath.hasPrefix(artifacts.path))
            #expect(UIImage(contentsOfFile: actualPath) == near)
        }
    }
}
