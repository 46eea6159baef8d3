"""`make bench`, autolayout, kiwisolver's side: the three systems of
Sources/UIKitBench/AutoLayoutBenchmark.swift, built identically (same variables, constraints and
order), timed the same way, printed as `kiwisolver.autolayout.<system>.<figure>: <value>` lines.

Constraints are made before the timing, so only kiwisolver's C++ solver is timed (plus one Python
call per operation, well under a microsecond). kiwisolver has no setConstant: `setconstant_us`
removes the constraint and adds the moved one.
"""

import os
import time

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
SAMPLES = max(5, int(os.environ["BENCH_ROUNDS"]) // 4) if os.environ.get("BENCH_ROUNDS") else 41
BATCH = 20


def median(sample):
    """Median of SAMPLES runs after three warm-up runs, as Measure.swift does."""
    for _ in range(3):
        sample()
    values = sorted(sample() for _ in range(SAMPLES))
    return values[len(values) // 2]


class System:
    def __init__(self, name):
        self.name = name
        self.variables = []
        self.constraints = []
        self.edit = None  # (variable, (value, value))
        self.moved = None  # (constraint, other constraint): the constant's two states
        self.extra = None

    def variable(self, name):
        v = kiwi.Variable(name)
        self.variables.append(v)
        return v

    def add(self, constraint, strength=REQUIRED):
        constraint = constraint | strength
        self.constraints.append(constraint)
        return constraint

    def build(self):
        solver = kiwi.Solver()
        if self.edit:
            solver.addEditVariable(self.edit[0], kiwi.strength.strong)
            solver.suggestValue(self.edit[0], self.edit[1][0])
        for constraint in self.constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver


def moved(constraint, constant):
    """The same constraint with another constant (`expression + constant relation 0`)."""
    expression = constraint.expression()
    shifted = kiwi.Expression(expression.terms(), constant)
    made = {"<=": shifted <= 0, "==": shifted == 0, ">=": shifted >= 0}[constraint.op()]
    return made | constraint.strength()


def chain():
    s = System("chain1000")
    n = 1000
    x = [s.variable(f"x{i}") for i in range(n)]
    w = [s.variable(f"w{i}") for i in range(n)]
    s.add(x[0] * 1 == 0)
    widths = []
    for i in range(n):
        widths.append(s.add(w[i] - 50 == 0))
        if i < n - 1:
            s.add(x[i + 1] - x[i] - w[i] - 8 == 0)
    for i in range(0, n, 100):
        s.add(x[i] - 100_000 <= 0)
    for i in range(0, n, 250):
        s.add(w[i] - 10 >= 0)
    s.moved = (widths[500], moved(widths[500], -60))
    s.extra = (x[750] - x[250] >= 0) | REQUIRED
    return s


def grid():
    s = System("grid30x30")
    n = 30
    width = s.variable("containerWidth")
    height = s.variable("containerHeight")
    height_constraint = s.add(height - 900 == 0)
    left, cell_width, top, cell_height = [], [], [], []
    for r in range(n):
        left.append([s.variable(f"left{r}_{c}") for c in range(n)])
        cell_width.append([s.variable(f"width{r}_{c}") for c in range(n)])
        top.append([s.variable(f"top{r}_{c}") for c in range(n)])
        cell_height.append([s.variable(f"height{r}_{c}") for c in range(n)])
    for r in range(n):
        s.add(left[r][0] - 10 == 0)
        for c in range(n - 1):
            s.add(left[r][c + 1] - left[r][c] - cell_width[r][c] - 2 == 0)
        s.add(left[r][n - 1] + cell_width[r][n - 1] + 10 - width == 0)
    for c in range(n):
        s.add(top[0][c] - 10 == 0)
        for r in range(n - 1):
            s.add(top[r + 1][c] - top[r][c] - cell_height[r][c] - 2 == 0)
        s.add(top[n - 1][c] + cell_height[n - 1][c] + 10 - height == 0)
    for r in range(n):
        for c in range(n):
            if r + c > 0:
                s.add(cell_width[r][c] - cell_width[0][0] == 0)
                s.add(cell_height[r][c] - cell_height[0][0] == 0)
    s.add(cell_width[0][0] - 1 >= 0)
    s.add(cell_height[0][0] - 1 >= 0)
    s.edit = (width, (1000, 1100))
    s.moved = (height_constraint, moved(height_constraint, -950))
    s.extra = (cell_width[15][15] - 500 <= 0) | REQUIRED
    return s


def stack():
    s = System("stack200")
    screen_width = s.variable("screenWidth")
    previous = None
    spacing_constraints = []
    extra_width = None
    for k in range(40):
        left, top = s.variable(f"g{k}.left"), s.variable(f"g{k}.top")
        width, height = s.variable(f"g{k}.width"), s.variable(f"g{k}.height")
        spacing = s.variable(f"g{k}.spacing")
        s.add(left - 16 == 0)
        s.add(left + width + 16 - screen_width == 0)
        if previous:
            spacing_constraints.append(s.add(top - previous[0] - previous[1] - 8 == 0))
        else:
            s.add(top - 20 == 0)
        s.add(height * 1 == 0, kiwi.strength.create(0, 0, 0.5))
        s.add(spacing - 4 >= 0)
        previous_view = None
        for j in range(5):
            view_left, view_top = s.variable(f"v{k}_{j}.left"), s.variable(f"v{k}_{j}.top")
            view_width, view_height = s.variable(f"v{k}_{j}.width"), s.variable(f"v{k}_{j}.height")
            if previous_view:
                s.add(view_left - previous_view[0] - previous_view[1] - spacing == 0)
            else:
                s.add(view_left - left - 8 == 0)
            if j == 4:
                s.add(view_left + view_width + 8 - left - width == 0)
            s.add(view_top + view_height * 0.5 - top - height * 0.5 == 0)
            s.add(view_top - top - 8 >= 0)
            s.add(view_top + view_height + 8 - top - height <= 0)
            s.add(view_width - float(40 + (7 * j + 3 * k) % 30) == 0, kiwi.strength.weak)
            s.add(view_height - float(20 + (k * j) % 17) == 0, kiwi.strength.weak)
            s.add(view_width - 10 >= 0)
            previous_view = (view_left, view_width)
            if k == 20 and j == 2:
                extra_width = view_width
        previous = (top, height)
    s.edit = (screen_width, (400, 420))
    s.moved = (spacing_constraints[19], moved(spacing_constraints[19], -12))
    s.extra = (extra_width - 60 >= 0) | kiwi.strength.medium
    return s


def measure(system):
    key = f"kiwisolver.autolayout.{system.name}"
    kept = [None]

    def build():
        kept[0] = None  # the previous solver is freed outside the timing
        start = time.perf_counter_ns()
        solver = system.build()
        seconds = (time.perf_counter_ns() - start) / 1e9
        kept[0] = solver
        return seconds

    print(f"{key}.build_ms: {median(build) * 1e3:.3f}")
    solver = kept[0]
    print(f"{key}.checksum: {sum(v.value() for v in system.variables):.3f}")

    if system.edit:
        variable, values = system.edit

        def suggest():
            start = time.perf_counter_ns()
            for i in range(BATCH):
                solver.suggestValue(variable, values[1] if i % 2 == 0 else values[0])
                solver.updateVariables()
            return (time.perf_counter_ns() - start) / 1e9 / BATCH

        print(f"{key}.suggest_us: {median(suggest) * 1e6:.3f}")

    original, shifted = system.moved
    state = [original, shifted]

    def set_constant():
        start = time.perf_counter_ns()
        for _ in range(BATCH):
            solver.removeConstraint(state[0])
            solver.addConstraint(state[1])
            solver.updateVariables()
            state.reverse()
        return (time.perf_counter_ns() - start) / 1e9 / BATCH

    print(f"{key}.setconstant_us: {median(set_constant) * 1e6:.3f}")

    def add_remove():
        start = time.perf_counter_ns()
        for _ in range(BATCH):
            solver.addConstraint(system.extra)
            solver.removeConstraint(system.extra)
        return (time.perf_counter_ns() - start) / 1e9 / BATCH

    print(f"{key}.add_remove_us: {median(add_remove) * 1e6:.3f}")


def main():
    for system in (chain(), grid(), stack()):
        measure(system)


if __name__ == "__main__":
    main()
