"""The round trip of a composed reading, for the composition audit (:mod:`composition_audit`):
written in the cards' style by the writer, read back by the reader and compared as the card
model holds it; and whether the printed reader (grammar alone) makes the text executable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from _common import grammar_alone
from composition_parts import Composition, Step
from pydantic import ValidationError

from scenarios.cards.grammar.reader import NotRead, read_ability, read_spell_effect
from scenarios.cards.grammar.writer.all_rules import Unwritable, write_ability, write_effect
from scenarios.cards.grammar.writer.static import UnwritablePassive
from scenarios.cards.models import AbilityModel
from scenarios.cards.models_steps import StepModel


def canonical(effect: list[Step]) -> list[Any]:
    """Steps as the card model holds them (defaults dropped), to compare readings."""
    return [
        StepModel.model_validate(s).model_dump(exclude_defaults=True, by_alias=True) for s in effect
    ]


def accepted(c: Composition) -> bool:
    """Whether the card model accepts the composed reading (what the engine can be given)."""
    try:
        if c.ability is not None:
            AbilityModel.model_validate(c.ability)
        else:
            canonical(list(c.effect))
    except ValidationError:
        return False
    return True


@dataclass(frozen=True)
class Outcome:
    why: str
    """"" when the reading came back; else the kind of failure."""
    text: str
    detail: str = ""


def round_trip(c: Composition) -> Outcome:
    try:
        ability = c.ability
        text = (
            write_ability(ability, unique=c.unique)
            if ability is not None
            else write_effect(list(c.effect))
        )
    except (Unwritable, UnwritablePassive) as exc:
        return Outcome("the writer has no words", "", str(exc))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return Outcome("the writer failed", "", f"{type(exc).__name__} {exc}")
    try:
        if c.ability is not None:
            back = read_ability(text)
            same = back == c.ability or _same_ability(back, c.ability)
        else:
            got = read_spell_effect(text)
            same = canonical(got) == canonical(list(c.effect))
            back = {"effect": got}
    except NotRead as exc:
        return Outcome("not read back", text, str(exc))
    except ValidationError as exc:
        return Outcome("read as no valid step", text, str(exc).splitlines()[0])
    if not same:
        return Outcome("read back differently", text, str(back))
    return Outcome("", text)


def _same_ability(back: Step, ability: Step) -> bool:
    try:
        return bool(
            AbilityModel.model_validate(back).model_dump(exclude_defaults=True)
            == AbilityModel.model_validate(ability).model_dump(exclude_defaults=True)
        )
    except ValidationError:
        return False


def runs(c: Composition, text: str) -> bool:
    """Whether the printed reader (grammar alone) makes the text executable."""
    return grammar_alone(text, "Spell" if c.ability is None else "Character").executable
