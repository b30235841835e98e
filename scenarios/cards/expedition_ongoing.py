"""An effect lasting longer than its resolution on one targeted Expedition: "Target Expedition
can't move forward this Day".

The step targets the Expedition (6.5.b) and creates an Emblem-Ongoing (2.2.2.m) whose "can't
move forward" names that Expedition only (1.4.1.a) until the end of its duration (2.2.15.c):
the engine binds the restriction to the chosen Expedition as the Emblem is created
(``engine.pipeline.creation.bound_to_expeditions``). Only that restriction is read so; an
Emblem-Ongoing of another kind on a targeted Expedition is left to the judge.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.cards import (
    PLAYER_SUBJECTS,
    Ability,
    AbilityKind,
    EffectStep,
    RestrictionKind,
    Subject,
)
from scenarios.cards.errors import NotExecutable
from scenarios.cards.keywords_for_a_time import check_keyword_for_a_time, is_listed_grant

_TARGETED = frozenset({Subject.TARGET_EXPEDITION, Subject.THE_EXPEDITION_FACING_ME})
"""The one Expedition a "can't move" Emblem-Ongoing is bound to as it is made (6.5.b, 2.2.2.m):
a targeted one, or (gd) the one facing the source's, found as the step happens (1.2.3.c)."""
_PLAYER_TARGETS = frozenset({Subject.TARGET_OPPONENT, Subject.TARGET_PLAYER})
"""The players a "can't play" Emblem-Ongoing may be bound to (6.5.b)."""
_EXPEDITION_CANT = frozenset({RestrictionKind.MOVE_FORWARD, RestrictionKind.MOVE_BACKWARDS})
"""The "can't" of an Expedition an Emblem-Ongoing binds to the one targeted (1.4.1.a)."""


def check_expedition_ongoing(one: EffectStep) -> None:
    """Refuse an Emblem-Ongoing step with a subject other than a targeted Expedition whose
    abilities are all "can't move forward" restrictions."""
    if one.action is not ActionKind.CREATE_ONGOING:
        return
    targeted = one.ongoing is not None and any(
        ab.restriction is not None and ab.restriction.targeted for ab in one.ongoing.abilities
    )
    if targeted != (one.subject in _PLAYER_TARGETS):
        # "Target opponent can't play Spells this turn": bound to the player the step
        # targets (6.5.b) — never a targeted "can't" without its target, nor a player
        # target whose "can't" names every opponent
        raise NotExecutable(
            "a 'can't' for a targeted player is read only on the step that targets them"
        )
    if one.subject in PLAYER_SUBJECTS:
        return  # an Emblem-Ongoing of its controller's, as any (2.2.2.m)
    spec = one.ongoing
    if spec is not None and all(is_listed_grant(ab) for ab in spec.abilities):
        return check_keyword_for_a_time(one)  # "Target Character gains [Tough 1] this turn"
    if spec is not None and all(_listed_cant(ab) for ab in spec.abilities):
        # "Target Character can't be sacrificed this turn": bound to the step's objects
        return check_keyword_for_a_time(one)  # objects, never players or Expeditions
    if spec is not None and all(_listed_next(ab) for ab in spec.abilities):
        # gh: "You may play it this turn for {1} less": bound to the step's objects
        return check_keyword_for_a_time(one)  # objects, never players or Expeditions
    if spec is not None and one.subject is Subject.SELF and _all_delayed(spec.abilities):
        # "At the end of the turn, send me to Reserve": the delayed Reaction's "it" is the
        # Emblem's creator, bound as it is created (7.2.1.d; grammar/semantics/delayed_me.py)
        return None
    if spec is not None and one.subject is Subject.IT and _all_delayed(spec.abilities):
        # "[X it]. At the start of the next Dusk, send it to Reserve": the delayed Reaction's
        # "it" is bound to the objects of the step before (engine.pipeline.creation, 6.3.i)
        return None
    restricted = spec is not None and all(
        ab.restriction is not None and ab.restriction.kind in _EXPEDITION_CANT
        for ab in spec.abilities
    )
    if one.subject not in _TARGETED or not restricted:
        raise NotExecutable(
            f"a lasting effect on '{one.subject.value}' is not supported yet (only 'Target "
            "Expedition can't move forward / backward')"
        )


def _listed_cant(ab: Ability) -> bool:
    """Whether ``ab`` is a "can't" for the objects its Emblem-Ongoing is made for (1.4.1.a)."""
    return ab.restriction is not None and ab.restriction.listed


def _listed_next(ab: Ability) -> bool:
    """gh: whether ``ab`` is a cost change for the objects its Emblem-Ongoing is made for."""
    return ab.next_played is not None and ab.next_played.listed


def _all_delayed(abilities: tuple[Ability, ...]) -> bool:
    """Whether the Emblem-Ongoing holds only a delayed effect's Reaction (2.2.2.m)."""
    return bool(abilities) and all(ab.kind is AbilityKind.REACTION for ab in abilities)
