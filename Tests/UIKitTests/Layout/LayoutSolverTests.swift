import Testing
@testable import UIKit

/// The Cassowary solver under the Auto Layout layer: exact required constraints, strengths,
/// edit variables, incremental constants and the errors UIKit logs.
@Suite struct LayoutSolverTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func requiredEqualitiesChainAcrossVariables() throws {
        let solver = LayoutSolver()
        let (a, b, c) = (LayoutVariable("a"), LayoutVariable("b"), LayoutVariable("c"))

        try solver.addConstraint(LayoutSolverConstraint(a - 10, .equal))
        try solver.addConstraint(LayoutSolverConstraint(b - a - 5, .equal))
        try solver.addConstraint(LayoutSolverConstraint(c - (b * 2), .equal))
        solver.updateVariables()

        #expect([a.value, b.value, c.value] == [10, 15, 30])
    }

    @Test func inequalitiesHoldAgainstAWeakerPull() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LayoutSolverConstraint(x - 100, .equal, strength: LayoutStrength.weak))

        try solver.addConstraint(LayoutSolverConstraint(x - 40, .lessThanOrEqual))
        solver.updateVariables()
        let capped = x.value
        try solver.addConstraint(LayoutSolverConstraint(x - 30, .greaterThanOrEqual))
        try solver.addConstraint(LayoutSolverConstraint(x - 50, .greaterThanOrEqual, strength: LayoutStrength.strong))
        solver.updateVariables()

        #expect(capped == 40)
        #expect(x.value == 40, "x ≥ 30 already holds; a strong x ≥ 50 yields to the required x ≤ 40")
    }

    @Test func aStrongPreferenceBeatsAWeakOne() throws {
        let solver = LayoutSolver()
        let (left, width) = (LayoutVariable("left"), LayoutVariable("width"))
        try solver.addConstraint(LayoutSolverConstraint(left + width - 300, .equal))

        try solver.addConstraint(LayoutSolverConstraint(width - 100, .equal, strength: LayoutStrength.weak))
        try solver.addConstraint(LayoutSolverConstraint(width - 250, .equal, strength: LayoutStrength.strong))
        try solver.addConstraint(LayoutSolverConstraint(left - 20, .equal, strength: LayoutStrength.medium))
        solver.updateVariables()

        #expect(width.value == 250)
        #expect(left.value == 50)
    }

    @Test func aSuggestedValueMovesTheEditVariableAndWhatFollowsIt() throws {
        let solver = LayoutSolver()
        let (container, half) = (LayoutVariable("container"), LayoutVariable("half"))
        try solver.addConstraint(LayoutSolverConstraint(half * 2 - container, .equal))
        try solver.addEditVariable(container, strength: LayoutStrength.strong)

        try solver.suggestValue(320, for: container)
        solver.updateVariables()
        let first = (container.value, half.value)
        try solver.suggestValue(1024, for: container)
        solver.updateVariables()

        #expect(first == (320, 160))
        #expect((container.value, half.value) == (1024, 512))
        #expect(solver.hasEditVariable(container))
    }

    @Test func anEditYieldsToARequiredBound() throws {
        let solver = LayoutSolver()
        let width = LayoutVariable("width")
        try solver.addConstraint(LayoutSolverConstraint(width - 500, .lessThanOrEqual))
        try solver.addEditVariable(width, strength: LayoutStrength.strong)

        try solver.suggestValue(800, for: width)
        solver.updateVariables()
        let clamped = width.value
        try solver.suggestValue(200, for: width)
        solver.updateVariables()

        #expect(clamped == 500)
        #expect(width.value == 200)
    }

    @Test func removingAnEditVariableReleasesItsPull() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LayoutSolverConstraint(x - 7, .equal, strength: LayoutStrength.weak))
        try solver.addEditVariable(x, strength: LayoutStrength.strong)
        try solver.suggestValue(99, for: x)

        try solver.removeEditVariable(x)
        solver.updateVariables()

        #expect(x.value == 7)
        #expect(!solver.hasEditVariable(x))
    }

    /// A chain of views, `x₀ = 0`, `wᵢ = 50`, `xᵢ₊₁ = xᵢ + wᵢ + 8`, a bound on the last edge and a
    /// weak pull on every variable; `constants` overrides some widths.
    func chain(_ constants: [Int: Double] = [:]) throws -> (LayoutSolver, [LayoutVariable], [LayoutSolverConstraint]) {
        let solver = LayoutSolver()
        let xs = (0...5).map { LayoutVariable("x\($0)") }
        let ws = (0..<5).map { LayoutVariable("w\($0)") }
        var widths: [LayoutSolverConstraint] = []
        try solver.addConstraint(LayoutSolverConstraint(xs[0] * 1, .equal))
        for i in 0..<5 {
            let width = LayoutSolverConstraint(ws[i] - (constants[i] ?? 50), .equal)
            widths.append(width)
            try solver.addConstraint(width)
            try solver.addConstraint(LayoutSolverConstraint(xs[i + 1] - xs[i] - ws[i] - 8, .equal))
        }
        try solver.addConstraint(LayoutSolverConstraint(xs[5] - 400, .lessThanOrEqual, strength: LayoutStrength.strong))
        for variable in xs + ws {
            try solver.addConstraint(LayoutSolverConstraint(variable * 1, .equal, strength: LayoutStrength.weak))
        }
        solver.updateVariables()
        return (solver, xs + ws, widths)
    }

    @Test func setConstantOnAnEqualityMatchesAFreshSolver() throws {
        let (solver, variables, widths) = try chain()
        let (_, expected, _) = try chain([2: 120])

        try solver.setConstant(-120, of: widths[2])
        solver.updateVariables()

        #expect(variables.map(\.value) == expected.map(\.value))
        #expect(variables[5].value == 290 + 70)
        #expect(widths[2].expression.constant == -120)
    }

    @Test func setConstantOnAnInequalityMatchesAFreshSolver() throws {
        let solver = LayoutSolver()
        let (x, y) = (LayoutVariable("x"), LayoutVariable("y"))
        let floor = LayoutSolverConstraint(x - 10, .greaterThanOrEqual)
        try solver.addConstraint(floor)
        try solver.addConstraint(LayoutSolverConstraint(y - x - 5, .equal))
        try solver.addConstraint(LayoutSolverConstraint(x * 1, .equal, strength: LayoutStrength.weak))

        try solver.setConstant(-70, of: floor)
        solver.updateVariables()
        let raised = (x.value, y.value)
        try solver.setConstant(20, of: floor)
        solver.updateVariables()

        #expect(raised == (70, 75))
        #expect((x.value, y.value) == (0, 5), "x ≥ -20 lets the weak x == 0 hold")
    }

    @Test func setConstantStaysIncrementalThroughManyMoves() throws {
        let (solver, variables, widths) = try chain()

        for (step, constant) in [30.0, 90, 10, 75, 400, 50].enumerated() {
            try solver.setConstant(-constant, of: widths[step % 5])
        }
        solver.updateVariables()
        let (_, expected, _) = try chain([1: 90, 2: 10, 3: 75, 4: 400])

        for (variable, fresh) in zip(variables, expected) {
            #expect(close(variable.value, fresh.value), "\(variable): \(variable.value) vs \(fresh.value)")
        }
    }

    @Test func removingAConstraintRestoresTheSolutionBeforeIt() throws {
        let (solver, variables, _) = try chain()
        let z = LayoutVariable("z")
        try solver.addConstraint(LayoutSolverConstraint(z - variables[3], .equal, strength: LayoutStrength.weak))
        solver.updateVariables()
        let before = (variables + [z]).map(\.value)
        let floor = LayoutSolverConstraint(z - 500, .greaterThanOrEqual)

        try solver.addConstraint(floor)
        solver.updateVariables()
        let raised = z.value
        try solver.removeConstraint(floor)
        solver.updateVariables()

        #expect(raised == 500)
        #expect((variables + [z]).map(\.value) == before)
        #expect(!solver.hasConstraint(floor))
    }

    @Test func anUnsatisfiableEqualityNamesTheOneItContradicts() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let ten = LayoutSolverConstraint(x - 10, .equal)
        let twenty = LayoutSolverConstraint(x - 20, .equal)
        try solver.addConstraint(ten)

        let error = #expect(throws: UnsatisfiableConstraintError.self) { try solver.addConstraint(twenty) }
        solver.updateVariables()

        #expect(error?.constraint === twenty)
        #expect(error?.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(ten)])
        #expect(x.value == 10)
        #expect(!solver.hasConstraint(twenty))
    }

    @Test func anUnsatisfiableEqualityNamesTheWholeChain() throws {
        let solver = LayoutSolver()
        let (a, b, c) = (LayoutVariable("a"), LayoutVariable("b"), LayoutVariable("c"))
        let chain = [
            LayoutSolverConstraint(a * 1, .equal), LayoutSolverConstraint(b - a - 10, .equal),
            LayoutSolverConstraint(c - b - 10, .equal),
        ]
        let unrelated = LayoutSolverConstraint(LayoutVariable("d") - 3, .equal)
        for constraint in chain + [unrelated] { try solver.addConstraint(constraint) }

        let error = #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.addConstraint(LayoutSolverConstraint(c - 5, .equal))
        }

        #expect(Set(error?.conflicting.map(ObjectIdentifier.init) ?? []) == Set(chain.map(ObjectIdentifier.init)))
    }

    @Test func anUnsatisfiableInequalityLeavesTheSolverAsItWas() throws {
        let (solver, variables, _) = try chain()
        let z = LayoutVariable("z")
        try solver.addConstraint(LayoutSolverConstraint(z - variables[2], .equal, strength: LayoutStrength.weak))
        let floor = LayoutSolverConstraint(z - 200, .greaterThanOrEqual)
        try solver.addConstraint(floor)
        solver.updateVariables()
        let before = (variables + [z]).map(\.value)
        let ceiling = LayoutSolverConstraint(z - 150, .lessThanOrEqual)

        let error = #expect(throws: UnsatisfiableConstraintError.self) { try solver.addConstraint(ceiling) }
        solver.updateVariables()
        let after = (variables + [z]).map(\.value)
        try solver.removeConstraint(floor)
        solver.updateVariables()

        #expect(error?.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(floor)])
        #expect(after == before)
        #expect(z.value == variables[2].value, "the refused ceiling left nothing behind")
        #expect(!solver.hasConstraint(ceiling))
    }

    @Test func anUnsatisfiableSetConstantKeepsTheOldConstant() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let floor = LayoutSolverConstraint(x - 10, .greaterThanOrEqual)
        let ceiling = LayoutSolverConstraint(x - 50, .lessThanOrEqual)
        try solver.addConstraint(floor)
        try solver.addConstraint(ceiling)
        try solver.addConstraint(LayoutSolverConstraint(x - 30, .equal, strength: LayoutStrength.weak))

        let error = #expect(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(-60, of: floor) }
        solver.updateVariables()

        #expect(error?.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(ceiling)])
        #expect(floor.expression.constant == -10)
        #expect(x.value == 30)
        try solver.setConstant(-40, of: floor)
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func aDuplicatedEqualityIsRedundantUntilItsConstantMoves() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let first = LayoutSolverConstraint(x - 10, .equal)
        let second = LayoutSolverConstraint(x - 10, .equal)
        try solver.addConstraint(first)
        try solver.addConstraint(second)

        #expect(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(-12, of: second) }
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(-12, of: first) }
        try solver.removeConstraint(first)
        try solver.setConstant(-12, of: second)
        solver.updateVariables()

        #expect(x.value == 12)
    }

    @Test func anEqualityImpliedByOthersCannotMoveAlone() throws {
        let solver = LayoutSolver()
        let (x, y) = (LayoutVariable("x"), LayoutVariable("y"))
        let sum = LayoutSolverConstraint(x + y - 10, .equal)
        let pins = [LayoutSolverConstraint(x - 3, .equal), LayoutSolverConstraint(y - 7, .equal)]
        for constraint in [sum] + pins { try solver.addConstraint(constraint) }

        let error = #expect(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(-20, of: sum) }
        solver.updateVariables()

        #expect(Set(error?.conflicting.map(ObjectIdentifier.init) ?? []) == Set(pins.map(ObjectIdentifier.init)))
        #expect(sum.expression.constant == -10)
        #expect((x.value, y.value) == (3, 7))
    }

    @Test func misuseThrowsTheMatchingError() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let constraint = LayoutSolverConstraint(x - 1, .equal)
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: LayoutStrength.strong)

        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
        #expect(throws: LayoutSolverError.unknownConstraint) {
            try solver.removeConstraint(LayoutSolverConstraint(x * 1, .equal))
        }
        #expect(throws: LayoutSolverError.unknownConstraint) {
            try solver.setConstant(3, of: LayoutSolverConstraint(x * 1, .equal))
        }
        #expect(throws: LayoutSolverError.duplicateEditVariable) {
            try solver.addEditVariable(x, strength: LayoutStrength.weak)
        }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(1, for: LayoutVariable()) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.removeEditVariable(LayoutVariable()) }
        #expect(throws: LayoutSolverError.badRequiredStrength) {
            try solver.addEditVariable(LayoutVariable(), strength: LayoutStrength.required)
        }
    }

    @Test func strengthsFollowKiwisolversScheme() {
        #expect(LayoutStrength.required == 1_001_001_000)
        #expect(LayoutStrength.strong == 1_000_000)
        #expect(LayoutStrength.medium == 1000)
        #expect(LayoutStrength.weak == 1)
        #expect(LayoutStrength.create(2000, 0.5, 3, 2) == 1_000_000_000 + 1000 + 6)
        #expect(LayoutSolverConstraint(LayoutExpression(), .equal, strength: 5e9).strength == LayoutStrength.required)
    }

    @Test func resetForgetsEverything() throws {
        let (solver, variables, widths) = try chain()

        solver.reset()
        try solver.addConstraint(LayoutSolverConstraint(variables[1] - 3, .equal))
        solver.updateVariables()

        #expect(!solver.hasConstraint(widths[0]))
        #expect(variables[1].value == 3)
    }
}
