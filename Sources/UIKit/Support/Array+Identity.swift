extension Array where Element: AnyObject {
    /// Where `object` itself (not an equal one) is, searching from both ends at once: the newest
    /// and the oldest entries, the usual ones to remove, are found at once however long the list.
    func indexOfIdentical(_ object: Element) -> Int? {
        var front = startIndex, back = endIndex - 1
        while front <= back {
            if self[back] === object { return back }
            if self[front] === object { return front }
            front += 1
            back -= 1
        }
        return nil
    }

    /// Removes `object` itself; returns whether it was there.
    @discardableResult
    mutating func removeIdentical(_ object: Element) -> Bool {
        guard let index = indexOfIdentical(object) else { return false }
        remove(at: index)
        return true
    }
}
