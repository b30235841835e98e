"""Sibling sentences of keyword action events (issue 30, session 38), written before building (not
copied from card data), each judged by meaning:

1. A SET'S KEYWORD ACTION OF SEVERAL STEPS AS A TRIGGER EVENT — "When you [Barter] —" where
   [Barter] is "Discard a card from your Reserve. If you do, draw a card.": carried out once its
   FIRST step is (6.5.f), the Reaction activating once, after that step (6.3.h, 1.2.7.c); "The
   first time you [Barter] each turn" the player's first such step of the turn (4.2.3.b).
2. A SET'S KEYWORD ACTION DONE BY ANOTHER PLAYER — "Target opponent [Barters].", "Each player
   [Barters].", "Each opponent may [Barter].", "Target opponent [Lades 2].": the definition's
   "you" that player (1.4.7.b), its follow-ups theirs (6.5.f).
3. A MOVE TO RESERVE FILTERED BY WHERE THE CARD CAME FROM — "When a Spell you control goes to
   Reserve after it resolves" (Limbo, 5.2.4.b), "… from your hand" (3.2.5.a), "… from an
   Expedition" (3.2.4.a).

Read with :data:`SET_KEYWORDS` (as an import gives a set's definitions). Held by
tests/cards_grammar/test_keyword_action_events_siblings.py; boards in
test_board_keyword_action_steps.py and test_board_reserve_origins.py."""

from __future__ import annotations

D = "\u2014"

SET_KEYWORDS = {
    "barter": "Discard a card from your Reserve. If you do, draw a card.",
    "restock": "Put a card from your hand in your Reserve. Draw a card.",
    "lade": "Put the top X cards of your deck in your Reserve.",
    "kindle": "Target Character you control gains 1 Ember counter.",
    "glimmer": "When you play a Spell, I gain 1 boost.",
}
"""The set's keywords: Barter one step and its "If you do" (6.5.f), Restock two steps, Lade
one step with an X, Kindle one step (gram54's), Glimmer a keyword ABILITY (a Reaction)."""

# ---------------------------------------------------------------- 1. several steps, a trigger
EVENT_READ: dict[str, tuple[str, str, int]] = {
    f"When you [Barter] {D} Draw a card.": ("Barter", "you", 0),
    f"When you Barter {D} I gain 1 boost.": ("Barter", "you", 0),
    f"Each time you [Barter] {D} I gain 1 boost.": ("Barter", "you", 0),
    f"Whenever you [Barter] {D} Draw a card.": ("Barter", "you", 0),
    f"When an opponent [Barters] {D} Draw a card.": ("Barter", "opponent", 0),
    f"When your opponent [Barters] {D} I gain 1 boost.": ("Barter", "opponent", 0),
    f"When a player [Barters] {D} I gain 1 boost.": ("Barter", "any", 0),
    f"When a player Barters {D} Draw a card.": ("Barter", "any", 0),
    f"{{I}} When you [Barter] {D} I gain 1 boost.": ("Barter", "you", 0),
    f"{{I}} When an opponent [Barters] {D} Draw a card.": ("Barter", "opponent", 0),
    f"{{I}} When a player [Barters] {D} I gain 1 boost.": ("Barter", "any", 0),
    f"When you [Barter], if you control a Plant {D} Draw a card.": ("Barter", "you", 0),
    f"When you [Barter], if I'm boosted {D} Draw a card.": ("Barter", "you", 0),
    f"When you [Barter] {D} Draw a card. This ability triggers only once per turn.": (
        "Barter",
        "you",
        0,
    ),
    f"When you [Barter] {D} I gain 1 boost. Use this ability only once each Day.": (
        "Barter",
        "you",
        0,
    ),
    f"When you [Barter] {D} Target Character gains 1 boost.": ("Barter", "you", 0),
    f"When you [Barter] {D} You may draw a card.": ("Barter", "you", 0),
    f"When you [Barter] {D} [Kindle].": ("Barter", "you", 0),
    f"When you [Barter] {D} If I'm boosted, draw a card.": ("Barter", "you", 0),
    f"When you [Barter] {D} Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.": (
        "Barter",
        "you",
        0,
    ),
    f"When you [Restock] {D} Draw a card.": ("Restock", "you", 0),
    f"When you Restock {D} I gain 1 boost.": ("Restock", "you", 0),
    f"When an opponent [Restocks] {D} I gain 1 boost.": ("Restock", "opponent", 0),
    f"When a player [Restocks] {D} Draw a card.": ("Restock", "any", 0),
    f"{{I}} When you [Restock] {D} I gain 1 boost.": ("Restock", "you", 0),
    f"Whenever an opponent [Restocks] {D} Draw a card.": ("Restock", "opponent", 0),
    f"When you [Restock], if you have 2 or more cards in your Reserve {D} I gain 1 boost.": (
        "Restock",
        "you",
        0,
    ),
    f"When you [Restock] {D} [Barter].": ("Restock", "you", 0),
    f"When you [Barter] {D} [Restock].": ("Barter", "you", 0),
    f"The first time you [Barter] each turn {D} Draw a card.": ("Barter", "you", 1),
    f"The second time you [Barter] each turn {D} I gain 1 boost.": ("Barter", "you", 2),
    f"The first time an opponent [Barters] each turn {D} Draw a card.": ("Barter", "opponent", 1),
    f"The first time a player [Barters] each turn {D} I gain 1 boost.": ("Barter", "any", 1),
    f"When you [Barter] for the first time each turn {D} Draw a card.": ("Barter", "you", 1),
    f"The first time you [Restock] each turn {D} I gain 1 boost.": ("Restock", "you", 1),
    f"The first time you [Kindle] each turn {D} I gain 1 boost.": ("Kindle", "you", 1),
    f"The first time you [Barter] each Day {D} Draw a card.": ("Barter", "you", 1),
    f"{{I}} The first time you [Barter] each turn {D} Draw a card.": ("Barter", "you", 1),
    f"The first time you [Barter] each Afternoon {D} Draw a card.": ("Barter", "you", 1),
    f"The first time each turn you [Barter] {D} Draw a card.": ("Barter", "you", 1),
    f"The first time you [Barter] each turn, if you control a Plant {D} Draw a card.": (
        "Barter",
        "you",
        1,
    ),
    f"When an opponent [Barters] {D} Target opponent [Barters].": ("Barter", "opponent", 0),
}
"""Text -> (the keyword action watched, whose, the Nth of the period or 0)."""

