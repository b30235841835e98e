"""Adversarial siblings of this stop's new readings (the session-30 review, issue 30): near-misses
of gram106-gram111, each judged by what it MEANS against the CR — "read" (read, and read right: its
steps checked in tests/cards_grammar/test_past_self_statistics_near_misses.py or played on a board
in tests/engine/test_board_past_self_statistics.py) or "refused" (left to the judge by name).
Written for this review, not copied from card data. ``SPELL`` marks a Spell's text."""

from __future__ import annotations

SPELL = "SPELL "

# gram106: "I had" / "me" as I was, in a Reaction to my leaving play only (6.3.j, 2.1.h)
I_HAD: dict[str, str] = {
    "When I leave play — If I had a boost, draw a card.": "read",
    "When I gain a boost — If I had a boost, draw a card.": "refused",
    "When I'm exhausted — If I had a boost, draw a card.": "refused",
    "{J} If I had a boost, draw a card.": "refused",
    "At Dusk — Draw a card for each boost I had.": "refused",
    "When another Character leaves play — If I had a boost, draw a card.": "refused",
    "When I go to Reserve from my Expedition — Draw a card for each boost I had.": "read",
    "When I'm discarded — Draw a card for each boost I had.": "read",
    "When I leave play — If I had Anchored, draw a card.": "refused",
    "When I leave play — If I was Anchored, draw a card.": "read",
    "When I leave play — If I had 3 or more boosts, draw a card.": "read",
    "When I leave play — Target Character gains 1 boost for each Secret counter I had.": "read",
    "When I leave play — Draw cards equal to my {V}.": "read",
    "When I leave play — If I had more boosts than a Character you control, draw a card.": (
        "refused"
    ),
    "When a Character you control leaves play — If it had a boost, draw a card.": "read",
    "When I'm sacrificed — If I had no Secret counters, draw a card.": "read",
    "When I leave play — Draw a card. If I had a boost, draw a card.": "read",
    "When I leave play — If you had a boost, draw a card.": "refused",
    "{R} When I leave play — Draw a card for each boost I had.": "refused",
    # read since session 42: a discarded card counted "for each" is from that player's hand
    "When I leave play — Each opponent discards a card for each boost I had.": "read",
    "When I leave play — You may draw a card for each boost I had.": "read",
    "When I leave play — If I had a boost, draw a card, otherwise discard a card.": "read",
    SPELL + "Draw a card for each boost I had.": "refused",
}

# gram107: a choice of modes on one line; "Starting with you, each player …" (6.5.g, 1.4.2.a)
CHOOSERS: dict[str, str] = {
    "{J} Target opponent chooses one: they discard a card, or you draw a card.": "read",
    "{J} Target opponent chooses one: they discard a card, or you draw a card, or you gain "
    "1 boost.": "refused",
    "{J} Target opponent chooses one: they discard a card or you draw a card.": "refused",
    "{J} You choose one: draw a card, or target Character gains 1 boost.": "refused",
    "{J} Each opponent chooses one: they discard a card, or you draw a card.": "read",
    "{J} Target opponent chooses one: they sacrifice a Character, or they discard a card "
    "from their Reserve.": "read",
    "{J} Target opponent chooses one: discard a card, or draw a card.": "read",
    "{J} Target opponent may choose one: they discard a card, or you draw a card.": "refused",
    "{J} Target opponent chooses one: they discard a card from their Reserve, or you draw "
    "a card.": "read",
    "{J} Target opponent chooses one: they discard a card from their hand, or you draw a "
    "card.": "read",
    "{J} Target opponent chooses one: they sacrifice a Character, or I gain 2 boosts.": "read",
    "{J} Target opponent chooses one: they draw a card, or they discard a card from their "
    "Reserve.": "read",
    "{J} Target opponent chooses one: you draw a card, or they sacrifice a Character.": "read",
    "{J} Target opponent chooses one: they sacrifice a Character, or you may draw a card.": (
        "refused"
    ),
    "{J} Target opponent chooses one: they exhaust a Character they control, or you draw a "
    "card.": "read",
    "{J} Target opponent chooses one: each player draws a card, or you draw a card.": "read",
    "{J} Target opponent chooses one: I gain 2 boosts, or you draw a card.": "read",
    "{J} Target opponent chooses one: they lose 1 boost, or you draw a card.": "refused",
    "{J} You choose one: they discard a card from their Reserve, or you draw a card.": ("refused"),
    "{J} Starting with you, each player draws a card.": "read",
    "{J} Starting with you, each player sacrifices a Character.": "read",
    "{J} Starting with you, each player may return a Character they control to its owner's "
    "hand.": "read",
    "{J} Starting with you, each player chooses a Character they control. Sacrifice the "
    "chosen Characters.": "refused",
    "{J} Starting with you, each player discards a card from their Reserve.": "read",
    "{J} Starting with target opponent, each player draws a card.": "refused",
    "{J} Starting with you, each player puts a card from their hand in their Reserve.": "read",
    "{J} Starting with you, each player chooses a Character. It gains 1 boost.": "refused",
}

