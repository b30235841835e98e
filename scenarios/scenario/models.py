"""The scenario file format as pydantic models (strict: unknown fields are errors).

See ``docs/scenarios.md``. Zone keys are the engine's: ``hand:p1``, ``reserve:p1``,
``discard:p1``, ``deck:p1``, ``mana:p1``, ``hero:p1``, ``landmark:p1``,
``expedition:p1:hero``, ``expedition:p1:companion``, ``limbo``.

The file's parts, one module each: the field values (``models_values``), the board
(``models_board``), the script (``models_script``) and the expectations
(``models_expectations``); every model is importable from here.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, field_validator, model_validator

from engine import Phase, ZoneKind
from scenarios.cards.models import CardModel, Strict
from scenarios.limits import MAX_ROLLS
from scenarios.scenario.cr_notes import NoteRef, parse_link
from scenarios.scenario.models_board import (
    CardEntry,
    Entry,
    ManaModel,
    Orb,
    OrbEntry,
    PlayerModel,
)
from scenarios.scenario.models_expectations import (
    DecisionExpect,
    EmblemExpect,
    EventsExpect,
    Expectation,
    ObjectExpect,
    PositionExpect,
    RegionExpect,
)
from scenarios.scenario.models_script import (
    ITEM_KINDS,
    REFUSABLE,
    AnswerModel,
    EditModel,
    PlayRef,
    QuickActionRef,
    RefusedModel,
    RequestModel,
    ScriptItem,
)
from scenarios.scenario.models_values import (
    RULE_ID,
    Count,
    PhaseName,
    Region,
    RuleId,
    RuleIds,
    StatusName,
    TerrainName,
    ZoneCards,
)
from scenarios.scenario.rolls import check_runs, roll_values

__all__ = [
    "ITEM_KINDS",
    "PLAYER_NAME",
    "REFUSABLE",
    "RESERVED_NAMES",
    "RULE_ID",
    "SCENARIO_FORMAT",
    "AnswerModel",
    "CardEntry",
    "Count",
    "DecisionExpect",
    "DieResult",
    "DieResults",
    "EditModel",
    "EmblemExpect",
    "Entry",
    "EventsExpect",
    "Expectation",
    "ManaModel",
    "ObjectExpect",
    "Orb",
    "OrbEntry",
    "PhaseName",
    "PlayRef",
    "PlayerModel",
    "PositionExpect",
    "QuickActionRef",
    "RefusedModel",
    "Region",
    "RegionExpect",
    "RequestModel",
    "RollBranch",
    "RuleId",
    "RuleIds",
    "ScenarioModel",
    "ScriptItem",
    "StatusName",
    "TerrainName",
    "ZoneCards",
]

PLAYER_NAME = re.compile(r"[A-Za-z0-9_-]{1,32}")
RESERVED_NAMES = frozenset({*(k.value for k in ZoneKind), "hero", "companion"})
"""Words of zone keys (``hand:p1``, ``expedition:p1:hero``): a player named so would make
two zones share a key."""


DieResult = Annotated[int, Field(ge=1, le=6)]
"""What a six-sided die showed (7.3.33.a)."""
DieResults = Annotated[tuple[int, ...], BeforeValidator(roll_values)]
"""A result or a range of results ("1-3", "4+"), one run each in a branch."""


class RollBranch(Strict):
    """One die-roll branch: the results the dice show, in order — each a number or a
    range run once per value — and what is expected then (7.3.33.a, 7.3.33.b)."""

    rolls: Annotated[tuple[DieResults, ...], AfterValidator(check_runs)] = Field(
        max_length=MAX_ROLLS
    )
    expect: tuple[Expectation, ...] = ()


NoteLink = Annotated[NoteRef, BeforeValidator(parse_link)]
"""A ``shows`` entry: an Example or Remark CR 5.0 prints (``2.1.d Example``)."""


def _one_or_more_links(value: object) -> object:
    """``shows: 2.1.d Example`` reads as a list of one."""
    return [value] if isinstance(value, str) else value


SCENARIO_FORMAT = 1
"""The scenario file format this app writes (``format_version``). A file without one is
of format 1 (written before files carried it); a newer one is refused with a message."""


class ScenarioModel(Strict):
    """A scenario file."""

    title: str
    format_version: int = 1
    """The file format it was written in (:data:`SCENARIO_FORMAT`; saved boards carry it)."""
    rules: RuleIds = ()
    background: RuleIds = ()
    """Rules the scenario's source names for context that its trace does not decide by
    (a definition, a template, the rule an exception departs from): the trace cites every
    rule of ``rules``, not these."""
    shows: Annotated[tuple[NoteLink, ...], BeforeValidator(_one_or_more_links)] = ()
    """The Examples and Remarks of CR 5.0 the scenario was written from and asserts
    (``2.1.d Example``, ``2.2.2.m Example 2``; ``scenarios/scenario/cr_notes.py``)."""
    source: str = ""
    quote: str = ""
    note: str = ""
    ruling: str = ""
    """The judge's ruling in their own words (Markdown), saved with a sandbox board so it
    survives closing; it opens in the Ruling tab and goes into the report."""
    known_failure: str | None = None
    not_exercised: dict[str, str] = Field(default_factory=dict)
    cards: tuple[CardModel, ...] = ()
    state_file: str | None = None
    refs: dict[str, str] = Field(default_factory=dict)
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)] = 1
    setup: bool = False
    """The game starts with its set-up (4.1): the players' sides list only ``hero`` and
    ``deck``, and the engine does the rest (``scenarios/scenario/setup_start.py``)."""
    day: Annotated[int, Field(ge=1, le=10_000)] = 1
    loop_bound: Annotated[int, Field(ge=1, le=1_000_000_000)] | None = None
    """The tokens and Emblems at which the app stops a loop of Reactions, when the judge
    raised it by going on with a loop (6.3.l; ``engine/steps/loop_bound.py``): a saved
    board keeps it. Absent: the app's bound."""
    phase: PhaseName = Phase.AFTERNOON
    first_player: str = "p1"
    players: dict[str, PlayerModel] = Field(default_factory=dict)
    adventure: tuple[tuple[TerrainName, ...], ...] = ()
    face_down: tuple[Annotated[int, Field(ge=1, le=6)], ...] = ()  # face-down Tumult regions
    script: tuple[ScriptItem, ...] = ()
    rolls: tuple[DieResult, ...] = Field(default=(), max_length=MAX_ROLLS)
    """What the dice showed, in order: each die roll the run meets is answered with the
    next (7.3.33.a)."""
    per_roll: tuple[RollBranch, ...] = Field(default=(), max_length=MAX_ROLLS)
    """Die-roll branches: the scenario runs once per combination of each branch's
    results, checking ``expect`` and the branch's own expectations."""
    expect: tuple[Expectation, ...] = ()

    @field_validator("ruling", mode="before")
    @classmethod
    def _ruling_text(cls, value: object) -> object:
        if not isinstance(value, str):
            raise ValueError(
                "the ruling is text (the judge's words, Markdown allowed); write it as "
                "'ruling: |' followed by indented lines"
            )
        return value

    @field_validator("format_version")
    @classmethod
    def _known_format(cls, value: int) -> int:
        if not 1 <= value <= SCENARIO_FORMAT:
            raise ValueError(
                f"format {value} is not one this version of judge-app reads (it reads "
                f"format 1 to {SCENARIO_FORMAT}); a newer version of the app wrote it"
                if value > SCENARIO_FORMAT
                else f"format {value} does not exist (formats start at 1)"
            )
        return value

    @field_validator("known_failure")
    @classmethod
    def _reason(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("known_failure needs a reason")
        return value

    @field_validator("players")
    @classmethod
    def _player_names(cls, value: dict[str, PlayerModel]) -> dict[str, PlayerModel]:
        for name in value:
            if not PLAYER_NAME.fullmatch(name):
                raise ValueError(
                    f"player name {name!r}: use 1 to 32 letters, digits, '-' or '_' "
                    "(zone keys such as 'hand:p1' are made from it)"
                )
            if name.lower() in RESERVED_NAMES:
                raise ValueError(
                    f"player name {name!r} is a word of zone keys; call the player "
                    "something else (such as p1)"
                )
        return value

    @model_validator(mode="after")
    def _coherent(self) -> ScenarioModel:
        if self.state_file is None and len(self.players) != 2:
            raise ValueError("a scenario has exactly two players (1.1.2.a) or a state_file")
        if self.state_file is not None and self.players:
            raise ValueError("give either players or state_file, not both")
        if self.refs and self.state_file is None:
            raise ValueError("refs (ref: card id) go with a state_file; give cards a 'ref' instead")
        if self.players and self.first_player not in self.players:
            raise ValueError(f"first_player {self.first_player!r} is not one of the players")
        if self.rolls and self.per_roll:
            raise ValueError("give either rolls or per_roll (die-roll branches), not both")
        if self.adventure and len(self.adventure) != 8:
            raise ValueError("the adventure lists the terrains of all eight regions (3.2.1.b)")
        self._timestamps_distinct()
        return self

    def _timestamps_distinct(self) -> None:
        """Each card's ``timestamp`` is its own (2.2.16.c), and only cards in visible zones
        have one (a Deck's or Hand's cards receive theirs when they leave, 2.2.16.b)."""
        seen: dict[int, str] = {}
        for player, side in self.players.items():
            for field_name, entry in side.card_entries():
                if entry.timestamp is None:
                    continue
                where = f"players.{player}.{field_name}, card {entry.card!r}"
                if field_name in ("deck", "hand"):
                    raise ValueError(
                        f"{where}: a card in a Deck or Hand has no timestamp "
                        "(it receives one when it enters a visible zone, 2.2.16.b)"
                    )
                if entry.timestamp in seen:
                    raise ValueError(
                        f"{where}: timestamp {entry.timestamp} is also given to "
                        f"{seen[entry.timestamp]} (each timestamp is its own, 2.2.16.c)"
                    )
                seen[entry.timestamp] = f"card {entry.card!r} of {player}"
