import Foundation

/// Scrolling by copying pixels. UIKit scrolls a view by moving its bounds origin (contentOffset),
/// which moves every descendant: matched by index, every record under the view differs and the
/// whole view would repaint. Yet the previous frame already holds the content, only displaced.
/// When the displacement is a whole number of pixels and the view's pixels depend on nothing
/// but itself, its descendants and what is painted above it, the renderer moves those pixels
/// (a `PixelCopy`) and repaints only
/// - descendants whose records differ once the old ones are moved by the scroll (a changed row),
/// - the strip the scroll exposed,
/// - whatever is painted above the view where the copy landed: the copy dragged its old pixels
///   along (a translucent bar over a list, as on iOS), and its new pixels must go back on top.
/// Anything else falls back to the ordinary diff, which repaints the view.
extension DamageTracker {
    /// What a node's ancestors allow, gathered on the way down the diff.
    struct Ancestry {
        /// No ancestor composites its children as a group over what lies beneath (opacity, a
        /// rounded or turned clip, a perspective flattening), paints above them (a border) or
        /// changed since the last frame.
        var allowsCopy = true
        /// The pixels the painter lets the node's paint reach: the frame cut by the ancestors'
        /// clips, rounded as the painter rounds them.
        var clip: PixelRect

        func entering(_ old: Record, _ new: Record) -> Ancestry {
            let node = new.node, m = new.matrix
            var inner = self
            inner.allowsCopy =
                allowsCopy && old == new && node.opacity >= 1 && m.isAffine && !node.hasBorder
                && !(node.masksToBounds && (node.cornerRadius > 0 || !m.isAxisAligned))
            if node.masksToBounds, m.isAxisAligned, let box = m.boundingBox(of: node.bounds) {
                inner.clip = clip.intersection(PixelRect(rounding: box))
            }
            return inner
        }
    }

    /// One update's damage and scroll copies, filled in as the diff walks the trees.
    final class DiffPass {
        let damage = Region()
        let allowsCopies: Bool
        private(set) var scrolls: [ScrollCopy] = []
        /// Each scroll's child index path from the root.
        private var paths: [[Int]] = []

        init(allowsCopies: Bool) { self.allowsCopies = allowsCopies }

        /// Takes `scroll` unless it overlaps one already taken: copies are applied one after the
        /// other, and one must not read pixels another has written.
        func take(_ scroll: ScrollCopy, at path: [Int]) -> Bool {
            guard !scrolls.contains(where: { $0.clip.intersects(scroll.clip) }) else { return false }
            scrolls.append(scroll)
            paths.append(path)
            return true
        }

        /// Damages what is painted above each scrolled view inside its copy's destination: the
        /// later siblings of the view and of each of its ancestors, in both frames.
        func damageAbove(old: RecordTree, new: RecordTree) {
            for (scroll, path) in zip(scrolls, paths) {
                var (oldLevel, newLevel) = (old, new)
                for index in path {
                    for sibling in oldLevel.children.dropFirst(index + 1) {
                        scroll.addAll(sibling, moved: true, into: damage)
                    }
                    for sibling in newLevel.children.dropFirst(index + 1) {
                        scroll.addAll(sibling, moved: false, into: damage)
                    }
                    oldLevel = oldLevel.children[index]
                    newLevel = newLevel.children[index]
                }
            }
        }
    }

    /// A node scrolled by whole pixels whose content is moved by copying.
    struct ScrollCopy {
        /// The node's pixels on screen, the same in both frames.
        let clip: PixelRect
        let dx: Int
        let dy: Int
        /// How many entries of a descendant's context belong to the node's ancestors (they
        /// did not move); the node's own clip and those below it moved with the content.
        let fixedEffects: Int

        /// The pixels that stay inside the clip, moved by the scroll.
        var copy: PixelCopy {
            PixelCopy(source: clip.intersection(clip.offsetBy(dx: -dx, dy: -dy)), dx: dx, dy: dy)
        }

