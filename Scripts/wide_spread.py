#!/usr/bin/env python3
"""Random systems whose coefficients span wide ranges, with an exact answer at any spread.

A well-conditioned base system (the shape of `lex_oracle.py fuzz`: 2 to 10 variables, ±1, 2 and
0.5 coefficients, constants up to 200, 3 to 5 levels, about 30% required) is transformed:

- each variable is rescaled, x = k·x' (so a constraint's coefficients spread by up to `spread`),
- each required constraint is multiplied by its own positive factor, and every optional
  constraint of one level by that level's factor s (so constraints differ by up to `spread`).

The transformed system has the same lexicographic optimum up to the scales: its level errors
are s times the base system's, which `lex_oracle.py` computes reliably at the base scale. Edit
variables sit alone on their levels (their level's factor is then 1/k). Some systems get a
required constraint that contradicts an earlier one (`expect_error`); its run must print
exactly the values of the same run without it.

    wide_spread.py gen OUTDIR COUNT SEED [SPREAD]   write COUNT systems (default spread 1e9)
    wide_spread.py check DIR [BINARY]               run every system and judge the answers
    wide_spread.py shrink FILE [BINARY]             shrink a failing system to FILE-shrunk.json
"""
import json, math, os, random, subprocess, sys

sys.path.insert(0, "/work/shared/bench")
import lex_oracle  # noqa: E402

LEVELS = [1, 50, 249, 250, 251, 500, 749, 750, 999]
EDIT_LEVELS = [600, 650, 700]


def base_system(rng):
    n = rng.randint(2, 10)
    names = [f"x{i}" for i in range(n)]
    levels = sorted(rng.sample(LEVELS, rng.randint(3, 5)))
    cons = []
    for _ in range(rng.randint(n, 4 * n)):
        vs = rng.sample(names, rng.randint(1, min(3, n)))
        terms = [[float(rng.choice([1, 1, -1, 2, 0.5])), v] for v in vs]
        op = rng.choice(["==", ">=", "<="])
        p = 1000 if rng.random() < 0.3 else rng.choice(levels)
        cons.append({"terms": terms, "constant": float(rng.randint(-200, 200)), "op": op,
                     "priority": p})
    for v in names:
        cons.append({"terms": [[1.0, v]], "constant": float(-rng.randint(-50, 250)), "op": "==",
                     "priority": levels[0]})
    rng.shuffle(cons)
    edited = rng.sample(names, rng.randint(0, min(2, n)))
    edits = [{"variable": v, "priority": EDIT_LEVELS[i]} for i, v in enumerate(edited)]
    sugg = [{v: float(rng.randint(-100, 300)) for v in edited}
            for _ in range(rng.randint(1, 3))] if edited else []
    return {"variables": names, "constraints": cons, "edits": edits, "suggestions": sugg}


def log_uniform(rng, half):
    """10^u with u in [-half, half], the ends drawn a third of the time."""
    r = rng.random()
    if r < 1 / 6:
        return 10.0 ** -half
    if r < 1 / 3:
        return 10.0 ** half
    return 10.0 ** rng.uniform(-half, half)


def contradiction(rng, c):
    """A required constraint that cannot hold together with required constraint `c`."""
    delta = float(rng.randint(1, 50))
    if c["op"] == "==":
        return {"terms": c["terms"], "constant": c["constant"] + rng.choice([-1, 1]) * delta,
                "op": "==", "priority": 1000}
    if c["op"] == ">=":  # expr + d >= 0 against expr + d + delta <= 0
        return {"terms": c["terms"], "constant": c["constant"] + delta, "op": "<=",
                "priority": 1000}
    return {"terms": c["terms"], "constant": c["constant"] - delta, "op": ">=", "priority": 1000}


def transform(rng, base, spread, mode):
    # Every coefficient stays within spread^(±1/2) of the base's: "vars" spreads the variables
    # (up to `spread` within one constraint), "rows" the constraints, "both" each by its root.
    half = math.log10(spread) / (4 if mode == "both" else 2)
    k = {v: (log_uniform(rng, half) if mode != "rows" else 1.0) for v in base["variables"]}
    row_half = half if mode != "vars" else 0.0
    level_scale = {p: log_uniform(rng, row_half) for p in LEVELS}
    for e in base["edits"]:
        level_scale[e["priority"]] = 1 / k[e["variable"]]

    def scaled(c):
        s = level_scale[c["priority"]] if c["priority"] < 1000 else log_uniform(rng, row_half)
        return {"terms": [[s * a * k[v], v] for a, v in c["terms"]], "constant": s * c["constant"],
                "op": c["op"], "priority": c["priority"]}

    out = {"variables": base["variables"], "constraints": [scaled(c) for c in base["constraints"]],
           "edits": base["edits"],
           "suggestions": [{v: x / k[v] for v, x in s.items()} for s in base["suggestions"]]}
    return out, k, level_scale


