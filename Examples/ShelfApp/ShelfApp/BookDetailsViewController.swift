//
//  BookDetailsViewController.swift
//  ShelfApp
//

import UIKit

@objc protocol BookDetailsDelegate: AnyObject {
    func detailsDidLoad(_ details: BookDetailsViewController)
    @objc optional func detailsDidAppear(_ details: BookDetailsViewController)
    @objc optional func detailsPreferredTitle(_ details: BookDetailsViewController) -> String
}

class BookDetailsViewController: UIViewController {

    @IBOutlet weak var summaryLabel: UILabel!

    weak var delegate: BookDetailsDelegate?
    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate?.detailsDidLoad(self)

        let heading = delegate?.detailsPreferredTitle?(self) ?? "Details"
        summaryLabel.text = "\(heading): \(book?.title ?? "No book selected")"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        delegate?.detailsDidAppear?(self)
    }

}
