"""Why a daily effect did not do what a judge might expect — non-events, with their rule.

* Progress (4.2.4.b): for each Expedition that does not move forward, why not — a
  Defender in it (7.4.2.b), a tie without Ascended (4.2.4.e), a statistic of 0 (4.2.4.f),
  or simply a lower statistic — and whose statistics did not count (Asleep, 2.4.4); the
  terrains of a region with a Terrain Marker are the marker's (3.2.1.d-e).
* Rest (4.2.5.b): which Characters stay in play, and why (Anchored 2.4.2, Asleep 2.4.4,
  Eternal 7.4.3.b).

The notes are appended to the daily effect's own trace line, with their rules.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.day.gigantic_terrains import gigantic_terrain_note
from engine.day.new_object_notes import dusk_new_object_notes, rest_new_object_notes
from engine.day.rest_gears import gears_sent_notes
from engine.pipeline.defender_exception import defender_exception_note
from engine.pipeline.statics import defenders_prevent, only_due_to
from engine.reading.passives import (
    expedition_members,
    expeditions_of,
    has_keyword,
    ignored_abilities,
)
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Ability
from engine.state.enums import CardType, Keyword, Status, Terrain
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.count_notes import keyword_condition_note
from engine.why.derived_values import keyword_source_note, keyword_source_words
from engine.why.gigantic_no_other import gigantic_no_other_notes
from engine.why.idle_keywords import idle_keywords_note
from engine.why.passive_standing import passive_standing_notes
from engine.why.status_origin_words import status_origin_note, status_origins_note
from engine.why.table import why

Notes = tuple[tuple[str, ...], tuple[str, ...]]


def where(expedition: str) -> str:
    """An Expedition in a judge's words ("p1's Hero Expedition")."""
    return zone_words(z.zone_of_expedition(expedition))


def _marked(state: GameState, expedition: str) -> bool:
    region = state.adventure[state.positions[expedition]] if state.adventure else None
    return region is not None and bool(region.markers)


def _other_expedition(state: GameState, expedition: str) -> tuple[str, ...]:
    """The Characters whose card is in the other Expedition of ``expedition``'s player."""
    player, _ = expedition.split(":", 1)
    return tuple(
        o
        for e in state.expedition_ids()
        if e != expedition and e.split(":", 1)[0] == player
        for o in state.zone(z.zone_of_expedition(e))
        if state.type_of(o) is CardType.CHARACTER
    )


