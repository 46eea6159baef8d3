import UIKit.UIGestureRecognizerSubclass

@objc protocol PickerDelegate: NSObjectProtocol {
    func pickerDidLoad(_ picker: Picker)
    @objc optional func pickerDidAppear(_ picker: Picker)
    @objc optional func pickerTitle(_ picker: Picker) -> String
    /// The accent colour's name.
    @objc
    optional var pickerAccent: String { get }
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

    func accent() -> String { delegate?.pickerAccent ?? "plain" }
}

/// Implements one optional requirement of two.
class TitledPickerHost: NSObject, PickerDelegate {
    var events: [String] = []
    func pickerDidLoad(_ picker: Picker) { events.append("didLoad") }
    func pickerTitle(_ picker: Picker) -> String { "Titled" }
    var pickerAccent: String { "gold" }
}

/// Implements none of them.
class PlainPickerHost: NSObject, PickerDelegate {
    var events: [String] = []
    func pickerDidLoad(_ picker: Picker) { events.append("didLoad") }
}

/// Implements an optional requirement its superclass's conformance lacks.
class SubtitledPickerHost: PlainPickerHost {
    @objc func pickerTitle(_ picker: Picker) -> String { "Subtitled" }
}

/// Implements two of UIKit's optional delegate methods, one of them its scroll view's.
class RowHeightDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A table view controller that answers the number of rows itself.
class CountingTableController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
}

/// The UIKit delegate methods an object implements, by their selectors' names, as a delegate
/// proxy asks them.
func implementedUIKitMethods(of object: NSObject) -> [String] {
    let selectors = [
        #selector(UITableViewDelegate.tableView(_:heightForRowAt:)),
        #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)),
        #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)),
        #selector(UITableViewDataSource.tableView(_:numberOfRowsInSection:)),
        #selector(getter: UIApplicationDelegate.window),
    ]
    return selectors.filter { object.responds(to: $0) }.map { NSStringFromSelector($0) }
}