EVENT_REFUSED: dict[str, str] = {
    f"When you [Lade 2] {D} Draw a card.": "2",
    f"When you [Barters] {D} Draw a card.": "Barters",
    f"When an opponent [Barter] {D} Draw a card.": "Barter",
    f"When a Character you control [Barters] {D} Draw a card.": "Barters",
    f"When target opponent [Barters] {D} Draw a card.": "target opponent",
    f"When you [Barter] or [Restock] {D} Draw a card.": "or Restock",
    f"When you would [Barter] {D} Draw a card.": "would",
    f"When you [Glimmer] {D} Draw a card.": "Glimmer",
}
"""Near-misses, other meanings, refused: a number after the name (which X is watched is not
said); the verb's person not the player's; an object doing it (a player does a keyword action,
1.4.7); a targeted player (no target in a trigger, 6.5.b); two actions joined by "or"; "would"
(a replacement's word, 6.2.b); a keyword ABILITY (Glimmer's reminder is a Reaction)."""

# ---------------------------------------------------------------- 2. done by another player
PLAYERS_READ: dict[str, tuple[str, str, bool]] = {
    "{J} Target opponent [Barters].": ("Barter", "target_opponent", False),
    "{J} Target opponent Barters.": ("Barter", "target_opponent", False),
    "{J} Each opponent [Barters].": ("Barter", "each_opponent", False),
    "{J} Your opponent [Barters].": ("Barter", "each_opponent", False),
    "{J} Each of your opponents [Barters].": ("Barter", "each_opponent", False),
    "{J} All opponents [Barter].": ("Barter", "each_opponent", False),
    "{J} Each player [Barters].": ("Barter", "each_player", False),
    "{J} All players [Barter].": ("Barter", "each_player", False),
    "{H} Target opponent [Barters].": ("Barter", "target_opponent", False),
    "{R} Each opponent [Barters].": ("Barter", "each_opponent", False),
    "SPELL Target opponent [Barters].": ("Barter", "target_opponent", False),
    "SPELL Each player [Barters].": ("Barter", "each_player", False),
    "SPELL Each opponent [Barters]. Draw a card.": ("Barter", "each_opponent", False),
    "SPELL Draw a card. Target opponent [Barters].": ("Barter", "target_opponent", False),
    f"When you play a Spell {D} Each opponent [Barters].": ("Barter", "each_opponent", False),
    f"When I leave play {D} Target opponent [Barters].": ("Barter", "target_opponent", False),
    f"{{I}} When you play a Character {D} Each player [Barters].": (
        "Barter",
        "each_player",
        False,
    ),
    f"When an opponent [Barters] {D} Each player [Barters].": ("Barter", "each_player", False),
    "{J} Target opponent may [Barter].": ("Barter", "target_opponent", True),
    "{J} Each opponent may [Barter].": ("Barter", "each_opponent", True),
    "{J} Your opponent may [Barter].": ("Barter", "each_opponent", True),
    "{H} Target opponent may [Barter].": ("Barter", "target_opponent", True),
    "{J} Target opponent [Kindles].": ("Kindle", "target_opponent", False),
    "{J} Each opponent [Kindles].": ("Kindle", "each_opponent", False),
    "{J} Each player [Kindles].": ("Kindle", "each_player", False),
    "{J} Target opponent may [Kindle].": ("Kindle", "target_opponent", True),
    "{J} Each opponent may [Kindle].": ("Kindle", "each_opponent", True),
    "{R} Your opponent [Kindles].": ("Kindle", "each_opponent", False),
    "{J} Target opponent [Lades 2].": ("Lade 2", "target_opponent", False),
    "{J} Each opponent [Lades 1].": ("Lade 1", "each_opponent", False),
    "{J} Each player [Lades 3].": ("Lade 3", "each_player", False),
    "{H} Your opponent [Lades 2].": ("Lade 2", "each_opponent", False),
    "{J} Target opponent may [Lade 2].": ("Lade 2", "target_opponent", True),
    "SPELL Each player [Lades 2].": ("Lade 2", "each_player", False),
    f"At the start of Dusk {D} Each player [Barters].": ("Barter", "each_player", False),
    f"{{I}} At the start of Dusk {D} Each opponent [Barters].": ("Barter", "each_opponent", False),
    "{J} Target opponent [Barters]. I gain 1 boost.": ("Barter", "target_opponent", False),
    "{J} I gain 1 boost. Each opponent [Barters].": ("Barter", "each_opponent", False),
    f"When you [Barter] {D} Target opponent [Barters].": ("Barter", "target_opponent", False),
    "{J} Each opponent [Kindles]. Draw a card.": ("Kindle", "each_opponent", False),
    # the verb in the plural after a singular subject: read as the grammar reads "Target
    # opponent draw a card" (the players the subject names do it, 1.4.7.b)
    "{J} Target opponent [Barter].": ("Barter", "target_opponent", False),
    # "Its controller": the controller of the object the step before acted on (1.4.7.b)
    "{J} Exhaust target Character. Its controller [Kindles].": ("Kindle", "its_controller", False),
    "{J} Exhaust target Character. Its controller [Lades 2].": ("Lade 2", "its_controller", False),
}
"""Text -> (the keyword action as printed, the players who do it, "may"); "SPELL " before a
text: a Spell's effect."""

