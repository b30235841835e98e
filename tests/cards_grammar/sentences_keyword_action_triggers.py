"""Sibling sentences of keyword action triggers (issue 30, session 37), written before building (not
copied from card data): A KEYWORD ACTION AS A TRIGGER EVENT — "When you [Kindle] —", "When an
opponent [Kindles] —", "When a player [Sabotages] —": the keyword action carried out by the player
the words name (1.2.2), once per step (6.1.c; a step is one event, 1.2.7.c), a set's own by its
definition of one step (2.2.12.c), the rules' Sabotage by its atomic actions (7.3.35.a).

``READ``: text -> (the keyword action watched, whose). ``REFUSED``: text -> words its refusal
holds. Read with :data:`SET_KEYWORDS` (as an import gives a set's definitions). Held by
tests/cards_grammar/test_keyword_action_triggers_siblings.py; boards in
test_board_keyword_action_triggers.py."""

from __future__ import annotations

D = "\u2014"

SET_KEYWORDS = {
    "kindle": "Target Character you control gains 1 Ember counter.",
    "hush": "Exhaust target Character.",
    "ferry": "Return target Character you control to its owner's hand.",
    "smelt": "Target Character you control gains 1 boost.",
    "stoke": "Draw a card. I gain 1 boost.",
}
"""The set's keyword actions (one step each, Stoke two): "Hushes", "Ferries" are third
persons of their own spelling."""

READ: dict[str, tuple[str, str]] = {
    f"When you [Kindle] {D} Draw a card.": ("Kindle", "you"),
    f"When you Kindle {D} I gain 1 boost.": ("Kindle", "you"),
    f"When you [Kindle], if you control a Plant {D} Draw a card.": ("Kindle", "you"),
    f"{{I}} When you [Kindle] {D} I gain 1 boost.": ("Kindle", "you"),
    f"Each time you [Kindle] {D} Draw a card.": ("Kindle", "you"),
    f"Whenever you [Kindle] {D} I gain 1 boost.": ("Kindle", "you"),
    f"When an opponent [Kindles] {D} Draw a card.": ("Kindle", "opponent"),
    f"When your opponent [Kindles] {D} I gain 1 boost.": ("Kindle", "opponent"),
    f"When a player [Kindles] {D} Target Character gains 1 boost.": ("Kindle", "any"),
    f"When a player Kindles {D} Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.": (
        "Kindle",
        "any",
    ),
    f"{{I}} When an opponent [Kindles] {D} I gain 1 boost.": ("Kindle", "opponent"),
    f"When you [Hush] {D} Draw a card.": ("Hush", "you"),
    f"When an opponent [Hushes] {D} I gain 1 boost.": ("Hush", "opponent"),
    f"When a player [Hushes] {D} Draw a card.": ("Hush", "any"),
    f"When you [Ferry] {D} Draw a card.": ("Ferry", "you"),
    f"When an opponent [Ferries] {D} I gain 1 boost.": ("Ferry", "opponent"),
    f"When a player Ferries {D} I gain 2 boosts.": ("Ferry", "any"),
    f"When you [Smelt] {D} You may draw a card.": ("Smelt", "you"),
    f"When an opponent [Smelts] {D} Exhaust target Character.": ("Smelt", "opponent"),
    f"{{I}} When you [Smelt] {D} Draw a card.": ("Smelt", "you"),
    f"When you [Kindle] {D} Draw a card. This ability triggers only once per turn.": (
        "Kindle",
        "you",
    ),
    f"When you [Kindle] {D} I gain 1 boost. Use this ability only once each Day.": (
        "Kindle",
        "you",
    ),
    f"When you [Kindle], if I'm boosted {D} Draw a card.": ("Kindle", "you"),
    f"When you [Hush], if you have 2 or more cards in your Reserve {D} I gain 1 boost.": (
        "Hush",
        "you",
    ),
    f"When you [Sabotage] {D} Draw a card.": ("sabotage", "you"),
    f"When you Sabotage {D} I gain 1 boost.": ("sabotage", "you"),
    f"When an opponent [Sabotages] {D} Draw a card.": ("sabotage", "opponent"),
    f"When your opponent [Sabotages] {D} I gain 1 boost.": ("sabotage", "opponent"),
    f"When a player [Sabotages] {D} Draw a card.": ("sabotage", "any"),
    f"{{I}} When you [Sabotage] {D} I gain 1 boost.": ("sabotage", "you"),
    f"{{I}} When an opponent [Sabotages] {D} Draw a card.": ("sabotage", "opponent"),
    f"Each time you [Sabotage] {D} I gain 1 boost.": ("sabotage", "you"),
    f"Whenever an opponent [Sabotages] {D} Draw a card.": ("sabotage", "opponent"),
    f"When you [Sabotage], if you control a Plant {D} Draw a card.": ("sabotage", "you"),
    f"When you [Sabotage] {D} Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.": (
        "sabotage",
        "you",
    ),
    f"When you [Sabotage] {D} You may draw a card. This ability triggers only once per turn.": (
        "sabotage",
        "you",
    ),
    f"When a player Sabotages {D} Target Character gains 1 boost.": ("sabotage", "any"),
    f"When you [Kindle] {D} [Hush].": ("Kindle", "you"),
    f"When you [Hush] {D} [Kindle].": ("Hush", "you"),
    f"When you [Sabotage] {D} [Kindle].": ("sabotage", "you"),
    f"When an opponent [Kindles] {D} [Sabotage].": ("Kindle", "opponent"),
    f"When you [Ferry] {D} Draw a card and I gain 1 boost.": ("Ferry", "you"),
    f"When you [Kindle] {D} If I'm boosted, draw a card.": ("Kindle", "you"),
    f"When you [Kindle] {D} Draw a card, then I gain 1 boost.": ("Kindle", "you"),
    f"When a player [Smelts] {D} If you control a Plant, I gain 1 boost.": ("Smelt", "any"),
    # ia (session 38): a definition of several steps, carried out once its first step is
    # (6.5.f); the Nth time each turn (4.2.3.b)
    f"When you [Stoke] {D} Draw a card.": ("Stoke", "you"),
    f"When an opponent [Stokes] {D} I gain 1 boost.": ("Stoke", "opponent"),
    f"The first time you [Kindle] each turn {D} Draw a card.": ("Kindle", "you"),
}

