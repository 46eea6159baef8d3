import Foundation
import UIKit

/// `make bench`, autolayout: our Cassowary solver on three systems that Scripts/kiwisolver/bench.py
/// builds identically with kiwisolver, so Scripts/kiwisolver/compare.py can print the ratios.
///
/// Figures per system: `build_ms` (every constraint added, first solve, variables updated),
/// `suggest_us` (the container width's edit variable moves, variables updated), `setconstant_us`
/// (one constraint's constant moves, variables updated; kiwisolver has no setConstant, so its side
/// removes the constraint and adds the moved one, as a kiwisolver-based engine would) and
/// `add_remove_us` (one constraint added and removed again). `checksum` (the sum of every value
/// after the build) proves both sides solved the same system.
enum AutoLayoutBenchmark {
    /// A system as lists, so every sample builds the same constraints into a new solver.
    struct System {
        var name: String
        var variables: [LayoutVariable] = []
        var constraints: [LayoutSolverConstraint] = []
        /// The container width: an edit variable (strong) and the two values it alternates between.
        var edit: (variable: LayoutVariable, values: (Double, Double))?
        /// The constraint whose constant the `setconstant` figure alternates (two constants).
        var moved: (constraint: LayoutSolverConstraint, constants: (Double, Double))
        /// The constraint the `add_remove` figure adds and removes.
        var extra: LayoutSolverConstraint

        init(name: String) {
            self.name = name
            let placeholder = LayoutSolverConstraint(LayoutExpression(), .equal)
            moved = (placeholder, (0, 0))
            extra = placeholder
        }

        mutating func variable(_ name: String) -> LayoutVariable {
            let variable = LayoutVariable(name)
            variables.append(variable)
            return variable
        }

        @discardableResult
        mutating func add(
            _ expression: LayoutExpression, _ relation: LayoutRelation, strength: Double = LayoutStrength.required
        ) -> LayoutSolverConstraint {
            let constraint = LayoutSolverConstraint(expression, relation, strength: strength)
            constraints.append(constraint)
            return constraint
        }

        func build() -> LayoutSolver {
            let solver = LayoutSolver()
            if let edit {
                try! solver.addEditVariable(edit.variable, strength: LayoutStrength.strong)
                try! solver.suggestValue(edit.values.0, for: edit.variable)
            }
            for constraint in constraints { try! solver.addConstraint(constraint) }
            solver.updateVariables()
            return solver
        }
    }

    static func run() {
        for system in [chain(), grid(), stack()] {
            measure(system)
        }
    }

    static func measure(_ system: System) {
        let key = "autolayout.\(system.name)"
        var kept: LayoutSolver?
        let build = median {
            kept = nil  // the previous solver is freed outside the timing
            var solver: LayoutSolver?
            let seconds = time { solver = system.build() }
            kept = solver
            return seconds
        }
        let solver = kept!
        print("\(key).build_ms: \(format(build * 1e3))")
        print("\(key).checksum: \(format(system.variables.reduce(0) { $0 + $1.value }))")

        let batch = 20
        if let edit = system.edit {
            let suggest = median {
                time {
                    for i in 0..<batch {
                        try! solver.suggestValue(
                            i.isMultiple(of: 2) ? edit.values.1 : edit.values.0, for: edit.variable)
                        solver.updateVariables()
                    }
                } / Double(batch)
            }
            print("\(key).suggest_us: \(format(suggest * 1e6))")
        }
        let (moved, constants) = system.moved
        let setConstant = median {
            time {
                for i in 0..<batch {
                    try! solver.setConstant(i.isMultiple(of: 2) ? constants.1 : constants.0, of: moved)
                    solver.updateVariables()
                }
            } / Double(batch)
        }
        print("\(key).setconstant_us: \(format(setConstant * 1e6))")
        let addRemove = median {
            time {
                for _ in 0..<batch {
                    try! solver.addConstraint(system.extra)
                    try! solver.removeConstraint(system.extra)
                }
            } / Double(batch)
        }
        print("\(key).add_remove_us: \(format(addRemove * 1e6))")
    }

    /// 1 000 views in a row: `x₀ = 0`, `wᵢ = 50`, `xᵢ₊₁ = xᵢ + wᵢ + 8`, a few bounds.
    static func chain() -> System {
        var system = System(name: "chain1000")
        let n = 1000
        let x = (0..<n).map { system.variable("x\($0)") }
        let w = (0..<n).map { system.variable("w\($0)") }
        system.add(x[0] * 1, .equal)
        var widths: [LayoutSolverConstraint] = []
        for i in 0..<n {
            widths.append(system.add(w[i] - 50, .equal))
            if i < n - 1 { system.add(x[i + 1] - x[i] - w[i] - 8, .equal) }
        }
        for i in stride(from: 0, to: n, by: 100) { system.add(x[i] - 100_000, .lessThanOrEqual) }
        for i in stride(from: 0, to: n, by: 250) { system.add(w[i] - 10, .greaterThanOrEqual) }
        system.moved = (widths[500], (-50, -60))
        system.extra = LayoutSolverConstraint(x[750] - x[250], .greaterThanOrEqual)
        return system
    }

