import Foundation

/// The view a `UIListContentConfiguration` makes: an image view and two labels placed by
/// ListContentLayout.swift. Usable on its own, anywhere, as on iOS.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilistcontentview)
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(part) }
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// Setting a configuration of another type is ignored (check `supports(_:)` first).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else { return }
            listConfiguration = configuration
            apply(configuration)
        }
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        Self.style(textLabel, configuration.text, configuration.textProperties)
        Self.style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    static func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text.map(properties.transformed)
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    /// The layout for the current configuration.
    func contentLayout() -> ListContentLayout {
        let configuration = listConfiguration
        var imageSize: CGSize?
        if let image = configuration.image {
            imageSize = Self.fitted(image.size, in: configuration.imageProperties.maximumSize)
        }
        return ListContentLayout(
            margins: configuration.directionalLayoutMargins,
            arrangement: configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
            imageSize: imageSize, reservedImageSize: configuration.imageProperties.reservedLayoutSize,
            imageToTextPadding: configuration.imageToTextPadding,
            horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            verticalPadding: configuration.textToSecondaryTextVerticalPadding,
            // The row's separator (one device pixel) is below the content.
            minimumHeight: max(0, configuration.minimumRowHeight - 1 / max(1, UIScreen.main.scale)),
            measureText: { [textLabel] width in Self.measure(textLabel, width) },
            measureSecondaryText: { [secondaryTextLabel] width in Self.measure(secondaryTextLabel, width) })
    }

    static func measure(_ label: UILabel, _ width: CGFloat) -> CGSize? {
        guard !label.isHidden else { return nil }
        return label.sizeThatFits(CGSize(width: width, height: 0))
    }

    /// `size` scaled down, keeping its aspect, to fit `maximum` (zero on an axis: no limit).
    static func fitted(_ size: CGSize, in maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = contentLayout().frames(width: bounds.width, height: bounds.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ rect: CGRect) -> CGRect { rightToLeft ? rect.mirrored(inWidth: bounds.width) : rect }
        imageView.frame = place(frames.image)
        textLabel.frame = place(frames.text)
        secondaryTextLabel.frame = place(frames.secondaryText)
    }

    /// As wide as offered, as tall as the content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: contentLayout().frames(width: width, height: nil).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }
}
