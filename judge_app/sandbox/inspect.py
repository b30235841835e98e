"""The inspector: one object's base and current characteristics, and why they differ.

Current statistics are the engine's (``engine.reading.passives.statistics``); this module
explains them by listing what changed the printed values, in the order the rules apply
them: boosts (2.5.1.b), then the working passive abilities in timestamp order (2.3.3.b).
If the engine's result holds a change this list cannot name, the difference is shown as
such rather than hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import BOOST, AbilityKind, CardType, GameState, Terrain
from engine.reading.passives import (
    ability_works,
    effective_abilities,
    in_play,
    stat_scope_applies,
    statistics,
)
from engine.state.plain_orbs import card_name_words
from judge_app.sandbox.board import zone_title

KIND_WORDS = {
    AbilityKind.QUICK_ACTION: "quick action",
    AbilityKind.REACTION: "Reaction",
    AbilityKind.PASSIVE: "passive ability",
    AbilityKind.EFFECT: "effect",
}
"""The four types of abilities in the rules' own words (2.2.12.a: "quick actions,
Reactions, passive abilities, or effects")."""


@dataclass(frozen=True, slots=True)
class Change:
    """One thing changing a statistic: its source, the rule, and the amounts."""

    source: str
    rule: str
    amounts: tuple[int, int, int]
    timestamp: int | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class AbilityLine:
    kind: str
    text: str
    works: bool
    support: bool


@dataclass(frozen=True, slots=True)
class Inspection:
    """Everything the inspector shows for one object."""

    object_id: str
    name: str
    type: str
    subtypes: tuple[str, ...]
    faction: str | None
    owner: str
    controller: str
    zone: str
    timestamp: int | None
    hand_cost: int | None
    reserve_cost: int | None
    printed: tuple[int, int, int] | None
    current: tuple[int, int, int] | None
    changes: tuple[Change, ...]
    statuses: tuple[str, ...]
    counters: tuple[tuple[str, int], ...]
    keywords: tuple[str, ...]
    abilities: tuple[AbilityLine, ...]
    is_token: bool
    note: str = ""
    by_hand: tuple[tuple[str, str], ...] = ()
    """Printed abilities the engine does not execute, each with why: the judge resolves
    them by hand."""


def inspect(state: GameState, object_id: str) -> Inspection:
    """The inspector's view of ``object_id`` at ``state``."""
    o = state.objects[object_id]
    card = state.card(object_id)
    statuses = tuple(sorted(s.value for s in o.statuses))
    if o.boosts:
        statuses = (*statuses, "Boosted")
    counters = tuple(sorted(o.counters.items()))
    where = zone_title(state, o.zone)
    if card is None:
        assert o.emblem is not None
        return Inspection(
            object_id,
            f"Emblem-{o.emblem.subtype} of {o.emblem.source_name}",
            CardType.EMBLEM.value,
            (o.emblem.subtype,),
            None,
            o.owner,
            o.controller,
            where,
            o.timestamp,
            None,
            None,
            None,
            None,
            (),
            statuses,
            counters,
            (),
            tuple(
                AbilityLine("effect", f"{s.action.value} ({s.subject.value})", True, False)
                for s in o.emblem.effect
            ),
            False,
            "An Emblem-Reaction is bound to the objects its trigger named (6.3.i) and "
            "resolves even if its source is gone (6.3.j).",
        )
    kind = state.type_of(object_id)
    printed = current = None
    changes: list[Change] = []
    note = ""
    if kind is CardType.CHARACTER:
        printed = (card.forest, card.mountain, card.water)
        stats = statistics(state, object_id)
        current = (stats[Terrain.FOREST], stats[Terrain.MOUNTAIN], stats[Terrain.WATER])
        boosts = o.counters.get(BOOST, 0)
        if boosts:
            changes.append(Change(f"{boosts} boost counter(s)", "2.5.1.b", (boosts,) * 3))
        if in_play(state, object_id):
            for src, _, ab in effective_abilities(state):
                if ab.kind is not AbilityKind.PASSIVE or ab.stats is None:
                    continue
                if not stat_scope_applies(state, src, object_id, ab.stats.scope):
                    continue
                s = ab.stats
                changes.append(
                    Change(
                        state.name(src),
                        "2.3.1.a",
                        (s.forest, s.mountain, s.water),
                        state.objects[src].timestamp,
                        ab.text,
                    )
                )
        explained = [sum(c.amounts[i] for c in changes) + printed[i] for i in range(3)]
        if tuple(explained) != current:
            diff = (
                current[0] - explained[0],
                current[1] - explained[1],
                current[2] - explained[2],
            )
            changes.append(Change("other effects", "2.3.1.a", diff))
            note = "Part of the change comes from effects the inspector cannot name."
    abilities = tuple(
        AbilityLine(
            KIND_WORDS.get(ab.kind, ab.kind.value.replace("_", " ")),
            ab.text or "(no printed text)",
            ability_works(state, object_id, ab),
            ab.support,
        )
        for ab in card.abilities
    )
    return Inspection(
        object_id,
        card_name_words(card) if kind is not CardType.MANA_ORB else "Mana Orb",  # as its tile
        kind.value,
        card.subtypes,
        card.faction.value if card.faction else None,
        o.owner,
        o.controller,
        where,
        o.timestamp,
        card.hand_cost,
        card.reserve_cost,
        printed,
        current,
        tuple(changes),
        statuses,
        counters,
        tuple(sorted(k.value for k in card.keywords)),
        abilities,
        card.is_token,
        note,
    )
