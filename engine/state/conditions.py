"""Conditions of triggers, steps and passive abilities (6.3.b, 6.5.d, 2.3.2.f) and the
object filters narrowing targets, choices and groups (6.5.b, 6.1.g), as plain data.

Split from :mod:`engine.state.cards`, which re-exports every name.
"""

from __future__ import annotations

from dataclasses import field
from typing import Final

from engine.state.enums import CardType, Faction, Keyword, Phase, Status, Terrain, ZoneKind
from engine.state.records import record


class ConditionKind:
    """Kinds of conditions (plain strings, so conditions serialise trivially)."""

    STATUS: Final = "status"  # "if I was / am [not] <status>"
    FIRST_PLAYER: Final = "first_player"  # "if you are [not] the first player"
    # "if I was played from Reserve": the zone the object in play was played from (5.1.2.d),
    # ``event`` "played_from_reserve" / "played_from_hand"
    I_WAS_PLAYED_FROM: Final = "i_was_played_from"
    IT_IS_TYPE: Final = "it_is_type"  # "if it's a <type>"
    ONLY_CHARACTER: Final = "only_character"  # "if there is only one Character in my Expedition"
    EXPEDITION_BEHIND: Final = "expedition_behind"  # "if my Expedition is behind" (7.5.2.b)
    EXPEDITION_AHEAD: Final = "expedition_ahead"  # "if my Expedition is ahead" (7.5.2.a)
    # "if my Expedition moved forward this Day": its counter moved forward (7.3.25.a) since
    # the Day's Morning began (4.1) — by Progress or by an effect
    MY_EXPEDITION_MOVED_FORWARD_THIS_DAY: Final = "my_expedition_moved_forward_this_day"
    EXPEDITION_TIED: Final = "expedition_tied"  # "if my Expedition is tied" (7.5.2.c)
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
    # "If its Hand Cost is equal to the die's result": the printed ``counted`` cost ("hand" /
    # "reserve", 2.2.7, 2.2.8) of what "it" names minus that result, between ``at_least``
    # and ``at_most`` (0 and 0: equal); ``result`` is filled as the Reaction activates.
    ITS_COST_VS_RESULT: Final = "its_cost_vs_result"
    # "if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet
    # another [[Asleep]] Character": distinct objects in play the controller controls, one
    # fitting each of ``any_of`` ("another" is not the same object, 7.2.1.a).
    YOU_CONTROL_DISTINCT: Final = "you_control_distinct"
    # "if [c1] and [c2]" / "if [c1] or [c2]": every one / at least one of ``parts`` holds,
    # each evaluated as it would be alone (6.5.d, 6.3.k)
    ALL_OF: Final = "all_of"
    ANY_OF: Final = "any_of"
    # "you control more Characters than Permanents": the first of ``parts`` (two unbounded
    # counts) outnumbers the second (6.5.d); "fewer" is said with the parts swapped
    COUNTS_COMPARED: Final = "counts_compared"
    # "to play in an Expedition with no Characters": the Expedition it is played into
    EXPEDITION_EMPTY: Final = "expedition_empty"
    IT_HAS_STATUS: Final = "it_has_status"  # "if it is Asleep": what the step or trigger names
    # "if my Expedition is behind or tied", "if one of your Expeditions is Ascended", "if
    # its Expedition is In Contact", "if I'm In Contact": the Expeditions ``scope`` names
    # (``ExpeditionScope``) each fit what is set of ``positions`` (one of them, 7.5.2),
    # ``status`` (Ascended, 2.4.3), ``terrain`` (7.5.8.b) and ``in_contact`` (7.5.9.a).
    EXPEDITION_STATE: Final = "expedition_state"
    # "if it has 2 or more boosts", "if it has counters": the counters named ``counter``
    # ("" any kind: a boost is a counter, 2.5.1.a) on an object "it" names (6.3.i), between
    # ``at_least`` and ``at_most``.
    IT_HAS_COUNTERS: Final = "it_has_counters"
    # "if it's still in play" (a delayed effect's, 2.2.2.m): an object "it" names (6.3.i) is
    # still that object and in play (3.1.4.a); a card that left play and came back is a new
    # object (1.4.4.a, 2.1.d), which "it" does not name.
    IT_IN_PLAY: Final = "it_in_play"
    # "if it's still in your Reserve" (session 41): an object "it" names (6.3.i; found where
    # the effect moved it, 2.1.f) is still that object (2.1.d) and in a zone of kind ``zone``
    # — its owner's (``whose`` = ``Whose.ITS_OWNER``: where such a card goes, 3.1.2.c) or the
    # controller's ("your", ``whose`` "").
    IT_IN_ZONE: Final = "it_in_zone"
    # "if I'm still in play" (session 41): the object "I" is (7.2.1) still exists — "I" back
    # in play since is a new object (2.1.d) — and is in play (3.1.4.a).
    I_AM_IN_PLAY: Final = "i_am_in_play"
    # "if it's your turn" / "if it's your opponent's turn" (4.2.3.b): during the Afternoon,
    # the player taking the turn is the controller (or, ``whose`` = ``Whose.OPPONENT``, the
    # opponent); outside the Afternoon no player is taking a turn, and it never holds.
    YOUR_TURN: Final = "your_turn"
    # "if it's Dusk", "[static] during Morning": the Day's current phase is ``phase`` (4.2.a)
    PHASE: Final = "phase"
    # "if you rolled a 6 this Day", "if you rolled a 5 or a 6 this Day": a die the
    # controller rolled since the Day began showed a result between ``at_least`` and
    # ``at_most`` (7.3.33.a: the result is noted; 4.1).
    ROLLED_THIS_DAY: Final = "rolled_this_day"
    # "if it's the first token / one you created this Day" / "… this turn": no token the
    # controller created (of ``card_type``, if said) since the Day began (4.1) / during this
    # Afternoon turn (4.2.3) came from a step before the one that created "it" (7.3.5.a;
    # one step's tokens are created together, 6.1.f) — engine.pipeline.created_tokens
    # "if it is ahead of / behind both your Expeditions": each Expedition "it" names (6.3.i)
    # is farther from (``positions`` "ahead") / closer to ("behind") its starting region than
    # each of the controller's Expeditions is from theirs (7.5.2.a-b); none in tiebreakers
    # (7.5.2.d: all are tied)
    IT_VERSUS_YOUR_EXPEDITIONS: Final = "it_versus_your_expeditions"
    # ga (session 33): "if it is facing mine": each thing "it" names is an Expedition facing
    # the bearer's — the other player's of the same kind (1.2.3.c); either of a Gigantic
    # bearer's two (7.4.4.g)
    IT_FACES_MINE: Final = "it_faces_mine"
    # id39: "if it's your second Spell this turn", "if it's the first Character you played
    # this Day": the card "it" names is the Nth of its kind its controller's controller played
    # in the period (5.1.2.k: counted once its play started; 4.2.3 turn, 4.1 Day) — N in
    # ``at_least`` (= ``at_most``), the period in ``counted`` ("turn" / "day"), the kind in
    # ``filter``
    IT_NTH_PLAYED: Final = "it_nth_played"
    FIRST_CREATED_THIS_DAY: Final = "first_created_this_day"
    FIRST_CREATED_THIS_TURN: Final = "first_created_this_turn"
    # "if this is the first Day": the game's Day counted from the first (4.1.j: the first
    # Day starts at Noon; each later one with its Morning, 4.1, 4.2.a) is between
    # ``at_least`` and ``at_most``
    DAY_NUMBER: Final = "day_number"


