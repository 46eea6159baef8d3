import SnapshotTesting
import UIKit
import XCTest

final class ProfileViewControllerTests: XCTestCase {
    func testProfileOnIPhone13() {
        let vc = ProfileViewController()

        assertSnapshot(of: vc, as: .image(on: .iPhone13, perceptualPrecision: 0.98))
        assertSnapshot(of: vc, as: .recursiveDescription)
    }
}
