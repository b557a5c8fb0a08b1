#!/usr/bin/env python3
"""fuzz_layouts.py : random layout-like and dense constraint systems, solved by `autolayout solve`
and checked against the strict-priority oracle (../shared/bench/lex_oracle.py, sequential LPs on
scipy's HiGHS).

Usage:

  python3 Scripts/fuzz_layouts.py --solver PATH --count N --seed S [--family NAME]
        [--oracle PATH] [--only K] [--keep DIR] [--determinism-every K] [--conflicts P]
        [--no-shrink] [--timeout SECONDS] [--verbose]

  --solver PATH   the `autolayout` binary (default .build/release/autolayout); copy it aside
                  first if the build directory is being rebuilt while the fuzzer runs
  --count N       systems per family (default 100)
  --seed S        base seed (default 1); system K of family F is generated from the string
                  seed "F-S-K", so `--family F --seed S --only K` regenerates exactly one system
  --family NAME   layout, dense, edge or all (default all: N systems of each)
  --keep DIR      write every failing workload there, with a shrunk copy (`*-min.json`)
  --determinism-every K   solve every K-th system twice and require identical output (default
                  10; 0 turns it off)
  --conflicts P   probability that a system whose required constraints cannot all hold becomes
                  an `expect_error` test (the solver must refuse exactly the first constraint that
                  makes them infeasible and print the optimum of the constraints before it); the
                  other such systems get that constraint demoted to an optional priority
                  (default 0.3)
  --changes P     probability that a feasible system also gets 1-6 steps of in-place changes
                  after its suggestions (the workload's `changes` extension, see Docs/Solver.md),
                  applied with setConstant / setPriority (default 0: none)

Families:

  layout  3-40 views (left/top/width/height) in a container whose width and height are edit
          variables (1-5 suggestion steps, some of them below what the required constraints
          allow): chains `b.left == a.left + a.width + gap`, rows stacked under each other,
          minimum sizes, hugging-like `width == c @249/250/251`, `width <= c @750`, ratios
          `a.width == 2*b.width`, aspect ratios, centre and edge alignments, containment;
          priorities from {1, 50, 249, 250, 251, 500, 749, 750, 751, 999, 999.5} and required.
  dense   10-30 variables, rows of 2-6 terms with coefficients in {±1, ±2, ±0.5, ±3, 0.25} and
          constants in [-500, 500], 4-8 priority levels, parallel and duplicate constraints
          at one or several levels, many constraints through one point (degenerate vertices),
          redundant required equalities (a == b, b == c, a == c, and scaled copies).
  edge    fractional priorities 0.5 and 0.001 apart (999 / 999.5, 250 / 250.001, ...), one
          constraint at a level against several at the level below, constants of 1e6 and 1e-3
          (and coefficients of 1e3 and 1e-3) in one system, edit variables whose suggestions
          the required constraints forbid.

Changes (--changes): required constants moved by small amounts (down to 1e-9 of their size) and
large ones, to either end of the range the other required constraints leave them (two float LPs),
just inside it, just beyond it and far beyond it; optional constants moved; optional priorities
moved onto other levels, between two, next to one (0.001, 0.5 or 1 away). A required change whose
new constant lies beyond its range by more than 1e-6 of its size must be refused (marked
`expect_error`); one within that band is kept only when the exact rational phase one finds it
feasible (then it must be accepted), otherwise left out. The final system (the accepted changes
applied) is judged as any other; after a refusal the values must be exactly those before it (the
workload cut just before and just after the change must print the same); a refusal or an
acceptance that differs from the plan is confirmed by the exact phase one before it counts.

Every variable gets a pull (`v == value`) at the system's lowest level, so each level's
optimum is attained; systems whose required part the oracle finds infeasible are demoted or turned
into expect_error tests (see --conflicts). About a third of the systems end with `"remove":
"all"`: the solver then removes every constraint after the suggestions, which must end normally
(the values after removal are not checked).

A system fails when `solve` crashes, times out, exits non-zero, reports an error on a valid
system (or not the expected one), refuses a change that can hold or accepts one that cannot,
moves the values with a refused change, breaks a required constraint, or misses the optimum of
some priority level, or when two runs of one file print different output. Each failure is shrunk
(constraints, edits and suggestion steps removed one at a time while the same kind of failure
remains). The last line is a summary; the exit status is 1 when anything failed.
"""
import argparse, json, math, os, random, subprocess, sys, tempfile, time
from collections import Counter

from fractions import Fraction

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000
PRIORITIES = [1, 50, 249, 250, 251, 500, 749, 750, 751, 999, 999.5]
FRACTIONAL = [1, 1.001, 249.999, 250, 250.001, 500, 500.5, 749.5, 750, 999, 999.5, 999.999]
COEFFICIENTS = [1, -1, 2, -2, 0.5, -0.5, 3, -3, 0.25]
FAMILIES = ["layout", "dense", "edge"]


def con(terms, constant, op, priority):
    """One constraint in the workload format: sum(c * v) + constant OP 0."""
    return {"terms": [[float(c), v] for c, v in terms], "constant": float(constant), "op": op,
            "priority": priority}


def value_at(terms, point):
    return sum(c * point[v] for c, v in terms)


# ---------------------------------------------------------------------------------------------
# Required feasibility (for choosing what to keep; the check itself uses lex_oracle)

def required_feasible(names, constraints):
    """Whether the required constraints among `constraints` can hold together (an LP)."""
    ix = {n: i for i, n in enumerate(names)}
    A_eq, b_eq, A_ub, b_ub = [], [], [], []
    for c in constraints:
        if c["priority"] < REQUIRED:
            continue
        a = np.zeros(len(names))
        for k, v in c["terms"]:
            a[ix[v]] += k
        if c["op"] == "==":
            A_eq.append(a); b_eq.append(-c["constant"])
        elif c["op"] == ">=":
            A_ub.append(-a); b_ub.append(c["constant"])
        else:
            A_ub.append(a); b_ub.append(-c["constant"])
    if not A_eq and not A_ub:
        return True
    r = linprog(np.zeros(len(names)), A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None,
                bounds=[(None, None)] * len(names), method="highs")
    return r.status == 0


def first_conflict(names, constraints):
    """The index of the first required constraint whose addition makes the required ones
    infeasible (None when they are feasible). Feasibility of a prefix is monotone."""
    if required_feasible(names, constraints):
        return None
    lo, hi = 0, len(constraints)  # prefix lo feasible, prefix hi infeasible
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if required_feasible(names, constraints[:mid]):
            lo = mid
        else:
            hi = mid
    return hi - 1


def settle(rng, w, conflicts, levels_):
    """Make the system's required part feasible (demoting the first conflicting constraint to an
    optional level, again and again), or, with probability `conflicts`, turn it into an
    expect_error test of the first conflict. Returns None when it does not settle."""
    as_conflict = rng.random() < conflicts
    for _ in range(40):
        k = first_conflict(w["variables"], w["constraints"])
        if k is None:
            return w
        if as_conflict:
            w["expect_error"] = "unsatisfiable"
            w["expect_error_at"] = k
            return w
        w["constraints"][k]["priority"] = rng.choice(levels_)
    return None


def add_pulls(rng, w, lowest, point, spread):
    """Every variable gets `v == value` at the lowest level, near its reference value."""
    for v in w["variables"]:
        w["constraints"].append(
            con([(1, v)], -round(point[v] + rng.uniform(-spread, spread)), "==", lowest))


def add_script(rng, w, edits, values):
    """Edit variables [(variable, priority)], 1-5 suggestion steps that each suggest every edit
    variable (values() draws one value), and `remove: all` a third of the time."""
    if edits:
        w["edits"] = [{"variable": v, "priority": p} for v, p in edits]
        w["suggestions"] = [{v: float(values(v)) for v, _ in edits}
                            for _ in range(rng.randint(1, 5))]
    if rng.random() < 0.35:
        w["remove"] = "all"


# ---------------------------------------------------------------------------------------------
# Family 1: layouts

