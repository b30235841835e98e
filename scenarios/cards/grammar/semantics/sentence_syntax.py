"""The same steps said in another order, voice or clause (issue 30), read as the order the
cards print: a place or a time said first ("In target Expedition, create …", "This turn,
the next Spell you play is free", "After Rest, …"), what is given before to whom ("Give 2
boosts to target Character", 7.3.15), a relative clause for a filter ("that costs {3} or
less", 6.5.b) and a list of any length of things one verb gives (6.1.c).

Each function puts its parts in the order of the rule that reads the printed order and
calls it, so both say one reading (``benchmarks/syntax_audit.py`` checks it on the sets'
abilities). The passive of an atomic action ("Target Character is sent to Reserve") needs
no function here: its rules name the imperative's (altered.lark, "sentence syntax").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.per_day import LIMIT_FIRST, PER_TURN, SAID_FIRST
from scenarios.cards.grammar.tree import Description, Object, Sentence


def _how_often_first(key: str, items: list[Any]) -> Sentence:
    """The sentence of a clause said after its limit ("Once per Day, [clause]"): its steps
    and the limit's own sentence's step (``key``), the limit first, so a step after it ("…
    Then it …") follows the clause's last step. Only a clause that stands alone: "Once per
    Day, if you do, …" joins a sentence before it, and the limit is not read there."""
    times, clause = items
    said = clause if isinstance(clause, Sentence) else Sentence(list(clause))
    if said.join:
        raise NotRead("once", "a limit said before a clause that joins the one before it")
    return Sentence([{key: times, SAID_FIRST: True}, *said.steps], "", said.rule)


_DURATIONS = frozenset({"this turn", "this Afternoon"})
"""How long "the next [card] you play" is looked for (5.2.d): a turn, or this Afternoon (the
phase players take turns in, 4.2.3) — as the rule that reads it after the card says."""


class SentenceSyntaxSemantics(SemanticsBase):
    """One function per rule of the block "sentence syntax" of altered.lark."""

    if TYPE_CHECKING:  # the rules these say again (steps.py, cr_vocabulary.py, objects.py …)

        def create_token(self, items: list[Any]) -> Step: ...

        def next_played(self, items: list[Any]) -> Step: ...

        def give_boosts(self, items: list[Any]) -> Step: ...

        def up_to_targets(self, items: list[Any]) -> Any: ...

        def give_statuses_to(self, items: list[Any]) -> Step: ...

        def next_played_late(self, items: list[Any]) -> Step: ...

        def next_boosts(self, items: list[Any]) -> dict[str, Any]: ...

        def cost_compared(self, items: list[Any]) -> tuple[str, Any]: ...

        def more_status(self, items: list[Token]) -> Step: ...

        def more_boosts(self, items: list[Any]) -> Step: ...

        def more_counters(self, items: list[Any]) -> Step: ...

        def and_gained_chain(self, items: list[Any]) -> list[Step]: ...

    # ---------------------------------------------------------------- order
    def place_first_create(self, items: list[Any]) -> Step:
        """ "In [place], create N [token]": the token created there (7.3.5), as "Create N
        [token] in [place]" reads."""
        place, *made = items
        return self.create_token([*made, place])

    def duration_first_next_played(self, items: list[Any]) -> Step:
        """ "This turn, the next [card] you play [change]" (5.2.d, 2.2.15.a)."""
        duration, d, change = items
        return self.next_played([d, _duration(duration), change])

    def during_next_played(self, items: list[Any]) -> Step:
        """ "The next [card] you play during this turn [change]" (5.2.d)."""
        d, duration, change = items
        return self.next_played([d, _duration(duration), change])

    def expeditions_cant_move_first(self, items: list[str]) -> Step:
        """ "This Day / This turn, Expeditions can't move forward": an Emblem-Ongoing for that
        long (2.2.15.a, 7.5.2), as said after."""
        ongoing = {"duration": items[0], "cant": "Expeditions can't move forward"}
        return {"action": "ongoing", "ongoing": ongoing}

    def target_expedition_cant_move_first(self, items: list[str]) -> Step:
        """The same, bound to the Expedition the step targets (6.5.b)."""
        return {**self.expeditions_cant_move_first(items), "subject": "target_expedition"}

    @v_args(meta=True)
    def after_rest_first(self, meta: Meta, items: list[list[Step]]) -> list[Step]:
        """ "After Rest, [X]": X as an Emblem-Ongoing's delayed effect this Day (4.2.d), as
        "[X] after Rest" reads."""
        ongoing = {"duration": "this Day", "after_rest": items[0]}
        return [{"action": "ongoing", "ongoing": ongoing, "text": self._printed(meta)}]

    def per_day_first(self, items: list[Any]) -> Sentence:
        """ "Once / Twice per Day, [X]": X, then the limit as "(Once per Day.)" says it
        (1.4.6.b-c, 5.1.2.g; semantics/per_day.py)."""
        return _how_often_first(LIMIT_FIRST, items)

    def per_turn_first(self, items: list[Any]) -> Sentence:
        """ "Once per turn, [X]": X, then the limit of one Afternoon turn (4.2.3.e)."""
        return _how_often_first(PER_TURN, items)

    # ---------------------------------------------------------------- voice
    def give_next_boosts(self, items: list[Any]) -> Step:
        """ "Give N boosts to the next [card] you play this turn" (5.2.d, 7.3.15)."""
        amount, d, duration, *later = items
        return self._next(d, duration, later, self.next_boosts([amount]))

    def give_next_status(self, items: list[Any]) -> Step:
        """ "Give [status] to the next [card] you play this turn" (5.2.d, 7.3.16)."""
        statuses, d, duration, *later = items
        if len(statuses) != 1:
            raise NotRead("and", "several statuses given to the next card are not read yet", "give")
        return self._next(d, duration, later, {"gain_status": statuses[0]})

    def _next(self, d: Any, duration: str, later: list[Any], change: dict[str, Any]) -> Step:
        if later:
            return self.next_played_late([d, duration, *later, change])
        return self.next_played([d, duration, change])

    def give_boosts_to_each_of(self, items: list[Any]) -> Step:
        """ "Give N boosts to each of up to M target [objects]": each target gains N (6.1.e,
        7.3.15), as "Up to M target [objects] each gain N boosts" reads."""
        amount, most, desc = items
        return self.give_boosts([self.up_to_targets([most, desc]), amount])

    def give_target_character_statuses(self, items: list[Any]) -> Step:
        """ "Give target Character [[Anchored]]": the target gains it (7.3.16), as
        "Give [[Anchored]] to target Character" reads."""
        return self._given_to_target("Character", items[0])

    def give_target_permanent_statuses(self, items: list[Any]) -> Step:
        return self._given_to_target("Permanent", items[0])

    def _given_to_target(self, kind: str, statuses: list[str]) -> Step:
        target = Object("target", Description(types=[kind]))
        return self.give_statuses_to([statuses, target])

    # ---------------------------------------------------------------- clause
    def relative_hand_cost(self, items: list[Any]) -> tuple[str, Any]:
        """ "that costs {3} or less": the card's Hand Cost compared (2.2.7, 6.5.b) — what a
        card costs, as "with Hand Cost {3} or less" says; refused where the object is in
        Reserve or played, whose cost depends on the zone it is played from (5.1.2.d)."""
        mana, direction = items
        field, bound = self.cost_compared(["hand_cost", mana, direction])
        return ("cost_said", (field, bound))  # not where the zone decides (object_filters)

    # ---------------------------------------------------------------- lists
    def gained_list_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] gains W, X, Y and Z": each thing a step of the same verb on the same
        object, in order (6.1.c, 6.1.e) — any number of them. The middle things come as the
        parser read them: a status alone, a number alone (boosts, 2.5.1) or a number and a
        counter's name (2.5)."""
        first, *middle, last = items
        steps: list[Step] = list(first)
        things: list[Step] = []
        i = 0
        while i < len(middle):
            part = middle[i]
            if isinstance(part, Token) and part.type == "STATUS":
                things.append(self.more_status([part]))
                i += 1
            elif (
                i + 1 < len(middle)
                and isinstance(middle[i + 1], Token)
                and (middle[i + 1].type == "COUNTER_NAME")
            ):
                things.append(self.more_counters([part, middle[i + 1]]))
                i += 2
            else:
                things.append(self.more_boosts([part]))
                i += 1
        for thing in [*things, last]:
            steps = self.and_gained_chain([steps, thing])
        return steps


def _duration(said: str) -> str:
    if said not in _DURATIONS:
        raise NotRead(said, f"'the next' card played '{said}' is not read yet", "next_played")
    return said