REFUSED: dict[str, str] = {
    # (ia, session 38: a definition of several steps and "The first time … each turn" are
    # read now — sentences_keyword_action_events.py; Stoke's two siblings and Kindle's first time
    # moved to READ)
    f"When you [Kindle 2] {D} Draw a card.": "2",
    f"When you [Kindles] {D} Draw a card.": "Kindles",
    f"When an opponent [Kindle] {D} Draw a card.": "Kindle",
    f"When you [Glimmer] {D} Draw a card.": "Glimmer",
    f"When a Character you control [Kindles] {D} Draw a card.": "Kindles",
    f"When target opponent [Kindles] {D} Draw a card.": "target opponent",
    f"When you [Kindle] or [Hush] {D} Draw a card.": "or Hush",
    f"When you [Sabotages] {D} Draw a card.": "Sabotages",
    f"When an opponent [Sabotage] {D} Draw a card.": "Sabotage",
    f"When you [Augment] a card {D} Draw a card.": "Augment",
    f"When you [Exhausted Resupply] {D} Draw a card.": "Exhausted Resupply",
    f"When you would [Kindle] {D} Draw a card.": "would",
    f"When you [Sabotage] a Character {D} Draw a card.": "a Character",
}
"""Near-misses, other meanings, refused: a number after the name (which X is watched is not said);
the verb's person not the player's ("you Kindles", "an opponent Kindle"); an object doing it ("a
Character you control Kindles": a player does a keyword action, 1.4.7); a targeted player
("target opponent": no target in a trigger, 6.5.b); two actions joined by "or"; a word a set
defines as an ability (Glimmer's reminder is a Reaction); "Augment a card" (an object augmented,
not read yet), "Exhausted Resupply" ("When you Resupply" says it, 7.3.14.a); "would" (a
replacement's word, 6.2.b); "Sabotage a Character" (Sabotage acts on a card in a Reserve,
7.3.35.a)."""

KINDLED = f"When you Kindle {D} Draw a card."
SABOTAGED = f"When an opponent Sabotages {D} Draw a card."

