import Testing
import Foundation
@testable import UIKit

/// UISegmentedControl: a pick by the user sends the segment's action and `.valueChanged`; code
/// never sends; momentary controls send every pick and keep no selection; disabled segments
/// refuse touches; segments are inserted, removed and sized as UIKit does.
@MainActor @Suite struct UISegmentedControlTests {
    let app = Automation()

    /// "One", "Two", "Three" over 300 pt at (20, 40) in a visible key window: segment centres at
    /// x = 70, 170 and 270 on the line y = 56. Each `.valueChanged` is logged with the selection
    /// it saw.
    func controlInKeyWindow() -> (window: UIWindow, control: UISegmentedControl, log: CallLog) {
        let window = makeKeyWindow(width: 360, height: 120)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 40, width: 300, height: 32)
        window.addSubview(control)
        let log = CallLog()
        control.addAction(
            UIAction { [unowned control] _ in log.add("valueChanged \(control.selectedSegmentIndex)") },
            for: .valueChanged)
        app.settle()
        return (window, control, log)
    }

    func blankImage(_ size: CGSize) -> UIImage { UIGraphicsImageRenderer(size: size).image { _ in } }

    static let centres = [CGPoint(x: 70, y: 56), CGPoint(x: 170, y: 56), CGPoint(x: 270, y: 56)]

    @Test func itemsMakeSegmentsWithNoneSelected() {
        let control = UISegmentedControl(items: ["One", "Two", blankImage(CGSize(width: 10, height: 8))])

        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.titleForSegment(at: 2) == nil && control.imageForSegment(at: 2)?.size.width == 10)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test func aTapPicksTheSegmentAndSendsValueChangedOnlyWhenItChanges() throws {
        let (window, control, log) = controlInKeyWindow()
        _ = window

        app.tap(at: Self.centres[1])
        app.tap(at: Self.centres[1])
        try app.tap(label: "Three")
        app.settle()

        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged 1", "valueChanged 2"])
        #expect(control.selectedPlate.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    @Test func settingTheSelectionInCodeSendsNothing() {
        let (window, control, log) = controlInKeyWindow()
        _ = window

        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = 7
        let afterOutOfRange = control.selectedSegmentIndex
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        app.settle()

        #expect(afterOutOfRange == 2, "an index naming no segment is ignored")
        #expect(control.selectedSegmentIndex == -1)
        #expect(control.selectedPlate.isHidden)
        #expect(log.entries.isEmpty)
    }

    @Test func aTouchReleasedOnAnotherSegmentPicksThatOne() {
        let (window, control, log) = controlInKeyWindow()
        _ = window

        app.drag(from: Self.centres[0], to: Self.centres[2], steps: 3)
        app.drag(from: Self.centres[0], to: CGPoint(x: 170, y: 110), steps: 3)

        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged 2"], "released off the control: no pick")
    }

    @Test func aMomentaryControlSendsEveryPickAndKeepsNoSelection() {
        let (window, control, log) = controlInKeyWindow()
        _ = window
        control.isMomentary = true

        app.tap(at: Self.centres[0])
        app.tap(at: Self.centres[0])
        app.tap(at: Self.centres[2])
        app.settle()

        #expect(log.entries == ["valueChanged 0", "valueChanged 0", "valueChanged 2"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.selectedPlate.isHidden)
    }

    @Test func aDisabledSegmentRefusesTaps() {
        let (window, control, log) = controlInKeyWindow()
        _ = window
        control.setEnabled(false, forSegmentAt: 1)

        app.tap(at: Self.centres[1])
        app.drag(from: Self.centres[0], to: Self.centres[1], steps: 2)

        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.entries.isEmpty)
    }

    @Test func aDisabledControlRefusesTaps() {
        let (window, control, log) = controlInKeyWindow()
        _ = window
        control.isEnabled = false

        app.tap(at: Self.centres[0])

        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.entries.isEmpty)
    }

    @Test func actionSegmentsRunTheirActionThenValueChanged() throws {
        let window = makeKeyWindow(width: 360, height: 120)
        let log = CallLog()
        final class Senders { var list: [Any?] = [] }
        let senders = Senders()
        let actions = ["Day", "Week"].map { name in
            UIAction(title: name, identifier: .init(name)) { action in
                log.add("action \(action.title)")
                senders.list.append(action.sender)
            }
        }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 40, width: 200, height: 32), actions: actions)
        control.addAction(UIAction { _ in log.add("valueChanged") }, for: .valueChanged)
        window.addSubview(control)
        app.settle()

        control.selectedSegmentIndex = 0
        try app.tap(label: "Week")
        try app.tap(label: "Week")

        #expect(control.titleForSegment(at: 0) == "Day")
        #expect(control.actionForSegment(at: 1) === actions[1])
        #expect(control.segmentIndex(identifiedBy: .init("Week")) == 1)
        #expect(control.segmentIndex(identifiedBy: .init("Month")) == UISegmentedControl.noSegment)
        #expect(log.entries == ["action Week", "valueChanged"])
        #expect(senders.list.count == 1 && senders.list[0] as? UISegmentedControl === control)
    }

    @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1

        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        let afterInsertBefore = control.selectedSegmentIndex
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        control.insertSegment(withTitle: "Start", at: -5, animated: false)
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
        control.removeSegment(at: 0, animated: false)
        let afterRemoveBefore = control.selectedSegmentIndex
        control.removeSegment(at: 42, animated: false)
        control.removeSegment(at: afterRemoveBefore, animated: true)
        let afterRemovingSelected = control.selectedSegmentIndex
        let count = control.numberOfSegments
        control.removeAllSegments()

        #expect(afterInsertBefore == 2)
        #expect(titles == ["Start", "Z", "A", "B", "C", "End"], "indices are pinned to 0...numberOfSegments")
        #expect(afterRemoveBefore == 2)
        #expect(afterRemovingSelected == UISegmentedControl.noSegment)
        #expect(count == 4)
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
    }

    @Test func aSegmentShowsATitleOrAnImage() {
        let control = UISegmentedControl(items: ["A", "B"])
        let image = blankImage(CGSize(width: 12, height: 12))

        control.setImage(image, forSegmentAt: 0)
        control.setTitle("B2", forSegmentAt: 1)
        control.setTitle("ignored", forSegmentAt: 5)

        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 1) == "B2" && control.imageForSegment(at: 1) == nil)
        #expect(control.titleForSegment(at: 5) == nil)
    }

    @Test func fixedWidthsAreKeptAndTheRestShareWhatIsLeft() throws {
        let (window, control, log) = controlInKeyWindow()
        _ = window
        control.setWidth(200, forSegmentAt: 0)
        control.selectedSegmentIndex = 2
        app.settle()
        let plate = control.selectedPlate.frame

        app.tap(at: CGPoint(x: 230, y: 56))

        #expect(control.widthForSegment(at: 0) == 200 && control.widthForSegment(at: 1) == 0)
        #expect(plate == CGRect(x: 252, y: 2, width: 46, height: 28), "the others share 100 pt")
        #expect(log.entries == ["valueChanged 1"], "x = 230 is in the second segment, 200...250")
    }

    @Test func naturalWidthIsTheWidestSegmentTimesTheCountUnlessApportioned() {
        let control = UISegmentedControl(items: ["A", "Longer title"])
        let equal = control.intrinsicContentSize

        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize
        control.setWidth(50, forSegmentAt: 0)
        let withFixed = control.intrinsicContentSize

        let longer = UIApplication.shared.runtime.textMeasurer.size(
            of: "Longer title", font: .systemFont(ofSize: 13, weight: .semibold)
        ).width
        let a = UIApplication.shared.runtime.textMeasurer.size(
            of: "A", font: .systemFont(ofSize: 13, weight: .semibold)
        )
        .width
        #expect(equal == CGSize(width: 2 * (longer + 24).rounded(.up), height: 32))
        #expect(apportioned.width == (longer + 24).rounded(.up) + (a + 24).rounded(.up))
        #expect(withFixed.width == 50 + (longer + 24).rounded(.up))
    }

    @Test func arrowsPickTheNextEnabledSegmentWhenFirstResponder() {
        let (window, control, log) = controlInKeyWindow()
        _ = window
        control.setEnabled(false, forSegmentAt: 1)

        app.press(.keyboardRightArrow)
        #expect(log.entries.isEmpty, "not first responder")
        #expect(control.becomeFirstResponder())
        app.press(.keyboardRightArrow)
        app.press(.keyboardRightArrow)
        app.press(.keyboardRightArrow)
        app.press(.keyboardLeftArrow)
        control.resignFirstResponder()

        #expect(log.entries == ["valueChanged 0", "valueChanged 2", "valueChanged 0"])
    }
}
