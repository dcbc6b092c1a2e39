#!/usr/bin/env python3
"""Peak memory and load time of foulplay-cli for big Unfair, Cheat and FYB programs.

Generates programs of 1, 10, 50 and 200 MB (or --sizes) in each language from
a seed (drawn from the clock unless --seed is given; always printed), runs

  Unfair, Cheat: foulplay-cli run PROGRAM --max-steps 1
  FYB:           foulplay-cli battle PROGRAM small.fyb --max-turns 1

under /usr/bin/time and prints, for each, the whole process's peak resident
memory (%M), its load time (wall %e, and CPU %U + %S, which a busy machine
disturbs less; reading and parsing dominate), the ratio of peak memory to
program size (MB are 10^6 bytes), and the ratio of what the peak exceeds a
one-line program's peak by (the libraries and buffers of any run) to the
size. Run it by hand; it prints figures and
asserts nothing:

  tests/bench/bigprograms.py --cli build/app/cli/foulplay-cli [--seed N]
      [--sizes 1,10,50,200] [--langs unfair,cheat,fyb] [--shapes mixed,names]
      [--keep DIR]

Besides the mixed programs (shape "mixed"), shape "names" writes the ones
that hold the most names a byte can: Unfair with a new label in every
sentence, and with a new player in every sentence; Cheat with only
`A counts.`, and with a new player every three statements; FYB with one
command a byte and no comments.

The programs are built from the bundled examples (resources/examples) and the
statement forms of each language, shuffled block by block with labels, jumps
and names made unique per block, so they parse without errors (the script
checks each one's exit status: 4 for a step limit, 0 for a battle).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
EXAMPLES = os.path.join(ROOT, "resources", "examples")
MB = 1000 * 1000


def example_statements(language, comment):
    """Statements of the bundled examples, one list per example (comments dropped)."""
    folder = os.path.join(EXAMPLES, language)
    programs = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith("." + language):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = "\n".join(line.split(comment, 1)[0] for line in handle)
        sentences = [" ".join(s.split()) + "." for s in re.split(r"\.(?!\d)", text) if s.strip()]
        programs.append(sentences)
    return programs


# ---------------------------------------------------------------- Unfair

def unfair_block(rng, examples, block):
    """One block: an example with its labels renamed, or sentences of every form."""
    if rng.random() < 0.5:
        sentences = list(rng.choice(examples))
        labels = {m.group(1) for s in sentences for m in re.finditer(r"^Label (\w+)\.$", s)}
        renamed = []
        for s in sentences:
            for label in labels:
                s = re.sub(r"\b%s\b(?= again\.$|\.$)" % re.escape(label), "%s_%d" % (label, block), s)
            renamed.append(s)
        return renamed
    label = "L%d" % block
    players = [rng.randint(1, 12) for _ in range(3)]

    def player():
        return "Player %d" % rng.choice(players)

    forms = [
        lambda: "%s counts." % player(),
        lambda: "%s de-syncs for %d steps." % (player(), rng.randint(1, 40)),
        lambda: "%s re-syncs the count from %s's mistake." % (player(), player()),
        lambda: "%s re-syncs the count from %s's %s mistake." % (player(), player(), rng.choice(["1st", "2nd", "3rd", "4th"])),
        lambda: "%s re-syncs the count by a full reset." % player(),
        lambda: "Evaluate the count.",
        lambda: "Evaluate %s's %s number." % (player(), rng.choice(["counting", "raising"])),
        lambda: "Define %s's counting number." % player(),
        lambda: "If the count resets, then do %s again." % label,
        lambda: "If %s's counting number is bigger then %s's raising number, then do %s again." % (player(), player(), label),
        lambda: "If the count is smaller than %d, then do %s again." % (rng.randint(0, 999), label),
        lambda: "If %s's is bigger then %s's counting number, then do %s_end again." % (player(), player(), label),
        lambda: "Do %s_end again." % label,
    ]
    out = ["Label %s." % label]
    for _ in range(rng.randint(4, 24)):
        out.append(rng.choice(forms)())
    out.append("Label %s_end." % label)
    return out


def write_blocks(size, handle, block_lines):
    """Writes block_lines(0), block_lines(1), ... a line each, until size bytes."""
    written = 0
    block = 0
    while written < size:
        text = "\n".join(block_lines(block)) + "\n"
        handle.write(text)
        written += len(text)
        block += 1


def generate_unfair(rng, size, handle):
    examples = example_statements("unfair", "#")

    def lines(block):
        out = unfair_block(rng, examples, block)
        if rng.random() < 0.2:
            out.insert(rng.randrange(len(out) + 1), "# block %d" % block)
        return out
    write_blocks(size, handle, lines)


# ---------------------------------------------------------------- Cheat

def cheat_block(rng, examples, block):
    sentences = list(rng.choice(examples))
    names = sorted({m.group(1) for s in sentences for m in re.finditer(r"\b([A-Z][a-z]+[A-Za-z]*)\b", s)} - {"Player", "Cheat"})
    out = []
    for s in sentences:
        for name in names:
            s = re.sub(r"\b%s\b" % name, "%s%d" % (name, block), s)
        s = re.sub(r"Player (\d+)", lambda m: "Player %d" % (int(m.group(1)) + 10 * block), s)
        out.append(s)
    rng.shuffle(out)
    return out


def generate_cheat(rng, size, handle):
    examples = example_statements("cheat", "//")
    write_blocks(size, handle, lambda block: cheat_block(rng, examples, block))


# ---------------------------------------------------------------- FYB

def fyb_bodies():
    folder = os.path.join(EXAMPLES, "fyb")
    bodies = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".fyb"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                bodies.append(handle.read())
    return bodies


def generate_fyb(rng, size, handle):
    bodies = fyb_bodies()
    write_blocks(size, handle, lambda block: [rng.choice(bodies)])


def generate_lines(line):
    """A generator writing line(rng, n) for n = 0, 1, ... until size bytes."""
    def generate(rng, size, handle):
        written = 0
        n = rng.randrange(1000)
        while written < size:
            text = line(rng, n)
            handle.write(text)
            written += len(text)
            n += 1
    return generate


def generate_fyb_commands(rng, size, handle):
    commands = "+-<>{}[]:;!@*"
    chunk = 1 << 16
    for start in range(0, size, chunk):
        handle.write("".join(rng.choices(commands, k=min(chunk, size - start))))
    handle.write("\n")


# (language, shape): generator and a name for the table.
GENERATORS = {
    ("unfair", "mixed"): [("mixed", generate_unfair)],
    ("cheat", "mixed"): [("mixed", generate_cheat)],
    ("fyb", "mixed"): [("mixed", generate_fyb)],
    ("unfair", "names"): [("labels", generate_lines(lambda rng, n: "Label l%d.\n" % n)),
                          ("players", generate_lines(lambda rng, n: "Player %d counts.\n" % n))],
    ("cheat", "names"): [("A counts", generate_lines(lambda rng, n: "A counts.\n")),
                         ("players", generate_lines(lambda rng, n: "P%d counts.\n" % (n // 3)))],
    ("fyb", "names"): [("commands", generate_fyb_commands)],
}


def measure(cli, language, path, small):
    if language == "fyb":
        command = [cli, "battle", path, small, "--max-turns", "1"]
        expected = (0,)
    else:
        command = [cli, "run", path, "--max-steps", "1"]
        # 4: the step limit; 0 when the first statement asks for input, which
        # is empty.
        expected = (4, 0)
    report = tempfile.NamedTemporaryFile(prefix="bigprograms-", suffix=".time", delete=False)
    report.close()
    start = time.monotonic()
    done = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%M %e %U %S"] + command,
                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    with open(report.name, encoding="ascii") as handle:
        fields = handle.read().split()
    os.unlink(report.name)
    peak_kb = int(fields[-4])
    cpu = float(fields[-2]) + float(fields[-1])
    if done.returncode not in expected:
        sys.stderr.write("%s: exit %d, expected %s\n%s\n" % (path, done.returncode, " or ".join(map(str, expected)),
                                                            done.stderr.decode(errors="replace")[:2000]))
    return peak_kb, wall, cpu, done.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "cli", "foulplay-cli"))
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--sizes", default="1,10,50,200", help="program sizes in MB (10^6 bytes)")
    parser.add_argument("--langs", default="unfair,cheat,fyb")
    parser.add_argument("--shapes", default="mixed,names")
    parser.add_argument("--keep", help="write the programs into this folder and keep them")
    args = parser.parse_args()

    seed = args.seed if args.seed is not None else time.time_ns() % (1 << 32)
    print("seed %d  (rerun with --seed %d)" % (seed, seed))
    print("cli  %s" % args.cli)
    folder = args.keep or tempfile.mkdtemp(prefix="bigprograms-")
    os.makedirs(folder, exist_ok=True)
    small = os.path.join(EXAMPLES, "fyb", "simple.fyb")
    print("%-7s %-9s %9s %11s %10s %7s %7s %9s %9s" % ("lang", "shape", "size MB", "bytes", "peak MB", "wall s",
                                                      "cpu s", "peak/size", "above/size"))
    for language in args.langs.split(","):
        # What any run of the language takes: a one-line program's peak.
        path = os.path.join(folder, "one-line.%s" % language)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write({"unfair": "Label a. Do a again.\n", "cheat": "Player 1 counts.\n", "fyb": "+\n"}[language])
        base_kb, _, _, _ = measure(args.cli, language, path, small)
        os.unlink(path)
        print("%-7s %-9s %9s %11s %10.1f   (any run; 'above' is the peak beyond it)" % (
            language, "", "1 line", "", base_kb * 1024 / MB))
        shapes = [g for shape in args.shapes.split(",") for g in GENERATORS[(language, shape)]]
        for shape, generate in shapes:
            for size_mb in [float(s) for s in args.sizes.split(",")]:
                rng = random.Random("%d/%s/%s/%g" % (seed, language, shape, size_mb))
                path = os.path.join(folder, "big-%s-%g.%s" % (shape.replace(" ", "-"), size_mb, language))
                with open(path, "w", encoding="utf-8", newline="\n") as handle:
                    generate(rng, int(size_mb * MB), handle)
                size = os.path.getsize(path)
                peak_kb, wall, cpu, status = measure(args.cli, language, path, small)
                peak = peak_kb * 1024
                above = (peak_kb - base_kb) * 1024
                print("%-7s %-9s %9g %11d %10.1f %7.2f %7.2f %9.2f %9.2f%s" % (
                    language, shape, size_mb, size, peak / MB, wall, cpu, peak / size, above / size,
                    "" if status in (0, 4) else "  (exit %d)" % status))
                sys.stdout.flush()
                if not args.keep:
                    os.unlink(path)
    if not args.keep:
        os.rmdir(folder)


if __name__ == "__main__":
    main()
