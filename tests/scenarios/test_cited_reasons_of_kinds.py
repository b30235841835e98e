"""Issue 31, four kinds of reasons the trace owes a judge (each fails before cite9):

* a Resupply from an empty Deck shuffles the Discard pile in first and the card goes from
  the Deck to the Reserve (7.3.31.c) — a Reaction to "a card goes from your deck to
  Reserve" activates, and the line says the shuffle;
* a Reaction of a card outside play that the event would match in play does not activate,
  said with 7.3.1.a / 6.3.f — for triggers about the player's zones and Expeditions alike;
* a Spell's "my" is the Spell in Limbo (7.2.1.b), and its own support Reaction does not
  activate from Limbo (2.2.12.i);
* a replacing modifier applied to one of a step's atomic actions applies to that atomic
  action, not the whole step (6.2.f).

The cards are made up for the tests (the constructions of real cards, not their texts).
"""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_HOLLOW = """\
- name: Test Hollow
  type: Permanent
  faction: Axiom
  hand_cost: 3
  reserve_cost: 3
  zone_type: Landmark
  text: When a card goes from your deck or hand to Reserve — I gain 1 Trial counter.
  read_text: true
"""

_TENT = """\
- name: Test Supply Tent
  type: Permanent
  faction: Muna
  hand_cost: 1
  reserve_cost: 1
  zone_type: Expedition
  text: '{J} [{ACTION}].'
  read_text: true
"""


def _resupply_file(action: str, deck: str) -> str:
    return f"""\
title: {action} from a Deck with {deck}
rules: [7.3.31.c]
cards:
{_HOLLOW}{_TENT.replace("{ACTION}", action)}phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Test Supply Tent]
    mana: 1
    deck: {deck}
    discard: [Vanilla 3/1/0]
    landmarks: [Test Hollow]
  p2: {{}}
script:
  - play: {{card: Test Supply Tent, to: hero}}
  - reactions: in_order
expect:
  - object: {{object: Test Hollow, counters: {{Trial: 1}}}}
"""


def _lines_with_rules(tmp_path: Path, text: str) -> list[tuple[str, tuple[str, ...]]]:
    path = tmp_path / "r.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    return [(line.text, tuple(line.shown_rules())) for line in result.lines]


def test_7_3_31_c_a_resupply_from_an_empty_deck_goes_from_the_deck_and_says_the_shuffle(
    tmp_path: Path,
) -> None:
    for action in ("Resupply", "Exhausted Resupply"):
        lines = _lines_with_rules(tmp_path, _resupply_file(action, "[]"))
        put = [(t, r) for t, r in lines if "is put in p1's Reserve" in t]
        assert len(put) == 1, lines
        text, rules = put[0]
        assert "first shuffled their Discard pile into their Deck" in text
        assert "went from the Deck to the Reserve" in text
        assert "7.3.31.c" in rules
        # the card went Deck -> Reserve: the Landmark's Reaction activates and resolves
        assert any("Test Hollow gains 1 Trial counter" in t for t, _ in lines), lines


def test_7_3_31_a_a_resupply_from_a_deck_with_cards_says_no_shuffle(tmp_path: Path) -> None:
    lines = _lines_with_rules(tmp_path, _resupply_file("Resupply", "[Vanilla 1/1/1]"))
    put = [t for t, _ in lines if "is put in p1's Reserve" in t]
    assert len(put) == 1 and "shuffled" not in put[0]
    assert any("Test Hollow gains 1 Trial counter" in t for t, _ in lines)


_WATCHER = """\
- name: Test Watcher
  type: Character
  faction: Muna
  hand_cost: 3
  reserve_cost: 3
  forest: 1
  mountain: 1
  water: 1
  text: {TEXT}
  read_text: true
"""


def _outside_play_file(text: str, zone: str) -> str:
    return f"""\
title: A Reaction outside play
rules: [7.3.1.a]
cards:
{_WATCHER.replace("{TEXT}", text)}phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Vanilla 1/1/1]
    mana: 1
    {zone}: [Test Watcher]
  p2: {{}}
script:
  - play: {{card: Vanilla 1/1/1, to: hero}}
  - reactions: in_order
expect:
  - object: {{object: Vanilla 1/1/1, boosts: 0}}
"""


_ANOTHER = "When another Character joins your Expeditions — It gains 1 boost."


def _left_play_file() -> str:
    return f"""\
title: A Reaction whose card left play
rules: [7.3.1.a]
cards:
{_WATCHER.replace("{TEXT}", _ANOTHER)}- name: Test Purge
  type: Spell
  faction: Yzmir
  hand_cost: 1
  reserve_cost: 1
  text: Discard target Character.
  read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Test Purge, Vanilla 1/1/1]
    mana: 2
    hero_expedition: [Test Watcher]
  p2: {{}}
script:
  - play: {{card: Test Purge}}
  - answer: [Mana Orb 1]
  - answer: [Test Watcher]
  - pass: p2
  - play: {{card: Vanilla 1/1/1, to: hero}}
  - reactions: in_order
expect:
  - object: {{object: Vanilla 1/1/1, boosts: 0}}
"""


