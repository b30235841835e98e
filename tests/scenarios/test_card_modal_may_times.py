"""Card text: modal steps "Choose X: ● ..." (6.5.g) whose modes have optional ("you may",
6.5.c) or repeated ("X times", 6.5.i) steps, and modal steps that are themselves optional
or repeated, load, compile and run in the engine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine import (
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    answer,
    find,
    play_card,
    run_until_decision,
)
from engine.state.game_state import GameState
from scenarios.cards.library import LibraryCard, load_set

Write = Callable[..., Path]

ORACLE = """\
set: test
cards:
  - name: Oracle
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "{{J}} {text}"
    note: A test card, not a printed card.
    abilities:
      - text: "{{J}} {text}"
        reaction:
          trigger: enters_play
          effect:
            - action: choose
{extra}              modes:
                - text: You may draw a card.
                  effect: [{{action: draw, may: true}}]
                - text: Draw a card twice.
                  effect: [{{action: draw, times: 2}}]
"""


def _oracle(write: Write, extra: str = "", text: str = "Choose one.") -> LibraryCard:
    (card,) = load_set(write(ORACLE.format(extra=extra, text=text)))
    return card


def _effect(card: LibraryCard) -> tuple[EffectStep, ...]:
    abilities = card.compiled.fields.get("abilities", ())
    return abilities[0].effect if abilities else ()


def _played(card: LibraryCard) -> GameState:
    b = GameBuilder().in_hand("p1", card.name, **card.compiled.fields).deck_of("p1", 5)
    state, _ = run_until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, card.name), "hero")
    state, _ = run_until_decision(state)
    return state


def _answer(state: GameState, option: str) -> GameState:
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, (option,))
    state, _ = run_until_decision(state)
    return state


def _kind(state: GameState) -> str | None:
    return state.pending.kind if state.pending is not None else None


def test_6_5_c_6_5_i_may_and_times_in_a_mode_compile_to_the_modes_steps(write: Write) -> None:
    card = _oracle(write)
    assert card.gaps == ()
    (step,) = _effect(card)
    (may,) = step.modes[0].steps
    (twice,) = step.modes[1].steps
    assert may.action is ActionKind.DRAW and may.optional and may.times == 1
    assert twice.action is ActionKind.DRAW and twice.times == 2 and not twice.optional


def test_6_5_c_a_mode_you_may_do_asks_and_can_be_declined(write: Write) -> None:
    state = _answer(_played(_oracle(write)), "0")
    assert _kind(state) == DecisionKind.OPTIONAL_STEP
    assert len(_answer(state, "no").zone("hand:p1")) == 0
    assert len(_answer(state, "yes").zone("hand:p1")) == 1


def test_6_5_i_a_mode_done_twice_draws_two_cards(write: Write) -> None:
    state = _answer(_played(_oracle(write)), "1")
    assert len(state.zone("hand:p1")) == 2


def test_6_5_c_you_may_choose_one_compiles_and_runs(write: Write) -> None:
    card = _oracle(write, "              may: true\n", "You may choose one.")
    assert card.gaps == ()  # no longer reported as not executable
    (step,) = _effect(card)
    assert step.optional and step.times == 1
    state = _played(card)
    assert _kind(state) == DecisionKind.OPTIONAL_STEP  # before the modes (6.5.c)
    assert _kind(_answer(state, "yes")) == DecisionKind.CHOOSE_MODE
    assert len(_answer(state, "no").zone("hand:p1")) == 0


def test_6_5_i_choose_one_twice_compiles_and_chooses_anew(write: Write) -> None:
    card = _oracle(write, "              times: 2\n", "Choose one, twice.")
    assert card.gaps == ()
    (step,) = _effect(card)
    assert step.times == 2 and not step.optional
    state = _played(card)
    state = _answer(state, "1")  # first instance: draw twice
    assert _kind(state) == DecisionKind.CHOOSE_MODE  # second instance, chosen anew
    state = _answer(state, "0")
    state = _answer(state, "yes")
    assert len(state.zone("hand:p1")) == 3


def test_6_5_i_choose_one_x_times_is_still_not_executable(write: Write) -> None:
    card = _oracle(write, "              times: X\n", "Choose one X times.")
    assert _effect(card) == ()
    assert card.gaps and "X" in card.gaps[0].reason
