import Foundation
@_implementationOnly import CPixman

/// Flattened images of layers drawn under a perspective map (a flip) or bent by a page curl,
/// shared by the threads that paint a frame and kept for the next frame, as Core Animation keeps
/// a layer's backing store: a layer turning in 3D or a page being turned is rasterized once, not
/// once per band per frame. Entries are keyed by what the flat image depends on (the subtree,
/// not its placement or curl) and dropped after a frame that did not use them.
final class FlatLayerCache: @unchecked Sendable {
    private struct Entry {
        let key: RenderNode
        let image: OpaquePointer
        let extent: PixelRect
        var used: Bool
    }

    // Recursive: flattening a layer may flatten a perspective layer inside it.
    private let lock = NSRecursiveLock()
    private var entries: [Entry] = []

    /// The image for `node`'s flat content, drawn by `draw` the first time.
    func image(
        for node: RenderNode, draw: () -> (OpaquePointer, PixelRect)?
    ) -> (image: OpaquePointer, extent: PixelRect)? {
        let key = Self.key(node)
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].used = true
            return (entries[index].image, entries[index].extent)
        }
        guard let (image, extent) = draw() else { return nil }
        entries.append(Entry(key: key, image: image, extent: extent, used: true))
        return (image, extent)
    }

    /// Releases the images the frame just painted did not use.
    func endFrame() {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries where !entry.used { pixman_image_unref(entry.image) }
        entries.removeAll { !$0.used }
        for index in entries.indices { entries[index].used = false }
    }

    deinit {
        for entry in entries { pixman_image_unref(entry.image) }
    }

    /// The node without what only places it: position, anchor, transform, opacity and the page
    /// curl that bends it (a moving curl reuses the flat image).
    private static func key(_ node: RenderNode) -> RenderNode {
        var key = node
        key.pageCurl = nil
        key.position = .zero
        key.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        key.transform = .identity
        key.opacity = 1
        return key
    }
}
