"""The object slot's forms read once for every construction an object stands in (issue 30,
gram41): a description's places said as a list with "or" — "cards you control or in your
Reserve" (in play under your control, 3.1.4.a and 1.2.2, or in your Reserve, 3.2.10 and
3.1.2.b); a token card's name with its type words after it — "a Signal Fire Landmark
Permanent" (2.2.b, 2.2.1, 2.2.3).

Each gives parts :func:`.object_filters._describe` folds into the description, so the list
works in a target, a choice, "each", a group and a count alike. Two places the card
structures cannot say together are refused, naming the words.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS
from scenarios.cards.grammar.semantics.token_card_nouns import token_card_parts

Part = tuple[str, Any]

_IN_PLAY: frozenset[Part] = frozenset({("controller", "you"), ("in_play", True)})
"""Parts that say "in play" (2.2.1.h) — "you control": in play under your control (1.2.2)."""
_IN_RESERVE: frozenset[Part] = frozenset({("in_your_reserve", True), ("in_reserve", True)})


class ObjectSlotSemantics(SemanticsBase):
    """Description forms of the object slot: places said as a list."""

    def qualifier(self, items: list[Any]) -> Part:
        """A qualifier said by a rule of its own (``controls_said``): its part."""
        part: Part = items[0]
        return part

    def qualifiers_or(self, items: list[Any]) -> Part:
        """ "[you control / in play] or in [your] Reserve": in one of the two places, as
        "in play or in Reserve" is (3.1.4.a, 3.2.10); "you control" and "your Reserve" both
        name the effect's controller (1.2.2, 3.1.2.b), so the card is theirs either way."""
        first, second = (_part(i) for i in items)
        pair = {first, second}
        play = pair & _IN_PLAY
        reserve = pair & _IN_RESERVE
        if len(play) == 1 and len(reserve) == 1:
            (said_play,) = play
            (said_reserve,) = reserve
            yours = said_play[0] == "controller"
            if yours != (said_reserve[0] == "in_your_reserve"):
                raise NotRead(
                    "or",
                    "objects in play and in Reserve of different players are not read yet",
                    "qualifier",
                )
            parts: list[Part] = [("in_play_or_reserve", True)]
            if yours:
                parts.append(("controller", "you"))
            return (ALL_OF_PARTS, parts)
        raise NotRead(
            "or",
            "an object described in either of these two ways is not read yet",
            "qualifier",
        )

    def type_said_character(self, _: list[Any]) -> tuple[str, str | None]:
        return ("Character", None)

    def type_said_permanent(self, _: list[Any]) -> tuple[str, str | None]:
        return ("Permanent", None)

    def type_said_landmark_permanent(self, _: list[Any]) -> tuple[str, str | None]:
        return ("Permanent", "Landmark")

    def type_said_expedition_permanent(self, _: list[Any]) -> tuple[str, str | None]:
        return ("Permanent", "Expedition")

    def token_card_typed_noun(self, items: list[Any]) -> Part:
        """ "a Signal Fire Landmark Permanent": any object of that name (2.2.b), the type
        words its token card's (2.2.1, 2.2.3)."""
        return _typed_token_card(items, token=False)

    def token_card_typed_token_noun(self, items: list[Any]) -> Part:
        """ "Signal Fire Landmark Permanent token(s)": tokens of that name (1.1.7.b)."""
        return _typed_token_card(items, token=True)


def _typed_token_card(items: list[Any], token: bool) -> Part:
    """The parts of a token card's name said with type words, which must be its type."""
    from scenarios.cards.grammar.token_card_words import unmarked
    from scenarios.cards.printed.token_names import token_card

    word = next(i for i in items if isinstance(i, Token))
    kind, zone = next(i for i in items if isinstance(i, tuple))
    said = unmarked(str(word))
    card = token_card(said) or token_card(said[:-1])
    if card is not None and (card.type != kind or (zone and card.zone_type != zone)):
        what = f"{card.zone_type or ''} {card.type}".strip()
        told = f"{zone or ''} {kind}".strip()
        raise NotRead(said, f"{card.name} is {_a(what)}, not {_a(told)} (2.1.e)", "token_card_noun")
    return token_card_parts(str(word), token=token)


def _a(words: str) -> str:
    return ("an " if words[:1] in "AEIOU" else "a ") + words


def _part(item: Any) -> Part:
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str):
        return (item[0], item[1] if not isinstance(item[1], list) else tuple(item[1]))
    raise NotRead("or", "an object described in either of these two ways is not read yet")
