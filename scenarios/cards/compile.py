"""From validated card models to the engine's :class:`~engine.CardDef`.

Every construct either maps to something the engine executes, or is reported as "not
executable yet" by name (:class:`Gap`). A reported ability is left out of the engine card as
a whole — never executed half-way — and the gap travels with the card, so scenario runs
and ``judge-app cards search`` show it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import Ability, CardType, EffectStep, Keyword
from scenarios.cards import vocabulary as v
from scenarios.cards.compile_abilities import _ability
from scenarios.cards.compile_steps import compile_effect, compile_step
from scenarios.cards.errors import NotExecutable
from scenarios.cards.expedition_it_checks import spell_expedition_it_checked  # ga
from scenarios.cards.i_had import refuse_i_had
from scenarios.cards.i_was import refuse_i_was
from scenarios.cards.models import CardModel
from scenarios.cards.result_conditions import no_unnoted_result
from scenarios.cards.spell_durations import spell_in_play_gap
from scenarios.cards.spell_places import spell_own_place_gap

__all__ = ["Compiled", "Gap", "NotExecutable", "compile_card", "compile_effect", "compile_step"]


@dataclass(frozen=True, slots=True)
class Gap:
    """A construct the engine cannot execute yet: where it is in the card, and why."""

    where: str
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


@dataclass(frozen=True, slots=True)
class Compiled:
    """Keyword arguments for :class:`~engine.CardDef` (all but id, owner and name) and
    the constructs left out."""

    fields: dict[str, Any]
    gaps: tuple[Gap, ...]


def compile_card(card: CardModel) -> Compiled:
    """Compile a card; never raises for unsupported constructs (they become gaps)."""
    gaps: list[Gap] = []
    keywords: set[Keyword] = set()
    tough = scout = 0
    for k in card.keywords:
        word, number = v.keyword_parts(k)
        if word in v.ENGINE_KEYWORDS:
            keywords.add(v.ENGINE_KEYWORDS[word])
            if word == "Tough":
                tough = number or 0
            if word == "Scout":
                scout = number or 0
        else:
            gaps.append(
                Gap(
                    f"keyword {k}",
                    f"keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is "
                    "not applied by the engine yet",
                )
            )
    abilities: list[Ability] = []
    for i, ab in enumerate(card.abilities):
        where = f"abilities[{i}]" + (f' "{ab.text}"' if ab.text else "")
        try:
            ability, keyword = _ability(ab)
        except NotExecutable as exc:
            gaps.append(Gap(where, str(exc)))
            continue
        if ability is not None:
            abilities.append(ability)
        if keyword is not None:
            keywords.add(keyword)
    effect: tuple[EffectStep, ...] = ()
    if card.effect:
        try:
            effect = compile_effect(card.effect)
            no_unnoted_result((), effect)  # a Spell's: no roll activated it (7.3.33.a)
            refuse_i_had(None, effect)  # a Spell's "I had": not noted (6.3.j)
            refuse_i_was(None, effect)  # a Spell's "I was": no event (6.3.k)
            spell_expedition_it_checked(effect)  # ga: "if it's ahead" of no Expedition (7.5.2)
        except NotExecutable as exc:
            gaps.append(Gap("effect" + (f' "{card.text}"' if card.text else ""), str(exc)))
        own_place = spell_own_place_gap(card) if card.type is CardType.SPELL else ""
        if own_place:  # review29: "the Expedition facing me" said by a Spell (5.1.2.h)
            gaps.append(Gap("effect" + (f' "{card.text}"' if card.text else ""), own_place))
        in_play = spell_in_play_gap(card) if card.type is CardType.SPELL else ""
        if in_play:  # gram110: "while I'm in play" said by a Spell (5.1.2.h)
            gaps.append(Gap("effect" + (f' "{card.text}"' if card.text else ""), in_play))
    fields: dict[str, Any] = {
        "type": card.type,
        "subtypes": card.subtypes,
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "faction": card.faction,
        "forest": card.forest or 0,
        "mountain": card.mountain or 0,
        "water": card.water or 0,
        "keywords": frozenset(keywords),
        "abilities": tuple(abilities),
        "effect": effect,
        "permanent_zone": card.zone_type,
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "is_token": card.token,
        "tough": tough,
        "scout": scout,
    }
    if card.type is CardType.HERO:
        fields.pop("hand_cost")
        fields.pop("reserve_cost")
    return Compiled(fields, tuple(gaps))
