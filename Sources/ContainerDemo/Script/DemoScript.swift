import Foundation
import UIKit

/// A `--script` file: one action per line, `#` starts a comment. Coordinates are window pixels.
struct DemoScript {
    enum Action: Equatable {
        case tab(Int)
        case tap(CGPoint)
        case drag(from: CGPoint, to: CGPoint)
        case key(DemoKey)
        case resize(width: Int, height: Int)
        case wait(TimeInterval)
        case screenshot(path: String)
        /// Records the transition the next action starts as a contact sheet of `frames` frames.
        case filmstrip(frames: Int, path: String)

        /// Input that reaches the app through the event queue, on the following frame.
        var sendsEvents: Bool {
            switch self {
            case .tap, .drag, .key, .resize: true
            case .tab, .wait, .screenshot, .filmstrip: false
            }
        }
    }

    struct Step: Equatable {
        let action: Action
        let line: Int
    }

    /// `file:line: message`, as compilers report.
    struct Failure: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    let file: String
    let steps: [Step]

    /// The longest `wait`: scripts play on the manual clock, so a mistyped hour must not hang a run.
    static let longestWait: TimeInterval = 3600
    /// The most frames on a filmstrip (120 rows of five cells).
    static let mostFilmstripFrames = 600

    static let usage =
        "tab N | tap X Y | drag X1 Y1 X2 Y2 | key K | resize W H | wait SECONDS | screenshot PATH | filmstrip FRAMES PATH"

    init(file: String, steps: [Step]) {
        self.file = file
        self.steps = steps
    }

    /// Reads with POSIX calls so that `/dev/null` reads as an empty file (FileManager gives nil
    /// for it) and a failure says why.
    /// The longest script file read: far more lines than any script needs.
    static let longestFile = 1 << 24

    init(contentsOf path: String) throws {
        let data: Data
        // Capped, so a device that never ends (`/dev/zero`) is refused, not read for ever.
        do { data = try DemoFiles.read(path, limit: Self.longestFile) } catch {
            throw DemoError("cannot read the script file \(path): \(error)")
        }
        try self.init(parsing: String(decoding: data, as: UTF8.self), file: path)
    }

    init(parsing text: String, file: String) throws {
        var steps: [Step] = []
        // `isNewline` takes "\r\n" (one Character in Swift) and a lone "\r" as line ends too.
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let verb = words.first else { continue }
            do {
                steps.append(Step(action: try Self.action(verb, Array(words.dropFirst())), line: index + 1))
            } catch let message as Message {
                throw Failure(file: file, line: index + 1, message: message.text)
            }
        }
        self.init(file: file, steps: steps)
    }

    private struct Message: Error { let text: String }

    /// A word as a message quotes it: a huge one by its start and its length.
    static func quoted(_ word: String) -> String {
        let limit = 40
        guard word.count > limit else { return "'\(word)'" }
        return "'\(word.prefix(limit))…' (\(word.count) characters)"
    }

    /// Plain decimals only ("12", "-3.5", ".5"): `Double` would also take "0x10", "1e3" and "nan".
    private static func decimal(_ word: String) -> Double? {
        guard word.wholeMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)/) != nil else { return nil }
        return Double(word)
    }

    private static func action(_ verb: String, _ arguments: [String]) throws -> Action {
        func expect(_ count: Int, _ form: String) throws {
            guard arguments.count == count else {
                throw Message(text: "'\(verb)' takes \(count == 1 ? "one argument" : "\(count) arguments"): \(form)")
            }
        }
        func number(_ index: Int, _ name: String) throws -> Double {
            guard let value = decimal(arguments[index]), value.isFinite else {
                throw Message(text: "\(name) must be a number, not \(quoted(arguments[index]))")
            }
            return value
        }
        func whole(_ index: Int, _ name: String, from minimum: Int, to maximum: Int = .max) throws -> Int {
            guard let value = Int(arguments[index]), value >= minimum else {
                throw Message(text: "\(name) must be a whole number from \(minimum), not \(quoted(arguments[index]))")
            }
            guard value <= maximum else {
                throw Message(text: "\(name) must be at most \(maximum), not \(quoted(arguments[index]))")
            }
            return value
        }
        func file(_ index: Int) throws -> String {
            let path = arguments[index]
            guard !path.hasSuffix("/") else {
                throw Message(
                    text: "PATH names a folder (\(quoted(path))): give a file name, such as out/screenshot.png")
            }
            return path
        }
        switch verb {
        case "tab":
            try expect(1, "tab N")
            return .tab(try whole(0, "N", from: 1))
        case "tap":
            try expect(2, "tap X Y")
            return .tap(CGPoint(x: try number(0, "X"), y: try number(1, "Y")))
        case "drag":
            try expect(4, "drag X1 Y1 X2 Y2")
            return .drag(
                from: CGPoint(x: try number(0, "X1"), y: try number(1, "Y1")),
                to: CGPoint(x: try number(2, "X2"), y: try number(3, "Y2")))
        case "key":
            try expect(1, "key K")
            guard let key = DemoKey(name: arguments[0]) else {
                throw Message(
                    text:
                        "unknown key \(quoted(arguments[0])) (a letter, a digit, Left, Right, Up, Down, Escape, Space, Return or Tab)"
                )
            }
            return .key(key)
        case "resize":
            try expect(2, "resize W H")
            return .resize(
                width: try whole(0, "W", from: 1, to: ScreenSize.largestSide),
                height: try whole(1, "H", from: 1, to: ScreenSize.largestSide))
        case "wait":
            try expect(1, "wait SECONDS")
            let seconds = try number(0, "SECONDS")
            guard seconds >= 0 else { throw Message(text: "SECONDS must not be negative") }
            guard seconds <= longestWait else { throw Message(text: "SECONDS must be at most 3600 (an hour)") }
            return .wait(seconds)
        case "screenshot":
            try expect(1, "screenshot PATH")
            return .screenshot(path: try file(0))
        case "filmstrip":
            try expect(2, "filmstrip FRAMES PATH")
            return .filmstrip(frames: try whole(0, "FRAMES", from: 2, to: mostFilmstripFrames), path: try file(1))
        default:
            throw Message(text: "unknown action \(quoted(verb)); one of: \(usage)")
        }
    }
}
