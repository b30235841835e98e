"""What a payment inside an effect is for (6.1.d): "You may pay {1} to discard X. If you do,
Y" pays {1} for the discard alone, and Y follows the discard being done (6.5.f) — not "You
may pay {1} and X to Y", one cost paying for Y (the 6.1.d Example). The reading carries it
in one field (``pays_for_step``) and the lines say it."""

from __future__ import annotations

from pathlib import Path

from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_TEXT = (
    "{H} You may pay {1} to discard target Permanent with Hand Cost {2} or less. "
    "If you do, its controller [Resupplies]."
)
_BOARD = """\
title: pays for the discard, then resupplies if it did
rules: [6.1.d]
cards:
  - name: Fox of the Test
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "TEXT"
    read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Fox of the Test]
    mana: 1
  p2:
    landmarks: [Plain Landmark]
    deck: [Vanilla 1/1/1]
script:
  - play: {card: Fox of the Test, to: hero}
  - reactions: in_order
  - answer: [Plain Landmark]
  - answer: "ANSWER"
  - reactions: in_order
"""


def _run(tmp_path: Path, answer: str) -> RunResult:
    path = tmp_path / f"fox_{answer}.yaml"
    path.write_text(_BOARD.replace("ANSWER", answer).replace("TEXT", _TEXT), encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    return result


def _texts(result: RunResult) -> list[str]:
    return [ln.text for ln in result.lines]


def test_the_payment_is_for_the_discard_and_the_resupply_follows_it(tmp_path: Path) -> None:
    result = _run(tmp_path, "yes")
    (fox,) = [c for c in result.state.cards.values() if c.name == "Fox of the Test"]
    (step,) = fox.abilities[0].effect
    assert step.pay == 1 and step.pays_for_step and step.then
    texts = _texts(result)
    asked = next(t for t in texts if "decides whether to pay" in t)
    assert "p1 decides whether to pay {1} to discard Plain Landmark; if they do, resupply" in asked
    assert any("p2 resupplies" in t for t in texts)
    assert [o for o in result.state.zones["discard:p2"]]  # the Landmark was discarded


def test_declined_the_discard_does_not_happen_nor_what_follows_it(tmp_path: Path) -> None:
    result = _run(tmp_path, "no")
    declined = next(ln for ln in result.lines if "declines to pay" in ln.text)
    assert declined.text == (
        "Fox of the Test: p1 declines to pay {1} to discard Plain Landmark, so it does not "
        "happen, and the effect does not go on to resupply, which it does only if they do"
    )
    # the decline is decided by 6.4.b (a cost may always be declined); "if they do" (6.5.f)
    # says why the Resupply does not follow — shown beside it as relevant (engine/why/deciding)
    assert "6.4.b" in declined.rules and "6.5.f" in (*declined.rules, *declined.also)
    assert "the cost of “to resupply”" not in declined.text  # not the Resupply's cost
    assert not result.state.zones.get("reserve:p2")


def test_pay_and_put_to_create_is_still_one_cost() -> None:
    """6.1.d's Example: "pay {1} and put a card … to create …" — one cost paying for the
    creation, asked and declined whole (the example holds, its field unset)."""
    path = (
        EXAMPLES_DIR
        / "6_4_b_derived_pay_and_put_to_create_is_one_cost_asked_and_declined_whole.yaml"
    )
    scenario = load_scenario(path)
    report = check_scenario(scenario)
    assert report.ok, [o for o in report.outcomes if not o.held]
    result = run_scenario(load_scenario(path))
    (hero,) = [c for c in result.state.cards.values() if c.name == "Twins of the Test"]
    (step,) = hero.abilities[0].effect
    assert step.pay == 1 and step.then and not step.pays_for_step