        /// Nil unless `new` is `old` with only its bounds origin moved, by whole pixels, and its
        /// clip's pixels depend only on it, its descendants and what is painted above: it clips
        /// to a pixel-aligned rectangle its opaque background fills, draws nothing else of its
        /// own (an image, text or border would stay while the content moves), and holds no
        /// backdrop blur (that reads pixels beyond what moves with it).
        init?(_ old: RecordTree, _ new: RecordTree, clip ancestorsClip: PixelRect) {
            let (o, n) = (old.record, new.record)
            let node = n.node
            guard node.masksToBounds, node.cornerRadius <= 0, node.opacity >= 1, !node.isHidden,
                let background = node.backgroundColor, background.isOpaque,
                !node.hasBorder, node.text == nil, node.image == nil, node.backdropBlur == nil,
                node.pageCurl == nil, o.context == n.context, o.pixels == n.pixels,
                o.node.bounds.size == node.bounds.size,
                o.matrix.isAxisAligned, let rect = n.matrix.alignedPixels(of: node.bounds)
            else { return nil }
            var unscrolled = o.node
            unscrolled.bounds.origin = node.bounds.origin
            guard unscrolled == node else { return nil }
            // The content moves against the bounds origin, scaled by the node's matrix.
            let m = o.matrix.normalized
            let x = -m.a * Double(node.bounds.minX - o.node.bounds.minX)
            let y = -m.e * Double(node.bounds.minY - o.node.bounds.minY)
            guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6, abs(x) < 1e9, abs(y) < 1e9 else {
                return nil
            }
            (dx, dy) = (Int(x.rounded()), Int(y.rounded()))
            clip = rect.intersection(ancestorsClip)
            fixedEffects = n.context.count
            guard dx != 0 || dy != 0, abs(dx) < clip.width, abs(dy) < clip.height,
                o.matrix.translated(Double(dx), Double(dy)).isApproximately(n.matrix),
                !Self.containsBackdrop(old), !Self.containsBackdrop(new)
            else { return nil }
        }

        /// Damages what the copy does not bring: the exposed strip and the descendants that
        /// changed in the scrolled space. The node's own paint, its background, did not move.
        func diffContent(_ old: RecordTree, _ new: RecordTree, into damage: Region) {
            let exposed = Region(clip)
            exposed.subtract(clip.offsetBy(dx: dx, dy: dy))
            damage.add(exposed)
            diffChildren(old, new, into: damage)
        }

        private func diffChildren(_ old: RecordTree, _ new: RecordTree, into damage: Region) {
            let shared = min(old.children.count, new.children.count)
            for i in 0..<shared {
                let (o, n) = (old.children[i], new.children[i])
                if !matches(o.record, n.record) {
                    damage.add(moved(o.record.pixels))
                    damage.add(n.record.pixels)
                }
                diffChildren(o, n, into: damage)
            }
            for extra in old.children.dropFirst(shared) { addAll(extra, moved: true, into: damage) }
            for extra in new.children.dropFirst(shared) { DamageTracker.addAll(extra, into: damage) }
        }

        /// Whether `new` paints what `old` painted, moved by the scroll. The pixel rectangles are
        /// not compared: they are cut by the clip, which did not move with the content.
        func matches(_ old: Record, _ new: Record) -> Bool {
            guard old.node == new.node, old.groupHoldsBackdrop == new.groupHoldsBackdrop,
                old.context.count == new.context.count,
                old.matrix.translated(Double(dx), Double(dy)).isApproximately(new.matrix)
            else { return false }
            for (index, (a, b)) in zip(old.context, new.context).enumerated() {
                if index < fixedEffects {
                    guard a == b else { return false }
                } else {
                    var moved = a
                    moved.matrix = b.matrix
                    guard moved == b, a.matrix.translated(Double(dx), Double(dy)).isApproximately(b.matrix) else {
                        return false
                    }
                }
            }
            return true
        }

        /// Where old pixels are after the copy: moved, and only inside the clip.
        func moved(_ pixels: PixelRect) -> PixelRect { pixels.offsetBy(dx: dx, dy: dy).intersection(clip) }

        /// Damages a subtree's pixels, old ones where the copy took them (`moved`), inside the
        /// copy's destination.
        func addAll(_ tree: RecordTree, moved: Bool, into damage: Region) {
            let destination = copy.destination
            DamageTracker.visit(tree) { pixels in
                damage.add((moved ? pixels.offsetBy(dx: dx, dy: dy) : pixels).intersection(destination))
            }
        }

        private static func containsBackdrop(_ tree: RecordTree) -> Bool {
            tree.record.node.backdropBlur != nil || tree.children.contains(where: containsBackdrop)
        }
    }

    /// Calls `body` with the pixels of every record in the subtree.
    static func visit(_ tree: RecordTree, _ body: (PixelRect) -> Void) {
        body(tree.record.pixels)
        for child in tree.children { visit(child, body) }
    }
}