def progress_notes(
    state: GameState,
    totals: Mapping[str, Mapping[Terrain, int]],
    movers: tuple[str, ...],
) -> Notes:
    """Why each Expedition that does not move forward stays, and what did not count."""
    notes: list[str] = []
    rules: list[str] = []
    for exp in state.expedition_ids():
        members = expedition_members(state, exp)
        sleepers = [
            o
            for o in members
            if state.type_of(o) is CardType.CHARACTER and Status.ASLEEP in state.objects[o].statuses
        ]
        if sleepers:
            asleep = ", ".join(state.name(o) for o in sleepers)
            # the effect that gave it Asleep, when one did (2.4.1.e)
            given, given_rules = status_origins_note(state, sleepers, Status.ASLEEP)
            given = f" ({given})" if given else ""
            notes.append(f"{asleep} Asleep{given}: not counted in {where(exp)}")
            rules.extend((*why("dusk.asleep_not_counted"), *given_rules))
        if _marked(state, exp):
            terrains = ", ".join(sorted(t.value for t in expedition_terrains(state, exp)))
            notes.append(f"{where(exp)}'s region has a Terrain Marker: it is {terrains}")
            rules.extend(why("dusk.terrain_markers"))
        # 7.3.19.b: an ignored (or lost) Defender exists but has no effect; an ignored
        # Gigantic one of the other Expedition is not in this one (7.4.4.b, 7.4.4.e).
        for keyword, outcome in (
            (Keyword.DEFENDER, "it has no effect"),
            (Keyword.GIGANTIC, f"not in {where(exp)}, its statistics are not counted there"),
        ):
            looked = members if keyword is Keyword.DEFENDER else _other_expedition(state, exp)
            idle = idle_keywords_note(state, looked, keyword, outcome)
            if idle is not None:
                notes.append(idle[0])
                rules.extend(idle[1])
        defending = any(has_keyword(state, o, Keyword.DEFENDER) for o in members)
        if defending and not defenders_prevent(state, exp):
            # the ability that says so, and where the Expeditions stand before the move
            # when it reads "behind / ahead / tied" (7.4.2.b, 7.5.2.a-c)
            exception, exception_rules = defender_exception_note(state, exp)
            notes.append(exception)
            rules.extend(exception_rules)
        only = only_due_to(state, exp)
        if only is not None:
            names = " and ".join(sorted(t.value for t in only))
            notes.append(f"{where(exp)} can move forward during Dusk only due to {names}")
            rules.extend(why("dusk.only_due_to"))
        if exp in movers:
            continue
        reason = _stays(state, exp, members, totals)
        if reason is not None:
            text, points = reason
            notes.append(f"{where(exp)} does not move forward: {text}")
            rules.extend(r for point in points for r in why(point))
            if "dusk.defender" in points:
                # why it has Defender: its condition and what it counted (7.5.5.a, 7.4.4.b)
                rules.extend(r for o in members for r in _defender_note(state, o)[1])
    # "I am [Defender] unless my Expedition is ahead", "if my Expedition is behind, I get
    # +1/+1/+1": where the Expeditions stand before the move decides them (7.5.2.a-c)
    present = dict.fromkeys(o for e in state.expedition_ids() for o in expedition_members(state, e))
    standing, standing_rules = passive_standing_notes(state, present, _decides_progress)
    notes.extend(standing)
    rules.extend(standing_rules)
    # 7.4.4.l: "your other Expedition and the Expedition facing it" of a Gigantic bearer
    for note, note_rules in gigantic_no_other_notes(state):
        notes.append(note)
        rules.extend(note_rules)
    # 1.4.4.a: a Character given Defender this Day that changed zones since is a new
    # object the Emblem-Ongoing does not apply to: it does not stop its Expedition.
    renewed, renewed_rules = dusk_new_object_notes(
        state, movers, lambda e: expedition_members(state, e)
    )
    if renewed:
        notes.append(renewed)
        rules.extend(renewed_rules)
    said = any("does not move forward" in n for n in notes)
    if not movers and not said and not any(_greater(state, e, totals) for e in totals):
        # 4.2.4.b: only a greater positive statistic moves an Expedition forward.
        notes.append(
            "no Expedition has a greater positive statistic in a terrain of its region than "
            "the Expedition facing it"
        )
        rules.extend(why("dusk.progress"))
    return tuple(notes), tuple(dict.fromkeys(rules))


def _decides_progress(ability: Ability) -> bool:
    """Whether a passive ability can decide Progress: it gives Defender (7.4.2.b) or changes
    statistics (4.2.4.b)."""
    grant = ability.grant
    return ability.stats is not None or (grant is not None and grant.keyword is Keyword.DEFENDER)


def _greater(state: GameState, exp: str, totals: Mapping[str, Mapping[Terrain, int]]) -> bool:
    """Whether ``exp`` has a greater positive statistic than the Expedition facing it in a
    terrain of its region (4.2.4.b)."""
    mine, theirs = totals[exp], totals[state.facing(exp)]
    return any(mine[t] > 0 and theirs[t] < mine[t] for t in expedition_terrains(state, exp))


def _defender_note(state: GameState, object_id: str) -> tuple[str, tuple[str, ...]]:
    """The words and rules of the condition under which ``object_id`` is a Defender
    ("unless you control two or more other Plants"), when it has one."""
    if not has_keyword(state, object_id, Keyword.DEFENDER):
        return "", ()
    own, own_rules = keyword_condition_note(state, object_id, Keyword.DEFENDER)
    # not printed: the passive ability (or Emblem-Ongoing) giving it (2.3.1.d, 2.4.5.b)
    given, given_rules = keyword_source_note(state, object_id, Keyword.DEFENDER)
    return own + given, (*own_rules, *given_rules)


