""" "If you would roll a die, you may add 1 to its result" (*Martengale*, Rare): the roller,
having seen the die, decides whether to add it (7.3.33.c); the steps after the roll use the
result noted (7.3.33.b) — a 6 made 7 is still "On a 4+"."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer
from engine.steps.dice_modify import in_range

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

MARTENGALE = "#If you would roll a die, you may add 1 to its result.#"
ROLL = "Roll a die. On a 4+, draw a card. On a 1-3, [Resupply]."


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("If you would roll a die, you may add 1 to its result.", 1),
        ("If you would roll a die, you may add 2 to its result.", 2),
        ("If you would roll one or more dice, you may add one to their result.", 1),
        ("If you would roll a die, you may add three to the result.", 3),
    ],
)
def test_7_3_33_c_add_n_to_its_result_reads_as_a_modifier_of_your_rolls(text: str, n: int) -> None:
    passive = executed(read(text)).model.abilities[0].passive
    assert passive is not None and passive.replace is not None
    assert passive.replace.model_dump(exclude_defaults=True) == {
        "action": "roll_die",
        "scope": "mine",
        "add_to_result": n,
    }


def test_7_3_33_c_a_result_added_to_without_you_may_is_left_to_the_judge() -> None:
    assert not_executed(read("If you would roll a die, add 1 to its result."))


def test_7_3_33_b_a_result_above_six_is_in_the_ranges_reaching_six() -> None:
    assert in_range(7, 4, 6) and in_range(7, 6, 6)
    assert not in_range(7, 1, 3) and not in_range(3, 4, 6)


def _roll(owner: str, die: int, say: str | None):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Dice", **fields(executed(read(ROLL, type="Spell", name="Dice"))))
        .in_expedition(owner, "hero", "Martengale", **fields(executed(read(MARTENGALE))))
        .mana("p1", 2)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Dice", dest="spell")
    state, rolled = answer(state, state.pending.id, [str(die)])
    state, more = until_decision(state)
    entries = (*entries, rolled, *more)
    asked = state.pending is not None and state.pending.kind == "modify_roll"
    if asked:
        assert say is not None and state.pending.player == "p1"
        state, chosen = answer(state, state.pending.id, [say])
        state, more = until_decision(state)
        entries = (*entries, chosen, *more)
    return state, entries, asked


def test_7_3_33_c_adding_1_to_a_3_makes_it_a_4() -> None:
    state, entries, asked = _roll("p1", 3, "yes")
    assert asked
    assert names(state, "hand:p1") == ["p1 card 1"]  # On a 4+: draw
    assert "7.3.33.c" in rules_of(entries)


def test_7_3_33_c_keeping_the_3() -> None:
    state, _, asked = _roll("p1", 3, "no")
    assert asked
    assert names(state, "hand:p1") == []
    assert "p1 card 1" in names(state, "reserve:p1")  # On a 1-3: Resupply


def test_7_3_33_b_a_6_made_7_is_still_on_a_4_plus() -> None:
    state, _, _ = _roll("p1", 6, "yes")
    assert names(state, "hand:p1") == ["p1 card 1"]


def test_7_3_33_c_an_opponents_martengale_does_not_modify_your_roll() -> None:
    state, _, asked = _roll("p2", 3, None)
    assert not asked
    assert "p1 card 1" in names(state, "reserve:p1")
