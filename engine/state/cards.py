"""Printed characteristics of cards and tokens, and abilities written as data.

A :class:`CardDef` is what is written on a card (2.2.a) or described by the event that
created a token (2.2.b). Game objects point at their card by id; the characteristics an
object actually has are computed from its card, its zone and passive abilities
(see ``engine.pipeline.passives``).

Abilities are plain data: a Reaction is a trigger plus effect steps, a passive modifier is
a :class:`ModifierSpec`. Only the vocabulary below can be expressed; it is the extension
point for more card text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.pipeline.keywords import ActionKind
from engine.state.enums import (
    CardType,
    Faction,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)


class AbilityKind(StrEnum):
    """The four types of abilities (1.2.4.c)."""

    QUICK_ACTION = "quick_action"
    REACTION = "reaction"
    PASSIVE = "passive"
    EFFECT = "effect"


class TriggerKind(StrEnum):
    """Triggers the engine recognises (6.3.b)."""

    ENTERS_PLAY = "enters_play"  # 7.1.1.a, self-move (6.3.e)
    PLAYED_FROM_HAND = "played_from_hand"  # 7.1.1.b, self-move
    PLAYED_FROM_RESERVE = "played_from_reserve"  # 7.1.1.c, self-move
    AT_PHASE = "at_phase"  # 4.2.b
    LEAVES_EXPEDITION_ZONE = "leaves_expedition_zone"  # not self-move (6.3.f)


SELF_MOVE_TRIGGERS = frozenset(
    {TriggerKind.ENTERS_PLAY, TriggerKind.PLAYED_FROM_HAND, TriggerKind.PLAYED_FROM_RESERVE}
)


class Subject(StrEnum):
    """Who or what an effect step acts on."""

    SELF = "self"  # the object bearing the ability (7.2.1.a, for emblems 7.2.1.d)
    CONTROLLER = "controller"  # "you" (7.2.3.a)
    EACH_PLAYER = "each_player"
    OPPONENT = "opponent"
    TARGET_CHARACTER = "target_character"  # a target chosen as the step resolves (6.5.b)
    TARGET_RESERVE_CARD = "target_reserve_card"
    MY_EXPEDITION = "my_expedition"  # the Expedition of the object bearing the ability
    EACH_MY_EXPEDITION = "each_my_expedition"


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token to create: "create a [name] [x/y/z] [sub-types] token" (7.3.5.b)."""

    name: str
    forest: int
    mountain: int
    water: int
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EffectStep:
    """One step of an effect, as written on a card (1.2.6.b, 6.1.c)."""

    action: ActionKind
    subject: Subject = Subject.SELF
    amount: int = 1
    status: Status | None = None
    counter: str = ""
    optional: bool = False  # "you may" (6.5.c)
    token: TokenSpec | None = None
    to_zone: ZoneKind | None = None


@dataclass(frozen=True, slots=True)
class ModifierSpec:
    """A passive ability that is a modifier (6.2.a).

    ``replacing`` modifiers (6.2.b) change the destination of a matching moving atomic action
    (``replace_to_zone``) or turn it into another kind (``replace_action``); additive
    modifiers (6.2.c) add an atomic action of kind ``add_action`` on the same object.
    ``scope`` says whose actions it watches: "self" (the bearer), "mine" (objects its
    controller controls) or "any".
    """

    replacing: bool
    action: ActionKind
    scope: str = "self"
    to_zone: ZoneKind | None = None
    replace_to_zone: ZoneKind | None = None
    replace_action: ActionKind | None = None
    add_action: ActionKind | None = None
    add_status: Status | None = None
    add_amount: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class StatModifier:
    """A passive ability changing statistics (2.3.1.a): adds to forest/mountain/water of the
    objects in ``scope`` ("self", "my_expedition" or "my_characters")."""

    scope: str
    forest: int = 0
    mountain: int = 0
    water: int = 0


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability (1.2.4.a). ``support`` abilities only work in Reserve (1.2.4.d)."""

    kind: AbilityKind
    text: str = ""
    trigger: TriggerKind | None = None
    phase: Phase | None = None
    effect: tuple[EffectStep, ...] = ()
    modifier: ModifierSpec | None = None
    stats: StatModifier | None = None
    support: bool = False


@dataclass(frozen=True, slots=True)
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

    def stat(self, terrain: Terrain) -> int:
        """The printed statistic for ``terrain`` (2.2.11.b)."""
        if terrain is Terrain.FOREST:
            return self.forest
        if terrain is Terrain.MOUNTAIN:
            return self.mountain
        return self.water
