"""Where the Expeditions stand, said for a passive ability whose condition reads "ahead /
behind / tied" at the moment its result decides something: "I am [Defender] unless my
Expedition is ahead", "If my Expedition is behind, I get +1/+1/+1" at Progress (4.2.4.b,
7.4.2.b). A passive ability applies while its condition holds (2.3.2.f), evaluated as it is
applied (2.3.1.e); the condition itself is 7.5.2's: ahead is farther from its starting
region than the Expedition facing it (7.5.2.a), behind closer (7.5.2.b), tied as far
(7.5.2.c) — every Expedition during tiebreakers (7.5.2.d).

A condition that changes with an event is said where it changes
(:mod:`engine.pipeline.passive_changes`); this says the one that held all along, where it
decides.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.reading.passives import condition_applies, effective_abilities
from engine.state.cards import Ability, AbilityKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.printed_words import card_ability_text
from engine.why.standing_notes import condition_standing

Deciding = Callable[[Ability], bool]
"""Which passive abilities decide the outcome at hand (a Defender grant at Progress...)."""


def passive_standing_notes(
    state: GameState, sources: Iterable[str], deciding: Deciding
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(notes, rules)`` for each passive ability of ``sources`` that ``deciding`` keeps
    and whose condition reads where an Expedition stands: "Breakwater Warden's “I am
    [Defender] unless my Expedition is ahead” does not apply — p1's hero Expedition is
    ahead: 1 region from its starting region, against 0 for p2's hero Expedition facing
    it" with 7.5.2.a (7.5.2.b behind, 7.5.2.c tied); nothing during tiebreakers, where
    every Expedition is tied (7.5.2.d) and nothing is measured."""
    wanted = frozenset(sources)
    notes: list[str] = []
    rules: list[str] = []
    for src, index, ab in effective_abilities(state):
        if (
            src not in wanted
            or src not in state.objects
            or ab.kind is not AbilityKind.PASSIVE
            or ab.condition is None
            or not deciding(ab)
        ):
            continue
        controller = state.objects[src].controller
        standing, standing_rules = condition_standing(state, ab.condition, controller, src, None)
        if not standing:
            continue  # no standing condition, or tiebreakers (all tied: 7.5.2.d, the caller's)
        applies = "applies" if condition_applies(state, src, ab) else "does not apply"
        card = state.card(src)
        printed = card_ability_text(card, index) if card is not None else ""
        if card is None or index >= len(card.abilities) or card.abilities[index] != ab:
            printed = ab.text  # a granted ability: the words it was granted with
        text = " ".join(printed.split()).rstrip(".")
        notes.append(f"{possessive(state.whose_name(src))} “{text}” {applies} — {standing}")
        rules.extend(r for r in standing_rules if r not in rules)
    return tuple(notes), tuple(rules)
