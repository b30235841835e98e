""" "[Do X]; if you did, [do Y]" is judged by whether the player started to do X (6.5.f), not by
whether X changed the game: a draw from an empty Deck is an event with no change (1.2.7.d)
and counts; an X every atomic action of which is impossible (1.4.1.c), or with nothing to
act on (6.5.h), was not started. The trace says which applied."""

from __future__ import annotations

from pathlib import Path

from engine.steps.started import Start, Started
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line as _line
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Hopeful Scribe, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "{J} Draw a card. If you do, I gain 1 boost.",
     read_text: true}
  - {name: Giving Scribe, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "{J} You may target an opponent, they draw a card. If you do, I gain 1 boost.",
     read_text: true}
  - {name: Wary Scribe, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "{J} You may draw a card. If you don't, I gain 1 boost.", read_text: true}
  - {name: Tired Bargain, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Exhaust target Character. If you do, draw a card.", read_text: true}
  - {name: Grim Bargain, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Sacrifice a Character. If you do, draw two cards.", read_text: true}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _boosts(result: RunResult, name: str) -> int:
    state = result.state
    found = [o for o in state.objects.values() if state.name(o.id) == name]
    assert len(found) == 1, found
    return found[0].counters.get("boost", 0)


def _scribe(tmp_path: Path, deck: str) -> RunResult:
    return _run(
        tmp_path,
        f"""
phase: Afternoon
players:
  p1: {{hand: [Hopeful Scribe], mana: 1, deck: {deck}}}
  p2: {{}}
script:
  - play: {{card: Hopeful Scribe, to: hero}}
""",
    )


def test_a_draw_from_an_empty_deck_was_started_so_y_happens(tmp_path: Path) -> None:
    result = _scribe(tmp_path, "[]")
    text, rules = _line(result, "Hopeful Scribe would draw")
    assert "p1 started to do it (an event with no change)" in text
    assert "still happens" in text
    assert {"6.5.f", "1.2.7.d", "3.2.2.e"} <= set(rules)
    assert _boosts(result, "Hopeful Scribe") == 1


def test_a_draw_that_draws_is_done_without_a_started_note(tmp_path: Path) -> None:
    result = _scribe(tmp_path, "[Vanilla 1/1/1]")
    text, rules = _line(result, "Hopeful Scribe: Vanilla 1/1/1 is drawn")
    assert "started to do it" not in text and "1.2.7.d" not in rules
    assert _boosts(result, "Hopeful Scribe") == 1


def test_you_may_target_an_opponent_they_draw_from_an_empty_deck(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
players:
  p1: {hand: [Giving Scribe], mana: 1}
  p2: {discard: [Vanilla 1/1/1]}
script:
  - play: {card: Giving Scribe, to: hero}
  - answer: p2
  - answer: "yes"
""",
    )
    text, rules = _line(result, "Giving Scribe would draw")
    assert "p2's Deck is empty" in text and "started to do it" in text
    assert {"6.5.f", "1.2.7.d"} <= set(rules)
    assert _boosts(result, "Giving Scribe") == 1


def _wary(tmp_path: Path, answer: str) -> RunResult:
    return _run(
        tmp_path,
        f"""
phase: Afternoon
players:
  p1: {{hand: [Wary Scribe], mana: 1}}
  p2: {{}}
script:
  - play: {{card: Wary Scribe, to: hero}}
  - answer: "{answer}"
""",
    )


def test_if_you_dont_is_false_once_started_even_with_an_empty_deck(tmp_path: Path) -> None:
    # "You may [X]. If you don't, [Y]": X started from an empty Deck was done (6.5.f).
    started = _wary(tmp_path, "yes")
    text, rules = _line(started, "Wary Scribe would draw: nothing happens")
    assert "started to do it (an event with no change), so what happens if they don't" in text
    assert {"6.5.f", "1.2.7.d", "6.5.c"} <= set(rules)
    assert _boosts(started, "Wary Scribe") == 0
    assert _boosts(_wary(tmp_path, "no"), "Wary Scribe") == 1


def test_declining_the_may_is_not_doing_it(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
players:
  p1: {hand: [Giving Scribe], mana: 1}
  p2: {deck: [Vanilla 1/1/1]}
script:
  - play: {card: Giving Scribe, to: hero}
  - answer: p2
  - answer: "no"
""",
    )
    assert _boosts(result, "Giving Scribe") == 0


def test_an_impossible_x_was_not_started_and_says_so(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
players:
  p1: {hand: [Tired Bargain], mana: 1, deck: [Vanilla 1/1/1]}
  p2:
    hero_expedition: [{card: Vanilla 2/2/2, statuses: [Exhausted]}]
script:
  - play: {card: Tired Bargain}
  - answer: Vanilla 2/2/2
""",
    )
    text, rules = _line(result, "Tired Bargain would exhaust")
    assert "p1 did not start to do it (it is impossible)" in text
    assert {"6.5.h", "6.5.f", "7.3.16.b"} <= set(rules) and "1.2.7.d" not in rules
    assert len(result.state.zone("hand:p1")) == 0


def test_nothing_to_act_on_was_not_started_and_says_so(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
players:
  p1: {hand: [Grim Bargain], mana: 1, deck: [Vanilla 1/1/1, Vanilla 3/1/0]}
  p2: {hero_expedition: [Vanilla 2/2/2]}
script:
  - play: {card: Grim Bargain}
""",
    )
    text, rules = _line(result, "Grim Bargain would sacrifice: nothing happens")
    assert "p1 did not start to do it (nothing to act on)" in text
    # nothing to act on is not an impossible action ("can't", 1.4.1.a)
    assert "6.5.f" in rules and "1.2.7.d" not in rules and "1.4.1.a" not in rules
    assert len(result.state.zone("hand:p1")) == 0


def test_the_verdicts_that_hold_if_you_did() -> None:
    done = {s for s in Start if Started(s).done}
    assert done == {Start.DONE, Start.REPLACED, Start.UNCHANGED}
