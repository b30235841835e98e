"""ib40 (issue 30, session 40): "Look at target opponent's hand." — the effect's controller
looks at the cards of the Hand of an opponent they target (6.5.b).

A Hand is hidden (3.1.3.d, 3.1.3.d); a player may look at a hidden zone's cards when an
effect allows it (3.1.3.f), and a look shows them to the one who looks only — unlike a
reveal, which shows them to every player (3.1.3.f's Remark; 1.2.7.d: an event that only gives
information). The step is the engine's look (``look``, information only: no card moves); the
Hand is the targeted opponent's, its cards found as the step happens
(``cards_in_target_opponents_hand``). "Choose a [card] from it. They [discard / put] it."
after it is the effect's controller's choice among the cards seen (6.1.g), done by their owner
(1.4.7.b, 7.5.6.b), joined as after a reveal (opponent_chooses.revealed_hand_chosen).

Only "target opponent's hand": one player targeted. "Each opponent's / an opponent's / your
opponent's / each player's hand" is refused by name (whose cards "it" names, and which of a
look at one's own, 3.2.5.b, would say nothing, is not said).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead

LOOK_THEIR_HAND: dict[str, Any] = {"action": "look", "subject": "cards_in_target_opponents_hand"}
"""The reading of "Look at target opponent's hand"."""

_READ = "look at target opponent's hand"


def look_their_hand(said: str, rule: str) -> dict[str, Any]:
    """The look of ``said`` ("look at target opponent's hand"), or a refusal naming why."""
    words = " ".join(said.lower().split())
    if words == _READ:
        return dict(LOOK_THEIR_HAND)
    raise NotRead(
        said,
        f"'{said}': a look at a hand is read for one opponent targeted ('target opponent's "
        "hand', 6.5.b, 3.1.3.f); whose hand these words name, and whose cards 'it' is after "
        "it, is not said for several players — read by hand",
        rule,
    )
