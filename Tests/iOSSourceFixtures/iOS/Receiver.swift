import UIKit

/// A target of selectors with each argument convention Objective-C allows.
class Receiver: NSObject {
    var received: [String] = []

    @objc func ping() { received.append("ping") }
    @objc func tapped(_ sender: Any) { received.append("tapped:\(type(of: sender))") }
    @objc func tapped(_ sender: UIButton, forEvent event: UIEvent?) { received.append("tapped:forEvent:") }
    @objc func valueChanged(_ sender: UISwitch) { received.append("valueChanged:\(sender.isOn)") }
    @objc func noted(_ notification: Notification) { received.append("noted:\(notification.name.rawValue)") }
    @objc func fired(_ timer: Timer) { received.append("fired:\(timer.userInfo as? String ?? "nil")") }
    @objc func echo(_ value: Any?) -> String { "echo:\(value ?? "nil")" }
    @objc private func secret() { received.append("secret") }
    @objc(renamedAction:) func customName(_ sender: Any?) { received.append("renamedAction:") }
    func notExposed() {}

    func selectors() -> [Selector] {
        [
            #selector(ping), #selector(tapped(_:)), #selector(tapped(_:forEvent:)), #selector(secret),
            #selector(customName(_:)),
        ]
    }
}

/// A subclass: selectors reach its superclass's methods and its own overrides.
class LoudReceiver: Receiver {
    override func ping() { received.append("PING") }
    @objc func shout(_ sender: Any) { received.append("shout") }
}
