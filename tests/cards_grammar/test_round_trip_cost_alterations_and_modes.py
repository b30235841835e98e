"""The writer beside the reader, for the costs-and-modes section (issue 30): random
readings — the card's own cost changed as played from Reserve or Hand (5.1.2.d, 5.1.2.f),
a group's cost decreased with a restriction on the final cost (5.1.2.f), "I can't cost less
than {N}", and choices of "up to N", "any number", "one or more" modes or the same mode
again (6.5.g), under a trigger or as a quick action — written in the cards' own style and
read back are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .test_round_trip import CONDITIONS

MODE_TEXTS = [
    "Draw a card.",
    "I gain 2 boosts.",
    "Target Character gains 1 boost.",
    "Resupply.",
    "Target Character gains Asleep.",
    "Sacrifice target Permanent.",
]
PLAYED = ["characters you play", "spells you play", "cards you play", "plants you play"]


def _mode(text: str) -> dict[str, Any]:
    """A mode as the reader keeps it: its printed text and its steps (6.5.g)."""
    effect = read_ability("{J} " + text)["reaction"]["effect"]
    return {"text": text, "effect": effect}


_WHO_PLAYS = (
    ("you play", "you", False),
    ("your opponents play", "opponents", True),
    ("an opponent plays", "opponents", True),
    ("each opponent plays", "opponents", False),
    ("each player plays", "any", False),
    ("a player plays", "any", True),
)
"""Who plays the Nth card (gram59): the words, the players, whether their plays count together."""


@st.composite
def cost_alterations(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["me_from", "bounded", "at_least", "first"]))
    n = draw(st.integers(1, 3))
    cost: dict[str, Any]
    if kind == "me_from":
        cost = {"change": draw(st.sampled_from([-n, n]))}
        cost["applies_to"] = draw(st.sampled_from(["me from reserve", "me from hand"]))
        if draw(st.booleans()):
            cost["minimum"] = draw(st.integers(0, 2))
        elif draw(st.booleans()):  # "for each [counted]" (5.1.2.k)
            cost["per"] = draw(st.sampled_from(["plant you control", "card in your hand"]))
        condition = draw(st.sampled_from([None, *CONDITIONS]))
        if condition is not None and "per" not in cost:  # a counted change takes none
            cost["if"] = condition
    elif kind == "bounded":
        cost = {"change": -n, "applies_to": draw(st.sampled_from(PLAYED))}
        cost["at_least"] = draw(st.integers(1, 2))
    elif kind == "first":  # "The second Spell each opponent plays each turn costs {1} more"
        noun = draw(st.sampled_from(["character", "spell", "card", "plant"]))
        period = draw(st.sampled_from(["turn", "afternoon", "day"]))
        ordinal = draw(st.sampled_from(["first", "second", "third"]))
        who, players, together = draw(st.sampled_from(_WHO_PLAYS))
        played: dict[str, Any] = {"period": period}
        if ordinal != "first":
            played["ordinal"] = {"second": 2, "third": 3}[ordinal]
        if noun == "plant":
            played["subtype"] = "Plant"
        elif noun != "card":
            played["card_type"] = noun.capitalize()
        if players != "you":
            played["players"] = players
        if together:
            played["together"] = True
        cost = {"change": draw(st.sampled_from([-n, n]))}
        cost["applies_to"] = f"the {ordinal} {noun} {who} each {period}"
        cost["played"] = played
    else:
        cost = {"applies_to": "me", "at_least": n}
    return {"passive": {"cost": cost}}


@st.composite
def modal_abilities(draw: st.DrawFn) -> dict[str, Any]:
    texts = draw(st.lists(st.sampled_from(MODE_TEXTS), min_size=2, max_size=4, unique=True))
    modes = [_mode(t) for t in texts]
    kind = draw(st.sampled_from(["up_to", "any", "one_or_more", "again"]))
    step: dict[str, Any] = {"action": "choose", "modes": modes}
    if kind == "up_to":
        step["choose"] = draw(st.integers(2, len(modes)))
        step["modes_min"] = 0
    elif kind == "any":
        step["choose"], step["modes_min"] = len(modes), 0
    elif kind == "one_or_more":
        step["choose"], step["modes_min"] = len(modes), 1
    else:
        step["choose"], step["repeat_modes"] = draw(st.integers(1, 3)), True
    if draw(st.booleans()):
        cost = draw(st.sampled_from([{"exhaust_me": True}, {"sacrifice_me": True}]))
        return {
            "quick_action": {"cost": {"mana": draw(st.integers(0, 2)), **cost}, "effect": [step]}
        }
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@st.composite
def costs_for_a_time(draw: st.DrawFn) -> dict[str, Any]:
    """ "Your / Your opponents' / Each player's [cards] cost {N} less this turn" (2.2.15.a)."""
    n = draw(st.integers(1, 3))
    noun = draw(st.sampled_from(["spells", "characters", "cards", "plants"]))
    who = draw(st.sampled_from(["you play", "your opponents play", "each player plays"]))
    duration = draw(st.sampled_from(["this turn", "this Afternoon", "this Day"]))
    cost = {"change": draw(st.sampled_from([-n, n])), "applies_to": f"{noun} {who}"}
    step = {"action": "ongoing", "ongoing": {"duration": duration, "cost": cost}}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@settings(max_examples=150, deadline=None)
@given(cost_alterations())
def test_a_written_cost_alteration_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=150, deadline=None)
@given(modal_abilities())
def test_a_written_choice_of_modes_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=100, deadline=None)
@given(costs_for_a_time())
def test_a_written_cost_alteration_for_a_time_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@st.composite
def plays_and_orbs(draw: st.DrawFn) -> dict[str, Any]:
    """ "[You may] play a Character [with Gigantic | with Hand Cost {N} or less] [from your
    Reserve / hand] for free / for {N} less" (5.2.a), "Put the top card(s) of your deck in
    your Mana zone as a ready Mana Orb" (3.2.9.b), "Each player's [cards] cost …"."""
    kind = draw(st.sampled_from(["play", "orb", "each"]))
    if kind == "each":
        n = draw(st.integers(1, 3))
        noun = draw(st.sampled_from(["spells", "characters", "cards"]))
        zone = draw(st.sampled_from(["", " from reserve", " from hand"]))
        cost = {
            "change": draw(st.sampled_from([-n, n])),
            "applies_to": f"{noun} each player plays{zone}",
        }
        return {"passive": {"cost": cost}}
    if kind == "orb":
        step: dict[str, Any] = {"action": "put", "to": "mana", "subject": "top_cards_of_your_deck"}
        step.update(amount=draw(st.integers(1, 3)), ready_orb=True)
    else:
        flt: dict[str, Any] = {}
        said = draw(st.sampled_from(["keyword", "cost", "none"]))
        if said == "keyword":
            flt["keywords"] = [draw(st.sampled_from(["Gigantic", "Defender", "Seasoned"]))]
        elif said == "cost":
            flt["hand_cost_max"] = draw(st.integers(1, 4))
        where = draw(st.sampled_from([None, "in_your_reserve", "in_your_hand"]))
        if where is not None:
            flt[where] = True
        step = {"action": "play_for_free", "subject": "a_character_from_hand_or_reserve"}
        if draw(st.booleans()):
            step = {**step, "action": "play", "cost_change": -draw(st.integers(1, 3))}
        if flt:
            step["filter"] = flt
    if draw(st.booleans()):
        step["may"] = True
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@settings(max_examples=150, deadline=None)
@given(plays_and_orbs())
def test_a_written_play_or_orb_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