def layout_workload(rng, name):
    n = rng.randint(3, 40)
    levels_ = sorted(rng.sample(PRIORITIES, rng.randint(3, 8)))
    lowest = levels_[0]

    def optional(low=None):
        pool = [p for p in levels_ if low is None or p in low] or levels_
        return rng.choice(pool)

    def pri(p_required, low=None):
        return REQUIRED if rng.random() < p_required else optional(low)

    views = [f"v{i}" for i in range(n)]
    names = ["c.left", "c.top", "c.width", "c.height"]
    for v in views:
        names += [f"{v}.left", f"{v}.top", f"{v}.width", f"{v}.height"]
    L = lambda v: f"{v}.left"; T = lambda v: f"{v}.top"
    W = lambda v: f"{v}.width"; H = lambda v: f"{v}.height"
    cs = []
    add = lambda terms, const, op, p: cs.append(con(terms, const, op, p))

    add([(1, "c.left")], 0, "==", REQUIRED)
    add([(1, "c.top")], 0, "==", REQUIRED)
    add([(1, "c.width")], 0, ">=", REQUIRED)
    add([(1, "c.height")], 0, ">=", REQUIRED)
    gaps = [0, 0, 4, 8, 8, 12, 16, 20]

    # Sizes: non-negative, minimum (compression-like), hugging-like, maximum.
    for v in views:
        for size in (W(v), H(v)):
            if rng.random() < 0.85:
                add([(1, size)], 0, ">=", REQUIRED)
            if rng.random() < 0.6:
                add([(1, size)], -rng.randint(0, 120), ">=", pri(0.5, [749, 750, 751, 999]))
            if rng.random() < 0.7:
                add([(1, size)], -rng.randint(0, 300), "==", optional([1, 50, 249, 250, 251]))
            if rng.random() < 0.3:
                add([(1, size)], -rng.randint(20, 400), "<=", pri(0.3, [749, 750, 751]))
    # Containment in the container.
    for v in views:
        if rng.random() < 0.6:
            p = pri(0.6)
            add([(1, L(v)), (-1, "c.left")], 0, ">=", p)
            add([(1, "c.left"), (1, "c.width"), (-1, L(v)), (-1, W(v))], 0, ">=", p)
        if rng.random() < 0.6:
            p = pri(0.6)
            add([(1, T(v)), (-1, "c.top")], 0, ">=", p)
            add([(1, "c.top"), (1, "c.height"), (-1, T(v)), (-1, H(v))], 0, ">=", p)
    # Rows of views chained left to right, rows stacked top to bottom.
    order = views[:]
    rng.shuffle(order)
    rows, k = [], 0
    while k < n:
        size = rng.randint(1, 6)
        rows.append(order[k:k + size]); k += size
    previous = None
    for row in rows:
        margin = rng.choice([0, 8, 16, 20])
        first, last = row[0], row[-1]
        if rng.random() < 0.8:
            add([(1, L(first)), (-1, "c.left")], -margin, "==", pri(0.7))
        for a, b in zip(row, row[1:]):
            gap = rng.choice(gaps)
            op = "==" if rng.random() < 0.8 else ">="
            add([(1, L(b)), (-1, L(a)), (-1, W(a))], -gap, op, pri(0.8))
            r = rng.random()
            if r < 0.5:    # tops aligned
                add([(1, T(b)), (-1, T(first))], 0, "==", pri(0.7))
            elif r < 0.8:  # centres aligned
                add([(1, T(b)), (0.5, H(b)), (-1, T(first)), (-0.5, H(first))], 0, "==", pri(0.6))
            else:          # bottoms aligned
                add([(1, T(b)), (1, H(b)), (-1, T(first)), (-1, H(first))], 0, "==", pri(0.5))
        if rng.random() < 0.7:
            op = rng.choice(["==", ">="])
            add([(1, "c.left"), (1, "c.width"), (-1, L(last)), (-1, W(last))], -margin, op, pri(0.5))
        if previous is None:
            add([(1, T(first)), (-1, "c.top")], -rng.choice(gaps), "==", pri(0.7))
        else:
            for above in previous:
                if rng.random() < 0.7:
                    for v in row:
                        if rng.random() < 0.5 or v == first:
                            add([(1, T(v)), (-1, T(above)), (-1, H(above))], -rng.choice(gaps),
                                ">=", pri(0.8))
        previous = row
    if rng.random() < 0.5 and previous:
        add([(1, "c.top"), (1, "c.height"), (-1, T(previous[0])), (-1, H(previous[0]))],
            -rng.choice(gaps), rng.choice(["==", ">="]), pri(0.5))
    # Relations between any two views.
    for _ in range(rng.randint(0, n)):
        a, b = rng.sample(views, 2)
        kind = rng.randrange(8)
        p = pri(0.4)
        if kind == 0:
            add([(1, W(a)), (-1, W(b))], 0, "==", p)
        elif kind == 1:
            m = rng.choice([2, 0.5, 3])
            add([(1, W(a)), (-m, W(b))], 0, "==", p)
        elif kind == 2:
            add([(1, H(a)), (-rng.choice([0.5, 1, 2, 0.75]), W(a))], 0, "==", p)
        elif kind == 3:
            add([(1, L(a)), (0.5, W(a)), (-1, L(b)), (-0.5, W(b))], 0, "==", p)
        elif kind == 4:
            add([(1, T(a)), (0.5, H(a)), (-1, T(b)), (-0.5, H(b))], 0, "==", p)
        elif kind == 5:
            add([(1, L(a)), (-1, L(b))], 0, "==", p)
        elif kind == 6:
            add([(1, H(a)), (-1, H(b))], -rng.choice(gaps), rng.choice(["==", ">=", "<="]), p)
        else:  # centred in the container
            add([(1, L(a)), (0.5, W(a)), (-0.5, "c.width"), (-1, "c.left")], 0, "==", p)
    if rng.random() < 0.5:
        rng.shuffle(cs)
    point = {v: 0 for v in names}
    for v in names:
        point[v] = rng.randint(0, 600) if v.endswith(("left", "top")) else rng.randint(0, 250)
    point["c.width"], point["c.height"] = 375, 812
    w = {"name": name, "variables": names, "constraints": cs}
    add_pulls(rng, w, lowest, point, 50)
    edits = [("c.width", optional([999, 999.5, 751, 750, 500]))]
    if rng.random() < 0.6:
        edits.append(("c.height", optional([999, 999.5, 751, 750, 500])))
    add_script(rng, w, edits,
               lambda v: rng.randint(-20, 1500) if v == "c.width" else rng.randint(-20, 2400))
    return w, levels_


# ---------------------------------------------------------------------------------------------
# Family 2: dense random systems

def random_row(rng, names, lo=2, hi=6):
    vs = rng.sample(names, rng.randint(lo, min(hi, len(names))))
    terms = [(rng.choice(COEFFICIENTS), v) for v in vs]
    if rng.random() < 0.05:  # a variable written twice (the solver adds the coefficients)
        terms.append((rng.choice(COEFFICIENTS), vs[0]))
    return terms


