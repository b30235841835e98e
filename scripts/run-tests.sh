#!/usr/bin/env bash
# One command: set everything up, then run every check — ruff (lint and format), mypy
# (strict on engine/ and rules_corpus/), and the whole pytest suite, offscreen.
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
