import Foundation
@_implementationOnly import CPixman

/// A pixman destination image and its pixel size.
struct PaintTarget {
    let image: OpaquePointer
    let width: Int
    let height: Int
}

/// Walks a render tree and draws it with pixman. Every draw honours the clip region it is given,
/// which is how the renderer recomposites only damaged pixels, and how two threads share a frame.
/// It touches no shared mutable state: text arrives already rasterized.
struct Painter {
    let textMasks: [TextRasterizer.MaskKey: TextRasterizer.Mask]
    /// Where flattened perspective layers are kept between bands and frames.
    var flatLayers = FlatLayerCache()
    /// Threads a backdrop blur may share its rows and columns among.
    var blurThreads = 1

    // MARK: Tree walk

    func paint(_ node: RenderNode, parent: Matrix3, target: PaintTarget, clip: Region) {
        guard !node.isHidden, node.opacity > 0.5 / 255, !clip.isEmpty else { return }
        let m = parent * node.localToParent
        guard abs(m.determinant) > 1e-12, m.determinant.isFinite else { return }  // edge-on: invisible
        if let curl = node.drawnCurl(under: m) {
            paintCurled(node, curl, m, target: target, clip: clip)
            return
        }
        if node.children.isEmpty && !clip.intersects(DamageTracker.coverage(of: node.bounds, under: m)) { return }
        switch Self.path(of: node, under: m) {
        case .localLayer: paintInLocalLayer(node, m, target: target, clip: clip)
        case .deviceLayer: paintInDeviceLayer(node, m, target: target, clip: clip)
        case .direct: paintContents(node, m, target: target, clip: clip, opacity: node.opacity)
        }
    }

    /// How a node's own paint reaches the target.
    enum PaintPath: Equatable {
        /// Straight onto the target, its opacity multiplied into each colour.
        case direct
        /// Through an offscreen layer in framebuffer orientation, composited once (group
        /// opacity, a rounded or turned clip under an affine map).
        case deviceLayer
        /// Through a layer in the node's own space, mapped by a perspective.
        case localLayer
    }

    /// The path `node` is painted by under `m`. The paths round differently at part-covered
    /// pixels, so a node whose path changes (a translucent view gaining its first subview)
    /// changes all its pixels: damage tracking compares it (DamageTracker.Record).
    static func path(of node: RenderNode, under m: Matrix3) -> PaintPath {
        let hasChildren = !node.children.isEmpty
        let samplesContent = node.text != nil || node.image != nil
        let needsGroup = node.opacity < 1 && (hasChildren || node.ownPaintCount > 1)
        if !m.isAffine && (hasChildren || samplesContent || needsGroup) { return .localLayer }
        let needsShapeMask =
            node.masksToBounds && (hasChildren || samplesContent)
            && (node.cornerRadius > 0 || !m.isAxisAligned)
        return needsGroup || needsShapeMask ? .deviceLayer : .direct
    }

    /// Background, image, text, children, then border on top, as Core Animation orders a layer.
    func paintContents(_ node: RenderNode, _ m: Matrix3, target: PaintTarget, clip: Region, opacity: Double) {
        let bounds = node.bounds
        if let blur = node.backdropBlur {
            paintBackdrop(blur, of: node, m, opacity: opacity, target: target, clip: clip)
        }
        if let background = node.backgroundColor {
            fillShape(
                bounds, radius: node.cornerRadius, color: background.withAlphaMultiplied(by: opacity),
                m, target: target, clip: clip)
        }
        if node.image != nil || node.text != nil {
            // Resampled content may spread past the bounds; keep it inside the pixels damage
            // tracking attributes to this node, so a later frame can erase it.
            let contentClip = clip.copy()
            contentClip.intersect(DamageTracker.coverage(of: bounds, under: m))
            if let image = node.image {
                drawImage(image, in: bounds, m, opacity: opacity, target: target, clip: contentClip)
            }
            if let content = node.text {
                drawText(content, in: bounds, m, opacity: opacity, target: target, clip: contentClip)
            }
        }
        if !node.children.isEmpty {
            var childClip = clip
            if node.masksToBounds, m.isAxisAligned, let box = m.boundingBox(of: bounds) {
                // The rectangle clips here; rounded corners and rotated clips are masked by the
                // caller's layer afterwards.
                childClip = clip.copy()
                childClip.intersect(PixelRect(rounding: box))
            }
            for child in node.children { paint(child, parent: m, target: target, clip: childClip) }
        }
        if node.hasBorder {
            strokeBorder(
                bounds, radius: node.cornerRadius, width: node.borderWidth,
                color: node.borderColor.withAlphaMultiplied(by: opacity), m, target: target, clip: clip)
        }
    }

