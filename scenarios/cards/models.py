"""The card file format as pydantic models (strict: unknown fields are errors).

A library file holds one set::

    set: cr-examples
    cards:
      - name: Ordis Cadets
        type: Character
        ...
        abilities:
          - text: "{J} Create an Ordis Recruit 1/1/1 Soldier token in my Expedition."
            reaction:
              trigger: enters_play
              effect:
                - action: create
                  token: Ordis Recruit 1/1/1 Soldier

See ``docs/cards.md`` for every construct. Abilities and cards are here; the effect models
(steps, filters, modes, tokens) are in :mod:`scenarios.cards.models_steps`, re-exported.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import Annotated, Literal

from pydantic import BeforeValidator, ConfigDict, Field, field_validator, model_validator

from engine import CardType, Faction, PermanentZone
from scenarios.cards import models_steps as _models_steps
from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import unknown_subtype
from scenarios.cards.count_words import CountedCondition
from scenarios.cards.models_modifiers import AlsoModel, CostExtras, ReplaceModel
from scenarios.cards.models_steps import (
    ActionName,
    CantBeAction,
    DieOutcomeModel,
    FilterModel,
    ModeModel,
    NextPlayedModel,
    OngoingModel,
    StatusName,
    StepModel,
    Strict,
    SubjectName,
    TerrainName,
    TokenTemplate,
    TriggerName,
)
from scenarios.yamlio import suggest

__all__ = [
    "AbilityModel",
    "ActionName",
    "AlsoModel",
    "CantBeModel",
    "CardModel",
    "CardSetModel",
    "CostChange",
    "DieOutcomeModel",
    "FilterModel",
    "GrantModel",
    "ModeModel",
    "NextPlayedModel",
    "OngoingModel",
    "PassiveModel",
    "QuickActionModel",
    "QuickCost",
    "ReactionModel",
    "ReplaceModel",
    "StatsChange",
    "StatusName",
    "StepModel",
    "Strict",
    "SubjectName",
    "TerrainName",
    "TokenTemplate",
    "TriggerName",
    "slug",
]


class ReactionModel(Strict):
    """ "Trigger – Effect" (2.2.12.l)."""

    trigger: TriggerName
    condition: CountedCondition | None = Field(default=None, alias="if")
    effect: tuple[StepModel, ...]
    filter: FilterModel | None = None  # which cards: "When you play a Spell" (5.1.2.l)
    status: StatusName | None = None  # gains_status / loses_status: the status gained / lost
    amount: int = Field(default=0, ge=0)  # gains_boosts: at least; counter_reaches: the count
    counter: str = ""  # counter_reaches: the counter
    # ha: player_does_keyword_action: the keyword action watched — a set's by its printed
    # name ("Kindle", 2.2.12.c), a rules' by its action ("sabotage", 7.3.35.a)
    keyword_action: str = ""
    # 4.2.a; "Rest": the daily effect of the Night (4.2.5.b) — only a move Rest makes
    during: Literal["Morning", "Noon", "Afternoon", "Dusk", "Night", "Rest"] | None = None
    terrain: TerrainName | None = None  # "moves forward due to {V}" (4.2.4.j)
    or_terrains: tuple[TerrainName, ...] = ()  # "due to {O} or {V}": the others (4.2.4.j)
    # "plays a card from Reserve / from your hand" (5.1.2.d: where it is played from); "from
    # your hand or Reserve": either zone a card is played from (5.2.a)
    played_from: Literal["reserve", "hand", "hand_or_reserve"] | None = None
    # gh: "When a card is sent to your Reserve by an opponent's effect" (7.5.5.c, 1.4.7.c)
    by_opponent_effect: bool = False
    # whose event a player's trigger watches (1.2.2): "When you / an opponent / a player ..."
    player: Literal["you", "opponent", "any"] | None = None
    # "discard a card from your hand"; "is discarded from the Expedition / Landmark zone":
    # from any player's zone of that kind (3.2.4, 3.2.7)
    # "When a Character joins my Expedition from your Reserve / hand": the controller's zone
    # it came from, directly or played from there (5.1.2.d, 7.5.10.a)
    # "When a card is put into your discard pile from your deck": its controller's zone (g6)
    # ia: "When a card goes to [your] Reserve from your Discard pile / from an Expedition /
    # after it resolves": also "discard", "expedition" (3.2.4) and "limbo" (5.2.4.b), for the
    # Reserve triggers only (3.2.10)
    joined_from: Literal["reserve", "hand", "deck", "discard", "expedition", "limbo"] | None = None
    # "from a Reserve" / "from an opponent's Reserve": any player's / another player's
    discarded_from: (
        Literal[
            "hand",
            "reserve",
            "expedition_zone",
            "landmark_zone",
            "any_reserve",
            "opponents_reserve",
        ]
        | None
    ) = None
    # you_play_a_card: "your second Spell each turn / Day / Afternoon" — the Nth such play
    # in the period
    ordinal: int = Field(default=0, ge=0, le=9)
    per: Literal["turn", "day", "afternoon"] | None = None
    # "This ability triggers only once / twice per Day": at most that many activations of
    # this Reaction of an object each Day (1.4.6.c, 6.3.l)
    per_day: int | None = Field(default=None, ge=1, le=99)
    # gy: "This ability triggers only once / twice per turn": at most that many activations
    # of this Reaction of an object in one Afternoon turn (4.2.3.d, 4.2.3.e)
    per_turn: int | None = Field(default=None, ge=1, le=99)
    # "When one or more [objects] [join / leave play / are sacrificed …]": once per event
    # however many of its atomic actions the trigger matches (1.2.7.c), not once per object
    # (6.3.g); "N or more": only when the event matches at least ``at_least``
    once_per_event: bool = False
    at_least: int | None = Field(default=None, ge=2, le=99)
    # you_play_a_card / opponent_plays_a_card: "a Landmark / an Expedition Permanent" — the
    # played card's zone type (2.2.3), what it is wherever it is
    zone_type: Literal["landmark", "expedition"] | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class StatsChange(Strict):
    """A passive statistic change (2.3.1.a); ``group``: every Character in play ``filter``
    lets through ("Characters you control get +1/+1/+1", 2.3.1.b)."""

    scope: Literal["self", "my_expedition", "my_characters", "group"] = "self"
    forest: int = 0
    mountain: int = 0
    water: int = 0
    filter: FilterModel | None = None
    # "I have +1/+1/+1 for each Ember counter on me": the change once per thing counted,
    # counted as the statistics are looked at (2.3.1.a, 2.2.11.c), in the words "for each" takes
    per: str | None = None
    # "the base statistics of [objects] become 1/1/1" ({V}, {M}, {O}; 2.3.1.d); "their
    # statistics become 1/1/1" (set after the additions, 2.3.2.f); "{V} and {O} are
    # swapped" (the two statistics exchanged, by terrain name)
    base: tuple[int, int, int] | None = None
    become: tuple[int, int, int] | None = None
    swap: (
        tuple[Literal["forest", "mountain", "water"], Literal["forest", "mountain", "water"]] | None
    ) = None

    @model_validator(mode="after")
    def _group_has_filter(self) -> StatsChange:
        if (self.scope == "group") != (self.filter is not None):
            raise ValueError("a 'group' statistic change names its objects ('filter:'), only it")
        if self.swap is not None and self.swap[0] == self.swap[1]:
            raise ValueError("'swap' names two different statistics (2.2.11.b)")
        if any(n < 0 for n in (*(self.base or ()), *(self.become or ()))):
            raise ValueError("a statistic set is a number, 0 or more (2.2.11.a)")
        return self


class CantBeModel(Strict):
    """ "I can't be sacrificed", "[group] can't gain boosts" (1.4.1.a): the atomic actions
    (``sacrifice``, ``exhaust``, ``ready``, ``discard``, ``gain_boosts``, ``gain_[status]``,
    ``gain_status`` (any status), ``go_to_reserve``) impossible on the bearer, or on the
    objects in play ``filter`` lets through (2.3.1.b); ``target``: not a suitable target
    (6.5.b), ``target_by_opponent``: not for an opponent of its controller;
    ``target_by_spell`` / ``target_by_opponents_spell``: not for a Spell's effect (an
    opponent's Spell's, 5.1.2.j)."""

    actions: tuple[CantBeAction, ...]
    filter: FilterModel | None = None
    # "[group] can't gain Debt counters": of ``gain_counters``, only counters of this name
    # (2.5.a; boosts are said by ``gain_boosts``).
    counter: str | None = None

    @model_validator(mode="after")
    def _some(self) -> CantBeModel:
        if not self.actions:
            raise ValueError("'cant_be' names at least one action")
        if self.counter is not None and self.actions != ("gain_counters",):
            raise ValueError("'cant_be' names a counter only for 'gain_counters'")
        return self


ZoneMoved = Literal["discard", "reserve", "hand", "deck"]
"""The zone kinds a zone move's "can't" names (3.2)."""
ZonesWhose = Literal["yours", "opponents"]
"""Whose zones it names: its controller's ("your", 7.2.3.a) or their opponents'."""


