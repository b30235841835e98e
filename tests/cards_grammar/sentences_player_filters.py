"""gram92's siblings (issue 30): players filtered in the actor slot, and choices another
player makes. Written before building; measured by benchmarks/player_filter_siblings.py,
read and played in test_player_filters.py.

(1) "Each opponent / Each player who has … / with … / whose … [step]": the players the step
names (1.4.7.b), only those for whom the condition holds as their step begins (6.5.d) —
every player condition the reader evaluates (cards in their zones 3.2, what they control
1.2.2, a comparison with you, their Expedition in the race 4.2), each said for the player
("you" in the condition is that player), in every step a player does in turn. ``FILTERS``
maps each printed filter to the condition as said for "you"; ``None``: the engine must
refuse it — "each player who has more … than you" (you are one of the players: what "you"
names in your own filter is not said by a per-player condition, precision first).

(2) "Each opponent chooses [object]. Each [noun] chosen this way / The [noun] chosen this
way [step]": the object each of them chose (6.1.h), the step done by the effect's controller
(1.4.7.c); the chosen wordings of the reference slot ("the chosen X", "it") said every way.
``CHOICES`` maps each sentence to ``True`` (read) or ``False`` (to refuse: hidden
information the engine does not model — a hand revealed, then a card chosen in it, 6.1.e).
"""

from __future__ import annotations

from typing import Any

FILTERS: dict[str, str | None] = {
    "who has two or more cards in their Reserve": "you have two or more cards in your reserve",
    "with two or more cards in their Reserve": "you have two or more cards in your reserve",
    "who has no cards in their hand": "you have no cards in your hand",
    "with no cards in their hand": "you have no cards in your hand",
    "who has at least three cards in their hand": "you have at least three cards in your hand",
    "who has five or more cards in their discard pile": (
        "you have five or more cards in your discard pile"
    ),
    "with a card in their Reserve": "you have a card in your reserve",
    "who has exactly one card in their Reserve": "you have exactly one card in your reserve",
    "with one or fewer cards in their hand": "you have one or fewer cards in your hand",
    "who controls two or more Characters": "you control two or more characters",
    "who controls no Landmarks": "you control no landmarks",
    "who controls an [[Asleep]] Character": "you control an [[asleep]] character",
    "with two or more Characters in play": None,  # "in play": whose Expeditions not said
    "whose Hero Expedition is behind": "your hero expedition is behind",
    "whose Companion Expedition is behind": "your companion expedition is behind",
    "whose Hero Expedition is ahead": "your hero expedition is ahead",
    "who has more cards in hand than you": "you have more cards in your hand than an opponent",
    "who has more cards in their hand than you": (
        "you have more cards in your hand than an opponent"
    ),
    "with fewer cards in their Reserve than you": (
        "you have fewer cards in your reserve than an opponent"
    ),
    "who controls more Characters than you": "you control more characters than an opponent",
}
"""Each filter, and the condition each filtered player's step holds, said for them."""

THAN_YOU = frozenset(f for f in FILTERS if f.endswith("than you"))
"""Said of "each player", these compare you with yourself: refused (see the docstring)."""

STEPS: dict[str, str] = {
    "draws a card": "draw",
    "discards a card from their hand": "discard",
    "gives 1 boost to a Character they control": "give_boost",
    "exhausts a card in their Reserve": "exhaust",
    "may draw a card": "draw",
}
"""The step each filtered player does, and its action."""

PLAYERS = {"Each opponent": "each_opponent", "Each player": "each_player"}

ONE_OF_THEM: dict[str, str] = {
    "{J} Each opponent with two or more cards in their Reserve discards one of them.": "reserve",
    "{J} Each opponent who has two or more cards in their hand discards one of them.": "hand",
    "{J} Each player with a card in their Reserve exhausts one of them.": "reserve",
}
""""one of them": one of the cards the filter counted, in that player's zone (6.5.h)."""


def filtered(players: str, flt: str, step: str) -> str:
    """The sibling sentence: a "When I enter play" ability ({J}) of a Character."""
    return f"{{J}} {players} {flt} {step}."


def expected(players: str, flt: str) -> str | None:
    """The condition as said for "you", or ``None`` when the sentence must be refused."""
    if players == "Each player" and flt in THAN_YOU:
        return None
    return FILTERS[flt]


