import Foundation

extension UIView {
    /// Ends a container's transition between two children's views in this root view: `shown`
    /// stays, at `frame` below `bar`; `gone` leaves (put back at `frame` for when it returns).
    /// Finished, the arriving view is shown; cancelled, the leaving one is.
    func settleExchange(showing shown: UIView?, removing gone: UIView?, at frame: CGRect, below bar: UIView) {
        if let gone {
            if gone.superview === self { gone.removeFromSuperview() }
            gone.frame = frame
        }
        if let shown {
            if shown.superview !== self { insertSubview(shown, belowSubview: bar) }
            shown.frame = frame
        }
        bringSubviewToFront(bar)
    }
}
