@_implementationOnly import CPixman

/// A set of pixel rectangles (pixman's region), used for damage and clipping.
final class Region {
    /// Untyped, so no pixman type is part of any stored layout: the C modules are imported
    /// `@_implementationOnly`, hidden from clients (ARCHITECTURE.md, "C behind the edge modules").
    private let storage = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<pixman_region32_t>.size,
        alignment: MemoryLayout<pixman_region32_t>.alignment)
    var raw: UnsafeMutablePointer<pixman_region32_t> { storage.assumingMemoryBound(to: pixman_region32_t.self) }

    init() {
        storage.initializeMemory(as: pixman_region32_t.self, repeating: pixman_region32_t(), count: 1)
        pixman_region32_init(raw)
    }

    convenience init(_ rect: PixelRect) {
        self.init()
        if !rect.isEmpty {
            pixman_region32_fini(raw)
            pixman_region32_init_rect(raw, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        }
    }

    /// The union of `rects` (disjoint or not), built in one pass rather than a union per rect.
    convenience init(rects: [PixelRect]) {
        self.init()
        let boxes = rects.filter { !$0.isEmpty }.map {
            pixman_box32_t(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.maxX), y2: Int32($0.maxY))
        }
        guard !boxes.isEmpty else { return }
        pixman_region32_fini(raw)
        _ = boxes.withUnsafeBufferPointer { pixman_region32_init_rects(raw, $0.baseAddress, Int32($0.count)) }
    }

    deinit {
        pixman_region32_fini(raw)
        storage.deallocate()
    }

    func copy() -> Region {
        let r = Region()
        pixman_region32_copy(r.raw, raw)
        return r
    }

    func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        pixman_region32_union_rect(raw, raw, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    func intersect(_ rect: PixelRect) {
        guard !rect.isEmpty else {
            pixman_region32_clear(raw)
            return
        }
        pixman_region32_intersect_rect(raw, raw, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    func subtract(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        let other = Region(rect)
        pixman_region32_subtract(raw, raw, other.raw)
    }

    func add(_ other: Region) { pixman_region32_union(raw, raw, other.raw) }

    /// Whether every pixel of `rect` is in the region.
    func contains(_ rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return true }
        var box = pixman_box32_t(x1: Int32(rect.x), y1: Int32(rect.y), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        return pixman_region32_contains_rectangle(raw, &box) == PIXMAN_REGION_IN
    }

    func translate(_ dx: Int, _ dy: Int) {
        pixman_region32_translate(raw, Int32(dx), Int32(dy))
    }

    var isEmpty: Bool { pixman_region32_not_empty(raw) == 0 }

    var extents: PixelRect {
        guard !isEmpty else { return .zero }
        let e = pixman_region32_extents(raw)!.pointee
        return PixelRect(x: Int(e.x1), y: Int(e.y1), width: Int(e.x2 - e.x1), height: Int(e.y2 - e.y1))
    }

    var rects: [PixelRect] {
        var n: Int32 = 0
        guard let boxes = pixman_region32_rectangles(raw, &n) else { return [] }
        return (0..<Int(n)).map {
            let b = boxes[$0]
            return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }

    var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Pixels of the region in rows above `y`.
    func area(above y: Int) -> Int {
        rects.reduce(0) { $0 + max(0, min($1.maxY, y) - $1.y) * $1.width }
    }

    func intersects(_ rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return false }
        var box = pixman_box32_t(x1: Int32(rect.x), y1: Int32(rect.y), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        return pixman_region32_contains_rectangle(raw, &box) != PIXMAN_REGION_OUT
    }
}
