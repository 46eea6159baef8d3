import Foundation
import Compositor

/// `make bench`: medians of the reference scene drawn by the compositor, by SDL's software renderer
/// and by a memset of the frame, measured side by side in one run; plus a perspective flip frame
/// and a full-screen page curl (CurlScene.swift), and a full-screen backdrop blur on a phone-sized
/// frame; and a screen of rows scrolled by one row per frame (ScrollBench.swift).
/// Prints one `key: value` line per figure. The compositor splits a full-frame repaint across the
/// machine's cores (two at most); the single-thread figures are printed beside it.
@MainActor
func runBenchmark() throws {
    let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 200
    let list = ReferenceScene.drawList()
    let tree = ReferenceScene.renderTree(list)
    let renderer = try Renderer(width: ReferenceScene.width, height: ReferenceScene.height)
    let baseline = SDLSoftwareBaseline(width: ReferenceScene.width, height: ReferenceScene.height)
    let threads = renderer.threadCount
    let reference = measureReference(rounds: rounds, list: list, tree: tree, renderer: renderer, baseline: baseline)
    let (flip, curl) = try measureFlipAndCurl(rounds: rounds, renderer: renderer)
    let (blur, sharp) = try measureBlur(rounds: rounds, list: list)
    if ProcessInfo.processInfo.environment["BENCH_EXPERIMENT"] != nil { runExperiments(tree: tree, renderer: renderer) }
    let a = median(reference.compositor), b = median(reference.sdl), c = median(reference.memset)
    func line(_ key: String, _ value: Double) { print("\(key): \(String(format: "%.3f", value))") }
    line("reference.compositor_ms", a)
    line("reference.sdl_ms", b)
    line("reference.memset_ms", c)
    line("reference.speedup_vs_sdl", b / a)
    line("reference.compositor_vs_memset", a / c)
    line("reference.threads", Double(threads))
    line("reference.compositor_1thread_ms", median(reference.singleThread))
    line("reference.speedup_vs_sdl_1thread", b / median(reference.singleThread))
    line("flip.compositor_ms", median(flip))
    line("curl.frame_ms", median(curl))
    line("curl.vs_flip", median(curl) / median(flip))
    line("blur.frame_ms", median(blur))
    line("blur.without_blur_ms", median(sharp))
    line("blur.vs_reference", median(blur) / a)
    for (key, value) in try runScrollBenchmark(rounds: rounds, baseline: baseline) { line(key, value) }
    if let path = ProcessInfo.processInfo.environment["BENCH_FLIP_PNG"] {
        try renderer.framebuffer.writePNG(to: path)
    }
}

/// The reference scene's full frames, round by round side by side: the compositor (on its
/// threads, then on one), SDL's software renderer, and a memset of the frame. Ten warm-up
/// rounds are not counted.
@MainActor
func measureReference(
    rounds: Int, list: [DrawRect], tree: RenderNode, renderer: Renderer, baseline: SDLSoftwareBaseline
) -> (compositor: [Double], singleThread: [Double], sdl: [Double], memset: [Double]) {
    let frameBytes = ReferenceScene.width * ReferenceScene.height * 4
    let memsetTarget = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
    defer { memsetTarget.deallocate() }
    let threads = renderer.threadCount
    let times = interleaved(
        rounds: rounds,
        [
            { _ in
                renderer.invalidate()  // a full frame, not an undamaged no-op
                renderer.render(tree)
            },
            { _ in
                renderer.threadCount = 1
                defer { renderer.threadCount = threads }
                renderer.invalidate()
                renderer.render(tree)
            },
            { _ in baseline.draw(list, clear: ReferenceScene.clear) },
            { round in memset(memsetTarget, Int32(round & 0xFF), frameBytes) },
        ])
    return (times[0], times[1], times[2], times[3])
}

/// The page curl interleaved with the flip, so both see the same load; the curl's flat page
/// is kept between frames, as while a curl moves.
@MainActor
func measureFlipAndCurl(rounds: Int, renderer: Renderer) throws -> (flip: [Double], curl: [Double]) {
    let flipTree = ReferenceScene.flipTree(), curlTree = CurlScene.tree()
    let curlRenderer = try Renderer(width: ReferenceScene.width, height: ReferenceScene.height)
    let times = interleaved(
        rounds: rounds,
        [
            { _ in
                renderer.invalidate()
                renderer.render(flipTree)
            },
            { _ in
                curlRenderer.invalidate()
                curlRenderer.render(curlTree)
            },
        ])
    if let path = ProcessInfo.processInfo.environment["BENCH_CURL_PNG"] {
        try curlRenderer.framebuffer.writePNG(to: path)
    }
    return (times[0], times[1])
}

/// A full-screen backdrop blur on a phone-sized frame, beside the same frame without it.
@MainActor
func measureBlur(rounds: Int, list: [DrawRect]) throws -> (blur: [Double], sharp: [Double]) {
    let blurTree = ReferenceScene.blurTree(list)
    let phone = try Renderer(width: 390, height: 844)
    var withoutBlur = blurTree
    withoutBlur.children[withoutBlur.children.count - 1].backdropBlur = nil
    let times = interleaved(
        rounds: rounds,
        [
            { _ in
                phone.invalidate()
                phone.render(blurTree)
            },
            { _ in
                phone.invalidate()
                phone.render(withoutBlur)
            },
        ])
    if let path = ProcessInfo.processInfo.environment["BENCH_BLUR_PNG"] {
        phone.invalidate()
        phone.render(blurTree)
        try phone.framebuffer.writePNG(to: path)
    }
    return (times[0], times[1])
}

/// `BENCH_EXPERIMENT`: what the root alone costs, and the scene with opaque children.
@MainActor
func runExperiments(tree: RenderNode, renderer: Renderer) {
    var rootOnly = tree
    rootOnly.children = []
    let root = interleaved(rounds: 100, warmUp: 0) { _ in
        renderer.invalidate()
        renderer.render(rootOnly)
    }
    print("rootOnly", median(root))
    var opaque = tree
    opaque.children = opaque.children.map {
        var c = $0
        c.backgroundColor!.alpha = 1
        return c
    }
    let opaqueTimes = interleaved(rounds: 100, warmUp: 0) { _ in
        renderer.invalidate()
        renderer.render(opaque)
    }
    print("opaque children", median(opaqueTimes))
}

/// Times each of `bodies` once a round, one after another so all see the same load; the first
/// `warmUp` rounds are not counted. One list of milliseconds per body; each body gets the round.
func interleaved(rounds: Int, warmUp: Int = 10, _ bodies: [(Int) -> Void]) -> [[Double]] {
    var times = Array(repeating: [Double](), count: bodies.count)
    for round in 0..<(rounds + warmUp) {
        let lap = bodies.map { body in measure { body(round) } }
        if round >= warmUp { for (index, time) in lap.enumerated() { times[index].append(time) } }
    }
    return times
}

/// `interleaved` for one body.
func interleaved(rounds: Int, warmUp: Int = 10, _ body: @escaping (Int) -> Void) -> [Double] {
    interleaved(rounds: rounds, warmUp: warmUp, [body])[0]
}

func measure(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

do {
    try MainActor.assumeIsolated { try runBenchmark() }
} catch {
    FileHandle.standardError.write(Data("CompositorBench: \(error)\n".utf8))
    exit(1)
}
