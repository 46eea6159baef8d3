import Foundation

/// The inputs a configuration is updated for: the traits, plus whatever state the view adds.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiconfigurationstate)
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
}

/// A view's state for its configurations (header and footer views).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewconfigurationstate)
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state for its configurations: the view's state plus the list states.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicellconfigurationstate)
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
