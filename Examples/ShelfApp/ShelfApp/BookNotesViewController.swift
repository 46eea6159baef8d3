//
//  BookNotesViewController.swift
//  ShelfApp
//

import UIKit

class BookNotesViewController: UIViewController {

    @IBOutlet var noteLabels: [UILabel]!

    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()

        let notes = [
            "No notes for \(book?.title ?? "this book") yet.",
            book?.isFavorite == true ? "One of your favorites." : "Not a favorite (yet).",
        ]
        // Outlet collections have no guaranteed order, so sort by the tags set in the storyboard.
        let labels = noteLabels.sorted { $0.tag < $1.tag }
        for (label, note) in zip(labels, notes) {
            label.text = note
        }
    }

}