def dense_workload(rng, name):
    n = rng.randint(10, 30)
    names = [f"x{i}" for i in range(n)]
    levels_ = sorted(rng.sample(PRIORITIES, rng.randint(4, 8)))
    lowest = levels_[0]
    point = {v: rng.randint(-200, 200) for v in names}
    hub = {v: rng.randint(-200, 200) for v in names}  # a point many constraints go through
    cs = []
    # Redundant required equalities a == b, b == c, a == c (and scaled copies), which the
    # reference point satisfies.
    for _ in range(rng.randint(0, 3)):
        a, b, c = rng.sample(names, 3)
        point[b] = point[c] = point[a]
        pairs = [(a, b), (b, c), (a, c)]
        rng.shuffle(pairs)
        for x, y in pairs:
            s = rng.choice([1, 1, 2, -0.5])
            cs.append(con([(s, x), (-s, y)], 0, "==", REQUIRED))

    def through(terms, p, op, at, slack=0):
        """A constraint that holds at `at` (with `slack` to spare for an inequality)."""
        x = value_at(terms, at)
        if op == "==":
            cs.append(con(terms, -x, op, p))
        elif op == ">=":
            cs.append(con(terms, -x + slack, op, p))
        else:
            cs.append(con(terms, -x - slack, op, p))

    for _ in range(rng.randint(n, 4 * n)):
        terms = random_row(rng, names)
        op = rng.choice(["==", ">=", "<="])
        if rng.random() < 0.25:  # required: holds at the reference point (feasible), mostly
            if rng.random() < 0.1:
                cs.append(con(terms, rng.randint(-500, 500), op, REQUIRED))
            else:
                through(terms, REQUIRED, op, point, rng.choice([0, 0, rng.randint(0, 100)]))
        else:
            p = rng.choice(levels_)
            r = rng.random()
            if r < 0.3:
                through(terms, p, op, hub)  # degenerate: through one point
            else:
                cs.append(con(terms, rng.randint(-500, 500), op, p))
    # Parallel and duplicate constraints on one expression, at one and at several levels.
    for _ in range(rng.randint(1, 4)):
        terms = random_row(rng, names, 1, 3)
        for _ in range(rng.randint(2, 5)):
            op = rng.choice(["==", "==", ">=", "<="])
            scale = rng.choice([1, 1, 2, -1, 0.5])
            cs.append(con([(c * scale, v) for c, v in terms], scale * rng.randint(-300, 300), op,
                          rng.choice(levels_[-3:])))
        if rng.random() < 0.5:
            cs.append(dict(cs[-1]))  # an exact copy (a second constraint object)
    rng.shuffle(cs)
    w = {"name": name, "variables": names, "constraints": cs}
    add_pulls(rng, w, lowest, point, 100)
    edits = [(v, rng.choice(levels_)) for v in rng.sample(names, rng.randint(0, 4))]
    add_script(rng, w, edits, lambda v: rng.randint(-400, 400))
    return w, levels_


# ---------------------------------------------------------------------------------------------
# Family 3: edge cases

def edge_fractional(rng, name):
    """Levels 0.5 and 0.001 apart; one constraint at a level against several below it."""
    n = rng.randint(2, 12)
    names = [f"x{i}" for i in range(n)]
    levels_ = sorted(rng.sample(FRACTIONAL, rng.randint(4, 9)))
    cs = []
    for _ in range(rng.randint(n, 3 * n)):
        hi_i = rng.randrange(1, len(levels_))
        hi, lo = levels_[hi_i], levels_[hi_i - 1]
        terms = random_row(rng, names, 1, 3)
        target = rng.randint(-100, 100)
        op = rng.choice(["==", "==", ">=", "<="])
        cs.append(con(terms, -target, op, hi))
        for _ in range(rng.randint(1, 4)):  # several at the level just below, elsewhere
            s = rng.choice([1, 2, 3])
            cs.append(con([(c * s, v) for c, v in terms], -s * (target + rng.randint(-50, 50)),
                          rng.choice(["==", ">=", "<="]), lo))
        if rng.random() < 0.2:
            cs.append(con(random_row(rng, names, 1, 3), rng.randint(-100, 100),
                          rng.choice([">=", "<="]), REQUIRED))
    point = {v: rng.randint(-100, 100) for v in names}
    rng.shuffle(cs)
    w = {"name": name, "variables": names, "constraints": cs}
    lowest = min(levels_)
    add_pulls(rng, w, lowest, point, 50)
    edits = [(v, rng.choice(levels_)) for v in rng.sample(names, rng.randint(0, min(3, n)))]
    add_script(rng, w, edits, lambda v: rng.randint(-200, 200))
    return w, levels_


def edge_magnitude(rng, name):
    """Constants of 1e6 and 1e-3 side by side; sometimes coefficients of 1e3 and 1e-3."""
    n = rng.randint(3, 14)
    names = [f"x{i}" for i in range(n)]
    big = set(rng.sample(names, rng.randint(1, n - 1)))
    scale = {v: (1e6 if v in big else 1e-3) for v in names}
    levels_ = sorted(rng.sample(PRIORITIES, rng.randint(3, 6)))
    point = {v: scale[v] * rng.randint(1, 9) for v in names}
    cs = []
    spread = rng.random() < 0.4
    for _ in range(rng.randint(n, 3 * n)):
        vs = rng.sample(names, rng.randint(1, min(3, n)))
        terms = [(rng.choice([1, -1, 2, 0.5]), v) for v in vs]
        if spread and len(vs) > 1:
            # 1e3 on a small variable, 1e-3 on a big one: the terms are of comparable size
            terms = [(c * (1e3 if scale[v] < 1 else 1e-3), v) for c, v in terms]
        x = value_at(terms, point)
        mag = max(abs(c) * scale[v] for c, v in terms)
        op = rng.choice(["==", ">=", "<="])
        p = REQUIRED if rng.random() < 0.25 else rng.choice(levels_)
        if p == REQUIRED:  # holds at the reference point, with some room for an inequality
            room = 0 if op == "==" else mag * rng.choice([0, 0.5, 1])
            const = -x + (room if op == ">=" else -room)
        else:
            const = -x + mag * rng.choice([-2, -1, -0.5, 0, 0.5, 1, 2])
        cs.append(con(terms, const, op, p))
    rng.shuffle(cs)
    w = {"name": name, "variables": names, "constraints": cs}
    lowest = min(levels_)
    for v in names:
        w["constraints"].append(con([(1, v)], -point[v] * rng.choice([0.5, 1, 1.5]), "==", lowest))
    edits = [(v, rng.choice(levels_)) for v in rng.sample(names, rng.randint(0, min(2, n)))]
    add_script(rng, w, edits, lambda v: scale[v] * rng.randint(-9, 9))
    return w, levels_


def edge_edit_conflict(rng, name):
    """Edit variables pinned or bounded by required constraints, suggested outside them."""
    n = rng.randint(2, 10)
    names = [f"x{i}" for i in range(n)]
    levels_ = sorted(rng.sample(PRIORITIES, rng.randint(2, 5)))
    cs = []
    edited = rng.sample(names, rng.randint(1, min(3, n)))
    for v in edited:
        kind = rng.randrange(4)
        if kind == 0:    # pinned
            cs.append(con([(1, v)], -rng.randint(-100, 100), "==", REQUIRED))
        elif kind == 1:  # a band
            lo = rng.randint(-100, 100)
            cs.append(con([(1, v)], -lo, ">=", REQUIRED))
            cs.append(con([(1, v)], -(lo + rng.randint(0, 50)), "<=", REQUIRED))
        elif kind == 2:  # tied to another variable, which is pinned
            u = rng.choice([x for x in names if x != v] or [v])
            if u != v:
                cs.append(con([(1, v), (-rng.choice([1, 2, 0.5]), u)], rng.randint(-50, 50), "==",
                              REQUIRED))
                cs.append(con([(1, u)], -rng.randint(-100, 100), "==", REQUIRED))
        else:            # two edit variables whose sum is fixed
            u = rng.choice(names)
            if u != v:
                cs.append(con([(1, v), (1, u)], -rng.randint(-100, 100), "==", REQUIRED))
    for _ in range(rng.randint(0, 2 * n)):
        cs.append(con(random_row(rng, names, 1, 3), rng.randint(-200, 200),
                      rng.choice(["==", ">=", "<="]), rng.choice(levels_)))
    rng.shuffle(cs)
    point = {v: rng.randint(-100, 100) for v in names}
    w = {"name": name, "variables": names, "constraints": cs}
    add_pulls(rng, w, min(levels_), point, 50)
    edits = [(v, rng.choice([p for p in levels_] + [999, 999.5])) for v in edited]
    add_script(rng, w, edits, lambda v: rng.choice([-1e4, -500, 0, 500, 1e4, rng.randint(-300, 300)]))
    return w, levels_


def edge_workload(rng, name):
    return rng.choice([edge_fractional, edge_fractional, edge_magnitude, edge_edit_conflict])(rng, name)


