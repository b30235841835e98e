""" "[…] they control" in the follow-up of a player's "may" ("Target opponent may pay {2}. If
they don't, exhaust target Character they control"): the player who decided (1.4.7, 6.5.c),
bound as the follow-up is made — not any opponent of the effect's controller (review 20)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.reading.filters import matches
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep, ObjectFilter, Subject
from engine.state.conditions import DECIDER
from engine.state.steps import Step
from engine.steps.outcome import following

THEIRS = EffectStep(
    ActionKind.EXHAUST, Subject.TARGET_CHARACTER, filter=ObjectFilter(controller=DECIDER)
)


def _bound(players: tuple[str, ...]) -> str:
    state = GameBuilder().at_afternoon().build()
    decided = Step(ActionKind.PAY_MANA, controller="p1", players=players)
    later = following(state, decided, THEIRS)
    assert later.filter is not None
    return later.filter.controller


def test_they_are_the_player_who_decided() -> None:
    assert _bound(("p2",)) == "opponent"  # the target opponent of p1's effect
    assert _bound(("p1",)) == "you"  # the effect's controller, had they decided


def test_they_unbound_control_nothing() -> None:
    """No single player decided: "they" is no one, and no object is theirs (6.5.b)."""
    assert _bound(()) == DECIDER
    state = GameBuilder().in_expedition("p2", "hero", "Guard").at_afternoon().build()
    flt = ObjectFilter(controller=DECIDER)
    assert not matches(state, find(state, "Guard"), flt, "p1", None)
