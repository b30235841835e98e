"""What the engine reads from a pool card, and the card as the sandbox places it.

:func:`read` calls the printed text reader (:func:`scenarios.cards.printed.read_printed`,
the one place printed text is compiled) and never fails: if the reader cannot even build the
card's characteristics (a sub-type its vocabulary does not know yet, say), the card is kept
with the characteristics it can take, and every ability is "not executed — resolve by hand"
with the reason. :func:`library_card` turns a reading into the
:class:`~scenarios.cards.library.LibraryCard` the sandbox places, with each ability left to
the judge reported as a gap, so the sandbox shows it as it shows a library card's.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from dataclasses import replace
from pathlib import Path

from pydantic import ValidationError

from scenarios.cards import vocabulary as v
from scenarios.cards.byhand import by_hand_of
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.compile import Gap, compile_card
from scenarios.cards.grammar.set_lexicon import set_keywords
from scenarios.cards.library import LibraryCard
from scenarios.cards.models import CardModel
from scenarios.cards.printed import AbilityReading, PrintedCard, Reading, read_printed
from scenarios.cards.printed.token_names import token_names, using_tokens
from scenarios.cards.printed_order import printed_abilities
from scenarios.pool import POOL_PREFIX as POOL_PREFIX  # card references: ``pool:KEY``
from scenarios.pool.unknowns import KNOWN_TYPES, text_unknowns

NOT_EXECUTED = "not executed — resolve by hand"

_KNOWN_SUBTYPES: dict[str, AbstractSet[str]] = {
    "Character": v.CHARACTER_SUBTYPES,
    "Permanent": v.PERMANENT_SUBTYPES,
    "Spell": v.SPELL_SUBTYPES,
}


def read(card: PrintedCard) -> Reading:
    """The reader's :class:`Reading` of ``card``; never raises. A card of a type the engine
    does not play (a new set's, 2.2.1.a) is kept with every ability left to the judge."""
    if card.type not in KNOWN_TYPES:
        reason = (
            f"its card type “{card.type}” is not one the engine plays (2.2.1.a): "
            "what the card does is resolved by hand"
        )
        return _by_hand(card, reason, always=True)
    try:
        return _naming_unknowns(read_printed(card))
    except (ValidationError, ValueError) as exc:
        reason = f"the card could not be read ({_short(exc)})"
    except Exception as exc:  # a reader's bug must not stop an import or the window
        reason = f"the reader failed on this card ({exc.__class__.__name__}: {exc})"
    return _by_hand(card, reason)


def _naming_unknowns(reading: Reading) -> Reading:
    """``reading`` with each ability left to the judge because of a word the rules do not
    know (a new set's keyword or status) saying so first, so the reason names the part
    actually not read."""
    abilities = []
    for a in reading.abilities:
        unknown = text_unknowns(a.text, token_names()) if a.status != "executed" else []
        # the set's own keyword, defined by a reminder in the pool (set_lexicon.py), is
        # read by its definition: what stopped the reading is elsewhere (gram54)
        defined = set_keywords()
        words = [
            f"“{value}” is not {_KINDS[kind]}"
            for kind, value in unknown
            if kind in _KINDS and not (kind == "keyword" and _named(value) in defined)
        ]
        if words:
            a = replace(a, reason="; ".join(words) + (f" — {a.reason}" if a.reason else ""))
        abilities.append(a)
    return replace(reading, abilities=tuple(abilities))


def _named(keyword: str) -> str:
    """The name of a keyword as printed, its number aside ("Excavate 2" -> "excavate"): the
    set defines "[Excavate X]" once, by a reminder, and every print's number is its X
    (gram89, gram100)."""
    return re.sub(r"\s+(?:\d+|x)$", "", keyword.lower().strip())


_KINDS = {
    "keyword": "one of the rules' keywords (7.4)",
    "status": "one of the rules' statuses (2.4.1.a)",
}


def _by_hand(card: PrintedCard, reason: str, always: bool = False) -> Reading:
    """``card`` with the characteristics the card language takes and every ability "not
    executed" for ``reason`` (with ``always``, a card without text gets one line saying
    so, since playing it at all is left to the judge)."""
    texts = [t for t in (card.main_text, card.support_text) if t.strip()]
    if always and not texts:
        texts = [f"Card type: {card.type}"]
    # a sub-type of any card type is one of this card's (2.2.2.c); Heroes have none (2.2.2.b)
    known = frozenset().union(*_KNOWN_SUBTYPES.values()) if card.type != "Hero" else frozenset()
    played = card.type in KNOWN_TYPES
    fields = {
        "name": card.name,
        "type": card.type if played else "Character",
        "subtypes": tuple(s for s in card.subtypes if s in known),
        "zone_type": card.zone_type if played else None,
        "faction": card.faction,
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "forest": card.forest,
        "mountain": card.mountain,
        "water": card.water,
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "text": card.main_text,
        "token": card.token,
    }
    try:
        model = CardModel.model_validate(fields)
    except ValidationError:  # characteristics the card language refuses: the name is kept
        model = CardModel.model_validate(
            {"name": card.name, "type": "Character", "text": card.main_text}
        )
    notes = () if card.type in KNOWN_TYPES else (reason,)
    return Reading(model, tuple(AbilityReading(t, "not executed", reason) for t in texts), notes)


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return str(first.get("msg", "invalid")).removeprefix("Value error, ")
    return str(exc)


def status_of(reading: Reading) -> str:
    """``executable``, ``partly`` or ``not``: every ability runs, some do, none does."""
    if reading.executable:
        return "executable"
    return "partly" if reading.partly_executable else "not"


def library_card(
    reading: Reading, source: Path, card_id: str, printed: PrintedCard | None = None
) -> LibraryCard:
    """The sandbox's card for ``reading``: compiled like a library card, with each ability
    the engine does not execute as a gap (shown as "not executed — resolve by hand") and
    on the engine card, so the trace names it when it would apply. ``printed`` is the card
    it was read from, kept so a saved board can write it as a ``read_text`` card."""
    model = reading.model.model_copy(update={"id": card_id})
    # the data's sub-types (2.2.2) and token cards (2.1.e) it was read with
    with using_subtypes(reading.subtypes), using_tokens(reading.tokens):
        compiled = compile_card(model)
    gaps = tuple(
        Gap(f'"{a.text}"', a.reason or "its text is not understood")
        for a in reading.abilities
        if a.status != "executed"
    )
    fields = {
        **compiled.fields,
        "by_hand": by_hand_of(reading.abilities),
        "printed": printed_abilities(reading.abilities, compiled.fields["abilities"]),
    }
    compiled = replace(compiled, fields=fields, gaps=compiled.gaps + gaps)
    return LibraryCard(model, "imported", source, 0, compiled, printed)
