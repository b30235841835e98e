# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of hands and players (issue 30, session 40), written before building (not
copied from card data), each judged by meaning — hands and players:

1. LOOKING AT ANOTHER PLAYER'S HAND — "Look at target opponent's hand." alone, or followed by
   "Choose a [X] from it. They discard it / put it …": the look shows the cards to the
   looking player only (3.1.3.f "unless … an effect … allows them"; not a reveal, 1.2.7.d);
   the choice is the effect's controller's (6.1.g) among the cards seen, the owner doing the
   step (1.4.7.b, 7.5.6.b). ``LOOK_READ`` maps each to (the step's action after the look or
   None, the types chosen among).
2. A CARD DISCARDED WITH NO ZONE NAMED — "Discard a card", "Target opponent / Each opponent /
   Each player discards a card [at random]": a card is in a hidden zone (3.1.3.d), only the
   Hand's cards can be looked at by their owner (3.2.5.b), so it is one of the discarder's
   Hand, chosen by them (6.1.g; several in initiative order, 6.1.h) or at random (3.2.5.c,
   6.5.j). ``DISCARD_READ`` maps each to (the engine subject, the count, at random).
3. A CHOICE THAT IS NOT A TARGET — "Choose a Character you control / one of your Characters.
   Sacrifice it. / It gains 2 boosts.": the effect's controller chooses as the step happens
   (6.1.g; not a target, 6.5.b), among what they control ("your Characters": those in their
   Expeditions, 3.2.4.b). ``CHOSEN_READ`` maps each to (the action, the engine subject).