READINGS_HA: dict[str, dict[str, object]] = {
    KINDLED: {
        "reaction": {
            "trigger": "player_does_keyword_action",
            "keyword_action": "Kindle",
            "player": "you",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    SABOTAGED: {
        "reaction": {
            "trigger": "player_does_keyword_action",
            "keyword_action": "sabotage",
            "player": "opponent",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
"""The grammar's readings registered with every rule's (tests/cards_grammar/sentences.py),
read with gram54's SET_KEYWORDS (Kindle defined the same)."""

RULE_SENTENCES_HA: dict[str, tuple[str, ...]] = {
    "ev_does_set_action": (KINDLED,),
    "ev_does_sabotage": (SABOTAGED,),
}


# ---------------------------------------------------------------- 2. played in a terrain
PLAYED_READ: dict[str, tuple[str, str]] = {
    f"When you play a Character in {{V}} {D} Draw a card.": ("you", "forest"),
    f"When you play a Character in {{M}} {D} I gain 1 boost.": ("you", "mountain"),
    f"When you play a Character in {{O}} {D} Draw a card.": ("you", "water"),
    f"{{I}} When you play a Character in {{V}} {D} I gain 1 boost.": ("you", "forest"),
    f"{{I}} When an opponent plays a Character in {{M}} {D} Draw a card.": ("opponent", "mountain"),
    f"Each time you play a Character in {{O}} {D} I gain 1 boost.": ("you", "water"),
    f"Whenever you play a Character in {{V}} {D} Draw a card.": ("you", "forest"),
    f"When an opponent plays a Character in {{O}} {D} Draw a card.": ("opponent", "water"),
    f"When an opponent plays a Character in {{V}} {D} I gain 1 boost.": ("opponent", "forest"),
    f"When your opponent plays a Character in {{M}} {D} Draw a card.": ("opponent", "mountain"),
    f"When a player plays a Character in {{O}} {D} I gain 1 boost.": ("any", "water"),
    f"When a player plays a Character in {{V}} {D} Draw a card.": ("any", "forest"),
    f"When you play another Character in {{M}} {D} I gain 1 boost.": ("you", "mountain"),
    f"When you play another Character in {{V}} {D} Draw a card.": ("you", "forest"),
    f"When you play a Plant in {{V}} {D} Draw a card.": ("you", "forest"),
    f"When you play a Robot in {{M}} {D} I gain 1 boost.": ("you", "mountain"),
    f"When an opponent plays a Robot in {{O}} {D} Draw a card.": ("opponent", "water"),
    f"When you play a Boosted Character in {{V}} {D} Draw a card.": ("you", "forest"),
    f"When you play a Character with Hand Cost {3} or more in {{V}} {D} Draw a card.": (
        "you",
        "forest",
    ),
    f"When you play a Character with Hand Cost {2} or less in {{O}} {D} I gain 1 boost.": (
        "you",
        "water",
    ),
    f"When you play a Character in {{V}} from Reserve {D} Draw a card.": ("you", "forest"),
    f"When you play a Character from Reserve in {{M}} {D} I gain 1 boost.": ("you", "mountain"),
    f"When you play a Character from your hand in {{O}} {D} Draw a card.": ("you", "water"),
    f"When you play a Character in {{V}}, if you control a Plant {D} Draw a card.": (
        "you",
        "forest",
    ),
    f"When you play a Character in {{M}}, if I'm boosted {D} Draw a card.": ("you", "mountain"),
    f"When an opponent plays a Character in {{O}}, if your hand is empty {D} Draw a card.": (
        "opponent",
        "water",
    ),
    f"When you play a Character in {{V}} {D} Draw a card. This ability triggers only once per"
    " turn.": (
        "you",
        "forest",
    ),
    f"When you play a Character in {{M}} {D} I gain 1 boost. Use this ability only once each"
    " Day.": (
        "you",
        "mountain",
    ),
    f"When you play a Character in {{O}} {D} It gains 1 boost.": ("you", "water"),
    f"When you play a Character in {{V}} {D} Target Character gains 1 boost.": ("you", "forest"),
    f"When you play a Character in {{M}} {D} You may draw a card.": ("you", "mountain"),
    f"When you play a Character in {{O}} {D} Create an Ordis Recruit 1/1/1 Soldier token in my"
    " Expedition.": (
        "you",
        "water",
    ),
    f"When an opponent plays a Character in {{V}} {D} Exhaust target Character.": (
        "opponent",
        "forest",
    ),
    f"When a player plays a Character in {{M}} {D} I gain 2 boosts.": ("any", "mountain"),
    f"When you play a Character in {{V}} {D} If you control a Plant, draw a card.": (
        "you",
        "forest",
    ),
    f"When you play a Character in {{O}} {D} Draw a card, then I gain 1 boost.": ("you", "water"),
    f"When you play a Mage in {{O}} {D} Draw a card.": ("you", "water"),
    f"When you play a Soldier in {{M}} {D} I gain 1 boost.": ("you", "mountain"),
    f"When a player plays a Plant in {{V}} {D} I gain 1 boost.": ("any", "forest"),
    f"When you play an Animal in {{V}} {D} Draw a card.": ("you", "forest"),
    f"{{I}} When a player plays a Character in {{O}} {D} Draw a card.": ("any", "water"),
    f"When you play another Plant in {{V}} {D} I gain 1 boost.": ("you", "forest"),
}
"""2. "When you / an opponent / a player play(s) a [Character] in {V} —": the play trigger
(5.1.2.l) with the played Character where it went in that terrain (7.5.8.b-c). Text -> (whose,
the terrain)."""
PLAYED_REFUSED: dict[str, str] = {
    f"When you play a Permanent in {{M}} {D} Draw a card.": "7.5.8.c",
    f"When you play a Spell in {{V}} {D} Draw a card.": "7.5.8.c",
    f"When you play a Landmark in {{O}} {D} Draw a card.": "7.5.8.c",
    f"When you play a card in {{V}} {D} Draw a card.": "7.5.8.c",
    f"When you play a Character in {{V}} or {{M}} {D} Draw a card.": "or",
    f"When you play your second Character in {{V}} each turn {D} Draw a card.": "by card type only",
    f"When you play a Character in my Expedition in {{V}} {D} Draw a card.": "not read yet",
    f"When you play a token in {{V}} {D} Draw a card.": "not read yet",
}
"""Refused: a Spell, a Permanent, "a card" played "in [terrain]" (only a Character or Gear is in
a terrain, 7.5.8.c: which cards it names is not said); two terrains joined by "or" (not read
here yet); the Nth play counted by card type only; "in my Expedition in {V}" and a token (not
read yet)."""
