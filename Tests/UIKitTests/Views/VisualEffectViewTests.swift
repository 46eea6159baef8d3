import Testing
import Foundation
import Compositor
@testable import UIKit

/// UIVisualEffectView with UIBlurEffect: what lies behind is blurred and tinted by the style,
/// the content view is drawn sharp on top, materials follow the interface style, and `effect`
/// animates to and from nil.
@MainActor @Suite struct VisualEffectViewTests {
    /// 200×100: black on the left half, white on the right, and `effect` over the middle
    /// (40, 20, 120, 60), across the edge at x = 100.
    func scene(_ effect: UIVisualEffect?) -> (scene: UIView, effectView: UIVisualEffectView) {
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scene.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        black.backgroundColor = .black
        scene.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 40, y: 20, width: 120, height: 60)
        scene.addSubview(effectView)
        return (scene, effectView)
    }

    func image(of view: UIView) -> UIImage {
        UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    /// The blue channel (any channel, on grey) of a pixel.
    func level(_ image: UIImage, _ x: Int, _ y: Int) -> Int { Int(image.bitmap.pixel(x: x, y: y) & 0xFF) }

    /// The blue channel of a pixel of the screen as the last frame left it.
    func screenLevel(_ x: Int, _ y: Int) throws -> Int {
        Int(try #require(UIApplication.shared.lastFrameImage()).pixel(x: x, y: y) & 0xFF)
    }

    @Test func theContentViewFillsTheViewAndFollowsItsSize() {
        let blur = UIBlurEffect(style: .light)
        let effectView = UIVisualEffectView(effect: blur)

        effectView.frame = CGRect(x: 10, y: 10, width: 120, height: 60)

        #expect(effectView.effect === blur)
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.subviews.last === effectView.contentView, "content above the effect")
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(effectView.hitTest(CGPoint(x: 60, y: 30), with: nil) === effectView.contentView)
    }

    @Test func whatLiesBehindIsBlurred() {
        let sharp = image(of: scene(nil).scene)

        let blurred = image(of: scene(UIBlurEffect(style: .systemUltraThinMaterialLight)).scene)

        let row = (80...120).map { level(blurred, $0, 50) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(row)")
        #expect(Set(row).count >= 20, "a ramp across the edge: \(row)")
        #expect(level(sharp, 99, 50) == 0 && level(sharp, 100, 50) == 255)
        for (x, y) in [(39, 50), (160, 50), (100, 19), (100, 80), (10, 10)] {
            #expect(blurred.bitmap.pixel(x: x, y: y) == sharp.bitmap.pixel(x: x, y: y), "(\(x), \(y)) outside")
        }
    }

    @Test func theContentIsDrawnSharpOverTheBlur() {
        let (scene, effectView) = scene(UIBlurEffect(style: .dark))
        let square = UIView(frame: CGRect(x: 55, y: 25, width: 10, height: 10))
        square.backgroundColor = .red
        effectView.contentView.addSubview(square)

        let shot = image(of: scene)

        // The square sits over the edge (x 95…105 in the scene), unblurred and untinted.
        #expect(shot.bitmap.pixel(x: 95, y: 45) == 0xFFFF_0000)
        #expect(shot.bitmap.pixel(x: 104, y: 54) == 0xFFFF_0000)
        #expect(shot.bitmap.pixel(x: 94, y: 45) != 0xFFFF_0000)
    }

    @Test func withoutAnEffectNothingChanges() {
        let (plain, effectView) = scene(nil)
        effectView.removeFromSuperview()

        #expect(image(of: scene(nil).scene).isEqual(image(of: plain)))
    }

    @Test func eachStyleTintsTheBlur() {
        func grey(_ style: UIBlurEffect.Style?) -> Int {
            let (scene, effectView) = scene(style.map(UIBlurEffect.init))
            scene.subviews[0].backgroundColor = UIColor(white: 0.5, alpha: 1)
            scene.subviews[0].frame = scene.bounds
            return level(image(of: scene), Int(effectView.frame.midX), Int(effectView.frame.midY))
        }
        let base = grey(nil)

        let (extraLight, light, dark) = (grey(.extraLight), grey(.light), grey(.dark))

        #expect(extraLight > light && light > base && base > dark, "\(extraLight) \(light) \(base) \(dark)")
        // Blurred grey is the same grey; 30 % white over it.
        #expect(abs(Double(light) - (Double(base) * 0.7 + 255 * 0.3)) <= 1)
        #expect(grey(.systemUltraThinMaterialLight) < grey(.systemThickMaterialLight))
        #expect(grey(.systemUltraThinMaterialDark) > grey(.systemThickMaterialDark))
    }

    @Test func materialsFollowTheInterfaceStyle() throws {
        let window = makeKeyWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        let adaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        adaptive.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        let regular = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        regular.frame = CGRect(x: 70, y: 0, width: 60, height: 100)
        let alwaysLight = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        alwaysLight.frame = CGRect(x: 140, y: 0, width: 60, height: 100)
        for view in [adaptive, regular, alwaysLight] { window.addSubview(view) }
        UIApplication.shared.advance(by: 1.0 / 60)
        let light = try #require(window.renderer?.framebuffer)
        let before = [30, 100, 170].map { Int(light.pixel(x: $0, y: 50) & 0xFF) }

        window.overrideUserInterfaceStyle = .dark
        UIApplication.shared.advance(by: 1.0 / 60)

        let dark = try #require(window.renderer?.framebuffer)
        let after = [30, 100, 170].map { Int(dark.pixel(x: $0, y: 50) & 0xFF) }
        #expect(adaptive.traitCollection.userInterfaceStyle == .dark)
        #expect(before[0] > 200 && after[0] < 110, "\(before) → \(after)")
        #expect(before[1] > 200 && after[1] < 110, "\(before) → \(after)")
        #expect(after[2] == before[2], "always light")
    }

    @Test func changingAViewBehindRepaintsTheWholeEffect() throws {
        let window = makeKeyWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        let dot = UIView(frame: CGRect(x: 140, y: 70, width: 4, height: 4))
        dot.backgroundColor = .red
        window.addSubview(dot)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
        window.addSubview(effectView)
        UIApplication.shared.advance(by: 1.0 / 60)

        dot.frame.origin.y = 60
        UIApplication.shared.advance(by: 1.0 / 60)

        let renderer = try #require(window.renderer)
        #expect(renderer.lastDamage.bounds == PixelRect(x: 50, y: 20, width: 100, height: 60))
        let fresh = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }
        #expect(fresh.bitmap.hasSamePixels(as: renderer.framebuffer))
    }

    /// Over black, which blurs to black, only the tint shows: it fades with the blur.
    @Test func settingAnEffectInsideAnAnimationFadesTheBlurIn() throws {
        let window = makeKeyWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        let (scene, effectView) = scene(nil)
        scene.subviews[0].frame = scene.bounds
        window.addSubview(scene)
        UIApplication.shared.advance(by: 1.0 / 60)
        let sharp = try screenLevel(100, 50)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemThinMaterialLight)
        }
        UIApplication.shared.advance(by: 0.5)
        let half = try screenLevel(100, 50)
        UIApplication.shared.advance(by: 0.6)
        let full = try screenLevel(100, 50)

        #expect(sharp == 0)
        #expect(full == 140, "55 % white")
        #expect(abs(half - full / 2) <= 1, "half way: \(half) of \(full)")
    }

    @Test func settingNilInsideAnAnimationFadesTheBlurOut() throws {
        let window = makeKeyWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        let (scene, effectView) = scene(UIBlurEffect(style: .systemThinMaterialLight))
        scene.subviews[0].frame = scene.bounds
        window.addSubview(scene)
        UIApplication.shared.advance(by: 1.0 / 60)
        let full = try screenLevel(100, 50)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { effectView.effect = nil }
        UIApplication.shared.advance(by: 0.5)
        let half = try screenLevel(100, 50)
        UIApplication.shared.advance(by: 0.6)

        #expect(effectView.effect == nil)
        #expect(full == 140)
        #expect(abs(half - full / 2) <= 1, "half way: \(half) of \(full)")
        #expect(try screenLevel(100, 50) == 0)
    }

    @Test func betweenTwoBlursTheTintAnimates() throws {
        let window = makeKeyWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        let (scene, effectView) = scene(UIBlurEffect(style: .systemThinMaterialLight))
        scene.subviews[0].frame = scene.bounds
        window.addSubview(scene)
        UIApplication.shared.advance(by: 1.0 / 60)
        let light = try screenLevel(100, 50)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemThinMaterialDark)
        }
        UIApplication.shared.advance(by: 0.5)
        let half = try screenLevel(100, 50)
        UIApplication.shared.advance(by: 0.6)
        let dark = try screenLevel(100, 50)

        // 15 % white at 62 % over black: 24; the tint's colour and alpha move together.
        #expect(light == 140 && dark == 24)
        #expect(dark < half && half < light, "\(light) → \(half) → \(dark)")
    }
}
