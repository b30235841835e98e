"""Semantics of the grammar's "costs and modes" section (issue 30).

* Cost alterations (5.1.2.f) said with "to play" and with where the card is played from:
  "I cost {1} less to play from Reserve" changes the cost paid from the Reserve — the
  Reserve Cost (5.1.2.d, 2.2.8) — and not the Hand Cost; "[cards] cost {1} more to play
  [from your hand]" likewise for a group (``applies_to`` in the words the cost compiler
  reads, :func:`scenarios.cards.compile_passives.played_cost_scope`). "[cards] cost {1}
  less, but can't cost less than {1}" is one alteration with its restriction on the final
  cost, applied last (5.1.2.f); "I can't cost less than {1}" the restriction alone.
* A quick action's cost in words (7.1.4): "Exhaust me" (7.1.4.a), "Discard me from
  Reserve" (7.1.4.b), "Pay {N}" (7.1.4.c) — the same costs as their symbols.
* Choices of modes (6.5.g): "Choose N —" as "Choose N:"; "Choose up to N" (none to N),
  "Choose any number" (none to all), "Choose one or more" (one to all) — ``modes_min``,
  the fewest modes chosen, beside ``choose``, the most; "You may choose the same mode more
  than once" lets a mode be chosen again (6.5.g: "unless the effect specifies …").
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.decisions import otherwise_after_may
from scenarios.cards.grammar.semantics.static import played_words
from scenarios.cards.grammar.tree import Description, Object

Passive = dict[str, Any]

_ME_FROM = {"reserve": "me from reserve", "hand": "me from hand", "hand or reserve": "me"}
"""The card's own cost as played from one zone (``vocabulary.COST_SCOPES``)."""


def _change(mana: Token, direction: str) -> dict[str, int]:
    n = _number(mana)
    return {"change": -n if direction == "less" else n}


def _played_group(group: Description, zone: str | None) -> str:
    """The ``applies_to`` words of "[cards] cost …" played from ``zone`` (5.1.2.d): the
    group's words with "from [zone]" after who plays them."""
    if not group.words:
        raise NotRead("group", "a group with no words is not read", "cards_cost_to_play")
    words = played_words(group)
    if zone is None:
        return words
    if " from " in f" {words} " or not {"play", "plays"} & set(words.split()):
        raise NotRead(
            "from", "these cards played from there are not read yet", "cards_cost_to_play"
        )
    head, sep, tail = words.partition(" with ")
    return f"{head} from {zone}{sep}{tail}"


def _said_played(group: Description, who: str) -> Description:
    """The group said of who plays it ("Your Spells": "spells you play", as "[cards] you
    play cost …" reads, before "with Hand Cost …"); a group already said of a player or a
    zone is refused."""
    if group.played or group.controller or group.from_zone or group.in_my_expedition:
        raise NotRead("your", "whose cards these are is not read yet", "your_cards_cost_to_play")
    head, said_with, tail = group.words.partition(" with ")
    group.words = f"{head} {who}" + (f" with {tail}" if said_with else "")
    return group


def _modes(items: list[Any]) -> list[dict[str, Any]]:
    return [i for i in items if isinstance(i, dict)]


