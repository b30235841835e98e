"""Where a value the engine decided from comes from, when it is not the printed one — said on
the line it decides, in a judge's words, with the rule that derives it (issue 31, blind
batch 35's findings 09 and 10).

A judge asked "my Recruit was created a plain 1/1/1 — why is it a Defender?" answers with
the source: "Gulrang & Tocsin's passive ability gives it Defender: “If you have less than
eight Mana Orbs” (p1 has 1 Mana Orb); it is Boosted: 1 boost on it" — an object's
characteristics, its keywords among them, are its base ones modified by the passive
abilities that apply (2.3.1.d), and Boosted is never gained directly: it follows the boosts
(2.4.5.b). Asked "why does p2 win nothing at Progress?", the judge names the statistics
compared and the card that changed them: "p1's Hero Expedition (Forest 3, Mountain 3,
Water 3) against p2's Hero Expedition (Forest 2, Mountain 2, Water 2); Vanilla 3/1/0 is
3/3/3, printed 3/1/0: Winter Outfits' passive ability applies" (2.3.1.d).

* :func:`keyword_source_note` — the passive abilities (or Emblem-Ongoings) giving an object a
  keyword it does not print, their conditions and what they counted, and a status their
  group asks for that follows from counters (Boosted, 2.4.5.b);
* :func:`statistics_note` — the Expeditions' statistics compared at Progress (4.2.4.b), and
  each counted Character whose statistics are not its printed ones, with the sources.

The sources are found by :mod:`engine.reading.derived_sources`, with the tests the
characteristics are computed with.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.reading.derived_sources import keyword_sources, printed_keyword
from engine.reading.passives import (
    expedition_members,
    stat_change_sources,
    statistics,
)
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.ability_scopes import GrantScope
from engine.state.cards import Ability
from engine.state.enums import CardType, Keyword, Status, Terrain
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.condition_notes import condition_words
from engine.why.count_notes import count_note
from engine.why.statistics_order import sets_statistics, statistics_steps
from engine.why.table import why

__all__ = [
    "character_statistics_note",
    "keyword_source_note",
    "keyword_source_words",
    "keyword_sources_note",
    "statistics_note",
]

_TERRAIN_NAMES = {Terrain.FOREST: "Forest", Terrain.MOUNTAIN: "Mountain", Terrain.WATER: "Water"}
"""A statistic by the name of its terrain (2.2.11.b)."""


def _holder(state: GameState, src: str) -> str:
    """ "Gulrang & Tocsin's passive ability", "the Emblem-Ongoing of Shield Up"."""
    if state.objects[src].emblem is not None:
        return f"the {state.name(src)}"
    return f"{possessive(state.name(src))} passive ability"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _one_source(
    state: GameState,
    objects: tuple[str, ...],
    keyword: Keyword,
    src: str,
    ab: Ability,
    subject: str,
) -> tuple[str, tuple[str, ...]]:
    """The words and rules of one passive ability giving ``objects`` the keyword."""
    words = f"{_holder(state, src)} gives {subject} {keyword.value}"
    if ab.text:  # the ability as printed, its condition with it
        words += f": “{ab.text.replace('[', '').replace(']', '')}”"
    elif ab.condition is not None:
        words += f":{condition_words(ab.condition)}"
    rules: list[str] = list(why("value.keyword_given"))
    if ab.condition is not None:
        counted, count_rules = count_note(state, ab.condition, state.objects[src].controller, src)
        words += counted
        rules.extend(count_rules)
    grant = ab.grant
    statuses = grant.filter.statuses if grant is not None and grant.filter is not None else ()
    if Status.BOOSTED in statuses:
        # "Boosted tokens you control are Defender": the object is in the group because it
        # has a boost; no effect gave it Boosted (2.4.5.b).
        boosted = ", ".join(
            f"{state.name(o)} is Boosted: {_plural(state.objects[o].boosts, 'boost')} on it"
            for o in objects
        )
        words += f"; {boosted}"
        rules.extend(why("value.boosted_by_boosts"))
    return words, tuple(rules)


def keyword_source_note(
    state: GameState, object_id: str, keyword: Keyword
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: " (Gulrang & Tocsin's passive ability gives it Defender: “If you
    have less than eight Mana Orbs” (p1 has 1 Mana Orb …); Ordis Recruit is Boosted: 1
    boost on it)" for an object that has ``keyword`` though it is not printed on it
    (2.3.1.d; Boosted follows the boosts, 2.4.5.b). ``("", ())`` for a printed keyword, one
    the object's own conditional ability gives it (said by
    :func:`engine.why.count_notes.keyword_condition_note`), or one it does not have."""
    return keyword_sources_note(state, (object_id,), keyword)


def keyword_sources_note(
    state: GameState, object_ids: Iterable[str], keyword: Keyword
) -> tuple[str, tuple[str, ...]]:
    """:func:`keyword_source_note` for several objects, each source said once with the
    objects it gives the keyword to (" (Character A's passive ability gives Character A,
    Character B Gigantic: “All Elementals have Gigantic.”)"); "it" for a lone object."""
    ids = tuple(dict.fromkeys(object_ids))
    given: dict[tuple[str, str], tuple[str, Ability, list[str]]] = {}
    for o in ids:
        if o not in state.objects or printed_keyword(state, o, keyword):
            continue
        for src, ab in keyword_sources(state, o, keyword):
            if src == o and ab.grant is not None and ab.grant.scope == GrantScope.SELF:
                continue  # its own conditional keyword: keyword_condition_note says it
            given.setdefault((src, ab.text), (src, ab, []))[2].append(o)
    said: list[str] = []
    rules: list[str] = []
    for src, ab, objects in given.values():
        subject = "it" if len(ids) == 1 else ", ".join(state.name(o) for o in objects)
        words, found = _one_source(state, tuple(objects), keyword, src, ab, subject)
        said.append(words)
        rules.extend(found)
    if not said:
        return "", ()
    return f" ({'; '.join(said)})", tuple(dict.fromkeys(rules))


