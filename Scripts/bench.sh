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

echo "== processes"
python3 - <<'PY'
import os, resource, statistics, subprocess, time

def run(argv, stdin_path=None, runs=30):
    walls, rss = [], 0
    for _ in range(runs):
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        start = time.perf_counter()
        subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, check=False)
        walls.append((time.perf_counter() - start) * 1000)
        rss = max(rss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return statistics.median(walls), min(walls), rss

hello = run([".build/bench/hello"])
hello_static = run([".build/bench/hello-static"])
one_shot = run([".build/release/quiz", "--offline", "What is the capital of Belgium?"])
population = run([".build/release/quiz", "--offline", "How many people live in Brazil?"])
batch = run([".build/release/quiz", "--offline", "--json"], ".build/bench/questions.txt", runs=10)
os.environ.update({"RESTCOUNTRIES_V31_URL": "http://127.0.0.1:9", "XDG_CACHE_HOME": ".build/bench/cache"})
warm = run([".build/release/quiz", "What is the capital of Belgium?"])
for name in ("RESTCOUNTRIES_V31_URL", "XDG_CACHE_HOME"):
    del os.environ[name]
print(f"bare Foundation hello (dynamic): median {hello[0]:.1f} ms (min {hello[1]:.1f})")
print(f"bare Foundation hello (static):  median {hello_static[0]:.1f} ms (min {hello_static[1]:.1f})")
print(f"quiz --offline one-shot (cold): median {one_shot[0]:.1f} ms (min {one_shot[1]:.1f}), "
      f"{one_shot[0] - hello_static[0]:+.1f} ms over the static hello")
print(f"quiz --offline \"How many people live in Brazil?\" (cold): median {population[0]:.1f} ms "
      f"(min {population[1]:.1f})")
print(f"one-shot with a warm v3.1 cache:  median {warm[0]:.1f} ms (min {warm[1]:.1f}), "
      f"{warm[0] - one_shot[0]:+.1f} ms over the bundled snapshot")
print(f"dev set (308 lines) via --json: median {batch[0]:.1f} ms (min {batch[1]:.1f})")
print(f"max RSS of any run: {batch[2] / 1024:.1f} MB")

# Cold one-shots in each language: capital, population, languages, currency and a prefix list.
by_language = {}
for line in open("Scripts/bench/cold-questions.tsv", encoding="utf-8"):
    language, question = line.rstrip("\n").split("\t")
    by_language.setdefault(language, []).append(question)
for language, questions in by_language.items():
    medians = [(run([".build/release/quiz", "--offline", q], runs=10)[0], q) for q in questions]
    worst = max(medians)
    print(f"cold one-shot in {language}: median {statistics.median(m for m, _ in medians):.1f} ms over "
          f"{len(questions)} questions, slowest {worst[0]:.1f} ms ({worst[1]})")
PY
