import UIKit

/// A controller that handles an action sent along the responder chain (nil target).
class ResponderChainController: UIViewController {
    var handled: [String] = []
    @IBAction func saveDocument(_ sender: Any?) { handled.append("saveDocument:") }
}

/// A view whose gesture recognizer subclass is written against UIGestureRecognizerSubclass.
class CustomGesture: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
}
