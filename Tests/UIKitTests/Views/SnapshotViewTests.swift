import Testing
import Foundation
import UIKit

/// `snapshotView(afterScreenUpdates:)`: a new view, the receiver's size, showing the receiver
/// frozen as it looked when asked.
@MainActor @Suite struct SnapshotViewTests {
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 160, height: 100))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 10, y: 30, width: 140, height: 40))
        label.text = "Card"
        label.textColor = .white
        card.addSubview(label)
        return card
    }

    func image(of view: UIView) -> UIImage {
        UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
    }

    @Test func theSnapshotShowsTheViewAsItLooksNow() throws {
        let card = card()

        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))

        #expect(snapshot !== card)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(snapshot.subviews.isEmpty)
        #expect(!(snapshot is UIImageView))
        #expect(image(of: snapshot).isEqual(image(of: card)))
    }

    @Test func laterChangesToTheViewDoNotReachTheSnapshot() throws {
        let card = card()
        let before = image(of: card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))

        card.backgroundColor = .systemGreen
        card.subviews[0].removeFromSuperview()

        #expect(!image(of: card).isEqual(before))
        #expect(image(of: snapshot).isEqual(before))
    }

    /// A view that puts its one subview `offset` points from the left when laid out.
    final class OffsetView: UIView {
        var offset: CGFloat = 0

        override func layoutSubviews() { subviews[0].frame.origin.x = offset }
    }

    @Test func afterScreenUpdatesLaysOutFirst() throws {
        let view = OffsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.backgroundColor = .white
        let block = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        block.backgroundColor = .red
        view.addSubview(block)
        view.layoutIfNeeded()
        view.offset = 60
        view.setNeedsLayout()

        let stale = try #require(view.snapshotView(afterScreenUpdates: false))
        let current = try #require(view.snapshotView(afterScreenUpdates: true))

        #expect(image(of: stale).bitmap.pixel(x: 5, y: 10) == 0xFFFF_0000)
        #expect(image(of: stale).bitmap.pixel(x: 65, y: 10) == 0xFFFF_FFFF)
        #expect(image(of: current).bitmap.pixel(x: 5, y: 10) == 0xFFFF_FFFF)
        #expect(image(of: current).bitmap.pixel(x: 65, y: 10) == 0xFFFF_0000)
    }

    @Test func aSnapshotInAWindowShowsWhereItIsPut() throws {
        let window = makeKeyWindow(width: 320, height: 240)
        defer { window.isHidden = true }
        let card = card()
        window.addSubview(card)
        UIApplication.shared.advance(by: 1.0 / 60)
        let original = try #require(Automation().screenshot()?.pngData())

        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        snapshot.frame.origin = card.frame.origin
        card.removeFromSuperview()
        window.addSubview(snapshot)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(try #require(Automation().screenshot()?.pngData()) == original, "the same pixels")
    }
}
