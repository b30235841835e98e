"""Sibling sentences of a Deck shuffled (issue 30, gram104), written before building (not
copied from card data): "When [player] shuffle(s) [their] deck" / "When [whose] deck is
shuffled" with each player word a trigger may name (you, an opponent, your opponent, a
player; 1.2.2) and each output kind, "Whenever", "during the Afternoon" (4.2.a) and "if"
(6.3.k); "[player] shuffles their deck" as a step for each player word a step may name
(each player, each opponent, target opponent, target player); and the shuffles that are
another event or that the engine cannot say (a card or a hand shuffled into a Deck, a
trigger naming a target, another player's Deck shuffled by you): refused.

``SIBLINGS`` maps each sentence to the Reaction it means (its fields but "text"), or to
``None`` when it must be refused. Measured by benchmarks/shuffle_event_siblings.py;
tests/cards_grammar/test_shuffle_event_siblings.py holds every sibling to its meaning."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

TRIGGER = "player_shuffles_deck"

_EVENTS: dict[str, Reading] = {
    "When you shuffle your deck": {"player": "you"},
    "Whenever you shuffle your deck": {"player": "you"},
    "When an opponent shuffles their deck": {"player": "opponent"},
    "When your opponent shuffles their deck": {"player": "opponent"},
    "When a player shuffles their deck": {},
    "When a player shuffles his or her deck": {},
    "When an opponent shuffles his or her deck": {"player": "opponent"},
    "When your deck is shuffled": {"player": "you"},
    "When an opponent's deck is shuffled": {"player": "opponent"},
    "When a player's deck is shuffled": {},
    "Whenever a player shuffles their deck": {},
    "When you shuffle your deck during the Afternoon": {"player": "you", "during": "Afternoon"},
    "When an opponent shuffles their deck during the Afternoon": {
        "player": "opponent",
        "during": "Afternoon",
    },
}
"""Each event's words and the trigger fields it means besides the trigger."""

_OUTPUTS: dict[str, list[Reading]] = {
    "Draw a card.": [{"action": "draw", "amount": 1}],
    "I gain 2 boosts.": [{"action": "give_boost", "amount": 2, "subject": "self"}],
    "Target opponent discards a card from their hand.": [
        {"action": "discard", "subject": "a_card_from_target_opponents_hand"}
    ],
    "Each player draws a card.": [{"action": "draw", "amount": 1, "subject": "each_player"}],
}
"""Outputs the Reactions do (the effect each means)."""

_REFUSED_EVENTS = (
    "When you shuffle your discard pile into your deck",  # one shuffle of two (4.2.1.f)
    "When you shuffle a card into your deck",  # a card put in, not the Deck shuffled
    "When you shuffle your hand into your deck",
    "When target opponent shuffles their deck",  # a trigger names no target (6.3.b)
    "When you shuffle an opponent's deck",  # a Deck is shuffled by its own player
    "When you shuffle one or more cards into your deck",
    "When each player shuffles their deck",
)
"""Events refused: another event than a Deck shuffled, or words no trigger says."""

_STEPS: dict[str, Reading | None] = {
    "Each player shuffles their deck.": {"players_do": "each_player"},
    "Each opponent shuffles their deck.": {"players_do": "each_opponent"},
    "Target opponent shuffles their deck.": {"players_do": "target_opponent"},
    "Target player shuffles their deck.": {"players_do": "target_player"},
    "Each player shuffles his or her deck.": {"players_do": "each_player"},
    "Shuffle your deck.": {},
    "Each player shuffles their hand into their deck.": None,
    "Target opponent shuffles their discard pile into their deck.": None,
    "Its owner shuffles their deck.": None,  # whose "it" is, no step before says
    "Each player shuffles target opponent's deck.": None,
}
"""Steps: a player shuffling their own Deck (3.2.2.b), ``players_do`` the players who do it
(the composed "[player] [verb]s" reading, 1.4.7)."""


_REVEALERS: dict[str, str | None] = {
    "Target opponent": "target_opponent",
    "Each opponent": "each_opponent",
    "Target player": "target_player",
    "Each player": None,  # several cards: whose "it" is not said
}
"""Another player revealing their own top card (3.2.2.b, 3.1.3.f), then "If it's a [type]"
on that card (6.3.i): read for one player; several players' cards refused."""

