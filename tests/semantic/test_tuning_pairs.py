"""The pairs the sentence encoder was adapted on (scripts/tune_semantic_model.py, issue 19):
made from the rules' own material only, never from the question sets that measure the search
(training on them would inflate every figure those sets give)."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path
from types import ModuleType

from ruamel.yaml import YAML

from rules_corpus.corpus import Corpus
from rules_corpus.search.units import SearchUnit, iter_units
from rules_corpus.semantic.vectors import unit_text

ROOT = Path(__file__).resolve().parents[2]


def tuning_script() -> ModuleType:
    """The script as a module (it imports torch only when it trains)."""
    spec = importlib.util.spec_from_file_location(
        "tune_semantic_model", ROOT / "scripts" / "tune_semantic_model.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


def test_no_pair_holds_a_question_of_the_question_sets(corpus: Corpus) -> None:
    script = tuning_script()
    pairs = script.training_pairs(corpus, random.Random(script.SEED))
    assert len(pairs) > 1000
    questions = {
        words(str(item["question"]))
        for path in sorted((ROOT / "tests" / "data").glob("*questions*.yaml"))
        for item in YAML(typ="safe").load(path.read_text("utf-8"))
    }
    assert len(questions) > 500
    # What was written to train on (every anchor, and any positive that is not a unit's own
    # text). A positive that is a unit's text is the rules' own words — a section without an
    # intro is just its title, which a judge may type as a question — never a question's.
    units = {unit_text(u) for u in iter_units(corpus)}
    texts = {words(a) for a, _, _ in pairs} | {words(p) for _, p, _ in pairs if p not in units}
    assert not questions & texts


def test_every_positive_is_a_unit_text_as_the_app_encodes_it(corpus: Corpus) -> None:
    script = tuning_script()
    pairs = script.training_pairs(corpus, random.Random(script.SEED))
    encoded = {unit_text(u) for u in iter_units(corpus)}
    assert all(positive in encoded for _, positive, _ in pairs)
    assert pairs == script.training_pairs(corpus, random.Random(script.SEED))  # reproducible


def test_a_batch_never_holds_the_same_text_twice(corpus: Corpus) -> None:
    """In-batch negatives: a second copy of an anchor's positive would be scored as wrong."""
    script = tuning_script()
    pairs = script.training_pairs(corpus, random.Random(script.SEED))
    batches = script.batches(pairs, random.Random(1))
    for batch in batches:
        texts = [t for anchor, positive, _ in batch for t in (anchor, positive)]
        assert len(texts) == len(set(texts))
        assert 2 <= len(batch) <= script.BATCH
    # A pair is left out only at the end, when every pair left shares a text with one of
    # them (many questions asked about one rule): no batch could hold two of them.
    batched = {pair for batch in batches for pair in batch}
    left = [pair for pair in pairs if pair not in batched]
    assert len(left) < 10
    assert not left or any(all(set(other[:2]) & set(first[:2]) for other in left) for first in left)


def test_a_hard_negative_is_the_positives_neighbour_under_the_same_parent(
    corpus: Corpus,
) -> None:
    """``--hard-negatives``: the rule just before or after the positive (6.2.d → 6.2.c or
    6.2.e), never the positive itself, never a text of the question sets."""
    script = tuning_script()
    pairs = script.training_pairs(corpus, random.Random(script.SEED))
    negatives = script.sibling_negatives(corpus, pairs, random.Random(script.SEED))
    units: dict[str, list[SearchUnit]] = {}
    for unit in iter_units(corpus):
        units.setdefault(unit_text(unit), []).append(unit)
    assert len(negatives) > 100

    def neighbours(mine: SearchUnit, theirs: SearchUnit) -> bool:
        if (mine.doc, mine.kind) != (theirs.doc, theirs.kind):
            return False
        parent, own = mine.id.rsplit(".", 1)
        other_parent, other = theirs.id.rsplit(".", 1)
        if parent != other_parent:
            return False
        if own.isdigit() and other.isdigit():
            return abs(int(own) - int(other)) == 1
        return abs(ord(own[-1]) - ord(other[-1])) == 1 and own[:-1] == other[:-1]

    for positive, negative in negatives.items():
        assert positive != negative
        (mine,) = units[positive]  # a text two units share is given no negative
        assert any(neighbours(mine, theirs) for theirs in units[negative])
    assert negatives == script.sibling_negatives(corpus, pairs, random.Random(script.SEED))
