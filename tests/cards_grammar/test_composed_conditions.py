"""What gram84's composed conditions MEAN (issue 30): each subject × predicate sibling read
by the grammar alone on a Unique and compiled to the engine condition the CR gives it; those
with no exact reading are refused, never guessed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import CardType, Status, Terrain
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose

from .sentences_composed_conditions import FORMS, REFUSED, said

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _siblings import unique_card_conditions

UNIQUE = FORMS[0]


def _one(sibling: str) -> Condition:
    found = unique_card_conditions(said(sibling, UNIQUE))
    assert found is not None, sibling
    return found[0]


def test_2_5_a_a_card_in_your_reserve_has_an_omen_counter() -> None:
    c = _one("a card in your Reserve has an Omen counter")
    assert (c.counted, c.at_least, c.at_most) == (Counted.YOUR_RESERVE, 1, None)
    assert c.filter == ObjectFilter(counter="Omen", counters_min=1)


def test_2_5_a_each_card_in_your_reserve_has_one_none_lacks_it() -> None:
    c = _one("each card in your Reserve has an Omen counter")
    assert (c.counted, c.at_least, c.at_most) == (Counted.YOUR_RESERVE, None, 0)
    assert c.filter == ObjectFilter(counter="Omen", counters_max=0)


def test_an_opponents_reserve_is_theirs() -> None:
    c = _one("a card in an opponent's Reserve has an Omen counter")
    assert (c.counted, c.whose) == (Counted.YOUR_RESERVE, Whose.OPPONENT)


def test_exactly_is_both_bounds() -> None:
    c = _one("a Permanent you control has exactly two Omen counters")
    assert c.filter is not None and (c.filter.counters_min, c.filter.counters_max) == (2, 2)
    assert c.filter.types == frozenset({CardType.PERMANENT})
    c = _one("you have exactly one card in your Reserve")
    assert c.kind == ConditionKind.ALL_OF
    assert [(p.at_least, p.at_most) for p in c.parts] == [(1, None), (None, 1)]


def test_2_2_11_b_base_statistic_is_printed_2_2_11_c_current_is_as_it_is_now() -> None:
    c = _one("I have a base statistic of 0")
    assert (c.counted, c.filter) == (Counted.ME, ObjectFilter(base_stat=0))
    c = _one("I have a current statistic of 4 or more")
    assert c.kind == ConditionKind.ANY_OF
    assert {(p.filter.stat_of, p.filter.stat_min) for p in c.parts if p.filter} == {
        (t, 4) for t in Terrain
    }
    c = _one("a Character in my Expedition has a base statistic of 0")
    assert c.counted == Counted.MY_EXPEDITION and c.filter is not None
    assert c.filter.base_stat == 0


def test_2_2_2_sub_types_and_2_1_e_tokens() -> None:
    c = _one("I'm a Spirit")
    assert (c.counted, c.filter) == (Counted.ME, ObjectFilter(subtypes=frozenset({"Spirit"})))
    c = _one("each Character you control is a Robot")
    assert c.filter is not None and c.filter.without_subtypes == frozenset({"Robot"})
    assert c.at_most == 0
    c = _one("another Character you control is a Spirit")
    assert c.filter is not None and c.filter.another and c.at_least == 1


def test_2_4_statuses_of_described_objects() -> None:
    c = _one("each Character you control is [[Asleep]]")
    assert c.filter is not None and c.filter.without == frozenset({Status.ASLEEP})


def test_1_2_1_b_each_opponent_is_the_opponent_each_player_is_both() -> None:
    c = _one("each opponent has at least two cards in their Reserve")
    assert (c.counted, c.whose, c.at_least) == (Counted.YOUR_RESERVE, Whose.OPPONENT, 2)
    c = _one("each player has at least one card in their Reserve")
    assert c.kind == ConditionKind.ALL_OF
    assert [p.whose for p in c.parts] == ["", Whose.OPPONENT]
    c = _one("each opponent controls two or more Characters")
    assert (c.counted, c.at_least) == (Counted.OPPONENT_CONTROLS, 2)


def test_5_1_2_d_you_played_me_from_reserve() -> None:
    c = _one("you played me from Reserve")
    assert (c.kind, c.event) == (ConditionKind.I_WAS_PLAYED_FROM, "played_from_reserve")


@pytest.mark.parametrize("sibling", sorted(REFUSED))
def test_no_exact_reading_is_refused(sibling: str) -> None:
    for form in FORMS:
        assert unique_card_conditions(said(sibling, form)) is None, said(sibling, form)


def test_each_said_of_a_type_compares_the_counts() -> None:
    c = _one("every card in your Reserve is a Spell")
    assert (c.kind, c.negated) == (ConditionKind.COUNTS_COMPARED, True)
    whole, fitting = c.parts
    assert whole.filter == ObjectFilter() and fitting.filter == ObjectFilter(
        types=frozenset({CardType.SPELL})
    )