class CantMoveModel(Strict):
    """ "Cards can't go from a Discard pile to a Reserve", "Characters can't leave your
    opponents' Discard piles" (1.4.1.a): a card's move from a zone of kind ``from`` (of
    ``from_whose``; any player's when unsaid) to a zone of kind ``to`` (of ``to_whose``; any
    other zone when ``to`` is unsaid) is impossible for the cards ``filter`` lets through
    (its types only; every card when unsaid)."""

    from_: ZoneMoved = Field(alias="from")
    from_whose: ZonesWhose | None = None
    to: ZoneMoved | None = None
    to_whose: ZonesWhose | None = None
    filter: FilterModel | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _a_move(self) -> CantMoveModel:
        if self.to is None and self.to_whose is not None:
            raise ValueError("'to_whose' names whose zone 'to' is")
        if self.to == self.from_ and self.to_whose == self.from_whose:
            raise ValueError("a move goes from a zone to another zone")
        return self


class PlayedNth(Strict):
    """The cards a cost alteration changes when they are "the first / second … [card] [a
    player] play(s) [from a zone] each [period]" (5.1.2.f, 5.1.2.k), as the grammar reads
    them: the ``ordinal``-th card of that kind (``card_type`` ``None``: any card) played by
    ``players`` ("you", "opponents", "any") — each player's own count, or, ``together``, one
    count of all their plays ("the first Spell your opponents play") — in the ``period``."""

    ordinal: int = 1
    card_type: Literal["Character", "Permanent", "Spell"] | None = None
    subtype: str = ""
    players: Literal["you", "opponents", "any"] = "you"
    together: bool = False
    from_zone: Literal["reserve", "hand"] | None = None
    period: Literal["turn", "afternoon", "day"]
    # "… you play in my Expedition each turn": only cards played into that Expedition count
    # and are changed (5.1.2.c; engine.play.cost_places)
    into: Literal["my_expedition", "facing_me", "hero", "companion"] | None = None
    # "the first Landmark Permanent": Permanents of that zone type only (2.2.3.b)
    permanent_zone: Literal["landmark", "expedition"] | None = None


