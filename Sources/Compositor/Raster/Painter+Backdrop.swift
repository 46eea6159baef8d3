import Foundation
@_implementationOnly import CPixman

/// Backdrop blurs. A backdrop reads the pixels already drawn under it, so it needs all of them
/// drawn this frame: the damage tracker repaints a backdrop's whole rectangle whenever any of it
/// is repainted, and the renderer paints such a frame as one band (the blur itself is shared
/// between threads). A group (opacity, a rounded or turned clip) that holds a backdrop starts
/// from a copy of what lies beneath it, so the backdrop sees the scene and not an empty layer.
/// Under a perspective map a node without content of its own blurs the bounding box of its
/// projection, cut to the projected shape; a perspective layer with content or children is
/// drawn flat first, where nothing lies beneath, so its backdrop blurs only its own subtree.
extension Painter {
    /// Blurs what `target` holds under the node's (rounded) bounds, faded in by `opacity`.
    func paintBackdrop(
        _ blur: BackdropBlur, of node: RenderNode, _ m: Matrix3, opacity: Double, target: PaintTarget, clip: Region
    ) {
        let area = DamageTracker.coverage(of: node.bounds, under: m).intersection(clip.extents)
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty, clip.intersects(area), let pixels = pixman_image_get_data(target.image) else { return }
        let stride = Int(pixman_image_get_stride(target.image)) / 4
        let blurred = BoxBlur(
            source: pixels, stride: stride, area: area, sigma: blur.radius * Self.scale(of: m, at: node.bounds),
            saturation: blur.saturation, threads: blurThreads)
        let region = clip.copy()
        region.intersect(area)
        withShapeCoverage(node.bounds, radius: node.cornerRadius, m, over: area) { coverage in
            blurred.compose(
                into: pixels, stride: stride, rects: region.rects, coverage: coverage,
                opacity: Self.fraction256(opacity), threads: blurThreads)
        }
    }

    /// A group holding a backdrop: drawn into `rect`-sized layer that starts as a copy of the
    /// target there, then mixed back, beneath + (layer − beneath) × shape × opacity, which is
    /// exactly the group composited over what lies beneath.
    func paintGroupOverBackdrop(_ node: RenderNode, _ m: Matrix3, rect: PixelRect, target: PaintTarget, clip: Region) {
        guard !rect.isEmpty, let pixels = pixman_image_get_data(target.image),
            let layer = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(rect.width), Int32(rect.height), nil, 0),
            let layerPixels = pixman_image_get_data(layer)
        else { return }
        defer { pixman_image_unref(layer) }
        let stride = Int(pixman_image_get_stride(target.image)) / 4
        let layerStride = Int(pixman_image_get_stride(layer)) / 4
        for y in 0..<rect.height {
            (layerPixels + y * layerStride).update(from: pixels + (rect.y + y) * stride + rect.x, count: rect.width)
        }
        let layerClip = clip.copy()
        layerClip.translate(-rect.x, -rect.y)
        layerClip.intersect(PixelRect(x: 0, y: 0, width: rect.width, height: rect.height))
        let lm = Matrix3.translation(Double(-rect.x), Double(-rect.y)) * m
        paintContents(
            node, lm, target: PaintTarget(image: layer, width: rect.width, height: rect.height), clip: layerClip,
            opacity: 1)
        let region = clip.copy()
        region.intersect(rect)
        let opacity = Self.fraction256(node.opacity)
        func mixBack(_ coverage: (bytes: UnsafePointer<UInt8>, stride: Int)?) {
            for r in region.rects {
                for y in r.y..<r.maxY {
                    let out = pixels + y * stride, from = layerPixels + (y - rect.y) * layerStride - rect.x
                    let mask = coverage.map { $0.bytes + (y - rect.y) * $0.stride - rect.x }
                    for x in r.x..<r.maxX {
                        var k = opacity
                        if let mask {
                            let c = UInt32(mask[x])
                            k = ((c + (c >> 7)) * opacity + 128) >> 8
                        }
                        out[x] = k >= 256 ? from[x] : BoxBlur.mix(out[x], from[x], k)
                    }
                }
            }
        }
        if node.masksToBounds && (node.cornerRadius > 0 || !m.isAxisAligned) {
            withShapeCoverage(node.bounds, radius: node.cornerRadius, m, over: rect, mixBack)
        } else {
            // Children were clipped to the rectangle, or not at all; outside them the layer
            // still holds what lies beneath, which mixes back unchanged.
            mixBack(nil)
        }
    }

    /// Whether the node or a visible descendant blurs its backdrop.
    static func containsBackdrop(_ node: RenderNode) -> Bool {
        node.backdropBlur != nil || node.children.contains { !$0.isHidden && containsBackdrop($0) }
    }

    /// Calls `body` with the coverage (A8, its origin at `area`'s) of a (rounded) rectangle under
    /// `m`, or with nil when the rectangle covers all of `area`; not at all when it cannot be
    /// drawn (a corner behind the eye).
    private func withShapeCoverage(
        _ rect: CGRect, radius: Double, _ m: Matrix3, over area: PixelRect,
        _ body: ((bytes: UnsafePointer<UInt8>, stride: Int)?) -> Void
    ) {
        if radius <= 0, let pixels = m.alignedPixels(of: rect), pixels.intersection(area) == area {
            body(nil)
            return
        }
        let outline = Shapes.roundedRect(
            rect, radius: radius, segments: Shapes.segments(radius: radius, scale: Self.scale(of: m, at: rect)))
        guard let mapped = Self.map(outline, m),
            let mask = pixman_image_create_bits(PIXMAN_a8, Int32(area.width), Int32(area.height), nil, 0),
            let bits = pixman_image_get_data(mask)
        else { return }
        defer { pixman_image_unref(mask) }
        let tris = Shapes.fan(mapped)
        tris.withUnsafeBufferPointer {
            pixman_add_triangles(mask, Int32(-area.x), Int32(-area.y), Int32($0.count), $0.baseAddress)
        }
        body((UnsafeRawPointer(bits).assumingMemoryBound(to: UInt8.self), Int(pixman_image_get_stride(mask))))
    }

    /// An opacity as a fraction of 256.
    static func fraction256(_ opacity: Double) -> UInt32 { UInt32((min(max(opacity, 0), 1) * 256).rounded()) }
}
