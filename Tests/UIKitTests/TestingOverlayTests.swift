import Testing
import UIKit

/// This file imports Testing and UIKit but not `_Testing_UIKit`: `TestingOverlay` is visible only
/// because Swift Testing's cross-import brought the overlay in. Without the overlay module this
/// file would not compile ("no such module '_Testing_UIKit'").
@MainActor @Suite struct TestingOverlayTests {
    @Test func overlayIsCrossImportedWithTestingAndUIKit() {
        let name = TestingOverlay.moduleName

        #expect(name == "_Testing_UIKit")
    }
}