def gen(outdir, count, seed, spread):
    os.makedirs(outdir, exist_ok=True)
    rng = random.Random(seed)
    made = attempt = 0
    while made < count:
        name = f"wide-{seed}-{attempt}"
        attempt += 1
        base = base_system(rng)
        try:
            lex_oracle.levels(base)
        except RuntimeError:
            continue
        mode = rng.choice(["vars", "rows", "both", "both"])
        wide, k, level_scale = transform(rng, base, spread, mode)
        meta = {"k": k, "level_scale": {str(p): s for p, s in level_scale.items()}, "mode": mode,
                "spread": spread}
        required = [i for i, c in enumerate(base["constraints"]) if c["priority"] >= 1000]
        if required and rng.random() < 0.3:
            at = rng.randint(required[0] + 1, len(base["constraints"]))
            target = base["constraints"][rng.choice([i for i in required if i < at])]
            bad = contradiction(rng, target)
            s = log_uniform(rng, math.log10(spread) / (4 if mode == "both" else 2)
                            if mode != "vars" else 0.0)
            bad = {"terms": [[s * a * k[v], v] for a, v in bad["terms"]],
                   "constant": s * bad["constant"], "op": bad["op"], "priority": 1000}
            wide["constraints"].insert(at, bad)
            wide["expect_error"] = "unsatisfiable"
            wide["expect_error_at"] = at
            base = dict(base, constraints=base["constraints"][:at], edits=[], suggestions=[])
            meta["refused_at"] = at
        meta["base"] = base
        wide["name"] = name
        json.dump(wide, open(os.path.join(outdir, name + ".json"), "w"))
        json.dump(meta, open(os.path.join(outdir, name + ".meta"), "w"))
        made += 1


def run(binary, workload, path):
    json.dump(workload, open(path, "w"))
    p = subprocess.run([binary, "solve", path], capture_output=True, text=True)
    return p.returncode, p.stdout


def judge(w, vals, base_levels, level_scale):
    """The first way `vals` misses the exact optimum of `w`, or None."""
    for terms, const, op, p in lex_oracle.final_rows(w):
        if p < 1000:
            continue
        parts = [c * vals[v] for c, v in terms]
        x = const + sum(parts)
        scale = max([abs(const)] + [abs(t) for t in parts])
        viol = abs(x) if op == "==" else max(0.0, -x) if op == ">=" else max(0.0, x)
        if viol > 1e-7 * scale:
            return f"a required constraint is off by {viol:.3g} (relative {viol / scale:.3g})"
    _, per = lex_oracle.level_errors(w, vals)
    for p in sorted(base_levels, reverse=True):
        got = per.get(p, 0.0) / level_scale[str(int(p)) if float(p).is_integer() else str(p)]
        want = base_levels[p]
        if abs(got - want) > 1e-6 * max(1.0, abs(want)) + 1e-7:
            return f"priority {p}: total error {got:.9g} (base units), optimum {want:.9g}"
    return None


def run_and_compare(w, meta, binary):
    """Runs `w` and, when one of its adds must be refused, checks that the refusal changed
    nothing. Returns (why, judged, values): why is the first fault found or None; judged is the
    system the values answer (cut before a refused add); values is None when the run failed."""
    code, out = run(binary, w, "/tmp/wide_run.json")
    if code != 0:
        return f"refused or failed (exit {code}): {out.strip()[:120]}", w, None
    vals = json.loads(out)
    judged = dict(w)
    if "refused_at" in meta:
        judged = dict(w, constraints=w["constraints"][:meta["refused_at"]], edits=[],
                      suggestions=[])
        judged.pop("expect_error")
        c2, out2 = run(binary, judged, "/tmp/wide_run_trunc.json")
        if c2 != 0 or out2 != out:
            a, b = json.loads(out), json.loads(out2) if c2 == 0 else {}
            worst = max((abs(a[v] - b.get(v, math.inf)) / max(1e-300, abs(b.get(v, 1)))
                         for v in a), default=0)
            return f"a refused add changed the values (relative {worst:.3g})", judged, vals
    return None, judged, vals


