"""Sibling sentences of the top of a deck (issue 30, gram98), written before building (not
copied from card data): the cards a step looked at or revealed on top of a Deck (3.2.2.b,
3.1.3.f, 1.2.7.d) as the group the next sentence refers to — "them", "one of them", "any
number of them", "up to N of them", "a [type] from among them", "the rest" — put in a
zone a card may go (hand, Reserve, Mana zone, on top of / at the bottom of the Deck, "back
in any order": 7.3.27.a, one at a time in the order the player chooses, 6.1.g); "If it's a
[type]" / "Otherwise" on a revealed card (6.5.d, 6.5.e); cards put from a Reserve on the
bottom of the Deck "in any order"; shuffling a Deck; another player's Deck (hidden, 3.1.3.d:
refused by name).

``SIBLINGS`` maps each sentence (an ``{J}`` Reaction) to the effect step it means, or to
``None`` when the engine cannot say it (a refusal is right). Measured by
benchmarks/deck_top_siblings.py; tests/cards_grammar/test_deck_top_siblings.py holds every
sibling to its meaning."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_NUMBERS = {"two": 2, "three": 3, "four": 4}
_SEEN = {"Look at": "look", "Reveal": "reveal"}
_AMONG = "a_card_among_them"


def _seen(verb: str, n: int, then: list[Step]) -> Step:
    return {"action": verb, "subject": "top_cards_of_your_deck", "amount": n, "then": then}


def _put(to: str, **more: Any) -> Step:
    return {"action": "put", "subject": _AMONG, "to": to, **more}


def _deck(position: str, **more: Any) -> Step:
    return _put("deck", position=position, **more)


def _times(n: int) -> dict[str, int]:
    return {"times": n} if n > 1 else {}


# "[Look at / Reveal] the top N cards of your deck. [what follows]": what follows, by N
_FOLLOW_UPS: dict[str, Any] = {
    "Put them back in any order.": lambda n: [_deck("top", **_times(n))],
    "Put them back on top of your deck in any order.": lambda n: [_deck("top", **_times(n))],
    "You may put one of them on the bottom of your deck.": lambda n: [_deck("bottom", may=True)],
    "Put one of them at the bottom of your deck.": lambda n: [_deck("bottom")],
    "Put any number of them on the bottom of your deck.": lambda n: [_deck("bottom", up_to=n)],
    "Put up to two of them on the bottom of your deck.": lambda n: [_deck("bottom", up_to=2)],
    "Put any number of them on the bottom of your deck and the rest back in any order.": (
        lambda n: [_deck("bottom", up_to=n), _deck("top", **_times(n))]
    ),
    "You may put a Permanent from among them in your hand. Put the rest on the bottom of your"
    " deck in any order.": lambda n: [
        _put("hand", filter={"types": ["Permanent"]}, may=True),
        _deck("bottom", **_times(n)),
    ],
    "Put a Character from among them in your Reserve and the rest on the bottom of your deck"
    " in any order.": lambda n: [
        _put("reserve", filter={"types": ["Character"]}),
        _deck("bottom", **_times(n)),
    ],
    "You may put a Spell from among them in your hand.": lambda n: [
        _put("hand", filter={"types": ["Spell"]}, may=True)
    ],
    "Put one of them in your hand and the rest on the bottom of your deck in any order.": (
        lambda n: [_put("hand"), _deck("bottom", **_times(n - 1))]
    ),
    "Put one of them in your Reserve and the rest back in any order.": lambda n: [
        _put("reserve"),
        _deck("top", **_times(n - 1)),
    ],
    "Put one of them in your hand and the rest in your Reserve.": lambda n: [
        _put("hand"),
        _put("reserve", **_times(n - 1)),
    ],
    "Put up to two of them in your Mana zone and the rest on top of your deck in any order.": (
        lambda n: [_put("mana", up_to=2), _deck("top", **_times(n))]
    ),
    "You may put any number of them in your Reserve.": lambda n: [
        _put("reserve", up_to=n, may=True)
    ],
}

_ARRANGED: dict[str, Step | None] = {
    f"{{J}} {said} the top {word} cards of your deck. {follow}": _seen(verb, n, make(n))
    for said, verb in _SEEN.items()
    for word, n in _NUMBERS.items()
    for follow, make in _FOLLOW_UPS.items()
    if n >= 3 or "up to two" not in follow  # "up to two of them" of two: "them"
}


def _revealed_if(kind: str, then: Step, otherwise: Step | None) -> Step:
    step = {**then, "if": f"it's a {kind.lower()}"}
    if otherwise is not None:
        step["otherwise"] = [otherwise]
    return _seen("reveal", 1, [step])


_IT_TO: dict[str, Step] = {
    "put it in your hand": {"action": "put", "to": "hand", "subject": "it"},
    "put it in your Reserve": {"action": "put", "to": "reserve", "subject": "it"},
    "put it on the bottom of your deck": {
        "action": "put",
        "to": "deck",
        "position": "bottom",
        "to_owner": True,
        "subject": "it",
    },
}

_REVEALED: dict[str, Step | None] = {
    f"{{J}} Reveal the top card of your deck. If it's a {kind}, {first}. Otherwise, {second}.": (
        _revealed_if(kind, _IT_TO[first], _IT_TO[second])
    )
    for kind in ("Character", "Spell", "Permanent")
    for first, second in (
        ("put it in your hand", "put it in your Reserve"),
        ("put it in your Reserve", "put it on the bottom of your deck"),
    )
}

_FROM_RESERVE: dict[str, Step | None] = {
    "{J} Put up to two cards from your Reserve on the bottom of your deck in any order.": {
        "action": "put",
        "subject": "a_card_from_your_reserve",
        "to": "deck",
        "position": "bottom",
        "up_to": 2,
    },
    "{J} Put up to three cards from your Reserve at the bottom of your deck in any order.": {
        "action": "put",
        "subject": "a_card_from_your_reserve",
        "to": "deck",
        "position": "bottom",
        "up_to": 3,
    },
    "{J} Put a card from your Reserve on the bottom of your deck.": {
        "action": "put",
        "subject": "a_card_from_your_reserve",
        "to": "deck",
        "position": "bottom",
    },
}

# Another player's Deck is hidden from you (3.1.3.d, 3.1.3.f): the engine looks only at its
# controller's own — refused by name, never read as "your deck" (but a player revealing
# their own top card for "me" to act on, gram104).
_THEIR_DECK: dict[str, Step | None] = {
    "{J} Look at the top three cards of target opponent's deck. Put any number of them on the"
    " bottom of their deck and the rest back in any order.": None,
    # gram104: one player reveals their own top card, "it" that card (3.1.3.f, 6.3.i)
    "{J} Target opponent reveals the top card of their deck. If it's a Character, I gain 2"
    " boosts.": {
        "action": "reveal",
        "subject": "top_cards_of_your_deck",
        "amount": 1,
        "players_do": "target_opponent",
        "then": [
            {"action": "give_boost", "amount": 2, "subject": "self", "if": "it's a character"}
        ],
    },
    "{J} Look at the top card of target opponent's deck. You may put it on the bottom of their"
    " deck.": None,
    # gt (session 35): the draw is the effect's controller's, on what the card is (6.5.d,
    # 6.5.f: follow_ups_yours) — the opponent's card stays on top of their deck (1.2.7.d)
    "{J} Each opponent reveals the top card of their deck. If it's a Spell, draw a card.": {
        "action": "reveal",
        "subject": "top_cards_of_your_deck",
        "amount": 1,
        "players_do": "each_opponent",
        "then": [{"action": "draw", "amount": 1, "if": "it's a spell"}],
        "follow_ups_yours": True,
    },
    "{J} Look at the top two cards of each opponent's deck.": None,
    # "them" with no cards seen before it names nothing (6.5.b)
    "{J} Put them back in any order.": None,
    "{J} Draw a card. Put any number of them on the bottom of your deck.": None,
}

SHUFFLE_STEP: Step = {"action": "shuffle", "to": "deck"}
""""Shuffle your deck": its order made anew at random (3.2.2.b; the scenario's seed)."""

_SHUFFLES: dict[str, Step | None] = {
    "{J} Shuffle your deck.": SHUFFLE_STEP,
    "{J} You may shuffle your deck.": {**SHUFFLE_STEP, "may": True},
}

SIBLINGS: dict[str, Step | None] = {
    **_ARRANGED,
    **_REVEALED,
    **_FROM_RESERVE,
    **_THEIR_DECK,
    **_SHUFFLES,
}

# ---- reader sentences of the block's rules (tests/cards_grammar/test_rules.py)
THEM_BACK = "{J} Look at the top three cards of your deck. Put them back in any order."
ONE_AT_BOTTOM = (
    "{J} Look at the top two cards of your deck. You may put one of them on the bottom of your"
    " deck."
)
UP_TO_ON_TOP = (
    "{J} Look at the top four cards of your deck. Put up to two of them on the bottom of your deck."
)
ANY_NUMBER_REST_BACK = (
    "{J} Look at the top three cards of your deck. Put any number of them on the bottom of your"
    " deck and the rest back in any order."
)
PERMANENT_AMONG = (
    "{J} Look at the top four cards of your deck. You may put a Permanent from among them in"
    " your hand. Put the rest on the bottom of your deck in any order."
)
REST_IN_RESERVE = (
    "{J} Reveal the top three cards of your deck. Put one of them in your hand and the rest in"
    " your Reserve."
)
REST_ON_TOP = (
    "{J} Look at the top four cards of your deck. Put up to two of them in your Mana zone and"
    " the rest on top of your deck in any order."
)
RESERVE_BOTTOM_ANY_ORDER = (
    "{J} Put up to two cards from your Reserve on the bottom of your deck in any order."
)
RESERVE_TOP_ANY_ORDER = (
    "{J} Put up to two cards from your Reserve on top of your deck in any order."
)
SHUFFLE = "{J} Shuffle your deck."
THEM_BACK_ON_TOP = (
    "{J} Look at the top two cards of your deck. Put them back on top of your deck in any order."
)
TOKEN_AMONG = (
    "{J} Look at the top three cards of your deck. Put a token from among them in your hand."
)
THEM_UNSEEN = "{J} Put them back in any order."
SPELL_ON_TOP = (
    "{J} Reveal the top three cards of your deck. You may put a Spell from among them on top of"
    " your deck."
)
SIBLINGS[SPELL_ON_TOP] = _seen("reveal", 3, [_deck("top", filter={"types": ["Spell"]}, may=True)])

_READ = (
    THEM_BACK,
    ONE_AT_BOTTOM,
    UP_TO_ON_TOP,
    ANY_NUMBER_REST_BACK,
    PERMANENT_AMONG,
    REST_IN_RESERVE,
    REST_ON_TOP,
    RESERVE_BOTTOM_ANY_ORDER,
    SHUFFLE,
    THEM_BACK_ON_TOP,
    SPELL_ON_TOP,
)
SIBLINGS[RESERVE_TOP_ANY_ORDER] = {
    "action": "put",
    "subject": "a_card_from_your_reserve",
    "to": "deck",
    "position": "top",
    "up_to": 2,
}
SIBLINGS[TOKEN_AMONG] = None  # a token is never a card in a Deck (2.1.e)


def _reaction(step: Step | None) -> dict[str, Any]:
    assert step is not None
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_DECK_TOP: dict[str, dict[str, Any]] = {
    t: _reaction(SIBLINGS[t]) for t in (*_READ, RESERVE_TOP_ANY_ORDER)
}
REFUSED_DECK_TOP: dict[str, str] = {
    TOKEN_AMONG: "this kind of card among them is not read yet",
    THEM_UNSEEN: "'them' names no cards seen on top of a deck",
}
RULE_SENTENCES_DECK_TOP: dict[str, tuple[str, ...]] = {
    "g98_them_back": (THEM_BACK, THEM_BACK_ON_TOP, THEM_UNSEEN),
    "g98_one_of_them": (ONE_AT_BOTTOM,),
    "g98_up_to_of_them": (UP_TO_ON_TOP,),
    "g98_any_number_of_them": (ANY_NUMBER_REST_BACK,),
    "g98_kind_among_them": (PERMANENT_AMONG, TOKEN_AMONG),
    "g98_rest_back": (ANY_NUMBER_REST_BACK, REST_ON_TOP),
    "g98_rest_placed": (PERMANENT_AMONG, REST_IN_RESERVE),
    "g98_place": (PERMANENT_AMONG, ANY_NUMBER_REST_BACK),
    "g98_top": (SPELL_ON_TOP,),
    "g98_bottom": (ONE_AT_BOTTOM, UP_TO_ON_TOP),
    "g98_top_in_any_order": (RESERVE_TOP_ANY_ORDER,),
    "g98_bottom_in_any_order": (RESERVE_BOTTOM_ANY_ORDER,),
    "g98_shuffle_your_deck": (SHUFFLE,),
}
