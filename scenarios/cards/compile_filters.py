"""The engine filter of a written step's object description (6.5.b targets, 6.1.g choices,
groups one controls): which ``FilterModel`` fields narrow which subject.

Split from :mod:`scenarios.cards.compile_steps` (which re-exports ``_object_filter`` for the
passive, replacing and ongoing compilers).
"""

from __future__ import annotations

from engine import CardType, Subject
from engine.state.cards import CHOICE_SUBJECTS, GROUP_SUBJECTS, ObjectFilter
from engine.state.enums import ZoneKind
from engine.state.subjects import OBJECT_TARGET_SUBJECTS
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models import FilterModel

_FILTERABLE = (
    OBJECT_TARGET_SUBJECTS | (CHOICE_SUBJECTS - {Subject.A_TERRAIN_MARKER}) | GROUP_SUBJECTS
)
"""Subjects whose objects a filter can narrow: object targets (6.5.b), choices (6.1.g)
and the group of Characters one controls."""


def _filter(model: FilterModel | None, subject: Subject) -> ObjectFilter | None:
    """The engine filter narrowing a target, choice or group (6.5.b, 6.1.g)."""
    if model is None:
        return None
    if subject is Subject.EACH_EXPEDITION_DESCRIBED:
        said = set(model.model_dump(exclude_defaults=True))
        if not said - {"expedition_controller"} or said - _DESCRIBED_BY - {"expedition_controller"}:
            raise NotExecutable(f"Expeditions cannot be described by {sorted(said)}")
        return _object_filter(model)
    if subject is Subject.EACH_MY_EXPEDITION_DESCRIBED:
        said = set(model.model_dump(exclude_defaults=True))
        yours = {"expedition_controller"} if model.expedition_controller == "you" else set()
        if not said or said - _DESCRIBED_BY - yours:  # "where you control": yours (7.5.5.a)
            raise NotExecutable(f"your Expeditions cannot be described by {sorted(said)}")
        return _object_filter(model)
    if subject is Subject.TARGET_EXPEDITION:
        said = set(model.model_dump(exclude_defaults=True))
        if said - _EXPEDITION_FILTER:  # an Expedition is no card: only these narrow it
            raise NotExecutable(f"a target Expedition cannot be narrowed by {sorted(said)}")
        return _object_filter(model)
    if subject not in _FILTERABLE:
        raise NotExecutable(f"subject '{subject.value}' cannot be narrowed by a filter")
    return _object_filter(model)


_DESCRIBED_BY = frozenset(
    {
        "expedition_ahead",
        "expedition_empty",
        "expedition_standing",
        "expedition_characters_min",
        "expedition_characters_max",
        "in_terrain",
        "or_terrain",
    }
)
"""What describes an Expedition by where it stands (7.5.2), the Characters in it (3.2.4.b)
or the terrain it is in (7.5.8.b), in every slot — :mod:`engine.reading.expedition_descriptions`."""

_EXPEDITION_FILTER = _DESCRIBED_BY | frozenset(
    {"expedition_controller", "in_terrain", "or_terrain", "expedition_race"}
)
"""What narrows a target Expedition (6.5.b): its player (7.5.5.a), its region's terrain
(7.5.8.b), ahead of the one facing it (7.5.2.b-c), ahead of / behind / in contact with other
Expeditions named (7.5.2, 7.5.9.a; gram87) — :mod:`engine.steps.subject_targets`."""


def _object_filter(model: FilterModel) -> ObjectFilter:
    return ObjectFilter(
        hand_cost_max=model.hand_cost_max,
        hand_cost_min=model.hand_cost_min,
        reserve_cost_max=model.reserve_cost_max,
        reserve_cost_min=model.reserve_cost_min,
        base_cost_max=model.base_cost_max,
        base_cost_min=model.base_cost_min,
        controller=model.controller or "",
        statuses=frozenset(model.statuses),
        without=frozenset(model.without),
        subtypes=frozenset(model.subtypes),
        types=frozenset(CardType(t) for t in model.types),
        another=model.another,
        in_my_expedition=model.in_my_expedition,
        only_me=model.only_me,
        base_stat=model.base_stat,
        any_statuses=frozenset(model.any_statuses),
        **model.filter_extras(),  # scenarios/cards/step_extras.py
        non_token=model.non_token,
        in_your_reserve=model.in_your_reserve,
        in_your_zones=frozenset(ZoneKind(k) for k in model.in_your_zones),  # ic39 (3.1.2.b)
        without_subtypes=frozenset(model.without_subtypes),
        none_of=tuple(_object_filter(m) for m in model.none_of),  # 6.5.b (gram37)
        any_of=tuple(_object_filter(m) for m in model.any_of),  # 2.2.1 (gram79)
    )
