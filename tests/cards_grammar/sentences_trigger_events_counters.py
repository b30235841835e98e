"""Sibling sentences of a trigger's EVENT as one composed language and of counters spent as
costs (issue 30, gram86; written for these tests, never taken from a card set): subject (I /
a, another [object] you / an opponent control(s) / you / an opponent / a player / my
Expedition) x event (gains / loses a boost, a counter of a kind — a set's own too —, a
status, a keyword; "one or more", "my Nth"; becomes / stops being / is no longer a status;
draws, discards, sacrifices, Resupplies, rolls a die, plays a kind from a zone, creates
tokens; moves forward / fails to / moves backwards; joins / leaves an Expedition; goes to a
zone from a zone), each said "When [subject] [event] — I gain 1 boost."; and counters spent
or removed as a cost or a "You may …. If you do" (7.3.38.a, 2.5.g).

``READ``: the sentence -> a fragment its one ability must hold (its Reaction's event, or
its quick action's cost, or its effect's first step). ``REFUSED``: the sentence -> words of
the judge's reason it is refused with (the engine emits no such event, 6.3). ``UNREAD``:
siblings left to the judge today, listed so the benchmark shows them
(benchmarks/trigger_event_siblings.py measures all three)."""

from __future__ import annotations

from typing import Any

_BOOST = " — I gain 1 boost."
_ME = {"only_me": True}
_YOURS = {"controller": "you", "types": ["Character"]}
_ANY_TOKEN = ["Character", "Permanent"]


def _t(trigger: str, **more: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **more}}


