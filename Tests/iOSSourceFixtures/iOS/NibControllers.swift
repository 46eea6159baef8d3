import UIKit

/// Loads its view from CardHost.xib (named after the class, without "Controller").
class CardHostController: UIViewController {
    @IBOutlet weak var headline: UILabel!
    var presses = 0

    @IBAction func press(_ sender: UIButton) { presses += 1 }
}

/// A cell from TitleCell.xib, registered as a nib.
class TitleCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    var woke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        woke = true
    }
}
