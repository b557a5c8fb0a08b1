#!/usr/bin/env python3
"""Compare AutoLayoutSolver with kiwi on solver workloads, phase by phase.

Runs `autolayout bench --json` and `kiwi_run.py bench` on the same files in the same session
and prints a Markdown table: our median, kiwi's median and the ratio (ours / kiwi) of each phase.
Machines are noisy; the ratio measured in one run is what counts. With `--rounds R` the two
are run alternately R times per file and the median of each side's R medians is reported, which
keeps a passing disturbance from landing on one side only.

    Scripts/compare_kiwi.py --kiwi-run ../shared/bench/kiwi_run.py FILE.json...
        [--repeat K] [--rounds R] [--autolayout PATH] [--kiwi-results FILE.jsonl]

--autolayout    the benchmark binary (default: .build/release/autolayout; build it first with
                `swift build -c release`)
--kiwi-results  reuse kiwi's figures from a file of `kiwi_run.py bench` JSON lines instead of
                running kiwi (for the big workloads kiwi needs minutes on); workloads missing
                from the file are measured
Needs the PyPI package `kiwisolver` when kiwi is run.
"""
import argparse
import json
import subprocess
import sys

PHASES = ("add", "solve", "suggest", "remove")


def run_json(command):
    out = subprocess.run(command, capture_output=True, text=True)
    lines = [l for l in out.stdout.splitlines() if l.startswith("{")]
    if not lines:
        sys.exit("no JSON from %s:\n%s" % (" ".join(command), out.stderr))
    return [json.loads(l) for l in lines]


def middle(values):
    """The median of the values that are present (None when none is)."""
    present = sorted(v for v in values if v is not None)
    if not present:
        return None
    mid = len(present) // 2
    return present[mid] if len(present) % 2 else (present[mid - 1] + present[mid]) / 2


def fmt(ms):
    if ms is None:
        return "—"
    if ms >= 100:
        return "%.0f" % ms
    if ms >= 1:
        return "%.2f" % ms
    return "%.3f" % ms


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="+")
    p.add_argument("--kiwi-run", required=True)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--rounds", type=int, default=1)
    p.add_argument("--autolayout", default=".build/release/autolayout")
    p.add_argument("--kiwi-results")
    a = p.parse_args()

    known = {}
    if a.kiwi_results:
        for line in open(a.kiwi_results):
            if line.strip().startswith("{"):
                r = json.loads(line)
                known[r["workload"]] = r
    print("| workload | phase | AutoLayoutSolver ms | kiwi ms | ratio |")
    print("| --- | --- | ---: | ---: | ---: |")
    for path in a.files:
        ours_runs, kiwi_runs = [], []
        for _ in range(max(1, a.rounds)):
            ours_runs.append(
                run_json([a.autolayout, "bench", path, "--json", "--repeat", str(a.repeat)])[0])
            kiwi = known.get(ours_runs[-1]["workload"])
            if kiwi is None:
                kiwi = run_json(
                    [sys.executable, a.kiwi_run, "bench", path, "--repeat", str(a.repeat)])[0]
            kiwi_runs.append(kiwi)
        ours = ours_runs[0]
        for phase in PHASES:
            mine = middle([r["median"][phase] for r in ours_runs])
            theirs = middle([r["median"].get(phase) for r in kiwi_runs])
            if phase == "remove" and (theirs is None or theirs < 0.01) and mine < 0.01:
                continue  # the workload removes nothing
            ratio = "%.4f" % (mine / theirs) if mine is not None and theirs else "—"
            print("| %s | %s | %s | %s | %s |" % (ours["workload"], phase, fmt(mine), fmt(theirs), ratio))


if __name__ == "__main__":
    main()
