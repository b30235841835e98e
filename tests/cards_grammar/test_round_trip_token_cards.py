"""The writer beside the reader for the section "gram39" (issue 30): random readings naming
a set's own token (2.2.b, 2.1.e) — a group, a target, a choice, a creation trigger by any
player — and ignore steps that ignore (7.3.19.a) or remove (2.3.2.d) abilities for a time,
written in the cards' style and read back with the same invented token cards."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed.token_names import using_tokens

from .token_card_fixtures import GEARLING, PYRE, TOKENS, WISP

CHARACTER_NAMES = [WISP.name, GEARLING.name]


def _round_trip(ability: dict[str, Any]) -> str:
    with using_tokens(TOKENS):
        text = write_ability(ability)
        assert read_ability(text) == ability, text
    return text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(CHARACTER_NAMES),
    st.booleans(),
    st.sampled_from(
        [
            {"action": "give_boost", "subject": "characters_you_control", "amount": 1},
            {"action": "give_boost", "subject": "target_character", "amount": 2},
            {"action": "exhaust", "subject": "characters_you_control"},
            {"action": "return", "subject": "target_character", "to": "hand", "to_owner": True},
        ]
    ),
    st.sampled_from([("enters_play", "{J}"), ("played_from_hand", "{H}")]),
)
def test_2_2_b_a_step_on_tokens_of_a_name_is_written_and_read_back(
    name: str, token: bool, step: dict[str, Any], trigger: tuple[str, str]
) -> None:
    flt: dict[str, Any] = {"names": [name], "tokens": True} if token else {"names": [name]}
    ability = {"reaction": {"trigger": trigger[0], "effect": [{**step, "filter": flt}]}}
    text = _round_trip(ability)
    assert text.startswith(trigger[1]) and name in text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([*CHARACTER_NAMES, PYRE.name]),
    st.sampled_from(["you_create_tokens", "you_create_a_token"]),
    st.sampled_from([None, "opponent", "any"]),
)
def test_7_3_5_a_a_creation_trigger_of_a_name_is_written_and_read_back(
    name: str, trigger: str, player: str | None
) -> None:
    flt: dict[str, Any] = {"names": [name], "tokens": True}
    if name == PYRE.name:
        flt["permanents_in_landmarks"] = True  # 2.2.3.e: its token card's type
    reaction: dict[str, Any] = {
        "trigger": trigger,
        "effect": [{"action": "draw", "amount": 1}],
        "filter": flt,
    }
    if player is not None:
        reaction["player"] = player
    text = _round_trip({"reaction": reaction})
    assert text.startswith("When") and f"{name} token" in text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["target_character", "target_permanent", "self", "objects_in_play"]),
    st.sampled_from(["this turn", "this Afternoon", "this Day", None]),
    st.booleans(),
)
def test_7_3_19_a_2_3_2_d_abilities_ignored_or_lost_are_written_and_read_back(
    subject: str, duration: str | None, lost: bool
) -> None:
    step: dict[str, Any] = {"action": "ignore", "subject": subject}
    if subject == "objects_in_play":
        step["filter"] = {"controller": "opponent", "types": ["Character"]}
    if lost and duration is None:
        return  # how long is not said: refused (test_board_abilities_lost.py)
    if duration is not None or lost:
        step["ongoing"] = {"duration": duration, **({"lose_abilities": True} if lost else {})}
    text = _round_trip({"reaction": {"trigger": "enters_play", "effect": [step]}})
    assert ("loses all its abilities" in text) is lost


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        [
            "Characters your opponents control",
            "Other Characters you control",
            f"{WISP.name} tokens",
            f"{GEARLING.name} tokens you control",
        ]
    ),
    st.sampled_from(["lose_abilities", "ignore_abilities", "lose Defender"]),
)
def test_2_3_2_d_7_3_19_a_a_group_s_abilities_changed_are_written_and_read_back(
    group: str, change: str
) -> None:
    if change == "lose Defender":
        passive: dict[str, Any] = {"grant": {"to": group, "keyword": "Defender", "lose": True}}
    else:
        passive = {change: group}
    text = _round_trip({"passive": passive})
    assert group in text
