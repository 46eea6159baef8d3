import Foundation

/// The scroll view's `delegate`. UIKit's subclasses retype it — a table's is a
/// `UITableViewDelegate` — which Objective-C allows and a Swift override does not (a mutable
/// property cannot change type). So the scroll view's `delegate` is declared in an extension of
/// this protocol: a subclass's own `delegate` member (`UITableView.delegate`) then shadows it
/// and both store into the one `scrollViewDelegate`, as in UIKit, where setting a table's
/// delegate also makes it the scroll view's.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateOwner: AnyObject {}

extension UIScrollView: _UIScrollViewDelegateOwner {}

extension _UIScrollViewDelegateOwner where Self: UIScrollView {
    /// Held weakly, as UIKit does.
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { scrollViewDelegate = newValue }
    }
}
