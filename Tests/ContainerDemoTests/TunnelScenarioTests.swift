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

        let top = demo.tunnel.topMap.mapView, bottom = demo.tunnel.bottomMap.mapView
        #expect(demo.tunnel.topMap.annotationLocation == Tunnel.Location(latitude: 56.55, longitude: 8.316667))
        #expect(
            demo.tunnel.bottomMap.annotationLocation == Tunnel.Location(latitude: -56.55, longitude: 8.316667 - 180))
        #expect(isCentred(top.marker.center, in: top) && isCentred(bottom.marker.center, in: bottom))
        // On screen, 20° east and 10° south of each marker: the Earth's pixel for that place.
        let framebuffer = try #require(demo.window.renderer?.framebuffer)
        let world = try #require(demo.tunnel.topMap.mapView.worldImage)
        for (map, location) in [(top, Tunnel.Location.start), (bottom, Tunnel.Location.start.antipode)] {
            let (x, y) = worldPixel(
                Tunnel.Location(latitude: location.latitude - 10, longitude: location.longitude + 20))
            let point = map.convert(map.point(for: pixelCentre(x, y)), to: demo.window)
            #expect(framebuffer.pixel(x: Int(point.x), y: Int(point.y)) == world.bitmap.pixel(x: x, y: y))
        }
    }

    @Test func draggingTheTopMarkerPutsTheBottomMarkerAtTheAntipode() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let top = demo.tunnel.topMap.mapView, bottom = demo.tunnel.bottomMap.mapView
        let start = top.convert(top.marker.center, to: demo.window)
        let end = CGPoint(x: start.x + 130, y: start.y + 70)
        // The map holds still under a dragged marker.
        let dragged = top.location(at: top.convert(end, from: demo.window))

        try demo.play("drag \(start.x) \(start.y) \(end.x) \(end.y)")

        #expect(demo.tunnel.topMap.currentLocation == dragged)
        #expect(demo.tunnel.bottomMap.annotationLocation == dragged.antipode)
        #expect(demo.tunnel.bottomMap.currentLocation == Tunnel.Location.start.antipode)
        // The other map centres its marker at once; the dragged one glides to centre it.
        #expect(isCentred(bottom.marker.center, in: bottom))
        #expect(isCentred(top.marker.center, in: top))
        try demo.play("wait \(Tunnel.MapView.glideDuration)")
        #expect(top.marker.layer.presentation()!.position == top.marker.center)
        #expect(close(top.location(at: top.marker.center), dragged))
        let markerPixel = bottom.convert(bottom.marker.center, to: demo.window)
        let framebuffer = try #require(demo.window.renderer?.framebuffer)
        #expect(
            framebuffer.pixel(x: Int(markerPixel.x), y: Int(markerPixel.y))
                == UIColor.systemRed.renderColor.premultipliedARGB)
    }

    /// The article's `snapToLocation` on drop: the marker is let go where it was dragged and
    /// the map brings it to the centre over `glideDuration`.
    @Test func aDroppedMarkerGlidesToTheCentre() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let top = demo.tunnel.topMap.mapView
        let start = top.convert(top.marker.center, to: demo.window)

        try demo.play("drag \(start.x) \(start.y) \(start.x - 150) \(start.y + 80)")
        try demo.play("wait \(Tunnel.MapView.glideDuration / 2)")
        let halfWay = top.marker.layer.presentation()!.position
        try demo.play("wait \(Tunnel.MapView.glideDuration / 2)")

        #expect(halfWay.x > start.x - 150 + 20 && halfWay.x < start.x - 20)
        #expect(top.marker.layer.presentation()!.position == top.marker.center)
        #expect(isCentred(top.marker.center, in: top))
    }

    /// Dragged east over 180°, the marker's longitude goes on from −180°, and the map glides the
    /// short way: the world moves by the drag's width, not by most of a turn.
    @Test func aMarkerDraggedOverTheDateLineGlidesTheShortWay() throws {
        let demo = DemoHarness()
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        demo.tunnel.topMap.updateAnnotationLocation(Tunnel.Location(latitude: 0, longitude: 170))
        try demo.play("wait 0.1")
        let top = demo.tunnel.topMap.mapView
        let start = top.convert(top.marker.center, to: demo.window)
        let before = top.world.frame.minX

        try demo.play("drag \(start.x) \(start.y) \(start.x + 130) \(start.y)")
        try demo.play("wait \(Tunnel.MapView.glideDuration / 2)")
        let halfWay = top.world.layer.presentation()!.frame.minX
        try demo.play("wait \(Tunnel.MapView.glideDuration / 2)")

        let dropped = demo.tunnel.topMap.currentLocation.longitude
        #expect(dropped < -160 && dropped > -170, "170° + 130 pt (24.4°) is 165.6° W")
        #expect(demo.tunnel.bottomMap.annotationLocation.longitude == dropped + 180)
        // Drawn from the next copy of the world: one world width to the right, less the glide.
        let width = CGFloat(top.worldWidth)
        #expect(abs(top.world.frame.minX - (before + width - 130)) <= 1)
        #expect(halfWay < top.world.frame.minX + 130 && halfWay > top.world.frame.minX)
        #expect(isCentred(top.marker.center, in: top))
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

    // MARK: The maps

    @Test func theMarkerIsPlacedByLatitudeAndLongitudeAtTheCentre() {
        let map = mapView(at: Tunnel.Location(latitude: 30, longitude: 100))
        let scale = 1920.0 / 360  // 90° across 480 points

        let east = map.point(for: Tunnel.Location(latitude: 30, longitude: 120))
        let north = map.point(for: Tunnel.Location(latitude: 45, longitude: 100))
        let there = map.location(at: CGPoint(x: 100, y: 250))

        #expect(map.worldWidth == 1920)
        #expect(isCentred(map.marker.center, in: map))
        #expect(abs(east.x - map.marker.center.x - 20 * scale) < 1e-9 && east.y == map.marker.center.y)
        #expect(abs(map.marker.center.y - north.y - 15 * scale) < 1e-9 && north.x == map.marker.center.x)
        #expect(abs(there.longitude - (100 + (100 - map.marker.center.x) / scale)) < 1e-9)
        #expect(abs(map.point(for: there).x - 100) < 1e-9 && abs(map.point(for: there).y - 250) < 1e-9)
    }

    /// As MapKit's, the map never shows past a pole: near one, the marker leaves the centre.
    @Test func nearAPoleTheMapStopsAtThePole() {
        let map = mapView(at: Tunnel.Location(latitude: 85, longitude: 0))

        #expect(abs(map.marker.center.x - map.bounds.midX) <= 0.5)
        #expect(map.marker.center.y < map.bounds.midY - 100)
        #expect(abs(map.location(at: CGPoint(x: 240, y: 0)).latitude - 90) < 0.2)
    }

    /// Centred on 175° E, the map reaches 140° W: east of the date line is the image's left
    /// edge, drawn to the right of its right edge.
    @Test func theMapWrapsAcrossTheDateLine() {
        let map = mapView(at: Tunnel.Location(latitude: 0, longitude: 175))
        let shot = UIGraphicsImageRenderer(size: map.bounds.size).image { _ in
            map.drawHierarchy(in: map.bounds, afterScreenUpdates: true)
        }
        let world = map.worldImage!

        // West of 180° (the image's right edge) and east of it (its left edge), off the marker.
        for (x, y) in [(1840, 400), (1910, 560), (10, 420), (120, 530)] {
            let point = map.point(for: pixelCentre(x, y))
            #expect(map.bounds.contains(point))
            #expect(shot.bitmap.pixel(x: Int(point.x), y: Int(point.y)) == world.bitmap.pixel(x: x, y: y))
        }
        #expect(map.point(for: Tunnel.Location(latitude: 0, longitude: -170)).x > map.marker.center.x)
        let scale = 1920.0 / 360
        #expect(
            abs(map.location(at: CGPoint(x: 470, y: 150)).longitude - (175 + (470 - map.marker.center.x) / scale - 360))
                < 1e-9)
    }

    /// NASA's Blue Marble as xplanet-images ships it, placed by latitude and longitude: the
    /// Sahara is sand, the middle of the Pacific and the Indian Ocean are water, Antarctica is ice.
    @Test func theWorldIsTheBlueMarble() throws {
        let earth = Tunnel.Earth(report: { Issue.record("\($0)") })
        let image = try #require(earth.image, "make setup installs Debian's xplanet-images")
        let world = earth.world(width: 1920)

        func colour(_ latitude: Double, _ longitude: Double) -> (red: Int, green: Int, blue: Int) {
            let (x, y) = worldPixel(Tunnel.Location(latitude: latitude, longitude: longitude))
            let pixel = world.bitmap.pixel(x: x, y: y)
            return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        }

        #expect(image.size == CGSize(width: 2048, height: 1024))
        #expect(world.size == CGSize(width: 1920, height: 960))
        let sahara = colour(23, 12), pacific = colour(-5, -145), indian = colour(-25, 80), ice = colour(-85, 50)
        #expect(sahara.red > sahara.blue + 40)
        #expect(pacific.blue > pacific.red + 40 && indian.blue > indian.red + 40)
        #expect(ice.red > 200 && ice.green > 200 && ice.blue > 200)
    }

    /// The world is the image scaled, not moved: compared place by place with the image, it
    /// differs least at no offset, less than with the image a degree away in any direction.
    @Test func theWorldIsRegisteredOnTheImage() throws {
        let earth = Tunnel.Earth(report: { Issue.record("\($0)") })
        let source = try #require(earth.image).bitmap
        let world = earth.world(width: 1920).bitmap

        func difference(latitudeOffset: Double, longitudeOffset: Double) -> Int {
            var total = 0
            for latitude in stride(from: -70.0, through: 70, by: 2.3) {
                for longitude in stride(from: -178.0, through: 178, by: 3.7) {
                    let (x, y) = worldPixel(Tunnel.Location(latitude: latitude, longitude: longitude))
                    let shown = world.pixel(x: x, y: y)
                    let original = source.pixel(
                        x: Int((longitude + longitudeOffset + 180) / 360 * 2048),
                        y: Int((90 - latitude - latitudeOffset) / 180 * 1024))
                    total += [16, 8, 0].map { abs(Int(shown >> $0 & 0xFF) - Int(original >> $0 & 0xFF)) }.reduce(0, +)
                }
            }
            return total
        }

        let aligned = difference(latitudeOffset: 0, longitudeOffset: 0)
        for (latitude, longitude) in [(0.0, 1.0), (0, -1), (1, 0), (-1, 0)] {
            #expect(aligned < difference(latitudeOffset: latitude, longitudeOffset: longitude))
        }
    }

    @Test func withoutTheEarthImageTheDemoSaysWhatToInstallAndKeepsWorking() throws {
        let demo = DemoHarness(earthImagePath: "/nonexistent/earth.jpg")
        defer { demo.close() }
        try demo.play("tab 2\nwait 0.3")
        let top = demo.tunnel.topMap.mapView, bottom = demo.tunnel.bottomMap.mapView
        let start = top.convert(top.marker.center, to: demo.window)

        try demo.play("drag \(start.x) \(start.y) \(start.x + 60) \(start.y + 40)\nwait 0.5")

        #expect(
            demo.errors == [
                "The Tunnel's maps show no Earth: /nonexistent/earth.jpg is missing. "
                    + "Install Debian's xplanet-images package: sudo apt-get install xplanet-images"
            ])
        for map in [top, bottom] {
            #expect(map.caption.text == "No Earth: install Debian's xplanet-images" && !map.caption.isHidden)
        }
        #expect(demo.tunnel.topMap.currentLocation != .start)
        #expect(demo.tunnel.bottomMap.annotationLocation == demo.tunnel.topMap.currentLocation.antipode)
        // The ocean and the graticule, and nothing else, behind the markers.
        let world = try #require(top.worldImage)
        let colours = Set(world.bitmap.pixelArray)
        #expect(colours.contains(Tunnel.Earth.ocean.renderColor.premultipliedARGB))
        #expect(colours.count <= 7, "the ocean, lines of two strengths, and their four kinds of crossing")
    }

    @Test func anUnreadableEarthImageIsReportedOnceAsSuch() throws {
        let path = DemoHarness.scratch() + "/earth.jpg"
        try Data("not a JPEG".utf8).write(to: URL(fileURLWithPath: path))
        var messages: [String] = []
        let earth = Tunnel.Earth(path: path) { messages.append($0) }

        let world = earth.world(width: 720)
        _ = earth.world(width: 360)

        #expect(earth.image == nil)
        #expect(
            messages == [
                "The Tunnel's maps show no Earth: \(path) cannot be read as an image. "
                    + "Install Debian's xplanet-images package: sudo apt-get install xplanet-images"
            ])
        #expect(earth.problem == messages.first)
        #expect(world.size == CGSize(width: 720, height: 360))
        #expect(world.bitmap.pixel(x: 100, y: 100) == Tunnel.Earth.ocean.renderColor.premultipliedARGB)
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
                "0.000 Tunnel.Info(top) viewIsAppearing(animated: true)",
                "0.200 Tunnel.Info(top) viewDidAppear(animated: true)",
                "0.200 Tunnel.Map(top) viewDidDisappear(animated: true)",
                "0.200 Tunnel.Info(top) didMove(toParent: Tunnel.Container(Tunnel))",
                "0.200 Tunnel.Map(top) didMove(toParent: nil)",
                "0.200 Tunnel.Info(bottom) viewDidLoad",
                "0.200 Tunnel.Info(bottom) willMove(toParent: Tunnel.Container(Tunnel))",
                "0.200 Tunnel.Map(bottom) willMove(toParent: nil)",
                "0.200 Tunnel.Map(bottom) viewWillDisappear(animated: true)",
                "0.200 Tunnel.Info(bottom) viewWillAppear(animated: true)",
                "0.200 Tunnel.Info(bottom) viewIsAppearing(animated: true)",
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