_EVENTS: dict[str, dict[str, Any]] = {
    # gains: a boost, counters of a kind (a set's own), "one or more", "my / its Nth"
    "When I gain a boost": _t("gains_boosts", filter=_ME),
    # gdef (session 36): whose Character joins an Expedition, the filter's controller (7.5.5.b)
    "When a Character an opponent controls joins an Expedition": _t(
        "character_joins_an_expedition", filter={"controller": "opponent"}
    ),
    # the last counter of a set's name lost: read since g6 (2.5.g, 2.5.a)
    "When I lose my last Omen counter": _t("loses_last_boost", filter=_ME, counter="Omen"),
    # ia (session 38): a card joining your Reserve from your hand (3.2.5.a, 3.2.10.a)
    "When a card goes to your Reserve from your hand": _t(
        "card_joins_your_reserve", joined_from="hand"
    ),
    # a card joining your Discard pile from a zone of yours: read since g6 (3.2.3, 6.3.g)
    "When a card goes to your Discard pile from your Reserve": _t(
        "card_joins_your_discard_pile", joined_from="reserve"
    ),
    "When a Landmark you control loses its last Omen counter": _t(
        "loses_last_boost",
        filter={"permanents_in_landmarks": True, "types": ["Permanent"], "controller": "you"},
        counter="Omen",
    ),
    "When I gain one or more boosts": _t("gains_boosts", filter=_ME),
    "When I gain my second boost": _t("counter_reaches", amount=2, counter="boost"),
    "When I gain my third Omen counter": _t("counter_reaches", amount=3, counter="Omen"),
    "When I gain an Omen counter": _t("gains_counters", filter=_ME, counter="Omen"),
    "When I gain one or more Omen counters": _t("gains_counters", counter="Omen"),
    "When I gain one or more counters": _t("gains_counters", filter=_ME),
    "When another Character you control gains a boost": _t(
        "gains_boosts", filter={**_YOURS, "another": True}
    ),
    "When another Character you control gains one or more boosts": _t(
        "gains_boosts", filter={**_YOURS, "another": True}
    ),
    "When a Character an opponent controls gains a boost": _t(
        "gains_boosts", filter={"controller": "opponent"}
    ),
    "When a Spirit you control gains one or more boosts": _t(
        "gains_boosts", filter={"subtypes": ["Spirit"]}
    ),
    "When another Character you control gains an Omen counter": _t(
        "gains_counters", filter={"another": True}, counter="Omen"
    ),
    "When a Permanent you control gains an Omen counter": _t(
        "gains_counters", filter={"types": ["Permanent"]}, counter="Omen"
    ),
    "When a Landmark you control gains its second Omen counter": _t(
        "counter_reaches", amount=2, counter="Omen", filter={"permanents_in_landmarks": True}
    ),
    "When a Landmark you control gains one or more Ember counters": _t(
        "gains_counters", counter="Ember", filter={"permanents_in_landmarks": True}
    ),
    # statuses gained, lost, become, stop being (7.3.21.a)
    "When a Character you control gains [[Asleep]]": _t("gains_status", status="Asleep"),
    "When a Character you control gains [[Anchored]]": _t("gains_status", status="Anchored"),
    "When I gain [[Anchored]]": _t("gains_status", filter=_ME, status="Anchored"),
    "When I gain [[Fleeting]]": _t("gains_status", filter=_ME, status="Fleeting"),
    "When I lose [[Asleep]]": _t("loses_status", filter=_ME, status="Asleep"),
    "When I lose [[Fleeting]]": _t("loses_status", filter=_ME, status="Fleeting"),
    "When a Character you control loses [[Anchored]]": _t("loses_status", status="Anchored"),
    "When another Character you control loses [[Asleep]]": _t(
        "loses_status", filter={"another": True}, status="Asleep"
    ),
    "When I become [[Anchored]]": _t("becomes_status", filter=_ME, status="Anchored"),
    "When I become exhausted": _t("becomes_status", filter=_ME, status="Exhausted"),
    "When I become ready": _t("loses_status", filter=_ME, status="Exhausted"),
    "When a Character you control becomes [[Asleep]]": _t("becomes_status", status="Asleep"),
    "When a Character an opponent controls becomes [[Asleep]]": _t(
        "becomes_status", filter={"controller": "opponent"}, status="Asleep"
    ),
    "When I stop being [[Asleep]]": _t("loses_status", filter=_ME, status="Asleep"),
    "When I am no longer [[Asleep]]": _t("loses_status", filter=_ME, status="Asleep"),
    "When I'm no longer [[Anchored]]": _t("loses_status", filter=_ME, status="Anchored"),
    "When I stop being exhausted": _t("loses_status", filter=_ME, status="Exhausted"),
    "When a Character you control stops being [[Asleep]]": _t(
        "loses_status", filter=_YOURS, status="Asleep"
    ),
    "When another Character you control is no longer [[Anchored]]": _t(
        "loses_status", filter={**_YOURS, "another": True}, status="Anchored"
    ),
    "When a Character an opponent controls stops being [[Asleep]]": _t(
        "loses_status", filter={"controller": "opponent"}, status="Asleep"
    ),
    # a player's atomic actions (7.3): draws, discards, sacrifices, Resupplies, rolls, plays,
    # creates
    "When you draw one or more cards": _t("player_draws_cards", player="you"),
    "When you draw a card": _t("player_draws_a_card", player="you"),
    "When an opponent draws a card": _t("player_draws_a_card", player="opponent"),
    "When a player draws one or more cards": _t("player_draws_cards"),
    "When you draw your second card each turn": _t(
        "player_draws_a_card", player="you", ordinal=2, per="turn"
    ),
    "When you discard a card from your hand": _t(
        "card_discarded", player="you", discarded_from="hand"
    ),
    "When an opponent discards one or more cards": _t("card_discarded", player="opponent"),
    "When you discard one or more cards from your Reserve": _t(
        "card_discarded", player="you", filter={"in_your_reserve": True}
    ),
    "When an opponent sacrifices a Character": _t("player_sacrifices", player="opponent"),
    "When a player sacrifices a Character": _t("player_sacrifices"),
    "When you sacrifice one or more Characters": _t("you_sacrifice_a_character"),
    # "a token": of any type (2.1.e), both types named for the sacrifice Reaction
    "When you sacrifice a token": _t(
        "you_sacrifice_a_character", filter={"tokens": True, "types": _ANY_TOKEN}
    ),
    "When you sacrifice another token": _t(
        "you_sacrifice_a_character", filter={"tokens": True, "types": _ANY_TOKEN, "another": True}
    ),
    "When an opponent sacrifices a token": _t(
        "player_sacrifices", player="opponent", filter={"tokens": True, "types": _ANY_TOKEN}
    ),
    "When a player sacrifices a token": _t(
        "player_sacrifices", filter={"tokens": True, "types": _ANY_TOKEN}
    ),
    "When you sacrifice a Character token": _t(
        "you_sacrifice_a_character", filter={"tokens": True}
    ),
    "When you [Resupply]": _t("player_resupplies", player="you"),
    "When a player [Resupplies]": _t("player_resupplies"),
    "When an opponent rolls a die": _t("you_roll_a_die", player="opponent"),
    "When a player rolls a die": _t("you_roll_a_die", player="any"),
    "When you roll a die for the first time each turn": _t("you_roll_a_die", ordinal=1, per="turn"),
    "When an opponent plays a Spell": _t("opponent_plays_a_card", filter={"types": ["Spell"]}),
    "When an opponent plays a Character from Reserve": _t(
        "opponent_plays_a_card", played_from="reserve"
    ),
    "When a player plays a Landmark Permanent": _t(
        "you_play_a_card", player="any", zone_type="landmark"
    ),
    "When you play a Character from your hand": _t("you_play_a_card", played_from="hand"),
    "When an opponent creates one or more tokens": _t("you_create_tokens", player="opponent"),
    "When you create a token": _t("you_create_a_token"),
    "When a player creates one or more tokens": _t("you_create_tokens", player="any"),
    # Expeditions: forward, fails to, backwards (7.3.25, 7.3.24)
    "When an opponent's Expedition moves forward": _t("an_opponents_expedition_moves_forward"),
    "When your hero Expedition moves forward": _t("your_hero_expedition_moves_forward"),
    "When your companion Expedition fails to move forward": _t(
        "your_companion_expedition_fails_to_move_forward"
    ),
    "When my Expedition moves backwards": _t("my_expedition_moves_backward"),
    "When an opponent's Expedition moves backwards": _t("an_opponents_expedition_moves_backward"),
    # joins / leaves an Expedition; goes to a zone from a zone; leaves play
    "When a Character joins your hero Expedition": _t(
        "character_joins_one_of_your_expeditions", filter={"in_your_expedition": "hero"}
    ),
    "When another Character leaves my Expedition": _t(
        "character_leaves_my_expedition", filter={"another": True}
    ),
    "When a Character joins an opponent's Expedition": _t(
        "character_joins_an_opponents_expedition"
    ),
    "When I go to Reserve from an Expedition": _t("goes_to_reserve_from_expedition_zone"),
    "When I go to the Discard pile from an Expedition": _t("discarded_from_expedition_zone"),
    "When another Character you control goes to Reserve": _t(
        "object_goes_to_reserve", filter={**_YOURS, "another": True}
    ),
    "When a token you control leaves play": _t("object_leaves_play", filter={"tokens": True}),
    "When a Landmark you control leaves play": _t(
        "object_leaves_play", filter={"permanents_in_landmarks": True}
    ),
    "When a card leaves your Reserve": _t("card_leaves_your_reserve"),
    "When an opponent's Character leaves play": _t(
        "object_leaves_play", filter={"controller": "opponent"}
    ),
}

