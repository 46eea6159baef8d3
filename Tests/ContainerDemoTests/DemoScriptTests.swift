import Testing
import Foundation
import UIKit
@testable import ContainerDemo

/// `--script` files: one action per line; a bad line stops everything with `file:line: message`.
@MainActor @Suite struct DemoScriptTests {
    @Test func parsesEveryActionWithItsLineNumber() throws {
        let text = """
            # a comment
            tab 2
            tap 10 20.5
            drag 1 2 3 4   # trailing comment

            key L
            key Left
            resize 800 480
            wait 0.25
            screenshot out/a.png
            filmstrip 8 out/b.png
            """

        let script = try DemoScript(parsing: text, file: "tour.txt")

        #expect(
            script.steps == [
                .init(action: .tab(2), line: 2),
                .init(action: .tap(CGPoint(x: 10, y: 20.5)), line: 3),
                .init(action: .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4)), line: 4),
                .init(action: .key(DemoKey(name: "L")!), line: 6),
                .init(action: .key(DemoKey(name: "Left")!), line: 7),
                .init(action: .resize(width: 800, height: 480), line: 8),
                .init(action: .wait(0.25), line: 9),
                .init(action: .screenshot(path: "out/a.png"), line: 10),
                .init(action: .filmstrip(frames: 8, path: "out/b.png"), line: 11),
            ])
    }

    @Test(arguments: [
        ("tab 1\nfly 3", "s.txt:2: unknown action 'fly'; one of: \(DemoScript.usage)"),
        ("tap 10", "s.txt:1: 'tap' takes 2 arguments: tap X Y"),
        ("\n\ntap ten 20", "s.txt:3: X must be a number, not 'ten'"),
        ("tab 0", "s.txt:1: N must be a whole number from 1, not '0'"),
        (
            "key F13",
            "s.txt:1: unknown key 'F13' (a letter, a digit, Left, Right, Up, Down, Escape, Space, Return or Tab)"
        ),
        ("wait -1", "s.txt:1: SECONDS must not be negative"),
        ("filmstrip 1 a.png", "s.txt:1: FRAMES must be a whole number from 2, not '1'"),
        ("resize 800", "s.txt:1: 'resize' takes 2 arguments: resize W H"),
        ("screenshot", "s.txt:1: 'screenshot' takes one argument: screenshot PATH"),
        // Plain decimals only: Double would read these as 16, 1000 and infinity.
        ("wait 0x10", "s.txt:1: SECONDS must be a number, not '0x10'"),
        ("tap 1e3 5", "s.txt:1: X must be a number, not '1e3'"),
        ("wait inf", "s.txt:1: SECONDS must be a number, not 'inf'"),
        ("wait 3600.5", "s.txt:1: SECONDS must be at most 3600 (an hour)"),
        ("filmstrip 601 a.png", "s.txt:1: FRAMES must be at most 600, not '601'"),
        ("screenshot out/", "s.txt:1: PATH names a folder ('out/'): give a file name, such as out/screenshot.png"),
        ("filmstrip 8 out/", "s.txt:1: PATH names a folder ('out/'): give a file name, such as out/screenshot.png"),
    ])
    func badLinesNameFileLineAndProblem(text: String, message: String) {
        #expect(throws: DemoScript.Failure.self) { try DemoScript(parsing: text, file: "s.txt") }
        do { _ = try DemoScript(parsing: text, file: "s.txt") } catch { #expect("\(error)" == message) }
    }

    @Test func theLongestWaitAndFilmstripAreAccepted() throws {
        let text = "wait 3600\nwait 0.5\nwait 12.\nfilmstrip 600 a.png"

        let script = try DemoScript(parsing: text, file: "s.txt")

        #expect(
            script.steps.map(\.action) == [.wait(3600), .wait(0.5), .wait(12), .filmstrip(frames: 600, path: "a.png")])
    }

    /// A script saved on Windows: "\r\n" is one Character in Swift, so splitting on "\n" saw one line.
    @Test func crlfLinesAreLines() throws {
        let text = "tab 2\r\nwait 0.1   # pause\r\n\r\nkey L\r"

        let script = try DemoScript(parsing: text, file: "s.txt")

        #expect(
            script.steps == [
                .init(action: .tab(2), line: 1),
                .init(action: .wait(0.1), line: 2),
                .init(action: .key(DemoKey(name: "L")!), line: 4),
            ])
    }

    /// A 10 MB line is quoted by its start and its length, not in full.
    @Test func aHugeWordIsQuotedShortened() {
        let word = String(repeating: "x", count: 10_000_000)

        let message = Result { try DemoScript(parsing: "tab 1\nwait \(word)", file: "s.txt") }

        guard case .failure(let error) = message else {
            Issue.record("a 10 MB number was accepted")
            return
        }
        #expect(
            "\(error)"
                == "s.txt:2: SECONDS must be a number, not '\(String(repeating: "x", count: 40))…' (10000000 characters)"
        )
    }

    @Test func anEmptyFileAndDevNullAreBothAnEmptyScript() throws {
        let empty = DemoHarness.scratch() + "/empty.txt"
        try Data().write(to: URL(fileURLWithPath: empty))

        let fromEmpty = try DemoScript(contentsOf: empty)
        let fromDevNull = try DemoScript(contentsOf: "/dev/null")

        #expect(fromEmpty.steps == [] && fromDevNull.steps == [])
    }

    @Test func anUnreadableScriptSaysWhy() {
        let folder = DemoHarness.scratch()

        let missing = Result { try DemoScript(contentsOf: folder + "/none.txt") }
        let directory = Result { try DemoScript(contentsOf: folder) }

        #expect(missing.failureText == "cannot read the script file \(folder)/none.txt: No such file or directory")
        #expect(directory.failureText == "cannot read the script file \(folder): Is a directory")
    }

    @Test func keysMapToTheirHIDUsages() throws {
        #expect(try #require(DemoKey(name: "a")).usage.rawValue == 0x04)
        #expect(try #require(DemoKey(name: "Z")).usage.rawValue == 0x1D)
        #expect(try #require(DemoKey(name: "1")).usage.rawValue == 0x1E)
        #expect(try #require(DemoKey(name: "0")).usage.rawValue == 0x27)
        #expect(try #require(DemoKey(name: "esc")).usage.rawValue == 0x29)
        #expect(try #require(DemoKey(name: "Right")).usage.rawValue == 0x4F)
        #expect(DemoKey(name: "ß") == nil)
    }

    @Test func aRuntimeFailureStopsTheScriptAtItsLine() throws {
        let demo = DemoHarness()
        defer { demo.close() }

        try demo.play("tab 1\ntab 9\ntab 2", file: "t.txt", failing: true)

        #expect(demo.controls.failure?.description == "t.txt:2: there is no tab 9; the tabs are 1 to 6")
        #expect(demo.errors == ["t.txt:2: there is no tab 9; the tabs are 1 to 6"])
        #expect(UIApplication.shared.quitRequested)
        #expect(demo.tabs.selectedIndex == 0)
    }

    @Test func aFilmstripOfAnActionThatChangesNothingIsAnError() throws {
        let directory = DemoHarness.scratch()
        let demo = DemoHarness(outputDirectory: directory)
        defer { demo.close() }

        try demo.play("filmstrip 4 \(directory)/still.png\ntap 5 300", file: "t.txt", failing: true)

        #expect(
            demo.controls.failure?.description
                == "t.txt:1: nothing changed on screen while filming \(directory)/still.png")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/still.png"))
    }
}

extension Result where Failure == any Error {
    /// The error's text, nil on success.
    var failureText: String? {
        if case .failure(let error) = self { "\(error)" } else { nil }
    }
}
