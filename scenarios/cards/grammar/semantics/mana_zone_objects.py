"""Mana Orbs as objects of every slot, and replacements sending a card to a Mana zone (issue
30, gram99; altered.lark's block "gram99").

A Mana Orb is a card in its owner's Mana zone, face down, ready or exhausted (3.2.9.b-c): no
other status is said of one. Read here:

* chosen — "Ready one / up to two of your exhausted Mana Orbs", "Exhaust one of your ready
  Mana Orbs", "Discard one of your exhausted Mana Orbs": the ones their controller chooses
  (6.1.g) among those of that status;
* acted on — "Put one of your [exhausted] Mana Orbs in your hand / in Reserve": a card from
  the Mana zone, chosen, put there (7.3.27.a);
* counted — "for each of your [exhausted] Mana Orbs", "per Mana Orb you have" (the lexer's
  :mod:`~scenarios.cards.grammar.mana_orb_words` says the latter "in your Mana zone"): the
  objects of the controller's Mana zone of that status (3.2.9.c);
* conditions — "all your Mana Orbs are exhausted" holds when none is ready (with none at
  all too), "none of your Mana Orbs are exhausted" when none is exhausted;
* replacements — "If I would go to Reserve from an Expedition, you may put me in your Mana
  zone as an exhausted Mana Orb instead" (6.2.b, 6.2.d; the set keyword [Tunneler]'s
  reminder): the move watched from that zone only, the card put in its owner's Mana zone
  instead, exhausted as any card put there is (3.2.9.b). A ready Orb put so is refused
  (the desk puts it exhausted); "it" sent to "your" zone, when it may be another player's
  card, is refused (1.4.3.a). (A token so moved ceases to exist instead, 2.1.e: the
  engine's rule, after the modifier.)

Another player's Mana Orbs (targeted, chosen or counted) are not read by these rules: the
desk targets no Mana Orb (the grammar refuses them by name).
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.lexicon import NUMBERS
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

Step = dict[str, Any]

_ORB_STATUSES = ("ready", "exhausted")
"""What a Mana Orb is (3.2.9.b): ready or exhausted, nothing else."""

_OF_YOUR_ORBS = re.compile(r"^of your (?:(?P<status>\w+) )?mana orbs$")
_ORBS_YOU_HAVE = re.compile(r"^(?:(?P<status>\w+) )?mana orbs? you have$")


def orb_status_filter(status: str) -> dict[str, Any]:
    """The filter of Mana Orbs said ``status``: exhausted ones have the status; ready ones
    are those without it (2.4: ready is not being exhausted). Any other status is had by no
    Mana Orb (3.2.9.b): not read."""
    if status not in _ORB_STATUSES:
        raise NotRead(f"{status} mana orb", f"a Mana Orb is ready or exhausted, not {status}")
    return {"without": ["Exhausted"]} if status == "ready" else {"statuses": ["Exhausted"]}


def _said_number(word: str) -> int:
    """A number said as a word or in figures ("one", "2")."""
    return int(word) if word.isdigit() else NUMBERS[word]


class ManaZoneObjectSemantics(SemanticsBase):
    """The gram99 rules: Mana Orbs chosen, put, counted and in conditions (3.2.9), and
    replacements that put a card in a Mana zone (6.2.b)."""

    # ------------------------------------------------------------- chosen and acted on
    @v_args(meta=True)
    def mana_orbs_status_chosen(self, meta: Meta, _: list[Any]) -> Step:
        """ "[Ready / Exhaust / Discard] one / up to N of your [ready / exhausted] Mana
        Orbs": those their controller chooses among that status's (6.1.g) — exactly that
        many (or all there are), or with "up to" none to that many (6.5.h)."""
        words = self._span(meta).split()
        verb, up_to = words[0], words[1] == "up"
        amount = _said_number(words[3] if up_to else words[1])
        status = words[words.index("your") + 1]
        step: Step = {"action": verb, "subject": "mana_orbs_you_choose"}
        if amount > 1:
            step["amount"] = amount
        if up_to:
            step["amount"], step["up_to"] = amount, amount
        step["filter"] = orb_status_filter(status)
        return step

    @v_args(meta=True)
    def mana_orb_put(self, meta: Meta, _: list[Any]) -> Step:
        """ "Put one of your [exhausted] Mana Orbs in your hand / in Reserve": a card of
        your Mana zone you choose (3.2.9.c, 6.1.g), put there (7.3.27.a; "your Reserve" is
        its owner's, yours)."""
        words = self._span(meta).split()
        to = words[-1]
        step: Step = {"action": "put", "subject": "a_card_from_your_mana_zone", "to": to}
        status = words[4]  # put one of your [status] mana orbs …
        if status != "mana":
            step["filter"] = orb_status_filter(status)
        return step

    @v_args(meta=True)
    def mana_orb_cost(self, meta: Meta, _: list[Any]) -> tuple[str, Step]:
        """ "Exhaust / Discard one of your Mana Orbs" as a cost: one of your Mana Orbs chosen
        as the quick action is declared (5.1.2.c, 1.2.5.a) — for exhausting, a ready one
        (an exhausted object is not exhausted again, 7.3.13.a). More than one: not read."""
        words = self._span(meta).split()
        if _said_number(words[1]) != 1:
            raise NotRead(words[1], "several Mana Orbs as a cost are not read yet", "mana_orb_cost")
        # a card of your Mana zone, chosen (3.2.9.c): the cost choice the engine pays
        step: Step = {"action": words[0], "subject": "a_card_from_your_mana_zone"}
        if words[0] == "exhaust":
            step["filter"] = orb_status_filter("ready")
        return ("steps", step)

    # ------------------------------------------------------------- counted
    @v_args(meta=True)
    def counted_of_whose(self, meta: Meta, items: list[Any]) -> str:
        """ "for each of your [exhausted] Mana Orbs": the objects of your Mana zone of that
        status (3.2.9.c) — counted as "[exhausted] Mana Orb in your Mana zone"; any other
        "of [whose] [objects]" is read as before."""
        said = " ".join(self._span(meta).split())
        m = _OF_YOUR_ORBS.match(said)
        if m is None:
            return super().counted_of_whose(meta, items)  # type: ignore[misc,no-any-return]
        return self._orbs_counted(m["status"])

    @v_args(meta=True)
    def counted(self, meta: Meta, items: list[Any]) -> str:
        """ "per [exhausted] Mana Orb you have" (said "… in your Mana zone" by the lexer):
        counted as the Mana Orbs of your Mana zone of that status (3.2.9.c)."""
        said = " ".join(self._span(meta).split())
        m = _ORBS_YOU_HAVE.match(said)
        if m is None:
            return super().counted(meta, items)  # type: ignore[misc,no-any-return]
        return self._orbs_counted(m["status"])

    @staticmethod
    def _orbs_counted(status: str | None) -> str:
        if status is not None:
            orb_status_filter(status)  # only ready or exhausted (3.2.9.b)
        return f"{status} mana orb in your mana zone" if status else "mana orb in your mana zone"

    # ------------------------------------------------------------- conditions
    @v_args(meta=True)
    def all_your_mana_orbs_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "all your Mana Orbs are exhausted": none of them is ready (3.2.9.b) — true with
        no Mana Orb at all, as "all" of none is."""
        status = self._span(meta).split()[-1]
        orb_status_filter(status)
        other = "ready" if status == "exhausted" else "exhausted"
        return Condition(f"you have no {other} mana orbs")

    @v_args(meta=True)
    def none_of_your_mana_orbs_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "none of your Mana Orbs are exhausted": you have no Mana Orb of that status."""
        status = self._span(meta).split()[-1]
        orb_status_filter(status)
        return Condition(f"you have no {status} mana orbs")

    # ------------------------------------------------------------- replacements
    def would_go_reserve_from(self, items: list[Any]) -> dict[str, Any]:
        """ "If [object] would go to Reserve from an Expedition" (6.2.b): its move to Reserve
        watched from that zone only. From Reserve itself it would not move: not read."""
        place = items[-1]
        if place not in ("expedition", "my expedition"):
            raise NotRead(
                "from", f"a move to Reserve from {place} is not read", "would_go_reserve_from"
            )
        found: dict[str, Any] = {"kind": "i", "action": "move", "to": "reserve"}
        found["from"] = "expedition"
        if place == "my expedition":
            found["mine_only"] = True  # the bearer's own Expedition: said of "I" only
        return found

    @v_args(meta=True)
    def instead_me_mana_orb(self, meta: Meta, _: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "put me in your Mana zone as an exhausted Mana Orb": in its owner's Mana zone,
        exhausted as every card put there is (3.2.9.b)."""
        _mana_orb_entered(self._span(meta).split()[-3])
        return ("result", {"zone": "mana"})

    def instead_it_owner_zone(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "put it in its owner's Mana zone / hand / Reserve": the watched object to that
        zone of its owner (1.4.3.a, 6.2.b)."""
        return ("result", {"self": "it", "zone": items[-1]})

    @v_args(meta=True)
    def instead_it_mana_orb(self, meta: Meta, _: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "put it in its owner's Mana zone as an exhausted Mana Orb" (3.2.9.b)."""
        _mana_orb_entered(self._span(meta).split()[-3])
        return ("result", {"self": "it", "zone": "mana"})

    def instead_it_your_zone(self, _: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "put it in your [zone]": a card goes to its owner's zone (1.4.3.a), and the
        object watched may be another player's card — not read."""
        raise NotRead(
            "your",
            "'put it in your [zone]' for an object that may be another player's card is not "
            "read: a card goes to its owner's zone (3.1.2.c)",
            "instead_it_your_zone",
        )


def _mana_orb_entered(status: str) -> None:
    """A card put in a Mana zone enters it exhausted (3.2.9.b); "as a ready Mana Orb" by a
    replacement is not what the desk does — not read."""
    if status != "exhausted":
        raise NotRead(
            f"{status} mana orb",
            f"a card put in a Mana zone instead enters it exhausted (3.2.9.b), not {status}",
            "instead_result",
        )
