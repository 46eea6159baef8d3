import Foundation

/// A section header or footer of a table. Its text is laid out as the table's style has it on
/// iOS 17: in a plain table a header is bold body text on the table's background (it floats over
/// the rows); in a grouped table headers are small secondary capitals and footers small
/// secondary text, on the grouped background. A content configuration replaces the content
/// view, as on a cell.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview)
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public private(set) var reuseIdentifier: String?

    open var contentView: UIView { currentContentView }
    var currentContentView: UIView
    let legacyContentView = UIView()
    private let storedTextLabel = UILabel()
    private let storedDetailTextLabel = UILabel()

    /// The title; the table fills it from `titleForHeaderInSection` when it makes the view.
    open var textLabel: UILabel? { storedTextLabel }
    open var detailTextLabel: UILabel? { storedDetailTextLabel }

    /// Drawn behind the content; nil draws the table's background.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue {
                oldValue?.removeFromSuperview()
                if let backgroundView { insertSubview(backgroundView, at: 1) }
                systemBackground.isHidden = backgroundView != nil
                setNeedsLayout()
            }
        }
    }
    let systemBackground = UIView()

    /// Set by the table: how the text looks and where it sits.
    var listRole = ListRole.plainHeader { didSet { if listRole != oldValue { applyRole() } } }

    /// The four looks a header or footer takes.
    enum ListRole { case plainHeader, plainFooter, groupedHeader, groupedFooter }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        currentContentView = legacyContentView
        super.init(frame: .zero)
        setUp()
    }

    /// How a table makes a view of a registered class (see `UITableViewCell`'s): runs the
    /// subclass's `init(reuseIdentifier:)`. Not UIKit API: the table's registration hook.
    public required convenience init(tableReuseIdentifier: String) {
        self.init(reuseIdentifier: tableReuseIdentifier)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        currentContentView = legacyContentView
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        systemBackground.isUserInteractionEnabled = false
        addSubview(systemBackground)
        addSubview(legacyContentView)
        legacyContentView.addSubview(storedTextLabel)
        legacyContentView.addSubview(storedDetailTextLabel)
        storedTextLabel.numberOfLines = 0
        storedDetailTextLabel.numberOfLines = 0
        applyRole()
    }

    /// The preset for the table's style and whether this is a header or footer.
    var roleConfiguration: UIListContentConfiguration {
        switch listRole {
        case .plainHeader: .plainHeader()
        case .plainFooter: .plainFooter()
        case .groupedHeader: .groupedHeader()
        case .groupedFooter: .groupedFooter()
        }
    }

    private func applyRole() {
        let configuration = roleConfiguration
        storedTextLabel.font = configuration.textProperties.font
        storedTextLabel.textColor = configuration.textProperties.color
        storedDetailTextLabel.font = configuration.secondaryTextProperties.font
        storedDetailTextLabel.textColor = configuration.secondaryTextProperties.color
        switch listRole {
        case .plainHeader, .plainFooter: systemBackground.backgroundColor = .systemBackground
        case .groupedHeader, .groupedFooter: systemBackground.backgroundColor = .systemGroupedBackground
        }
        legacyContentView.storedDirectionalLayoutMargins = configuration.directionalLayoutMargins
        setNeedsLayout()
    }

    // MARK: Configurations

    open var contentConfiguration: UIContentConfiguration? { didSet { contentConfigurationDidChange() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The preset matching the table's style, with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration { roleConfiguration }

    open func setNeedsUpdateConfiguration() { setNeedsLayout() }

    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            apply(contentConfiguration.updated(for: state))
        }
    }

    private func contentConfigurationDidChange() {
        guard let configuration = contentConfiguration else {
            replaceContentView(with: UIView())
            return
        }
        apply(configuration)
    }

    private func apply(_ configuration: UIContentConfiguration) {
        if let current = currentContentView as? UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
        setNeedsLayout()
    }

    private func replaceContentView(with view: UIView) {
        currentContentView.removeFromSuperview()
        currentContentView = view
        addSubview(view)
        setNeedsLayout()
    }

    // MARK: Reuse and layout

    /// Override to reset the view before the table reuses it; call super.
    open func prepareForReuse() {}

    /// The text laid out like the role's list configuration: a grouped header's title in capitals.
    private var labelLayout: ListContentLayout {
        let configuration = roleConfiguration
        let text = storedTextLabel, detail = storedDetailTextLabel
        return ListContentLayout(
            margins: legacyContentView.directionalLayoutMargins, arrangement: .stacked, imageSize: nil,
            imageToTextPadding: 0, horizontalPadding: 0,
            verticalPadding: configuration.textToSecondaryTextVerticalPadding, minimumHeight: 0,
            measureText: { width in Self.measure(text, width) },
            measureSecondaryText: { width in Self.measure(detail, width) })
    }

    private static func measure(_ label: UILabel, _ width: CGFloat) -> CGSize? {
        guard let text = label.text, !text.isEmpty else { return nil }
        return label.sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Applies the role's case transform to the title (a grouped header shows capitals).
    private func transformTitle() {
        let transform = roleConfiguration.textProperties.transform
        guard transform != .none, let text = storedTextLabel.text else { return }
        let transformed = roleConfiguration.textProperties.transformed(text)
        if transformed != text { storedTextLabel.text = transformed }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        systemBackground.frame = bounds
        backgroundView?.frame = bounds
        currentContentView.frame = bounds
        if currentContentView === legacyContentView {
            transformTitle()
            let frames = labelLayout.frames(width: bounds.width, height: bounds.height)
            storedTextLabel.frame = frames.text
            storedDetailTextLabel.frame = frames.secondaryText
        }
        updateConfiguration(using: configurationState)
    }

    /// As wide as offered, as tall as the text needs with the role's margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        if currentContentView !== legacyContentView {
            return CGSize(width: width, height: currentContentView.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        transformTitle()
        return CGSize(width: width, height: labelLayout.frames(width: width, height: nil).height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { sizeThatFits(targetSize) }

    /// Used by the table before reuse.
    func prepareForReuseFromTable() { prepareForReuse() }
}
