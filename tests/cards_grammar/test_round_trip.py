"""The writer beside the reader: random readings of the card language, written in the
cards' own style and read back, are the same readings (issue 30). A reading that does not
come back names a word the reader does not read as the writer means it."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

STATUSES = ["Anchored", "Asleep", "Boosted", "Exhausted", "Fleeting"]
SUBTYPES = ["Robot", "Animal", "Plant", "Soldier"]
CONDITIONS = [
    "you control a token",
    "i am boosted",
    "i am not anchored",
    "my expedition is behind",
    "your hand is empty",
    "you control two or more characters",
    "i am in {v}",
    "unless you control a plant",
    "i have 2 or more boosts",
    "you are the first player",
]
COUNTED = ["character you control", "card in your reserve", "boosted character you control"]


@st.composite
def filters(draw: st.DrawFn, *, controller: bool = True, another: bool = True) -> dict[str, Any]:
    flt: dict[str, Any] = {}
    statuses = draw(st.lists(st.sampled_from(STATUSES), max_size=1))
    if statuses:
        flt["statuses"] = statuses
    if draw(st.booleans()):
        flt["subtypes"] = [draw(st.sampled_from(SUBTYPES))]
    if controller and draw(st.booleans()):
        flt["controller"] = draw(st.sampled_from(["you", "opponent"]))
    cost = draw(st.sampled_from([None, "hand_cost_max", "hand_cost_min", "reserve_cost_max"]))
    if cost is not None:
        flt[cost] = draw(st.integers(0, 6))
    if draw(st.booleans()):
        flt["non_token"] = True
    if another and draw(st.booleans()):
        flt["another"] = True
    return flt


@st.composite
def objects(draw: st.DrawFn, *, gain: bool) -> dict[str, Any]:
    kind = draw(st.sampled_from(["self", "target", "each", "permanent", "either"]))
    if kind == "self":
        return {"subject": "self"}
    if kind == "each":
        flt = draw(filters(controller=False, another=False))
        return {"subject": "characters_you_control", **({"filter": flt} if flt else {})}
    if kind == "permanent":
        flt = draw(filters(controller=False))
        flt.pop("subtypes", None)
        mine = draw(st.booleans())
        subject = "target_permanent_you_control" if mine else "target_permanent"
        return {"subject": subject, **({"filter": flt} if flt else {})}
    if kind == "either":
        return {"subject": "target_character_or_permanent"}
    flt = draw(filters())
    up_to = draw(st.sampled_from([0, 0, 1, 2])) if gain else 0
    if up_to:
        flt.pop("another", None)
    fields: dict[str, Any] = {"subject": "target_character"}
    if flt:
        fields["filter"] = flt
    if up_to:
        fields["up_to"] = up_to
    return fields


@st.composite
def steps(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(
        st.sampled_from(
            [
                "draw",
                "player_draw",
                "simple",
                "boost",
                "status",
                "move",
                "sacrifice",
                "create",
                "spend",
                "have",
                "next",
                "unique_parts",
            ]
        )
    )
    if kind == "unique_parts":
        return draw(unique_part_steps())
    if kind == "draw":
        return {"action": "draw", "amount": draw(st.integers(1, 3))}
    if kind == "player_draw":
        who = draw(st.sampled_from(["each_player", "target_opponent"]))
        return {"action": "draw", "amount": draw(st.integers(1, 3)), "subject": who}
    if kind == "simple":
        return {"action": draw(st.sampled_from(["resupply", "sabotage", "after_you"]))}
    if kind == "boost":
        step = {
            "action": "give_boost",
            "amount": draw(st.integers(1, 3)),
            **draw(objects(gain=True)),
        }
        extra = draw(st.sampled_from([None, "max_total", "per"]))
        if extra == "max_total":
            step["max_total"] = draw(st.integers(2, 4))
        elif extra == "per":
            step["per"] = draw(st.sampled_from(COUNTED))
        return step
    if kind == "status":
        action = draw(st.sampled_from(["gain_status", "lose_status"]))
        return {
            "action": action,
            "status": draw(st.sampled_from(STATUSES)),
            **draw(objects(gain=True)),
        }
    if kind == "move":
        action = draw(st.sampled_from(["send", "return", "exhaust", "ready"]))
        obj = draw(objects(gain=False))
        if obj["subject"] == "characters_you_control":
            obj = {"subject": "self"}
        zone = {"send": {"to": "reserve"}, "return": {"to": "hand"}}.get(action, {})
        return {"action": action, **zone, **obj}
    if kind == "sacrifice":
        who = draw(
            st.sampled_from(
                ["self", "a_character_you_control", "a_character_each_opponent_controls"]
            )
        )
        return {"action": "sacrifice", "subject": who}
    if kind == "spend":
        counter = draw(st.sampled_from(["boost", "Sap", "Heroism"]))
        return {"action": "spend_counters", "amount": draw(st.integers(1, 5)), "counter": counter}
    if kind == "have":
        done = draw(st.sampled_from(["give_boost", "gain_status"]))
        target = {"subject": "target_character"}
        if done == "give_boost":
            return {"action": "have_do", "do": {"action": done, "amount": 2, **target}}
        status = draw(st.sampled_from(STATUSES))
        return {"action": "have_do", "do": {"action": done, "status": status, **target}}
    if kind == "next":
        card_type = draw(st.sampled_from(["card", "Character", "Permanent", "Spell"]))
        change = draw(
            st.sampled_from(
                [
                    {"boosts": 1},
                    {"cost_change": -1},
                    {"cost_change": 2},
                    {"free": True},
                    {"gain_status": "Anchored"},
                    {"lose_status": "Fleeting"},
                ]
            )
        )
        nxt: dict[str, Any] = {"card_type": card_type, **change}
        if draw(st.booleans()):
            nxt["filter"] = {"hand_cost_max": draw(st.integers(1, 4))}
        if draw(st.booleans()):
            nxt["played_from"] = "hand"
        duration = draw(st.sampled_from(["this turn", "this Afternoon"]))
        return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": nxt}}
    token = draw(st.sampled_from(["Ordis Recruit 1/1/1 Soldier", "Brassbug 2/2/2 Robot"]))
    place = draw(st.sampled_from(["target_expedition", "my_expedition", "each_my_expedition"]))
    return {"action": "create", "token": token, "amount": draw(st.integers(1, 2)), "subject": place}


@st.composite
def unique_part_steps(draw: st.DrawFn) -> dict[str, Any]:
    """Steps of the grammar's Uniques' parts section."""
    kinds = ["lose", "switch", "activate", "sacrifice", "orbs", "deck", "spend", "play"]
    kind = draw(st.sampled_from([*kinds, "exchange", "cant", "sacrifice_here"]))
    if kind == "play":
        n = draw(st.integers(1, 5))
        return {"action": "play", "subject": "a_character_from_hand_or_reserve", "cost_change": -n}
    if kind == "exchange":
        return {
            "action": "exchange",
            "subject": "target_card_in_your_reserve",
            "with": "a_card_from_your_hand",
        }
    if kind == "cant":
        ongoing = {"duration": "this Day", "cant": "Expeditions can't move forward"}
        where = draw(st.sampled_from([{}, {"subject": "target_expedition"}]))
        return {"action": "ongoing", "ongoing": ongoing, **where}
    if kind == "sacrifice_here":
        return {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"in_my_expedition": True},
        }
    who = draw(st.sampled_from([{"subject": "self"}, {"subject": "target_character"}]))
    if kind == "lose":
        return {"action": "remove_counters", "counter": "boost", "amount": 2, **who}
    if kind == "switch":
        return {"action": "switch_expeditions", **who}
    if kind == "activate":
        target = draw(st.sampled_from(["target_permanent_you_control", "target_character"]))
        return {"action": "activate", "trigger": "enters_play", "subject": target}
    if kind == "sacrifice":
        n = draw(st.integers(2, 3))
        return {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": n}
    if kind == "orbs":
        return {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2}
    if kind == "deck":
        position = draw(st.sampled_from(["top", "bottom"]))
        return {"action": "return", "to": "deck", "position": position, "to_owner": True, **who}
    source = draw(
        st.sampled_from(
            ["a_card_you_control_or_in_your_reserve", "a_card_in_your_reserve_or_landmarks"]
        )
    )
    n = draw(st.integers(1, 2))
    return {"action": "spend_counters", "amount": n, "counter": "any", "subject": source}


def _no_another_after_a_target(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """``second`` without "another" when ``first`` chose an object as a target: "Exhaust target
    Character. Another target Character …" is refused by the reader (not the first target,
    6.5.b, or not me, 7.2.1.a — the card does not say which; g2), so no card prints it."""
    subject = str(first.get("subject", ""))
    flt = second.get("filter")
    if not (
        subject.startswith("target_") and "opponent" not in subject and "player" not in subject
    ):
        return second
    if isinstance(flt, dict) and flt.get("another"):
        rest = {k: v for k, v in flt.items() if k != "another"}
        return {
            **{k: v for k, v in second.items() if k != "filter"},
            **({"filter": rest} if rest else {}),
        }
    return second


def _in_sequence(said: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps said one after the other, none saying "another target" after an earlier step chose
    an object as a target (:func:`_no_another_after_a_target`)."""
    out: list[dict[str, Any]] = []
    for step in said:
        for earlier in out:
            step = _no_another_after_a_target(earlier, step)
        out.append(step)
    return out


