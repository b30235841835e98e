"""The card library: every ``*.yaml`` set under ``scenarios/library/``.

Cards are found by id, by name (case-insensitive) or by alias; names shared by several
cards (two versions of Ratatoskr) must be asked for by id. ``search`` is fuzzy (rapidfuzz).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from scenarios import LIBRARY_DIR
from scenarios.cards.card_words import rules_subtypes_only
from scenarios.cards.compile import Compiled, Gap
from scenarios.cards.models import CardModel, CardSetModel
from scenarios.errors import LoadError
from scenarios.yamlio import display_path, item_lines, load_yaml, suggest, validate

if TYPE_CHECKING:
    from scenarios.cards.printed.card import PrintedCard


@dataclass(frozen=True, slots=True)
class LibraryCard:
    """One card of the library: its model, where it was written, its compilation."""

    model: CardModel
    set: str
    path: Path
    line: int
    compiled: Compiled
    printed: PrintedCard | None = None
    """The printed card it was read from, for an imported or typed card: a saved sandbox
    board writes it back as a ``read_text`` card (see ``docs/cards.md``)."""

    @property
    def id(self) -> str:
        return self.model.card_id

    @property
    def name(self) -> str:
        return self.model.name

    @property
    def gaps(self) -> tuple[Gap, ...]:
        return self.compiled.gaps


def _card_lines(data: object) -> list[int]:
    return item_lines(data, "cards")


def load_set(path: Path) -> list[LibraryCard]:
    """The cards of one set file (a :class:`LoadError` if it is malformed)."""
    # the printed text reader (a card written as text), imported when a set is read — not
    # with the library, which the Sandbox unpickles on its first appearance (issue 33)
    from scenarios.cards.typed import compile_model

    data = load_yaml(path)
    model = validate(CardSetModel, data, path)
    lines = _card_lines(data)
    cards: list[LibraryCard] = []
    for i, card in enumerate(model.cards):
        read, compiled = compile_model(card)
        cards.append(
            LibraryCard(read, model.set, path, lines[i] if i < len(lines) else 1, compiled)
        )
    return cards


_VANILLA = re.compile(r"vanilla (\d{1,2})/(\d{1,2})/(\d{1,2})", re.IGNORECASE)


def vanilla_card(ref: str) -> LibraryCard | None:
    """``Vanilla F/M/W`` for any statistics: a generic Character with no ability, whose
    Forest, Mountain and Water statistics (2.3.1.g) are F, M and W — the names the library's
    own vanilla Characters follow, made a language so a board may name any of them. Its
    Hand Cost is a third of the sum of its statistics rounded up, its Reserve Cost that
    third rounded down (as ``Vanilla 1/1/1``, ``2/2/2``, ``3/1/0``, ``0/1/3`` cost); a board
    needing other costs writes its own card in ``cards``."""
    from scenarios.cards.typed import compile_model

    m = _VANILLA.fullmatch(ref.strip())
    if m is None:
        return None
    forest, mountain, water = (int(g) for g in m.groups())
    total = forest + mountain + water
    model = CardModel.model_validate(
        {
            "name": f"Vanilla {forest}/{mountain}/{water}",
            "type": "Character",
            "hand_cost": -(-total // 3),
            "reserve_cost": total // 3,
            "forest": forest,
            "mountain": mountain,
            "water": water,
            "note": "Generic character, not a printed card.",
        }
    )
    read, compiled = compile_model(model)
    return LibraryCard(read, "basics", LIBRARY_DIR / "basics.yaml", 1, compiled)


class Library:
    """Cards by id, with lookups by name and alias."""

    def __init__(self, cards: Iterable[LibraryCard]) -> None:
        self.cards: dict[str, LibraryCard] = {}
        self.by_name: dict[str, list[LibraryCard]] = {}
        errors: list[str] = []
        for card in cards:
            if card.id in self.cards:
                first = self.cards[card.id]
                errors.append(
                    f"{display_path(card.path)}:{card.line}: cards: duplicate card id "
                    f"{card.id!r} (first at {display_path(first.path)}:{first.line}); "
                    "give one of them an explicit 'id'"
                )
                continue
            self.cards[card.id] = card
            for name in (card.name, *card.model.aliases):
                self.by_name.setdefault(name.casefold(), []).append(card)
        if errors:
            raise LoadError(errors)

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, ref: str) -> LibraryCard:
        """The card with id, name or alias ``ref``; ``KeyError`` with a helpful message."""
        if ref in self.cards:
            return self.cards[ref]
        hits = self.by_name.get(ref.casefold(), [])
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            ids = ", ".join(c.id for c in hits)
            raise KeyError(f"several cards are named {ref!r}; use an id: {ids}")
        generic = vanilla_card(ref)
        if generic is not None:
            self.cards[generic.id] = generic
            self.by_name.setdefault(ref.casefold(), []).append(generic)
            return generic
        known = [*self.cards, *(c.name for c in self.cards.values())]
        raise KeyError(f"no card {ref!r} in the library{suggest(ref, known)}")

    def search(self, query: str, limit: int = 10) -> list[tuple[LibraryCard, float]]:
        """Cards whose name, alias or id best match ``query`` (fuzzy), best first."""
        choices: dict[str, str] = {}
        for card in self.cards.values():
            for key in (card.name, card.id, *card.model.aliases):
                choices[f"{card.id}\x00{key}"] = key
        found = process.extract(
            query, choices, scorer=fuzz.WRatio, processor=str.casefold, limit=limit * 4
        )
        best: dict[str, float] = {}
        for _, score, key in found:
            card_id = key.split("\x00", 1)[0]
            best[card_id] = max(best.get(card_id, 0.0), float(score))
        ranked = sorted(best.items(), key=lambda kv: (-kv[1], self.cards[kv[0]].name))
        return [(self.cards[cid], score) for cid, score in ranked[:limit] if score >= 50]


def load_library(directory: Path = LIBRARY_DIR) -> Library:
    """Every set in ``directory``; all problems of all files are reported together. Read
    with the rules' sub-types alone (2.2.2): the library is kept for every pool, so no
    pool's data sub-types (:func:`~scenarios.cards.card_words.using_subtypes`) reach it."""
    cards: list[LibraryCard] = []
    errors: list[str] = []
    with rules_subtypes_only():
        for path in sorted(directory.glob("*.yaml")):
            try:
                cards.extend(load_set(path))
            except LoadError as exc:
                errors.extend(exc.messages)
    if errors:
        raise LoadError(errors)
    return Library(cards)


_DEFAULT: Library | None = None


def default_library() -> Library:
    """The packaged library, loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_library()
    return _DEFAULT
