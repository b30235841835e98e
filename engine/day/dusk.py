"""Dusk's daily effect, Progress (4.2.4): which Expeditions move forward (4.2.4.b-h, 7.4.2.b),
the Reactions of those that fail to, and Progress during tiebreakers (4.3.e)."""

from __future__ import annotations

from collections.abc import Mapping

from engine.day.explain import progress_notes
from engine.day.night import end_game
from engine.day.tasks import noted
from engine.pipeline.due_to import due_to_terrains
from engine.pipeline.forward_attempts import defended_at_progress, forward_attempt_activations
from engine.pipeline.forward_triggers import fail_watchers_in_tiebreakers
from engine.pipeline.runtime import Result
from engine.pipeline.statics import defenders_prevent
from engine.play.dormant_passives import progress_notes_in_reserve
from engine.reading.passives import (
    expedition_members,
    expedition_statistics,
    has_keyword,
    is_gigantic,
)
from engine.reading.terrain import terrains_at
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.enums import BOOST, CardType, ExpeditionKind, Keyword, Status, Terrain
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.resolution import run_step_deciding
from engine.why.derived_values import keyword_sources_note, statistics_note
from engine.why.status_origin_words import status_origins_note
from engine.why.table import why
from engine.why.trace import TraceEntry


def moves_forward(
    state: GameState, expedition: str, totals: Mapping[str, Mapping[Terrain, int]] | None = None
) -> bool:
    """Whether an Expedition moves forward during Progress (4.2.4.b): a greater positive
    statistic than the facing Expedition in a terrain of its region; a tie is enough only
    if Ascended (4.2.4.e), zero never is (4.2.4.f); an Expedition with a Defender cannot
    move forward during Dusk (7.4.2.b). ``totals``: every Expedition's statistics, when
    the caller has them."""
    members = expedition_members(state, expedition)  # a Gigantic one is in both (7.4.4.b)
    defending = any(has_keyword(state, oid, Keyword.DEFENDER) for oid in members)
    if defending and defenders_prevent(state, expedition):
        return False
    return bool(due_to_terrains(state, expedition, totals))


def progress(state: GameState, task: Task) -> Result:
    """Progress (4.2.4.b): successful Expeditions move forward once (4.2.4.g), all
    simultaneously (4.2.4.h). During tiebreakers see 4.3.e."""
    if state.tiebreakers:
        return _tiebreak_progress(state)
    # Every Expedition is compared with the one facing it (4.2.4.b): sum each one once.
    totals = {e: expedition_statistics(state, e) for e in state.expedition_ids()}
    movers = tuple(e for e in state.expedition_ids() if moves_forward(state, e, totals))
    # 7.4.4.e: a Gigantic Character's statistics count in each of its controller's
    # Expeditions — name it when one is in play, since it decides both comparisons.
    giant_ids = tuple(
        dict.fromkeys(
            oid
            for e in state.expedition_ids()
            for oid in expedition_members(state, e)
            if is_gigantic(state, oid)
        )
    )
    # 2.4.4: an Asleep Gigantic Character is counted in neither Expedition — the note
    # follows the count, so it says so instead of "counted in both"
    sleeping = frozenset(oid for oid in giant_ids if state.objects[oid].has(Status.ASLEEP))
    giants = sorted({state.name(oid) for oid in giant_ids if oid not in sleeping})
    # not printed Gigantic: the passive ability giving it, said after (2.3.1.d)
    given_words, given_rules = keyword_sources_note(state, giant_ids, Keyword.GIGANTIC)
    asleep_giants = sorted({state.name(oid) for oid in sleeping})
    # 2.5.1.b: each boost adds 1 to each statistic — named when a boosted Character counts.
    boosted = _boosted_counted(state)
    notes = [f"{', '.join(giants)} counted in both Expeditions: Gigantic"] if giants else []
    if asleep_giants:
        notes.append(
            f"{', '.join(asleep_giants)} Gigantic but Asleep: counted in neither Expedition "
            f"({', '.join(why('dusk.asleep_not_counted'))})"
        )
    step = Step(
        ActionKind.MOVE_FORWARD,
        expeditions=movers,
        label="Progress" + (f" ({'; '.join(notes)}{given_words})" if notes else ""),
        rules=(
            *why("dusk.progress"),
            *(why("dusk.gigantic_in_both") if giants else ()),
            *(why("dusk.asleep_not_counted") if asleep_giants else ()),
            *given_rules,
            *(why("dusk.boosts_counted") if boosted else ()),
        ),
    )
    defended = defended_at_progress(state, movers, totals)  # 7.4.2.b: attempts, 7.5.3.a
    acts = forward_attempt_activations(state, defended)
    # What the Progress event itself did — the terrains each Expedition moved forward due
    # to (4.2.4.j), who moved them (7.5.6.e) and the Expeditions that fail to move forward
    # (4.2.4.i) — is said with the event, once its modifiers applied
    # (engine.pipeline.progress_event): a move replaced or made impossible is no move.
    texts, rules = progress_notes(state, totals, movers)
    # 4.2.4.b, 2.3.1.d: the statistics compared, and who changed those not printed
    compared, compared_rules = statistics_note(state, totals)
    texts, rules = (*texts, *compared), (*rules, *compared_rules)
    dormant, dormant_rules = progress_notes_in_reserve(state)  # not in play (1.2.4.d)
    texts, rules = (*texts, *dormant), (*rules, *dormant_rules)
    result = noted(run_step_deciding(state, step), (texts, rules))
    return _with_activations(result, acts) if acts else result


