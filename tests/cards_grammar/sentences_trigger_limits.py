"""Sibling sentences of trigger limits (issue 30, session 36), written before building (not copied
from card data): TRIGGER EVENTS and LIMITS a sealed set printed that the reader did not read.

1. A limit on a triggered ability PER TURN ("This ability triggers only once per turn", "Use
   this ability only once per turn", "(Once per turn.)", "Once per turn, [effect]") on any
   Reaction: its activations in one Afternoon turn (a turn: 4.2.3.d; a new one starts, 4.2.3.e),
   as gv's "only once per Day" counts them each Day (1.4.6.c, 6.3.l). ``READ_TURN``: text ->
   the Reaction's ``per_turn``. ``REFUSED_TURN``: text -> words its refusal holds.
2. A COUNTER-STATE trigger: "When a Character you control spends its last [name] counter" (the
   spend that leaves it none, 2.5.h, 7.3.38.a), "When one or more counters are removed from me"
   (any name, boosts too: 2.5.c, 2.5.1.a); "When I lose one or more boosts" stays refused (an
   object leaving play loses them all too, 2.5.j). ``READ_COUNTERS``: text -> (trigger, counter,
   filter). ``REFUSED_COUNTERS``: text -> words its refusal holds.

Held by tests/cards_grammar/test_trigger_limits_siblings.py; boards in
test_board_revealed_choices.py, test_board_counter_states.py, test_board_turn_limits.py."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "
D = "\u2014"

# ---------------------------------------------------------------- 1. limits per turn
READ_TURN: dict[str, int] = {
    # the house words, every trigger kind
    f"When you play a Spell {D} I gain 1 boost. This ability triggers only once per turn.": 1,
    f"When a Character you control leaves play {D} Draw a card. This ability triggers only "
    "once per turn.": 1,
    f"Each time you play a Spell {D} I gain 1 boost. This ability triggers only once per turn.": 1,
    f"Whenever you play a Permanent {D} Draw a card. This ability triggers only once each turn.": 1,
    f"When a Character joins your Expeditions {D} I gain 1 boost. This ability triggers only "
    "twice per turn.": 2,
    "{R} Draw a card. This ability triggers only once per turn.": 1,
    "{J} I gain 1 boost. This ability triggers only once per turn.": 1,
    "{H} Draw a card. This ability triggers only once per turn.": 1,
    f"When I go to Reserve {D} Draw a card. This ability triggers only once per turn.": 1,
    f"When you Resupply {D} I gain 1 boost. This ability triggers only once per turn.": 1,
    f"When an opponent draws a card {D} I gain 1 boost. This ability triggers only once per "
    "turn.": 1,
    f"When I gain 1 or more boosts {D} Draw a card. This ability triggers only once per turn.": 1,
    f"At the end of your turn {D} I gain 1 boost. This ability triggers only once per turn.": 1,
    f"When you play a Spell, if you control a Mage {D} Draw a card. This ability triggers only "
    "once per turn.": 1,
    # "activates" (6.3.h: a Reaction activates)
    "{R} Draw a card. This ability activates only once per turn.": 1,
    f"When you play a Spell {D} I gain 1 boost. This ability activates only once each turn.": 1,
    # "Use / Activate this ability only once per turn" said of a Reaction (as gv's per Day)
    "{R} Draw a card. Use this ability only once per turn.": 1,
    f"When you play a Spell {D} I gain 1 boost. Use this ability only once per turn.": 1,
    f"When a Character you control leaves play {D} Draw a card. Use this ability only once "
    "each turn.": 1,
    f"When you play a Permanent {D} I gain 1 boost. Activate this ability only once per turn.": 1,
    f"When you play a Spell {D} I gain 1 boost. Use only once per turn.": 1,
    f"When you play a Spell {D} Draw a card. You can only use this ability once per turn.": 1,
    # the limit said apart, or first
    f"When you play a Spell {D} I gain 1 boost. (Once per turn.)": 1,
    f"When you play a Spell {D} Draw a card. Once per turn.": 1,
    "{R} Draw a card. (Twice per turn.)": 2,
    f"When you play a Spell {D} Once per turn, draw a card.": 1,
    f"When a Character joins your Expeditions {D} Once per turn, you may draw a card.": 1,
    f"When you play a Spell, once per turn {D} I gain 1 boost.": 1,
    f"Once per turn {D} When you play a Spell {D} I gain 1 boost.": 1,
    f"When you play a Spell {D} I gain 1 boost. This Reaction activates only once per turn.": 1,
    f"When you play a Spell {D} I gain 1 boost. It can trigger only once per turn.": 1,
    # in the output's slots: "you may", "If [c]", a Unique's "condition: output"
    f"When you play a Spell {D} You may draw a card. This ability triggers only once per turn.": 1,
    f"When you play a Spell {D} If you control a Mage, draw a card. This ability triggers only "
    "once per turn.": 1,
    f"When you play a Spell {D} Draw a card, then discard a card from your hand. This ability "
    "triggers only once per turn.": 1,
    # support abilities (2.2.12.i: they work in Reserve)
    f"{{I}} When you play a Spell {D} Draw a card. This ability triggers only once per turn.": 1,
    f"{{I}} When a Character joins your Expeditions {D} I gain 1 boost. Use this ability only "
    "once per turn.": 1,
}
"""Reactions read with ``per_turn`` (the number of activations each turn)."""

REFUSED_TURN: dict[str, str] = {
    # a phase's Reaction activates outside any turn: the Afternoon alone has turns (4.2.3.b)
    f"At Dusk {D} Draw a card. This ability triggers only once per turn.": "4.2.3.b",
    f"At Noon {D} I gain 1 boost. This ability triggers only once per turn.": "4.2.3.b",
    f"At Night {D} Draw a card. Use this ability only once per turn.": "4.2.3.b",
    f"At Morning {D} Draw a card. This ability triggers only once per turn.": "4.2.3.b",
    f"At the end of the Afternoon {D} Draw a card. This ability triggers only once per turn.": (
        "4.2.3.b"
    ),
    # a limit of what never triggers (only a Reaction activates, 6.3.l; a quick action is
    # played, its own limit per turn 5.3.e)
    SPELL + "Draw a card. This ability triggers only once per turn.": "6.3.l",
    "Characters you control get +1 {V}. This ability triggers only once per turn.": (
        "This ability triggers"
    ),
    "{T}: Draw a card. This ability triggers only once per turn.": "6.3.l",
    # two limits on one Reaction: which counts is not said
    f"When you play a Spell {D} Draw a card. This ability triggers only once per turn. This "
    "ability triggers only once per Day.": "two limits",
    # a count no rule keeps: per Afternoon (not a turn), three times
    f"When you play a Spell {D} Draw a card. This ability triggers only once per Afternoon.": (
        "Afternoon"
    ),
    f"When you play a Spell {D} Draw a card. This ability triggers only three times per "
    "turn.": "three",
    # a limit said before a later step limits that step, which no limit does (1.4.6.b-c)
    f"When you play a Spell {D} I gain 1 boost. Once per turn, draw a card.": "later step",
}
"""Refused: the words its reason holds."""

# ---------------------------------------------------------------- 2. counter states
ME: dict[str, Any] = {"only_me": True}
YOURS: dict[str, Any] = {"types": ["Character"], "controller": "you"}

READ_COUNTERS: dict[str, tuple[str, str, dict[str, Any]]] = {
    # the spend that leaves none (2.5.h, 7.3.38.a)
    f"When a Character you control spends its last Ember counter {D} Draw a card.": (
        "spends_last_counter",
        "Ember",
        YOURS,
    ),
    f"When a Character you control spends its last boost {D} Draw a card.": (
        "spends_last_counter",
        "",
        YOURS,
    ),
    f"When I spend my last Ember counter {D} Draw a card.": ("spends_last_counter", "Ember", ME),
    f"When I spend my last boost {D} I gain Anchored.": ("spends_last_counter", "", ME),
    f"When another Character you control spends its last Kelon counter {D} I gain 1 boost.": (
        "spends_last_counter",
        "Kelon",
        {**YOURS, "another": True},
    ),
    f"When a Landmark you control spends its last Charge counter {D} Draw a card.": (
        "spends_last_counter",
        "Charge",
        {"types": ["Permanent"], "controller": "you", "permanents_in_landmarks": True},
    ),
    f"When a Character spends its last Ember counter {D} I gain 1 boost.": (
        "spends_last_counter",
        "Ember",
        {"types": ["Character"]},
    ),
    f"When a Character you control spends its last Ember counter, if you control a Mage {D} "
    "Draw a card.": ("spends_last_counter", "Ember", YOURS),
    f"Each time a Character you control spends its last Ember counter {D} I gain 1 boost.": (
        "spends_last_counter",
        "Ember",
        YOURS,
    ),
    f"Whenever I spend my last Ember counter {D} You may draw a card.": (
        "spends_last_counter",
        "Ember",
        ME,
    ),
    f"{{I}} When a Character you control spends its last Ember counter {D} Draw a card.": (
        "spends_last_counter",
        "Ember",
        YOURS,
    ),
    f"When I spend my last Ember counter {D} Draw a card. This ability triggers only once per "
    "turn.": ("spends_last_counter", "Ember", ME),
    # any counters (2.5.c: counters have names; unnamed, any of them — boosts too, 2.5.1.a)
    f"When one or more counters are removed from me {D} Draw a card.": (
        "any_counters_removed",
        "",
        ME,
    ),
    f"When a counter is removed from me {D} I gain 1 boost.": ("any_counters_removed", "", ME),
    f"When one or more counters are removed from a Character you control {D} Draw a card.": (
        "any_counters_removed",
        "",
        YOURS,
    ),
    f"Each time one or more counters are removed from me {D} I gain Anchored.": (
        "any_counters_removed",
        "",
        ME,
    ),
    f"When a counter is removed from another Character you control {D} Draw a card.": (
        "any_counters_removed",
        "",
        {**YOURS, "another": True},
    ),
    f"When one or more counters are removed from me, if you control a Mage {D} Draw a card.": (
        "any_counters_removed",
        "",
        ME,
    ),
    f"{{I}} When one or more counters are removed from a Character you control {D} Draw a card.": (
        "any_counters_removed",
        "",
        YOURS,
    ),
    f"When I spend a counter {D} Draw a card.": ("any_counters_spent", "", ME),
    f"When you spend one or more counters {D} Draw a card.": (
        "any_counters_spent",
        "",
        {"controller": "you"},
    ),
    f"When a Character you control spends one or more counters {D} I gain 1 boost.": (
        "any_counters_spent",
        "",
        YOURS,
    ),
    f"When a Permanent you control spends its last Charge counter {D} Draw a card.": (
        "spends_last_counter",
        "Charge",
        {"types": ["Permanent"], "controller": "you"},
    ),
    f"When a token you control spends its last Ember counter {D} Draw a card.": (
        "spends_last_counter",
        "Ember",
        {"controller": "you", "tokens": True},
    ),
    f"When one or more counters are removed from another Character {D} Draw a card.": (
        "any_counters_removed",
        "",
        {"types": ["Character"], "another": True},
    ),
    f"When 2 or more counters are removed from me {D} Draw a card.": (
        "any_counters_removed",
        "",
        ME,
    ),
    # read before gy, kept: the last one lost (any way), the third one gained
    f"When a Character you control loses its last Ember counter {D} Draw a card.": (
        "loses_last_boost",
        "Ember",
        YOURS,
    ),
    f"When I lose my last boost {D} Draw a card.": ("loses_last_boost", "", ME),
    f"When a Character you control gains its third Ember counter {D} Draw a card.": (
        "counter_reaches",
        "Ember",
        YOURS,
    ),
    f"When one or more Ember counters are removed from me {D} Draw a card.": (
        "counters_removed",
        "Ember",
        ME,
    ),
}
"""Reactions read with (trigger, counter name or "", filter)."""

REFUSED_COUNTERS: dict[str, str] = {
    # out of play: no counters there (2.5.b) — refused as "loses its last" is
    f"When a Character in your Reserve spends its last Ember counter {D} Draw a card.": "Reserve",
    # "your last": the player has no counters of their own (2.5.a: objects have them)
    f"When you spend your last Ember counter {D} Draw a card.": "your last",
    # all of them at once: "loses all its counters" — leaving play loses them all (2.5.j),
    # which no removal watched here is
    f"When I lose all my counters {D} Draw a card.": "2.5.j",
    # "its last" of any name: which name's last is not said
    f"When a Character you control spends its last counter {D} Draw a card.": "last counter",
    # "lose" counters: an object leaving play loses them all too (2.5.j), which the removal
    # read ("are removed from", 2.5.g) does not watch — read by hand
    f"When I lose one or more boosts {D} Draw a card.": "2.5.j",
    f"When I lose a boost {D} Draw a card.": "2.5.j",
    f"When I lose one or more Ember counters {D} Draw a card.": "2.5.j",
    f"When I lose one or more counters {D} Draw a card.": "2.5.j",
    f"When a Character you control loses one or more boosts {D} Draw a card.": "2.5.j",
    f"When a Character you control loses an Ember counter {D} I gain 1 boost.": "2.5.j",
    f"When a Character you control loses a counter {D} I gain 1 boost.": "2.5.j",
}
"""Refused: the words its reason holds."""

# ---------------------------------------------------------------- 3. choices among seen / named
_R3 = "Reveal the top 3 cards of your deck."
_L3 = "Look at the top 3 cards of your deck."
_REST = "put the rest at the bottom of your deck"

CHOICE_READ: dict[str, tuple[str, dict[str, Any], int]] = {
    # text -> (the put's "to", its filter, how many "the rest" puts at most)
    SPELL + f"{_R3} Choose a card revealed this way and put it in your hand, then {_REST}.": (
        "hand",
        {},
        2,
    ),
    SPELL + f"{_R3} Choose a card revealed this way and put it in your hand. Put the rest at "
    "the bottom of your deck.": ("hand", {}, 2),
    SPELL + f"{_R3} Choose a Spell revealed this way and put it in your hand, then {_REST}.": (
        "hand",
        {"types": ["Spell"]},
        3,
    ),
    SPELL + f"{_R3} Choose a Character revealed this way and put it in your Reserve, then "
    f"{_REST}.": ("reserve", {"types": ["Character"]}, 3),
    SPELL + f"{_R3} Choose one of the cards revealed this way and put it in your hand, then "
    f"{_REST}.": ("hand", {}, 2),
    SPELL + f"{_L3} Choose one of them and put it in your hand, then {_REST}.": ("hand", {}, 2),
    SPELL + f"{_L3} Choose a Permanent from among them and put it in your hand, then {_REST}.": (
        "hand",
        {"types": ["Permanent"]},
        3,
    ),
    SPELL + f"{_R3} Choose a Spell among them and put it in your hand, then {_REST}.": (
        "hand",
        {"types": ["Spell"]},
        3,
    ),
    SPELL + "Reveal the top 4 cards of your deck. Choose a card revealed this way and put it in "
    f"your hand, then {_REST}.": ("hand", {}, 3),
    SPELL + "Look at the top 2 cards of your deck. Choose one of them and put it on top of your "
    f"deck, then {_REST}.": ("deck", {}, 1),
    f"{{J}} {_R3} Choose a card revealed this way and put it in your hand, then {_REST}.": (
        "hand",
        {},
        2,
    ),
    f"{{H}} {_R3} Choose a Character revealed this way and put it in your hand, then {_REST}.": (
        "hand",
        {"types": ["Character"]},
        3,
    ),
    f"{{R}} {_L3} Choose one of them and put it in your hand, then {_REST}.": ("hand", {}, 2),
    f"When I leave play {D} {_R3} Choose a card revealed this way and put it in your hand, "
    f"then {_REST}.": ("hand", {}, 2),
    f"At Dusk {D} {_L3} Choose one of them and put it in your hand, then {_REST}.": (
        "hand",
        {},
        2,
    ),
    f"When you play a Spell {D} {_R3} Choose a Spell revealed this way and put it in your "
    f"hand, then {_REST}.": ("hand", {"types": ["Spell"]}, 3),
    f"{{D}} : {_R3} Choose a card revealed this way and put it in your hand, then {_REST}.": (
        "hand",
        {},
        2,
    ),
    f"{{T}} : {_L3} Choose one of them and put it in your hand, then {_REST}.": ("hand", {}, 2),
    # "Reveal the top 3 …. Put a card revealed this way in your hand, then put the rest …":
    # the rest after ", then" (6.1.c) — read now as after a full stop
    SPELL + f"{_R3} Put a card revealed this way in your hand, then {_REST}.": ("hand", {}, 2),
    SPELL + f"{_L3} Put one of them in your hand, then {_REST}.": ("hand", {}, 2),
}
"""Read: the look / reveal, then the chosen card put (``to``, ``filter``), then the rest."""

CHOICE_REFUSED: dict[str, str] = {
    # no cards seen to choose among
    SPELL + "Draw a card. Choose one of them and put it in your hand.": "names no cards",
    SPELL + "Draw two cards. Choose a Spell from among them and put it in your hand.": (
        "names no cards"
    ),
    # "revealed this way" after a look: nothing was revealed (1.2.7.d, 3.1.3.f)
    SPELL + f"{_L3} Choose a card revealed this way and put it in your hand.": "revealed this way",
    SPELL + "Reveal your hand. Choose a card revealed this way and put it in your hand.": (
        "revealed this way"
    ),
    # an opponent's deck revealed: who chooses is not the words' (refused as gt's are)
    SPELL + "Target opponent reveals the top 3 cards of their deck. Choose a card revealed this "
    "way and put it in your hand.": "revealed this way",
}
"""Refused: the words its reason holds."""

NAMED_READ: dict[str, str] = {
    # text -> the condition said of Axiom (the first faction named)
    SPELL + "Name a faction. Reveal the top card of your deck. If it's a card of the named "
    "faction, put it in your hand.": "it's a card of the axiom faction",
    SPELL + "Name a faction. Reveal the top card of your deck. If it's a card of the named "
    "faction, draw it.": "it's a card of the axiom faction",
    "{J} Name a faction. Reveal the top card of your deck. If it's a card of the named faction, "
    "draw it.": "it's a card of the axiom faction",
    "{H} Name a faction. Reveal the top card of your deck. If it's a Character of the named "
    "faction, draw it.": "it's a character of the axiom faction",
    "{R} Name a faction. Reveal the top card of your deck. If it is not of the named "
    "faction, I gain 2 boosts.": "it is not a card of the axiom faction",
    f"When I leave play {D} Name a faction. Reveal the top card of your deck. If it's of the "
    "named faction, draw it.": "it's a card of the axiom faction",
    f"At Noon {D} Name a faction. Reveal the top card of your deck. If it is of the named "
    "faction, draw it.": "it is a card of the axiom faction",
    SPELL + "Name a faction. Reveal the top card of your deck. If it's a Spell of the named "
    "faction, draw it.": "it's a spell of the axiom faction",
}
"""Read: one mode per faction (2.2.10.a), the condition said of each."""

NAMED_REFUSED: dict[str, str] = {
    # a number named: the engine keeps no named number (ge's refusal, 6.1.g)
    SPELL + "Name a number. Reveal the top card of your deck. If its Hand Cost is the named "
    "number, draw it.": "number",
    # a faction named that no later step uses
    SPELL + "Name a faction. Draw a card.": "used by no step",
    # "you may name": the naming is no option here
    SPELL + "You may name a faction. Reveal the top card of your deck. If it's a card of the "
    "named faction, draw it.": "'may'",
    # "it's not a card of the named faction": not read yet in these words ("it's not of the
    # named faction" reads)
    "{R} Name a faction. Reveal the top card of your deck. If it's not a card of the named "
    "faction, I gain 2 boosts.": "of the named faction",
    # "the named faction" with nothing named before it
    SPELL + "Reveal the top card of your deck. If it's a card of the named faction, draw it.": (
        "named"
    ),
}
"""Refused: the words its reason holds."""
