import Foundation
import UIKit

/// A manual segue of the fuzz storyboard's "Plain" scene, performed from a pool controller.
public enum FuzzSegue: String, Equatable, Sendable, CaseIterable {
    /// `kind="show"`: pushed in a navigation stack, else presented.
    case show = "Show"
    /// `kind="presentation"`, full screen.
    case present = "Present"
    /// `kind="presentation"`, a page sheet.
    case sheet = "Sheet"
    /// `kind="popoverPresentation"`: a form sheet, as iOS 13+ shows a popover when compact.
    case popover = "Popover"
}

/// The storyboard the fuzzer's plain controllers come from, in Xcode's format, written once to a
/// temporary folder (the fuzzer's own: no app resources are needed). "Plain" has a label laid
/// out by constraints and three manual segues to "Leaf"; "Leaf" embeds "Inner" in a container
/// view, so every segue's destination also runs an embed segue when its view loads.
@MainActor
public enum FuzzStoryboard {
    /// The fuzz storyboard, for a repro's declarations.
    public static let storyboard: UIStoryboard = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-fuzz-storyboard-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(xml.utf8).write(to: folder.appendingPathComponent("Fuzz.storyboard"))
        return UIStoryboard(name: "Fuzz", bundle: Bundle(path: folder.path))
    }()

    /// A new controller of the "Plain" scene.
    static func plain() -> UIViewController { storyboard.instantiateViewController(withIdentifier: "Plain") }

    /// What does not hold for the storyboard's controllers reachable from the pool: a "Leaf"
    /// whose view loaded embeds exactly one "Inner", whose view is in the leaf's container; a
    /// navigation bar shows one button per item of its top item (and one back button where the
    /// items leave room for it), titled by the item below's back item.
    static func problems(in pool: [UIViewController]) -> [String] {
        var seen = Set<ObjectIdentifier>()
        var problems: [String] = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            if let navigation = controller as? UINavigationController, navigation.isViewLoaded {
                problems += barProblems(navigation.navigationBar)
            }
            if let tabs = controller as? UITabBarController { problems += tabBarProblems(tabs) }
            if controller.title == "Leaf", controller.isViewLoaded {
                let inner = controller.children.filter { $0.title == "Inner" }
                if inner.count != 1 || controller.children.count != 1 {
                    problems.append("a Leaf has \(controller.children.count) children, not its one embedded Inner")
                } else if inner[0].view.superview?.superview !== controller.view {
                    problems.append("a Leaf's embedded Inner is not in its container view")
                }
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        for controller in pool { visit(controller) }
        return problems
    }

    /// A tab bar is hidden exactly while its selected navigation stack holds a pushed
    /// controller with `hidesBottomBarWhenPushed` (the "Leaf" scene sets it), and then the
    /// selected tab's view takes the whole of the tab bar controller's view.
    private static func tabBarProblems(_ tabs: UITabBarController) -> [String] {
        guard let root = tabs.viewIfLoaded, tabs.transitionCoordinator == nil,
            let view = tabs.selectedViewController?.viewIfLoaded, view.superview === root
        else { return [] }
        let hides = (tabs.selectedViewController as? UINavigationController).map { navigation in
            navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        }
        if tabs.tabBar.isHidden != (hides ?? false) {
            return [
                "a tab bar is \(tabs.tabBar.isHidden ? "hidden" : "shown") though its selected stack \(hides == true ? "hides" : "does not hide") it"
            ]
        }
        if tabs.tabBar.isHidden, view.frame != root.bounds {
            return ["a tab's view is \(view.frame) under a hidden tab bar, not the whole \(root.bounds)"]
        }
        return []
    }

    private static func barProblems(_ bar: UINavigationBar) -> [String] {
        guard let top = bar.topItem else { return [] }
        bar.layoutIfNeeded()
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        let left = top.leftBarButtonItems ?? [], right = top.rightBarButtonItems ?? []
        let back = bar.backItem.flatMap { item in
            !top.hidesBackButton && (left.isEmpty || top.leftItemsSupplementBackButton) ? item : nil
        }
        var problems: [String] = []
        if buttons.count != left.count + right.count + (back == nil ? 0 : 1) {
            problems.append(
                "a navigation bar shows \(buttons.count) buttons for \(left.count) left, \(right.count) right items and \(back == nil ? "no" : "a") back button"
            )
        }
        if let back, let title = back.backBarButtonItem?.title,
            !buttons.contains(where: { $0.currentTitle == "‹ " + title })
        {
            problems.append("a navigation bar's back button is not titled by the back item's \"\(title)\"")
        }
        return problems
    }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="Fzp-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Plain" id="Fzp-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Fzp-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" text="Plain" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Fzp-Lb-001">
                                        <rect key="frame" x="16" y="100" width="361" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Fzp-Sa-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Fzp-Lb-001" firstAttribute="top" secondItem="Fzp-Sa-001" secondAttribute="top" constant="8" id="Fzp-Ct-001"/>
                                    <constraint firstItem="Fzp-Lb-001" firstAttribute="centerX" secondItem="Fzp-Vw-001" secondAttribute="centerX" id="Fzp-Ct-002"/>
                                </constraints>
                            </view>
                            <connections>
                                <segue destination="Fzl-Vc-001" kind="show" identifier="Show" id="Fzp-Sg-001"/>
                                <segue destination="Fzl-Vc-001" kind="presentation" identifier="Present" modalPresentationStyle="fullScreen" id="Fzp-Sg-002"/>
                                <segue destination="Fzl-Vc-001" kind="presentation" identifier="Sheet" modalPresentationStyle="pageSheet" id="Fzp-Sg-003"/>
                                <segue destination="Fzl-Vc-001" kind="popoverPresentation" identifier="Popover" popoverAnchorView="Fzp-Lb-001" id="Fzp-Sg-004">
                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                </segue>
                            </connections>
                            <navigationItem key="navigationItem" title="Plain" id="Fzp-Ni-001">
                                <barButtonItem key="backBarButtonItem" title="Back to Plain" id="Fzp-Bk-001"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Fzl-Sc-001">
                    <objects>
                        <viewController title="Leaf" hidesBottomBarWhenPushed="YES" id="Fzl-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Fzl-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fzl-Cv-001">
                                        <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                                        <connections>
                                            <segue destination="Fzi-Vc-001" kind="embed" id="Fzl-Sg-001"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                                <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Fzl-Cv-001" firstAttribute="leading" secondItem="Fzl-Vw-001" secondAttribute="leading" id="Fzl-Ct-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Fzl-Cv-001" secondAttribute="trailing" id="Fzl-Ct-002"/>
                                    <constraint firstItem="Fzl-Cv-001" firstAttribute="centerY" secondItem="Fzl-Vw-001" secondAttribute="centerY" id="Fzl-Ct-003"/>
                                    <constraint firstItem="Fzl-Cv-001" firstAttribute="height" secondItem="Fzl-Vw-001" secondAttribute="height" multiplier="1:3" id="Fzl-Ct-004"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Leaf" leftItemsSupplementBackButton="YES" id="Fzl-Ni-001">
                                <leftBarButtonItems>
                                    <barButtonItem title="Mark" id="Fzl-Bb-001"/>
                                </leftBarButtonItems>
                                <rightBarButtonItems>
                                    <barButtonItem systemItem="done" id="Fzl-Bb-002"/>
                                    <barButtonItem systemItem="edit" id="Fzl-Bb-003"/>
                                </rightBarButtonItems>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Fzi-Sc-001">
                    <objects>
                        <viewController title="Inner" id="Fzi-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Fzi-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemTealColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

extension FuzzDraws {
    /// Mostly from a storyboard controller on screen: the segue's source must be in a window.
    mutating func storyboardSegue() -> FuzzOperation {
        let onScreen = pool.indices.filter { pool[$0].storyboard != nil && pool[$0].viewIfLoaded?.window != nil }
        return .storyboardSegue(among(onScreen), FuzzSegue.allCases.randomElement(using: &generator)!)
    }
}

extension FuzzWorld {
    /// A correct app's `performSegue`: from a storyboard controller in a visible window that is
    /// presenting nothing, and not while a transition is under way.
    func storyboardSegue(_ index: Int, _ segue: FuzzSegue) -> Bool {
        let source = pool[index]
        guard source.storyboard != nil, let window = source.viewIfLoaded?.window, !window.isHidden,
            source.presentedViewController == nil, source.transitionCoordinator == nil,
            !source.isBeingPresented, !source.isBeingDismissed
        else { return false }
        source.performSegue(withIdentifier: segue.rawValue, sender: nil)
        return true
    }
}
