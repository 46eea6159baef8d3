import Foundation

/// Settings of an image renderer; images are always scale 1 here.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat)
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 1
    open var opaque = false

    public override init() { super.init() }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context an `image { context in … }` block receives. Views draw into it with
/// `drawHierarchy(in:afterScreenUpdates:)`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext)
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect
    /// Drawn by Render/ (UIView+DrawHierarchy.swift, ImageDrawing.swift).
    var drawing = ImageDrawing()

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.format = format
        self.bounds = bounds
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { drawing.image(in: bounds) }
}

/// Renders drawing (view hierarchies) to a `UIImage`, through the same compositor that draws
/// windows, so the pixels are the ones the screen shows.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer)
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
        Runtime.application.imageContexts.append(context)
        actions(context)
        Runtime.application.imageContexts.removeLast()
        return context.currentImage
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
