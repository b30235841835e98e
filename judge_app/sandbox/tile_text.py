"""A board tile's words: its kind line, its compact row, its tooltip and its badges.

The Qt board paints these; they live here, without Qt, so what a judge reads on a tile can
be checked against engine-speak (``benchmarks/user_words_audit.py``) and tested. Statistics
are said with the terrains' names (2.2.11.c: "Forest 1, Mountain 2, Water 0"), never as
codes ("F1 M2 W0"); the tile itself draws them as the terrains' coloured discs.
"""

from __future__ import annotations

from judge_app.sandbox.board_records import ExpeditionMarker, Tile
from scenarios.pool.icons import icons_as_words

TERRAINS = ("Forest", "Mountain", "Water")
"""The terrains in the order cards print statistics (2.2.11.c)."""

STATUS_BADGES = {
    "Exhausted": "EXH",
    "Fleeting": "FLEETING",
    "Asleep": "ASLEEP",
    "Anchored": "ANCHORED",
    "Boosted": "BOOSTED",
}
"""A status as its badge says it (2.4): its name in capitals, Exhausted shortened."""

BY_HAND = "BY HAND"
"""The badge of a tile with abilities the engine does not execute: the judge resolves them."""


def statistics_words(stats: tuple[int, int, int]) -> str:
    """ "Forest 1, Mountain 2, Water 0": a Character's statistics by terrain (2.2.11.c)."""
    return ", ".join(f"{terrain} {value}" for terrain, value in zip(TERRAINS, stats, strict=True))


def kind_line(t: Tile) -> str:
    """ "Character token · Bureaucrat": the line under a tile's name."""
    kind = t.type + (" token" if t.is_token else "")
    if t.subtypes:
        kind += " · " + " ".join(t.subtypes)
    return kind


def compact_label(t: Tile) -> str:
    """A tile's row in a compact zone (a Discard pile, a revealed Deck): its name. Out of
    play a card's statistics are its printed ones (2.3.1: modifiers apply in play), told by
    the tooltip; a row has no room for them in words."""
    return t.name


def badge_words(t: Tile) -> list[str]:
    """The tile's badges, in order: its statuses (Boosted as "+N", its boosts), its
    counters ("2 Kelon counters") and "BY HAND" when the judge resolves some of it."""
    out = [f"+{t.boosts}" if s == "Boosted" else STATUS_BADGES.get(s, s) for s in t.statuses]
    out += [f"{amount} {name}" for name, amount in t.counters]
    if t.not_executed:
        out.append(BY_HAND)
    return out


def tile_tooltip(t: Tile) -> str:
    """What the tile's tooltip says: its name and kind, costs, statistics by terrain (with
    the printed ones when they differ), statuses, counters, owner and controller, its text
    with icons in words, and what the judge resolves by hand."""
    lines = [f"{t.name} — {t.type}{' token' if t.is_token else ''}"]
    if t.hand_cost is not None or t.reserve_cost is not None:
        lines.append(f"Hand cost {_cost(t.hand_cost)}, Reserve cost {_cost(t.reserve_cost)}")
    if t.stats is not None:
        said = f"Statistics: {statistics_words(t.stats)}"
        if t.printed_stats is not None and t.printed_stats != t.stats:
            said += f" (printed {statistics_words(t.printed_stats)})"
        lines.append(said)
    if t.statuses:
        lines.append("Statuses: " + ", ".join(t.statuses))
    if t.counters:
        lines.append("Counters: " + ", ".join(f"{v} {k}" for k, v in t.counters))
    lines.append(f"Owner {t.owner}, controller {t.controller}")
    if t.text:
        lines.append(icons_as_words(t.text))
    lines.extend(f"Not executed — resolve by hand: {a}" for a in t.not_executed)
    return "\n".join(lines)


def _cost(cost: int | None) -> str:
    """A cost, or "none" for a card without one (a Hero, a token)."""
    return "none" if cost is None else str(cost)


EXPEDITION_WORDS = {"hero": "Hero", "companion": "Companion"}
"""An Expedition by the rules' name (3.2.4.b: each player has a Hero Expedition and a
Companion Expedition), never a letter ("H", "C")."""


def expedition_counter_label(marker: ExpeditionMarker) -> str:
    """ "p1 Hero", "p2 Companion ★": an Expedition counter's label on the Adventure — whose
    Expedition, by the rules' name (7.5.8.a); a star when it is Ascended."""
    word = EXPEDITION_WORDS.get(marker.which, marker.which.capitalize())
    return f"{marker.player} {word}" + (" ★" if marker.ascended else "")


def expedition_counter_tooltip(marker: ExpeditionMarker) -> str:
    """ "p1's Hero Expedition counter: that Expedition is in this region (7.5.8.a)"."""
    word = EXPEDITION_WORDS.get(marker.which, marker.which.capitalize())
    ascended = " It is Ascended." if marker.ascended else ""
    return (
        f"{marker.player}'s {word} Expedition counter: that Expedition is in this region "
        f"(7.5.8.a).{ascended}"
    )
