"""A printed keyword ability that has no effect now, said at the moment it would have
decided: ignored (7.3.19.b: it exists but has no effect) or lost with its object's other
abilities ("All other Characters lose their abilities": the object's characteristics are
what passive abilities make them, 2.3.1.d).

Each keyword decides at its own moment — Tough when an opponent targets its object (7.4.7.c),
Defender at Dusk (7.4.2.b), Eternal and Seasoned at Rest or a move to Reserve (7.4.3.b,
7.4.6.b), Gigantic wherever its other Expedition is looked at (7.4.4.b, 7.4.4.e) — and the
line of that moment names the keyword, why it did nothing, and the rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import has_keyword, ignored_keywords, lost_abilities
from engine.state.enums import Keyword
from engine.state.game_state import GameState
from engine.why.table import why


def idle_keyword(state: GameState, object_id: str, keyword: Keyword) -> bool:
    """Whether ``object_id`` prints ``keyword`` but it has no effect now — ignored or lost
    — and no passive ability grants it again."""
    return (
        object_id in state.objects
        and keyword in ignored_keywords(state, object_id)
        and not has_keyword(state, object_id, keyword)
    )


def idle_keywords_note(
    state: GameState, object_ids: Iterable[str], keyword: Keyword, outcome: str
) -> tuple[str, tuple[str, ...]] | None:
    """The words and rules saying that ``keyword`` of each of ``object_ids`` that prints it
    has no effect now and what follows (``outcome``: "no cost to target it"), or None when
    none is idle: "Shell's Tough is ignored: no cost to target it" (7.3.19.b); "Shell lost
    its abilities, Tough too: ..." (2.3.1.d)."""
    idle = [o for o in dict.fromkeys(object_ids) if idle_keyword(state, o, keyword)]
    if not idle:
        return None
    lost = [o for o in idle if lost_abilities(state, o)]
    ignored = [o for o in idle if o not in lost]
    parts: list[str] = []
    rules: list[str] = []
    if ignored:
        names = ", ".join(state.name(o) for o in ignored)
        parts.append(f"{names}'s {keyword.value} is ignored")
        rules.extend(why("keyword.ignored"))
    if lost:
        names = ", ".join(state.name(o) for o in lost)
        parts.append(f"{names} lost its abilities, {keyword.value} too")
        rules.extend(why("keyword.lost"))
    return f"{' and '.join(parts)}: {outcome}", tuple(dict.fromkeys(rules))