@st.composite
def effects(draw: st.DrawFn) -> list[dict[str, Any]]:
    shape = draw(
        st.sampled_from(["one", "two", "if", "otherwise", "may", "roll", "pay", "if_you_do"])
    )
    first = draw(steps())
    if shape == "if_you_do":  # "[X]. If you do, [Y]." after a mandatory step (6.5.f)
        return [{**first, "then": [draw(steps())]}]
    if shape == "one":
        return [first]
    if shape == "two":
        return _in_sequence([first, draw(steps())])
    if shape == "if":
        return [{**first, "if": draw(st.sampled_from(CONDITIONS))}]
    if shape == "otherwise":
        other = draw(steps())
        return [{**first, "if": draw(st.sampled_from(CONDITIONS)), "otherwise": [other]}]
    if shape == "may":
        if first.get("subject") == "each_player":
            # "Each player may [X]. If they do, …" is refused (each or all of them, 6.1.h;
            # gram33): a player the follow-up names
            first = {**first, "subject": "target_opponent"}
        # "You may [X] for each …. If you do, …" is refused: the "may" of a step done for
        # each thing counted is asked at each time, so no one answer is "if you do" (6.5.i;
        # review23, repeated_steps.optional_steps_repeated)
        first = {k: v for k, v in first.items() if k != "per"}
        return [{**first, "may": True, "then": [draw(steps())]}]
    if shape == "pay":
        return [{**first, "pay": draw(st.integers(1, 3)), "may": True}]
    low = draw(st.integers(2, 5))
    return [
        {
            "action": "roll_die",
            "outcomes": [
                {"low": low, "high": 6, "effect": [first]},
                {"low": 1, "high": low - 1, "effect": [draw(steps())]},
            ],
        }
    ]


