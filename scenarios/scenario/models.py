"""The scenario file format as pydantic models (strict: unknown fields are errors).

See ``docs/scenarios.md``. Zone keys are the engine's: ``hand:p1``, ``reserve:p1``,
``discard:p1``, ``deck:p1``, ``mana:p1``, ``hero:p1``, ``landmark:p1``,
``expedition:p1:hero``, ``expedition:p1:companion``, ``limbo``.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from engine import Keyword, Phase, Status, Terrain, ZoneKind
from scenarios.cards.models import CardModel, Strict
from scenarios.cards.vocabulary import normalise, status_value
from scenarios.limits import MAX_COUNTERS, MAX_MANA, MAX_ROLLS, MAX_ZONE_CARDS
from scenarios.scenario.rolls import check_runs, roll_values
from scenarios.scenario.rule_ids import is_cr_rule
from scenarios.yamlio import suggest

RULE_ID = re.compile(r"\d+\.\d+(\.\d+)*(\.[a-z])?")
PLAYER_NAME = re.compile(r"[A-Za-z0-9_-]{1,32}")
RESERVED_NAMES = frozenset({*(k.value for k in ZoneKind), "hero", "companion"})
"""Words of zone keys (``hand:p1``, ``expedition:p1:hero``): a player named so would make
two zones share a key."""

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


class CardEntry(Strict):
    """A card placed in a zone: a library (or scenario) card, with its state."""

    card: str
    ref: str | None = None
    statuses: tuple[StatusName, ...] = ()
    counters: dict[str, Count] = Field(default_factory=dict, max_length=16)
    boosts: Count = 0
    owner: str | None = None
    """The card's owner when it is not the player whose side lists it (a card moved to
    the opponent's zone keeps its owner, 1.1.2.b)."""
    timestamp: Annotated[int, Field(ge=1, le=1_000_000)] | None = None
    """When the card entered its zone relative to the others (2.2.16.b–c), for a board
    whose cards did not come in the order the layout lists them: passive abilities and
    cost changes apply in timestamp order (2.3.3.b), so the sandbox writes it when that
    order differs. A card without one is newer than every card with one."""


def _entry(value: object) -> object:
    return {"card": value} if isinstance(value, str) else value


Entry = Annotated[CardEntry, BeforeValidator(_entry)]


class OrbEntry(Strict):
    """One Mana Orb (3.2.9.b): a face-down card — ``card`` names which one (it matters if
    it ever leaves the Mana zone), or none for a plain orb — with its statuses and
    counters."""

    card: str | None = None
    ref: str | None = None
    statuses: tuple[StatusName, ...] = ()
    counters: dict[str, Count] = Field(default_factory=dict, max_length=16)
    owner: str | None = None


def _orb(value: object) -> object:
    if isinstance(value, str):
        return {} if value.strip().lower() == "orb" else {"card": value}
    return value


Orb = Annotated[OrbEntry, BeforeValidator(_orb)]


class ManaModel(Strict):
    """Mana Orbs (3.2.9): how many are ready and how many exhausted, or each orb in
    order (``orbs``) when they differ by more than that."""

    ready: Annotated[int, Field(ge=0, le=MAX_MANA)] = 0
    exhausted: Annotated[int, Field(ge=0, le=MAX_MANA)] = 0
    orbs: tuple[Orb, ...] = Field(default=(), max_length=MAX_MANA)

    @model_validator(mode="after")
    def _one_form(self) -> ManaModel:
        if self.orbs and (self.ready or self.exhausted):
            raise ValueError("give either a list of orbs or ready/exhausted counts, not both")
        return self


def _mana(value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool):
        return {"ready": value}
    if isinstance(value, list):
        return {"orbs": value}
    return value


_CARD_FIELDS = (
    "hero",
    "deck",
    "hand",
    "reserve",
    "discard",
    "landmarks",
    "hero_expedition",
    "companion_expedition",
)
"""The fields of a player's side that list cards (not Mana Orbs)."""


