"""What "three or more base statistics of 0 among Characters you control" counted, said
where the condition decides (a cost change, 5.1.2.f; a conditional step, 6.5.d): each
statistic counted, by its Character and terrain. A base statistic is the one written on
the card (2.2.a, 2.2.11.d; a token's, set by the effect that created it, 2.2.11.e); a boost
adds 1 to each statistic (2.5.1.b) and a passive ability modifies it (2.3.1.d) without
changing that base — so a judge told "the boosted one has Forest 1 now" reads on the line
that its base Forest of 0 was counted, and a statistic that is 0 now only through a
modifier is named as not counted.
"""

from __future__ import annotations

from engine.reading.counts import base_statistics_counted
from engine.reading.passives import statistics
from engine.state import zones as z
from engine.state.conditions import Condition
from engine.state.enums import BOOST, IN_PLAY_ZONES, CardType, Terrain
from engine.state.game_state import GameState
from engine.state.said import count_of, possessive
from engine.why.table import why


def _terrain(t: Terrain) -> str:
    return t.value.capitalize()


def base_statistics_note(
    state: GameState, c: Condition, controller: str
) -> tuple[str, tuple[str, ...]]:
    """``(" (…)", rules)``: the base statistics ``c`` counted among the Characters
    ``controller`` controls, those whose statistic differs now (a boost, 2.5.1.b; a passive
    ability, 2.3.1.d) named with the value they have now, and the statistics equal to the
    wanted number now but not as printed named as not counted."""
    wanted = c.filter.base_stat if c.filter is not None else None
    counted = base_statistics_counted(state, c, controller)
    parts = [f"{possessive(state.name(o))} {_terrain(t)}" for o, t in counted]
    words = f"{controller} controls {count_of(len(counted), f'base statistic of {wanted}')}"
    words = words.replace(f"statistic of {wanted}s", f"statistics of {wanted}")
    if parts:
        words += ": " + ", ".join(parts)
    rules: list[str] = [*why("group.you_control")]
    tokens = {o for o, _ in counted if (card := state.card(o)) is not None and card.is_token}
    if len(tokens) < len({o for o, _ in counted}) or not counted:
        # "base": the characteristics written on the card (2.2.a), its statistics (2.2.11.d)
        rules.extend((*why("value.base_is_printed"), *why("value.printed_statistic")))
    if tokens:
        rules.extend(why("value.token_statistic"))
    changed: list[str] = []
    boosted = modified = False
    for o in dict.fromkeys(o for o, _ in counted):
        now = statistics(state, o)
        differ = [f"{_terrain(t)} {now[t]}" for oo, t in counted if oo == o and now[t] != wanted]
        if not differ:
            continue
        boosts = state.objects[o].counters.get(BOOST, 0)
        why_now = f" ({count_of(boosts, 'boost')})" if boosts else ""
        boosted = boosted or bool(boosts)
        modified = modified or not boosts
        changed.append(f"{state.name(o)} has {', '.join(differ)} now{why_now}")
    missed: list[str] = []
    for key in state.zones:
        if z.kind_of(key) not in IN_PLAY_ZONES:
            continue
        for o in state.zones[key]:
            if state.objects[o].controller != controller:
                continue
            if state.type_of(o) is not CardType.CHARACTER or state.card(o) is None:
                continue
            for t in Terrain:
                if (o, t) not in counted and statistics(state, o)[t] == wanted:
                    missed.append(f"{possessive(state.name(o))} {_terrain(t)} ({wanted} now)")
                    modified = True
    if changed:
        words += f"; counted as printed, whatever modifies them now: {'; '.join(changed)}"
    if missed:
        words += f"; not base statistics of {wanted}, not counted: {', '.join(missed)}"
    if boosted:
        rules.extend(why("value.boosted_statistic"))
    if modified:
        rules.extend(why("value.statistics_modified"))
    return f" ({words})", tuple(dict.fromkeys(rules))
