"""The reader's semantics of plays, costs and events (issue 30, session 33 "gh"): the block
"gh" of altered.lark.

- Counted future plays: "The next two Characters you play this turn cost {1} less" — the
  Emblem-Ongoing "the next card you play" (5.2.d, 5.1.2.f) applying to that many cards, each
  played one using it once, gone with the last (2.2.15.c) or with its duration (2.2.15.a).
- A chosen card, then a permission with a cost change: "Choose a Character in your Reserve.
  You may play it this turn for {1} less" — an Emblem-Ongoing for that long whose cost change
  applies to that object only (bound to it as the Emblem is created, 1.4.1.a), used up once it
  is played (2.2.15.c); "for free": no cost at all (7.3.26.a).
- Refused with the judge's reason: "… as if it were in your hand" (a card played from Reserve
  pays its Reserve Cost and gains Fleeting, 5.1.2.d, 2.4.7.a: the engine has no play from
  Reserve as from a hand) and a permission with no cost change ("You may play it this turn":
  whether it widens when or from where a card can be played is the judge's, 5.1.1).
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun, _subject
from scenarios.cards.grammar.tree import Description, Object

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
"""How many next cards a counted Emblem-Ongoing applies to (one is "the next [card]")."""

_PLAYED_OBJECTS = ("it", "target", "chosen")
"""The objects a permission names: one known object (6.5.b, 6.1.g), not a group — nor "me",
which is played from a hand or Reserve only as a new object (2.1.d)."""


class _NextPlayed(Protocol):
    """The composed reader's "the next [card] you play" (semantics/cr_vocabulary.py)."""

    def next_played(self, items: list[Any]) -> Step: ...


class _JoinsReserve(Protocol):
    """The reader's "When a [card] goes to your Reserve" (semantics/phase_slots.py)."""

    def ev_card_joins_your_reserve(self, items: list[Any]) -> dict[str, Any]: ...


class PlaysCostsSemantics(SemanticsBase):
    """One function per rule of the block "gh"."""

    def gh_next_played_counted(self, items: list[Any]) -> Step:
        """ "The next two Characters you play this turn cost {1} less" (5.2.d, 2.2.15.c)."""
        many, d, duration, change = items
        return _counted(self, many, d, str(duration), change)

    def gh_next_played_counted_first(self, items: list[Any]) -> Step:
        """ "This turn, the next two Spells you play cost {1} more": the duration said first
        (2.2.15.a), as said after."""
        duration, many, d, change = items
        return _counted(self, many, d, str(duration), change)

    def ev_you_sacrifice(self, items: list[Any]) -> dict[str, Any]:
        """ "When you sacrifice [another] card": a card in play the controller sacrifices —
        a Character or a Permanent (7.3.36.a), never a token, which is no card (2.1.e)."""
        another, d = items[0]
        if _noun(d) != "card" or d.played or d.token or d.from_zone:
            found: dict[str, Any] = super().ev_you_sacrifice(items)  # type: ignore[misc]
            return found
        flt = _filter(d, types=["Character", "Permanent"], where=True)
        flt["non_token"] = True
        if another:
            flt["another"] = True
        return {"trigger": "you_sacrifice_a_character", "filter": flt}

    def gh_joins_your_reserve_by_opponent(self, items: list[Any]) -> dict[str, Any]:
        """ "When a card is sent to your Reserve by an opponent's effect": the move's step
        controlled by an opponent — the controller of the effect (7.5.5.c, 1.4.7.c)."""
        found = cast(_JoinsReserve, self).ev_card_joins_your_reserve(items)
        return {**found, "by_opponent_effect": True}

    def gh_when_this_way(self, items: list[Any]) -> Step:
        """ "When you return a card to your hand this way, [X]": refused by name (6.3.a)."""
        raise NotRead(
            "this way",
            "a trigger on the effect's own step ('When … this way') is read by hand: no"
            " Reaction watches a step of the effect resolving (6.3.a), and 'If you do' (6.5.f)"
            " would decide once what may happen once per card",
            "gh_when_this_way",
        )

    def gh_from_reserve(self, _: list[Any]) -> str:
        return "reserve"

    def gh_play_it_for_a_time(self, items: list[Any]) -> Step:
        """ "You may play it [from your Reserve] this turn for {1} less" (5.1.2.f, 2.2.15.a):
        the Emblem-Ongoing's cost change bound to that object (1.4.1.a), used once (2.2.15.c)."""
        obj, *where, duration, change = items
        if isinstance(obj, Object) and obj.kind == "me":
            raise NotRead(
                "play me",
                "'play me' for a time is read by hand: once in a hand or Reserve I am a new"
                " object (2.1.d), which the Emblem made now cannot name",
                "gh_play_it_for_a_time",
            )
        if not isinstance(obj, Object) or obj.kind not in _PLAYED_OBJECTS or obj.plural:
            raise NotRead(
                "play",
                "a permission to play a group of cards for a time is read by hand: each of them"
                " or only one is the judge's (5.1.2.f)",
                "gh_play_it_for_a_time",
            )
        nxt: dict[str, Any] = {"card_type": "card", **change, "listed": True}
        if where:
            nxt["played_from"] = where[0]
        ongoing = {"duration": str(duration), "next_played": nxt}
        step: Step = {"action": "ongoing", "ongoing": ongoing}
        return {**step, **_subject(obj)}

    def gh_play_it_plain(self, items: list[Any]) -> Step:
        """ "You may play it this turn" with no cost change: refused (5.1.1)."""
        raise NotRead(
            "play it this turn",
            "a permission to play a card for a time with no cost change is read by hand:"
            " whether it lets the card be played when or from where it could not is the"
            " judge's (5.1.1, 5.1.2.d)",
            "gh_play_it_plain",
        )

    def gh_play_as_if_in_hand(self, items: list[Any]) -> Step:
        """ "… as if it were in your hand": refused (5.1.2.d, 2.4.7.a)."""
        raise NotRead(
            "as if it were in your hand",
            "playing a card from Reserve 'as if it were in your hand' is read by hand: the"
            " rules do not say what it changes — a card played from Reserve pays its Reserve"
            " Cost and gains Fleeting (5.1.2.d, 2.4.7.a), and an effect may allow the Hand"
            " Cost only where it says so (5.1.2.e); where it goes after is the judge's",
            "gh_play_as_if_in_hand",
        )


def _counted(reader: Any, many: Token, d: Description, duration: str, change: Any) -> Step:
    """The counted Emblem-Ongoing: "the next [card] you play" for ``many`` cards."""
    count = _COUNTS.get(str(many).lower()) if not str(many).isdigit() else int(str(many))
    if count is None or not 2 <= count <= 5:
        raise NotRead(
            str(many), f"'the next {many}' cards played is not read", "gh_next_played_counted"
        )
    step: Step = cast(_NextPlayed, reader).next_played([d, duration, change])
    step["ongoing"]["next_played"]["count"] = count
    return step
