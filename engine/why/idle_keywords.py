"""A printed keyword ability that has no effect now, said at the moment it would have
decided: ignored (7.3.19.b: it exists but has no effect) or lost with its object's other
abilities ("All other Characters lose their abilities": the object's characteristics are
what passive abilities make them, 2.3.1.d).

Each keyword decides at its own moment — Tough when an opponent targets its object (7.4.7.c),
Defender at Dusk (7.4.2.b), Eternal and Seasoned at Rest or a move to Reserve (7.4.3.b,
7.4.6.b), Gigantic wherever its other Expedition is looked at (7.4.4.b, 7.4.4.e): at Dusk,
and where a count looks "in my Expedition" — and the line of that moment names the keyword,
why it did nothing, and the rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.filters import narrowed
from engine.reading.passives import expeditions_of, has_keyword, ignored_keywords, lost_abilities
from engine.state import zones as z
from engine.state.cards import Condition, Counted
from engine.state.enums import CardType, Keyword
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
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
        parts.append(f"{possessive(names)} {keyword.value} is ignored")
        rules.extend(why("keyword.ignored"))
    if lost:
        names = ", ".join(state.name(o) for o in lost)
        parts.append(f"{names} lost its abilities, {keyword.value} too")
        rules.extend(why("keyword.lost"))
    return f"{' and '.join(parts)}: {outcome}", tuple(dict.fromkeys(rules))


def idle_gigantic_in_count(
    state: GameState, counted: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]] | None:
    """What an idle Gigantic changes in a count "in my Expedition" ("for each Character in
    my Expedition"), or None: a Character whose card is in the other Expedition of its
    controller is not in mine (7.4.4.b), so it is not counted — said with 7.3.19.b (or
    2.3.1.d when the abilities were lost)."""
    if counted.counted != Counted.MY_EXPEDITION or me is None or me not in state.objects:
        return None
    mine = expeditions_of(state, me)
    notes: list[str] = []
    rules: list[str] = []
    for exp in sorted(mine):
        player = exp.split(":", 1)[0]
        others = tuple(
            o
            for e in state.expedition_ids()
            if e != exp and e.split(":", 1)[0] == player and e not in mine
            for o in state.zone(z.zone_of_expedition(e))
            if state.type_of(o) is CardType.CHARACTER
        )
        looked = narrowed(state, others, counted.filter, controller, me)
        note = idle_keywords_note(
            state, looked, Keyword.GIGANTIC, f"not in {_words({exp})}, so not counted there"
        )
        if note is not None:
            notes.append(note[0])
            rules.extend(note[1])
    if not notes:
        return None
    return "; ".join(notes), tuple(dict.fromkeys(rules))


def _words(expeditions: Iterable[str]) -> str:
    """Expeditions in a judge's words ("p1's Hero Expedition")."""
    return " and ".join(zone_words(z.zone_of_expedition(e)) for e in sorted(expeditions))
