import Foundation

/// Apple's size classes: how much room a dimension has.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device the interface is for.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Light or dark appearance.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfacestyle)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Which way text and leading/trailing run.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The interface environment of a view or controller: size classes, idiom, scale, appearance and
/// layout direction. Immutable, so it is Sendable, as Apple's is; traits flow from the window (its
/// size decides the size classes) down through controllers (which may override a child's) to
/// views (TraitPropagation.swift).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitraitcollection)
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(horizontalSizeClass: .unspecified) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: idiom)
    }
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: scale)
    }
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: style)
    }
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: direction)
    }

    /// Every specified trait of `traitCollections`; where two specify one, the later wins
    /// (Apple: "the last trait collection in the array takes precedence").
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = UITraitCollection.Values()
        for collection in traitCollections { merged.overlay(collection) }
        self.init(merged)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether dynamic colours could resolve differently here than in `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return Values(self) == Values(other)
    }

    open override var hash: Int { Values(self).hashValue }

    open override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(displayScale), "
            + "userInterfaceStyle = \(userInterfaceStyle), layoutDirection = \(layoutDirection)>"
    }

    // MARK: The current collection

    /// The traits dynamic colours resolve against where no collection is passed; UIKit sets it
    /// while it resolves a view's colours.
    public static var current: UITraitCollection {
        get { currentStack.last ?? UITraitCollection(userInterfaceStyle: .light) }
        set {
            if currentStack.isEmpty {
                currentStack.append(newValue)
            } else {
                currentStack[currentStack.count - 1] = newValue
            }
        }
    }
    /// Main-thread state, as all of UIKit's; read from nonisolated colour code on that thread.
    nonisolated(unsafe) private static var currentStack: [UITraitCollection] = []

    /// Runs `actions` with this collection as `current`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        Self.currentStack.append(self)
        defer { Self.currentStack.removeLast() }
        try actions()
    }

    // MARK: Values

    /// The six traits as a value, for merging and comparing.
    struct Values: Hashable {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified

        init() {}

        init(_ collection: UITraitCollection) {
            horizontal = collection.horizontalSizeClass
            vertical = collection.verticalSizeClass
            idiom = collection.userInterfaceIdiom
            scale = collection.displayScale
            style = collection.userInterfaceStyle
            direction = collection.layoutDirection
        }

        /// Takes every trait `collection` specifies.
        mutating func overlay(_ collection: UITraitCollection?) {
            guard let collection else { return }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { scale = collection.displayScale }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
        }
    }

    convenience init(_ values: Values) {
        self.init(
            horizontalSizeClass: values.horizontal, verticalSizeClass: values.vertical,
            userInterfaceIdiom: values.idiom,
            displayScale: values.scale, userInterfaceStyle: values.style, layoutDirection: values.direction)
    }

    /// This collection with `overrides`' specified traits on top.
    func overlaid(with overrides: UITraitCollection?) -> UITraitCollection {
        guard let overrides else { return self }
        var values = Values(self)
        values.overlay(overrides)
        return UITraitCollection(values)
    }

    /// This collection with the appearance `style` unless it is unspecified.
    func overlaid(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        var values = Values(self)
        values.style = style
        return UITraitCollection(values)
    }
}

extension UITraitCollection {
    /// Size classes and style in a few words, for the lifecycle trace: "compact×regular light".
    var traceSummary: String {
        func word(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .compact: "compact"
            case .regular: "regular"
            case .unspecified: "unspecified"
            }
        }
        let style =
            switch userInterfaceStyle {
            case .dark: "dark"
            case .light: "light"
            case .unspecified: "unspecified"
            }
        return "\(word(horizontalSizeClass))×\(word(verticalSizeClass)) \(style)"
    }
}
