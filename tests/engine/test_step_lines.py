"""A step says its own line in a judge's words where it makes it (issue 31, cite24):
engine/why/step_lines.py — the step knows its source, its action and what it acts on, so no
finished text is rewritten afterwards."""

from __future__ import annotations

from dataclasses import replace

from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.why.step_lines import earlier, label_parts, step_line, step_will


def _step(kind: ActionKind, source: str) -> Step:
    return Step(kind, label=f"{source}: {kind.value.replace('_', ' ')}", source=source)


def test_the_objects_a_step_acts_on_are_said_as_what_it_will_do() -> None:
    assert step_will(_step(ActionKind.SACRIFICE, "Offering"), "Vanilla 2/2/2") == (
        "Offering will sacrifice Vanilla 2/2/2"
    )
    said = step_will(_step(ActionKind.GIVE_BOOST, "Rally Cry"), "Vanilla 1/1/1, Vanilla 2/2/2")
    assert said == "Rally Cry will give a boost to Vanilla 1/1/1, Vanilla 2/2/2"
    # a hidden card is one of the objects too: the step knows it, whatever its words; a
    # move says where it comes FROM — "will put a card in p1's Hand" reads as putting it
    # INTO that Hand (cite39)
    said = step_will(_step(ActionKind.PUT, "Ada Lovelace"), "a card in p1's Hand")
    assert said == "Ada Lovelace will put a card from p1's Hand"


def test_a_hidden_card_moved_is_said_from_where_it_comes_and_where_it_goes() -> None:
    """3.1.3.f: the table hears no name; "the top card of p2's Deck" for a step on the top
    card, the zone it goes to when the step names one."""
    step = replace(
        _step(ActionKind.PUT, "Sustenance"),
        subject=Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
        amount=1,
        to_zone=ZoneKind.MANA,
    )
    said = step_will(step, "a card in p2's Deck")
    assert said == "Sustenance will put the top card of p2's Deck in its owner's Mana zone"
    discard = replace(_step(ActionKind.DISCARD, "Purge"), to_zone=None)
    assert step_will(discard, "a card in p1's Hand, Vanilla 1/1/1") == (
        "Purge will discard a card from p1's Hand, Vanilla 1/1/1"
    )


def test_a_hidden_card_a_step_does_not_move_keeps_where_it_is() -> None:
    """Only a move reads "in" as a destination: a reveal says where the card is."""
    said = step_will(_step(ActionKind.REVEAL, "Spyglass"), "a card in p2's Hand")
    assert said == "Spyglass will reveal a card in p2's Hand"


def test_the_source_acting_on_itself_is_itself() -> None:
    kuwat = _step(ActionKind.SACRIFICE, "Kuwat, the Dissenter")
    assert step_will(kuwat, "Kuwat, the Dissenter") == "Kuwat, the Dissenter will sacrifice itself"


def test_nothing_happens_says_what_would_have() -> None:
    said = step_line(_step(ActionKind.EXHAUST, "Numbing Gust"), "nothing happens [x (7.3.16.b)]")
    assert said == "Numbing Gust would exhaust: nothing happens [x (7.3.16.b)]"


def test_a_sentence_keeps_the_source_and_drops_the_actions_name() -> None:
    step = Step(ActionKind.SACRIFICE, label="judge request: sacrifice")
    said = step_line(step, "Moonlight Jellyfish is sacrificed to p1's Discard pile")
    assert said == "judge request: Moonlight Jellyfish is sacrificed to p1's Discard pile"
    nelia = _step(ActionKind.PLAY_FOR_FREE, "Nélia")
    said = step_line(nelia, "the condition “it's a Character” is met")
    assert said == "Nélia: the condition “it's a Character” is met"
    drill = _step(ActionKind.GIVE_BOOST, "Tireless Drill")
    assert step_line(drill, "Tireless Drill gains 1 boost") == "Tireless Drill gains 1 boost"


def test_a_step_with_its_own_words_keeps_them() -> None:
    rest = Step(ActionKind.LOSE_STATUS, label="Rest: lose Anchored", source="Rest")
    assert step_line(rest, "nothing happens") == "Rest: lose Anchored: nothing happens"
    assert earlier(rest, "nothing happens") == ""
    assert label_parts("p1: draw") is None  # a player's line, not a step's label


def test_files_saved_earlier_still_find_the_raw_label() -> None:
    step = _step(ActionKind.SACRIFICE, "Offering")
    assert earlier(step, "Vanilla 2/2/2") == "Offering: sacrifice: Vanilla 2/2/2"
