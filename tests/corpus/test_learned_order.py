"""Issue 32: the learned last look orders the first places of a question by a linear model of
signals any question has (rules_corpus/search/learned_order.py). Units here are invented
records; the weights are set by hand, not the shipped ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search.interaction import Invoked
from rules_corpus.search.learned_order import (
    FEATURES,
    OrderModel,
    OrderSignals,
    features,
    learned_order,
    load_model,
)
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.units import SearchUnit


def _unit(unit_id: str, body: str = "", kind: Kind = Kind.RULE) -> SearchUnit:
    return SearchUnit(
        f"{NEW_EDITION}|{kind.value}|{unit_id}",
        NEW_EDITION,
        "altered",
        unit_id,
        kind,
        "",
        "",
        "",
        body,
    )


def _ranked(units: list[SearchUnit]) -> list[tuple[float, Candidate]]:
    return [
        (10.0 - n, Candidate(u.key, u.kind.value, 1.0, 0.5, 0, 0, False, 1, 10, n, n))
        for n, u in enumerate(units)
    ]


UNITS = [
    _unit("7.4.7.d", "If the player doesn't pay, the effect is applied instead."),
    _unit("7.4.7.c", "Tough X means that an opponent must pay X to target this object."),
    _unit("7.4.7.a", "Tough is a keyword ability."),
]
BY_KEY = {u.key: u for u in UNITS}
INVOKED = Invoked(by_cards=frozenset({"7.4.7"}), doc=NEW_EDITION, stating=frozenset({"7.4.7.c"}))
SIGNALS = OrderSignals({u.key: 1.0 for u in UNITS}, lambda key: 0.5, lambda key: 0.5)


def _model(**weights: float) -> OrderModel:
    return OrderModel(20, tuple(weights.get(f, 0.0) for f in FEATURES))


def test_each_place_has_its_features_read_from_the_rule() -> None:
    rows = features(_ranked(UNITS), BY_KEY, INVOKED, SIGNALS)
    named = [dict(zip(FEATURES, row, strict=True)) for row in rows]
    assert named[0]["exception"] == 1.0 and named[0]["condition"] == 1.0
    assert named[1]["states"] == 1.0 and named[1]["exception"] == 0.0
    assert named[2]["opens"] == 1.0 and named[1]["position"] == pytest.approx(0.2)
    assert all(row["cards"] == 1.0 and row["depth"] == 1.0 for row in named)
    assert named[0]["place"] > named[1]["place"] > named[2]["place"]


def test_the_stating_rule_passes_the_exception_beside_it_when_the_model_says_so() -> None:
    ranked = _ranked(UNITS)
    again = learned_order(ranked, BY_KEY, INVOKED, SIGNALS, _model(place=1.0, states=2.0))
    assert [BY_KEY[c.key].id for _, c in again] == ["7.4.7.c", "7.4.7.d", "7.4.7.a"]
    assert [score for score, _ in again] == [score for score, _ in ranked]  # places keep scores
    # The place alone keeps the order; nothing invoked, or no model: unchanged.
    assert learned_order(ranked, BY_KEY, INVOKED, SIGNALS, _model(place=1.0)) == ranked
    assert learned_order(ranked, BY_KEY, Invoked(), SIGNALS, _model(states=2.0)) == ranked
    assert learned_order(ranked, BY_KEY, INVOKED, SIGNALS, OrderModel()) == ranked


def test_a_weights_file_naming_other_features_gives_no_model(tmp_path: Path) -> None:
    path = tmp_path / "order.json"
    path.write_text(json.dumps({"depth": 20, "weights": {f: 1.0 for f in FEATURES}}))
    assert load_model(path) == OrderModel(20, tuple(1.0 for _ in FEATURES))
    path.write_text(json.dumps({"depth": 20, "weights": {"place": 1.0}}))
    assert not load_model(path)
    assert not load_model(tmp_path / "missing.json")
