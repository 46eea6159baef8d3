// The `init()` iOS code inherits from NSObject, compiled in Swift 5 language mode: on iOS every
// Objective-C class keeps NSObject's `-init`, so `UIPageViewController()` compiles, a subclass
// that overrides both designated initializers inherits it (`MyPager()`), and stored-property
// placeholders (`var animator = UIViewPropertyAnimator()`) and test doubles (`UITouch()`,
// `UIEvent()`) are written that way.
import Testing
import UIKit

final class MyPager: UIPageViewController {
    private(set) var madeBy = ""

    override init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)
        madeBy = "designated"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class BlurredHeader: UIView {
    var animator = UIViewPropertyAnimator()
    let blur = UIVisualEffectView()
    let item = UINavigationItem()
}

@MainActor
@Suite struct InheritedInitClientTests {
    @Test func pageViewControllerInitIsTheCurlStyleHorizontal() {
        let pager = UIPageViewController()

        #expect(pager.transitionStyle == .pageCurl)
        #expect(pager.navigationOrientation == .horizontal)
        #expect(pager.spineLocation == .min)
    }

    @Test func aSubclassOverridingBothDesignatedInitializersInheritsInit() {
        let pager = MyPager()

        #expect(pager.madeBy == "designated")
        #expect(pager.transitionStyle == .pageCurl)
    }

    @Test func placeholdersAndTestDoublesMadeWithInit() {
        let header = BlurredHeader()
        let touch = UITouch()
        let event = UIEvent()

        #expect(header.animator.duration == 0)
        #expect(header.animator.state == .inactive)
        #expect(header.blur.effect == nil)
        #expect(header.item.title == nil)
        #expect(touch.phase == .began && touch.view == nil && touch.tapCount == 0)
        #expect(event.type == .touches && event.allTouches?.isEmpty == true)
    }
}
