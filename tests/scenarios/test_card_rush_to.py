"""Card text "You may Rush to [do X]" (7.3.34.b) and "receive a token in one of your
Expeditions" (7.3.30.a, 6.1.g) load, compile to the engine's steps and run in scenarios."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine import ActionKind, EffectStep, Subject
from scenarios.cards.library import LibraryCard, load_set
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

Write = Callable[..., Path]

SPRINT = """\
  - name: Sprint
    type: Spell
    hand_cost: 0
    reserve_cost: 0
    text: "You may Rush to draw a card."
    effect:
      - action: rush
        may: true
        then: [{action: draw}]
    note: A test card, not a printed card.
"""

FLOCK = """\
  - name: Flock
    type: Spell
    hand_cost: 0
    reserve_cost: 0
    text: "Receive two Woollyback 1/1/1 Animal tokens in one of your Expeditions."
    effect:
      - action: receive_token
        subject: one_of_your_expeditions
        token: Woollyback 1/1/1 Animal
        amount: 2
    note: A test card, not a printed card.
"""


def _card(write: Write, text: str) -> tuple[LibraryCard, tuple[EffectStep, ...]]:
    (card,) = load_set(write("set: test\ncards:\n" + text))
    return card, card.compiled.fields.get("effect", ())


def test_7_3_34_b_may_rush_to_compiles_to_an_optional_rush_and_what_it_enables(
    write: Write,
) -> None:
    card, effect = _card(write, SPRINT)
    assert card.gaps == ()  # no longer reported as not executable
    (rush,) = effect
    assert rush.action is ActionKind.RUSH and rush.optional
    assert rush.subject is Subject.A_CARD_FROM_HAND_OR_RESERVE  # 5.2.a: Hand or Reserve
    assert [(s.action, s.subject) for s in rush.then] == [(ActionKind.DRAW, Subject.CONTROLLER)]


def test_7_3_30_a_receive_token_in_one_of_your_expeditions_compiles(write: Write) -> None:
    card, effect = _card(write, FLOCK)
    assert card.gaps == ()
    (receive,) = effect
    assert receive.action is ActionKind.RECEIVE_TOKEN and receive.amount == 2
    assert receive.subject is Subject.ONE_OF_YOUR_EXPEDITIONS
    assert receive.token is not None and receive.token.name == "Woollyback"


SCENARIO = """\
title: You may Rush to draw a card
rules: [7.3.34.b]
cards:
{cards}
players:
  p1:
    hand: [{first}, Vanilla 1/1/1]
    deck: [Vanilla 2/2/2]
    mana: {mana}
  p2: {{}}
script:
  - play: {{card: {first}, to: spell}}
{script}
expect:
{expect}
"""


def _check(
    tmp_path: Path, script: str, expect: str, card: str = SPRINT, mana: int = 1
) -> list[str]:
    """Run a scenario where p1 plays ``card`` first; the expectations that do not hold."""
    first = card.split("name: ", 1)[1].split("\n", 1)[0]
    text = SCENARIO.format(cards=card, first=first, script=script, expect=expect, mana=mana)
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    report = check_scenario(load_scenario(path))
    assert list(report.run.errors) == []
    return [f"{o.label}: {o.actual}" for o in report.outcomes if not o.held]


def test_7_3_34_b_rushing_a_card_then_draws(tmp_path: Path) -> None:
    failed = _check(
        tmp_path,
        "  - answer: yes\n  - answer: [Vanilla 1/1/1]\n  - answer: hero",
        """\
  - object: {object: Vanilla 1/1/1, zone: "expedition:p1:hero"}
  - zone: "hand:p1"
    cards: [Vanilla 2/2/2]
  - zone: "reserve:p1"
    cards: [Sprint]
  - cites: [7.3.34.b, 7.5.12.a, 5.2.b]
  - trace_order: [Vanilla 1/1/1 enters, was played due to Rush]""",
    )
    assert failed == []


def test_7_3_34_b_not_rushing_does_not_draw(tmp_path: Path) -> None:
    failed = _check(
        tmp_path,
        "  - answer: no",
        """\
  - zone: "hand:p1"
    cards: [Vanilla 1/1/1]
  - zone: "deck:p1"
    count: 1""",
    )
    assert failed == []


def test_6_1_g_a_card_that_cannot_be_played_is_no_option_so_no_draw(tmp_path: Path) -> None:
    # No Mana Orb to pay Vanilla's cost: it is an impossible option (6.1.g, 5.1.2.g),
    # nothing is played due to Rush and the draw does not happen (7.3.34.b).
    failed = _check(
        tmp_path,
        "  - answer: yes",
        """\
  - zone: "hand:p1"
    cards: [Vanilla 1/1/1]
  - zone: "deck:p1"
    count: 1
  - cites: [7.3.34.b, 6.1.g]
  - trace_order: [has nothing to play, no card was played due to Rush]""",
        mana=0,
    )
    assert failed == []


def test_7_3_30_a_tokens_received_in_one_of_your_expeditions_go_where_chosen(
    tmp_path: Path,
) -> None:
    failed = _check(
        tmp_path,
        "  - answer: p1:companion\n  - answer: p1:hero",
        """\
  - zone: "expedition:p1:companion"
    cards: [Woollyback]
  - zone: "expedition:p1:hero"
    cards: [Woollyback]
  - cites: [6.1.g, 7.3.30.a]""",
        card=FLOCK,
    )
    assert failed == []
