"""The Expedition race played on boards (issue 30, gram83): an Expedition said against named
Expeditions — "ahead of each opponent's Expedition" (every one of the opponent's two) against
"behind an opponent's Expedition" (at least one), "ahead of the opposing Expedition" (the one
facing it), "your Hero Expedition is ahead of your Companion Expedition", "tied with",
"in contact with" (the same region, 7.5.9.a), "the furthest ahead", and the controller's
Expeditions so counted (6.5.i). Distances are each Expedition's own from its starting region
(7.5.2.a-c): a Hero Expedition starts at the first region, a Companion one at the last
(1.2.3.c) — 8 regions on the builder's board."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from ..cards_text.helpers import play
from .grammar_cards import grammar_fields

LAST = 7
"""The last region's index (the Companion Expeditions' starting region)."""


def _board(p1_hero: int, p1_companion: int, p2_hero: int, p2_companion: int) -> dict[str, int]:
    """Expeditions' regions from their DISTANCES from their starting regions (7.5.2.a)."""
    return {
        "p1:hero": p1_hero,
        "p1:companion": LAST - p1_companion,
        "p2:hero": p2_hero,
        "p2:companion": LAST - p2_companion,
    }


def _drawn(text: str, positions: dict[str, int]) -> int:
    """How many cards p1 drew (or boosts the Unique gained) when p1 played a Unique printing
    ``text`` in its Hero Expedition ("my Expedition")."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    return len(state.zone("hand:p1"))


AHEAD_OF_EACH = "{J} If my Expedition is ahead of each opponent's Expedition, draw a card."
AHEAD_OF_AN = "{J} If my Expedition is ahead of an opponent's Expedition, draw a card."
BEHIND_AN = "{J} If my Expedition is behind an opponent's Expedition, draw a card."
BEHIND_OPPOSING = "{J} If my Expedition is behind the opposing Expedition, draw a card."
TIED_WITH_EACH = "{J} If my Expedition is tied with each opponent's Expedition, draw a card."
TIED_WITH_AN = "{J} If my Expedition is tied with an opponent's Expedition, draw a card."
CONTACT_AN = "{J} If my Expedition is in contact with an opponent's Expedition, draw a card."
NOT_BEHIND_AN = "{J} If my Expedition isn't behind an opponent's Expedition, draw a card."
HERO_AHEAD_OF_COMPANION = (
    "{J} If your Hero Expedition is ahead of your Companion Expedition, draw a card."
)
FURTHEST_AHEAD = "{J} If my Expedition is the furthest ahead, draw a card."
COUNT_AHEAD_OF_AN = (
    "{J} Draw a card for each of your Expeditions that is ahead of an opponent's Expedition."
)

# p1's Hero Expedition 3 regions out; p2's Hero 1 out (faces it, 1.2.3.c), p2's Companion 5
AHEAD_OF_FACING_ONLY = _board(3, 0, 1, 5)
# p1's Hero 3 out against p2's Hero 1 and Companion 2: ahead of both
AHEAD_OF_BOTH = _board(3, 0, 1, 2)
# p1's Hero 2 out; p2's Hero 2 (tied with it), p2's Companion 4
TIED_WITH_FACING_ONLY = _board(2, 0, 2, 4)
# p1's Hero 2, p2's Hero 2 and Companion 2
TIED_WITH_BOTH = _board(2, 0, 2, 2)


@pytest.mark.parametrize(
    ("text", "board", "drawn"),
    [
        (AHEAD_OF_EACH, AHEAD_OF_BOTH, 1),
        # ahead of the one facing it, not of the Companion 5 regions out (7.5.2.a)
        (AHEAD_OF_EACH, AHEAD_OF_FACING_ONLY, 0),
        (AHEAD_OF_AN, AHEAD_OF_FACING_ONLY, 1),
        # behind p2's Companion Expedition (3 < 5), though ahead of the one facing it
        (BEHIND_AN, AHEAD_OF_FACING_ONLY, 1),
        (BEHIND_OPPOSING, AHEAD_OF_FACING_ONLY, 0),
        (NOT_BEHIND_AN, AHEAD_OF_FACING_ONLY, 0),
        (NOT_BEHIND_AN, AHEAD_OF_BOTH, 1),
        (BEHIND_AN, AHEAD_OF_BOTH, 0),
        (TIED_WITH_EACH, TIED_WITH_BOTH, 1),
        (TIED_WITH_EACH, TIED_WITH_FACING_ONLY, 0),
        (TIED_WITH_AN, TIED_WITH_FACING_ONLY, 1),
        (TIED_WITH_AN, AHEAD_OF_BOTH, 0),
    ],
)
def test_7_5_2_ahead_behind_tied_against_each_or_an_opponents(
    text: str, board: dict[str, int], drawn: int
) -> None:
    assert _drawn(text, board) == drawn


def test_7_5_9_a_in_contact_with_an_opponents_expedition_is_the_same_region() -> None:
    # p1's Hero in region 3 and p2's Companion in region 3 (4 out from the last region):
    # the same region, though each is a different distance from its start
    assert _drawn(CONTACT_AN, _board(3, 0, 0, 4)) == 1
    # tied with p2's Hero (both 3 out) is not the same region as any of p2's
    assert _drawn(CONTACT_AN, _board(3, 0, 1, 1)) == 0


def test_7_5_2_your_hero_expedition_against_your_companion_expedition() -> None:
    assert _drawn(HERO_AHEAD_OF_COMPANION, _board(3, 1, 0, 0)) == 1
    assert _drawn(HERO_AHEAD_OF_COMPANION, _board(1, 3, 0, 0)) == 0
    assert _drawn(HERO_AHEAD_OF_COMPANION, _board(2, 2, 0, 0)) == 0  # tied is not ahead


def test_7_5_2_the_furthest_ahead_is_no_other_expedition_further() -> None:
    assert _drawn(FURTHEST_AHEAD, _board(3, 1, 2, 3)) == 1  # tied with the furthest: still
    assert _drawn(FURTHEST_AHEAD, _board(3, 4, 2, 1)) == 0  # p1's own Companion is further


def test_6_5_i_your_expeditions_ahead_of_an_opponents_expedition_counted() -> None:
    # p1's Hero 3 out (ahead of p2's Hero 1), its Companion 1 out (ahead of p2's Companion 0)
    assert _drawn(COUNT_AHEAD_OF_AN, _board(3, 1, 1, 0)) == 2
    # p1's Companion at its start is ahead of none of p2's (1 and 2 out)
    assert _drawn(COUNT_AHEAD_OF_AN, _board(3, 0, 1, 2)) == 1
