// Gesture code as iOS apps write it, compiled in Swift 5 language mode, with the one
// translation our UIKit asks for: `UIXGestureRecognizer(target: self, action: #selector(f(_:)))`
// becomes `UIXGestureRecognizer { [weak self] recognizer in self?.f(recognizer) }`.
import Testing
import UIKit

// MARK: A card dragged around, double-tapped to reset, with a single tap that waits for the double.

final class DraggableCardViewController: UIViewController, UIGestureRecognizerDelegate {
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
    private(set) var singleTaps = 0
    private(set) var doubleTaps = 0
    private(set) var panStates: [UIGestureRecognizer.State] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemBlue
        view.addSubview(card)

        // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        pan.delegate = self
        card.addGestureRecognizer(pan)

        // iOS: UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        let doubleTap = UITapGestureRecognizer { [weak self] tap in self?.handleDoubleTap(tap) }
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer()
        singleTap.addTarget { [weak self] _ in self?.singleTaps += 1 }
        singleTap.require(toFail: doubleTap)
        card.addGestureRecognizer(singleTap)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panStates.append(recognizer.state)
        guard let moved = recognizer.view else { return }
        let translation = recognizer.translation(in: view)
        moved.center = CGPoint(x: moved.center.x + translation.x, y: moved.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        doubleTaps += 1
        card.center = CGPoint(x: 100, y: 80)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // Only drags that start on the card's upper half, as a "grab bar" would.
        gestureRecognizer.location(in: card).y < card.bounds.midY
    }
}

@MainActor @Suite struct GestureClientTests {
    @Test func theCardFollowsADragAndADoubleTapPutsItBack() {
        let controller = DraggableCardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        Automation().drag(from: CGPoint(x: 60, y: 50), to: CGPoint(x: 160, y: 150), steps: 4)
        let dragged = controller.card.center
        Automation().drag(from: CGPoint(x: 200, y: 190), to: CGPoint(x: 260, y: 190), steps: 4)
        let notGrabbed = controller.card.center
        Automation().tap(at: CGPoint(x: 200, y: 150))
        Automation().tap(at: CGPoint(x: 200, y: 150))
        Automation().settle()
        Automation().tap(at: CGPoint(x: 100, y: 80))
        Automation().settle()

        #expect(dragged == CGPoint(x: 200, y: 180))
        #expect(notGrabbed == dragged, "a drag on the lower half is refused by the delegate")
        #expect(controller.panStates == [.began, .changed, .changed, .changed, .ended])
        #expect(controller.doubleTaps == 1 && controller.card.center == CGPoint(x: 100, y: 80))
        #expect(controller.singleTaps == 1)
    }
}
