#!/usr/bin/env python3
"""Write solver workloads of other shapes and sizes than the shared ones, for benchmarks.

    Scripts/make_workloads.py OUT_DIR chain-50 independent-200 grid-6 row-100 ...

Each argument is KIND-N:

    chain-N        N views in a chain, each with its own width (hugging and compression
                   resistance as inequalities); 20 moves of the chain's start.
    independent-N  N unrelated views in one container that must hold them all; 100 widths
                   suggested for the container.
    grid-N         an N×N grid of equal-width cells filling a container; 100 container widths.
    row-N          a row of N text-like views filling a container whose width is suggested
                   20 times around the row's natural width (hugging at ten levels).
    nested-N       N views nested one in another, each inset by 2 on both sides (optional, at
                   500) and by at least 1 (required); 50 widths suggested for the outermost.
    stack-N        N views of equal width filling a container edge to edge (fill
                   equally), each preferring its own width at 250 and at least 10 wide; 60
                   container widths, from too narrow to wide.
    form-N         N rows of a label and a field: each label hugs and resists compression
                   around its own width (250, 750) and equals the first label's width at 999,
                   the field fills the rest of the row; 60 container widths.
    tiles-N        N tiles wrapping in rows of about sqrt(N): widths from the container's
                   (every seventh optional at 750), heights from aspect ratios, vertical
                   centers aligned in a row at 600, rows stacked at 500; 60 container widths.
    ladder-N       a chain of N views whose own widths hold at priorities rising from 1 to
                   998 along the chain, gaps preferred at 300, inside a container whose width
                   (at 990) is suggested 40 times.
    push-N         N boxes on a line, each preferring its own place (500) and at least 2
                   after the one before (required); the middle one is dragged (999) to 60
                   places along the line, pushing the others ahead of it.
    spacing-N      N views spaced equally (every gap equal to the first, at least 4, some
                   only at 600), most widths required, a third at 750; 60 container widths.
    random-N       N variables bounded to 0...1000 (required) and 2N random optional
                   relations between two or three of them (coefficients 1, 0.5, 2) at five
                   levels; five edit variables at 800, 30 steps. Dense and ill-conditioned:
                   from about N = 60 rounding drift makes the solver refactorize
                   (Docs/Solver.md, *Dense, ill-conditioned systems*).

The files follow ../shared/bench/FORMAT.md (remove "all" at the end), so `autolayout bench` and
`kiwi_run.py bench` run them alike; `Scripts/compare_kiwi.py` prints them side by side. The
generators are seeded: the same arguments always write the same files.
"""
import json
import os
import random
import sys


def constraint(cs, terms, const, op, priority):
    cs.append({"terms": [[float(a), b] for a, b in terms], "constant": float(const),
               "op": op, "priority": priority})


def chain(n):
    rng = random.Random(3)
    vs = [f"x{i}" for i in range(n + 1)] + [f"w{i}" for i in range(n)]
    cs = []
    constraint(cs, [[1, "x0"]], 0, ">=", 1000)
    for i in range(n):
        w = rng.randint(10, 90)
        constraint(cs, [[1, f"w{i}"]], 0, ">=", 1000)
        constraint(cs, [[1, f"w{i}"]], -w, ">=", 750)
        constraint(cs, [[1, f"w{i}"]], -w, "<=", 250)
        constraint(cs, [[1, f"x{i+1}"], [-1, f"x{i}"], [-1, f"w{i}"]], -8, "==", 1000)
    return {"name": f"chain-{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": "x0", "priority": 750}],
            "suggestions": [{"x0": 10.0 * (k + 1)} for k in range(20)], "remove": "all"}


