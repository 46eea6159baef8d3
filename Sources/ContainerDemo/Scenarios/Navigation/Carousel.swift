import UIKit

extension Navigation {
    /// A paging scroll view of coloured pages with a page count under them: released, it
    /// settles on the nearest page, or the next one when flung.
    final class Carousel: UIView, UIScrollViewDelegate {
        static let height: CGFloat = 180
        private let scrollView = UIScrollView()
        private let pages: [UILabel]
        private let counter = DemoStyle.label("", size: 13, colour: .secondaryLabel)

        init(pages count: Int) {
            pages = (0..<count).map { index in
                let page = DemoStyle.label("Page \(index + 1)", size: 34, bold: true, colour: .white)
                page.backgroundColor = DemoStyle.palette[(index + 3) % DemoStyle.palette.count]
                return page
            }
            super.init(frame: .zero)
            backgroundColor = .systemBackground
            scrollView.isPagingEnabled = true
            // The list under it takes the status-strip tap: UIKit scrolls only a lone candidate.
            scrollView.scrollsToTop = false
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.delegate = self
            pages.forEach(scrollView.addSubview)
            addSubview(scrollView)
            addSubview(counter)
        }

        required init?(coder: NSCoder) { nil }

        var currentPage: Int {
            guard scrollView.bounds.width > 0 else { return 0 }
            return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let pageSize = CGSize(width: bounds.width, height: bounds.height - 24)
            scrollView.frame = CGRect(origin: .zero, size: pageSize)
            for (index, page) in pages.enumerated() {
                page.frame = CGRect(origin: CGPoint(x: CGFloat(index) * pageSize.width, y: 0), size: pageSize)
            }
            scrollView.contentSize = CGSize(width: pageSize.width * CGFloat(pages.count), height: pageSize.height)
            counter.frame = CGRect(x: 0, y: pageSize.height, width: bounds.width, height: 24)
            updateCounter()
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { updateCounter() }

        private func updateCounter() { counter.text = "\(currentPage + 1) of \(pages.count)" }
    }
}
