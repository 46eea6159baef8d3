//
//  BookViewController.swift
//  ShelfApp
//

import UIKit

class BookViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var segmentedControl: UISegmentedControl!
    @IBOutlet weak var containerView: UIView!

    var book: Book?
    private var shareCount = 0

    private var detailsViewController: BookDetailsViewController?
    private var currentChild: UIViewController?

    private lazy var notesViewController: BookNotesViewController? = {
        let notes = storyboard?.instantiateViewController(withIdentifier: "BookNotes") as? BookNotesViewController
        notes?.book = book
        return notes
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = book?.title

        titleLabel.isUserInteractionEnabled = true
        let tapGesture = UITapGestureRecognizer(target: self, action: #selector(titleTapped(_:)))
        titleLabel.addGestureRecognizer(tapGesture)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))

        NotificationCenter.default.addObserver(self, selector: #selector(shelfDidChange(_:)), name: .shelfDidChange, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EmbedDetails", let details = segue.destination as? BookDetailsViewController {
            details.delegate = self
            details.book = book
            detailsViewController = details
            currentChild = details
        }
    }

    // MARK: - Actions

    @IBAction func segmentChanged(_ sender: UISegmentedControl) {
        let newChild: UIViewController?
        switch sender.selectedSegmentIndex {
        case 0:
            newChild = detailsViewController
        default:
            newChild = notesViewController
        }
        if let newChild = newChild {
            swapChild(to: newChild)
        }
    }

    @objc func titleTapped(_ sender: UITapGestureRecognizer) {
        segmentedControl.selectedSegmentIndex = segmentedControl.selectedSegmentIndex == 0 ? 1 : 0
        segmentChanged(segmentedControl)
    }

    @objc func shelfDidChange(_ notification: Notification) {
        guard let shelf = notification.object as? ShelfViewController else { return }
        titleLabel.text = "\(book?.title ?? "") · \(shelf.books.count) on the shelf"
    }

    @objc private func share() {
        shareCount += 1
        navigationItem.rightBarButtonItem?.title = "Shared \(shareCount)×"
    }

    // MARK: - Child view controllers

    private func swapChild(to newChild: UIViewController) {
        guard newChild !== currentChild else { return }

        if let oldChild = currentChild {
            oldChild.willMove(toParent: nil)
            oldChild.view.removeFromSuperview()
            oldChild.removeFromParent()
        }

        addChild(newChild)
        newChild.view.frame = containerView.bounds
        newChild.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(newChild.view)
        newChild.didMove(toParent: self)
        currentChild = newChild
    }

}

// MARK: - BookDetailsDelegate

extension BookViewController: BookDetailsDelegate {

    func detailsDidLoad(_ details: BookDetailsViewController) {
        details.title = book?.title
    }

    func detailsPreferredTitle(_ details: BookDetailsViewController) -> String {
        return book?.isFavorite == true ? "Favorite" : "Book"
    }

}
