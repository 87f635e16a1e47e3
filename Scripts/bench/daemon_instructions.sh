#!/usr/bin/env bash
# Instructions a request costs `quizd` on lines it has never read, by callgrind (deterministic, unlike a
# clock on a shared VM): the dev set's questions, in turn, over one keep-alive connection to a daemon that
# remembers nothing (`--remember 0`, as `make bench-daemon`'s unseen-lines daemon), after WARM rounds of
# the set (so the tables it indexes once searched often are indexed, as under wrk), counting ROUNDS more.
# Usage: Scripts/bench/daemon_instructions.sh [QUIZD] (default .build/release/quizd)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "needs valgrind: apt-get install valgrind"; exit 1; }
binary=${1:-.build/release/quizd}
WARM=${WARM:-40}
ROUNDS=${ROUNDS:-2}
PORT=${PORT:-18095}
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
# valgrind cannot read the release binary's DWARF: its symbols are enough.
strip --strip-debug -o "$work/quizd" "$binary"
valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/quizd" --offline --remember 0 \
  --port "$PORT" >/dev/null 2>"$work/valgrind.log" &
pid=$!
for _ in $(seq 240); do curl -sf -m 1 "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.5; done
ask() { # rounds
  python3 - "$PORT" Tests/QuizAcceptanceTests/Fixtures/dev.jsonl "$1" <<'PY'
import json, socket, sys
port, path, rounds = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
questions = [json.loads(line)["question"] for line in open(path)]
connection = socket.create_connection(("127.0.0.1", port))
for _ in range(rounds):
    for question in questions:
        body = json.dumps({"question": question}).encode()
        connection.sendall(b"POST /v1/ask HTTP/1.1\r\nHost: b\r\nContent-Type: application/json\r\n"
                           b"Content-Length: %d\r\n\r\n" % len(body) + body)
        received = b""
        while b"\r\n\r\n" not in received:
            received += connection.recv(65536)
        head, rest = received.split(b"\r\n\r\n", 1)
        length = int(next(l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")))
        while len(rest) < length:
            rest += connection.recv(65536)
print(len(questions))
PY
}
count=$(ask "$WARM")
callgrind_control --zero "$pid" >/dev/null 2>&1
ask "$ROUNDS" >/dev/null
callgrind_control --dump=counted "$pid" >/dev/null 2>&1
total=$(callgrind_annotate "$work/out.1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
requests=$((count * ROUNDS))
echo "quizd, lines never seen: $((total / requests)) instructions a request ($requests requests after $((count * WARM)) to warm up)"
if [ -n "${KEEP:-}" ]; then cp "$work/out.1" "$KEEP"; echo "callgrind output: $KEEP"; fi
