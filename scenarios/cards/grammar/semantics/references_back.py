"""The semantic functions of the grammar's "references back" section (issue 30): a later
clause naming what an earlier step introduced, said with a noun — "those Characters", "the
chosen card", "put that card in your Reserve" — or the Expedition a step acted on ("create a
token there", "in that Expedition"). Each reads as the subject "it" the engine binds to what
the step before acted on (6.5.b, 6.1.c; engine/steps/afterwards.py), with a mark the antecedent
table checks — noun and number — and removes (grammar/references.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenarios.cards.grammar.references import REFERRED_PLAYERS, said_noun
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Object


class ReferenceBackSemantics(SemanticsBase):
    """References back said with a noun, and "there" for the Expedition named before."""

    if TYPE_CHECKING:  # the rules this one builds on (steps.py, effects.py)

        def create_token(self, items: list[Any]) -> Step: ...

        def create_named_token(self, items: list[Any]) -> Step: ...

    def those_object(self, items: list[Any]) -> Object:
        """ "those Characters": the objects the step before acted on, several (6.5.b, 6.1.e),
        as "them" reads — the noun checked against what that step introduced."""
        return Object("it", plural=True, refers=said_noun(items[0]))

    def each_of_those(self, items: list[Any]) -> Object:
        """ "each of those tokens": the objects the step before acted on, one by one (6.1.e),
        as "each of them" reads — the noun checked as "those tokens" is."""
        return Object("it", plural=True, refers=said_noun(items[0]))

    def create_token_there(self, items: list[Any]) -> Step:
        """ "Create [token] there" (7.3.5): in the Expedition the step before acted on, as
        "in it" reads (semantics/cant.py ``it_place``)."""
        return self.create_token([*items, "it"])

    def create_named_token_there(self, items: list[Any]) -> Step:
        """ "Create [N] [name] token(s) there": the named token (7.3.5.b) in the Expedition
        the step before acted on."""
        return self.create_named_token([*items, "it"])

    def referred_players_acting(self, _: list[Any]) -> str:
        """ "They / That player [step]": the player a step before named (nested under it,
        grammar/references.py ``referred_players``)."""
        return REFERRED_PLAYERS
