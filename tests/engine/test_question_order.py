"""The order of the questions (issue 31): when playing a card or a quick action, or one of
its effect's steps, asks a player several things, the engine asks them in the order the CR
decides, each on a trace line citing the rule that puts it there — the table in
docs/scenarios.md, "The order of questions":

- playing a card: where it goes and its optional costs, then how its costs are paid — the
  declaration of intent (5.1.2.c) —, then it moves to Limbo (5.1.2.h), its costs are paid
  (5.1.2.i) and only then it resolves (5.1.2.j);
- a quick action: what its cost sacrifices or discards (5.1.2.c, 1.2.5.a), paid (5.1.2.i),
  before its effect's first target (5.1.2.b: declare, pay, resolve);
- while an effect resolves, step by step (6.1.c), each decision just before its own step
  (6.1.g): the modes at the choosing step (6.5.g), then the chosen mode's target (6.5.b);
  a target before its step (6.5.b), and a "You may" just before the step it offers (6.5.c)
  — after that step's target, and after the steps before it;
- a step asking both players: the player with initiative first (6.1.h, 1.4.5.a).
"""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Altar Order, type: Permanent, zone_type: Landmark, hand_cost: 2, reserve_cost: 2,
     text: "Sacrifice a Character: Target Character gains 1 boost. You may draw a card.",
     read_text: true}
  - {name: Mode Order, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Choose one: • Target Character gains 2 boosts. • Draw a card.", read_text: true}
  - {name: Each Order, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Each player sacrifices a Character.", read_text: true}
  - {name: May Order, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "You may have target Character gain 2 boosts.", read_text: true}
  - {name: Thrifty, type: Character, hand_cost: 3, reserve_cost: 3, forest: 1, mountain: 1,
     water: 1, text: "You may discard a card from your Reserve to reduce my cost by {2}.",
     read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    landmarks: [Altar Order]
    hand: [Mode Order, Each Order, May Order, Thrifty]
    reserve: [Vanilla 0/1/3]
    hero_expedition: [Vanilla 1/1/1, Vanilla 2/2/2, Vanilla 3/1/0]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 6
  p2:
    hero_expedition: [Vanilla 1/1/1, Vanilla 2/2/2]
"""


def _run(tmp_path: Path, script: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}script:\n{script}")


def _asked_in_order(result: RunResult, asked: list[tuple[str, str]]) -> None:
    """Each ``(words, rule)`` is an engine line after the one before it, citing ``rule``."""
    lines = [ln for ln in result.lines if ln.source == "engine"]
    at = -1
    for words, rule in asked:
        found = next((i for i, ln in enumerate(lines) if i > at and words in ln.shown(None)), None)
        assert found is not None, (words, [ln.shown(None) for ln in lines[at + 1 :]])
        assert rule in lines[found].rules, (words, rule, lines[found].rules)
        at = found


def test_a_quick_action_asks_its_cost_then_its_effects_target_then_its_may(
    tmp_path: Path,
) -> None:
    """Cost (5.1.2.c) → paid (5.1.2.i) → resolves (5.1.2.j) → target (6.5.b) → its step →
    the next step's "You may" (6.5.c)."""
    result = _run(
        tmp_path,
        "  - quick_action: {card: Altar Order, ability: 0}\n"
        "  - answer: [Vanilla 1/1/1]\n"
        "  - answer: Vanilla 2/2/2\n"
        '  - answer: "yes"\n',
    )
    _asked_in_order(
        result,
        [
            ("chooses what to sacrifice for the cost of Altar Order", "5.1.2.c"),
            ("pays for the quick action of Altar Order", "5.1.2.i"),
            ("the quick action of Altar Order resolves", "5.1.2.j"),
            ("chooses a target to give a boost for Altar Order", "6.5.b"),
            ("Vanilla 2/2/2 gains 1 boost", "7.3.15.a"),
            ("decides whether to draw 1 card", "6.5.c"),
        ],
    )


def test_a_card_played_asks_its_payment_then_its_mode_then_the_modes_target(
    tmp_path: Path,
) -> None:
    """Mana Orbs (5.1.2.c) → Limbo (5.1.2.h) → paid (5.1.2.i) → resolves → the mode at the
    choosing step (6.5.g) → the chosen mode's target (6.5.b)."""
    result = _run(
        tmp_path,
        "  - play: {card: Mode Order}\n"
        "  - answer: [Mana Orb 1]\n"
        "  - answer: Target Character gains 2 boosts.\n"
        "  - answer: Vanilla 2/2/2\n",
    )
    _asked_in_order(
        result,
        [
            ("chooses 1 Mana Orb to exhaust for Mode Order", "5.1.2.c"),
            ("moves Mode Order to Limbo", "5.1.2.h"),
            ("pays 1 mana", "5.1.2.i"),
            ("Mode Order resolves", "5.1.2.j"),
            ("chooses mode 1 of 1 for Mode Order", "6.5.g"),
            ("chooses a target to give a boost for Mode Order", "6.5.b"),
        ],
    )


def test_a_step_asking_both_players_asks_the_player_with_initiative_first(
    tmp_path: Path,
) -> None:
    """ "Each player sacrifices a Character": p1 (initiative, their turn) then p2 (6.1.h)."""
    result = _run(
        tmp_path,
        "  - play: {card: Each Order}\n"
        "  - answer: [Mana Orb 1]\n"
        "  - answer: [Vanilla 1/1/1]\n"
        "  - answer: {player: p2, choose: [Vanilla 2/2/2]}\n",
    )
    _asked_in_order(
        result,
        [
            ("p1 chooses what to sacrifice for Each Order", "6.1.h"),
            ("p2 chooses what to sacrifice for Each Order", "6.1.h"),
            ("Each Order: p1's Vanilla 1/1/1 is sacrificed", "6.1.f"),
        ],
    )


def test_a_may_with_a_target_asks_the_target_then_whether(tmp_path: Path) -> None:
    """ "You may have target Character gain 2 boosts": the target before the step (6.5.b),
    whether to do it just before the step would happen (6.5.c)."""
    result = _run(
        tmp_path,
        "  - play: {card: May Order}\n"
        "  - answer: [Mana Orb 1]\n"
        "  - answer: Vanilla 3/1/0\n"
        '  - answer: "yes"\n',
    )
    _asked_in_order(
        result,
        [
            ("May Order resolves", "5.1.2.j"),
            ("chooses a target to do it for May Order", "6.5.b"),
            ("p1 decides whether to have Vanilla 3/1/0", "6.5.c"),
            ("May Order: Vanilla 3/1/0 gains 2 boosts", "7.3.15.a"),
        ],
    )


def test_an_optional_cost_is_asked_before_the_mana_that_pays(tmp_path: Path) -> None:
    """Thrifty: the optional cost (5.1.2.c, 1.2.5.b) is chosen before how the rest is paid
    (5.1.2.c), which it changes (5.1.2.f: the final cost)."""
    result = _run(
        tmp_path,
        "  - play: {card: Thrifty, to: hero}\n  - answer: [Vanilla 0/1/3]\n",
    )
    _asked_in_order(
        result,
        [
            ("decides whether to discard one of these to play Thrifty", "6.4.b"),
            ("will pay the optional cost with Vanilla 0/1/3", "5.1.2.c"),
            ("chooses 1 Mana Orb to exhaust for Thrifty (Thrifty: -2)", "5.1.2.f"),
        ],
    )
