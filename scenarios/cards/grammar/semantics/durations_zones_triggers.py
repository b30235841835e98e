"""The semantic functions of the section "durations, zones and triggers" of the card grammar
(issue 30), gathered as one base of :class:`.semantics.Semantics`: keywords lost for a time
and statuses said with a duration (:mod:`.semantics_durations`), cards leaving Limbo
(:mod:`.semantics_leaving_limbo`), "it" an Expedition (:mod:`.semantics_expedition_it`), the
Nth card a player plays each period (:mod:`.semantics.nth_played`), a card
leaving a discard pile (:mod:`.semantics_leaving_zones`), an event kept to a phase
(:mod:`.semantics_event_during`), where a taken target goes
(:mod:`.semantics_taken_objects`), an object entering play under your control
(:mod:`.semantics_under_your_control`), a token joining an Expedition
(:mod:`.semantics_token_joins`), one of your Expeditions failing to move forward
(:mod:`.semantics_expedition_fails`) or attempting to move forward
(:mod:`.semantics_forward_attempts`). Listed first among the bases: a status said with a
duration is refused before the effects' section reads the keyword gained for a time, and a
taken target's destination is read before the keyword actions' section refuses it."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.durations import DurationSemantics
from scenarios.cards.grammar.semantics.event_during import EventDuringSemantics
from scenarios.cards.grammar.semantics.expedition_fails import ExpeditionFailsSemantics
from scenarios.cards.grammar.semantics.expedition_it import ExpeditionItSemantics
from scenarios.cards.grammar.semantics.forward_attempts import ForwardAttemptSemantics
from scenarios.cards.grammar.semantics.leaving_limbo import LeavingLimboSemantics
from scenarios.cards.grammar.semantics.leaving_zones import LeavingZoneSemantics
from scenarios.cards.grammar.semantics.nth_played import NthPlayedSemantics
from scenarios.cards.grammar.semantics.taken_objects import TakenObjectSemantics
from scenarios.cards.grammar.semantics.token_joins import TokenJoinSemantics
from scenarios.cards.grammar.semantics.under_your_control import UnderYourControlSemantics


class DurationsZonesTriggersSemantics(
    DurationSemantics,
    LeavingLimboSemantics,
    ExpeditionItSemantics,
    NthPlayedSemantics,
    LeavingZoneSemantics,
    EventDuringSemantics,
    TakenObjectSemantics,
    UnderYourControlSemantics,
    TokenJoinSemantics,
    ExpeditionFailsSemantics,
    ForwardAttemptSemantics,
):
    """Durations, Limbo, "it" an Expedition, the first card played from a zone."""
