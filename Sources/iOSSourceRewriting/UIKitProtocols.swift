/// UIKit's Objective-C protocols as the iOS SDK declares them: each requirement's Swift name
/// with its selector in Apple's headers (`tableView(_:didSelectRowAt:)` is
/// `tableView:didSelectRowAtIndexPath:`, which no rule derives from the Swift name). A method
/// of the module that implements one is exposed to selectors under that name, as the compiler
/// infers `@objc` for a witness of an `@objc` protocol on iOS. `UIKitProtocolTableTests`
/// checks the table against UIKit's declarations here, requirement for requirement.
enum UIKitProtocols {
    struct Requirement {
        let swiftName: String
        let objcName: String
        let isOptional: Bool
        let isProperty: Bool
    }

    /// Requirements by protocol. `?` marks an optional requirement, `var` a property.
    static let requirements: [String: [Requirement]] = table.mapValues { lines in
        lines.map { line in
            var words = line.split(separator: " ").map(String.init)
            let isOptional = words.first == "?"
            if isOptional { words.removeFirst() }
            let isProperty = words.first == "var"
            if isProperty { words.removeFirst() }
            let objcName = words.count > 1 ? words[1] : isProperty ? words[0] : derivedName(words[0])
            return Requirement(swiftName: words[0], objcName: objcName, isOptional: isOptional, isProperty: isProperty)
        }
    }

    /// `scrollViewDidScroll(_:)` → `scrollViewDidScroll:`, for the rows whose header name the
    /// compiler's rule gives.
    private static func derivedName(_ swiftName: String) -> String {
        let (base, labels) = splitSwiftName(swiftName)
        return ObjCName.method(base: base, labels: labels)
    }

    /// `tableView(_:didSelectRowAt:)` → ("tableView", [nil, "didSelectRowAt"]).
    static func splitSwiftName(_ swiftName: String) -> (base: String, labels: [String?]) {
        guard let open = swiftName.firstIndex(of: "(") else { return (swiftName, []) }
        let labels = swiftName[swiftName.index(after: open)...].dropLast().split(separator: ":").map {
            $0 == "_" ? nil : String($0)
        }
        return (String(swiftName[..<open]), labels)
    }

    /// The protocols each protocol inherits (only UIKit's Objective-C ones).
    static let inherited: [String: [String]] = [
        "UITableViewDelegate": ["UIScrollViewDelegate"], "UIWindowSceneDelegate": ["UISceneDelegate"],
    ]

