import Foundation

/// Remembers what each node painted last frame so the next frame recomposites only the pixels
/// whose paint changed. Nodes are matched by their position in the tree (child index path).
struct DamageTracker {
    /// What a node's own paint depends on besides its own properties: the groups and clips of its
    /// ancestors. A change in any of them changes the node's pixels even if the node is the same.
    struct AncestorEffect: Equatable {
        var opacity: Double
        var masksToBounds: Bool
        var cornerRadius: Double
        var size: CGSize
        var matrix: Matrix3
    }

    struct Record: Equatable {
        /// The node without its children (children have records of their own).
        var node: RenderNode
        var matrix: Matrix3
        var context: [AncestorEffect]
        /// Framebuffer pixels the node's own paint can touch.
        var pixels: PixelRect
    }

    struct RecordTree {
        var record: Record
        var children: [RecordTree]
    }

    private var previous: RecordTree?
    /// Whether the last update's damage reaches a backdrop blur, whose pixels depend on its
    /// neighbours' and so must be painted in one piece.
    private(set) var damagesBackdrop = false

    mutating func reset() { previous = nil }

    /// Records `root` as the current frame and returns the region that differs from the last one.
    mutating func update(root: RenderNode, frame: PixelRect) -> Region {
        let current = Self.records(for: root, parent: .identity, context: [], clip: frame)
        let damage = Region()
        if let previous {
            Self.diff(previous, current, into: damage)
        } else {
            damage.add(frame)
        }
        damage.intersect(frame)
        damagesBackdrop = Self.spread(damage, over: Self.backdrops(in: current))
        previous = current
        return damage
    }

    /// A backdrop blurs every pixel of its rectangle from its neighbours, so a change anywhere in
    /// it (beneath or above: the simplest rule that is always right) repaints all of it, and
    /// that may reach another backdrop. True when any backdrop is repainted.
    private static func spread(_ damage: Region, over backdrops: [PixelRect]) -> Bool {
        var pending = backdrops
        var reached = false
        var grew = true
        while grew {
            grew = false
            pending.removeAll { rect in
                guard damage.intersects(rect) else { return false }
                damage.add(rect)
                reached = true
                grew = true
                return true
            }
        }
        return reached
    }

    /// The framebuffer rectangles of the visible backdrop blurs.
    private static func backdrops(in tree: RecordTree) -> [PixelRect] {
        var rects: [PixelRect] = []
        func visit(_ tree: RecordTree) {
            if tree.record.node.backdropBlur != nil, !tree.record.pixels.isEmpty { rects.append(tree.record.pixels) }
            for child in tree.children { visit(child) }
        }
        visit(tree)
        return rects
    }

    static func records(for node: RenderNode, parent: Matrix3, context: [AncestorEffect], clip: PixelRect) -> RecordTree
    {
        var bare = node
        bare.children = []
        let matrix = parent * node.localToParent
        let visible = !node.isHidden && node.opacity > 0
        let covered = visible ? coverage(of: node.bounds, under: matrix).intersection(clip) : .zero
        let record = Record(
            node: bare, matrix: matrix, context: context,
            pixels: node.paintsOwnContent ? covered : .zero)
        guard visible else { return RecordTree(record: record, children: []) }
        var childContext = context
        if node.opacity < 1 || node.masksToBounds {
            childContext.append(
                AncestorEffect(
                    opacity: node.opacity, masksToBounds: node.masksToBounds,
                    cornerRadius: node.cornerRadius, size: node.bounds.size, matrix: matrix))
        }
        let childClip = node.masksToBounds ? covered : clip
        let children = node.children.map { records(for: $0, parent: matrix, context: childContext, clip: childClip) }
        return RecordTree(record: record, children: children)
    }

    /// Pixels a rectangle touches under `matrix`: exact for pixel-aligned rectangles; otherwise a
    /// margin for antialiasing and bilinear sampling, which spreads half a source pixel, so it
    /// grows with magnification.
    static func coverage(of rect: CGRect, under matrix: Matrix3) -> PixelRect {
        if let exact = matrix.alignedPixels(of: rect) { return exact }
        guard let box = matrix.boundingBox(of: rect) else { return .zero }
        let margin = 1 + 0.5 * max(1, Painter.scale(of: matrix, at: rect)).rounded(.up)
        return PixelRect(covering: box.insetBy(dx: -margin, dy: -margin))
    }

    private static func diff(_ old: RecordTree, _ new: RecordTree, into damage: Region) {
        if old.record != new.record {
            damage.add(old.record.pixels)
            damage.add(new.record.pixels)
        }
        let shared = min(old.children.count, new.children.count)
        for i in 0..<shared { diff(old.children[i], new.children[i], into: damage) }
        for extra in old.children.dropFirst(shared) { addAll(extra, into: damage) }
        for extra in new.children.dropFirst(shared) { addAll(extra, into: damage) }
    }

    private static func addAll(_ tree: RecordTree, into damage: Region) {
        damage.add(tree.record.pixels)
        for child in tree.children { addAll(child, into: damage) }
    }
}
