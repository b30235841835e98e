"""Differences between two boards in a judge's words.

"Kuwat, the Dissenter: 1 boost → none", "Kuwat, the Dissenter: p1's Hero Expedition →
p1's Discard pile", "p1's Mana: 3 ready, 2 exhausted → 1 ready, 4 exhausted". Cards are
matched by name; where a name is on the table several times, the copies that look the
same on both boards are set aside first and the rest compared in order.
"""

from __future__ import annotations

from collections import Counter

from engine.explore.board import Board, Sight
from engine.state import zones as z
from engine.state.enums import BOOST, ZoneKind

_ZONE_WORDS = {
    ZoneKind.DECK: "Deck",
    ZoneKind.HAND: "Hand",
    ZoneKind.DISCARD: "Discard pile",
    ZoneKind.HERO: "Hero zone",
    ZoneKind.MANA: "Mana zone",
    ZoneKind.RESERVE: "Reserve",
    ZoneKind.LANDMARK: "Landmarks",
}


def zone_words(zone: str) -> str:
    """``"expedition:p1:hero"`` → ``"p1's Hero Expedition"``; ``"limbo"`` → ``"Limbo"``."""
    if zone == z.LIMBO:
        return "Limbo"
    kind = z.kind_of(zone)
    player = z.player_of(zone)
    if kind is ZoneKind.EXPEDITION:
        which = z.expedition_kind_of(zone)
        return f"{player}'s {'Hero' if which == 'hero' else 'Companion'} Expedition"
    return f"{player}'s {_ZONE_WORDS.get(kind, kind.value)}"


def expedition_words(expedition: str) -> str:
    """``"p1:hero"`` → ``"p1's Hero Expedition"``."""
    return zone_words(z.zone_of_expedition(expedition))


def _where(s: Sight) -> str:
    if s.place >= 0:
        return f"{zone_words(s.zone)} (card {s.place + 1} from the top)"
    return zone_words(s.zone)


def _counters(s: Sight) -> str:
    parts = []
    for name, n in s.counters:
        if name == BOOST:
            parts.append(f"{n} boost" + ("s" if n != 1 else ""))
        else:
            parts.append(f"{n} {name} counter" + ("s" if n != 1 else ""))
    return ", ".join(parts) or "none"


def _stats(s: Sight) -> str:
    if s.stats is None:
        return "—"
    f, m, w = s.stats
    return f"forest {f}, mountain {m}, water {w}"


def _one_card(a: Sight, b: Sight) -> list[str]:
    """How one card changed between the two boards (its name first)."""
    out: list[str] = []
    if (a.zone, a.place) != (b.zone, b.place):
        out.append(f"{_where(a)} → {_where(b)}")
    if a.counters != b.counters:
        out.append(f"{_counters(a)} → {_counters(b)}")
    if a.statuses != b.statuses:
        out.append(f"{', '.join(a.statuses) or 'no status'} → {', '.join(b.statuses) or 'none'}")
    if a.stats != b.stats and a.stats is not None and b.stats is not None and a.zone == b.zone:
        out.append(f"{_stats(a)} → {_stats(b)}")
    if a.controller != b.controller:
        out.append(f"controlled by {a.controller} → by {b.controller}")
    return [f"{a.name}: {line}" for line in out]


def _label(s: Sight) -> str:
    extra = [x for x in (*s.statuses, _counters(s) if s.counters else "") if x]
    return f"{_where(s)}" + (f" ({', '.join(extra)})" if extra else "")


def _cards(a: Board, b: Board) -> list[str]:
    names = sorted({s.name for s in a.cards} | {s.name for s in b.cards})
    lines: list[str] = []
    for name in names:
        left = Counter(s for s in a.cards if s.name == name)
        right = Counter(s for s in b.cards if s.name == name)
        only_a = sorted((left - right).elements(), key=repr)
        only_b = sorted((right - left).elements(), key=repr)
        if not only_a and not only_b:
            continue
        if len(only_a) == len(only_b):
            for x, y in zip(only_a, only_b, strict=True):
                lines.extend(_one_card(x, y))
            continue
        was = "; ".join(_label(s) for s in only_a) or "not on the table"
        now = "; ".join(_label(s) for s in only_b) or "not on the table"
        lines.append(f"{name}: {was} → {now}")
    return lines


def differences(a: Board, b: Board) -> tuple[str, ...]:
    """What differs from board ``a`` to board ``b``, one line each (empty when the same)."""
    lines = _cards(a, b)
    mana_a = {p: (r, e) for p, r, e in a.mana}
    for p, r, e in b.mana:
        was = mana_a.get(p, (0, 0))
        if was != (r, e):
            lines.append(
                f"{p}'s Mana: {was[0]} ready, {was[1]} exhausted → {r} ready, {e} exhausted"
            )
    pos_a = {x.expedition: x for x in a.expeditions}
    for x in b.expeditions:
        y = pos_a.get(x.expedition)
        if y is None:
            continue
        if y.region != x.region:
            lines.append(f"{expedition_words(x.expedition)}: region {y.region} → region {x.region}")
        if y.ascended != x.ascended:
            lines.append(
                f"{expedition_words(x.expedition)}: "
                + ("Ascended → not Ascended" if y.ascended else "not Ascended → Ascended")
            )
    for i, (ra, rb) in enumerate(zip(a.regions, b.regions, strict=False)):
        if ra != rb:
            lines.append(f"region {i}: {', '.join(ra) or 'no terrain'} → {', '.join(rb)}")
    if (a.day, a.phase) != (b.day, b.phase):
        lines.append(f"moment: day {a.day}, {a.phase} → day {b.day}, {b.phase}")
    if a.first_player != b.first_player:
        lines.append(f"first player: {a.first_player} → {b.first_player}")
    if a.turn_player != b.turn_player:
        lines.append(f"taking a turn: {a.turn_player or 'nobody'} → {b.turn_player or 'nobody'}")
    if a.passed != b.passed:
        before = ", ".join(a.passed) or "nobody"
        lines.append(f"passed: {before} → {', '.join(b.passed) or 'nobody'}")
    if (a.winner, a.game_over) != (b.winner, b.game_over):
        lines.append(f"winner: {a.winner or 'none yet'} → {b.winner or 'none yet'}")
    return tuple(lines)
