"""Passive abilities that take something away, written as data: "ignore the abilities of
..." / "lose their abilities" (7.3.19.a-b, 2.3.2.d) and "can't" restrictions (1.4.1.a, triggers
that do not activate 7.3.1.e). Re-exported by :mod:`engine.state.cards` with the rest of the
card vocabulary."""

from __future__ import annotations

from dataclasses import field
from typing import Final

from engine.state.conditions import ObjectFilter
from engine.state.kinds import AbilityKind
from engine.state.records import record
from engine.state.triggers import TriggerKind


class IgnoreScope:
    """Whose abilities an ignoring passive ability ignores (plain strings)."""

    LISTED: Final = "listed"  # the objects named as the ability was created (an Emblem-Ongoing)
    FACING_ME: Final = "facing_me"  # the objects in the Expeditions facing the bearer's
    ALL_OTHER_CHARACTERS: Final = "all_other_characters"  # every other Character in play
    SELF_FIRST_DAY: Final = "self_first_day"  # "Ignore my abilities during the first Day"
    # "Characters your opponents control lose their abilities", "Ignore the abilities of
    # Ember Wisp tokens": the objects in play ``IgnoreSpec.group`` lets through, read from
    # the bearer (its controller) — printed characteristics only (ignored_groups.py)
    GROUP: Final = "group"


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
    group: ObjectFilter | None = None  # :data:`IgnoreScope.GROUP`'s objects
    # "Target Character loses [Tether] this turn": only the abilities that are that set
    # keyword's (Ability.set_keyword, 2.2.12.c) are lost, printed or given before the loss
    # (2.3.3.b); the object's other abilities and its rules keywords stay
    set_keyword: str = ""


class RestrictionKind:
    """Kinds of "can't" passive abilities (plain strings)."""

    MOVE_FORWARD: Final = "move_forward"  # "Expeditions can't move forward"
    MOVE_BACKWARDS: Final = "move_backwards"  # "Expeditions can't move backward"
    # "Your other Expedition and the Expedition facing it can't move forward"
    OTHER_AND_FACING_MOVE_FORWARD: Final = "other_and_facing_move_forward"
    # "Cards in your opponent's Reserve can't gain counters"
    OPPONENT_RESERVE_NO_COUNTERS: Final = "opponent_reserve_no_counters"
    # "Cards in play or in Reserve with counters can't gain counters"
    WITH_COUNTERS_NO_COUNTERS: Final = "with_counters_no_counters"
    TRIGGERS_FACING_ME: Final = (
        "triggers_facing_me"  # triggers of Characters facing me don't activate
    )
    # "I can't be sacrificed", "Characters you control can't gain boosts": the atomic
    # actions ``Restriction.actions`` are impossible on the bearer, or on the objects in
    # play ``Restriction.group`` lets through, read from the bearer (1.4.1.a, 2.3.1.b).
    OBJECTS_CANT: Final = "objects_cant"
    # "Your opponents can't play Spells this turn": the opponents of the bearer's controller
    # (an Emblem-Ongoing's, 2.2.2.m) can't play the cards ``Restriction.group`` lets through
    # (every card: ``None``) — a player's action made impossible (1.4.1.a)
    OPPONENTS_CANT_PLAY: Final = "opponents_cant_play"
    # "Cards can't go from a Discard pile to a Reserve", "Characters can't leave your
    # opponents' Discard piles": a card's move from a zone of kind ``Restriction.from_zone``
    # (whose: ``from_whose``) to a zone of kind ``to_zone`` (whose: ``to_whose``; "" any
    # zone) is impossible for the cards ``group`` lets through (every card: ``None``) —
    # cards out of play too (1.4.1.a; engine/pipeline/zone_moves_cant.py).
    ZONE_MOVE_CANT: Final = "zone_move_cant"