PLAYERS_NOT_RUN: tuple[str, ...] = ("{J} Exhaust target Character. Its controller [Barters].",)
"""Read by the grammar but not run by the engine (its controller's own follow-up after a
follow-up: "the reading does not fit the card language") — left to the judge."""

PLAYERS_REFUSED: dict[str, str] = {
    # ("{J} Each player [Restocks]." reads now — ib40: each player does the whole action in
    # turn, 6.1.h; sentences_hands_players.py EACH_READ, its [Stow] the same two steps)
    # ib39 (session 39): "Target opponent [Restocks]." reads now — one player does every step
    # as their own (sentences_hidden_zones_choices.py SEVERAL_READ); several players stay refused
    "{J} Target Character's controller [Barters].": "Barters",
    "{J} Each player may [Barter].": "they",
    "{J} Target opponent [Glimmers].": "Glimmers",
    "{J} Target opponent [Lades].": "Lade",
}
"""Near-misses refused: a definition of several steps done by another player (the engine has
another player do one step, not a whole action of several, 6.1.h — read by hand); "Target
Character's controller [X]" (only a step on the object targeted is read for its controller);
"Each player may [Barter]" (each player's own follow-up after their own "may": not read); a
keyword ability as a verb; an X the card does not give ("[Lades]": its reminder's X unread)."""

