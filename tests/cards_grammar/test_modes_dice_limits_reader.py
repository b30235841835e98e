"""The reader on the sibling sentences of tests/cards_grammar/sentences_modes_dice_limits.py
(gram82, issue 30): every counted limit on plays read as the limit it says, every limit on
another action refused by name; every die table and result after other steps read as the
steps each result leads to; the ambiguous forms refused (benchmarks/
modes_dice_limits_siblings.py prints the same verdicts with the mode headers)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability, read_spell_effect
from scenarios.cards.ongoing import restriction

from .sentences_modes_dice_limits import DICE, LIMITS, MODES

_READ_LIMITS = {s: m for s, m in LIMITS.items() if m is not None}
_REFUSED_LIMITS = [s for s, m in LIMITS.items() if m is None]
_READ_DICE = {s: m for s, m in DICE.items() if m is not None and not s.startswith("Roll a die. •")}


@pytest.mark.parametrize("text", list(_READ_LIMITS))
def test_1_4_1_a_a_counted_limit_on_plays(text: str) -> None:
    whose, at_most, card_type, period = _READ_LIMITS[text] or ("", 0, "", "")
    r = restriction(read_ability(text)["passive"]["cant"])
    types = {t.value for t in r.group.types} if r.group is not None else set()
    said = "any" if r.any_player else "you" if r.own else "opponents"
    assert (said, r.at_most, r.period) == (whose, at_most, period)
    assert types == ({card_type} if card_type else set())


@pytest.mark.parametrize("text", _REFUSED_LIMITS)
def test_a_limit_the_desk_does_not_count_is_refused(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(text)


def test_a_limit_on_draws_is_refused_by_name() -> None:
    with pytest.raises(NotRead) as refused:
        read_ability("Each player can't draw more than two cards each Day.")
    assert "only plays are counted" in str(refused.value)


def _done(effect: list[dict[str, Any]], face: int) -> tuple[str, ...]:
    roll, after = effect[0], effect[1:]
    held = [o for o in roll.get("outcomes", ()) if o["low"] <= face <= o["high"]]
    steps = [*(held[0]["effect"] if held else ()), *after]
    return tuple(str(s.get("action")) for s in steps)


@pytest.mark.parametrize("text", list(_READ_DICE))
def test_7_3_33_b_each_result_leads_to_its_steps(text: str) -> None:
    effect = read_spell_effect(text)
    assert effect[0]["action"] == "roll_die"
    meaning = _READ_DICE[text] or {}
    assert {f: _done(effect, f) for f in range(1, 7)} == meaning


@pytest.mark.parametrize(
    "text",
    [
        "Roll a die: • 1-3: Draw a card. • 3-6: I gain 1 boost.",  # face 3 twice
        "Roll a die. Draw a card. On a 6, I gain 1 boost. On a 1, I gain 2 boosts.",
        "Target opponent rolls a die. Draw a card. On a 6, I gain 1 boost.",
    ],
    ids=["face-twice", "result-after-every-face", "another-players-roll"],
)
def test_7_3_33_b_results_that_say_no_one_outcome_are_refused(text: str) -> None:
    with pytest.raises(NotRead):
        read_spell_effect(text)


@pytest.mark.parametrize("text", list(MODES))
def test_6_5_g_the_mode_header_who_how_many_and_again(text: str) -> None:
    (step,) = read_spell_effect(text)
    assert step["action"] == "choose"
    who = "you"
    if step.get("opponent_chooses_modes"):
        who = "target_opponent" if step.get("modes_chooser_targeted") else "opponent"
    most = step.get("choose", 1)
    least = 0 if step.get("may") else step.get("modes_min", most)
    said = (who, most, least, bool(step.get("repeat_modes")), len(step["modes"]))
    assert said == MODES[text]
