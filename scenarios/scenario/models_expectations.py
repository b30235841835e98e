"""What a scenario expects after its script: zones, objects, Expedition positions, the
decision pending, the rules cited, the events, Emblems and regions. Part of the scenario
file format (:mod:`scenarios.scenario.models`)."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from engine import Keyword
from scenarios.cards.models import Strict
from scenarios.scenario.models_values import PhaseName, RuleIds, StatusName, TerrainName


class ObjectExpect(Strict):
    """One object (card name or ref): where it is, statuses, counters, statistics."""

    object: str
    zone: str | None = None
    within: str | None = Field(default=None, alias="in")
    exists: bool = True
    statuses: tuple[StatusName, ...] | None = None
    has: tuple[StatusName, ...] = ()
    lacks: tuple[StatusName, ...] = ()
    counters: dict[str, int] | None = None
    boosts: int | None = None
    forest: int | None = None
    mountain: int | None = None
    water: int | None = None
    subtypes: tuple[str, ...] | None = None
    keywords: tuple[Keyword, ...] | None = None  # keyword abilities it has now (7.4)
    lacks_keywords: tuple[Keyword, ...] = ()
    controller: str | None = None
    owner: str | None = None
    nth: int | None = Field(default=None, ge=1)  # which of several same-named ones (1 = first)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class PositionExpect(Strict):
    expedition: str
    region: int | None = None
    ascended: bool | None = None


class DecisionExpect(Strict):
    """The decision the run stopped at (``none: true``: no decision pending)."""

    player: str | None = None
    kind: str | None = None
    options_include: tuple[str, ...] = ()
    options_exclude: tuple[str, ...] = ()
    none: bool = False


class EventsExpect(Strict):
    """Events of one or several kinds performed during the run (e.g. four ``create`` in one
    step; ``kind: [discard, sacrifice]`` with ``same_step`` for simultaneous ones)."""

    kind: str | tuple[str, ...]
    count: int | None = None
    same_step: bool = False
    player: str | None = None
    """Who performed each of them (1.4.7): the player the effect names, else the effect's
    controller — a token created in an opponent's Expedition is created by its creator."""


class EmblemExpect(Strict):
    """Emblems in Limbo (2.2.1.g): those of ``source`` (a card name), of a ``kind``
    (Reaction or Ongoing), whose text contains ``text``, bound to the objects named in
    ``bound`` (6.3.i); ``count`` of them (default: at least one)."""

    source: str | None = None
    kind: Literal["Reaction", "Ongoing"] | None = None
    text: str | None = None
    bound: tuple[str, ...] = ()
    count: int | None = None


class RegionExpect(Strict):
    """A region of the Adventure by index (0 = the Hero region): its terrains now (Terrain
    Markers applied, 3.2.1.d-e) and whether it is face-up (7.3.25.b)."""

    index: int = Field(ge=0, le=7)
    terrains: tuple[TerrainName, ...] | None = None
    face_up: bool | None = None


class Expectation(Strict):
    """One expectation: exactly one kind."""

    zone: str | None = None
    cards: tuple[str, ...] | None = None
    contains: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    count: int | None = None
    object: ObjectExpect | None = None
    position: PositionExpect | None = None
    winner: str | None = None
    game_over: bool | None = None
    phase: PhaseName | None = None
    day: int | None = None
    decision: DecisionExpect | None = None
    cites: RuleIds = ()
    """Rules the trace cites as deciding a line (its ``rules``, never its ``also``)."""
    also_cites: RuleIds = ()
    """Rules the trace names as only relevant to a line (its ``also``: a parent, an
    overview, a definition of a word it uses; engine/why/deciding.py)."""
    does_not_cite: RuleIds = ()
    trace_order: tuple[str, ...] = ()
    events: EventsExpect | None = None
    emblems: EmblemExpect | None = None
    region: RegionExpect | None = None
    note: str = ""

    @model_validator(mode="after")
    def _one(self) -> Expectation:
        kinds = [
            n
            for n in (
                "zone",
                "object",
                "position",
                "winner",
                "game_over",
                "phase",
                "day",
                "decision",
                "events",
                "emblems",
                "region",
            )
            if getattr(self, n) is not None
        ]
        kinds += [
            n for n in ("cites", "also_cites", "does_not_cite", "trace_order") if getattr(self, n)
        ]
        if len(kinds) != 1:
            raise ValueError(
                "an expectation has exactly one of: zone, object, position, winner, game_over, "
                "phase, day, decision, cites, also_cites, does_not_cite, trace_order, events, "
                "emblems, "
                "region "
                f"(got {', '.join(kinds) or 'none'})"
            )
        if self.zone is None and (
            self.cards is not None or self.contains or self.excludes or self.count is not None
        ):
            raise ValueError("cards/contains/excludes/count go with 'zone'")
        if self.zone is not None and not (
            self.cards is not None or self.contains or self.excludes or self.count is not None
        ):
            raise ValueError("a zone expectation needs cards, contains, excludes or count")
        return self
