"""A cost paid during Rest to stay (issue 30): "During Rest, you may spend 1 of my Toxin
counters. If you do, I don't go to Reserve." — an optional replacement (6.2.d, 6.5.c) of what
Rest does to the bearer (4.2.5.b), chosen by paying its cost (6.5.f; 2.5.h counters, 1.2.5.e
Mana), offered only when the cost can be paid in full (1.2.5.c, 6.1.g)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    ModifierSpec,
    Phase,
    Subject,
    ZoneKind,
    answer,
    find,
)
from engine.state.game_state import GameState, evolve

from .helpers import choose, pending, texts, until_decision


def _paid(cost: EffectStep, text: str) -> ModifierSpec:
    return ModifierSpec(
        replacing=True,
        action=ActionKind.MOVE,
        to_zone=ZoneKind.RESERVE,
        phase=Phase.NIGHT,
        optional=True,
        replace_effect=(cost,),
        paid=True,
        text=text,
    )


SPEND = _paid(
    EffectStep(ActionKind.SPEND_COUNTERS, Subject.SELF, amount=1, counter="Toxin"),
    "During Rest, you may spend 1 of my Toxin counters. If you do, I don't go to Reserve.",
)
PAY = _paid(
    EffectStep(ActionKind.PAY_MANA, Subject.CONTROLLER, amount=1),
    "During Rest, you may pay {1}. If you do, I don't go to Reserve.",
)


def _rest(*, toxin: int = 1, modifier: ModifierSpec = SPEND, ready: int = 0) -> GameState:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Walker")
        .in_expedition(
            "p2",
            "hero",
            "Lingerer",
            counters={"Toxin": toxin, "boost": 2} if toxin else {"boost": 2},
            abilities=(Ability(AbilityKind.PASSIVE, modifier=modifier),),
        )
        .mana("p2", ready)
        .at_phase(Phase.NIGHT)
    )
    state, _ = until_decision(b.build())
    return state


def test_paid_the_bearer_stays_and_keeps_its_boosts() -> None:
    state = _rest(toxin=2)
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_MODIFIER, "p2")  # its controller
    state, _ = until_decision(choose(state, "yes"))
    lingerer = state.objects[find(state, "Lingerer")]
    assert lingerer.zone.startswith("expedition:p2")
    assert lingerer.counters == {"Toxin": 1, "boost": 2}  # spent one (2.5.h), kept the rest
    assert state.objects[find(state, "Walker")].zone == "reserve:p1"  # Rest went on (4.2.5.b)


def test_declined_the_bearer_goes_to_reserve() -> None:
    state, _ = until_decision(choose(_rest(), "no"))
    lingerer = state.objects[find(state, "Lingerer")]
    assert lingerer.zone == "reserve:p2"
    assert "Toxin" not in lingerer.counters  # a new object in Reserve (2.5.e)


def test_a_cost_that_cannot_be_paid_is_not_offered() -> None:
    # No Toxin counter to spend, no ready Mana Orb to exhaust: nothing is asked (6.1.g).
    for state in (_rest(toxin=0), _rest(modifier=PAY, ready=0)):
        assert state.objects[find(state, "Lingerer")].zone == "reserve:p2"


def test_mana_paid_exhausts_an_orb() -> None:
    state = _rest(modifier=PAY, ready=1)
    assert pending(state).kind is DecisionKind.OPTIONAL_MODIFIER
    state, _ = answer(state, pending(state).id, ("yes",))
    state, entries = until_decision(state)
    assert state.objects[find(state, "Lingerer")].zone.startswith("expedition:p2")
    said = texts(entries)
    rest = next(t for t in said if t.startswith("Rest:"))
    assert "the send of Lingerer does not happen" in rest  # replaced (6.2.b)
    assert any("p2 pays 1: Mana Orb 1 is exhausted" in t for t in said)  # 1.2.5.e


def _two(ready: int) -> GameState:
    b = GameBuilder().in_expedition("p1", "hero", "Walker")
    for which, name in (("hero", "First"), ("companion", "Second")):
        b = b.in_expedition(
            "p2", which, name, abilities=(Ability(AbilityKind.PASSIVE, modifier=PAY),)
        )
    state, _ = until_decision(b.mana("p2", ready).at_phase(Phase.NIGHT).build())
    return state


def test_two_such_characters_are_each_asked() -> None:
    state = _two(ready=2)
    assert pending(state).kind is DecisionKind.OPTIONAL_MODIFIER
    state = choose(state, "yes")
    assert pending(state).kind is DecisionKind.OPTIONAL_MODIFIER  # the second one, asked too
    state, _ = until_decision(choose(state, "no"))
    zones = {n: state.objects[find(state, n)].zone for n in ("First", "Second")}
    assert zones == {"First": "expedition:p2:hero", "Second": "reserve:p2"}


def test_one_orb_pays_for_one_character_only() -> None:
    # Having agreed to pay the one ready Orb for the first, the second is not offered
    # (1.2.5.c): it goes to Reserve.
    state = choose(_two(ready=1), "yes")
    state, _ = until_decision(state)
    zones = {n: state.objects[find(state, n)].zone for n in ("First", "Second")}
    assert zones == {"First": "expedition:p2:hero", "Second": "reserve:p2"}


def test_both_players_are_asked_in_initiative_order() -> None:
    # Decisions taken simultaneously: the first player decides first (1.4.5.a).
    for first, second in (("p1", "p2"), ("p2", "p1")):
        b = GameBuilder()
        for p in ("p1", "p2"):
            b = b.in_expedition(
                p,
                "hero",
                f"Lingerer {p}",
                counters={"Toxin": 1},
                abilities=(Ability(AbilityKind.PASSIVE, modifier=SPEND),),
            )
        state = b.at_phase(Phase.NIGHT).build()
        state, _ = until_decision(evolve(state, first_player=first))
        assert pending(state).player == first
        assert pending(choose(state, "no")).player == second
