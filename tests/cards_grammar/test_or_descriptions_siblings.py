"""The siblings of :mod:`.sentences_or_descriptions` (issue 30, session 40): "or" between two
object descriptions in a count (6.5.i), a trigger's subject (6.3.b), a condition (6.5.d) and
a group (6.1.e). Each read sibling runs and means the two descriptions the sentence names
(composed in the sentences module from the kinds named, never from the reader's output); each
near-miss stays refused with its reason; the writer prints each read one back to the same
reading. Boards: test_board_or_descriptions.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.condition_texts import condition_of, count_of
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, effect_steps, probe_card
from .sentences_or_descriptions import (
    CONDITIONS,
    CONDITIONS_REFUSED,
    COUNTS,
    COUNTS_REFUSED,
    FILTERS,
    FILTERS_REFUSED,
    LISTS_CONDITIONS,
    LISTS_COUNTED,
    LISTS_REFUSED,
    LISTS_TRIGGERS,
    TRIGGERS,
    TRIGGERS_REFUSED,
)


def _found(o: Any, key: str) -> Iterator[Any]:
    """Every value of ``key`` in a card model's dump, depth first."""
    if isinstance(o, dict):
        if key in o:
            yield o[key]
        for value in o.values():
            yield from _found(value, key)
    elif isinstance(o, (list, tuple)):
        for value in o:
            yield from _found(value, key)


def _model(text: str) -> dict[str, Any]:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]
    dumped: dict[str, Any] = reading.model.model_dump(
        mode="json", exclude_none=True, exclude_defaults=True
    )
    return dumped


def _said(flt: Any) -> dict[str, Any]:
    """An engine filter's fields said (not left at their defaults), sets as sorted lists."""
    said: dict[str, Any] = {}
    for f in dataclasses.fields(flt):
        value = getattr(flt, f.name)
        default = f.default if f.default is not dataclasses.MISSING else f.default_factory()  # type: ignore[misc]
        if value == default:
            continue
        if isinstance(value, (set, frozenset)):
            value = sorted(str(getattr(v, "value", v)) for v in value)
        said[f.name] = value
    return said


def _holds(found: dict[str, Any], part: dict[str, Any]) -> bool:
    for key, value in part.items():
        if isinstance(value, dict):
            if not isinstance(found.get(key), dict) or not _holds(found[key], value):
                return False
        elif found.get(key) != value:
            return False
    return True


def _reasons(text: str) -> str:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    if text.startswith(SPELL):
        _, why = grammar_effect(text[len(SPELL) :])
    else:
        _, why = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    return " ".join([str(getattr(why, "reason", why)), *(a.reason for a in reading.abilities)])


# ---------------------------------------------------------------------------- counts
@pytest.mark.parametrize("text", sorted(COUNTS))
def test_a_count_counts_the_objects_of_either_description(text: str) -> None:
    """6.5.i: "for each" counts objects; one of both kinds is one object (2.2.1)."""
    counted, members = COUNTS[text]
    (per,) = list(_found(_model(text), "per"))
    count = count_of(per)
    assert count is not None, per
    assert count.counted == counted
    assert count.filter is not None
    assert [_said(m) for m in count.filter.any_of] == members


# -------------------------------------------------------------------------- triggers
@pytest.mark.parametrize("text", sorted(TRIGGERS))
def test_a_trigger_activates_on_an_object_of_either_description(text: str) -> None:
    """6.3.b: the event of one object that fits either description."""
    (reaction,) = list(_found(_model(text), "reaction"))
    assert _holds(reaction, TRIGGERS[text]), reaction
    assert reaction["filter"]["any_of"] == TRIGGERS[text]["filter"]["any_of"]


# ------------------------------------------------------------------------ conditions
@pytest.mark.parametrize("text", sorted(CONDITIONS))
def test_a_condition_looks_for_an_object_of_either_description(text: str) -> None:
    """6.5.d: true when one object of either description is where it says."""
    counted, negated, members = CONDITIONS[text]
    words = [c for c in (*_found(_model(text), "condition"), *_found(_model(text), "if"))]
    (said,) = [w for w in words if isinstance(w, str)]
    condition = condition_of(said)
    assert condition is not None, said
    assert (condition.counted, condition.negated, condition.at_least) == (counted, negated, 1)
    assert condition.filter is not None
    assert [_said(m) for m in condition.filter.any_of] == members