# gram108: boosts compared (2.5.1), "with no boosts and Hand Cost N or less"
COMPARED: dict[str, str] = {
    "{J} Target Character with fewer boosts than me gains 1 boost.": "read",
    "{J} Target Character with fewer boosts than a Character you control gains 1 boost.": ("read"),
    "{J} Target Character with more boosts than a Character you control gains 1 boost.": ("read"),
    "{J} Target Character with more boosts than each Character you control gains 1 boost.": (
        "refused"
    ),
    "{J} Target Character with fewer boosts than target Character gains 1 boost.": "refused",
    "{J} Target Character with no boosts and Hand Cost {3} or less gains 1 boost.": "read",
    "{J} Target Character with no boosts or Hand Cost {3} or less gains 1 boost.": "refused",
    "{J} Target Character with boosts and Hand Cost {3} or less gains 1 boost.": "refused",
    "{J} Target Character with no boosts and Reserve Cost {3} or less gains 1 boost.": "read",
    "{J} Target Character with no boosts and Hand Cost {3} or more gains 1 boost.": "read",
    "{J} Target Character with as many boosts as me gains 1 boost.": "refused",
    "{J} Target Character with fewer boosts than it gains 1 boost.": "refused",
    "{J} Target Character an opponent controls with fewer boosts than me gains 1 boost.": ("read"),
    # he (session 37) reads it: counters compared with me (2.5.c, 6.5.b)
    "{J} Target Character with fewer Secret counters than me gains 1 boost.": "read",
    "{J} Target Character with fewer boosts than I have gains 1 boost.": "refused",
    "{J} If you control a Character with more boosts than me, draw a card.": "read",
    "{J} If an opponent controls a Character with fewer boosts than me, draw a card.": "read",
    "{J} Draw a card for each Character with fewer boosts than me.": "read",
    "{J} Sacrifice each Character with fewer boosts than me.": "read",
    "{J} Sacrifice each other Character with fewer boosts than me.": "read",
    "When I gain a boost — Sacrifice each Character with fewer boosts than me.": "read",
    # "me" left play: compared with the boosts I had (6.3.j) — WRONG before (nothing passed)
    "When I leave play — Sacrifice each Character with fewer boosts than me.": "refused",
    "When I leave play — Target Character with fewer boosts than me gains 1 boost.": "refused",
    "When I leave play — If an opponent controls a Character with fewer boosts than me, "
    "draw a card.": "refused",
    "When I leave play — Draw a card for each Character with fewer boosts than me.": "refused",
    "When I'm sacrificed — Sacrifice each Character with more boosts than me.": "refused",
    "When I go to Reserve from my Expedition — Target Character with fewer boosts than me "
    "gains 1 boost.": "refused",
    "When I leave play — Target Character with fewer boosts than a Character you control "
    "gains 1 boost.": "read",
}

