"""Audit of a Reaction's trigger filter (issue 31): for every field of the filter a trigger
describes its object with (:class:`engine.state.conditions.ObjectFilter`), whether a board
where the field REJECTS the event says, at the event, that the Reaction does not activate,
and why, with the rule (6.3.b: the trigger specifies what must happen; the field's own rule,
2.2.2.n sub-types, 2.2.7.a Hand Cost, …).

Each field is classified, and the classification must cover every field exactly once, so a
new field is a decision, not an omission:

- :data:`QUALIFIERS` (engine.pipeline.activation): said by
  :mod:`engine.pipeline.qualifier_misses` — the boards below check some of them;
- :data:`SPOKEN_ELSEWHERE`: said by its own module (control words, "another");
- :data:`EXPECTED_SILENT`: not said, each with its reason — the kind the trigger watches
  (``types``, checked silent by a board: a Spell watcher does not speak when a Character is
  played), "I" (the bearer itself), or a word the reader puts in no trigger's description
  (checked on sibling triggers below).
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from engine.pipeline.activation import QUALIFIERS
from engine.state.cards import AbilityKind
from engine.state.conditions import ObjectFilter
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.card import PrintedCard
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

from .test_trigger_word_misses import _said

SPOKEN_ELSEWHERE = {
    "controller": "engine.pipeline.control_misses (7.5.5.b, 7.2.3.a)",
    "another": "engine.pipeline.another_misses (7.2.1.a)",
    "in_your_reserve": "engine.pipeline.control_misses, zone words (7.2.3.a)",
    "in_your_hand": "engine.pipeline.control_misses, zone words (7.2.3.a)",
}
"""Fields said by a module of their own when they reject an event. ("in your Hero
Expedition" is a qualifier — the controller's other Expedition — whose another player's
Expedition is said, once, by the zone words.)"""

_NEVER_A_TRIGGER_WORD = "the reader puts it in no trigger's description (checked below)"

EXPECTED_SILENT: dict[str, str] = {
    "types": "the kind of object the trigger watches: a Spell watcher would speak at every "
    "Character played (6.3.b) — a judge seldom asks",
    "or_types": "it only widens the kind (“a Robot or Permanent”): it never rejects an "
    "object; the sub-type that does is said",
    "only_me": "“When I …” names the bearer itself: another object's event is not the event "
    "its trigger specifies (6.3.b) — every one would speak",
    "text": "the description's printed words, which no object is tested against",
    "other_than_it": _NEVER_A_TRIGGER_WORD + ": a step's “another” after its “it” (6.3.i)",
    # gx: a step's group of the player it targets (6.5.b); a trigger targets no player
    "in_targeted_players_reserve": _NEVER_A_TRIGGER_WORD + ": a targeted player's Reserve",
    "extreme": _NEVER_A_TRIGGER_WORD,
    "extreme_of": _NEVER_A_TRIGGER_WORD,
    "boosts_vs_mine": _NEVER_A_TRIGGER_WORD,
    "expedition_controller": _NEVER_A_TRIGGER_WORD + ": an Expedition's, not an object's",
    "expedition_empty": _NEVER_A_TRIGGER_WORD + ": an Expedition's, not an object's",
    "mana_orbs": _NEVER_A_TRIGGER_WORD + ": a group of Mana Orbs (3.2.9)",
    # gy: "a card of the Bravos faction", said only of a revealed card "it" names (2.2.10)
    "faction": _NEVER_A_TRIGGER_WORD + ": a condition's, on what a step's “it” names",
    # ic: the objects "than it" names, bound as a step is made (no words of their own)
    "compared_ids": _NEVER_A_TRIGGER_WORD + ": the objects a step's “it” names, bound on it",
    # ic39: the controller's zones said with "or", read for a step's choice only (3.1.2.b)
    "in_your_zones": _NEVER_A_TRIGGER_WORD + ": a step's choice among the controller's zones",
    # session 42: an Expedition described by the Characters in it (3.2.4.b), read for a
    # step's target or group of Expeditions only
    "expedition_characters_min": _NEVER_A_TRIGGER_WORD + ": an Expedition's, not an object's",
    "expedition_characters_max": _NEVER_A_TRIGGER_WORD + ": an Expedition's, not an object's",
}
"""Fields whose rejection the trace does not say, each with its reason (a fix moves a
field out)."""

_TRIGGER_SIBLINGS: dict[str, tuple[str, ...]] = {
    "extreme": (
        "When a Character with the lowest Hand Cost leaves play — Draw a card.",
        "When a Character with the highest {V} gains a boost — Draw a card.",
    ),
    "extreme_of": ("When a Character with the highest {M} leaves play — Draw a card.",),
    "boosts_vs_mine": ("When a Character with as many boosts as me gains a boost — Draw a card.",),
    "expedition_controller": ("When an Expedition you control moves forward — Draw a card.",),
    "expedition_empty": ("When your Expedition with no Characters moves forward — Draw a card.",),
    "mana_orbs": ("When a Mana Orb you control is exhausted — Draw a card.",),
    "other_than_it": ("When a Character other than it gains a boost — Draw a card.",),
    "in_targeted_players_reserve": (
        "When a card in target opponent's Reserve becomes exhausted — Draw a card.",
    ),
    "faction": ("When a Character of the Bravos faction leaves play — Draw a card.",),
    "compared_ids": ("When a Character with a lower Hand Cost than it leaves play — Draw a card.",),
    "expedition_characters_min": (
        "When an Expedition with two or more Characters moves forward — Draw a card.",
        "When a Character joins an Expedition with two or more Characters — Draw a card.",
    ),
    "expedition_characters_max": (
        "When an Expedition with at most one Character moves forward — Draw a card.",
        "When a Character joins an Expedition with no Characters — Draw a card.",
    ),
    "in_your_zones": (
        "When a card in your Reserve or discard pile leaves it — Draw a card.",
        "When a Character from your hand or discard pile is discarded — Draw a card.",
    ),
}
"""Trigger sentences asking for the fields :data:`EXPECTED_SILENT` says no trigger carries:
each is refused or read without them."""


def test_every_trigger_filter_field_is_classified_once() -> None:
    names = {f.name for f in fields(ObjectFilter)}
    groups = (set(QUALIFIERS), set(SPOKEN_ELSEWHERE), set(EXPECTED_SILENT))
    assert set().union(*groups) == names, sorted(names ^ set().union(*groups))
    assert sum(len(g) for g in groups) == len(names), "a field is classified twice"
    assert all(EXPECTED_SILENT.values()), "a field kept silent says why"
    never = {n for n, why in EXPECTED_SILENT.items() if why.startswith(_NEVER_A_TRIGGER_WORD)}
    assert never == set(_TRIGGER_SIBLINGS), sorted(never ^ set(_TRIGGER_SIBLINGS))


def _trigger_fields(text: str) -> set[str]:
    """The fields of :class:`ObjectFilter` (and of its alternatives) the Reactions read off
    ``text`` describe their trigger's object with."""
    reading = read_printed(
        PrintedCard(
            name="Audit",
            type="Character",
            hand_cost=1,
            reserve_cost=1,
            forest=1,
            mountain=1,
            water=1,
            main_text=text,
        )
    )
    empty = ObjectFilter()
    out: set[str] = set()

    def walk(flt: ObjectFilter) -> None:
        out.update(
            f.name for f in fields(ObjectFilter) if getattr(flt, f.name) != getattr(empty, f.name)
        )
        for sub in (*flt.none_of, *flt.any_of):
            walk(sub)

    for ability in compile_card(reading.model).fields["abilities"]:
        if ability.kind is AbilityKind.REACTION and ability.trigger_filter is not None:
            walk(ability.trigger_filter)
    return out


