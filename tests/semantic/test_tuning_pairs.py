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
from rules_corpus.search.units import iter_units
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
    texts = {words(t) for anchor, positive, _ in pairs for t in (anchor, positive)}
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
    assert sum(len(b) for b in batches) >= len(pairs) - 1
