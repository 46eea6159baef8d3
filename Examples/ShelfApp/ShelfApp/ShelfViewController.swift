//
//  ShelfViewController.swift
//  ShelfApp
//

import UIKit

class ShelfViewController: UITableViewController {

    var books = [
        Book(title: "The Hobbit", isFavorite: true),
        Book(title: "Dune", isFavorite: false),
        Book(title: "Emma", isFavorite: false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
        let book = books[indexPath.row]
        cell.textLabel?.text = book.isFavorite ? "★ \(book.title)" : book.title
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowBook":
            if let bookViewController = segue.destination as? BookViewController,
               let indexPath = tableView.indexPathForSelectedRow {
                bookViewController.book = books[indexPath.row]
            }
        case "AddBook":
            if let navigationController = segue.destination as? UINavigationController,
               let addBookViewController = navigationController.topViewController as? AddBookViewController {
                addBookViewController.suggestedTitle = "Book \(books.count + 1)"
            }
        default:
            break
        }
    }

    @IBAction func unwindToShelf(_ segue: UIStoryboardSegue) {
        guard let addBookViewController = segue.source as? AddBookViewController else { return }
        books.append(addBookViewController.book)
        NotificationCenter.default.post(name: .shelfDidChange, object: self)
        tableView.reloadData()
    }

}