    /// UIKit classes that adopt these protocols, so their subclasses' methods are witnesses.
    static let adoptedByClass: [String: [String]] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"]
    ]

    /// The protocol and every protocol it inherits.
    static func closure(of name: String) -> [String] {
        var result = [name]
        var index = 0
        while index < result.count {
            for parent in inherited[result[index]] ?? [] where !result.contains(parent) { result.append(parent) }
            index += 1
        }
        return result
    }

    private static let table: [String: [String]] = [
        "UIApplicationDelegate": [
            "? application(_:didFinishLaunchingWithOptions:)",
            "? applicationWillTerminate(_:)",
            "? applicationDidBecomeActive(_:)",
            "? applicationWillResignActive(_:)",
            "? applicationDidEnterBackground(_:)",
            "? applicationWillEnterForeground(_:)",
            "? var window",
            "? application(_:configurationForConnecting:options:) application:configurationForConnectingSceneSession:options:",
            "? application(_:didDiscardSceneSessions:)",
        ],
        "UISceneDelegate": [
            "? scene(_:willConnectTo:options:) scene:willConnectToSession:options:",
            "? sceneDidDisconnect(_:)",
            "? sceneDidBecomeActive(_:)",
            "? sceneWillResignActive(_:)",
            "? sceneWillEnterForeground(_:)",
            "? sceneDidEnterBackground(_:)",
        ],
        "UIWindowSceneDelegate": [
            "? var window"
        ],
        "UIScrollViewDelegate": [
            "? scrollViewDidScroll(_:)",
            "? scrollViewDidZoom(_:)",
            "? scrollViewWillBeginDragging(_:)",
            "? scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "? scrollViewDidEndDragging(_:willDecelerate:)",
            "? scrollViewWillBeginDecelerating(_:)",
            "? scrollViewDidEndDecelerating(_:)",
            "? scrollViewDidEndScrollingAnimation(_:)",
            "? viewForZooming(in:) viewForZoomingInScrollView:",
            "? scrollViewWillBeginZooming(_:with:) scrollViewWillBeginZooming:withView:",
            "? scrollViewDidEndZooming(_:with:atScale:) scrollViewDidEndZooming:withView:atScale:",
            "? scrollViewShouldScrollToTop(_:)",
            "? scrollViewDidScrollToTop(_:)",
            "? scrollViewDidChangeAdjustedContentInset(_:)",
        ],
        "UITableViewDataSource": [
            "tableView(_:numberOfRowsInSection:)",
            "tableView(_:cellForRowAt:) tableView:cellForRowAtIndexPath:",
            "? numberOfSections(in:) numberOfSectionsInTableView:",
            "? tableView(_:titleForHeaderInSection:)",
            "? tableView(_:titleForFooterInSection:)",
            "? tableView(_:canEditRowAt:) tableView:canEditRowAtIndexPath:",
            "? tableView(_:canMoveRowAt:) tableView:canMoveRowAtIndexPath:",
            "? tableView(_:commit:forRowAt:) tableView:commitEditingStyle:forRowAtIndexPath:",
            "? tableView(_:moveRowAt:to:) tableView:moveRowAtIndexPath:toIndexPath:",
        ],
        "UITableViewDelegate": [
            "? tableView(_:willDisplay:forRowAt:) tableView:willDisplayCell:forRowAtIndexPath:",
            "? tableView(_:willDisplayHeaderView:forSection:)",
            "? tableView(_:willDisplayFooterView:forSection:)",
            "? tableView(_:didEndDisplaying:forRowAt:) tableView:didEndDisplayingCell:forRowAtIndexPath:",
            "? tableView(_:didEndDisplayingHeaderView:forSection:)",
            "? tableView(_:didEndDisplayingFooterView:forSection:)",
            "? tableView(_:heightForRowAt:) tableView:heightForRowAtIndexPath:",
            "? tableView(_:heightForHeaderInSection:)",
            "? tableView(_:heightForFooterInSection:)",
            "? tableView(_:viewForHeaderInSection:)",
            "? tableView(_:viewForFooterInSection:)",
            "? tableView(_:shouldHighlightRowAt:) tableView:shouldHighlightRowAtIndexPath:",
            "? tableView(_:didHighlightRowAt:) tableView:didHighlightRowAtIndexPath:",
            "? tableView(_:didUnhighlightRowAt:) tableView:didUnhighlightRowAtIndexPath:",
            "? tableView(_:willSelectRowAt:) tableView:willSelectRowAtIndexPath:",
            "? tableView(_:willDeselectRowAt:) tableView:willDeselectRowAtIndexPath:",
            "? tableView(_:didSelectRowAt:) tableView:didSelectRowAtIndexPath:",
            "? tableView(_:didDeselectRowAt:) tableView:didDeselectRowAtIndexPath:",
            "? tableView(_:accessoryButtonTappedForRowWith:) tableView:accessoryButtonTappedForRowWithIndexPath:",
            "? tableView(_:editingStyleForRowAt:) tableView:editingStyleForRowAtIndexPath:",
            "? tableView(_:titleForDeleteConfirmationButtonForRowAt:) tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
            "? tableView(_:shouldIndentWhileEditingRowAt:) tableView:shouldIndentWhileEditingRowAtIndexPath:",
            "? tableView(_:leadingSwipeActionsConfigurationForRowAt:) tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
            "? tableView(_:trailingSwipeActionsConfigurationForRowAt:) tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
            "? tableView(_:willBeginEditingRowAt:) tableView:willBeginEditingRowAtIndexPath:",
            "? tableView(_:didEndEditingRowAt:) tableView:didEndEditingRowAtIndexPath:",
            "? tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        ],
        "UIGestureRecognizerDelegate": [
            "? gestureRecognizerShouldBegin(_:)",
            "? gestureRecognizer(_:shouldReceive:) gestureRecognizer:shouldReceiveTouch:",
            "? gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
            "? gestureRecognizer(_:shouldRequireFailureOf:) gestureRecognizer:shouldRequireFailureOfGestureRecognizer:",
            "? gestureRecognizer(_:shouldBeRequiredToFailBy:) gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:",
        ],
        "UINavigationControllerDelegate": [
            "? navigationController(_:willShow:animated:) navigationController:willShowViewController:animated:",
            "? navigationController(_:didShow:animated:) navigationController:didShowViewController:animated:",
            "? navigationController(_:animationControllerFor:from:to:) navigationController:animationControllerForOperation:fromViewController:toViewController:",
            "? navigationController(_:interactionControllerFor:) navigationController:interactionControllerForAnimationController:",
        ],
        "UITabBarControllerDelegate": [
            "? tabBarController(_:shouldSelect:) tabBarController:shouldSelectViewController:",
            "? tabBarController(_:didSelect:) tabBarController:didSelectViewController:",
            "? tabBarController(_:animationControllerForTransitionFrom:to:) tabBarController:animationControllerForTransitionFromViewController:toViewController:",
            "? tabBarController(_:interactionControllerFor:) tabBarController:interactionControllerForAnimationController:",
        ],
        "UIPageViewControllerDataSource": [
            "pageViewController(_:viewControllerBefore:) pageViewController:viewControllerBeforeViewController:",
            "pageViewController(_:viewControllerAfter:) pageViewController:viewControllerAfterViewController:",
            "? presentationCount(for:) presentationCountForPageViewController:",
            "? presentationIndex(for:) presentationIndexForPageViewController:",
        ],
        "UIPageViewControllerDelegate": [
            "? pageViewController(_:willTransitionTo:) pageViewController:willTransitionToViewControllers:",
            "? pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
            "? pageViewController(_:spineLocationFor:) pageViewController:spineLocationForInterfaceOrientation:",
            "? pageViewControllerSupportedInterfaceOrientations(_:)",
        ],
        "UISplitViewControllerDelegate": [
            "? splitViewController(_:collapseSecondary:onto:) splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:",
            "? splitViewController(_:separateSecondaryFrom:) splitViewController:separateSecondaryViewControllerFromPrimaryViewController:",
        ],
        "UIAdaptivePresentationControllerDelegate": [
            "? adaptivePresentationStyle(for:) adaptivePresentationStyleForPresentationController:",
            "? adaptivePresentationStyle(for:traitCollection:) adaptivePresentationStyleForPresentationController:traitCollection:",
            "? presentationControllerShouldDismiss(_:)",
            "? presentationControllerWillDismiss(_:)",
            "? presentationControllerDidDismiss(_:)",
            "? presentationControllerDidAttemptToDismiss(_:)",
        ],
        "UIViewControllerTransitioningDelegate": [
            "? animationController(forPresented:presenting:source:) animationControllerForPresentedController:presentingController:sourceController:",
            "? animationController(forDismissed:) animationControllerForDismissedController:",
            "? interactionControllerForPresentation(using:) interactionControllerForPresentation:",
            "? interactionControllerForDismissal(using:) interactionControllerForDismissal:",
            "? presentationController(forPresented:presenting:source:) presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
        ],
        "UIViewControllerAnimatedTransitioning": [
            "transitionDuration(using:) transitionDuration:",
            "animateTransition(using:) animateTransition:",
            "? interruptibleAnimator(using:) interruptibleAnimatorForTransition:",
            "? animationEnded(_:)",
        ],
        "UIViewControllerInteractiveTransitioning": [
            "startInteractiveTransition(_:)",
            "? var completionSpeed",
            "? var completionCurve",
            "? var wantsInteractiveStart",
        ],
    ]
}
