"""Where the rules desk keeps its caches and the user's data.

Both follow the platform's conventions (platformdirs) and can be moved with an environment
variable — ``JUDGE_APP_CACHE_DIR`` for rebuildable caches (store, search index) and
``JUDGE_APP_DATA_DIR`` for the user's own data (bookmarks, notes, saved scenarios) — so tests
and portable installs never touch the real profile. User data never lives in the install
folder, so reinstalling or upgrading keeps it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "judge-app"


def cache_location() -> Path:
    """Where the caches go (not created: see :func:`rules_corpus.search.cache.usable` for a
    folder that is checked, with fallbacks)."""
    override = os.environ.get("JUDGE_APP_CACHE_DIR")
    return Path(override) if override else Path(platformdirs.user_cache_dir(APP_NAME))


def cache_dir() -> Path:
    path = cache_location()
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    override = os.environ.get("JUDGE_APP_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path
