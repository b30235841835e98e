"""A line whose outcome rests on a derived value says the value and, when it is not the
printed one, where it comes from (issue 31; blind batch 35's findings 09 and 10): a keyword a
passive ability gives (2.3.1.d) — Boosted following the boosts when the ability asks for it
(2.4.5.b) —, and at Progress the statistics compared (4.2.4.b) with the passive abilities
that changed a Character's (2.3.1.d)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line as _line
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: War Banner, type: Permanent, zone_type: Expedition, subtypes: [Gear],
     hand_cost: 1, reserve_cost: 1,
     text: "Characters in my Expedition get +1/+0/+0.", read_text: true}
  - {name: Drum Circle, type: Permanent, zone_type: Landmark,
     hand_cost: 1, reserve_cost: 1,
     text: "Characters you control get +1/+1/+1.", read_text: true}
  - {name: Shield Wall, type: Permanent, zone_type: Landmark,
     hand_cost: 1, reserve_cost: 1,
     text: "Boosted Characters you control are [Defender].", read_text: true}
  - {name: Old Oak, type: Permanent, zone_type: Landmark,
     hand_cost: 1, reserve_cost: 1,
     text: "Characters you control are [Eternal].", read_text: true}
  - {name: Thorn Hedge, type: Permanent, zone_type: Landmark,
     hand_cost: 1, reserve_cost: 1,
     text: "Characters you control are [[Tough 2]].", read_text: true}
  - {name: Stone Sentry, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "[Defender]", read_text: true}
"""


def _run(tmp_path: Path, body: str) -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}")


def _dusk(tmp_path: Path, p1: str, p2: str = "{}", until: str = "Night") -> RunResult:
    return _run(
        tmp_path,
        f"""
phase: Dusk
first_player: p1
players:
  p1: {p1}
  p2: {p2}
script:
  - until: {until}
""",
    )


def test_progress_names_the_statistics_compared_and_the_passive_that_changed_them(
    tmp_path: Path,
) -> None:
    result = _dusk(
        tmp_path,
        "{hero_expedition: [War Banner, Vanilla 1/1/1]}",
        "{hero_expedition: [Vanilla 2/2/2]}",
    )
    text, rules = _line(result, "Progress")
    assert (
        "statistics compared: p1's hero Expedition (Forest 2, Mountain 1, Water 1) against "
        "p2's hero Expedition (Forest 2, Mountain 2, Water 2)" in text
    )
    assert "Vanilla 1/1/1 is 2/1/1, printed 1/1/1: War Banner's passive ability applies" in text
    assert "2.3.1.d" in rules
    # p2's Vanilla is as printed: nothing said of it, and no source
    assert "Vanilla 2/2/2 is" not in text


def test_two_passive_abilities_and_boosts_are_all_said(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Dusk
first_player: p1
players:
  p1:
    hero_expedition: [War Banner, {card: Vanilla 1/1/1, boosts: 1}]
    landmarks: [Drum Circle]
  p2: {}
script:
  - until: Night
""",
    )
    text, rules = _line(result, "Progress")
    assert (
        "Vanilla 1/1/1 is 4/3/3, printed 1/1/1, +1 boost: War Banner's passive ability, "
        "Drum Circle's passive ability apply"
        in text
        or "Vanilla 1/1/1 is 4/3/3, printed 1/1/1, +1 boost: Drum Circle's passive ability, "
        "War Banner's passive ability apply"
        in text
    )
    assert {"2.3.1.d", "2.5.1.b"} <= set(rules)


def test_a_progress_with_no_character_compares_no_statistics(tmp_path: Path) -> None:
    result = _dusk(tmp_path, "{}")
    text, _ = _line(result, "Progress")
    assert "statistics compared" not in text


def test_a_given_defender_names_its_source_and_why_the_character_is_boosted(
    tmp_path: Path,
) -> None:
    result = _dusk(
        tmp_path,
        "{landmarks: [Shield Wall], hero_expedition: [{card: Vanilla 1/1/1, boosts: 1}]}",
    )
    assert result.state.positions["p1:hero"] == 0
    text, rules = _line(result, "Progress")
    assert (
        "Vanilla 1/1/1 has Defender (Shield Wall's passive ability gives it Defender: "
        "“Boosted Characters you control are Defender.”; Vanilla 1/1/1 is Boosted: 1 boost on it)"
    ) in text
    assert {"7.4.2.b", "2.3.1.d", "2.4.5.b"} <= set(rules)


def test_a_printed_defender_names_no_source(tmp_path: Path) -> None:
    result = _dusk(tmp_path, "{hero_expedition: [Stone Sentry]}")
    text, rules = _line(result, "Progress")
    assert "Stone Sentry has Defender" in text
    assert "gives it" not in text
    assert "2.4.5.b" not in rules


def test_a_given_eternal_at_rest_names_its_source(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Night
first_player: p1
players:
  p1:
    landmarks: [Old Oak]
    hero_expedition: [Vanilla 1/1/1]
  p2: {}
script:
  - until: Morning
""",
    )
    text, rules = _line(result, "Rest")
    assert (
        "Vanilla 1/1/1 stays in play (Eternal: Old Oak's passive ability gives it Eternal: "
        "“Characters you control are Eternal.”)"
    ) in text
    assert "2.3.1.d" in rules


def test_a_given_tough_paid_names_its_source(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        """
phase: Afternoon
players:
  p1:
    hand: [Beauty Sleep]
    mana: 3
  p2:
    hero_expedition: [Vanilla 2/2/2, Stone Sentry]
    landmarks: [Thorn Hedge]
script:
  - play: {card: Beauty Sleep}
  - answer: [p1 orb 1]
  - answer: Vanilla 2/2/2
""",
    )
    text, rules = _line(result, "p1 pays Tough 2 for Vanilla 2/2/2")
    assert (
        "(Thorn Hedge's passive ability gives it Tough: “Characters you control are Tough 2.”)"
        in text
    )
    assert {"7.4.7.c", "2.3.1.d"} <= set(rules)