def test_the_fields_said_to_be_no_trigger_word_are_in_no_trigger() -> None:
    """The reason "the reader puts it in no trigger's description" holds for each sibling
    trigger that asks for the field: the sentence is refused, or read without it."""
    carried = {
        (name, text)
        for name, texts in _TRIGGER_SIBLINGS.items()
        for text in texts
        if name in _trigger_fields(text)
    }
    assert not carried, sorted(carried)
    # the reading is looked at: a trigger that qualifies its object does carry the field
    assert "in_your_reserve" in _trigger_fields(
        "When a Character in your Reserve gains a boost — Draw a card."
    )


_CARDS = """
cards:
  - {name: Spell Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you play a Spell — Draw a card.", read_text: true}
  - {name: Plant Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you play a Plant — Draw a card.", read_text: true}
  - {name: Cheap Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When you play a Character with Hand Cost 1 or less — Draw a card.",
     read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hero_expedition: [Spell Watcher, Plant Watcher, Cheap Watcher]
    hand: [Vanilla 2/2/2]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 2
  p2: {}
script:
  - play: {card: Vanilla 2/2/2}
  - {reactions: in_order}
"""


def _run(tmp_path: Path) -> RunResult:
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_CARDS}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def test_subtypes_and_hand_cost_reject_and_say_so_types_stay_silent(tmp_path: Path) -> None:
    """A Vanilla 2/2/2 played: "a Plant" (``subtypes``, 2.2.2.o) and "with Hand Cost 1 or
    less" (``hand_cost_max``, 2.2.7.a) reject it and the line says so; "a Spell"
    (``types``, in :data:`EXPECTED_SILENT`) rejects it silently."""
    result = _run(tmp_path)
    plant = _said(result, "Plant Watcher's Reaction does not activate")
    assert plant, [ln.shown(None) for ln in result.lines]
    text, rules = plant[0]
    assert "its sub-types do not match: it has none" in text
    # the trigger asks it of the one object played, wherever it is (2.2.2.o), not of "a
    # Plant" in play (2.2.2.n, a target's rule)
    assert {"6.3.b", "2.2.2.o"} <= set(rules) and "2.2.2.n" not in rules
    cheap = _said(result, "Cheap Watcher's Reaction does not activate")
    assert cheap and "Hand Cost 2 (printed)" in cheap[0][0]
    assert {"6.3.b", "2.2.7.a"} <= set(cheap[0][1])
    assert "types" in EXPECTED_SILENT
    assert not _said(result, "Spell Watcher's Reaction"), "types now speaks: shrink the list"
    assert not _said(result, "p1 plays the Reaction of Plant Watcher")
    assert not _said(result, "p1 plays the Reaction of Cheap Watcher")


