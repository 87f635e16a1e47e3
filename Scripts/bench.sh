#!/usr/bin/env bash
# Speed figures on a release build (Docs/PERFORMANCE.md): core timings from quiz-bench, then whole-process
# figures measured side by side with a bare Foundation "hello" binary.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/release-build.sh --product quiz >/dev/null
Scripts/release-build.sh --product quiz-fetch >/dev/null
Scripts/release-build.sh --product quiz-bench >/dev/null
mkdir -p .build/bench
swiftc -O Scripts/bench/hello.swift -o .build/bench/hello 2>/dev/null
swiftc -O -static-stdlib Scripts/bench/hello.swift -o .build/bench/hello-static 2>/dev/null
DEV=Tests/QuizAcceptanceTests/Fixtures/dev.jsonl
python3 -c "import json,sys; [print(json.loads(l)['question']) for l in open('$DEV')]" > .build/bench/questions.txt

# Interpretation is timed over both dev sets (the sessions' lines are left out: they have no "question").
cat "$DEV" Tests/QuizAcceptanceTests/Fixtures/dev-beyond.jsonl > .build/bench/all.jsonl

echo "== core (quiz-bench)"
.build/release/quiz-bench .build/bench/all.jsonl
echo "== game (quiz-bench --game)"
.build/release/quiz-bench --game
echo "== the worst lines (quiz-bench --worst; budget 1 ms each)"
.build/release/quiz-bench --worst
CACHE=.build/bench/cache
mkdir -p "$CACHE/country-quiz"
.build/release/quiz-bench --write-cache "$CACHE/country-quiz/countries-v31-127.0.0.1.records"

echo "== terminal chat (quiz-bench --chat)"
.build/release/quiz-bench --chat .build/release/quiz

echo "== processes (each run in turn with the static hello, the ratio the median of each pair's; budgets from issue 25)"
python3 - <<'PY'
import json, os, resource, shutil, statistics, subprocess, tempfile, time

def peak_rss(argv, stdin_path=None, runs=3):
    """The largest peak RSS in KB of a few runs, as GNU time reports it. A child forked from this
    Python process would report the Python image's RSS as its own peak (wait4's ru_maxrss counts
    the memory before exec), so the program is started by `time`, a small process."""
    if not os.path.exists("/usr/bin/time"):
        return 0
    rss = 0
    for _ in range(runs):
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        out = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", ".build/bench/rss.txt"] + argv,
                             stdin=stdin, stdout=subprocess.DEVNULL)
        rss = max(rss, int(open(".build/bench/rss.txt").read().split()[-1]))
    return rss

