#!/bin/sh
# Builds the Debian package of Country Quiz with dpkg-deb from the binaries in BIN: what
# Scripts/install.sh installs under /usr (manual pages compressed, as Debian ships them), a
# system user for quizd (created by postinst; the unit runs as it), licences and data credits in
# /usr/share/doc/country-quiz. Prints the package's path.
#
# usage: Scripts/make_deb.sh BIN VERSION OUTDIR
set -eu
[ $# -eq 3 ] || { echo "usage: $0 BIN VERSION OUTDIR" >&2; exit 2; }
bin=$1
version=$2
out=$3
here=$(cd "$(dirname "$0")/.." && pwd)
case "$version" in
  [0-9]*) ;;
  *) echo "make_deb.sh: version must start with a digit, not '$version'" >&2; exit 2 ;;
esac
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

"$here/Scripts/install.sh" "$bin" "$stage" /usr
gzip -9n "$stage/usr/share/man/man1/quiz.1" "$stage/usr/share/man/man8/quizd.8"
# The package's user instead of a dynamic one: its cache survives restarts under /var/cache/quizd.
sed -i 's/^DynamicUser=yes$/User=quizd\nGroup=quizd/' "$stage/usr/lib/systemd/system/quizd.service"

mkdir -p "$stage/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<CONTROL
Package: country-quiz
Version: $version
Architecture: $arch
Maintainer: Country Quiz developers <country-quiz@localhost>
Installed-Size: $size
Depends: libc6, libstdc++6, libgcc-s1, tzdata
Recommends: libcurl4t64 | libcurl4
Section: games
Priority: optional
Homepage: https://restcountries.com
Description: ask about the world's countries in plain words
 Country Quiz answers questions about countries typed as people type them, typos
 and all, in English, French, Spanish, German, Portuguese and Italian: capitals,
 flags, people, money, languages, borders, time and places, and plays quiz games.
 quiz is the terminal chat (also one-shot, JSON Lines batch and an MCP server for
 assistants); quizd serves an HTTP JSON API and a web chat page. Offline by
 default, from bundled REST Countries data.
CONTROL
cat >"$stage/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
set -e
# quizd's system user. Skipped when dpkg installs into another root (DPKG_ROOT): that root's users
# are not this system's.
if [ "$1" = configure ] && [ -z "${DPKG_ROOT:-}" ] && ! getent passwd quizd >/dev/null; then
  if command -v adduser >/dev/null; then
    adduser --system --group --no-create-home --home /nonexistent --quiet quizd
  else
    useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin quizd
  fi
fi
POSTINST
chmod 0755 "$stage/DEBIAN/postinst"
mkdir -p "$out"
package="$out/country-quiz_${version}_$arch.deb"
# DEB_COMPRESSION: xz for a release; the install test packs with none, in a second instead of a minute.
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$stage" "$package.tmp" >/dev/null
mv -f "$package.tmp" "$package"
echo "$package"
