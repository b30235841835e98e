"""Issue 17: "When I gain [[Fleeting]] — I gain 1 boost.  I can gain [[Fleeting]] even if I
was already [[Fleeting]]." (*Gericht, Revered Duelist*): an exception to 2.4.1.f — gaining
the status again changes nothing, but it happens, so "When I gain Fleeting" activates
(2.4.1.g); without that ability, the gain is impossible and nothing activates."""

from __future__ import annotations

from engine import GameBuilder, Status, TraceEntry, answer, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import pending, rules_of, until_decision
from .helpers import executed, fields, play, read

DUELIST = (
    "When I gain [[Fleeting]] — I gain 1 boost.  "
    "I can gain [[Fleeting]] even if I was already [[Fleeting]]."
)
PLAIN = "When I gain [[Fleeting]] — I gain 1 boost."
HASTE = "Target Character gains [[Fleeting]]."


def _hasted(text: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    b = (
        GameBuilder()
        .in_hand("p1", "Haste", **fields(executed(read(HASTE, type="Spell", name="Haste"))))
        .mana("p1", 1)
        .in_expedition(
            "p1", "hero", "Duelist", statuses=(Status.FLEETING,), **fields(executed(read(text)))
        )
    )
    state, entries = play(b, "Haste", dest="spell")
    state, chosen = answer(state, pending(state).id, (find(state, "Duelist"),))
    state, more = until_decision(state)
    return state, (*entries, chosen, *more)


def test_2_4_1_g_gaining_it_again_activates_when_i_gain_it() -> None:
    state, entries = _hasted(DUELIST)
    assert state.objects[find(state, "Duelist")].counters.get(BOOST) == 1
    assert "2.4.1.g" in rules_of(entries)


def test_2_4_1_f_without_the_ability_nothing_happens() -> None:
    state, entries = _hasted(PLAIN)
    assert not state.objects[find(state, "Duelist")].counters.get(BOOST)
    assert "2.4.1.f" in rules_of(entries)
