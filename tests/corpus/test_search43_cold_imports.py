"""The first search by words imports only what it needs (issue 32, search43: cold start).

A fresh process that opens the rules (the store and the index kept from an earlier start) and
searches by words never imports pydantic (only a parse writes the store) nor
importlib.metadata, and opening the rules imports neither numpy nor the sentence encoder's
modules (the first search's word scores import numpy, the encoder loads after the first
result); the store read back without pydantic is the corpus parsed, and a store whose values
have other types is refused (then rebuilt)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.store.corpus_store import _store_json
from rules_corpus.store.plain_reader import read_documents

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from rules_corpus.library import open_library
library = open_library(cache=Path(sys.argv[2]))
opened = [m for m in ("numpy", "rules_corpus.semantic.encoder") if m in sys.modules]
found = library.index.search("can my opponent respond when my character leaves the expedition?")
assert found.hits
heavy = [m for m in ("pydantic", "importlib.metadata") if m in sys.modules]
print(" ".join(opened + heavy) or "none")
"""


def test_a_start_that_finds_its_store_searches_by_words_without_the_heavy_imports(
    tmp_path: Path,
) -> None:
    cache = tmp_path / "cache"

    def run() -> str:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(ROOT), str(cache)],
            capture_output=True,
            text=True,
            check=True,
            timeout=600,
        )
        return out.stdout.strip()

    run()  # the first start parses and keeps the store and the index
    assert list(cache.glob("corpus-v*.json"))
    assert run() == "none"  # a later start: none of them on the way to the first result


def test_the_store_read_back_without_pydantic_is_the_corpus_parsed() -> None:
    documents = parse_corpus().documents
    assert read_documents(_store_json(documents)) == documents


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d[0]["rules"][0].update(line="12"),  # a number written as text
        lambda d: d[0]["rules"][0].update(text=None),  # text that is not optional
        lambda d: d[0]["rules"][0].pop("id"),  # a required field missing
        lambda d: d[0]["rules"][0].update(colour="red"),  # a field the model lacks
        lambda d: d[0]["entries"][0].update(kind="no-such-kind"),  # not a kind of entry
        lambda d: d[0]["rules"][0].update(items="one item"),  # a list as a string
    ],
)
def test_a_store_with_values_of_other_types_is_refused(damage: object) -> None:
    documents = json.loads(_store_json(parse_corpus().documents))
    assert callable(damage)
    damage(documents)
    with pytest.raises(ValueError):
        read_documents(json.dumps(documents).encode())
