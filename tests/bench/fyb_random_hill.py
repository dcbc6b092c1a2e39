#!/usr/bin/env python3
"""FukYorBrane draws of a random hill: foulplay-cli against the original.

Writes N random warriors (fyb_bench --random-hill: the full command set, 1 to
500 cells, from a seed drawn from the clock unless --seed gives one), finds
every draw among their ordered pairings, and times each draw as whole
processes, default mode, in CPU time (user and system, start-up included;
the machine may be loaded): `foulplay-cli battle A B` and the original
interpreter `ORIGINAL A B`, one after the other: each draw once (the
original stopped once it has run --cap times our wall time, which bounds
its ratio from below), then every draw under 4x and the ten worst again, the
best of --worst-runs runs each. The original is not part of the project: give a build of its
published source with --original (docs/hill.md says how it was measured).

Prints the distribution of the ratios (the original's time over ours): the
five worst draws, measured again with more runs, the median, and how many
are under 3x; then, for the worst five, the time per command of the turn
loop with and without the period search (fyb_bench --turn-loop), and the
machine's load before and after.
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, timeout=None):
    """The CPU seconds (user and system) of the whole process and its standard
    output; None for the output when it ran over timeout seconds of wall time
    (the process is then stopped)."""
    start = children_cpu()
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return children_cpu() - start, None
    return children_cpu() - start, done.stdout.decode(errors="replace")


def measure(cli, original, a, b, runs, cap):
    """The best of runs runs of each, one after the other: ours, the original's,
    and whether the original was stopped at cap times ours (its time is then
    a lower bound)."""
    ours, theirs = [], []
    for _ in range(runs):
        start = time.perf_counter()
        ours.append(max(timed([cli, "battle", a, b])[0], 1e-4))
        wall = time.perf_counter() - start
        seconds, said = timed([original, a, b], cap * max(wall, 0.005) if cap else None)
        if said is None:
            return min(ours), seconds, True
        if "draw" not in said:
            sys.exit(f"{a} vs {b}: foulplay-cli plays a draw, the original says: {said.strip()}")
        theirs.append(seconds)
    return min(ours), min(theirs), False


def load():
    return "load %.2f %.2f %.2f" % os.getloadavg()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, nargs="?", default=20, help="warriors in the hill (20)")
    parser.add_argument("--seed", type=int, help="the generator's seed (default: drawn from the clock)")
    parser.add_argument("--original", required=True, help="the original interpreter, built with gcc -O2")
    parser.add_argument("--build", default=os.path.join(here, "..", "..", "build"),
                        help="the build folder with app/cli/foulplay-cli and tests/bench/fyb_bench")
    parser.add_argument("--runs", type=int, default=1, help="runs of each draw, the best counts (1)")
    parser.add_argument("--worst-runs", type=int, default=3,
                        help="runs again of each draw under 4x and of the ten worst, the best counts (3)")
    parser.add_argument("--cap", type=float, default=20,
                        help="stop the original once it has run this many times our wall time (20; 0: never)")
    parser.add_argument("--dir", help="where the warriors go (default: a temporary folder)")
    args = parser.parse_args()
    cli = os.path.join(args.build, "app", "cli", "foulplay-cli")
    bench = os.path.join(args.build, "tests", "bench", "fyb_bench")
    for path in (cli, bench, args.original):
        if not os.access(path, os.X_OK):
            sys.exit(f"{path}: not an executable")
    folder = args.dir or tempfile.mkdtemp(prefix="fyb-random-hill-")
    os.makedirs(folder, exist_ok=True)
    command = [bench, "--random-hill", str(args.count), folder]
    if args.seed is not None:
        command[3:3] = ["--seed", str(args.seed)]
    print(subprocess.run(command, check=True, stdout=subprocess.PIPE).stdout.decode().strip(),
          f"({args.count} warriors in {folder})")
    print(load(), "at the start")
    warriors = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".fyb"))
    draws = []
    for a in warriors:
        for b in warriors:
            if a == b:
                continue
            said = json.loads(timed([cli, "battle", "--json", a, b])[1])
            if said["winner"] == 0:
                draws.append((a, b))
    print(f"{len(draws)} draws of {len(warriors) * (len(warriors) - 1)} pairings")
    rows = []
    for a, b in draws:
        ours, theirs, capped = measure(cli, args.original, a, b, args.runs, args.cap)
        rows.append([theirs / ours, ours, theirs, capped, a, b])
    rows.sort()
    for n, row in enumerate(rows):
        if n < 10 or row[0] < 4:
            row[1], row[2], row[3] = measure(cli, args.original, row[4], row[5], args.worst_runs, 0)
            row[0] = row[2] / row[1]
    rows.sort()
    if not rows:
        print("no draws")
        return
    name = os.path.basename
    print(f"\nworst five draws (the best of {args.worst_runs} runs each, one after the other):")
    print("| draw | foulplay-cli (CPU) | original (CPU) | original / foulplay-cli |")
    print("|---|---|---|---|")
    for ratio, ours, theirs, capped, a, b in rows[:5]:
        print(f"| {name(a)} vs {name(b)} | {ours * 1e3:.1f} ms | {theirs * 1e3:.1f} ms | {ratio:.2f}x |")
    ratios = [row[0] for row in rows]
    middle = rows[len(rows) // 2]
    stopped = sum(row[3] for row in rows)
    print(f"\nmedian {'at least ' if middle[3] else ''}{statistics.median(ratios):.1f}x; "
          f"under 3x: {sum(r < 3 for r in ratios)} of {len(ratios)}; under 2x: {sum(r < 2 for r in ratios)}; "
          f"{stopped} draws had the original stopped at {args.cap:g}x our wall time (their ratio is at least the one counted)")
    print("\nthe turn loop of the worst five (fyb_bench --turn-loop, best of 3 in one process):")
    for ratio, ours, theirs, capped, a, b in rows[:5]:
        print(f"{name(a)} vs {name(b)}")
        print(subprocess.run([bench, "--turn-loop", a, b], check=True, stdout=subprocess.PIPE).stdout.decode(),
              end="")
    print(load(), "at the end")


if __name__ == "__main__":
    main()
