"""The session-27 review's fixed defects and the readings kept beside them, played on boards (issue
30).

* "If I'm behind an opponent's Expedition" on a Gigantic bearer (in both its controller's
  Expeditions, 7.4.4.b) holds only when BOTH are so (7.4.4.k); it held when one was.
* "If one of them has …" after a step that moved them (sacrificed, returned) is refused
  (1.4.4.a; gram85 read the cards' present, in which they hold no counters, 2.5.b); after a
  step that leaves them where they are ("Exhaust up to two target Characters") it is read
  and played: at least one of them (6.5.b).
* "If one of them has a boost, it gains 1 boost" is refused (which one, 6.5.b); the
  sentence patterns gave every target the boost."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import GameBuilder
from engine.state.decisions import Decision
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

LAST = 7
"""The last region's index: a Companion Expedition's starting region (1.2.3.c)."""


def _read(text: str) -> bool:
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    return read_printed(card).executable


@pytest.mark.parametrize(("p1_companion", "drawn"), [(1, 1), (3, 0)])
def test_7_4_4_k_a_gigantic_i_am_behind_needs_both_expeditions_so(
    p1_companion: int, drawn: int
) -> None:
    """p1's Hero Expedition 0 regions out, behind p2's Hero one (2 out); p1's Companion one
    1 out (behind p2's Hero one too: drawn) or 3 out (behind no opponent's: not drawn)."""
    text = "{J} If I'm behind an opponent's Expedition, draw a card."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text) | {"keywords": ["Gigantic"]})
    b = b.position("p1:hero", 0).position("p2:hero", 2).position("p2:companion", LAST)
    b = b.position("p1:companion", LAST - p1_companion)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    assert len(state.zone("hand:p1")) == drawn


@pytest.mark.parametrize("text", ["{J} If I'm in a region with {V}, draw a card."])
def test_7_5_8_c_a_gigantic_i_am_in_a_terrain_is_one_of_its_expeditions(text: str) -> None:
    """ "In [terrain]" stays "at least one of its Expeditions" (7.5.8.c): still read."""
    assert _read(text)


def _pick(*labels: str) -> Callable[[Decision], list[str]]:
    return lambda d: [o.id for o in d.options if o.label in labels] or [d.options[0].id]


@pytest.mark.parametrize(("boosted", "drawn"), [(True, 1), (False, 0)])
def test_6_5_b_one_of_them_left_in_place_is_read_and_played(boosted: bool, drawn: int) -> None:
    text = "{J} Exhaust up to two target Characters. If one of them has a boost, draw a card."
    b = GameBuilder().hero("p1", "Captain").hero("p2", "Rival")
    b = b.in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 6)
    b = b.deck_of("p1", 6).deck_of("p2", 6).in_expedition("p1", "hero", "Ally", **ALLY)
    counters = {"boost": 1} if boosted else None
    b = b.in_expedition("p2", "hero", "Foe", counters=counters, **ALLY)
    state, _ = _resolved(b, _pick("Ally", "Foe"))
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    "text",
    [
        "{J} Sacrifice up to two Characters. If one of them has a boost, draw a card.",
        "{J} Return up to two target Characters to their owners' hands. If one of them has a boost, draw a card.",  # noqa: E501
        "{J} Discard up to two cards from your Reserve. If one of them has an Omen counter, draw a card.",  # noqa: E501
        "{J} Exhaust up to two target Characters. If one of them has a boost, it gains 1 boost.",
        "{J} If I have two or more different counters, draw a card.",
    ],
)
def test_readings_that_meant_something_else_are_refused(text: str) -> None:
    assert not _read(text)