    /// 30 × 30 cells of equal size, 2 points apart, 10 inside a container whose width is edited
    /// and whose height is a required constant.
    static func grid() -> System {
        var system = System(name: "grid30x30")
        let n = 30
        let width = system.variable("containerWidth")
        let height = system.variable("containerHeight")
        let heightConstraint = system.add(height - 900, .equal)
        var left: [[LayoutVariable]] = []
        var cellWidth: [[LayoutVariable]] = []
        var top: [[LayoutVariable]] = []
        var cellHeight: [[LayoutVariable]] = []
        for r in 0..<n {
            left.append((0..<n).map { system.variable("left\(r)_\($0)") })
            cellWidth.append((0..<n).map { system.variable("width\(r)_\($0)") })
            top.append((0..<n).map { system.variable("top\(r)_\($0)") })
            cellHeight.append((0..<n).map { system.variable("height\(r)_\($0)") })
        }
        for r in 0..<n {
            system.add(left[r][0] - 10, .equal)
            for c in 0..<(n - 1) { system.add(left[r][c + 1] - left[r][c] - cellWidth[r][c] - 2, .equal) }
            system.add(left[r][n - 1] + cellWidth[r][n - 1] + 10 - width, .equal)
        }
        for c in 0..<n {
            system.add(top[0][c] - 10, .equal)
            for r in 0..<(n - 1) { system.add(top[r + 1][c] - top[r][c] - cellHeight[r][c] - 2, .equal) }
            system.add(top[n - 1][c] + cellHeight[n - 1][c] + 10 - height, .equal)
        }
        for r in 0..<n {
            for c in 0..<n where r + c > 0 {
                system.add(cellWidth[r][c] - cellWidth[0][0], .equal)
                system.add(cellHeight[r][c] - cellHeight[0][0], .equal)
            }
        }
        system.add(cellWidth[0][0] - 1, .greaterThanOrEqual)
        system.add(cellHeight[0][0] - 1, .greaterThanOrEqual)
        system.edit = (width, (1000, 1100))
        system.moved = (heightConstraint, (-900, -950))
        system.extra = LayoutSolverConstraint(cellWidth[15][15] - 500, .lessThanOrEqual)
        return system
    }

    /// A 200-view screen of 40 horizontal stacks of 5 views, stacked vertically: equal spacing,
    /// centres aligned, edges 8 inside each stack, a weak intrinsic size per view and a weaker
    /// hug on each stack's height; the screen's width is edited.
    static func stack() -> System {
        var system = System(name: "stack200")
        let screenWidth = system.variable("screenWidth")
        var previous: (top: LayoutVariable, height: LayoutVariable)?
        var spacingConstraints: [LayoutSolverConstraint] = []
        var extraWidth: LayoutVariable?
        for k in 0..<40 {
            let (left, top) = (system.variable("g\(k).left"), system.variable("g\(k).top"))
            let (width, height) = (system.variable("g\(k).width"), system.variable("g\(k).height"))
            let spacing = system.variable("g\(k).spacing")
            system.add(left - 16, .equal)
            system.add(left + width + 16 - screenWidth, .equal)
            if let previous {
                spacingConstraints.append(system.add(top - previous.top - previous.height - 8, .equal))
            } else {
                system.add(top - 20, .equal)
            }
            system.add(height * 1, .equal, strength: LayoutStrength.create(0, 0, 0.5))
            system.add(spacing - 4, .greaterThanOrEqual)
            var previousView: (left: LayoutVariable, width: LayoutVariable)?
            for j in 0..<5 {
                let (viewLeft, viewTop) = (system.variable("v\(k)_\(j).left"), system.variable("v\(k)_\(j).top"))
                let (viewWidth, viewHeight) = (
                    system.variable("v\(k)_\(j).width"), system.variable("v\(k)_\(j).height")
                )
                if let previousView {
                    system.add(viewLeft - previousView.left - previousView.width - spacing, .equal)
                } else {
                    system.add(viewLeft - left - 8, .equal)
                }
                if j == 4 { system.add(viewLeft + viewWidth + 8 - left - width, .equal) }
                system.add(viewTop + viewHeight * 0.5 - top - height * 0.5, .equal)
                system.add(viewTop - top - 8, .greaterThanOrEqual)
                system.add(viewTop + viewHeight + 8 - top - height, .lessThanOrEqual)
                system.add(viewWidth - Double(40 + (7 * j + 3 * k) % 30), .equal, strength: LayoutStrength.weak)
                system.add(viewHeight - Double(20 + (k * j) % 17), .equal, strength: LayoutStrength.weak)
                system.add(viewWidth - 10, .greaterThanOrEqual)
                previousView = (viewLeft, viewWidth)
                if k == 20 && j == 2 { extraWidth = viewWidth }
            }
            previous = (top, height)
        }
        system.edit = (screenWidth, (400, 420))
        system.moved = (spacingConstraints[19], (-8, -12))
        system.extra = LayoutSolverConstraint(extraWidth! - 60, .greaterThanOrEqual, strength: LayoutStrength.medium)
        return system
    }
}
