import Foundation

/// A vertical list of rows in sections, built on a scroll view. Only the rows on screen have
/// cells: as the content scrolls, rows that leave are enqueued for reuse and rows that arrive
/// dequeue them (`UITableView+Tiling.swift`); row heights come from `rowHeight`, the delegate or
/// the cell's own fitting size, measured as rows appear (`TableRowLayout`). Selection is in
/// `+Selection`, updates in `+Updates`, scrolling to a row in `+Scrolling`, swipe actions in
/// `+SwipeActions` and editing in `+Editing`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableview)
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float at the top while their section scrolls.
        case plain
        /// Sections separated by space on a grey background.
        case grouped
        /// Grouped, with each section inset from the sides and its corners rounded.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll the least that shows the row whole.
        case none
        case top, middle, bottom
    }

    /// How inserted rows arrive and deleted ones leave.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The table picks (a fade here, as UIKit does for most updates).
        case automatic = 100
    }

    /// "Use the size the content needs": for row, header and footer heights and their estimates.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// How a storyboard makes a table (of a custom class): its style comes from the storyboard.
    public required init?(coder: NSCoder) {
        style =
            switch (coder as? StoryboardCoder)?.element["style"] {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        if style == .insetGrouped { separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) }
        setUpSwipeActions()
        setUpReordering()
    }

    // MARK: Data source and delegate

    /// Held weakly, as UIKit does.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The scroll view's delegate, typed as UIKit types it for a table: one property, so a
    /// `UITableViewDelegate` set here also hears `scrollViewDidScroll`.
    open var delegate: (any UITableViewDelegate)? {
        get { scrollViewDelegate as? any UITableViewDelegate }
        set {
            let changed = scrollViewDelegate !== newValue
            scrollViewDelegate = newValue
            if changed { setNeedsReload() }
        }
    }

    // MARK: Heights

    /// Every row's height unless the delegate says otherwise; `automaticDimension` (the default)
    /// sizes each cell to fit the table's width.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for rows not yet measured; `automaticDimension` means UIKit's 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    // MARK: Separators

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default separator inset of the cells (a cell's own `separatorInset` wins).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    // MARK: Table header and footer

    /// A view above the first section, as tall as its frame (the table sets its width).
    open var tableHeaderView: UIView? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }
    /// A view below the last section, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }

    /// A view behind the content, the table's size, not scrolling.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection settings

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: State

    /// The geometry of every row, header and footer.
    var geometry = TableRowLayout()
    /// The row counts the table shows (the data source's at the last load or update).
    var rowCounts: [Int] = []
    /// Set until the next layout asks the data source again.
    var needsReload = true
    /// The width the cached row heights were measured at.
    var measuredWidth: CGFloat?
    /// The cells on screen, by the row they show.
    var displayedCells: [IndexPath: UITableViewCell] = [:]
    var displayedHeaders: [Int: UIView] = [:]
    var displayedFooters: [Int: UIView] = [:]
    /// Header and footer views the delegate made while heights were worked out, kept for display.
    var pendingHeaderViews: [Int: UIView] = [:]
    var pendingFooterViews: [Int: UIView] = [:]
    var cellQueue = CellReuseQueue<UITableViewCell>(limit: 2)
    var headerFooterQueue = CellReuseQueue<UITableViewHeaderFooterView>(limit: 2)
    var cellRegistrations: [String: UITableViewCell.Type] = [:]
    /// A storyboard's prototype cells, by reuse identifier: each makes a new cell from the storyboard.
    var cellPrototypes: [String: @MainActor () -> UITableViewCell?] = [:]
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The row a cell is being asked for (so `dequeueReusableCell(withIdentifier:for:)` can
    /// size it); nil outside `cellForRowAt`.
    var rowBeingLoaded: IndexPath?
    /// Selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    var highlightedRow: IndexPath?
    var tracking: SelectionTracking?
    /// Updates collected between `beginUpdates` and `endUpdates`.
    var pendingUpdates: PendingTableUpdates?
    var updateDepth = 0
    /// Cells animating away after a delete (not displayed rows any more).
    var departingViews: [UIView] = []
    /// A cell the data source gave while its row was measured, shown right after.
    var cellAwaitingDisplay: (IndexPath, UITableViewCell)?
    /// While rows slide to their new places after an update, tiling leaves frames to the animation.
    var isAnimatingUpdates: Bool { animatingUpdates > 0 }
    var animatingUpdates = 0
    /// The row whose swipe actions are open (or being dragged open).
    var swipeState: SwipeState?
    var editingMode = false
    var swipePan: UIPanGestureRecognizer?
    var reorderPan: UIPanGestureRecognizer?
    let reorderArbiter = ReorderGestureArbiter()
    /// The row being dragged by its grip.
    var reorderState: ReorderState?
    let swipeArbiter = SwipeGestureArbiter()
    /// The reveal when the current swipe drag began.
    var swipeStartReveal: CGFloat = 0

    /// Marks the data to be asked again at the next layout.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func invalidateHeights() {
        guard !needsReload else { return }
        geometry.invalidateMeasurements()
        setNeedsLayout()
    }

    // MARK: Counts

    open var numberOfSections: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
    }

    // MARK: Geometry queries

    /// The row's rectangle in the table's (content) coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        let span = geometry.span(of: .row(indexPath))
        return rowRect(minY: span.minY, height: span.height)
    }

    /// The whole section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0 && section < rowCounts.count else { return .zero }
        let span = geometry.span(ofSection: section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0 && section < rowCounts.count else { return .zero }
        let span = geometry.span(of: .header(section: section))
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0 && section < rowCounts.count else { return .zero }
        let span = geometry.span(of: .footer(section: section))
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The row under a point in the table's coordinates; nil over a header, a footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0 && point.x < bounds.width else { return nil }
        return geometry.row(atY: point.y)
    }

    /// The rows meeting a rectangle, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.items(from: rect.minY, to: rect.maxY).compactMap {
            if case .row(let path) = $0 { return path }
            return nil
        }
    }

    /// The row a displayed cell shows; nil for a cell not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// The displayed cell of a row; nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return displayedCells.keys.sorted()
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return displayedFooters[section] as? UITableViewHeaderFooterView
    }

    /// A row's frame: full width, or inset from the sides in an inset-grouped table.
    func rowRect(minY: CGFloat, height: CGFloat) -> CGRect {
        let inset = style == .insetGrouped ? Self.insetGroupedMargin : 0
        return CGRect(x: inset, y: minY, width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// How far an inset-grouped table's sections sit from its sides (iOS: the layout margin).
    static let insetGroupedMargin: CGFloat = 16
    /// The height UIKit assumes for a row not yet measured when no estimate is given.
    static let defaultEstimatedRowHeight: CGFloat = 44

    // MARK: Reload

    /// Asks the data source for everything again: counts, heights and the visible cells. The
    /// selection is cleared and the cached heights forgotten, as in UIKit.
    open func reloadData() {
        needsReload = true
        selectedRows.removeAll()
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Reuse (UITableView+Reuse.swift)

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        performDequeueReusableCell(withIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        performDequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        performDequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// The first selected row; nil when none is.
    open var indexPathForSelectedRow: IndexPath? { currentIndexPathForSelectedRow }
    open var indexPathsForSelectedRows: [IndexPath]? { currentIndexPathsForSelectedRows }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        performDeselectRow(at: indexPath, animated: animated)
    }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesCancelled(touches, with: event)
    }

    // MARK: Scrolling (UITableView+Scrolling.swift)

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        performScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Updates (UITableView+Updates.swift)

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performInsertRows(at: indexPaths, with: animation)
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performDeleteRows(at: indexPaths, with: animation)
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performReloadRows(at: indexPaths, with: animation)
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performMoveRow(at: indexPath, to: newIndexPath)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        performInsertSections(sections, with: animation)
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        performDeleteSections(sections, with: animation)
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        performReloadSections(sections, with: animation)
    }
    open func beginUpdates() { performBeginUpdates() }
    open func endUpdates() { performEndUpdates() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesNow(updates, completion: completion)
    }

    // MARK: Editing (UITableView+Editing.swift)

    open var isEditing: Bool {
        get { currentIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) { performSetEditing(editing, animated: animated) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if measuredWidth != bounds.width {
            if measuredWidth != nil { geometry.invalidateMeasurements() }
            measuredWidth = bounds.width
        }
        tile()
        layoutSwipeActions()
    }
}

extension UITableViewCell {
    /// How the table draws the line between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
    }
}
