"""Reading the official card API's JSON files (JSON-LD) into plain records.

What a judge imports comes in four shapes, all recognised by their content, never by their
file name:

* a **set file**: a JSON list of card objects (or the API's ``hydra:member`` page of them);
* a **single card file**: one card object;
* a **history file**: an object mapping card references to their ``cardHistories``
  (errata, suspensions, bans, rulings with dates);
* the **list of sets** (``hydra:member`` of ``CardSet`` objects): read for set names only.

Each card object is validated with pydantic (unknown fields are ignored — the API adds
fields over time); a malformed file is a :class:`~scenarios.errors.LoadError` whose message
names the file, the card (its index and reference), the field and, for a syntax error or a
bad card, the JSON line and column. Nothing here touches the store: :mod:`scenarios.pool.store`
writes only after every file of an import has been read without error.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from scenarios.errors import LoadError
from scenarios.limits import may_hold_surrogates, read_bounded, surrogate_problem
from scenarios.pool.card_limits import card_field_problems
from scenarios.yamlio import display_path

LANGUAGES = ("EN", "FR", "DE", "ES", "IT")
"""The languages the official data is published in (2.2.4.c: one card in every language)."""

_LOCALE = re.compile(r"/([a-z]{2})_[A-Z]{2}/")
_NUMBER = re.compile(r"^#?([0-9]{1,9})#?$")
MAX_CARD_NUMBER = 999_999_999
"""The largest cost or statistic a card file may give (real cards: under 20)."""


# ----------------------------------------------------------------------------- the API shape
class _Ref(BaseModel):
    """A nested API object of which only the reference and the printed name matter."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    reference: str = Field(min_length=1)
    name: str = ""


class _Ruling(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)
    question: str
    answer: str
    created: str = Field(default="", alias="createdAt")
    event_format: str = Field(default="", alias="eventFormat")


class _Card(BaseModel):
    """One card object of the official API (the fields the desk uses)."""

    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)
    reference: str = Field(min_length=1)
    name: str
    card_type: _Ref = Field(alias="cardType")
    sub_types: tuple[_Ref, ...] = Field(default=(), alias="cardSubTypes")
    card_set: _Ref | None = Field(default=None, alias="cardSet")
    rarity: _Ref | None = None
    faction: _Ref | None = Field(default=None, alias="mainFaction")
    elements: dict[str, str | int | None]
    rulings: tuple[_Ruling, ...] = Field(default=(), alias="cardRulings")
    suspended: bool = Field(default=False, alias="isSuspended")
    errated: bool = Field(default=False, alias="isErrated")
    banned: bool = Field(default=False, alias="isBanned")
    collector_number: str = Field(default="", alias="collectorNumber")
    image_path: str | None = Field(default=None, alias="imagePath")

    @field_validator("elements")
    @classmethod
    def _numbers(cls, value: dict[str, str | int | None]) -> dict[str, str | int | None]:
        for key in NUMBER_ELEMENTS:
            raw = value.get(key)
            if raw is None or raw == "":
                continue
            if isinstance(raw, int):
                if not 0 <= raw <= MAX_CARD_NUMBER:
                    raise ValueError(
                        f"{key} must be a whole number from 0 to {MAX_CARD_NUMBER:,}, "
                        f"not {_shown_number(str(raw))}"
                    )
                continue
            if _NUMBER.match(raw.strip()) is None:
                shown = _shown_number(raw)
                number = raw.strip().lstrip("-").isdigit()  # a JSON literal past 18 digits
                raise ValueError(
                    f"{key} must be a whole number from 0 to {MAX_CARD_NUMBER:,}, "
                    f"not {shown if number else repr(shown)}"
                )
        return value


def _shown_number(raw: str) -> str:
    """A value as a message shows it: a number of thousands of digits is cut short."""
    return raw if len(raw) <= 24 else f"{raw[:12]}…({len(raw):,} characters)"