_DENIED = """
cards:
  - {name: Other Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When you play a Character with Hand Cost other than {1} — Draw a card.",
     read_text: true}
  - {name: Defender Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When you play a Character that doesn't have [[Defender]] — Draw a card.",
     read_text: true}
  - {name: Guard, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "[[Defender]]", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hero_expedition: [Other Watcher, Defender Watcher]
    reserve: [Guard]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 1
  p2: {}
script:
  - play: {card: Guard, from: reserve, to: hero}
  - {reactions: in_order}
"""


def test_denied_descriptions_and_keywords_not_had_reject_and_say_so(tmp_path: Path) -> None:
    """Guard (Hand Cost 1, Defender) played: "with Hand Cost other than {1}" (``none_of``)
    and "that doesn't have Defender" (``without_keywords``) reject it, and each line says
    what it is and the rule of the word it fails (2.2.7.a; 7.4.2.a Defender) beside 6.3.b."""
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_DENIED}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    other = _said(result, "Other Watcher's Reaction does not activate")
    assert other, [ln.shown(None) for ln in result.lines]
    assert "its Hand Cost is what the text denies: Hand Cost 1 (printed)" in other[0][0]
    assert {"6.3.b", "2.2.7.a"} <= set(other[0][1])
    guard = _said(result, "Defender Watcher's Reaction does not activate")
    assert guard and "it has Defender" in guard[0][0]
    assert {"6.3.b", "7.4.2.a"} <= set(guard[0][1])
    assert not {"none_of", "without_keywords"} & set(EXPECTED_SILENT)
    assert not _said(result, "p1 plays the Reaction of Other Watcher")
    assert not _said(result, "p1 plays the Reaction of Defender Watcher")


_OWNED = """
cards:
  - {name: Own Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When a Character you own leaves the Expedition zone — Draw a card.",
     read_text: true}
  - {name: Bounce, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Return target Character to its owner's Hand.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hero_expedition: [Own Watcher]
    hand: [Bounce]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 1
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
  - play: {card: Bounce}
  - answer: Vanilla 2/2/2
  - {reactions: in_order}
"""


def test_a_character_you_do_not_own_rejects_and_says_who_owns_it(tmp_path: Path) -> None:
    """p2's Vanilla returned to Hand: "a Character you own" (``owner``) rejects it — the
    line says who owns it and cites the owner's rule (1.1.3.c) beside 6.3.b."""
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_OWNED}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    own = _said(result, "Own Watcher's Reaction does not activate")
    assert own, [ln.shown(None) for ln in result.lines]
    assert "Vanilla 2/2/2 is not what its trigger describes" in own[0][0]
    assert "p2 owns it" in own[0][0]
    assert {"6.3.b", "1.1.3.c"} <= set(own[0][1])
    assert "owner" not in EXPECTED_SILENT
    assert not _said(result, "p1 plays the Reaction of Own Watcher")


