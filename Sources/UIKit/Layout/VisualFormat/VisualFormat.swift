/// A parsed visual format string: one line of views along one axis, what
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns into constraints.
/// The grammar is the Auto Layout Guide's appendix "Visual Format Language".
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// `[name]` or `[name(predicates)]`: the predicates constrain the view's width (H) or height (V).
    struct View: Equatable {
        var name: String
        var predicates: [Predicate] = []
    }

    /// The space between two neighbours in the line, a neighbour being a view or the superview's edge.
    enum Connection: Equatable {
        /// `[a][b]`: no dash, the edges touch.
        case flush
        /// `[a]-[b]`: a lone dash, the system's standard space.
        case standard
        /// `-50-`, `-(>=20)-`, `-(==spacing@750)-`.
        case predicates([Predicate])
    }

    var orientation: Orientation = .horizontal
    /// The connection after a leading `|`; nil when the line does not start at the superview.
    var leadingSuperview: Connection?
    /// The views in order, never empty.
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a trailing `|`; nil when the line does not end at the superview.
    var trailingSuperview: Connection?
}

extension VisualFormat {
    /// One `(relation)?(object)(@priority)?` of a view's or a connection's predicate list.
    struct Predicate: Equatable {
        enum Relation: Equatable { case equal, lessThanOrEqual, greaterThanOrEqual }

        enum Object: Equatable {
            case constant(Double)
            /// A key of the metrics dictionary; the parser has checked that it is there and a number.
            case metric(String)
            /// A key of the views dictionary: only in a view's predicates (`[a(==b)]`, equal widths).
            case view(String)
        }

        var relation: Relation = .equal
        var object: Object
        /// UILayoutPriority's raw value; 1000 (required) when the format gives none.
        var priority: Float = 1000
    }
}
