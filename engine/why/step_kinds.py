"""The sub-rule audit of issue 31: for each kind of step the engine resolves, the decision
points whose rules decide it — so a judge is handed the most specific rule, not the one
nearby.

A keyword action's own section of 7.3 holds the sub-rules that decide its variants
(7.3.25.d: moving forward stops at the region opposite the origin); the points citing them
are found from the table (:func:`deciding_points`). Many kinds are decided as well by rules
outside their section: a keyword's sub-rule (Tough, 7.4.7.c, for a target; Gigantic's "my
Expedition", 7.4.4.b; Defender, 7.4.2.b), "for free" (7.3.26.a with 5.1.2.f), control
rather than ownership (7.5.5), the Tiebreakers' Arena (4.3), a status already had (2.4.1.f,
2.4.1.g, 7.5.4.a), an ignored ability (7.3.19.b), a duration (2.2.15.d, 2.2.15.e), a
statistic of 0 (4.2.4.f). :data:`OTHER_DECIDERS` lists those points per kind; the rule
actions that are not keywords name theirs there too. A test holds that every kind is
classified, that every point named is one of the table, and that every procedure sub-rule
of a keyword's section (``docs/cr_audit.yaml``) is cited by a point of its kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from engine.state.actions import ActionKind
from engine.why.table import TABLE

KEYWORD_SECTIONS: Final[Mapping[ActionKind, str]] = MappingProxyType(
    {kind: f"7.3.{index}" for index, kind in enumerate(tuple(ActionKind)[:40], start=1)}
)
"""Each keyword action's own section of 7.3, in the order of :class:`ActionKind`."""

_GAIN_COUNTERS = (
    "impossible.counters_zone",
    "impossible.cant_gain_counters",
    "impossible.passive_cant",
    "static.support_max_more",
)
_STATUS = ("impossible.status_zone", "impossible.status_already", "reaction.already_had")

OTHER_DECIDERS: Final[Mapping[ActionKind, tuple[str, ...]]] = MappingProxyType(
    {
        ActionKind.ACTIVATE: ("reaction.other_event",),
        ActionKind.AFTER_YOU: (),
        ActionKind.ASCEND: ("impossible.ascend_again",),
        ActionKind.AUGMENT: _GAIN_COUNTERS,
        ActionKind.CREATE: ("gigantic.created",),
        ActionKind.DEFECT: ("action.defect_control", "action.gigantic_defects"),
        ActionKind.DISCARD: ("impossible.passive_cant",),
        ActionKind.DOUBLE_COUNTERS: _GAIN_COUNTERS,
        ActionKind.DRAW: (),
        ActionKind.ENTER_PLAY: (),
        ActionKind.EXCHANGE_BOOSTS: ("impossible.cant_gain_counters", "action.boosted_lost"),
        ActionKind.EXCHANGE: (),
        ActionKind.EXHAUST: ("impossible.exhaust_exhausted", "impossible.passive_cant"),
        ActionKind.EXHAUSTED_RESUPPLY: (),
        ActionKind.GAIN_COUNTERS: _GAIN_COUNTERS,
        ActionKind.GAIN_STATUS: (
            *_STATUS,
            "action.status_regained",
            "reaction.not_become",
            "impossible.boosted_direct",
            "impossible.landmark_fleeting",
        ),
        ActionKind.GIVE_BOOST: _GAIN_COUNTERS,
        ActionKind.HAVE_DO: (),
        ActionKind.IGNORE: (),
        ActionKind.LEAVE_PLAY: (),
        ActionKind.LOSE_STATUS: ("impossible.status_missing", "impossible.boosted_direct"),
        ActionKind.MAKE_GIFT: (),
        ActionKind.MOVE_TERRAIN_MARKER: ("impossible.marker_gone", "impossible.marker_region"),
        ActionKind.MOVE_BACKWARDS: ("impossible.backwards_cant",),
        ActionKind.MOVE_FORWARD: (
            "impossible.forward_cant",
            "impossible.forward_defender",
            "impossible.forward_only_due_to",
            "dusk.zero",
            "dusk.tie",
            "dusk.defender",
            "dusk.tiebreak_progress",
            "dusk.gigantic_in_both",
        ),
        ActionKind.PLAY_FOR_FREE: ("play.cost_altered",),
        ActionKind.PUT: (),
        ActionKind.READY: ("impossible.stays_exhausted", "impossible.passive_cant"),
        ActionKind.RECEIVE_GIFT: (),
        ActionKind.RECEIVE_TOKEN: (),
        ActionKind.RESUPPLY: (),
        ActionKind.RETURN: (),
        ActionKind.ROLL_DIE: (),
        ActionKind.RUSH: (),
        ActionKind.SABOTAGE: ("impossible.passive_cant",),
        ActionKind.SACRIFICE: ("impossible.passive_cant", "doer.each_player"),
        ActionKind.SEND: (),
        ActionKind.SPEND_COUNTERS: (),
        ActionKind.SWITCH_EXPEDITIONS: ("expedition.gigantic_switch", "reaction.gigantic_switch"),
        ActionKind.TAKE_CONTROL: ("action.defect_control",),
        # Rule actions, not keywords: their own deciding points.
        ActionKind.MOVE: ("action.statuses_not_kept",),
        ActionKind.PAY_MANA: ("play.choose_orbs",),
        ActionKind.CREATE_EMBLEM: (),
        ActionKind.CEASE_TO_EXIST: (),
        ActionKind.SHUFFLE: (),
        ActionKind.BECOME_FIRST_PLAYER: (),
        ActionKind.PASS: (),
        ActionKind.CREATE_ONGOING: (
            "impossible.this_turn_outside_turn",
            "impossible.this_afternoon_after_afternoon",
        ),
        ActionKind.PLAY: ("play.declare",),
        ActionKind.REVEAL: (),
        ActionKind.PLACE_TERRAIN_MARKER: ("action.place_marker", "impossible.marker_region"),
        ActionKind.CHOOSE_MODES: ("effect.modes",),
        ActionKind.REMOVE_COUNTERS: ("effect.remove_counters", "action.boosted_lost"),
        ActionKind.WIN_GAME: ("action.win_game",),
        ActionKind.LOOK: ("action.keyword.look",),
    }
)
"""For each kind of step, the decision points outside its own section of 7.3 that decide
it (a keyword's sub-rule, "for free", control, the Arena, a duration …)."""


def deciding_points(kind: ActionKind) -> tuple[str, ...]:
    """The decision points of the table that decide steps of ``kind``: those citing a rule
    of its own section of 7.3, and :data:`OTHER_DECIDERS`."""
    section = KEYWORD_SECTIONS.get(kind)
    own = (
        tuple(
            point for point, p in TABLE.items() if any(r.startswith(f"{section}.") for r in p.rules)
        )
        if section is not None
        else ()
    )
    return tuple(dict.fromkeys((*own, *OTHER_DECIDERS[kind])))


def deciding_rules(kind: ActionKind) -> frozenset[str]:
    """The rules the engine may cite as deciding a step of ``kind``: its decision points'
    and, for a keyword action, the rule defining it (7.3.N.a), which every atomic action of
    that kind cites (:data:`engine.pipeline.keywords.ACTION_RULES`)."""
    section = KEYWORD_SECTIONS.get(kind)
    defining = (f"{section}.a",) if section is not None else ()
    return frozenset(
        (*defining, *(r for point in deciding_points(kind) for r in TABLE[point].rules))
    )
