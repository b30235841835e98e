#!/usr/bin/env bash
# Sets up everything the project needs on a fresh machine: the system libraries Qt needs
# (when they are missing and apt-get is available), a virtual environment in .venv, and
# the project with its development dependencies from pyproject.toml.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  libs=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core)
  # venv for the distribution's Python (see pick_python below).
  [ -x /usr/bin/python3 ] && libs+=(python3-venv)
  for lib in "${libs[@]}"; do
    dpkg -s "$lib" >/dev/null 2>&1 || need_apt+=("$lib")
  done
  if [ "${JUDGE_APP_XVFB:-0}" = "1" ]; then
    for pkg in xvfb libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0; do
      dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
    done
  fi
  if [ ${#need_apt[@]} -gt 0 ]; then
    echo "Installing system packages: ${need_apt[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  fi
fi

# The interpreter: $PYTHON if set; otherwise the distribution's own Python 3.11+ when it can
# make a virtual environment (Debian's is statically linked and profile-optimised, which
# runs the rules engine about 1.2x faster than a Python built with --enable-shared, as
# pyenv builds it); otherwise python3 from PATH.
pick_python() {
  local distro=/usr/bin/python3
  if [ -x "$distro" ] && "$distro" -c "import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 11))" >/dev/null 2>&1; then
    echo "$distro"
  else
    echo python3
  fi
}
PY=${PYTHON:-$(pick_python)}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# Install only when pyproject.toml changed since the last install (a stamp in .venv), so a
# second start is instant.
stamp=.venv/.judge-app-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "Installing the app and its dependencies into .venv (first run: about a minute)…"
  # pip's and setuptools' chatter goes to a log, shown only if the install fails.
  log=.venv/install.log
  if ! { .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip &&
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[dev]"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "Setup failed: installing the dependencies from pyproject.toml did not work (log above)." >&2
    exit 1
  fi
  echo "$want" >"$stamp"
fi
