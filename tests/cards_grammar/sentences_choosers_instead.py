# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Choosers and instead (issue 30, session 38): siblings written before judging, not copied from
card data.

1. EVERY PLAYER CHOOSES — "Each player chooses one: • They … • They …", "Target player
   chooses one: …": each player the text names chooses a mode (6.5.g; the player named,
   6.1.g "unless specified otherwise", 7.5.6.b), in initiative order (6.1.h), and the steps
   of the mode chosen are that player's own ("they" / "their" are the chooser, 1.4.7.b);
   "I" stays the card's. Every slot: a Spell's effect, {J}/{H}/{R}, "When …", "At …",
   support {I} {D}, {T}, inside "If …". ``READ_EVERY_CHOOSER``: text -> (who chooses:
   "each_player" / "target_player", how many modes each chooses, how many modes).
2. "INSTEAD" SAID FIRST — "If [c], instead [X']" / "If [c], instead, [X']" and "If it has a
   Boost counter, … instead" (2.5.1.a): the replacing modifier of the step before (6.2.b),
   the condition checked once as the step would happen (6.5.e) or, on the object the step
   chose, once it is chosen (6.5.d). ``READ_INSTEAD``: text -> (how: "whole" — the step
   replaced whole, ``if``/``otherwise`` — or "chosen" — on the object chosen,
   ``chosen_instead``; the action when the condition holds; the action when it does not).
3. A STEP THAT NEEDS A PRIOR LOOK — "Put one of them …" after a step that looked at or
   revealed no cards names nothing (6.1.g, 3.1.3.f): refused (``REFUSED_AMONG``);
   after a look / reveal it reads (``READ_AMONG``: text -> the seeing action).

