"""Issue 17: "Look at / Reveal the top N cards of your deck. Put one in your hand / in Reserve,
and discard the other(s)." (*Rune's Testament*, *The Ouroboros* Rare shapes): one of those
cards chosen (6.1.g) and put there, the others — still in the Deck — discarded; looked at,
they are seen by their owner alone (3.1.3.f), revealed, by every player (1.2.7.d)."""

from __future__ import annotations

from engine import GameBuilder, TraceEntry, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import pending, rules_of, texts, until_decision
from .helpers import executed, fields, names, play, read, steps

LOOK = "Look at the top four cards of your deck. Put one in your hand and discard the others."
REVEAL = "Reveal the top two cards of your deck. Put one in Reserve, and discard the other."
TESTAMENT = (
    "If my Expedition would move forward, you may discard me instead to look at the top four "
    "cards of your deck. Put one in your hand and discard the others."
)


def _cast(text: str, pick: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    b = GameBuilder().in_hand("p1", "Omen", **fields(executed(read(text, type="Spell"))))
    b = b.mana("p1", 1)
    for i in range(5):
        b = b.in_deck("p1", f"Deck {i + 1}")
    state, entries = play(b, "Omen", dest="spell")
    d = pending(state)
    assert d.kind == "choose" and d.min_choices == d.max_choices == 1
    state, chosen = answer(state, d.id, (find(state, pick),))
    state, more = until_decision(state)
    return state, (*entries, chosen, *more)


def test_the_reading_looks_then_puts_one_and_discards_the_rest() -> None:
    (look,) = steps(executed(read(LOOK, type="Spell")))
    assert look["action"] == "look" and look["amount"] == 4
    assert [s["action"] for s in look["then"]] == ["put", "discard"]
    assert look["then"][0]["subject"] == "a_card_among_them"
    assert executed(read(TESTAMENT, type="Permanent", zone_type="Expedition"))


def test_3_1_3_f_one_looked_at_card_to_hand_the_others_discarded_unnamed_until_then() -> None:
    state, entries = _cast(LOOK, "Deck 3")
    assert names(state, "hand:p1") == ["Deck 3"]
    assert names(state, "discard:p1")[:3] == ["Deck 1", "Deck 2", "Deck 4"]
    assert names(state, "deck:p1") == ["Deck 5"]
    assert "3.1.3.f" in rules_of(entries)
    said = " ".join(e.text for e in entries)  # what the table hears
    assert "Deck 3" not in said  # looked at and put in the Hand: never shown


def test_1_2_7_d_revealed_cards_one_to_reserve_the_other_discarded() -> None:
    state, entries = _cast(REVEAL, "Deck 2")
    assert names(state, "reserve:p1") == ["Deck 2", "Omen"]  # then the Spell itself
    assert "Deck 1" in names(state, "discard:p1")
    assert names(state, "deck:p1") == ["Deck 3", "Deck 4", "Deck 5"]
    assert any("Deck 2" in t for t in texts(entries))
