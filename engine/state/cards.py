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

from dataclasses import field
from enum import StrEnum
from typing import Final

from engine.pipeline.keywords import ActionKind
from engine.records import record
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
from engine.state.statics import StaticSpec


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
    LEAVES_LANDMARK_ZONE = "leaves_landmark_zone"  # not self-move (6.3.f)
    # "When I leave the Expedition zone, for each of my boosts": once per boost I had.
    LEAVES_EXPEDITION_ZONE_PER_BOOST = "leaves_expedition_zone_for_each_of_my_boosts"
    SACRIFICED = "sacrificed"  # "When I am sacrificed" (7.3.36.a), not self-move
    GOES_TO_RESERVE_FROM_HAND = "goes_to_reserve_from_hand"  # self-move (6.3.c)
    GOES_TO_RESERVE_FROM_ANYWHERE = "goes_to_reserve_from_anywhere"  # self-move (6.3.c)
    GOES_TO_RESERVE_FROM_EXPEDITION_ZONE = "goes_to_reserve_from_expedition_zone"  # 6.3.d
    CHARACTER_JOINS_MY_EXPEDITION = "character_joins_my_expedition"
    ANOTHER_CHARACTER_JOINS_MY_EXPEDITION = "another_character_joins_my_expedition"
    CHARACTER_JOINS_YOUR_EXPEDITIONS = "character_joins_your_expeditions"
    ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS = "another_character_joins_your_expeditions"
    MY_EXPEDITION_MOVES_FORWARD = "my_expedition_moves_forward"
    MY_EXPEDITION_FAILS_TO_MOVE_FORWARD = "my_expedition_fails_to_move_forward"  # 4.2.4.i
    YOU_SACRIFICE_A_CHARACTER = "you_sacrifice_a_character"
    YOU_MAKE_A_GIFT = "you_make_a_gift"  # 7.3.22.a
    # "When you play a [card]": the step where the card leaves Limbo at the end of its
    # resolution (5.1.2.l); which cards, by the Reaction's ``trigger_filter``.
    YOU_PLAY_A_CARD = "you_play_a_card"
    # "When [object] gains [status]" / "gains N or more boosts" / "When I gain my third
    # [name] counter": the object by ``trigger_filter``, what by ``trigger_status``,
    # ``trigger_amount`` and ``trigger_counter``.
    GAINS_STATUS = "gains_status"
    GAINS_BOOSTS = "gains_boosts"
    COUNTER_REACHES = "counter_reaches"
    # "When an opponent draws one or more cards or Resupplies": once per step and player
    # (an Exhausted Resupply is a Resupply, 7.3.14.a).
    OPPONENT_DRAWS_OR_RESUPPLIES = "opponent_draws_or_resupplies"
    # "When you exhaust a card in Reserve" (7.3.13.a; the card an Exhausted Resupply
    # exhausts too, 7.3.14.a).
    YOU_EXHAUST_A_RESERVE_CARD = "you_exhaust_a_reserve_card"
    # "When you create a token Character": a token created by the player (its owner,
    # 1.1.7.b) joins an Expedition (7.3.5.a).
    YOU_CREATE_A_TOKEN = "you_create_a_token"
    # "[effect] after Rest": the Reaction of the Emblem-Ongoing a delayed effect creates
    # (2.2.2.m), activated once Rest is over (4.2.d Remark).
    AFTER_REST = "after_rest"
    # "When an opponent plays a [card] [from Reserve]" (5.1.2.l): ``trigger_filter``,
    # ``trigger_from``.
    OPPONENT_PLAYS_A_CARD = "opponent_plays_a_card"
    # "When one of your Expeditions moves forward [due to {V}]": once per Expedition (4.2.4.j).
    ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD = "one_of_your_expeditions_moves_forward"
    # Cards moving among a player's zones (6.3.f, once per card, 6.3.g): "When a card leaves
    # your Reserve", "When a card joins the discard pile", "When a card goes from your deck
    # or hand to Reserve", "When a Character leaves your Expeditions".
    CARD_LEAVES_YOUR_RESERVE = "card_leaves_your_reserve"
    CARD_JOINS_A_DISCARD_PILE = "card_joins_a_discard_pile"
    CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND = "card_goes_to_your_reserve_from_deck_or_hand"
    CHARACTER_LEAVES_YOUR_EXPEDITIONS = "character_leaves_your_expeditions"
    CHARACTER_LEAVES_MY_EXPEDITION = "character_leaves_my_expedition"
    PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS = "permanent_joins_your_expeditions_or_landmarks"
    # "When you roll one or more dice": once per step in which the controller rolls
    # (7.3.33.a; a step is one event, 1.2.7.c).
    YOU_ROLL_DICE = "you_roll_dice"
    # "When my Expedition / one of your Expeditions attempts to Ascend": an effect says it
    # Ascends but it cannot (already Ascended, or a rule or effect forbids it, 7.5.3.a,
    # 7.3.3.a); not when a replacing modifier changed the Ascend (7.5.3 Remark).
    MY_EXPEDITION_ATTEMPTS_TO_ASCEND = "my_expedition_attempts_to_ascend"
    YOUR_EXPEDITION_ATTEMPTS_TO_ASCEND = "your_expedition_attempts_to_ascend"


