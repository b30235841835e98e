"""A Reaction whose trigger's event kind happened, but done by another player than its
player word names ("you" is its controller, 7.2.3.a; "an opponent", 1.2.1.b) or as a broader
action than its action word names (a discard that is not a sacrifice, 6.3.b, 7.3.36.a), says
at the event that it does not activate, with the rule that decides — for every trigger of
its kind (:mod:`engine.pipeline.player_word_misses`, :mod:`engine.pipeline.action_word_misses`)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Sacrifice Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you sacrifice a Character — Draw a card.",
     read_text: true}
  - {name: Play Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you play a Character — Draw a card.", read_text: true}
  - {name: Rival Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When an opponent plays a Character — Draw a card.",
     read_text: true}
  - {name: Self Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When I am sacrificed — Draw a card.", read_text: true}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _said(result: RunResult, words: str) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (line.shown(None), tuple(line.shown_rules(None)))
        for line in result.lines
        if line.source == "engine" and words in line.shown(None)
    ]


def _hand(result: RunResult, player: str) -> list[str]:
    return [result.state.name(o) for o in result.state.zone(f"hand:{player}")]


def _sacrifice(tmp_path: Path, owner: str, action: str) -> RunResult:
    """p1's Sacrifice Watcher; ``owner``'s Vanilla 2/2/2 sacrificed or discarded by request."""
    theirs = owner == "p2"
    p1 = "[Sacrifice Watcher]" if theirs else "[Sacrifice Watcher, Vanilla 2/2/2]"
    p2 = "{hero_expedition: [Vanilla 2/2/2]}" if theirs else "{}"
    return _run(
        tmp_path,
        f"""
phase: Afternoon
first_player: p1
players:
  p1: {{hero_expedition: {p1}, deck: [Vanilla 3/1/0]}}
  p2: {p2}
script:
  - request: {{action: {action}, objects: [Vanilla 2/2/2]}}
  - {{reactions: in_order}}
""",
    )


def test_7_2_3_a_an_opponents_sacrifice_is_not_yours(tmp_path: Path) -> None:
    result = _sacrifice(tmp_path, "p2", "sacrifice")
    lines = _said(result, "Sacrifice Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "p2 did it" in text and "“you” in “When you sacrifice a Character” is p1" in text
    assert "7.2.3.a" in rules
    assert _hand(result, "p1") == []


def test_6_3_b_a_discard_is_not_a_sacrifice(tmp_path: Path) -> None:
    result = _sacrifice(tmp_path, "p1", "discard")
    lines = _said(result, "Sacrifice Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "Vanilla 2/2/2 was discarded, not sacrificed" in text
    assert {"6.3.b", "7.3.36.a"} <= set(rules)
    assert _hand(result, "p1") == []


def test_6_3_b_a_discarded_self_watcher_was_not_sacrificed(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Self Watcher], deck: [Vanilla 3/1/0]}
  p2: {}
script:
  - request: {action: discard, objects: [Self Watcher]}
  - {reactions: in_order}
""",
    )
    lines = _said(result, "Self Watcher's Reaction does not activate")
    assert lines and "6.3.b" in lines[0][1], [ln.shown(None) for ln in result.lines]
    assert _hand(result, "p1") == []


def test_a_sacrifice_that_matches_says_no_miss(tmp_path: Path) -> None:
    result = _sacrifice(tmp_path, "p1", "sacrifice")
    assert not _said(result, "does not activate")
    assert _hand(result, "p1") == ["Vanilla 3/1/0"]


def test_7_2_3_a_you_play_seen_when_the_opponent_plays(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p2
players:
  p1: {hero_expedition: [Play Watcher], deck: [Vanilla 3/1/0]}
  p2: {hand: [Vanilla 1/1/1], mana: 1}
script:
  - play: {card: Vanilla 1/1/1, to: hero, player: p2}
""",
    )
    lines = _said(result, "Play Watcher's Reaction does not activate")
    assert lines and "7.2.3.a" in lines[0][1], [ln.shown(None) for ln in result.lines]
    assert "p2 did it" in lines[0][0]
    assert _hand(result, "p1") == []


def test_1_2_1_b_an_opponent_plays_seen_when_its_controller_plays(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Rival Watcher], hand: [Vanilla 1/1/1], mana: 1,
       deck: [Vanilla 3/1/0]}
  p2: {}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
""",
    )
    lines = _said(result, "Rival Watcher's Reaction does not activate")
    assert lines and "1.2.1.b" in lines[0][1], [ln.shown(None) for ln in result.lines]
    assert "watches an opponent of p1" in lines[0][0]
    assert _hand(result, "p1") == []