def _json_int(digits: str) -> int | str:
    """A JSON integer: one of more than 18 digits is kept as its text, so the fields'
    checks refuse it with a message (``int()`` refuses 4,300 digits with a traceback,
    SQLite 2**63)."""
    return int(digits) if len(digits.lstrip("-")) <= 18 else digits


class _HistoryEntry(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)
    type: str
    date: str = Field(default="", alias="fromDate")
    name: str = ""
    question: str = ""
    answer: str = ""
    description: str = ""


class _History(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)
    entries: tuple[_HistoryEntry, ...] = Field(default=(), alias="cardHistories")


CARD_TYPES = frozenset(  # others are read from their parts (scenarios.pool.unknowns)
    {
        "CHARACTER",
        "SPELL",
        "PERMANENT",
        "LANDMARK_PERMANENT",
        "EXPEDITION_PERMANENT",
        "HERO",
        "TOKEN",
        "TOKEN_MANA",
    }
)
"""The API's card types (``cardType.reference``) the desk maps to the rules' words."""

NUMBER_ELEMENTS = (
    "MAIN_COST",
    "RECALL_COST",
    "FOREST_POWER",
    "MOUNTAIN_POWER",
    "OCEAN_POWER",
    "PERMANENT",
    "RESERVE",
)


# ----------------------------------------------------------------------------- records
@dataclass(frozen=True, slots=True)
class OfficialRuling:
    """An official ruling (question and answer) on a card, with its date (YYYY-MM-DD)."""

    question: str
    answer: str
    date: str
    format: str = ""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One event of a card's history: an erratum, a suspension, a ban, a ruling."""

    kind: str
    """The API's type: ``FUNCTIONAL_ERRATUM``, ``BALANCING_ERRATUM``, ``SUSPENDED``,
    ``UNSUSPENDED``, ``BANNED``, ``RULING``..."""
    date: str
    title: str
    question: str
    answer: str
    link: str = ""


@dataclass(frozen=True, slots=True)
class OfficialPrint:
    """One print of a card in one language, as the data gives it.

    Numbers keep whether a Rare print changed them (``#2#`` in the data): ``changed``
    names those fields. Texts are kept as printed (icons as ``{J}``, Rare changes between
    ``#``); :mod:`scenarios.pool.printing` turns them into words and into a
    :class:`~scenarios.cards.printed.PrintedCard`.
    """

    reference: str
    language: str
    name: str
    type_code: str
    type_name: str
    subtype_codes: tuple[str, ...]
    subtype_names: tuple[str, ...]
    faction_code: str
    rarity_code: str
    set_code: str
    set_name: str
    hand_cost: int | None
    reserve_cost: int | None
    forest: int | None
    mountain: int | None
    water: int | None
    landmark_limit: int | None
    reserve_limit: int | None
    changed: tuple[str, ...]
    main_text: str
    support_text: str
    suspended: bool
    errated: bool
    banned: bool
    collector_number: str
    rulings: tuple[OfficialRuling, ...]
    faction_name: str = ""
    """The faction as printed (named in the import's report when its code is not known)."""
    rarity_name: str = ""
    index: int = 0
    """The card's place in its file (1 for the first), for the import's report."""


@dataclass
class SourceFile:
    """Everything read from one file."""

    path: Path
    prints: list[OfficialPrint] = field(default_factory=list)
    histories: dict[str, tuple[HistoryEntry, ...]] = field(default_factory=dict)
    set_names: dict[str, str] = field(default_factory=dict)


# ----------------------------------------------------------------------------- reading
def json_files(paths: list[Path]) -> list[Path]:
    """The JSON files named by ``paths``: files as given, folders searched recursively for
    ``*.json`` (sorted, so an import is repeatable). A path that does not exist is an error."""
    found: list[Path] = []
    missing: list[str] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.json") if p.is_file()))
        elif path.is_file():
            found.append(path)
        else:
            missing.append(f"{display_path(path)}: {_why_not_a_file(path)}")
    if missing:
        raise LoadError(missing)
    return found


