"""Printed effects whose number is X, "where X is my number of Arcane counters" (6.5.i,
6.5.g): each test holds the printed sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps

_INFUSION = (
    "Do the following X+1 times, where X is my number of Arcane counters:  "
    "• Target Character gains 1 boost."
)
_ARCANE = "{I} When you play another Spell — I gain 1 Arcane counter, up to a max of 3."


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get("boost", 0)


def test_6_5_i_do_the_following_x_plus_one_times_each_with_its_own_target() -> None:
    r = executed(read(_INFUSION, type="Spell", support=_ARCANE, name="Infusion"))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "target_character",
            "x_is": "my number of arcane counters",
        }
    ]
    b = (
        GameBuilder()
        .in_reserve("p1", "Infusion", counters={"Arcane": 2}, **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Ally")
        .in_expedition("p2", "hero", "Foe")
    )
    state, entries = play(b, "Infusion", dest="spell")  # counters kept into Limbo (2.5.l)
    assert "6.5.i" in rules_of(entries)
    for name in ("Ally", "Foe", "Ally"):  # X = 2: three instances, a target each time
        assert pending(state).kind == "target"
        state = choose(state, find(state, name))
        state, _ = until_decision(state)
    assert pending(state).kind == "turn"  # no fourth instance
    assert (_boosts(state, "Ally"), _boosts(state, "Foe")) == (2, 1)


def test_6_5_i_with_no_counter_it_happens_once() -> None:
    r = executed(read(_INFUSION, type="Spell", name="Infusion"))
    b = (
        GameBuilder()
        .in_hand("p1", "Infusion", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Ally")
    )
    state, _ = play(b, "Infusion", dest="spell")
    state = choose(state, find(state, "Ally"))
    state, _ = until_decision(state)
    assert pending(state).kind == "turn" and _boosts(state, "Ally") == 1


_FEAST = (
    "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
    "multiple times:  • Draw a card.  • Create a [Mana Moth 2/2/2] Illusion token in target "
    "Expedition.  • [Sabotage]."
)


def test_6_5_g_choose_x_plus_one_modes_the_same_one_again() -> None:
    r = executed(read(_FEAST, type="Spell", support=_ARCANE, name="Feast"))
    (step,) = steps(r)
    assert (step["action"], step["x_is"], step["repeat_modes"]) == (
        "choose",
        "my number of arcane counters",
        True,
    )
    b = (
        GameBuilder()
        .in_reserve("p1", "Feast", counters={"Arcane": 1}, **fields(r))
        .mana("p1", 1)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Feast", dest="spell")
    assert "6.5.g" in rules_of(entries)
    for _ in range(2):  # X = 1: two modes, "Draw a card" twice
        assert pending(state).kind == "choose_mode"
        state = choose(state, "0")
        state, _ = until_decision(state)
    assert len(names(state, "hand:p1")) == 2


def test_x_counted_from_something_else_is_not_understood() -> None:
    text = _INFUSION.replace("my number of Arcane counters", "the number of cards in your hand")
    assert "before the ● lines" in not_executed(read(text, type="Spell"))


_REINFORCEMENTS = (
    "Choose one. If each of your Expeditions is behind or tied, you may choose both: "
    "• Draw a card. • Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition."
)


def _reinforcements(b: GameBuilder) -> GameState:
    r = executed(read(_REINFORCEMENTS, type="Spell", name="Reinforcements"))
    b = b.in_hand("p1", "Reinforcements", **fields(r)).mana("p1", 1).deck_of("p1", 2)
    state, _ = play(b, "Reinforcements", dest="spell")
    assert pending(state).kind == "choose_mode"
    return choose(state, "0")  # Draw a card


def test_6_5_g_you_may_choose_both_when_each_of_your_expeditions_is_behind_or_tied() -> None:
    (step,) = steps(executed(read(_REINFORCEMENTS, type="Spell")))
    assert step["choose_more_if"] == "each of your expeditions is behind or tied"
    state = _reinforcements(GameBuilder())  # all tied at the start (7.5.2.c)
    d = pending(state)
    assert (d.kind, d.min_choices, d.max_choices, d.option_ids()) == ("choose_mode", 0, 1, ("1",))
    assert "6.5.d" in d.rules
    state = choose(state, "1")  # both
    state = choose(state, "p1:hero")  # the token's target Expedition
    assert len(names(state, "hand:p1")) == 1
    assert names(state, "expedition:p1:hero") == ["Ordis Recruit"]


def test_6_5_g_only_one_mode_when_an_expedition_is_ahead() -> None:
    state = _reinforcements(GameBuilder().position("p1:hero", 1))  # ahead (7.5.2.b)
    assert pending(state).kind == "turn"  # no second mode offered
    assert len(names(state, "hand:p1")) == 1 and names(state, "expedition:p1:hero") == []


def test_6_5_g_declining_the_second_mode() -> None:
    state = choose(
        _reinforcements(GameBuilder()),
    )
    assert pending(state).kind == "turn" and names(state, "expedition:p1:hero") == []
