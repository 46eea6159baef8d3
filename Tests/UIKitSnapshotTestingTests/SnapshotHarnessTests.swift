import Testing
import Foundation
import SnapshotTesting
@testable import UIKit
@testable import UIKitSnapshotTesting

/// A controller of one colour with a square of another in the middle.
final class Swatch: UIViewController {
    let background: UIColor
    let square: UIColor

    init(background: UIColor = .systemTeal, square: UIColor = .systemOrange) {
        self.background = background
        self.square = square
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        let middle = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        middle.backgroundColor = square
        view.addSubview(middle)
    }
}

/// The harness itself, against goldens in a scratch folder, never the real ones: a changed
/// colour fails, naming the actual and the diff image it wrote; precision and perceptual
/// precision work as pointfree documents them; a size change is reported as such.
@MainActor @Suite struct SnapshotHarnessTests {
    private let size = CGSize(width: 120, height: 120)

    /// A new folder for goldens and one for artifacts, removed afterwards. The artifacts folder
    /// is handed to the strategy, not set in the environment other tests' threads read.
    private func scratch(_ body: (_ goldens: String, _ artifacts: URL) throws -> Void) rethrows {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-harness-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        try SnapshotArtifacts.$directory.withValue(artifacts) {
            try body(root.appendingPathComponent("goldens").path, artifacts)
        }
    }

    private func image(
        _ size: CGSize, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<UIViewController, UIImage> {
        .image(precision: precision, perceptualPrecision: perceptualPrecision, size: size)
    }

    private func verify(
        _ controller: UIViewController, as strategy: Snapshotting<UIViewController, UIImage>,
        record: SnapshotTestingConfiguration.Record, in goldens: String
    ) -> String? {
        verifySnapshot(of: controller, as: strategy, named: "swatch", record: record, snapshotDirectory: goldens)
    }

    @Test func aChangedColourFailsAndNamesTheActualAndDiffImages() throws {
        try scratch { goldens, artifacts in
            let recorded = verify(Swatch(), as: image(size), record: .all, in: goldens)

            let failure = try #require(
                verify(
                    Swatch(square: .systemPurple), as: image(size), record: .never, in: goldens))

            #expect(recorded?.contains("Record mode is on") == true)
            let actual = try #require(failure.firstMatch(of: /Actual: (\S+\.png)/)?.1).description
            let diff = try #require(failure.firstMatch(of: /Diff: (\S+\.png)/)?.1).description
            #expect(actual.hasPrefix(artifacts.path) && diff.hasPrefix(artifacts.path))
            #expect(failure.contains("Newly-taken snapshot does not match reference.\n1600 of 14400 pixels differ.\n"))
            let actualImage = try #require(UIImage(contentsOfFile: actual))
            #expect(actualImage.bitmap.pixel(x: 60, y: 60) == UIColor.systemPurple.renderColor.premultipliedARGB)
            // The diff marks the changed square red and fades the rest.
            let diffImage = try #require(UIImage(contentsOfFile: diff))
            #expect(diffImage.bitmap.pixel(x: 60, y: 60) == 0xFFFF_0000)
            #expect(diffImage.bitmap.pixel(x: 10, y: 100) != 0xFFFF_0000)
            #expect(diffImage.bitmap.pixel(x: 10, y: 100) >> 24 == 0xFF)
        }
    }

