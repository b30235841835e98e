#!/usr/bin/env bash
# Build the Linux one-folder app and its archive: dist/judge-app-<version>-linux-<arch>.tar.xz (xz: a third smaller than gzip)
#
#   bash installer/build.sh            # build
#   bash installer/build.sh --test     # build, then run the frozen app's --self-test
#
# The search index is built here, at packaging time, and shipped inside the app.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

bash scripts/bootstrap.sh
# PyInstaller, once (pip's chatter kept in a log, shown only on failure).
if ! .venv/bin/python -c "import PyInstaller" 2>/dev/null; then
  .venv/bin/python -m pip install -q -e ".[dev,package]" >.venv/install-package.log 2>&1 ||
    { cat .venv/install-package.log >&2; exit 1; }
fi

rm -rf installer/build dist/judge-app
mkdir -p installer/build/seed-cache dist
echo "== building the search index to ship =="
JUDGE_APP_CACHE_DIR="$PWD/installer/build/seed-cache" .venv/bin/judge-app corpus list >/dev/null
# One search by meaning keeps the search's arrays (semantic-arrays-*.npz) in the seed: a fresh
# install's first search then skips unpacking the shipped vectors (rules_corpus/library.py).
JUDGE_APP_CACHE_DIR="$PWD/installer/build/seed-cache" JUDGE_APP_DATA_DIR="$PWD/installer/build/no-data" \
  .venv/bin/judge-app search "a fleeting character" --limit 1 >/dev/null
rm -rf installer/build/no-data

echo "== building the card reader's tables to ship =="
# Tens of seconds of CPU once here, so that no installed app builds them on a user's machine
# (scenarios/cards/grammar/parser.py reads them from the seed folder).
JUDGE_APP_CACHE_DIR="$PWD/installer/build/seed-cache" .venv/bin/python -c \
  "from scenarios.cards.grammar.parser import grammar; grammar()"

echo "== PyInstaller =="
.venv/bin/python -m PyInstaller --noconfirm --log-level ERROR \
  --distpath dist --workpath installer/build/work installer/judge_app.spec

cp installer/judge-app.desktop installer/icons/judge-app.png dist/judge-app/
cp installer/install-linux.sh dist/judge-app/install.sh
cp rules_corpus/sources/PROVENANCE.md dist/judge-app/
version=$(.venv/bin/python -c "import importlib.metadata as m; print(m.version('judge-app'))")
archive="dist/judge-app-${version}-linux-$(uname -m).tar.xz"
tar -cf - -C dist judge-app | xz -T0 -9 >"$archive"
end=$(date +%s)
echo "build time: $((end - start)) s"
echo "archive: $archive ($(du -h "$archive" | cut -f1))"
echo "unpacked: $(du -sh dist/judge-app | cut -f1)"

if [ "${1:-}" = "--test" ]; then
  echo "== frozen self-test =="
  export JUDGE_APP_CACHE_DIR; JUDGE_APP_CACHE_DIR=$(mktemp -d)
  export JUDGE_APP_DATA_DIR; JUDGE_APP_DATA_DIR=$(mktemp -d)
  QT_QPA_PLATFORM=offscreen dist/judge-app/judge-app --self-test
fi