def wall(argv, stdin_path=None):
    """One run's wall time in ms."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL)
    os.wait4(child.pid, 0)
    return (time.perf_counter() - start) * 1000

def run(argv, stdin_path=None, runs=30):
    """Median and min wall time in ms, and the peak RSS in KB."""
    walls = [wall(argv, stdin_path) for _ in range(runs)]
    return statistics.median(walls), min(walls), peak_rss(argv, stdin_path)

HELLO = [".build/bench/hello-static"]

def beside(argv, stdin_path=None, runs=20):
    """The program and the static hello run in turn, `runs` times each: the median of the program's
    times, the median of the hello's beside them, the median of each pair's ratio, and the
    program's peak RSS in KB. A shared machine's speed drifts over a bench's minutes: a ratio to a
    hello timed once, at the start, moved with the drift."""
    pairs = [(wall(argv, stdin_path), wall(HELLO)) for _ in range(runs)]
    ratio = statistics.median(program / hello for program, hello in pairs)
    return (statistics.median(p for p, _ in pairs), statistics.median(h for _, h in pairs), ratio,
            peak_rss(argv, stdin_path))

QUIZ = [".build/release/quiz", "--offline"]
# An empty state folder, as a first run's: a profile the machine's user saved (favourites, game records)
# would be read by every run and move the figures with the machine's state; a one-shot with a saved
# profile is timed on a row of its own below.
STATE = tempfile.mkdtemp(prefix="quiz-bench-state-")
os.environ["XDG_STATE_HOME"] = STATE
hello = run([".build/bench/hello"])
hello_static = run([".build/bench/hello-static"])
base = hello_static[0]
print(f"bare Foundation hello (dynamic): median {hello[0]:.1f} ms (min {hello[1]:.1f})")
print(f"bare Foundation hello (static, the baseline): median {base:.1f} ms (min {hello_static[1]:.1f}), "
      f"peak RSS {hello_static[2] / 1024:.1f} MB")

peak = [0, ""]
def report(label, timing, budget, what):
    """`timing` as `beside` gives it."""
    program, hello, ratio, rss = timing
    if rss > peak[0]:
        peak[0], peak[1] = rss, what
    mark = "ok" if ratio <= budget else "OVER"
    print(f"{label}: median {program:.1f} ms, the hello beside it {hello:.1f} ms: {ratio:.2f}x "
          f"(budget {budget}x: {mark}), peak RSS {rss / 1024:.1f} MB")

# Cold one-shots in each language: capital, population, languages, currency and a prefix list.
by_language = {}
for line in open("Scripts/bench/cold-questions.tsv", encoding="utf-8"):
    language, question = line.rstrip("\n").split("\t")
    by_language.setdefault(language, []).append(question)
for language, questions in by_language.items():
    timings = [(beside(QUIZ + [q], runs=10), q) for q in questions]
    worst = max(timings, key=lambda t: t[0][2])
    report(f"cold one-shot in {language} ({len(questions)} questions, 10 runs each beside the hello)",
           tuple(statistics.median(t[0][i] for t in timings) for i in range(3))
           + (max(t[0][3] for t in timings),), 2.5, questions[0])
    print(f"  slowest: {worst[0][0]:.1f} ms, {worst[0][2]:.2f}x ({worst[1]})")

# A follow-up in a batch of one: the question and its follow-up, one process.
with open(".build/bench/follow-up.txt", "w") as f:
    f.write("What is the capital of Belgium?\nand its population?\n")
report("follow-up in a batch of one (two lines, --json)",
       beside(QUIZ + ["--json"], ".build/bench/follow-up.txt", runs=20), 2.5, "follow-up")

# The slowest question of the dev sets: every question three times beside the hello, the ten with the
# highest median ratio again, 20 times each; the one with the highest median ratio. Picked by one timing
# each, a busy second chose which lines were retimed, and the slowest was sometimes left out.
questions = [json.loads(l).get("question") for l in open(".build/bench/all.jsonl")]
questions = [q for q in questions if q]
once = sorted(((beside(QUIZ + [q], runs=3)[2], q) for q in questions), reverse=True)[:10]
slowest = max(((beside(QUIZ + [q]), q) for _, q in once), key=lambda t: t[0][2])
report(f"slowest dev question ({slowest[1]!r})", slowest[0], 3.0, slowest[1])

batch = run(QUIZ + ["--json"], ".build/bench/questions.txt", runs=10)
print(f"dev set (308 lines) in one --json batch: median {batch[0]:.1f} ms (min {batch[1]:.1f}), "
      f"peak RSS {batch[2] / 1024:.1f} MB")
version = beside([".build/release/quiz", "--version"])
print(f"quiz --version: median {version[0]:.1f} ms, the hello beside it {version[1]:.1f} ms: "
      f"{version[2]:.2f}x")
one_shot = run(QUIZ + ["What is the capital of Belgium?"])
os.environ.update({"RESTCOUNTRIES_V31_URL": "http://127.0.0.1:9", "XDG_CACHE_HOME": ".build/bench/cache"})
warm = run([".build/release/quiz", "What is the capital of Belgium?"])
for name in ("RESTCOUNTRIES_V31_URL", "XDG_CACHE_HOME"):
    del os.environ[name]
print(f"one-shot with a warm v3.1 cache (live data: the name tables are built, not compiled): median "
      f"{warm[0]:.1f} ms, {warm[0] - one_shot[0]:+.1f} ms over the bundled snapshot ({one_shot[0]:.1f} ms)")
# The same one-shot for a person with a saved profile (favourites and a game's records).
saved = tempfile.mkdtemp(prefix="quiz-bench-profile-")
os.makedirs(f"{saved}/country-quiz")
with open(f"{saved}/country-quiz/profile.json", "w") as f:
    f.write('{"favourites":["JP","PE"],"games":{"cards":["fNP:0:1:196:20783"],"records":{"flags":'
            '{"best":7,"lastDay":20783,"played":3,"streak":2}},"review":["fNP"]}}')
os.environ["XDG_STATE_HOME"] = saved
with_profile = beside(QUIZ + ["What is the capital of Belgium?"])
os.environ["XDG_STATE_HOME"] = STATE
print(f"one-shot with a saved profile: median {with_profile[0]:.1f} ms, the hello beside it "
      f"{with_profile[1]:.1f} ms: {with_profile[2]:.2f}x, peak RSS {with_profile[3] / 1024:.1f} MB "
      f"(without: {one_shot[0]:.1f} ms, {one_shot[2] / 1024:.1f} MB)")
shutil.rmtree(saved, ignore_errors=True)
shutil.rmtree(STATE, ignore_errors=True)
mark = "ok" if peak[0] <= 15 * 1024 else "OVER"
print(f"peak RSS of a one-shot: {peak[0] / 1024:.1f} MB (budget 15 MB: {mark}; {peak[1]!r})")
PY