class ExpeditionScope:
    """Which Expeditions an ``EXPEDITION_STATE`` condition looks at (plain strings)."""

    MY: Final = "my"  # "my Expedition": the bearer's (both for a Gigantic bearer, 7.4.4.k)
    ITS: Final = "its"  # "its Expedition": those of the objects "it" names (6.3.i)
    ME: Final = "me"  # "I'm In Contact": one of the bearer's Expeditions is (7.5.9.b)
    EACH_YOURS: Final = "each_yours"  # "each / both of your Expeditions" (1.2.3)
    ONE_OF_YOURS: Final = "one_of_yours"  # "one of your Expeditions"
    YOUR_HERO: Final = "your_hero"  # "your Hero Expedition": the controller's (7.2.3.a)
    YOUR_COMPANION: Final = "your_companion"  # "your Companion Expedition" (7.5.5.a)
    # "your other Expedition" / "the other Expedition": the controller's one the bearer is not
    # in (none for a Gigantic bearer, in both, 7.4.4.b, nor for one not in an Expedition)
    YOUR_OTHER: Final = "your_other"
    FACING_ME: Final = "facing_me"  # "the Expedition facing me" (1.2.3.c; both, if Gigantic)
    # "if it's In Contact": each thing "it" names (6.3.i) — an Expedition itself (7.5.9.a), a
    # Character or Gear by one of its Expeditions (7.5.9.b)
    IT: Final = "it"
    # Said as the OBJECT of a race relation (``Condition.against``, gram83): "ahead of an /
    # each opponent's Expedition" — every Expedition of a player other than the controller
    # (1.2.3.c: each player has two); "the furthest ahead" — every other Expedition.
    OPPONENTS: Final = "opponents"
    OTHERS: Final = "others"


