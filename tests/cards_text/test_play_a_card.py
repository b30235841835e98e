"""Playing a card of one's Hand or Reserve as part of an effect (5.2.b), narrowed by its
type or Hand Cost (6.1.g): "Play a card with Hand Cost {3} or less for free" (7.3.26.a),
"Immediately play a Spell for {5} less" (5.1.2.f); and "Resupply, then Resupply again"."""

from __future__ import annotations

from engine import GameBuilder, Status, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps


def test_play_a_card_with_hand_cost_for_free_is_read_with_its_filter() -> None:
    assert steps(executed(read("{H} Play a card with Hand Cost {3} or less for free."))) == [
        {
            "action": "play_for_free",
            "subject": "a_card_from_hand_or_reserve",
            "filter": {"hand_cost_max": 3},
        }
    ]
    assert steps(executed(read("Immediately play a Spell for {5} less.", type="Spell"))) == [
        {
            "action": "play",
            "subject": "a_card_from_hand_or_reserve",
            "filter": {"types": ("Spell",)},
            "cost_change": -5,
        }
    ]
    (step,) = steps(
        executed(read("{J} You may play a Character with Hand Cost {2} or less for free."))
    )
    assert (step["subject"], step["may"], step["filter"]) == (
        "a_character_from_hand_or_reserve",
        True,
        {"hand_cost_max": 2},
    )
    assert steps(executed(read("{H} Resupply, then Resupply again."))) == [
        {"action": "resupply"},
        {"action": "resupply"},
    ]


def test_7_3_26_a_only_a_card_the_filter_lets_through_is_played_for_free() -> None:
    card = fields(
        executed(read("{H} Play a card with Hand Cost {3} or less for free.", name="Maze"))
    )
    b = GameBuilder().in_hand("p1", "Maze", **card).mana("p1", 1)
    for name, cost in (("Cheap", 3), ("Dear", 4)):
        b = b.in_hand("p1", name, **fields(executed(read("", name=name, hand_cost=cost))))
    state, _ = play(b.deck_of("p1", 2).deck_of("p2", 2), "Maze")
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert [o.label for o in d.options] == ["Cheap"]  # Dear costs 4 (6.1.g)
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == "play_destination":
        state, _ = answer(state, state.pending.id, state.pending.option_ids()[:1])
        state, _ = until_decision(state)
    assert "Cheap" in names(state, "expedition:p1:hero") + names(state, "expedition:p1:companion")
    orbs = state.zone("mana:p1")
    assert sum(1 for o in orbs if state.objects[o].has(Status.EXHAUSTED)) == 1  # Maze's only
