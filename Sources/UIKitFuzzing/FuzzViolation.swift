import Foundation

/// A broken rule found by a fuzz run: `category` groups violations for shrinking (an invariant's
/// name, or one of the fuzzer's own checks), `message` says what was seen.
public struct FuzzViolation: Equatable, Sendable, CustomStringConvertible {
    public let category: String
    public let message: String
    /// The index of the operation after which it was seen.
    public let step: Int

    public var description: String { "[\(category)] \(message) (after operation \(step + 1))" }
}