class PlayedGains(Strict):
    """ "Each Character you play [in my Expedition / in an Expedition that is behind] gains N
    boosts" (5.2.d): every Character its controller plays gets ``amount`` boosts as it
    enters play, when it enters ``into`` (the bearer's Expedition, or one that is ahead /
    behind / tied as the Character is played, 7.5.2) — or only the first of the period."""

    amount: int
    into: Literal["my_expedition", "ahead", "behind", "tied"] | None = None
    # "The first [card] you play each turn / Afternoon / Day gains N boosts": only the first
    # of ``card_type`` ("card": any card) played in that period (5.1.2.k)
    first_each: Literal["turn", "afternoon", "day"] | None = None
    card_type: Literal["card", "Character", "Permanent", "Spell"] = "Character"


class CostChange(CostExtras):
    """A cost alteration (5.1.2.f): ``change`` (``per`` times) added to matching cards'
    cost; ``minimum`` restricts only this change, ``at_least`` the final cost; ``played``:
    the cards, typed, when they are the Nth played in a period (``applies_to`` their words)."""

    change: int | Literal["X"] = 0
    applies_to: str
    played: PlayedNth | None = None
    per: str | None = None
    minimum: int | None = None
    at_least: int | None = None
    condition: CountedCondition | None = Field(default=None, alias="if")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class GrantModel(Strict):
    """A passive giving abilities or a keyword to objects (2.3.1.a), ``to`` in words."""

    to: str
    abilities: tuple[AbilityModel, ...] = ()
    keyword: Annotated[str | None, BeforeValidator(v.plain_keyword)] = None
    # "Characters your opponents control lose [[Tough]]": the keyword taken away (7.4)
    lose: bool = False

    @model_validator(mode="after")
    def _something(self) -> GrantModel:
        if not self.abilities and self.keyword is None:
            raise ValueError("a grant gives abilities or a keyword")
        if self.keyword is not None:
            v.keyword_parts(self.keyword)
        return self


