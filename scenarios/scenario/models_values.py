"""The values a scenario file writes in its fields, read with the words a judge uses:
counts, regions, phase, status and terrain names, and CR rule numbers (a single rule id
reads as a list of one). Part of the scenario file format (:mod:`scenarios.scenario.models`).
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import BeforeValidator, Field

from engine import Phase, Status, Terrain
from scenarios.cards.vocabulary import normalise, status_value
from scenarios.limits import MAX_COUNTERS, MAX_ZONE_CARDS
from scenarios.scenario.rule_ids import is_cr_rule
from scenarios.yamlio import suggest

RULE_ID = re.compile(r"\d+\.\d+(\.\d+)*(\.[a-z])?")

Count = Annotated[int, Field(ge=0, le=MAX_COUNTERS)]
ZoneCards = Field(default=(), max_length=MAX_ZONE_CARDS)
Region = Annotated[int, Field(ge=0, le=7)]


def _phase(value: object) -> object:
    if isinstance(value, str):
        names = {p.value.lower(): p for p in Phase}
        key = value.strip().lower()
        if key not in names:
            raise ValueError(f"unknown phase {value!r}{suggest(value, [p.value for p in Phase])}")
        return names[key]
    return value


def _status(value: object) -> Status:
    if not isinstance(value, str):
        raise ValueError("a status is a name such as 'Exhausted'")
    return status_value(value)


def _terrain(value: object) -> Terrain:
    if not isinstance(value, str) or normalise(value) not in {t.value for t in Terrain}:
        raise ValueError(f"unknown terrain {value!r}; one of forest, mountain, water")
    return Terrain(normalise(value))


def _rule(value: object) -> str:
    if not isinstance(value, str | float) or not RULE_ID.fullmatch(str(value)):
        raise ValueError(f"{value!r} is not a rule number such as '6.2.e'")
    if not is_cr_rule(str(value)):
        raise ValueError(f"{str(value)!r} is not a rule of the Comprehensive Rules 5.0")
    return str(value)


PhaseName = Annotated[Phase, BeforeValidator(_phase)]
StatusName = Annotated[Status, BeforeValidator(_status)]
TerrainName = Annotated[Terrain, BeforeValidator(_terrain)]
RuleId = Annotated[str, BeforeValidator(_rule)]


def _one_or_more(value: object) -> object:
    """``cites: 6.2.e`` reads as ``cites: [6.2.e]``: a single rule id is a list of one."""
    return [value] if isinstance(value, str | float | int) else value


RuleIds = Annotated[tuple[RuleId, ...], BeforeValidator(_one_or_more)]
"""Rule ids: a list (``[6.2.e, 2.4.7.d]``) or a single id (``6.2.e``)."""
