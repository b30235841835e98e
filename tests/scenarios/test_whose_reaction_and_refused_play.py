"""Issue 31, three kinds of reasons the trace owes a judge (each fails before):

* WHOSE REACTION: another player's effect caused the event that activated my Reaction — it
  is still mine, I play it, and the line says why: a player controls the abilities of the
  objects they control and their effects (7.5.5.c); nothing of the kind when my own effect
  caused it;
* A PLAY REFUSED for want of mana names what would have lowered the cost but does not
  apply from where the card is: Scout, which works only in Hand (7.4.5.b), and a cost
  decrease naming the other zone (5.1.2.d) — also when Scout is declared from Reserve;
* "If [condition], I gain 1 boost and Fleeting" has no "if you did": the second step is the
  condition's next one, mandatory (6.5.d, 6.5.a) — 6.5.f is not cited, and the line says it;
  "Exhaust me. If you do, I gain 1 boost" still cites 6.5.f.

The cards are made up for the tests (the constructions of real cards, not their texts).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.play.legality import check_play
from engine.state.errors import IllegalAction
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario


def _run(tmp_path: Path, text: str) -> list[tuple[str, tuple[str, ...]]]:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    return [(line.text, tuple(line.shown_rules())) for line in result.lines]


def _sender(caster: str, leaver_owner: str, trigger: str) -> str:
    """``caster``'s Spell sends ``leaver_owner``'s Character, whose Reaction has ``trigger``."""
    where = {caster: "hand: [Test Send Off]\n    mana: 2\n"}
    where[leaver_owner] = where.get(leaver_owner, "") + "    hero_expedition: [Test Leaver]\n"
    sides = "".join(
        f"  {p}:\n    {where[p].lstrip()}" if p in where else f"  {p}: {{}}\n" for p in ("p1", "p2")
    )
    return f"""\
title: whose Reaction
rules: [7.5.5.c]
cards:
- name: Test Send Off
  type: Spell
  faction: Yzmir
  hand_cost: 2
  reserve_cost: 2
  text: Send to Reserve target Character.
  read_text: true
- name: Test Leaver
  type: Character
  faction: Ordis
  hand_cost: 3
  reserve_cost: 3
  forest: 1
  mountain: 1
  water: 1
  text: {trigger} — Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.
  read_text: true
phase: Afternoon
first_player: {caster}
players:
{sides}script:
  - play: {{card: Test Send Off, player: {caster}}}
  - answer: [Test Leaver]
  - reactions: in_order
expect: []
"""


@pytest.mark.parametrize(
    "trigger", ["When I leave the Expedition zone", "When I go to Reserve from the Expedition zone"]
)
def test_7_5_5_c_my_reaction_activated_by_the_opponents_spell_is_mine_and_says_why(
    tmp_path: Path, trigger: str
) -> None:
    lines = _run(tmp_path, _sender("p2", "p1", trigger))
    (said, rules) = next(line for line in lines if line[0].startswith("p1 must play the Reaction"))
    assert "p1's Reaction, p1 plays it" in said
    assert "p2's Test Send Off only caused the event" in said
    assert "7.5.5.c" in rules


def test_7_5_5_c_not_said_when_my_own_effect_caused_it(tmp_path: Path) -> None:
    lines = _run(tmp_path, _sender("p1", "p1", "When I leave the Expedition zone"))
    (said, rules) = next(line for line in lines if line[0].startswith("p1 must play the Reaction"))
    assert "only caused the event" not in said
    assert "7.5.5.c" not in rules


def _refused(tmp_path: Path, cards: str, layout: str, play: str) -> tuple[str, tuple[str, ...]]:
    text = f"""\
title: refused play
rules: [6.4.c]
cards:
{cards}phase: Afternoon
first_player: p1
players:
  p1:
{layout}  p2: {{}}
script:
  - play: {play}
    refused: {{cites: [6.4.c]}}
expect: []
"""
    path = tmp_path / "r.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    (refusal,) = result.refusals
    assert refusal.refused
    return refusal.text, tuple(refusal.rules)


_SCOUT = """\
- name: Test Scout
  type: Character
  faction: Muna
  hand_cost: 6
  reserve_cost: 8
  forest: 3
  mountain: 3
  water: 3
  text: '[Scout] {2}.'
  read_text: true
"""


def test_7_4_5_b_a_play_from_reserve_refused_names_scout_that_works_only_in_hand(
    tmp_path: Path,
) -> None:
    play = "{card: Test Scout, from: reserve, to: hero}"
    said, rules = _refused(tmp_path, _SCOUT, "    reserve: [Test Scout]\n    mana: 3\n", play)
    assert "Scout 2 works only while the card is in Hand" in said
    assert "for its Reserve Cost 8" in said
    assert "7.4.5.b" in rules


def test_7_4_5_b_scout_declared_from_reserve_is_refused_with_where_scout_works(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"""\
title: Scout from Reserve
rules: [7.4.5.b]
cards:
{_SCOUT}phase: Afternoon
first_player: p1
players:
  p1:
    reserve: [Test Scout]
    mana: 3
  p2: {{}}
