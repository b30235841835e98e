"""Issue 17: "{J} You may pay {1} to have target Character gain 1 boost or lose [[Fleeting]]."
(*The Stew*, Rare): a choice between two things one target does (6.5.g: one mode; 7.3.18.a:
having it do it is it doing it), the {1} paid with the step of the one chosen (6.1.d), the
whole optional (6.5.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, play, read, steps

STEW = "{J} You may pay {1} to have target Character gain 1 boost or lose [[Fleeting]]."


def test_the_reading_is_one_mode_per_verb_each_paying() -> None:
    (step,) = steps(executed(read(STEW, name="Stew")))
    assert step["action"] == "choose" and step["may"] is True
    assert [m["text"] for m in step["modes"]] == ["Gain 1 boost", "Lose Fleeting"]
    assert all(m["effect"][0]["pay"] == 1 for m in step["modes"])


def _chosen(mode: str, mana: int) -> GameState:
    b = (
        GameBuilder()
        .in_hand("p1", "Stew", **fields(executed(read(STEW, name="Stew"))))
        .mana("p1", mana)
        .in_expedition("p2", "hero", "Fleet", statuses=(Status.FLEETING,))
    )
    state, _ = play(b, "Stew")
    seen = []
    while state.pending is not None and state.pending.kind != "turn":
        d = pending(state)
        seen.append(d.kind)
        options = {o.label: o.id for o in d.options}
        if d.kind == "optional_step":
            state = choose(state, "yes")
        elif d.kind == "choose_mode":
            state = choose(state, options[mode])
        elif d.kind == "target":
            state = choose(state, find(state, "Fleet"))
        else:
            state = choose(state, *d.option_ids()[: d.min_choices])
    state, _ = until_decision(state)
    assert seen[:3] == ["optional_step", "choose_mode", "target"], seen
    return state


def test_6_5_g_the_chosen_one_happens_to_the_target() -> None:
    lost = _chosen("Lose Fleeting", mana=2)
    fleet = lost.objects[find(lost, "Fleet")]
    assert Status.FLEETING not in fleet.statuses and not fleet.counters.get(BOOST)
    gained = _chosen("Gain 1 boost", mana=2)
    fleet = gained.objects[find(gained, "Fleet")]
    assert Status.FLEETING in fleet.statuses and fleet.counters.get(BOOST) == 1


def test_6_1_d_without_the_mana_to_pay_nothing_happens() -> None:
    state = _chosen("Gain 1 boost", mana=1)  # the one Orb paid for Stew itself
    assert not state.objects[find(state, "Fleet")].counters.get(BOOST)
