"""Choices offered or not, cited by the rule that decides (issue 31): the choice half of the
refusal citation audit (benchmarks/choice_citation_cases.py) held at zero, and each engine
change it led to on its own small board — a mode or "you may" whose group a "can't" wholly
reaches is not offered (6.1.g, 1.4.1.a, 7.3.18.a); "[A] or [B]" with nothing to sacrifice
(7.3.36.a); a choice from the chooser's own Reserve, Hand or Discard pile (3.1.2.b, 3.2.5.b)
and a sacrifice offering only what one controls (7.3.36.a), for an effect and for a cost;
Scout's cost said where paid (7.4.5.c); the Gigantic Character "each Character in target
Expedition" finds (7.4.4.b); an optional modifier's "If you don't" asked with 6.2.e.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from scenarios.cards.library import default_library
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
NOTE = "A test card of this test."


def _bench(name: str) -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__(name)


@pytest.fixture(scope="module")
def refusal_audit() -> ModuleType:
    return _bench("refusal_citation_audit")


def _spell(text: str) -> dict[str, Any]:
    return {"name": "Test Spell", "type": "Spell", "hand_cost": 1, "reserve_cost": 1,
            "text": text, "read_text": True, "note": NOTE}  # fmt: skip


_FOG = {"name": "Fog", "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
        "reserve_cost": 1, "read_text": True, "note": NOTE,
        "text": "Cards in play or in Reserve with counters can't gain counters."}  # fmt: skip
_BOOSTED = {"card": "Vanilla 2/2/2", "counters": {"boost": 1}}


def _run(tmp_path: Path, cards: list[dict[str, Any]], p1: dict[str, Any],
         p2: dict[str, Any], script: list[dict[str, Any]]) -> RunResult:  # fmt: skip
    board = {"title": "test", "cards": cards, "phase": "Afternoon", "first_player": "p1",
             "players": {"p1": p1, "p2": p2}, "script": script}  # fmt: skip
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False, allow_unicode=True))
    return run_scenario(load_scenario(path, default_library()))


def _line(result: RunResult, words: str) -> tuple[str, set[str]]:
    """The first engine line saying ``words``, and every rule it cites."""
    for line in result.lines:
        if line.source == "engine" and words in line.shown():
            return line.shown(), {*line.rules, *line.shown_rules(), *line.action_rules}
    raise AssertionError(f"no line says {words!r}: {[x.shown() for x in result.lines]}")


def _options(result: RunResult) -> list[str]:
    assert result.pending is not None
    return [o.label for o in result.pending.options]


# --------------------------------------------------------------------------- the audit
def test_every_choice_is_cited_by_the_rule_that_decides(
    refusal_audit: ModuleType, tmp_path: Path
) -> None:
    checked = refusal_audit.audit_choices(tmp_path)
    wrong = [(c.case.name, c.missing, c.said, c.wrong_options, c.error) for c in checked]
    assert not [w for w, c in zip(wrong, checked, strict=True) if not c.right]
    assert len(checked) >= 28


def test_each_kind_of_choice_is_asked(refusal_audit: ModuleType) -> None:
    names = " ".join(c.name for c in refusal_audit.CHOICE_CASES)
    for kind in ("mode:", "or:", "your Hand", "your Reserve", "cost:", "up to", "Clean-up",
                 "Reactions:", "Gigantic", "Scout", "Fleeting"):  # fmt: skip
        assert kind in names
    cited = {r for c in refusal_audit.CHOICE_CASES for r in c.cites}
    assert {"6.1.g", "1.4.1.a", "7.3.36.a", "3.1.2.b", "4.2.5.c", "4.4.b", "7.4.4.c"} <= cited


def test_a_choice_without_the_deciding_rule_is_found(
    refusal_audit: ModuleType, tmp_path: Path
) -> None:
    """The audit can fail: asked for a rule the line does not cite, or an option that is
    offered after all, it says so."""
    case = next(c for c in refusal_audit.CHOICE_CASES if c.name.startswith("your Reserve"))
    checked = refusal_audit.run_choice(replace(case, cites=("2.4.6.c",)), tmp_path)
    assert checked.found and checked.missing == ("2.4.6.c",) and not checked.right
    offered = refusal_audit.run_choice(replace(case, excluded=("Vanilla 1/1/1",)), tmp_path)
    assert offered.wrong_options and not offered.right


# --------------------------------------------------------------------------- the engine
def test_6_1_g_a_mode_a_cant_reaches_in_every_object_of_its_group_is_not_offered(
    tmp_path: Path,
) -> None:
    text = "Choose one: • Each Character you control gains 2 boosts. • Draw a card."
    result = _run(tmp_path, [_spell(text), _FOG],
                  {"hand": ["Test Spell"], "mana": 1, "hero_expedition": [_BOOSTED],
                   "landmarks": ["Fog"], "deck": ["Vanilla 1/1/1"]}, {},
                  [{"play": {"card": "Test Spell"}}])  # fmt: skip
    assert _options(result) == ["Draw a card."]
    said, rules = _line(result, "chooses mode")
    assert "a “can't” makes it impossible" in said and {"6.1.g", "1.4.1.a"} <= rules


def test_6_1_g_a_mode_with_a_group_some_of_it_can_gain_is_still_offered(
    tmp_path: Path,
) -> None:
    """One Character without counters can gain them: the mode is possible (6.1.g)."""
    text = "Choose one: • Each Character you control gains 2 boosts. • Draw a card."
    result = _run(tmp_path, [_spell(text), _FOG],
                  {"hand": ["Test Spell"], "mana": 1, "landmarks": ["Fog"],
                   "hero_expedition": [_BOOSTED, "Vanilla 1/1/1"], "deck": ["Vanilla 1/1/1"]},
                  {}, [{"play": {"card": "Test Spell"}}])  # fmt: skip
    assert len(_options(result)) == 2


def test_7_3_18_a_you_may_have_them_gain_is_not_asked_when_a_cant_reaches_all(
    tmp_path: Path,
) -> None:
    text = "You may have each Character you control gain 2 boosts."
    result = _run(tmp_path, [_spell(text), _FOG],
                  {"hand": ["Test Spell"], "mana": 1, "hero_expedition": [_BOOSTED],
                   "landmarks": ["Fog"]}, {}, [{"play": {"card": "Test Spell"}}])  # fmt: skip
    _said, rules = _line(result, "is not asked")
    assert {"6.1.g", "1.4.1.a"} <= rules
    assert result.pending is not None and result.pending.kind == "turn"


def test_7_3_36_a_or_with_nothing_to_sacrifice_says_one_sacrifices_ones_own(
    tmp_path: Path,
) -> None:
    result = _run(tmp_path, [_spell("Sacrifice a Character or draw a card.")],
                  {"hand": ["Test Spell"], "mana": 1, "deck": ["Vanilla 1/1/1"]},
                  {"hero_expedition": ["Vanilla 2/2/2"]},
                  [{"play": {"card": "Test Spell"}}])  # fmt: skip
    assert _options(result) == ["Draw a card"]
    said, rules = _line(result, "nothing to choose for it")
    assert "one sacrifices only an object in play one controls" in said
    assert {"6.1.g", "7.3.36.a"} <= rules


@pytest.mark.parametrize(
    ("text", "zone", "words"),
    [
        ("Return a card from your Reserve to your Hand.", "reserve", "Reserve"),
        ("Return a Character from your Discard pile to your Hand.", "discard", "Discard pile"),
        ("Discard a card from your Hand.", "hand", "Hand"),
    ],
)
def test_3_1_2_b_a_choice_from_your_own_personal_zone_says_why_and_cites_it(
    tmp_path: Path, text: str, zone: str, words: str
) -> None:
    cards: dict[str, list[str]] = {"hand": ["Test Spell"]}
    cards[zone] = [*cards.get(zone, []), "Vanilla 1/1/1"]
    mine: dict[str, Any] = {"mana": 1, **cards}
    result = _run(tmp_path, [_spell(text)], mine, {zone: ["Vanilla 2/2/2"]},
                  [{"play": {"card": "Test Spell"}}])  # fmt: skip
    assert not any("Vanilla 2/2/2" in o for o in _options(result))
    _said, rules = _line(result, f"from p1's own {words}")
    assert "3.1.2.b" in rules and "6.1.g" in rules
    assert ("3.2.5.b" in rules) == (zone == "hand")  # one's own Hand, looked at


def test_3_1_2_b_not_said_when_the_other_players_zone_is_empty(tmp_path: Path) -> None:
    """Nothing passed over, nothing to explain."""
    result = _run(tmp_path, [_spell("Return a card from your Reserve to your Hand.")],
                  {"hand": ["Test Spell"], "mana": 1, "reserve": ["Vanilla 1/1/1"]}, {},
                  [{"play": {"card": "Test Spell"}}])  # fmt: skip
    said, rules = _line(result, "chooses what to return for Test Spell")
    assert "own Reserve" not in said and "3.1.2.b" not in rules


def test_7_3_36_a_a_sacrifice_cost_offers_only_what_the_player_controls(
    tmp_path: Path,
) -> None:
    altar = {"name": "Altar", "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
             "reserve_cost": 1, "text": "Sacrifice a Character : Draw a card.",
             "read_text": True, "note": NOTE}  # fmt: skip
    result = _run(tmp_path, [altar],
                  {"landmarks": ["Altar"], "hero_expedition": ["Vanilla 1/1/1"], "mana": 1},
                  {"hero_expedition": ["Vanilla 2/2/2"]},
                  [{"quick_action": {"card": "Altar", "ability": 0}}])  # fmt: skip
    assert not any("Vanilla 2/2/2" in o for o in _options(result))
    said, rules = _line(result, "chooses what to sacrifice")
    assert "only what p1 controls in play" in said and {"7.3.36.a", "6.1.a"} <= rules


def test_7_4_5_c_scouts_cost_is_said_where_it_is_paid(tmp_path: Path) -> None:
    scout = {"name": "Pathfinder", "type": "Character", "hand_cost": 3, "reserve_cost": 3,
             "forest": 1, "mountain": 1, "water": 1, "text": "[[Scout]] 1.",
             "read_text": True, "note": NOTE}  # fmt: skip
    result = _run(tmp_path, [scout], {"hand": ["Pathfinder"], "mana": 3}, {},
                  [{"answer": "play Pathfinder from hand with Scout 1 for 1 in hero "
                              "Expedition"}])  # fmt: skip
    _said, rules = _line(result, "Scout 1 instead of its Hand Cost")
    assert "7.4.5.c" in rules


def test_7_4_4_b_each_character_in_target_expedition_says_the_gigantic_one(
    tmp_path: Path,
) -> None:
    giant = {"name": "Colossus", "type": "Character", "hand_cost": 1, "reserve_cost": 1,
             "forest": 1, "mountain": 1, "water": 1, "text": "[[Gigantic]].",
             "read_text": True, "note": NOTE}  # fmt: skip
    text = "Each Character in target Expedition gains 1 boost."
    result = _run(tmp_path, [_spell(text), giant],
                  {"hand": ["Test Spell"], "mana": 1, "companion_expedition": ["Colossus"]}, {},
                  [{"play": {"card": "Test Spell"}}, {"answer": "p1:hero"}])  # fmt: skip
    _said, rules = _line(result, "Colossus: Gigantic, present in both")
    assert "7.4.4.b" in rules


def test_6_2_e_an_optional_modifier_with_an_alternative_is_asked_with_its_rule(
    tmp_path: Path,
) -> None:
    jinn = {"name": "Jinn of the Test", "type": "Character", "hand_cost": 1, "reserve_cost": 1,
            "forest": 1, "mountain": 1, "water": 1, "read_text": True, "note": NOTE,
            "text": "If I would leave the Expedition zone, you may put me in my owner's Mana "
                    "zone instead. If you don't, draw a card."}  # fmt: skip
    result = _run(tmp_path, [_spell("Discard target Character."), jinn],
                  {"hand": ["Test Spell"], "mana": 1}, {"hero_expedition": ["Jinn of the Test"]},
                  [{"play": {"card": "Test Spell"}}, {"answer": "Jinn of the Test"}])  # fmt: skip
    _said, rules = _line(result, "modifier to Jinn of the Test")
    assert {"6.2.d", "6.2.e"} <= rules


def test_7_3_38_b_an_effect_cost_spending_counters_it_lacks_cites_the_actions_rule(
    tmp_path: Path,
) -> None:
    card = {"name": "Saver", "type": "Character", "hand_cost": 1, "reserve_cost": 1,
            "forest": 1, "mountain": 1, "water": 1, "read_text": True, "note": NOTE,
            "text": "{H} You may spend 1 of my boosts to draw a card."}  # fmt: skip
    result = _run(tmp_path, [card], {"hand": ["Saver"], "mana": 1, "deck": ["Vanilla 1/1/1"]},
                  {}, [{"play": {"card": "Saver", "to": "hero"}}])  # fmt: skip
    _said, rules = _line(result, "to spend")
    assert {"7.3.38.b", "2.5.h", "6.4.c"} <= rules


_CHEER = {
    "name": "Cheer Squad",
    "type": "Character",
    "hand_cost": 2,
    "reserve_cost": 2,
    "forest": 1,
    "mountain": 1,
    "water": 1,
    "read_text": True,
    "note": NOTE,
    "text": "{I} When another Character joins your Expeditions — I gain 1 boost.",
}
_TIRED = {"card": "Cheer Squad", "statuses": ["Exhausted"]}


def test_2_4_6_e_a_support_reaction_of_an_exhausted_card_is_said_at_the_event(
    tmp_path: Path,
) -> None:
    card, tired = _CHEER, _TIRED
    result = _run(tmp_path, [card], {"hand": ["Vanilla 1/1/1"], "mana": 1, "reserve": [tired]},
                  {}, [{"play": {"card": "Vanilla 1/1/1", "to": "hero"}}])  # fmt: skip
    said, rules = _line(result, "enters p1's hero Expedition")
    assert "Cheer Squad's support Reaction does not activate" in said
    assert {"2.4.6.e", "2.2.12.j"} <= rules


def test_2_4_6_e_not_said_when_the_event_is_not_the_reactions(tmp_path: Path) -> None:
    """A Spell played joins no Expedition: the support Reaction would not activate even
    ready, so nothing is said of it."""
    card, tired = _CHEER, _TIRED
    result = _run(tmp_path, [card, _spell("Draw a card.")],
                  {"hand": ["Test Spell"], "mana": 1, "reserve": [tired],
                   "deck": ["Vanilla 1/1/1"]}, {}, [{"play": {"card": "Test Spell"}}])  # fmt: skip
    assert not any("support Reaction does not activate" in x.shown() for x in result.lines)


def test_7_4_5_c_played_with_scout_its_entering_says_the_reaction_it_gains(
    tmp_path: Path,
) -> None:
    scout = {"name": "Pathfinder", "type": "Character", "hand_cost": 3, "reserve_cost": 3,
             "forest": 1, "mountain": 1, "water": 1, "text": "[[Scout]] 1.",
             "read_text": True, "note": NOTE}  # fmt: skip
    result = _run(tmp_path, [scout], {"hand": ["Pathfinder"], "mana": 3}, {},
                  [{"answer": "play Pathfinder from hand with Scout 1 for 1 in hero "
                              "Expedition"}, {"answer": ["p1 orb 1"]}])  # fmt: skip
    said, rules = _line(result, "Pathfinder enters p1's hero Expedition")
    assert "played with Scout, it gains “Send me to Reserve”" in said and "7.4.5.c" in rules


def test_2_4_6_e_an_at_noon_support_reaction_of_an_exhausted_card_is_said_as_noon_begins(
    tmp_path: Path,
) -> None:
    card = {**_CHEER, "text": "{I} At Noon — I gain 1 boost."}
    board = {"title": "test", "cards": [card], "phase": "Morning", "first_player": "p1",
             "players": {"p1": {"reserve": [_TIRED], "deck": ["Vanilla 1/1/1"] * 2},
                         "p2": {"deck": ["Vanilla 1/1/1"] * 2}}, "script": []}  # fmt: skip
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(board, sort_keys=False, allow_unicode=True))
    result = run_scenario(load_scenario(path, default_library()))
    said, rules = _line(result, "Noon begins")
    assert "Cheer Squad's support Reaction does not activate" in said
    assert {"2.4.6.e", "2.2.12.j"} <= rules
