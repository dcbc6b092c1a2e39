#!/usr/bin/env python3
"""Whole-process times of foulplay-cli builds side by side, as users run it.

    cli_speed.py --cli before=/path/to/foulplay-cli --cli after=/other/foulplay-cli
                 [--rounds 10] [--warriors DIR] [--conformance DIR]

Plays every bundled example (resources/examples: `run` for Unfair and Cheat,
with its .input file and --max-steps 1000000, as two of them never end;
`battle` of each FYB example against the next) and,
with --warriors (the files `fyb_bench --write-warriors DIR` writes), the
FYB draws of docs/hill.md. The builds take turns within each round
(interleaved), so a change of the machine's load hits them alike; each
figure is the best of the rounds (wall clock, and the user+system CPU time
of that run). The load average is printed before and after. Every build
must print the same bytes and exit with the same status as the first, or
the script says where they differ and exits with 1. It prints figures and
asserts none of them.
"""

import argparse
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "resources", "examples")
# The draws of docs/hill.md: (first, second); "gen-*" and "light-*" are
# fyb_bench's warriors, the others conformance warriors.
DRAWS = [
    ("nothing-1.fyb", "gen-1-30000.fyb"),
    ("gen-7-30000.fyb", "disableLoopsAndBomb-1.fyb"),
    ("nothing-1.fyb", "gen-8-30000.fyb"),
    ("gen-4-30000.fyb", "nothing-1.fyb"),
    ("light-a.fyb", "light-b.fyb"),
    ("light-c.fyb", "light-d.fyb"),
    ("light-d.fyb", "light-c.fyb"),
]


def workloads(args):
    found = []
    for language in ("unfair", "cheat"):
        folder = os.path.join(EXAMPLES, language)
        for name in sorted(os.listdir(folder)):
            if not name.endswith("." + language):
                continue
            command = ["run", os.path.join(folder, name), "--max-steps", "1000000"]
            given = os.path.join(folder, name.rsplit(".", 1)[0] + ".input")
            if os.path.exists(given):
                command += ["--input", given]
            found.append((language + "/" + name, command))
    folder = os.path.join(EXAMPLES, "fyb")
    warriors = sorted(n for n in os.listdir(folder) if n.endswith(".fyb"))
    for first, second in zip(warriors, warriors[1:] + warriors[:1]):
        found.append(("fyb/%s vs %s" % (first, second),
                      ["battle", os.path.join(folder, first), os.path.join(folder, second)]))
    if args.warriors:
        conformance = args.conformance or os.path.join(ROOT, "..", "shared", "conformance", "fyb")
        for first, second in DRAWS:
            paths = [os.path.join(args.warriors if n.startswith(("gen-", "light-"))
                                  else os.path.join(conformance, "warriors"), n) for n in (first, second)]
            found.append(("draw %s vs %s" % (first, second), ["battle"] + paths))
    return found


def timed(cli, command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([cli] + command, stdin=subprocess.DEVNULL, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, (done.returncode, done.stdout, done.stderr)


def milliseconds(seconds):
    return "%.1f ms" % (seconds * 1000)


def main():
    sys.stdout.reconfigure(line_buffering=True)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", action="append", required=True, help="NAME=PATH of a foulplay-cli")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--warriors", help="fyb_bench --write-warriors DIR: adds the draws of docs/hill.md")
    parser.add_argument("--conformance", help="the FYB conformance folder (default ../shared/conformance/fyb)")
    args = parser.parse_args()
    clis = [tuple(given.split("=", 1)) for given in args.cli]
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    print("best of %d interleaved rounds, whole processes: wall (user+system)\n" % args.rounds)
    print("| workload | " + " | ".join(name for name, _ in clis) + " |")
    print("|---|" + "---|" * len(clis))
    differ = False
    for label, command in workloads(args):
        best = {name: (float("inf"), 0.0) for name, _ in clis}
        outcome = {}
        for _ in range(args.rounds):
            for name, cli in clis:
                wall, cpu, result = timed(cli, command)
                outcome.setdefault(name, result)
                if wall < best[name][0]:
                    best[name] = (wall, cpu)
        first = outcome[clis[0][0]]
        for name, _ in clis[1:]:
            if outcome[name] != first:
                differ = True
                print("%s: %s differs from %s (exit %d against %d)"
                      % (label, name, clis[0][0], outcome[name][0], first[0]), file=sys.stderr)
        print("| %s | " % label + " | ".join("%s (%s)" % (milliseconds(best[name][0]), milliseconds(best[name][1]))
                                             for name, _ in clis) + " |")
    print("\nload average after: %.2f %.2f %.2f" % os.getloadavg())
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