def _stays(
    state: GameState,
    exp: str,
    members: tuple[str, ...] | frozenset[str] | list[str],
    totals: Mapping[str, Mapping[Terrain, int]],
) -> tuple[str, tuple[str, ...]] | None:
    """Why ``exp`` does not move forward at Progress, and the decision points that say so:
    its Defender (7.4.2.b), a tie (4.2.4.e), a statistic of 0 (4.2.4.f) — each said."""
    defenders = [state.name(o) for o in members if has_keyword(state, o, Keyword.DEFENDER)]
    if defenders and defenders_prevent(state, exp):
        because = "".join(_defender_note(state, o)[0] for o in members)
        # "If I'm in {M}, I am Defender" met through its other Expedition (7.4.4.b, 7.5.8.c)
        giants = [
            note[0]
            for o in members
            if (note := gigantic_terrain_note(state, o, Keyword.DEFENDER)) is not None
        ]
        if giants:
            because += f" ({'; '.join(giants)})"
            return f"{', '.join(defenders)} has Defender{because}", (
                "dusk.defender",
                "effect.in_terrain_gigantic",
            )
        return f"{', '.join(defenders)} has Defender{because}", ("dusk.defender",)
    mine, theirs = totals[exp], totals[state.facing(exp)]
    ascended = Status.ASCENDED in state.expedition_statuses.get(exp, frozenset())
    terrains = sorted(expedition_terrains(state, exp), key=lambda t: t.value)
    ties = [t.value for t in terrains if mine[t] > 0 and mine[t] == theirs[t] and not ascended]
    # 4.2.4.f: a 0 is never enough — though the facing one is negative, or tied at 0 (when
    # Ascended, where a tie would do; and, for an Expedition with Characters, not Ascended).
    zeros = [
        t.value
        for t in terrains
        if mine[t] == 0 and (theirs[t] < 0 or (theirs[t] == 0 and (ascended or bool(members))))
    ]
    said: list[str] = []
    points: list[str] = []
    if ties:
        said.append(f"tied in {', '.join(ties)}, and a tie is not enough unless Ascended")
        points.append("dusk.tie")
    if zeros:
        said.append(f"its {', '.join(zeros)} is 0, which is never enough")
        points.append("dusk.zero")
    return ("; ".join(said), tuple(points)) if said else None


_STAYS = {
    "Anchored": "night.rest_stays_anchored",
    "Asleep": "night.rest_stays_asleep",
    "Eternal": "night.rest_stays_eternal",
}
"""Why a Character stays in play at Rest, each reason with its own rule."""


