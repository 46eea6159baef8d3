import Foundation
import Testing
import UIKit

@testable import iOSSourceFixtures

/// Selectors without the Objective-C runtime: methods found through the tables the plugin
/// generated for the fixtures' iOS sources, and UIKit's target–action, responder chain,
/// notifications, timers and delayed performs sending them. (This Linux-side file is not
/// rewritten, so it names selectors as `Selector("…")`; the fixtures use `#selector`.)
@MainActor @Suite struct MessagingTests {
    @Test func aControlSendsEachTargetsSelectorWithTheArgumentsItTakesInTheOrderAdded() {
        // Precondition: three selector conventions and a closure action on one control.
        let receiver = Receiver()
        let button = UIButton(type: .system)
        var order: [String] = []
        button.addTarget(receiver, action: Selector("ping"), for: .touchUpInside)
        button.addAction(UIAction { _ in order.append("closure") }, for: .touchUpInside)
        button.addTarget(receiver, action: Selector("tapped:"), for: .touchUpInside)
        button.addTarget(receiver, action: Selector("tapped:forEvent:"), for: .touchUpInside)
        // Action
        button.sendActions(for: .touchUpInside)
        order += receiver.received
        // Assertion: the closure ran between the first and second targets' messages.
        #expect(receiver.received == ["ping", "tapped:UIButton", "tapped:forEvent:"])
        #expect(order == ["closure", "ping", "tapped:UIButton", "tapped:forEvent:"])
    }

    @Test func targetsAreListedRemovedAndNotKeptAlive() {
        let receiver = Receiver()
        let toggle = UISwitch()
        toggle.addTarget(receiver, action: Selector("valueChanged:"), for: .valueChanged)
        toggle.addTarget(receiver, action: Selector("ping"), for: [.valueChanged, .touchUpInside])
        let listed = toggle.actions(forTarget: receiver, forControlEvent: .valueChanged)

        toggle.removeTarget(receiver, action: Selector("ping"), for: .valueChanged)
        toggle.sendActions(for: .valueChanged)

        #expect(listed == ["valueChanged:", "ping"])
        #expect(toggle.allTargets == [AnyHashable(receiver)])
        #expect(toggle.allControlEvents == [.valueChanged, .touchUpInside])
        #expect(receiver.received == ["valueChanged:false"])
        weak var released: Receiver?
        do {
            let temporary = Receiver()
            released = temporary
            toggle.addTarget(temporary, action: Selector("ping"), for: .valueChanged)
        }
        #expect(released == nil)
        toggle.sendActions(for: .valueChanged)
        #expect(receiver.received == ["valueChanged:false", "valueChanged:false"])
    }

    @Test func aNilTargetWalksTheResponderChainToTheControllerThatImplementsTheAction() {
        let window = makeKeyWindow()
        let controller = ResponderChainController()
        window.rootViewController = controller
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(nil, action: Selector("saveDocument:"), for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        let sent = UIApplication.shared.sendAction(Selector("saveDocument:"), to: nil, from: button, for: nil)
        let unhandled = UIApplication.shared.sendAction(Selector("print:"), to: nil, from: button, for: nil)

        #expect(controller.handled == ["saveDocument:", "saveDocument:"])
        #expect(sent && !unhandled)
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
    }

    @Test func respondsToAnswersForExposedInheritedPrivateAndRenamedMethodsOnly() {
        let receiver = LoudReceiver()
        let answers = receiver.selectors().map { receiver.responds(to: $0) }
        #expect(answers == [true, true, true, true, true])
        #expect(receiver.responds(to: Selector("shout:")))
        #expect(receiver.responds(to: Selector("renamedAction:")))
        #expect(!receiver.responds(to: Selector("notExposed")))
        #expect(!Receiver().responds(to: Selector("shout:")))
        #expect(receiver.responds(to: Selector("resignFirstResponder")) == false)
        #expect(UIView().responds(to: Selector("removeFromSuperview")))
    }

    @Test func performSendsNowAndReturnsTheMethodsObjectAndOverridesWin() {
        let receiver = LoudReceiver()
        receiver.perform(Selector("ping"))
        receiver.perform(Selector("secret"))
        let echoed = receiver.perform(Selector("echo:"), with: "hi")?.takeUnretainedValue() as? String
        #expect(receiver.received == ["PING", "secret"])
        #expect(echoed == "echo:hi")
    }

    @Test func anUnrecognizedSelectorOrAWrongArgumentIsUIKitsExceptionAndNothingIsCalled() {
        let receiver = Receiver()
        let diagnostics = capturingDiagnostics {
            receiver.perform(Selector("launchRockets"))
            let button = UIButton(type: .system)
            button.addTarget(receiver, action: Selector("valueChanged:"), for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }
        #expect(
            diagnostics.map { withoutAddresses($0.message) } == [
                "-[iOSSourceFixtures.Receiver launchRockets]: unrecognized selector sent to instance 0x…",
                "-[iOSSourceFixtures.Receiver valueChanged:]: argument 1 is UIButton, not the UISwitch the method takes",
            ])
        #expect(diagnostics.allSatisfy { $0.kind == .exception && $0.name == "NSInvalidArgumentException" })
        #expect(receiver.received.isEmpty)
    }

    @Test func aGestureRecognizerSendsItsActionToItsTargetWithItself() throws {
        let window = makeKeyWindow()
        let receiver = Receiver()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.accessibilityIdentifier = "pad"
        window.addSubview(view)
        let tap = UITapGestureRecognizer(target: receiver, action: Selector("tapped:"))
        tap.addTarget(receiver, action: Selector("ping"))
        view.addGestureRecognizer(tap)

        try Automation().tap(identifier: "pad")
        tap.removeTarget(receiver, action: Selector("ping"))
        try Automation().tap(identifier: "pad")

        #expect(receiver.received == ["tapped:UITapGestureRecognizer", "ping", "tapped:UITapGestureRecognizer"])
    }

    @Test func aBarButtonItemSendsItsActionWithItselfAsTheSender() throws {
        let window = makeKeyWindow()
        let receiver = Receiver()
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: receiver, action: Selector("tapped:"))
        root.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: root)
        Automation().advance(by: 1.0 / 60)

