"""Fixtures for the edition-map tests: the parsed corpus, the map and the hand-checked pairs."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from rules_corpus.corpus import Corpus, parse_corpus
from rules_corpus.editions import build_edition_map
from rules_corpus.editions.evaluation import GoldPair
from rules_corpus.editions.model import EditionMap

PAIRS = Path(__file__).resolve().parents[1] / "data" / "edition_pairs.yaml"


def load_gold() -> list[GoldPair]:
    data = YAML(typ="safe").load(PAIRS.read_text(encoding="utf-8"))
    return [GoldPair.from_mapping(item) for item in data]


GOLD = load_gold()


@pytest.fixture(scope="session")
def parsed_corpus() -> Corpus:
    return parse_corpus()


@pytest.fixture(scope="session")
def edition_map(parsed_corpus: Corpus) -> EditionMap:
    return build_edition_map(parsed_corpus)
