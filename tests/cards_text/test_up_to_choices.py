"""'Up to N [cards / Characters / sub-types] [where]' without "target" (6.1.g): a choice of
between none and N objects, read by scenarios/cards/printed/up_to_choices.py and played on
a board."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, Status, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

TEXT = "Exhaust up to two cards in Reserve."


def test_6_1_g_up_to_two_cards_in_reserve_is_a_choice_of_none_to_two() -> None:
    assert steps(executed(read(TEXT, type="Spell"))) == [
        {"action": "exhaust", "subject": "a_card_in_reserve", "up_to": 2}
    ]
    assert steps(executed(read("Sacrifice up to two Robots.", type="Spell"))) == [
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "up_to": 2,
            "filter": {"subtypes": ("Robot",)},
        }
    ]


def test_6_1_g_the_controller_chooses_up_to_two_cards_in_any_reserve() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Chill", **fields(executed(read(TEXT, type="Spell", name="Chill"))))
        .in_reserve("p1", "Mine")
        .in_reserve("p2", "Theirs")
        .in_reserve("p2", "Other")
        .mana("p1", 1)
    )
    state, _ = play(b, "Chill", dest="spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    assert (d.min_choices, d.max_choices) == (0, 2)
    labels = {o.label: o.id for o in d.options}
    assert {"Mine", "Theirs", "Other"} <= set(labels)
    state, _ = answer(state, d.id, [labels["Mine"], labels["Theirs"]])
    state, _ = until_decision(state)
    exhausted = {state.name(o) for o in state.objects if state.objects[o].has(Status.EXHAUSTED)}
    assert {"Mine", "Theirs"} <= exhausted and "Other" not in exhausted
