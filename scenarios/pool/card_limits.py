"""Bounds on one card of imported card data, per field, checked where the data enters (issue 34).

A card data file is data a judge was sent: whatever one card holds, the import ends in
seconds with the pool or with a message naming the file, the card and the field. The
numbers are far above any printed card (a name of about 30 characters, at most three
sub-types, an ability text under 600 characters, a handful of rulings), so only invented or
damaged data meets them; they are listed for users in ``docs/limits.md``.

Costs and statistics are bounded where they are validated (``official.MAX_CARD_NUMBER``);
the printed-text reader reads at most ``scenarios.limits.MAX_ABILITIES`` abilities of
``MAX_ABILITY_CHARS`` each and leaves longer ones to the judge — a text within
:data:`MAX_CARD_TEXT` is imported, and read as far as the reader reads.

The app is never stricter on reading than on writing: the pool, ``cards show``/``search``,
decklists and the sandbox read what an import wrote without any of these checks, and a
card at every bound imports and reads back (``tests/reliability/test_card_field_limits.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

MAX_CARD_REFERENCE = 100
"""Characters of a reference (real ones: ``ALT_ALIZE_B_AX_41_R1``, about 25)."""
MAX_CARD_NAME = 200
"""Characters of a card's name (the longest real one: under 40)."""
MAX_CARD_SUBTYPES = 16
"""Sub-types of one card (2.2.2; real cards: at most three)."""
MAX_SUBTYPE_NAME = 100
"""Characters of a sub-type's reference or name (real ones: one word)."""
MAX_CARD_TEXT = 1_000_000
"""Characters of one printed text (main effect, support ability; real ones: under 600)."""
MAX_CARD_RULINGS = 20_000
"""Official rulings on one card (real cards: a handful)."""
MAX_RULING_TEXT = 1_000_000
"""Characters of one ruling's question or answer."""
MAX_CARD_SMALL_TEXT = 1_000
"""Characters of a collector number or an image path (real ones: under 100)."""


class _Named(Protocol):
    @property
    def reference(self) -> str: ...
    @property
    def name(self) -> str: ...


class _Ruled(Protocol):
    @property
    def question(self) -> str: ...
    @property
    def answer(self) -> str: ...


class CardFields(Protocol):
    """The fields of a validated card object (``official._Card``) bounded here."""

    @property
    def reference(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def sub_types(self) -> Sequence[_Named]: ...
    @property
    def elements(self) -> dict[str, str | int | None]: ...
    @property
    def rulings(self) -> Sequence[_Ruled]: ...
    @property
    def collector_number(self) -> str: ...
    @property
    def image_path(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class FieldProblem:
    """A field of one card past its bound: the field as the file names it, and why."""

    field: str
    problem: str


TEXT_ELEMENTS = ("MAIN_EFFECT", "ECHO_EFFECT")
"""The printed texts of a card object's ``elements``."""


def _chars(value: str, bound: int) -> str | None:
    if len(value) <= bound:
        return None
    return f"{len(value):,} characters; at most {bound:,} are allowed"


def card_field_problems(card: CardFields) -> list[FieldProblem]:
    """Every field of ``card`` past its bound, in the file's field names; empty when the
    card is within all of them. Each check is one look at a length (or one pass over a
    list), so a card of 50,000 sub-types is refused in the time it takes to count them."""
    return list(_problems(card))


def _problems(card: CardFields) -> Iterator[FieldProblem]:
    for field, value, bound in (
        ("reference", card.reference, MAX_CARD_REFERENCE),
        ("name", card.name, MAX_CARD_NAME),
        ("collectorNumber", card.collector_number, MAX_CARD_SMALL_TEXT),
        ("imagePath", card.image_path or "", MAX_CARD_SMALL_TEXT),
    ):
        said = _chars(value, bound)
        if said is not None:
            yield FieldProblem(field, said)
    subtypes = card.sub_types
    if len(subtypes) > MAX_CARD_SUBTYPES:
        yield FieldProblem(
            "cardSubTypes",
            f"{len(subtypes):,} sub-types; at most {MAX_CARD_SUBTYPES} are allowed (2.2.2)",
        )
    else:
        for i, sub in enumerate(subtypes):
            for part in ("reference", "name"):
                said = _chars(getattr(sub, part), MAX_SUBTYPE_NAME)
                if said is not None:
                    yield FieldProblem(f"cardSubTypes[{i}].{part}", said)
    for key in TEXT_ELEMENTS:
        raw = card.elements.get(key)
        said = _chars(raw, MAX_CARD_TEXT) if isinstance(raw, str) else None
        if said is not None:
            yield FieldProblem(f"elements.{key}", said)
    rulings = card.rulings
    if len(rulings) > MAX_CARD_RULINGS:
        yield FieldProblem(
            "cardRulings",
            f"{len(rulings):,} rulings; at most {MAX_CARD_RULINGS:,} are allowed on one card",
        )
        return
    for i, ruling in enumerate(rulings):
        for part in ("question", "answer"):
            said = _chars(getattr(ruling, part), MAX_RULING_TEXT)
            if said is not None:
                yield FieldProblem(f"cardRulings[{i}].{part}", said)
