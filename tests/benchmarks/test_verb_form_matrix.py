"""The verb form matrix (benchmarks/verb_form_matrix.py) is generated from the grammar's own
rules: every event with an object slot, its verb found in the verb lexicon
(scenarios/cards/grammar/verbs.py), said with a subject of every number; a plural trigger
is right only when read as the singular once per event (1.2.7.c)."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import verb_form_matrix as matrix  # noqa: E402

from scenarios.cards.grammar.verbs import VERBS, forms, grammar_rules  # noqa: E402


def test_the_lexicon_gives_each_verb_its_forms_and_slots() -> None:
    leave = next(v for v in VERBS if v.lemma == "leave")
    assert forms(leave)["now"] == ("leaves", "leave")
    assert forms(leave)["done"] == ("left", "has left", "have left")
    be = next(v for v in VERBS if v.lemma == "be")
    assert forms(be)["now"] == ("is", "are") and forms(be)["ed"] == ("was", "were")
    rules = grammar_rules()
    assert '_join_now: "joins" | "join"' in rules
    assert '_be_done: "was" | "were" | "has" "been" | "have" "been"' in rules


def test_the_constructions_are_found_in_the_grammar_with_their_verbs() -> None:
    found = {c.alias: c for c in matrix.constructions(matrix.grammar_rules())}
    assert found["ev_joins"].verb.lemma == "join"
    assert found["ev_object_is_sacrificed"].verb.lemma == "be"
    assert found["ev_you_sacrifice"].verb is None  # the slot is the verb's object


def test_a_sample_of_cells_is_checked_right_wrong_or_refused() -> None:
    cells = [c for c in matrix.cells() if "leave play" in c.text or "left play" in c.text]
    plural = next(c for c in cells if c.family == "trigger: two or more")
    assert plural.text == "When two or more Characters leave play \u2014 Draw a card."
    assert matrix.check(plural) == "right"
    # read without the batch it asks for, the cell is wrong: the check compares the reading
    missing = matrix.Cell(plural.family, plural.text, plural.base, (("once_per_event", True),))
    assert matrix.check(missing) == "wrong"
    past = next(c for c in cells if c.family == "past condition: two or more")
    assert past.text == "{J} If two or more Characters left play this turn, draw a card."
    assert matrix.check(past) == "right"