GENERATORS = {"layout": layout_workload, "dense": dense_workload, "edge": edge_workload}


def generate(family, seed, k, conflicts, changes=0.0, oracle=None, stats=None):
    """System k of a family for a seed, settled (feasible or an expect_error test), or None. With
    probability `changes` a feasible system also gets change steps (drawn from a generator of
    their own, so the system itself is the one generated without --changes)."""
    rng = random.Random(f"{family}-{seed}-{k}")
    for attempt in range(5):
        w, levels_ = GENERATORS[family](rng, f"{family}-{seed}-{k}")
        w = settle(rng, w, conflicts, levels_)
        if w is not None:
            if changes and "expect_error" not in w:
                crng = random.Random(f"{family}-{seed}-{k}-changes")
                if crng.random() < changes:
                    add_changes(oracle, crng, w, levels_, stats if stats is not None else Counter())
            return w
    return None


# ---------------------------------------------------------------------------------------------
# In-place changes (--changes): steps of setConstant / setPriority after the suggestions

AMBIGUOUS = 1e-6  # a new constant this close (relative) to its feasible range is decided exactly


def required_matrices(names, constraints):
    """The required constraints as linprog's (A_ub, b_ub, A_eq, b_eq) over free variables."""
    ix = {n: i for i, n in enumerate(names)}
    A_eq, b_eq, A_ub, b_ub = [], [], [], []
    for c in constraints:
        if c["priority"] < REQUIRED:
            continue
        a = np.zeros(len(names))
        for k, v in c["terms"]:
            a[ix[v]] += k
        if c["op"] == "==":
            A_eq.append(a); b_eq.append(-c["constant"])
        elif c["op"] == ">=":
            A_ub.append(-a); b_ub.append(c["constant"])
        else:
            A_ub.append(a); b_ub.append(-c["constant"])
    return A_ub, b_ub, A_eq, b_eq


def extreme(names, constraints, terms, sense):
    """(min (sense 1) or max (sense -1) of sum(c * v) subject to the required constraints, the
    point where the LP found it), or (None, None) when unbounded that way."""
    ix = {n: i for i, n in enumerate(names)}
    A_ub, b_ub, A_eq, b_eq = required_matrices(names, constraints)
    cost = np.zeros(len(names))
    for k, v in terms:
        cost[ix[v]] += sense * k
    r = linprog(cost, A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None,
                bounds=[(None, None)] * len(names), method="highs")
    if r.status == 3:
        return None, None
    if r.status != 0:
        raise RuntimeError(f"extreme: {r.message}")
    return sense * r.fun, dict(zip(names, r.x))


def snapped(point):
    """A float LP's point as nearby rationals of small denominators (a vertex of a system with
    coefficients such as 0.25, 0.5 and 3 is one), for exact checks."""
    return {v: Fraction(x).limit_denominator(4096) for v, x in point.items()}


def holds_exactly(constraints, point):
    """Whether every required constraint holds at `point` (rationals) in exact arithmetic: a
    certificate that they are feasible."""
    for c in constraints:
        if c["priority"] < REQUIRED:
            continue
        x = Fraction(c["constant"]) + sum(Fraction(k) * point[v] for k, v in c["terms"])
        if (x != 0) if c["op"] == "==" else (x < 0) if c["op"] == ">=" else (x > 0):
            return False
    return True


def constant_range(names, constraints, k):
    """The constants (lo, hi) with which required constraint k can hold beside the other
    required constraints (None for an unbounded side), by two float LPs, with the end of the
    range made exact where the LP's point, snapped to rationals, still satisfies the others and
    gives a constant a double holds exactly. Also returns the LPs' points (snapped)."""
    c = constraints[k]
    others = constraints[:k] + constraints[k + 1:]
    ends, points = [None, None], []
    for side, op, sense in ((0, ">=", -1), (1, "<=", 1)):
        # ">=": expr + constant >= 0 somewhere: constant >= -max expr; "<=": <= -min expr
        if c["op"] not in ("==", op):
            continue
        value, x = extreme(names, others, c["terms"], sense)
        if value is None:
            continue
        ends[side] = -value
        point = snapped(x)
        points.append(point)
        if holds_exactly(others, point):
            exact = -sum(Fraction(k) * point[v] for k, v in c["terms"])
            if float(exact) == exact and abs(float(exact) + value) <= 1e-6 * max(1.0, abs(value)):
                ends[side] = float(exact)
    return ends[0], ends[1], points


def exact_feasible(oracle, names, constraints, max_cells=40000):
    """Whether the required constraints can hold, in exact rational arithmetic (None when the
    tableau would be too large)."""
    view = {"variables": names, "constraints": [c for c in constraints if c["priority"] >= REQUIRED]}
    try:
        return exact_levels(oracle, view, max_cells) is not None or None
    except RuntimeError:
        return False


def decide(oracle, names, constraints, k, new, stats=None):
    """Whether required constraint k may take the constant `new`: True (feasible), False
    (infeasible by more than the ambiguity band, must be refused), None (too close to call: within
    AMBIGUOUS of the float range and not exactly feasible, or too large to check exactly)."""
    lo, hi, points = constant_range(names, constraints, k)
    scale = max([1.0, abs(new), abs(constraints[k]["constant"])] +
                [abs(x) for x in (lo, hi) if x is not None] +
                [abs(c) for c, _ in constraints[k]["terms"]])
    band = AMBIGUOUS * scale
    outside = max(lo - new if lo is not None else -math.inf, new - hi if hi is not None else -math.inf)
    if outside > band:
        return False
    if outside < -band:
        return True
    t = json.loads(json.dumps(constraints))
    t[k]["constant"] = new
    if stats is not None:
        stats["changes:exact"] += 1
    if any(holds_exactly(t, point) for point in points):
        return True
    A_ub, b_ub, A_eq, b_eq = required_matrices(names, t)  # a point of the changed system
    r = linprog(np.zeros(len(names)), A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None,
                bounds=[(None, None)] * len(names), method="highs")
    if r.status == 0 and holds_exactly(t, snapped(dict(zip(names, r.x)))):
        return True
    return True if exact_feasible(oracle, names, t) else None


def change_values(rng, c, scale_hint):
    """A few new constants for a constant c: small and large moves."""
    unit = max(1.0, abs(c), scale_hint)
    small = rng.choice([0.5, 1, 2, 4, 8, rng.randint(1, 20), 1e-3 * unit, 1e-6 * unit, 1e-9 * unit])
    large = rng.choice([100, 500, rng.randint(50, 2000), 0.5 * unit, 2 * unit])
    return [c + rng.choice([-1, 1]) * small, c + rng.choice([-1, 1]) * large,
            c * rng.choice([-1, 0, 2, 10])]


def tight_constant(rng, names, constraints, k):
    """A constant that makes required constraint k hold with equality at a point of the other
    required constraints (a float LP's, with a random cost when that is bounded, snapped to
    rationals), or None when that point does not satisfy them exactly or gives no double."""
    others = constraints[:k] + constraints[k + 1:]
    A_ub, b_ub, A_eq, b_eq = required_matrices(names, others)
    cost = np.zeros(len(names))
    for v in rng.sample(range(len(names)), min(len(names), rng.randint(1, 4))):
        cost[v] = rng.choice([-1, 1])
    for attempt in (cost, np.zeros(len(names))):
        r = linprog(attempt, A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                    A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None,
                    bounds=[(None, None)] * len(names), method="highs")
        if r.status == 0:
            break
    else:
        return None
    point = snapped(dict(zip(names, r.x)))
    if not holds_exactly(others, point):
        return None
    exact = -sum(Fraction(c) * point[v] for c, v in constraints[k]["terms"])
    return float(exact) if float(exact) == exact else None