def _with_activations(result: Result, acts: tuple[Activation, ...]) -> Result:
    """Add Reaction activations to the Reaction-activating step the step just queued (one
    step for the whole event, 6.3.h), or queue one."""
    state, entry = result
    agenda = state.agenda
    if agenda and agenda[0].kind == TaskKind.ACTIVATE_REACTIONS:
        first = replace(agenda[0], activations=(*agenda[0].activations, *acts))
        return evolve(state, agenda=(first, *agenda[1:])), entry
    task = Task(TaskKind.ACTIVATE_REACTIONS, activations=acts)
    return evolve(state, agenda=(task, *agenda)), entry


def _counted(state: GameState) -> tuple[str, ...]:
    """The Characters whose statistics count at Progress: not Asleep (2.4.4)."""
    return tuple(
        dict.fromkeys(
            oid
            for e in state.expedition_ids()
            for oid in expedition_members(state, e)
            if state.type_of(oid) is CardType.CHARACTER
            and Status.ASLEEP not in state.objects[oid].statuses
        )
    )


def _asleep(state: GameState) -> tuple[str, ...]:
    """The Asleep Characters in the Expedition zone, not counted (2.4.4)."""
    return tuple(
        dict.fromkeys(
            oid
            for e in state.expedition_ids()
            for oid in expedition_members(state, e)
            if state.type_of(oid) is CardType.CHARACTER
            and Status.ASLEEP in state.objects[oid].statuses
        )
    )


def _boosted_counted(state: GameState) -> bool:
    return any(state.objects[o].counters.get(BOOST, 0) > 0 for o in _counted(state))


def _tiebreak_progress(state: GameState) -> Result:
    """4.3.e: sum both Expeditions per player; more Arena terrains won (with a positive
    statistic) wins the game."""
    totals: dict[str, dict[Terrain, int]] = {}
    for p in state.players:
        totals[p] = {t: 0 for t in Terrain}
        for which in ExpeditionKind:
            for t, v in expedition_statistics(state, z.expedition_id(p, which)).items():
                totals[p][t] += v
    p1, p2 = state.players
    wins = {
        p: sum(
            1
            for t in terrains_at(state, 0)
            if totals[p][t] > 0 and totals[p][t] > totals[state.opponent(p)][t]
        )
        for p in (p1, p2)
    }
    rules = why("dusk.tiebreak_progress")
    giants = tuple(dict.fromkeys(state.name(o) for o in _counted(state) if is_gigantic(state, o)))
    if giants:
        rules = (*rules, *why("dusk.gigantic_tiebreak"))  # counted twice (7.4.4.m)
    if _boosted_counted(state):
        rules = (*rules, *why("dusk.boosts_counted"))
    # 2.4.4: an Asleep Character's statistics are not counted — in the tiebreaker sums too.
    asleep = _asleep(state)
    # the effect that gave it Asleep, when one did (2.4.1.e)
    given, given_rules = status_origins_note(state, asleep, Status.ASLEEP)
    given = f" ({given})" if given else ""
    names = ", ".join(state.name(o) for o in asleep)
    said = [f"{names} Asleep{given}: not counted"] if asleep else []
    # 7.4.4.m: said on the line, naming who is counted twice, not only cited.
    said += [f"{', '.join(giants)} Gigantic: counted twice"] if giants else []
    note = f" [{'; '.join(said)}]" if said else ""
    if asleep:
        rules = (*rules, *why("dusk.asleep_not_counted"), *given_rules)
    arena = frozenset(terrains_at(state, 0))
    totals_said = "; ".join(
        f"{p}: " + ", ".join(f"{t.value} {totals[p][t]}" for t in Terrain if t in arena)
        for p in state.players
    )
    if wins[p1] != wins[p2]:
        winner = p1 if wins[p1] > wins[p2] else p2
        done, entry = end_game(state, winner, rules)
        return done, replace(entry, text=f"{entry.text} ({totals_said}){note}")
    text = f"tiebreakers: no winner this day ({totals_said}){note}"
    watchers = fail_watchers_in_tiebreakers(state)
    if watchers:
        text += (
            f" [no Expedition fails to move forward during tiebreakers: the Reaction of "
            f"{', '.join(watchers)} does not activate]"
        )
        rules = (*rules, *why("dusk.no_failing_in_tiebreakers"))
    return state, TraceEntry(text, rules)
