"""The reader's semantics of conditions on the game's state (6.5.d) — the grammar block
"conditions, amounts and choices: the game's state" of ``altered.lark``: an Expedition in one
of several terrains (7.5.8.b), the regions between the controller's two Expeditions (7.5),
the controller's Hero (3.2.6), the past of what "it" names (6.3.k, 6.3.j) and a status
condition going on with "or [status]" (2.4). A condition is kept as its words (the card
structures evaluate condition texts, :mod:`scenarios.cards.condition_texts`); the engine
reads them back with the same rules (:mod:`.evaluate_game_state_conditions`)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class GameStateConditionSemantics(SemanticsBase):
    """Conditions on Expeditions' terrains and distance, the Hero, the past of "it"."""

    def expedition_in_terrains(self, items: list[Token]) -> str:
        """ "in {V} or {M}": one of these terrains (7.5.8.b); the condition keeps its words."""
        return " or ".join(lx.TERRAINS[t.lower()] for t in items)

    @v_args(meta=True)
    def regions_between_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "there are two or more regions between your Hero Expedition and your Companion
        Expedition": counted between the controller's two Expeditions (7.5)."""
        kinds = [str(i).lower() for i in items if isinstance(i, Token) and i.type == "SUBTYPE"]
        if kinds and kinds != ["companion"]:
            raise NotRead(kinds[0], f"'your {kinds[0]} Expedition' is not an Expedition")
        return Condition(self._span(meta))

    @v_args(meta=True)
    def your_hero_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your Hero is [not] exhausted": the Hero in the controller's Hero zone (3.2.6)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_had_counters_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it had 2 or more boosts": before the event (6.3.k)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_was_not_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it wasn't exhausted": before the event (6.3.k)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def status_or_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm Anchored or Asleep": one of the statuses, of the same object (2.4)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def if_status_or_clause(self, meta: Meta, items: list[Any]) -> Any:
        """ "If [object is status] or [status], [step]": as "If [c], [step]" (6.5.d)."""
        return self.if_clause([self._status_or(meta), items[-1]])  # type: ignore[attr-defined]

    @v_args(meta=True)
    def unless_status_or_clause(self, meta: Meta, items: list[Any]) -> Any:
        """ "Unless [object is status] or [status], [step]" (6.5.d)."""
        return self.unless_clause([self._status_or(meta), items[-1]])  # type: ignore[attr-defined]

    def _status_or(self, meta: Meta) -> Condition:
        """The condition's words: the clause's, from after "if" / "unless" to the comma."""
        said = self._span(meta)
        return Condition(said.split(" ", 1)[1].split(",", 1)[0].strip())

    @v_args(meta=True)
    def expedition_contains_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "the Expedition facing me contains an Asleep Character": its objects counted
        (7.5.5.b, 1.2.3.c). Said with "has" of "other" objects ("my Expedition has no other
        Characters": other than me, 1.2.3.b), kept as the "contains" its engine reading counts
        "other" in (review29: the "has" words were counted without it)."""
        said = self._span(meta)
        place, has, held = said.partition(" has ")
        if has and "other" in held.split():
            return Condition(f"{place} contains {held}")
        return Condition(said)

    @v_args(meta=True)
    def opponents_zone_empty_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "an opponent's Reserve is empty": kept as "an opponent has no cards in their
        Reserve" (3.2, 1.2.2), the words the engine reads."""
        zone = self._span(meta).split()[2]
        return Condition(f"an opponent has no cards in their {zone}")

    @v_args(meta=True)
    def your_expeditions_counted(self, meta: Meta, _: list[Any]) -> str:
        """ "of your Expeditions that's behind": the controller's Expeditions in that state
        (7.5.2), counted (6.5.i); kept as its words."""
        return self._span(meta)

    def x_times_chain(self, items: list[Any]) -> list[dict[str, Any]]:
        """ "[step] X times, where X is the number of [objects]": as "[step] for each
        [object]" (6.5.i), X counted as the step begins."""
        from scenarios.cards.grammar.semantics.repeated_steps import per_step
        from scenarios.cards.grammar.semantics.set_actions import no_count_of_whole

        steps, counted = items[0], items[-1]
        no_count_of_whole(steps, "X times")
        return [*steps[:-1], per_step(steps[-1], counted)]

    @v_args(meta=True)
    def was_played_this_turn_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "a Spell was played this turn": by any player (5.1.2.k)."""
        return Condition(self._span(meta))