def plan_changes(oracle, w, stats=None):
    """Marks each required constant change of w that must be refused (`expect_error`) and clears
    the mark on the others, walking the steps in order. Returns the final constraints (every
    accepted change applied), or None when some decision is too close to call."""
    names = w["variables"]
    cons = json.loads(json.dumps(w["constraints"]))
    for step in w.get("changes", []):
        for ch in step:
            k = ch["constraint"]
            ch.pop("expect_error", None)
            if "priority" in ch:
                cons[k]["priority"] = ch["priority"]
            elif cons[k]["priority"] < REQUIRED:
                cons[k]["constant"] = ch["constant"]
            else:
                ok = decide(oracle, names, cons, k, ch["constant"], stats)
                if ok is None:
                    return None
                if ok:
                    cons[k]["constant"] = ch["constant"]
                else:
                    ch["expect_error"] = "unsatisfiable"
    return cons


def final_constraints(w):
    """The constraints after every change of w not marked as refused."""
    cons = json.loads(json.dumps(w["constraints"]))
    for step in w.get("changes", []):
        for ch in step:
            if "expect_error" not in ch:
                key = "priority" if "priority" in ch else "constant"
                cons[ch["constraint"]][key] = ch[key]
    return cons


def add_changes(oracle, rng, w, levels_, stats):
    """1-6 change steps of 1-4 changes each: required constants moved by small and large amounts,
    to their feasible range's ends and just beyond (or far beyond, which must be refused);
    optional constants moved; optional priorities moved to other levels, between them and next
    to them. Required changes too close to call are left out."""
    names = w["variables"]
    cons = json.loads(json.dumps(w["constraints"]))
    required = [i for i, c in enumerate(cons) if c["priority"] >= REQUIRED]
    optional = [i for i, c in enumerate(cons) if c["priority"] < REQUIRED]
    magnitude = max([1.0] + [abs(c["constant"]) for c in cons])
    steps = []
    for _ in range(rng.randint(1, 6)):
        step = []
        for _ in range(rng.randint(1, 4)):
            try:
                change = draw_change(oracle, rng, names, cons, required, optional, magnitude, stats)
            except RuntimeError:  # a float LP gave up (e.g. "infeasible" on a feasible system)
                stats["changes:lp-failed"] += 1
                continue
            if change is not None:
                step.append(change)
        if step:
            steps.append(step)
    if steps:
        w["changes"] = steps
    return w


def draw_change(oracle, rng, names, cons, required, optional, magnitude, stats):
    """One change for add_changes (applied to `cons` when accepted), or None."""
    r = rng.random()
    if r < 0.5 and required:
        k = rng.choice(required)
        c = cons[k]["constant"]
        mode = rng.random()
        if mode < 0.4:
            new = rng.choice(change_values(rng, c, rng.choice([0, magnitude])))
        elif mode < 0.6:  # tight at a point the other required constraints allow
            new = tight_constant(rng, names, cons, k)
            if new is None:
                return None
        else:  # at an end of the feasible range, just inside or beyond it, far beyond
            lo, hi, _ = constant_range(names, cons, k)
            ends = [(x, s) for x, s in ((lo, -1), (hi, 1)) if x is not None]
            if not ends:
                new = rng.choice(change_values(rng, c, 0))
            else:
                end, out = rng.choice(ends)
                unit = max(1.0, abs(end))
                step_ = rng.choice([0, 0, 0, 1e-3, 0.5, 1, 10, 1e-4 * unit, rng.randint(50, 1000)])
                new = end + out * rng.choice([1, 1, -1]) * step_
        new = float(new)
        if new == c:
            return None
        ok = decide(oracle, names, cons, k, new, stats)
        if ok is None:
            stats["changes:ambiguous"] += 1
            return None
        ch = {"constraint": k, "constant": new}
        if ok:
            cons[k]["constant"] = new
            stats["changes:required"] += 1
        else:
            ch["expect_error"] = "unsatisfiable"
            stats["changes:refused"] += 1
        return ch
    elif r < 0.7 and optional:
        k = rng.choice(optional)
        new = float(rng.choice(change_values(rng, cons[k]["constant"], 0)))
        cons[k]["constant"] = new
        stats["changes:optional"] += 1
        return {"constraint": k, "constant": new}
    elif optional:
        k = rng.choice(optional)
        present = sorted({c["priority"] for c in cons if c["priority"] < REQUIRED})
        pick = rng.random()
        if pick < 0.4:    # onto another level (merging with it)
            new = rng.choice(present)
        elif pick < 0.6:  # between two levels
            a, b = sorted(rng.sample(present + [1, 999], 2))
            new = (a + b) / 2
        elif pick < 0.8:  # right next to a level, above or below it
            new = rng.choice(present) + rng.choice([-0.5, 0.5, -0.001, 0.001, -1, 1])
        else:
            new = rng.choice(PRIORITIES + FRACTIONAL + [rng.randint(1, 999)])
        new = float(min(999.999, max(1.0, new)))
        cons[k]["priority"] = new
        stats["changes:priority"] += 1
        return {"constraint": k, "priority": new}
    return None


# ---------------------------------------------------------------------------------------------
# Running and checking

def fallback_levels(oracle, w, anchor=None):
    """The oracle's per-level optima, computed as lex_oracle.levels does (the same LPs, each
    level then held at its optimum) but with HiGHS's presolve off and tighter tolerances. With
    several levels whose optima are large, presolve sometimes declares a later level's LP
    infeasible, the earlier optimum having been reached a rounding error below its true value;
    this variant is used only when lex_oracle itself gives up that way.

    With `anchor` (the solver's total error per level) each level is held at most at the
    solver's own error instead of at the LP's optimum: the optimum of a level is then the best it
    can do while the levels above keep what the solver gave them. On a system too large for the
    exact tableau this tells a real shortfall from the chaining slack of lex_oracle's levels,
    which with ten levels and totals in the tens of thousands adds up to a gain of 3e-5 at the
    lowest one (an answer that matches its anchored optima is lexicographically optimal to the
    oracle's tolerance)."""
    names = w["variables"]; ix = {v: i for i, v in enumerate(names)}; n = len(names)
    rows = oracle.final_rows(w); m = len(rows); N = n + 2 * m
    A_eq, b_eq, A_ub, b_ub = [], [], [], []
    for k, (terms, const, op, p) in enumerate(rows):
        a = np.zeros(N)
        for c, v in terms:
            a[ix[v]] += c
        if p < REQUIRED and op == "==":
            a[n + 2 * k] = -1; a[n + 2 * k + 1] = 1
        elif p < REQUIRED:
            a[n + 2 * k] = 1 if op == ">=" else -1
        if op == "==":
            A_eq.append(a); b_eq.append(-const)
        elif op == ">=":
            A_ub.append(-a); b_ub.append(const)
        else:
            A_ub.append(a); b_ub.append(-const)
    options = {"presolve": False, "primal_feasibility_tolerance": 1e-10,
               "dual_feasibility_tolerance": 1e-10}
    bounds = [(None, None)] * n + [(0, None)] * (2 * m)
    result = {}
    for p in sorted({q for *_, q in rows if q < REQUIRED}, reverse=True):
        c = np.zeros(N)
        for k, (_, _, op, q) in enumerate(rows):
            if q == p:
                c[n + 2 * k] = 1
                if op == "==":
                    c[n + 2 * k + 1] = 1
        r = linprog(c, A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                    A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None, bounds=bounds,
                    method="highs", options=options)
        if r.status != 0:
            raise RuntimeError(f"level {p}: {r.message}")
        result[p] = r.fun
        if anchor is None:
            A_ub.append(c.copy()); b_ub.append(r.fun + 1e-9 * max(1.0, abs(r.fun)))
        else:  # the solver's own error, with no more slack than the LPs' tolerances need
            held = max(r.fun, anchor.get(p, 0.0))
            A_ub.append(c.copy()); b_ub.append(held + 1e-11 * max(1.0, abs(held)))
    return result


