"""Printed sentences of the grammar block "conditions, amounts and choices: the game's state"
(issue 30): an Expedition in one of several terrains (7.5.8.b), the regions between the
controller's two Expeditions (7.5), the controller's Hero (3.2.6), the past of what "it"
names (6.3.k, 6.3.j) and a status condition going on with "or [status]" (2.4): their
readings, the rules each exercises and those played on a board
(``test_board_game_state_conditions.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IN_TWO_TERRAINS = "{J} If my Expedition is in {V} or {M}, draw a card."
IN_MOUNTAIN_OR_WATER = "At Noon \u2014 If one of your Expeditions is in {M} or {O}, I gain 1 boost."
REGIONS_APART = (
    "{J} If there are two or more regions between your Hero Expedition and your Companion"
    " Expedition, draw a card."
)
NO_REGIONS = "{J} If there are no regions between your Expeditions, I gain 2 boosts."
HERO_EXHAUSTED = "{J} If your Hero is exhausted, draw a card."
HERO_NOT_EXHAUSTED = "{J} If your Hero isn't Exhausted: I gain 1 boost."
IT_HAD_BOOSTS = (
    "When a Character you control leaves play \u2014 If it had 2 or more boosts, draw a card."
)
IT_WASNT = "When a Character you control leaves play \u2014 If it wasn't Exhausted, draw a card."
WHILE_EITHER = "I can't be targeted by Spells while I'm Anchored or Asleep."
WAS_EITHER = "When I leave the Expedition zone, if I was Exhausted or Asleep \u2014 Draw a card."
HERO_EITHER = "{J} If your Hero is Exhausted or Anchored, draw a card."
UNLESS_EITHER = "{J} Unless I'm Exhausted or Asleep, draw a card."

DRAW_PER_BEHIND = "{J} Draw a card for each of your Expeditions that's behind."
BOOSTS_PER_IN_FOREST = (
    "{J} I gain X boosts, where X is the number of your Expeditions that are in {V}."
)
RESUPPLY_X_TIMES = "{J} Resupply X times, where X is the number of Plants you control."

SPELL_WAS_PLAYED = "{J} If a Spell was played this turn: Resupply, otherwise draw a card."
CHARACTERS_WERE_PLAYED = "{J} If two or more Characters were played this turn, I gain 2 boosts."

TOKEN_LEFT = "{J} Sacrifice another Character. If a token left play this turn, I gain 2 boosts."

_DRAW = {"action": "draw", "amount": 1}
_LEAVES = {"trigger": "object_leaves_play", "filter": {"types": ["Character"], "controller": "you"}}


def _j(*steps: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": list(steps)}}


def _boost(n: int, condition: str) -> dict[str, Any]:
    return {"action": "give_boost", "amount": n, "subject": "self", "if": condition}


READINGS_GAME_STATE_CONDITIONS: dict[str, dict[str, Any]] = {
    IN_TWO_TERRAINS: _j({**_DRAW, "if": "my expedition is in {v} or {m}"}),
    IN_MOUNTAIN_OR_WATER: _j(
        _boost(1, "one of your expeditions is in {m} or {o}"), trigger="at_noon"
    ),
    REGIONS_APART: _j(
        {
            **_DRAW,
            "if": "there are two or more regions between your hero expedition and your"
            " companion expedition",
        }
    ),
    NO_REGIONS: _j(_boost(2, "there are no regions between your expeditions")),
    HERO_EXHAUSTED: _j({**_DRAW, "if": "your hero is exhausted"}),
    HERO_NOT_EXHAUSTED: _j(_boost(1, "your hero isn't exhausted")),
    IT_HAD_BOOSTS: {
        "reaction": {**_LEAVES, "effect": [{**_DRAW, "if": "it had 2 or more boosts"}]}
    },
    IT_WASNT: {"reaction": {**_LEAVES, "effect": [{**_DRAW, "if": "it wasn't exhausted"}]}},
    WHILE_EITHER: {
        "passive": {"cant_be": {"actions": ["target_by_spell"]}, "if": "i'm anchored or asleep"}
    },
    WAS_EITHER: {
        "reaction": {
            "trigger": "leaves_expedition_zone",
            "if": "i was exhausted or asleep",
            "effect": [dict(_DRAW)],
        }
    },
    HERO_EITHER: _j({**_DRAW, "if": "your hero is exhausted or anchored"}),
    UNLESS_EITHER: _j({**_DRAW, "if": "unless i'm exhausted or asleep"}),
}

READINGS_GAME_STATE_CONDITIONS |= {
    DRAW_PER_BEHIND: _j({"action": "draw", "per": "of your expeditions that's behind"}),
    BOOSTS_PER_IN_FOREST: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "per": "your expeditions that are in {v}",
        }
    ),
    RESUPPLY_X_TIMES: _j({"action": "resupply", "times": 0, "x_is": "plants you control"}),
}

READINGS_GAME_STATE_CONDITIONS |= {
    SPELL_WAS_PLAYED: _j(
        {"action": "resupply", "if": "a spell was played this turn", "otherwise": [dict(_DRAW)]}
    ),
    CHARACTERS_WERE_PLAYED: _j(_boost(2, "two or more characters were played this turn")),
}

READINGS_GAME_STATE_CONDITIONS[TOKEN_LEFT] = _j(
    {"action": "sacrifice", "subject": "a_character_you_control", "filter": {"another": True}},
    _boost(2, "a token left play this turn"),
)

RULE_SENTENCES_GAME_STATE_CONDITIONS: dict[str, tuple[str, ...]] = {
    "left_play_this_turn_cond": (TOKEN_LEFT,),
    "was_played_this_turn_cond": (SPELL_WAS_PLAYED, CHARACTERS_WERE_PLAYED),
    "your_expeditions_counted": (DRAW_PER_BEHIND, BOOSTS_PER_IN_FOREST),
    "x_times_chain": (RESUPPLY_X_TIMES,),
    "expedition_in_terrains": (IN_TWO_TERRAINS, IN_MOUNTAIN_OR_WATER),
    "regions_between_cond": (REGIONS_APART, NO_REGIONS),
    "your_hero_status_cond": (HERO_EXHAUSTED, HERO_NOT_EXHAUSTED),
    "it_had_counters_cond": (IT_HAD_BOOSTS,),
    "it_was_not_status_cond": (IT_WASNT,),
    "status_or_cond": (WHILE_EITHER, WAS_EITHER),
    "if_status_or_clause": (HERO_EITHER,),
    "unless_status_or_clause": (UNLESS_EITHER,),
}

BOARD_SENTENCES_GAME_STATE_CONDITIONS: tuple[str, ...] = (
    IN_TWO_TERRAINS,
    REGIONS_APART,
    NO_REGIONS,
    HERO_EXHAUSTED,
    HERO_NOT_EXHAUSTED,
    HERO_EITHER,
    UNLESS_EITHER,
    IT_HAD_BOOSTS,
    IT_WASNT,
    DRAW_PER_BEHIND,
    BOOSTS_PER_IN_FOREST,
    RESUPPLY_X_TIMES,
    CHARACTERS_WERE_PLAYED,
    TOKEN_LEFT,
)