SELF_MOVE_TRIGGERS = frozenset(
    {
        TriggerKind.ENTERS_PLAY,
        TriggerKind.PLAYED_FROM_HAND,
        TriggerKind.PLAYED_FROM_RESERVE,
        TriggerKind.GOES_TO_RESERVE_FROM_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE,
    }
)
"""Reactions whose trigger is "I" entering a visible zone (6.3.c); "When I go to Reserve
from the Expedition zone" is not one (6.3.d)."""


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
    IT = "it"  # the objects named by the trigger (6.3.i)
    TARGET_PERMANENT = "target_permanent"  # in play (2.2.1.h)
    TARGET_CHARACTER_OR_PERMANENT = "target_character_or_permanent"
    TARGET_PERMANENT_YOU_CONTROL = "target_permanent_you_control"
    TARGET_CARD_IN_YOUR_RESERVE = "target_card_in_your_reserve"
    TARGET_CARD_IN_PLAY_OR_RESERVE = "target_card_in_play_or_reserve"
    TARGET_CHARACTER_IN_MY_EXPEDITION = "target_character_in_my_expedition"
    TARGET_OPPONENT = "target_opponent"  # a player target (1.2.6.c)
    TARGET_EXPEDITION = "target_expedition"
    TARGET_OPPONENT_COMPANION_EXPEDITION = "target_opponent_companion_expedition"
    YOUR_COMPANION_EXPEDITION = "your_companion_expedition"
    YOUR_HERO_EXPEDITION = "your_hero_expedition"
    YOUR_OTHER_EXPEDITION = "your_other_expedition"  # the one the bearer is not in
    CARDS_IN_YOUR_RESERVE = "cards_in_your_reserve"  # every one, when the step happens
    # "each Character from target Expedition": the Expedition is the target (6.5.b), its
    # Characters are found as the step happens.
    CHARACTERS_IN_TARGET_EXPEDITION = "characters_in_target_expedition"
    CHARACTERS_YOU_CONTROL = "characters_you_control"  # every one, when the step happens
    A_CHARACTER_YOU_CONTROL = "a_character_you_control"  # a choice, not a target (6.1.g)
    A_CHARACTER_EACH_PLAYER_CONTROLS = "a_character_each_player_controls"  # 6.1.h
    A_CARD_FROM_YOUR_HAND = "a_card_from_your_hand"
    A_CHARACTER_FROM_HAND_OR_RESERVE = "a_character_from_hand_or_reserve"  # 5.2.a
    ONE_OF_YOUR_EXPEDITIONS = "one_of_your_expeditions"  # chosen for each object placed
    TOP_CARDS_OF_YOUR_DECK = "top_cards_of_your_deck"  # as many as the step's amount
    # "Each player puts the top card of their deck ...": that many from each player's Deck,
    # in initiative order (1.4.5.a); each goes to its owner's personal zone (3.1.2.c).
    TOP_CARDS_OF_EACH_PLAYERS_DECK = "top_cards_of_each_players_deck"
    CHARACTERS_AMONG_THEM = "characters_among_them"  # a choice among "it" (up to N)
    A_CARD_FROM_HAND_OR_RESERVE = "a_card_from_hand_or_reserve"  # played by Rush, 5.2.a
    TARGET_REGION = "target_region"  # a visible region of the Adventure (3.2.1.d)
    MY_REGION = "my_region"  # the region of the Expedition of the object bearing the ability
    A_TERRAIN_MARKER = "a_terrain_marker"  # a choice among the Terrain Markers (3.2.1.d)
    A_CARD_FROM_YOUR_RESERVE = "a_card_from_your_reserve"  # a choice, not a target (6.1.g)
    A_CARD_IN_RESERVE = "a_card_in_reserve"  # in any player's Reserve, a choice (6.1.g)
    # "Target opponent discards a card from their hand": the opponent is targeted (6.5.b),
    # then chooses one of their cards (6.1.h) and does the step (1.4.7.b).
    A_CARD_FROM_TARGET_OPPONENTS_HAND = "a_card_from_target_opponents_hand"
    # "Each player discards a card from their hand": each, in initiative order (6.1.h).
    A_CARD_FROM_EACH_PLAYERS_HAND = "a_card_from_each_players_hand"
    # "Ready two Mana Orbs": as many of your Mana Orbs as the step's amount, chosen (6.1.g).
    MANA_ORBS_YOU_CHOOSE = "mana_orbs_you_choose"
    # "Spend 1 counter from a card you control or in your Reserve": a card (not a token) in
    # play or in the Hero zone that you control, or in your Reserve, chosen (6.1.g).
    A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE = "a_card_you_control_or_in_your_reserve"
    # "Sacrifice a Permanent", "a Character or Permanent": one in play you control (6.1.g).
    A_CHARACTER_OR_PERMANENT_YOU_CONTROL = "a_character_or_permanent_you_control"
    # "each of your Expeditions that's behind or tied": found as the step happens (7.5.2).
    EACH_MY_EXPEDITION_BEHIND_OR_TIED = "each_my_expedition_behind_or_tied"
    ITS_OWNER = "its_owner"  # the owner of what "it" is (1.1.3.c)
    ITS_EXPEDITION = "its_expedition"  # where "it" is, or was before it moved (2.1.h)
    # "the Expedition facing me" (1.2.3.c): none for a Gigantic bearer, in both (7.4.4.l).
    THE_EXPEDITION_FACING_ME = "the_expedition_facing_me"
    # "all cards in Reserve": in every player's Reserve, found as the step happens.
    CARDS_IN_RESERVE = "cards_in_reserve"
    # "all other cards in play and in Reserve": in play (tokens too, which are cards of the
    # game) and in every Reserve, found as the step happens.
    CARDS_IN_PLAY_AND_RESERVE = "cards_in_play_and_reserve"
    # "... from a card in your Reserve or Landmarks": a card in either zone, chosen (6.1.g).
    A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS = "a_card_in_your_reserve_or_landmarks"


