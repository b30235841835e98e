"""Sibling sentences of ha (issue 30, session 37), written before building (not copied from
card data): A KEYWORD ACTION AS A TRIGGER EVENT — "When you [Kindle] —", "When an opponent
[Kindles] —", "When a player [Sabotages] —": the keyword action carried out by the player the
words name (1.2.2), once per step (6.1.c; a step is one event, 1.2.7.c), a set's own by its
definition of one step (2.2.12.c), the rules' Sabotage by its atomic actions (7.3.35.a).

``READ``: text -> (the keyword action watched, whose). ``REFUSED``: text -> words its refusal
holds. Read with :data:`SET_KEYWORDS` (as an import gives a set's definitions). Held by
tests/cards_grammar/test_ha_siblings.py; boards in test_board_ha_keyword_action_events.py."""

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
}

REFUSED: dict[str, str] = {
    # a definition of several steps: which step's event is the action done is not said (6.1.c)
    f"When you [Stoke] {D} Draw a card.": "several steps",
    f"When an opponent [Stokes] {D} I gain 1 boost.": "several steps",
    f"When you [Kindle 2] {D} Draw a card.": "2",
    f"When you [Kindles] {D} Draw a card.": "Kindles",
    f"When an opponent [Kindle] {D} Draw a card.": "Kindle",
    f"When you [Glimmer] {D} Draw a card.": "Glimmer",
    f"When a Character you control [Kindles] {D} Draw a card.": "Kindles",
    f"When target opponent [Kindles] {D} Draw a card.": "target opponent",
    f"When you [Kindle] or [Hush] {D} Draw a card.": "or Hush",
    f"The first time you [Kindle] each turn {D} Draw a card.": "Nth event",
    f"When you [Sabotages] {D} Draw a card.": "Sabotages",
    f"When an opponent [Sabotage] {D} Draw a card.": "Sabotage",
    f"When you [Augment] a card {D} Draw a card.": "Augment",
    f"When you [Exhausted Resupply] {D} Draw a card.": "Exhausted Resupply",
    f"When you would [Kindle] {D} Draw a card.": "would",
    f"When you [Sabotage] a Character {D} Draw a card.": "a Character",
}
"""Near-misses, other meanings, refused: a keyword action of several steps (which event is
it, 6.1.c); a number after the name (which X is watched is not said); the verb's person
not the player's ("you Kindles", "an opponent Kindle"); an object doing it ("a Character you
control Kindles": a player does a keyword action, 1.4.7); a targeted player ("target
opponent": no target in a trigger, 6.5.b); two actions joined by "or"; "The first time … each
turn" (the engine counts no keyword action through a period); a word a set defines as an
ability (Glimmer's reminder is a Reaction); "Augment a card" (an object augmented, not read
yet), "Exhausted Resupply" ("When you Resupply" says it, 7.3.14.a); "would" (a replacement's
word, 6.2.b); "Sabotage a Character" (Sabotage acts on a card in a Reserve, 7.3.35.a)."""

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