def verdict(w, meta, binary):
    """The first way the solver's run of `w` misses its exact answer, or None."""
    why, judged, vals = run_and_compare(w, meta, binary)
    if why:
        return why
    try:
        base_levels = lex_oracle.levels(meta["base"])
    except RuntimeError:
        return None
    return judge(judged, vals, base_levels, meta["level_scale"])


def shrink(path, binary):
    """Removes constraints, edits and variables while the failure stays of the same kind."""
    w = json.load(open(path))
    meta = json.load(open(path[:-5] + ".meta"))
    kind = lambda why: why and why.split(":")[0].split(" by ")[0].split(" (relative")[0]
    if "refused_at" in meta:  # nothing after the refused constraint runs
        w["constraints"] = w["constraints"][:meta["refused_at"] + 1]
    target = kind(verdict(w, meta, binary))
    print("failure:", target)

    def without(w, meta, i):
        w2, m2 = json.loads(json.dumps(w)), json.loads(json.dumps(meta))
        at = meta.get("refused_at")
        if at == i:
            return None
        del w2["constraints"][i]
        bi = i if at is None or i < at else i - 1
        del m2["base"]["constraints"][bi]
        if at is not None and i < at:
            m2["refused_at"] = at - 1
            w2["expect_error_at"] = at - 1
        return w2, m2

    changed = True
    while changed:
        changed = False
        for i in reversed(range(len(w["constraints"]))):
            cand = without(w, meta, i)
            if cand and kind(verdict(*cand, binary)) == target:
                w, meta = cand
                changed = True
        if w["edits"]:
            w2 = dict(w, edits=w["edits"][1:])
            w2["suggestions"] = [{v: x for v, x in s.items() if v != w["edits"][0]["variable"]}
                                 for s in w["suggestions"]]
            m2 = dict(meta, base=dict(meta["base"], edits=w2["edits"], suggestions=[
                {v: x for v, x in s.items() if v != w["edits"][0]["variable"]}
                for s in meta["base"]["suggestions"]]))
            if kind(verdict(w2, m2, binary)) == target:
                w, meta = w2, m2
                changed = True
    used = sorted({v for c in w["constraints"] for _, v in c["terms"]} |
                  {e["variable"] for e in w["edits"]}, key=w["variables"].index)
    w["variables"] = used
    meta["base"]["variables"] = used
    out = path[:-5] + "-shrunk"
    json.dump(w, open(out + ".json", "w"), indent=1)
    json.dump(meta, open(out + ".meta", "w"), indent=1)
    print(json.dumps(w, indent=1))
    print("verdict:", verdict(w, meta, binary))
    return 0


def check(directory, binary):
    names = sorted(f[:-5] for f in os.listdir(directory) if f.endswith(".json"))
    failures = {}
    oracle_wrong = 0
    for name in names:
        path = os.path.join(directory, name + ".json")
        w = json.load(open(path))
        meta = json.load(open(os.path.join(directory, name + ".meta")))
        why, judged, vals = run_and_compare(w, meta, binary)
        if why is None:
            base_levels = lex_oracle.levels(meta["base"])
            why = judge(judged, vals, base_levels, meta["level_scale"])
        if why is None:
            # How lex_oracle.py itself fares on the transformed system.
            try:
                if lex_oracle.check(judged, vals):
                    oracle_wrong += 1
            except RuntimeError:
                oracle_wrong += 1
        if why:
            failures[name] = why
            print(f"{name}: {why}", flush=True)
    print(f"{len(names)} systems, {len(failures)} wrong; lex_oracle.py check disagreed with the "
          f"exact answer on {oracle_wrong} right ones")
    return 1 if failures else 0


def main(argv):
    if argv[1] == "gen":
        gen(argv[2], int(argv[3]), int(argv[4]), float(argv[5]) if len(argv) > 5 else 1e9)
        return 0
    if argv[1] == "shrink":
        return shrink(argv[2], argv[3] if len(argv) > 3 else ".build/release/autolayout")
    if argv[1] == "check":
        return check(argv[2], argv[3] if len(argv) > 3 else ".build/release/autolayout")
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
