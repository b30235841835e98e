"""The parts of a written step beside its action and subject, compiled for the engine: an
exchange's second object (7.3.12.a), a cost of several parts (6.4.a), which Reactions
"activate" activates (7.3.1.b), where a Terrain Marker moves (7.3.23.a), what "per [...]"
counts, a token's keyword abilities (2.1.e, 7.4).

Split from :mod:`scenarios.cards.compile_steps`, which builds the whole step from these.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ActionKind, EffectStep, Subject, TriggerKind
from engine.state.cards import Condition, ObjectFilter
from engine.state.enums import Keyword
from scenarios.cards import vocabulary as v
from scenarios.cards.compile_filters import _object_filter
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models import StepModel

_REGION_SUBJECTS = frozenset({Subject.TARGET_REGION, Subject.MY_REGION})
"""Where a Terrain Marker is placed or moved to (3.2.1.d, 7.3.23.a)."""


def _per(
    text: str | None,
    kind: ActionKind | None = None,
    subject: Subject | None = None,
    players_do: str | None = None,
) -> Condition | None:
    """What "[N] per [...]" counts — each subject's own count ("per Ember counter it has",
    "for each Landmark they control") for the steps ``kind`` on ``subject`` the engine counts
    so (:mod:`scenarios.cards.own_counts`)."""
    if text is None:
        return None
    counted = v.count_of(text)
    if counted is None and kind is not None:
        from scenarios.cards.own_counts import own_count

        counted = own_count(text, kind, subject, players_do)
    if counted is None:  # gz: "for each boost on target Character" (6.5.b)
        from scenarios.cards.counted_on_target import count_on_target

        counted = count_on_target(text)
    if counted is None:
        raise NotExecutable(f"counting '{text}' is not supported by the engine yet")
    return counted


def _region(step: StepModel, kind: ActionKind) -> Subject | None:
    """Where ``move_terrain_marker`` moves Terrain Markers to (7.3.23.a)."""
    if kind is not ActionKind.MOVE_TERRAIN_MARKER:
        return None
    if step.region is None:
        raise NotExecutable("'move_terrain_marker' needs the region it moves to ('region:')")
    region = v.ENGINE_SUBJECTS.get(step.region)
    if region not in _REGION_SUBJECTS:
        raise NotExecutable(f"moving a Terrain Marker to '{step.region}' is not supported")
    return region


def _other(step: StepModel) -> Subject | None:
    """The second object of an exchange (7.3.12.a)."""
    if step.other is None:
        if step.action == "exchange_boosts" and step.targets == 2:
            return None  # "Target two Characters and exchange their boosts": both targets
        if step.action in ("exchange", "exchange_boosts"):
            raise NotExecutable(f"'{step.action}' needs its second object ('with:')")
        return None
    subject = v.ENGINE_SUBJECTS.get(step.other)
    if subject is None:
        raise NotExecutable(f"subject '{step.other}' is not resolved by the engine yet")
    zone = _exchanged_zone(str(step.subject or ""))
    if step.action == "exchange" and zone is not None and zone == _exchanged_zone(step.other):
        # 7.3.12.a: each goes to the other's zone — a personal zone is always its owner's
        # (1.4.3.a), so two cards in a Reserve (or two Hands) would not move at all.
        raise NotExecutable(f"two cards in a {zone} each go to their owner's {zone}: nothing moves")
    return subject


_EXCHANGED_ZONES = {"reserve": "Reserve", "hand": "Hand", "discard": "Discard pile"}


def _exchanged_zone(subject: str) -> str | None:
    """The personal zone an exchanged card's subject names ("target_card_in_your_reserve",
    "a_card_from_your_hand"), None for an object in play (3.1.2)."""
    words = subject.split("_")
    return next((name for word, name in _EXCHANGED_ZONES.items() if word in words), None)


_COST_PART_ACTIONS = frozenset(
    {
        ActionKind.EXHAUST,
        ActionKind.SPEND_COUNTERS,
        ActionKind.DISCARD,
        ActionKind.SACRIFICE,
        ActionKind.PUT,
        ActionKind.SEND,
        ActionKind.RETURN,
    }
)


def cost_parts(step: StepModel, parts: tuple[EffectStep, ...]) -> tuple[EffectStep, ...]:
    """The other parts of a cost inside an effect ("You may exhaust me and spend 3 of my
    Arcane counters to …", 6.4.a): each an action on "me" with no choice of its own, so the
    engine can tell before paying whether every part can be paid (6.4.c, 1.4.1.b)."""
    if not parts:
        return ()
    if step.pay or step.condition is not None or step.times != 1 or not step.then:
        raise NotExecutable("a cost of several parts is read before 'to [X]' only (6.4.a)")
    for part in parts:
        plain = not (part.then or part.optional or part.condition or part.pay or part.cost_with)
        if part.action not in _COST_PART_ACTIONS or part.subject is not Subject.SELF or not plain:
            raise NotExecutable("only parts of a cost acting on 'me' are paid together yet")
    if step.subject not in (None, "self") or v.ACTIONS.get(step.action) not in _COST_PART_ACTIONS:
        raise NotExecutable("only parts of a cost acting on 'me' are paid together yet")
    return parts


def _other_filter(step: StepModel) -> ObjectFilter | None:
    """The filter of an exchange's second object (7.3.12.a): its own (``with_filter``), or
    none — the step's ``filter`` narrows the first object only."""
    if step.other is None:
        if step.with_filter is not None:
            raise NotExecutable("'with_filter' narrows the second object of an exchange ('with:')")
        return None
    return _object_filter(step.with_filter) if step.with_filter is not None else ObjectFilter()


def _activated_trigger(step: StepModel) -> TriggerKind | None:
    """Which Reactions "activate" activates: "the {J} abilities of ..." (7.3.1.b, 7.3.1.c)."""
    if step.trigger is None:
        return None
    if step.action != "activate":
        raise NotExecutable("only 'activate' takes a trigger")
    if step.trigger in v.SYMBOL_TRIGGERS:
        return TriggerKind(step.trigger)
    if step.trigger in v.ENGINE_EVENT_TRIGGERS:
        return TriggerKind(step.trigger)
    raise NotExecutable(f"activating '{step.trigger}' Reactions is not supported yet")


@dataclass(frozen=True, slots=True)
class TokenKeywords:
    """A token card's keyword abilities as the engine gives them to the token it creates
    (2.1.e, 7.4), with the X of Tough X (7.4.7.b) and Scout X (7.4.5.c)."""

    keywords: frozenset[Keyword] = frozenset()
    tough: int = 0
    scout: int = 0


def _token_keywords(printed: tuple[str, ...]) -> TokenKeywords:
    """The engine's keywords for ``printed``; a keyword the engine does not apply leaves the
    step to the judge (precision first)."""
    keywords: set[Keyword] = set()
    tough = scout = 0
    for k in printed:
        word, number = v.keyword_parts(k)
        if word not in v.ENGINE_KEYWORDS:
            raise NotExecutable(
                f"the token's keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is not "
                "applied by the engine yet"
            )
        keywords.add(v.ENGINE_KEYWORDS[word])
        tough = number or 0 if word == "Tough" else tough
        scout = number or 0 if word == "Scout" else scout
    return TokenKeywords(frozenset(keywords), tough, scout)