# gram109: compound steps (6.5.b, 6.5.f)
COMPOUND: dict[str, str] = {
    "{J} Sacrifice a Character, then you may draw a card.": "read",
    "{J} Discard a card from your Reserve, then you may draw a card.": "read",
    "{J} Target Character gains 1 boost, then you may exhaust it.": "read",
    "{J} Target opponent discards a card, then you may draw a card.": "read",
    "{J} You may discard a card, then you may draw a card.": "refused",
    "{J} Draw a card, then you may discard a card.": "read",
    "{J} Target Character gains [[Tough 2]] and 2 boosts.": "read",
    "{J} Target Character gains [[Tough 2]] and 2 boosts this turn.": "refused",
    "{J} I gain [[Tough 2]] and 2 boosts.": "read",
    "{J} I gain Anchored and 2 boosts.": "read",
    "{J} Target Character and I each gain 1 boost.": "read",
    "{J} Target Character and I each gain Anchored.": "read",
    "{J} Target Character you control and I each gain 2 boosts.": "read",
    "{J} Target Character and I each go to Reserve.": "refused",
    "{J} Sacrifice target Character. It and I each gain 1 boost.": "refused",
    "{J} Return target Character to its owner's hand. It and I each gain 1 boost.": "refused",
    "{J} Exhaust target Character. It and I each gain 1 boost.": "refused",
    "{J} Target Character and I each lose all our boosts.": "refused",
    # gb (session 33): read as every player drawing, each as their own (1.2.1.b, 1.4.7.b,
    # 6.1.h) — its reading checked in test_rules (sentences_grants_continuations.py) and on a board
    # (test_board_grants_continuations.py)
    "{J} You and target opponent each draw a card.": "read",
    "{J} Target Character loses all its boosts, Anchored and Fleeting.": "read",
    "{J} Target Character loses all its boosts and Anchored.": "refused",
    "{J} Target Character loses Anchored, Fleeting and all its boosts.": "read",
    # "[object] loses all its boosts." alone — refused after the merge (gram110's "loses …
    # and can't gain" took the word "loses" from ``lose``: an LALR shift/reduce), read again
    "{J} Target Character loses all its boosts.": "read",
    "{H} Target Character with 2 or more boosts loses all its boosts.": "read",
    "{J} Target Character in the Expedition facing me loses all its boosts.": "read",
    "{J} Characters in my Expedition lose all their boosts and can't gain boosts this "
    "turn.": "read",
    "{J} Sacrifice a Character. If you do, draw two cards, otherwise draw a card.": "read",
    "{J} Discard a card from your Reserve. If you do, draw two cards, otherwise draw a "
    "card.": "read",
    "{J} Target opponent discards a card. If they do, draw a card, otherwise I gain 1 "
    "boost.": "refused",
    "{J} Discard two cards. If you do, draw two cards, otherwise draw a card.": "read",
    "{J} Return a Character you control to its owner's hand. If you do, draw two cards, "
    "otherwise draw a card.": "read",
    "{J} You may sacrifice a Character. If you do, draw two cards, otherwise draw a card.": (
        "read"
    ),
    # "it" left play (6.3.j): it gains nothing — WRONG before (the card in Reserve gained)
    "When a Character you control leaves play — It and I each gain 1 boost.": "refused",
    "When a Character you control leaves play — It gains 1 boost.": "refused",
    "When a Character you control leaves play — It gains Anchored.": "refused",
    "When a Character you control leaves play — Put a Secret counter on it.": "refused",
    "When a Character you control leaves play — I gain 1 boost.": "read",
    "When a Character you control leaves play — Target Character gains 1 boost, then "
    "exhaust it.": "read",
    "When a Character you control leaves play — Return it to its owner's hand.": "read",
    "When a token you control leaves play — Target Character you control gains 1 boost.": ("read"),
}

