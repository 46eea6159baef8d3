import UIKit

/// The Pages tab: a book of coloured, numbered pages in a UIPageViewController, turned with the
/// page curl or, toggled, sliding in the scroll style with its page control.
@MainActor
enum Pages {
    static let pageCount = 12

    static func make() -> Book {
        let book = Book()
        book.title = "Pages"
        book.tabBarItem = UITabBarItem(title: "Pages", image: nil, tag: 6)
        return book
    }
}
