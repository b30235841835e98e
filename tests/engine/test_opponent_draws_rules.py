"""'When an opponent draws one or more cards or Resupplies' cites what the opponent did:
drawing (7.3.9.a), Resupply (7.3.31.a), or an Exhausted Resupply, which is a Resupply
(7.3.14.a) — with 6.3.f, the rule of Reactions to other objects' events."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Step,
    TriggerKind,
    request,
    step,
)

WATCHER = Ability(
    AbilityKind.REACTION,
    "When an opponent draws one or more cards or Resupplies — I gain 1 boost.",
    trigger=TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES,
    effect=(EffectStep(ActionKind.GIVE_BOOST),),
)


@pytest.mark.parametrize(
    ("kind", "cited", "not_cited"),
    [
        (ActionKind.DRAW, "7.3.9.a", {"7.3.31.a", "7.3.14.a"}),
        (ActionKind.RESUPPLY, "7.3.31.a", {"7.3.9.a", "7.3.14.a"}),
        (ActionKind.EXHAUSTED_RESUPPLY, "7.3.14.a", {"7.3.9.a"}),
    ],
)
def test_the_activation_cites_what_the_opponent_did(
    kind: ActionKind, cited: str, not_cited: set[str]
) -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", abilities=(WATCHER,))
        .deck_of("p2", 3)
        .build()
    )
    state, _ = request(state, Step(kind, players=("p2",), amount=1))
    state, entry = step(state)  # the Reaction-activating step
    assert "Reaction-activating step" in entry.text
    assert {"6.3.f", cited} <= set(entry.rules)
    assert not set(entry.rules) & not_cited
