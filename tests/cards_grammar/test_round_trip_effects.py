"""The writer beside the reader, for the effects section (issue 30):
random readings of its steps — Expeditions moving, the players of a targeted object, the
top of the deck put, revealed or looked at, Mana Orbs, a choice of statuses, a target doing
two verbs, a token made in its Expedition — alone or after other steps, under a trigger,
written in the cards' own style and read back are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of
from .test_round_trip import CONDITIONS

STATUSES = ["Anchored", "Asleep", "Fleeting"]
TARGETS: list[dict[str, Any]] = [
    {"subject": "target_character"},
    {"subject": "target_permanent"},
    {"subject": "target_character", "filter": {"controller": "you"}},
    {"subject": "target_character_or_permanent"},
]


@st.composite
def verbs(draw: st.DrawFn) -> dict[str, Any]:
    """What an object gains or loses (a step without its subject)."""
    kind = draw(st.sampled_from(["boosts", "status", "lose", "counters"]))
    if kind == "boosts":
        return {"action": "give_boost", "amount": draw(st.integers(1, 3))}
    if kind == "counters":
        return {"action": "gain_counters", "amount": draw(st.integers(1, 3)), "counter": "Sap"}
    action = "gain_status" if kind == "status" else "lose_status"
    return {"action": action, "status": draw(st.sampled_from(STATUSES))}


@st.composite
def effect_steps(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One sentence's steps of the effects section."""
    kind = draw(
        st.sampled_from(["move", "owner", "top", "mana", "orbs", "choice", "two", "token", "again"])
    )
    if kind == "move":
        subject, action = draw(
            st.sampled_from(
                [
                    ("my_expedition", "move_backwards"),
                    ("target_expedition", "move_backwards"),
                    ("the_expedition_facing_me", "move_forward"),
                    ("the_expedition_facing_me", "move_backwards"),
                ]
            )
        )
        return [{"action": action, "subject": subject}]
    if kind == "owner":
        moved = {
            "action": draw(st.sampled_from(["exhaust", "ready", "discard"])),
            **draw(st.sampled_from(TARGETS)),
        }
        who = draw(st.sampled_from(["its_controller", "its_owner"]))
        action = draw(st.sampled_from(["draw", "resupply", "exhausted_resupply"]))
        follow: dict[str, Any] = {"action": action, "subject": who}
        if action == "draw":
            follow = {"action": "draw", "amount": draw(st.integers(1, 3)), "subject": who}
        return [{**moved, "then": [follow]}]
    if kind == "top":
        action = draw(st.sampled_from(["put", "reveal", "look"]))
        step: dict[str, Any] = {"action": action, "subject": "top_cards_of_your_deck"}
        if action == "put":
            step["to"] = draw(st.sampled_from(["mana", "reserve", "hand"]))
        step["amount"] = draw(st.integers(1, 4))
        return [step]
    if kind == "mana":
        return [{"action": "put", "to": "mana", "to_owner": True, **draw(st.sampled_from(TARGETS))}]
    if kind == "orbs":
        action = draw(st.sampled_from(["discard", "exhaust"]))
        return [
            {"action": action, "subject": "mana_orbs_you_choose", "amount": draw(st.integers(1, 3))}
        ]
    if kind == "choice":
        # "X or Y" and "X, Y or Z" (effects, round 2): a list of two or more
        listed = draw(st.permutations(STATUSES))[: draw(st.integers(2, min(3, len(STATUSES))))]
        bearer = draw(st.sampled_from([{"subject": "self"}, {"subject": "target_character"}]))
        return [{"action": "gain_status", "status": listed[0], "status_choices": listed, **bearer}]
    if kind == "two":
        first, second = draw(verbs()), draw(verbs())
        if first == second:
            second = (
                {"action": "give_boost", "amount": 1}
                if first.get("status")
                else {"action": "lose_status", "status": "Fleeting"}
            )
        target = {"subject": "target_character"}
        if draw(st.booleans()):  # "I X and Y": two steps on me
            return [{**first, "subject": "self"}, {**second, "subject": "self"}]
        follows = (
            {"it_follows": True} if first["action"] != "give_boost" and "status" in first else {}
        )
        return [{**first, **target, **follows, "then": [{**second, "subject": "it"}]}]
    if kind == "token":
        token = draw(st.sampled_from(["Ordis Recruit 1/1/1 Soldier", "Brassbug 2/2/2 Robot"]))
        create = {"action": "create", "token": token, "amount": 1, "subject": "its_expedition"}
        return [{"action": "exhaust", "subject": "target_character", "then": [create]}]
    if kind == "remove":
        whom = draw(st.sampled_from([{"subject": "self"}, {"subject": "target_character"}]))
        name = draw(st.sampled_from([{}, {"counter": "Sap"}]))
        n = draw(st.integers(1, 3))
        how = draw(st.sampled_from(["n", "up_to", "all"]))
        if how == "all":
            counter = name.get("counter", "boost")
            return [{"action": "remove_counters", "counter": counter, "all_counters": True, **whom}]
        if how == "up_to":
            amounts = list(range(n + 1))
            return [
                {"action": "remove_counters", **whom, "amount": "X", "amounts": amounts, **name}
            ]
        return [{"action": "remove_counters", **whom, "amount": n, **name}]
    if kind == "group":
        change = draw(verbs())
        if change["action"] in ("lose_status", "gain_counters"):
            change = {"action": "gain_status", "status": "Asleep"}
        flt = draw(st.sampled_from([{}, {"filter": {"statuses": ["Boosted"]}}]))
        return [{**change, "subject": "characters_in_target_expedition", **flt}]
    if kind == "seen":  # "Look at the top N cards … Put one in X [and discard the others]."
        put = {
            "action": "put",
            "subject": "a_card_among_them",
            "to": draw(st.sampled_from(["hand", "reserve", "mana"])),
        }
        then = [put, {"action": "discard", "subject": "it"}][: draw(st.integers(1, 2))]
        action = draw(st.sampled_from(["reveal", "look"]))
        amount = draw(st.integers(2, 4))
        return [
            {"action": action, "subject": "top_cards_of_your_deck", "amount": amount, "then": then}
        ]
    if kind == "later_actions":  # Rush, Take control, Ascend (7.3.34, 7.3.40, 7.3.3)
        ascend = draw(st.sampled_from(["my_expedition", "target_expedition"]))
        taken = draw(st.sampled_from([TARGETS[0], TARGETS[1]]))
        to = {"to": "expedition"} if taken["subject"] == "target_character" else {}
        return [
            draw(
                st.sampled_from(
                    [
                        {"action": "rush"},
                        {"action": "take_control", **taken, **to},
                        {"action": "ascend", "subject": ascend},
                    ]
                )
            )
        ]
    if kind == "twice":
        twice = draw(st.sampled_from(["resupply", "exhausted_resupply", "sabotage", "draw"]))
        step = {"action": twice, "times": 2}
        if twice == "draw":
            step = {"action": "draw", "amount": 1, "times": 2}
        return [draw(st.sampled_from([step, {"action": "put", "to": "mana", "subject": "self"}]))]
    if kind == "for_a_time":
        keyword = draw(st.sampled_from(["Defender", "Seasoned", "Eternal", "Tough 1", "Scout 2"]))
        duration = draw(st.sampled_from(["this turn", "this Afternoon", "this Day"]))
        who = draw(
            st.sampled_from(
                [*TARGETS[:3], {"subject": "self"}, {"subject": "characters_you_control"}]
            )
        )
        return [{"action": "ongoing", **who, "ongoing": {"duration": duration, "keyword": keyword}}]
    if kind == "places":
        places = ["one_of_your_expeditions", "the_expedition_facing_me"]
        place = draw(st.sampled_from([*places, "target_opponent_companion_expedition"]))
        token = "Brassbug 2/2/2 Robot"
        moves = {
            "action": draw(st.sampled_from(["move_forward", "move_backwards"])),
            "subject": "each_my_expedition",
        }
        return draw(
            st.sampled_from(
                [[{"action": "create", "token": token, "amount": 1, "subject": place}], [moves]]
            )
        )
    if kind == "players":
        return [draw(player_steps())]
    if kind == "free":
        return [
            draw(
                st.sampled_from(
                    [
                        {"action": "play_for_free", "subject": "a_card_from_hand_or_reserve"},
                        {
                            "action": "play_for_free",
                            "subject": "a_card_from_hand_or_reserve",
                            "filter": {"hand_cost_max": draw(st.integers(0, 5))},
                        },
                    ]
                )
            )
        ]
    if kind == "reveal_it":  # "Reveal the top card of your deck. [If it's a Spell,] put it …"
        put_it: dict[str, Any] = {"action": "put", "subject": "it"}
        put_it["to"] = draw(st.sampled_from(["hand", "reserve"]))
        if draw(st.booleans()):
            alt = {"action": "put", "to": "reserve", "subject": "it"}
            put_it = {**put_it, "if": "it's a spell", "otherwise": [alt]}
        action = draw(st.sampled_from(["reveal", "look"]))
        seen_one = {"action": action, "subject": "top_cards_of_your_deck", "amount": 1}
        return [{**seen_one, "then": [put_it]}]
    if kind == "double":
        counter = draw(st.sampled_from(["boost", "Sap"]))
        who = draw(st.sampled_from([*TARGETS[:1], {"subject": "self"}]))
        return [{"action": "double_counters", "counter": counter, **who}]
    if kind == "defect":
        return [{"action": "defect", **draw(st.sampled_from([*TARGETS[:1], {"subject": "self"}]))}]
    if kind == "sacrifice":
        types = draw(st.sampled_from([["Permanent"], ["Character", "Permanent"]]))
        subject = "a_character_or_permanent_you_control"
        return [{"action": "sacrifice", "subject": subject, "filter": {"types": types}}]
    return [{"action": "resupply"}, {"action": "resupply"}]


