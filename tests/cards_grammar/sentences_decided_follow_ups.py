"""Sibling sentences of "who acts after another player's decision" (gram64, issue 30): the
actor slot ("target opponent", "each opponent", "your opponent", "target player", "its
controller", "they") × the atomic action decided (7.3: pay, draw, discard, sacrifice,
exhaust, ready, send to Reserve, return to hand, roll, Resupply) × what follows ("If they do",
"If they don't", "Otherwise", "they [step]" back to the decider). Measured before → after
by ``test_decided_follow_ups.py``; the ones marked for a board are played in
``test_board_decided_follow_ups.py`` with the OTHER player answering.

``SIBLINGS`` maps each sentence to what it must be: ``"read"`` (read, the follow-up done by
the player it names) or ``"refused"`` (the engine cannot let that player decide it yet, or
who acts is not said: refused by name — precision first)."""

from __future__ import annotations

EXHAUST_OR_DRAW = (
    "{J} Target opponent may exhaust a Character they control. If they don't, draw a card."
)
SEND_THEN_DRAW = (
    "{J} Target opponent may send a Character they control to Reserve. If they do, draw a card."
)
PAY_OR_THEY_DISCARD = (
    "{J} Target opponent may pay {1}. If they don't, they discard a card from their hand."
)
PAY_OR_THEY_SACRIFICE = "{J} Each opponent may pay {1}. If they don't, they sacrifice a Character."
PAY_THEN_THEY_DRAW = "{J} Target opponent may pay {1}. If they do, they draw a card."
PUT_THEN_DRAW = (
    "{J} Target opponent may put a card from their hand in Reserve. If they do, draw a card."
)
ANY_PAYS_OR_DRAW = "{J} Any opponent may pay {1}. If no one does, draw a card."
WHO_DOESNT_SACRIFICES = (
    "{J} Each opponent may exhaust a Character they control. "
    "Each opponent who doesn't sacrifices a Character."
)
EXHAUST_THEN_THEY_DRAW = (
    "{J} Target opponent may exhaust a Character they control. If they do, they draw a card."
)

BOARD_SENTENCES_DECIDED = (
    EXHAUST_OR_DRAW,
    SEND_THEN_DRAW,
    PAY_OR_THEY_DISCARD,
    PAY_OR_THEY_SACRIFICE,
    PAY_THEN_THEY_DRAW,
    EXHAUST_THEN_THEY_DRAW,
    ANY_PAYS_OR_DRAW,
    WHO_DOESNT_SACRIFICES,
    PUT_THEN_DRAW,
)

ACTORS = ("Target opponent", "Each opponent", "Your opponent", "Any opponent", "Target player")
"""The players a card names as deciding (1.2.6, 7.5.6.b): one player in a two-player game
(1.2.1.b: "each / your / any opponent" is the one opponent)."""
ACTIONS = (
    "pay {1}",
    "draw a card",
    "discard a card from their hand",
    "sacrifice a Character",
    "exhaust a Character they control",
    "ready a Character they control",
    "send a Character they control to Reserve",
    "return a Character they control to their hand",
    "put a card from their hand in Reserve",
    "roll a die",
    "Resupply",
)
"""The atomic actions decided (7.3): pay 1.2.5, draw 7.3.9, discard 7.3.7, sacrifice 7.3.36,
exhaust 7.3.13, ready 7.3.28, send to Reserve 7.3.37, return to hand 7.3.29, put in Reserve
7.3.27, roll 7.3.33, Resupply 7.3.31."""
FOLLOW_UPS = (
    ("If they do, draw a card.", "yours"),
    ("If they don't, draw a card.", "yours"),
    ("Otherwise, draw a card.", "yours"),
    ("If they do not, I gain 2 boosts.", "me"),
    ("If they don't, they sacrifice a Character.", "theirs"),
    ("If they do, they draw a card.", "theirs"),
    ("If they don't, they discard a card from their hand.", "theirs"),
    ("Each opponent who does draws a card.", "theirs"),
    ("Each opponent who doesn't sacrifices a Character.", "theirs"),
    ("If no one does, draw a card.", "yours"),
)
"""What follows the decision, and whose step it is: the effect's controller's ("draw a card",
6.5.f), on "me", or the deciding player's ("they …", 7.5.6.b)."""