@record
class Restriction:
    """A passive ability that says something is impossible (1.4.1.a), or that triggers do
    not activate (7.3.1.e)."""

    kind: str
    triggers: frozenset[TriggerKind] = field(default_factory=frozenset)
    # "Target Expedition can't move forward this Day": only these Expeditions, bound as the
    # Emblem-Ongoing is created from the step that targeted them (6.5.b, 2.2.2.m).
    expeditions: tuple[str, ...] = ()
    # Of OBJECTS_CANT: the atomic actions (``ActionKind`` values; "gain_boosts": any
    # gaining of boosts, 2.5.1.a) and the group (``None``: the bearer itself).
    actions: frozenset[str] = field(default_factory=frozenset)
    group: ObjectFilter | None = None
    # "Target Character can't be sacrificed this turn": an Emblem-Ongoing's "can't" for the
    # objects the step acted on only (``listed``), bound as the Emblem is created (2.2.2.m,
    # 6.5.b) — not objects that arrive later, nor the same card as a new object (2.1.d).
    listed: bool = False
    objects: tuple[str, ...] = ()
    # Of MOVE_FORWARD / MOVE_BACKWARDS as a passive ability: whose Expeditions it names
    # (``MoveWhose``: every one, the bearer's, its controller's, their opponents'), and
    # whether only a move an opponent's effect makes ("due to effects your opponents
    # control": the step's controller, 6.2.h) is impossible.
    whose: str = ""
    by_opponent: bool = False
    # "Your Expeditions in {V} can't move backward": only an Expedition whose region has
    # that terrain (a ``Terrain`` value; 7.5.8.b) — "" for any region.
    in_terrain: str = ""
    # Of OPPONENTS_CANT_PLAY: "Characters can't be played [from Reserve]" forbids every
    # player (``any_player``), not the opponents only; ``from_zone`` ("reserve" / "hand"):
    # only a play from there (5.2.a).
    any_player: bool = False
    from_zone: str = ""
    # Of ZONE_MOVE_CANT: the zone kind moved to ("reserve", "hand" …; "" any other zone)
    # and whose zones, from and to (``MoveWhose``: ALL, YOURS, OPPONENTS — "your" is the
    # ability's controller, 7.2.3.a).
    to_zone: str = ""
    from_whose: str = ""
    to_whose: str = ""
    # Of OPPONENTS_CANT_PLAY: "… in the Expedition facing me / in my Expedition" — only a
    # play into that Expedition (``PlayInto``; a Character's or Expedition Permanent's chosen
    # Expedition, 5.2.1.a, 5.2.2.a), "" into any place.
    into: str = ""
    # Of OPPONENTS_CANT_PLAY: "Target opponent / Target player can't play Spells this turn" —
    # only the players the step targeted (``players``, bound as the Emblem-Ongoing is created
    # from that step, 6.5.b, 2.2.2.m), whoever controls the Emblem; not every opponent.
    targeted: bool = False
    players: tuple[str, ...] = ()
    # Of OPPONENTS_CANT_PLAY, a counted limit: "Each player can't play more than two
    # Characters each Afternoon" — a play is impossible only once the player has played
    # ``at_most`` cards the group lets through in the ``period`` ("afternoon" 4.2.3, "day"
    # 4.2, "turn" 4.2.3.d), counted from the engine's plays of that period (plain data:
    # ``GameState.plays_this_afternoon`` …); 0: no count, every such play is impossible.
    # ``own``: "You can't play more than …" — its controller only.
    at_most: int = 0
    period: str = ""
    own: bool = False


class PlayInto:
    """Which Expedition a "can't play … in …" passive ability names (plain strings): the
    one facing the bearer's (1.2.3.c) or the bearer's own (7.2.1); none while the bearer is
    in no Expedition."""

    FACING_ME: Final = "facing_me"
    MINE: Final = "mine"


class MoveWhose:
    """Whose Expeditions a "can't move" passive ability names (plain strings)."""

    ALL: Final = ""  # "Expeditions can't move forward"
    MINE: Final = "mine"  # "My Expedition can't move backward": the bearer's (7.2.1)
    YOURS: Final = "yours"  # "Your Expeditions …": its controller's
    OPPONENTS: Final = "opponents"  # "Your opponents' Expeditions …"


BY_OPPONENT = "_by_opponent"
"""The suffix of a restricted action said "by your opponents / by effects your opponents
control" (``exhaust_by_opponent``): impossible only when the step's controller (who controls
the effect, 7.5.5.c) is an opponent of the restricting ability's controller (1.4.1.a). Written
by the card reader, read by the engine's "can't" checks."""
