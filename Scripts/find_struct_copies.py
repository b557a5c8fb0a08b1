#!/usr/bin/env python3
"""Lists the hidden copies of large structs in a release build of `autolayout`.

Around a non-mutating method called from mutating code, the optimizer sometimes copies the
whole receiver onto the stack first (the solver's core is 1,748 bytes, its tableau 864): a
`memcpy` of a fixed size of at least MIN bytes right before the call. This prints each such
copy in the functions of the solver and the engine with the calls that follow it, so that a
copy on a hot path can be found and removed (see Docs/Solver.md, "Hidden copies").

usage: Scripts/find_struct_copies.py [BINARY] [--min MIN]
       (default .build/release/autolayout, MIN 200; needs objdump and swift demangle)
"""

import re
import subprocess
import sys


def main() -> int:
    arguments = sys.argv[1:]
    minimum = 200
    if "--min" in arguments:
        index = arguments.index("--min")
        minimum = int(arguments[index + 1])
        del arguments[index : index + 2]
    binary = arguments[0] if arguments else ".build/release/autolayout"
    listing = subprocess.run(
        f"objdump -d --no-show-raw-insn {binary} | swift demangle --simplified",
        shell=True, capture_output=True, text=True, check=True).stdout.splitlines()
    modules = ("SolverCore", "Tableau", "DefinitionTable", "RowStore", "ColumnIndex",
               "VariableTable", "WeightTable", "LayoutEngine", "Solver.")
    function = None
    body: list[str] = []
    found = 0

    def report() -> None:
        nonlocal found
        if function is None or not any(name in function for name in modules):
            return
        for k, line in enumerate(body):
            if "call" not in line or not ("memcpy" in line or "memmove" in line):
                continue
            sizes = [int(m.group(1), 16) for m in
                     (re.search(r"mov\s+\$0x([0-9a-f]+),%edx", p) for p in body[max(0, k - 6):k])
                     if m]
            if not sizes or max(sizes) < minimum:
                continue
            following = [l.split("call", 1)[1].strip() for l in body[k + 1:k + 60] if "call" in l]
            print(f"{max(sizes):5d} bytes in {function[:90]}")
            print("      then: " + " ; ".join(name[:70] for name in following[:3]))
            found += 1

    for line in listing:
        header = re.match(r"^[0-9a-f]+ <(.*)>:$", line.strip())
        if header:
            report()
            function, body = header.group(1), []
        else:
            body.append(line)
    report()
    print(f"{found} copies of at least {minimum} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
