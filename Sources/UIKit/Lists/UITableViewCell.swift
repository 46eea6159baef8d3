import Foundation

/// One row of a table: a `contentView` for the row's content (laid out for the built-in style
/// or by a content configuration), an accessory at the trailing side, a grey background while
/// highlighted or selected, a hairline separator at the bottom, and the editing controls.
/// Layout is in UITableViewCell+Layout.swift, selection in +Selection, editing in +Editing,
/// configurations in +ContentConfiguration, and what the table drives in +TableSupport.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewcell)
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layout the cell was made with.
    let cellStyle: CellStyle
    /// The identifier the table reuses the cell under.
    public private(set) var reuseIdentifier: String?
    /// The segue a storyboard prototype cell triggers when its row is selected.
    var storyboardSelectionSegue: (@MainActor () -> Void)?

    /// The view the row's content goes in; the cell moves and sizes it to make room for the
    /// accessory and the editing controls. A content configuration replaces it.
    open var contentView: UIView { currentContentView }
    var currentContentView: UIView
    /// The content view made with the cell, holding the style's labels.
    let legacyContentView: UIView

    let storedTextLabelForSetup = UILabel()
    private let storedDetailTextLabel: UILabel?
    /// The image view, once asked for.
    private(set) var storedImageViewIfMade: UIImageView?

    /// The style's main label, in `contentView`.
    open var textLabel: UILabel? { storedTextLabelForSetup }
    /// The style's secondary label; nil for `.default`.
    open var detailTextLabel: UILabel? { storedDetailTextLabel }
    /// The image on the leading side, made when first asked for (as UIKit does).
    open var imageView: UIImageView? {
        if let storedImageViewIfMade { return storedImageViewIfMade }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        legacyContentView.addSubview(view)
        storedImageViewIfMade = view
        return view
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        legacyContentView = UIView()
        currentContentView = legacyContentView
        storedDetailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.defaultHeight))
        setUpCell()
    }

    /// How a table makes a cell of a registered class (UIKit calls `initWithStyle:reuseIdentifier:`
    /// through the Objective-C runtime; Swift can only call a `required` initializer on a class
    /// object). A subclass that overrides `init(style:reuseIdentifier:)` inherits it, so this
    /// runs the subclass's override. Not UIKit API: the table's registration hook.
    public required convenience init(tableReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: tableReuseIdentifier)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A storyboard's prototype cell: its style and reuse identifier come from the storyboard.
    public required init?(coder: NSCoder) {
        let prototype = coder as? StoryboardCoder
        cellStyle = prototype?.cellStyle ?? .default
        reuseIdentifier = prototype?.element["reuseIdentifier"]
        legacyContentView = UIView()
        currentContentView = legacyContentView
        storedDetailTextLabel = cellStyle == .default ? nil : UILabel()
        super.init(coder: coder)
        setUpCell()
    }

    // MARK: Accessory

    /// The standard accessory; ignored while `accessoryView` is set.
    open var accessoryType = AccessoryType.none { didSet { if accessoryType != oldValue { accessoryDidChange() } } }
    /// A custom view at the trailing side, in place of `accessoryType`'s control.
    open var accessoryView: UIView? {
        didSet {
            if accessoryView !== oldValue {
                oldValue?.removeFromSuperview()
                accessoryDidChange()
            }
        }
    }
    /// The standard accessory while editing.
    open var editingAccessoryType = AccessoryType.none {
        didSet { if editingAccessoryType != oldValue { accessoryDidChange() } }
    }
    /// A custom view at the trailing side while editing.
    open var editingAccessoryView: UIView? {
        didSet {
            if editingAccessoryView !== oldValue {
                oldValue?.removeFromSuperview()
                accessoryDidChange()
            }
        }
    }
    /// The view drawing `accessoryType` (or `editingAccessoryType`), when there is one.
    var standardAccessory: CellAccessoryView?
    /// Set by the table: runs when the info button of a detail accessory is tapped
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
    var accessoryButtonTapped: ((UITableViewCell) -> Void)?

    // MARK: Backgrounds and selection

    open var selectionStyle = SelectionStyle.default { didSet { selectionDidChange(animated: false) } }
    /// Shown behind the content; nil draws the table's cell colour.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue {
                oldValue?.removeFromSuperview()
                arrangeBackgrounds()
            }
        }
    }
    /// Shown while highlighted or selected; nil draws iOS's grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView !== oldValue {
                oldValue?.removeFromSuperview()
                arrangeBackgrounds()
                selectionDidChange(animated: false)
            }
        }
    }
    /// Shown instead of `selectedBackgroundView` when the table allows several selections while editing.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            if multipleSelectionBackgroundView !== oldValue {
                oldValue?.removeFromSuperview()
                arrangeBackgrounds()
                selectionDidChange(animated: false)
            }
        }
    }
    /// The grey drawn when `selectedBackgroundView` is nil.
    let systemSelectedBackground = UIView()
    /// The table's cell colour, drawn behind everything when `backgroundColor` and `backgroundView` are nil.
    let systemBackground = UIView()
    var storedIsSelected = false
    var storedIsHighlighted = false

    /// A colour set here replaces the table's cell colour.
    open override var backgroundColor: UIColor? { didSet { arrangeBackgrounds() } }

    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows or hides the selection background; animated, it fades (deselecting a row after it
    /// was tapped). The labels keep their colours, as on iOS 13 and later.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
        selectionDidChange(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedIsHighlighted = highlighted
        selectionDidChange(animated: animated)
    }

    // MARK: Separator and indentation

    /// The separator's inset from the cell's edges (only left and right count); by default it
    /// starts where the text starts.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: automaticSeparatorLeading, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var storedSeparatorInset: UIEdgeInsets?
    /// Where the text starts, for the automatic separator inset.
    var automaticSeparatorLeading: CGFloat = 16
    let separatorView = UIView()
    /// Set by the table: false hides the separator (the last row of a grouped section, or
    /// `separatorStyle = .none`). The cell is as tall either way; the content takes the room.
    var showsSeparator = true { didSet { if showsSeparator != oldValue { setNeedsLayout() } } }
    /// Set by the table (`separatorColor`); nil draws `.separator`.
    var separatorColor: UIColor? { didSet { setNeedsLayout() } }

    /// How many steps the content is indented by.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 points, as in UIKit).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    // MARK: Editing

    var storedIsEditing = false
    /// The editing control the table chose for this row (UITableViewDataSource's editingStyleForRowAt).
    public internal(set) var editingStyle = EditingStyle.delete {
        didSet { if editingStyle != oldValue { editingDidChange(animated: false) } }
    }

    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Slides the content to make room for the editing control (leading) and the reorder grip
    /// (trailing), or back.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedIsEditing else { return }
        // Laid out as it is first, so the animation starts from the current arrangement.
        if animated && window != nil { layoutIfNeeded() }
        storedIsEditing = editing
        editingDidChange(animated: animated)
    }

    /// Shows the reorder grip while editing.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { editingDidChange(animated: false) } }
    }
    /// Whether the content moves aside for the editing control.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    let editingControl = CellEditingControl()
    /// Set by the table: runs when the delete or insert control is tapped (the table then shows
    /// the delete confirmation or commits the insert).
    var editingControlTapped: ((UITableViewCell) -> Void)?
    /// Set by the table while it allows several selections in editing mode: the selection then
    /// shows `multipleSelectionBackgroundView` when there is one.
    var usesMultipleSelectionBackground = false { didSet { selectionDidChange(animated: false) } }
    /// Set by the table while the row's swipe actions show, and while the row is being moved:
    /// the configuration state's `isSwiped` and `isReordering`.
    var isSwiped = false { didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } } }
    var isReordering = false { didSet { if isReordering != oldValue { setNeedsUpdateConfiguration() } } }
    let reorderControl = CellReorderControl()

    // MARK: Reuse

    /// Resets the cell for another row; the table calls it before handing the cell out again.
    /// Override to reset your own state, calling super.
    open func prepareForReuse() {}

    // MARK: Configurations

    /// The cell's content as a configuration; setting one replaces `contentView` with the
    /// configuration's view (or updates it in place when it supports the configuration), and nil
    /// replaces it with a new, empty one (Apple's contentConfiguration documentation).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentConfigurationDidChange() }
    }
    /// Whether the cell asks its configuration for an updated copy when its state changes (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Called with the new state when the configuration updates, after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var needsConfigurationUpdate = true

    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; by default the content configuration is replaced
    /// by its `updated(for:)` copy. Override to style by state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            applyContentConfiguration(contentConfiguration.updated(for: state))
        }
    }

    /// A configuration matching the cell's style, with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration { defaultListConfiguration() }

    // MARK: UIView

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 ? size.width : bounds.width)
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(width: targetSize.width)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(width: targetSize.width)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }
}
