"""A named doer's action (issue 31; blind batch 37, 17): a Reaction watching an opponent's draw or
Resupply cites, on its activation, why the action was that opponent's: the effect said which player
does it (7.5.6.b) — the first criterion that matches, before the effect's controller (7.5.6.c)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read

WATCHER = "When an opponent draws one or more cards or Resupplies — I gain 1 boost."


@pytest.mark.parametrize(
    ("effect", "named"),
    [
        ("Target opponent Resupplies.", True),
        ("Target opponent draws a card.", True),
    ],
)
def test_the_activation_cites_the_criterion_that_made_it_the_opponents(
    effect: str, named: bool
) -> None:
    spell = executed(read(effect, type="Spell", name="Nudge"))
    watcher = executed(read(WATCHER, name="Watcher"))
    b = (
        GameBuilder()
        .in_hand("p1", "Nudge", **fields(spell))
        .in_expedition("p1", "hero", "Watcher", **fields(watcher))
        .mana("p1", 1)
        .deck_of("p1", 3)
        .deck_of("p2", 3)
    )
    state, entries = play(b, "Nudge", dest="spell")
    if state.pending is not None and state.pending.kind == "target":
        state, chosen = answer(state, state.pending.id, ("p2",))
        state, more = until_decision(state)
        entries = (*entries, chosen, *more)
    activation = [e for e in entries if e.text.startswith("Reaction-activating step: Watcher")]
    assert activation, [e.text for e in entries]
    # p1's Watcher sees p2's action: p1's own effect, p2 named as the one doing it
    assert ("7.5.6.b" in activation[0].rules) is named, activation[0].rules
