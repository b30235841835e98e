"""A passive ability in the second person — "Cards in your opponent's Reserve can't gain
counters", "Characters you control can't gain boosts", "Your opponents can't play Spells",
"Spells your opponents play cost {1} more" — reaches what its controller's "you" names,
whoever controls the effect or plays the card (7.2.3.a). Where it makes something impossible
(1.4.1.a) or changes another player's cost (5.1.2.f), the line says who "you" (and "your
opponent(s)") is and cites 7.2.3.a; an ability without "you" does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scenario_text import engine_line, run_text

_GIVEN = """
title: t
cards:
  - {{name: Warden, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "{forbids}", read_text: true}}
  - {{name: Tonic, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character{where} gains 2 boosts.", read_text: true}}
phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition: [Warden]
  p2:
    hand: [Tonic]
    mana: 1
    {place}: [Vanilla 2/2/2]
script:
  - play: {{card: Tonic, player: p2}}
  - answer: [{target}]
"""


@pytest.mark.parametrize(
    ("forbids", "where", "place", "target", "said"),
    [
        # p2's own Reserve is "your opponent's Reserve" of p1's ability
        (
            "Cards in your opponent's Reserve can't gain counters.",
            " in Reserve",
            "reserve",
            "Vanilla 2/2/2",
            "“you” in it is p1, who controls Warden, so “your opponent” means p2",
        ),
        # p2's Character is one "your opponents control" for p1's ability
        (
            "Characters your opponents control can't gain boosts.",
            "",
            "hero_expedition",
            "Vanilla 2/2/2",
            "“you” in it is p1, who controls Warden, so “your opponents” means p2",
        ),
        # p1's own Warden is a Character "you control", though p2 gives the boosts
        (
            "Characters you control can't gain boosts.",
            "",
            "hero_expedition",
            "Warden",
            "“you” in it is p1, who controls Warden",
        ),
    ],
)
def test_a_forbidden_gain_says_who_you_is(
    tmp_path: Path, forbids: str, where: str, place: str, target: str, said: str
) -> None:
    text = _GIVEN.format(forbids=forbids, where=where, place=place, target=target)
    result = run_text(tmp_path, text)
    line, rules = engine_line(result, "Tonic would give a boost: nothing happens")
    assert said in line, line
    assert "7.2.3.a" in rules and "1.4.1.a" in rules, rules


def test_an_ability_without_the_second_person_says_no_you(tmp_path: Path) -> None:
    text = _GIVEN.format(
        forbids="Cards in play or in Reserve with counters can't gain counters.",
        where="",
        place="hero_expedition",
        target="Vanilla 2/2/2",
    ).replace(
        "hero_expedition: [Vanilla 2/2/2]", "hero_expedition: [{card: Vanilla 2/2/2, boosts: 1}]"
    )
    result = run_text(tmp_path, text)
    line, rules = engine_line(result, "Tonic would give a boost: nothing happens")
    assert "“you”" not in line, line
    assert "7.2.3.a" not in rules, rules


_PLAYS = """
title: t
cards:
  - {name: Silencer, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "Your opponents can't play Spells.", read_text: true}
  - {name: Tonic, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 2 boosts.", read_text: true}
phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition: [Silencer]
  p2:
    hand: [Tonic]
    hero_expedition: [Vanilla 2/2/2]
    mana: 1
script:
  - play: {card: Tonic, player: p2}
    refused: {cites: [1.4.1.a, 7.2.3.a], says: "“you” in it is p1, who controls Silencer"}
"""


def test_a_refused_play_says_whose_opponents(tmp_path: Path) -> None:
    result = run_text(tmp_path, _PLAYS)
    refused = [ln.shown(None) for ln in result.lines if "refused" in ln.shown(None)]
    assert any("so “your opponents” means p2" in r for r in refused), refused


_TAXED = """
title: t
cards:
  - {name: Taxman, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "Spells your opponents play cost {1} more.", read_text: true}
  - {name: Tonic, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 2 boosts.", read_text: true}
phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition: [Taxman]
  p2:
    hand: [Tonic]
    hero_expedition: [Vanilla 2/2/2]
    mana: 2
script:
  - play: {card: Tonic, player: p2}
  - answer: [Vanilla 2/2/2]
"""


def test_a_cost_increase_on_your_opponents_says_whose(tmp_path: Path) -> None:
    result = run_text(tmp_path, _TAXED)
    line, rules = engine_line(result, "p2 plays Tonic")
    assert "(Taxman [“your opponents” means p2: p1 controls it]: +1)" in line, line
    assert "7.2.3.a" in rules and "5.1.2.f" in rules, rules
