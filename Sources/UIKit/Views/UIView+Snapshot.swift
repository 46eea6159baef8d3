import Foundation

extension UIView {
    /// A new view, the receiver's size at the origin, showing the receiver as it looks now,
    /// subviews included, drawn once through `drawHierarchy`: a frozen copy that later changes
    /// to the receiver do not reach. With `afterScreenUpdates` pending layout runs first.
    func performSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        return SnapshotView(image: image, frame: CGRect(origin: .zero, size: bounds.size))
    }
}

/// What `snapshotView(afterScreenUpdates:)` returns: a plain view that draws an image of the
/// original scaled to its bounds (iOS's is a private `_UIReplicantView`, not an image view).
final class SnapshotView: UIView {
    let image: UIImage

    init(image: UIImage, frame: CGRect) {
        self.image = image
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func drawnContent() -> [ViewContent] { [.image(image, frame: bounds)] }
}
