"""cite14: zone-of-origin non-events (6.3.b) of "When you discard a card from your hand" and
"When a Character joins your Expeditions from your Reserve": a card from another zone does
not activate them, and the line of the move says so with the zone it came from."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer

from ..cards_grammar.grammar_cards import grammar_fields
from ..cards_grammar.test_board_effects import ALLY
from ..cards_text.helpers import play
from .helpers import until_decision


def _watcher(trigger: str) -> dict[str, object]:
    return grammar_fields(f"{trigger} — I gain 1 boost.", "Watcher", unique=False)


def test_6_3_b_a_card_discarded_from_reserve_is_not_from_your_hand() -> None:
    b = GameBuilder().in_expedition(
        "p1", "hero", "Watcher", **_watcher("When you discard a card from your hand")
    )
    b = b.in_hand("p1", "Unique", **grammar_fields("{J} Discard a card from your Reserve."))
    b = b.in_reserve("p1", "Kept", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        state, e = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        entries = (*entries, e, *more)
    said = [e for e in entries if "does not activate: Kept was discarded from" in e.text]
    assert said and "6.3.b" in said[0].rules, [e.text for e in entries]
    assert "not from p1's Hand" in said[0].text


@pytest.mark.parametrize(
    "trigger",
    [
        "When a Character joins your Expeditions from your Reserve",
        "When a Character joins one of your Expeditions from your Reserve",
    ],
)
def test_6_3_b_a_character_played_from_hand_does_not_join_from_reserve(trigger: str) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **_watcher(trigger))
    b = b.in_hand("p1", "Newcomer", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Newcomer")
    said = [e for e in entries if "does not activate: Newcomer joined" in e.text]
    assert said and "6.3.b" in said[0].rules, [e.text for e in entries]
    assert "played from Hand, not from p1's Reserve" in said[0].text
    watcher = next(o for o in state.objects if state.name(o) == "Watcher")
    assert state.objects[watcher].counters.get("boost", 0) == 0
