import Foundation

/// The last step of an animated change (appearance ends, completions), run exactly once: when
/// its animation completes, or at once when the change is landed early. Completions of an
/// animation that was landed or dropped are ignored.
@MainActor
final class PendingEnd {
    private var step: (() -> Void)?
    private var generation = 0

    var isPending: Bool { step != nil }

    /// Holds `step` in place of any earlier one (dropped); returns the animation's completion.
    func arm(_ step: @escaping () -> Void) -> (Bool) -> Void {
        generation += 1
        let armed = generation
        self.step = step
        return { [weak self] _ in
            guard let self, self.generation == armed else { return }
            self.land()
        }
    }

    /// Runs the held step now.
    func land() {
        guard let step else { return }
        self.step = nil
        generation += 1
        step()
    }
}
