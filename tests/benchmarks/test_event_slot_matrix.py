"""The event slot matrix (benchmarks/event_slot_matrix.py) is generated from the grammar's
own rules: every construction taking a die's result, crossed with every form of a result,
each cell knowing the faces it means; every alternative of ``event`` in every frame."""

from __future__ import annotations

import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import event_slot_matrix as matrix  # noqa: E402


def test_the_die_constructions_are_found_in_the_grammar() -> None:
    found = matrix.die_constructions(matrix.grammar_rules())
    assert {"die_outcome", "die_bullet", "ev_you_roll_result", "die_result_cond"} <= set(found)
    assert "rolled_this_day_cond" in found


def test_a_sample_of_cells_is_checked_right_wrong_or_refused() -> None:
    cells = list(matrix.cells(sample=3))
    families = {c.family for c in cells}
    assert "event: when" in families and "die: die_outcome" in families
    five_or_six = next(
        c for c in cells if c.text == "{J} Roll a die. On a 5 or 6, I gain 2 boosts."
    )
    assert matrix.check(five_or_six) == "right"
    # the same sentence meaning other faces is read wrong: the check looks at the faces
    wrong = matrix.Cell(five_or_six.family, five_or_six.text, json.dumps((4, 6)))
    assert matrix.check(wrong) == "wrong"
    gap = matrix.Cell("die: die_outcome", "{J} Roll a die. On a 1 or 6, draw a card.", "[1, 6]")
    assert matrix.check(gap) == "refused"


def test_the_tenses_of_an_event() -> None:
    phrase = "a Character joins your Expedition"
    assert matrix.past(phrase) == "a Character joined your Expedition"
    assert matrix.negated(phrase) == "no Character joined your Expedition"
    assert matrix.counted(phrase) == "Character that joined your Expedition"
    assert matrix.negated("you play a Spell") == "you didn't play a Spell"
    assert matrix.counted("you play a Spell") == "Spell you played"
