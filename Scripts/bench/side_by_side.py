#!/usr/bin/env python3
"""Two builds of quiz timed side by side against the static hello (Docs/PERFORMANCE.md).

usage: Scripts/bench/side_by_side.py BEFORE AFTER [ROUNDS]

Each round runs the hello, BEFORE and AFTER once per line, one after the other, so a machine that moves
moves for all three; medians of wall time, and the largest peak RSS of three runs by GNU time. Run
`make bench` first: it builds .build/bench/hello-static.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

LINES = [
    ("en", ["--offline", "What is the capital of Belgium?"]),
    ("fr", ["--offline", "quelle est la capitale de la Belgique ?"]),
    ("es", ["--offline", "¿cuál es la capital de Perú?"]),
    ("de", ["--offline", "Wie viele Einwohner hat Deutschland?"]),
    ("pt", ["--offline", "qual é a moeda do Japão"]),
    ("it", ["--offline", "quanti abitanti ha l'Italia"]),
    ("slow", ["--offline", "código ISO da Argentina"]),
    ("typos", ["--offline", "Luxembourg's capital citty pelase"]),
    ("version", ["--version"]),
    ("follow-up", ["--offline", "--json"]),
]
FOLLOW_UP = ".build/bench/follow-up.txt"
HELLO = ".build/bench/hello-static"


def stdin_for(name):
    return open(FOLLOW_UP, "rb") if name == "follow-up" else subprocess.DEVNULL


def wall(argv, name):
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=stdin_for(name), stdout=subprocess.DEVNULL)
    os.wait4(child.pid, 0)
    return (time.perf_counter() - start) * 1000


def peak_rss(argv, name):
    peak = 0
    for _ in range(3):
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", ".build/bench/rss.txt"] + argv,
                       stdin=stdin_for(name), stdout=subprocess.DEVNULL)
        peak = max(peak, int(open(".build/bench/rss.txt").read().split()[-1]))
    return peak / 1024


def main():
    if len(sys.argv) < 3 or not os.path.exists(HELLO):
        sys.exit(__doc__)
    before, after = sys.argv[1], sys.argv[2]
    # An empty state folder, as `make bench` runs: a saved profile would be read by every run.
    state = tempfile.mkdtemp(prefix="quiz-side-by-side-")
    os.environ["XDG_STATE_HOME"] = state
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    with open(FOLLOW_UP, "w") as f:
        f.write("What is the capital of Belgium?\nand its population?\n")
    for name, arguments in LINES:
        times = {"hello": [], "before": [], "after": []}
        for _ in range(rounds):
            times["hello"].append(wall([HELLO], "hello"))
            times["before"].append(wall([before] + arguments, name))
            times["after"].append(wall([after] + arguments, name))
        hello = statistics.median(times["hello"])
        line = f"{name:9s} hello {hello:.1f} ms"
        for label, binary in (("before", before), ("after", after)):
            median = statistics.median(times[label])
            line += (f" | {label} {median:.1f} ms = {median / hello:.1f}x, "
                     f"{peak_rss([binary] + arguments, name):.1f} MB")
        print(line, flush=True)
    shutil.rmtree(state, ignore_errors=True)


if __name__ == "__main__":
    main()
