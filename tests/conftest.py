"""Shared fixtures: one parsed corpus and one built search index for the whole session.

Caches and user data go to temporary folders (``JUDGE_APP_CACHE_DIR``/``JUDGE_APP_DATA_DIR``)
so the tests never touch a real profile.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "rules_corpus" / "sources"


@pytest.fixture(scope="session")
def session_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cache")
    os.environ["JUDGE_APP_CACHE_DIR"] = str(path)
    os.environ.setdefault("JUDGE_APP_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    return path


@pytest.fixture(scope="session")
def library(session_cache: Path) -> Iterator[object]:
    from rules_corpus.library import open_library

    lib = open_library(cache=session_cache)
    yield lib
    lib.close()


@pytest.fixture(scope="session")
def corpus(library: object) -> object:
    return library.corpus  # type: ignore[attr-defined]
