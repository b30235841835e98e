""" "N more" / "additional" / "extra" read only where it adds to the step before (6.5.i,
6.1.c): a part of that step's group (gram52), the same object again ("it", "I") or the same
step again ("Draw a card. Draw one more card."). Every other number slot said with "more"
is refused naming the word — it was read as the bare number, dropping "more"."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability

REFUSED = (
    # targets
    "{J} Up to 2 more target Characters gain 1 boost.",
    "{J} Draw a card. Up to 2 more target Characters gain 1 boost.",
    "{J} Target Character gains 1 boost. Target Character gains 1 more boost.",
    "{J} Target Character gains 1 boost. Another target Character gains 1 more boost.",
    # draws
    "{J} Draw 2 more cards.",
    "{R} Draw 1 more card.",
    "{J} If there is a Plant in your Landmarks, draw two more cards.",
    "{J} Target Character gains 1 boost. Draw 1 more card.",
    "{J} Each Character you control gains 1 boost. Draw one more card.",
    # cards seen / moved
    "{J} Put the top 2 more cards of your deck in your Mana zone.",
    # made
    "{J} Create 2 more Ordis Recruit tokens in my Expedition.",
    # counters / boosts with no step before to add to
    "{J} Target Character gains 2 more boosts.",
    "At Dusk — I gain 1 more boost.",
    "{J} I gain 1 additional boost.",
    # a step in between: the group's step is not the step before
    "{J} Each Character you control gains 1 boost. Draw a card. Tokens gain 1 more boost.",
    # cards seen, chosen, lost, spent; another player's draw; a counter of another kind
    "{J} Look at the top 3 more cards of your deck.",
    "{J} Reveal the top 2 more cards of your deck.",
    "{J} Sacrifice up to 2 more Characters.",
    "{J} Target Character gains 1 boost. Target Character loses 1 more boost.",
    "{J} Target Character gains 1 boost. Spend 1 more of my boosts.",
    "{J} Each opponent draws 1 more card.",
    "{J} Roll a die. Draw 1 more card.",
    "{J} You may pay {1}. If you do, draw 2 more cards.",
    "{J} Target Character gains 1 Kelon counter. It gains 1 more boost.",
    "{J} Create 1 more Ordis Recruit token in each of your Expeditions.",
    # caps and counts
    "{J} Draw a card for each Character you control, up to a maximum of 3 more.",
)


@pytest.mark.parametrize("text", REFUSED)
def test_more_adding_to_no_step_before_is_refused_naming_the_word(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    word = "additional" if "additional" in text else "more"
    assert word in refused.value.part or word in refused.value.reason


def _boosts(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


_GROUP = {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}

READ: dict[str, dict[str, Any]] = {
    "{J} Each Character you control gains 1 boost. Those in {V} gain 1 more boost.": _boosts(
        _GROUP, {**_GROUP, "filter": {"in_terrain": "forest"}}
    ),
    "{J} Each Character you control gains 1 boost. Those in {O} gain 2 more boosts.": _boosts(
        _GROUP, {**_GROUP, "amount": 2, "filter": {"in_terrain": "water"}}
    ),
    "{J} Each Character you control gains 1 boost. Tokens gain 1 more boost.": _boosts(
        _GROUP, {**_GROUP, "filter": {"tokens": True}}
    ),
    "{J} Each Character you control gains 1 boost. Those in {V} gain an additional boost.": (
        _boosts(_GROUP, {**_GROUP, "filter": {"in_terrain": "forest"}})
    ),
    "{J} Target Character gains 2 boosts. If it is a Plant, it gains 1 more boost.": _boosts(
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "target_character",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it", "if": "it is a plant"}],
        }
    ),
    "{J} I gain 1 boost. I gain 1 more boost.": _boosts(
        {"action": "give_boost", "amount": 1, "subject": "self"},
        {"action": "give_boost", "amount": 1, "subject": "self"},
    ),
    "{J} Draw a card. Draw one more card.": _boosts(
        {"action": "draw", "amount": 1}, {"action": "draw", "amount": 1}
    ),
}


@pytest.mark.parametrize("text", list(READ))
def test_more_adding_to_the_step_before_still_reads(text: str) -> None:
    found = read_ability(text)
    assert found == READ[text]
    # the mark is gone: plain numbers in the reading
    effect = found["reaction"]["effect"]
    assert all(type(s["amount"]) is int for s in effect)
