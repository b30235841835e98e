"""Choosing a number of objects: "Sacrifice two Characters" (The Kraken) — exactly two of
the Characters the player controls (7.3.36.a, 6.1.g), in one step; with fewer, all there
are, the rest being ignored (6.5.h)."""

from __future__ import annotations

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_sacrifice_two_characters_is_one_choice_of_two() -> None:
    r = executed(read("{J} Sacrifice two Characters.", name="The Kraken"))
    assert steps(r) == [
        {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}
    ]
    assert steps(executed(read("{J} Sacrifice one Character."))) == [
        {"action": "sacrifice", "subject": "a_character_you_control"}
    ]


def test_variants_numbers_subtypes_zones_and_discard() -> None:
    cases = {
        "{H} Sacrifice three Robots.": ("a_character_you_control", 3, {"subtypes": ("Robot",)}),
        "{J} Sacrifice two Characters in my Expedition.": (
            "a_character_you_control",
            2,
            {"in_my_expedition": True},
        ),
        "{J} Sacrifice two Permanents.": (
            "a_character_or_permanent_you_control",
            2,
            {"types": ("Permanent",)},
        ),
        "{R} Discard two cards from your Reserve.": ("a_card_from_your_reserve", 2, None),
    }
    for text, (subject, n, flt) in cases.items():
        (step,) = steps(executed(read(text)))
        assert step["subject"] == subject, text
        assert step["choose_count"] == n, text
        assert step.get("filter") == flt, text


def _kraken(allies: int) -> GameState:
    card = fields(executed(read("{J} Sacrifice two Characters.", name="The Kraken")))
    b = GameBuilder().in_hand("p1", "The Kraken", **card).mana("p1", 4)
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    state, _ = play(b.deck_of("p1", 2).deck_of("p2", 2), "The Kraken")
    return state


def test_7_3_36_a_two_of_the_characters_you_control_are_sacrificed_together() -> None:
    state = _kraken(allies=3)
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert (d.min_choices, d.max_choices) == (2, 2)
    assert len(d.options) == 4  # the three allies and the Kraken itself, all yours
    picked = [o.id for o in d.options if o.label in ("Ally 0", "Ally 2")]
    state, _ = answer(state, d.id, picked)
    state, _ = until_decision(state)
    assert sorted(names(state, "expedition:p1:hero")) == ["Ally 1", "The Kraken"]
    assert sorted(names(state, "discard:p1")) == ["Ally 0", "Ally 2"]


def test_6_5_h_with_fewer_characters_all_there_are_are_sacrificed() -> None:
    state = _kraken(allies=0)
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert (d.min_choices, d.max_choices) == (1, 1)  # only the Kraken itself
    assert "6.5.h" in d.rules
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["The Kraken"]