def test_7_3_1_a_a_reaction_whose_card_left_play_says_it_does_not_activate(
    tmp_path: Path,
) -> None:
    # "another Character joins your Expeditions" (the trigger file 10 found unsaid) on a
    # card discarded from play before the event: said, with 7.3.1.a and 6.3.f.
    lines = _lines_with_rules(tmp_path, _left_play_file())
    said = [(t, r) for t, r in lines if "Test Watcher" in t and "does not activate" in t]
    assert len(said) == 1, lines
    words, rules = said[0]
    assert "it left play before the event and is in p1's Discard pile" in words
    assert "exists and works before the event" in words
    assert {"2.2.12.g", "7.3.1.a", "6.3.f"} <= set(rules)


def test_1_2_4_d_the_same_reaction_on_a_card_never_in_play_is_said_with_1_2_4_d(
    tmp_path: Path,
) -> None:
    # The same trigger on a card in a Reserve (not a support ability) or a Discard pile all
    # along: said, with where abilities work (2.2.12.g) — it never left play.
    for zone in ("reserve", "discard"):
        lines = _lines_with_rules(tmp_path, _outside_play_file(_ANOTHER, zone))
        said = [(t, r) for t, r in lines if "Test Watcher" in t and "does not activate" in t]
        assert len(said) == 1, lines
        words, rules = said[0]
        assert "its abilities work only in play" in words and "left play" not in words
        assert "2.2.12.g" in rules and "7.3.1.a" not in rules


_INFUSION_TEXT = (
    "Target Character gains X boosts, where X is my number of Arcane counters."
    "  {I} When you play another Spell — I gain 1 Arcane counter."
)
_INFUSION = f"""\
- name: Test Infusion
  type: Spell
  faction: Yzmir
  hand_cost: 3
  reserve_cost: 2
  text: '{_INFUSION_TEXT}'
  read_text: true
"""

_INFUSION_FILE = f"""\
title: A Spell's my in Limbo
rules: [7.2.1.b]
cards:
{_INFUSION}phase: Afternoon
first_player: p1
players:
  p1:
    mana: 2
    reserve:
      - card: Test Infusion
        counters: {{Arcane: 2}}
    hero_expedition: [Vanilla 1/1/1]
  p2: {{}}
script:
  - play: {{card: Test Infusion, from: reserve}}
  - answer: [Vanilla 1/1/1]
  - reactions: in_order
expect:
  - object: {{object: Vanilla 1/1/1, boosts: 2}}
"""


def test_7_2_1_b_a_spells_my_is_the_spell_in_limbo_and_its_own_support_does_not_activate(
    tmp_path: Path,
) -> None:
    lines = _lines_with_rules(tmp_path, _INFUSION_FILE)
    counted = [(t, r) for t, r in lines if "gains 2 boosts" in t]
    assert len(counted) == 1, lines
    assert "“my” is the Spell in Limbo" in counted[0][0] and "7.2.1.b" in counted[0][1]
    own = [(t, r) for t, r in lines if "Test Infusion's support ability" in t]
    assert len(own) == 1, lines
    words, rules = own[0]
    assert "is in Limbo as it is played" in words and "not “another”" in words
    assert {"2.2.12.i", "7.3.1.a", "6.3.f"} <= set(rules)


_SHELTER = """\
- name: Test Shelter
  type: Permanent
  faction: Muna
  hand_cost: 1
  reserve_cost: 1
  zone_type: Expedition
  text: If an [[Anchored]] Character would leave my Expedition, it loses [[Anchored]] instead.
  read_text: true
- name: Test Storm
  type: Spell
  faction: Muna
  hand_cost: 1
  reserve_cost: 1
  text: Send to Reserve any number of target Characters.
  read_text: true
"""

_STORM_FILE = f"""\
title: One atomic action replaced
rules: [6.2.f]
cards:
{_SHELTER}phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition:
      - Test Shelter
      - card: Vanilla 1/1/1
        statuses: [Anchored]
      - Vanilla 2/2/2
  p2:
    hand: [Test Storm]
    mana: 1
script:
  - play: {{card: Test Storm, player: p2}}
  - answer: {{player: p2, choose: [Vanilla 1/1/1, Vanilla 2/2/2]}}
expect:
  - object: {{object: Vanilla 2/2/2, zone: "reserve:p1"}}
"""


def test_6_2_f_a_modifier_replacing_one_atomic_action_of_a_step_says_so(tmp_path: Path) -> None:
    lines = _lines_with_rules(tmp_path, _STORM_FILE)
    step = [(t, r) for t, r in lines if "Test Shelter replaces" in t]
    assert len(step) == 1, lines
    words, rules = step[0]
    assert "applies to this atomic action, not to the whole step" in words
    assert "6.2.f" in rules