def keyword_source_words(
    state: GameState, object_id: str, keyword: Keyword
) -> tuple[str, tuple[str, ...]]:
    """:func:`keyword_source_note` without its parentheses, for a line already inside some."""
    words, rules = keyword_source_note(state, object_id, keyword)
    return words.strip()[1:-1], rules


def _slashed(stats: Mapping[Terrain, int]) -> str:
    return "/".join(str(stats[t]) for t in Terrain)


def character_statistics_note(state: GameState, object_id: str) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: "Vanilla 3/1/0 is 3/3/3, printed 3/1/0: Winter Outfits' passive
    ability applies" for a Character in play whose statistics passive abilities change
    (2.3.1.d); "Ordis Recruit is 2/2/2, a token's 1/1/1, +1 boost" for one whose boosts do
    (2.5.1.b); ``("", ())`` when its statistics are the printed ones."""
    card = state.card(object_id)
    if card is None or state.type_of(object_id) is not CardType.CHARACTER:
        return "", ()
    now = statistics(state, object_id)
    printed = {t: card.stat(t) for t in Terrain}
    if now == printed:
        return "", ()
    boosts = state.objects[object_id].boosts
    printed_word = "a token's" if card.is_token else "printed"
    plus = f", +{_plural(boosts, 'boost')}" if boosts else ""
    words = f"{state.name(object_id)} is {_slashed(now)}, {printed_word} {_slashed(printed)}{plus}"
    rules = why("value.boosted_statistic") if boosts else ()
    sources = tuple(dict.fromkeys(src for src, _, _ in stat_change_sources(state, object_id)))
    sets = sets_statistics(state, object_id)
    if not sets and (all(now[t] == printed[t] + boosts for t in Terrain) or not sources):
        return words, rules  # the boosts say it all (a change that cancels out is not named)
    names = ", ".join(_holder(state, src) for src in sources)
    verb = "applies" if len(sources) == 1 else "apply"
    words, rules = f"{words}: {names} {verb}", (*rules, *why("value.statistics_modified"))
    if not sets:
        return words, rules
    # a change sets or exchanges them: each step in the order made (2.3.1.d, 2.3.2.f)
    holders = {src: _holder(state, src) for src in sources}
    steps, step_rules = statistics_steps(state, object_id, holders)
    joined = f", in this order: {', '.join(steps)}" if len(steps) > 1 else f": {steps[0]}"
    return f"{words}{joined}", tuple(dict.fromkeys((*rules, *step_rules)))


def _counted(state: GameState, expedition: str) -> tuple[str, ...]:
    """The Characters whose statistics count in ``expedition``: not Asleep (2.4.4)."""
    return tuple(
        o
        for o in expedition_members(state, expedition)
        if state.type_of(o) is CardType.CHARACTER and Status.ASLEEP not in state.objects[o].statuses
    )


def _said_totals(
    state: GameState, e: str, stats: Mapping[Terrain, int], terrains: Iterable[Terrain]
) -> str:
    values = ", ".join(f"{_TERRAIN_NAMES[t]} {stats[t]}" for t in terrains)
    return f"{zone_words(z.zone_of_expedition(e))} ({values})"


def statistics_note(
    state: GameState, totals: Mapping[str, Mapping[Terrain, int]]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(notes, rules)`` for Progress: the statistics each pair of facing Expeditions
    compared, in the terrains of their regions (4.2.4.b) — "statistics compared: p1's Hero
    Expedition (Forest 3, Mountain 3, Water 3) against p2's Hero Expedition (Forest 2,
    Mountain 2, Water 2)" — and each counted Character whose statistics passive abilities change,
    with their sources (2.3.1.d). A pair with no Character counted on either side is left
    out."""
    notes: list[str] = []
    rules: list[str] = []
    seen: set[str] = set()
    changed: list[str] = []
    pairs: list[str] = []
    for e in state.expedition_ids():
        other = state.facing(e)
        if e in seen or other not in totals or e not in totals:
            continue
        seen.update((e, other))
        counted = (*_counted(state, e), *_counted(state, other))
        if not counted:
            continue
        terrains = sorted(
            expedition_terrains(state, e) | expedition_terrains(state, other),
            key=list(Terrain).index,
        )
        pairs.append(
            f"{_said_totals(state, e, totals[e], terrains)} against "
            f"{_said_totals(state, other, totals[other], terrains)}"
        )
        changed.extend(counted)
    if pairs:
        notes.append(f"statistics compared: {', '.join(pairs)}")
    for o in dict.fromkeys(changed):
        words, found = character_statistics_note(state, o)
        if words:
            notes.append(words)
            rules.extend(found)
    return tuple(notes), tuple(dict.fromkeys(rules))
