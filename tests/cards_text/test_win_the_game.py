""" "You win the game" (*Lyra Festival*): a card lets its player win now, outside Check Victory
(1.4.2.a), and "if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet
another [[Asleep]] Character" needs three different Characters, one for each (7.2.1.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Phase, Status

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, not_executed, read

LYRA = (
    "{J} Draw a card.  At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] "
    "Character and yet another [[Asleep]] Character \u2014 You win the game."
)


def test_1_4_2_a_you_win_the_game_reads_under_a_condition_on_three_distinct_characters() -> None:
    reaction = executed(read(LYRA, type="Permanent", name="Lyra Festival")).model.abilities[1]
    dumped = reaction.model_dump(exclude_defaults=True)["reaction"]
    assert dumped["trigger"] == "at_dusk"
    assert dumped["effect"] == ({"action": "win_game"},)
    assert dumped["condition"] == (
        "you control a fleeting character, another anchored character and yet another asleep "
        "character"
    )


@pytest.mark.parametrize(
    "condition",
    [
        "you control a Robot and another Robot",
        "you control an [[Asleep]] Character and another [[Fleeting]] Permanent",
        "you control a [[Boosted]] Plant, another Animal and yet another Spirit",
        "you control a Character, another Character, yet another Character and yet another "
        "Character",
    ],
)
def test_7_2_1_a_variants_of_distinct_objects_you_control(condition: str) -> None:
    executed(read(f"At Noon, if {condition} \u2014 Draw a card."))


@pytest.mark.parametrize(
    "text",
    [
        "At Noon, if you control a Robot and a Plant \u2014 Draw a card.",  # not "another"
        "{J} Target opponent wins the game.",  # only "you" is read
        "At Noon, if you control a Robot and another Dragonfly Thing \u2014 Draw a card.",
    ],
)
def test_what_is_not_read_is_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))


def _dusk(*characters: frozenset[Status]):  # type: ignore[no-untyped-def]
    lyra = fields(executed(read(LYRA, type="Permanent", name="Lyra Festival")))
    b = GameBuilder().in_landmarks("p1", "Lyra Festival", **lyra).deck_of("p1", 4)
    for i, statuses in enumerate(characters):
        which = "hero" if i % 2 == 0 else "companion"
        b = b.in_expedition("p1", which, f"C{i}", statuses=statuses)
    return until_decision(b.at_phase(Phase.DUSK).build())


F, A, S = Status.FLEETING, Status.ANCHORED, Status.ASLEEP


def test_1_4_2_a_three_characters_one_fleeting_one_anchored_one_asleep_win_the_game() -> None:
    state, entries = _dusk(frozenset({F}), frozenset({A}), frozenset({S}))
    assert state.game_over and state.winner == "p1"
    assert "1.4.2.a" in rules_of(entries)
    assert any("p1 wins the game" in e.text for e in entries)


def test_7_2_1_a_one_character_cannot_be_two_of_the_three() -> None:
    # Fleeting and Anchored on one Character, Asleep on another: only two Characters.
    state, _ = _dusk(frozenset({F, A}), frozenset({S}))
    assert not state.game_over and state.winner is None


def test_7_2_1_a_a_character_with_two_statuses_may_be_either_one() -> None:
    # C0 is Fleeting and Anchored, C1 only Fleeting, C2 Asleep: C1 Fleeting, C0 Anchored.
    state, _ = _dusk(frozenset({F, A}), frozenset({F}), frozenset({S}))
    assert state.game_over and state.winner == "p1"


def test_an_opponents_characters_are_not_yours() -> None:
    lyra = fields(executed(read(LYRA, type="Permanent", name="Lyra Festival")))
    b = (
        GameBuilder()
        .in_landmarks("p1", "Lyra Festival", **lyra)
        .in_expedition("p1", "hero", "Mine F", statuses=frozenset({F}))
        .in_expedition("p1", "hero", "Mine A", statuses=frozenset({A}))
        .in_expedition("p2", "hero", "Theirs S", statuses=frozenset({S}))
    )
    state, _ = until_decision(b.at_phase(Phase.DUSK).build())
    assert not state.game_over