def fallback_check(oracle, w, vals):
    """lex_oracle.check with fallback_levels for the optima."""
    worst, per = oracle.level_errors(w, vals)
    if worst > oracle.TOL:
        return f"a required constraint is off by {worst:.3g}"
    want = fallback_levels(oracle, w)
    for p in sorted(want, reverse=True):
        got = per.get(p, 0.0)
        if abs(got - want[p]) > oracle.TOL * max(1.0, abs(want[p])) + 1e-7:
            return f"priority {p}: total error {got:.9g}, optimum {want[p]:.9g} (fallback LPs)"
    return None


def exact_levels(oracle, w, max_cells=200000, decimal=False):
    """Per-level optima in exact rational arithmetic, for confirming a failure the float LPs
    report (their chaining slack of 1e-9 of a level's optimum lets the levels below it gain where
    magnitudes differ a lot). A dense simplex tableau of Fractions with Bland's rule; after each
    level, every nonbasic column with a positive reduced cost is fixed at zero, which leaves
    exactly that level's optimal face for the levels below. Returns None when the tableau would
    have more than max_cells cells. With `decimal`, each number is read as the decimal the file
    writes (0.0005 as 1/2000) instead of the nearest double's exact value."""
    def read(x):
        """A number of the system, exactly: the double's value, or as written with `decimal`."""
        return Fraction(repr(x)) if decimal and isinstance(x, float) else Fraction(x)
    names = w["variables"]; ix = {v: i for i, v in enumerate(names)}; n = len(names)
    rows = oracle.final_rows(w)
    A, b, level_cols, ncol = [], [], {}, 2 * n  # x = x+ - x-, then errors and slacks
    for terms, const, op, p in rows:
        a = {}
        for c, v in terms:
            i = ix[v]; c = read(c)
            a[i] = a.get(i, 0) + c; a[n + i] = a.get(n + i, 0) - c
        if p < 1000:
            if op == "==":  # expr + const - e+ + e- = 0
                a[ncol] = Fraction(-1); a[ncol + 1] = Fraction(1)
                level_cols.setdefault(p, []).extend([ncol, ncol + 1]); ncol += 2
            else:           # expr + const + e >= 0, or expr + const - e <= 0
                a[ncol] = Fraction(1 if op == ">=" else -1)
                level_cols.setdefault(p, []).append(ncol); ncol += 1
        if op != "==":      # slack
            a[ncol] = Fraction(-1 if op == ">=" else 1); ncol += 1
        A.append(a); b.append(-read(const))
    m = len(A); total = ncol + m
    if m * (total + 1) > max_cells:
        return None
    T = []
    for r in range(m):
        s = -1 if b[r] < 0 else 1
        row = [Fraction(0)] * (total + 1)
        for j, c in A[r].items():
            row[j] = s * c
        row[ncol + r] = Fraction(1); row[-1] = s * b[r]
        T.append(row)
    basis = [ncol + r for r in range(m)]
    allowed = [True] * total

    def pivot(r, j):
        pr = T[r]; pv = pr[j]
        if pv != 1:
            T[r] = pr = [x / pv for x in pr]
        nz = [k for k, x in enumerate(pr) if x != 0]
        for k in range(m):
            f = T[k][j]
            if k != r and f != 0:
                rk = T[k]
                for q in nz:
                    rk[q] -= f * pr[q]
        basis[r] = j

    def optimize(cost):
        """Minimise cost (col -> coefficient); returns (value, reduced costs)."""
        while True:
            z = [Fraction(cost.get(j, 0)) for j in range(total + 1)]
            for r in range(m):
                cb = cost.get(basis[r], 0)
                if cb:
                    rr = T[r]
                    for q, x in enumerate(rr):
                        if x:
                            z[q] -= cb * x
            inb = set(basis)
            enter = next((j for j in range(total) if allowed[j] and j not in inb and z[j] < 0), None)
            if enter is None:
                return -z[-1], {j: z[j] for j in range(total) if allowed[j] and j not in inb}
            best = None
            for r in range(m):
                if T[r][enter] > 0:
                    ratio = T[r][-1] / T[r][enter]
                    if best is None or ratio < best[0] or (ratio == best[0] and basis[r] < basis[best[1]]):
                        best = (ratio, r)
            if best is None:
                raise RuntimeError("unbounded level (exact)")
            pivot(best[1], enter)

    value, _ = optimize({ncol + r: 1 for r in range(m)})  # phase one
    if value != 0:
        raise RuntimeError("the required constraints cannot hold (exact)")
    for r in range(m):  # move artificials at zero out of the basis where a column can replace them
        if basis[r] >= ncol:
            inb = set(basis)
            j = next((j for j in range(ncol) if T[r][j] != 0 and j not in inb), None)
            if j is not None:
                pivot(r, j)
    for j in range(ncol, total):
        allowed[j] = False
    result = {}
    for p in sorted(level_cols, reverse=True):
        cost = {j: 1 for j in level_cols[p]}
        value, reduced = optimize(cost)
        result[p] = value
        for j, d in reduced.items():
            if d > 0:
                allowed[j] = False
    return result