CHOICES: dict[str, bool] = {
    "{J} Each opponent chooses a Character they control. "
    "Each Character chosen this way gains 1 Debt counter.": True,
    "{J} Each opponent chooses a Character they control. "
    "Each Character chosen this way gains [[Asleep]].": True,
    "{J} Each player chooses a Character they control. "
    "Each Character chosen this way gains [[Anchored]].": True,
    "{J} Target opponent chooses a Character they control. "
    "The Character chosen this way gains [[Asleep]].": True,
    "{J} Each opponent chooses a Character they control. "
    "The Character chosen this way gains 2 boosts.": True,
    "{J} Target opponent chooses a card in their Reserve. "
    "The card chosen this way gains [[Fleeting]].": True,
    "{J} Each opponent chooses a Character they control. "
    "Send each Character chosen this way to its owner's Reserve.": True,
    "{J} Target opponent chooses a card in their Reserve. Discard the card chosen this way.": True,
    "{J} Each opponent chooses a Character they control. "
    "Each Character chosen this way loses all its boosts.": True,
    "{J} Target opponent chooses a Permanent they control. "
    "Return the Permanent chosen this way to its owner's hand.": True,
    "{J} Target opponent reveals their hand. Choose a card in it. "
    "They put it in their Reserve.": False,
    "{J} Target opponent reveals their hand. Choose a card in it. Discard it.": False,
    "{J} Each opponent reveals their hand. Choose a Character card in it. They discard it.": False,
}
"""Choices made by another player, then the object chosen acted on."""


MODES: tuple[str, ...] = (
    "{J} Target opponent chooses one: \u2022 They sacrifice a Landmark. "
    "\u2022 Characters they control lose all their boosts.",
    "{J} Each opponent chooses one: \u2022 They discard a card from their hand. "
    "\u2022 Characters they control lose all their boosts.",
    "{J} Target opponent chooses one: \u2022 They draw a card. "
    "\u2022 Exhaust each Character they control.",
    "{J} Target opponent chooses one: \u2022 They sacrifice a Character. "
    "\u2022 Send a Character they control to its owner's Reserve.",
    "{J} Target opponent chooses one: \u2022 You draw two cards. "
    "\u2022 Characters they control gain [[Asleep]].",
    "{J} Each opponent chooses one: \u2022 You draw a card. "
    "\u2022 Each Character they control gains [[Fleeting]].",
)
"""Modes another player chooses (6.5.g) whose step names "they control" — that player's
objects (7.5.6.b), done by the effect's controller; added after the first build (gram92),
measured before -> after on the tree before it too."""


def siblings() -> list[tuple[str, str | None, str]]:
    """Every filter sibling: (sentence, condition for "you" or ``None``, action)."""
    out: list[tuple[str, str | None, str]] = []
    for players in PLAYERS:
        for flt in FILTERS:
            for step, action in STEPS.items():
                out.append((filtered(players, flt, step), expected(players, flt), action))
    return out


# ---- the grammar sections "players filtered" and "other players' choices" (altered.lark)
_THAN_YOU = "{J} Each opponent who has more cards in hand than you discards a card from their hand."
_BEHIND = (
    "At Dusk \u2014 Each player whose Hero Expedition is behind gives 1 boost to a Character "
    "they control."
)
_NO_CARDS = "{J} Each player with no cards in their hand draws a card."
_MAY = "{J} Each opponent with two or more cards in their Reserve may draw a card."
_ONE_OF_THEM = (
    "At Noon \u2014 Each opponent with two or more cards in their Reserve discards one of them."
)
_HAND_SHOWN = "{J} Target opponent reveals their hand. Choose a card in it. Discard it."

RULE_SENTENCES_PLAYER_FILTERS: dict[str, tuple[str, ...]] = {
    "player_filter": (_THAN_YOU, _BEHIND, _NO_CARDS),
    "player_filter_do": (_THAN_YOU, _BEHIND, _NO_CARDS),
    "player_filter_may_do": (_MAY,),
    "player_filter_one_of_them": (_ONE_OF_THEM,),
    "other_player_choice_in_revealed_hand": (_HAND_SHOWN,),
}
"""A sentence for each rule of the sections, read by the grammar alone (test_rules.py)."""


def _reaction(trigger: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


READINGS_PLAYER_FILTERS: dict[str, dict[str, Any]] = {
    _THAN_YOU: _reaction(
        "enters_play",
        {
            "action": "discard",
            "subject": "a_card_from_your_hand",
            "players_do": "each_opponent",
            "players_if": "you have more cards in your hand than an opponent",
        },
    ),
    _BEHIND: _reaction(
        "at_dusk",
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "a_character_you_control",
            "players_do": "each_player",
            "players_if": "your hero expedition is behind",
        },
    ),
    _NO_CARDS: _reaction(
        "enters_play",
        {
            "action": "draw",
            "amount": 1,
            "players_do": "each_player",
            "players_if": "you have no cards in your hand",
        },
    ),
    _MAY: _reaction(
        "enters_play",
        {
            "action": "draw",
            "amount": 1,
            "may": True,
            "players_do": "each_opponent",
            "players_if": "you have two or more cards in your reserve",
        },
    ),
    _ONE_OF_THEM: _reaction(
        "at_noon",
        {
            "action": "discard",
            "subject": "a_card_from_your_reserve",
            "players_do": "each_opponent",
            "players_if": "you have two or more cards in your reserve",
        },
    ),
}
"""What each rule's sentences read as."""

REFUSED_PLAYER_FILTERS: dict[str, str] = {_HAND_SHOWN: "hidden information, 3.1.3.f"}
"""Sentences read by a rule and refused with a judge's reason naming the words."""
