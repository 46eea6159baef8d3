import Foundation
import Testing
@testable import UIKit

/// Our solver replays kiwisolver's: 200 seeded random systems (Scripts/kiwisolver/fixtures.py,
/// `make fixtures`) whose every check must match kiwisolver's values, whose required constraints
/// must hold, and whose refused constraints must be refused here too.
@Suite struct LayoutSolverFixtureTests {
    struct System {
        let seed: Int
        let operations: [[Any]]
        let variables: Int
    }

    /// Read by each test (JSON's `Any` is no `Sendable` static).
    static func load() -> (kiwisolver: String, systems: [System]) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwisolver-random-systems.json")
        let json = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let systems = (json["systems"] as! [[String: Any]]).map { system in
            System(
                seed: system["seed"] as! Int, operations: system["operations"] as! [[Any]],
                variables: system["variables"] as! Int)
        }
        return (json["kiwisolver"] as! String, systems)
    }

    static func double(_ value: Any) -> Double { (value as! NSNumber).doubleValue }

    static func relation(_ text: Any) -> LayoutRelation {
        ["<=": LayoutRelation.lessThanOrEqual, "==": .equal, ">=": .greaterThanOrEqual][text as! String]!
    }

    @Test func theFixtureComesFromKiwisolver() {
        let fixture = Self.load()

        #expect(fixture.systems.count == 200)
        #expect(!fixture.kiwisolver.isEmpty)
        let refusals = fixture.systems.flatMap(\.operations).filter {
            ($0[0] as! String == "add" || $0[0] as! String == "setConstant") && !($0.last as! Bool)
        }
        #expect(refusals.count > 20, "the fixture exercises refused required constraints")
    }

    @Test(arguments: 0..<10) func systemsMatchKiwisolver(_ tenth: Int) throws {
        for system in Self.load().systems where system.seed % 10 == tenth {
            try replay(system)
        }
    }

    func replay(_ system: System) throws {
        let solver = LayoutSolver()
        let variables = (0..<system.variables).map { LayoutVariable("v\($0)") }
        var constraints: [Int: LayoutSolverConstraint] = [:]
        for (step, operation) in system.operations.enumerated() {
            let place = "seed \(system.seed), operation \(step): \(operation)"
            switch operation[0] as! String {
            case "add":
                let terms = (operation[2] as! [[Any]]).map {
                    LayoutTerm(variables[$0[0] as! Int], Self.double($0[1]))
                }
                let constraint = LayoutSolverConstraint(
                    LayoutExpression(terms: terms, constant: Self.double(operation[3])), Self.relation(operation[4]),
                    strength: Self.double(operation[5]))
                if operation[6] as! Bool {
                    try solver.addConstraint(constraint)
                    constraints[operation[1] as! Int] = constraint
                } else {
                    #expect(throws: UnsatisfiableConstraintError.self, "\(place)") {
                        try solver.addConstraint(constraint)
                    }
                }
            case "remove":
                try solver.removeConstraint(constraints.removeValue(forKey: operation[1] as! Int)!)
            case "setConstant":
                let constraint = constraints[operation[1] as! Int]!
                if operation[3] as! Bool {
                    try solver.setConstant(Self.double(operation[2]), of: constraint)
                } else {
                    #expect(throws: UnsatisfiableConstraintError.self, "\(place)") {
                        try solver.setConstant(Self.double(operation[2]), of: constraint)
                    }
                }
            case "edit":
                try solver.addEditVariable(variables[operation[1] as! Int], strength: Self.double(operation[2]))
            case "suggest":
                try solver.suggestValue(Self.double(operation[2]), for: variables[operation[1] as! Int])
            default:
                solver.updateVariables()
                let expected = (operation[1] as! [Any]).map(Self.double)
                let actual = variables.map(\.value)
                #expect(
                    zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(place)\nours:      \(actual)")
                for constraint in constraints.values where constraint.isRequired {
                    #expect(holds(constraint), "\(place): \(constraint)")
                }
            }
        }
    }

    func holds(_ constraint: LayoutSolverConstraint) -> Bool {
        let expression = constraint.expression
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
        switch constraint.relation {
        case .lessThanOrEqual: return value <= 1e-6
        case .equal: return abs(value) <= 1e-6
        case .greaterThanOrEqual: return value >= -1e-6
        }
    }
}