@st.composite
def player_steps(draw: st.DrawFn) -> dict[str, Any]:
    """Steps a player does: each opponent draws / Resupplies, a player sacrifices a
    Permanent or puts a card from their hand in Reserve, "You draw"."""
    kind = draw(st.sampled_from(["draw", "resupply", "sacrifice", "put", "you"]))
    if kind == "draw":
        return {"action": "draw", "amount": draw(st.integers(1, 3)), "subject": "opponent"}
    if kind == "resupply":
        return {
            "action": draw(st.sampled_from(["resupply", "exhausted_resupply"])),
            "subject": "opponent",
        }
    if kind == "you":
        return {"action": "draw", "amount": draw(st.integers(1, 3)), "subject": "controller"}
    who = draw(
        st.sampled_from(["each_player", "each_opponent", "target_opponent", "target_player"])
    )
    if kind == "sacrifice":
        types = draw(st.sampled_from([["Permanent"], ["Character", "Permanent"]]))
        subject = f"a_character_or_permanent_{who}_controls"
        return {"action": "sacrifice", "subject": subject, "filter": {"types": types}}
    hand = {"each_player": "each_players", "each_opponent": "each_opponents"}.get(who, who + "s")
    return {"action": "put", "to": "reserve", "subject": f"a_card_from_{hand}_hand"}


