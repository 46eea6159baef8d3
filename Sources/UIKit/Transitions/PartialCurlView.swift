import Foundation

/// The page a `.partialCurl` presentation leaves curled over the presented controller: the
/// screen as it looked when the presentation began, lifted part-way from its bottom edge (Apple:
/// "one corner of the current view curls up to reveal the presented view underneath"). Only the
/// page takes touches, and a tap on it dismisses, as iOS does: the uncovered part belongs to the
/// presented controller.
final class PartialCurlView: UIView {
    let page: LayerSnapshot
    private weak var presented: UIViewController?

    init(page: LayerSnapshot, frame: CGRect, presented: UIViewController) {
        self.page = page
        self.presented = presented
        super.init(frame: frame)
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in self?.presented?.dismiss(animated: true) })
    }

    required init?(coder: NSCoder) { nil }

    override func drawnContent() -> [ViewContent] {
        [.curledPage(page, progress: PageCurlPath.partialCurlRest, frame: bounds)]
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        PageCurlPath.covers(point, progress: PageCurlPath.partialCurlRest, in: bounds)
    }
}