@st.composite
def triggers(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(
        st.sampled_from(
            ["icon", "phase", "event", "joins", "play", "gains", "opponent", "unique_parts"]
        )
    )
    if kind == "unique_parts":
        return draw(unique_part_triggers())
    if kind == "gains":
        flt: dict[str, Any] = {"types": ["Character"]}
        if draw(st.booleans()):
            flt["controller"] = "you"
        trigger = draw(
            st.sampled_from(["gains_status", "gains_boosts", "character_leaves_your_expeditions"])
        )
        if trigger == "gains_status":
            return {"trigger": trigger, "filter": flt, "status": draw(st.sampled_from(STATUSES))}
        if trigger == "gains_boosts":
            return {"trigger": trigger, "amount": draw(st.integers(1, 3)), "filter": flt}
        return {"trigger": trigger, "filter": {}}  # Characters in your Expeditions are yours
    if kind == "opponent":
        fields = {"trigger": "opponent_plays_a_card"}
        if draw(st.booleans()):
            fields["filter"] = {"types": [draw(st.sampled_from(["Character", "Spell"]))]}
        if draw(st.booleans()):
            fields["played_from"] = "reserve"
        return fields
    if kind == "icon":
        return {
            "trigger": draw(
                st.sampled_from(["enters_play", "played_from_hand", "played_from_reserve"])
            )
        }
    if kind == "phase":
        fields: dict[str, Any] = {
            "trigger": f"at_{draw(st.sampled_from(['noon', 'dusk', 'night']))}"
        }
        if draw(st.booleans()):
            fields["if"] = draw(st.sampled_from(CONDITIONS[1:4]))
        return fields
    if kind == "event":
        return {
            "trigger": draw(
                st.sampled_from(
                    [
                        "you_create_a_token",
                        "leaves_expedition_zone",
                        "sacrificed",
                        "you_roll_dice",
                        "my_expedition_moves_forward",
                    ]
                )
            )
        }
    if kind == "joins":
        place = draw(st.sampled_from(["my_expedition", "your_expeditions"]))
        another = draw(st.booleans())
        if draw(st.booleans()):  # a filter: "another" is the filter's (6.3.b)
            flt = {"subtypes": [draw(st.sampled_from(SUBTYPES))]}
            if another:
                flt["another"] = True
            return {"trigger": f"character_joins_{place}", "filter": flt}
        return {"trigger": f"{'another_' if another else ''}character_joins_{place}"}
    flt: dict[str, Any] = {"types": [draw(st.sampled_from(["Character", "Spell", "Permanent"]))]}
    if draw(st.booleans()):
        flt["hand_cost_max"] = draw(st.integers(1, 5))
    if draw(st.booleans()):
        flt["another"] = True
    return {"trigger": "you_play_a_card", "filter": flt}


@st.composite
def unique_part_triggers(draw: st.DrawFn) -> dict[str, Any]:
    """Triggers of the grammar's Uniques' parts section."""
    fixed = [
        "you_exhaust_a_reserve_card",
        "you_make_a_gift",
        "my_expedition_attempts_to_ascend",
        "your_expedition_attempts_to_ascend",
        "card_joins_a_discard_pile",
        "card_goes_to_your_reserve_from_deck_or_hand",
    ]
    kind = draw(st.sampled_from(["fixed", "counter", "boosts", "terrain", "permanent", "leaves"]))
    if kind == "fixed":
        return {"trigger": draw(st.sampled_from(fixed))}
    if kind == "counter":
        n, name = draw(st.integers(1, 6)), draw(st.sampled_from(["Sap", "Trial"]))
        return {
            "trigger": "counter_reaches",
            "amount": n,
            "counter": name,
            "filter": {"only_me": True},
        }
    if kind == "boosts":
        n = draw(st.integers(1, 3))
        return {"trigger": "gains_boosts", "amount": n, "filter": {"only_me": True}}
    if kind == "terrain":
        terrain = draw(st.sampled_from(["forest", "mountain", "water"]))
        return {"trigger": "my_expedition_moves_forward", "terrain": terrain}
    if kind == "permanent":
        fields: dict[str, Any] = {"trigger": "permanent_joins_your_expeditions_or_landmarks"}
        return {**fields, "filter": {"another": True}} if draw(st.booleans()) else fields
    return {"trigger": "character_leaves_my_expedition", "filter": {}}


@st.composite
def abilities(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["reaction", "reaction", "quick", "keywords"]))
    if kind == "keywords":
        names = draw(
            st.lists(
                st.sampled_from(["Gigantic", "Defender", "Seasoned", "Eternal"]),
                min_size=1,
                max_size=2,
                unique=True,
            )
        )
        if draw(st.booleans()):
            names.append(f"Tough {draw(st.integers(1, 3))}")
        return {"keywords": names}
    if kind == "quick":
        cost: dict[str, Any] = {"mana": draw(st.integers(0, 3))}
        if draw(st.booleans()) or not cost["mana"]:
            cost["exhaust_me"] = True
        extra = draw(st.sampled_from([None, "spend", "sacrifice"]))
        if extra == "spend":
            cost["spend"], cost["counter"] = draw(st.integers(1, 4)), "Sap"
        elif extra == "sacrifice":
            cost["steps"] = [{"action": "sacrifice", "subject": "a_character_you_control"}]
        part = {"cost": cost, "effect": draw(effects())}
        if draw(st.booleans()):
            part["if"] = draw(st.sampled_from(CONDITIONS[1:6]))
        return {"quick_action": part}
    if draw(st.integers(0, 4)) == 0:
        # a Unique's colon over several steps: "[trigger] If [c]: X. Y." (6.5.d, 6.1.c)
        first, *rest = _in_sequence(draw(st.lists(steps(), min_size=2, max_size=3)))
        colon = {**first, "if": draw(st.sampled_from(CONDITIONS)), "also": rest}
        return {"reaction": {**draw(triggers()), "effect": [colon]}}
    return {"reaction": {**draw(triggers()), "effect": draw(effects())}}


@settings(max_examples=300, deadline=None)
@given(abilities(), st.booleans())
def test_a_written_reading_reads_back_the_same(ability: dict[str, Any], unique: bool) -> None:
    text = write_ability(ability, unique=unique)
    assert read_ability(text) == ability, text
