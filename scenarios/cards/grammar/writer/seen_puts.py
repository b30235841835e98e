"""The writer's words for N of the cards seen on top of a deck (issue 30, session 37 "hb").

"Look at the top four cards of your deck. Put two of them in your hand and the rest at the
bottom of your deck in any order." — N puts of a card seen (``times``, each chosen as it is
put, 6.1.g, 7.3.27.a) or "up to N" (``up_to``), then the rest: the cards seen less those put
(``times`` = seen - N), at the bottom or in a zone, or discarded ("discard the others"). Read
back by the grammar's ``hb_n_of_them`` / ``g98_up_to_of_them`` and ``g98_rest_placed``."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_ZONES = {
    "hand": "in your hand",
    "reserve": "in your Reserve",
    "mana": "in your Mana zone",
    "discard": "in your Discard pile",
}
_AMONG = "a_card_among_them"


def _place(step: Step) -> str | None:
    """Where a card seen is put: a zone or an end of the Deck (3.2.2.b)."""
    if step.get("to") == "deck":
        position = step.get("position")
        if position == "top":
            return "on top of your deck"
        return "at the bottom of your deck" if position == "bottom" else None
    return _ZONES.get(str(step.get("to")))


def _put_keys(step: Step) -> set[str]:
    return set(step) - {"action", "subject", "to", "position", "times", "up_to"}


def seen_puts_sentences(step: Step) -> list[str] | None:
    """ "Look at the top N cards of your deck. Put two / up to two of them [place] [and the
    rest …]." — None for any other step (another writer's)."""
    if step.get("action") not in ("look", "reveal"):
        return None
    if step.get("subject") != "top_cards_of_your_deck" or set(step) != {
        "action",
        "subject",
        "amount",
        "then",
    }:
        return None
    seen, then = step["amount"], step["then"]
    if not isinstance(seen, int) or seen < 2 or not then or len(then) > 2:
        return None
    put = then[0]
    many = int(put.get("times", 1))
    up_to = put.get("up_to")
    if put.get("action") != "put" or put.get("subject") != _AMONG or _put_keys(put):
        return None
    if not (many > 1 or isinstance(up_to, int)) or ("times" in put and "up_to" in put):
        return None
    place = _place(put)
    count = up_to if isinstance(up_to, int) else many
    if place is None or not 0 < count < len(_NUMBERS):
        return None
    said = f"Put {'up to ' if up_to else ''}{_NUMBERS[count]} of them {place}"
    rest = _rest(then[1:], seen - (0 if up_to else many))
    if rest is None:
        return None
    verb = "Look at" if step["action"] == "look" else "Reveal"
    return [f"{verb} the top {_NUMBERS[seen]} cards of your deck", said + rest]


def _rest(rest: list[Step], left: int) -> str | None:
    """ " and the rest [place]" / " and discard the others" (the cards seen not put)."""
    if not rest:
        return ""
    last = rest[0]
    if last == {"action": "discard", "subject": "it", "the_others": True}:
        return " and discard the others"
    if last.get("action") != "put" or last.get("subject") != _AMONG or _put_keys(last):
        return None
    if "up_to" in last or int(last.get("times", 1)) != left:
        return None
    place = _place(last)
    if place is None:
        return None
    order = " in any order" if last.get("to") == "deck" else ""
    return f" and the rest {place}{order}"


_PLACES = ("a_card_you_control_or_in_your_reserve", "a_card_in_your_reserve_or_landmarks")
"""ib: the two places "Spend … from a card you control or in your Reserve" names
(writer/uniques.py)."""


def spent_from_words(step: Step, obj: Any) -> str | None:
    """ "Spend 2 Kelon counters from me / from a Permanent you control" (7.3.38.a): the
    object the counters are spent from, said — the words ``spend_named_counters`` reads back
    (``obj``: the main writer's object words); None for any other step."""
    if step.get("action") != "spend_counters" or set(step) - {
        "action",
        "subject",
        "filter",
        "amount",
        "counter",
    }:
        return None
    subject, amount, counter = step.get("subject"), step.get("amount"), step.get("counter")
    if not isinstance(amount, int) or not isinstance(counter, str) or counter == "any":
        return None
    if subject == "self":
        source = "me"
    elif subject == "a_character_or_permanent_you_control":
        source = str(obj(step))
    elif (
        isinstance(subject, str)
        and subject.startswith(("target_", "a_"))
        and subject not in _PLACES
    ):
        # ib (session 38): "from target Character", "from a Character [an opponent controls]"
        # — never "of my …", which names other counters (7.3.38.a)
        source = str(obj(step))
    else:
        return None
    said = f"{amount} boost{'s' if amount != 1 else ''}" if counter == "boost" else None
    said = said or f"{amount} {counter} counter{'s' if amount != 1 else ''}"
    return f"Spend {said} from {source}"
