"""A line starting with a step's raw label is said in a judge's words (issue 31, cite22):
engine/why/label_words.py, applied to every entry the engine gives out."""

from __future__ import annotations

from engine.why.label_words import label_said


def test_objects_only_are_said_as_what_the_step_will_do() -> None:
    assert (
        label_said("Offering: sacrifice: Vanilla 2/2/2") == "Offering will sacrifice Vanilla 2/2/2"
    )
    assert (
        label_said("Rally Cry: give boost: Vanilla 1/1/1, Vanilla 2/2/2")
        == "Rally Cry will give a boost to Vanilla 1/1/1, Vanilla 2/2/2"
    )


def test_the_source_acting_on_itself_is_itself() -> None:
    said = label_said("Kuwat, the Dissenter: sacrifice: Kuwat, the Dissenter")
    assert said == "Kuwat, the Dissenter will sacrifice itself"


def test_nothing_happens_says_what_would_have() -> None:
    said = label_said("Numbing Gust: exhaust: nothing happens [exhaust X is impossible (7.3.16.b)]")
    assert (
        said == "Numbing Gust would exhaust: nothing happens [exhaust X is impossible (7.3.16.b)]"
    )


def test_a_sentence_after_the_label_keeps_the_sentence_only() -> None:
    said = label_said(
        "judge request: sacrifice: Moonlight Jellyfish is sacrificed to p1's Discard pile"
    )
    assert said == "judge request: Moonlight Jellyfish is sacrificed to p1's Discard pile"
    said = label_said("Nélia: play for free: the condition “it's a Character” is met")
    assert said == "Nélia: the condition “it's a Character” is met"


def test_a_hidden_card_is_a_list_of_objects_where_the_judge_sees_it_named() -> None:
    table = "Ada Lovelace: put: a card in p1's Hand"
    assert label_said(table) == "Ada Lovelace: a card in p1's Hand"  # a sentence, alone
    named = "Ada Lovelace: put: Plain Landmark"
    assert label_said(table, named) == "Ada Lovelace will put a card in p1's Hand"


def test_other_lines_are_unchanged() -> None:
    for text in (
        "p1: draw: Vanilla 1/1/1",  # a player, no step's label
        "Offering resolves",
        "Rest: lose Anchored",
        "Offering: Vanilla 2/2/2 is sacrificed to p2's Discard pile",
    ):
        assert label_said(text) == text
