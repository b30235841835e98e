"""Keeping which effect gave an object a status, as the status is gained (2.4.1.e).

An object's statuses change only when an effect causes them to (2.4.1.e; "some costs and
effects make an object exhausted", 2.4.6.a). When a later step decides from such a status —
Rest keeping an Anchored or Asleep Character in play (2.4.2, 2.4.4), Fleeting discarding
instead (2.4.7.d), an exhausted object that cannot be exhausted again (7.3.16.b) — the judge
names the effect that gave it: "Frozen Lake (a Spell) gave it Anchored on Day 1, in the
Afternoon". The engine keeps that as plain data on the object
(:class:`engine.state.objects.StatusOrigin`), recorded here as the atomic action is
performed and dropped as the status is lost; a new object has none (2.4.1.d). A status a
rule or a cost gives keeps its origin the same way, said with that rule: played from
Reserve (2.4.7.a), Fleeting in the Expedition zone after Limbo (2.4.7.c), Cooldown
(7.4.1.b), a Mana Orb put in the Mana zone (3.2.9.b), exhausted to pay a cost (2.4.6.a,
7.1.4.a). The judge's set-up gives none.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import CardType, Phase, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import GameObject, StatusOrigin
from engine.state.records import replace
from engine.state.said import possessive

__all__ = ["gained_origins", "kept_origins", "rule_origin", "source_words"]

_JUDGE = "judge"
"""The source of a judge's request: the judge's own board, no effect (1.1.2)."""


def source_words(state: GameState, label: str) -> str:
    """The effect named by a step's source ``label`` (the card's name) as a judge says it:
    "Frozen Lake (a Spell)" while that Spell resolves in Limbo, "Arcolano Milk's Reaction"
    while its Emblem-Reaction is in Limbo (6.3.h), else the card's name alone."""
    spell = reaction = ongoing = False
    for key, ids in state.zones.items():
        if z.kind_of(key) is not ZoneKind.LIMBO:
            continue
        for oid in ids:
            o = state.objects.get(oid)
            if o is None:
                continue
            if o.emblem is not None:
                mine = o.emblem.subtype == "Reaction" and o.emblem.source_name == label
                reaction |= mine
                ongoing |= mine and o.emblem.by_ongoing  # 5.2.d: an Emblem-Ongoing's
                continue
            card = state.card(oid)
            spell |= card is not None and card.type is CardType.SPELL and card.name == label
    if spell and not reaction:
        return f"{label} (a Spell)"
    if ongoing and not spell:
        # the Emblem-Ongoing of a card, through the Emblem-Reaction 5.2.d makes for the card
        # played: named as the Emblem it is (2.2.2.m), not as a Reaction of the card
        return f"the Emblem-Ongoing of {label}"
    if reaction and not spell:
        return f"{possessive(label)} Reaction"
    return label


def gained_origins(
    state: GameState,
    obj: GameObject,
    gained: Iterable[Status],
    source: str | None,
    by_rule: StatusOrigin | None = None,
) -> tuple[StatusOrigin, ...]:
    """``obj``'s origins with one for each status of ``gained`` it did not have, given by
    the effect named ``source`` now (2.4.1.e) or, with no effect, by the rule or cost
    ``by_rule`` says (2.4.7.a, 7.4.1.b, 2.4.6.a); unchanged for the judge's request, a step
    no rule speaks for, or a status it already had (gaining it again changes nothing,
    2.4.1.f)."""
    new = tuple(s for s in gained if s not in obj.statuses)
    if source == _JUDGE or not new:
        return obj.status_origins
    kept = tuple(o for o in obj.status_origins if o.status not in new)
    if not source:
        if by_rule is None:
            return obj.status_origins
        made = (replace(by_rule, status=s, day=state.day, phase=state.phase) for s in new)
        return (*kept, *made)
    words = source_words(state, source)
    return (*kept, *(StatusOrigin(s, words, state.day, state.phase) for s in new))


def rule_origin(how: str, rules: tuple[str, ...], status: Status = Status.FLEETING) -> StatusOrigin:
    """The origin a rule or a cost gives a status with, said ``how`` ("as it was played from
    Reserve", 2.4.7.a): the Day and phase are filled in as the status is gained."""
    return StatusOrigin(status, how, 0, Phase.SETUP, tuple(dict.fromkeys(rules)))


def kept_origins(obj: GameObject, statuses: frozenset[Status]) -> tuple[StatusOrigin, ...]:
    """``obj``'s origins of the statuses it keeps among ``statuses``: a status lost takes
    its origin with it (2.4.1.h), so one gained again later is not said as the old one's."""
    return tuple(o for o in obj.status_origins if o.status in statuses)