``REFUSED_*``: near-misses that must stay refused (another meaning, or one the engine cannot
run right), text -> words of the refusal."""

from __future__ import annotations

_CHOOSER_SLOTS = (
    "{J}",
    "{H}",
    "{R}",
    "When you play a Spell —",
    "At Dusk —",
    "{I} {D}:",
    "{T}:",
    "When I go to Reserve from the Expedition zone —",
)
_HEADS = {
    "Each player chooses one:": "each_player",
    "Target player chooses one:": "target_player",
}
_OWN_MODES = (
    "• They draw a card. • They discard a card from their Reserve.",
    "• They sacrifice a Character. • They discard a card from their hand.",
    "• They draw two cards. • Characters they control gain 1 boost.",
    "• They resupply. • I gain 2 boosts.",
    "• They exhaust a Character they control. • They return a Character they control to their hand.",
    "• They put a card from their hand in their Reserve. • They draw a card.",
)

READ_EVERY_CHOOSER: dict[str, tuple[str, int, int]] = {
    **{
        f"{slot} {head} {_OWN_MODES[(i + j) % len(_OWN_MODES)]}": (who, 1, 2)
        for i, slot in enumerate(_CHOOSER_SLOTS)
        for j, (head, who) in enumerate(_HEADS.items())
    },
    **{
        f"{slot} {head} {_OWN_MODES[(i + 3) % len(_OWN_MODES)]}": (who, 1, 2)
        for i, slot in enumerate(_CHOOSER_SLOTS)
        for head, who in _HEADS.items()
    },
    **{
        f"SPELL {head} {modes}": (who, 1, 2)
        for head, who in _HEADS.items()
        for modes in _OWN_MODES[:3]
    },
    "{J} Each player chooses two: • They draw a card. • They resupply. • They sacrifice a Character.": (
        "each_player",
        2,
        3,
    ),
    "SPELL Target player chooses two: • They draw a card. • They resupply. • I gain 1 boost.": (
        "target_player",
        2,
        3,
    ),
    "{H} If you control a Landmark, each player chooses one: • They draw a card. • They resupply.": (
        "each_player",
        1,
        2,
    ),
    "{R} If I have a boost, target player chooses one: • They draw two cards. • They discard a card from their hand.": (
        "target_player",
        1,
        2,
    ),
    "At Noon — Each player chooses one: • They sacrifice a Character. • I gain 3 boosts.": (
        "each_player",
        1,
        2,
    ),
}
"""Who chooses, how many modes each chooses, how many modes: for each sibling read."""

REFUSED_EVERY_CHOOSER: dict[str, str] = {
    # a mode saying "you": the effect's controller beside the player choosing (7.5.6.b)
    "{J} Each player chooses one: • They draw a card. • You draw a card.": "names the effect's controller",
    "{H} Target player chooses one: • They discard a card from their hand. • Exhaust target Character you control.": "names the effect's controller",
    "{J} Each player chooses one: • They discard a card from your Reserve. • They draw a card.": "names the effect's controller",
    # a mode naming no player: the controller's step, or the chooser's? (6.1.g, 7.5.6.b)
    "{J} Each player chooses one: • Draw a card. • They resupply.": "names no player doing it",
    "SPELL Target player chooses one: • They draw a card. • Target Character gains 2 boosts.": "names no player doing it",
    # a "may" on the choice or in a mode (6.5.c): not read yet
    "{J} Each player may choose one: • They draw a card. • They resupply.": "names no one player",
    "{J} Target player may choose one: • They draw a card. • They resupply.": "names no one player",
    "{J} Each player chooses one: • They may draw a card. • I gain 1 boost.": "not read by the card grammar",
    # the controller having each player choose: another wording, not read yet
    "{J} You may have each player choose one: • They draw a card. • They resupply.": "not read by the card grammar",
}
"""Near-misses of 1 refused, with words of the refusal."""

READ_INSTEAD: dict[str, tuple[str, str, str]] = {
    # "If [c], instead [X']": the whole step replaced (6.2.b), the condition checked once (6.5.e)
    "{J} Draw a card. If you control a Landmark, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{H} Draw a card. If you control a Landmark, instead, draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{R} Draw a card. If you have no cards in Reserve, instead draw three cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "SPELL Draw a card. If you control two or more Landmarks, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "At Noon — Draw a card. If I have a Boost counter, instead, draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "When you play a Spell — Draw a card. If you control a Plant, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{I} {D}: Draw a card. If you control a Landmark, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{T}: Draw a card. If I have 3 or more boosts, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{H} I gain 1 boost. If you have no cards in hand, instead I gain 3 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "{J} I gain 1 boost. If you control a Landmark, instead I gain 2 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "At Dusk — I gain 1 boost. If I have a Kelon counter, instead I gain 2 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "{J} Target Character gains 1 boost. If you control a Landmark, instead it gains 2 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "{J} Target Character loses 1 boost. If you control a Landmark, instead it loses 2 boosts.": (
        "whole",
        "remove_counters",
        "remove_counters",
    ),
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. If you control another Soldier, instead create two.": (
        "whole",
        "create",
        "create",
    ),
    "SPELL Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition. If you control a Landmark, instead create two.": (
        "whole",
        "create",
        "create",
    ),
    # on the object the step chose, "it": checked once it is chosen (6.5.d), replaced (6.2.b)
    "{J} Target Character gains [[Anchored]]. If it has a Boost counter, it gains [[Asleep]] instead.": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{R} Target Character gains [[Anchored]]. If it has a Boost counter, instead it gains [[Asleep]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{H} Target Character gains [[Anchored]]. If it has a Kelon counter, instead it gains [[Asleep]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{I} {D}: Target Character gains [[Asleep]]. If it's exhausted, instead it gains [[Anchored]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "SPELL Target Character gains 1 boost. If it's a Mage, instead it gains 3 boosts.": (
        "chosen",
        "give_boost",
        "give_boost",
    ),
    "SPELL Target Character gains 1 boost. If it has a Boost counter, instead it gains 2 boosts.": (
        "chosen",
        "give_boost",
        "give_boost",
    ),
    "{J} Target Character gains 1 boost. If it has a Boost counter, it gains 2 boosts instead.": (
        "chosen",
        "give_boost",
        "give_boost",
    ),
    "When you play a Spell — Target Character gains 1 boost. If it's in {V}, instead it gains 2 boosts.": (
        "chosen",
        "give_boost",
        "give_boost",
    ),
    "At Noon — Target Character gains [[Asleep]]. If it has no boosts, instead it gains [[Anchored]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{T}: Target Character gains [[Anchored]]. If it's a Plant, instead it gains [[Asleep]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{J} Send target Character to Reserve. If it's a Mage, instead discard it.": (
        "chosen",
        "discard",
        "send",
    ),
    "{H} Send target Character to Reserve. If it has a Boost counter, discard it instead.": (
        "chosen",
        "discard",
        "send",
    ),
    "SPELL Send target Character to Reserve. If it's exhausted, instead discard it.": (
        "chosen",
        "discard",
        "send",
    ),
    "{R} Exhaust target Character. If it's a token, instead it gains [[Asleep]].": (
        "chosen",
        "gain_status",
        "exhaust",
    ),
    "{J} Target Character gains [[Asleep]]. If it has a boost, instead it gains [[Anchored]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{T}: Target Character gains [[Asleep]]. If it has a Boost counter, instead it gains [[Anchored]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "When you play a Spell — Target Character gains [[Anchored]]. If it has a Boost counter, it gains [[Asleep]] instead.": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "At Noon — Send target Character to Reserve. If it has a Kelon counter, instead discard it.": (
        "chosen",
        "discard",
        "send",
    ),
    "{H} Target Character gains 1 boost. If it's in {M}, instead it gains 3 boosts.": (
        "chosen",
        "give_boost",
        "give_boost",
    ),
    "{J} Exhaust target Character. If it has a Boost counter, instead it gains [[Asleep]].": (
        "chosen",
        "gain_status",
        "exhaust",
    ),
    "{H} Target Character gains [[Asleep]]. If it has 2 or more boosts, instead it gains [[Anchored]].": (
        "chosen",
        "gain_status",
        "gain_status",
    ),
    "{J} Target Character gains 2 boosts. If you control a Landmark, instead it gains 4 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "When I go to Reserve from the Expedition zone — Draw a card. If you control a Landmark, instead draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "At Dusk — Draw a card. If you control a Landmark, instead, draw two cards.": (
        "whole",
        "draw",
        "draw",
    ),
    "{I} {D}: Target Character gains 1 boost. If you control a Landmark, instead it gains 2 boosts.": (
        "whole",
        "give_boost",
        "give_boost",
    ),
    "{R} Draw a card. If you control a Plant, instead draw two cards.": ("whole", "draw", "draw"),
}
"""How the replacement is read, the action when the condition holds and when it does not."""

REFUSED_INSTEAD: dict[str, str] = {
    # which step "instead" replaces is not said (6.2.b)
    "{J} Draw a card. Target Character gains 1 boost. If you control a Landmark, instead draw two cards.": "which step 'instead' replaces",
    "{J} Each player draws a card. If you control a Landmark, instead draw two cards.": "which step 'instead' replaces",
    # no step before it, or a "may" on the step replaced: what it replaces is not clear
    "{J} If you control a Landmark, instead draw two cards.": "replaces no amount",
    "{J} You may draw a card. If you control a Landmark, instead draw two cards.": "replaces no amount",
    "{H} You may draw a card. If you control a Landmark, draw two cards instead.": "replaces no amount",
    # several steps instead of one: not read yet
    "{J} Draw a card. If you control a Landmark, instead draw two cards and resupply.": "several steps 'instead'",
    # a condition on what the trigger names, not the step's object
    "When you play a Spell — I gain 1 boost. If it's a Mage, instead I gain 2 boosts.": "'instead' under a condition",
}
"""Near-misses of 2 refused, with words of the refusal."""

READ_AMONG: dict[str, str] = {
    "{J} Look at the top two cards of your deck. Put one of them in your hand.": "look",
    "SPELL Reveal the top three cards of your deck. Put one of them in your hand.": "reveal",
    "{H} Look at the top three cards of your deck. Put one of them in your Reserve.": "look",
}
"""A choice among "them" after a step that saw cards: the seeing action before it."""

REFUSED_AMONG: dict[str, str] = {
    "{J} Draw a card. Put one of them in your hand.": "names no cards the step before looked at",
    "SPELL Draw a card. Put one of them in your Reserve.": "names no cards the step before looked at",
    "{H} Resupply. Put one of them in your hand.": "names no cards the step before looked at",
    "{J} Target Character gains 1 boost. Put one of them in your hand.": "names no cards the step before looked at",
    "At Noon — Draw a card. Put one in your Reserve.": "names no cards the step before looked at",
    "{R} I gain 1 boost. Put one of them in your hand.": "does not refer to anything",
}
"""Readings that would mean nothing ("them" names no cards seen): refused (6.1.g, 3.1.3.f)."""
