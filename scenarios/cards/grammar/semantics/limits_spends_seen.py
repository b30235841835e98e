"""The semantic functions of the grammar's block "hb" of ``altered.lark`` (issue 30, session 37).

* A limit said with a verb — "Your Reserve limit increases by one", "Each opponent's Landmark
  limit decreases by two" — is read by :mod:`.limit_changes` (``limit_changed``): the same
  passive change of a rule of the game (2.2.12.m; 3.2.10.b, 3.2.7.c, checked at Clean-up,
  4.2.5.c).
* "Spend N [name] counters from [object] to [Y]" with no "you may" (the rule ``to_clause``):
  the spend is a cost of Y (1.2.5.a) a player is never forced to pay (1.2.5.b, 6.4.b) — the
  same step as "You may spend … to [Y]": offered only when it can be paid in full (6.4.c,
  7.3.38.b), Y only if it is paid (6.5.f). Any other first step is refused by name: which
  steps are costs when unsaid is the card's to say, and only a spend is read so (precision).
* "Put N of them [place]" (``hb_n_of_them``) after a step that looked at or revealed the top
  cards of a deck (3.1.3.f, 7.3.27.a): N puts, each a card seen chosen by the player as it is
  put (6.1.g) — the rest are then the cards seen less N (:mod:`.amounts_and_deck`).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.deck_top import AMONG, N_OF_SEEN
from scenarios.cards.grammar.semantics.static import XAmount
from scenarios.cards.grammar.tree import Sentence

_SPENT = "spend_counters"
"""The only first step "[X] to [Y]" reads as a cost without "you may" (7.3.38.a)."""


class LimitsSpendsSeenSemantics(SemanticsBase):
    """A spend "to" a step, and N of the cards seen (the hb block)."""

    def to_clause(self, items: list[Any]) -> Sentence:
        """ "Spend 2 Kelon counters from a card you control to draw a card": the spend a cost
        of the rest (1.2.5.a) never forced (1.2.5.b, 6.4.b), as "You may spend … to …" reads
        (``may_to_clause``: asked only when payable, 6.4.c; the rest only if paid, 6.5.f).
        Any other first step goes to the rule's older reading ("[X] any number of … to [Y]",
        :mod:`.numbers_and_distribution`), which refuses the rest."""
        first, then = items
        spent = len(first) == 1 and first[0].get("action") == _SPENT
        if not spent and not (len(first) == 1 and first[0].get("any_number")):
            raise NotRead(
                "to",
                "'[X] to [Y]' without 'you may' is read only after 'any number of' or when X "
                "spends counters: whether another step is a cost of Y is read by hand "
                "(6.4.b)",
                "to_clause",
            )
        if not spent:
            older: Sentence = super().to_clause(items)  # type: ignore[misc]
            return older
        spend = first[0]
        if set(spend) & {"then", "may", "if", "pay", "per", "amounts"}:
            raise NotRead(
                "to",
                "a spend of all or of a counted number of counters as the cost of a step is "
                "read by hand: with none to spend, whether it is paid is not said (6.4.c, "
                "7.3.38.a)",
                "to_clause",
            )
        # ib (session 38): from any object the words describe — a target (6.5.b), "a
        # Character" an opponent may control — as "You may spend … to …" reads: the object is
        # the one the player chooses (6.1.g), whoever controls it; no rule makes a cost's
        # counters the payer's own (1.2.5.a, 7.3.38.a). Several objects "in all" from a group
        # others may control stay refused (``spend_named_counters``: who pays which).
        may_to = self.may_to_clause  # type: ignore[attr-defined]
        sentence: Sentence = may_to([first, then])
        # no "you may" printed: the player's choice is the cost's own (1.2.5.b, 6.4.b)
        sentence.steps[0]["never_forced"] = True
        return sentence

    def hb_n_of_them(self, items: list[Any]) -> Step:
        """ "Put two of them in your hand": that many of the cards seen, one put at a time,
        each chosen by the player as it is put (6.1.g, 7.3.27.a); "one of them" is
        ``g98_one_of_them``'s single put."""
        amount, place = items
        if not isinstance(amount, int) or isinstance(amount, XAmount) or amount < 1:
            raise NotRead("of them", "this number of them is not read", "hb_n_of_them")
        where = place if isinstance(place, dict) else {"to": place}
        step: Step = {"action": "put", "subject": AMONG, **where}
        return {**step, N_OF_SEEN: amount} if amount > 1 else step
