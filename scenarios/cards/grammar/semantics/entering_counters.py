"""A card's own counters as it enters play (gn, session 34; issue 30).

"I enter play with 2 Wisdom counters", "I enter play with a boost", "I enter play with three
Sap counters": a passive ability of the card (2.2.12.m) kept as its words (``static:``, read
by :func:`scenarios.cards.compile_passives.static_spec` into the engine's
``ENTERS_PLAY_WITH_COUNTERS``). It reads the same as a set keyword's reminder ("[Wise 2] (I
enter play with 2 Wisdom counters.)": the reminder is the ability, 2.2.12.c).

What the engine does with it, by the CR: played, the card gets the counters from an
Emblem-Reaction created during its resolution (5.2.d); put in play by an effect, from its own
modifier of how it enters the zone (6.2.l, 6.2.c) — :mod:`engine.pipeline.entering_counters`.
"X counters" is refused (no X is said, 6.5.i)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.more_amounts import MoreAdded


class EnteringCounterSemantics(SemanticsBase):
    """The rules of the gn block of ``altered.lark``."""

    @v_args(meta=True)
    def gn_enter_play_with(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "I enter play with N [name] counters / N boosts" (5.2.d, 6.2.l): its words, the
        number as digits and the name as printed."""
        said = self._span(meta).split()
        amount, rest = said[4].lower(), said[5:]
        n = 1 if amount in ("a", "an", "one") else int(amount) if amount.isdigit() else None
        if n is None:
            n = lx.NUMBERS.get(amount)
        if n is None or n < 1:
            raise NotRead(
                said[4], f"'{said[4]}' counters as the card enters play is not read", "gn"
            )
        if rest[0].lower().startswith("boost"):
            thing = "boost" if n == 1 else "boosts"
        else:
            thing = f"{rest[0].capitalize()} counter{'s' if n > 1 else ''}"
        return {"static": f"i enter play with {n} {thing}"}

    @v_args(meta=True)
    def gn_played_enter_with(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Characters you play enter play with an additional boost" (5.2.d): the played
        cards' boosts (``played_gains``); named counters refused by name."""
        words = self._span(meta)
        said = words.lower().split()
        at = said.index("with") + 1
        amount = said[at]
        n = 1 if amount in ("a", "an", "one") else int(amount) if amount.isdigit() else None
        n = n if n is not None else lx.NUMBERS.get(amount)
        if n is None or n < 1:
            raise NotRead(amount, f"'{amount}' boosts are not read", "gn_played_enter_with")
        if not said[-1].startswith("boost"):
            raise NotRead(
                words,
                f"'{words}': counters other than boosts given to the cards played are not "
                "applied yet (5.2.d)",
                "gn_played_enter_with",
            )
        found: dict[str, Any] = self.each_played_gains(items[0], words, n)  # type: ignore[attr-defined]
        if said[at + 1] in ("additional", "more", "extra"):
            # "an additional boost": added to those the card has (more_amounts' More, 6.5.i)
            found["played_gains"]["amount"] = MoreAdded(n)
        return found

    @v_args(meta=True)
    def gn_joins_from_bare(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Character joins your Expedition from Reserve": as "from your Reserve"
        (7.5.10.a, 5.1.2.d) for the triggers naming your or my Expedition(s) only."""
        found: dict[str, Any] = self.ev_joins_from(meta, items)  # type: ignore[attr-defined]
        if found.get("trigger") not in _YOURS:
            said = self._span(meta)
            raise NotRead(said, f"whose zone '{said}' names is not said", "gn_joins_from")
        return found


_YOURS = frozenset(
    {
        "character_joins_my_expedition",
        "another_character_joins_my_expedition",
        "character_joins_your_expeditions",
        "another_character_joins_your_expeditions",
        "character_joins_one_of_your_expeditions",
    }
)
"""The join triggers of the controller's own Expeditions (7.5.5.a), whose joiner came from
the controller's own zone when said without a player."""