_COSTS: dict[str, dict[str, Any]] = {
    "{T}, spend 2 of my Omen counters: Draw a card.": {
        "quick_action": {"cost": {"exhaust_me": True, "spend": 2, "counter": "Omen"}}
    },
    "{1}, spend 1 of my boosts: Draw a card.": {
        "quick_action": {"cost": {"mana": 1, "spend": 1, "counter": "boost"}}
    },
    "Spend 2 of my Omen counters: Draw a card.": {
        "quick_action": {"cost": {"spend": 2, "counter": "Omen"}}
    },
    "Remove two of my Omen counters: Draw a card.": {
        "quick_action": {"cost": {"spend": 2, "counter": "Omen"}}
    },
    "{T}, remove 1 Omen counter from me: Draw a card.": {
        "quick_action": {"cost": {"exhaust_me": True, "spend": 1, "counter": "Omen"}}
    },
    "{T}, Remove an Omen counter from me: Draw a card.": {
        "quick_action": {"cost": {"exhaust_me": True, "spend": 1, "counter": "Omen"}}
    },
}


def _may(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"effect": [{**step, "may": True}]}}


_SPEND_OMEN = {"action": "spend_counters", "counter": "Omen"}
_REMOVE_OMEN = {"action": "remove_counters", "subject": "self", "counter": "Omen"}
_MAY_COSTS: dict[str, dict[str, Any]] = {
    "{J} You may spend 2 of my Omen counters. If you do, draw two cards.": _may(
        {**_SPEND_OMEN, "amount": 2}
    ),
    "{J} You may spend 1 of my boosts. If you do, draw a card.": _may(
        {"action": "spend_counters", "counter": "boost"}  # one: the default amount
    ),
    "{J} You may spend 3 of my Ember counters. If you do, target opponent discards a card from "
    "their Reserve.": _may({"action": "spend_counters", "amount": 3, "counter": "Ember"}),
    "{J} You may remove 2 Omen counters from me. If you do, draw a card.": _may(
        {**_REMOVE_OMEN, "amount": 2}
    ),
    "{J} You may remove an Omen counter from me. If you do, I gain 2 boosts.": _may(_REMOVE_OMEN),
    "{J} You may remove 2 of my Omen counters. If you do, draw two cards.": _may(
        {**_REMOVE_OMEN, "amount": 2}
    ),
    "{J} You may remove all my Omen counters. If you do, draw a card.": _may(
        {**_REMOVE_OMEN, "all_counters": True}
    ),
    "{J} You may remove two of my boosts. If you do, draw a card.": _may(
        {"action": "remove_counters", "subject": "self", "amount": 2, "counter": "boost"}
    ),
    "When my Expedition moves forward — You may spend 2 of my Omen counters. If you do, draw "
    "two cards.": _may({**_SPEND_OMEN, "amount": 2}),
    "When you roll a die — You may remove an Omen counter from me. If you do, ready me.": _may(
        _REMOVE_OMEN
    ),
    "At Dusk — You may spend 3 of my Omen counters. If you do, each opponent sacrifices a "
    "Character.": _may({**_SPEND_OMEN, "amount": 3}),
}