@settings(max_examples=300, deadline=None)
@given(reactions_of(effect_steps()))
def test_a_written_effects_reading_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


SIMPLE: list[dict[str, Any]] = [
    {"action": "draw", "amount": 1},
    {"action": "draw", "amount": 2},
    {"action": "resupply"},
    {"action": "sabotage"},
    {"action": "give_boost", "amount": 1, "subject": "self"},
    {"action": "gain_status", "status": "Anchored", "subject": "self"},
]


@st.composite
def colon_otherwise(draw: st.DrawFn) -> dict[str, Any]:
    """A Unique's "[trigger] If [c]: X, then W, otherwise Y" (6.5.e): c governs X and W."""
    first, *also = draw(st.lists(st.sampled_from(SIMPLE), min_size=2, max_size=3))
    step = {**first, "if": draw(st.sampled_from(CONDITIONS)), "also": also}
    step["otherwise"] = [draw(st.sampled_from(SIMPLE))]
    trigger = draw(st.sampled_from(["enters_play", "played_from_hand"]))
    return {"reaction": {"trigger": trigger, "effect": [step]}}


@settings(max_examples=100, deadline=None)
@given(colon_otherwise())
def test_a_written_otherwise_after_several_steps_reads_back_the_same(
    ability: dict[str, Any],
) -> None:
    text = write_ability(ability, unique=True)
    assert read_ability(text) == ability, text
