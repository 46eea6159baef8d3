// swift-tools-version: 6.0
import PackageDescription

/// `-O` for the pixel-heavy targets in debug builds too, only where this package is being
/// developed: SwiftPM refuses a versioned dependency whose targets carry unsafe flags, so in a
/// user's checkout (`…/checkouts/…`) they build with the user's settings instead.
let optimizedInDebug: [SwiftSetting] =
    Context.packageDirectory.contains("/checkouts/") ? [] : [.unsafeFlags(["-O"])]

let package = Package(
    name: "UIKitContainment",
    products: [
        // `_Testing_UIKit` rides along because Swift Testing cross-imports it into any file that
        // imports both Testing and UIKit; without it such files fail to compile.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .executable(name: "ContainerDemo", targets: ["ContainerDemo"]),
        .executable(name: "CompositorBench", targets: ["CompositorBench"]),
        .executable(name: "UIKitBench", targets: ["UIKitBench"]),
        .executable(name: "UIKitFuzz", targets: ["UIKitFuzz"]),
        // iOS sources built unmodified: a target names it among its plugins (see the DocC
        // article "Bring your iOS app").
        .plugin(name: "iOSSourceCompatibility", targets: ["iOSSourceCompatibility"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs`: DocC catalogs of UIKit and UIKitSnapshotTesting (a command plugin only;
        // nothing links against it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The parser the iOS-source rewriter reads users' Swift with (already in the graph
        // through swift-snapshot-testing).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        // Whole-file reads and atomic writes with plain-word errors, for every layer that writes files.
        .target(name: "FileSupport"),
        // Optimised in debug builds too: the tests and the fuzzer draw many thousands of frames
        // (page curls above all), which unoptimised per-pixel code made minutes slower.
        .target(
            name: "Compositor", dependencies: ["CPixman", "CSDL2", "FileSupport"],
            swiftSettings: optimizedInDebug),
        // The desktop window: the only target that opens an SDL window or polls SDL events.
        .target(name: "Platform", dependencies: ["CSDL2", "Compositor"]),
        // The linker section that iOS-source-compatibility generated code registers its modules in
        // (a header Swift cannot do without: it names the linker's `__start_`/`__stop_` symbols).
        .target(name: "CGeneratedRecords"),
        .target(name: "UIKit", dependencies: ["Compositor", "Platform", "CGeneratedRecords"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        // pointfree's swift-snapshot-testing strategies for our UIViewController and UIView, through
        // UIKit's public and `@_spi(Testing)` API only, as a third party's library would be.
        // Optimised in debug builds too, as Compositor is: a perceptual comparison converts every
        // differing pixel to L*a*b* (a 1280×800 image: 0.15 s optimised, 0.6-0.8 s unoptimised).
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: [
                "UIKit", "FileSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: optimizedInDebug
        ),
        // The build-time half of running iOS sources unmodified: rewrites what needs the
        // Objective-C runtime (`#selector`, `@objc`, outlets, optional protocol members) into
        // copies the compiler builds, and generates the tables UIKit's messaging reads.
        .target(
            name: "iOSSourceRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "iOSSourceRewriter", dependencies: ["iOSSourceRewriting"]),
        .plugin(name: "iOSSourceCompatibility", capability: .buildTool(), dependencies: ["iOSSourceRewriter"]),
        // An iOS app's sources (Examples/ShelfApp, written as Xcode writes them) built unmodified
        // through the plugin: Swift 5 mode, as Xcode builds apps.
        .executableTarget(
            name: "ShelfApp", dependencies: ["UIKit"], path: "Examples/ShelfApp/Linux",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["iOSSourceCompatibility"]),
        // The seeds' code, ported line for line, shared by the demo and the tests.
        .target(name: "SeedContainers", dependencies: ["UIKit"]),
        .executableTarget(
            name: "ContainerDemo",
            dependencies: [
                "UIKit", "FileSupport", "SeedContainers",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "CompositorBench", dependencies: ["Compositor", "CSDL2"]),
        .executableTarget(name: "UIKitBench", dependencies: ["UIKit"]),
        // The random-operation fuzzer over public UIKit API, its invariants and shrinking.
        .target(name: "UIKitFuzzing", dependencies: ["UIKit"]),
        .executableTarget(
            name: "UIKitFuzz",
            dependencies: ["UIKitFuzzing", "UIKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "CompositorTests",
            dependencies: ["Compositor", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "iOSSourceRewritingTests",
            dependencies: [
                "iOSSourceRewriting", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Classes and storyboards written as iOS code writes them (Tests/iOSSourceFixtures/iOS),
        // built through the plugin, for the messaging and storyboard tests.
        .target(
            name: "iOSSourceFixtures", dependencies: ["UIKit"], path: "Tests/iOSSourceFixtures/Linux",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["iOSSourceCompatibility"]),
        .testTarget(
            name: "iOSSourceCompatibilityTests", dependencies: ["iOSSourceFixtures", "UIKit", "_Testing_UIKit"]),
        // The example app driven through its storyboard's segues, and its screens.
        .testTarget(
            name: "ShelfAppTests",
            dependencies: [
                "ShelfApp", "UIKit", "_Testing_UIKit", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "Compositor", "CSDL2"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "_Testing_UIKit", "Compositor", "Platform", "SeedContainers", "UIKitFuzzing",
                "UIKitSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: [
                "Text/__Snapshots__", "Controls/__Snapshots__", "Views/__Snapshots__", "Layout/Fixtures",
                "Layout/__Snapshots__", "Lists/__Snapshots__",
            ]
        ),
        // Client code as iOS code writes it, in Swift 5 language mode (issue 18): it must compile
        // against our UIKit unmodified, as against Apple's `@preconcurrency @MainActor` UIKit.
        .testTarget(
            name: "UIKitSwift5Tests", dependencies: ["UIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitFuzzingTests", dependencies: ["UIKitFuzzing", "UIKit", "_Testing_UIKit"]),
        .testTarget(name: "ContainerDemoTests", dependencies: ["ContainerDemo", "Compositor"]),
        .testTarget(
            name: "UIKitSnapshotTestingTests",
            dependencies: [
                "UIKitSnapshotTesting", "UIKit", "_Testing_UIKit", "Compositor",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The proof that an iOS team's snapshot tests run unchanged: a file written as on iOS
        // (`import SnapshotTesting`, `import UIKit`, `import XCTest`), nothing Linux-only in it.
        // Our strategies live in `UIKitSnapshotTesting`; the compiler imports that module into
        // every file of the target (`-import-module`), as the iOS overlay is there implicitly.
        // A user's test target does the same with this one line (root packages only: SwiftPM
        // refuses unsafe flags in dependencies).
        .testTarget(
            name: "iOSSnapshotTests",
            dependencies: [
                "UIKit", "_Testing_UIKit", "UIKitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "UIKitSnapshotTesting"]),
            ]
        ),
        // The demo's goldens, apart from the library's own tests, which do not depend on the demo.
        .testTarget(
            name: "ContainerDemoSnapshotTests",
            dependencies: [
                "ContainerDemo", "UIKitSnapshotTesting", "UIKit", "_Testing_UIKit", "SeedContainers",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
