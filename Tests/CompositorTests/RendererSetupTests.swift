import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct RendererSetupTests {
    @Test func missingFontNamesTheDebianPackage() {
        let error = #expect(throws: CompositorError.self) {
            try Renderer(width: 10, height: 10, fontDirectory: "/nonexistent/fonts")
        }

        #expect(error == .fontMissing(path: "/nonexistent/fonts/DejaVuSans.ttf"))
        #expect(error?.description.contains("fonts-dejavu-core") == true)
    }

    @Test func emptyFramebufferIsRefused() {
        #expect(throws: CompositorError.invalidSize(width: 0, height: 10)) { try Framebuffer(width: 0, height: 10) }
    }
}
