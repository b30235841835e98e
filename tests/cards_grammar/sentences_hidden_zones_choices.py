# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of hidden zones and choices (issue 30, session 39), written before building
(not copied from card data), each judged by meaning — hidden zones and other players' choices:

1. A CARD CHOSEN FROM A REVEALED HAND — "Target opponent reveals their hand. Choose a Spell
   from it. They discard it.": the reveal shows the hand to every player (1.2.7.d); "Choose"
   is the effect's controller's (6.1.g), among the cards shown that fit; "they" is the player
   who revealed — the card's owner — doing the step (1.4.7.b, 7.5.6.b); none fits, nothing
   happens (6.1.g). "Reveal your hand. If it has no Character, draw a card.": "it" the hand
   just revealed, still in place (1.2.7.d), the condition said of your hand (6.5.d).
   ``REVEALED_READ`` maps each to (who reveals, the step's action, the types chosen among);
   ``HAND_CONDITION_READ`` maps each to the condition the engine evaluates.
2. AN OPPONENT CHOOSING AMONG YOUR OBJECTS — "Target opponent / An opponent / Each opponent /
   Your opponent chooses a Character you control. Sacrifice it.": the player the effect names
   chooses (6.1.g "unless specified otherwise"; targeted first, 6.5.b; each in initiative
   order, 6.1.h) among the effect's controller's objects; the controller does the step on it
   (1.4.7.c, 7.5.6.c). ``YOURS_CHOSEN_READ`` maps each to (the engine subject, the action).
3. A SET'S KEYWORD ACTION OF SEVERAL STEPS DONE BY ONE OTHER PLAYER — "Target opponent
   [Stows]." ([Stow]: "Put a card from your hand in your Reserve. Draw a card."): the
   targeted player does every step as their own, in order (1.4.7.b, 6.5.a), its choices and
   "may" theirs, its draw from their Deck. ``SEVERAL_READ`` maps each to (the action's name,
   the players).

``*_REFUSED`` are near-misses (another meaning, or what the reader cannot run right), each
refused with the words said (sentence -> words its reason holds). Held by
tests/cards_grammar/test_hidden_zones_choices_siblings.py; boards in test_board_revealed_hand.py,
test_board_opponent_chooses_yours.py, test_board_set_actions_theirs.py."""

from __future__ import annotations

D = "\u2014"

_HEADS = (
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


def _in(head: str, body: str) -> str:
    return f"{head} {body}"


# ---------------------------------------------------------------- 1. a card from a revealed hand
_REVEALERS = {"Target opponent": "target_opponent", "Target player": "target_player"}
_CHOSEN = {
    "Choose a Spell from it.": ["Spell"],
    "Choose a Character card from among them.": ["Character"],
    "Choose a card revealed this way.": [],
    "Choose a Permanent among them.": ["Permanent"],
    "Choose a Spell card from it.": ["Spell"],
}
_THEIRS = {
    "They discard it.": "discard",
    "They put it at the bottom of their deck.": "put",
    "They put it in their Reserve.": "put",
}

REVEALED_READ: dict[str, tuple[str, str, list[str]]] = {}
"""Text -> (who reveals, the action of their step on the card chosen, the types chosen
among: none, any card)."""
_k = 0
for _who, _players in _REVEALERS.items():
    for _choice, _types in _CHOSEN.items():
        for _step, _action in _THEIRS.items():
            _text = _in(_HEADS[_k % len(_HEADS)], f"{_who} reveals their hand. {_choice} {_step}")
            REVEALED_READ[_text] = (_players, _action, _types)
            _k += 1

# "You may choose …": the effect's controller decides (6.5.c), then chooses (6.1.g)
REVEALED_READ.update(
    {
        "{J} Target opponent reveals their hand. You may choose a Spell from it. They discard it.": (
            "target_opponent",
            "discard",
            ["Spell"],
        ),
        f"When you play a Spell {D} Target opponent reveals their hand. You may choose a Character from it. They put it at the bottom of their deck.": (
            "target_opponent",
            "put",
            ["Character"],
        ),
        "SPELL Target player reveals their hand. You may choose a card from among them. They discard it.": (
            "target_player",
            "discard",
            [],
        ),
    }
)

REVEALED_REFUSED: dict[str, str] = {
    "{J} Each opponent reveals their hand. Choose a Spell from it. They discard it.": "no one player's revealed hand",
    "{J} Each player reveals their hand. Choose a Spell from it. They discard it.": "no one player's revealed hand",
    "{J} Target opponent reveals their hand. Choose a Spell from it. Discard it.": "'They [step] it' follows",
    "{J} Target opponent reveals their hand. Choose a Spell from it. They sacrifice it.": "7.3.7.a",
    "{J} Target opponent reveals their hand. Choose a Spell from it. They may discard it.": "they",
    "{J} Reveal your hand. Choose a Spell from it. They discard it.": "no one player's revealed hand",
    "{J} Target opponent reveals their hand. If it has no Character, draw a card.": "not read by the card grammar",
    "{J} Target opponent draws a card. They discard it.": "they",
    "{J} Exhaust target Character. They ready it.": "they",
}
"""Near-misses: several hands (whose card "it" is, 6.1.h); a look (the engine shows no one's
hand, 3.1.3.d — only the looker would see it); "Discard it" with no player (the effect's
controller discarding another's card: who discards is not said for a hand, 7.3.7.a); a
sacrifice of a card in a hand (7.3.36.a); "They may …" (their "may" after your choice); no
other player revealed ("they" names no one); "If it has" after another player's reveal
(whose hand the condition counts: not read); "They [step] it" naming no card chosen."""

HAND_CONDITION_READ: dict[str, str] = {}
"""Text -> the condition the engine evaluates ("it" the hand revealed)."""
_CONDITIONS = {
    "If it has no Character, draw a card.": "you have no character in your hand",
    "If it contains two or more Spells, draw a card.": "you have two or more spells in your hand",
    "If it doesn't contain a Spell, I gain 1 boost.": "you have no spell in your hand",
    "If it has a Permanent, draw a card.": "you have a permanent in your hand",
    "If it does not contain a Character, draw a card.": "you have no character in your hand",
}
for _i, (_said, _cond) in enumerate(_CONDITIONS.items()):
    for _j in range(2):
        _head = _HEADS[(_i * 2 + _j) % len(_HEADS)]
        HAND_CONDITION_READ[_in(_head, f"Reveal your hand. {_said}")] = _cond

HAND_CONDITION_REFUSED: dict[str, str] = {
    "{J} Reveal the top card of your deck. If it has no Character, draw a card.": "it",
    "{J} Draw a card. If it has no Character, draw a card.": "it",
}
"""Near-misses: "it" after another step names one card (no "has … Character" of a card)."""

# ---------------------------------------------------------------- 2. an opponent chooses yours
_CHOOSERS = {
    "Target opponent": "target_opponent",
    "An opponent": "each_opponent",
    "Each opponent": "each_opponent",
    "Your opponent": "each_opponent",
}
_YOURS = (
    ("a Character you control", "Sacrifice it.", "a_character_you_control", "sacrifice"),
    ("a Character you control", "Send it to Reserve.", "a_character_you_control", "send"),
    ("a Character you control", "Return it to your hand.", "a_character_you_control", "return"),
    ("a Character you control", "Exhaust it.", "a_character_you_control", "exhaust"),
    ("a Character you control", "It gains 2 boosts.", "a_character_you_control", "give_boost"),
    (
        "a Character you control with Hand Cost {2} or less",
        "Sacrifice it.",
        "a_character_you_control",
        "sacrifice",
    ),
    (
        "a Permanent you control",
        "Sacrifice it.",
        "a_character_or_permanent_you_control",
        "sacrifice",
    ),
    (
        "a Character or Permanent you control",
        "Return it to its owner's hand.",
        "a_character_or_permanent_you_control",
        "return",
    ),
    ("a card in your Reserve", "Discard it.", "a_card_from_your_reserve", "discard"),
    ("a card from your Reserve", "Put it in your hand.", "a_card_from_your_reserve", "put"),
    ("a Spell in your Reserve", "Discard it.", "a_card_from_your_reserve", "discard"),
    # a card in Reserve is exhausted too (2.4.6.c: it then cannot be played)
    ("a Character in your Reserve", "Exhaust it.", "a_card_from_your_reserve", "exhaust"),
)

YOURS_CHOSEN_READ: dict[str, tuple[str, str]] = {}
"""Text -> (the engine's subject: whose objects, who chooses; the action the effect's
controller does on the one chosen)."""
_k = 0
for _who, _players in _CHOOSERS.items():
    for _obj, _step, _subject, _action in _YOURS:
        _text = _in(_HEADS[_k % len(_HEADS)], f"{_who} chooses {_obj}. {_step}")
        YOURS_CHOSEN_READ[_text] = (f"{_subject}_{_players}_chooses", _action)
        _k += 1

# ib40: "one of your Characters" is "a Character you control" (3.2.4.b)
YOURS_CHOSEN_READ["SPELL An opponent chooses one of your Characters. Sacrifice it."] = (
    "a_character_you_control_each_opponent_chooses",
    "sacrifice",
)

YOURS_CHOSEN_REFUSED: dict[str, str] = {
    "SPELL Each player chooses a Character you control. Sacrifice it.": "who chooses among whose",
    "SPELL Target player chooses a Character you control. Sacrifice it.": "who chooses among whose",
    "{J} Its controller chooses a Character you control. Sacrifice it.": "who chooses among whose",
    "SPELL Target opponent chooses a card from your hand. Discard it.": "3.1.3.f",
    "SPELL Target opponent chooses a Character you control. You may sacrifice it.": "you may",
    "SPELL Target opponent chooses a Character you control. Discard it.": "7.3.7.a",
    "SPELL Target opponent chooses a card in your Reserve. Sacrifice it.": "7.3.36.a",
    "SPELL Target opponent chooses a Character you control. They sacrifice it.": "they",
    "SPELL Target opponent chooses a Character you control. Target Character gains 1 boost.": "'it'",
    "SPELL Target opponent chooses a Character you control.": "'it'",
    "SPELL Target opponent chooses a Character you control. Sacrifice it, then draw a card.": "'it'",
    "SPELL Target opponent chooses a Character you control and sacrifices it.": "sacrifices it",
    "SPELL Target opponent may choose a Character you control. Sacrifice it.": "may",
}
"""Near-misses: a chooser who could be you or names no one opponent (6.1.g, 6.1.h); a card in
your hand (hidden from the chooser, 3.1.3.f); "you may" after their choice; a discard of an
object in play (7.3.7.a) or a sacrifice of a card in Reserve (7.3.36.a); "They sacrifice it"
(one sacrifices only what one controls, 7.3.36.a); no step on "it"; a second step after it
(not read yet); "and sacrifices it" (the chooser sacrificing your Character, 7.3.36.a); "one
of your Characters" (not read as an object yet); their own "may choose" (not read yet)."""

# ---------------------------------------------------------------- 3. several steps, another player
SET_KEYWORDS = {
    "barter": "Discard a card from your Reserve. If you do, draw a card.",
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
    "sift": "Draw a card. Then discard a card from your hand.",
    "haggle": "Draw a card. You may put a card from your hand in your Reserve. If you do, draw a card.",
    "delve": "Put the top X cards of your deck in your Reserve. Draw a card.",
    "muster": "Put a card from your Reserve in your hand. If you do, discard a card from your hand. Draw a card.",
}
"""The set's keyword actions (invented): Stow, Sift, Haggle (a "may", a choice and its "If you
do") and Delve (an X) of several steps; Muster a step with its own "If you do" before a later
step; Barter one step and its "If you do" (ia's)."""

_SEVERAL_BODIES = {
    "Target opponent [Stows].": ("Stow", "target_opponent"),
    "Target opponent [Sifts].": ("Sift", "target_opponent"),
    "Target opponent [Haggles].": ("Haggle", "target_opponent"),
    "Target player [Stows].": ("Stow", "target_player"),
    "Target player [Sifts].": ("Sift", "target_player"),
    "Target opponent [Delves 2].": ("Delve 2", "target_opponent"),
    "Target opponent Stows.": ("Stow", "target_opponent"),
    "Target opponent [Stows]. Draw a card.": ("Stow", "target_opponent"),
    "I gain 1 boost. Target opponent [Sifts].": ("Sift", "target_opponent"),
    "If you control a Plant, target opponent [Stows].": ("Stow", "target_opponent"),
}
_SEVERAL_HEADS = (*_HEADS, f"When an opponent [Barters] {D}")

SEVERAL_READ: dict[str, tuple[str, str]] = {}
"""Text -> (the keyword action as printed, the one player who does it)."""
_k = 0
for _body, _named in _SEVERAL_BODIES.items():
    for _j in range(5):
        SEVERAL_READ[_in(_SEVERAL_HEADS[_k % len(_SEVERAL_HEADS)], _body)] = _named
        _k += 1

SEVERAL_REFUSED: dict[str, str] = {
    "{J} All players [Haggle].": "two steps",
    "{J} Target opponent [Musters].": "follow-up of its own",
    "{J} Target opponent may [Stow].": "several steps",
    "{J} Target opponent [Stows] twice.": "repeated",
    "{J} Each player may [Stow].": "several steps",
}
"""Near-misses: several players (whether each does the whole action before the next starts,
or each step in turn, is not said, 6.1.h — "Your opponent" reads as "each opponent"); a step
with its own "If you do" before a later step (what the later step follows, 6.5.f); "may"
over several steps (what declining leaves undone); a repeat (not read for another player)."""

# (ib40: "Each player / Each opponent / Your opponent [Stows]" — several players, each doing
# the whole action in turn, 6.1.h — and "Look at target opponent's hand. Choose …" are read
# now: tests/cards_grammar/sentences_hands_players.py.)

PLAYERS_NOT_RUN: tuple[str, ...] = ("{J} Exhaust target Character. Its controller [Stows].",)
"""Read by the grammar but not run by the engine (its controller's steps after a follow-up):
left to the judge, as ia's "Its controller [Barters]"."""

# ---------------------------------------------------------------- registration (sentences.py)
_YOURS_SACRIFICE = "{J} Target opponent chooses a Character you control. Sacrifice it."
_AN_OPPONENT = "{J} An opponent chooses a card in your Reserve. Discard it."
_REVEALED = "{J} Target opponent reveals their hand. Choose a Spell from it. They discard it."

READINGS_IB39: dict[str, dict[str, object]] = {
    _YOURS_SACRIFICE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control_target_opponent_chooses",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    _AN_OPPONENT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_reserve_each_opponent_chooses",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    _REVEALED: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "reveal",
                    "subject": "cards_in_your_hand",
                    "players_do": "target_opponent",
                    "then": [
                        {
                            "action": "discard",
                            "subject": "a_card_among_them",
                            "filter": {"types": ["Spell"]},
                            "its_controller_does": True,
                        }
                    ],
                    "follow_ups_yours": True,
                }
            ],
        }
    },
}
"""One sentence per new grammar rule, its reading judged by meaning (sentences.py)."""

RULE_SENTENCES_IB39: dict[str, tuple[str, ...]] = {
    "ib39_chooses_yours": (_YOURS_SACRIFICE,),
    "ib39_an_opponent_chooses_yours": (_AN_OPPONENT,),
    "ib39_choose_revealed": (_REVEALED,),
}