def independent(n):
    rng = random.Random(5)
    vs = ["cl", "ct", "cw", "ch"]
    cs = []
    constraint(cs, [[1, "cl"]], 0, "==", 1000)
    constraint(cs, [[1, "ct"]], 0, "==", 1000)
    constraint(cs, [[1, "ch"]], -800, "==", 1000)
    for i in range(n):
        vs += [f"l{i}", f"t{i}", f"w{i}", f"h{i}"]
        constraint(cs, [[1, f"l{i}"], [-1, "cl"]], -8, "==", 1000)
        constraint(cs, [[1, f"t{i}"], [-1, "ct"]], -8, "==", 1000)
        constraint(cs, [[1, f"w{i}"]], -rng.randint(20, 80), "==", 250)
        constraint(cs, [[1, f"h{i}"]], -rng.randint(10, 40), "==", 250)
        constraint(cs, [[1, f"w{i}"]], 0, ">=", 1000)
        constraint(cs, [[1, "cl"], [1, "cw"], [-1, f"l{i}"], [-1, f"w{i}"]], 0, ">=", 1000)
        constraint(cs, [[1, "ct"], [1, "ch"], [-1, f"t{i}"], [-1, f"h{i}"]], 0, ">=", 1000)
    return {"name": f"independent-{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": "cw", "priority": 999}],
            "suggestions": [{"cw": round(300 + rng.random() * 300, 2)} for _ in range(100)],
            "remove": "all"}


def grid(n):
    rows = cols = n
    vs = ["cl", "ct", "cw", "ch"]
    cs = []
    constraint(cs, [[1, "cl"]], 0, "==", 1000)
    constraint(cs, [[1, "ct"]], 0, "==", 1000)
    constraint(cs, [[1, "ch"]], -600, "==", 250)
    for r in range(rows):
        for k in range(cols):
            vs += [f"l{r}_{k}", f"t{r}_{k}", f"w{r}_{k}", f"h{r}_{k}"]
    for r in range(rows):
        constraint(cs, [[1, f"l{r}_0"], [-1, "cl"]], -16, "==", 1000)
        for k in range(1, cols):
            constraint(cs, [[1, f"l{r}_{k}"], [-1, f"l{r}_{k-1}"], [-1, f"w{r}_{k-1}"]], -8,
                       "==", 1000)
        constraint(cs, [[1, "cl"], [1, "cw"], [-1, f"l{r}_{cols-1}"], [-1, f"w{r}_{cols-1}"]],
                   -16, "==", 1000)
        constraint(cs, [[1, f"w{r}_0"]], -1, ">=", 1000)
        for k in range(1, cols):
            constraint(cs, [[1, f"w{r}_{k}"], [-1, f"w{r}_0"]], 0, "==", 1000)
    for k in range(cols):
        constraint(cs, [[1, f"t0_{k}"], [-1, "ct"]], -16, "==", 1000)
        for r in range(1, rows):
            constraint(cs, [[1, f"t{r}_{k}"], [-1, f"t{r-1}_{k}"], [-1, f"h{r-1}_{k}"]], -8,
                       "==", 1000)
        constraint(cs, [[1, "ct"], [1, "ch"], [-1, f"t{rows-1}_{k}"], [-1, f"h{rows-1}_{k}"]],
                   -16, ">=", 1000)
    for r in range(rows):
        for k in range(cols):
            constraint(cs, [[1, f"h{r}_{k}"]], -44, "==", 500)
            constraint(cs, [[1, f"h{r}_{k}"], [-0.5, f"w{r}_{k}"]], 0, "==", 250)
    rng = random.Random(1)
    return {"name": f"grid-{n}x{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": "cw", "priority": 750}],
            "suggestions": [{"cw": round(1000 + rng.random() * 600, 2)} for _ in range(100)],
            "remove": "all"}


def row(n, steps=20):
    widths = [10 + (i % 41) for i in range(n)]
    natural = sum(widths) + 2 * (n + 1)
    vs = ["cx", "cw"] + [f"x{i}" for i in range(n)] + [f"w{i}" for i in range(n)]
    cs = [{"terms": [[1, "cx"]], "constant": 0, "op": "==", "priority": 1000}]
    for i in range(n):
        prev = [[-1, "cx"]] if i == 0 else [[-1, f"x{i-1}"], [-1, f"w{i-1}"]]
        cs.append({"terms": [[1, f"x{i}"]] + prev, "constant": -2, "op": "==", "priority": 1000})
        cs.append({"terms": [[1, f"w{i}"]], "constant": 0, "op": ">=", "priority": 1000})
        cs.append({"terms": [[1, f"w{i}"]], "constant": -widths[i], "op": "<=",
                   "priority": 250 + i % 10})
        cs.append({"terms": [[1, f"w{i}"]], "constant": -widths[i], "op": ">=", "priority": 750})
    cs.append({"terms": [[1, "cx"], [1, "cw"], [-1, f"x{n-1}"], [-1, f"w{n-1}"]], "constant": -2,
               "op": "==", "priority": 1000})
    return {"name": f"row-{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": "cw", "priority": 999}],
            "suggestions": [{"cw": natural + (k % 20 - 10) * 40} for k in range(steps)],
            "remove": "all"}


