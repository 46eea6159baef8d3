import Foundation
import Compositor

/// The scroll figure: `ScrollScene` scrolled by one row per frame, drawn by the compositor with
/// the scroll copy, by the compositor repainting the whole list (copies off), and by SDL's
/// software renderer copying a pre-drawn content texture at the new offset — what an SDL
/// program scrolling a list would do, and cheaper than drawing the rows. Frames interleaved.
@MainActor
func runScrollBenchmark(rounds: Int, baseline: SDLSoftwareBaseline) throws -> [(String, Double)] {
    let (width, height, row) = (ScrollScene.width, ScrollScene.height, ScrollScene.rowHeight)
    let copying = try Renderer(width: width, height: height)
    let repainting = try Renderer(width: width, height: height)
    repainting.copiesScrolledContent = false
    // SDL's content: two screens of rows, scrolled through cyclically.
    let contentRows = 2 * (height / row)
    let content = try Renderer(width: width, height: contentRows * row)
    content.render(ScrollScene.content(rows: contentRows))
    let texture = baseline.makeTexture(content.framebuffer)

    var withCopy: [Double] = [], withoutCopy: [Double] = [], sdl: [Double] = [], idle: [Double] = []
    var repainted: [Double] = [], copied: [Double] = [], repaintedWithout: [Double] = []
    for frame in 0..<(rounds + 10) {
        let tree = ScrollScene.tree(offset: frame * row)
        let a = measure { copying.render(tree) }
        let damage = copying.lastDamage
        let b = measure { repainting.render(tree) }
        let d = measure { copying.render(tree) }  // the same frame again: nothing changed
        let c = measure { baseline.scroll(texture, toRow: frame * row % (height), width: width, height: height) }
        if frame >= 10 {  // the first frame draws everything; warm-up rounds are not counted
            withCopy.append(a)
            idle.append(d)
            withoutCopy.append(b)
            sdl.append(c)
            repainted.append(Double(damage.repaintedArea))
            copied.append(Double(damage.copiedArea))
            repaintedWithout.append(Double(repainting.lastDamage.repaintedArea))
        }
    }
    let identical = copying.framebuffer.pixelArray == repainting.framebuffer.pixelArray
    return [
        ("scroll.copy_ms", median(withCopy)),
        ("scroll.copy_p99_ms", percentile(withCopy, 0.99)),
        ("scroll.repaint_ms", median(withoutCopy)),
        ("scroll.repaint_p99_ms", percentile(withoutCopy, 0.99)),
        ("scroll.sdl_texture_ms", median(sdl)),
        ("scroll.sdl_texture_p99_ms", percentile(sdl, 0.99)),
        ("scroll.speedup_vs_repaint", median(withoutCopy) / median(withCopy)),
        ("scroll.speedup_vs_sdl", median(sdl) / median(withCopy)),
        ("scroll.idle_ms", median(idle)),
        ("scroll.repainted_px", median(repainted)),
        ("scroll.copied_px", median(copied)),
        ("scroll.repaint_repainted_px", median(repaintedWithout)),
        ("scroll.same_pixels", identical ? 1 : 0),
    ]
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}