class Checker:
    def __init__(self, solver, oracle, timeout):
        sys.path.insert(0, os.path.dirname(os.path.abspath(oracle)))
        import lex_oracle
        self.oracle = lex_oracle
        self.solver, self.timeout = solver, timeout
        self.fallbacks = 0
        self.tmp = tempfile.mkdtemp(prefix="fuzz_layouts-")

    def run(self, w):
        path = os.path.join(self.tmp, "w.json")
        with open(path, "w") as f:
            json.dump(w, f)
        try:
            p = subprocess.run([self.solver, "solve", path], capture_output=True, text=True,
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return None, "", f"timeout after {self.timeout} s"
        return p.returncode, p.stdout, p.stderr

    def oracle_view(self, w):
        """The system the oracle judges: the prefix before an expected refusal; with changes, the
        constraints as the accepted changes left them (with the edits at their last suggested
        values); else the whole."""
        if "expect_error" in w:
            return {"variables": w["variables"], "constraints": w["constraints"][:w["expect_error_at"]]}
        if w.get("changes"):
            return {"variables": w["variables"], "constraints": final_constraints(w),
                    "edits": w.get("edits", []), "suggestions": w.get("suggestions", [])}
        return w

    def check(self, w):
        """(kind, detail) of the failure, or None when the system passes."""
        rc, out, err = self.run(w)
        if rc is None:
            return "timeout", err
        if rc < 0:
            return "crash", f"signal {-rc}: {err.strip()[-400:]}"
        try:
            vals = json.loads(out)
        except ValueError:
            return "bad-output", f"rc {rc}: {out[:200]!r} {err.strip()[-300:]}"
        if "error" in vals:
            if "change" in vals:
                return self.confirm_change(w, vals["change"], False,
                                           f"rc {rc}: {out.strip()} {err.strip()[-300:]}")
            return "refused", f"rc {rc}: {out.strip()} {err.strip()[-300:]}"
        if rc == 1 and "expected to be refused" in err:
            step = int(err.split("step ")[1].split()[0])
            return self.confirm_change(w, step, True, err.strip()[-300:])
        if rc != 0:
            return "exit", f"rc {rc}: {err.strip()[-400:]}"
        if any(v is None for v in vals.values()):
            return "non-finite", out.strip()[:300]
        view = self.oracle_view(w)
        drift = required_drift(view, vals)
        if drift > DRIFT:
            return "required", f"a required constraint is off by {drift:.3g} of its largest term"
        try:
            why = self.oracle.check(view, vals)
        except RuntimeError as e:
            self.fallbacks += 1
            try:
                why = fallback_check(self.oracle, view, vals)
            except RuntimeError as e2:
                return self.confirm(view, vals, f"float LPs failed: {e}; fallback: {e2}")
        if why is None:
            return self.refusals_keep_state(w) if w.get("changes") else None
        if why.startswith("a required"):
            return "required", why
        return self.confirm(view, vals, why)

    def confirm(self, view, vals, why):
        """A level failure of the float LPs, judged again against the exact optima: "level" when
        they confirm it, "oracle-fp" when the solver's answer is optimal after all, "level?"
        when the system is too large for the exact tableau."""
        try:
            want = exact_levels(self.oracle, view)
        except RuntimeError as e:
            # Constants such as 0.0005 and 0.002 are not doubles: required constraints that hold
            # exactly as the file writes them can miss by a unit in the last place as doubles.
            # Judge them as written before calling the failure unconfirmed.
            try:
                want = exact_levels(self.oracle, view, decimal=True)
            except RuntimeError as e2:
                return "level?", f"{why}; exact: {e}; as written: {e2}"
            why += "; judged as the file writes its numbers"
        _, per = self.oracle.level_errors(view, vals)
        slack = rounding_slack(self.oracle, view, vals)
        if want is None:
            try:
                anchored = fallback_levels(self.oracle, view, anchor=per)
            except RuntimeError as e:
                return "level?", why + f" (too large to confirm exactly; anchored LPs: {e})"
            for p in sorted(anchored, reverse=True):
                got, best = per.get(p, 0.0), anchored[p]
                if abs(got - best) > self.oracle.TOL * max(1.0, abs(best)) + 1e-7 + slack[p]:
                    return "level?", why + " (too large to confirm exactly; anchored LPs: " \
                        f"priority {p}: {got:.12g} against {best:.12g})"
            return "oracle-fp", why + "; LPs anchored at the solver's higher levels agree with it"
        for p in sorted(want, reverse=True):
            got, best = per.get(p, 0.0), float(want[p])
            if abs(got - best) > self.oracle.TOL * max(1.0, abs(best)) + 1e-7 + slack[p]:
                return "level", f"priority {p}: total error {got:.12g}, exact optimum {best:.12g}"
        return "oracle-fp", why + "; the exact optima agree with the solver"

    def confirm_change(self, w, step, accepted, detail):
        """A change decision of the solver's that differs from the float LPs' in change step
        `step`, judged again in exact arithmetic: the step's required constant changes the plan
        accepts (when the solver refused one: "refused-change" when all of them can hold exactly)
        or the ones it marks as refused (when the solver accepted one: "accepted-change" when
        none of them can hold). "oracle-fp" when the exact check sides with the solver, a
        trailing "?" when the system is too large to check exactly."""
        names = w["variables"]
        cons = json.loads(json.dumps(w["constraints"]))
        for s, changes in enumerate(w["changes"]):
            for ch in changes:
                k = ch["constraint"]
                if s == step and "constant" in ch and cons[k]["priority"] >= REQUIRED and \
                        accepted == ("expect_error" in ch):
                    t = json.loads(json.dumps(cons)); t[k]["constant"] = ch["constant"]
                    exact = exact_feasible(self.oracle, names, t)
                    if exact is None:
                        return ("accepted-change?" if accepted else "refused-change?"), detail
                    if exact == accepted:
                        return "oracle-fp", detail + "; the exact check agrees with the solver"
                if "expect_error" not in ch:
                    key = "priority" if "priority" in ch else "constant"
                    cons[k][key] = ch[key]
            if s == step:
                break
        if accepted:
            return "accepted-change", detail + " (exactly infeasible)"
        return "refused-change", detail + " (exactly feasible)"

    def refusals_keep_state(self, w, most=3):
        """After each of (up to `most`) refused changes the values must be those before it: the
        workload cut just before the change and just after it must print the same."""
        done = 0
        for s, changes in enumerate(w["changes"]):
            for j, ch in enumerate(changes):
                if "expect_error" not in ch or done >= most:
                    continue
                done += 1
                outs = []
                for cut in (j, j + 1):
                    t = json.loads(json.dumps(w))
                    t.pop("remove", None)
                    t["changes"] = w["changes"][:s] + [w["changes"][s][:cut]]
                    outs.append(self.run(t))
                (rc0, out0, err0), (rc1, out1, err1) = outs
                if rc0 != 0 or rc1 != 0:
                    return "refusal-moved", f"step {s} change {j}: rc {rc0} / {rc1}: " \
                        f"{out1.strip()[:200]} {err1.strip()[-200:]}"
                if out0 != out1:
                    a, b = json.loads(out0), json.loads(out1)
                    worst = max(abs((a[v] or 0) - (b[v] or 0)) for v in a)
                    moved = sum(1 for v in a if a[v] != b[v])
                    return "refusal-moved", f"step {s} change {j}: {moved} values moved after " \
                        f"the refusal, by up to {worst:.3g}"
        return None

    def deterministic(self, w):
        first, second = self.run(w), self.run(w)
        if first != second:
            return "nondeterministic", f"{first[1][:200]!r} vs {second[1][:200]!r}"
        return None


DRIFT = 1e-8  # the most a required constraint may be off, relative to its largest term


def rounding_slack(oracle, w, vals):
    """Per level, what rounding alone can add to its total error: for each of its rows, 1e-14 of
    its largest term (or constant) at the solver's values, plus its coefficients times 1e-15 of
    the largest value (each value may be a few units in the last place of the largest one off,
    the rows that give it being sums of terms that large). With values of 1.6e7 beside
    coefficients of 1e3 a row's error cannot come out below 1e-6 (where the exact optimum is 0
    and the float check's absolute slack is 1e-7)."""
    slack = Counter()
    largest = max([0.0] + [abs(x) for x in vals.values() if x is not None])
    for terms, const, op, p in oracle.final_rows(w):
        if p < REQUIRED:
            slack[p] += 1e-14 * max([abs(const)] + [abs(c * vals.get(v, 0.0)) for c, v in terms])
            slack[p] += 1e-15 * largest * sum(abs(c) for c, _ in terms)
    return slack


def required_drift(w, vals):
    """The largest violation of a required constraint, relative to the largest of its terms and
    its constant (lex_oracle measures it relative to the constant only, which lets a constraint
    with a constant of 1e6 be off by 1)."""
    worst = 0.0
    for c in w["constraints"]:
        if c["priority"] < REQUIRED:
            continue
        parts = [c["constant"]] + [k * vals.get(v, 0.0) for k, v in c["terms"]]
        x = sum(parts)
        viol = abs(x) if c["op"] == "==" else max(0.0, -x) if c["op"] == ">=" else max(0.0, x)
        worst = max(worst, viol / max(1.0, max(abs(p) for p in parts)))
    return worst


def same_failure(kind):
    """A predicate for the shrinker: the system is still valid and fails the same way."""
    def predicate(checker, w):
        try:
            view = checker.oracle_view(w)
            if "expect_error" in w:
                if first_conflict(w["variables"], w["constraints"]) != w["expect_error_at"]:
                    return False
            else:
                # valid: each change's fate can be called, and the final required part holds
                if w.get("changes") and plan_changes(checker.oracle, w) is None:
                    return False
                checker.oracle.levels(checker.oracle_view(w))
        except RuntimeError:
            return False
        r = checker.check(w)
        return r is not None and (r[0] == kind or (kind.endswith("?") and r[0] == kind[:-1]))
    return predicate


def without(w, drop):
    """A copy of w without the constraints whose indices are in `drop` (None when that would
    drop an expected refusal's constraint)."""
    t = json.loads(json.dumps(w))
    at = w.get("expect_error_at")
    if at is not None:
        if at in drop:
            return None
        t["expect_error_at"] = at - sum(1 for i in drop if i < at)
    t["constraints"] = [c for i, c in enumerate(w["constraints"]) if i not in drop]
    if "changes" in t:  # changes of dropped constraints go too; the others follow their indices
        index = {}
        for i in range(len(w["constraints"])):
            if i not in drop:
                index[i] = len(index)
        t["changes"] = [[dict(ch, constraint=index[ch["constraint"]]) for ch in step
                         if ch["constraint"] in index] for step in t["changes"]]
        t["changes"] = [step for step in t["changes"] if step]
        if not t["changes"]:
            t.pop("changes")
    return t


def shrink(checker, w, kind):
    """Shrink a failing system while it stays valid and fails the same way: drop chunks of
    constraints, then single ones (delta debugging), suggestion steps, edits and the removal;
    then drop variables and terms, round constants and merge optional priorities downwards."""
    pred = same_failure(kind)
    ok = lambda t: t is not None and pred(checker, t)
    copy = lambda t: json.loads(json.dumps(t))
    w = copy(w)
    if w.get("changes") and "change" not in kind and kind != "refusal-moved":
        # A failure of the final system alone needs no changes: the changed constraints as they
        # end up, added afresh, shrink much faster (no feasibility LPs for every change).
        t = copy(w); t["constraints"] = final_constraints(w); t.pop("changes")
        if ok(t):
            w = t
    changed = True
    while changed:
        changed = False
        parts = 2
        while len(w["constraints"]) >= 2:  # ddmin over the constraints
            size = max(1, len(w["constraints"]) // parts)
            for start in range(0, len(w["constraints"]), size):
                t = without(w, set(range(start, start + size)))
                if ok(t):
                    w, changed, parts = t, True, max(parts - 1, 2)
                    break
            else:
                if size == 1:
                    break
                parts = min(parts * 2, len(w["constraints"]))
        for i in reversed(range(len(w.get("suggestions", [])))):
            if len(w["suggestions"]) > 1:
                t = copy(w); del t["suggestions"][i]
                if ok(t):
                    w, changed = t, True
        for i in reversed(range(len(w.get("edits", [])))):
            t = copy(w)
            v = t["edits"].pop(i)["variable"]
            for step in t.get("suggestions", []):
                step.pop(v, None)
            if not t["edits"]:
                t.pop("edits"); t.pop("suggestions", None)
            if ok(t):
                w, changed = t, True
        if "remove" in w:
            t = copy(w); t.pop("remove")
            if ok(t):
                w, changed = t, True
        for s in reversed(range(len(w.get("changes", [])))):  # change steps, then changes
            t = copy(w); del t["changes"][s]
            if not t["changes"]:
                t.pop("changes")
            if ok(t):
                w, changed = t, True
        for s in reversed(range(len(w.get("changes", [])))):
            for j in reversed(range(len(w["changes"][s]))):
                if len(w["changes"][s]) > 1:
                    t = copy(w); del t["changes"][s][j]
                    if ok(t):
                        w, changed = t, True
        for s in range(len(w.get("changes", []))):
            for j in range(len(w["changes"][s])):
                ch = w["changes"][s][j]
                key = "constant" if "constant" in ch else "priority"
                x = ch[key]
                for rounded in (float(round(x, -2)), float(round(x, -1)), float(round(x))):
                    if rounded != x and (key == "constant" or 1 <= rounded < REQUIRED):
                        t = copy(w); t["changes"][s][j][key] = rounded
                        if ok(t):
                            w, changed = t, True
                            break
        edited = {e["variable"] for e in w.get("edits", [])}
        for v in sorted({v for c in w["constraints"] for _, v in c["terms"]} - edited):
            t = copy(w)  # a variable out of every constraint
            for c in t["constraints"]:
                c["terms"] = [x for x in c["terms"] if x[1] != v]
            if all(c["terms"] for c in t["constraints"]) and ok(t):
                w, changed = t, True
        for i in range(len(w["constraints"])):
            for j in reversed(range(len(w["constraints"][i]["terms"]))):
                if len(w["constraints"][i]["terms"]) > 1:
                    t = copy(w); del t["constraints"][i]["terms"][j]
                    if ok(t):
                        w, changed = t, True
            c = w["constraints"][i]["constant"]
            for rounded in (0.0, float(round(c, -2)), float(round(c, -1)), float(round(c))):
                if rounded != c:
                    t = copy(w); t["constraints"][i]["constant"] = rounded
                    if ok(t):
                        w, changed = t, True
                        break
            optional = sorted({c["priority"] for c in w["constraints"] if c["priority"] < REQUIRED})
            p = w["constraints"][i]["priority"]
            for lower in (q for q in optional if q < p):
                t = copy(w); t["constraints"][i]["priority"] = lower
                if ok(t):
                    w, changed = t, True
                    break
    used = {v for c in w["constraints"] for _, v in c["terms"]} | \
           {e["variable"] for e in w.get("edits", [])}
    t = copy(w); t["variables"] = [v for v in w["variables"] if v in used]
    if ok(t):
        w = t
    return w


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--solver", default=os.path.join(here, "..", ".build", "release", "autolayout"))
    ap.add_argument("--oracle", default=os.path.join(here, "..", "..", "shared", "bench", "lex_oracle.py"))
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--family", default="all", choices=FAMILIES + ["all"])
    ap.add_argument("--only", type=int, help="run only system K of each family")
    ap.add_argument("--keep", help="directory for failing workloads (and their shrunk copies)")
    ap.add_argument("--determinism-every", type=int, default=10)
    ap.add_argument("--conflicts", type=float, default=0.3)
    ap.add_argument("--changes", type=float, default=0.0)
    ap.add_argument("--no-shrink", action="store_true")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    checker = Checker(os.path.abspath(args.solver), args.oracle, args.timeout)
    families = FAMILIES if args.family == "all" else [args.family]
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    stats, failures = Counter(), []
    start = time.time()
    for family in families:
        ks = [args.only] if args.only is not None else range(args.count)
        for k in ks:
            w = generate(family, args.seed, k, args.conflicts, args.changes, checker.oracle, stats)
            if w is None:
                stats[family + ":skipped"] += 1
                continue
            stats[family] += 1
            stats[family + (":expect_error" if "expect_error" in w else ":valid")] += 1
            if w.get("remove"):
                stats[family + ":remove"] += 1
            if w.get("changes"):
                stats[family + ":changes"] += 1
            result = checker.check(w)
            if result is None and args.determinism_every and k % args.determinism_every == 0:
                stats[family + ":determinism"] += 1
                result = checker.deterministic(w)
            if result is None:
                if args.verbose:
                    print(f"ok {w['name']}", flush=True)
                continue
            kind, detail = result
            if kind.endswith("?") and not args.no_shrink:  # shrink, then confirm exactly
                small = shrink(checker, w, kind)
                again = checker.check(small)
                if again is not None and again[0] == "oracle-fp":
                    kind, detail = again
            if kind == "oracle-fp":  # the float LPs were wrong: not the solver's failure
                stats[family + ":oracle-fp"] += 1
                if args.verbose:
                    print(f"ORACLE {w['name']}: {detail}", flush=True)
                continue
            failures.append((w["name"], kind))
            print(f"FAIL {w['name']} [{kind}]: {detail}", flush=True)
            if args.keep:
                with open(os.path.join(args.keep, w["name"] + ".json"), "w") as f:
                    json.dump(w, f)
            if not args.no_shrink and kind != "nondeterministic":
                small = shrink(checker, w, kind)
                again = checker.check(small)
                print(f"  shrunk to {len(small['constraints'])} constraints, "
                      f"{len(small.get('edits', []))} edits: {again[1] if again else 'passes?'}",
                      flush=True)
                if args.keep:
                    with open(os.path.join(args.keep, w["name"] + "-min.json"), "w") as f:
                        json.dump(small, f, indent=1)
                elif args.verbose:
                    print(json.dumps(small))
    kinds = Counter(kind for _, kind in failures)
    per_family = ", ".join(
        f"{f} {stats[f]} ({stats[f + ':expect_error']} expect_error, {stats[f + ':changes']} "
        f"with changes, {stats[f + ':remove']} "
        f"remove, {stats[f + ':determinism']} twice, {stats[f + ':skipped']} skipped, "
        f"{stats[f + ':oracle-fp']} float-oracle false alarms)" for f in families)
    if args.changes:
        per_family += "; changes: " + ", ".join(
            f"{stats['changes:' + x]} {x}" for x in
            ("required", "refused", "optional", "priority", "ambiguous", "exact"))
    print(f"fuzz_layouts: seed {args.seed}: {sum(stats[f] for f in families)} systems [{per_family}]; "
          f"{len(failures)} failures" + (f" {dict(kinds)}" if kinds else "") +
          f"; {checker.fallbacks} checked by the fallback LPs; {time.time() - start:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
