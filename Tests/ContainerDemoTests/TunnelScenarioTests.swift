import Testing
import Foundation
@testable import UIKit
@testable import ContainerDemo

/// The Tunnel tab driven as a person (or `--script`) drives it: objc.io issue 1's sample,
/// with the article's antipode rule and seed 004's `flipFromViewController` helper.
@MainActor @Suite struct TunnelScenarioTests {
    @Test func antipodeFollowsTheArticlesRule() {
        #expect(
            Tunnel.Location(latitude: 56.55, longitude: 8.316667).antipode
                == Tunnel.Location(latitude: -56.55, longitude: 8.316667 - 180))
        #expect(
            Tunnel.Location(latitude: -10, longitude: -30).antipode == Tunnel.Location(latitude: 10, longitude: 150))
        #expect(Tunnel.Location(latitude: 0, longitude: 0).antipode == Tunnel.Location(latitude: 0, longitude: -180))
    }

    /// Observation keeps the change handler in the map until it fires: it must not hold the map.
    @Test func mapsAreFreedWithTheirTunnel() {
        weak var top: Tunnel.Map?
        weak var tunnel: Tunnel.Container?
        do {
            let container = Tunnel.Container()
            container.loadViewIfNeeded()
            top = container.topMap
            tunnel = container
        }

        #expect(tunnel == nil)
        #expect(top == nil)
    }

    @Test func startsAtTheArticlesLocationWithTheBottomMarkerAtItsAntipode() throws {
        let demo = DemoHarness()
        defer { demo.close() }

        try demo.play("tab 2\nwait 0.3")

        #expect(demo.tunnel.topMap.annotationLocation == Tunnel.Location(latitude: 56.55, longitude: 8.316667))
        #expect(
            demo.tunnel.bottomMap.annotationLocation == Tunnel.Location(latitude: -56.55, longitude: 8.316667 - 180))
    }

    @Test func draggingTheTopMarkerPutsTheBottomMarkerAtTheAntipode() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let top = demo.tunnel.topMap.mapView, bottom = demo.tunnel.bottomMap.mapView
        let start = top.convert(top.marker.center, to: demo.window)
        let end = CGPoint(x: start.x + 130, y: start.y + 70)

        try demo.play("drag \(start.x) \(start.y) \(end.x) \(end.y)")

        let dragged = top.location(at: top.convert(end, from: demo.window))
        #expect(demo.tunnel.topMap.currentLocation == dragged)
        #expect(demo.tunnel.bottomMap.annotationLocation == dragged.antipode)
        #expect(demo.tunnel.bottomMap.currentLocation == Tunnel.Location.start.antipode)
        // On screen: the markers' centres, and the bottom one's pixels.
        #expect(top.marker.center == top.point(for: dragged))
        #expect(bottom.marker.center == bottom.point(for: dragged.antipode))
        let markerPixel = bottom.convert(bottom.marker.center, to: demo.window)
        let framebuffer = try #require(demo.window.renderer?.framebuffer)
        #expect(
            framebuffer.pixel(x: Int(markerPixel.x), y: Int(markerPixel.y))
                == UIColor.systemRed.renderColor.premultipliedARGB)
    }

    @Test func draggingTheBottomMarkerMovesTheTopOne() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let bottom = demo.tunnel.bottomMap.mapView
        let start = bottom.convert(bottom.marker.center, to: demo.window)

        try demo.play("drag \(start.x) \(start.y) 240 600")

        let dragged = demo.tunnel.bottomMap.currentLocation
        #expect(dragged != Tunnel.Location.start.antipode)
        #expect(demo.tunnel.topMap.annotationLocation == dragged.antipode)
    }

    @Test func aDragThatMissesTheMarkerMovesNothing() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")

        try demo.play("drag 60 200 200 250")

        #expect(demo.tunnel.topMap.currentLocation == .start)
        #expect(demo.tunnel.bottomMap.annotationLocation == Tunnel.Location.start.antipode)
    }

    /// Top flips at once, bottom 0.2 s later, each 0.2 s with the seed's helper, in the
    /// helper's order: the info's view loads (line // 1 reads it), addChild, willMove(nil),
    /// will-disappear/appear, and at the end did-disappear/appear, then the completion's
    /// didMove and removeFromParent (DESIGN §2's transition order).
    @Test func radarFlipsBothMapsStaggeredAndBack() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let radar = demo.tunnel.radarButton
        let centre = radar.convert(CGPoint(x: radar.bounds.midX, y: radar.bounds.midY), to: demo.window)
        demo.trace.removeAll()

        try demo.play("tap \(centre.x) \(centre.y)")
        let tapped = UIApplication.shared.currentTime
        let disabledDuringFlip = !radar.isEnabled
        let firstFlips = (
            top: demo.tunnel.topContainer.layer.transition?.kind,
            bottom: demo.tunnel.bottomContainer.layer.transition?.kind
        )
        try demo.play("wait 0.2")
        let secondFlips = (
            top: demo.tunnel.topContainer.layer.transition?.kind,
            bottom: demo.tunnel.bottomContainer.layer.transition?.kind
        )
        try demo.play("wait 0.3")

        let events = demo.trace.events
        let start = try #require(events.first?.time)
        #expect(
            events.map { "\(String(format: "%.3f", $0.time - start)) \($0)" } == [
                "0.000 Tunnel.Info(top) viewDidLoad",
                "0.000 Tunnel.Info(top) willMove(toParent: Tunnel.Container(Tunnel))",
                "0.000 Tunnel.Map(top) willMove(toParent: nil)",
                "0.000 Tunnel.Map(top) viewWillDisappear(animated: true)",
                "0.000 Tunnel.Info(top) viewWillAppear(animated: true)",
                "0.200 Tunnel.Info(top) viewDidAppear(animated: true)",
                "0.200 Tunnel.Map(top) viewDidDisappear(animated: true)",
                "0.200 Tunnel.Info(top) didMove(toParent: Tunnel.Container(Tunnel))",
                "0.200 Tunnel.Map(top) didMove(toParent: nil)",
                "0.200 Tunnel.Info(bottom) viewDidLoad",
                "0.200 Tunnel.Info(bottom) willMove(toParent: Tunnel.Container(Tunnel))",
                "0.200 Tunnel.Map(bottom) willMove(toParent: nil)",
                "0.200 Tunnel.Map(bottom) viewWillDisappear(animated: true)",
                "0.200 Tunnel.Info(bottom) viewWillAppear(animated: true)",
                "0.400 Tunnel.Info(bottom) viewDidAppear(animated: true)",
                "0.400 Tunnel.Map(bottom) viewDidDisappear(animated: true)",
                "0.400 Tunnel.Info(bottom) didMove(toParent: Tunnel.Container(Tunnel))",
                "0.400 Tunnel.Map(bottom) didMove(toParent: nil)",
            ])
        #expect(abs(start - tapped) < 1e-9)
        // Only the top area flips first, from the top; then only the bottom area.
        #expect(firstFlips.top == .flipFromTop && firstFlips.bottom == nil)
        #expect(secondFlips.top == nil && secondFlips.bottom == .flipFromTop)
        #expect(demo.tunnel.topInfo.coordinates.text == demo.tunnel.topMap.annotationLocation.text)
        #expect(demo.tunnel.bottomInfo.coordinates.text == Tunnel.Location.start.antipode.text)
        #expect(disabledDuringFlip)
        #expect(radar.isEnabled)
        #expect(demo.tunnel.children.map { $0.title } == ["top", "bottom"])
        #expect(demo.tunnel.children.allSatisfy { $0 is Tunnel.Info })
        #expect(demo.tunnel.topInfo.view.superview === demo.tunnel.topContainer)

        demo.trace.removeAll()
        try demo.play("tap \(centre.x) \(centre.y)")
        let back = demo.tunnel.topContainer.layer.transition?.kind
        try demo.play("wait 0.5")

        #expect(back == .flipFromBottom)
        #expect(demo.tunnel.children.allSatisfy { $0 is Tunnel.Map })
        #expect(
            demo.trace.lines.filter { $0.hasSuffix("viewDidAppear(animated: true)") } == [
                "Tunnel.Map(top) viewDidAppear(animated: true)", "Tunnel.Map(bottom) viewDidAppear(animated: true)",
            ])
    }
}