4. EACH PLAYER'S WHOLE ACTION — "Each player / Each opponent [Stows]" (a set keyword action of
   several steps): each does the whole action in turn, in initiative order, their decisions
   made in that order (6.1.h); "Each player draws a card, then discards a card": two steps,
   one per verb (6.1.c), the discards chosen in initiative order (6.1.h). ``EACH_READ`` maps
   each to (the first step's action, the players).

``*_REFUSED`` are near-misses (another meaning, or what the reader cannot run right), each
refused with the words said (sentence -> words its reason holds). Held by
tests/cards_grammar/test_hands_players_siblings.py; boards in test_board_each_player_actions.py, test_board_hand_and_choice.py, test_board_look_their_hand.py."""

from __future__ import annotations

D = "\u2014"

HEADS = (
    "SPELL",
    "{J}",
    "{H}",
    "{R}",
    f"When you play a Spell {D}",
    f"At the start of Dusk {D}",
    f"{{I}} When you play a Character {D}",
    f"When I leave play {D}",
)
"""The slots an effect fills: a Spell's effect, {J}/{H}/{R}, a Reaction, a phase trigger, a
support ability, a leave-play Reaction."""


def _in(k: int, body: str) -> str:
    return f"{HEADS[k % len(HEADS)]} {body}"


# ---------------------------------------------------------------- 1. a look at their hand
_LOOKERS = ("Look at target opponent's hand.",)
_LOOK_CHOSEN = {
    "Choose a Spell from it.": ["Spell"],
    "Choose a card from it.": [],
    "Choose a Character from it.": ["Character"],
    "Choose a Permanent card from it.": ["Permanent"],
    "Choose a Character card among them.": ["Character"],
}
_LOOK_THEIRS = {
    "They discard it.": "discard",
    "They put it in their Reserve.": "put",
    "They put it at the bottom of their deck.": "put",
}

LOOK_READ: dict[str, tuple[str | None, list[str]]] = {}
"""Text -> (the step after the look on the card chosen, or None; the types chosen among)."""
_k = 0
for _choice, _types in _LOOK_CHOSEN.items():
    for _step, _action in _LOOK_THEIRS.items():
        LOOK_READ[_in(_k, f"Look at target opponent's hand. {_choice} {_step}")] = (
            _action,
            _types,
        )
        _k += 1
for _j in range(8):
    LOOK_READ[_in(_j, "Look at target opponent's hand.")] = (None, [])
for _j, _after in enumerate(("Draw a card.", "I gain 1 boost.", "Target opponent draws a card.")):
    LOOK_READ[_in(_j + 3, f"Look at target opponent's hand. {_after}")] = (None, [])
LOOK_READ[
    "{J} Look at target opponent's hand. You may choose a Spell from it. They discard it."
] = ("discard", ["Spell"])
LOOK_READ[
    f"When you play a Spell {D} Look at target opponent's hand. You may choose a Character from it. They put it in their Reserve."
] = ("put", ["Character"])
LOOK_READ["{H} Look at target opponent's hand. Choose a Spell card from it. They discard it."] = (
    "discard",
    ["Spell"],
)
LOOK_READ["{R} Look at target opponent's hand. Choose a card among them. They discard it."] = (
    "discard",
    [],
)

# other slots: before / after other steps, a condition, "You may", more places of the card
LOOK_READ.update(
    {
        "SPELL Draw a card. Look at target opponent's hand.": (None, []),
        "{J} Look at target opponent's hand, then draw a card.": (None, []),
        "{H} If you control a Plant, look at target opponent's hand.": (None, []),
        "{R} You may look at target opponent's hand.": (None, []),
        "{J} Look at target opponent's hand. Choose a Spell from it. They put it on top of their deck.": (
            "put",
            ["Spell"],
        ),
        "SPELL Look at target opponent's hand. You may choose a card from it. They discard it.": (
            "discard",
            [],
        ),
        f"At the start of Dusk {D} Look at target opponent's hand. You may choose a Permanent from it. They put it at the bottom of their deck.": (
            "put",
            ["Permanent"],
        ),
        "SPELL I gain 1 boost. Look at target opponent's hand. Choose a Character from it. They discard it.": (
            "discard",
            ["Character"],
        ),
    }
)

LOOK_REFUSED: dict[str, str] = {
    "{J} Look at target opponent's hand. Choose a Spell revealed this way. They discard it.": "revealed this way",
    "{J} Look at an opponent's hand.": "one opponent targeted",
    "{J} Look at each player's hand.": "one opponent targeted",
    "{J} Look at each opponent's hand.": "hand",
    "{J} Look at target player's hand.": "hand",
    "{J} Look at your opponent's hand. Choose a Spell from it. They discard it.": "hand",
    "{J} Look at target opponent's hand. Choose a Spell from it. Discard it.": "'They [step] it' follows",
    "{J} Look at target opponent's hand. Choose a Spell from it. They sacrifice it.": "7.3.7.a",
    "{J} Look at target opponent's hand. Choose a Spell from it. They may discard it.": "they",
    "{J} Look at target opponent's hand. If it has no Character, draw a card.": "not read by the card grammar",
    "{J} Look at target opponent's hand and discard a card from it.": "not read by the card grammar",
    "{J} Look at target opponent's Reserve.": "reserve",
    "{J} Look at target opponent's deck.": "deck",
}
"""Near-misses: several hands or a player who may be you (whose hand "it" is, and a look at
one's own hand says nothing, 3.2.5.b); "Discard it" with no player (the owner does it:
"They" must say so, 7.5.6.b); a sacrifice of a card in a hand (7.3.36.a); "They may" (their
"may" after your choice); "If it has" after a look (not read); a Reserve (visible already,
3.1.3.b) or a Deck (no player may look, 3.1.3.f)."""

# ---------------------------------------------------------------- 2. discard, no zone named
_DISCARDERS = {
    "Discard": ("a_card_from_your_hand", False),
    "You may discard": ("a_card_from_your_hand", True),
    "Target opponent discards": ("a_card_from_target_opponents_hand", False),
    "Each opponent discards": ("a_card_from_each_opponents_hand", False),
    "Each player discards": ("a_card_from_each_players_hand", False),
    "Target player discards": ("a_card_from_target_players_hand", False),
}
_DISCARDED = {
    "a card": (1, []),
    "two cards": (2, []),
    "a Spell card": (1, ["Spell"]),
    "a Character card": (1, ["Character"]),
}

DISCARD_READ: dict[str, tuple[str, int, bool, list[str]]] = {}
"""Text -> (the engine subject, how many cards, at random, the types)."""
_k = 0
for _who, (_subject, _may) in _DISCARDERS.items():
    for _what, (_n, _types) in _DISCARDED.items():
        for _random in (False, True):
            if _random and (_may or _types):
                continue
            _tail = " at random" if _random else ""
            DISCARD_READ[_in(_k, f"{_who} {_what}{_tail}.")] = (_subject, _n, _random, _types)
            _k += 1
# the same words in a cost, a mode, after another step, before "If you do"
DISCARD_READ.update(
    {
        "{T}, Discard a card: Draw a card.": ("a_card_from_your_hand", 1, False, []),
        "{1}, Discard two cards: I gain 2 boosts.": ("a_card_from_your_hand", 2, False, []),
        "{T}, Discard two cards: Draw a card.": ("a_card_from_your_hand", 2, False, []),
        "SPELL Draw two cards, then discard a card.": ("a_card_from_your_hand", 1, False, []),
        "{J} You may discard a card. If you do, draw two cards.": (
            "a_card_from_your_hand",
            1,
            False,
            [],
        ),
        "{J} Choose one: \u2022 Draw a card, then discard a card. \u2022 I gain 1 boost.": (
            "a_card_from_your_hand",
            1,
            False,
            [],
        ),
        "{H} Each player who has 5 or more cards in hand discards a card.": (
            "a_card_from_your_hand",
            1,
            False,
            [],
        ),
        "{R} Target opponent draws a card, then discards a card.": (
            "a_card_from_your_hand",
            1,
            False,
            [],
        ),
    }
)

DISCARD_REFUSED: dict[str, str] = {
    "SPELL Discard a Spell.": "does not say from which zone",
    "SPELL Each opponent discards two Spells.": "'Spells'",
    "SPELL Discard an exhausted card.": "does not say from which zone",
    # ("Discard up to two cards." reads from the Hand since session 42, as "Discard a card"
    # does: test_counts_of_what_a_step_did.py)
    "SPELL Discard any number of cards.": "does not say from which zone",
    "SPELL Discard a card of your choice.": "does not say from which zone",
    "SPELL Each opponent discards a Character.": "each opponent discards a character",
    "SPELL Target opponent discards a card, chosen by you.": "chosen by you",
    "SPELL Discard a random card.": "random",
    "SPELL Target opponent discards a random card.": "random",
}
"""Near-misses: a Spell (an object of any zone, 1.2.2.c); an exhausted card (none in a
Hand, 2.4.1.c), "up to", "any number", "of your choice" (other words about the card: not
read as the Hand's); a Character (one in play, 2.2.1.h); "chosen by you" (who chooses,
6.1.g); "a random card" (the random draw said inside the words, 6.5.j)."""

# ---------------------------------------------------------------- 3. a choice, not a target
_CHOSEN = {
    "a Character you control": ("a_character_you_control", {}),
    "one of your Characters": ("a_character_you_control", {}),
    "another Character you control": ("a_character_you_control", {"another": True}),
    "one of your other Characters": ("a_character_you_control", {"another": True}),
    "a Permanent you control": ("a_character_or_permanent_you_control", {"types": ["Permanent"]}),
    "one of your Permanents": ("a_character_or_permanent_you_control", {"types": ["Permanent"]}),
    "one of your Characters with Hand Cost {2} or less": (
        "a_character_you_control",
        {"hand_cost_max": 2},
    ),
}
_ON_IT = {
    "Sacrifice it.": "sacrifice",
    "It gains 2 boosts.": "give_boost",
    "Exhaust it.": "exhaust",
    "Return it to your hand.": "return",
    "Send it to Reserve.": "send",
    "It gains Anchored.": "gain_status",
}
_CHARACTER_ONLY = frozenset({"give_boost", "send", "gain_status"})
"""Steps said only of a Character here (a Permanent has no boosts, 2.5; no Expedition)."""

CHOSEN_READ: dict[str, tuple[str, str, dict[str, object]]] = {}
"""Text -> (the action on the object chosen, the engine subject, the filter)."""
_k = 0
for _obj, (_subject, _filter) in _CHOSEN.items():
    for _step, _action in _ON_IT.items():
        if _action in _CHARACTER_ONLY and "Permanent" in _obj:
            continue
        CHOSEN_READ[_in(_k, f"Choose {_obj}. {_step}")] = (_action, _subject, _filter)
        _k += 1
# "one of your Characters" in other slots than "Choose"
CHOSEN_READ.update(
    {
        "SPELL Sacrifice one of your Characters.": ("sacrifice", "a_character_you_control", {}),
        "{J} Exhaust one of your other Characters.": (
            "exhaust",
            "a_character_you_control",
            {"another": True},
        ),
        "{H} Send one of your Characters to Reserve.": ("send", "a_character_you_control", {}),
        "SPELL Choose one of your exhausted Characters. Ready it.": (
            "ready",
            "a_character_you_control",
            {"statuses": ["Exhausted"]},
        ),
        "SPELL Choose a Character you control. Sacrifice it, then draw a card.": (
            "sacrifice",
            "a_character_you_control",
            {},
        ),
    }
)

CHOSEN_REFUSED: dict[str, str] = {
    "SPELL Choose a Character. Sacrifice it.": "7.3.36.a",
    "SPELL Choose a Permanent. Sacrifice it.": "7.3.36.a",
    "SPELL Choose one of your Characters in Reserve. Sacrifice it.": "not read by the card grammar",
    "SPELL Choose one of your Expeditions. Sacrifice it.": "not read by the card grammar",
    "SPELL Choose a Character you control.": "it",
    "SPELL Choose a Character you control. Target Character gains 1 boost.": "it",
    "SPELL Choose one of your Characters or Permanents. Sacrifice it.": "not read by the card grammar",
    "SPELL Target opponent chooses one of your Characters. They sacrifice it.": "they",
    "SPELL Choose a card in your hand. Sacrifice it.": "'in your hand'",
}
"""Near-misses: a Character or Permanent that may be another player's — one sacrifices only
what one controls (7.3.36.a); a place after "one of your" (not an object in play); an
Expedition (not an object); a choice no step acts on, or a step on another object ('it');
"or" between kinds (not read); "They sacrifice it" (the chooser sacrificing yours,
7.3.36.a); a card in a hand sacrificed (7.3.36.a: an object in play)."""

# ---------------------------------------------------------------- 4. each player's whole action
SET_KEYWORDS = {
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
    "sift": "Draw a card. Then discard a card from your hand.",
    "delve": "Put the top X cards of your deck in your Reserve. Draw a card.",
    "muster": "Put a card from your Reserve in your hand. If you do, discard a card from your hand. Draw a card.",
    "trawl": "Draw a card. Then discard a card.",
}
"""The set's keyword actions (invented), of several steps; Trawl's discard names no zone
(a card of the Hand, construction 2)."""

_EACH_BODIES = {
    "Each player [Stows].": ("put", "each_player"),
    "Each opponent [Stows].": ("put", "each_opponent"),
    "Your opponent [Stows].": ("put", "each_opponent"),
    "Each player [Sifts].": ("draw", "each_player"),
    "Each opponent [Sifts].": ("draw", "each_opponent"),
    "Each player [Delves 2].": ("put", "each_player"),
    "Each player [Trawls].": ("draw", "each_player"),
    "Each opponent [Trawls].": ("draw", "each_opponent"),
}

EACH_READ: dict[str, tuple[str, str]] = {}
"""Text -> (the action of each player's first step, the players who each do the whole action
in turn)."""
_k = 0
for _body, _named in _EACH_BODIES.items():
    for _j in range(5):
        EACH_READ[_in(_k, _body)] = _named
        _k += 1

EACH_TWO_STEPS: dict[str, tuple[str, str, int]] = {}
"""Text -> (the draw's players, the discard's engine subject, cards discarded): two steps,
one per verb (6.1.c), the second chosen by each player in initiative order (6.1.h)."""
_TWO = {
    "Each player draws a card, then discards a card.": (
        "each_player",
        "a_card_from_each_players_hand",
        1,
    ),
    "Each player draws two cards, then discards a card.": (
        "each_player",
        "a_card_from_each_players_hand",
        1,
    ),
    "Each player draws a card, then discards two cards.": (
        "each_player",
        "a_card_from_each_players_hand",
        2,
    ),
    "Each opponent draws two cards, then discards a card.": (
        "each_opponent",
        "a_card_from_each_opponents_hand",
        1,
    ),
    "Each player draws a card. Then each player discards a card.": (
        "each_player",
        "a_card_from_each_players_hand",
        1,
    ),
}
_k = 0
for _body, _named in _TWO.items():
    for _j in range(2):
        EACH_TWO_STEPS[_in(_k, _body)] = _named
        _k += 1

EACH_REFUSED: dict[str, str] = {
    "{J} Each player may [Stow].": "several steps",
    "{J} Each player [Musters].": "follow-up of its own",
    "{J} Each player [Stows] twice.": "repeated",
    "{J} All players [Sift].": "two steps",
    "{J} Each player discards a card, then draws a card.": "which players",
    "{J} Each player draws a card and discards a card.": "not read by the card grammar",
    "{J} Each player draws a card, then discards a Spell.": "does not say from which zone",
}
"""Near-misses: "may" over several steps (what declining leaves undone); a step with its own
"If you do" before a later step (6.5.f); a repeat; "All players [Sift]" (not read yet); the
players of the step after "then" (not read for a discard first); "and" joining two steps of
each player (not read yet); a Spell (construction 2's refusal)."""

UNWRITTEN: dict[str, str] = {
    "{H} Each player who has 5 or more cards in hand discards a card.": "each player does with more to it",
}
"""Read and run, but not written back by the writer (its players' condition, "who has …",
is not written for a step each player does: writer/objects.py) — text -> the writer's words."""
