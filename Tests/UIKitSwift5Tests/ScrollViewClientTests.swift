// Scroll view code as iOS apps write it, compiled in Swift 5 language mode: a pager that reads
// the page a fling will land on from `targetContentOffset.pointee`, and a card carousel that
// snaps the resting offset to its cards by writing it.
import Testing
import UIKit

final class PagerViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private(set) var landingPages: [Int] = []
    private(set) var currentPage = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        for (index, color) in colors.enumerated() {
            let page = UIView(
                frame: CGRect(
                    x: CGFloat(index) * view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height))
            page.backgroundColor = color
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width * CGFloat(colors.count), height: view.bounds.height)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        landingPages.append(Int(targetContentOffset.pointee.x / scrollView.bounds.width))
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        currentPage = Int(round(scrollView.contentOffset.x / scrollView.bounds.width))
    }
}

final class CarouselDelegate: NSObject, UIScrollViewDelegate {
    let cardHeight: CGFloat = 150

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        // Snap to the card the fling would stop in, as carousels on iOS do.
        let card = (targetContentOffset.pointee.y / cardHeight).rounded()
        targetContentOffset.pointee.y = card * cardHeight
    }
}

@MainActor @Suite struct ScrollViewClientTests {
    @Test func aFlingTurnsOnePageAndThePagerHearsWhereItLands() {
        let pager = PagerViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        Automation().drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), steps: 3)
        while UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }

        #expect(pager.landingPages == [1])
        #expect(pager.currentPage == 1)
        #expect(pager.scrollView.contentOffset.x == 320)
    }

    @Test func aCarouselSnapsTheRestingOffsetToACard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        let carousel = CarouselDelegate()
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        scrollView.delegate = carousel
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        Automation().drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 280), steps: 4)
        while UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }

        let offset = scrollView.contentOffset.y
        #expect(offset > 150)
        #expect(offset.truncatingRemainder(dividingBy: carousel.cardHeight) == 0)
    }
}
