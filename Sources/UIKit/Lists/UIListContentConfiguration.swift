import Foundation

/// The content of a standard list row, header or footer: an image, a text and a secondary text,
/// with their styling and the metrics that place them. A cell's `defaultContentConfiguration()`
/// gives the preset for its style; applied through `contentConfiguration` it makes a
/// `UIListContentView` that lays the parts out as iOS 17 does (ListContentLayout.swift).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilistcontentconfiguration)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    public var secondaryText: String?
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)

    /// The space around the content, inside the view's bounds.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Puts the secondary text beside the text (trailing-aligned) when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// The smallest row the content makes, separator included: one line of text makes a 44 pt
    /// row; zero for headers and footers, which are as tall as their text.
    var minimumRowHeight: CGFloat = 0

    public init() {}

    // MARK: Presets

    /// A row with text, and secondary text under it when set (UITableViewCell's default style).
    public static func cell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.minimumRowHeight = 44
        return configuration
    }

    /// A row with the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A row with the secondary text at the trailing side, in the secondary colour (Settings).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's section header: bold body text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .systemFont(ofSize: 17, weight: .semibold)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A plain table's section footer: secondary text.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A grouped table's section header: small secondary capitals above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A grouped table's section footer: small secondary text under the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A sidebar row: the text beside a small image, tighter than a table row.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.imageToTextPadding = 10
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        return configuration
    }

    /// A sidebar row with secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    /// A sidebar section header: bold body text.
    public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }

    // MARK: Parts

    /// How one text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// How a list configuration's text lines up: `.natural`, `.center` or `.justified`.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// A change of case applied when the text is drawn.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// 0 (the default in a list): as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour drawn.
        public func resolvedColor() -> UIColor { color }

        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The largest size the image is drawn at (keeping its aspect); zero on an axis: no limit.
        public var maximumSize = CGSize.zero
        /// The room kept for the image (centred in it), so texts line up across rows; zero: the image's size.
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0

        init() {}
    }

    // MARK: UIContentConfiguration

    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// iOS 13 and later draw a list's texts the same whether the row is highlighted or selected:
    /// the state changes only the background.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