TARGET_SUBJECTS = frozenset(
    {
        Subject.TARGET_CHARACTER,
        Subject.TARGET_RESERVE_CARD,
        Subject.TARGET_PERMANENT,
        Subject.TARGET_CHARACTER_OR_PERMANENT,
        Subject.TARGET_PERMANENT_YOU_CONTROL,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        Subject.TARGET_CARD_IN_PLAY_OR_RESERVE,
        Subject.TARGET_CHARACTER_IN_MY_EXPEDITION,
        Subject.TARGET_OPPONENT,
        Subject.TARGET_EXPEDITION,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.TARGET_REGION,
        Subject.CHARACTERS_IN_TARGET_EXPEDITION,
    }
)
"""Subjects chosen as targets by the controller of the effect as the step resolves (6.5.b)."""

CHOICE_SUBJECTS = frozenset(
    {
        Subject.A_CHARACTER_YOU_CONTROL,
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_YOUR_HAND,
        Subject.A_CHARACTER_FROM_HAND_OR_RESERVE,
        Subject.CHARACTERS_AMONG_THEM,
        Subject.A_CARD_FROM_HAND_OR_RESERVE,
        Subject.A_TERRAIN_MARKER,
        Subject.A_CARD_FROM_YOUR_RESERVE,
        Subject.MANA_ORBS_YOU_CHOOSE,
        Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        Subject.A_CARD_IN_RESERVE,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND,
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS,
    }
)
"""Subjects chosen (not targeted) just before the step (6.1.g), by each player concerned in
initiative order (6.1.h)."""

PLAYER_SUBJECTS = frozenset(
    {
        Subject.CONTROLLER,
        Subject.EACH_PLAYER,
        Subject.OPPONENT,
        Subject.TARGET_OPPONENT,
        Subject.ITS_OWNER,
    }
)
GROUP_SUBJECTS = frozenset(
    {
        Subject.CHARACTERS_YOU_CONTROL,
        Subject.CARDS_IN_YOUR_RESERVE,
        Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        Subject.CARDS_IN_RESERVE,
        Subject.CARDS_IN_PLAY_AND_RESERVE,
    }
)
"""Groups of objects found as the step happens, which a filter can narrow (6.1.g)."""

EXPEDITION_SUBJECTS = frozenset(
    {
        Subject.MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED,
        Subject.THE_EXPEDITION_FACING_ME,
        Subject.ITS_EXPEDITION,
        Subject.TARGET_EXPEDITION,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.YOUR_COMPANION_EXPEDITION,
        Subject.YOUR_HERO_EXPEDITION,
        Subject.YOUR_OTHER_EXPEDITION,
        Subject.ONE_OF_YOUR_EXPEDITIONS,
    }
)


