import Foundation

extension UITableViewCell {
    /// The built-in layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// The text, left-aligned, after an optional image.
        case `default`
        /// The text on the left and the detail right-aligned in the secondary colour (Settings).
        case value1
        /// A small tinted text right-aligned in a leading column, and the detail after it (Contacts).
        case value2
        /// The text with a smaller secondary detail under it.
        case subtitle
    }

    /// The standard control at the trailing side of a row.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted row looks. Since iOS 7 every style but `.none` draws the
    /// same grey background (Apple: `.blue` "is no longer blue").
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The control an editing row shows at its leading side.
    public enum EditingStyle: Int, Sendable {
        case none
        /// A red circle with a minus.
        case delete
        /// A green circle with a plus.
        case insert
    }
}
