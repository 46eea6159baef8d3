import Foundation
import Testing
import UIKit

@testable import iOSSourceFixtures

/// The app's files and classes where iOS code looks for them: asset catalog images by name, and
/// `UIApplicationMain` with the delegate's class name.
@MainActor @Suite(.serialized) struct AppResourcesTests {
    @Test func anAssetCatalogImageSetIsFoundByNameAtItsOneXImage() throws {
        let image = try #require(UIImage(named: "Star"))
        #expect(image.size == CGSize(width: 12, height: 10))
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test func uiApplicationMainFindsTheDelegateClassByNameAndLaunches() throws {
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uiapplicationmain-\(UUID()).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        let arguments = ["App", "--headless", "--screenshot", screenshot, "--size", "200x300"]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }

        let status = UIApplicationMain(
            Int32(arguments.count), &pointers, nil, NSStringFromClass(FixtureAppDelegate.self))

        #expect(status == 0)
        #expect(UIApplication.shared.delegate is FixtureAppDelegate)
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    @Test func uiApplicationMainWithAnUnknownClassIsReportedAndFails() {
        var pointers: [UnsafeMutablePointer<CChar>?] = [strdup("App"), nil]
        defer { pointers.forEach { free($0) } }
        var status: Int32 = 0
        let diagnostics = capturingDiagnostics { status = UIApplicationMain(1, &pointers, nil, "NoSuchDelegate") }
        #expect(status == 1)
        #expect(
            diagnostics.map(\.message) == [
                "Unable to instantiate the UIApplication delegate instance. No class named NoSuchDelegate is loaded (or it is not a UIApplicationDelegate)."
            ])
    }
}

/// `Bundle.main` in the app's sources finds the app's files and Info.plist.
@MainActor @Suite struct AppBundleTests {
    @Test func bundleMainReadsTheAppsInfoPlistAndFiles() {
        #expect(BundleProbe.greeting == "Hello from the fixtures")
        // Xcode's settings filled in, as the build fills them on iOS.
        #expect(BundleProbe.name == "iOSSourceFixtures")
        #expect(BundleProbe.identifier == "local.iOSSourceFixtures")
        #expect(BundleProbe.books == ["The Hobbit", "Dune", "Emma"])
        #expect(BundleProbe.missing == nil)
    }
}