# ---------------------------------------------------------------- 3. to Reserve from a zone
ORIGINS_READ: dict[str, tuple[str, str]] = {
    f"When a Spell you control goes to Reserve after it resolves {D} Draw a card.": (
        "object_goes_to_reserve",
        "limbo",
    ),
    f"When a Spell goes to Reserve after it resolves {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "limbo",
    ),
    f"When a Spell goes to your Reserve after it resolves {D} Draw a card.": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"When a card goes to your Reserve after it resolves {D} Draw a card.": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"When another Spell goes to your Reserve after it resolves {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"{{I}} When a Spell goes to your Reserve after it resolves {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"Each time a Spell you control goes to Reserve after it resolves {D} Draw a card.": (
        "object_goes_to_reserve",
        "limbo",
    ),
    f"When a Spell goes to your Reserve after its resolution {D} Draw a card.": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"When a Spell you control goes to Reserve after it resolves, if you control a Plant {D}"
    " Draw a card.": ("object_goes_to_reserve", "limbo"),
    f"When a card is sent to your Reserve from your hand {D} Draw a card.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a card is put in your Reserve from your hand {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a card goes to your Reserve from your hand {D} Draw a card.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a Character is put in your Reserve from your hand {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a Spell joins your Reserve from your hand {D} Draw a card.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"{{I}} When a card is sent to your Reserve from your hand {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"Whenever a card is put into your Reserve from your hand {D} Draw a card.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a card goes to Reserve from your hand {D} Draw a card.": (
        "object_goes_to_reserve",
        "hand",
    ),
    f"When a card is sent to your Reserve from your hand, if I'm boosted {D} Draw a card.": (
        "card_joins_your_reserve",
        "hand",
    ),
    f"When a card goes to your Reserve from your deck {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "deck",
    ),
    f"When a card is put in your Reserve from your deck {D} Draw a card.": (
        "card_joins_your_reserve",
        "deck",
    ),
    f"{{I}} When a card goes to your Reserve from your deck {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "deck",
    ),
    f"When a card is returned to your Reserve from your discard pile {D} Draw a card.": (
        "card_joins_your_reserve",
        "discard",
    ),
    f"When a Character goes to your Reserve from your discard pile {D} I gain 1 boost.": (
        "card_joins_your_reserve",
        "discard",
    ),
    f"When one of your Characters goes to Reserve from an Expedition {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character you control goes to Reserve from an Expedition {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character goes to Reserve from an Expedition {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character goes to Reserve from the Expedition zone {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character goes to Reserve from your Expeditions {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When another Character goes to Reserve from an Expedition {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character is sent to Reserve from an Expedition {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Character goes to your Reserve from an Expedition {D} Draw a card.": (
        "card_joins_your_reserve",
        "expedition",
    ),
    f"{{I}} When one of your Characters goes to Reserve from an Expedition {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"Each time a Character goes to Reserve from an Expedition {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Plant goes to Reserve from an Expedition {D} I gain 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a Permanent goes to Reserve from an Expedition {D} Draw a card.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When one of your Characters goes to Reserve from an Expedition, if you control a Plant"
    f" {D} Draw a card.": ("object_goes_to_reserve", "expedition"),
    f"When a Character goes to Reserve from an Expedition {D} It gains 1 boost.": (
        "object_goes_to_reserve",
        "expedition",
    ),
    f"When a card goes to your Reserve from your hand {D} Draw a card. This ability triggers"
    " only once per turn.": ("card_joins_your_reserve", "hand"),
    f"When a Spell goes to your Reserve after it resolves {D} [Barter].": (
        "card_joins_your_reserve",
        "limbo",
    ),
    f"When a card is sent to your Reserve from your hand {D} Target opponent [Barters].": (
        "card_joins_your_reserve",
        "hand",
    ),
}
"""Text -> (the Reserve trigger, the zone the card came from)."""

