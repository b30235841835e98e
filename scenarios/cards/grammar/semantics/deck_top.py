"""The semantic functions of the grammar's block "the top of a deck" of ``altered.lark``
(issue 30, gram98): the cards a step looked at or revealed on top of its controller's Deck
(3.2.2.b, 3.1.3.f, 1.2.7.d) as the group the next sentences name.

* "Put them back [on top of your deck] in any order": each card seen put on top of the Deck,
  one at a time, each chosen by the player as it goes — the last one put is the new top card,
  so every order is the player's to make (3.2.2.b, 7.3.27.a, 6.1.g);
* "Put one of them / up to N of them / any number of them / a [type] from among them" in a
  hand, Reserve or Mana zone, on top of or at the bottom of the Deck (7.3.27.a, 6.1.g: a
  choice among the cards seen, narrowed by the type said);
* "the rest / the others" put back, on top, at the bottom ("in any order") or in a zone: each
  card seen and not put elsewhere (:func:`~.amounts_and_deck.resolve_rest_of_seen`).

The number of cards the group holds is the seeing step's: how many the engine offers is
counted when the sentences are joined (:func:`resolve_seen_group`). "Them" after no step that
saw cards names nothing and is not read (precision first)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.amounts_and_deck import REST_OF_SEEN, seen_counted
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

ALL_OF_SEEN = "_all_of_seen"
"""Marks "Put them back in any order" until :func:`resolve_seen_group` knows how many cards
the step before saw (one put per card seen)."""

ANY_OF_SEEN = "_any_of_seen"
"""Marks "any number of them" until :func:`resolve_seen_group` knows how many were seen."""

N_OF_SEEN = "_n_of_seen"
"""Marks "Put two of them …" (hb, session 37) until :func:`resolve_seen_group` knows the step
before saw cards (and at least that many): after no such step "them" names nothing."""

AMONG = "a_card_among_them"
"""The engine's choice among the cards the step before saw (6.1.g)."""

_TYPES = {
    "Character": ["Character"],
    "Permanent": ["Permanent"],
    "Spell": ["Spell"],
    "Character or Permanent": ["Character", "Permanent"],
}
"""Card types a card seen in a Deck may be chosen by (2.2.1); "card" narrows nothing."""


def _on_deck(position: str) -> Step:
    """Put on top of / at the bottom of its controller's Deck (3.2.2.b, 7.3.27.a)."""
    return {"to": "deck", "position": position}


