"""Numbers in every slot of a counted step (issue 30, effects): "equal to the number of
[objects]" after any counted noun ("Draw cards …", "[object] gains boosts …", "[object]
gains [name] counters …", "[player] draws cards …") and "per / for each [counted]" after a
player's draw. Each reads as the step with its amount counted as it happens (6.5.i), the
reading "X, where X is the number of [objects]" and "N per [counted]" give. And how many
objects a player's choice takes: "[player] sacrifices two Characters" (6.1.h, 6.5.h)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import _number
from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany
from scenarios.cards.grammar.semantics.static import XAmount, _counted_phrase, _x_counted
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]


class CountedAmountSemantics:
    """Semantic functions of the "effects: numbers in every slot" section of altered.lark."""

    def _counted(self, step: Step, counted: str) -> Step:
        """``step`` with its amount the count of ``counted`` (6.5.i)."""
        return _x_counted([{**step, "amount": XAmount(0)}], _counted_phrase(counted))[0]

    def draw_equal_count(self, items: list[Any]) -> Step:
        """ "Draw cards equal to the number of [objects]" (7.3.9.a, 6.5.i)."""
        return self._counted({"action": "draw"}, items[-1])

    def player_draws_equal_count(self, items: list[Any]) -> Step:
        """ "[player] draws cards equal to the number of [objects]"."""
        step = self.player_draws([items[0], 1])  # type: ignore[attr-defined]
        return self._counted(step, items[-1])

    def gain_boosts_equal_count(self, items: list[Any]) -> Step:
        """ "[object] gains boosts equal to the number of [objects]" (2.5.1, 6.5.i)."""
        step = self.gain_boosts([items[0], 1])  # type: ignore[attr-defined]
        return self._counted(step, items[-1])

    def gain_counters_equal_count(self, items: list[Any]) -> Step:
        """ "[object] gains [name] counters equal to the number of [objects]" (2.5)."""
        step = self.gain_counters([items[0], 1, items[1]])  # type: ignore[attr-defined]
        return self._counted(step, items[-1])

    def up_to_chosen(self, items: list[Any]) -> Object:
        """ "up to N [objects]": the player chooses none to N of them (6.1.g, 6.5.c)."""
        n, things = items
        if n < 2:
            raise NotRead("up to", "'up to one' of these objects is not read yet", "up_to_chosen")
        return Object("chosen", things, up_to=n)

    @v_args(meta=True)
    def discard_count(self, meta: Meta, items: list[Any]) -> Step:
        """ "Discard two cards from your hand / Reserve": that many, your choice (7.3.7.a)."""
        verb, count = self._span(meta).lower().split()[:2]  # type: ignore[attr-defined]
        n, zone = _number(count), str(items[-1]).lower()
        # the printed verb: "discards" where an unsaid subject is "they" (wordings.py)
        if verb not in ("discard", "discards") or n < 2 or zone not in ("hand", "reserve"):
            said = f"{verb} {count} cards from your {zone}"
            raise NotRead(said, f"'{said}' is not read yet", "discard_count")
        return {"action": "discard", "subject": f"a_card_from_your_{zone}", "choose_count": n}

    def player_discards_count(self, items: list[Any]) -> Step:
        """ "[player] discards two cards from their hand / Reserve": that player chooses
        that many of theirs, all if fewer (7.3.7.a, 6.1.h, 6.5.h)."""
        n, zone = items[1], str(items[-1]).lower()
        if isinstance(n, ThatMany):  # "[player] discards that many cards" (6.1.g)
            # "twice that many" keeps its two per thing counted (6.5.i)
            return {**self._player_discards_x(items[0], zone, None), "amount": n}
        if not isinstance(n, int) or n < 2 or zone not in ("hand", "reserve"):
            raise NotRead(str(items[1]), "discarding these is not read yet", "player_discards")
        step = self.player_discards([items[0], zone])  # type: ignore[attr-defined]
        return {**step, "choose_count": n}

    def player_sacrifices_count(self, items: list[Any]) -> Step:
        """ "[player] sacrifices two Characters": that player chooses that many Characters
        they control, all of them if fewer (7.3.36.a, 6.1.h, 6.5.h)."""
        player, n, things = items[0], _number(items[1]), items[2]
        said_whose = things.controller is not None  # before reading it as yours
        yours = self.sacrifice([Object("chosen", things)])  # type: ignore[attr-defined]
        plain = yours == {"action": "sacrifice", "subject": "a_character_you_control"}
        if n < 2 or not plain or said_whose:
            # only "Characters": a filter on what each player chooses is not read yet
            raise NotRead(str(items[1]), "sacrificing these is not read yet", "player_sacrifices")
        step = self.player_sacrifices([player])  # type: ignore[attr-defined]
        return {**step, "choose_count": n}

    # ------------------------------------------- X chosen in one step (6.1.g, 6.1.e, 6.5.h)
    def _x_chosen(self, step: Step, counted: str | None) -> Step:
        """``step`` choosing X objects in ONE step, X what ``counted`` counts as it begins
        (or, with ``counted`` None, what a "where X is …" after it says)."""
        chosen = {**step, "amount": XAmount(1), "x_chooses": True}
        if counted is None:
            return chosen
        return _x_counted([chosen], _counted_phrase(counted))[0]

    def _discard_x(self, zone: Any, counted: str | None) -> Step:
        """ "Discard X cards from your hand / Reserve" (7.3.7.a): X of them, your choice."""
        where = str(zone).lower()
        if where not in ("hand", "reserve"):
            raise NotRead(f"from your {where}", "discarding these is not read yet", "discard_x")
        step = {"action": "discard", "subject": f"a_card_from_your_{where}"}
        return self._x_chosen(step, counted)

    def _sacrifice_x(self, things: Any, counted: str | None) -> Step:
        """ "Sacrifice X Characters" (7.3.36.a): X Characters you control, your choice."""
        said_whose = things.controller is not None
        step = self.sacrifice([Object("chosen", things)])  # type: ignore[attr-defined]
        if step != {"action": "sacrifice", "subject": "a_character_you_control"} or said_whose:
            why = "sacrificing several of these is not read yet"
            raise NotRead("sacrifice", why, "sacrifice_x")
        return self._x_chosen(step, counted)

    def spend_all_mine(self, items: list[Any]) -> Step:
        """ "Spend all my boosts / [name] counters" (7.3.38.a): as many as are on me as the
        step happens (2.5.c) — none on me, nothing spent."""
        names = [str(t) for t in items if isinstance(t, str) and str(t)[:1].isupper()]
        counter = names[0].capitalize() if names else "boost"
        mine = f"my number of {counter.lower()} counters" if names else "my number of boosts"
        return {"action": "spend_counters", "counter": counter, "amount": 1, "per": mine}

    def spend_as_many_count(self, items: list[Any]) -> Step:
        """ "Spend as many of my boosts as there are [objects]" (7.3.38.a): that count."""
        names = [str(t) for t in items[:-1] if isinstance(t, str) and str(t)[:1].isupper()]
        counter = names[0].capitalize() if names else "boost"
        step = {"action": "spend_counters", "counter": counter}
        return self._counted(step, items[-1])

    def discard_that_many(self, items: list[Any]) -> Step:
        """ "Discard that many cards from your hand": as many as the step before acted on,
        chosen in one step (6.1.g; joined to that step by ``resolve_that_many``)."""
        return {**self._discard_x(items[-1], None), "amount": ThatMany()}

    def sacrifice_that_many(self, items: list[Any]) -> Step:
        """ "Sacrifice that many Characters" (6.1.g, 7.3.36.a)."""
        return {**self._sacrifice_x(items[-1], None), "amount": ThatMany()}

    def discard_x(self, items: list[Any]) -> Step:
        """ "Discard X cards from your hand, where X is …" (the "where" read by the chain)."""
        return self._discard_x(items[-1], None)

    def discard_equal_count(self, items: list[Any]) -> Step:
        """ "Discard cards from your hand equal to the number of [objects]"."""
        return self._discard_x(items[-2], items[-1])

    def discard_as_many_count(self, items: list[Any]) -> Step:
        """ "Discard as many cards from your hand as there are [objects]"."""
        return self._discard_x(items[-2], items[-1])

    def sacrifice_x(self, items: list[Any]) -> Step:
        """ "Sacrifice X Characters, where X is …" (the "where" read by the chain)."""
        return self._sacrifice_x(items[-1], None)

    def sacrifice_equal_count(self, items: list[Any]) -> Step:
        """ "Sacrifice Characters equal to the number of [objects]"."""
        return self._sacrifice_x(items[0], items[-1])

    def sacrifice_as_many_count(self, items: list[Any]) -> Step:
        """ "Sacrifice as many Characters as there are [objects]"."""
        return self._sacrifice_x(items[0], items[-1])

    # the same said of another player (6.1.h); X counted once as the step begins, "you" in
    # it the ability's controller (7.2.3.a) — not for "its controller / owner", whose step
    # is that player's own (1.4.7.b) and would count "you" as them
    def _theirs(self, step: Step, counted: str | None) -> Step:
        if not str(step.get("subject", "")).startswith("a_"):
            raise NotRead("x", "X chosen by this player is not read yet", "player_x_chosen")
        return self._x_chosen(step, counted)

    def _player_discards_x(self, player: Any, zone: Any, counted: str | None) -> Step:
        where = str(zone).lower()
        if where not in ("hand", "reserve"):
            raise NotRead(f"from their {where}", "discarding these is not read yet", "discard_x")
        step = self.player_discards([player, where])  # type: ignore[attr-defined]
        return self._theirs(step, counted)

    def _player_sacrifices_x(self, player: Any, things: Any, counted: str | None) -> Step:
        said_whose = things.controller is not None
        yours = self.sacrifice([Object("chosen", things)])  # type: ignore[attr-defined]
        if yours != {"action": "sacrifice", "subject": "a_character_you_control"} or said_whose:
            why = "sacrificing several of these is not read yet"
            raise NotRead("sacrifices", why, "player_sacrifices_x")
        step = self.player_sacrifices([player])  # type: ignore[attr-defined]
        return self._theirs(step, counted)

    def player_discards_x(self, items: list[Any]) -> Step:
        """ "[player] discards X cards from their hand, where X is …" (7.3.7.a, 6.1.h)."""
        return self._player_discards_x(items[0], items[-1], None)

    def player_discards_equal_count(self, items: list[Any]) -> Step:
        """ "[player] discards cards from their hand equal to the number of [objects]"."""
        return self._player_discards_x(items[0], items[-2], items[-1])

    def player_discards_as_many_count(self, items: list[Any]) -> Step:
        """ "[player] discards as many cards from their hand as there are [objects]"."""
        return self._player_discards_x(items[0], items[-2], items[-1])

    def player_sacrifices_that_many(self, items: list[Any]) -> Step:
        """ "[player] sacrifices that many Characters" (6.1.g, 6.1.h)."""
        return {**self._player_sacrifices_x(items[0], items[-1], None), "amount": ThatMany()}

    def player_sacrifices_x(self, items: list[Any]) -> Step:
        """ "[player] sacrifices X Characters, where X is …" (7.3.36.a, 6.1.h)."""
        return self._player_sacrifices_x(items[0], items[-1], None)

    def player_sacrifices_equal_count(self, items: list[Any]) -> Step:
        """ "[player] sacrifices Characters equal to the number of [objects]"."""
        return self._player_sacrifices_x(items[0], items[1], items[-1])

    def player_sacrifices_as_many_count(self, items: list[Any]) -> Step:
        """ "[player] sacrifices as many Characters as there are [objects]"."""
        return self._player_sacrifices_x(items[0], items[1], items[-1])