expect: []
""",
        encoding="utf-8",
    )
    state = run_scenario(load_scenario(path)).state
    (oid,) = state.zone("reserve:p1")
    with pytest.raises(IllegalAction) as refused:
        check_play(state, "p1", oid, "hero", scout=True)
    assert "Scout 2 works only while the card is in Hand" in str(refused.value)
    assert "7.4.5.b" in refused.value.also


def test_7_4_5_b_not_said_from_hand(tmp_path: Path) -> None:
    # from Hand Scout applies: a refusal for another reason names no Scout
    said, rules = _refused(
        tmp_path, _SCOUT, "    hand: [Test Scout]\n    mana: 1\n", "{card: Test Scout, to: hero}"
    )
    assert "works only while the card is in Hand" not in said
    assert "7.4.5.b" not in rules


_DISCOUNT = """\
- name: Test Discount
  type: Permanent
  faction: Muna
  hand_cost: 1
  reserve_cost: 1
  zone_type: Landmark
  text: Cards you play from Reserve cost {2} less.
  read_text: true
- name: Test Big
  type: Character
  faction: Muna
  hand_cost: 5
  reserve_cost: 5
  forest: 3
  mountain: 3
  water: 3
"""


def test_5_1_2_d_a_decrease_for_cards_from_reserve_does_not_apply_from_hand(
    tmp_path: Path,
) -> None:
    layout = "    hand: [Test Big]\n    landmarks: [Test Discount]\n    mana: 3\n"
    said, rules = _refused(tmp_path, _DISCOUNT, layout, "{card: Test Big, to: hero}")
    assert "Test Discount's “Cards you play from Reserve cost" in said
    assert "does not apply: Test Big is played from Hand" in said
    assert "5.1.2.d" in rules


def _hoarder(text: str) -> str:
    return f"""\
title: one condition
rules: [6.5.d]
cards:
- name: Test Hoarder
  type: Character
  faction: Lyra
  hand_cost: 1
  reserve_cost: 1
  forest: 1
  mountain: 1
  water: 1
  text: '{text}'
  read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Test Hoarder]
    reserve: [Vanilla 1/1/1, Vanilla 2/2/2]
    mana: 1
  p2: {{}}
script:
  - play: {{card: Test Hoarder, to: hero}}
  - reactions: in_order
expect: []
"""


@pytest.mark.parametrize(
    "text",
    [
        "{J} If you have two or more cards in Reserve, I gain 1 boost and [[Fleeting]].",
        "{J} If you have two or more cards in Reserve, I gain 2 boosts and [[Anchored]].",
        "{J} Unless you have three or more cards in Reserve, I gain 1 boost and [[Asleep]].",
    ],
)
def test_6_5_d_a_boost_and_a_status_under_one_condition_is_no_if_you_did(
    tmp_path: Path, text: str
) -> None:
    lines = _run(tmp_path, _hoarder(text))
    (said, rules) = next(line for line in lines if line[0].startswith("Test Hoarder gains"))
    assert "6.5.f" not in rules
    assert {"6.5.d", "6.5.a"} <= set(rules)
    assert "is mandatory" in said
    assert not any("6.5.f" in r for _, r in lines)


def test_6_5_f_still_cited_for_if_you_do(tmp_path: Path) -> None:
    text = "{J} If you have two or more cards in Reserve, exhaust me. If you do, I gain 1 boost."
    lines = _run(tmp_path, _hoarder(text))
    assert any("6.5.f" in rules for _, rules in lines)
    assert not any("is mandatory" in said for said, _ in lines)


def test_6_5_d_then_if_is_the_next_steps_own_condition_not_if_you_did(tmp_path: Path) -> None:
    text = """\
title: then if
rules: [6.5.d]
cards:
- name: Test Surge
  type: Spell
  faction: Lyra
  hand_cost: 1
  reserve_cost: 1
  text: Target Character gains 2 boosts. Then, if it has 3 or more boosts, draw a card.
  read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Test Surge]
    deck: [Vanilla 1/1/1]
    mana: 1
    hero_expedition: [{card: Vanilla 2/2/2, boosts: 1}]
  p2: {}
script:
  - play: {card: Test Surge}
  - answer: [Vanilla 2/2/2]
expect: []
"""
    lines = _run(tmp_path, text)
    (_, rules) = next(line for line in lines if "gains 2 boosts" in line[0])
    assert "6.5.f" not in rules
    assert {"6.5.d", "6.1.c"} <= set(rules)
