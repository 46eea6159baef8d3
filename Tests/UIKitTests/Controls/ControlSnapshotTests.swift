import Testing
import Foundation
import SnapshotTesting
import UIKit
import UIKitSnapshotTesting

/// Goldens of the switch, the slider and the segmented control in a few states each, on a white
/// panel, compared with zero tolerance (`__Snapshots__/ControlSnapshotTests/`). Each was looked
/// at, against how iOS draws the control, before it was committed.
@MainActor @Suite struct ControlSnapshotTests {
    /// `rows` stacked down a white panel `width` wide, each at its own height, 12 pt apart.
    private func panel(width: CGFloat, _ rows: [UIView]) -> UIView {
        let panel = UIView(frame: .zero)
        panel.backgroundColor = .white
        var y: CGFloat = 12
        for row in rows {
            row.frame.origin = CGPoint(x: 12, y: y)
            panel.addSubview(row)
            y += row.frame.height + 12
        }
        panel.frame.size = CGSize(width: width, height: y)
        return panel
    }

    /// A round dot of `colour`, drawn by the compositor, for image segments.
    private func dot(_ colour: UIColor, diameter: CGFloat = 14) -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        view.backgroundColor = colour
        view.layer.cornerRadius = diameter / 2
        return UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    @Test func switches() {
        let off = UISwitch()
        let on = UISwitch()
        on.isOn = true
        let tinted = UISwitch()
        tinted.onTintColor = .systemOrange
        tinted.thumbTintColor = .systemYellow
        tinted.isOn = true
        let disabledOff = UISwitch()
        disabledOff.isEnabled = false
        let disabledOn = UISwitch()
        disabledOn.isOn = true
        disabledOn.isEnabled = false

        assertSnapshot(of: panel(width: 75, [off, on, tinted, disabledOff, disabledOn]), as: .image)
    }

    /// Half way through `setOn(true, animated: true)`: the thumb in the middle, the green half faded in.
    @Test func switchHalfWayOn() {
        let toggle = UISwitch()

        assertSnapshot(
            of: panel(width: 75, [toggle]),
            as: .image(at: SystemTimings.switchToggle / 2) { _ in toggle.setOn(true, animated: true) })
    }

    @Test func sliders() {
        func slider(_ value: Float, configure: (UISlider) -> Void = { _ in }) -> UISlider {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 216, height: 34))
            slider.value = value
            configure(slider)
            return slider
        }
        let rows = [
            slider(0), slider(0.5), slider(1),
            slider(0.3) {
                $0.minimumTrackTintColor = .systemRed
                $0.maximumTrackTintColor = .systemTeal
                $0.thumbTintColor = .systemYellow
            },
            slider(0.7) { $0.isEnabled = false },
        ]

        assertSnapshot(of: panel(width: 240, rows), as: .image)
    }

    @Test func segmentedControls() {
        let plain = UISegmentedControl(items: ["First", "Second", "Third"])
        plain.selectedSegmentIndex = 0
        let middle = UISegmentedControl(items: ["First", "Second", "Third"])
        middle.selectedSegmentIndex = 1
        let none = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        let disabledSegment = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        disabledSegment.selectedSegmentIndex = 3
        disabledSegment.setEnabled(false, forSegmentAt: 1)
        let apportioned = UISegmentedControl(items: ["A", "Longer title", "B"])
        apportioned.apportionsSegmentWidthsByContent = true
        apportioned.sizeToFit()
        apportioned.selectedSegmentIndex = 1
        apportioned.selectedSegmentTintColor = .systemYellow
        let disabled = UISegmentedControl(items: ["On", "Off"])
        disabled.selectedSegmentIndex = 0
        disabled.isEnabled = false
        let wide = UISegmentedControl(items: ["One", "Two"])
        wide.frame.size.width = 280
        wide.selectedSegmentIndex = 1
        let images = UISegmentedControl(items: [dot(.systemRed), dot(.systemGreen), dot(.systemBlue)])
        images.selectedSegmentIndex = 1

        assertSnapshot(
            of: panel(width: 304, [plain, middle, none, disabledSegment, apportioned, disabled, wide, images]),
            as: .image)
    }
}
