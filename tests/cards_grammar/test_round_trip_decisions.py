"""The writer beside the reader for the section "who decides and what follows a decision"
(issue 30, gram33): random readings — a step another player (or you) may do, followed by
"If they do / don't" and "Otherwise" (6.5.c, 6.5.e, 6.5.f, 6.1.h); the optional cost "You
may [cost]: [effect]" (6.5.f, 1.2.5.c); a step under a condition with its otherwise (6.5.d,
6.5.e) — written in the cards' style and read back, they are the same readings. The other
wordings of the same readings ("[Y] unless [player] [step]", "[X] if [c], otherwise [Y]",
"You may [cost] to [effect]") read to what the writer's words read to."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

_GAIN = {"action": "give_boost", "amount": 2, "subject": "self"}
_DRAW = {"action": "draw", "amount": 1}

# (words for "you", words for a player, the step for each chooser's subject)
PLAYER_STEPS: list[tuple[str, str, dict[str, Any]]] = [
    ("draw a card", "{P} may draw a card", {"action": "draw", "amount": 1}),
    ("Resupply", "{P} may Resupply", {"action": "resupply"}),
]
PLAYERS = {
    "target_opponent": "Target opponent",
    "opponent": "Each opponent",
    "target_player": "Target player",
}
COSTS = [
    ("exhaust me", {"action": "exhaust", "subject": "self"}),
    (
        "sacrifice a Character you control",
        {"action": "sacrifice", "subject": "a_character_you_control"},
    ),
    ("discard a card from your hand", {"action": "discard", "subject": "a_card_from_your_hand"}),
    ("return me to your hand", {"action": "return", "subject": "self", "to": "hand"}),
]
CONDITIONS = ["you control a landmark", "i'm boosted", "your hand is empty"]


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _reading(text: str) -> dict[str, Any]:
    found = read_ability(text)
    found.pop("text", None)
    return found


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(sorted(PLAYERS)),
    st.sampled_from(range(len(PLAYER_STEPS))),
    st.sampled_from(["then", "if_not_done", "both"]),
)
def test_another_players_decision_round_trips(who: str, i: int, branch: str) -> None:
    """ "[Player] may [X]. If they do, [Y]. Otherwise, [Z]." and the other branches: written
    with "they" (the player who decided, 6.1.h), read back the same."""
    step: dict[str, Any] = {**PLAYER_STEPS[i][2], "subject": who, "may": True}
    if branch in ("then", "both"):
        step["then"] = [dict(_GAIN)]
    if branch in ("if_not_done", "both"):
        step["if_not_done"] = [dict(_DRAW)]
    text = write_ability(_j(step))
    assert " they do" in text or " they don't" in text, text
    assert " you do" not in text and " you don't" not in text, text
    assert _reading(text) == _j(step), text


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PLAYERS)), st.sampled_from(range(len(PLAYER_STEPS))))
def test_unless_their_step_reads_as_if_they_dont(who: str, i: int) -> None:
    """ "I gain 2 boosts unless [player] [does X]" / "Unless …, I gain 2 boosts" read as the
    writer's "[Player] may [X]. If they don't, I gain 2 boosts." (6.5.d, 6.5.c)."""
    step = {**PLAYER_STEPS[i][2], "subject": who, "may": True, "if_not_done": [dict(_GAIN)]}
    written = write_ability(_j(step))
    third = {"draw": "draws a card", "resupply": "Resupplies"}[str(step["action"])]
    theirs = f"{PLAYERS[who].lower()} {third}"
    after = f"{{J}} I gain 2 boosts unless {theirs}."
    before = f"{{J}} Unless {theirs}, I gain 2 boosts."
    assert _reading(after) == _reading(written) == _j(step), (after, written)
    assert _reading(before) == _j(step), before


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(range(len(COSTS))), st.sampled_from([_GAIN, _DRAW]))
def test_you_may_cost_colon_round_trips(i: int, effect: dict[str, Any]) -> None:
    """ "You may [cost]: [effect]" written for the whole effect; "You may [cost] to [effect]"
    reads the same (6.5.f)."""
    words, cost = COSTS[i]
    step = {**cost, "may": True, "then": [dict(effect)], "to_pay": True}
    text = write_ability(_j(step))
    assert f"You may {words}: " in text, text
    assert _reading(text) == _j(step), text
    to_form = text.replace(": ", " to ", 1).replace(" to Draw", " to draw")
    assert _reading(to_form) == _j(step), to_form


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONDITIONS), st.booleans())
def test_trailing_condition_with_otherwise_reads_as_written(condition: str, unless: bool) -> None:
    """ "[X] if / unless [c], otherwise [Y]" reads as the writer's "If / Unless [c], [X],
    otherwise [Y]" (6.5.d, 6.5.e)."""
    said = f"unless {condition}" if unless else condition
    step = {**_DRAW, "if": said, "otherwise": [dict(_GAIN)]}
    written = write_ability(_j(step))
    assert _reading(written) == _j(step), written
    word = "unless" if unless else "if"
    trailing = f"{{J}} Draw a card {word} {condition}, otherwise I gain 2 boosts."
    assert _reading(trailing) == _j(step), trailing
