// The classic utility-app pattern, as iOS code writes it (compiled in Swift 5 language mode):
// an info page under a partial curl, and a page turned with `.transitionCurlUp`.
import Testing
import UIKit

final class UtilityMainViewController: UIViewController {
    var events: [String] = []
    let pageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pageLabel.text = "Page 1"
        pageLabel.frame = view.bounds
        view.addSubview(pageLabel)
    }

    func showInfo() {
        let info = UIViewController()
        info.view.backgroundColor = .darkGray
        info.modalTransitionStyle = .partialCurl
        present(info, animated: true) { self.events.append("info shown") }
    }

    func turnPage() {
        UIView.transition(
            with: view, duration: 0.3, options: [.transitionCurlUp, .allowAnimatedContent],
            animations: { self.pageLabel.text = "Page 2" },
            completion: { finished in self.events.append("turned \(finished)") })
    }
}

@MainActor @Suite struct CurlClientTests {
    @Test func anInfoPageUnderAPartialCurlAndAPageTurnedByACurl() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        let main = UtilityMainViewController()
        window.rootViewController = main
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)

        main.turnPage()
        UIApplication.shared.advance(by: 0.3)
        main.showInfo()
        UIApplication.shared.advance(by: 0.5)
        let shown = main.presentedViewController
        main.dismiss(animated: true) { main.events.append("info gone") }
        UIApplication.shared.advance(by: 0.5)

        #expect(shown?.modalTransitionStyle == .partialCurl)
        #expect(main.events == ["turned true", "info shown", "info gone"])
        #expect(main.pageLabel.text == "Page 2" && main.presentedViewController == nil)
        window.isHidden = true
    }
}
