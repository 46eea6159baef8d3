import Foundation

/// The built-in tour (`--tour`, `make demo` without a display): every scenario, a screenshot of
/// each, and one filmstrip per kind of transition. Coordinates are window pixels at the default
/// 480×800 (the launcher starts the tour at that size).
enum DemoTour {
    static func script(writingInto directory: String) throws -> DemoScript {
        try DemoScript(parsing: text.replacingOccurrences(of: "$OUT", with: directory), file: "<tour>")
    }

    static let text = """
        # Navigation: push 2, then pop to root.
        screenshot $OUT/navigation.png
        filmstrip 8 $OUT/filmstrip-push.png
        tap 240 450
        screenshot $OUT/navigation-pushed.png
        filmstrip 8 $OUT/filmstrip-pop.png
        tap 240 506
        # The swipe back: a short slow drag from the left edge cancels, a long one pops.
        tap 240 450
        wait 0.4
        filmstrip 4 $OUT/filmstrip-swipe-back-cancelled.png
        drag 4 400 100 400
        wait 0.4
        filmstrip 5 $OUT/filmstrip-swipe-back.png
        drag 4 400 300 400
        wait 0.4
        # The long list: a pull past the top rubber-bands back, the carousel above the rows
        # pages, a fling decelerates; then back.
        tap 240 506
        wait 0.6
        screenshot $OUT/long-list.png
        filmstrip 6 $OUT/filmstrip-rubber-band.png
        drag 240 300 240 600
        filmstrip 5 $OUT/filmstrip-paging.png
        drag 400 140 200 140
        filmstrip 10 $OUT/filmstrip-fling.png
        drag 240 700 240 300
        screenshot $OUT/long-list-flung.png
        tap 30 42
        wait 0.6

        # Tunnel: the tab switch dissolves; drag the top marker; the radar flips both maps.
        filmstrip 6 $OUT/filmstrip-tab-switch.png
        tab 2
        screenshot $OUT/tunnel.png
        drag 240 173 370 246
        screenshot $OUT/tunnel-dragged.png
        filmstrip 10 $OUT/filmstrip-flip-from-top.png
        tap 240 386
        screenshot $OUT/tunnel-info.png
        # The Tunnel is portrait only: turned, the device shows it sideways.
        filmstrip 6 $OUT/filmstrip-refused-rotation.png
        key Right
        screenshot $OUT/tunnel-refused-rotation.png
        key Left
        wait 0.1
        filmstrip 10 $OUT/filmstrip-flip-from-bottom.png
        tap 240 386

        # Modal: UIKit's presentations in each transition style, then seed 000's card.
        tab 3
        wait 0.3
        screenshot $OUT/modal.png
        filmstrip 8 $OUT/filmstrip-cover-vertical.png
        tap 240 182
        tap 240 422
        wait 0.6
        filmstrip 8 $OUT/filmstrip-flip-horizontal.png
        tap 240 238
        tap 240 422
        wait 0.7
        filmstrip 8 $OUT/filmstrip-cross-dissolve.png
        tap 240 294
        screenshot $OUT/modal-cross-dissolve.png
        tap 240 422
        wait 0.6
        # The partial curl leaves the menu curled over the presented view; a tap on the page
        # dismisses, as on iOS.
        filmstrip 8 $OUT/filmstrip-partial-curl.png
        tap 240 350
        screenshot $OUT/modal-partial-curl.png
        tap 240 150
        wait 0.6
        filmstrip 8 $OUT/filmstrip-seed-modal-fade.png
        tap 240 126
        screenshot $OUT/modal-seed-card.png
        tap 40 650
        wait 0.4
        # A custom presentation (UIPresentationController, dimming view) dragged down to dismiss.
        tap 240 406
        wait 0.5
        screenshot $OUT/modal-custom-card.png
        filmstrip 6 $OUT/filmstrip-card-drag-dismiss.png
        drag 240 520 240 760
        wait 0.5
        # A sheet at the medium detent, dragged up to large, then down and away.
        tap 240 462
        wait 0.6
        screenshot $OUT/modal-sheet-medium.png
        drag 240 470 240 200
        wait 0.5
        screenshot $OUT/modal-sheet-large.png
        drag 240 200 240 790
        wait 0.6

        # Cycle: the guide's slide, then the flip and curl variants.
        tab 4
        wait 0.3
        screenshot $OUT/cycle.png
        filmstrip 8 $OUT/filmstrip-slide-cycle.png
        tap 84 54
        screenshot $OUT/cycle-next.png
        filmstrip 8 $OUT/filmstrip-cycle-flip.png
        tap 240 54
        wait 0.3
        filmstrip 8 $OUT/filmstrip-curl-up.png
        tap 396 54

        # Split: collapsed in portrait; turning the device to landscape widens it.
        tab 5
        wait 0.3
        screenshot $OUT/split-collapsed.png
        filmstrip 8 $OUT/filmstrip-rotation.png
        key Right
        screenshot $OUT/split-wide.png
        key Left
        wait 0.4

        # Pages: the page curl turned by the pointer: the lower corner dragged past the middle
        # of the page (pinned under the pointer) and let go, the page turns over.
        tab 6
        wait 0.3
        filmstrip 8 $OUT/filmstrip-page-curl.png
        drag 460 680 170 520
        wait 0.6
        """
}
