"""gram91 (issue 30; written for these tests, not copied from card data): another player
bound by an earlier phrase — target opponent, each opponent, each player, its controller,
its owner — and referred to later by "they / their / that player / that opponent" in every
slot (the actor, the controller of "a Character they control", the possessor of "their
hand"), and the results of that player's action as conditions ("if they do / don't / can't
/ didn't", "otherwise"), "each player may … If they do, they …" answered per player, and
"each opponent may do the same".

:data:`SIBLINGS` are the construction's siblings, each with the words its reading must hold
(judged by meaning: who acts, whose objects, which branch); :data:`REFUSED_SIBLINGS` must
be refused (what they mean is not said, or the engine cannot do it). Measured before ->
after by benchmarks/players_referred_siblings.py. Merged into :mod:`.sentences`; boards in
``test_board_players_referred.py``."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "
"""A sibling printed on a Spell (the mark left off)."""

_OPP = '"controller": "opponent"'
_EACH = '"players_do": "each_player"'
_TO = '"players_do": "target_opponent"'
_DECIDER = '"players_do": "decider"'
_OWNER = '"players_do": "its_owner"'

SIBLINGS: dict[str, tuple[str, ...]] = {
    # "they control" after a step target opponent did: that targeted player's (6.5.b)
    "{J} Target opponent draws a card. Target Character they control gains 2 boosts.": (_OPP,),
    "{J} Target opponent draws a card. Then, target Character they control gains 1 boost.": (_OPP,),
    "{J} Target opponent draws a card. Target Character they control gains Asleep.": (_OPP,),
    "{J} Target opponent draws a card. Target Landmark they control gains 1 boost.": (_OPP,),
    "{J} Target opponent draws a card. Target Permanent they control gains Anchored.": (_OPP,),
    "{J} Target opponent draws a card. Then, sacrifice target Character they control.": (_OPP,),
    "{J} Target opponent draws a card. Then, each Character they control gains 1 boost.": (_OPP,),
    "{J} Target opponent draws a card. Target Character they control loses all its boosts.": (
        _OPP,
    ),
    "{J} Target opponent draws a card. Return target Character they control to its owner's hand.": (
        _OPP,
    ),
    "{J} Target opponent draws a card. You may exhaust target Character they control.": (
        _OPP,
        '"may": true',
    ),
    "{J} Target opponent draws a card. Target Character they control gains 1 boost. Target "
    "Character you control gains 1 boost.": (_OPP, '"controller": "you"'),
    "{J} Target opponent draws a card. Then, target Character that player controls gains 1 "
    "boost.": (_OPP,),
    "{J} Target opponent draws a card. Then, target Character that opponent controls gains 1 "
    "boost.": (_OPP,),
    "{J} Target opponent discards a card from their hand. Target Character they control gains "
    "1 boost.": (_OPP,),
    # "they" / "that player" as the actor after target opponent's step (1.4.7.b)
    "{J} Target opponent draws a card. Then, they discard a card from their hand.": (
        _TO,
        '"a_card_from_your_hand"',
    ),
    "{J} Target opponent draws two cards. Then, they discard a card from their hand.": (_TO,),
    "{J} Target opponent discards a card from their hand. Then, they draw a card.": (_TO,),
    "{J} Target opponent discards a card from their Reserve. They draw a card.": (_TO,),
    "{J} Target opponent sacrifices a Character. Then, they draw a card.": (_TO,),
    "{J} Target opponent draws a card. That player discards a card from their Reserve.": (_TO,),
    "{J} Target opponent draws a card. That opponent discards a card from their Reserve.": (_TO,),
    # "that player" / "its owner" after a step on one object put in its owner's zone
    SPELL + "Return target Character an opponent controls to its owner's hand. That player "
    "draws a card.": (_OWNER,),
    SPELL + "Put target Character at the bottom of its owner's deck. That player draws a card.": (
        _OWNER,
    ),
    "{J} Return target Character to its owner's hand. That player discards a card from their "
    "hand.": (_OWNER, '"a_card_from_your_hand"'),
    "{J} Return target Character to its owner's hand. Its owner discards a card from their hand.": (
        _OWNER,
    ),
    SPELL + "Sacrifice target Character an opponent controls. Its controller draws a card.": (
        '"its_controller"',
    ),
    "{J} Exhaust target Character an opponent controls. Its controller may draw a card.": (
        '"its_controller"',
        '"may": true',
    ),
    # the results of their action as conditions (6.1.g, 6.5.c, 6.5.f)
    "{J} Target opponent discards a card from their Reserve. If they can't, I gain 1 boost.": (
        '"if_cant"',
        '"follow_ups_yours": true',
    ),
    "{J} Target opponent discards a card from their Reserve. If they can't, they discard a "
    "card from their hand.": ('"if_cant"', _TO),
    "{J} Target opponent sacrifices a Character. If they can't, I gain 2 boosts.": ('"if_cant"',),
    "{J} Target opponent sacrifices a Permanent. If they can't, they discard a card from their "
    "hand.": ('"if_cant"',),
    "{J} Target opponent discards a card from their hand. If they can't, draw a card.": (
        '"follow_ups_yours": true',
    ),
    "{J} Target opponent exhausts a card in their Reserve. If they can't, I gain 1 boost.": (
        '"if_cant"',
    ),
    "{J} Target opponent discards two cards from their hand. If they can't, I gain 2 boosts.": (
        '"if_cant"',
    ),
    "{J} Target opponent discards a card from their Reserve. If they can't, they sacrifice a "
    "Character.": ('"if_cant"',),
    "{J} Each opponent discards a card from their hand. If they can't, I gain 1 boost.": (
        '"if_cant"',
    ),
    "{J} Each opponent sacrifices a Character. If they can't, they discard a card from their "
    "hand.": ('"if_cant"',),
    "{J} Each opponent discards a card from their Reserve. If they can't, they draw a card.": (
        '"if_cant"',
    ),
    "{J} Target opponent may draw a card. If they do, I gain 2 boosts.": ('"then"',),
    "{J} Target opponent may draw a card. If they don't, I gain 2 boosts.": ('"if_not_done"',),
    "{J} Target opponent may draw a card. If they didn't, I gain 1 boost.": ('"if_not_done"',),
    "{J} Target opponent may draw a card. If they did, I gain 1 boost.": ('"then"',),
    "{J} Target opponent may draw a card. Otherwise, I gain 1 boost.": ('"if_not_done"',),
    "{J} Target opponent may discard a card from their hand. If they don't, I gain 2 boosts.": (
        '"if_not_done"',
    ),
    "{J} Target opponent may sacrifice a Character. If they do, draw a card.": ('"then"',),
    "{J} Target opponent may draw a card. If they do, they discard a card from their Reserve.": (
        _DECIDER,
    ),
    "{J} Target opponent may draw a card. If they do, that player discards a card from their "
    "Reserve.": (_DECIDER,),
    "{J} Target opponent may draw two cards. If they do, they discard a card from their hand.": (
        _DECIDER,
    ),
    "{J} Target opponent may pay {1}. If they don't, they discard a card from their hand.": (
        _DECIDER,
    ),
    "{J} Target opponent may pay {1}. If they don't, exhaust target Character they control.": (
        '"controller": "decider"',
    ),
    "{J} Target opponent may sacrifice a Character. If they don't, they discard a card from "
    "their hand.": ('"if_not_done"', _TO),
    "{J} Target opponent may discard a card from their Reserve. If they do, they draw a card.": (
        '"then"',
        _TO,
    ),
    "{J} Target opponent may draw a card. If they do, target Character you control gains 2 "
    "boosts.": ('"controller": "you"',),
    "{J} Target opponent may exhaust a Character they control. If they don't, I gain 1 boost.": (
        '"if_not_done"',
    ),
    "{J} Target opponent may sacrifice a Character they control. If they do, they draw two "
    "cards.": ('"then"', _TO),
    "{J} Target opponent may return a Character they control to their hand. If they do, draw a "
    "card.": ('"follow_ups_yours": true',),
    "{J} Each opponent may draw a card. If they do, I gain 1 boost.": ('"then"',),
    "{J} Each opponent may sacrifice a Character. If they don't, I gain 1 boost.": (
        '"if_not_done"',
    ),
    "{J} Each opponent may draw a card. If they do, they discard a card from their Reserve.": (
        _DECIDER,
    ),
    "{J} Each opponent may pay {1}. If they don't, they discard a card from their hand.": (
        _DECIDER,
    ),
    # "each player may … If they do, they …": each one's own answer (6.1.h, 6.5.c)
    "{J} Each player may draw a card. If they do, they discard a card from their hand.": (
        _EACH,
        '"then"',
    ),
    "{J} Each player may discard a card from their hand. If they do, they draw two cards.": (
        _EACH,
        '"then"',
    ),
    "{J} Each player may discard a card from their Reserve. If they don't, they draw a card.": (
        _EACH,
        '"if_not_done"',
    ),
    "{J} Each player may sacrifice a Character. If they do, they draw a card.": (_EACH,),
    # "do the same": the step before, again, by the players named (1.4.7.b, 6.1.h)
    "{J} Put the top card of your deck in your Mana zone as an exhausted Mana Orb. Then, each "
    "opponent may do the same.": ('"players_do": "each_opponent"', '"to": "mana"', '"may": true'),
    "{J} Draw a card. Then, each opponent may do the same.": (
        '"players_do": "each_opponent"',
        '"may": true',
    ),
    "{J} Discard a card from your hand. Then, each opponent may do the same.": (
        '"a_card_from_each_opponents_hand"',
        '"may": true',
    ),
    "{J} Draw a card. Target opponent does the same.": (_TO,),
    "{J} Draw a card. Each opponent does the same.": ('"players_do": "each_opponent"',),
    "{J} Draw two cards. Then, each player may do the same.": (_EACH, '"amount": 2'),
}
"""Siblings the reader must read, each with words its reading (as JSON) must hold."""

REFUSED_SIBLINGS: dict[str, str] = {
    "{J} Target Character they control gains 1 boost.": "who 'they' are",
    "{J} Draw a card. Target Character they control gains 1 boost.": "who 'they' are",
    "{J} Each opponent draws a card. Target Character they control gains 1 boost.": (
        "who 'they' are"
    ),
    "{J} Each opponent may do the same.": "do the same",
    "{J} Each player draws a card. Then, each player may do the same.": "do the same",
    "{J} Exhaust target Character. Then, each opponent may do the same.": "do the same",
    "{J} Each player may draw a card. If they do, I gain 2 boosts.": "each player or all",
    "{J} Each player may draw a card. If they do, they discard a card from their hand and I "
    "gain 1 boost.": "",
    SPELL + "Sacrifice target Character. That player draws a card.": "that player",
    SPELL + "Return up to two target Characters to their owners' hands. That player draws a "
    "card.": "",
    "{J} Choose a Permanent an opponent controls. Its controller may pay {2}. If they don't, "
    "exhaust it and I gain 2 boosts.": "",
    "{J} Choose a Character an opponent controls. Its controller may pay {1}. If they don't, "
    "sacrifice it.": "",
    "{J} Look at the top card of target opponent's deck. You may put it at the bottom of their "
    "deck.": "",
    # ("{J} Look at target opponent's hand." reads now — ib40, 3.1.3.f: sentences_hands_players.py)
}
"""Siblings to refuse, each with words of its reason ("" where any reason will do): whose
"they" is not said, what "the same" repeats is not one step of yours, "if they do" after
each player's decision followed by a step of yours (per player or all of them is not said,
gram33), "that player" naming no one player, a choice of an object another player then
answers (the engine has no choice step of its own: choosing before paying is not the same
decision as paying first), another player's deck or hand as a zone."""

PAST_CONDITION = "{J} If you didn't play a Spell this turn, draw a card."
"""A condition on the past (5.1.2.k) the fold of "If they didn't, …" must leave as it is."""

READINGS_PLAYERS_REFERRED: dict[str, dict[str, Any]] = {
    "{J} Target opponent draws a card. Then, target Character that player controls gains 1 "
    "boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1, "subject": "target_opponent"},
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "filter": {"controller": "opponent"},
                },
            ],
        }
    },
    "{J} Draw a card. Then, each opponent may do the same.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                {"action": "draw", "amount": 1, "may": True, "players_do": "each_opponent"},
            ],
        }
    },
    "{J} Draw a card. Target opponent does the same.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                {"action": "draw", "amount": 1, "players_do": "target_opponent"},
            ],
        }
    },
}

RULE_SENTENCES_PLAYERS_REFERRED: dict[str, tuple[str, ...]] = {
    "they_control": (
        "{J} Target opponent draws a card. Then, target Character that player controls gains 1 "
        "boost.",
    ),
    "players_may_do_same": ("{J} Draw a card. Then, each opponent may do the same.",),
    "players_do_same": ("{J} Draw a card. Target opponent does the same.",),
}