class PlayerModel(Strict):
    """One player's side of the board; lists are in order (a Deck's first card is its
    top card, 3.2.2.b)."""

    hero: Entry | None = None
    deck: tuple[Entry, ...] = ZoneCards
    hand: tuple[Entry, ...] = ZoneCards
    reserve: tuple[Entry, ...] = ZoneCards
    discard: tuple[Entry, ...] = ZoneCards
    mana: Annotated[ManaModel, BeforeValidator(_mana)] = ManaModel()
    landmarks: tuple[Entry, ...] = ZoneCards
    hero_expedition: tuple[Entry, ...] = ZoneCards
    companion_expedition: tuple[Entry, ...] = ZoneCards
    hero_position: Region | None = None
    companion_position: Region | None = None
    ascended: tuple[Literal["hero", "companion"], ...] = ()


class PlayRef(Strict):
    """Play a card as a turn effect (5.1.2): ``to`` is hero / companion (Characters and
    Expedition Permanents), landmark or spell."""

    card: str
    to: Literal["hero", "companion", "landmark", "spell"] | None = None
    player: str | None = None
    source: Literal["hand", "reserve"] | None = Field(default=None, alias="from")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class AnswerModel(Strict):
    """Answer the pending decision: option ids, option labels or card names/refs."""

    choose: tuple[str, ...]
    player: str | None = None


def _answer(value: object) -> object:
    if isinstance(value, str | bool):
        return {"choose": [_yes_no(value)]}
    if isinstance(value, int):
        return {"choose": [str(value)]}  # a number: an amount, or what a die showed
    if isinstance(value, list):
        return {
            "choose": [
                str(v) if isinstance(v, int) and not isinstance(v, bool) else v for v in value
            ]
        }
    return value


def _yes_no(value: str | bool) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


class RequestModel(Strict):
    """A judge request: make one step happen now (``engine.request``), refused with the
    rule if impossible. Objects are card names or refs."""

    action: str
    objects: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    to: str | None = None
    to_expedition: str | None = None
    status: StatusName | None = None
    counter: str = ""
    amount: Annotated[int, Field(ge=0, le=MAX_COUNTERS)] = 1
    controller: str | None = None
    # how long an ``ignore`` lasts (7.3.19.a, 2.2.15.a); without it, "this turn"
    duration: Literal["this turn", "this Afternoon", "this Day"] | None = None


class QuickActionRef(Strict):
    """Play a quick action (5.3) of an object: its ability index on the card."""

    card: str
    ability: int = 0
    player: str | None = None


class EditModel(Strict):
    """A judge's edit of the board, outside the rules (the sandbox's edits,
    ``engine.edits``): move an object to a zone (``object`` and ``to``), set its statuses
    (``object`` and ``statuses``), put an Expedition counter on a region (``expedition``
    and ``region``), give or take an Expedition's Ascended status (``expedition`` and
    ``ascended``), or set a player's Mana Orbs (``player``, ``ready``, ``exhausted``). The
    engine refuses an edit the rules forbid, with its rule; ``refused:`` expects that."""

    object: str | None = None
    to: str | None = None
    statuses: tuple[StatusName, ...] | None = None
    expedition: str | None = None
    region: Annotated[int, Field(ge=0, le=99)] | None = None
    ascended: bool | None = None
    player: str | None = None
    ready: Annotated[int, Field(ge=0, le=MAX_MANA)] | None = None
    exhausted: Annotated[int, Field(ge=0, le=MAX_MANA)] | None = None

    @model_validator(mode="after")
    def _one_edit(self) -> EditModel:
        forms = {
            "move": self.object is not None and self.to is not None,
            "statuses": self.object is not None and self.statuses is not None,
            "position": self.expedition is not None and self.region is not None,
            "ascended": self.expedition is not None and self.ascended is not None,
            "mana": self.player is not None and (self.ready, self.exhausted) != (None, None),
        }
        given = sorted(n for n in type(self).model_fields if getattr(self, n) is not None)
        chosen = [f for f, ok in forms.items() if ok]
        uses = {
            "move": {"object", "to"},
            "statuses": {"object", "statuses"},
            "position": {"expedition", "region"},
            "ascended": {"expedition", "ascended"},
            "mana": {"player", "ready", "exhausted"},
        }
        if len(chosen) != 1 or not set(given) <= uses[chosen[0]]:
            raise ValueError(
                "an edit is one of: {object, to} (move), {object, statuses}, "
                "{expedition, region}, {expedition, ascended}, {player, ready, exhausted} "
                f"(got {', '.join(given) or 'nothing'})"
            )
        return self


