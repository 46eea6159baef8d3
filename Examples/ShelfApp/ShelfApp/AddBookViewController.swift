//
//  AddBookViewController.swift
//  ShelfApp
//

import UIKit

class AddBookViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var favoriteSwitch: UISwitch!

    var suggestedTitle = "New Book"

    var book: Book {
        return Book(title: suggestedTitle, isFavorite: favoriteSwitch.isOn)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        updateTitleLabel()
    }

    @IBAction func favoriteChanged(_ sender: UISwitch) {
        updateTitleLabel()
    }

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true, completion: nil)
    }

    private func updateTitleLabel() {
        titleLabel.text = favoriteSwitch.isOn ? "★ \(suggestedTitle)" : suggestedTitle
    }

}