class LimitChange(Strict):
    """A zone's limit changed by a passive ability (2.2.12.m): "Your Landmark limit is
    increased by one" (3.2.7.c), "All Reserve limits are reduced by one" (3.2.10.b) —
    ``by`` added to the limit of its controller (``players: you``) or of every player — or
    "Your Reserve limit is 4": the limit is ``to``."""

    zone: Literal["reserve", "landmarks"]
    by: int = 0
    to: int | None = None  # "Your Reserve limit is 4": the limit is that number
    players: Literal["you", "all", "opponents"] = "you"

    @model_validator(mode="after")
    def _one_change(self) -> LimitChange:
        if (self.to is None) == (self.by == 0):
            raise ValueError("a limit change says 'by' (a change) or 'to' (the limit)")
        return self


class SubtypesGiven(Strict):
    """ "[group] are Courtiers in addition to their other sub-types": the sub-types every
    object of the group (in words, as a grant's ``to``) has in play (2.3.1.a-b)."""

    to: str
    subtypes: tuple[str, ...]


class PassiveModel(Strict):
    """A passive ability (2.2.12.m): exactly one of its fields."""

    stats: StatsChange | None = None
    keyword: Annotated[str | None, BeforeValidator(v.plain_keyword)] = None
    # "I lose [Defender]" (under a condition, 2.3.2.f): the bearer's keyword taken away
    lose_keyword: Annotated[str | None, BeforeValidator(v.plain_keyword)] = None
    grant: GrantModel | str | None = None
    cost: CostChange | None = None
    cant: str | None = None
    cant_be: CantBeModel | None = None  # "I can't be sacrificed" (1.4.1.a)
    cant_move: CantMoveModel | None = None  # "Cards can't go from … to …" (1.4.1.a)
    replace: ReplaceModel | None = Field(default=None, alias="instead")
    also: AlsoModel | None = None
    region_gains: tuple[TerrainName, ...] | None = None  # "My region is [...] in addition"
    all_regions_are: tuple[TerrainName, ...] | None = None  # "All regions are [...]"
    # "[objects] lose their abilities" (the 2.3.2.d Example): whose, in words.
    lose_abilities: str | None = None
    # "Ignore the abilities of [objects]" (7.3.19.a), while the passive works: whose, in words
    ignore_abilities: str | None = None
    # "All Characters are [sub-types]" (the 2.3.2.e Example).
    all_characters_are: tuple[str, ...] | None = None
    # "[group] are Courtiers in addition to their other sub-types" (2.3.1.a-b)
    subtypes_given: SubtypesGiven | None = None
    static: str | None = None  # a rule changed, in words ("I can't be played")
    limit: LimitChange | None = None  # "Your Landmark limit is increased by one" (2.2.12.m)
    played_gains: PlayedGains | None = None  # "Each Character you play gains 1 boost" (5.2.d)
    condition: CountedCondition | None = Field(default=None, alias="if")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _one(self) -> PassiveModel:
        names = "stats keyword lose_keyword grant cost cant cant_be cant_move replace also"
        names += " region_gains"
        names += " all_regions_are"
        names += " lose_abilities ignore_abilities all_characters_are static limit played_gains"
        names += " subtypes_given"
        chosen = [n for n in names.split() if getattr(self, n) is not None]
        if len(chosen) != 1:
            raise ValueError(
                "a passive ability has exactly one of: stats, keyword, lose_keyword, grant, cost, "
                "cant, cant_be, cant_move, "
                "instead, also, region_gains, all_regions_are, lose_abilities, ignore_abilities, "
                "all_characters_are, subtypes_given, static, limit, played_gains "
                f"(got {', '.join(chosen) or 'none'})"
            )
        if self.region_gains is not None and not self.region_gains:
            raise ValueError("region_gains names at least one terrain (forest, mountain, water)")
        if self.all_regions_are is not None and not self.all_regions_are:
            raise ValueError("all_regions_are names at least one terrain (forest, mountain, water)")
        for said in (self.keyword, self.lose_keyword):
            if said is not None:
                v.keyword_parts(said)
        return self


