"""A trigger's event as one language (gram74, issue 30): the sibling sentences of
:mod:`.sentences_event_language` read or refused as measured, the new slots' readings exact
(6.3.b: who or what, which event, from where, to where) and the events the engine does not
record refused by name — never read as a near event."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_event_language import READ, READ_WHERE_FROM, REFUSED, REFUSED_WHERE_FROM

GAIN = [{"action": "give_boost", "amount": 1, "subject": "self"}]
YOURS = {"types": ["Character"], "controller": "you"}
THEIRS = {"types": ["Character"], "controller": "opponent"}
READIED = {"trigger": "loses_status", "filter": {"only_me": True}, "status": "Exhausted"}


@pytest.mark.parametrize("text", READ + READ_WHERE_FROM)
def test_a_sibling_read_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", REFUSED + REFUSED_WHERE_FROM)
def test_a_sibling_not_read_is_left_to_the_judge(text: str) -> None:
    assert not read_printed(probe_card(text, hand_cost=3)).executable


READINGS: dict[str, dict[str, Any]] = {
    # the subject: one object of a group said by whose it is (7.5.5.b)
    "When one of your Characters leaves play": {"trigger": "object_leaves_play", "filter": YOURS},
    "When one of an opponent's Characters leaves play": {
        "trigger": "object_leaves_play",
        "filter": THEIRS,
    },
    "When your opponent's Character goes to Reserve": {
        "trigger": "object_goes_to_reserve",
        "filter": THEIRS,
    },
    "When one of your opponent's Characters gains a boost": {
        "trigger": "gains_boosts",
        "filter": THEIRS,
        "amount": 1,
    },
    "When one of your Characters enters play": {"trigger": "character_joins_your_expeditions"},
    "When one of your Characters joins my Expedition": {"trigger": "character_joins_my_expedition"},
    # whose Character joins an opponent's Expedition is that opponent's (7.5.5.a-b)
    "When an opponent's Character joins the Expedition facing me": {
        "trigger": "character_joins_an_opponents_expedition",
        "filter": {"facing_me": True},
    },
    # where from (3.2.4, 7.3.20.a)
    "When a Character leaves an opponent's Expedition": {
        "trigger": "object_leaves_expedition_zone",
        "filter": THEIRS,
    },
    "When a Character leaves one of your Expeditions": {
        "trigger": "character_leaves_your_expeditions",
        "filter": {},
    },
    "When a Character leaves your Expedition": {
        "trigger": "character_leaves_your_expeditions",
        "filter": {},
    },
    "When I go to Reserve from an Expedition": {"trigger": "goes_to_reserve_from_expedition_zone"},
    "When I'm discarded from play": {"trigger": "discarded"},
    "When a Character is discarded from play": {
        "trigger": "card_discarded",
        "filter": {"types": ["Character"]},
        "discarded_from": "expedition_zone",
    },
    # where to (7.3.32.a, c)
    "When I return to your hand": {"trigger": "returned_to_hand"},
    "When I go to my owner's hand": {"trigger": "returned_to_hand"},
    # "I" in the events said of an object (7.3.28.a, 7.3.15.a)
    "When I'm readied": READIED,
    "When I become ready": READIED,
    "When I gain an Ember counter": {
        "trigger": "gains_counters",
        "amount": 1,
        "counter": "Ember",
        "filter": {"only_me": True},
    },
    "When I gain a counter": {
        "trigger": "gains_counters",
        "amount": 1,
        "filter": {"only_me": True},
    },
    # a count reached by a Landmark (2.2.3.c, 2.5)
    "When a Landmark you control gains its third Ember counter": {
        "trigger": "counter_reaches",
        "amount": 3,
        "counter": "Ember",
        "filter": {"permanents_in_landmarks": True, "controller": "you", "types": ["Permanent"]},
    },
    # any player's token (7.3.5.a, 1.2.2)
    "When a token is created": {"trigger": "you_create_a_token", "player": "any"},
}


@pytest.mark.parametrize("trigger", READINGS)
def test_the_event_slots_read_exactly(trigger: str) -> None:
    reaction = read_ability(f"{trigger} \u2014 I gain 1 boost.")["reaction"]
    assert reaction == {**READINGS[trigger], "effect": GAIN}


REFUSED_BY_NAME: dict[str, tuple[str, str]] = {
    "When you exhaust a Character": ("exhaust", "7.3.13.a"),
    "When an opponent readies a Character": ("exhaust", "7.3.28.a"),
    "When an opponent puts a card in their Mana zone": ("mana zone", "3.2.9.a"),
    "When a card goes to its owner's Mana zone": ("mana zone", "3.2.9.a"),
    "When you put a card in your Reserve": ("put", "7.3.27.a"),
    "When I lose a boost": ("lose", "2.5.j"),
    "When a Character you control loses a Glimmer counter": ("lose", "2.5.j"),
    "When I move forward": ("move", "7.3.25.a"),
    "When a Character moves to the Expedition facing me": ("move", "7.3.39.a"),
    "When I'm played": ("played", "5.1.2"),
    "When a Permanent you control is discarded from play": ("discarded from play", "7.3.20.a"),
    "When a Robot token is created": ("created", "7.3.5.a"),
}


@pytest.mark.parametrize("trigger", REFUSED_BY_NAME)
def test_an_event_the_engine_does_not_record_is_refused_by_name(trigger: str) -> None:
    part, rule = REFUSED_BY_NAME[trigger]
    with pytest.raises(NotRead) as refused:
        read_ability(f"{trigger} \u2014 I gain 1 boost.")
    assert refused.value.part == part
    assert rule in str(refused.value)
