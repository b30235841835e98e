"""Issue 17: "If you would [Resupply], instead reveal the top two cards of your deck. Put one in
Reserve, and discard the other." (*The Ouroboros, Lyra Bastion*, Rare): a replacing
modifier whose result is an effect of several steps (6.2.b) — the Resupply does not happen,
and the reveal, the choice of one (6.1.g) and the discard follow the step instead."""

from __future__ import annotations

from engine import GameBuilder, TraceEntry, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import pending, rules_of, texts, until_decision
from .helpers import executed, fields, names, play, read

BASTION = (
    "{J} [Resupply].  If you would [Resupply], instead reveal the top two cards of your deck. "
    "Put one in Reserve, and discard the other."
)


def _played(pick: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    r = executed(read(BASTION, type="Permanent", zone_type="Landmark", name="Bastion"))
    b = GameBuilder().in_hand("p1", "Bastion", **fields(r)).mana("p1", 1)
    for i in range(3):
        b = b.in_deck("p1", f"Deck {i + 1}")
    state, entries = play(b, "Bastion", dest="landmark")
    d = pending(state)
    assert d.kind == "choose" and d.max_choices == 1
    state, chosen = answer(state, d.id, (find(state, pick),))
    state, more = until_decision(state)
    return state, (*entries, chosen, *more)


def test_the_reading_replaces_your_resupply_by_the_effect() -> None:
    r = executed(read(BASTION, type="Permanent", zone_type="Landmark"))
    passive = r.model.abilities[1].passive
    assert passive is not None and passive.replace is not None
    assert passive.replace.action == "resupply"
    assert [s.action for s in passive.replace.instead] == ["reveal"]


def test_6_2_b_the_resupply_does_not_happen_the_effect_does_instead() -> None:
    state, entries = _played("Deck 2")
    assert names(state, "reserve:p1") == ["Deck 2"]  # chosen, not the top card
    assert names(state, "discard:p1") == ["Deck 1"]
    assert names(state, "deck:p1") == ["Deck 3"]
    said = texts(entries)
    assert any("does not happen" in t for t in said)
    assert {"6.2.b", "6.2.m"} <= rules_of(entries)
    assert not any("Deck 1 does not happen" in t for t in said)  # the Deck stays hidden
