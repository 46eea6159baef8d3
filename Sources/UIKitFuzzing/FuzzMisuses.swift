import UIKit

// Misuse in the fuzzer (`FuzzMisuse`): calls UIKit refuses with an exception, each of which
// must leave every link as it was; and links that would close a cycle in the controller graph.

// MARK: Generation

extension FuzzDraws {
    mutating func misuse() -> FuzzMisuse {
        return switch Int.random(in: 0..<10, using: &generator) {
        case 0: .addChildToItself(any())
        case 1: .addAncestorAsChild(ancestor: any(), child: any())
        case 2: .transitionBetweenStrangers(parent: any(), from: any(), to: any())
        case 3: .pushAgain(any())
        case 4: .pushNavigationController
        case 5: .presentActive(any(), on: any())
        case 6: .popToMissing(any())
        case 7: .partialCurlInSheet(any(), on: any())
        default: .stealChildView(child: any(), into: any())
        }
    }

    /// An ancestor of a container (mostly) linked below it the way that container links.
    mutating func linkCycle() -> FuzzMisuse {
        let targets = [FuzzPool.navigation, FuzzPool.tabs] + FuzzPool.containers
        let into = targets.randomElement(using: &generator)!
        let via: FuzzLink =
            into == FuzzPool.navigation
            ? [.push, .setStack, .present].randomElement(using: &generator)!
            : into == FuzzPool.tabs
                ? [.setTabs, .present].randomElement(using: &generator)!
                : [.addChild, .present].randomElement(using: &generator)!
        return .linkCycle(ancestor: among(world.ancestors(of: into)), into: into, via: via)
    }
}
