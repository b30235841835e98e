"""The writer beside the reader, for readings that had no writer (issue 30):
random readings with a keyword ability in their description (7.4), a Permanent's zone type
(2.2.3), "in your other Expedition" (7.5.5), "Plant or Animal" (2.2.2), every object in
play and in Reserve (3.1.4.a), a player's own action done by another player (7.3.31,
7.3.33), an object put in its owner's hand (7.3.27), "have [object] switch Expeditions /
defect" (7.3.18.a), target Expedition moving (7.3.24-25), passing, moving a Terrain
Marker (7.3.23) and a step repeated (6.5.i), alone or after other steps, under a
trigger: written in the cards' own style and read back, they are the same readings.

Also: every rule of the keyword-actions sections is written (benchmarks/writer_coverage.py), and
the writer never writes a step without one of its fields (it would say another step)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import Unwritable, write_ability
from scenarios.cards.grammar.writer.coverage import section_rules, writer_coverage

from .sentences import READINGS, RULE_SENTENCES
from .test_round_trip import steps as other_steps

KEYWORDS = ["Defender", "Gigantic", "Eternal", "Seasoned", "Tough"]
STATUSES = ["Anchored", "Asleep", "Exhausted", "Boosted"]
PLAYERS = ["each_player", "opponent", "target_opponent", "target_player"]


@st.composite
def described(draw: st.DrawFn) -> dict[str, Any]:
    """An object whose description has a keyword, a zone type or "your other Expedition"."""
    kind = draw(st.sampled_from(["keyword target", "keyword each", "zone type", "other"]))
    flt: dict[str, Any] = {}
    if draw(st.booleans()):
        flt["statuses"] = [draw(st.sampled_from(STATUSES))]
    if kind == "keyword target":
        flt["keywords"] = [draw(st.sampled_from(KEYWORDS))]
        return {"subject": "target_character", "filter": flt}
    if kind == "keyword each":
        flt["keywords"] = [draw(st.sampled_from(KEYWORDS))]
        flt["types"] = ["Character"]
        if draw(st.booleans()):
            flt["controller"] = "opponent"
        return {"subject": "objects_in_play", "filter": flt}
    if kind == "zone type":
        zone = draw(st.sampled_from(["permanents_in_landmarks", "permanents_in_expeditions"]))
        flt[zone] = True
        if draw(st.booleans()):
            return {"subject": "target_permanent", "filter": flt}
        flt["types"] = ["Permanent"]
        flt["controller"] = draw(st.sampled_from(["you", "opponent"]))
        return {"subject": "objects_in_play", "filter": flt}
    flt["in_your_other_expedition"] = True
    return {"subject": "target_character", "filter": flt}


@st.composite
def gkw5_steps(draw: st.DrawFn) -> dict[str, Any]:
    """One step of the readings that had no writer."""
    kind = draw(
        st.sampled_from(
            [
                "described",
                "player",
                "put hand",
                "have",
                "expedition",
                "pass",
                "marker",
                "all",
                "zone",
                "cost",
            ]
        )
    )
    if kind == "described":
        verb = draw(st.sampled_from(["exhaust", "ready", "give_boost", "gain_status"]))
        step: dict[str, Any] = {"action": verb}
        if verb == "give_boost":
            step["amount"] = draw(st.integers(1, 3))
        if verb == "gain_status":
            step["status"] = draw(st.sampled_from(["Anchored", "Asleep", "Fleeting"]))
        step.update(draw(described()))
        if step["subject"] == "target_character" and draw(st.booleans()):
            step["times"] = 2  # "…, twice" (6.5.i)
        return step
    if kind == "player":
        action = draw(st.sampled_from(["roll_die", "resupply"]))
        step = {"action": action, "subject": draw(st.sampled_from(PLAYERS))}
        return {**step, "outcomes": []} if action == "roll_die" else step
    if kind == "put hand":
        return {"action": "put", "to": "hand", "to_owner": True, "subject": "target_character"}
    if kind == "have":
        done = draw(st.sampled_from(["switch_expeditions", "defect"]))
        return {"action": "have_do", "do": {"action": done, **draw(described())}}
    if kind == "expedition":
        action = draw(st.sampled_from(["move_forward", "move_backwards"]))
        return {"action": action, "subject": "target_expedition"}
    if kind == "pass":
        return {"action": "pass"}
    if kind == "marker":
        region = draw(st.sampled_from(["target_region", "my_region"]))
        return {"action": "move_terrain_marker", "subject": "a_terrain_marker", "region": region}
    if kind == "zone":
        return draw(zone_moves())
    if kind == "cost":  # a cost compared (2.2.7-8): equal, at most, at least
        key = draw(st.sampled_from(["hand_cost", "reserve_cost"]))
        n = draw(st.integers(0, 6))
        side = draw(st.sampled_from(["equal", "max", "min"]))
        bounds = {f"{key}_max": n, f"{key}_min": n} if side == "equal" else {f"{key}_{side}": n}
        if draw(st.booleans()):  # a statistic compared instead (2.2.11)
            n = draw(st.integers(0, 5))
            side = draw(st.sampled_from(["equal", "min", "max"]))
            bounds = {"stat_of": draw(st.sampled_from(["forest", "mountain", "water"]))}
            bounds.update(
                {"stat_min": n, "stat_max": n} if side == "equal" else {f"stat_{side}": n}
            )
        return {"action": "exhaust", "subject": "target_character", "filter": bounds}
    flt: dict[str, Any] = {"types": ["Character"]}
    if draw(st.booleans()):
        flt["another"] = True
    return {"action": "exhaust", "subject": "cards_in_play_and_reserve", "filter": flt}


ORIGINS = {
    "a_card_from_your_hand": "hand",
    "a_card_from_your_reserve": "reserve",
    "a_card_from_your_discard_pile": "discard",
    "a_card_from_your_mana_zone": "mana",
}


@st.composite
def zone_moves(draw: st.DrawFn) -> dict[str, Any]:
    """A card the controller chooses in one zone of theirs, put in another (7.3.27, 3.2)."""
    subject = draw(st.sampled_from(sorted(ORIGINS)))
    to = draw(
        st.sampled_from([z for z in ("hand", "reserve", "mana", "deck") if z != ORIGINS[subject]])
    )
    verb = draw(st.sampled_from(["put", "return"])) if to == "hand" else "put"
    step: dict[str, Any] = {"action": verb, "subject": subject, "to": to}
    if to == "deck":
        step["position"] = draw(st.sampled_from(["top", "bottom"]))
    if subject != "a_card_from_your_mana_zone" and draw(st.booleans()):
        step["filter"] = {"types": [draw(st.sampled_from(["Character", "Spell", "Permanent"]))]}
    return step


@st.composite
def abilities(draw: st.DrawFn) -> dict[str, Any]:
    """A {J}/{H} Reaction (or one on "When you play a [Sub-type] or [Sub-type]"): one of
    these steps, after another step or not."""
    effect = [draw(gkw5_steps())]
    if draw(st.booleans()):
        effect = [draw(other_steps()), *effect]
    if draw(st.booleans()):
        subtypes = draw(
            st.lists(st.sampled_from(["Plant", "Animal", "Robot"]), min_size=2, max_size=2)
        )
        if subtypes[0] != subtypes[1]:
            return {
                "reaction": {
                    "trigger": "you_play_a_card",
                    "filter": {"subtypes": subtypes},
                    "effect": effect,
                }
            }
    trigger = draw(st.sampled_from(["enters_play", "played_from_hand"]))
    return {"reaction": {"trigger": trigger, "effect": effect}}


@settings(max_examples=300, deadline=None)
@given(abilities())
def test_a_written_gkw5_reading_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


def test_every_rule_of_the_gram_kw_and_gkw5_sections_is_written() -> None:
    """Each rule of the keyword-actions sections and of the CR-vocabulary section has a sentence
    whose reading the
    writer writes and the reader reads back the same."""
    names = section_rules("keyword actions") | section_rules("keyword actions, round 2")
    assert len(names) > 20  # the sections are found
    vocabulary_rules = section_rules("the CR's vocabulary")
    assert len(vocabulary_rules) > 20
    names |= vocabulary_rules
    cov = writer_coverage(RULE_SENTENCES, READINGS)
    assert sorted(set(cov.unwritten) & names) == []


def _reaction(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@pytest.mark.parametrize(
    "step",
    [
        {"action": "draw", "amount": 1, "per": "plant you control"},  # "… per Plant" (6.5.i)
        {"action": "draw", "amount": 1, "per": "my number of boosts", "per_plus": 1},
        {"action": "put", "to": "mana", "to_owner": True, "subject": "target_character"},
        {"action": "exhaust", "subject": "target_character", "times": 7},
        {
            "action": "roll_die",
            "subject": "target_opponent",
            "outcomes": [{"low": 1, "high": 6, "effect": [{"action": "draw", "amount": 1}]}],
        },
        {"action": "ready", "subject": "target_character", "filter": {"keywords": ["A", "B"]}},
    ],
    ids=["draw per", "draw X+1", "put in Mana", "seven times", "their results", "two keywords"],
)
def test_a_step_is_never_written_without_one_of_its_fields(step: dict[str, Any]) -> None:
    """Written without the field, it would say another step: refused, or written whole."""
    try:
        text = write_ability(_reaction(step))
    except Unwritable:
        return
    assert read_ability(text) == _reaction(step), text


def test_two_sub_types_are_said_as_one_or_the_other() -> None:
    """ "Plant or Animal" (either, 2.2.2), never "Plant Animal" (both)."""
    ability = {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"subtypes": ["Plant", "Animal"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    }
    assert write_ability(ability) == "When you play a Plant or Animal \u2014 Draw a card."
    plural = {"subject": "characters_you_control", "filter": {"subtypes": ["Plant", "Animal"]}}
    with pytest.raises(Unwritable):
        write_ability(_reaction({"action": "exhaust", **plural}))


CONDITIONS = [None, "i'm boosted", "my expedition is ahead"]


@st.composite
def groups(draw: st.DrawFn) -> dict[str, Any]:
    """A group of objects in play a static says something of (2.3.1.b)."""
    flt: dict[str, Any] = {"types": ["Character"]}
    if draw(st.booleans()):
        flt["controller"] = draw(st.sampled_from(["you", "opponent"]))
    if draw(st.booleans()):
        flt["statuses"] = [draw(st.sampled_from(STATUSES))]
    if draw(st.booleans()):
        flt["subtypes"] = [draw(st.sampled_from(["Animal", "Plant", "Robot"]))]
    if flt.get("controller") == "you" and draw(st.booleans()):
        flt["another"] = True
    if "controller" not in flt and draw(st.booleans()):
        flt["in_my_expedition"] = True
    return flt


@st.composite
def statics(draw: st.DrawFn) -> dict[str, Any]:
    """ "[group] get +F/+M/+W", "I get …", "I / [group] can't be …" (2.3.1.a, 1.4.1.a),
    under a condition or not (2.3.2.f)."""
    kind = draw(st.sampled_from(["stats", "my stats", "cant", "my cant"]))
    change = {k: draw(st.integers(-2, 3)) for k in ("forest", "mountain", "water")}
    verbs = ["sacrifice", "exhaust", "ready", "discard"]
    actions = draw(st.lists(st.sampled_from(verbs), min_size=1, max_size=3, unique=True))
    if draw(st.booleans()):
        actions = ["gain_boosts"]
    passive: dict[str, Any]
    if kind == "stats":
        passive = {"stats": {"scope": "group", **change, "filter": draw(groups())}}
    elif kind == "my stats":
        passive = {"stats": {"scope": "self", **change}}
    elif kind == "cant":
        passive = {"cant_be": {"actions": actions, "filter": draw(groups())}}
    else:
        passive = {"cant_be": {"actions": actions}}
    condition = draw(st.sampled_from(CONDITIONS))
    return {"passive": {**passive, "if": condition}} if condition else {"passive": passive}


@settings(max_examples=200, deadline=None)
@given(statics())
def test_a_written_static_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
