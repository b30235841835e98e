#!/usr/bin/env bash
# One command: set everything up, then run every check — ruff (lint and format), mypy
# (strict on engine/ and rules_corpus/), the whole pytest suite offscreen, and the installer:
# a frozen PyInstaller build whose --self-test must pass.
# (JUDGE_APP_SKIP_FROZEN=1 skips the frozen build for a quicker local run.)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
export QT_QPA_PLATFORM=offscreen
echo "== ruff =="
.venv/bin/ruff check .
.venv/bin/ruff format --check .
echo "== mypy =="
.venv/bin/mypy
echo "== pytest =="
.venv/bin/python -m pytest "$@"
if [ "${JUDGE_APP_SKIP_FROZEN:-0}" != "1" ]; then
  echo "== installer: frozen build and self-test =="
  bash installer/build.sh --test
fi
