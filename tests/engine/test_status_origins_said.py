"""A status an effect gave names that effect where a step decides from it (issue 31): an
object's statuses change only when an effect causes them to (2.4.1.e; exhausted, 2.4.6.a).
The origin is plain data on the object (it round-trips through save and load), dropped as
the status is lost; a status the judge's set-up gave has none. And a Character whose
statistics a change SETS says each step in the order made (2.3.1.d, 2.3.2.f, 2.3.3.b)."""

from __future__ import annotations

from pathlib import Path

from engine.invariants import violations
from engine.reading.passives import statistics
from engine.state.enums import Phase, Status, Terrain
from engine.state.game_state import GameState
from engine.state.objects import GameObject, StatusOrigin
from engine.state.serialization import from_dict, to_dict
from engine.why.derived_values import character_statistics_note
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line as _line
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Frozen Moor, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character gains [[Anchored]]."}
  - {name: Deep Frost, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character gains [[Anchored]]."}
  - {name: Lullaby, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character gains [[Asleep]]."}
  - {name: Weariness, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Exhaust target Character in Reserve."}
  - {name: Drifting Mist, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character gains [[Fleeting]]."}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _vanilla(state: GameState) -> GameObject:
    (found,) = [state.objects[o] for o in state.objects if state.name(o) == "Vanilla 2/2/2"]
    return found


def _cast(tmp_path: Path, spell: str, p1: str, until: str = "Morning") -> RunResult:
    return _run(
        tmp_path,
        f"""
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [{spell}]
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    {p1}
  p2:
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
script:
  - play: {{card: {spell}}}
  - answer: [Vanilla 2/2/2]
  - pass: p2
  - pass: p1
  - until: {until}
""",
    )


def test_rest_names_the_spell_that_gave_anchored(tmp_path: Path) -> None:
    result = _cast(tmp_path, "Frozen Moor", "hero_expedition: [Vanilla 2/2/2]")
    text, rules = _line(result, "Rest")
    assert (
        "Vanilla 2/2/2 stays in play (Anchored: Frozen Moor (a Spell) gave it Anchored on "
        "Day 1, in the Afternoon)"
    ) in text
    assert "2.4.2" in rules and "2.4.1.e" in rules  # the status's rule stays, its origin's
    # lost at Rest, the origin goes with it (2.4.1.h): nothing left to say
    vanilla = _vanilla(result.state)
    assert vanilla.statuses == frozenset() and vanilla.status_origins == ()
    assert violations(result.state) == []


def test_progress_and_rest_name_the_spell_that_gave_asleep(tmp_path: Path) -> None:
    result = _cast(tmp_path, "Lullaby", "hero_expedition: [Vanilla 2/2/2]")
    progress, rules = _line(result, "Progress")
    assert "Lullaby (a Spell) gave it Asleep on Day 1, in the Afternoon): not counted" in progress
    assert "2.4.4" in rules and "2.4.1.e" in rules
    rest, _ = _line(result, "Rest")
    assert "(Asleep: Lullaby (a Spell) gave it Asleep" in rest


def test_a_status_the_set_up_gave_has_no_origin_said(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Night
players:
  p1:
    hero_expedition: [{card: Vanilla 2/2/2, statuses: [Anchored]}]
  p2: {}
script:
  - until: Morning
""",
    )
    text, rules = _line(result, "Rest")
    assert "stays in play (Anchored)" in text
    assert "2.4.1.e" not in rules


def test_fleeting_discard_names_the_effect_that_gave_fleeting(tmp_path: Path) -> None:
    result = _cast(tmp_path, "Drifting Mist", "hero_expedition: [Vanilla 2/2/2]")
    text, rules = _line(result, "Rest")
    assert (
        "Vanilla 2/2/2: replaced by rule 2.4.7.d (Drifting Mist (a Spell) gave it Fleeting on "
        "Day 1, in the Afternoon)"
    ) in text
    assert "2.4.7.d" in rules and "2.4.1.e" in rules


def test_an_exhausted_card_in_reserve_names_the_effect_that_exhausted_it(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Weariness]
    reserve: [Vanilla 2/2/2]
  p2: {}
script:
  - play: {card: Weariness}
  - answer: [Vanilla 2/2/2]
  - pass: p2
""",
    )
    state = result.state
    vanilla = _vanilla(state)
    origin = vanilla.origin(Status.EXHAUSTED)
    assert origin == StatusOrigin(Status.EXHAUSTED, "Weariness (a Spell)", 1, Phase.AFTERNOON)
    said = [ln.shown(None) for ln in result.lines]
    assert any(
        "exhausted in Reserve, so not playable: Vanilla 2/2/2 (Weariness (a Spell) exhausted "
        "it on Day 1, in the Afternoon)" in s
        for s in said
    ), said


def test_origins_round_trip_through_save_and_load(tmp_path: Path) -> None:
    result = _cast(tmp_path, "Frozen Moor", "hero_expedition: [Vanilla 2/2/2]", until="Dusk")
    state = result.state
    kept = [o for o in state.objects.values() if o.status_origins]
    assert kept and kept[0].status_origins[0].source == "Frozen Moor (a Spell)"
    again = from_dict(GameState, to_dict(state))
    assert again == state
    assert [o.status_origins for o in again.objects.values() if o.status_origins] == [
        o.status_origins for o in kept
    ]


_STATS = """
phase: Afternoon
first_player: p1
cards:
  - {name: Shrink, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character's base statistics become 1/1/1 until the next Noon."}
  - {name: Twist, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Target Character's {V} and {O} are swapped until the next Noon."}
  - {name: Odd, type: Character, hand_cost: 3, reserve_cost: 1, forest: 2, mountain: 3,
     water: 5}
  - {name: Lord, type: Character, hand_cost: 3, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, read_text: true, text: "Other Characters you control get +1 {V}."}
players:
  p1:
    hand: [Twist, Shrink]
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [{card: Odd, boosts: 2}, Lord]
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
  - play: {card: Twist}
  - answer: [Odd]
  - pass: p2
  - play: {card: Shrink}
  - answer: [Odd]
"""


def test_statistics_set_are_said_step_by_step_in_order(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_STATS}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    state = result.state
    (odd,) = [o for o in state.objects if state.name(o) == "Odd"]
    assert statistics(state, odd) == {Terrain.FOREST: 3, Terrain.MOUNTAIN: 3, Terrain.WATER: 4}
    words, rules = character_statistics_note(state, odd)
    # base 1/1/1, + 2 boosts, + 1 {V} = 4/3/3, then the earlier swap: 3/3/4 (2.3.2.f)
    assert words == (
        "Odd is 3/3/4, printed 2/3/5, +2 boosts: the Emblem-Ongoing of Twist, the "
        "Emblem-Ongoing of Shrink, Lord's passive ability apply, in this order: its base "
        "statistics become 1/1/1 (the Emblem-Ongoing of Shrink), +2 boosts, +1/+0/+0 (Lord's "
        "passive ability), then its Forest and Water swapped (the Emblem-Ongoing of Twist)"
    )
    assert set(rules) >= {"2.3.1.d", "2.5.1.b", "2.3.2.f"}


def test_gaining_a_status_again_names_the_effect_that_gave_it_first(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Frozen Moor, Deep Frost]
    hero_expedition: [Vanilla 2/2/2]
  p2: {}
script:
  - play: {card: Frozen Moor}
  - answer: [Vanilla 2/2/2]
  - pass: p2
  - play: {card: Deep Frost}
  - answer: [Vanilla 2/2/2]
""",
    )
    said = [(ln.shown(None), tuple(ln.shown_rules(None))) for ln in result.lines]
    again = [
        (text, rules)
        for text, rules in said
        if "Vanilla 2/2/2 already has Anchored (Frozen Moor (a Spell) gave it Anchored on Day "
        "1, in the Afternoon): nothing happens" in text
    ]
    assert again, [text for text, _ in said]
    assert {"2.4.1.f", "2.4.1.e"} <= set(again[0][1])
    # the first gain's origin is kept, not replaced by the gain that changed nothing
    origins = [o.status_origins for o in result.state.objects.values() if o.status_origins]
    assert [[g.source for g in found] for found in origins] == [["Frozen Moor (a Spell)"]]
