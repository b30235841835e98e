"""A cost alteration an effect makes for a time (issue 30): "Your Spells cost {1} more this
turn" creates an Emblem-Ongoing (2.2.2.m) whose passive ability alters the cost of the
cards its controller — or their opponents — play (5.1.2.f) until it ends (2.2.15.a). The
cards are those a passive's "[cards] you play / your opponents play" names
(:func:`scenarios.cards.compile_passives.played_cost_scope`)."""

from __future__ import annotations

from engine import Ability, AbilityKind
from engine.state.cards import CostSpec
from scenarios.cards.compile_passives import played_cost_scope
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models_steps import OngoingCostModel


def cost_for_a_time(model: OngoingCostModel, text: str) -> Ability:
    """The Emblem-Ongoing's passive ability: ``change`` added to the cost of the cards
    ``applies_to`` names as they are played (5.1.2.f)."""
    fields = played_cost_scope(" ".join(model.applies_to.lower().split()))
    if fields is None or not model.change:
        raise NotExecutable(f"cost alterations of '{model.applies_to}' are not applied yet")
    spec = CostSpec(change=model.change, **fields)  # type: ignore[arg-type]
    return Ability(AbilityKind.PASSIVE, text, cost_change=spec)
