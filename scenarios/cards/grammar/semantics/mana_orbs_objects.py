"""Mana Orbs as the objects of a step (issue 30): "Ready one / two / up to two of your Mana
Orbs", "Exhaust up to two of your Mana Orbs", "Ready all your Mana Orbs". A Mana Orb is an
object of its owner's Mana zone (3.2.9.c); readying (7.3.28), exhausting (7.3.13) or
discarding (7.3.7) some of them lets their controller choose which (6.1.g) — exactly that
many, or up to that many when the text says "up to" — and "all your Mana Orbs" is every one
of them as the step happens. Also the Expedition conditions said with other words for the
same thing: "in a {V} region" (7.5.8.b) is in the grammar, "ahead of the opposing
Expedition" (7.5.2) here."""

from __future__ import annotations

import copy
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Condition

Step = dict[str, Any]


class ManaOrbObjectSemantics(SemanticsBase):
    """The Mana Orbs a ready, exhaust or discard step acts on (3.2.9.c)."""

    @v_args(meta=True)
    def mana_orbs_chosen(self, meta: Meta, items: list[Any]) -> Step:
        """ "[Verb] N / up to N of your Mana Orbs": the ones the controller chooses (6.1.g);
        with "up to", any number from none to N (6.5.h)."""
        verb = self._span(meta).split()[0].lower()
        from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number

        amount = fixed_number(items[0])  # a number of Mana Orbs: "that many" is none
        step: Step = {"action": verb, "subject": "mana_orbs_you_choose", "amount": amount}
        if " up to " in f" {self._span(meta).lower()} ":
            step["up_to"] = amount
        return step

    @v_args(meta=True)
    def all_your_mana_orbs(self, meta: Meta, _: list[Any]) -> Step:
        """ "[Verb] all your Mana Orbs": every Mana Orb of the controller's Mana zone as the
        step happens (3.2.9.c)."""
        return {"action": self._span(meta).split()[0].lower(), "subject": "your_mana_orbs"}

    @v_args(meta=True)
    def facing_position_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "my Expedition is behind the opposing Expedition", "your Hero Expedition is ahead
        of the opposing Hero Expedition": ahead / behind / tied against the Expedition facing
        it (7.5.2.a-c) — the Hero Expeditions face each other, and the Companion ones
        (1.2.3.c). An opposing Expedition of the other kind, or of a kind said of "my
        Expedition" (either of the two), is not the one facing it: not read."""
        words = self._span(meta).split()
        mine = words[1] if words[0] == "your" and words[1] != "other" else None
        if mine is not None and mine not in ("hero", "companion"):
            raise NotRead(words[1], f"'your {words[1]} Expedition' is not an Expedition")
        # (any other place — "your other Expedition", "the Expedition facing me" — is of either
        # kind: an opposing one of a kind said is refused below, as for "my Expedition")
        opposing = words[-2] if words[-2] != "opposing" else None
        if opposing is not None and opposing != mine:
            raise NotRead(
                f"the opposing {opposing} Expedition",
                "an opposing Expedition that may not be the one facing it is not read yet",
                "facing_position_cond",
            )
        return Condition(self._span(meta))

    @v_args(meta=True)
    def return_yours_to_your_zone(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return target [card] from your Discard pile to your Reserve": the card is in its
        owner's Discard pile (3.2.3), yours, so "your Reserve" is its owner's — read as "to
        its owner's Reserve" (return_to_zone, 1.1.3.d). Any other object sent to "your
        [zone]" may be another's card (1.4.3.a): not read."""
        obj = items[0]
        step: Step = _subject(copy.deepcopy(obj))  # reading a description spends its words
        if step.get("subject") != "target_card_in_your_discard_pile" or obj.up_to >= 2:
            raise NotRead(
                "to your", "'your [zone]' for a card that may be another's is not read yet"
            )
        return self.return_to_zone(meta, items)  # type: ignore[attr-defined,no-any-return]

    @v_args(meta=True)
    def put_in_reserve(self, meta: Meta, items: list[Any]) -> Step:
        """ "Put target Spell from your Discard pile in your Reserve": the card is in its
        owner's Discard pile (3.2.3), yours, so "your Reserve" is the Reserve it goes to
        anyway — read as "… in Reserve" (7.3.27.a). Any other object put in "your Reserve"
        is left to the reading below (which does not read it)."""
        d = items[0].description
        if d.in_your_reserve and d.counted_only == "from your discard pile":
            d.in_your_reserve, d.in_reserve = False, True
        return super().put_in_reserve(meta, items)  # type: ignore[misc,no-any-return]

    @v_args(meta=True)
    def mana_orbs_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have a ready Mana Orb": Mana Orbs of the controller's Mana zone (3.2.9.c),
        ready or exhausted (2.4.3); no other status is said of a Mana Orb here."""
        words = self._span(meta).split()
        status = words[-3]
        if status not in ("ready", "exhausted"):
            raise NotRead(f"{status} Mana Orb", f"a Mana Orb said {status} is not read")
        return Condition(self._span(meta))
