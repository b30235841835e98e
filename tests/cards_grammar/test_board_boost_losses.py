""" "When a Character you control loses its last boost —", read by the grammar alone and
played on a board (issue 30): it activates when a step takes the last boosts of one of the
controller's Characters (2.5.f; no longer Boosted, 2.4.5.b) — not when boosts remain, nor for
an opponent's Character (1.2.2)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_boost_losses import YOURS_LOSES_ITS_LAST_BOOST


@pytest.mark.parametrize(
    ("owner", "had", "boosts"),
    [("p1", 1, 1), ("p1", 2, 0), ("p2", 1, 0)],
    ids=["its-last-boost", "one-of-two", "an-opponents"],
)
def test_2_5_f_when_a_character_you_control_loses_its_last_boost(
    owner: str, had: int, boosts: int
) -> None:
    bearer = grammar_fields("{H} Target Character loses 1 boost.", "Bearer", unique=False)
    watcher = grammar_fields(YOURS_LOSES_ITS_LAST_BOOST, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition(owner, "companion", "Goat", counters={BOOST: had})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = answer_picking(state, entries, ("Goat",))
    assert state.objects[find(state, "Goat")].counters.get(BOOST, 0) == had - 1
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
