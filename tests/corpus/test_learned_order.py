"""Issue 32: the learned second look orders the first ranker's first places of a question
naming cards by one linear model (rules_corpus/search/learned_order.py), instead of hand-set
signs. Units here are invented records; the weights are set by hand, not the shipped ones,
except where the shipped model itself is checked to load and to change an order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search.interaction import Invoked
from rules_corpus.search.learned_order import (
    FEATURES,
    MODEL,
    WEIGHTS_PATH,
    OrderModel,
    OrderSignals,
    features,
    learned_order,
    load_model,
    looked_at,
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
FITS = {UNITS[0].key: 0.2, UNITS[1].key: 0.6, UNITS[2].key: 0.4}
SIGNALS = OrderSignals(
    {u.key: 1.0 for u in UNITS},
    lambda key: FITS.get(key, 0.0),
    lambda key: 0.5,
    asked=lambda key: 0.9 if key == UNITS[1].key else 0.1,
    names=("Kaibara",),
)


def _model(**weights: float) -> OrderModel:
    return OrderModel(20, tuple(weights.get(f, 0.0) for f in FEATURES))


def _named(rows: list[list[float]]) -> list[dict[str, float]]:
    return [dict(zip(FEATURES, row, strict=True)) for row in rows]


def test_each_place_has_its_features_read_from_the_rule() -> None:
    named = _named(features(_ranked(UNITS), BY_KEY, INVOKED, SIGNALS))
    assert named[0]["exception"] == 1.0 and named[0]["condition"] == 1.0
    assert named[1]["states"] == 1.0 and named[1]["exception"] == 0.0
    assert named[2]["opens"] == 1.0 and named[1]["position"] == pytest.approx(0.2)
    assert all(row["in_cards"] == 1.0 and row["depth"] == 1.0 for row in named)
    assert named[0]["place"] > named[1]["place"] > named[2]["place"]
    # The asked cosine is standardised among the places: the one asked about stands out.
    assert named[1]["asked"] > 0 > named[0]["asked"]
    # Siblings: the best fit of the family reads 0, the others how far below it they are.
    assert named[1]["kin"] == 0.0 and named[0]["kin"] == pytest.approx(-0.4)


def test_the_best_few_under_an_invoked_section_are_marked_as_the_second_look_did() -> None:
    named = _named(features(_ranked(UNITS), BY_KEY, INVOKED, SIGNALS, reach=2))
    assert [row["cards"] for row in named] == [1.0, 1.0, 0.0]
    assert [row["form"] for row in named] == [0.0, 0.0, 0.0]


def test_a_note_naming_a_card_of_the_question_is_marked() -> None:
    units = [*UNITS, _unit("7.4.7.a.1", "Kaibara has Tough 1.", Kind.EXAMPLE)]
    rows = _named(features(_ranked(units), {u.key: u for u in units}, INVOKED, SIGNALS))
    assert rows[3]["note"] == 1.0 and rows[3]["named"] == 1.0 and rows[0]["named"] == 0.0


def test_a_candidate_beyond_the_places_looked_at_joins_them_when_it_is_invoked() -> None:
    other = _unit("1.2.3", "Something else.")
    units = [UNITS[0], other, UNITS[1], UNITS[2]]
    head, tail = looked_at(_ranked(units), {u.key: u for u in units}, INVOKED, 2)
    assert [c.key for _, c in head] == [UNITS[0].key, other.key, UNITS[1].key, UNITS[2].key]
    assert tail == []
    rows = _named(features(head, {u.key: u for u in units}, INVOKED, SIGNALS, depth=2))
    assert [row["joined"] for row in rows] == [0.0, 0.0, 1.0, 1.0]


def test_the_stating_rule_passes_the_exception_beside_it_when_the_model_says_so() -> None:
    ranked = _ranked(UNITS)
    again = learned_order(ranked, BY_KEY, INVOKED, SIGNALS, _model(place=1.0, states=2.0))
    assert [BY_KEY[c.key].id for _, c in again] == ["7.4.7.c", "7.4.7.d", "7.4.7.a"]
    assert [score for score, _ in again] == [score for score, _ in ranked]  # places keep scores
    # The place alone keeps the order; nothing invoked, or no model: unchanged.
    assert learned_order(ranked, BY_KEY, INVOKED, SIGNALS, _model(place=1.0)) == ranked
    assert learned_order(ranked, BY_KEY, Invoked(), SIGNALS, _model(states=2.0)) == ranked
    assert learned_order(ranked, BY_KEY, INVOKED, SIGNALS, OrderModel()) == ranked


def test_the_shipped_model_is_loaded_and_reorders_a_tiny_fixture() -> None:
    """The weights file ships and names these features; its model puts the rule that states
    what Tough is, asked about and best fitting, above a Remark on another card ranked first."""
    assert WEIGHTS_PATH.is_file()
    assert MODEL and load_model() == MODEL
    units = [
        _unit("7.4.7.c.1", "Remark: a Character with Tough 2 on another card.", Kind.REMARK),
        *UNITS[1:],
    ]
    by_key = {u.key: u for u in units}
    fits = {units[0].key: 0.1, units[1].key: 0.9, units[2].key: 0.3}
    signals = OrderSignals(
        {units[0].key: 10.0, units[1].key: 9.0, units[2].key: 8.0},
        lambda key: fits[key],
        lambda key: fits[key],
        cosine=lambda key: fits[key],
        asked=lambda key: fits[key],
        asked3=lambda key: fits[key],  # the search gives both rounds of the bank
    )
    ranked = _ranked(units)
    again = learned_order(ranked, by_key, INVOKED, signals)
    assert next(by_key[c.key].id for _, c in again) == "7.4.7.c"
    assert again != ranked


def test_a_weights_file_naming_other_features_gives_no_model(tmp_path: Path) -> None:
    path = tmp_path / "order.json"
    path.write_text(json.dumps({"depth": 20, "weights": {f: 1.0 for f in FEATURES}}))
    assert load_model(path) == OrderModel(20, tuple(1.0 for _ in FEATURES))
    path.write_text(json.dumps({"depth": 20, "reach": 3, "weights": {f: 1.0 for f in FEATURES}}))
    assert load_model(path).reach == 3
    path.write_text(json.dumps({"depth": 20, "weights": {"place": 1.0}}))
    assert not load_model(path)
    assert not load_model(tmp_path / "missing.json")


def test_the_round_3_asked_cosine_is_its_own_standardised_feature() -> None:
    """``asked3``: the best cosine with round 3 of the bank, standardised among the places as
    ``asked`` is, read from its own signal (0 everywhere when the search has none)."""
    with_round_3 = OrderSignals(
        SIGNALS.first,
        SIGNALS.fit,
        SIGNALS.own,
        asked=SIGNALS.asked,
        names=SIGNALS.names,
        asked3=lambda key: 0.8 if key == UNITS[2].key else 0.2,
    )
    named = _named(features(_ranked(UNITS), BY_KEY, INVOKED, with_round_3))
    assert named[2]["asked3"] > 0 > named[0]["asked3"]
    assert named[0]["asked3"] == pytest.approx(named[1]["asked3"])
    assert named[1]["asked"] > 0  # the first rounds' cosine is unchanged beside it
    assert all(
        row["asked3"] == 0.0 for row in _named(features(_ranked(UNITS), BY_KEY, INVOKED, SIGNALS))
    )
