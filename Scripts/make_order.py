#!/usr/bin/env python3
"""Writes `Scripts/quiz.order`: the functions `quiz` runs, most used first, for lld to lay out together.

The release build (Scripts/release-build.sh) gives every Swift function its own section and hands
this file to lld's --symbol-ordering-file. The kernel maps a binary's code 64 KB at a time around
each page a process touches, so code spread over the 18 MB text costs resident memory for its
neighbours too: laid out together, a chat's three questions touch 5.2 MB of code instead of 9.4
(Docs/PERFORMANCE.md, "Code layout").

The functions come from valgrind's callgrind over what people run: the cold one-shots in six
languages `make bench` times (Scripts/bench/cold-questions.tsv) and one-shots of the kinds they lack
(`MORE_ONE_SHOTS`), `--version`, `--help`, a batch of
the dev set's first 200 questions, and two chats on a pseudo-terminal (the three questions
`make bench` asks; help and a game round). The second half of the one-shots read a profile quiz saved
first (a favourite and a game's records), as a returning person's do. A one-shot's functions come first (issue 25 budgets a
one-shot's resident memory): those every cold one-shot calls, in the order the first calls them, then
those some call, the most called first; then the first chat's, in the order it first calls them. When quizd is
built beside quiz, quizd serving a few questions, a follow-up and the page is traced too (the same
file lays it out). The others follow, ranked by how many runs call them, then by first use. Names are mangled, as the linker sees
them: callgrind is asked not to demangle, since a demangled private function ("(entries in
_BD04…)") or C++ name maps back to no symbol and would be left among the cold code. The toolchain's static libraries
are not built with function sections: naming one of their functions moves its whole object file's
code, which still groups it (their cold code too: putting them after the project's own functions
made no difference).

Usage: python3 Scripts/make_order.py [.build/release/quiz]   (make order; needs valgrind)
"""

import collections
import json
import os
import pathlib
import pty
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Scripts/quiz.order"
QUIZ = str(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build/release/quiz").resolve())
QUIZD = str(pathlib.Path(QUIZ).with_name("quizd"))
CHAT = ["whats the capitl of Frnace?", "which countries start with s", "flag of brazil"]
DAEMON_QUESTIONS = ["What is the capital of Belgium?", "quelle est la capitale du Pérou ?",
                    "countries starting with AL", "flag of brazil"]
GAME = ["help", "quiz me on capitals", "Paris", "hint", "stop"]
PROFILE_LINES = "add Japan to my favourites\nquiz me on capitals\nParis\nstop\n"
# One-shots of the kinds the cold questions lack, which the slowest lines are: a language's
# speakers, a region's countries and its largest, a refused line, typos, a card, who governs, a flag,
# places no data names, with typos (the highest peak RSS of the dev sets' lines).
MORE_ONE_SHOTS = [
    "which countries speak portuguese", "in welchen ländern spricht man spanisch",
    "countries in western africa", "which country in asia has the most people",
    "how do i bake bread", "whats the capitl of Frnace?", "parle-moi de la Norvège",
    "who is the prime minister of Japan", "is 🇵🇪 peru or chile?",
    "show me the flga of Narnia", "psot Atlantis's anthm",
]


def callgrind(out, argv, stdin=None):
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", QUIZ, *argv],
                   stdin=stdin or subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)


def chat(out, lines):
    """The chat on a pseudo-terminal, each line typed once the reply before it has come."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}",
                               QUIZ, "--offline"])

    def wait_for_prompt(limit=120):
        """Until a new line and then the prompt are drawn, and the terminal is quiet for half a second."""
        seen, end = b"", time.time() + limit
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if not ready and b"> " in seen.partition(b"\n")[2]:
                return
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    return

    wait_for_prompt()
    for line in lines:
        os.write(fd, (line + "\r").encode())
        wait_for_prompt()
    os.write(fd, b"\x04")
    os.waitpid(pid, 0)


def daemon(out):
    """quizd serving a few questions, a follow-up, the page and its health checks, then stopped."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # Valgrind gives up on quizd's debug information (position-independent, lld): a copy without
    # it still names every function from the symbol table.
    traced = f"{out}.quizd"
    subprocess.run(["strip", "--strip-debug", "-o", traced, QUIZD], check=True)
    server = subprocess.Popen(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", traced,
                               "--offline", "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"

    def get(path, body=None):
        request = urllib.request.Request(base + path, data=body and json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=120) as reply:
            return reply.read()

    try:
        for _ in range(600):
            try:
                get("/readyz")
                break
            except OSError:
                time.sleep(0.2)
        context = None
        for question in DAEMON_QUESTIONS:
            reply = json.loads(get("/v1/ask", {"question": question}))
            context = context or reply.get("context")
        get("/v1/ask", {"question": "and its flag?", "context": context})
        get("/")
        get("/healthz")
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=300)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def functions(path, to_mangled):
    """The binary's functions a callgrind file names, in order of first appearance."""
    names, seen = {}, []
    for line in open(path, errors="replace"):
        match = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        if match.group(2):
            names[match.group(1)] = match.group(2)
        symbol = to_mangled.get(names.get(match.group(1), ""))
        if symbol:
            seen.append(symbol)
    return list(dict.fromkeys(seen))


