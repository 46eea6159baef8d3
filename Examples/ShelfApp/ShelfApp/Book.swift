//
//  Book.swift
//  ShelfApp
//

import Foundation

struct Book {
    var title: String
    var isFavorite: Bool
}

extension Notification.Name {
    static let shelfDidChange = Notification.Name("ShelfDidChange")
}