READ: dict[str, dict[str, Any]] = {
    **{event + _BOOST: fragment for event, fragment in _EVENTS.items()},
    **_COSTS,
    **_MAY_COSTS,
}

_NOT_WATCHED = "is not an event the engine watches"
_KEYWORD = "keyword ability gained or lost changes characteristics (2.3.1.a)"
_NTH = "for the first / Nth time each"
_THEIR_FAILS = "an opponent's Expedition failing to move forward (4.2.4.i)"
_FROM_ZONE = "where another object went from as well as where it goes"

REFUSED: dict[str, str] = {
    s + _BOOST: reason
    for s, reason in {
        "When I lose a boost": _NOT_WATCHED,
        "When I lose an Omen counter": _NOT_WATCHED,
        "When a Landmark you control loses an Omen counter": _NOT_WATCHED,
        "When I gain [Defender]": _KEYWORD,
        "When I gain [Tough 1]": _KEYWORD,
        "When I lose [Defender]": _KEYWORD,
        "When a Character you control gains [Gigantic]": _KEYWORD,
        "When another Character you control loses [Tough 2]": _KEYWORD,
        "When a Character you control gains a boost for the first time each turn": _NTH,
        "When I lose one or more boosts": _NOT_WATCHED,
        "When I lose all my boosts": _NOT_WATCHED,
        "When I lose 2 boosts": _NOT_WATCHED,
        "When a Character you control loses one or more boosts": _NOT_WATCHED,
        "When an opponent's Expedition fails to move forward": _THEIR_FAILS,
        "When one of an opponent's Expeditions fails to move forward": _THEIR_FAILS,
        # (ia, session 38: "… goes to Reserve from an Expedition" is read —
        # sentences_keyword_action_events.py)
        "When a Character you control goes to your hand from an Expedition": _FROM_ZONE,
        "When a Character goes to its owner's hand from play": _FROM_ZONE,
        "When you [Resupply] for the first time each turn": _NTH,
        "When my Expedition fails to move forward for the first time each Day": _NTH,
        "When another Character you control goes to the Discard pile from an Expedition": (
            _FROM_ZONE
        ),
        "When a Permanent you control goes to Reserve from the Landmark zone": _FROM_ZONE,
    }.items()
}