# --------------------------------------------------------------------------- filters
@pytest.mark.parametrize("text", sorted(FILTERS))
def test_a_group_holds_the_objects_of_either_description(text: str) -> None:
    """6.1.e: one atomic action for each object of the group."""
    step = effect_steps(text)[0]
    assert _holds(step, FILTERS[text]), step
    assert step["filter"]["any_of"] == FILTERS[text]["filter"]["any_of"]
    _model(text)  # and it runs


# ------------------------------------------------------------------------- refusals
REFUSED = {**COUNTS_REFUSED, **TRIGGERS_REFUSED, **CONDITIONS_REFUSED, **FILTERS_REFUSED}


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED.items()))
def test_a_near_miss_stays_refused_with_its_reason(text: str, words: str) -> None:
    assert words in _reasons(text)


# ------------------------------------------------------------------------ round trip
READ = [*COUNTS, *TRIGGERS, *CONDITIONS, *FILTERS, *LISTS_COUNTED, *LISTS_CONDITIONS]
READ += [*LISTS_TRIGGERS]


@pytest.mark.parametrize("text", sorted(t for t in READ if not t.startswith(SPELL)))
def test_the_writer_prints_it_back(text: str) -> None:
    assert_round_trip(text)


# ----------------------------------------------------------------------------- lists
def _members(flt: Any) -> list[dict[str, Any]]:
    """The descriptions of a union in the order printed, a member that is itself one of two
    kinds ("Permanent or token", said by a kind's noun rule) opened into its two."""
    found: list[dict[str, Any]] = []
    for member in flt.any_of:
        if member.any_of:
            found += _members(member)
        else:
            found.append(_said(member))
    return found


@pytest.mark.parametrize("text", sorted(LISTS_COUNTED))
def test_a_count_over_a_list_counts_each_kind_once(text: str) -> None:
    counted, members = LISTS_COUNTED[text]
    (per,) = list(_found(_model(text), "per"))
    count = count_of(per)
    assert count is not None and count.filter is not None, per
    assert count.counted == counted
    assert _members(count.filter) == members


@pytest.mark.parametrize("text", sorted(LISTS_CONDITIONS))
def test_a_condition_over_a_list(text: str) -> None:
    counted, members = LISTS_CONDITIONS[text]
    (said,) = [w for w in _found(_model(text), "if") if isinstance(w, str)] or [
        w for w in _found(_model(text), "condition") if isinstance(w, str)
    ]
    condition = condition_of(said)
    assert condition is not None and condition.filter is not None, said
    assert (condition.counted, condition.at_least) == (counted, 1)
    assert _members(condition.filter) == members


@pytest.mark.parametrize("text", sorted(LISTS_TRIGGERS))
def test_a_trigger_over_a_list(text: str) -> None:
    (reaction,) = list(_found(_model(text), "reaction"))
    assert reaction["filter"]["any_of"] == LISTS_TRIGGERS[text]


@pytest.mark.parametrize(("text", "words"), sorted(LISTS_REFUSED.items()))
def test_a_list_near_miss_stays_refused(text: str, words: str) -> None:
    assert words in _reasons(text)


@pytest.mark.parametrize(
    "text",
    [
        "{J} If you control a token or a Character left play this turn, draw a card.",
        "{J} If you control a Spell or a Character left play this turn, draw a card.",
    ],
)
def test_6_5_d_an_or_before_a_clause_of_its_own_joins_two_conditions(text: str) -> None:
    """The second description followed by its verb is a condition of its own, not an object
    of "control" (found by the round trip of either-conditions after ia40 first merged)."""
    from scenarios.cards.grammar.first import grammar_ability

    found, why = grammar_ability(text, support=False)
    assert found is not None, why
    (step,) = found["reaction"]["effect"]
    assert step["if"].endswith(" or a character left play this turn")  # two conditions
    assert "any_of" not in str(step)  # never one object of two descriptions
