import Foundation

/// UIKit's row/section and item/section conveniences on `IndexPath` (Foundation on Linux has
/// none): a two-index path whose first index is the section.
extension IndexPath {
    /// An index path for a table row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for a collection item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, as collection views name it.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
