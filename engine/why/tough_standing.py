"""Where the Expeditions stand, said where a conditional Tough decides a target's cost: "If my
Expedition is behind, I am [Tough 1]" applies while its condition holds (2.3.2.f), so an
opponent who targets the object pays Tough (7.4.7.c) only while the Expedition is behind
(7.5.2.b) — the line where the target is chosen and Tough is decided (7.4.7.e) says
whether it applied and where the Expeditions stood (7.5.2.a ahead, 7.5.2.c tied).

A Tough given by another object's passive ability ("If my Expedition is ahead, Characters
you control are [Tough 1]") is said when its group reaches the target. Only a target chosen
by an opponent of its controller: Tough taxes no one else (7.4.7.c).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.filters import matches
from engine.reading.passives import effective_abilities
from engine.state.abilities import Ability
from engine.state.enums import Keyword
from engine.state.game_state import GameState
from engine.why.passive_standing import passive_standing_notes
from engine.why.table import why


def _gives_tough(ability: Ability) -> bool:
    return ability.grant is not None and ability.grant.keyword is Keyword.TOUGH


def tough_standing_note(
    state: GameState, chosen: Iterable[str], chooser: str
) -> tuple[str, tuple[str, ...]]:
    """ " — Bristle Hog's “If my Expedition is behind, I am [Tough 1]” applies — p2's hero
    Expedition is behind: 0 regions from its starting region, against 1 for p1's hero
    Expedition facing it" with 7.5.2.b and 7.4.7.c, for the targets in ``chosen`` that
    ``chooser`` does not control; ``("", ())`` when no Tough of theirs reads a standing."""
    theirs = {c for c in chosen if c in state.objects and state.objects[c].controller != chooser}
    if not theirs:
        return "", ()
    sources: list[str] = []
    for src, _, ab in effective_abilities(state):
        grant = ab.grant
        if grant is None or not _gives_tough(ab) or src not in state.objects:
            continue
        controller = state.objects[src].controller
        if src in theirs or (
            grant.filter is not None
            and any(matches(state, c, grant.filter, controller, me=src) for c in theirs)
        ):
            sources.append(src)
    notes, rules = passive_standing_notes(state, dict.fromkeys(sources), _gives_tough)
    if not notes:
        return "", ()
    return f" — {'; '.join(notes)}", (*rules, *why("tough.targeted"))