UNREAD: list[str] = [
    s + _BOOST
    for s in (
        "When a card in your Reserve gains an Omen counter",
        "When each opponent draws a card",
        "When each of your Expeditions moves forward",
        # "When I join an Expedition" reads since gk (session 34, own_join_triggers.py)
        "When I go to your hand from an Expedition",
        "When I go to my owner's deck from Reserve",
        "When I leave my Expedition",
        # "When a Character an opponent controls joins an Expedition" reads since gdef
        # (session 36): the controller kept as the filter's (7.5.5.b)
        # "When a card goes to your Reserve from your hand" reads since ia (session 38)
        "When a card goes to your Discard pile from an opponent's Reserve",
    )
]
"""Siblings left to the judge today (by hand, or refused with a reason): measured, never
read otherwise."""

# ---- merged into .sentences: the grammar rules gram86 adds, each with its sentences
KEYWORD_GAINED = "When I gain Defender — Draw a card."
KEYWORD_LOST = "When a Character you control loses Tough 1 — Draw a card."
THEIR_EXPEDITION_FAILS = "When an opponent's Expedition fails to move forward — Draw a card."
# ia (session 38): "goes to Reserve from an Expedition" is read now
# (sentences_keyword_action_events.py); another
# zone than a Reserve, from a zone, stays refused
GOES_FROM_A_ZONE = (
    "When a Character you control goes to your hand from an Expedition — Draw a card."
)
STOPS_BEING = "When I stop being [[Asleep]] — Draw a card."
NO_LONGER = "When another Character you control is no longer [[Anchored]] — Draw a card."
ALL_NAMED_COUNTERS = "When I lose all my Omen counters — Draw a card."

RULE_SENTENCES_TRIGGER_EVENTS: dict[str, tuple[str, ...]] = {
    "ev_keyword_gained_or_lost": (KEYWORD_GAINED, KEYWORD_LOST),
    "ev_opponents_expedition_fails": (THEIR_EXPEDITION_FAILS,),
    "ev_goes_from_zone_refused": (GOES_FROM_A_ZONE,),
    "ev_i_lose_status": (STOPS_BEING,),
    "ev_loses_status": (NO_LONGER,),
    "ev_counter_lost": (ALL_NAMED_COUNTERS,),
}
_LOSS = {"trigger": "loses_status", "effect": [{"action": "draw", "amount": 1}]}
READINGS_TRIGGER_EVENTS: dict[str, dict[str, Any]] = {
    STOPS_BEING: {"reaction": {**_LOSS, "filter": {"only_me": True}, "status": "Asleep"}},
    NO_LONGER: {
        "reaction": {
            **_LOSS,
            "filter": {"controller": "you", "types": ["Character"], "another": True},
            "status": "Anchored",
        }
    },
}
REFUSED_TRIGGER_EVENTS: dict[str, str] = {
    KEYWORD_GAINED: "2.3.1.a",
    KEYWORD_LOST: "2.3.1.a",
    THEIR_EXPEDITION_FAILS: "4.2.4.i",
    GOES_FROM_A_ZONE: "6.3.f",
    ALL_NAMED_COUNTERS: "2.5.j",  # gy: the loss as an object leaves play
}