def siblings() -> list[tuple[str, str]]:
    """Every actor × action × follow-up: (sentence, whose the follow-up is)."""
    return [
        (f"{{J}} {actor} may {action}. {follow}", whose)
        for actor in ACTORS
        for action in ACTIONS
        for follow, whose in FOLLOW_UPS
    ]


WHO_DOES_DRAWS = "{J} Each opponent may pay {1}. Each opponent who does draws a card."
ANYONE_PAYS = "{J} Any opponent may pay {2}. If anyone does, I gain 1 boost."
EACH_PLAYER_WHO_DOES = (
    "{J} Each player draws a card. Each player who does discards a card from their hand."
)
"""No decision before it: refused by name. After "Each player may [X]." it reads as "If they
do, they [Y]" (gram114, players_who_did_words.py; test_players_who_did.py)."""
YOUR_OPPONENT_WHO_DOES = "{J} Your opponent may pay {1}. Each opponent who does draws a card."
YOUR_OPPONENT_WHO_DOESNT = (
    "{J} Your opponent may exhaust a Character they control. "
    "Each opponent who doesn't sacrifices a Character."
)
"""The grammar's own "Each opponent who does / doesn't" (gram64), after another name of the one
opponent; after "Each opponent may" the lexer reads it as "If they do / don't, they" (gram114)."""


def _reaction(*effect: dict[str, object]) -> dict[str, object]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _pay(n: int, who: str, **after: list[dict[str, object]]) -> dict[str, object]:
    return {"action": "pay_mana", "subject": who, "amount": n, "may": True, **after}


_DRAW = {"action": "draw", "amount": 1}

READINGS_DECIDED_FOLLOW_UPS: dict[str, dict[str, object]] = {
    WHO_DOES_DRAWS: _reaction(_pay(1, "opponent", then=[{**_DRAW, "players_do": "decider"}])),
    WHO_DOESNT_SACRIFICES: _reaction(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
            "may": True,
            "if_not_done": [{"action": "sacrifice", "subject": "a_character_you_control"}],
        }
    ),
    YOUR_OPPONENT_WHO_DOES: _reaction(
        _pay(1, "opponent", then=[{**_DRAW, "players_do": "decider"}])
    ),
    YOUR_OPPONENT_WHO_DOESNT: _reaction(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
            "may": True,
            "if_not_done": [{"action": "sacrifice", "subject": "a_character_you_control"}],
        }
    ),
    ANY_PAYS_OR_DRAW: _reaction(_pay(1, "opponent", if_not_done=[dict(_DRAW)])),
    ANYONE_PAYS: _reaction(
        _pay(2, "opponent", then=[{"action": "give_boost", "amount": 1, "subject": "self"}])
    ),
    EXHAUST_OR_DRAW: _reaction(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "players_do": "target_opponent",
            "may": True,
            "if_not_done": [dict(_DRAW)],
            "follow_ups_yours": True,
        }
    ),
    PAY_OR_THEY_DISCARD: _reaction(
        _pay(
            1,
            "target_opponent",
            if_not_done=[
                {"action": "discard", "subject": "a_card_from_your_hand", "players_do": "decider"}
            ],
        )
    ),
}
"""The readings (gram64): "you" follow-ups the effect's controller's (``follow_ups_yours``),
"they" follow-ups the deciding player's (``players_do: decider``, or their own step under a
step they do in turn)."""

RULE_SENTENCES_DECIDED_FOLLOW_UPS: dict[str, tuple[str, ...]] = {
    "each_opponent_who_does": (YOUR_OPPONENT_WHO_DOES,),
    "each_opponent_who_doesnt": (YOUR_OPPONENT_WHO_DOESNT,),
    "each_player_who_does": (EACH_PLAYER_WHO_DOES,),
    "if_no_one_does": (ANY_PAYS_OR_DRAW,),
    "if_anyone_does": (ANYONE_PAYS,),
    "if_they_dont": (EXHAUST_OR_DRAW,),
    "player_may_pay": (PAY_OR_THEY_DISCARD,),
}

REFUSED_DECIDED_FOLLOW_UPS: dict[str, str] = {
    EACH_PLAYER_WHO_DOES: "'each player who does / doesn't' follows no decision of each player",
}
