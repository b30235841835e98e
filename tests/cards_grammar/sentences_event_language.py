# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of a trigger's event (gram74, issue 30), written before building: the
event (6.3.b) as [who or what] x [an atomic action's event, 7.3] x [from a zone] x [to a
zone], each slot filled with the CR's words — objects (I / a / another / one of your / an
opponent's [type], described ones), actors (you / an opponent / a player), events (enter /
leave play, go to Reserve / hand / Mana, discarded / sacrificed, exhausted / readied, gain /
lose boosts or counters, move, played, created), zones (from play, from an Expedition, an
opponent's Expedition, the Expedition facing me) and the trigger frames ("At [phase]",
"Each time", "Whenever", the icons). Written for these tests, not copied from card data.

Measured with ``benchmarks/event_language_siblings.py``: before gram74, 90 of 176 read (none
read wrong); after, 127 read, every reading checked by its meaning (none wrong), and the
rest refused — the events the engine does not record by name."""

from __future__ import annotations

from typing import Any

READ: tuple[str, ...] = (
    # gs (session 35): counters of every name in a trigger's object, as it was (6.3.j)
    "When a Character with a counter leaves play — Draw a card.",
    # read since g4 (session 32): 'your hand' for a card you may not own is its owner's
    # (1.4.3.a); 'it' the card in Reserve (2.1.f)
    "When a Character you control goes to Reserve — Return it to your hand.",
    "When I enter play — Draw a card.",
    "When a Character you control enters play — Draw a card.",
    "When one of your Characters enters play — Draw a card.",
    "When a Landmark you control enters play — Draw a card.",
    "When I leave play — Draw a card.",
    "When a Character leaves play — Draw a card.",
    "When another Character you control leaves play — Draw a card.",
    "When a token leaves play — Draw a card.",
    "When a Landmark leaves play — Draw a card.",
    "When an opponent's Character leaves play — Draw a card.",
    "When one of your Characters leaves play — Draw a card.",
    "When a Character leaves an opponent's Expedition — Draw a card.",
    "When a Character leaves your Expedition — Draw a card.",
    "When a Character leaves my Expedition — Draw a card.",
    "When a Character joins your Expedition — Draw a card.",
    "When a Character joins my Expedition — Draw a card.",
    "When an opponent's Character joins the Expedition facing me — It loses 1 boost.",
    "When a Character joins the Expedition facing me — Draw a card.",
    "When a Character you control joins my Expedition — It gains 1 boost.",
    "When another Character joins my Expedition — It gains 1 boost.",
    "When I go to Reserve — Draw a card.",
    "When I go to Reserve from an Expedition — Draw a card.",
    "When a Character goes to Reserve — Draw a card.",
    "When a Character you control goes to Reserve — Draw a card.",
    "When an opponent's Character goes to Reserve — Draw a card.",
    "When one of your Characters goes to Reserve — Draw a card.",
    "When I go to my owner's hand — Draw a card.",
    "When I return to your hand — Draw a card.",
    "When a Character you control returns to your hand — Draw a card.",
    "When I'm discarded — Draw a card.",
    "When I'm discarded from play — Draw a card.",
    "When a Character is discarded — Draw a card.",
    "When a Character you control is discarded — Draw a card.",
    "When a card is discarded from your hand — I gain 1 boost.",
    "When a card is discarded from an opponent's Reserve — I gain 1 boost.",
    "When a Character is discarded from play — Draw a card.",
    "When I'm sacrificed — Draw a card.",
    "When a Character is sacrificed — Draw a card.",
    "When a Character you control is sacrificed — Draw a card.",
    "When you sacrifice a Character — Draw a card.",
    "When you sacrifice a Landmark — Draw a card.",
    "When an opponent sacrifices a Permanent — Draw a card.",
    "When a player sacrifices a Character — Draw a card.",
    "When one of your Landmarks is sacrificed — Draw a card.",
    "When I become exhausted — Draw a card.",
    "When I'm exhausted — Draw a card.",
    "When a Character you control becomes exhausted — Draw a card.",
    "When a Character is exhausted — Draw a card.",
    "When I'm readied — Draw a card.",
    "When I become ready — Draw a card.",
    "When a Character you control is readied — Draw a card.",
    "When an opponent's Character becomes exhausted — Draw a card.",
    "When a Landmark you control becomes exhausted — Draw a card.",
    "When I gain a boost — Draw a card.",
    "When one of your Characters gains a boost — Draw a card.",
    "When a Character you control gains a boost — Draw a card.",
    "When an opponent's Character gains a boost — Draw a card.",
    "When another Character gains a boost — Draw a card.",
    "When a Character gains one or more boosts — Draw a card.",
    "When I gain a counter — Draw a card.",
    "When I gain an Ember counter — Draw a card.",
    "When a Landmark you control gains its third Ember counter — Draw a card.",
    "When a Landmark you control gains an Ember counter — Draw a card.",
    "When a Character you control gains a counter — Draw a card.",
    "When a Character gains a Glimmer counter — Draw a card.",
    "When a Character you control with a boost goes to Reserve — Draw a card.",
    "When an exhausted Character you control leaves play — Draw a card.",
    "When a Robot you control enters play — Draw a card.",
    "When a Robot Character you control goes to Reserve — Draw a card.",
    "When an opponent's Expedition moves forward — Draw a card.",
    "When you play a Character — Draw a card.",
    "When you play a Spell — Draw a card.",
    "When you play a Permanent — Draw a card.",
    "When an opponent plays a Character — Draw a card.",
    "When a player plays a Spell — Draw a card.",
    "When you play a Character from Reserve — Draw a card.",
    "When you play a card from your hand — Draw a card.",
    "When an opponent plays a card from Reserve — Draw a card.",
    "When I'm played from your hand — Draw a card.",
    "When you create a token — Draw a card.",
    "When you create a Character token — Draw a card.",
    "When a token is created — Draw a card.",
    "When an opponent creates a token — Draw a card.",
    "When you roll a die — Draw a card.",
    "When an opponent rolls a die — Draw a card.",
    "When an opponent discards a card — I gain 1 boost.",
    "When you discard a card — I gain 1 boost.",
    "When a player discards a card — I gain 1 boost.",
    "When you draw a card — I gain 1 boost.",
    "When an opponent draws a card — I gain 1 boost.",
    "When an opponent passes — Draw a card.",
    "When you discard a Character from your hand — I gain 1 boost.",
    "At Noon — Draw a card.",
    "At Dusk — Draw a card.",
    "At Night — Draw a card.",
    "Each time a Character joins my Expedition — Draw a card.",
    "Each time you play a Spell — I gain 1 boost.",
    "After you play a Spell — I gain 1 boost.",
    "Whenever a Character you control leaves play — Draw a card.",
    "{J} Draw a card.",
    "{H} Draw a card.",
    "{R} Draw a card.",
    "When a Character joins my Expedition — It gains 1 boost.",
    "When an opponent plays a Character — It loses 1 boost.",
    "When a Character you control gains a boost — It gains 1 boost.",
    "When a Character you control becomes exhausted — Ready it.",
    "When a Character leaves my Expedition — It gains 1 boost.",
    "When you sacrifice a Character — Draw a card.",
    "When a token you control leaves play — Draw a card.",
    "When one of an opponent's Characters leaves play — Draw a card.",
    "When one of your opponent's Characters gains a boost — Draw a card.",
    "When your opponent's Character goes to Reserve — Draw a card.",
    "When one of your Characters becomes exhausted — Draw a card.",
    "When one of your Characters is sacrificed — Draw a card.",
    "When one of your Landmarks leaves play — Draw a card.",
    "When one of your Characters joins my Expedition — It gains 1 boost.",
    "When one of your Characters leaves my Expedition — Draw a card.",
    "When a Character leaves one of your Expeditions — Draw a card.",
    "When a Robot leaves an opponent's Expedition — Draw a card.",
    "When an opponent's Character joins an opponent's Expedition — Draw a card.",
    "When I go to Reserve from my Expedition — Draw a card.",
    "When I return to my owner's hand — Draw a card.",
    "When I go to your hand — Draw a card.",
    "When a Character token is created — Draw a card.",
    "When a Character you control is discarded from play — Draw a card.",
    "When a Character you control moves to your other Expedition — Draw a card.",
    "When I gain a Glimmer counter — It gains 1 boost.",
)
"""Read (executable), each reading checked by what it means."""

READ_WHERE_FROM: tuple[str, ...] = (
    # gram95: a card put in your own Mana zone (card_joins_your_mana_zone, 3.2.9.a)
    "When a card goes to your Mana zone — I gain 1 boost.",
    "When you put a card in your Mana zone — I gain 1 boost.",
    "When I go to Reserve from an Expedition — Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
    "When I leave the Expedition zone — Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
    "When I go to Reserve from my Expedition — Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
)
"""Where the event came from, named in the output (6.3.j): "the Expedition I left"."""

REFUSED_WHERE_FROM: tuple[str, ...] = (
    "When I go to Reserve — Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
    "When a Character leaves play — Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
    "{J} Create a [Sproutling 1/1/1] Plant token in the Expedition I left.",
)
"""After a trigger that does not say I left the Expedition zone, "the Expedition I left" is
not said: refused (6.3.j)."""

REFUSED: tuple[str, ...] = (
    "When a Character enters play — Draw a card.",
    "When another Character enters play — Draw a card.",
    "When an opponent's Character enters play — Draw a card.",
    "When a token enters play — Draw a card.",
    "When a Permanent enters play — Draw a card.",
    "When a Character moves to the Expedition facing me — Draw a card.",
    "When a Character moves to my Expedition — Draw a card.",
    "When I move to another Expedition — Draw a card.",
    "When I go to Reserve from an Expedition — Create an Ordis Recruit 1/1/1 Soldier Character token in the Expedition I left.",
    # (ia, session 38: "When a Character goes to Reserve from an Expedition" is read now —
    # sentences_keyword_action_events.py)
    "When a Character goes to its owner's hand — Draw a card.",
    "When an opponent puts a card in their Mana zone — I gain 1 boost.",
    "When you put a card in your Reserve — I gain 1 boost.",
    "When you put a Character in your Reserve — I gain 1 boost.",
    "When I am discarded from your Reserve — Draw a card.",
    "When I'm discarded from your hand — Draw a card.",
    "When a Permanent you control is discarded from play — Draw a card.",
    "When you exhaust a Permanent you control — Draw a card.",
    "When you exhaust a Character — Draw a card.",
    "When an opponent exhausts a Character — Draw a card.",
    "When you ready a Character — Draw a card.",
    "When I lose a boost — Draw a card.",
    "When a Character you control loses a boost — Draw a card.",
    "When a Character loses its boosts — Draw a card.",
    "When I lose an Ember counter — Draw a card.",
    "When I move forward — Draw a card.",
    "When a Character you control moves forward — Draw a card.",
    "When an opponent's Character moves forward — Draw a card.",
    "When I move backward — Draw a card.",
    # ("When your Expedition moves forward" is read now: one of your Expeditions, 6.3.g —
    # sentences_trigger_marks.py)
    "When a Character moves — Draw a card.",
    "When I'm played — Draw a card.",
    "At the start of the Day — Draw a card.",
    "When an opponent's Character enters play — Exhaust it.",
    "When an opponent's token enters play — Draw a card.",
    "When a Character token enters play — Draw a card.",
    "When another Character leaves an opponent's Expedition — Draw a card.",
    "When a Character you control leaves an opponent's Expedition — Draw a card.",
    "When a Robot token is created — Draw a card.",
    "When another Character is discarded from play — Draw a card.",
    "When a Landmark is discarded from play — Draw a card.",
    "When an opponent readies a Character — Draw a card.",
    "When a player exhausts a Permanent — Draw a card.",
    "When an opponent puts a card in their Reserve — Draw a card.",
    "When a Character you control loses a Glimmer counter — Draw a card.",
    "When a Character exhausts a card — Draw a card.",
)
"""Not read: left to the judge (many by name: events the engine does not record)."""


# ---- the registry of the grammar's rules (tests/cards_grammar/sentences.py merges it): one
# printed sentence per rule of the block "events as one language", its exact reading or the
# words of its refusal
READINGS_EVENT_LANGUAGE: dict[str, dict[str, Any]] = {
    "When one of your Characters leaves play — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one of your Landmarks is sacrificed — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_sacrifices",
            "filter": {
                "permanents_in_landmarks": True,
                "types": ["Permanent"],
                "controller": "you",
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one of an opponent's Characters leaves play — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one of your opponent's Characters gains a boost — I gain 1 boost.": {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When your opponent's Character goes to Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_goes_to_reserve",
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I'm discarded from play — I gain 1 boost.": {
        "reaction": {
            "trigger": "discarded",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I am discarded from play — I gain 1 boost.": {
        "reaction": {
            "trigger": "discarded",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character is discarded from play — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Character"]},
            "discarded_from": "expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character you control is discarded from play — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Character"], "controller": "you"},
            "discarded_from": "expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I go to Reserve from an Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I go to Reserve from my Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character leaves an opponent's Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_expedition_zone",
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Robot leaves an opponent's Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_expedition_zone",
            "filter": {"subtypes": ["Robot"], "types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character leaves one of your Expeditions — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_leaves_your_expeditions",
            "filter": {},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character leaves your Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_leaves_your_expeditions",
            "filter": {},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins your Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_one_of_your_expeditions",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I become ready — I gain 1 boost.": {
        "reaction": {
            "trigger": "loses_status",
            "filter": {"only_me": True},
            "status": "Exhausted",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I'm readied — I gain 1 boost.": {
        "reaction": {
            "trigger": "loses_status",
            "filter": {"only_me": True},
            "status": "Exhausted",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I gain a counter — I gain 1 boost.": {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "filter": {"only_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I gain an Ember counter — I gain 1 boost.": {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "counter": "Ember",
            "filter": {"only_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I return to your hand — I gain 1 boost.": {
        "reaction": {
            "trigger": "returned_to_hand",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I go to my owner's hand — I gain 1 boost.": {
        "reaction": {
            "trigger": "returned_to_hand",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a token is created — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "player": "any",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character token is created — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "player": "any",
            "filter": {"types": ["Character"]},  # gdef: token Characters only (2.2.1)
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent's Character joins the Expedition facing me — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_an_opponents_expedition",
            "filter": {"facing_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Landmark you control gains its third Ember counter — I gain 1 boost.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "Ember",
            "filter": {
                "permanents_in_landmarks": True,
                "types": ["Permanent"],
                "controller": "you",
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
}

REFUSED_EVENT_LANGUAGE: dict[str, str] = {
    "When a Permanent you control is discarded from play — I gain 1 boost.": "a Permanent "
    "discarded from play "
    "(from the "
    "Expedition or the ",
    "When a Character you control leaves an opponent's Expedition — I gain 1 boost.": "whose "
    "Character "
    "is said "
    "twice",
    "When you exhaust a Character — I gain 1 boost.": "who exhausts or readies an object "
    "(7.3.13.a, 7.3.28.a) is no",
    "When an opponent readies a Character — I gain 1 boost.": "who exhausts or readies an object "
    "(7.3.13.a, 7.3.28.a) is no",
    "When a player exhausts a Permanent — I gain 1 boost.": "who exhausts or readies an object "
    "(7.3.13.a, 7.3.28.a) is no",
    # gram95: a card put in your own Mana zone is read (card_joins_your_mana_zone, 3.2.9.a);
    # another player's is still refused
    "When an opponent puts a card in their Mana zone — I gain 1 boost.": "a card put in another "
    "player's Mana zone (3.2.9.a) is not an event the engine",
    "When you put a card in your Reserve — I gain 1 boost.": "who puts a card in Reserve "
    "(7.3.27.a) is not recorded by the",
    # gy: the reason now names the loss as an object leaves play (2.5.j)
    "When I lose a boost — I gain 1 boost.": "a boost or counter lost is not an event",
    "When a Character you control loses a Glimmer counter — I gain 1 boost.": "a boost or counter "
    "lost is not an event",
    "When I move forward — I gain 1 boost.": "a Character moving is not an event the engine "
    "watches: Exped",
    "When a Character moves to the Expedition facing me — I gain 1 boost.": "a Character moving "
    "is not an event the "
    "engine watches: "
    "Exped",
    "When I'm played — I gain 1 boost.": "'When I'm played' from either zone is not one trigger "
    "yet: {",
    "When a Robot token is created — I gain 1 boost.": "only 'a token is created' (any player's, "
    "7.3.5.a) is read",
}

RULE_SENTENCES_EVENT_LANGUAGE: dict[str, tuple[str, ...]] = {
    "one_of_yours_joiner": (
        "When one of your Characters leaves play — I gain 1 boost.",
        "When one of your Landmarks is sacrificed — I gain 1 boost.",
    ),
    "one_of_opponents_joiner": (
        "When one of an opponent's Characters leaves play — I gain 1 boost.",
        "When one of your opponent's Characters gains a boost — I gain 1 boost.",
    ),
    "opponents_joiner": ("When your opponent's Character goes to Reserve — I gain 1 boost.",),
    "ev_i_discarded_from_play": (
        "When I'm discarded from play — I gain 1 boost.",
        "When I am discarded from play — I gain 1 boost.",
    ),
    "ev_discarded_from_play": (
        "When a Character is discarded from play — I gain 1 boost.",
        "When a Character you control is discarded from play — I gain 1 boost.",
        "When a Permanent you control is discarded from play — I gain 1 boost.",
    ),
    "ev_go_reserve_from_expedition": (
        "When I go to Reserve from an Expedition — I gain 1 boost.",
        "When I go to Reserve from my Expedition — I gain 1 boost.",
    ),
    "ev_leaves_an_opponents_expedition": (
        "When a Character leaves an opponent's Expedition — I gain 1 boost.",
        "When a Robot leaves an opponent's Expedition — I gain 1 boost.",
        "When a Character you control leaves an opponent's Expedition — I gain 1 boost.",
    ),
    "ev_leaves_your_expeditions": (
        "When a Character leaves one of your Expeditions — I gain 1 boost.",
        "When a Character leaves your Expedition — I gain 1 boost.",
    ),
    "one_of_your_expeditions_joined": ("When a Character joins your Expedition — I gain 1 boost.",),
    "ev_i_become_ready": ("When I become ready — I gain 1 boost.",),
    "ev_i_am_discarded": ("When I'm readied — I gain 1 boost.",),
    "ev_i_gain_a_counter": (
        "When I gain a counter — I gain 1 boost.",
        "When I gain an Ember counter — I gain 1 boost.",
    ),
    "ev_i_go_to_hand": (
        "When I return to your hand — I gain 1 boost.",
        "When I go to my owner's hand — I gain 1 boost.",
    ),
    "ev_actor_changes_status": (
        "When you exhaust a Character — I gain 1 boost.",
        "When an opponent readies a Character — I gain 1 boost.",
        "When a player exhausts a Permanent — I gain 1 boost.",
    ),
    "ev_put_in_mana_zone": (
        "When you put a card in your Mana zone — I gain 1 boost.",
        "When a card goes to your Mana zone — I gain 1 boost.",
        "When an opponent puts a card in their Mana zone — I gain 1 boost.",
        "When you put a card in your Reserve — I gain 1 boost.",
    ),
    "ev_counter_lost": (
        "When I lose a boost — I gain 1 boost.",
        "When a Character you control loses a Glimmer counter — I gain 1 boost.",
    ),
    "ev_character_moves": (
        "When I move forward — I gain 1 boost.",
        "When a Character moves to the Expedition facing me — I gain 1 boost.",
    ),
    "ev_i_am_played": ("When I'm played — I gain 1 boost.",),
    "ev_token_is_created": (
        "When a token is created — I gain 1 boost.",
        "When a Character token is created — I gain 1 boost.",
        "When a Robot token is created — I gain 1 boost.",
    ),
    "ev_joins": ("When an opponent's Character joins the Expedition facing me — I gain 1 boost.",),
    "ev_gains_nth_counter": (
        "When a Landmark you control gains its third Ember counter — I gain 1 boost.",
    ),
}

I_LEFT = (
    "When I go to Reserve from an Expedition \u2014 Create a [Sproutling 1/1/1] Plant token in "
    "the Expedition I left."
)
I_LEFT_NOT_LEFT = "{J} Create a [Sproutling 1/1/1] Plant token in the Expedition I left."
READINGS_EVENT_LANGUAGE[I_LEFT] = {
    "reaction": {
        "trigger": "goes_to_reserve_from_expedition_zone",
        "effect": [
            {
                "action": "create",
                "token": "Sproutling 1/1/1 Plant",
                "amount": 1,
                "subject": "my_expedition",
            }
        ],
    }
}
REFUSED_EVENT_LANGUAGE[I_LEFT_NOT_LEFT] = (
    "read only after a trigger on my leaving the Expedition zone"
)
RULE_SENTENCES_EVENT_LANGUAGE["expedition_i_left_place"] = (I_LEFT, I_LEFT_NOT_LEFT)

BOARD_SENTENCES_EVENT_LANGUAGE: tuple[str, ...] = (
    "When a Character leaves an opponent's Expedition \u2014 I gain 1 boost.",
    "When one of your Characters leaves play \u2014 I gain 1 boost.",
    "When I'm readied \u2014 I gain 1 boost.",
    "When a Character is discarded from play \u2014 I gain 1 boost.",
    "When a Landmark you control gains its third Ember counter \u2014 I gain 1 boost.",
    I_LEFT,
)
"""The readings test_board_event_language.py plays on boards."""