class DeckTopSemantics(SemanticsBase):
    """The cards seen on top of a Deck, named as a group (3.2.2.b, 7.3.27.a, 6.1.g)."""

    def g98_shuffle_your_deck(self, _: list[Any]) -> Step:
        """ "Shuffle your deck": the controller's Deck put in a random order (3.2.2.b,
        6.5.j) — the engine draws it from the game's seeded generator."""
        return {"action": "shuffle", "to": "deck"}

    def g98_top(self, _: list[Any]) -> Step:
        return _on_deck("top")

    def g98_bottom(self, _: list[Any]) -> Step:
        return _on_deck("bottom")

    def g98_top_in_any_order(self, _: list[Any]) -> tuple[str, str]:
        """ "on top of your deck in any order" after cards a step puts: the Deck's top, each
        card put one at a time in the order chosen (6.1.g) — as "on top of your deck"."""
        return ("counted_only", "on top of your deck")

    def g98_bottom_in_any_order(self, _: list[Any]) -> tuple[str, str]:
        """ "at the bottom of your deck in any order", as "at the bottom of your deck"."""
        return ("counted_only", "at the bottom of your deck")

    def g98_place(self, items: list[Any]) -> Step:
        """Where a card seen goes: a zone ("in your hand") or an end of the Deck."""
        place = items[0]
        return place if isinstance(place, dict) else {"to": place}

    def g98_them_back(self, _: list[Any]) -> Step:
        """ "Put them back in any order": every card seen put on top, one at a time."""
        return {"action": "put", "subject": AMONG, **_on_deck("top"), ALL_OF_SEEN: True}

    def g98_one_of_them(self, items: list[Any]) -> Step:
        """ "Put one of them on top of / at the bottom of your deck" (6.1.g)."""
        return {"action": "put", "subject": AMONG, **items[-1]}

    def g98_up_to_of_them(self, items: list[Any]) -> Step:
        """ "Put up to N of them at the bottom of your deck": none to N, chosen (6.1.g)."""
        amount, place = items
        if not isinstance(amount, int) or amount < 1:
            raise NotRead("up to", "'up to' names no number of them", "g98_up_to_of_them")
        return {"action": "put", "subject": AMONG, **place, "up_to": amount}

    def g98_any_number_of_them(self, items: list[Any]) -> Step:
        """ "Put any number of them [place]": none to all of the cards seen (6.1.g)."""
        return {"action": "put", "subject": AMONG, **items[-1], ANY_OF_SEEN: True}

    def g98_kind_among_them(self, items: list[Any]) -> Step:
        """ "Put a [type / sub-type] (from) among them [place]": one card seen of that kind,
        if any is (6.1.g, 2.2.2; none of that kind, none is put)."""
        noun, place = items
        if isinstance(noun, tuple) and noun[0] == "subtype_noun":
            # gm: "an Animal among them": a card seen with that sub-type (2.2.2, 6.1.g)
            step = {"action": "put", "subject": AMONG, **place}
            return {**step, "filter": {"subtypes": [noun[1]]}}
        kind = noun[1] if isinstance(noun, tuple) and noun[0] == "type" else None
        if kind == "card":
            return {"action": "put", "subject": AMONG, **place}
        if kind not in _TYPES:
            raise NotRead("from among them", "this kind of card among them is not read yet")
        step = {"action": "put", "subject": AMONG, **place}
        return {**step, "filter": {"types": list(_TYPES[kind])}}

    def g98_rest_back(self, _: list[Any]) -> Step:
        """ "[put] the rest back in any order": each card seen not put elsewhere, on top."""
        return {"action": "put", "subject": AMONG, **_on_deck("top"), REST_OF_SEEN: True}

    def g98_rest_placed(self, items: list[Any]) -> Step:
        """ "Put the rest at the bottom of your deck / in your Reserve": each card seen not
        put elsewhere, one at a time (6.1.g, 7.3.27.a)."""
        place = items[-1]
        where = place if isinstance(place, dict) else {"to": place}
        return {"action": "put", "subject": AMONG, **where, REST_OF_SEEN: True}


def seen_group_follows(seeing: Step, steps: list[Step]) -> bool:
    """Whether ``steps`` (a sentence) go on acting on the cards ``seeing`` saw on top of the
    Deck after a sentence that already did — "Look at the top four cards of your deck. You
    may put a Permanent from among them in your hand. Put the rest at the bottom of your deck
    in any order." — so they join its follow-ups, in the order said (6.1.c)."""
    seen = seeing.get("action") in ("look", "reveal")
    seen = seen and seeing.get("subject") == "top_cards_of_your_deck"
    return seen and bool(steps) and all(s.get("subject") == AMONG for s in steps)


def resolve_seen_group(steps: list[Step]) -> list[Step]:
    """ "Look at / Reveal the top N cards of your deck. Put them back in any order." / "Put
    any number of them …": the marks of the whole group counted by the N the seeing step
    saw — one put per card ("times"), or a choice of up to N ("up_to"). A mark after anything
    but such a step is not read (it names no cards)."""
    refused = ("them", "'them' names no cards seen on top of a deck", "g98_them_back")
    marks = (ALL_OF_SEEN, ANY_OF_SEEN, N_OF_SEEN)
    return seen_counted(steps, _all_counted, marks, refused)


def _all_counted(then: list[Step], seen: int) -> list[Step]:
    return [_counted(s, seen) for s in then]


def _counted(step: Step, seen: int) -> Step:
    if ALL_OF_SEEN in step:
        step = {k: v for k, v in step.items() if k != ALL_OF_SEEN}
        return {**step, **({"times": seen} if seen > 1 else {})}
    if N_OF_SEEN in step:  # hb: "Put two of them …": that many puts, no more than seen
        many = int(step[N_OF_SEEN])
        if many > seen:
            raise NotRead("of them", "more cards put than were seen", "hb_n_of_them")
        if "may" in step:  # "You may put two of them …": all or none, or one by one?
            raise NotRead(
                "may",
                "'you may' over N of the cards seen is read by hand: whether fewer than N may "
                "be put is not said (6.5.c, 6.1.g)",
                "hb_n_of_them",
            )
        step = {k: v for k, v in step.items() if k != N_OF_SEEN}
        return {**step, "times": many}
    if ANY_OF_SEEN in step:
        step = {k: v for k, v in step.items() if k != ANY_OF_SEEN}
        return {**step, "up_to": seen}
    return step