class ConditionKind:
    """Kinds of conditions (plain strings, so conditions serialise trivially)."""

    STATUS: Final = "status"  # "if I was / am [not] <status>"
    FIRST_PLAYER: Final = "first_player"  # "if you are [not] the first player"
    IT_IS_TYPE: Final = "it_is_type"  # "if it's a <type>"
    ONLY_CHARACTER: Final = "only_character"  # "if there is only one Character in my Expedition"
    EXPEDITION_BEHIND: Final = "expedition_behind"  # "if my Expedition is behind" (7.5.2.b)
    COUNT: Final = "count"  # "if you control two or more Landmarks", "if I have 2 or more boosts"
    I_AM_IN_TERRAIN: Final = "i_am_in_terrain"  # "if I'm in {V}" (7.5.8.c)
    IT_IS_IN_TERRAIN: Final = "it_is_in_terrain"  # "if it's in {V}": the trigger's objects
    IT_MATCHES: Final = "it_matches"  # "if it's a Robot or Permanent": fits one of ``any_of``
    # "if each of your Expeditions is behind or tied" (7.5.2.b-d)
    ALL_YOURS_BEHIND_OR_TIED: Final = "all_yours_behind_or_tied"
    ITS_EXPEDITION_BEHIND: Final = "its_expedition_behind"  # "if its Expedition is behind"
    # "if there are no Characters in the Expedition facing me" (1.2.3.c)
    NO_CHARACTER_FACING_ME: Final = "no_character_facing_me"
    # "if it's in a terrain where its base statistic is N": a terrain it is in (7.5.8.c)
    # where its printed statistic (2.2.11.b) is ``base_stat``.
    IT_IN_TERRAIN_WITH_BASE_STAT: Final = "it_in_terrain_with_base_stat"
    # "If the result is 6+" in a Reaction to a roll: the result the trigger names (7.3.33.a),
    # between ``at_least`` and ``at_most``; ``result`` is filled as the Reaction activates.
    DIE_RESULT: Final = "die_result"
    # "to play in an Expedition with no Characters": the Expedition it is played into
    EXPEDITION_EMPTY: Final = "expedition_empty"
    IT_HAS_STATUS: Final = "it_has_status"  # "if it is Asleep": what the step or trigger names


class Counted:
    """What a count condition counts (plain strings)."""

    MY_COUNTERS: Final = "my_counters"  # counters (boosts too, 2.5.1.a) on the bearer
    MY_EXPEDITION: Final = "my_expedition"  # objects in the bearer's Expedition(s)
    YOUR_MANA: Final = "your_mana"  # Mana Orbs in the controller's Mana zone
    YOU_CONTROL: Final = "you_control"  # objects in play the controller controls (1.2.2)
    YOUR_LANDMARKS: Final = "your_landmarks"  # Permanents in the controller's Landmarks
    YOUR_HAND: Final = "your_hand"  # cards in the controller's Hand
    YOUR_RESERVE: Final = "your_reserve"  # cards in the controller's Reserve
    RESERVES: Final = "reserves"  # cards in every Reserve
    # Printed statistics equal to ``filter.base_stat`` among the Characters in play the
    # controller controls, each statistic once (2.2.11.b).
    BASE_STATISTICS_YOU_CONTROL: Final = "base_statistics_you_control"
    # Cards in the controller's Reserve minus cards in the opponent's (two players, 1.2.1.b).
    RESERVE_LEAD: Final = "reserve_lead"
    OPPONENT_CONTROLS: Final = "opponent_controls"  # objects in play the opponent controls
    EXPEDITIONS_IN_TERRAIN: Final = "expeditions_in_terrain"  # every Expedition in ``terrain``
    # Regions between the controller's Hero and Companion Expeditions (0 when adjacent).
    REGIONS_BETWEEN: Final = "regions_between"


@record
class Condition:
    """A condition: of a trigger (6.3.b), of a conditional step (6.5.d) or of a passive
    ability. A ``past`` condition looks at the state before the event, a present one at the
    state after it (6.3.k)."""

    kind: str
    status: Status | None = None
    card_type: CardType | None = None
    negated: bool = False
    past: bool = False
    text: str = ""
    # A count condition (``kind == "count"``): how many of ``counted`` (narrowed by
    # ``filter``; for my counters, of ``counter``) — at least / at most.
    counted: str = ""
    counter: str = ""
    filter: ObjectFilter | None = None
    at_least: int | None = None
    at_most: int | None = None
    terrain: Terrain | None = None  # of an "in [terrain]" condition (7.5.8.b, 7.5.8.c)
    any_of: tuple[ObjectFilter, ...] = ()  # "it's a Robot or Permanent": one of these fits
    base_stat: int | None = None  # of IT_IN_TERRAIN_WITH_BASE_STAT
    result: int | None = None  # of a die-result condition: the roll that activated it


