import Testing
import Foundation
import SnapshotTesting
import UIKit
import UIKitSnapshotTesting

/// Goldens of UIPageControl, in light and dark (`__Snapshots__/PageControlSnapshotTests/`),
/// looked at against iOS's page control before they were committed: UIKit's white dots over a
/// photo-like colour, the prominent platter, and dots tinted with label colours that follow
/// the appearance.
@MainActor @Suite struct PageControlSnapshotTests {
    private func control(pages: Int, current: Int, configure: (UIPageControl) -> Void = { _ in }) -> UIPageControl {
        let height = UIPageControl().size(forNumberOfPages: pages).height
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 196, height: height))
        control.numberOfPages = pages
        control.currentPage = current
        configure(control)
        return control
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func whiteDotsOnColourProminentPlatterAndLabelTints(name: String, style: UIUserInterfaceStyle) {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
        panel.backgroundColor = .systemBackground
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        photo.backgroundColor = .systemIndigo
        panel.addSubview(photo)
        let rows = [
            control(pages: 5, current: 1),
            control(pages: 4, current: 0) { $0.backgroundStyle = .prominent },
            control(pages: 6, current: 5) {
                $0.pageIndicatorTintColor = .tertiaryLabel
                $0.currentPageIndicatorTintColor = .label
            },
        ]
        for (index, row) in rows.enumerated() {
            row.frame.origin = CGPoint(x: 12, y: 9 + CGFloat(index) * 40)
            panel.addSubview(row)
        }
        panel.overrideUserInterfaceStyle = style

        assertSnapshot(of: panel, as: .image, named: name)
    }
}
