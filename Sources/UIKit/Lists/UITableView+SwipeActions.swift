import Foundation

/// A row's swipe actions, open or being dragged open.
struct SwipeState {
    enum Edge { case leading, trailing }
    var indexPath: IndexPath
    let edge: Edge
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// How far the cell is moved aside (positive: its content shows the actions' width).
    var reveal: CGFloat
    /// The content offset when the row opened: scrolling closes it.
    let openedAtOffset: CGFloat
}

/// Swipe actions (iOS 11): a horizontal drag on a row slides the cell aside over its
/// `trailingSwipeActionsConfigurationForRowAt` (or leading) buttons; letting go past half of
/// them leaves them open, a full swipe performs the first action when the configuration allows.
/// Tapping a button runs its handler; the completion closes the row. One row is open at a
/// time; scrolling or touching elsewhere closes it. Without a trailing configuration, a row the
/// data source lets edit gets UIKit's Delete action, which commits `.delete`.
extension UITableView {
    /// The fraction of the row's width past which a drag performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    static let swipeAnimationDuration: TimeInterval = 0.3

    func setUpSwipeActions() {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.swipePanChanged(pan) }
        pan.delegate = swipeArbiter
        swipeArbiter.table = self
        addGestureRecognizer(pan)
        // The scroll view's pan waits for this one to decide, which it does at the same touch
        // (a mostly vertical move fails it at once), so scrolling starts no later.
        panGestureRecognizer.require(toFail: pan)
        swipePan = pan
    }

    /// The actions a row shows on an edge: the delegate's, or UIKit's Delete on the trailing edge.
    func swipeConfiguration(at path: IndexPath, edge: SwipeState.Edge) -> UISwipeActionsConfiguration? {
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
                return configuration
            }
            guard dataSource?.tableView(self, canEditRowAt: path) ?? false,
                (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete
            else { return nil }
            let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
                guard let self else { return }
                if let row = self.swipeState?.indexPath {
                    self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
                }
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    // MARK: Opening and closing

    /// Opens a row's actions fully (the delete control in editing mode does this).
    func openSwipeActions(at path: IndexPath, edge: SwipeState.Edge, animated: Bool) {
        if let open = swipeState, open.indexPath != path || open.edge != edge { closeSwipeActions(animated: animated) }
        guard swipeState != nil || beginSwipe(at: path, edge: edge) else { return }
        setReveal(swipeState?.actionsView.naturalWidth ?? 0, animated: animated)
    }

    /// Closes the open row, its cell sliding back.
    func closeSwipeActions(animated: Bool) {
        guard let state = swipeState else { return }
        swipeState = nil
        let cell = displayedCells[state.indexPath]
        cell?.isSwiped = false
        let row = geometry.contains(state.indexPath) ? rectForRow(at: state.indexPath) : cell?.frame ?? .zero
        let finish = {
            state.actionsView.removeFromSuperview()
            if let cell, !self.isAnimatingUpdates { cell.frame = row }
        }
        delegate?.tableView(self, didEndEditingRowAt: state.indexPath)
        guard animated, window != nil, let cell else {
            cell?.frame = row
            finish()
            return
        }
        UIView.animate(
            withDuration: Self.swipeAnimationDuration, delay: 0, options: [.beginFromCurrentState],
            animations: {
                cell.frame = row
                state.actionsView.reveal = 0
            }, completion: { _ in finish() })
    }

    private func beginSwipe(at path: IndexPath, edge: SwipeState.Edge) -> Bool {
        guard let cell = displayedCells[path], let configuration = swipeConfiguration(at: path, edge: edge),
            !configuration.actions.isEmpty
        else { return false }
        delegate?.tableView(self, willBeginEditingRowAt: path)
        let view = SwipeActionsView(actions: configuration.actions, edge: edge)
        view.frame = cell.frame
        view.onTap = { [weak self] action, button in self?.perform(action, from: button) }
        insertSubview(view, belowSubview: cell)
        cell.isSwiped = true
        swipeState = SwipeState(
            indexPath: path, edge: edge, configuration: configuration, actionsView: view, reveal: 0,
            openedAtOffset: bounds.minY)
        return true
    }

    /// Slides the open row's cell to show `reveal` points of its actions.
    private func setReveal(_ reveal: CGFloat, animated: Bool) {
        guard var state = swipeState, let cell = displayedCells[state.indexPath] else { return }
        state.reveal = reveal
        swipeState = state
        let row = rectForRow(at: state.indexPath)
        let frame = row.offsetBy(dx: state.edge == .trailing ? -reveal : reveal, dy: 0)
        let apply = {
            cell.frame = frame
            state.actionsView.frame = row
            state.actionsView.reveal = reveal
            state.actionsView.layoutIfNeeded()
        }
        if animated && window != nil {
            UIView.animate(
                withDuration: Self.swipeAnimationDuration, delay: 0, options: [.beginFromCurrentState],
                animations: apply)
        } else {
            apply()
        }
    }

    /// Runs an action's handler; its completion closes the row (a deleted row is already gone).
    func perform(_ action: UIContextualAction, from button: UIView) {
        guard let state = swipeState else { return }
        action.handler(action, button) { [weak self] _ in
            guard let self, let open = self.swipeState, open.actionsView === state.actionsView else { return }
            self.closeSwipeActions(animated: true)
        }
    }

    /// Keeps the open row's actions with it as the table lays out; scrolling closes it.
    func layoutSwipeActions() {
        guard let state = swipeState else { return }
        guard geometry.contains(state.indexPath), displayedCells[state.indexPath] != nil,
            abs(bounds.minY - state.openedAtOffset) < 1 || swipePan?.state == .changed
        else {
            closeSwipeActions(animated: true)
            return
        }
        let row = rectForRow(at: state.indexPath)
        state.actionsView.frame = row
        if !isAnimatingUpdates, let cell = displayedCells[state.indexPath] {
            cell.frame = row.offsetBy(dx: state.edge == .trailing ? -state.reveal : state.reveal, dy: 0)
        }
    }

    // MARK: The drag

    private func swipePanChanged(_ pan: UIPanGestureRecognizer) {
        let dx = pan.translation(in: self).x
        switch pan.state {
        case .began:
            let start = pan.location(in: self)
            guard let path = indexPathForRow(at: start) else { return }
            let edge: SwipeState.Edge = dx < 0 ? .trailing : .leading
            if let open = swipeState, open.indexPath == path, open.edge == edge {
                swipeStartReveal = open.reveal
            } else {
                closeSwipeActions(animated: false)
                guard beginSwipe(at: path, edge: edge) else { return }
                swipeStartReveal = 0
            }
            setReveal(revealFor(dx), animated: false)
        case .changed:
            setReveal(revealFor(dx), animated: false)
        case .ended, .cancelled:
            guard let state = swipeState else { return }
            let width = rectForRow(at: state.indexPath).width
            let natural = state.actionsView.naturalWidth
            if pan.state == .ended && state.configuration.performsFirstActionWithFullSwipe
                && state.reveal > width * Self.fullSwipeFraction, let first = state.configuration.actions.first
            {
                setReveal(width, animated: true)
                perform(first, from: state.actionsView)
            } else if pan.state == .ended && state.reveal > natural / 2 {
                setReveal(natural, animated: true)
            } else {
                closeSwipeActions(animated: true)
            }
        default: break
        }
    }

    /// The reveal for a drag: following the finger on the open edge, never past the row.
    private func revealFor(_ dx: CGFloat) -> CGFloat {
        guard let state = swipeState else { return 0 }
        let moved = state.edge == .trailing ? -dx : dx
        let width = rectForRow(at: state.indexPath).width
        let allowsFull = state.configuration.performsFirstActionWithFullSwipe
        let limit = allowsFull ? width : state.actionsView.naturalWidth
        return min(max(0, swipeStartReveal + moved), limit)
    }
}

/// Lets the swipe pan begin only for a mostly horizontal drag on a row with actions, and lets
/// the scroll view's own pan take every other drag.
@MainActor
final class SwipeGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var table: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table, let pan = gestureRecognizer as? UIPanGestureRecognizer, !table.isEditing else {
            return false
        }
        let velocity = pan.translation(in: table)
        guard abs(velocity.x) > abs(velocity.y) else { return false }
        guard let path = table.indexPathForRow(at: pan.location(in: table)) else { return false }
        if let open = table.swipeState, open.indexPath == path { return true }
        let edge: SwipeState.Edge = velocity.x < 0 ? .trailing : .leading
        return table.swipeConfiguration(at: path, edge: edge).map { !$0.actions.isEmpty } ?? false
    }
}
