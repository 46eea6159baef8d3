import Foundation

/// Where everything in a cell goes (iOS 17 on a phone): the content view from the leading edge
/// (moved right by indentation and the editing control) to the accessory, which sits at the
/// trailing margin (16 pt), or to the reorder grip while editing; the style's labels inside the
/// content view's margins (11 pt above and below, 16 at the sides, 0 at the trailing side next
/// to an accessory); a hairline separator under it all. A one-line row is 44 pt including the
/// separator; taller content makes a taller row.
extension UITableViewCell {
    static let defaultHeight: CGFloat = 44
    /// The cell's side margins on a phone.
    static let sideMargin: CGFloat = 16
    /// Room the content moves aside for the delete or insert control.
    static let editingControlWidth: CGFloat = 38
    /// Width of the reorder grip's area at the trailing edge.
    static let reorderControlWidth: CGFloat = 44
    /// Space between the content and a standard accessory.
    static let accessoryGap: CGFloat = 10
    /// The content view's margins: UIListContentConfiguration.cell()'s.
    static let contentMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// One device pixel: the separator's height.
    var hairline: CGFloat { 1 / max(1, UIScreen.main.scale) }

    func setUpCell() {
        storedDirectionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: Self.sideMargin, bottom: 8, trailing: Self.sideMargin)
        legacyContentView.storedDirectionalLayoutMargins = Self.contentMargins
        systemBackground.backgroundColor = .systemBackground
        systemSelectedBackground.backgroundColor = Self.selectionColor
        systemSelectedBackground.alpha = 0
        separatorView.backgroundColor = .separator
        for view in [systemBackground, systemSelectedBackground, separatorView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addSubview(legacyContentView)
        setUpStyleLabels()
        editingControl.alpha = 0
        editingControl.isHidden = true
        editingControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.editingControlTapped?(self)
            }, for: .touchUpInside)
        reorderControl.alpha = 0
        reorderControl.isHidden = true
        addSubview(editingControl)
        addSubview(reorderControl)
        bringSubviewToFront(separatorView)
        arrangeBackgrounds()
    }

    private func setUpStyleLabels() {
        let text = storedTextLabelForSetup, detail = detailTextLabel
        text.font = .systemFont(ofSize: 17)
        text.textColor = .label
        legacyContentView.addSubview(text)
        guard let detail else { return }
        switch cellStyle {
        case .default: break
        case .value1:
            detail.font = .systemFont(ofSize: 17)
            detail.textColor = .secondaryLabel
            detail.textAlignment = .right
        case .value2:
            text.font = .systemFont(ofSize: 15)
            text.textColor = .tintColor
            text.textAlignment = .right
            detail.font = .systemFont(ofSize: 15)
            detail.textColor = .label
        case .subtitle:
            detail.font = .systemFont(ofSize: 12)
            detail.textColor = .secondaryLabel
        }
        legacyContentView.addSubview(detail)
    }

    /// The background layers in drawing order, under the content.
    func arrangeBackgrounds() {
        var order: [UIView] = [systemBackground]
        if let backgroundView { order.append(backgroundView) }
        order.append(systemSelectedBackground)
        if let selectedBackgroundView { order.append(selectedBackgroundView) }
        if let multipleSelectionBackgroundView { order.append(multipleSelectionBackgroundView) }
        for (index, view) in order.enumerated() {
            view.isUserInteractionEnabled = false
            insertSubview(view, at: index)
        }
        systemBackground.isHidden = backgroundColor != nil || backgroundView != nil
        setNeedsLayout()
    }

    /// The accessory drawn now: a custom view, or the standard control for the type.
    var currentAccessory: UIView? {
        if isEditing {
            return editingAccessoryView ?? (editingAccessoryType == .none ? nil : standardAccessory)
        }
        return accessoryView ?? (accessoryType == .none ? nil : standardAccessory)
    }

    var currentAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    func accessoryDidChange() {
        let type = currentAccessoryType
        if type == .none {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        } else if standardAccessory?.type != type {
            standardAccessory?.removeFromSuperview()
            let accessory = CellAccessoryView(type: type)
            accessory.buttonTapped = { [weak self] in
                guard let self else { return }
                self.accessoryButtonTapped?(self)
            }
            standardAccessory = accessory
        }
        for view in [accessoryView, editingAccessoryView, standardAccessory] {
            guard let view else { continue }
            if view === currentAccessory {
                if view.superview !== self { insertSubview(view, aboveSubview: currentContentView) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        setNeedsLayout()
        setNeedsUpdateConfiguration()
    }

    /// Where the content view, accessory and controls go for a cell `width` wide and `height` tall.
    struct Arrangement {
        var content: CGRect
        var accessory: CGRect?
        var editingControl: CGRect
        var reorderControl: CGRect?
        var showsEditingControl: Bool
    }

    func arrangement(width: CGFloat, height: CGFloat) -> Arrangement {
        let contentHeight = max(0, height - (showsSeparator ? hairline : 0))
        let showsEditingControl = isEditing && editingStyle != .none
        var leading = CGFloat(indentationLevel) * indentationWidth
        if showsEditingControl && shouldIndentWhileEditing { leading += Self.editingControlWidth }
        var trailing = width
        var reorder: CGRect?
        if isEditing && showsReorderControl {
            reorder = CGRect(
                x: width - Self.reorderControlWidth, y: 0, width: Self.reorderControlWidth, height: contentHeight)
            trailing -= Self.reorderControlWidth
        }
        var accessoryFrame: CGRect?
        if let accessory = currentAccessory {
            let size = accessory is CellAccessoryView ? accessory.sizeThatFits(.zero) : accessory.frame.size
            // Next to the reorder grip the accessory needs no margin of its own.
            let right = reorder == nil ? trailing - Self.sideMargin : trailing
            accessoryFrame = CGRect(
                x: right - size.width, y: ((contentHeight - size.height) / 2).rounded(.down), width: size.width,
                height: size.height)
            trailing = right - size.width - Self.accessoryGap
        }
        let control = CGRect(
            x: Self.sideMargin + CGFloat(indentationLevel) * indentationWidth,
            y: ((contentHeight - CellEditingControl.diameter) / 2).rounded(.down),
            width: CellEditingControl.diameter, height: CellEditingControl.diameter)
        return Arrangement(
            content: CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: contentHeight),
            accessory: accessoryFrame, editingControl: control, reorderControl: reorder,
            showsEditingControl: showsEditingControl)
    }

    /// Whether the content view ends at an accessory or grip (its trailing margin is then 0).
    var contentEndsAtAccessory: Bool { currentAccessory != nil || (isEditing && showsReorderControl) }

    func layoutCell() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        let layout = arrangement(width: bounds.width, height: bounds.height)
        let contentHeight = layout.content.height
        let content = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        for view in [systemBackground, backgroundView] { view?.frame = content }
        // The selection grey covers the separator's line too.
        for view in [systemSelectedBackground, selectedBackgroundView, multipleSelectionBackgroundView] {
            view?.frame = bounds
        }
        adjustContentTrailingMargin()
        currentContentView.frame = layout.content
        if let accessory = currentAccessory, let frame = layout.accessory { accessory.frame = frame }
        editingControl.frame = layout.editingControl
        editingControl.style = editingStyle
        if let reorder = layout.reorderControl { reorderControl.frame = reorder }
        if currentContentView === legacyContentView {
            layoutStyleLabels()
        } else {
            automaticSeparatorLeading = currentContentView.frame.minX + textLeading(in: currentContentView)
        }
        let inset = separatorInset
        separatorView.isHidden = !showsSeparator
        separatorView.backgroundColor = separatorColor ?? .separator
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var separator = CGRect(
            x: inset.left, y: bounds.height - hairline, width: max(0, bounds.width - inset.left - inset.right),
            height: hairline)
        if rightToLeft {
            separator = separator.mirrored(inWidth: bounds.width)
            for view in [currentContentView, currentAccessory, editingControl, reorderControl] as [UIView?] {
                view?.frame = view!.frame.mirrored(inWidth: bounds.width)
            }
        }
        separatorView.frame = separator
    }

    /// Next to an accessory the content's trailing margin is 0, so the text ends 10 pt before
    /// it, as in Settings; margins set by the app stay.
    private func adjustContentTrailingMargin() {
        let view = currentContentView
        guard view.autoLayout?.hasExplicitMargins != true else { return }
        var margins = view === legacyContentView ? Self.contentMargins : view.storedDirectionalLayoutMargins
        margins.trailing = contentEndsAtAccessory ? 0 : Self.contentMargins.trailing
        if view === legacyContentView || view is UIListContentView == false {
            if margins != view.storedDirectionalLayoutMargins {
                view.storedDirectionalLayoutMargins = margins
                view.layoutMarginsInputsDidChange()
            }
        }
    }

    /// Where a content view's text starts, for the separator: the list content's text, or the margin.
    private func textLeading(in view: UIView) -> CGFloat {
        if let list = view as? UIListContentView {
            return list.contentLayout().frames(width: view.bounds.width, height: view.bounds.height).textLeading
        }
        return view.layoutMargins.left
    }

    /// The style's layout of its labels and image.
    func styleLayout() -> ListContentLayout {
        let arrangement: ListContentLayout.Arrangement
        switch cellStyle {
        case .default, .subtitle: arrangement = .stacked
        case .value1: arrangement = .sideBySide
        case .value2: arrangement = .leadingColumn(91)
        }
        var imageSize: CGSize?
        if let image = storedImageViewIfMade?.image, !storedImageViewIfMade!.isHidden { imageSize = image.size }
        // Leading and trailing as they are: the frames are made from the leading edge and
        // mirrored for right-to-left.
        let margins = legacyContentView.directionalLayoutMargins
        let text = textLabel, detail = cellStyle == .default ? nil : detailTextLabel
        return ListContentLayout(
            margins: margins, arrangement: arrangement, imageSize: imageSize, imageToTextPadding: 16,
            horizontalPadding: cellStyle == .value2 ? 6 : 8, verticalPadding: cellStyle == .subtitle ? 2 : 0,
            minimumHeight: Self.defaultHeight - hairline,
            measureText: { width in Self.measure(text, width) },
            measureSecondaryText: { width in Self.measure(detail, width) })
    }

    private static func measure(_ label: UILabel?, _ width: CGFloat) -> CGSize? {
        guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return nil }
        return label.sizeThatFits(CGSize(width: width, height: 0))
    }

    private func layoutStyleLabels() {
        let content = legacyContentView.bounds
        let frames = styleLayout().frames(width: content.width, height: content.height)
        let rightToLeft = legacyContentView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ rect: CGRect) -> CGRect { rightToLeft ? rect.mirrored(inWidth: content.width) : rect }
        textLabel?.frame = place(frames.text)
        if cellStyle != .default { detailTextLabel?.frame = place(frames.secondaryText) }
        storedImageViewIfMade?.frame = place(frames.image)
        automaticSeparatorLeading = legacyContentView.frame.minX + frames.textLeading
    }

    /// The cell's height at `width`: the content's (built-in style, content configuration, or
    /// the content view's Auto Layout constraints, as self-sizing cells are measured) plus the
    /// separator.
    func fittingSize(width: CGFloat) -> CGSize {
        let layout = arrangement(width: width, height: Self.defaultHeight)
        let contentWidth = layout.content.width
        let separator = showsSeparator ? hairline : 0
        let view = currentContentView
        adjustContentTrailingMargin()
        var height: CGFloat
        if view === legacyContentView {
            if contentUsesAutoLayout {
                height = autoLayoutHeight(of: view, width: contentWidth)
            } else {
                height = styleLayout().frames(width: contentWidth, height: nil).height
            }
        } else if view is UIListContentView {
            height = view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else {
            height = autoLayoutHeight(of: view, width: contentWidth)
        }
        return CGSize(width: width, height: height + separator)
    }

    /// The content view's height from its constraints at `width`. It is measured free of its
    /// current frame (whose translated constraints would fight the content's, as the 44 pt a
    /// new cell starts with would), and left at the measured size, which the table gives the
    /// row, so the frame and the content agree when the engine next solves.
    private func autoLayoutHeight(of view: UIView, width: CGFloat) -> CGFloat {
        let translates = view.translatesAutoresizingMaskIntoConstraints
        view.translatesAutoresizingMaskIntoConstraints = false
        let height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        view.frame.size = CGSize(width: width, height: height)
        view.translatesAutoresizingMaskIntoConstraints = translates
        return height
    }

    /// Whether the app put constrained views in the content view (a self-sizing custom cell).
    var contentUsesAutoLayout: Bool {
        legacyContentView.subviews.contains { view in
            view !== textLabel && view !== detailTextLabel && view !== storedImageViewIfMade
                && !view.translatesAutoresizingMaskIntoConstraints
        }
    }
}
