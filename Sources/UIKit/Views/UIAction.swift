import Foundation

/// The closure a ``UIAction`` runs, handed the action itself (its `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls (`addAction(_:for:)`, `UIButton(primaryAction:)`), the
/// selector-free way to react to controls (target–action works too, in sources the
/// `iOSSourceCompatibility` plugin builds).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiaction)
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// A name that tells actions apart, for ``UIControl/removeAction(identifiedBy:for:)``.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control sending the action while its handler runs.
    public internal(set) var sender: Any?

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