_IT_OUTPUTS: dict[str, list[Reading]] = {
    "I gain 2 boosts.": [{"action": "give_boost", "amount": 2, "subject": "self"}],
    "I gain 1 boost.": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    "they draw a card.": [],  # whose draw after another player's step: refused
    # yours (1.4.7.a, 6.5.f): read since gt (session 35), marked follow_ups_yours
    "draw a card.": [{"action": "draw", "amount": 1}],
}


def _siblings() -> dict[str, Reading | None]:
    out: dict[str, Reading | None] = {}
    for event, fields in _EVENTS.items():
        for words, effect in _OUTPUTS.items():
            out[f"{event} \u2014 {words}"] = {"trigger": TRIGGER, **fields, "effect": effect}
    for event in _REFUSED_EVENTS:
        out[f"{event} \u2014 Draw a card."] = None
    cond = "When you shuffle your deck, if you control 2 or more Characters \u2014 Draw a card."
    out[cond] = {
        "trigger": TRIGGER,
        "player": "you",
        "if": "you control 2 or more characters",
        "effect": _OUTPUTS["Draw a card."],
    }
    for who, one in _REVEALERS.items():
        for kind in ("Character", "Permanent", "Spell"):
            for words, effect in _IT_OUTPUTS.items():
                text = f"{{J}} {who} reveals the top card of their deck. If it's a {kind}, {words}"
                reveal = {"action": "reveal", "subject": "top_cards_of_your_deck", "amount": 1}
                then = [{**step, "if": f"it's a {kind.lower()}"} for step in effect]
                reading = {**reveal, "players_do": one, "then": then} if one and effect else None
                if reading is not None and words.startswith("draw"):
                    # gt (session 35): the draw is the effect's controller's (6.5.f)
                    reading["follow_ups_yours"] = True
                out[text] = (
                    None
                    if reading is None
                    else {
                        "trigger": "enters_play",
                        "effect": [reading],
                    }
                )
    for step, subject in _STEPS.items():
        shuffle = None if subject is None else {"action": "shuffle", "to": "deck", **subject}
        out[f"{{J}} {step}"] = (
            None if shuffle is None else {"trigger": "enters_play", "effect": [shuffle]}
        )
    return out


SIBLINGS: dict[str, Reading | None] = _siblings()

NOT_YET = frozenset({"{J} Each player shuffles his or her deck."})
"""Siblings with a meaning the reader refuses still (safe: the judge resolves them by hand):
"his or her" after a player of a step is not reworded as "their" there."""

YOU_SHUFFLE = "When you shuffle your deck \u2014 Draw a card."
OPPONENT_SHUFFLES = "When an opponent shuffles their deck \u2014 I gain 2 boosts."
PLAYER_SHUFFLES = "When a player shuffles his or her deck \u2014 Draw a card."
YOUR_DECK_SHUFFLED = "When your deck is shuffled \u2014 Draw a card."
THEIR_DECK_SHUFFLED = "When an opponent's deck is shuffled \u2014 I gain 2 boosts."

THEIR_TOP_CARD = (
    "{J} Target opponent reveals the top card of their deck. If it's a Character, I gain 2 boosts."
)

READINGS_SHUFFLE_EVENTS: dict[str, dict[str, Any]] = {
    t: {"reaction": SIBLINGS[t]}
    for t in (
        YOU_SHUFFLE,
        OPPONENT_SHUFFLES,
        PLAYER_SHUFFLES,
        YOUR_DECK_SHUFFLED,
        THEIR_DECK_SHUFFLED,
        THEIR_TOP_CARD,
    )
}
RULE_SENTENCES_SHUFFLE_EVENTS: dict[str, tuple[str, ...]] = {
    "g104_you_shuffle": (YOU_SHUFFLE,),
    "g104_player_shuffles": (OPPONENT_SHUFFLES, PLAYER_SHUFFLES),
    "g104_deck_is_shuffled": (YOUR_DECK_SHUFFLED, THEIR_DECK_SHUFFLED),
}
