"""The writer beside the reader for the "effects: numbers in every slot of a counted step"
section (issue 30): random counted steps — a draw by any player, boosts or counters on an
object, counted "for each [one]" or "equal to the number of [many]" (6.5.i) — and players
discarding a card from their hand (7.3.7.a) or sacrificing N Characters (7.3.36.a), and
choices of "up to N / any number of [objects]" (6.1.g), "that many" after them (6.5.i),
written in the cards' style and read back."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

ONE = ["character you control", "card in your reserve", "boosted character you control"]
MANY = ["characters you control", "boosted characters you control"]
DRAWERS = [None, "each_player", "opponent", "target_opponent", "target_player"]
GAINERS = ["self", "target_character"]
UP_TO_ACTIONS: dict[str, dict[str, Any]] = {
    "sacrifice": {"action": "sacrifice"},
    "exhaust": {"action": "exhaust"},
    "ready": {"action": "ready"},
    "send": {"action": "send", "to": "reserve"},
    "return": {"action": "return", "to": "hand"},
    "discard": {"action": "discard"},
    "boost": {"action": "give_boost", "amount": 1},
    "status": {"action": "gain_status", "status": "Anchored"},
}
SACRIFICERS = [
    "a_character_each_player_controls",
    "a_character_each_opponent_controls",
    "a_character_target_opponent_controls",
    "a_character_target_player_controls",
]
HANDS = [
    "a_card_from_your_hand",
    "a_card_from_your_reserve",
    "a_card_from_each_players_reserve",
    "a_card_from_each_players_hand",
    "a_card_from_each_opponents_hand",
    "a_card_from_target_opponents_hand",
    "a_card_from_target_players_hand",
]


@st.composite
def counted_steps(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["draw", "boosts", "counters", "discard", "sacrifice", "up_to"]))
    if kind == "up_to":  # "up to N [objects]": a choice of none to N (6.1.g)
        action = draw(st.sampled_from(sorted(UP_TO_ACTIONS)))
        subject = "a_card_from_your_reserve" if action == "discard" else "a_character_you_control"
        many = draw(st.sampled_from([{"any_number": True}, {"up_to": draw(st.integers(2, 4))}]))
        step = {**UP_TO_ACTIONS[action], "subject": subject, **many}
        if draw(st.booleans()):  # "… Draw that many cards." (6.5.i)
            step["then"] = [{"action": "draw", "amount": 1, "per": "that many"}]
        return step
    if kind == "discard":
        step = {"action": "discard", "subject": draw(st.sampled_from(HANDS))}
        n = draw(st.sampled_from([1, 2, 3]))  # "… discards two cards from their hand"
        return {**step, "choose_count": n} if n > 1 else step
    if kind == "sacrifice":  # "[player] sacrifices N Characters" (7.3.36.a, 6.1.h)
        who = draw(st.sampled_from(SACRIFICERS))
        step = {"action": "sacrifice", "subject": who, "choose_count": draw(st.integers(2, 4))}
        if draw(st.booleans()):  # "… Draw that many cards." (6.5.i)
            step["then"] = [{"action": "draw", "amount": 1, "per": "that many"}]
        return step
    per = draw(st.sampled_from(ONE + MANY))
    if kind == "draw":
        who = draw(st.sampled_from(DRAWERS))
        if who is None and per in ONE:  # "Draw a card for each [one]" (draw_per)
            return {"action": "draw", "per": per}
        return {"action": "draw", "amount": 1, **({"subject": who} if who else {}), "per": per}
    step: dict[str, Any] = {"action": "give_boost", "amount": 1}
    if kind == "counters":
        step = {"action": "gain_counters", "amount": 1, "counter": "Sap"}
    return {**step, "subject": draw(st.sampled_from(GAINERS)), "per": per}


@settings(max_examples=60, deadline=None)
@given(counted_steps(), st.booleans())
def test_a_counted_step_is_written_and_read_back(step: dict[str, Any], quick: bool) -> None:
    if quick:
        ability: dict[str, Any] = {"quick_action": {"cost": {"mana": 1}, "effect": [step]}}
    else:
        ability = {"reaction": {"trigger": "enters_play", "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text