def _why_not_a_file(path: Path) -> str:
    """Why a path given to import is neither a file nor a folder, in words."""
    try:
        path.lstat()
    except OSError:
        return "no such file or folder"
    try:
        path.stat()
    except RuntimeError:  # Python before 3.13
        return "a symbolic link that points to itself (a loop)"
    except OSError as exc:
        if exc.errno == 40:  # ELOOP
            return "a symbolic link that points to itself (a loop)"
        return f"a symbolic link to nothing ({exc.strerror or exc})"
    return "not a regular file (a device, pipe or socket): card data is a .json file"


MAX_CARD_DATA_BYTES = 64 * 1024 * 1024
"""The official files are under 2 MB each; far larger is not card data."""


def read_file(path: Path) -> SourceFile:
    """Read one file of card data; a :class:`LoadError` names file, card, field and line."""
    where = display_path(path)
    try:
        # a regular file of bounded size: a FIFO or /dev/zero is refused, not waited on
        text = read_bounded(path, where, MAX_CARD_DATA_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LoadError([f"{where}: not UTF-8 text (is it a card data JSON file?)"]) from None
    try:
        data = json.loads(text, parse_int=_json_int)
    except json.JSONDecodeError as exc:
        raise LoadError(
            [f"{where}:{exc.lineno}:{exc.colno}: JSON syntax error: {exc.msg}"]
        ) from None
    except RecursionError:
        raise LoadError([f"{where}: not card data: nested too deeply"]) from None
    source = SourceFile(path)
    if isinstance(data, list):
        _read_cards(source, data, text)
    elif isinstance(data, dict) and isinstance(data.get("hydra:member"), list):
        members = data["hydra:member"]
        if all(isinstance(m, dict) and m.get("@type") == "CardSet" for m in members):
            for m in members:
                if isinstance(m.get("reference"), str) and isinstance(m.get("name"), str):
                    source.set_names[m["reference"]] = m["name"]
        else:
            _read_cards(source, members, text)
    elif isinstance(data, dict) and ("elements" in data or data.get("@type") == "Card"):
        _read_cards(source, [data], text, single=True)
    elif isinstance(data, dict) and data and all(_is_history(v) for v in data.values()):
        bad = surrogate_problem(data) if may_hold_surrogates(text) else None
        if bad is not None:
            raise LoadError([f"{where}: {_field_path(tuple(bad[1]))}: {bad[0]}"])
        _read_histories(source, data)
    else:
        raise LoadError(
            [
                f"{where}: not card data: expected a list of cards, one card object "
                "(with 'reference', 'name', 'cardType', 'elements') or a card history file"
            ]
        )
    return source


def _is_history(value: object) -> bool:
    return isinstance(value, dict) and "cardHistories" in value


def _read_cards(source: SourceFile, items: list[Any], text: str, single: bool = False) -> None:
    where = display_path(source.path)
    errors: list[str] = []
    lines = _ItemLines(text, single)
    escapes = may_hold_surrogates(text)
    seen: dict[str, tuple[int, dict[str, Any]]] = {}  # reference → its first card
    for i, item in enumerate(items):
        label = "the card" if single else f"card {i + 1}"
        if isinstance(item, dict) and isinstance(item.get("reference"), str):
            label += f" ({item['reference']})"
        if not isinstance(item, dict):
            errors.append(f"{where}:{lines.at(i)}: {label}: not a card object")
            continue
        bad = surrogate_problem(item) if escapes else None
        if bad is not None:
            errors.append(f"{where}:{lines.at(i)}: {label}: {_field_path(tuple(bad[1]))}: {bad[0]}")
            continue
        reference = item.get("reference")
        if isinstance(reference, str):
            first = seen.setdefault(reference, (i, item))
            if first[0] != i and first[1] != item:
                errors.append(
                    f"{where}:{lines.at(i)}: {label}: the same reference as card "
                    f"{first[0] + 1} with other data; which one is right? (keep one of them)"
                )
                continue
        try:
            card = _Card.model_validate(item)
        except ValidationError as exc:
            line = lines.at(i)
            for err in exc.errors():
                field_path = _field_path(err["loc"])
                errors.append(f"{where}:{line}: {label}: {field_path}: {_message(err)}")
            continue
        too_long = card_field_problems(card)
        if too_long:
            line = lines.at(i)
            errors.extend(f"{where}:{line}: {label}: {p.field}: {p.problem}" for p in too_long)
            continue
        source.prints.append(_print(card, source.path, 1 if single else i + 1))
    if errors:
        raise LoadError(errors)


def _read_histories(source: SourceFile, data: dict[str, Any]) -> None:
    where = display_path(source.path)
    errors: list[str] = []
    for reference, value in data.items():
        try:
            history = _History.model_validate(value)
        except ValidationError as exc:
            for err in exc.errors():
                errors.append(f"{where}: {reference}: {_field_path(err['loc'])}: {_message(err)}")
            continue
        source.histories[reference] = tuple(
            HistoryEntry(
                kind=e.type,
                date=e.date[:10],
                title=e.name,
                question=e.question,
                answer=e.answer,
                link=e.description if e.description.startswith("http") else "",
            )
            for e in history.entries
        )
    if errors:
        raise LoadError(errors)


_FIELD_NAMES = {
    "cardType": "cardType",
    "cardSubTypes": "cardSubTypes",
    "mainFaction": "mainFaction",
    "cardRulings": "cardRulings",
}


def _field_path(loc: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for part in loc:
        if isinstance(part, int):
            parts.append(f"[{part}]")
        else:
            parts.append(("." if parts else "") + str(part))
    return "".join(parts) or "(the card)"


def _message(err: Any) -> str:
    msg = str(err.get("msg", "invalid"))
    if err.get("type") == "missing":
        return "missing"
    return msg.removeprefix("Value error, ")


class _ItemLines:
    """Where each item of a file's card list starts (``line:column``), found only when
    there is an error to report, by walking the list once with the JSON scanner: items are
    asked for in order, so each call goes on from the last one and counts the lines it
    passes (20,000 bad cards cost one walk, not 20,000)."""

    def __init__(self, text: str, single: bool) -> None:
        self.text = text
        self.single = single
        self.index = -1  # the item ``pos`` is at
        self.pos = -1
        self.counted = 0  # the text before ``counted`` has ``lines`` line breaks,
        self.lines = 0
        self.line_start = 0  # the last of them ending just before ``line_start``

    def _start(self) -> int:
        text = self.text
        pos = text.find("[")
        if text.lstrip().startswith("{"):
            member = text.find('"hydra:member"')
            pos = text.find("[", member) if member >= 0 else pos
        return pos

    def at(self, index: int) -> str:
        text = self.text
        if self.single:
            return self._line_col(len(text) - len(text.lstrip()))
        if self.pos < 0 or index < self.index:
            start = self._start()
            if start < 0:
                return "1:1"
            self.index, self.pos = -1, start + 1
            self.counted, self.lines, self.line_start = 0, 0, 0
        decoder = json.JSONDecoder()
        pos = self.pos
        while True:
            while pos < len(text) and text[pos] in " \t\r\n,":
                pos += 1
            if self.index + 1 == index:
                self.index, self.pos = index - 1, pos
                return self._line_col(pos)
            try:
                _, pos = decoder.raw_decode(text, pos)
            except (json.JSONDecodeError, ValueError, RecursionError):
                self.pos = -1
                return "1:1"
            self.index += 1

    def _line_col(self, pos: int) -> str:
        if pos < self.counted:
            self.counted, self.lines, self.line_start = 0, 0, 0
        self.lines += self.text.count("\n", self.counted, pos)
        last = self.text.rfind("\n", self.counted, pos)
        if last >= 0:
            self.line_start = last + 1
        self.counted = pos
        return f"{self.lines + 1}:{pos - self.line_start + 1}"


def _number(elements: dict[str, str | int | None], key: str) -> tuple[int | None, bool]:
    raw = elements.get(key)
    if raw is None or raw == "":
        return None, False
    if isinstance(raw, int):
        return raw, False
    m = _NUMBER.match(raw.strip())
    assert m is not None  # checked by _Card._numbers
    return int(m.group(1)), raw.strip().startswith("#")


def _language(card: _Card, path: Path) -> str:
    """The print's language: the collector number's suffix (``BTG-021-C-EN``), else the
    image's locale, else the file name's suffix (``CORE_FR.json``), else English."""
    suffix = card.collector_number.rsplit("-", 1)[-1].upper() if card.collector_number else ""
    if suffix in LANGUAGES:
        return suffix
    if card.image_path:
        m = _LOCALE.search(card.image_path)
        if m and m.group(1).upper() in LANGUAGES:
            return m.group(1).upper()
    stem = path.stem.rsplit("_", 1)[-1].upper()
    return stem if stem in LANGUAGES else "EN"


def _text(elements: dict[str, str | int | None], key: str) -> str:
    raw = elements.get(key)
    return str(raw).replace("\u00a0", " ").strip() if raw not in (None, "") else ""


def _print(card: _Card, path: Path, index: int) -> OfficialPrint:
    e = card.elements
    values: dict[str, int | None] = {}
    changed: list[str] = []
    for key, name in (
        ("MAIN_COST", "hand_cost"),
        ("RECALL_COST", "reserve_cost"),
        ("FOREST_POWER", "forest"),
        ("MOUNTAIN_POWER", "mountain"),
        ("OCEAN_POWER", "water"),
        ("PERMANENT", "landmark_limit"),
        ("RESERVE", "reserve_limit"),
    ):
        values[name], was_changed = _number(e, key)
        if was_changed:
            changed.append(name)
    rulings = tuple(
        OfficialRuling(r.question.strip(), r.answer.strip(), r.created[:10], r.event_format)
        for r in card.rulings
    )
    return OfficialPrint(
        reference=card.reference,
        language=_language(card, path),
        name=card.name.strip(),
        type_code=card.card_type.reference,
        type_name=card.card_type.name,
        subtype_codes=tuple(s.reference for s in card.sub_types),
        subtype_names=tuple(s.name for s in card.sub_types),
        faction_code=card.faction.reference if card.faction else "",
        rarity_code=card.rarity.reference if card.rarity else "",
        set_code=card.card_set.reference if card.card_set else _set_of(card.reference),
        set_name=card.card_set.name if card.card_set else "",
        hand_cost=values["hand_cost"],
        reserve_cost=values["reserve_cost"],
        forest=values["forest"],
        mountain=values["mountain"],
        water=values["water"],
        landmark_limit=values["landmark_limit"],
        reserve_limit=values["reserve_limit"],
        changed=tuple(changed),
        main_text=_text(e, "MAIN_EFFECT"),
        support_text=_text(e, "ECHO_EFFECT"),
        suspended=card.suspended,
        errated=card.errated,
        banned=card.banned,
        collector_number=card.collector_number,
        rulings=rulings,
        faction_name=card.faction.name if card.faction else "",
        rarity_name=card.rarity.name if card.rarity else "",
        index=index,
    )


def _set_of(reference: str) -> str:
    parts = reference.split("_")
    return parts[1] if len(parts) > 2 and parts[0] == "ALT" else ""


def read_all(paths: list[Path]) -> list[SourceFile]:
    """Every file under ``paths``, read in order. The problems of every file are collected
    into one :class:`LoadError`, so a judge fixes them in one go."""
    errors: list[str] = []
    sources: list[SourceFile] = []
    for path in json_files(paths):
        try:
            sources.append(read_file(path))
        except LoadError as exc:
            errors.extend(exc.messages)
    if errors:
        raise LoadError(errors)
    return sources