    @Test func theSameControllerMatchesExactly() throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)

            let failure = verify(Swatch(), as: image(size), record: .never, in: goldens)

            #expect(failure == nil)
        }
    }

    /// A background one step off in red passes with a perceptual precision of 0.99 (well within
    /// 1 ΔE) and fails without. A purple square (1600 of 14400 pixels, 11 %, three of its four
    /// bytes changed: 8.3 % of the bytes) passes `precision: 0.9` alone, which counts bytes, but
    /// not with a perceptual precision, which makes `precision` count pixels.
    @Test func perceptualPrecisionPassesANearColourAndPrecisionCountsBytesOrPixels() throws {
        try scratch { goldens, artifacts in
            let teal = UIColor.systemTeal
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)
            let nearlyTeal = UIColor(red: teal.red + 1.0 / 255, green: teal.green, blue: teal.blue, alpha: 1)
            @MainActor func purpleSquare(precision: Float, perceptualPrecision: Float = 1) -> String? {
                verify(
                    Swatch(square: .systemPurple),
                    as: image(size, precision: precision, perceptualPrecision: perceptualPrecision), record: .never,
                    in: goldens)
            }

            let exact = verify(Swatch(background: nearlyTeal), as: image(size), record: .never, in: goldens)
            let perceptual = verify(
                Swatch(background: nearlyTeal), as: image(size, perceptualPrecision: 0.99), record: .never,
                in: goldens)
            let bytes = purpleSquare(precision: 0.9)
            let fewerBytes = purpleSquare(precision: 0.92)
            let pixels = purpleSquare(precision: 0.9, perceptualPrecision: 0.99)
            let fewerPixels = purpleSquare(precision: 0.88, perceptualPrecision: 0.99)

            #expect(exact != nil)
            #expect(perceptual == nil)
            #expect(bytes == nil)
            #expect(fewerBytes?.contains("Actual image precision 0.9166667 is less than required 0.92") == true)
            #expect(
                pixels?.contains("The percentage of pixels that match 0.8888889 is less than required 0.9") == true)
            #expect(fewerPixels == nil)
        }
    }

    @Test func aDifferentSizeIsReportedAsSuch() throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)

            let failure = verify(
                Swatch(), as: image(CGSize(width: 100, height: 120)), record: .never, in: goldens)

            #expect(
                failure?.contains("Newly-taken snapshot@(100.0, 120.0) does not match reference@(120.0, 120.0).")
                    == true)
        }
    }

    /// A golden that cannot be read as PNG names its path and why, instead of a 0×0 reference
    /// or the library's bare "NSCocoaErrorDomain error 256". Root ignores permission bits, so the
    /// unreadable golden is a link to a write-only kernel setting, which refuses reads even to root.
    @Test(arguments: ["corrupt", "empty", "truncated", "directory", "unreadable"])
    func anUnreadableGoldenSaysSo(damage: String) throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: goldens).first)
            let golden = "\(goldens)/\(name)"
            try damageGolden(at: golden, damage)

            let failure = try #require(
                verify(Swatch(), as: image(size), record: .never, in: goldens))

            let reason =
                switch damage {
                case "corrupt": "it is not a PNG"
                case "empty": "it is empty"
                case "truncated": "it is cut short"
                case "directory": "it is a directory"
                default: "permission denied"
                }
            #expect(failure.contains("the golden at \(golden) cannot be read as PNG (\(reason))"), "\(failure)")
            #expect(!failure.contains("0×0"))
            #expect(!failure.contains("NSCocoaErrorDomain"))
        }
    }

    /// Record mode `.failed` replaces a damaged golden after the comparison; the message still
    /// says what was wrong with the one that was read.
    @Test func aReplacedGoldenIsDescribedAsItWasRead() throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)
            let golden = "\(goldens)/verify-_-as-record-in.swatch.png"
            try damageGolden(at: golden, "empty")

            let failure = try #require(
                verify(Swatch(), as: image(size), record: .failed, in: goldens))

            #expect(failure.contains("the golden at \(golden) cannot be read as PNG (it is empty)"), "\(failure)")
            #expect(UIImage(contentsOfFile: golden) != nil)
        }
    }

    /// A view's snapshot goes through the same check as a controller's.
    @Test func aViewsUnreadableGoldenSaysSo() throws {
        try scratch { goldens, artifacts in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let strategy = Snapshotting<UIView, UIImage>.image
            _ = verifySnapshot(of: view, as: strategy, named: "view", record: .all, snapshotDirectory: goldens)
            let golden = "\(goldens)/aViewsUnreadableGoldenSaysSo.view.png"
            try damageGolden(at: golden, "directory")

            let failure = try #require(
                verifySnapshot(of: view, as: strategy, named: "view", record: .never, snapshotDirectory: goldens))

            #expect(failure.contains("the golden at \(golden) cannot be read as PNG (it is a directory)"), "\(failure)")
        }
    }

    /// Unnamed snapshots are numbered by the library's per-test counter, which it does not share:
    /// of two, only the second unreadable, the second is named.
    @Test func anUnreadableUnnamedGoldenIsNamedByItsNumber() throws {
        try scratch { goldens, artifacts in
            let strategy = image(size)
            // Recorded under the names the counter gives, which leaves the counter at zero.
            for n in 1...2 {
                _ = verifySnapshot(of: Swatch(), as: strategy, named: "\(n)", record: .all, snapshotDirectory: goldens)
            }
            let second = "\(goldens)/anUnreadableUnnamedGoldenIsNamedByItsNumber.2.png"
            try damageGolden(at: second, "directory")

            let first = verifySnapshot(of: Swatch(), as: strategy, record: .never, snapshotDirectory: goldens)
            let failure = try #require(
                verifySnapshot(of: Swatch(), as: strategy, record: .never, snapshotDirectory: goldens))

            #expect(first == nil)
            #expect(failure.contains("the golden at \(second) cannot be read as PNG (it is a directory)"), "\(failure)")
        }
    }

    /// When several unnamed goldens of one test cannot be read, which one the library's counter
    /// chose is unknown here, so all are named rather than a guess.
    @Test func severalUnreadableUnnamedGoldensAreAllNamed() throws {
        try scratch { goldens, artifacts in
            let strategy = image(size)
            // Recorded under the names the counter gives, which leaves the counter at zero.
            for n in 1...2 {
                _ = verifySnapshot(of: Swatch(), as: strategy, named: "\(n)", record: .all, snapshotDirectory: goldens)
            }
            let paths = (1...2).map { "\(goldens)/severalUnreadableUnnamedGoldensAreAllNamed.\($0).png" }
            try damageGolden(at: paths[0], "directory")
            try damageGolden(at: paths[1], "unreadable")

            let failure = try #require(
                verifySnapshot(of: Swatch(), as: strategy, record: .never, snapshotDirectory: goldens))

            #expect(
                failure.contains(
                    "one of the goldens at \(paths[0]) (it is a directory), \(paths[1]) (permission denied) cannot be read as PNG"
                ),
                "\(failure)")
            #expect(!failure.contains("NSCocoaErrorDomain"))
        }
    }

    /// `assertSnapshot` reports the same message as an issue at the call. The golden folder
    /// follows the `file:` given, so the real `__Snapshots__` is never touched.
    @Test func assertSnapshotReportsAnUnreadableGoldenWithItsPath() throws {
        let root = "/tmp/uikit-snapshot-harness-assert"
        try? FileManager.default.removeItem(atPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let artifacts = URL(fileURLWithPath: root).appendingPathComponent("artifacts")
        try SnapshotArtifacts.$directory.withValue(artifacts) {
            let golden = "\(root)/__Snapshots__/Fake/assertSnapshotReportsAnUnreadableGoldenWithItsPath.swatch.png"
            _ = verifySnapshot(
                of: Swatch(), as: image(size), named: "swatch", record: .all,
                file: "/tmp/uikit-snapshot-harness-assert/Fake.swift")
            try damageGolden(at: golden, "directory")

            withKnownIssue {
                assertSnapshot(
                    of: Swatch(), as: image(size), named: "swatch", record: .never,
                    file: "/tmp/uikit-snapshot-harness-assert/Fake.swift")
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue.contains("the golden at \(golden) cannot be read as PNG (it is a directory)")
                }
            }
        }
    }

    /// Replaces the golden at `path`: XORed bytes, nothing, its first half, a folder, or a link
    /// to a file the process may not read.
    private func damageGolden(at path: String, _ damage: String) throws {
        let url = URL(fileURLWithPath: path)
        let bytes = try Data(contentsOf: url)
        switch damage {
        case "corrupt": try Data(bytes.map { $0 ^ 0x5A }).write(to: url)
        case "empty": try Data().write(to: url)
        case "truncated": try bytes.prefix(bytes.count / 2).write(to: url)
        case "directory":
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        default:
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/sys/vm/drop_caches")
        }
    }

    /// An artifacts folder that cannot be written does not hide the mismatch; the write failure
    /// follows, with the path and the reason.
    @Test func aMismatchIsReportedWhenTheArtifactsCannotBeWritten() throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)
            // A regular file where the folder should be stops even root.
            try FileManager.default.createDirectory(
                at: artifacts.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: artifacts)

            let failure = try #require(
                SnapshotArtifacts.$directory.withValue(artifacts.appendingPathComponent("sub")) {
                    verify(Swatch(square: .systemPurple), as: image(size), record: .never, in: goldens)
                })

            #expect(failure.contains("Newly-taken snapshot does not match reference.\n1600 of 14400 pixels differ.\n"))
            #expect(
                failure.contains("The artifacts could not be written: cannot write \(artifacts.path)/sub/snapshot-"))
            #expect(failure.contains(": \(artifacts.path) is not a folder"))
            #expect(!failure.contains("NSCocoaErrorDomain"))
        }
    }

    /// The screen takes the snapshot's size while it is taken: a controller that sizes itself
    /// from `UIScreen.main.bounds` (common on iOS) sees the snapshot's device, not whatever
    /// screen an earlier test left; afterwards the screen is as it was.
    @Test func theScreenIsTheSnapshotsSize() {
        final class ScreenReader: UIViewController {
            var seen: CGSize?
            override func viewDidLoad() {
                super.viewDidLoad()
                seen = UIScreen.main.bounds.size
            }
        }
        let app = UIApplication.shared
        let screen = UIScreen.main.bounds
        defer { app.screen.bounds = screen }
        app.screen.bounds = CGRect(x: 0, y: 0, width: 1500, height: 300)
        let reader = ScreenReader()

        _ = SnapshotHost.image(
            of: reader, config: ViewImageConfig(size: CGSize(width: 300, height: 200)), traits: .init())

        #expect(reader.seen == CGSize(width: 300, height: 200))
        #expect(UIScreen.main.bounds.size == CGSize(width: 1500, height: 300))
    }

    /// A view snapshot leaves the view where it was.
    @Test func aViewGoesBackToItsSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIView(), view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40)), last = UIView()
        view.backgroundColor = .systemRed
        [first, view, last].forEach(parent.addSubview)

        let image = SnapshotHost.image(of: view, size: CGSize(width: 60, height: 60), traits: .init())

        #expect(image.size == CGSize(width: 60, height: 60))
        #expect(image.bitmap.pixel(x: 30, y: 30) == UIColor.systemRed.renderColor.premultipliedARGB)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [first, view, last].map { ObjectIdentifier($0) })
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func hostingRunsAppearanceAndLeavesNothingRunning() throws {
        let app = UIApplication.shared
        let trace = LifecycleTrace()
        app.lifecycleTrace = trace
        defer { app.lifecycleTrace = nil }
        let controller = Swatch()
        controller.title = "S"
        let keyWindow = app.keyWindow, screen = UIScreen.main.bounds

        let image = SnapshotHost.image(of: controller, config: ViewImageConfig(size: size), traits: .init(), at: 0.1) {
            controller in
            UIView.animate(withDuration: 1) { controller.view.alpha = 0 }
        }

        #expect(
            trace.lines == [
                "Swatch(S) viewDidLoad", "Swatch(S) viewWillAppear(animated: false)",
                "Swatch(S) viewIsAppearing(animated: false)", "Swatch(S) viewDidAppear(animated: false)",
                "Swatch(S) viewWillDisappear(animated: false)", "Swatch(S) viewDidDisappear(animated: false)",
            ])
        #expect(!app.isAnimating)
        #expect(app.keyWindow === keyWindow)
        #expect(UIScreen.main.bounds == screen)
        // 0.1 s into a 1 s fade (ease in-out) the view is still nearly opaque over the black screen.
        let pixel = image.bitmap.pixel(x: 10, y: 100)
        #expect(pixel != UIColor.systemTeal.renderColor.premultipliedARGB && (pixel >> 8) & 0xFF > 150)
    }

    /// Issue 32 (24): a golden whose header claims 20000×20000 pixels is refused from the header
    /// (decoding it took seconds and gigabytes), naming its path and why.
    @Test func aGoldenClaimingAHugeSizeIsRefusedFromItsHeader() throws {
        try scratch { goldens, artifacts in
            _ = verify(Swatch(), as: image(size), record: .all, in: goldens)
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: goldens).first)
            let golden = "\(goldens)/\(name)"
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden)))
            let side: [UInt8] = [0, 0, 0x4E, 0x20]  // 20000, big-endian
            bytes.replaceSubrange(16..<24, with: side + side)
            try Data(bytes).write(to: URL(fileURLWithPath: golden))

            let failure = try #require(verify(Swatch(), as: image(size), record: .never, in: goldens))

            #expect(
                failure.contains(
                    "the golden at \(golden) cannot be read as PNG (its header claims 20000×20000 pixels, more than any "
                        + "snapshot (8192×8192))"), "\(failure)")
        }
    }

    /// Issue 32 (24): a goldens folder that cannot be made is named with what is in its way,
    /// not in Foundation's words without a path.
    @Test func aGoldensFolderThatCannotBeMadeIsNamed() throws {
        try scratch { goldens, artifacts in
            try FileManager.default.createDirectory(
                atPath: (goldens as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: goldens))

            let failure = verify(Swatch(), as: image(size), record: .all, in: "\(goldens)/swatches")

            #expect(
                failure
                    == "Snapshot cannot be recorded or compared: cannot create the folder \(goldens)/swatches: "
                    + "\(goldens) is not a folder")
        }
    }

    /// Issue 32 (24): when the library cannot write the failed snapshot into its own artifacts
    /// folder (`$SNAPSHOT_ARTIFACTS`, else the temporary folder, and the test file's name), the
    /// mismatch still comes first, then that folder and what is wrong with it. The test file is
    /// named so that its folder is a regular file here.
    @Test func aMismatchComesFirstWhenTheLibrarysArtifactsFolderCannotBeMade() throws {
        try scratch { goldens, artifacts in
            _ = verifySnapshot(of: Swatch(), as: image(size), named: "swatch", record: .all, snapshotDirectory: goldens)
            let blocked = URL(
                fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                isDirectory: true
            ).appendingPathComponent("SnapshotHarnessBlockedArtifacts")
            // The artifacts folder exists only once some snapshot has failed: make it (fresh-clone CI
            // of b1e2b97 ran this test first).
            try FileManager.default.createDirectory(
                at: blocked.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: blocked)
            defer { try? FileManager.default.removeItem(at: blocked) }

            let failure = try #require(
                verifySnapshot(
                    of: Swatch(square: .systemPurple), as: image(size), named: "swatch", record: .never,
                    snapshotDirectory: goldens, file: "/SnapshotHarnessBlockedArtifacts.swift"))

            #expect(
                failure.hasPrefix("Newly-taken snapshot does not match reference.\n1600 of 14400 pixels differ.\n"),
                "\(failure)")
            #expect(
                failure.hasSuffix(
                    "The failed snapshot could not be written: cannot create the folder \(blocked.path): "
                        + "\(blocked.path) is not a folder"), "\(failure)")
        }
    }
}
