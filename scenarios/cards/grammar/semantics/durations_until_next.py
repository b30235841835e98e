"""The reader's semantics of the end points a card may print beyond the three durations
(issue 30, gram110): "until the next Noon" (over as that phase next begins, 4.2.a) and "until
your next turn" (over as the Emblem's controller takes their next turn, 4.2.3.d) — each an end
point the event that creates the Emblem-Ongoing defines (2.2.15.c), kept as the card format's
duration words (:data:`scenarios.cards.vocabulary.DURATIONS`)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from scenarios.cards.grammar.semantics.base import SemanticsBase

END_POINTS = (
    "until the next Morning",
    "until the next Noon",
    "until the next Afternoon",
    "until the next Dusk",
    "until the next Night",
    "until your next turn",
    "while I'm in play",
    "until the end of your next turn",  # g1 (semantics/next_moments.py)
    "until your opponent's next turn",  # gj (semantics/play_permissions.py)
    "until the end of your opponent's next turn",  # gj
)
"""The end points beyond the three durations, as this module's rules return them: a rule
that takes a duration and refuses any but the three (2.2.15.a) takes these too where the
engine ends its Emblem-Ongoing by the duration alone (engine.day.tasks.end_durations)."""

SAID_DURATIONS = ("this turn", "this Afternoon", "this Day", *END_POINTS)
"""Every duration these rules return as its words — the three (2.2.15.a) and the end points
beyond them (2.2.15.c) — which the writer says back as they are."""


class DurationsUntilNextSemantics(SemanticsBase):
    """One function per rule of the section "gram110": the end points, and "can't play"
    from a zone for a time."""

    def g110_next_phase_time(self, items: list[Token]) -> str:
        """ "until [the start of] the next [phase]": over as that phase next begins."""
        phase = next(str(t) for t in items if isinstance(t, Token) and t.type == "PHASE")
        return f"until the next {phase.capitalize()}"

    def g110_your_next_turn_time(self, _: list[Any]) -> str:
        """ "until [the start of] your next turn": over as its controller takes it."""
        return "until your next turn"

    def g110_while_in_play_time(self, _: list[Any]) -> str:
        """ "while / as long as I'm in play": over as the source leaves play (2.1.d)."""
        return "while I'm in play"

    def g110_from_reserve(self, _: list[Any]) -> str:
        return "Reserve"

    def g110_from_hand(self, _: list[Any]) -> str:
        return "hand"

    def g110_opponents_cant_play_from_for(self, items: list[str]) -> dict[str, Any]:
        """ "Your opponents / Each opponent can't play Spells from Reserve this Day": the
        Emblem-Ongoing of a "can't play" (1.4.1.a) of the cards played from that zone (5.2.a),
        for its duration (2.2.15.c)."""
        kind, zone, duration = items
        said = kind.capitalize() if kind != "cards" else "cards"
        ongoing = {"duration": duration, "cant": f"Your opponents can't play {said} from {zone}"}
        return {"action": "ongoing", "ongoing": ongoing}

    def g110_target_cant_play_from_for(self, items: list[str]) -> dict[str, Any]:
        """ "Target opponent can't play cards from their Reserve until the next Noon": the
        same for the player the step targets only (6.5.b, 1.2.6.c)."""
        who, kind, zone, duration = items
        said = kind.capitalize() if kind != "cards" else "cards"
        cant = f"{who.capitalize()} can't play {said} from {zone}"
        ongoing = {"duration": duration, "cant": cant}
        return {"action": "ongoing", "subject": who.replace(" ", "_"), "ongoing": ongoing}

    def g110_loses_boosts_cant_gain_for(self, items: list[Any]) -> dict[str, Any] | list[Any]:
        """ "Target Character loses all its boosts and can't gain boosts while I'm in play":
        its boosts removed (7.3.21.a), then the "can't" on the same objects (6.5.b)."""
        from scenarios.cards.grammar.semantics.cr_words_more import _cant_for_a_time
        from scenarios.cards.grammar.semantics.object_subjects import _subject

        obj, gained, duration = (i for i in items if not isinstance(i, Tree))
        rule = "g110_loses_boosts_cant_gain_for"
        cant = _cant_for_a_time(obj, [gained], duration, rule)
        lose = {"action": "remove_counters", **_subject(obj), "counter": "boost"}
        lose["all_counters"] = True
        if str(lose["subject"]).startswith(("target_", "a_")):  # chosen once (6.5.b)
            then = {"action": "ongoing", "subject": "it", "ongoing": cant["ongoing"]}
            return {**lose, "then": [then], "it_follows": True}
        return [lose, cant]  # "me", or every object of a group as each step happens
