"""The reader's semantics of the past tense of every action (6.5.d; issue 30, gram36): "if
you discarded a card this Day", "if you have not drawn a card this turn", "if an opponent
played a Spell this Afternoon", "if a token was created this Day". Kept as their printed
words (lower case), which the engine reads back with the same rules
(:mod:`..evaluate.time_past`): the action x who did it x the period x the sense."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class TimePastSemantics(SemanticsBase):
    """One function per past-tense condition rule of the section "time" (gram36)."""

    @v_args(meta=True)
    def you_did_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you [have] discarded / drawn / created [count] [cards] this [period]"."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def you_did_not_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you haven't / didn't discard … this [period]": read negated by the engine."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def others_did_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "an opponent / a player [has] played … this [period]" (1.2.2, 1.2.1.b)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def others_did_not_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your opponents haven't played … this [period]": read negated by the engine."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def was_done_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[count] [cards] was / were discarded / drawn / created / played this [period]":
        by any player."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def if_discarded_a_card_in_period(self, meta: Meta, items: list[Any]) -> Any:
        """ "If you discarded a card this [period], [X]": "if [c], [X]" with the condition
        "you discarded a card this [period]" (6.5.d)."""
        said = self._span(meta).split(",", 1)[0].removeprefix("if ").strip()
        return self.if_clause([Condition(said), items[-1]])  # type: ignore[attr-defined]

    @v_args(meta=True)
    def done_in_period(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "[card] you discarded this Day": a qualifier only counts read (the count's words
        are kept as printed, evaluate/time_past.py counts them)."""
        return ("counted_only", self._span(meta))

    @v_args(meta=True)
    def expedition_moved_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[an Expedition] [has / did not] move[d] forward this Day" (7.3.25.a, 4.1)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def left_expedition_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[a Character] left the Expedition zone this Day" (3.2.4, 7.3.20.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def not_a_duration(self, meta: Meta, _: list[Any]) -> str:
        """ "until your next turn", "during Dusk this Day": no duration the rules give
        (2.2.15.a: "this turn", "this Afternoon" or "this Day") — refused, naming the words."""
        said = self._printed(meta)
        from scenarios.cards.grammar.semantics.opponent_turn_durations import your_next_phase

        if (phase := your_next_phase(said)) is not None:  # gj: a phase is no player's (4.2.a)
            return phase
        raise NotRead(
            said,
            f"'{said}' is no duration (2.2.15.a: this turn, this Afternoon or this Day): "
            "resolve by hand",
            "for_a_time",
        )

    @v_args(meta=True)
    def ev_nth_time_each_period(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "[event] for the first time each Day / this turn": the Nth such event of the
        period (4.1, 4.2.3), as "your first Spell each Day" reads."""
        from scenarios.cards.grammar.semantics.counted_events import _nth

        words = self._span(meta).split()
        per = words[-1]
        said = f"{words[-2]} {per}"
        found = nth_time_event(dict(items[0]), _nth(" ".join(words), "time"), per, said)
        if found is None:
            raise NotRead(f"time {said}", nth_time_refused(said), "ev_nth_time_each_period")
        return found

    @v_args(meta=True)
    def if_discarded_a_card_colon(self, meta: Meta, _: list[Any]) -> tuple[Condition, bool]:
        """ "If you discarded a card this Day:": a Unique's condition (6.5.d), as
        ``if_colon`` gives it."""
        said = self._span(meta).removeprefix("if ").removesuffix(":").strip()
        return Condition(said), False


def nth_time_refused(period: str) -> str:
    """Why "[event] for the Nth time [period]" is refused for another event or period: the
    words said, and what the engine counts by period (4.2.3, 4.1)."""
    return (
        f"'for the first / Nth time {period}' is read for cards played, drawn or discarded, "
        "tokens created, Gifts, Characters sacrificed and dice rolled by you (each turn, Day or "
        "Afternoon), an Expedition's moves, and the card's own statuses, boosts, counters "
        "and switches: the engine counts no other event by period "
        "(4.2.a a Day, 4.2.3.b a turn) — resolve by hand"
    )


def nth_time_event(
    event: dict[str, Any], nth: int, per: str, said: str = ""
) -> dict[str, Any] | None:
    """The trigger "[event] for the [Nth] time each [period]" (4.1, 4.2.3): the event's own
    trigger narrowed to the Nth of the period, or ``None`` if the engine does not count that
    event by period (engine.pipeline.counted_events, engine.pipeline.event_triggers);
    ``said`` is the period as printed ("each turn"), for a refusal's reason."""
    from scenarios.cards.grammar.semantics.counted_events import COUNTED_TRIGGERS

    if event == {"trigger": "player_sacrifices", "filter": {"controller": "you"}}:
        # "a Character you control is sacrificed": a player sacrifices only what they
        # control (7.3.36.a)
        event = {"trigger": "you_sacrifice_a_character"}
    if event.get("filter") == {}:  # id40: "a card" — no filter, as "your first card" reads
        event = {k: v for k, v in event.items() if k != "filter"}
    trigger = event.get("trigger")
    counted = trigger in COUNTED_TRIGGERS and set(event) == {"trigger"}
    # "your first card from Reserve": the plays from that zone (5.1.2.d)
    played = trigger == "you_play_a_card" and set(event) <= {"trigger", "filter", "played_from"}
    discarded = (
        trigger == "card_discarded"
        and event.get("player") == "you"
        and set(event) <= {"trigger", "player", "filter"}
    )
    # each card drawn by the controller, of every card (7.3.9.a)
    drawn = event == {"trigger": "player_draws_a_card", "player": "you"}
    # ia: a keyword action carried out, once per step that carries it out (1.2.7.c, 6.5.f),
    # by the player the trigger names (engine.pipeline.counted_events, KEYWORD_ACTION_DONE)
    done = trigger == "player_does_keyword_action" and set(event) == {
        "trigger",
        "keyword_action",
        "player",
    }
    # an Expedition's move, when the trigger names ONE Expedition ("my Expedition moves
    # forward for the second time this Day"): that one's Nth move (7.3.25.a, 7.3.24.a);
    # of a group of Expeditions, whether each is counted apart or all together is not said
    from scenarios.cards.grammar.semantics.nth_moves import nth_move_read

    moved = nth_move_read(event)
    if per not in ("turn", "day", "afternoon"):
        return None
    if not (counted or played or discarded or drawn or done or moved):
        # any other event: the bearer's own, counted by the Reaction's matches (4.2.a,
        # 4.2.3.b; a Day or a turn); the bearer's moves and groups refused by name
        from scenarios.cards.grammar.semantics.nth_occurrences import nth_occurrence_read

        if not (nth_occurrence_read(event, said or per) and per in ("turn", "day")):
            return None
    return {**event, "ordinal": nth, "per": per}
