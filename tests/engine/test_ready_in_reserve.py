"""cite14 (blind 35/15's kind): a card readied in a Reserve is ready again (2.4.6.b) — an
exhausted card in Reserve cannot be played (2.4.6.c) and has no support abilities (2.4.6.e);
readied, neither applies. The step's line says so, whatever the card's type."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, answer

from ..cards_grammar.grammar_cards import grammar_fields
from ..cards_grammar.test_board_effects import ALLY
from ..cards_text.helpers import play
from .helpers import until_decision


@pytest.mark.parametrize("kind", ["Spell", "Character"])
def test_2_4_6_b_a_card_readied_in_reserve_can_be_played_again(kind: str) -> None:
    text = "{J} Ready all cards in your Reserve."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    kept = {"hand_cost": 1, "reserve_cost": 1, "type": kind} if kind == "Spell" else ALLY
    b = b.in_reserve("p1", "Kept", statuses=(Status.EXHAUSTED,), **kept)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    kept_id = next(o for o in state.zone("reserve:p1") if state.name(o) == "Kept")
    assert Status.EXHAUSTED not in state.objects[kept_id].statuses
    line = [e for e in entries if "Kept is readied" in e.text]
    assert line and "2.4.6.b" in line[0].rules, [(e.text, e.rules) for e in entries]
    assert "can be played from Reserve again" in line[0].text


def test_a_card_readied_in_play_is_not_said_playable_from_reserve() -> None:
    text = "{J} Ready target Character."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,), **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    while state.pending is not None and state.pending.kind == "target":
        d = state.pending
        pick = [o.id for o in d.options if o.label == "Tired"]
        state, entry = answer(state, d.id, tuple(pick))
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    line = [e for e in entries if "Tired is readied" in e.text]
    assert line and "2.4.6.b" not in line[0].rules
    assert "from Reserve" not in line[0].text