def nested(n):
    vs = ["cw"] + [f"l{i}" for i in range(n)] + [f"r{i}" for i in range(n)]
    cs = [{"terms": [[1, "l0"]], "constant": 0, "op": "==", "priority": 1000},
          {"terms": [[1, "r0"], [-1, "cw"]], "constant": 0, "op": "==", "priority": 1000}]
    for i in range(1, n):
        left = [[1, f"l{i}"], [-1, f"l{i-1}"]]
        right = [[1, f"r{i-1}"], [-1, f"r{i}"]]
        cs.append({"terms": left, "constant": -1, "op": ">=", "priority": 1000})
        cs.append({"terms": right, "constant": -1, "op": ">=", "priority": 1000})
        cs.append({"terms": left, "constant": -2, "op": "==", "priority": 500})
        cs.append({"terms": right, "constant": -2, "op": "==", "priority": 500})
        cs.append({"terms": [[1, f"r{i}"], [-1, f"l{i}"]], "constant": 0, "op": ">=",
                   "priority": 1000})
    return {"name": f"nested-{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": "cw", "priority": 750}],
            "suggestions": [{"cw": 3 * n + 40 * (k % 7) - 100 * (k % 3)} for k in range(50)],
            "remove": "all"}


def random_system(n):
    rng = random.Random(n)
    vs = [f"v{i}" for i in range(n)]
    cs = []
    for i in range(n):
        cs.append({"terms": [[1, f"v{i}"]], "constant": 0, "op": ">=", "priority": 1000})
        cs.append({"terms": [[1, f"v{i}"]], "constant": -1000, "op": "<=", "priority": 1000})
    for _ in range(2 * n):
        a, b = rng.sample(range(n), 2)
        op = rng.choice(["==", ">=", "<="])
        priority = rng.choice([999, 750, 500, 250, 100])
        terms = [[1, f"v{a}"], [-rng.choice([1, 1, 0.5, 2]), f"v{b}"]]
        if rng.random() < 0.3:
            c = rng.randrange(n)
            if c not in (a, b):
                terms.append([rng.choice([1, -1]), f"v{c}"])
        cs.append({"terms": terms, "constant": -rng.uniform(-50, 50), "op": op,
                   "priority": priority})
    edited = [f"v{i}" for i in rng.sample(range(n), 5)]
    return {"name": f"random-{n}", "variables": vs, "constraints": cs,
            "edits": [{"variable": v, "priority": 800} for v in edited],
            "suggestions": [{v: rng.uniform(0, 1000) for v in edited} for _ in range(30)],
            "remove": "all"}


def _c(cs, terms, const, op, priority):
    cs.append({"terms": [[float(a), b] for a, b in terms], "constant": float(const), "op": op,
               "priority": priority})


def _container(cs, vs, height_priority=1000):
    vs += ["cl", "ct", "cw", "ch"]
    _c(cs, [(1, "cl")], 0, "==", 1000)
    _c(cs, [(1, "ct")], 0, "==", 1000)
    _c(cs, [(1, "ch")], -800, "==", height_priority)


def _after(pos, size, i, start=None):
    """The terms of `pos{i}` minus where it follows: `start` when given (the first of a line),
    else the end of the one before, `pos{i-1} + size{i-1}`."""
    if start is not None:
        return [(1, f"{pos}{i}"), (-1, start)]
    return [(1, f"{pos}{i}"), (-1, f"{pos}{i-1}"), (-1, f"{size}{i-1}")]


def _workload(name, vs, cs, edit_priority, suggestions, edit="cw"):
    return {"name": name, "variables": vs, "constraints": cs,
            "edits": [{"variable": edit, "priority": edit_priority}],
            "suggestions": suggestions, "remove": "all"}


