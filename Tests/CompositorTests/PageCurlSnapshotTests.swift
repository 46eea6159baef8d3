import Foundation
import SnapshotTesting
import Testing
@testable import Compositor

/// Goldens of the page curl (`__Snapshots__/PageCurlSnapshotTests/`), each looked at when
/// recorded: page 1 lifted from its bottom edge (`.transitionCurlUp`) at 25, 50 and 75 %, its
/// back the front seen through white paper; and book pages turned by the bottom-right corner
/// about a left spine, single-sided and double-sided (page 2 on the back, page 3 beneath).
@MainActor @Suite(.serialized) struct PageCurlSnapshotTests {
    static let bounds = CurlScene.pageBounds

    @Test(arguments: [25, 50, 75])
    func aSingleSidedPageCurledUpFromTheBottom(percent: Int) throws {
        let curl = PageCurl.lifting(Self.bounds, from: .bottom, progress: Double(percent) / 100)

        let renderer = try render(CurlScene.tree(curl: curl))

        assertSnapshot(of: renderer.framebuffer, as: .png, named: "\(percent)-percent")
    }

    @Test func aSingleSidedBookPageTurnedByItsCorner() throws {
        let curl = PageCurl.pinning(
            .bottomRight, of: Self.bounds, at: CGPoint(x: 170, y: 190), radius: 24, spine: .left)

        let renderer = try render(CurlScene.tree(curl: curl))

        assertSnapshot(of: renderer.framebuffer, as: .png)
    }

    @Test func aDoubleSidedBookPageTurnedByItsCornerShowsPageTwoOnItsBack() throws {
        let curl = PageCurl.pinning(
            .bottomRight, of: Self.bounds, at: CGPoint(x: 150, y: 170), radius: 24, spine: .left,
            back: .page(CurlScene.page(2), mirroredHorizontally: true))

        let renderer = try render(CurlScene.tree(1, beneath: 3, curl: curl))

        assertSnapshot(of: renderer.framebuffer, as: .png)
    }
}
