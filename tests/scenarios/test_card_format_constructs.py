"""The card format's "if ... otherwise" (6.5.e) and modal steps "Choose X: ● ..." (6.5.g)
compile to the engine's steps."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine import ActionKind, EffectStep, Subject
from scenarios.cards.library import LibraryCard, load_set
from scenarios.errors import LoadError

Write = Callable[..., Path]

HEADER = """\
set: test
cards:
  - name: Card
    type: Character
    abilities:
      - text: "..."
        reaction:
          trigger: enters_play
          effect:
"""

OTHERWISE = """\
            - action: create
              subject: my_expedition
              token: Bug 1/1/1
              if: there is only one Character in my Expedition
              otherwise:
                - action: draw
"""

MODAL = """\
            - action: choose
              choose: 2
              modes:
                - text: Draw a card.
                  effect: [{action: draw}]
                - text: I gain Fleeting.
                  effect: [{action: gain_status, status: Fleeting}]
                - text: Create a Bug token.
                  effect: [{action: create, subject: my_expedition, token: Bug 1/1/1}]
"""


def _effect(write: Write, steps: str) -> tuple[LibraryCard, tuple[EffectStep, ...]]:
    (card,) = load_set(write(HEADER + steps))
    abilities = card.compiled.fields.get("abilities", ())
    return card, abilities[0].effect if abilities else ()


def test_6_5_e_otherwise_compiles_to_the_steps_done_when_the_condition_is_false(
    write: Write,
) -> None:
    card, effect = _effect(write, OTHERWISE)
    assert card.gaps == ()
    (step,) = effect
    assert step.condition is not None and step.action is ActionKind.CREATE
    assert [s.action for s in step.otherwise] == [ActionKind.DRAW]


def test_6_5_e_otherwise_without_a_condition_is_a_loading_error(write: Write) -> None:
    with pytest.raises(LoadError) as info:
        load_set(write(HEADER + OTHERWISE.replace("if:", "text:")))
    assert any("'otherwise' needs" in m for m in info.value.messages)


def test_6_5_g_choose_with_modes_compiles_to_a_modal_step(write: Write) -> None:
    card, effect = _effect(write, MODAL)
    assert card.gaps == ()
    (step,) = effect
    assert step.choose == 2 and not step.repeat_modes
    assert [m.text for m in step.modes] == [
        "Draw a card.",
        "I gain Fleeting.",
        "Create a Bug token.",
    ]
    assert step.modes[0].steps[0].action is ActionKind.DRAW
    assert step.modes[0].steps[0].subject is Subject.CONTROLLER
    assert step.modes[2].steps[0].subject is Subject.MY_EXPEDITION


def test_6_5_g_a_mode_the_engine_cannot_do_leaves_the_ability_out(write: Write) -> None:
    card, effect = _effect(write, MODAL.replace("{action: draw}", "{action: look}"))
    assert effect == ()
    assert card.gaps and "look" in card.gaps[0].reason


def test_6_5_g_modes_belong_to_choose_only(write: Write) -> None:
    with pytest.raises(LoadError) as info:
        load_set(write(HEADER + MODAL.replace("action: choose", "action: draw")))
    assert any("only 'choose' takes modes" in m for m in info.value.messages)


WHOLE_STEP = """\
set: test
cards:
  - name: Librarian
    type: Character
    abilities:
      - text: "If you would draw cards, Resupply instead."
        passive:
          instead: {action: draw, scope: mine, whole_step: true, instead_action: resupply}
"""


def test_6_2_f_a_whole_step_modifier_compiles_to_one(write: Write) -> None:
    (card,) = load_set(write(WHOLE_STEP))
    (ability,) = card.compiled.fields["abilities"]
    spec = ability.modifier
    assert spec is not None and spec.whole_step and spec.replacing
    assert (spec.action, spec.replace_action, spec.scope) == (
        ActionKind.DRAW,
        ActionKind.RESUPPLY,
        "mine",
    )


def test_a_whole_step_modifier_needs_an_instead_action(write: Write) -> None:
    bad = WHOLE_STEP.replace("instead_action: resupply", "instead_to: reserve")
    with pytest.raises(LoadError) as info:
        load_set(write(bad))
    message = " ".join(info.value.messages)
    assert "whole-step modifier (6.2.f)" in message and "instead_action" in message