@record
class ObjectFilter:
    """What a target, a choice or a group is narrowed to, as card text says it: "target
    [[Boosted]] Character you control with Hand Cost 3 or less", "another Character"
    (6.5.b, 6.1.g). Each field set must hold; an empty filter lets everything through.

    ``hand_cost_max``/``hand_cost_min`` compare the printed Hand Cost (2.2.7);
    ``controller`` is ``"you"`` or ``"opponent"`` relative to the effect's controller
    (1.2.2); ``statuses`` must all be had and ``without`` none of them (2.4); ``subtypes``
    any one of them (2.2.2); ``types`` one of these card types (2.2.1); ``another`` means
    not the object bearing the ability (7.2.1.a); ``in_my_expedition`` in the bearer's
    Expedition (both for a Gigantic bearer, 7.4.4.b)."""

    hand_cost_max: int | None = None
    hand_cost_min: int | None = None
    controller: str = ""
    statuses: frozenset[Status] = field(default_factory=frozenset)
    without: frozenset[Status] = field(default_factory=frozenset)
    subtypes: frozenset[str] = field(default_factory=frozenset)
    types: frozenset[CardType] = field(default_factory=frozenset)
    another: bool = False
    text: str = ""
    in_my_expedition: bool = False  # in the Expedition(s) of the bearer ("in my Expedition")
    only_me: bool = False  # the bearer itself ("When I gain ...")
    any_statuses: frozenset[Status] = field(default_factory=frozenset)  # at least one of them
    base_stat: int | None = None  # "with a base statistic of N": a printed statistic is N
    stats_max: int | None = None  # "with no statistic over N": a Character, each statistic ≤ N
    # "with Hand Cost {X} or less, where X is the number of Characters you control"
    # (``characters_you_control``), "... less than or equal to the Hand Cost of a Character
    # you control" (``highest_you_control``): a Hand Cost maximum found as it is checked.
    hand_cost_max_from: str = ""
    in_terrain: Terrain | None = None  # "Character in {V}": one of its Expeditions (7.5.8.c)
    facing_me: bool = False  # "in the Expedition facing me" (1.2.3.c; none if I'm Gigantic)
    non_token: bool = False  # "a non-token Character": a card, not a token (2.1.e)
    in_your_reserve: bool = False  # "a Character in your Reserve": the controller's
    without_subtypes: frozenset[str] = field(default_factory=frozenset)  # "non-Illusion"
    tokens: bool = False  # "tokens you control": tokens only (2.1.e)


@record
class TotalLimit:
    """ "Any number of / up to N target Characters with total {M} of 4 or less", "with a total
    Hand Cost {5} or less": the targets' ``of`` — ``forest``, ``mountain``, ``water`` (their
    statistics as they are, 2.2.11.c) or ``hand_cost`` (printed, tokens 0, 2.2.7.c) — add up
    to ``at_most`` or less."""

    of: str
    at_most: int


@record
class TokenSpec:
    """A token to create: "create a [name] [x/y/z] [sub-types] token" (7.3.5.b)."""

    name: str
    forest: int
    mountain: int
    water: int
    subtypes: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()  # "with [abilities]" (2.2.12.f)


