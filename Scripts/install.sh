#!/bin/sh
# Installs Country Quiz from the binaries in BIN under DESTDIR/PREFIX: stripped quiz, quiz-fetch and
# quizd; their manual pages, quiz(1) and quizd(8), and their bash, zsh and fish completion scripts,
# which the binaries generate from their own flag declarations; the systemd unit, pointed at PREFIX;
# and the credits. `make install` and `make deb` run it, and the install test runs it on a scratch
# root. `Scripts/install.sh --list PREFIX` prints the installed paths (what `make uninstall` removes).
#
# usage: Scripts/install.sh BIN DESTDIR PREFIX
#        Scripts/install.sh --list PREFIX
set -eu

files() {
  p=$1
  echo "$p/bin/quiz"
  echo "$p/bin/quiz-fetch"
  echo "$p/bin/quizd"
  echo "$p/share/man/man1/quiz.1"
  echo "$p/share/man/man8/quizd.8"
  for program in quiz quizd; do
    echo "$p/share/bash-completion/completions/$program"
    echo "$p/share/zsh/site-functions/_$program"
    echo "$p/share/fish/vendor_completions.d/$program.fish"
  done
  echo "$p/lib/systemd/system/quizd.service"
  echo "$p/share/doc/country-quiz/README.md"
  echo "$p/share/doc/country-quiz/copyright"
}

if [ "${1:-}" = "--list" ]; then
  files "$2"
  exit 0
fi
[ $# -eq 3 ] || { echo "usage: $0 BIN DESTDIR PREFIX" >&2; exit 2; }
bin=$1
root=$2$3
prefix=$3
here=$(cd "$(dirname "$0")/.." && pwd)

# Writes standard input to $1 through a temporary file beside it: a failed generator leaves no
# half-written page or script behind.
put() {
  mkdir -p "$(dirname "$1")"
  cat >"$1.tmp.$$"
  chmod 0644 "$1.tmp.$$"
  mv -f "$1.tmp.$$" "$1"
}

for program in quiz quiz-fetch quizd; do
  install -D -m 0755 "$bin/$program" "$root/bin/$program.tmp.$$"
  strip --strip-all "$root/bin/$program.tmp.$$"
  mv -f "$root/bin/$program.tmp.$$" "$root/bin/$program"
done
"$bin/quiz" --generate-manual | put "$root/share/man/man1/quiz.1"
"$bin/quizd" --generate-manual | put "$root/share/man/man8/quizd.8"
for program in quiz quizd; do
  "$bin/$program" --generate-completion-script bash \
    | put "$root/share/bash-completion/completions/$program"
  "$bin/$program" --generate-completion-script zsh | put "$root/share/zsh/site-functions/_$program"
  "$bin/$program" --generate-completion-script fish \
    | put "$root/share/fish/vendor_completions.d/$program.fish"
done
sed "s|/usr/local/bin/|$prefix/bin/|g" "$here/Apps/QuizDaemon/quizd.service" \
  | put "$root/lib/systemd/system/quizd.service"
put "$root/share/doc/country-quiz/README.md" <"$here/README.md"
put "$root/share/doc/country-quiz/copyright" <"$here/Packaging/copyright"
