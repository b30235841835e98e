""" "in your other Expedition" (Ordis Gatekeeper, "{J} Target Character in your other
Expedition gains 2 boosts"): the controller's Expedition the bearer is not in (3.2.3); a
Gigantic bearer, in both, has none (7.4.4.l)."""

from __future__ import annotations

from engine import GameBuilder, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

GATEKEEPER = "{J} #Target Character# in your other Expedition #gains 2 boosts#."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_in_your_other_expedition_is_a_filter() -> None:
    assert steps(executed(read(GATEKEEPER))) == [
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": 2,
            "filter": {"in_your_other_expedition": True},
        }
    ]
    (step,) = steps(executed(read("{H} Each Character in your other Expedition gains 1 boost.")))
    assert (step["subject"], step["filter"]) == (
        "characters_you_control",
        {"in_your_other_expedition": True},
    )


def test_3_2_3_only_characters_of_the_other_expedition_may_be_targeted() -> None:
    b = GameBuilder().in_hand("p1", "Gatekeeper", **fields(executed(read(GATEKEEPER))))
    b = b.in_expedition("p1", "hero", "Beside", **ALLY).in_expedition(
        "p1", "companion", "Away", **ALLY
    )
    b = b.in_expedition("p2", "companion", "Foe", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Gatekeeper", "hero")
    d = state.pending
    assert d is not None and d.kind == "target"
    assert [o.label for o in d.options] == ["Away"]
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert state.objects[find(state, "Away")].boosts == 2
