import Foundation

extension Framebuffer {
    /// Moves a block of pixels within the framebuffer; source and destination may overlap (a
    /// scroll moves a view's content over itself). pixman_blt walks rows top to bottom, so a
    /// block moved down would read rows it has already overwritten (the X server's fb layer hands
    /// it only copies that are neither reversed nor upside down, fb/fbcopy.c); here rows are
    /// taken in the order that reads each before it is written — bottom up when moving down —
    /// and memmove handles the overlap within a row.
    func move(_ copy: PixelCopy) {
        // Only pixels inside the framebuffer on both ends move.
        let destination = copy.destination.intersection(bounds)
            .intersection(copy.source.intersection(bounds).offsetBy(dx: copy.dx, dy: copy.dy))
        guard !destination.isEmpty else { return }
        let bytes = destination.width * MemoryLayout<UInt32>.stride
        let rows =
            copy.dy > 0
            ? stride(from: destination.maxY - 1, through: destination.y, by: -1)
            : stride(from: destination.y, through: destination.maxY - 1, by: 1)
        for y in rows {
            memmove(pixels + y * width + destination.x, pixels + (y - copy.dy) * width + destination.x - copy.dx, bytes)
        }
    }
}