def test_1_2_1_b_an_opponent_draws_seen_when_its_controller_draws(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        """title: t
cards:
  - {name: Draw Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When an opponent draws one or more cards or Resupplies — I gain 1 boost.",
     read_text: true}
  - {name: Quick Draw, type: Spell, hand_cost: 1, reserve_cost: 1, text: "Draw a card.",
     read_text: true}
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Draw Watcher], hand: [Quick Draw], mana: 1, deck: [Vanilla 3/1/0]}
  p2: {}
script:
  - play: {card: Quick Draw}
""",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    lines = _said(result, "Draw Watcher's Reaction does not activate")
    assert lines and "1.2.1.b" in lines[0][1], [ln.shown(None) for ln in result.lines]
    assert "p1 did it" in lines[0][0]
    watcher = next(o for o in result.state.zone("expedition:p1:hero"))
    assert result.state.objects[watcher].boosts == 0


_LEAVERS = """
cards:
  - {name: Sacrifice Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you sacrifice a Character — Draw a card.",
     read_text: true}
  - {name: Self Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When I am sacrificed — Draw a card.", read_text: true}
  - {name: Discard Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When I'm discarded — Draw a card.", read_text: true}
  - {name: Hand Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When I'm returned to your Hand — Draw a card.",
     read_text: true}
  - {name: Reserve Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When I go to Reserve from the Expedition zone — Draw a card.", read_text: true}
"""


def _leave(tmp_path: Path, board: str, script: str, phase: str = "Afternoon") -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"title: t\n{_LEAVERS}phase: {phase}\nfirst_player: p1\nplayers:\n"
        f"  p1: {{hero_expedition: [{board}], deck: [Vanilla 3/1/0, Vanilla 3/1/0]}}\n"
        f"  p2: {{}}\nscript:\n{script}",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def test_6_3_f_sent_to_reserve_at_rest_is_not_a_sacrifice(tmp_path: Path) -> None:
    result = _leave(tmp_path, "Self Watcher", "  - {until: Morning}\n", phase="Night")
    lines = _said(result, "Self Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "Self Watcher was sent to Reserve at Rest, not sacrificed" in text
    assert {"6.3.f", "7.3.36.a", "4.2.5.b"} <= set(rules)
    assert _hand(result, "p1") == []


def test_6_3_b_rest_is_no_sacrifice_for_when_you_sacrifice_one_line(tmp_path: Path) -> None:
    result = _leave(
        tmp_path,
        "Sacrifice Watcher, Vanilla 1/1/1, Vanilla 2/2/2",
        "  - {until: Morning}\n",
        phase="Night",
    )
    lines = _said(result, "Sacrifice Watcher's Reaction does not activate")
    assert len(lines) == 1, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    said = "Sacrifice Watcher, Vanilla 1/1/1 and Vanilla 2/2/2 were sent to Reserve at Rest"
    assert f"{said}, not sacrificed" in text
    assert {"6.3.b", "7.3.36.a", "4.2.5.b"} <= set(rules)


def test_7_3_7_a_returned_to_hand_is_not_discarded(tmp_path: Path) -> None:
    result = _leave(
        tmp_path,
        "Discard Watcher",
        "  - request: {action: return, objects: [Discard Watcher], to: hand}\n"
        "  - {reactions: in_order}\n",
    )
    lines = _said(result, "Discard Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "was returned to a Hand, not discarded" in text
    assert {"6.3.f", "7.3.7.a"} <= set(rules)
    assert _hand(result, "p1") == ["Discard Watcher"]


def test_7_3_32_a_discarded_is_not_returned_to_hand(tmp_path: Path) -> None:
    result = _leave(
        tmp_path,
        "Hand Watcher",
        "  - request: {action: discard, objects: [Hand Watcher]}\n  - {reactions: in_order}\n",
    )
    lines = _said(result, "Hand Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "was discarded, not returned to a Hand" in text
    assert {"6.3.f", "7.3.32.a"} <= set(rules)
    assert _hand(result, "p1") == []


def test_6_3_d_discarded_is_no_going_to_reserve(tmp_path: Path) -> None:
    result = _leave(
        tmp_path,
        "Reserve Watcher",
        "  - request: {action: sacrifice, objects: [Reserve Watcher]}\n  - {reactions: in_order}\n",
    )
    lines = _said(result, "Reserve Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "was sacrificed, not sent to Reserve" in text
    assert {"6.3.f", "6.3.d"} <= set(rules)
    assert _hand(result, "p1") == []


def test_a_matching_leave_says_no_action_word_miss(tmp_path: Path) -> None:
    """The Discard Watcher sacrificed: a sacrifice is a discard (7.3.36.a), so its "When
    I'm discarded" activates and no action-word miss is said."""
    result = _leave(
        tmp_path,
        "Discard Watcher",
        "  - request: {action: sacrifice, objects: [Discard Watcher]}\n  - {reactions: in_order}\n",
    )
    assert not _said(result, "names another atomic action")
    assert _hand(result, "p1") == ["Vanilla 3/1/0"]


def test_7_5_12_a_a_card_put_in_play_was_not_played(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Play Watcher], reserve: [Vanilla 1/1/1], deck: [Vanilla 3/1/0]}
  p2: {}
script:
  - request: {action: put, objects: [Vanilla 1/1/1], to: expedition, to_expedition: "p1:hero"}
  - {reactions: in_order}
""",
    )
    lines = _said(result, "Play Watcher's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "Vanilla 1/1/1 was put in play from p1's Reserve, not played" in text
    assert {"6.3.b", "7.5.12.a"} <= set(rules)
    assert _hand(result, "p1") == []


def test_a_played_card_says_no_action_word_miss(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1: {hero_expedition: [Play Watcher], hand: [Vanilla 1/1/1], mana: 1,
       deck: [Vanilla 3/1/0]}
  p2: {}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
  - {reactions: in_order}
""",
    )
    assert not _said(result, "names another atomic action")
    assert _hand(result, "p1") == ["Vanilla 3/1/0"]


_DECK_WATCHERS = """
  - {name: Draw Counter, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you draw a card — I gain 1 boost.", read_text: true}
  - {name: Resupply Counter, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you Resupply — I gain 1 boost.", read_text: true}
"""


def _deck(tmp_path: Path, watcher: str, action: str) -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"""title: t
cards:{_DECK_WATCHERS}
phase: Afternoon
first_player: p1
players:
  p1: {{hero_expedition: [{watcher}], deck: [Vanilla 3/1/0, Vanilla 2/2/2]}}
  p2: {{}}
script:
  - request: {{action: {action}, players: [p1]}}
  - {{reactions: in_order}}
""",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def test_7_3_9_a_a_resupply_is_not_a_draw(tmp_path: Path) -> None:
    result = _deck(tmp_path, "Draw Counter", "resupply")
    lines = _said(result, "Draw Counter's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    assert "Vanilla 3/1/0 was resupplied, not drawn" in text
    assert {"6.3.b", "7.3.9.a"} <= set(rules)
    watcher = result.state.zone("expedition:p1:hero")[0]
    assert result.state.objects[watcher].boosts == 0


def test_7_3_31_a_a_draw_is_not_a_resupply_and_the_card_stays_unnamed(tmp_path: Path) -> None:
    result = _deck(tmp_path, "Resupply Counter", "draw")
    lines = _said(result, "Resupply Counter's Reaction does not activate")
    assert lines, [ln.shown(None) for ln in result.lines]
    text, rules = lines[0]
    note = text.split("Resupply Counter's Reaction does not activate", 1)[1]
    assert "a card was drawn, not resupplied" in note and "Vanilla 3/1/0" not in note
    assert {"6.3.b", "7.3.31.a"} <= set(rules)


def test_a_draw_seen_by_a_draw_watcher_says_no_action_word_miss(tmp_path: Path) -> None:
    result = _deck(tmp_path, "Draw Counter", "draw")
    assert not _said(result, "names another atomic action")
    watcher = result.state.zone("expedition:p1:hero")[0]
    assert result.state.objects[watcher].boosts == 1


def test_the_event_a_player_word_line_names_is_said_as_a_noun() -> None:
    """ "does not activate for the taking of control of X" / "for p1's roll": the actions a
    player-word trigger watches are named by a noun, never the step's verb phrase ("the take
    control of", "p1's roll a die", "the resupply, the card exhausted of")."""
    from engine.pipeline.player_word_misses import _noun
    from engine.state.actions import ActionKind

    said = {k: _noun(k) for k in ActionKind}
    assert said[ActionKind.TAKE_CONTROL] == "taking of control"
    assert said[ActionKind.ROLL_DIE] == "roll"
    assert said[ActionKind.EXHAUSTED_RESUPPLY] == "resupply"
    assert said[ActionKind.EXHAUST] == "exhausting"
    assert said[ActionKind.SACRIFICE] == "sacrifice"