@record
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
    times: int = 1  # "[do step] X times" (6.5.i)
    condition: Condition | None = None  # "if [condition], [do step]" (6.5.d)
    position: str = ""  # "top" / "bottom" of a Deck
    other: Subject | None = None  # the second object of an exchange (7.3.12.a)
    trigger: TriggerKind | None = None  # which Reactions "activate" activates (7.3.1.b)
    then: tuple[EffectStep, ...] = ()  # "you may [do X] to [do Y]": Y only if X (6.5.f)
    follow: bool = False  # "I" found again through moves made by this effect (2.1.g)
    cost_change: int = 0  # "play ... for N less" (5.1.2.f)
    free: bool = False  # "play ... for free" (7.3.26.a)
    ongoing: OngoingSpec | None = None  # the Emblem-Ongoing an effect creates (2.2.2.m)
    choose_amount: tuple[int, ...] = ()  # "one or two": the player chooses the amount
    pay: int = 0  # "you may pay N and [do step]": a cost inside the effect (6.1.d)
    up_to: int = 0  # "choose up to N": between 0 and N objects
    does: EffectStep | None = None  # "have [subject] do [this]": its action etc. (7.3.18.a)
    terrains: frozenset[Terrain] = field(default_factory=frozenset)  # of a Terrain Marker
    region: Subject | None = None  # where a Terrain Marker is moved to (7.3.23.a)
    # "If [condition], [do step one]. Otherwise [do step two]": done instead of this step
    # when its condition, evaluated once, is false (6.5.e).
    otherwise: tuple[EffectStep, ...] = ()
    # "Choose X: ● mode ● mode": a modal step (6.5.g). Its own action is not performed; the
    # controller chooses ``choose`` modes in order, each at most once unless
    # ``repeat_modes`` ("the same mode may be chosen more than once").
    modes: tuple[Mode, ...] = ()
    choose: int = 1
    repeat_modes: bool = False
    # "target Character with Hand Cost 3 or less", "another Character you control": what
    # the step's target, choice or group is narrowed to (6.5.b, 6.1.g).
    filter: ObjectFilter | None = None
    # "I gain 1 boost, up to a max of 3": boosts or counters given only up to this many
    # on the object in all (0: no maximum).
    max_total: int = 0
    # "Roll a die. On a 4+, [X]. On a 1-3, [Y].": what follows each result (7.3.33.b).
    outcomes: tuple[DieOutcome, ...] = ()
    # "I gain 1 boost per Character you control": ``amount`` times this count (a count
    # condition's ``counted`` and ``filter``), counted as the step happens.
    per: Condition | None = None
    # "Do the following X+1 times" / "Choose X+1", "where X is my number of Arcane
    # counters": X, counted just before the step, is added to ``times`` (6.5.i) or, for a
    # modal step, to ``choose`` (6.5.g).
    x_count: Condition | None = None
    # "Any number of target Characters with total {M} of 4 or less": the targets are chosen
    # one by one under this limit; ``up_to`` is their most (0: any number) (6.5.b).
    total: TotalLimit | None = None
    # "[Target X], it [Y]", "You may give it 2 boosts": the ``then`` steps act on what this
    # step chose whether or not it changed anything — not "if you did" (6.5.f).
    it_follows: bool = False
    # "Choose one. If each of your Expeditions is behind or tied, you may choose both": when
    # this holds as the modes are chosen, the controller may choose more of them (6.5.g).
    choose_more_if: Condition | None = None


@record
class DieOutcome:
    """ "On a [low]-[high], [steps]": the steps following a die roll with a result in
    that range (7.3.33.b)."""

    low: int
    high: int
    steps: tuple[EffectStep, ...]


@record
class Mode:
    """One mode of a modal step, a line starting with ● (6.5.g): its steps and the text
    the controller sees when choosing."""

    steps: tuple[EffectStep, ...]
    text: str = ""

    def label(self) -> str:
        """A readable label: the text, or the steps' actions and subjects."""
        if self.text:
            return self.text
        return "; ".join(f"{s.action.value} ({s.subject.value})" for s in self.steps)


def modal(*modes: Mode, choose: int = 1, repeat_modes: bool = False) -> EffectStep:
    """A modal step "Choose [choose]: ● ... ● ..." (6.5.g): its choosing step performs
    nothing itself, only the modes chosen."""
    return EffectStep(
        ActionKind.CHOOSE_MODES,
        Subject.CONTROLLER,
        modes=modes,
        choose=choose,
        repeat_modes=repeat_modes,
    )


