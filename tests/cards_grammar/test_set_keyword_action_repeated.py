"""A set's keyword action repeated once per object the step before acted on (issue 30):
"Discard up to two cards from your hand. Then, [Dredge] once for each card discarded this
way." — "[Do step] for each [quantity]" is the step once per item, one after the other
(6.5.i); the keyword action is its definition whole each time (2.2.12.c), its own "it" the
card that time put (6.3.i), not an object counted. That many is counted once, from what the
step before did ("up to N": as many as were discarded). The keyword actions here are
invented for these tests, defined by a reminder as a set defines one."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine import GameBuilder
from engine.state.enums import Status
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed.reminded_keywords import defined_keywords

from .board_play import spell_played, zone_names

KEYWORDS = defined_keywords(
    [
        (
            "{J} [Dredge]. (Put a card from your Discard pile in your Reserve, then exhaust it.)",
            "Diver",
        ),
        ("{J} [Scour]. (Put a card from your Reserve in your Discard pile.)", "Sweeper"),
        ("{J} [Unearth]. (Return a card from your Discard pile to your hand.)", "Digger"),
        ("{J} [Hoard]. (Draw a card, then I gain 1 boost.)", "Miser"),
    ]
)

DREDGE_PER_DISCARD = (
    "Discard up to two cards from your hand. Then, Dredge once for each card discarded this way."
)

REPEATED: dict[str, tuple[str, str]] = {
    "{H} Discard up to two cards from your hand. Then, Dredge once for each card discarded "
    "this way.": ("discard", "Dredge"),
    "{H} Discard up to three cards from your hand. Then, Dredge once for each card discarded "
    "this way.": ("discard", "Dredge"),
    "{J} Sacrifice any number of Characters. Dredge for each Character sacrificed this way.": (
        "sacrifice",
        "Dredge",
    ),
    "{J} Discard up to two cards from your hand. Scour once for each card discarded this way.": (
        "discard",
        "Scour",
    ),
    "{J} Sacrifice any number of Characters. Then, Scour once for each Character sacrificed "
    "this way.": ("sacrifice", "Scour"),
    "{H} You may discard up to two cards from your hand. Unearth once for each card discarded "
    "this way.": ("discard", "Unearth"),
    "{J} Sacrifice any number of Characters. Then, Unearth once for each Character "
    "sacrificed this way.": ("sacrifice", "Unearth"),
    "{R} Discard up to two cards from your hand. Then, Dredge once for each card discarded "
    "this way, then draw a card.": ("discard", "Dredge"),
}
"""Each sibling with the step counted and the keyword action repeated."""


SEVERAL_STEPS = (
    "{J} Discard up to two cards from your hand. Then, Hoard once for each card discarded this way."
)
"""A keyword action defined as two steps one after the other: repeating them together is not
read (refused with a reason)."""


@pytest.fixture(autouse=True)
def _keywords() -> Iterator[None]:
    with using_keywords(KEYWORDS):
        yield


def _repeated(found: Any) -> list[dict[str, Any]]:
    """The steps in ``found`` done "that many" times."""
    if isinstance(found, dict):
        own = [found] if found.get("x_is") == "that many" else []
        return own + [s for v in found.values() for s in _repeated(v)]
    if isinstance(found, list):
        return [s for v in found for s in _repeated(v)]
    return []


@pytest.mark.parametrize("text", sorted(REPEATED))
def test_6_5_i_a_keyword_action_is_done_once_per_object_counted(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    counted, keyword = REPEATED[text]
    effect = ability["reaction"]["effect"]
    first = next(s for s in effect if s.get("action") in ("discard", "sacrifice"))
    assert first["action"] == counted
    (repeated,) = _repeated(first.get("then", effect))
    assert repeated["keyword_action"] == keyword and repeated["times"] == 0


def test_a_keyword_action_of_several_steps_repeated_is_refused() -> None:
    ability, stop = grammar_ability(SEVERAL_STEPS, support=False)
    assert ability is None and stop is not None and "several steps" in stop.reason


def test_board_two_cards_discarded_then_two_cards_dredged_each_exhausted() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Old A")
        .in_hand("p1", "Old B")
        .in_hand("p1", "Old C")
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, _, _ = spell_played(b, DREDGE_PER_DISCARD, ("Old A", "Old B"))
    assert zone_names(state, "discard:p1") == []
    assert zone_names(state, "hand:p1") == ["Old C"]
    back = {state.name(o): o for o in state.zone("reserve:p1")}
    assert {"Old A", "Old B"} <= set(back)
    assert all(Status.EXHAUSTED in state.objects[back[n]].statuses for n in ("Old A", "Old B"))