class RefusedModel(Strict):
    """What the engine must answer to a script item it refuses: the rules its refusal
    cites (the most specific one the scenario shows) and, optionally, words the refusal
    says (``says``, compared ignoring case)."""

    cites: RuleIds
    says: str = ""

    @field_validator("cites")
    @classmethod
    def _some(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if not value:
            raise ValueError("name the rule the engine cites for the refusal (cites: 5.1.1.b)")
        return value


REFUSABLE = ("play", "answer", "request", "quick_action", "edit")
"""The script items a scenario may expect the engine to refuse (``refused:``)."""
ITEM_KINDS = (
    "play",
    "pass_",
    "answer",
    "request",
    "until",
    "quick_action",
    "edit",
    "reactions",
    "loop",
)
"""The kinds of script item, one of which each item is."""


class ScriptItem(Strict):
    """One script item: exactly one of play, pass, answer, request, until, quick_action,
    edit, reactions, loop; ``reactions: in_order`` answers every Reaction order choice (4.4.b)
    with the Reaction activated first, until no such choice is asked (the board quiet, another
    decision, or the app's bound on a loop of Reactions, 1.4.6.c); ``refused`` beside a play,
    answer, request, quick action or edit says the engine refuses it, citing those rules —
    the state stays as it was and the script goes on."""

    play: PlayRef | None = None
    pass_: str | None = Field(default=None, alias="pass")
    answer: Annotated[AnswerModel, BeforeValidator(_answer)] | None = None
    request: RequestModel | None = None
    until: PhaseName | None = None
    quick_action: QuickActionRef | None = None
    edit: EditModel | None = None
    reactions: Literal["in_order"] | None = None
    loop: Literal["go_on"] | None = None
    """``loop: go_on``: the judge goes on with a loop of Reactions the app stopped at its
    bound, as the rules would (1.4.6.c): from just before the last stop, with the game's
    loop bound raised (``engine.go_on``); before any stop, the bound is raised ahead."""
    refused: RefusedModel | None = None
    note: str = ""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _one(self) -> ScriptItem:
        chosen = [n for n in ITEM_KINDS if getattr(self, n) is not None]
        if len(chosen) != 1:
            names = ", ".join(c.rstrip("_") for c in chosen) or "none"
            raise ValueError(
                "a script item has exactly one of: play, pass, answer, request, until, "
                f"quick_action, edit, reactions, loop (got {names})"
            )
        if self.refused is not None and chosen[0] not in REFUSABLE:
            raise ValueError(
                f"refused goes with a play, answer, request, quick_action or edit, not with "
                f"{chosen[0].rstrip('_')} (the engine refuses only what a player or the "
                "judge asks it to do)"
            )
        return self


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
        kinds += [n for n in ("cites", "does_not_cite", "trace_order") if getattr(self, n)]
        if len(kinds) != 1:
            raise ValueError(
                "an expectation has exactly one of: zone, object, position, winner, game_over, "
                "phase, day, decision, cites, does_not_cite, trace_order, events, emblems, "
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


DieResult = Annotated[int, Field(ge=1, le=6)]
"""What a six-sided die showed (1.1.7.d)."""
DieResults = Annotated[tuple[int, ...], BeforeValidator(roll_values)]
"""A result or a range of results ("1-3", "4+"), one run each in a branch."""


class RollBranch(Strict):
    """One die-roll branch: the results the dice show, in order — each a number or a
    range run once per value — and what is expected then (7.3.33.a, 7.3.33.b)."""

    rolls: Annotated[tuple[DieResults, ...], AfterValidator(check_runs)] = Field(
        max_length=MAX_ROLLS
    )
    expect: tuple[Expectation, ...] = ()


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
    raised it by going on with a loop (1.4.6.c; ``engine/steps/loop_bound.py``): a saved
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
            for field_name in _CARD_FIELDS:
                value = getattr(side, field_name)
                entries = (value,) if isinstance(value, CardEntry) else value or ()
                for entry in entries:
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