_WHERE = """
cards:
  - {name: Hero Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When a Character in your Hero Expedition gains a boost — Draw a card.",
     read_text: true}
  - {name: Lift, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 1 boost.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hero_expedition: [Hero Watcher]
    companion_expedition: [Vanilla 2/2/2]
    hand: [{card: Lift, ref: l1}, {card: Lift, ref: l2}]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 2
  p2:
    hero_expedition: [Vanilla 3/1/0]
script:
  - play: {card: l1}
  - answer: ["p1 orb 1"]
  - answer: Vanilla 2/2/2
  - {reactions: in_order}
  - pass: p2
  - play: {card: l2}
  - answer: Vanilla 3/1/0
  - {reactions: in_order}
"""


def test_your_hero_expedition_rejects_the_other_expedition_and_says_it_once(
    tmp_path: Path,
) -> None:
    """ "in your Hero Expedition" (``in_your_expedition``): a Character in the controller's
    companion Expedition is said not in the Expedition the text names (7.2.3.a); one in the
    opponent's Hero Expedition is said once, by the zone words ("your" is p1's), not a
    second time as a qualifier."""
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_WHERE}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    said = _said(result, "Hero Watcher's Reaction does not activate")
    assert len(said) == 2, [ln.shown(None) for ln in result.lines]
    own = [s for s in said if "Vanilla 2/2/2 is not what its trigger describes" in s[0]]
    assert own and "it is not in the Expedition the text names" in own[0][0]
    assert {"6.3.b", "7.2.3.a"} <= set(own[0][1])
    theirs = [s for s in said if "Vanilla 3/1/0" in s[0]]
    assert theirs and "is in p2's hero Expedition" in theirs[0][0]
    assert theirs[0][0].count("does not activate") == 1
    assert "7.2.3.a" in theirs[0][1]
    assert "in_your_expedition" in QUALIFIERS and "in_your_reserve" in SPOKEN_ELSEWHERE
    assert not _said(result, "p1 plays the Reaction of Hero Watcher")


_ZONE_TYPES = """
cards:
  - {name: Landmark Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When a Landmark Permanent you control leaves play — Draw a card.",
     read_text: true}
  - {name: Expedition Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1,
     text: "When an Expedition Permanent you control leaves play — Draw a card.",
     read_text: true}
  - {name: Camp, type: Permanent, zone_type: Expedition, hand_cost: 1, reserve_cost: 1,
     text: ""}
  - {name: Tower, type: Permanent, zone_type: Landmark, hand_cost: 1, reserve_cost: 1,
     text: ""}
  - {name: Raze, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Discard target Permanent.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    hero_expedition: [Landmark Watcher, Expedition Watcher, Camp]
    landmarks: [Tower]
    hand: [{card: Raze, ref: r1}, {card: Raze, ref: r2}]
    deck: [Vanilla 3/1/0, Vanilla 3/1/0, Vanilla 3/1/0]
    mana: 2
  p2: {}
script:
  - play: {card: r1}
  - answer: ["p1 orb 1"]
  - answer: Camp
  - {reactions: in_order}
  - pass: p2
  - play: {card: r2}
  - answer: Tower
  - {reactions: in_order}
"""


def test_a_permanents_zone_type_rejects_and_says_so(tmp_path: Path) -> None:
    """An Expedition Permanent discarded does not activate "When a Landmark Permanent you
    control leaves play", and a Landmark one does not activate the Expedition watcher: each
    line says what the Permanent is not, with the zone type's rules (2.2.3.b, 2.2.3.c); the
    watcher of its own zone type draws."""
    path = tmp_path / "s.yaml"
    path.write_text(f"title: t\n{_ZONE_TYPES}", encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    land = _said(result, "Landmark Watcher's Reaction does not activate")
    assert land, [ln.shown(None) for ln in result.lines]
    assert "Camp is not what its trigger describes" in land[0][0]
    assert "it is not a Landmark Permanent" in land[0][0]
    assert {"6.3.b", "2.2.3.b", "2.2.3.c"} <= set(land[0][1])
    exp = _said(result, "Expedition Watcher's Reaction does not activate")
    assert exp and "Tower is not what its trigger describes" in exp[0][0]
    assert "it is not an Expedition Permanent" in exp[0][0]
    assert _said(result, "p1 plays the Reaction of Expedition Watcher")
    assert _said(result, "p1 plays the Reaction of Landmark Watcher")
    assert {"permanents_in_expeditions", "permanents_in_landmarks"} <= set(QUALIFIERS)
