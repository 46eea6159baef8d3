import UIKit

// Presentation in the fuzzer: every style and transition (a custom style through a card
// delegate, `FuzzTransitions.swift`), dismissals, presentation contexts, and presentation
// controllers an app keeps after their dismissal.

// MARK: Generation

extension FuzzDraws {
    mutating func present() -> FuzzOperation {
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .overFullScreen, .overCurrentContext, .custom, .pageSheet,
        ]
        let transitions: [UIModalTransitionStyle] = [.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl]
        // Mostly from a controller on screen: a presenter elsewhere is refused.
        let presenter = among(pool.indices.filter { pool[$0].viewIfLoaded?.window != nil })
        let transition = transitions.randomElement(using: &generator)!
        // The partial curl is full screen only (a sheet is a misuse).
        let style = transition == .partialCurl ? .fullScreen : styles.randomElement(using: &generator)!
        return .present(any(), on: presenter, style: style, transition: transition, animated: flag())
    }

    /// Mostly a controller in a presentation: dismissing any other does nothing.
    mutating func dismiss() -> FuzzOperation {
        let involved = pool.indices.filter {
            pool[$0].presentedViewController != nil || pool[$0].presentingViewController != nil
        }
        return .dismiss(among(involved), animated: flag())
    }

    /// Mostly a child: a context below the top of a presented hierarchy is the interesting one.
    mutating func definesContext() -> FuzzOperation {
        .definesContext(among(pool.indices.filter { pool[$0].parent != nil }), flag())
    }

    mutating func keepPresentationController() -> FuzzOperation {
        let presented = pool.indices.filter { pool[$0].presentingViewController != nil }
        return .keepPresentationController(among(presented))
    }
}

// MARK: Steps

extension FuzzWorld {
    func present(
        _ presented: Int, on presenter: Int, style: UIModalPresentationStyle, transition: UIModalTransitionStyle,
        animated: Bool
    ) -> Bool {
        guard presented != presenter, mayJoin(presented, presenter) else { return false }
        // A correct app curls only full screen, from a controller that fills the screen.
        guard
            transition != .partialCurl
                || (style == .fullScreen && FuzzCurls.presentsFromFullScreen(pool[presenter]))
        else { return false }
        let controller = pool[presented]
        controller.modalPresentationStyle = style
        controller.modalTransitionStyle = transition
        controller.transitioningDelegate = style == .custom ? cardDelegate : nil
        owe(duration: animated ? Self.modalDuration : 0) { done in
            pool[presenter].present(controller, animated: animated, completion: done)
        }
        // A refused presentation (logged) never calls its completion, on iOS too.
        if controller.presentingViewController == nil { completionsOwed.remove(completionRuns.count - 1) }
        return true
    }

    /// A dismissal that dismisses nothing, or is refused (logged), owes no completion.
    func dismiss(_ index: Int, animated: Bool) {
        let controller = pool[index]
        let dismisses = controller.presentedViewController != nil || controller.presentingViewController != nil
        let logged = diagnostics.count
        owe(duration: animated ? Self.modalDuration : 0) { done in
            controller.dismiss(animated: animated, completion: done)
        }
        if !dismisses || diagnostics.count > logged { completionsOwed.remove(completionRuns.count - 1) }
    }

    func keepPresentationController(of index: Int) -> Bool {
        let controller = pool[index]
        guard controller.presentingViewController != nil, let presentation = controller.presentationController,
            !keptPresentations.contains(where: { $0.controller === presentation })
        else { return false }
        _ = controller.sheetPresentationController
        // A child of a presented controller answers with its presented ancestor's.
        keptPresentations.append((presentation, presentation.presentedViewController))
        if keptPresentations.count > 3 { keptPresentations.removeFirst() }
        return true
    }

    func readKeptPresentationControllers() -> Bool {
        guard !keptPresentations.isEmpty else { return false }
        for (presentation, presented) in keptPresentations {
            // UIKit's presentation controller holds its presented controller strongly.
            if presentation.presentedViewController !== presented {
                fail("kept presentation controller", "\(presentation) forgot the controller it presented")
            }
            _ = presentation.presentedView
            _ = presentation.presentingViewController
        }
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func presentSwift(
        _ p: String, on presenter: String, style: UIModalPresentationStyle, transition: UIModalTransitionStyle,
        animated: Bool
    ) -> [String] {
        ["\(p).modalPresentationStyle = .\(style)", "\(p).modalTransitionStyle = .\(transition)"]
            + (style == .custom ? ["\(p).transitioningDelegate = cardDelegate"] : [])
            + ["\(presenter).present(\(p), animated: \(animated))"]
    }

    static func definesContextSwift(_ c: String, _ value: Bool) -> [String] {
        ["\(c).definesPresentationContext = \(value)"]
    }

    static func keepPresentationSwift(_ c: String) -> [String] {
        ["keptPresentationControllers.append(\(c).presentationController!)"]
    }

    static let readKeptPresentationsSwift = [
        "for kept in keptPresentationControllers { _ = (kept.presentedViewController, kept.presentedView) }"
    ]
}