def rest_notes(state: GameState, sent: tuple[str, ...]) -> Notes:
    """Which Characters in the Expedition zone stay in play at Rest, and why; and which
    Gears stay because their Expedition did not move forward this day (4.2.5.b)."""
    notes: list[str] = []
    gears: list[str] = []
    reasons: set[str] = set()  # "Anchored", "Asleep", "Eternal": each its own rule
    eternal_sources: list[str] = []  # the rules of the passive abilities giving Eternal
    status_sources: list[str] = []  # the rules of the effects giving Anchored, Asleep
    # An ignored (or lost) Eternal or Seasoned exists but has no effect (7.3.19.b): the
    # Character goes to Reserve (7.4.3.b), without its boosts (7.4.6.b).
    boosted = [o for o in sent if o in state.objects and state.objects[o].boosts]
    found = (
        idle_keywords_note(state, sent, Keyword.ETERNAL, "it goes to Reserve"),
        idle_keywords_note(state, boosted, Keyword.SEASONED, "it does not keep its boosts"),
    )
    idle = [note for note in found if note is not None]
    # Fleeting is a status (2.4.1.a), not an ability: ignoring or losing the Character's
    # abilities (7.3.19.b, 2.3.1.d) leaves it, so it is discarded instead (2.4.7.d).
    ignored = {oid for oid, _ in ignored_abilities(state)}
    fleeting = [
        state.name(o)
        for o in dict.fromkeys(sent)
        if o in ignored and o in state.objects and Status.FLEETING in state.objects[o].statuses
    ]
    if fleeting:
        idle.append(
            (
                f"{', '.join(fleeting)}: abilities ignored, but Fleeting is a status, not an "
                "ability: discarded instead of going to Reserve",
                why("night.rest_fleeting_ignored"),
            )
        )
    for exp in state.expedition_ids():
        for oid in state.zone(z.zone_of_expedition(exp)):
            card = state.card(oid)
            if oid in sent or card is None:
                continue
            if card.type is CardType.PERMANENT and "Gear" in card.subtypes:
                where = zone_words(z.zone_of_expedition(exp))
                gears.append(
                    f"{state.whose_name(oid)} stays in play (a Gear of {where}, which did not move "
                    "forward this day)"
                )
                continue
            if card.type is not CardType.CHARACTER:
                continue
            statuses = state.objects[oid].statuses
            why_not = []
            for status in (s for s in (Status.ANCHORED, Status.ASLEEP) if s in statuses):
                # the effect that gave it the status, when one did (2.4.1.e)
                given, given_rules = status_origin_note(state, oid, status)
                why_not.append(f"{status.value}: {given}" if given else status.value)
                status_sources.extend(given_rules)
            if has_keyword(state, oid, Keyword.ETERNAL):
                # not printed: the passive ability (or Emblem-Ongoing) giving it (2.3.1.d)
                given, given_rules = keyword_source_words(state, oid, Keyword.ETERNAL)
                # its own "If I'm in {V}, I am Eternal": the condition and where it is (7.5.8.c)
                own, own_rules = keyword_condition_note(state, oid, Keyword.ETERNAL)
                said = f"Eternal: {given}" if given else f"Eternal{own}"
                why_not.append(said)
                eternal_sources.extend((*given_rules, *own_rules))
                # "If I'm in {V}, I am Eternal" met through its other Expedition (7.4.4.b)
                giant = gigantic_terrain_note(state, oid, Keyword.ETERNAL)
                if giant is not None:
                    idle.append(giant)
            if why_not:
                notes.append(f"{state.whose_name(oid)} stays in play ({' and '.join(why_not)})")
                reasons.update(w.split(":", 1)[0].split(" ", 1)[0] for w in why_not)
    # 1.4.4.a: a card made Fleeting (Anchored, Asleep) that changed zones since is a new
    # object: the status did not follow it, and Rest sends it to Reserve.
    renewed = rest_new_object_notes(state, sent)
    if renewed[0]:
        idle.append(renewed)
    # 7.4.4.b: a Gigantic Character is one object present in both Expeditions: it goes to
    # Reserve once, as its one card.
    giants = [
        f"{state.name(oid)} is Gigantic: one object in both Expeditions, sent once"
        for oid in dict.fromkeys(sent)
        if oid in state.objects and len(expeditions_of(state, oid)) > 1
    ]
    gears_sent = gears_sent_notes(state, sent)  # cite17: why a Gear goes, too (4.2.5.b)
    rules = (
        *(why("night.rest") if gears_sent else ()),
        *(why("night.rest_stays") if notes else ()),
        *(r for reason in sorted(reasons) for r in why(_STAYS[reason])),
        *(why("night.rest_gear_stays") if gears else ()),
        *(why("night.rest_gigantic") if giants else ()),
        *(r for note in idle for r in note[1]),
        *eternal_sources,
        *status_sources,
    )
    if not sent and not notes and not gears:
        # 4.2.5.b: only Characters in the Expedition zone, and Gears of an Expedition that
        # moved forward this day, are sent to Reserve.
        nothing = "no Character in an Expedition, nor a Gear of an Expedition that moved forward"
        return (nothing,), (*rules, *why("night.rest"))
    return (*notes, *(note[0] for note in idle), *gears, *gears_sent, *giants), rules
