import UIKit.UIGestureRecognizerSubclass

@objc protocol PickerDelegate: NSObjectProtocol {
    func pickerDidLoad(_ picker: Picker)
    @objc optional func pickerDidAppear(_ picker: Picker)
    @objc optional func pickerTitle(_ picker: Picker) -> String
}

class Picker: NSObject {
    weak var delegate: PickerDelegate?

    func load() -> [String] {
        var log: [String] = []
        delegate?.pickerDidLoad(self)
        delegate?.pickerDidAppear?(self)
        log.append(delegate?.pickerTitle?(self) ?? "untitled")
        log.append(delegate?.responds(to: #selector(PickerDelegate.pickerDidAppear(_:))) == true ? "appears" : "silent")
        return log
    }
}

/// Implements one optional requirement of two.
class TitledPickerHost: NSObject, PickerDelegate {
    var events: [String] = []
    func pickerDidLoad(_ picker: Picker) { events.append("didLoad") }
    func pickerTitle(_ picker: Picker) -> String { "Titled" }
}

/// Implements none of them.
class PlainPickerHost: NSObject, PickerDelegate {
    var events: [String] = []
    func pickerDidLoad(_ picker: Picker) { events.append("didLoad") }
}