        try Automation().tap(label: "Share")

        #expect(receiver.received == ["tapped:UIBarButtonItem"])
        #expect(item.target === receiver && item.action == Selector("tapped:"))
    }

    @Test func aSelectorObserverGetsEachNotificationUntilItIsRemoved() {
        let receiver = Receiver()
        let name = Notification.Name("FixtureDidChange")
        NotificationCenter.default.addObserver(receiver, selector: Selector("noted:"), name: name, object: nil)

        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: Notification.Name("Other"), object: nil)
        NotificationCenter.default.removeObserver(receiver)
        NotificationCenter.default.post(name: name, object: nil)

        #expect(receiver.received == ["noted:FixtureDidChange"])
    }

    @Test func aDelayedPerformRunsInALaterFrameUnlessCancelled() {
        let kept = Receiver()
        let cancelled = Receiver()
        kept.perform(Selector("tapped:"), with: "now", afterDelay: 0)
        cancelled.perform(Selector("tapped:"), with: "now", afterDelay: 0)
        let before = kept.received

        NSObject.cancelPreviousPerformRequests(withTarget: cancelled, selector: Selector("tapped:"), object: "now")
        UIApplication.shared.advance(by: 2.0 / 60)

        #expect(before.isEmpty)
        #expect(kept.received == ["tapped:String"])
        #expect(cancelled.received.isEmpty)
    }

    @Test func aTargetTimerSendsItsSelectorWithTheTimer() {
        let receiver = Receiver()
        let timer = Timer.scheduledTimer(
            timeInterval: 0, target: receiver, selector: Selector("fired:"), userInfo: "info", repeats: false)

        UIApplication.shared.advance(by: 2.0 / 60)

        #expect(receiver.received == ["fired:info"])
        #expect(!timer.isValid)
    }

    @Test func optionalProtocolRequirementsAreCalledOnlyWhereImplemented() {
        let picker = Picker()
        let titled = TitledPickerHost()
        let plain = PlainPickerHost()

        picker.delegate = titled
        let titledLog = picker.load()
        picker.delegate = plain
        let plainLog = picker.load()

        #expect(titledLog == ["Titled", "silent"])
        #expect(plainLog == ["untitled", "silent"])
        #expect(titled.events == ["didLoad"] && plain.events == ["didLoad"])
        #expect(titled.responds(to: Selector("pickerTitle:")) && !plain.responds(to: Selector("pickerTitle:")))
    }

    @Test func aSubclassImplementingAnOptionalRequirementItsSuperclassLacksIsCalled() {
        // Precondition: the superclass conforms without the method; the subclass has it.
        let picker = Picker()
        let subtitled = SubtitledPickerHost()
        picker.delegate = subtitled

        // Action.
        let log = picker.load()

        // Assertion: the message reaches the subclass, as Objective-C dispatch does on iOS.
        #expect(log == ["Subtitled", "silent"])
        #expect(subtitled.events == ["didLoad"])
    }

    @Test func anOptionalPropertyRequirementReadsTheConformersPropertyOrNil() {
        let picker = Picker()
        let titled = TitledPickerHost()
        let plain = PlainPickerHost()

        picker.delegate = titled
        let titledAccent = picker.accent()
        picker.delegate = plain
        let plainAccent = picker.accent()

        #expect(titledAccent == "gold")
        #expect(plainAccent == "plain")
        #expect(titled.responds(to: Selector("pickerAccent")) && !plain.responds(to: Selector("pickerAccent")))
    }

    @Test func uikitsOptionalDelegateMethodsAnswerRespondsToUnderTheirHeaderSelectors() {
        // Apple's UITableView.h names them `tableView:heightForRowAtIndexPath:` and so on.
        #expect(
            implementedUIKitMethods(of: RowHeightDelegate()) == [
                "tableView:heightForRowAtIndexPath:", "scrollViewDidScroll:",
            ])
        #expect(implementedUIKitMethods(of: CountingTableController()) == ["tableView:numberOfRowsInSection:"])
        #expect(implementedUIKitMethods(of: FixtureAppDelegate()) == ["window"])
        #expect(implementedUIKitMethods(of: PlainPickerHost()) == [])
    }
}

/// A display link with a target and selector.
@MainActor @Suite struct DisplayLinkSelectorTests {
    @Test func aDisplayLinkSendsItsSelectorWithItselfEachFrame() {
        let receiver = Receiver()
        let link = CADisplayLink(target: receiver, selector: Selector("tapped:"))
        link.add(to: .main, forMode: .common)

        UIApplication.shared.advance(by: 2.0 / 60)
        link.invalidate()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(receiver.received == ["tapped:CADisplayLink", "tapped:CADisplayLink"])
    }
}