class QuickCost(Strict):
    """A quick action's cost (1.2.5, 7.1.4): mana, {T} exhaust me, {D} discard me from
    Reserve, and other costs written as steps."""

    mana: int | Literal["X"] = 0
    exhaust_me: bool = False
    discard_me_from_reserve: bool = False
    sacrifice_me: bool = False  # "Sacrifice me" (7.3.36.a)
    # "Spend N of my [name] counters / boosts" (7.3.38.a); "X": chosen as it is declared (2.5.h)
    spend: int | Literal["X"] = Field(default=0)
    counter: str = ""  # the counter spent: a name, or "boost"
    # "Remove up to N boosts from me": X chosen as it is declared, at most N (5.1.2.c); 0: no
    # bound but what the object has
    spend_most: int = 0
    steps: tuple[StepModel, ...] = ()

    @model_validator(mode="after")
    def _spend(self) -> QuickCost:
        if isinstance(self.spend, int) and self.spend < 0:
            raise ValueError("a cost spends no fewer than 0 counters")
        if self.spend_most and (self.spend != "X" or self.spend_most < 0):
            raise ValueError("'spend_most' bounds a spend of X counters (5.1.2.c)")
        if bool(self.spend) != bool(self.counter):
            raise ValueError("a cost spending counters gives both 'spend' and 'counter'")
        return self


class QuickActionModel(Strict):
    """ "Cost: Effect" (2.2.12.k)."""

    cost: QuickCost
    effect: tuple[StepModel, ...]
    condition: CountedCondition | None = Field(default=None, alias="if")
    per_day: int | None = None  # "Use this ability only once each Day" (1.4.6.b, 5.1.2.g)
    # "Activate only once per turn": plays in one Afternoon turn (4.2.3.e, 5.1.2.g)
    per_turn: int | None = Field(default=None, ge=1, le=99)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class AbilityModel(Strict):
    """One ability: exactly one of reaction, passive, quick_action; ``support`` abilities
    work only in Reserve (2.2.12.d)."""

    text: str = ""
    support: bool = False
    # the set's own keyword ability this ability is read from, by its printed name
    # ("[Tether]. (When I …)", 2.2.12.c): "with [Tether]" finds it (engine Ability.set_keyword)
    set_keyword: str = ""
    reaction: ReactionModel | None = None
    passive: PassiveModel | None = None
    quick_action: QuickActionModel | None = None

    @model_validator(mode="after")
    def _one(self) -> AbilityModel:
        chosen = [n for n in ("reaction", "passive", "quick_action") if getattr(self, n)]
        if len(chosen) != 1:
            raise ValueError(
                "an ability has exactly one of: reaction, passive, quick_action "
                f"(got {', '.join(chosen) or 'none'})"
            )
        return self