class CostAlterationModeSemantics(SemanticsBase):
    """The "costs and modes" section's rules (method name = rule or alias name)."""

    # ------------------------------------------------------------- cost alterations (5.1.2.f)
    def reserve_cost_paid(self, _: list[Any]) -> str:
        return "reserve"

    def hand_cost_paid(self, _: list[Any]) -> str:
        return "hand"

    def my_cost_to_play(self, items: list[Any]) -> Passive:
        """ "I cost {N} less / more to play [, down to a minimum of {M}]": "to play" is
        what a cost is for (5.1.2.d); the card's own cost."""
        return self.my_cost(items)  # type: ignore[attr-defined, no-any-return]

    def my_cost_from(self, items: list[Any]) -> Passive:
        """ "I cost {N} less [to play] from [your] Reserve / hand": only as played from
        there — its Reserve Cost or its Hand Cost changes (5.1.2.d, 5.1.2.f)."""
        mana, direction, zone, *minimum = items
        cost: dict[str, Any] = {**_change(mana, direction), "applies_to": _ME_FROM[zone]}
        return {"cost": {**cost, **({"minimum": minimum[0]} if minimum else {})}}

    def cards_cost_to_play(self, items: list[Any]) -> Passive:
        """ "[cards] cost {N} less / more [to play] [from your Reserve / hand]" (5.1.2.f)."""
        group, mana, direction, *rest = items
        zone = next((r for r in rest if r in ("reserve", "hand")), None)
        minimum = [r for r in rest if isinstance(r, int)]
        cost: dict[str, Any] = {**_change(mana, direction)}
        cost["applies_to"] = _played_group(group, zone)
        return {"cost": {**cost, **({"minimum": minimum[0]} if minimum else {})}}

    def cards_cost_bounded(self, items: list[Any]) -> Passive:
        """ "[cards] cost {N} less, but can't cost less than {M}": the decrease, then the
        restriction on the final cost, applied after every alteration (5.1.2.f)."""
        group, mana, direction, floor = items
        if direction != "less":
            raise NotRead("more", "'more, but can't cost less' is not read", "cards_cost_bounded")
        return {
            "cost": {
                "change": -_number(mana),
                "applies_to": _played_group(group, None),
                "at_least": _number(floor),
            }
        }

    def your_cards_cost_to_play(self, items: list[Any]) -> Passive:
        """ "Your [cards] cost {N} less [to play] [from your Reserve]": the cards you play
        (5.1.2.f; only a card's owner plays it)."""
        return self.cards_cost_to_play([_said_played(items[0], "you play"), *items[1:]])

    def your_cards_cost_bounded(self, items: list[Any]) -> Passive:
        """ "Your [cards] cost {N} less, but can't cost less than {M}" (5.1.2.f)."""
        return self.cards_cost_bounded([_said_played(items[0], "you play"), *items[1:]])

    def each_players_played(self, _: list[Any]) -> str:
        return "each player plays"

    def opponents_played_said(self, _: list[Any]) -> str:
        return "your opponents play"

    def others_cards_cost(self, items: list[Any]) -> Passive:
        """ "Each player's / Your opponents' [cards] cost {N} more [to play] [from …]": the
        cards any player / an opponent plays (5.1.2.f)."""
        who, group, *rest = items
        return self.cards_cost_to_play([_said_played(group, who), *rest])

    def my_cost_at_least(self, items: list[Token]) -> Passive:
        """ "I can't cost less than {N}": a restriction on my final cost (5.1.2.f)."""
        return {"cost": {"applies_to": "me", "at_least": _number(items[0])}}

    # ------------------------------------------------------------- quick costs (7.1.4)
    def exhaust_cost(self, items: list[Any]) -> tuple[str, Any]:
        """ "Exhaust me" is what {T} means (7.1.4.a); "Exhaust a Character you control" an
        object chosen as the quick action is declared (1.2.5.a, 7.3.13.a)."""
        step: Step = self.exhaust(items)  # type: ignore[attr-defined]
        if step == {"action": "exhaust", "subject": "self"}:
            return ("exhaust_me", 1)
        if not str(step.get("subject", "")).startswith("a_"):
            raise NotRead("exhaust", "this exhaust as a cost is not read yet", "exhaust_cost")
        return ("steps", step)

    def discard_me_from_reserve_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("discard_me_from_reserve", 1)  # what {D} means (7.1.4.b)

    def sacrifice_count_cost(self, items: list[Any]) -> tuple[str, Step]:
        """ "Sacrifice two Characters" as a cost: two chosen in the declaration (1.2.5.a)."""
        return ("steps", self.sacrifice_count(items))  # type: ignore[attr-defined]

    def discard_count_cost(self, items: list[Any]) -> tuple[str, Step]:
        """ "Discard two cards from your Reserve / hand" as a cost (1.2.5.a, 7.3.7.a)."""
        n = _number(items[0])
        step: Step = self.discard([Object("chosen", items[1])])  # type: ignore[attr-defined]
        subject = str(step.get("subject", ""))
        if n < 2 or subject not in ("a_card_from_your_reserve", "a_card_from_your_hand"):
            raise NotRead("discard", "this discard as a cost is not read yet", "discard_count")
        return ("steps", {**step, "choose_count": n})

    def pay_mana_cost(self, items: list[Token]) -> tuple[str, int]:
        return ("mana", _number(items[0]))  # "Pay {N}" is what {N} means (7.1.4.c)

    # ------------------------------------------------------------- modes (6.5.g)
    def choose_modes_dash(self, items: list[Any]) -> Step:
        """ "Choose N — • … • …": as "Choose N: • … • …" (6.5.g)."""
        return self.choose_modes([i for i in items if not isinstance(i, Token)])  # type: ignore[attr-defined, no-any-return]

    def choose_up_to_modes_dash(self, items: list[Any]) -> Step:
        """ "Choose up to N — • … • …": as "Choose up to N: • … • …" (6.5.g)."""
        return self.choose_up_to_modes([i for i in items if not isinstance(i, Token)])  # type: ignore[attr-defined, no-any-return]

    def choose_any_number_modes(self, items: list[Any]) -> Step:
        """ "Choose any number: • … • …": none to all of the modes, each once (6.5.g)."""
        modes = _modes(items)
        if len(modes) < 2:
            raise NotRead("choose", "a choice of one mode is not read", "choose_any_number_modes")
        return {"action": "choose", "modes": modes, "choose": len(modes), "modes_min": 0}

    def choose_one_or_more_modes(self, items: list[Any]) -> Step:
        """ "Choose one or more / one or both: • … • …": one to all of the modes (6.5.g)."""
        modes = _modes(items)
        if len(modes) < 2:
            raise NotRead("choose", "a choice of one mode is not read", "choose_one_or_more_modes")
        return {"action": "choose", "modes": modes, "choose": len(modes), "modes_min": 1}

    def choose_modes_again(self, items: list[Any]) -> Step:
        """ "Choose N. You may choose the same mode more than once: • … • …": N modes, a
        mode chosen again as often as wanted (6.5.g)."""
        step: Step = self.choose_modes(items)  # type: ignore[attr-defined]
        return {**step, "repeat_modes": True}

    def my_cost_reduced(self, items: list[Any]) -> Passive:
        """ "Reduce my cost by {N}": "I cost {N} less" (5.1.2.f)."""
        return {"cost": {**_change(items[0], "less"), "applies_to": "me"}}

    def my_cost_reduced_per(self, items: list[Any]) -> Passive:
        """ "Reduce my cost by {N} for each [counted]": counted as the cost is (5.1.2.k)."""
        mana, counted = items
        return {"cost": {**_change(mana, "less"), "applies_to": "me", "per": counted}}

    def my_cost_from_per(self, items: list[Any]) -> Passive:
        """ "I cost {N} less [to play] [from Reserve] for each [counted]" (5.1.2.d, 5.1.2.k)."""
        mana, direction, *rest = items
        zone = next((r for r in rest if r in ("reserve", "hand")), None)
        minimum = [r for r in rest if isinstance(r, int)]  # ", down to a minimum of {M}"
        counted = [r for r in rest if not isinstance(r, int)][-1]
        who = _ME_FROM[zone] if zone is not None else "me"
        cost = {**_change(mana, direction), "applies_to": who, "per": counted}
        return {"cost": {**cost, **({"minimum": minimum[0]} if minimum else {})}}

    def cards_cost_per(self, items: list[Any]) -> Passive:
        """ "[cards] cost {N} less [to play] for each [counted]" (5.1.2.f, 5.1.2.k)."""
        group, mana, direction, counted, *minimum = items
        cost = {**_change(mana, direction), "applies_to": _played_group(group, None)}
        return {"cost": {**cost, "per": counted, **({"minimum": minimum[0]} if minimum else {})}}

    def others_cards_cost_per(self, items: list[Any]) -> Passive:
        """ "Your opponents' / Each player's [cards] cost {N} more for each [counted]": the
        cards they play, per object counted (5.1.2.f, 5.1.2.k)."""
        who, group, *rest = items
        return self.cards_cost_per([_said_played(group, who), *rest])

    def your_cards_cost_per(self, items: list[Any]) -> Passive:
        """ "Your [cards] cost {N} less for each [counted]": the cards you play."""
        return self.cards_cost_per([_said_played(items[0], "you play"), *items[1:]])

    def may_pay_if_you_do(self, items: list[Any]) -> Any:
        """ "You may pay {N}. If you do, [X]": X only if {N} is paid (6.5.f), as "You may
        pay {N} to [X]" reads."""
        return self.may_pay_clause(items)  # type: ignore[attr-defined]

    def may_pay_if_you_do_otherwise(self, items: list[Any]) -> Any:
        """ "You may pay {N}. If you do, [X], otherwise [Y]" (gram55): Y when {N} is not
        paid (6.5.e, 6.5.f)."""
        sentence = self.may_pay_if_you_do(items[:2])
        if not otherwise_after_may(sentence.steps[0], items[2]):  # pragma: no cover - may
            raise NotRead("otherwise", "'otherwise' follows no optional step", "otherwise")
        return sentence

    def put_me_in_your_reserve(self, items: list[Any]) -> Any:
        """ "put me in your Reserve": my owner's Reserve (3.1.2.c), as "put me in Reserve"."""
        return self.put_me_in_reserve(items)  # type: ignore[attr-defined]

    def put_top_in_mana_ready(self, items: list[Any]) -> Step:
        """ "Put the top card of your deck in your Mana zone as a ready Mana Orb": it
        enters ready (7.3.27.a; exhausted unless said ready, 3.2.9.b)."""
        step = {"action": "put", "to": "mana", "subject": "top_cards_of_your_deck"}
        return {**step, "amount": items[0], "ready_orb": True}

    # ------------------------------------------------------------- for a time (2.2.2.m)
    def your_cards_cost_for_a_time(self, items: list[Any]) -> Step:
        """ "Your Spells cost {1} more this turn": an Emblem-Ongoing altering the cost of
        the cards you play (5.1.2.f) for that long (2.2.15.a)."""
        group, mana, direction, duration = items
        return _for_a_time(_said_played(group, "you play"), mana, direction, duration)

    def others_cards_cost_for_a_time(self, items: list[Any]) -> Step:
        """ "Your opponents' Spells cost {1} more this turn" (5.1.2.f, 2.2.15.a)."""
        who, group, mana, direction, duration = items
        return _for_a_time(_said_played(group, who), mana, direction, duration)


def _for_a_time(group: Description, mana: Token, direction: str, duration: str) -> Step:
    if duration not in ("this turn", "this Afternoon", "this Day"):
        raise NotRead("this", "this duration is not read yet", "your_cards_cost_for_a_time")
    cost = {**_change(mana, direction), "applies_to": group.words}
    return {"action": "ongoing", "ongoing": {"duration": duration, "cost": cost}}