    /// Group opacity or a rounded/rotated clip under an affine map: draw the subtree into an
    /// offscreen image in framebuffer orientation (only the clipped part), then composite it once.
    private func paintInDeviceLayer(_ node: RenderNode, _ m: Matrix3, target: PaintTarget, clip: Region) {
        guard let box = m.boundingBox(of: Self.extent(of: node)) else { return }
        let rect = PixelRect(covering: box.insetBy(dx: -1, dy: -1)).intersection(clip.extents)
        if !rect.isEmpty, Self.containsBackdrop(node) {
            let inside = rect.intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
            paintGroupOverBackdrop(node, m, rect: inside, target: target, clip: clip)
            return
        }
        // The layer starts at the group's own corner (within the target), whatever part of it is
        // repainted: its content is then placed by the same coordinates in a partial repaint as
        // in a whole one, and content between pixels rasterizes to the same pixels.
        let origin = PixelRect(covering: box.insetBy(dx: -1, dy: -1))
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        let layerRect = PixelRect(
            x: origin.x, y: origin.y, width: rect.maxX - origin.x, height: rect.maxY - origin.y)
        guard !rect.isEmpty, !origin.isEmpty,
            let layer = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(layerRect.width), Int32(layerRect.height), nil, 0)
        else { return }
        defer { pixman_image_unref(layer) }
        let layerClip = clip.copy()
        layerClip.intersect(rect)
        layerClip.translate(-layerRect.x, -layerRect.y)
        let lm = Matrix3.translation(Double(-layerRect.x), Double(-layerRect.y)) * m
        let layerTarget = PaintTarget(image: layer, width: layerRect.width, height: layerRect.height)
        paintContents(node, lm, target: layerTarget, clip: layerClip, opacity: 1)
        if node.masksToBounds && (node.cornerRadius > 0 || !m.isAxisAligned) {
            applyShapeMask(node.bounds, radius: node.cornerRadius, lm, to: layerTarget)
        }
        let mask = Self.opacityMask(node.opacity)
        defer { if let mask { pixman_image_unref(mask) } }
        composite(
            PIXMAN_OP_OVER, layer, mask, target, clip: clip, src: (rect.x - layerRect.x, rect.y - layerRect.y),
            mask: (0, 0), dest: rect)
    }

    /// A perspective map with content: draw the subtree flat in its own bounds space, then map the
    /// image onto the framebuffer (Core Animation flattens a layer the same way).
    private func paintInLocalLayer(_ node: RenderNode, _ m: Matrix3, target: PaintTarget, clip: Region) {
        guard let (layer, extent) = flatLayers.image(for: node, draw: { flatten(node) }) else { return }
        drawSurface(
            layer, width: extent.width, height: extent.height,
            m * Matrix3.translation(Double(extent.x), Double(extent.y)),
            opacity: node.opacity, target: target, clip: clip)
    }

    /// The subtree drawn flat in its own bounds space, and where that image sits in it.
    func flatten(_ node: RenderNode) -> (OpaquePointer, PixelRect)? {
        var extent = PixelRect(covering: Self.flatExtent(of: node))
        extent.width = min(extent.width, 4096)
        extent.height = min(extent.height, 4096)
        guard !extent.isEmpty,
            let layer = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(extent.width), Int32(extent.height), nil, 0)
        else { return nil }
        let layerTarget = PaintTarget(image: layer, width: extent.width, height: extent.height)
        let lm = Matrix3.translation(Double(-extent.x), Double(-extent.y))
        paintContents(
            node, lm, target: layerTarget,
            clip: Region(PixelRect(x: 0, y: 0, width: extent.width, height: extent.height)), opacity: 1)
        if node.masksToBounds && node.cornerRadius > 0 {
            applyShapeMask(node.bounds, radius: node.cornerRadius, lm, to: layerTarget)
        }
        return (layer, extent)
    }

    /// The area a node's subtree can paint, in its own bounds space, bent by its page curl.
    static func extent(of node: RenderNode) -> CGRect {
        let flat = flatExtent(of: node)
        guard let curl = node.pageCurl, curl.isDrawable else { return flat }
        return curl.coverage(of: flat)
    }

    /// The area a node's subtree paints before any page curl bends it, in its own bounds space.
    static func flatExtent(of node: RenderNode) -> CGRect {
        guard !node.masksToBounds else { return node.bounds }
        var rect = node.bounds
        for child in node.children where !child.isHidden && child.opacity > 0 {
            if let box = child.localToParent.boundingBox(of: extent(of: child)) { rect = rect.union(box) }
        }
        return rect
    }

    // MARK: Shapes

    private func fillShape(
        _ rect: CGRect, radius: Double, color: RenderColor, _ m: Matrix3,
        target: PaintTarget, clip: Region
    ) {
        guard color.isVisible, rect.width > 0, rect.height > 0 else { return }
        if radius <= 0, let pixels = m.alignedPixels(of: rect) {
            fillPixels(pixels, color: color, target: target, clip: clip)
            return
        }
        if radius <= 0, m.isRectilinear, let box = m.boundingBox(of: rect),
            let mapped = Self.map(
                Shapes.roundedRect(
                    rect, radius: radius, segments: Shapes.segments(radius: radius, scale: Self.scale(of: m, at: rect))),
                m)
        {
            fillAlignedBox(box, Shapes.fan(mapped), color: color, target: target, clip: clip)
            return
        }
        if let aligned = AlignedRoundedRect(rect, radius: radius, m) {
            for pixels in aligned.interior { fillPixels(pixels, color: color, target: target, clip: clip) }
            for corner in aligned.corners(segments: Shapes.segments(radius: aligned.radius, scale: 1)) {
                fillTriangles(Shapes.fan(corner.outline), color: color, target: target, clip: clip)
            }
            return
        }
        let outline = Shapes.roundedRect(
            rect, radius: radius,
            segments: Shapes.segments(radius: radius, scale: Self.scale(of: m, at: rect)))
        guard let mapped = Self.map(outline, m) else { return }
        fillTriangles(Shapes.fan(mapped), color: color, target: target, clip: clip)
    }

    private func strokeBorder(
        _ rect: CGRect, radius: Double, width: Double, color: RenderColor, _ m: Matrix3,
        target: PaintTarget, clip: Region
    ) {
        let w = min(width, Double(rect.width) / 2, Double(rect.height) / 2)
        guard w > 0, color.isVisible else { return }
        let inner = rect.insetBy(dx: w, dy: w)
        if radius <= 0 {
            let edges = [
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: w),
                CGRect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w),
                CGRect(x: rect.minX, y: inner.minY, width: w, height: inner.height),
                CGRect(x: rect.maxX - w, y: inner.minY, width: w, height: inner.height),
            ].filter { $0.width > 0 && $0.height > 0 }
            let aligned = edges.compactMap { m.alignedPixels(of: $0) }
            if aligned.count == edges.count {
                for pixels in aligned { fillPixels(pixels, color: color, target: target, clip: clip) }
                return
            }
        }
        let segments = Shapes.segments(radius: radius, scale: Self.scale(of: m, at: rect))
        guard let outer = Self.map(Shapes.roundedRect(rect, radius: radius, segments: segments), m),
            let inside = Self.map(Shapes.roundedRect(inner, radius: max(0, radius - w), segments: segments), m)
        else { return }
        // One rasterization per corner and side keeps each temporary coverage mask small.
        let ring = Shapes.ring(outer: outer, inner: inside)
        let perCorner = 2 * (segments + 1)
        for start in stride(from: 0, to: ring.count, by: perCorner) {
            let end = min(ring.count, start + perCorner)
            fillTriangles(Array(ring[start..<(end - 2)]), color: color, target: target, clip: clip)
            fillTriangles(Array(ring[(end - 2)..<end]), color: color, target: target, clip: clip)
        }
    }

    /// Multiplies a layer's pixels by the coverage of a (rounded) rectangle.
    private func applyShapeMask(_ rect: CGRect, radius: Double, _ m: Matrix3, to target: PaintTarget) {
        if let aligned = AlignedRoundedRect(rect, radius: radius, m) {
            // Children were clipped to the rectangle already; only the corners need cutting.
            pixman_image_set_clip_region32(target.image, nil)
            for corner in aligned.corners(segments: Shapes.segments(radius: aligned.radius, scale: 1)) {
                let square = corner.square
                guard
                    let coverage = pixman_image_create_bits(
                        PIXMAN_a8, Int32(square.width), Int32(square.height), nil, 0)
                else { continue }
                let tris = Shapes.fan(corner.outline)
                tris.withUnsafeBufferPointer {
                    pixman_add_triangles(coverage, Int32(-square.x), Int32(-square.y), Int32($0.count), $0.baseAddress)
                }
                pixman_image_composite32(
                    PIXMAN_OP_IN_REVERSE, coverage, nil, target.image, 0, 0, 0, 0,
                    Int32(square.x), Int32(square.y), Int32(square.width), Int32(square.height))
                pixman_image_unref(coverage)
            }
            return
        }
        let outline = Shapes.roundedRect(
            rect, radius: radius,
            segments: Shapes.segments(radius: radius, scale: Self.scale(of: m, at: rect)))
        guard let mapped = Self.map(outline, m),
            let coverage = pixman_image_create_bits(PIXMAN_a8, Int32(target.width), Int32(target.height), nil, 0)
        else { return }
        defer { pixman_image_unref(coverage) }
        let tris = Shapes.fan(mapped)
        tris.withUnsafeBufferPointer { pixman_add_triangles(coverage, 0, 0, Int32($0.count), $0.baseAddress) }
        pixman_image_set_clip_region32(target.image, nil)
        pixman_image_composite32(
            PIXMAN_OP_IN_REVERSE, coverage, nil, target.image, 0, 0, 0, 0, 0, 0,
            Int32(target.width), Int32(target.height))
    }

    private func fillPixels(_ rect: PixelRect, color: RenderColor, target: PaintTarget, clip: Region) {
        let source = Self.solid(color)
        defer { pixman_image_unref(source) }
        composite(
            color.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, nil, target, clip: clip,
            src: (0, 0), mask: (0, 0), dest: rect)
    }

    /// A rectangle mapped upright but between pixels (mid-animation, fractional frames, an
    /// interface drawn sideways): its whole pixels
    /// are filled directly and only the partly covered rim is rasterized, from the same
    /// triangles, so every pixel is what rasterizing the whole would give.
    private func fillAlignedBox(
        _ box: CGRect, _ tris: [pixman_triangle_t], color: RenderColor, target: PaintTarget, clip: Region
    ) {
        func pixel(_ value: CGFloat, _ round: (Double) -> Double) -> Int {
            Int(round(max(-1e9, min(1e9, Double(value)))))
        }
        let outer = PixelRect(
            x: pixel(box.minX, floor), y: pixel(box.minY, floor),
            width: pixel(box.maxX, ceil) - pixel(box.minX, floor),
            height: pixel(box.maxY, ceil) - pixel(box.minY, floor))
        let inner = PixelRect(
            x: pixel(box.minX, ceil), y: pixel(box.minY, ceil),
            width: pixel(box.maxX, floor) - pixel(box.minX, ceil),
            height: pixel(box.maxY, floor) - pixel(box.minY, ceil))
        guard !inner.isEmpty else {
            fillTriangles(tris, color: color, target: target, clip: clip)
            return
        }
        fillPixels(inner, color: color, target: target, clip: clip)
        let rim = [
            PixelRect(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y),
            PixelRect(x: outer.x, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
            PixelRect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height),
            PixelRect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height),
        ]
        for strip in rim where !strip.isEmpty {
            fillTriangles(tris, color: color, target: target, clip: clip, within: strip)
        }
    }

    /// Fills triangles through a coverage mask cut to the clip's extents: pixman's own
    /// `pixman_composite_triangles` rasterizes the triangles' whole extent whatever the clip, so
    /// a large shape repainted for a small damaged strip cost a full-size rasterization. Integer
    /// offsets keep every sample where pixman puts it, so the pixels are the same.
    private func fillTriangles(
        _ tris: [pixman_triangle_t], color: RenderColor, target: PaintTarget, clip: Region, within: PixelRect? = nil
    ) {
        guard let extent = Self.pixelExtent(of: tris) else { return }
        var area = extent.intersection(clip.extents)
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        if let within { area = area.intersection(within) }
        guard !area.isEmpty,
            let coverage = pixman_image_create_bits(PIXMAN_a8, Int32(area.width), Int32(area.height), nil, 0)
        else { return }
        defer { pixman_image_unref(coverage) }
        tris.withUnsafeBufferPointer {
            pixman_add_triangles(coverage, Int32(-area.x), Int32(-area.y), Int32($0.count), $0.baseAddress)
        }
        let source = Self.solid(color)
        defer { pixman_image_unref(source) }
        pixman_image_set_clip_region32(target.image, clip.raw)
        pixman_image_composite32(
            PIXMAN_OP_OVER, source, coverage, target.image, 0, 0, 0, 0,
            Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }

    /// The whole pixels the triangles touch (pixman's 16.16 fixed point), nil for none.
    private static func pixelExtent(of tris: [pixman_triangle_t]) -> PixelRect? {
        guard let first = tris.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.p1.x, first.p1.y, first.p1.x, first.p1.y)
        for tri in tris {
            for point in [tri.p1, tri.p2, tri.p3] {
                minX = min(minX, point.x)
                minY = min(minY, point.y)
                maxX = max(maxX, point.x)
                maxY = max(maxY, point.y)
            }
        }
        let x0 = Int(minX >> 16), y0 = Int(minY >> 16)
        let x1 = Int((Int64(maxX) + 0xFFFF) >> 16), y1 = Int((Int64(maxY) + 0xFFFF) >> 16)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Images and text

    private func drawImage(
        _ image: RenderImage, in rect: CGRect, _ m: Matrix3, opacity: Double,
        target: PaintTarget, clip: Region
    ) {
        guard image.width > 0, image.height > 0,
            let source = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(image.width), Int32(image.height),
                image.storage, Int32(image.width * 4))
        else { return }
        defer { pixman_image_unref(source) }
        let placement =
            m * Matrix3.translation(Double(rect.minX), Double(rect.minY))
            * Matrix3.scale(Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        drawSurface(
            source, width: image.width, height: image.height, placement, opacity: opacity,
            target: target, clip: clip)
    }

    private func drawText(
        _ content: TextContent, in rect: CGRect, _ m: Matrix3, opacity: Double,
        target: PaintTarget, clip: Region
    ) {
        let color = content.color.withAlphaMultiplied(by: opacity)
        guard color.isVisible, let mask = textMasks[TextRasterizer.MaskKey(content, in: rect)],
            let coverage = mask.makeImage()
        else { return }
        defer { pixman_image_unref(coverage) }
        let placement = m * Matrix3.translation(Double(rect.minX) + Double(mask.x), Double(rect.minY) + Double(mask.y))
        guard placement.isAffine else { return }  // perspective text is drawn through a local layer
        let source = Self.solid(color)
        defer { pixman_image_unref(source) }
        let full = CGRect(x: 0, y: 0, width: mask.width, height: mask.height)
        if placement.isIntegerTranslation {
            let n = placement.normalized
            let tx = Int(n.c.rounded()), ty = Int(n.f.rounded())
            let dest = PixelRect(x: tx, y: ty, width: mask.width, height: mask.height).intersection(clip.extents)
            composite(
                PIXMAN_OP_OVER, source, coverage, target, clip: clip, src: (0, 0),
                mask: (dest.x - tx, dest.y - ty), dest: dest)
            return
        }
        guard let inverse = placement.inverted, let box = placement.boundingBox(of: full) else { return }
        let dest = PixelRect(covering: box.insetBy(dx: -1, dy: -1)).intersection(clip.extents)
        guard Self.setTransform(coverage, inverse) else { return }
        pixman_image_set_filter(coverage, PIXMAN_FILTER_BILINEAR, nil, 0)
        composite(PIXMAN_OP_OVER, source, coverage, target, clip: clip, src: (0, 0), mask: (dest.x, dest.y), dest: dest)
    }

    /// Composites `source` (premultiplied) mapped by `m` from its pixels onto the target.
    func drawSurface(
        _ source: OpaquePointer, width: Int, height: Int, _ m: Matrix3, opacity: Double,
        target: PaintTarget, clip: Region
    ) {
        let mask = Self.opacityMask(opacity)
        defer { if let mask { pixman_image_unref(mask) } }
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        guard let box = m.boundingBox(of: full), let inverse = m.inverted else { return }
        if m.isIntegerTranslation {
            let n = m.normalized
            let tx = Int(n.c.rounded()), ty = Int(n.f.rounded())
            let dest = PixelRect(x: tx, y: ty, width: width, height: height).intersection(clip.extents)
            composite(
                PIXMAN_OP_OVER, source, mask, target, clip: clip, src: (dest.x - tx, dest.y - ty),
                mask: (0, 0), dest: dest)
            return
        }
        let area = PixelRect(covering: box.insetBy(dx: -1, dy: -1)).intersection(clip.extents)
        guard !area.isEmpty else { return }
        if !m.isAffine {
            let sampler = PerspectiveSampler(
                source: Self.bilinearSource(source), inverse: inverse,
                opacity: UInt32((min(max(opacity, 0), 1) * 256).rounded()))
            let region = clip.copy()
            // The sampler writes memory directly: never outside the target.
            region.intersect(area.intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height)))
            sampler.draw(
                into: pixman_image_get_data(target.image)!,
                targetStride: Int(pixman_image_get_stride(target.image)) / 4, rects: region.rects)
            return
        }
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        defer { pixman_image_set_transform(source, nil) }
        guard Self.setTransform(source, inverse) else { return }
        var dest = area
        if m.isAxisAligned {
            // Scaled but upright: clamp samples to the edge pixels, as Core Animation does when it
            // stretches contents, and stop at the image's own (rounded) edges.
            pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
            dest = PixelRect(rounding: box).intersection(clip.extents)
        } else {
            // Turned: samples beyond the edge are transparent, which antialiases the edge.
            pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        }
        composite(PIXMAN_OP_OVER, source, mask, target, clip: clip, src: (dest.x, dest.y), mask: (0, 0), dest: dest)
    }

    // MARK: pixman plumbing

    func composite(
        _ op: pixman_op_t, _ source: OpaquePointer, _ mask: OpaquePointer?, _ target: PaintTarget,
        clip: Region, src: (Int, Int), mask maskOrigin: (Int, Int), dest: PixelRect
    ) {
        guard !dest.isEmpty else { return }
        pixman_image_set_clip_region32(target.image, clip.raw)
        pixman_image_composite32(
            op, source, mask, target.image, Int32(src.0), Int32(src.1),
            Int32(maskOrigin.0), Int32(maskOrigin.1),
            Int32(dest.x), Int32(dest.y), Int32(dest.width), Int32(dest.height))
    }

    /// A pixman a8r8g8b8 image's pixels for the samplers that read them directly.
    static func bilinearSource(_ image: OpaquePointer) -> BilinearSource {
        BilinearSource(
            pixels: UnsafePointer(pixman_image_get_data(image)!), width: Int(pixman_image_get_width(image)),
            height: Int(pixman_image_get_height(image)), stride: Int(pixman_image_get_stride(image)) / 4)
    }

    static func solid(_ color: RenderColor) -> OpaquePointer {
        let p = color.premultiplied8
        var c = pixman_color_t(
            red: UInt16(p.r * 257), green: UInt16(p.g * 257), blue: UInt16(p.b * 257),
            alpha: UInt16(p.a * 257))
        return pixman_image_create_solid_fill(&c)!
    }

    /// A solid alpha mask for group opacity, nil when the group is opaque.
    static func opacityMask(_ opacity: Double) -> OpaquePointer? {
        guard opacity < 1 - 0.5 / 255 else { return nil }
        return solid(RenderColor(red: 0, green: 0, blue: 0, alpha: opacity))
    }

    /// Installs `m` as the image's sampling transform; false when pixman's 16.16 fixed point
    /// cannot hold it (an image squeezed to almost nothing), and nothing should be drawn.
    @discardableResult
    static func setTransform(_ image: OpaquePointer, _ m: Matrix3) -> Bool {
        let n = m.normalized
        let entries = [n.a, n.b, n.c, n.d, n.e, n.f, n.g, n.h, n.i]
        guard entries.allSatisfy({ $0.isFinite && abs($0) < 32767 }) else { return false }
        let f = Shapes.fixed
        var t = pixman_transform_t(
            matrix: ((f(n.a), f(n.b), f(n.c)), (f(n.d), f(n.e), f(n.f)), (f(n.g), f(n.h), f(n.i))))
        return pixman_image_set_transform(image, &t) != 0
    }

    static func map(_ points: [Shapes.Point], _ m: Matrix3) -> [Shapes.Point]? {
        var out: [Shapes.Point] = []
        out.reserveCapacity(points.count)
        for p in points {
            guard m.weight(p.x, p.y) > 1e-9 else { return nil }
            out.append(m.apply(p.x, p.y))
        }
        return out
    }

    /// Rough pixels per unit of `m` over `rect`, for choosing how finely to draw curves.
    static func scale(of m: Matrix3, at rect: CGRect) -> Double {
        guard let box = m.boundingBox(of: rect), rect.width > 0, rect.height > 0 else { return 1 }
        return max(Double(box.width / rect.width), Double(box.height / rect.height))
    }
}
