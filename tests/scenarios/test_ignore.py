"""Ignore (CR 5.0 7.3.19) executed from every way it is written — printed text, the card
format's ``ignore`` step, a judge's request — for the period said (this turn when none is
given, 2.2.15.a), said in a judge's words, and an ignored Reaction said where it does not
activate (7.3.19.b). Issue 31."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scenarios.cards.grammar.first import grammar_effect
from scenarios.errors import LoadError
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

Write = Callable[..., Path]

BOASTER = """\
  - name: Boaster
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "When another Character joins your Expeditions — I gain 1 boost."
    read_text: true
"""


def _board(hush: str) -> str:
    return f"""\
title: ignore
cards:
{BOASTER}  - name: Hush
    type: Spell
    hand_cost: 1
    reserve_cost: 1
{hush}phase: Afternoon
players:
  p1:
    hand: [Hush]
    mana: 1
  p2:
    hand: [Vanilla 1/1/1]
    mana: 1
    hero_expedition: [Boaster]
script:
  - play: {{card: Hush}}
  - answer: Boaster
  - play: {{card: Vanilla 1/1/1, player: p2, to: hero}}
"""


def _texts(path: Path) -> list[str]:
    return [line.text for line in run_scenario(load_scenario(path)).lines]


@pytest.mark.parametrize(
    ("period", "lasts"),
    [("this Day", True), ("this Afternoon", True), ("this turn", False), ("", False)],
)
def test_a_card_format_ignore_step_lasts_its_period(write: Write, period: str, lasts: bool) -> None:
    ongoing = f"\n        ongoing: {{duration: {period}}}" if period else ""
    hush = (
        '    text: "Ignore the abilities of target Character."\n'
        f"    effect:\n      - action: ignore\n        subject: target_character{ongoing}\n"
    )
    texts = _texts(write(_board(hush)))
    said = period or "this turn"
    assert any(f"Boaster's abilities are ignored {said} (an effect of Hush" in t for t in texts)
    ignored = any(  # the line names what ignores it for its period (7.3.19.a), cite14
        "Boaster's Reaction is ignored and does not activate" in t and "7.3.19.b" in t
        for t in texts
    )
    assert ignored is lasts
    assert any("Boaster gains 1 boost" in t for t in texts) is not lasts


@pytest.mark.parametrize(
    ("text", "ongoing"),
    [
        ("Ignore the abilities of target Character this Day.", {"duration": "this Day"}),
        ("Ignore all abilities of target Character until end of turn.", {"duration": "this turn"}),
        ("Ignore the abilities of target Character.", None),
    ],
)
def test_the_reader_reads_ignore_with_and_without_a_period(
    text: str, ongoing: dict[str, str] | None
) -> None:
    steps, _ = grammar_effect(text)
    expected: dict[str, object] = {"action": "ignore", "subject": "target_character"}
    if ongoing is not None:
        expected["ongoing"] = ongoing
    assert steps == [expected]


def test_an_ongoing_other_than_ignore_still_needs_its_passive(write: Write) -> None:
    hush = (
        '    text: "Expeditions cannot move forward this Day."\n'
        "    effect:\n      - action: ongoing\n        subject: controller\n"
        "        ongoing: {duration: this Day}\n"
    )
    with pytest.raises(LoadError) as caught:
        load_scenario(write(_board(hush)))
    assert "an 'ignore' step's ongoing gives only its duration" in str(caught.value)


def test_a_duration_on_another_request_names_its_field(write: Write) -> None:
    board = f"title: r\ncards:\n{BOASTER}phase: Afternoon\nplayers:\n  p1: {{}}\n  p2:\n"
    board += "    hero_expedition: [Boaster]\nscript:\n"
    board += "  - request: {action: exhaust, objects: [Boaster], duration: this Day}\n"
    path = write(board)
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert f"{path}:18: script[0].request.duration: only an 'ignore' request lasts" in str(
        caught.value
    )
