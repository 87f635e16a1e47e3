#!/usr/bin/env bash
# The one release build, used by `make run`, `make release`, `make install`, the benches and CI:
# swift build -c release with these flags, then the arguments given ("--product quiz").
#
# - The Swift runtime and Foundation are linked statically: a dynamically linked Foundation binary spends
#   ~7 ms of every start in the dynamic linker, more than a quarter of quiz's start-up budget.
# - Static FoundationNetworking links with -lcurl; without libcurl's dev package only libcurl.so.4
#   exists, so .build/link offers it (`make .build/link/libcurl.so`).
# - Code layout: every Swift function gets its own section and lld lays out first, together, the
#   functions a chat, a one-shot in each language and a batch run (Scripts/quiz.order, written by
#   `make order`). A process then touches a few megabytes of code instead of pieces of all 18: the
#   kernel maps a binary's pages 64 KB at a time around each one touched (Docs/PERFORMANCE.md,
#   "Code layout"). A name the file lists that no longer exists is skipped without a word.
# - Generic types' metadata is made by accessor functions, not looked up by mangled name
#   (-disable-concrete-type-metadata-mangled-name-accessors): a name lookup checks each generic
#   argument's conformances, and the first check of each conformance scans the binary's 5,700
#   conformance records. A one-shot made 70 such checks, a sixth of its instructions.
# - No local rpath (--disable-local-rpath): the binaries need no library of their own, and $ORIGIN made
#   the dynamic loader look for each system library in the binary's folder first, 26 failed system
#   calls in every process.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec swift build --package-path "$root" -c release --static-swift-stdlib \
  -Xlinker -L"$root/.build/link" \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld --disable-local-rpath \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xlinker --symbol-ordering-file="$root/Scripts/quiz.order" -Xlinker --no-warn-symbol-ordering \
  "$@"
