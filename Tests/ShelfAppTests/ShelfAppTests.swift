import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

@testable import ShelfApp

/// The example app, built from its iOS sources unmodified (Xcode's AppDelegate and
/// SceneDelegate template), launched from its Info.plist's scene manifest, whose storyboard
/// makes the scene's window, and driven by taps through its segues: show (a cell), present (a bar button item),
/// embed (a container view), unwind (Done), target–action, a gesture recognizer and a selector
/// observer. Its screens are goldens (`__Snapshots__/ShelfAppTests/`), each looked at before it
/// was recorded.
@MainActor @Suite(.serialized) struct ShelfAppTests {
    let automation = Automation()

    /// Launches the app as iOS does on an iPhone 15's screen, lets the first frames settle, and
    /// returns its scene's delegate, which holds the window.
    func launch() -> SceneDelegate {
        UIApplication.shared.animationSpeed = 1
        #expect(automation.launch(AppDelegate(), screenSize: CGSize(width: 393, height: 852)))
        _ = automation.settle()
        return UIApplication.shared.connectedScenes.first!.delegate as! SceneDelegate
    }

    func rootNavigation(_ delegate: SceneDelegate) -> UINavigationController? {
        delegate.window?.rootViewController as? UINavigationController
    }

    @Test func xcodesSceneTemplateConnectsOneWindowSceneWithTheStoryboardsWindow() throws {
        // Action
        let delegate = launch()

        // Assertion: Info.plist's manifest named the delegate class and the storyboard.
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.role == .windowApplication)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.window?.windowScene === scene && scene.windows == [delegate.window!])
        #expect(delegate.window?.isKeyWindow == true)
        #expect((UIApplication.shared.delegate as? AppDelegate) != nil)
    }

    @Test func theMainStoryboardsNavigationControllerAndShelfAreOnScreen() throws {
        // Action
        let delegate = launch()
        // Assertion
        let navigation = try #require(rootNavigation(delegate))
        let shelf = try #require(navigation.topViewController as? ShelfViewController)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(shelf.navigationItem.title == "Shelf")
        #expect(shelf.tableView.numberOfRows(inSection: 0) == 3)
        let screen = try #require(automation.screenshot())
        assertSnapshot(of: screen, as: .image, named: "shelf")
    }

    @Test func aCellShowsItsBookWithTheDetailsEmbeddedAndTheSegmentSwapsToNotes() throws {
        let delegate = launch()
        let navigation = try #require(rootNavigation(delegate))

        // Action: the cell's show segue.
        try automation.tap(label: "Dune")
        _ = automation.settle()

        // Assertion: prepare(for:sender:) passed the book; the embed segue made the details child.
        let book = try #require(navigation.topViewController as? BookViewController)
        #expect(book.book?.title == "Dune")
        #expect(book.titleLabel.text == "Dune")
        let details = try #require(book.children.first as? BookDetailsViewController)
        #expect(details.delegate === book)
        #expect(details.summaryLabel.text == "Book: Dune")
        #expect(details.view.superview === book.containerView)
        let screen = try #require(automation.screenshot())
        assertSnapshot(of: screen, as: .image, named: "book")

        // Action: the segmented control's @IBAction swaps the child for the storyboard's notes scene.
        try automation.tap(label: "Notes")
        _ = automation.settle()

        let notes = try #require(book.children.first as? BookNotesViewController)
        #expect(book.children.count == 1)
        #expect(
            notes.noteLabels.sorted { $0.tag < $1.tag }.map(\.text) == [
                "No notes for Dune yet.", "Not a favorite (yet).",
            ])

        // Action: the title's tap gesture (target–action) flips back; Share's private @objc method.
        try automation.tap(label: "Dune")
        try automation.tap(label: "Share")
        _ = automation.settle()

        #expect(book.segmentedControl.selectedSegmentIndex == 0)
        #expect(book.children.first === details)
        #expect(book.navigationItem.rightBarButtonItem?.title == "Shared 1×")
    }

    @Test func addingABookPresentsTheFormAndDoneUnwindsToTheShelfWithTheNewBook() throws {
        let delegate = launch()
        let navigation = try #require(rootNavigation(delegate))
        let shelf = try #require(navigation.topViewController as? ShelfViewController)

        // Action: the + button's modal segue.
        try automation.tap(label: "+")
        _ = automation.settle()

        let form = try #require(
            (shelf.presentedViewController as? UINavigationController)?.topViewController as? AddBookViewController)
        #expect(form.titleLabel.text == "Book 4")
        form.favoriteSwitch.setOn(true, animated: false)
        form.favoriteSwitch.sendActions(for: .valueChanged)
        #expect(form.titleLabel.text == "★ Book 4")
        _ = automation.settle()
        let screen = try #require(automation.screenshot())
        assertSnapshot(of: screen, as: .image, named: "add-book")

        // Action: Done's unwind segue.
        try automation.tap(label: "Done")
        _ = automation.settle()

        // Assertion: unwindToShelf(_:) appended the book; the form is dismissed.
        #expect(shelf.books.map(\.title) == ["The Hobbit", "Dune", "Emma", "Book 4"])
        #expect(shelf.books.last?.isFavorite == true)
        #expect(shelf.presentedViewController == nil)
        #expect(shelf.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test func cancelDismissesTheFormThroughItsIBActionAndAddsNothing() throws {
        let delegate = launch()
        let shelf = try #require(rootNavigation(delegate)?.topViewController as? ShelfViewController)
        try automation.tap(label: "+")
        _ = automation.settle()

        try automation.tap(label: "Cancel")
        _ = automation.settle()

        #expect(shelf.presentedViewController == nil)
        #expect(shelf.books.count == 3)
    }

    @Test func theShelfNotificationReachesTheBookScreensSelectorObserver() throws {
        let delegate = launch()
        let navigation = try #require(rootNavigation(delegate))
        let shelf = try #require(navigation.topViewController as? ShelfViewController)
        try automation.tap(label: "Emma")
        _ = automation.settle()
        let book = try #require(navigation.topViewController as? BookViewController)

        NotificationCenter.default.post(name: .shelfDidChange, object: shelf)

        #expect(book.titleLabel.text == "Emma · 3 on the shelf")
    }
}

/// The example's iOS sources are the single source of truth: the build reads them and writes
/// only into its own folder (CI also checks `git diff --exit-code Examples/`).
@MainActor @Suite struct ShelfAppSourcesTests {
    @Test func theRewrittenCopiesPointDiagnosticsAtTheOriginalFiles() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Examples/ShelfApp/ShelfApp"
        )
        .standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count == 9)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("#sourceLocation"), "\(file) was written by the build")
        }
    }
}