@record
class ModifierSpec:
    """A passive ability that is a modifier (6.2.a).

    ``replacing`` modifiers (6.2.b) change the destination of a matching moving atomic action
    (``replace_to_zone``) or turn it into another kind (``replace_action``); additive
    modifiers (6.2.c) add an atomic action of kind ``add_action`` on the same object.
    ``scope`` says whose actions it watches: "self" (the bearer), "mine" (objects its
    controller controls) or "any". A ``whole_step`` replacing modifier applies to a whole
    step of kind ``action`` instead, once (6.2.j), before any modifier of its atomic
    actions (6.2.g): the step becomes one of kind ``replace_action`` with the same
    subjects; "self" then means a step naming the bearer, "mine" a step of a cost or
    effect its controller controls ("If you would ..."), "any" every such step.
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
    from_zone: ZoneKind | None = None  # "if I would leave the <zone>"
    optional: bool = False  # "you may ... instead" (6.2.d)
    otherwise: tuple[EffectStep, ...] = ()  # "If you don't, [effect]" (6.2.e)
    attempt: bool = False  # applies to an impossible atomic action it attempts (7.5.3.a)
    whole_step: bool = False  # replaces a whole step of kind ``action`` (6.2.f, 6.2.g)


@record
class StatModifier:
    """A passive ability changing statistics (2.3.1.a): adds to forest/mountain/water of the
    objects in ``scope`` ("self", "my_expedition", "my_characters" or
    "my_other_characters") — or, with ``highest``, makes all three equal to their highest
    ("The {V}, {M} and {O} of ... are equal to their highest statistic")."""

    scope: str
    forest: int = 0
    mountain: int = 0
    water: int = 0
    highest: bool = False


class CostScope:
    """Which plays a cost alteration applies to (plain strings)."""

    CARDS: Final = "cards"  # cards played (by the players named by ``players``)
    ME: Final = "me"  # the card bearing the ability (works wherever it is played from, 1.2.4.d)
    MY_QUICK_ACTIONS: Final = "my_quick_actions"  # the quick actions of the bearer


@record
class CostSpec:
    """A cost alteration (5.1.2.f): ``change`` is added to the cost (an increase if
    positive, a decrease if negative), ``per`` times a count when given; ``minimum``
    restricts only this decrease ("down to a minimum of 1", 5.1.2.f Remark) and
    ``at_least`` restricts the final cost ("can't cost less than 2")."""

    change: int = 0
    scope: str = CostScope.CARDS
    players: str = "any"  # who plays: "you", "opponents" or "any"
    from_zone: ZoneKind | None = None
    card_type: CardType | None = None
    per: str = ""  # "other_card_you_played_this_turn" (5.1.2.k)
    minimum: int | None = None
    at_least: int | None = None
    condition: Condition | None = None
    hand_cost_min: int | None = None  # "with Hand Cost {7} or more": the printed one (2.2.7)
    hand_cost_max: int | None = None
    subtype: str = ""  # "Robots you play from your Reserve": cards with that sub-type (2.2.2)
    per_count: Condition | None = None  # "1 less per exhausted card in Reserve": that count


class IgnoreScope:
    """Whose abilities an ignoring passive ability ignores (plain strings)."""

    LISTED: Final = "listed"  # the objects named as the ability was created (an Emblem-Ongoing)
    FACING_ME: Final = "facing_me"  # the objects in the Expeditions facing the bearer's
    ALL_OTHER_CHARACTERS: Final = "all_other_characters"  # every other Character in play
    SELF_FIRST_DAY: Final = "self_first_day"  # "Ignore my abilities during the first Day"


@record
class IgnoreSpec:
    """A passive ability stating that some abilities are ignored during a period
    (7.3.19.a), or that objects lose their abilities (``lose``): the abilities of the
    objects in ``scope`` (``objects`` for :data:`IgnoreScope.LISTED`), of the given
    ``kinds`` (all kinds when empty)."""

    scope: str = IgnoreScope.LISTED
    objects: tuple[str, ...] = ()
    kinds: frozenset[AbilityKind] = field(default_factory=frozenset)
    # "lose their abilities" (2.3.2.d Example): the abilities do not exist any more, printed
    # keyword abilities included — not merely ignored, which leaves them existing (7.3.19.b).
    lose: bool = False


class RestrictionKind:
    """Kinds of "can't" passive abilities (plain strings)."""

    MOVE_FORWARD: Final = "move_forward"  # "Expeditions can't move forward"
    # "Your other Expedition and the Expedition facing it can't move forward"
    OTHER_AND_FACING_MOVE_FORWARD: Final = "other_and_facing_move_forward"
    # "Cards in your opponent's Reserve can't gain counters"
    OPPONENT_RESERVE_NO_COUNTERS: Final = "opponent_reserve_no_counters"
    # "Cards in play or in Reserve with counters can't gain counters"
    WITH_COUNTERS_NO_COUNTERS: Final = "with_counters_no_counters"
    TRIGGERS_FACING_ME: Final = (
        "triggers_facing_me"  # triggers of Characters facing me don't activate
    )


@record
class Restriction:
    """A passive ability that says something is impossible (1.4.1.a), or that triggers do
    not activate (7.3.1.e)."""

    kind: str
    triggers: frozenset[TriggerKind] = field(default_factory=frozenset)


class GrantScope:
    """Which objects a granting passive ability gives its abilities to (plain strings)."""

    CHARACTERS_YOU_PLAY_FROM_RESERVE: Final = "characters_you_play_from_reserve"
    ONLY_CHARACTER_IN_MY_EXPEDITION: Final = "only_character_in_my_expedition"
    SELF: Final = "self"  # the bearer ("If I am in Forest, I am Gigantic", 2.3.2.f)
    SUBTYPE: Final = "subtype"  # every Character in play with ``Grant.subtype`` (2.3.2.e)
    # "Characters you control are Tough 2": every object in play ``Grant.filter`` lets
    # through, read from the bearer (its controller, its Expedition; 2.3.1.b).
    GROUP: Final = "group"
    # "Spells you play with Hand Cost 1 or less have Fleeting": the cards its controller
    # plays that ``Grant.filter`` lets through, as they are played (5.2.4.a).
    CARDS_YOU_PLAY: Final = "cards_you_play"


@record
class Grant:
    """A passive ability giving abilities or a keyword to objects (2.3.1.a)."""

    scope: str
    abilities: tuple[Ability, ...] = ()
    keyword: Keyword | None = None
    subtype: str = ""  # the sub-type of a :data:`GrantScope.SUBTYPE` grant ("All Elementals")
    filter: ObjectFilter | None = None  # the objects of a :data:`GrantScope.GROUP` grant
    amount: int = 0  # the X of a granted "Tough X" (7.4.7.b)
    per: Condition | None = None  # "Tough X, where X is the number of ...": X is this count


@record
class NextPlayed:
    """The passive ability of an Emblem-Ongoing "the next [card type] you play this turn
    [gains/loses ... | costs N less]" (5.2.d, 5.1.2.f). It applies once."""

    card_type: CardType | None = None
    effect: tuple[EffectStep, ...] = ()
    cost_change: int = 0


