import Foundation

/// Shows an image laid out by `contentMode` (stretched to fill by default).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimageview)
@preconcurrency @MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open var image: UIImage? {
        didSet {
            if image !== oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    override func drawnContent() -> [ViewContent] {
        guard let image, image.size.width > 0, image.size.height > 0 else { return [] }
        return [.image(image, frame: placement(of: image.size))]
    }

    /// Where the image goes in the bounds for the content mode.
    func placement(of size: CGSize) -> CGRect {
        let b = bounds
        switch contentMode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let scale =
                contentMode == .scaleAspectFit
                ? min(b.width / size.width, b.height / size.height)
                : max(b.width / size.width, b.height / size.height)
            let w = size.width * scale, h = size.height * scale
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center:
            return CGRect(
                x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .top: return CGRect(x: b.midX - size.width / 2, y: b.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: b.midX - size.width / 2, y: b.maxY - size.height, width: size.width, height: size.height)
        case .left: return CGRect(x: b.minX, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: b.maxX - size.width, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .topLeft: return CGRect(origin: b.origin, size: size)
        case .topRight: return CGRect(x: b.maxX - size.width, y: b.minY, width: size.width, height: size.height)
        case .bottomLeft: return CGRect(x: b.minX, y: b.maxY - size.height, width: size.width, height: size.height)
        case .bottomRight:
            return CGRect(x: b.maxX - size.width, y: b.maxY - size.height, width: size.width, height: size.height)
        }
    }
}
