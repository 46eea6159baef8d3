import Foundation
@_implementationOnly import CPixman

extension Painter {
    /// A node bent by a page curl (under an affine map): its subtree is flattened once, kept
    /// across frames while only the curl moves (the cache ignores the curl), and drawn through
    /// CurlSampler; a double-sided back page is flattened the same way, clipped to the page.
    func paintCurled(_ node: RenderNode, _ curl: PageCurl, _ m: Matrix3, target: PaintTarget, clip: Region) {
        guard let toBounds = m.inverted else { return }
        let area = DamageTracker.coverage(of: Self.extent(of: node), under: m)
            .intersection(clip.extents)
            .intersection(PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard !area.isEmpty, let (layer, extent) = flatLayers.image(for: node, draw: { flatten(node) }) else { return }
        let back: CurlSampler.Back
        switch curl.back {
        case .translucentFront(let ink):
            back = CurlSampler.Back(ink: UInt32((min(max(ink, 0), 1) * 256).rounded()))
        case .page(let backNode, let horizontal):
            var sheet = RenderNode(position: .zero, bounds: node.bounds)
            sheet.masksToBounds = true
            sheet.children = [backNode]
            guard let (image, sheetExtent) = flatLayers.image(for: sheet, draw: { flatten(sheet) }) else { return }
            // Mirrored across the page's centre line: u′ = k − u in both images' fixed point.
            let b = node.bounds
            let k =
                horizontal
                ? b.minX + b.maxX - Double(sheetExtent.x) - Double(extent.x) + 1
                : b.minY + b.maxY - Double(sheetExtent.y) - Double(extent.y) + 1
            back = CurlSampler.Back(
                image: Self.bilinearSource(image), horizontal: horizontal, k: Int((k * 65536).rounded()))
        }
        let sampler = CurlSampler(
            front: Self.bilinearSource(layer), back: back,
            opacity: UInt32((min(max(node.opacity, 0), 1) * 256).rounded()), toBounds: toBounds,
            origin: (Double(extent.x), Double(extent.y)), page: node.bounds, curl: curl)
        let region = clip.copy()
        // The sampler writes memory directly: never outside the target.
        region.intersect(area)
        let copies = sampler.draw(
            into: pixman_image_get_data(target.image)!, targetStride: Int(pixman_image_get_stride(target.image)) / 4,
            rects: region.rects)
        guard !copies.isEmpty else { return }
        // The flat front's runs are the flat image unmoved: one pixman blend clipped to them.
        let n = (m * Matrix3.translation(Double(extent.x), Double(extent.y))).normalized
        let tx = Int(n.c.rounded()), ty = Int(n.f.rounded())
        let runs = Region(rects: copies)
        let dest = runs.extents
        composite(
            PIXMAN_OP_OVER, layer, nil, target, clip: runs, src: (dest.x - tx, dest.y - ty), mask: (0, 0), dest: dest)
    }
}