class Counted:
    """What a count condition counts (plain strings)."""

    MY_COUNTERS: Final = "my_counters"  # counters (boosts too, 2.5.1.a) on the bearer
    # "Each other Character you control gains 1 boost per Ember counter it has": the counters
    # of ``counter`` (boosts too, 2.5.1.a) on EACH object the step acts on, counted for that
    # object alone as the step happens (6.5.i; engine.pipeline.own_counts, gram73)
    ITS_OWN_COUNTERS: Final = "its_own_counters"
    # the bearer's statistic of ``terrain`` as it is now (2.2.11.b; boosts included, 2.5.1.b):
    # "Draw cards equal to my {V}"
    MY_STATISTIC: Final = "my_statistic"
    # The bearer itself, wherever it is (2.1.d), if it fits ``filter`` — 1, else 0: "if I
    # have a base statistic of 0", "if I'm a Spirit", "if I have exactly 2 Omen counters"
    # (a condition on "me" said with the object language, gram84).
    ME: Final = "me"
    MY_EXPEDITION: Final = "my_expedition"  # objects in the bearer's Expedition(s)
    YOUR_MANA: Final = "your_mana"  # Mana Orbs in the controller's Mana zone
    YOU_CONTROL: Final = "you_control"  # objects in play the controller controls (1.2.2)
    YOUR_LANDMARKS: Final = "your_landmarks"  # Permanents in the controller's Landmarks
    YOUR_HAND: Final = "your_hand"  # cards in the controller's Hand
    YOUR_RESERVE: Final = "your_reserve"  # cards in the controller's Reserve
    RESERVES: Final = "reserves"  # cards in every Reserve
    # gc: cards in every player's Discard pile ("for each Spell in all Discard piles"):
    # each a personal, visible zone (3.2.3.a, 3.1.3.a), all of them counted together.
    DISCARD_PILES: Final = "discard_piles"
    # gc: the objects in play the controller controls and the cards in their Reserve,
    # counted together ("for each card you control or in your Reserve", 1.2.2, 3.2.5).
    YOURS_IN_PLAY_OR_RESERVE: Final = "yours_in_play_or_reserve"
    # ic40: "for each Character in play or in your Reserve": every object in play, whoever
    # controls it (3.1.4.a), and the cards in the controller's Reserve (3.2.10.a, 3.1.2.b).
    IN_PLAY_OR_YOUR_RESERVE: Final = "in_play_or_your_reserve"
    # ic40: "for each Character in any Expedition or Reserve", "… in play or in Reserve":
    # every object in play (3.1.4.a) and the cards in every player's Reserve (3.2.10.a).
    IN_PLAY_OR_RESERVES: Final = "in_play_or_reserves"
    # Printed statistics equal to ``filter.base_stat`` among the Characters in play the
    # controller controls, each statistic once (2.2.11.b).
    BASE_STATISTICS_YOU_CONTROL: Final = "base_statistics_you_control"
    # "If you have less cards in Reserve than target opponent": what ``lead_of`` counts for
    # the controller minus the same for the other player — the opponent of a two-player
    # game (1.2.1.b), or the player the step targeted (``against_target``, 6.5.b).
    LEAD: Final = "lead"
    OPPONENT_CONTROLS: Final = "opponent_controls"  # objects in play the opponent controls
    # Objects in play the player the step targeted controls ("per Character target opponent
    # controls", 6.5.b): counted by the step once its target is chosen.
    TARGET_PLAYER_CONTROLS: Final = "target_player_controls"
    # Cards in the Reserve of the player the step targeted ("the number of cards in target
    # player's Reserve", 6.5.b): counted by the step once its targets are chosen.
    TARGET_PLAYERS_RESERVE: Final = "target_players_reserve"
    TARGET_PLAYERS_HAND: Final = "target_players_hand"  # "... in target player's hand"
    # gc: the same said of "target opponent" (a player target that is an opponent, 1.2.6.c)
    TARGET_OPPONENTS_RESERVE: Final = "target_opponents_reserve"
    TARGET_OPPONENTS_HAND: Final = "target_opponents_hand"
    # gz: the ``counter`` counters on the object the step targets for its count alone ("Draw
    # a card for each boost on target Character", 6.5.b): counted as the step is carried out
    COUNTERS_ON_TARGET: Final = "counters_on_target"
    EXPEDITIONS_IN_TERRAIN: Final = "expeditions_in_terrain"  # every Expedition in ``terrain``
    # Regions between the controller's Hero and Companion Expeditions (0 when adjacent).
    REGIONS_BETWEEN: Final = "regions_between"
    YOUR_DISCARD: Final = "your_discard"  # cards in the controller's Discard pile (3.2.3)
    YOUR_DECK: Final = "your_deck"  # cards in the controller's Deck (3.2.2)
    # How many different factions (2.2.10) / names (2.2.4) / sub-types (2.2.2) the objects
    # in play the controller controls have, narrowed by ``filter`` ("if you control
    # Characters of 3 or more different factions").
    DISTINCT_FACTIONS: Final = "distinct_factions"
    DISTINCT_NAMES: Final = "distinct_names"
    DISTINCT_SUBTYPES: Final = "distinct_subtypes"
    # "... to draw that many cards": the objects the step before acted on ("it"), counted
    # by the step that follows it (6.5.i).
    THAT_MANY: Final = "that_many"
    # "... for each boost removed / counter spent this way": the counters the step before
    # removed or spent (2.5.g, 7.3.38; ``counter``: of that name, "" any), noted as that step
    # ends and counted by the step that follows it (6.5.i).
    COUNTERS_THIS_WAY: Final = "counters_this_way"
    # "X is the sacrificed Character's Hand / Reserve Cost": the printed cost of what "it"
    # names (2.2.7, 2.2.8; a token's 0, 2.2.7.c), counted by the step that follows (6.5.i).
    ITS_HAND_COST: Final = "its_hand_cost"
    ITS_RESERVE_COST: Final = "its_reserve_cost"
    # "Draw cards equal to my Hand Cost", "X is my Reserve Cost": the printed cost of "me"
    # (2.2.7, 2.2.8; a token's 0, 2.2.7.c), the card wherever it went (2.1.d).
    MY_HAND_COST: Final = "my_hand_cost"
    MY_RESERVE_COST: Final = "my_reserve_cost"
    # Objects in play, whoever controls them ("for each Exhausted Character", 3.1.4.a).
    IN_PLAY: Final = "in_play"
    # Cards the controller played this turn (5.1.2.k: the game keeps them), narrowed by the
    # ``filter``'s types, sub-types and Hand Cost ("if you played a Spell this turn").
    YOU_PLAYED_THIS_TURN: Final = "you_played_this_turn"
    # The same since the Day began (4.1: ``GameState.plays_this_day``), "this Day".
    YOU_PLAYED_THIS_DAY: Final = "you_played_this_day"
    # The same since this Day's Afternoon began (4.2.3: ``GameState.plays_this_afternoon``).
    YOU_PLAYED_THIS_AFTERNOON: Final = "you_played_this_afternoon"
    # Characters sacrificed (7.3.36.a) this turn / this Day / this Day's Afternoon (4.2.3,
    # 4.1), by any player or (``filter.controller``) by the controller / an opponent — a
    # player sacrifices only what they control —, by type, sub-type and Hand Cost.
    SACRIFICED_THIS_TURN: Final = "sacrificed_this_turn"
    SACRIFICED_THIS_DAY: Final = "sacrificed_this_day"
    SACRIFICED_THIS_AFTERNOON: Final = "sacrificed_this_afternoon"
    # Objects that left play this turn, whoever controlled them (or, ``filter.controller``,
    # the controller's / an opponent's), by type, sub-type and Hand Cost (7.3.20.a).
    LEFT_PLAY_THIS_TURN: Final = "left_play_this_turn"
    # The same since the Day began (4.1) / during this Day's Afternoon (4.2.3).
    LEFT_PLAY_THIS_DAY: Final = "left_play_this_day"
    LEFT_PLAY_THIS_AFTERNOON: Final = "left_play_this_afternoon"
    # The controller's Hero, in their Hero zone (3.2.6.b: up to one), narrowed by ``filter``
    # ("if your Hero is exhausted").
    YOUR_HERO: Final = "your_hero"
    # The controller's Expeditions fitting the count's ``positions`` (7.5.2), ``status``
    # (2.4.3), ``terrain`` / ``terrains`` (7.5.8.b) and ``in_contact`` (7.5.9.a): "for each of
    # your Expeditions that's behind".
    YOUR_EXPEDITIONS: Final = "your_expeditions"
    # he: every player's Expeditions fitting the same parts, each said against the one facing
    # it (7.5.2): "for each Expedition that's behind".
    EVERY_EXPEDITION: Final = "every_expedition"
    # Cards any player played this turn (5.1.2.k), narrowed as YOU_PLAYED_THIS_TURN is
    # ("if a Spell was played this turn").
    PLAYED_THIS_TURN: Final = "played_this_turn"
    # The cards in the controller's Reserve minus their Reserve limit (3.2.10.b; a player may
    # have more, 3.2.10.b Remark): "as many cards in Reserve as your Reserve limit" is 0.
    # What a player did in a period (6.5.d, the past tense; 4.1 a Day, 4.2.3 a turn / the
    # Afternoon): the condition's ``event`` ("played", "sacrificed", "discarded", "drawn",
    # "created") in its ``period`` ("turn", "day", "afternoon") by ``by`` ("" the controller,
    # "opponent", "any" player), the cards narrowed by the filter's printed parts
    # (engine.reading.happened).
    HAPPENED: Final = "happened"
    RESERVE_OVER_LIMIT: Final = "reserve_over_limit"
    # The Permanents in the controller's Landmarks minus their Landmark limit (3.2.7.c).
    LANDMARKS_OVER_LIMIT: Final = "landmarks_over_limit"


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
    # "for each [counted] beyond the second": the first this many counted are not counted
    # (6.5.i) — the count less them, never below 0 (gram63)
    beyond: int = 0
    terrain: Terrain | None = None  # of an "in [terrain]" condition (7.5.8.b, 7.5.8.c)
    # Of EXPEDITION_STATE: "in {V} or {M}" — each Expedition named in one of these (7.5.8.b)
    terrains: tuple[Terrain, ...] = ()
    any_of: tuple[ObjectFilter, ...] = ()  # "it's a Robot or Permanent": one of these fits
    base_stat: int | None = None  # of IT_IN_TERRAIN_WITH_BASE_STAT
    result: int | None = None  # of a die-result condition: the roll that activated it
    # Of ITS_COST_VS_RESULT: the printed cost of the card "it" names as the Reaction activated
    # — what it still was if it no longer exists when the step happens (6.3.j).
    known_cost: int | None = None
    # Of a ``Counted.LEAD`` count: what is counted for each player (a ``Counted`` value,
    # narrowed by ``filter``); ``against_target``: the other player is "target opponent",
    # chosen by the step before its condition is evaluated (6.5.b, 6.5.d) — ``player``
    # once chosen.
    lead_of: str = ""
    against_target: bool = False
    player: str = ""
    # Of EXPEDITION_STATE: which Expeditions (``ExpeditionScope``), the positions one of
    # which each must have (``ConditionKind`` EXPEDITION_AHEAD / _BEHIND / _TIED), and
    # whether each must be In Contact (7.5.9.a).
    scope: str = ""
    positions: tuple[str, ...] = ()
    in_contact: bool = False
    # Of EXPEDITION_STATE said AGAINST named Expeditions (gram83): "ahead of each opponent's
    # Expedition", "in contact with your other Expedition" — ``against`` an ``ExpeditionScope``
    # naming them; the positions compare distances from each one's starting region (7.5.2.a-c
    # said of the Expedition named instead of the one facing it), In Contact is the same
    # region as it (7.5.9.a); ``against_each``: with every one of them, else at least one.
    against: str = ""
    against_each: bool = False
    # Of EXPEDITION_STATE: "in a region with {V} and {M}" — in each of ``terrains`` (7.5.8.b)
    every_terrain: bool = False
    # Whose condition it is (1.2.2): "" the ability's controller ("you"); ``Whose`` values
    # for "its controller" / "its owner" — the player controlling / owning what "it" names.
    whose: str = ""
    # Of ALL_OF / ANY_OF: the conditions joined by "and" / "or".
    parts: tuple[Condition, ...] = ()
    # Of a past condition on what "it" names ("If it had 2 or more boosts" after "When a
    # Character leaves play"): whether it held just before the event, noted as the Reaction
    # activated (6.3.k) — the object it named may no longer exist when the step is checked,
    # its last known information is then what counts (6.3.j). None: not noted.
    known: bool | None = None
    # Whether ``known`` was noted just before an earlier step of the same effect acted on what
    # "it" names ("Discard target Permanent. If it had an Ember counter, …"): the information
    # it had just before it ceased to exist (2.1.h) — in a Spell's effect; a Reaction's keeps
    # citing 6.3.k / 6.3.j.
    known_before_step: bool = False
    phase: Phase | None = None  # of a PHASE condition (4.2.a)
    zone: ZoneKind | None = None  # of IT_IN_ZONE: the kind of zone "it" is in (3.1)
    # Of a ``Counted.HAPPENED`` count: the action, its period and who did it.
    event: str = ""
    period: str = ""
    by: str = ""
    # "If both / all of them are Plants" (gm): said of each object "it" names, and of at least
    # ``every`` of them (both: 2) — 0: of "it" as one (at least one fits, 6.5.b, 6.5.d).
    every: int = 0


