"""The writer beside the reader, for static abilities (issue 30): random
passive readings — keywords of the bearer or of a group under a condition, printed cost
changes, rules changed — written in the cards' own style and read back are the same
readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .test_round_trip import CONDITIONS

KEYWORDS = ["Gigantic", "Defender", "Seasoned", "Eternal", "Tough 1", "Tough 2", "Scout 3"]
STATUSES = ["anchored", "asleep", "boosted", "exhausted", "fleeting"]
NOUNS = ["characters", "tokens", "plants", "robots", "permanents"]
WHERE = ["you control", "in my expedition", "an opponent controls"]
PLAYED = ["characters", "spells", "cards", "robots", "permanents"]
MORE_CONDITIONS = [
    "i have 3 or more sap counters",
    "you have less than six mana orbs",
    "there are two or more cards in reserve",
    "you have more cards in hand than an opponent",
    "an opponent controls more characters than you",
    "there are no characters in the expedition facing me",
]
RULES = [
    "i can't be played",
    "i don't count towards your reserve limit",
    "you may play exhausted characters from your reserve",
    "i begin the game with 4 heroism counters",
    "tough x, where x is the number of characters you control",
]


@st.composite
def groups(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.sampled_from(STATUSES), max_size=1))
    return " ".join([*words, draw(st.sampled_from(NOUNS)), draw(st.sampled_from(WHERE))])


@st.composite
def played(draw: st.DrawFn) -> str:
    said = f"{draw(st.sampled_from(PLAYED))} you play"
    if draw(st.booleans()):
        said += " from reserve"
    if draw(st.booleans()):
        said += f" with hand cost {{{draw(st.integers(0, 7))}}} or "
        said += draw(st.sampled_from(["less", "more"]))
    return said


@st.composite
def replacements(draw: st.DrawFn) -> dict[str, Any]:
    """A replacing modifier (6.2.b) of the bearer, its controller or an Expedition."""
    who = draw(st.sampled_from(["self", "you", "expedition"]))
    replace: dict[str, Any]
    if who == "self":
        event = draw(
            st.sampled_from(
                [
                    {"action": "discard"},
                    {"action": "sacrifice"},
                    {"action": "move", "to": "reserve"},
                    {"action": "move", "from": "expedition"},
                    {"action": "gain_status", "status": "Asleep"},
                ]
            )
        )
        replace = {**event, "scope": "self"}
        if draw(st.booleans()):
            replace["if"] = "i am " + draw(st.sampled_from(STATUSES))
        result = draw(st.sampled_from(["zone", "boosts", "status", "draw"]))
        if result == "zone":
            replace["instead_to"] = draw(st.sampled_from(["mana", "hand", "discard"]))
        elif result == "boosts":
            replace["instead_action"], replace["instead_amount"] = "give_boost", 2
        elif result == "status":
            replace["instead_status"] = "Anchored"
        else:
            replace["instead_action"] = "draw"
    elif who == "you":
        replace = {"action": draw(st.sampled_from(["draw", "resupply"])), "scope": "mine"}
        replace["instead_action"] = draw(st.sampled_from(["draw", "resupply"]))
    else:
        replace = {"action": "move_forward", "scope": "my_expedition", "extra": 1}
        if draw(st.booleans()):
            replace["during"] = "dusk"
    if "extra" not in replace and draw(st.booleans()):
        replace["optional"] = True
        if draw(st.booleans()):
            replace["otherwise"] = [{"action": "draw", "amount": 1}]
    return {"passive": {"instead": replace}}


@st.composite
def passives(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["keyword", "grant", "my_cost", "cards_cost", "rule", "instead"]))
    if kind == "instead":
        return draw(replacements())
    condition = draw(st.sampled_from([None, *CONDITIONS, *MORE_CONDITIONS]))
    passive: dict[str, Any]
    if kind == "keyword":
        passive = {"keyword": draw(st.sampled_from(KEYWORDS))}
    elif kind == "grant":
        passive = {"grant": {"to": draw(groups()), "keyword": draw(st.sampled_from(KEYWORDS))}}
    elif kind == "rule":
        passive = {"static": draw(st.sampled_from(RULES))}
        if passive["static"].startswith("tough x"):
            condition = None  # "Tough X, where X ..." takes no condition of its own
    else:
        n = draw(st.integers(1, 3))
        cost: dict[str, Any] = {"change": draw(st.sampled_from([-n, n]))}
        cost["applies_to"] = "me" if kind == "my_cost" else draw(played())
        if kind == "my_cost" and draw(st.booleans()):
            cost["per"] = draw(st.sampled_from(["character you control", "card in your hand"]))
            condition = None
        elif draw(st.booleans()):
            cost["minimum"] = draw(st.integers(0, 2))
        if condition is not None:
            cost["if"] = condition
        return {"passive": {"cost": cost}}
    if condition is not None:
        passive["if"] = condition
    return {"passive": passive}


@settings(max_examples=200, deadline=None)
@given(passives())
def test_a_written_passive_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
