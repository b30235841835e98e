#!/usr/bin/env bash
# One command: set everything up, then start the judge's rules desk.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/judge-app "$@"
