"""Writes Tests/UIKitTests/Layout/Fixtures/kiwisolver-random-systems.json: seeded random
constraint systems and kiwisolver's solutions, which LayoutSolverFixtureTests replays on our solver.

Each system is a list of operations (add, remove, setConstant, edit, suggest, check). The expected
outcome of every operation comes from a fresh kiwisolver solver built from the constraints alive at
that point, so a refused required constraint is judged against exactly the constraints before it
(kiwisolver has no setConstant: a fresh solver gets the constraint with its new constant). Every
variable has a weak `v == k` pull with a random weight, so no variable is free and the optimum is
unique; a system whose solution depends on the order constraints are added in is regenerated.

Run by `make fixtures`: .build/kiwi-venv/bin/python Scripts/kiwisolver/fixtures.py
"""

import json
import os
import pathlib
import random
import sys

import kiwisolver as kiwi

# A longer campaign: FIXTURE_SYSTEMS=5000 FIXTURE_OUT=/tmp/many.json (the tests read the committed 200).
SYSTEMS = int(os.environ.get("FIXTURE_SYSTEMS", 200))
OUT = pathlib.Path(
    os.environ.get("FIXTURE_OUT")
    or pathlib.Path(__file__).resolve().parents[2] / "Tests/UIKitTests/Layout/Fixtures/kiwisolver-random-systems.json"
)
RELATIONS = ["<=", "==", ">="]
NAMED_STRENGTHS = [kiwi.strength.required, kiwi.strength.strong, kiwi.strength.medium, kiwi.strength.weak]


def kiwi_constraint(variables, spec):
    """spec = (terms, constant, relation, strength), meaning `Σ terms + constant relation 0`."""
    terms, constant, relation, strength = spec
    expression = sum((variables[v] * c for v, c in terms), kiwi.Expression([], constant))
    made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
    return made | strength


def solve_fresh(n, constraints, edits, order=None):
    """A new kiwisolver solver with the constraints alive now (in `order`) and the edit variables at
    their suggestions; returns the solver and its variables."""
    variables = [kiwi.Variable(f"v{i}") for i in range(n)]
    solver = kiwi.Solver()
    specs = list(constraints.values())
    if order is not None:
        specs = [specs[i] for i in order]
    for spec in specs:
        solver.addConstraint(kiwi_constraint(variables, spec))
    for v, (strength, value) in edits.items():
        solver.addEditVariable(variables[v], strength)
        if value is not None:
            solver.suggestValue(variables[v], value)
    solver.updateVariables()
    return solver, variables


def satisfiable(n, constraints, edits, spec):
    solver, variables = solve_fresh(n, constraints, edits)
    try:
        solver.addConstraint(kiwi_constraint(variables, spec))
        return True
    except kiwi.UnsatisfiableConstraint:
        return False


def solution(n, constraints, edits, rng):
    """kiwisolver's values, or None when another order of the same constraints disagrees."""
    _, variables = solve_fresh(n, constraints, edits)
    values = [v.value() for v in variables]
    for _ in range(2):
        order = list(range(len(constraints)))
        rng.shuffle(order)
        _, shuffled = solve_fresh(n, constraints, edits, order)
        if any(abs(a.value() - b) > 1e-7 for a, b in zip(shuffled, values)):
            return None
    return [round(v, 9) + 0.0 for v in values]


def random_spec(rng, n):
    count = rng.choice([1, 2, 2, 3])
    chosen = rng.sample(range(n), min(count, n))
    terms = [[v, rng.choice([1, -1, 1, -1, 2, -2, 0.5, 3])] for v in chosen]
    relation = rng.choice(RELATIONS)
    strength = rng.choices(NAMED_STRENGTHS, weights=[6, 2, 2, 2])[0]
    return [terms, float(rng.randint(-100, 100)), relation, strength]


