"""A decision's option says an ability as the card prints it: its keywords keep their
brackets ("[Resupply]." — a judge matches the words to the card), in the command line's
labels and the sandbox's; a script answering with or without the brackets names the same
option (files written before the labels kept them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.why.printed_words import printed_brackets
from tests.scenario_text import run_text

_TWO_REACTIONS = """
title: t
cards:
  - name: Dredger
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    read_text: true
    text: |-
      {{J}} {first}
      {{J}} I gain 1 boost.
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Dredger]
    deck: [Vanilla 1/1/1, Vanilla 2/2/2]
    mana: 4
  p2: {{}}
script:
  - play: {{card: Dredger, to: hero}}
  - answer: ["p1 orb 1"]
{rest}"""


@pytest.mark.parametrize(
    ("printed", "label"),
    [
        ("[Resupply].", "[Resupply]."),
        ("[Resupply]. (Put the top card of your deck in your Reserve.)", "[Resupply]."),
        ("Draw a card. Then, [Sabotage].", "Draw a card. Then, [Sabotage]."),
    ],
)
def test_a_reaction_option_keeps_the_printed_brackets(
    tmp_path: Path, printed: str, label: str
) -> None:
    result = run_text(tmp_path, _TWO_REACTIONS.format(first=printed, rest=""), gaps=True)
    decision = result.pending
    assert decision is not None
    labels = [o.label for o in decision.options]
    assert any(lbl.endswith(f": {label}") for lbl in labels), labels


@pytest.mark.parametrize("answer", ["[Resupply]", "Resupply.", "(p1's hero Expedition): Resupply."])
def test_an_answer_with_or_without_the_brackets_names_the_option(
    tmp_path: Path, answer: str
) -> None:
    rest = f'  - answer: "{answer}"\n  - reactions: in_order\n'
    result = run_text(tmp_path, _TWO_REACTIONS.format(first="[Resupply].", rest=rest))
    said = [ln.shown(None) for ln in result.lines if ln.source == "engine"]
    assert "p1 chooses the Reaction of Dredger (p1's hero Expedition): [Resupply]." in said


@pytest.mark.parametrize(
    ("text", "printed", "said"),
    [
        ("Resupply.", "[Resupply].", "[Resupply]."),
        # a non-breaking space in the printed keyword, as the card data writes [Tough 1]
        ("I am Tough 1.", "I am [Tough\u00a01].", "I am [Tough 1]."),
        # a status in double brackets is a status, not a keyword: said by its name
        ("I gain Fleeting.", "I gain [[Fleeting]].", "I gain Fleeting."),
        # a token's name with its statistics keeps the brackets the engine already gives it
        (
            "Create an [Ordis Recruit 1/1/1] Soldier token.",
            "Create an [Ordis Recruit 1/1/1] Soldier token.",
            "Create an [Ordis Recruit 1/1/1] Soldier token.",
        ),
        # the same keyword twice: each printed one, in order
        (
            "Sabotage. Then, Sabotage.",
            "[Sabotage]. Then, [Sabotage].",
            "[Sabotage]. Then, [Sabotage].",
        ),
        # not a part of another word ("Defenders")
        (
            "Defenders can't block. I am Defender.",
            "Defenders can't block. I am [Defender].",
            "Defenders can't block. I am [Defender].",
        ),
    ],
)
def test_printed_brackets(text: str, printed: str, said: str) -> None:
    assert printed_brackets(text, printed) == said


def test_the_sandbox_emblem_says_the_same_printed_words(tmp_path: Path) -> None:
    from judge_app.sandbox.board import emblem_text

    result = run_text(tmp_path, _TWO_REACTIONS.format(first="[Resupply].", rest=""), gaps=True)
    state = result.state
    said = [emblem_text(state, oid) for oid, o in state.objects.items() if o.emblem is not None]
    assert "{J} [Resupply]." in said, said