# gram110: end points and restrictions (2.2.15.c, 4.2.a, 1.4.1.a)
DURATIONS: dict[str, str] = {
    "{J} Target Character gets +2 {V} while I'm in play.": "read",
    "{J} Target Character gets +2 {V} while I'm in your Expedition.": "refused",
    "{J} Target Character gets +2 {V} while I'm exhausted.": "refused",
    "{J} Target opponent can't play cards from their Reserve until your next turn.": "read",
    "{J} Target opponent can't play cards from their Reserve while I'm in play.": "read",
    "When I leave play — Target opponent can't play cards from their Reserve while I'm in "
    "play.": "read",
    "{J} Opponents can't play cards from Reserve this turn.": "read",
    "{J} Target opponent can't play Spells from their Reserve until the next Noon.": "read",
    "{J} Target Character loses all its boosts and can't gain boosts until the next Noon.": (
        "read"
    ),
    "{J} Target Character loses all its boosts and can't gain boosts while I'm in play.": ("read"),
    "{J} Target Character can't gain boosts while I'm in play.": "read",
    "{J} I can't gain boosts while I'm in play.": "read",
    "{J} Target Character gains Anchored until the next Noon.": "refused",
    "{J} Target Character gains Anchored while I'm in play.": "refused",
    SPELL + "Target Character gets +2 {V} while I'm in play.": "refused",
}

# gram111: statistics set / become / swapped (2.3.1.d), keyword and +N, sub-types given
STATISTICS: dict[str, str] = {
    "{J} Target Character's base statistics become 1/1/1 this turn.": "read",
    "{J} Target Character's base statistics become 1/1/1.": "refused",
    "{J} Target Character's base statistics become 1/1/1 until the next Noon.": "read",
    "{J} Target Character's {V} and {O} are swapped this turn.": "read",
    "{J} Target Character's {V} and {O} are swapped.": "refused",
    "{J} Target Character's statistics become 1/1/1 this turn.": "read",
    "{J} Target Character's base {V} becomes 0 this turn.": "refused",
    "{J} My base statistics become equal to target Character's.": "refused",
    "{J} I have [[Tough 1]] and +1 {V}.": "refused",
    "I have [[Tough 1]] and +1 {V}.": "read",
    "I have [[Tough 1]] and +1 {V} while I'm boosted.": "read",
    "I have Anchored and +1 {V}.": "refused",
    "Characters you control are Soldiers in addition to their other sub-types.": "read",
    "Characters you control are Soldiers.": "refused",
    "Other Characters you control are Soldiers in addition to their other sub-types.": "read",
    "Other Characters you control are Soldiers in addition to their other types.": "refused",
    "Characters in my Expedition are Soldiers in addition to their other sub-types.": "read",
    "Characters your opponents control are Soldiers in addition to their other sub-types.": (
        "read"
    ),
    "{J} Characters you control become Soldiers this turn.": "refused",
    "{J} Target Character becomes a Soldier in addition to its other sub-types this turn.": (
        "refused"
    ),
}

SIBLINGS: dict[str, str] = {
    **I_HAD,
    **CHOOSERS,
    **COMPARED,
    **COMPOUND,
    **DURATIONS,
    **STATISTICS,
}
"""Every sibling and its judged outcome: "read" (read right) or "refused" (by hand)."""

WRONG_BEFORE: tuple[str, ...] = (
    "When I leave play — Sacrifice each Character with fewer boosts than me.",
    "When I leave play — Target Character with fewer boosts than me gains 1 boost.",
    "When I leave play — If an opponent controls a Character with fewer boosts than me, "
    "draw a card.",
    "When I leave play — Draw a card for each Character with fewer boosts than me.",
    "When I'm sacrificed — Sacrifice each Character with more boosts than me.",
    "When I go to Reserve from my Expedition — Target Character with fewer boosts than me "
    "gains 1 boost.",
    "When a Character you control leaves play — It and I each gain 1 boost.",
    "When a Character you control leaves play — It gains 1 boost.",
    "When a Character you control leaves play — It gains Anchored.",
    "When a Character you control leaves play — Put a Secret counter on it.",
)
"""Siblings read WRONG before review30 (read, but meaning something else), now refused."""
