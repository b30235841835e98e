"""Printed characteristics of cards and tokens, and abilities written as data.

A :class:`CardDef` is what is written on a card (2.2.a) or described by the event that
created a token (2.2.b). Game objects point at their card by id; the characteristics an
object actually has are computed from its card, its zone and passive abilities
(see ``engine.reading.passives``).

Abilities are plain data: a Reaction is a trigger plus effect steps, a passive modifier is
a :class:`ModifierSpec`. Only the vocabulary below can be expressed — with the kinds of
abilities of :mod:`engine.state.kinds`, the triggers of :mod:`engine.state.triggers`, the
subjects of :mod:`engine.state.subjects` and the conditions and filters of
:mod:`engine.state.conditions`, all re-exported here; it is the extension point for more
card text.
"""

from __future__ import annotations

from dataclasses import field

from engine.state.abilities import (
    Ability,
    ByHand,
    CostSpec,
    CountOutcome,
    DieOutcome,
    EffectStep,
    Grant,
    Mode,
    ModifierSpec,
    NextPlayed,
    OngoingSpec,
    QuickCost,
    TokenSpec,
    modal,
)
from engine.state.ability_scopes import CostScope, Duration, GrantScope, StatModifier, TotalLimit
from engine.state.actions import ActionKind
from engine.state.conditions import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.enums import (
    CardType,
    Faction,
    Keyword,
    PermanentZone,
    Terrain,
    ZoneKind,
)
from engine.state.kinds import AbilityKind
from engine.state.records import record
from engine.state.restrictions import IgnoreScope, IgnoreSpec, Restriction, RestrictionKind
from engine.state.subjects import (
    CHOICE_SUBJECTS,
    EXPEDITION_SUBJECTS,
    GROUP_SUBJECTS,
    PLAYER_SUBJECTS,
    TARGET_SUBJECTS,
    Subject,
)
from engine.state.triggers import HAND_OR_RESERVE, SELF_MOVE_TRIGGERS, TriggerKind, TriggerPlayer

__all__ = [
    "CHOICE_SUBJECTS",
    "EXPEDITION_SUBJECTS",
    "GROUP_SUBJECTS",
    "HAND_OR_RESERVE",
    "PLAYER_SUBJECTS",
    "SCOUT_REACTION",
    "SELF_MOVE_TRIGGERS",
    "TARGET_SUBJECTS",
    "Ability",
    "AbilityKind",
    "ByHand",
    "CardDef",
    "CardType",
    "Condition",
    "ConditionKind",
    "CostScope",
    "CostSpec",
    "CountOutcome",
    "Counted",
    "DieOutcome",
    "Duration",
    "EffectStep",
    "Grant",
    "GrantScope",
    "IgnoreScope",
    "IgnoreSpec",
    "Mode",
    "ModifierSpec",
    "NextPlayed",
    "ObjectFilter",
    "OngoingSpec",
    "QuickCost",
    "Restriction",
    "RestrictionKind",
    "StatModifier",
    "Subject",
    "TokenSpec",
    "TotalLimit",
    "TriggerKind",
    "TriggerPlayer",
    "modal",
]


@record
class CardDef:
    """The printed characteristics of a card, or those given to a token (2.2.a, 2.2.b)."""

    card_id: str
    owner: str
    name: str
    type: CardType
    subtypes: tuple[str, ...] = ()
    hand_cost: int | None = None
    reserve_cost: int | None = None
    faction: Faction | None = None
    forest: int = 0
    mountain: int = 0
    water: int = 0
    keywords: frozenset[Keyword] = field(default_factory=frozenset)
    abilities: tuple[Ability, ...] = ()
    effect: tuple[EffectStep, ...] = ()  # a Spell's effect (5.1.2.j)
    permanent_zone: PermanentZone | None = None
    reserve_limit: int | None = None  # Heroes only (2.2.13.b)
    landmark_limit: int | None = None  # Heroes only (2.2.14.b)
    is_token: bool = False
    tough: int = 0  # the X of "Tough X" (7.4.7.b)
    scout: int = 0  # the X of "Scout X" (7.4.5.c)
    by_hand: tuple[ByHand, ...] = ()  # printed abilities the engine does not execute
    # each printed ability in printed order: its text and the index in ``abilities`` of the
    # ability read from it, -1 for a keyword line or one left to the judge (a scenario names
    # a quick action by its printed place, scenarios/cards/printed_order.py); () unknown
    printed: tuple[tuple[str, int], ...] = ()

    def stat(self, terrain: Terrain) -> int:
        """The printed statistic for ``terrain`` (2.2.11.b)."""
        if terrain is Terrain.FOREST:
            return self.forest
        if terrain is Terrain.MOUNTAIN:
            return self.mountain
        return self.water


SCOUT_REACTION = Ability(
    AbilityKind.REACTION,
    "{H} Send me to Reserve.",
    trigger=TriggerKind.PLAYED_FROM_HAND,
    effect=(EffectStep(ActionKind.SEND, Subject.SELF, to_zone=ZoneKind.RESERVE),),
)
"""The ability a card played with Scout gains as it enters play (7.4.5.c)."""
