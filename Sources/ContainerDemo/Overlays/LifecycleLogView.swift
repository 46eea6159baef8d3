import UIKit

/// The live lifecycle log (`L`): the trace's last lines, coloured by callback kind, older lines
/// fainter. A plain view laid over the window's content, never a controller, so it is not
/// part of the tree it reports on.
final class LifecycleLogView: UIView {
    static let lineCount = 14
    static let lineHeight: CGFloat = 16
    /// Seconds after which a line has faded to its faintest.
    static let fadeTime: TimeInterval = 6

    private let labels: [UILabel] = (0..<LifecycleLogView.lineCount).map { _ in UILabel() }
    private var events: [LifecycleTrace.Event] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.05, alpha: 0.82)
        layer.cornerRadius = 8
        isUserInteractionEnabled = false
        for label in labels {
            label.font = .systemFont(ofSize: 12)
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    static var height: CGFloat { CGFloat(lineCount) * lineHeight + 12 }

    func append(_ event: LifecycleTrace.Event, now: TimeInterval) {
        events.append(event)
        if events.count > labels.count { events.removeFirst(events.count - labels.count) }
        refresh(now: now)
    }

    /// Newest line at the bottom, fully opaque; a line fades with its age and with the lines
    /// that came after it.
    func refresh(now: TimeInterval) {
        for (index, label) in labels.enumerated() {
            let eventIndex = events.count - labels.count + index
            guard eventIndex >= 0 else {
                label.text = nil
                continue
            }
            let event = events[eventIndex]
            label.text = String(format: "%7.3f  ", event.time) + event.description
            label.textColor = Self.colour(of: event.callback)
            let age = min(max(now - event.time, 0) / Self.fadeTime, 1)
            let rank = Double(events.count - 1 - eventIndex) / Double(labels.count)
            label.alpha = CGFloat(max(0.3, 1 - 0.5 * age - 0.5 * rank))
        }
    }

    /// Appearing green, disappearing orange, parent moves blue, loading grey, rotation and traits purple.
    static func colour(of callback: LifecycleTrace.Callback) -> UIColor {
        switch callback {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: UIColor(red: 0.45, green: 0.9, blue: 0.45, alpha: 1)
        case .viewWillDisappear, .viewDidDisappear: UIColor(red: 1, green: 0.62, blue: 0.3, alpha: 1)
        case .willMoveToParent, .didMoveToParent: UIColor(red: 0.45, green: 0.7, blue: 1, alpha: 1)
        case .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews: UIColor(white: 0.75, alpha: 1)
        case .viewWillTransition, .willRotate, .willAnimateRotation, .didRotate, .willTransitionToTraits,
            .traitCollectionDidChange:
            UIColor(red: 0.85, green: 0.6, blue: 1, alpha: 1)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(
                x: 8, y: 6 + CGFloat(index) * Self.lineHeight, width: bounds.width - 16, height: Self.lineHeight)
        }
    }
}
