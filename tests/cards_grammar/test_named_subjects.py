"""A condition's subject named by an earlier step, said as the grammar reads it (gram72,
scenarios/cards/grammar/named_subjects.py), and where it is left as printed (precision
first); and the sibling sentences of sentences_named_object_conditions.py read as they mean
(benchmarks/named_object_conditions.py): none read WRONG."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scenarios.cards.grammar.named_subjects import named_subjects

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

FOLDED = [
    (
        "{J} Discard a card from your hand. If the discarded card is a Spell, draw a card.",
        "{J} Discard a card from your hand. If it's a Spell, draw a card.",
    ),
    (
        "{J} Reveal the top card of your deck. Draw a card if that card is a Character.",
        "{J} Reveal the top card of your deck. Draw a card if it's a Character.",
    ),
    (
        "{J} Target opponent draws a card. Unless they have no cards in hand, draw a card.",
        "{J} Target opponent draws a card. Unless an opponent has no cards in hand, draw a card.",
    ),
    (
        "{J} Your opponent draws a card. If that opponent controls a Landmark, draw a card.",
        "{J} Your opponent draws a card. If an opponent controls a Landmark, draw a card.",
    ),
    (
        "{J} Exhaust target Permanent. If it's a Landmark, draw a card.",
        "{J} Exhaust target Permanent. If it's a Landmark Permanent, draw a card.",
    ),
    (
        "{J} Exhaust target Character. Unless its Reserve Cost is 3 or more, draw a card.",
        "{J} Exhaust target Character. Unless its Reserve Cost is {3} or more, draw a card.",
    ),
    (
        "{J} Exhaust target Character. If it has a base statistic of 0, draw a card.",
        "{J} Exhaust target Character. If it's a Character with a base statistic of 0, "
        "draw a card.",
    ),
    (
        "{J} Target Character gains 1 boost. If it's ready, draw a card.",
        "{J} Target Character gains 1 boost. If it's not exhausted, draw a card.",
    ),
    (
        "{J} Exhaust target Character. If it's Gigantic, draw a card.",
        "{J} Exhaust target Character. If it has [[Gigantic]], draw a card.",
    ),
]

KEPT = [
    # "that player" after "Target player": either player — not folded (refused)
    "{J} Target player draws a card. If that player has 5 or more cards in hand, draw a card.",
    # no step before it discarded anything: "the discarded card" names nothing
    "{J} Draw a card. If the discarded card is a Spell, draw a card.",
    # "they" with no step of the opponent's before it
    "{J} Draw a card. If they have no cards in hand, draw a card.",
    # a passive giving a keyword, not a condition on one (it_keyword)
    "If there is only one Character in my Expedition, it is Defender.",
    # a status is not a keyword: read by its own rule
    "{J} Exhaust target Character. If it's Asleep, draw a card.",
]


@pytest.mark.parametrize(("printed", "said"), FOLDED)
def test_a_named_subject_is_said_as_the_grammar_reads_it(printed: str, said: str) -> None:
    assert named_subjects(printed) == said


@pytest.mark.parametrize("printed", KEPT)
def test_what_names_nothing_before_it_is_kept_as_printed(printed: str) -> None:
    assert named_subjects(printed) == printed


def test_no_sibling_is_read_wrong() -> None:
    from named_object_conditions import judge  # benchmarks/named_object_conditions.py

    from tests.cards_grammar.sentences_named_object_conditions import sentences

    verdicts = {said: judge(said, meaning, " Unless " in said)[0] for said, meaning in sentences()}
    wrong = [s for s, v in verdicts.items() if v == "WRONG"]
    assert not wrong
    assert sum(v == "right" for v in verdicts.values()) >= 400