def stack(n):
    rng = random.Random(11)
    cs, vs = [], []
    _container(cs, vs)
    for i in range(n):
        vs += [f"l{i}", f"w{i}", f"t{i}", f"h{i}"]
        _c(cs, _after("l", "w", i, "cl" if i == 0 else None), -8, "==", 1000)
        if i > 0:
            _c(cs, [(1, f"w{i}"), (-1, "w0")], 0, "==", 1000)
        _c(cs, [(1, f"w{i}")], -10, ">=", 1000)
        _c(cs, [(1, f"w{i}")], -rng.randint(20, 80), "==", 250)
        _c(cs, [(1, f"h{i}"), (-0.5, "ch")], 0, "==", 1000)
        _c(cs, [(1, f"t{i}"), (0.5, f"h{i}"), (-1, "ct"), (-0.5, "ch")], 0, "==", 1000)
    _c(cs, [(1, f"l{n-1}"), (1, f"w{n-1}"), (-1, "cl"), (-1, "cw")], 8, "==", 1000)
    steps = [{"cw": round(18 * n + rng.uniform(-4 * n, 60 * n), 2)} for _ in range(60)]
    return _workload(f"stack-{n}", vs, cs, 999, steps)


def form(n):
    rng = random.Random(12)
    cs, vs = [], []
    # The form's height follows its rows; 800 is only a weak preference.
    _container(cs, vs, height_priority=100)
    for i in range(n):
        vs += [f"ll{i}", f"lw{i}", f"fl{i}", f"fw{i}", f"y{i}", f"rh{i}"]
        natural = rng.randint(40, 140)
        _c(cs, [(1, f"ll{i}"), (-1, "cl")], -16, "==", 1000)
        _c(cs, [(1, f"lw{i}")], -natural, "<=", 250)
        _c(cs, [(1, f"lw{i}")], -natural, ">=", 750)
        if i > 0:
            _c(cs, [(1, f"lw{i}"), (-1, "lw0")], 0, "==", 999)
        _c(cs, [(1, f"fl{i}"), (-1, f"ll{i}"), (-1, f"lw{i}")], -8, "==", 1000)
        _c(cs, [(1, f"fl{i}"), (1, f"fw{i}"), (-1, "cl"), (-1, "cw")], 16, "==", 1000)
        _c(cs, [(1, f"fw{i}")], -100, ">=", 500)
        _c(cs, [(1, f"rh{i}")], -44, ">=", 1000)
        _c(cs, [(1, f"rh{i}")], -44, "==", 250)
        _c(cs, _after("y", "rh", i, "ct" if i == 0 else None), -20 if i == 0 else -8, "==", 1000)
    _c(cs, [(1, f"y{n-1}"), (1, f"rh{n-1}"), (-1, "ct"), (-1, "ch")], 0, "<=", 1000)
    _c(cs, [(1, "ch")], 0, ">=", 1000)
    steps = [{"cw": round(rng.uniform(150, 600), 2)} for _ in range(60)]
    return _workload(f"form-{n}", vs, cs, 999, steps)


def tiles(n):
    rng = random.Random(13)
    cs, vs = [], []
    _container(cs, vs)
    k = max(2, int(n ** 0.5))
    for i in range(n):
        vs += [f"x{i}", f"y{i}", f"w{i}", f"h{i}"]
        r, c = divmod(i, k)
        _c(cs, [(k, f"w{i}"), (-1, "cw")], (k + 1) * 8, "==", 1000 if i % 7 else 750)
        _c(cs, [(1, f"h{i}"), (-rng.choice([0.75, 1.0, 0.5625]), f"w{i}")], 0, "==", 1000)
        _c(cs, [(1, f"h{i}")], -300, "<=", 1000)
        _c(cs, _after("x", "w", i, "cl" if c == 0 else None), -8, "==", 1000)
        if r == 0:
            _c(cs, [(1, f"y{i}"), (-1, "ct")], -8, "==", 1000)
        else:
            _c(cs, [(1, f"y{i}"), (-1, f"y{i-k}"), (-1, f"h{i-k}")], -8, ">=", 1000)
            _c(cs, [(1, f"y{i}"), (-1, f"y{i-k}"), (-1, f"h{i-k}")], -8, "==", 500)
        if c > 0:
            _c(cs, [(1, f"y{i}"), (0.5, f"h{i}"), (-1, f"y{i-1}"), (-0.5, f"h{i-1}")], 0, "==",
               600)
    steps = [{"cw": round(rng.uniform(200, 1200), 2)} for _ in range(60)]
    return _workload(f"tiles-{n}", vs, cs, 999, steps)