class Whose:
    """The player a condition speaks of instead of "you" (plain strings)."""

    ITS_CONTROLLER: Final = "its_controller"  # "if its controller controls …" (6.3.i)
    ITS_OWNER: Final = "its_owner"  # "if its owner has … in their hand" (1.1.7)
    OPPONENT: Final = "opponent"  # "if an opponent has … in their hand" (1.2.2)
    # "Each opponent draws a card for each Landmark they control": the count is EACH player's
    # the step names, their own, counted for them alone (1.4.7.b, 6.5.i; gram73) — only in
    # the ``per`` of a step acting on players (engine.pipeline.own_counts)
    THEIR_OWN: Final = "their_own"


DECIDER: Final = "decider"
"""``ObjectFilter.controller`` of "[object] they control" after "Target opponent may …" (1.4.7,
6.5.c): the player who decided the step it follows — bound to ``"you"`` or ``"opponent"`` as
the follow-up is made (:func:`engine.steps.outcome.following`); unbound, no object is theirs."""


@record
class ObjectFilter:
    """What a target, a choice or a group is narrowed to, as card text says it: "target
    [[Boosted]] Character you control with Hand Cost 3 or less", "another Character"
    (6.5.b, 6.1.g). Each field set must hold; an empty filter lets everything through.

    ``hand_cost_max``/``hand_cost_min`` compare the printed Hand Cost (2.2.7);
    ``controller`` is ``"you"`` or ``"opponent"`` relative to the effect's controller
    (1.2.2), or :data:`DECIDER` until bound; ``statuses`` must all be had and ``without``
    none of them (2.4); ``subtypes`` any one of them (2.2.2); ``types`` one of these card
    types (2.2.1); ``another`` means not the object bearing the ability (7.2.1.a);
    ``in_my_expedition`` in the bearer's Expedition (both for a Gigantic bearer, 7.4.4.b)."""

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
    # "with {V} 3 or more", "with a {M} of 2": that statistic as it is now, between these
    # (2.2.11.b-c; boosts included, 2.5.1.b)
    stat_of: Terrain | None = None
    stat_min: int | None = None
    stat_max: int | None = None
    # "with 2 or more boosts": at least this many boosts on it (2.5.1; one is Boosted, 2.4.5.a)
    boosts_min: int | None = None
    # "with one or fewer boosts": at most this many boosts on it (2.5.1; 0 is not Boosted)
    boosts_max: int | None = None
    # "with an Ember counter", "without Kelon counters": how many counters of this name
    # are on it (2.5.a), between these
    counter: str = ""
    counters_min: int | None = None
    counters_max: int | None = None
    # "in your Hero / Companion Expedition": in the controller's Expedition of that kind
    # ("hero" / "companion", 7.2.3.a; a Gigantic one is in both, 7.4.4.b)
    in_your_expedition: str = ""
    # "with Hand Cost {X} or less, where X is the number of Characters you control"
    # (``characters_you_control``), "... less than or equal to the Hand Cost of a Character
    # you control" (``highest_you_control``): a Hand Cost maximum found as it is checked.
    hand_cost_max_from: str = ""
    in_terrain: Terrain | None = None  # "Character in {V}": one of its Expeditions (7.5.8.c)
    or_terrain: Terrain | None = None  # "in {V} or {O}": either terrain passes (7.5.8.b-c)
    facing_me: bool = False  # "in the Expedition facing me" (1.2.3.c; none if I'm Gigantic)
    non_token: bool = False  # "a non-token Character": a card, not a token (2.1.e)
    in_your_reserve: bool = False  # "a Character in your Reserve": the controller's
    in_your_hand: bool = False  # "play a Character from your Hand": the controller's (5.2.a)
    # ic39: "a card from your hand or Reserve", "… from your Reserve or discard pile": in one
    # of the controller's own personal zones of these kinds (3.1.2.b)
    in_your_zones: frozenset[ZoneKind] = field(default_factory=frozenset)
    without_subtypes: frozenset[str] = field(default_factory=frozenset)  # "non-Illusion"
    tokens: bool = False  # "tokens you control": tokens only (2.1.e)
    # "with Hand Cost greater than or equal to my number of Heroism counters": a Hand Cost
    # minimum, the number of these counters on the bearer as it is checked (2.5.c).
    hand_cost_min_my_counters: str = ""
    # "with Hand Cost {X}+{2} or less, where X is my number of Arcane counters": a Hand Cost
    # maximum, these counters on the bearer as it is checked plus ``hand_cost_max_plus``.
    hand_cost_max_my_counters: str = ""
    hand_cost_max_plus: int = 0
    # "with Hand Cost X or less, …, where X is the number of Spells in your Reserve plus 2":
    # a Hand Cost maximum counted as it is checked (6.5.i), plus ``hand_cost_max_plus``
    hand_cost_max_count: Condition | None = None
    # "target Character or Expedition Permanent": a Permanent passes only while it is in an
    # Expedition (an Expedition Permanent, 2.2.3), not in Landmarks.
    permanents_in_expeditions: bool = False
    # "target Landmark Permanent": a Permanent passes only in Landmarks (2.2.3, 3.2.7)
    permanents_in_landmarks: bool = False
    # "a Robot or Permanent": an object of these types passes even without ``subtypes``.
    or_types: frozenset[CardType] = field(default_factory=frozenset)
    # "target Character in your other Expedition": in the controller's Expedition the
    # bearer is not in (none for a Gigantic bearer, in both, 7.4.4.b).
    in_your_other_expedition: bool = False
    # "target an Expedition that's ahead": farther from its starting region than the
    # Expedition facing it — neither behind nor tied (7.5.2.b, 7.5.2.c); for objects, in one.
    expedition_ahead: bool = False
    # "each of your Expeditions that's behind / tied": where it stands against the
    # Expedition facing it, "behind" (7.5.2.b) or "tied" (7.5.2.c; all are during
    # tiebreakers, 7.5.2.d)
    expedition_standing: str = ""
    # "target Expedition with two or more Characters", "an Expedition where you control two
    # or more Characters", "… with two or fewer Characters": how many Characters are in it
    # (3.2.4.b; a Gigantic one of the same player's other Expedition too, 7.4.4.b), at least
    # ``expedition_characters_min`` and, unless -1, at most ``expedition_characters_max``
    expedition_characters_min: int = 0
    expedition_characters_max: int = -1
    # in an Expedition In Contact: in the region of another player's Expedition (7.5.9.a)
    expedition_in_contact: bool = False
    # "in an Expedition / target Expedition that is ahead of each opponent's Expedition": an
    # ``EXPEDITION_STATE`` relation said against the Expeditions it names (7.5.2.a-c, 7.5.9.a;
    # engine.reading.expedition_race.race_holds, gram87) — for objects, in one so standing
    expedition_race: Condition | None = None
    # "with Reserve Cost {3} or less / or more": the Reserve Cost (2.2.8; 0 for tokens,
    # 2.2.8.c; none for Heroes and Emblems, 2.2.8.d).
    reserve_cost_max: int | None = None
    reserve_cost_min: int | None = None
    # "with Base Cost {1} or less / or more": the Base Cost (2.2.9.b).
    base_cost_max: int | None = None
    base_cost_min: int | None = None
    # "with the lowest Hand Cost" / "with the highest {V}": among the objects in play the
    # rest of the filter lets through, one whose Hand Cost (2.2.7) or statistic (2.2.11) is
    # the lowest / highest ("lowest" or "highest"; ``extreme_of`` "hand_cost", a terrain or
    # "boosts").
    extreme: str = ""
    extreme_of: str = ""
    # "a Plant Robot": every one of these sub-types (2.2.2), where ``subtypes`` is one of them
    all_subtypes: frozenset[str] = field(default_factory=frozenset)
    # "target Character with Defender", "each Gigantic Character": every one of these
    # keyword abilities, printed or given, that works (7.4, 2.3.1.a)
    keywords: frozenset[Keyword] = field(default_factory=frozenset)
    # "Mana Orbs can't be exhausted": the objects of a Mana zone (3.2.9), which are not in
    # play — a group of Mana Orbs only, whatever their card type.
    mana_orbs: bool = False
    # "Move a boost from a Character to another": not the object the step before named
    # ("it", 6.3.i) — another object (7.2.1.a), chosen or targeted after it
    other_than_it: bool = False
    # gx: "all cards in target opponent's Reserve": the cards of the Reserve of the player
    # the step targets (3.2.10, 6.5.b) — found there by the group, not matched elsewhere
    in_targeted_players_reserve: bool = False
    # "target Character in it": in the Expedition "it" is — the one a step before acted on
    # or a trigger named (6.3.i, 6.5.b)
    in_its_expedition: bool = False
    # "target Character you own": ``"you"`` or ``"opponent"``, the object's owner (1.1.3.c)
    # relative to the effect's controller, whoever controls it now (control taken, 7.3.40)
    owner: str = ""
    # "target Expedition you control / an opponent controls": ``"you"`` or ``"opponent"``,
    # the player of a targeted Expedition — a player controls their Expeditions (7.5.5.a)
    expedition_controller: str = ""
    # "with no other Characters in its Expedition": no Character but it in its Expedition
    # (3.2.4.b) — a Gigantic one in neither of its two (7.4.4.b); none outside one (2.2.3.e)
    alone_in_expedition: bool = False
    # "each of your Expeditions with no other Characters / with no Characters": an
    # Expedition with no Character in it but the bearer (``"other"``, 7.2.1.a) or none
    # (``"any"``), 3.2.4.b
    expedition_empty: str = ""
    # "a Character you control that doesn't have [[Defender]]": none of these keyword
    # abilities, printed or given, works on it (7.4, 2.3.1.a)
    without_keywords: frozenset[Keyword] = field(default_factory=frozenset)
    # "each Character you control with [Tether]" / "without [Tether]": a set's own keyword
    # ability (2.2.12.c) it has — or none of these — printed or given, by the keyword's
    # printed name (engine.reading.set_keywords_had)
    set_keywords: frozenset[str] = field(default_factory=frozenset)
    without_set_keywords: frozenset[str] = field(default_factory=frozenset)
    # "I have more boosts than each Character facing me": the object's boosts (2.5.1) against
    # the bearer's — "at_least" (as many or more) / "at_most" (as many or fewer); with no
    # bearer in play every object passes, so "none of them" never holds by absence
    boosts_vs_mine: str = ""
    # "with fewer boosts than a Character you control", "with more boosts than me": the
    # object's boosts (2.5.1) strictly fewer / more than the bearer's ("fewer:me") or than
    # those of one Character the effect's controller controls ("…:you") or an opponent does
    # ("…:opponent") — one is enough (engine.reading.compared_boosts, gram108)
    boosts_than: str = ""
    # "with an even Hand Cost" / "… odd number of boosts" / "… even {V}": "even" or "odd",
    # then of what — hand_cost (2.2.7), reserve_cost (2.2.8), boosts (2.5.1), a statistic as
    # it is now (2.2.11.b); 0 is even (engine.reading.compared_likeness; ge)
    parity: str = ""
    # "with the same name as me" ("same:name", 2.2.4.b), "with a different name than me"
    # ("different:name"), "that shares a sub-type with me" ("shares:subtype", 2.2.2), "with
    # the same Hand / Reserve Cost as me" ("same:hand_cost", "same:reserve_cost"): compared
    # with the bearer as it is, or as it was when it left play (2.1.h)
    as_me: str = ""
    # ic (session 38): "with a lower Hand Cost than it", "with greater {V} than me", "with
    # the same Reserve Cost as the sacrificed Character": "lower" / "higher" / "same", the
    # cost or statistic, and whose — "me", "it", "exchanged" (an exchange's first object),
    # "you" / "opponent" (one of their Characters) — engine.reading.compared_stats
    stat_than: str = ""
    # the objects "it" (or the exchange's first object) named, bound as the step is made
    compared_ids: tuple[str, ...] = ()
    # "not in my Expedition", "that isn't a Character", "with Hand Cost other than {3}":
    # descriptions the object fits none of (6.5.b), each evaluated with its own rule
    none_of: tuple[ObjectFilter, ...] = ()
    # "a token or a Permanent", "target Character or Landmark": descriptions the object fits
    # at least one of (2.2.1; gram79), each evaluated with its own rule
    any_of: tuple[ObjectFilter, ...] = ()
    # "Ember Wisp tokens you control", "for each Beacon Pyre you control": objects of one of
    # these names (2.2.b: a name is a characteristic; a token's is its token card's, 2.1.e)
    names: frozenset[str] = field(default_factory=frozenset)
    # gy: "a card of the Bravos faction" (a faction named, 2.2.10.a): a card of that faction —
    # a neutral card (2.2.10.b), a token or an Emblem (2.2.10.d) is of none
    faction: Faction | None = None
