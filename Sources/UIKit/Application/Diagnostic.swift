/// A problem UIKit reports: `.exception` for misuse UIKit raises (the operation is refused),
/// `.log` for what UIKit only logs.
package struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Sendable { case exception, log }

    package let kind: Kind
    package let message: String

    package var description: String { message }
}
