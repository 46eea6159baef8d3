import Foundation

/// Remembers what each node painted last frame so the next frame recomposites only the pixels
/// whose paint changed. Nodes are matched by their position in the tree (child index path). A
/// view scrolled by whole pixels is compared in its scrolled space instead, and its unchanged
/// content is copied rather than recomposited (ScrollCopy.swift).
struct DamageTracker {
    /// What a node's own paint depends on besides its own properties: the groups and clips of its
    /// ancestors. A change in any of them changes the node's pixels even if the node is the same.
    struct AncestorEffect: Equatable {
        var opacity: Double
        var masksToBounds: Bool
        var cornerRadius: Double
        var size: CGSize
        var matrix: Matrix3
        /// A group holding a backdrop is composited by another path (Painter+Backdrop.swift),
        /// whose rounding differs: one appearing anywhere in it, even out of sight, changes
        /// every pixel of the group.
        var holdsBackdrop: Bool
    }

    struct Record: Equatable {
        /// The node without its children (children have records of their own).
        var node: RenderNode
        var matrix: Matrix3
        var context: [AncestorEffect]
        /// Framebuffer pixels the node's own paint can touch.
        var pixels: PixelRect
        /// The node groups its subtree (see `AncestorEffect.holdsBackdrop`), which holds a
        /// backdrop: its own paint goes through the group too.
        var groupHoldsBackdrop = false
        /// How the painter draws the node's own paint (`Painter.path(of:under:)`), which
        /// depends on whether it has children, which `node` here leaves out.
        var path = Painter.PaintPath.direct
    }

    struct RecordTree {
        var record: Record
        var children: [RecordTree]
    }

    private var previous: RecordTree?
    /// Whether the last update's damage reaches a backdrop blur, whose pixels depend on its
    /// neighbours' and so must be painted in one piece.
    private(set) var damagesBackdrop = false
    /// Whether a scrolled view's unchanged content is moved by copying pixels (ScrollCopy.swift)
    /// rather than repainted.
    var copiesScrolledContent = true

    /// What the framebuffer needs to show the new frame: first the copies, then the repaint.
    struct Update {
        var repaint: Region
        var copies: [PixelCopy]
    }

    mutating func reset() { previous = nil }

    /// Records `root` as the current frame and returns how the last one must change to show it.
    mutating func update(root: RenderNode, frame: PixelRect) -> Update {
        let current = Self.records(for: root, parent: .identity, context: [], clip: frame)
        let pass = DiffPass(allowsCopies: copiesScrolledContent)
        if let previous {
            var path: [Int] = []
            Self.diff(previous, current, path: &path, ancestry: Ancestry(clip: frame), pass: pass)
            pass.damageAbove(old: previous, new: current)
        } else {
            pass.damage.add(frame)
        }
        pass.damage.intersect(frame)
        let destinations = pass.scrolls.map(\.copy.destination)
        damagesBackdrop = Self.spread(pass.damage, over: Self.backdrops(in: current), copiedTo: destinations)
        // A copy whose destination is repainted anyway would only cost time.
        let copies = pass.scrolls.map(\.copy).filter { !pass.damage.contains($0.destination) }
        previous = current
        return Update(repaint: pass.damage, copies: copies)
    }

    /// A backdrop blurs every pixel of its rectangle from its neighbours, so a change anywhere in
    /// it (beneath or above: the simplest rule that is always right) repaints all of it, and
    /// that may reach another backdrop; so does a copy into it (what lies beneath moved). True
    /// when any backdrop is repainted.
    private static func spread(_ damage: Region, over backdrops: [PixelRect], copiedTo copies: [PixelRect]) -> Bool {
        var pending = backdrops
        var reached = false
        var grew = true
        while grew {
            grew = false
            pending.removeAll { rect in
                guard damage.intersects(rect) || copies.contains(where: { $0.intersects(rect) }) else { return false }
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
        if visible, node.drawnCurl(under: matrix) != nil {
            // A curled subtree is drawn as one image bent over its coverage (page, turned part,
            // shadows): any change in it repaints the old and new coverage, and nothing else.
            let covered = coverage(of: Painter.extent(of: node), under: matrix).intersection(clip)
            return RecordTree(
                record: Record(node: node, matrix: matrix, context: context, pixels: covered), children: [])
        }
        let covered = visible ? coverage(of: node.bounds, under: matrix).intersection(clip) : .zero
        let isEffect = node.opacity < 1 || node.masksToBounds
        let holdsBackdrop = visible && isEffect && Painter.containsBackdrop(node)
        let record = Record(
            node: bare, matrix: matrix, context: context,
            pixels: node.paintsOwnContent ? covered : .zero, groupHoldsBackdrop: holdsBackdrop,
            path: visible ? Painter.path(of: node, under: matrix) : .direct)
        guard visible else { return RecordTree(record: record, children: []) }
        var childContext = context
        if isEffect {
            childContext.append(
                AncestorEffect(
                    opacity: node.opacity, masksToBounds: node.masksToBounds,
                    cornerRadius: node.cornerRadius, size: node.bounds.size, matrix: matrix,
                    holdsBackdrop: holdsBackdrop))
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

    /// Damages what differs between the two trees, matched by child index; a scrolled view whose
    /// content can be copied is diffed in its scrolled space instead (ScrollCopy.swift).
    private static func diff(
        _ old: RecordTree, _ new: RecordTree, path: inout [Int], ancestry: Ancestry, pass: DiffPass
    ) {
        if old.record != new.record {
            if pass.allowsCopies, ancestry.allowsCopy, let scroll = ScrollCopy(old, new, clip: ancestry.clip),
                pass.take(scroll, at: path)
            {
                scroll.diffContent(old, new, into: pass.damage)
                return
            }
            pass.damage.add(old.record.pixels)
            pass.damage.add(new.record.pixels)
        }
        let inner = ancestry.entering(old.record, new.record)
        let shared = min(old.children.count, new.children.count)
        for i in 0..<shared {
            path.append(i)
            diff(old.children[i], new.children[i], path: &path, ancestry: inner, pass: pass)
            path.removeLast()
        }
        for extra in old.children.dropFirst(shared) { addAll(extra, into: pass.damage) }
        for extra in new.children.dropFirst(shared) { addAll(extra, into: pass.damage) }
    }

    static func addAll(_ tree: RecordTree, into damage: Region) {
        damage.add(tree.record.pixels)
        for child in tree.children { addAll(child, into: damage) }
    }
}