@record
class QuickCost:
    """The cost of a quick action (2.2.12.k): mana (1.2.5.e), "exhaust me" (7.1.4.a) and
    "discard me from Reserve" (7.1.4.b)."""

    mana: int = 0
    exhaust_me: bool = False
    discard_me: bool = False
    spend: int = 0  # "Spend N of my [name] counters / boosts" (7.3.38.a)
    spend_counter: str = ""  # which counter ("boost" for boosts, 2.5.1.a)


class Duration:
    """Durations of Emblem-Ongoings (2.2.15.a)."""

    TURN: Final = "turn"
    AFTERNOON: Final = "afternoon"
    DAY: Final = "day"


@record
class OngoingSpec:
    """What an effect that lasts longer than its resolution creates: an Emblem-Ongoing
    with passive abilities and a duration (2.2.2.m, 2.2.15)."""

    abilities: tuple[Ability, ...]
    duration: str = Duration.TURN
    text: str = ""


@record
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
    condition: Condition | None = None  # trigger condition (6.3.b) or passive condition
    cost: QuickCost | None = None  # a quick action's cost (2.2.12.k)
    cost_change: CostSpec | None = None  # a cost alteration (5.1.2.f)
    restriction: Restriction | None = None  # "can't" (1.4.1.a)
    grant: Grant | None = None  # gives abilities or keywords (2.3.1.a)
    next_played: NextPlayed | None = None  # of an Emblem-Ongoing (5.2.d)
    ignore: IgnoreSpec | None = None  # "[abilities] are ignored" (7.3.19.a)
    # "My region is [terrains] in addition to its other terrains": applied after the
    # Terrain Markers' abilities (3.2.1.e).
    region_terrains: frozenset[Terrain] = frozenset()
    # "All regions are [terrains]": every region of the Adventure has these terrains too,
    # applied with the other region passives, after the Terrain Markers (3.2.1.e, 2.3.2.f).
    all_regions_terrains: frozenset[Terrain] = frozenset()
    # "All Characters are [sub-types]": every Character in play has these sub-types too
    # (2.2.2, the 2.3.2.e Example).
    adds_subtypes: tuple[str, ...] = ()
    # Which objects an event trigger watches: "When you play a Spell" (5.1.2.l).
    trigger_filter: ObjectFilter | None = None
    trigger_status: Status | None = None  # the status gained (GAINS_STATUS)
    trigger_amount: int = 0  # boosts gained at least (GAINS_BOOSTS); count reached
    trigger_counter: str = ""  # the counter whose count is reached (COUNTER_REACHES)
    trigger_during: Phase | None = None  # "When ... during the Afternoon": only then
    trigger_terrain: Terrain | None = None  # "moves forward due to {V}" (4.2.4.j)
    trigger_from: str = ""  # "plays a card from Reserve": how it was played (5.1.2.l)
    static: StaticSpec | None = None  # an exception to a rule of the game (engine.state.statics)


@record
class ByHand:
    """A printed ability the engine cannot execute, kept so the trace can say "Not executed
    — resolve by hand" when it would apply instead of silently ignoring it. ``trigger`` and
    ``phase`` are set when the card reader understood the trigger ("{J} ...", "At Noon — ...")
    but not the effect; otherwise the trace names it when the card is played or enters play.
    ``support`` abilities work only in Reserve (1.2.4.d)."""

    text: str
    trigger: TriggerKind | None = None
    phase: Phase | None = None
    support: bool = False
    # An event trigger read whole (its filter, condition …): a Reaction with no effect the
    # engine watches like any other (6.3.f), to name the ability when its event happens.
    watch: Ability | None = None


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