ORIGINS_REFUSED: dict[str, str] = {
    f"When a Character goes to Reserve after it resolves {D} Draw a card.": "5.2.4.b",
    f"When a Permanent goes to your Reserve after it resolves {D} Draw a card.": "5.2.4.b",
    f"When a card goes to your Reserve from your Reserve {D} Draw a card.": "Reserve",
    f"When a card goes to your Reserve from an opponent's hand {D} Draw a card.": "opponent's",
    f"When a Character goes to Reserve from a Landmark {D} Draw a card.": "Landmark",
    f"When a token goes to Reserve from an Expedition {D} Draw a card.": "goes to",
    f"When a Landmark goes to Reserve from your hand {D} Draw a card.": "Landmark",
    f"When a Spell goes to your Reserve after it is played {D} Draw a card.": "played",
    f"When a Character goes to Reserve from my Expedition {D} Draw a card.": "6.3.f",
}
"""Near-misses refused: "after it resolves" of a Character or a Permanent (only a Spell
resolves into a Reserve, 5.2.4.b); from the Reserve itself (no move, 3.2.10); from another
player's hand or from the Landmark zone (not read yet); a token (never goes to Reserve, 2.1.e);
a Landmark (from play or from another zone is not told, 2.2.3.c); "after it is played" (not
the resolution); "from my Expedition" (one Expedition's origin is not read yet)."""

# ---------------------------------------------------------------- registered readings
_BARTERED = f"When you [Barter] {D} Draw a card."
_THEIRS = "{J} Target opponent Barters."
_FROM_LIMBO = f"When a Spell you control goes to Reserve after it resolves {D} Draw a card."
_FROM_HAND = f"When a card is sent to your Reserve from your hand {D} Draw a card."
_FROM_DECK = f"When a card goes to your Reserve from your deck {D} Draw a card."
_FROM_DISCARD = f"When a card is put in your Reserve from your discard pile {D} Draw a card."
_FROM_EXPEDITION = f"When a Character goes to Reserve from an Expedition {D} Draw a card."
_FROM_YOURS = f"When a Character goes to Reserve from your Expeditions {D} Draw a card."
_GA_TO_HAND = f"When a Character goes to your hand from the Expedition facing me {D} Draw a card."

READINGS_IA: dict[str, dict[str, object]] = {
    _THEIRS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_reserve",
                    "then": [{"action": "draw", "amount": 1}],
                    "keyword_action": "Barter",
                    "players_do": "target_opponent",
                }
            ],
        }
    },
    _FROM_LIMBO: {
        "reaction": {
            "trigger": "object_goes_to_reserve",
            "filter": {"types": ["Spell"], "controller": "you"},
            "joined_from": "limbo",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _FROM_HAND: {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "joined_from": "hand",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
_DREW = [{"action": "draw", "amount": 1}]
_CHARACTER: dict[str, object] = {"types": ["Character"]}
READINGS_IA.update(
    {
        _FROM_DECK: {
            "reaction": {
                "trigger": "card_joins_your_reserve",
                "joined_from": "deck",
                "effect": _DREW,
            }
        },
        _FROM_DISCARD: {
            "reaction": {
                "trigger": "card_joins_your_reserve",
                "joined_from": "discard",
                "effect": _DREW,
            }
        },
        _FROM_EXPEDITION: {
            "reaction": {
                "trigger": "object_goes_to_reserve",
                "filter": _CHARACTER,
                "joined_from": "expedition",
                "effect": _DREW,
            }
        },
        _FROM_YOURS: {
            "reaction": {
                "trigger": "object_goes_to_reserve",
                "filter": {"types": ["Character"], "controller": "you"},
                "joined_from": "expedition",
                "effect": _DREW,
            }
        },
    }
)
"""The grammar's readings registered with every rule's (tests/cards_grammar/sentences.py),
read with :data:`SET_KEYWORDS` (added to the registry's)."""

RULE_SENTENCES_IA: dict[str, tuple[str, ...]] = {
    "ia_players_do_set_action": (_THEIRS,),
    "ia_goes_to_reserve_from": (_FROM_LIMBO,),
    "ia_joins_your_reserve_from": (_FROM_HAND,),
    "ia_from_limbo": (_FROM_LIMBO,),
    "ia_from_zone": (_FROM_HAND, _FROM_DECK, _FROM_DISCARD, _FROM_EXPEDITION, _FROM_YOURS),
}
