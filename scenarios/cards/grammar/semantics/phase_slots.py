"""The semantic functions of the block "triggers and phases as slots" (issue 30): Expeditions
moving backward (7.3.24.a) or an opponent's moving forward (7.3.25.a) as trigger events, and
"your Nth [card type] each Afternoon" (4.2.3) — the engine counts the plays of this Day's
Afternoon (``GameState.plays_this_afternoon``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.semantics.object_filters import (
    PLAYED_ZONE_TYPE,
    _filter,
    _played_filter,
)
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.per_day import LIMIT_FIRST, limit_said_first_opens
from scenarios.cards.grammar.semantics.player_events import _discarded
from scenarios.cards.grammar.semantics.received_events import _ORDINALS
from scenarios.cards.grammar.tree import Condition, Description, Sentence


class PhaseSlotSemantics(SemanticsBase):
    """Expedition move events said of any Expedition's owner; plays counted per Afternoon."""

    def ev_my_expedition_backward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_moves_backward"}  # 7.3.24.a

    def ev_your_expedition_backward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "one_of_your_expeditions_moves_backward"}  # 7.3.24.a, 6.3.g

    def ev_opponents_expedition_backward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "an_opponents_expedition_moves_backward"}  # 7.3.24.a, 1.2.2

    def ev_opponents_expedition_forward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "an_opponents_expedition_moves_forward"}  # 7.3.25.a, 1.2.2

    @v_args(meta=True)
    def ev_you_play_nth_in_phase(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you play your second Spell each Afternoon": the Nth card of that type
        played during this Day's Afternoon (4.2.3); another phase, or a description
        narrower than a card type (plays are counted by type), is not read."""
        d = next(i for i in items if isinstance(i, Description))
        phase = next(i for i in items if isinstance(i, Token) and i.type == "PHASE")
        words = self._span(meta).split()
        ordinal = _ORDINALS.get(words[3]) if len(words) > 3 else None
        flt = _played_filter(d, False)
        if phase.lower() != "afternoon":
            raise NotRead(
                phase.value,
                f"cards played each {phase.value} are not counted (cards are played in the "
                "Afternoon, 4.2.3)",
                "ev_you_play_nth_in_phase",
            )
        if ordinal is None or set(flt) - {"types", PLAYED_ZONE_TYPE}:
            raise NotRead(
                "you play your", "this Nth card played is not read yet", "ev_you_play_nth_in_phase"
            )
        fields: dict[str, Any] = {"trigger": "you_play_a_card"}
        if flt:
            fields["filter"] = flt
        return {**fields, "ordinal": ordinal, "per": "afternoon"}

    @v_args(meta=True)
    def played_this_day_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you [have] played [count] [cards] this Day" (4.1, 5.1.2.k, 6.5.d)."""
        return Condition(self._span(meta))

    def my_expedition_moved_forward_cond(self, _: list[Any]) -> Condition:
        """ "my Expedition moved forward this Day": a move forward of the bearer's
        Expedition since the Day began (7.3.25.a, 4.1), the engine's record of the Day."""
        return Condition("my expedition moved forward this day")

    @v_args(meta=True)
    def end_of_period_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "At the end of the Afternoon —": the Afternoon ends once all players have passed
        (4.2.3.e); its Reactions activate then, before Dusk begins (4.2.e). The end of a turn,
        of the Day or of another phase is not a moment the engine activates Reactions at."""
        words = self._span(meta).replace(",", " ").split()  # "at the end of [the] X"
        period = words[5] if words[4] == "the" else words[4]
        if period == "turn" and words[4] == "the":  # any player's turn ends (4.2.3.e)
            return {"trigger": "at_end_of_turn", **_trigger_if(items)}
        if period != "afternoon":
            shown = period if period == "turn" else period.capitalize()
            raise NotRead(
                "end",
                f"a Reaction at the end of the {shown} is not activated by the engine yet "
                "(only at the end of the Afternoon, 4.2.3.e)",
                "end_of_period_trigger",
            )
        return {"trigger": "at_end_of_afternoon", **_trigger_if(items)}

    def end_of_your_turn_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "At the end of your turn / an opponent's turn —": as a turn of that player ends
        (4.2.3.e: the card played or the pass that ends it), "you" the Reaction's controller
        (7.2.3.a), "an opponent" another player (1.2.1.b)."""
        whose = next(i for i in items if isinstance(i, str))
        return {"trigger": "at_end_of_turn", "player": whose, **_trigger_if(items)}

    def whose_turn_you(self, _: list[Any]) -> str:
        return "you"

    def whose_turn_opponent(self, _: list[Any]) -> str:
        return "opponent"

    @v_args(meta=True)
    def ev_discarded_from_zone_of_play(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control is discarded from the Expedition zone": discarded
        from play (7.3.7.a, 7.3.36.a) out of that zone, any player's (3.2.4, 3.2.7); a place
        said twice ("a Character in your Reserve … from the Expedition zone") is not read."""
        found = _discarded(items[0], "ev_discarded_from_zone_of_play")
        flt = found.get("filter", {})
        if "discarded_from" in found or any(k.startswith(("in_", "from_")) for k in flt):
            raise NotRead("from the", "the zone is said twice", "ev_discarded_from_zone_of_play")
        zone = self._span(meta).split()[-2]
        return {**found, "discarded_from": f"{zone}_zone"}

    @v_args(meta=True)
    def ev_gains_counters(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent you control gains one or more counters" (7.3.15.a, 2.5.1.a):
        an object in play — a Character or a Permanent — gaining at least that many."""
        another, d = items[0]
        if d.types == ["Landmark"]:  # a Permanent in Landmarks (2.2.3.e)
            d = replace(d, types=["Permanent"], permanent_zone="landmark")
        if d.played or _noun(d) not in ("Character", "Permanent"):
            raise NotRead("gains", "this gain of counters is not read yet", "ev_gains_counters")
        flt = _filter(d, types=[_noun(d)], where=True)
        if another:
            flt["another"] = True
        return {**self._counters_gained(meta, items), "filter": flt}

    @v_args(meta=True)
    def ev_i_gain_counters(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        return {**self._counters_gained(meta, items), "filter": {"only_me": True}}

    def _counters_gained(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """The amount — only "N or more" (at least N, "one or more", "2 or more") is read; an
        exact count ("gains 2 counters") is refused — and the counter's name, if one is said
        (2.5.a)."""
        words = self._span(meta).split()
        at = words.index("gains" if "gains" in words else "gain") + 1
        said = words[at]
        amount = lx.NUMBERS.get(said, int(said) if said.isdigit() else None)
        exact = words[at + 1 : at + 3] != ["or", "more"]
        if amount is None or exact:  # "gains 2 counters": exactly two is not watched
            raise NotRead(said, "only 'N or more counters' gained is read", "ev_gains_counters")
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        fields: dict[str, Any] = {"trigger": "gains_counters", "amount": amount}
        if names:
            fields["counter"] = names[0].value.capitalize()
        return fields

    def ev_i_switch_expeditions(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "object_switches_expeditions", "filter": {"only_me": True}}

    def ev_object_switches_expeditions(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control / another Character switches Expeditions" (7.3.39.a):
        only a Character switches (an Expedition holds Characters and Expedition Permanents;
        the engine switches Characters, 7.3.39.b)."""
        another, d = items[0]
        if d.played or d.token or _noun(d) != "Character":
            raise NotRead(
                "switches", "this kind of object switching is not read yet", "ev_object_switches"
            )
        flt = _filter(d, types=["Character"], where=True)
        if another:
            flt["another"] = True
        return {"trigger": "object_switches_expeditions", "filter": flt}

    def ev_card_joins_your_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Plant / another Spell joins your Reserve": a card arriving in the
        controller's Reserve (7.5.10.a, 3.2.10) — never a token (it ceases to exist, 2.1.e)."""
        another, d = items[0]
        noun = _noun(d)
        if d.token or d.played or d.controller or noun not in _CARD_NOUNS:
            raise NotRead(
                "joins", "this kind of card joining a Reserve is not read yet", "ev_joins_reserve"
            )
        flt = _filter(d, types=[] if noun == "card" else [noun], where=True)
        if another:
            flt["another"] = True
        fields: dict[str, Any] = {"trigger": "card_joins_your_reserve"}
        return {**fields, "filter": flt} if flt else fields


_CARD_NOUNS = ("card", "Character", "Permanent", "Spell")


def _delayed(steps: list[Step], at: str, text: str) -> list[Step]:
    """An Emblem-Ongoing for this Day (this turn, for the end of the turn) whose Reaction
    does ``steps`` ``at`` that moment (2.2.2.m, 2.2.15.a); "it" in them is what the step
    before acted on — the ongoing step names it, so the Emblem is bound to those objects as
    it is created (6.3.i)."""
    from scenarios.cards.grammar.semantics.them_objects import THEM

    # g1: a phase's moment is the NEXT beginning of that phase after the Emblem is made,
    # whatever the Day (4.2.b Remark): it lasts until then ("until its moment", 2.2.15.c)
    duration = {
        "end of the turn": "this turn",
        "end of the Afternoon": "this Day",
        "end of your next turn": "until the end of your next turn",
    }.get(at, "until its moment")
    # "them" in the delayed steps names what the step before acted on: the mark goes on the
    # ongoing step, checked against that step (them_objects.check_them)
    them = any(THEM in s for s in steps)
    steps = [{k: v for k, v in s.items() if k != THEM} for s in steps]
    step: Step = {
        "action": "ongoing",
        "ongoing": {"duration": duration, "at": at, "delayed": steps},
        "text": text,
    }
    from scenarios.cards.grammar.semantics.delayed_me import BOUND_ME, me_as_it

    said_it = any(names_it(s) for s in steps)
    mine = me_as_it(steps, said_it or them)  # "send me to Reserve": the creator (7.2.1.d)
    if mine is not None:
        step["ongoing"]["delayed"] = mine
        step["subject"] = BOUND_ME
    if said_it:
        step["subject"] = "it"
    if them:
        step[THEM] = True
    return [step]


class TriggersPerDaySemantics(SemanticsBase):
    """ "This ability triggers only once per Day" (1.4.6.c, 6.3.l)."""

    def triggers_per_day_clause(self, items: list[Any]) -> Sentence:
        """Kept as the sentence the Reaction takes out as its ``per_day`` (all_rules.reaction)."""
        return Sentence([{TRIGGERS_PER_DAY: items[0]}], "only_if", "triggers_per_day_clause")


def delayed_at_the_end(span: str, steps: list[Step], text: str, rule: str) -> list[Step]:
    """ "At the end of the / this turn / Afternoon, [steps]" (``span`` its words): the
    delayed ``steps`` done as the turn ends or once all players have passed (4.2.3.e); the
    end of the Day or of another phase is refused (no event ends them, 4.2.b). Shared by
    ``delayed_at_end_of`` and gd's ``gd_delayed_at_end_of_this``."""
    words = span.replace(",", " ").lower().split()
    after = words[words.index("of") + 1 :]  # "At [the] end of …": "the" may be unprinted
    said = after[0]
    this = said if said in ("the", "this") else "the"
    period = after[1] if said in ("the", "this") else said
    if period not in ("afternoon", "turn"):
        raise NotRead(
            "end",
            f"steps delayed to the end of {this} {period.capitalize()} are not done by the "
            "engine yet (only at the end of the turn or of the Afternoon, 4.2.3.e)",
            rule,
        )
    at = "end of the turn" if period == "turn" else "end of the Afternoon"
    return _delayed(steps, at, text)


def _trigger_if(items: list[Any]) -> dict[str, Any]:
    """A timed trigger's condition ("At the end of the turn, if [c] —", 6.3.b), if said."""
    conditions = [c for c in items if isinstance(c, Condition)]
    return {"if": conditions[0].card_text()} if conditions else {}


TRIGGERS_PER_DAY = "_triggers_per_day"
"""The step key of "This ability triggers only N per Day", read by the Reaction."""


def triggers_per_day_of(effect: list[Step]) -> tuple[list[Step], int | None]:
    """A Reaction's effect without its "triggers only once per Day" sentence, and that
    number; said twice, or anywhere but a Reaction, it is not read."""
    keys = (TRIGGERS_PER_DAY, LIMIT_FIRST)  # "Once per Day, [effect]" too (gram56)
    limit_said_first_opens(effect)
    said = [s[k] for s in effect for k in keys if k in s]
    if len(said) > 1:
        raise NotRead("triggers only", "two limits each Day", "triggers_per_day_clause")
    return [s for s in effect if not set(keys) & set(s)], (said[0] if said else None)


def no_triggers_per_day_left(found: Any) -> None:
    """Refuse "This ability triggers only once per Day" said of anything but a Reaction."""
    if isinstance(found, dict):
        if TRIGGERS_PER_DAY in found:
            raise NotRead(
                "triggers only", "only a Reaction triggers (6.3.l)", "triggers_per_day_clause"
            )
        for value in found.values():
            no_triggers_per_day_left(value)
    elif isinstance(found, list):
        for value in found:
            no_triggers_per_day_left(value)


def played_zone_type_out(trigger: dict[str, Any]) -> dict[str, Any]:
    """A played card's zone type ("When you play your first Landmark Permanent each Day",
    2.2.3) moved from its filter to the Reaction's ``zone_type``; left in the filter of any
    other trigger, where the card format refuses it (no filter says a zone type)."""
    flt = trigger.get("filter")
    if not isinstance(flt, dict) or PLAYED_ZONE_TYPE not in flt:
        return trigger
    rest = {k: v for k, v in flt.items() if k != PLAYED_ZONE_TYPE}
    out = {k: v for k, v in trigger.items() if k != "filter"}
    if rest:
        out["filter"] = rest
    return {**out, "zone_type": flt[PLAYED_ZONE_TYPE]}


_DAY_ORDER: Final = ("at_morning", "at_noon", "afternoon", "at_dusk", "at_night")
"""The moments of a Day in order (4.2): a Reaction "At [phase]" resolves as that phase begins."""
_DELAYED_MOMENT: Final = {
    "Dusk": "at_dusk",
    "Night": "at_night",
    "end of the Afternoon": "afternoon",
}


def _every_step(effect: list[Step]) -> list[Step]:
    """The steps of ``effect`` and those that follow them ("then", "otherwise")."""
    found: list[Step] = []
    todo = list(effect)
    while todo:
        step = todo.pop(0)
        found.append(step)
        for key in ("then", "otherwise"):
            more = step.get(key)
            if isinstance(more, list):
                todo.extend(s for s in more if isinstance(s, dict))
    return found


def delayed_moment_passed(trigger: str, effect: list[Step]) -> None:
    """Refuse a delayed step a Reaction "At [phase]" creates when its moment cannot come
    within the step's duration: "At Dusk — At the start of the next Dusk, …" (the next Dusk
    is on another Day, 2.2.15.a), "At Dusk — At the end of the Afternoon, …", and "At the end
    of the turn" from a phase with no turns (turns are in the Afternoon, 4.2.3) — read, the
    Emblem would cease before its Reaction ever activates, and nothing would say why."""
    if trigger not in _DAY_ORDER and trigger != "at_end_of_afternoon":
        return
    now = "afternoon" if trigger == "at_end_of_afternoon" else trigger
    for step in _every_step(effect):  # gd: after a step too ("Exhaust it. At the end of …")
        ongoing = step.get("ongoing")
        at = ongoing.get("at") if isinstance(ongoing, dict) else None
        if at is None:
            continue
        if at == "end of the turn":
            raise NotRead(
                "end of the turn",
                "no turn is in progress as this Reaction resolves (turns are in the Afternoon, "
                "4.2.3): its delayed step would never happen",
                "delayed_at_end_of",
            )
        moment = _DELAYED_MOMENT.get(str(at))
        # g1: a phase's moment ("At the next Dusk") made at or after that phase's beginning
        # waits for the next Day's (4.2.b Remark): only the end of this Afternoon can pass
        if at != "end of the Afternoon":
            continue
        if moment is not None and _DAY_ORDER.index(moment) <= _DAY_ORDER.index(now):
            raise NotRead(
                str(at),
                f"this Day's {at} has already come as this Reaction resolves; the next is on "
                "another Day, past the step's duration (2.2.15.a)",
                "delayed_at_next_phase" if at in ("Dusk", "Night") else "delayed_at_end_of",
            )


class DelayedStepSemantics(SemanticsBase):
    """ "At the start of the next Dusk, [steps]", "At the end of the Afternoon, [steps]"."""

    @v_args(meta=True)
    def delayed_at_next_phase(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the start of the next Dusk / Noon, [steps]": at the next beginning of that
        phase after the Emblem is made (4.2.b and its Remark), on this Day or the next — the
        Emblem lasts until that moment (2.2.15.c; engine.day.delayed_moments)."""
        phase = next(i for i in items if isinstance(i, Token) and i.type == "PHASE")
        steps = items[-1]
        name = phase.value.capitalize()
        return _delayed(steps, name, self._printed(meta))

    @v_args(meta=True)
    def delayed_at_end_of(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At the end of the Afternoon, [steps]": once all players have passed, before
        Dusk (4.2.3.e); "At the end of the turn, [steps]": as the turn the effect happens in
        ends (4.2.3.e, 2.2.15.d). The end of the Day or of another phase is not read."""
        return delayed_at_the_end(
            self._span(meta), items[-1], self._printed(meta), "delayed_at_end_of"
        )
