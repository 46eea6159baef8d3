import Compositor
import Foundation

/// Beyond UIKit, for libraries that compare images (the snapshot library, a third party's): the
/// image's pixels, which iOS code reads through `cgImage?.dataProvider?.data` and builds through
/// a `CGContext` over its own buffer, neither of which this UIKit has. Testing SPI
/// (`@_spi(Testing) import UIKit`), so an app's code never leans on it.
extension UIImage {
    /// Makes an image of `pixelWidth` × `pixelHeight` premultiplied ARGB8888 pixels (alpha in
    /// the top byte), row by row without padding, at scale 1; nil when the count is not
    /// `pixelWidth × pixelHeight` or a side is negative. 0 × 0 is an empty image.
    @_spi(Testing)
    public convenience init?(pixelWidth: Int, pixelHeight: Int, premultipliedARGBPixels pixels: [UInt32]) {
        guard pixelWidth >= 0, pixelHeight >= 0, pixels.count == pixelWidth * pixelHeight else { return nil }
        self.init(bitmap: RenderImage(width: pixelWidth, height: pixelHeight, premultipliedPixels: pixels))
    }

    /// The width in pixels: `size.width × scale`.
    @_spi(Testing)
    public var pixelWidth: Int { bitmap.width }

    /// The height in pixels: `size.height × scale`.
    @_spi(Testing)
    public var pixelHeight: Int { bitmap.height }

    /// A copy of the pixels as premultiplied ARGB8888 words (alpha in the top byte), row by row,
    /// `pixelWidth` to a row: the format the renderer draws in, so nothing is converted.
    @_spi(Testing)
    public var premultipliedARGBPixels: [UInt32] { bitmap.pixelArray }
}
