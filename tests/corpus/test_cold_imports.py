"""The first search by words imports only what it needs (issue 32: cold start).

A fresh process that opens the rules (the store and the index kept from an earlier start) and
searches by words imports neither pydantic (only a parse writes the store), importlib.metadata,
numpy (the first question's words are scored by whoosh, the same scores in the same order as
numpy's, tests/corpus/test_plain_scoring.py; numpy comes with the next question or the
encoder) nor the sentence encoder's modules — and finds what a process with numpy imported
finds; the store read back without pydantic is the corpus parsed, and a store whose values have
other types is refused (then rebuilt)."""

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
if sys.argv[3] == "numpy first":
    import numpy
from pathlib import Path
from rules_corpus.library import open_library
library = open_library(cache=Path(sys.argv[2]))
question = "can my opponent respond when my character leaves the expedition?"
found = library.index.search(question)
assert found.hits
heavy = ("pydantic", "importlib.metadata", "numpy", "rules_corpus.semantic.encoder")
print(" ".join(m for m in heavy if m in sys.modules) or "none")
print(" ".join(f"{h.id}:{h.score:.6f}" for h in found.hits[:20]))
library.index.search("does a fleeting spell go to reserve after I play it?")
print("numpy" in sys.modules)  # the second question scores with numpy
"""


def test_a_start_that_finds_its_store_searches_by_words_without_the_heavy_imports(
    tmp_path: Path,
) -> None:
    cache = tmp_path / "cache"

    def run(first: str = "") -> list[str]:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(ROOT), str(cache), first],
            capture_output=True,
            text=True,
            check=True,
            timeout=600,
        )
        return out.stdout.splitlines()

    run()  # the first start parses and keeps the store and the index
    assert list(cache.glob("corpus-v*.json"))
    imported, hits, second = run()  # a later start
    assert imported == "none"  # none of them on the way to the first result
    assert second == "True"
    with_numpy, same_hits, _ = run("numpy first")
    assert with_numpy == "numpy"
    assert hits == same_hits  # whoosh's scores of the first question: numpy's


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
