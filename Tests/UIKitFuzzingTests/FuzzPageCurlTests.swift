import Testing
import UIKit
import UIKitFuzzing

/// The curl book's operations and rules (FuzzPageCurl): drags released either side of half way,
/// a drag lost as the book leaves the window, taps, keys, code sets and a spine changed by a
/// turn of the device keep every rule, for one page and for two.
@MainActor @Suite struct FuzzPageCurlTests {
    private func steps(twoPages: Bool) -> [FuzzOperation] {
        [
            .setRoot(5), .pageCurl(5, .add(twoPages: twoPages)), .pageCurl(5, .drag(dx: -300)),
            .pageCurl(5, .drag(dx: -60)), .pageCurl(5, .tap(forward: true)), .pageCurl(5, .key(forward: false)),
            .pageCurl(5, .dragAndRemove(dx: -200)), .pageCurl(5, .set(page: 7, animated: true)),
            .pageCurl(5, .drag(dx: 150)), .pageCurl(5, .spineOnRotation(twoPages: !twoPages)),
            .pageCurl(5, .tap(forward: false)), .pageCurl(5, .set(page: 3, animated: false)),
            .pageCurl(5, .spineOnRotation(twoPages: twoPages)), .settle, .pageCurl(5, .drag(dx: -300)),
            .pageCurl(5, .remove), .settle,
        ]
    }

    @Test(arguments: [false, true]) func curlOperationsKeepTheBooksRules(twoPages: Bool) {
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        let steps = steps(twoPages: twoPages)

        let (violation, ran) = Fuzzer.replay(steps)

        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
        #expect(ran == steps)
    }
}
