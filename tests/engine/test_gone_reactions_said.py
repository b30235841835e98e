"""A Reaction whose object is gone says so on the event it would have matched (issue 31):

* a token that left the Expedition zone ceased to exist (2.1.e), its Reactions with it — a
  later event does not activate them: a Reaction is activated only if it exists and works
  before the event (6.3.f, 7.3.1.a);
* a card that left play on an earlier Day, when the Day's last-known information is no
  longer kept (2.1.h), is still said to have left play (2.1.d, 6.3.f).

Both fail before: the token's Reaction was never mentioned, and the card's leaving play was
said on the Day it left only."""

from __future__ import annotations

from pathlib import Path

from engine.state.game_state import GameState
from engine.state.serialization import from_dict, to_dict
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Moth Token, type: Character, subtypes: [Animal], forest: 1, mountain: 1, water: 1,
     token: true, read_text: true, text: "When you play a Spell — Draw a card."}
  - {name: Spell Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, read_text: true, text: "When you play a Spell — Draw a card."}
  - {name: Send Off, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Send target Character to Reserve."}
  - {name: Second Thought, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Draw a card."}
"""

_DECK = "[Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]"


def _run(tmp_path: Path, p1: str, script: str) -> RunResult:
    return run_text(
        tmp_path,
        f"title: t\n{_CARDS}phase: Afternoon\nfirst_player: p1\nplayers:\n  p1:\n{p1}"
        f"    deck: {_DECK}\n  p2:\n    deck: {_DECK}\nscript:\n{script}",
    )


def _said(result: RunResult, words: str) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (ln.shown(None), tuple(ln.shown_rules(None)))
        for ln in result.lines
        if words in ln.shown(None)
    ]


def test_a_ceased_tokens_reaction_does_not_activate_and_the_line_says_why(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    hand: [Send Off]\n    hero_expedition: [Moth Token]\n",
        "  - play: {card: Send Off}\n  - answer: [Moth Token]\n",
    )
    (said,) = _said(result, "Moth Token's “When you play a Spell — Draw a card” does not")
    text, rules = said
    assert (
        "does not activate: the token left p1's hero Expedition earlier and ceased to exist, "
        "its Reaction with it — a Reaction is activated only if it exists and works before "
        "the event"
    ) in text
    assert {"2.1.e", "6.3.f"} <= set(rules)
    # and no card was drawn for it: p1's Hand is as the Spell left it
    assert not _said(result, "Moth Token's Reaction")


def test_a_token_still_in_play_activates_and_no_such_line_is_said(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "    hand: [Second Thought]\n    hero_expedition: [Moth Token]\n",
        "  - play: {card: Second Thought}\n",
    )
    assert not _said(result, "ceased to exist, its Reaction with it")
    assert _said(result, "Reaction of Moth Token")


def test_a_card_that_left_play_on_an_earlier_day_is_said_to_have_left_then(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    hand: [Second Thought]\n    hero_expedition: [Spell Watcher]\n",
        "  - pass: p1\n  - pass: p2\n  - until: Afternoon\n"
        "  - answer: {player: p2, choose: [none]}\n  - answer: {player: p1, choose: [none]}\n"
        "  - pass: p2\n  - play: {card: Second Thought}\n",
    )
    (said,) = _said(result, "Spell Watcher's “When you play a Spell — Draw a card” does not")
    text, rules = said
    assert "it left play on Day 1 and is in p1's Reserve" in text
    assert {"6.3.f", "7.3.1.a"} <= set(rules)
    # the Day it left is kept on the object it became (plain data: it round-trips)
    state = result.state
    (watcher,) = [o for o in state.objects.values() if state.name(o.id) == "Spell Watcher"]
    assert watcher.left_play_on == 1
    assert from_dict(GameState, to_dict(state)) == state
