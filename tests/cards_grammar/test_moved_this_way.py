"""What the step before moved "this way", named back (issue 30, session 42): "ready the card
put in your Reserve this way", "return the Character sacrificed this way to your hand" — the
object(s) the step before moved to a new zone (6.5.b, 6.3.i), a new object there (2.1.d) that
the effect finds in its new, visible zone (2.1.f). After a step that did not so move an
object of that noun (or moved one where "them" is said), the reference names nothing:
refused. A set's keyword action is its definition whole (2.2.12.c): "[Dredge], then ready the
card put in your Reserve this way" names the card its definition put."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import GameBuilder
from engine.state.enums import Status
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed.reminded_keywords import defined_keywords

from .board_play import spell_played, zone_names
from .sentences_moved_this_way import READINGS_MOVED_THIS_WAY

KEYWORDS = defined_keywords(
    [
        (
            "{J} [Dredge]. (Put a card from your Discard pile in your Reserve, then exhaust it.)",
            "Diver",
        )
    ]
)

DREDGE_THEN_READY = "Dredge, then ready the card put in your Reserve this way."

NAMED_BACK: dict[str, str] = {
    **{text: "it" for text in READINGS_MOVED_THIS_WAY},
    "{D} : Dredge, then ready the card put in your Reserve this way.": "it",
    "{J} Dredge. Ready the card put in your Reserve this way.": "it",
    "{J} Discard up to two cards from your hand. Put the cards discarded this way in your "
    "Reserve.": "it",
    "{J} Sacrifice any number of Characters. Return the Characters sacrificed this way to "
    "your hand.": "it",
}
"""Siblings whose reference names what the step before moved: the step after it on "it"."""

REFUSED: dict[str, str] = {
    # a draw moved no card "put in your Reserve"
    "{J} Draw a card. Exhaust the card put in your Reserve this way.": "does not name",
    # a Character sacrificed is no card discarded (7.3.36 is not 7.3.13)
    "{J} Sacrifice a Character. Return the card discarded this way to your hand.": "does not name",
    # one card put, "the cards" said: which ones? (6.5.b)
    "{J} Put a card from your Discard pile in your Reserve. Ready the cards put in your "
    "Reserve this way.": "does not agree in number",
}


@pytest.fixture(autouse=True)
def _keywords() -> Iterator[None]:
    with using_keywords(KEYWORDS):
        yield


def _last_then(step: dict) -> dict:  # type: ignore[type-arg]
    while step.get("then"):
        step = step["then"][-1]
    return step


@pytest.mark.parametrize("text", sorted(NAMED_BACK))
def test_6_5_b_what_the_step_before_moved_is_named_back(text: str) -> None:
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else ""
    reaction = ability.get("reaction") or ability.get("quick_action")
    assert reaction is not None
    assert _last_then(reaction["effect"][0])["subject"] == NAMED_BACK[text]


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_a_reference_to_what_was_not_so_moved_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    assert REFUSED[text] in stop.reason


def test_board_the_card_dredged_is_readied_in_the_reserve() -> None:
    """The card put in the Reserve, exhausted by the definition, is then readied (2.1.f)."""
    b = GameBuilder().in_discard("p1", "Wreck").mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _, _ = spell_played(b, DREDGE_THEN_READY, ("Wreck",))
    back = {state.name(o): o for o in state.zone("reserve:p1")}
    assert "Wreck" in back and zone_names(state, "discard:p1") == []
    assert Status.EXHAUSTED not in state.objects[back["Wreck"]].statuses