def ladder(n):
    rng = random.Random(14)
    cs, vs = [], []
    _container(cs, vs)
    for i in range(n):
        vs += [f"x{i}", f"w{i}"]
        if i == 0:
            _c(cs, _after("x", "w", 0, "cl"), 0, "==", 1000)
        else:
            gap = _after("x", "w", i)
            _c(cs, gap, -2, ">=", 1000)
            _c(cs, gap, -2, "==", 300)
        _c(cs, [(1, f"w{i}")], 0, ">=", 1000)
        _c(cs, [(1, f"w{i}")], -rng.randint(5, 30), "==", 1 + (i * 997) // max(1, n - 1))
    _c(cs, [(1, f"x{n-1}"), (1, f"w{n-1}"), (-1, "cl"), (-1, "cw")], 0, "<=", 1000)
    steps = [{"cw": round(rng.uniform(5 * n, 25 * n), 2)} for _ in range(40)]
    return _workload(f"ladder-{n}", vs, cs, 990, steps)


def push(n):
    rng = random.Random(21)
    cs, vs = [], []
    home, previous_width = 0, 0
    for i in range(n):
        vs.append(f"x{i}")
        width = rng.randint(10, 30)
        if i > 0:
            _c(cs, [(1, f"x{i}"), (-1, f"x{i-1}")], -previous_width - 2, ">=", 1000)
        _c(cs, [(1, f"x{i}")], -home, "==", 500)
        _c(cs, [(1, f"x{i}")], 0, ">=", 1000)
        home += width + 2 + rng.randint(0, 10)
        previous_width = width
    dragged = f"x{n // 2}"
    steps = [{dragged: round(home * rng.random(), 2)} for _ in range(60)]
    return _workload(f"push-{n}", vs, cs, 999, steps, edit=dragged)


def spacing(n):
    rng = random.Random(22)
    cs, vs = [], ["cl", "cw"]
    _c(cs, [(1, "cl")], 0, "==", 1000)
    for i in range(n):
        vs += [f"v{i}", f"w{i}", f"s{i}"]
        _c(cs, [(1, f"w{i}")], -rng.randint(20, 60), "==", 1000 if i % 3 else 750)
        if i == 0:
            _c(cs, [(1, "v0"), (-1, "cl"), (-1, "s0")], 0, "==", 1000)
        else:
            _c(cs, [(1, f"v{i}"), (-1, f"v{i-1}"), (-1, f"w{i-1}"), (-1, f"s{i}")], 0, "==",
               1000)
            _c(cs, [(1, f"s{i}"), (-1, "s0")], 0, "==", 1000)
        _c(cs, [(1, f"s{i}")], -4, ">=", 1000 if i % 5 else 600)
    vs.append("sl")
    _c(cs, [(1, "cl"), (1, "cw"), (-1, f"v{n-1}"), (-1, f"w{n-1}"), (-1, "sl")], 0, "==", 1000)
    _c(cs, [(1, "sl"), (-1, "s0")], 0, "==", 1000)
    steps = [{"cw": round(rng.uniform(20 * n, 70 * n), 2)} for _ in range(60)]
    return _workload(f"spacing-{n}", vs, cs, 999, steps)


KINDS = {"chain": chain, "independent": independent, "grid": grid, "row": row,
         "nested": nested, "random": random_system, "stack": stack, "form": form,
         "tiles": tiles, "ladder": ladder, "push": push, "spacing": spacing}


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    for spec in argv[2:]:
        kind, _, size = spec.rpartition("-")
        if kind not in KINDS or not size.isdigit() or int(size) < 1:
            print(f"unknown workload {spec!r}: use chain-N, independent-N, grid-N, row-N, "
                  "nested-N, random-N, stack-N, form-N, tiles-N, ladder-N, push-N or "
                  "spacing-N",
                  file=sys.stderr)
            return 2
        workload = KINDS[kind](int(size))
        path = os.path.join(out, workload["name"] + ".json")
        with open(path, "w") as f:
            json.dump(workload, f)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