/// A map of the size the demo gives it at 480 × 800 (480 × 307), centred on `location`.
@MainActor
private func mapView(at location: Tunnel.Location) -> Tunnel.MapView {
    let map = Tunnel.MapView(frame: CGRect(x: 0, y: 0, width: 480, height: 307), earth: Tunnel.Earth())
    map.show(location)
    map.layoutIfNeeded()
    return map
}

/// Within half a pixel of the middle: the world lies on whole pixels.
@MainActor
private func isCentred(_ point: CGPoint, in map: Tunnel.MapView) -> Bool {
    abs(point.x - map.bounds.midX) <= 0.5 && abs(point.y - map.bounds.midY) <= 0.5
}

/// The pixel of a 1920 × 960 world that holds `location`.
private func worldPixel(_ location: Tunnel.Location) -> (x: Int, y: Int) {
    (Int((location.longitude + 180) / 360 * 1920), Int((90 - location.latitude) / 180 * 960))
}

/// The location at the centre of pixel (x, y) of a 1920 × 960 world.
private func pixelCentre(_ x: Int, _ y: Int) -> Tunnel.Location {
    Tunnel.Location(latitude: 90 - (Double(y) + 0.5) * 180 / 960, longitude: (Double(x) + 0.5) * 360 / 1920 - 180)
}

private func close(_ a: Tunnel.Location, _ b: Tunnel.Location) -> Bool {
    abs(a.latitude - b.latitude) < 1e-9 && abs(a.longitude - b.longitude) < 1e-9
}