def contradiction(rng, constraints):
    """A required constraint on a sum of one or two alive ones' terms, likely to contradict them."""
    chosen = rng.sample(list(constraints.values()), min(len(constraints), rng.choice([1, 2])))
    combined = {}
    for terms, _, _, _ in chosen:
        for v, c in terms:
            combined[v] = combined.get(v, 0) + c
    terms = [[v, c] for v, c in combined.items() if c != 0] or chosen[0][0]
    return [terms, float(rng.randint(-100, 100)), rng.choice(RELATIONS), kiwi.strength.required]


def generate(seed):
    rng = random.Random(seed)
    n = rng.randint(3, 8)
    constraints = {}  # id -> spec, in the order they were added
    edits = {}  # variable -> (strength, suggested value or None)
    operations = []
    next_id = 0

    def add(spec):
        nonlocal next_id
        ok = satisfiable(n, constraints, edits, spec)
        operations.append(["add", next_id, spec[0], spec[1], spec[2], spec[3], ok])
        if ok:
            constraints[next_id] = spec
        next_id += 1

    def check():
        values = solution(n, constraints, edits, rng)
        if values is None:
            return False
        operations.append(["check", values])
        return True

    for v in range(n):
        add([[[v, 1]], float(-rng.randint(-50, 150)), "==", kiwi.strength.create(0, 0, 1, rng.uniform(0.5, 2))])
    steps = rng.randint(2 * n, 4 * n)
    for step in range(steps):
        roll = rng.random()
        required = [i for i, spec in constraints.items() if spec[3] == kiwi.strength.required or rng.random() < 0.3]
        if roll < 0.5 or not constraints:
            add(random_spec(rng, n))
        elif roll < 0.6:
            add(contradiction(rng, constraints))
        elif roll < 0.7 and len(constraints) > n:
            victim = rng.choice(list(constraints)[n:])
            operations.append(["remove", victim])
            del constraints[victim]
        elif roll < 0.85 and required:
            target = rng.choice(required)
            terms, _, relation, strength = constraints[target]
            moved = [terms, float(rng.randint(-100, 100)), relation, strength]
            rest = {i: spec for i, spec in constraints.items() if i != target}
            ok = satisfiable(n, rest, edits, moved)
            operations.append(["setConstant", target, moved[1], ok])
            if ok:
                constraints[target] = moved
        elif roll < 0.92 and len(edits) < 2:
            v = rng.choice([v for v in range(n) if v not in edits])
            strength = rng.choice([kiwi.strength.strong, kiwi.strength.medium, kiwi.strength.create(0, 500, 0)])
            operations.append(["edit", v, strength])
            edits[v] = (strength, None)
        elif edits:
            v = rng.choice(list(edits))
            value = float(rng.randint(-200, 400))
            operations.append(["suggest", v, value])
            edits[v] = (edits[v][0], value)
        if step % 7 == 6 and not check():
            return None
    if not check():
        return None
    return {"seed": seed, "variables": n, "operations": operations}


def main():
    systems = []
    seed = 0
    ambiguous = 0
    while len(systems) < SYSTEMS:
        system = generate(seed)
        seed += 1
        if system is None:
            ambiguous += 1
        else:
            systems.append(system)
    refused = sum(1 for s in systems for op in s["operations"] if op[0] in ("add", "setConstant") and not op[-1])
    header = {
        "generator": "Scripts/kiwisolver/fixtures.py",
        "kiwisolver": kiwi.__version__,
        "python": sys.version.split()[0],
        "operations": "[add, id, [[variable, coefficient]], constant, relation, strength, satisfiable] · "
        + "[remove, id] · [setConstant, id, constant, satisfiable] · [edit, variable, strength] · "
        + "[suggest, variable, value] · [check, values]; a constraint is `Σ terms + constant relation 0`",
    }
    lines = [json.dumps(system, separators=(",", ":")) for system in systems]
    text = json.dumps(header, indent=1)[:-2] + ',\n "systems": [\n' + ",\n".join(lines) + "\n]}\n"
    OUT.write_text(text)
    print(f"{OUT.name}: {len(systems)} systems ({ambiguous} ambiguous seeds skipped), "
          f"{refused} refused required constraints, {len(text) // 1024} KiB, kiwisolver {kiwi.__version__}")


if __name__ == "__main__":
    main()
