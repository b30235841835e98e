"""Several targets in one step (6.5.b): "Two target Characters gain 1 boost" — the controller
chooses a suitable object for each target, all at once before the step, each object at most
once in the step; a target left without a suitable object does nothing. Also with a limited
total ("two target Characters with total {M} of 4 or less") and in the card format
(``targets: 2``)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine import GameBuilder, IllegalAction, answer, find
from scenarios.cards.compile_steps import compile_effect
from scenarios.cards.models_steps import StepModel

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, names, play, read, steps

_TWIN = "Two target Characters gain 1 boost."


def _board(*characters: str) -> GameBuilder:
    r = executed(read(_TWIN, type="Spell", name="Twin Blessing"))
    b = GameBuilder().in_hand("p1", "Twin Blessing", **fields(r)).mana("p1", 1)
    for i, name in enumerate(characters):
        b = b.in_expedition("p1" if i % 2 == 0 else "p2", "hero", name)
    return b


def test_6_5_b_two_target_characters_is_read_as_a_step_with_two_targets() -> None:
    r = executed(read(_TWIN, type="Spell"))
    assert steps(r) == [{"action": "give_boost", "subject": "target_character", "targets": 2}]
    r = executed(read("Two target Characters each gain 1 boost.", type="Spell"))
    assert steps(r)[0]["targets"] == 2
    three = executed(read("Three target Characters you control gain [[Anchored]].", type="Spell"))
    assert steps(three)[0]["targets"] == 3
    assert steps(three)[0]["filter"] == {"controller": "you"}
    send = executed(read("Send two target Characters to Reserve.", type="Spell"))
    assert steps(send) == [
        {"action": "send", "subject": "target_character", "to": "reserve", "targets": 2}
    ]
    either = executed(read("Discard two targets, Characters or Permanents.", type="Spell"))
    assert steps(either)[0]["subject"] == "target_character_or_permanent"
    assert steps(either)[0]["targets"] == 2


def test_6_5_b_targets_of_one_step_are_chosen_once_each_at_the_same_time() -> None:
    state, _ = play(_board("Ally", "Foe", "Bystander"), "Twin Blessing", dest="spell")
    d = pending(state)
    assert (d.min_choices, d.max_choices) == (2, 2)  # a suitable object for each target
    assert "6.5.b" in d.rules
    ally, foe = find(state, "Ally"), find(state, "Foe")
    with pytest.raises(IllegalAction) as refused:  # the same object for both targets
        answer(state, d.id, (ally, ally))
    assert refused.value.rule == "6.5.b"
    state, entry = answer(state, d.id, (ally, foe))
    state, _ = until_decision(state)
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Ally", "Foe", "Bystander")}
    assert boosts == {"Ally": 1, "Foe": 1, "Bystander": 0}
    assert entry.text == "p1 targets Ally and Foe" and "6.5.b" in entry.rules


def test_6_5_b_a_target_without_a_suitable_object_does_nothing() -> None:
    state, _ = play(_board("Alone"), "Twin Blessing", dest="spell")
    d = pending(state)
    assert (d.min_choices, d.max_choices) == (1, 1)  # never the same object twice
    assert "only 1 suitable" in d.prompt and "6.5.b" in d.rules
    state = choose(state, find(state, "Alone"))
    assert state.objects[find(state, "Alone")].boosts == 1


def test_6_5_b_two_targets_with_a_total_are_chosen_until_both_are_chosen() -> None:
    text = "Send to Reserve two target Characters with total {M} of 4 or less."
    r = executed(read(text, type="Spell", name="Rockslide"))
    assert steps(r) == [
        {
            "action": "send",
            "subject": "target_character",
            "to": "reserve",
            "targets": 2,
            "total": {"of": "mountain", "at_most": 4},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Rockslide", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Two", mountain=2)
        .in_expedition("p2", "hero", "One", mountain=1)
        .in_expedition("p2", "companion", "Three", mountain=3)
    )
    state, _ = play(b, "Rockslide", dest="spell")
    d = pending(state)
    assert (d.min_choices, d.max_choices) == (1, 1)  # no stopping before both are chosen
    state = choose(state, find(state, "Three"))
    # 3 of 4 used: only One still fits for the second target
    assert [state.name(o) for o in pending(state).option_ids()] == ["One"]
    assert pending(state).min_choices == 1
    state = choose(state, find(state, "One"))
    state, _ = until_decision(state)
    assert sorted(names(state, "reserve:p2")) == ["One", "Three"]
    assert names(state, "expedition:p2:hero") == ["Two"]


def test_6_5_b_the_card_format_counts_targets_only_on_a_target_step() -> None:
    ok = StepModel.model_validate(
        {"action": "give_boost", "subject": "target_character", "targets": 2}
    )
    assert compile_effect((ok,))[0].targets == 2
    for bad, words in (
        ({"action": "give_boost", "subject": "self", "targets": 2}, "the subject is a target"),
        (
            {"action": "give_boost", "subject": "target_character", "targets": 2, "up_to": 2},
            "exclude each other",
        ),
    ):
        with pytest.raises(ValidationError, match=words):
            StepModel.model_validate(bad)