def main():
    if shutil.which("valgrind") is None:
        sys.exit("make order needs valgrind's callgrind to see which functions quiz runs: "
                 "apt-get install valgrind")
    if not pathlib.Path(QUIZ).is_file():
        sys.exit(f"make order needs a release quiz to trace; {QUIZ} is missing: make release")
    # The daemon is laid out by the same file: its own functions (the event loop, HTTP, the page)
    # are named as quizd's symbols, the shared ones as quiz's.
    has_daemon = pathlib.Path(QUIZD).is_file()
    to_mangled = {}
    for binary in [QUIZ] + ([QUIZD] if has_daemon else []):
        nm = ["nm", "--defined-only", binary]
        mangled = subprocess.run(nm, capture_output=True, text=True, check=True).stdout.splitlines()
        demangled = subprocess.run(nm[:1] + ["-C"] + nm[1:], capture_output=True, text=True,
                                   check=True).stdout.splitlines()
        for plain, readable in zip(mangled, demangled):
            symbol, name = plain.split(" ", 2), readable.split(" ", 2)
            if len(symbol) == 3 and symbol[1] in "tT":
                to_mangled.setdefault(name[2], symbol[2])
                to_mangled.setdefault(symbol[2], symbol[2])
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_STATE_HOME"] = scratch
        runs = [f"{scratch}/chat"]
        chat(runs[-1], CHAT)
        questions = (ROOT / "Scripts/bench/cold-questions.tsv").read_text(encoding="utf-8")
        for number, line in enumerate(questions.splitlines()):
            # The second half run as a returning person's one-shots do: with a profile (a favourite,
            # a game's records) saved by quiz itself, so the code that reads it comes right after
            # what every one-shot runs, not among it.
            if number == len(questions.splitlines()) // 2:
                subprocess.run([QUIZ, "--offline", "--json"], input=PROFILE_LINES.encode(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            runs.append(f"{scratch}/one.{number}")
            callgrind(runs[-1], ["--offline", line.split("\t", 1)[1]])
        for number, line in enumerate(MORE_ONE_SHOTS):
            runs.append(f"{scratch}/one.more.{number}")
            callgrind(runs[-1], ["--offline", line])
        for flag in ("--version", "--help"):
            runs.append(f"{scratch}/{flag[2:]}")
            callgrind(runs[-1], [flag])
        dev = ROOT / "Tests/QuizAcceptanceTests/Fixtures/dev.jsonl"
        batch = pathlib.Path(scratch, "batch.txt")
        lines = dev.read_text(encoding="utf-8").splitlines()[:200]
        batch.write_text("".join(json.loads(line)["question"] + "\n" for line in lines))
        runs.append(f"{scratch}/batch")
        with open(batch, "rb") as lines:
            callgrind(runs[-1], ["--offline", "--json"], stdin=lines)
        runs.append(f"{scratch}/game")
        chat(runs[-1], GAME)
        counts, first = collections.Counter(), {}
        for run in runs:
            for symbol in functions(run, to_mangled):
                counts[symbol] += 1
                first.setdefault(symbol, len(first))
        # A one-shot's functions first, densely: those every cold one-shot calls, in the order the
        # first calls them, then those some call, the most called first; then the chat's; then the
        # rest. The kernel maps 64 KB around each page touched, so a one-shot's functions scattered
        # among the chat's cost it their neighbours' pages too.
        one_shots = [functions(run, to_mangled) for run in runs if "/one." in run]
        every = set.intersection(*(set(calls) for calls in one_shots))
        in_one_shots = collections.Counter(symbol for calls in one_shots for symbol in calls)
        starting = {symbol: place for place, symbol in enumerate(one_shots[0])}
        chatting = {symbol: place for place, symbol in enumerate(functions(runs[0], to_mangled))}

        def rank(symbol):
            if symbol in every:
                return (0, starting[symbol], 0)
            if symbol in in_one_shots:
                return (1, -in_one_shots[symbol], first[symbol])
            if symbol in chatting:
                return (2, chatting[symbol], 0)
            return (3, -counts[symbol], first[symbol])

        order = sorted(counts, key=rank)
        # quizd's own functions after all of quiz's, in the order it first calls them: ranking them
        # with quiz's runs moved quiz's shared functions and cost a one-shot 1.2 MB.
        if has_daemon:
            runs.append(f"{scratch}/daemon")
            daemon(runs[-1])
            listed = set(order)
            order += [symbol for symbol in functions(runs[-1], to_mangled) if symbol not in listed]
    OUTPUT.write_text("".join(symbol + "\n" for symbol in order))
    print(f"{OUTPUT.relative_to(ROOT)}: {len(order)} functions from {len(runs)} runs")


main()