class CardModel(Strict):
    """Printed characteristics (section 2.2) plus structured abilities."""

    id: str | None = None
    name: str
    type: CardType
    subtypes: tuple[str, ...] = ()
    zone_type: PermanentZone | None = None
    faction: Faction | None = None
    rarity: Literal["common", "rare", "exalted", "unique"] | None = None
    hand_cost: int | None = None
    reserve_cost: int | None = None
    forest: int | None = None
    mountain: int | None = None
    water: int | None = None
    reserve_limit: int | None = None
    landmark_limit: int | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    abilities: tuple[AbilityModel, ...] = ()
    effect: tuple[StepModel, ...] = ()
    token: bool = False
    aliases: tuple[str, ...] = ()
    note: str = ""
    assumed: tuple[
        Literal[
            "hand_cost",
            "reserve_cost",
            "statistics",
            "faction",
            "rarity",
            "subtypes",
            "limits",
            "text",
            "type",
            "zone_type",
        ],
        ...,
    ] = ()
    rules: tuple[str, ...] = ()
    read_text: bool = False
    """Compile ``text`` with the printed-text reader instead of writing abilities: for a
    Unique or a card not imported, typed as printed (icons as ``{J}``, keywords in
    brackets); see ``docs/cards.md``."""

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, value: object) -> object:
        if isinstance(value, str):
            names = {t.value.lower(): t.value for t in CardType}
            key = value.strip().lower()
            if key not in names:
                raise ValueError(f"unknown card type {value!r}{suggest(value, names.values())}")
            return names[key]
        return value

    @field_validator("faction", mode="before")
    @classmethod
    def _faction(cls, value: object) -> object:
        if isinstance(value, str):
            names = {f.value.lower(): f.value for f in Faction}
            key = value.strip().lower()
            if key not in names:
                raise ValueError(f"unknown faction {value!r}{suggest(value, names.values())}")
            return names[key]
        return value

    @field_validator("keywords", mode="before")
    @classmethod
    def _plain_keywords(cls, value: object) -> object:
        if isinstance(value, (list, tuple)):
            return tuple(v.plain_keyword(k) for k in value)
        return value

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for k in value:
            v.keyword_parts(k)
        return value

    @field_validator("rules")
    @classmethod
    def _rules(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for r in value:
            if not re.fullmatch(r"\d+(\.\d+)*(\.[a-z])?", r):
                raise ValueError(f"{r!r} is not a rule number such as '6.2.e'")
        return value

    @model_validator(mode="after")
    def _coherent(self) -> CardModel:
        t = self.type
        # the rules' lists and the data's read (2.2.2.d, e, g), of every card type: an object
        # may have any sub-types (2.2.2.c) — "Plant" on a Permanent is the Plant sub-type
        allowed: AbstractSet[str] = v.CHARACTER_SUBTYPES | v.PERMANENT_SUBTYPES | v.SPELL_SUBTYPES
        for s in self.subtypes:
            if s not in allowed:
                raise ValueError(
                    f"{s!r} is not a sub-type the rules list (2.2.2){unknown_subtype(s, allowed)}"
                )
        if t is CardType.HERO and self.subtypes:
            raise ValueError("Heroes have no sub-types (2.2.2.b)")
        if t is CardType.PERMANENT and self.zone_type is None:
            raise ValueError("a Permanent needs a zone_type: Expedition or Landmark (2.2.3)")
        if t is not CardType.PERMANENT and self.zone_type is not None:
            raise ValueError("only Permanents have a zone_type (2.2.3.a)")
        if t is not CardType.HERO and (
            self.reserve_limit is not None or self.landmark_limit is not None
        ):
            raise ValueError("only Heroes have reserve and landmark limits (2.2.13.b, 2.2.14.b)")
        if t is not CardType.CHARACTER and any(
            s is not None for s in (self.forest, self.mountain, self.water)
        ):
            raise ValueError("only Characters have statistics (2.2.11.a)")
        if self.effect and t is not CardType.SPELL:
            raise ValueError("only Spells have an effect; other cards have abilities")
        if t is CardType.SPELL and any(a.passive is None for a in self.abilities if not a.support):
            raise ValueError("a Spell's instructions go in 'effect', not in abilities")
        if self.read_text and (self.abilities or self.effect):
            raise ValueError(
                "read_text compiles 'text': give the printed text only, not abilities or effect"
            )
        if self.read_text and not self.text.strip():
            raise ValueError("read_text needs the printed 'text' to read")
        return self

    @property
    def card_id(self) -> str:
        """The library id: ``id`` if given, else the name as a slug."""
        return self.id or slug(self.name)


def slug(name: str) -> str:
    """``"Kuwat, the Dissenter"`` -> ``"kuwat-the-dissenter"``."""
    import unicodedata

    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


# The effect models (models_steps) refer to AbilityModel, defined here: named in their
# module, each finds it when its validator is built, on first use (defer_build) — a
# model_rebuild() here would build them all on import.
_models_steps.AbilityModel = AbilityModel  # type: ignore[attr-defined]


class CardSetModel(Strict):
    """One library file: a set of cards."""

    set: str
    description: str = ""
    cards: tuple[CardModel, ...]
