import Foundation
import Compositor

/// A root node covering the whole framebuffer, so tests read pixels in root coordinates.
func scene(
    width: Int = 200, height: Int = 150, background: RenderColor? = .white,
    _ children: [RenderNode] = []
) -> RenderNode {
    RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height), backgroundColor: background, children: children)
}

@MainActor
func render(_ root: RenderNode, threads: Int = 1) throws -> Renderer {
    let renderer = try Renderer(width: Int(root.bounds.width), height: Int(root.bounds.height))
    renderer.threadCount = threads
    renderer.render(root)
    return renderer
}

extension Framebuffer {
    /// Pixels inside `rect` that differ from `background`.
    func inkCount(in rect: PixelRect, background: UInt32) -> Int {
        var count = 0
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) where pixel(x: x, y: y) != background { count += 1 }
        }
        return count
    }

    /// Pixels outside `rect` that differ from `background`.
    func inkCount(outside rect: PixelRect, background: UInt32) -> Int {
        inkCount(in: bounds, background: background) - inkCount(in: rect, background: background)
    }

    /// Leftmost column holding a pixel different from `background`, if any.
    func firstInkColumn(background: UInt32) -> Int? {
        for x in 0..<width { for y in 0..<height where pixel(x: x, y: y) != background { return x } }
        return nil
    }

    func hex(x: Int, y: Int) -> String { String(format: "%08X", pixel(x: x, y: y)) }
}

let white: UInt32 = 0xFFFF_FFFF
let red = RenderColor(red: 1, green: 0, blue: 0)
let blue = RenderColor(red: 0, green: 0, blue: 1)
let green = RenderColor(red: 0, green: 1, blue: 0)

func temporaryPath(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "compositor-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}
