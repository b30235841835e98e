"""Phases, daily effects and Afternoon turns (4.2).

A phase begins with its "at [phase]" Reactions (4.2.b), then its daily effects run one by
one, Reactions being checked after each (4.2.d). Morning: Succeed, Prepare, Draw, Expand
(4.2.1.a); Noon: none (4.2.2.a); Afternoon: turns until all players have passed (4.2.3);
Dusk: Progress (4.2.4.a); Night: Rest, Clean-up, Check Victory (4.2.5.a).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.agenda import Activation, Task, TaskKind
from engine.citations import cite
from engine.day.explain import progress_notes, rest_notes
from engine.day.morning import SHUFFLE_POINT, shuffle_point, shuffle_point_effect
from engine.decisions import Decision, DecisionKind, Option
from engine.pipeline.atomic import distance
from engine.pipeline.byhand import phase_notes
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import expedition_members, expedition_statistics, has_keyword
from engine.pipeline.reactions import fail_activations, phase_activations
from engine.pipeline.statics import cleanup_candidates, defenders_prevent, reserve_limit
from engine.pipeline.steps import Step
from engine.play.playing import begin_play, play_options
from engine.play.quick import begin_quick, quick_options, withheld_quick_actions
from engine.records import replace
from engine.resolution import run_step_deciding, run_steps
from engine.runtime import Result, ask, on_answer, on_task, push
from engine.state import zones as z
from engine.state.cards import Duration
from engine.state.enums import (
    NO_STATUS_ZONES,
    CardType,
    ExpeditionKind,
    Keyword,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState, evolve
from engine.state.objects import Region
from engine.terrain import expedition_terrains, terrains_at
from engine.trace import TraceEntry
from engine.why import why

CHECK = Task(TaskKind.CHECK_REACTIONS)


def _daily(name: str) -> Task:
    return Task(TaskKind.DAILY, effect=name)


def _begin(phase: Phase) -> Task:
    return Task(TaskKind.BEGIN_PHASE, phase=phase)


PHASE_BODIES: dict[Phase, tuple[Task, ...]] = {
    Phase.MORNING: (
        shuffle_point(),  # 4.2.1.f: before and after each daily effect of Morning
        _daily("succeed"),
        CHECK,
        shuffle_point(),
        _daily("prepare"),
        CHECK,
        shuffle_point(),
        _daily("draw"),
        CHECK,
        shuffle_point(),
        _daily("expand"),
        CHECK,
        shuffle_point(),
        _begin(Phase.NOON),
    ),
    Phase.NOON: (_begin(Phase.AFTERNOON),),
    Phase.AFTERNOON: (Task(TaskKind.NEXT_TURN),),
    Phase.DUSK: (_daily("progress"), CHECK, _begin(Phase.NIGHT)),
    Phase.NIGHT: (
        _daily("rest"),
        CHECK,
        _daily("cleanup"),
        CHECK,
        _daily("check_victory"),
        CHECK,
        _begin(Phase.MORNING),
    ),
}


ENDS_AT: dict[Phase, frozenset[str]] = {
    Phase.DUSK: frozenset({Duration.TURN, Duration.AFTERNOON}),
    Phase.MORNING: frozenset({Duration.TURN, Duration.AFTERNOON, Duration.DAY}),
}
"""Durations over when a phase begins: "this Afternoon" at Dusk, "this Day" at the next
Morning (2.2.15.a, 2.2.15.e)."""


def _end_durations(state: GameState, task: Task, durations: frozenset[str]) -> Result | None:
    """Emblem-Ongoings whose duration is over cease to exist (2.2.15.c); then ``task`` is
    done again."""
    expired = tuple(
        oid
        for oid in state.zone(z.LIMBO)
        if (e := state.objects[oid].emblem) is not None
        and e.subtype == "Ongoing"
        and e.duration in durations
    )
    if not expired:
        return None
    step = Step(
        ActionKind.CEASE_TO_EXIST,
        objects=expired,
        label="duration over",
        rules=why("day.duration_over"),
    )
    return run_step_deciding(push(state, task), step)


@on_task(TaskKind.BEGIN_PHASE)
def _begin_phase(state: GameState, task: Task) -> Result:
    """Start a phase (4.2.a); a new day starts with Morning."""
    phase = task.phase
    assert phase is not None
    ended = _end_durations(state, task, ENDS_AT.get(phase, frozenset()))
    if ended is not None:
        return ended
    if phase is Phase.MORNING and state.day == 0:
        # 4.1.j: the first day starts without its Morning, at Noon.
        state = evolve(state, day=1, phase=Phase.MORNING, turn_player=None)
        return push(state, _begin(Phase.NOON)), TraceEntry(
            "Day 1: the first Morning is skipped", why("day.first_morning_skipped")
        )
    if phase is Phase.MORNING:
        state = evolve(
            state,
            day=state.day + 1,
            moved_forward_today=frozenset(),
            reaction_counts={},
            quick_action_counts={},
        )
    if phase is Phase.AFTERNOON:
        state = evolve(state, passed=frozenset(), plays_this_afternoon=())
    state = evolve(state, phase=phase, turn_player=None)
    acts = phase_activations(state, phase)
    tasks = (CHECK, *PHASE_BODIES[phase])
    if acts:
        tasks = (Task(TaskKind.ACTIVATE_REACTIONS, activations=acts), *tasks)
    text, rules = f"Day {state.day}: {phase.value} begins", why("day.phase_begins")
    by_hand = phase_notes(state, phase)  # "At [phase]" text left to the judge (4.2.b)
    if by_hand:
        text += " [" + "; ".join(f"{n} ({r})" for n, r in by_hand) + "]"
        rules = (*rules, *cite(*dict.fromkeys(r for _, r in by_hand)))
    return push(state, *tasks), TraceEntry(text, rules)


# ------------------------------------------------------------------ Afternoon turns
@on_task(TaskKind.NEXT_TURN)
def _next_turn(state: GameState, task: Task) -> Result:
    """The next player in turn order who has not passed takes a turn; the first player
    takes the first turn (4.2.3.c); once all have passed, Dusk starts (4.2.3.e). The
    previous turn is over: "this turn" durations end (2.2.15.c)."""
    ended = _end_durations(state, task, frozenset({Duration.TURN}))
    if ended is not None:
        return ended
    if all(p in state.passed for p in state.players):
        return push(state, _begin(Phase.DUSK)), TraceEntry(
            "all players have passed: Afternoon ends", why("afternoon.all_passed")
        )
    if state.turn_player is None:
        nxt = state.first_player
        rules = why("afternoon.first_turn")
    else:
        i = state.players.index(state.turn_player)
        order = state.players[i + 1 :] + state.players[: i + 1]
        nxt = next(p for p in order if p not in state.passed)
        rules = why("afternoon.next_turn")
    if nxt in state.passed:
        nxt = next(p for p in state.players if p not in state.passed)
    state = evolve(state, turn_player=nxt, plays_this_turn=(), turn_ends=False)
    # The turn starts at once with its choice of turn effect (4.2.3.d): one engine step.
    state, asked = _turn(state, Task(TaskKind.TURN, player=nxt))
    return state, TraceEntry(
        f"{nxt} takes a turn; {asked.text}", (*rules, *asked.rules), decision=asked.decision
    )


@on_task(TaskKind.TURN)
def _turn(state: GameState, task: Task) -> Result:
    """A turn: choose a turn effect (4.2.3.d): pass, play a card or play a quick action."""
    assert task.player is not None
    options = (
        Option("pass", "pass"),
        *play_options(state, task.player),
        *quick_options(state, task.player),
    )
    asked = ask(
        state,
        DecisionKind.TURN,
        task.player,
        "choose a turn effect",
        options,
        task,
        why("afternoon.turn_effect"),
    )
    withheld = withheld_quick_actions(state, task.player)
    return _noted(asked, (tuple(w for w, _ in withheld), tuple(r for _, r in withheld)))


@on_answer(DecisionKind.TURN)
def _turn_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    player = decision.player
    if choice[0].startswith("quick:"):
        # 4.2.g, then 4.2.3.e: after a quick action the turn continues.
        state = push(state, CHECK, Task(TaskKind.TURN_CONTINUES, player=player))
        _, object_id, index = choice[0].split(":")
        return begin_quick(state, player, object_id, int(index))
    state = push(state, CHECK, Task(TaskKind.NEXT_TURN))  # 4.2.g, then 4.2.3.e
    if choice[0] == "pass":
        state = evolve(state, passed=state.passed | {player})
        return state, TraceEntry(f"{player} passes", why("afternoon.pass"))
    _, object_id, dest, *how = choice[0].split(":")
    return begin_play(state, player, object_id, dest, scout=how == ["scout"])


# ------------------------------------------------------------------ daily effects
@on_task(TaskKind.DAILY)
def _daily_effect(state: GameState, task: Task) -> Result:
    return DAILY_EFFECTS[task.effect](state, task)


def _succeed(state: GameState, task: Task) -> Result:
    nxt = state.opponent(state.first_player)
    step = Step(
        ActionKind.BECOME_FIRST_PLAYER,
        players=(nxt,),
        label=f"Succeed: {nxt} becomes first player",
        rules=why("morning.succeed"),
    )
    return run_step_deciding(state, step)


def _prepare(state: GameState, task: Task) -> Result:
    """Ready everything exhausted in personal zones and Expeditions (4.2.1.c)."""
    ids = tuple(
        oid
        for key, ids in state.zones.items()
        if z.kind_of(key) not in (ZoneKind.LANDMARK, ZoneKind.LIMBO)
        for oid in ids
        if Status.EXHAUSTED in state.objects[oid].statuses
    )
    return run_step_deciding(
        state, Step(ActionKind.READY, objects=ids, label="Prepare", rules=why("morning.prepare"))
    )


def _draw(state: GameState, task: Task) -> Result:
    """Each player draws two cards (4.2.1.d); a player with fewer than two cards in their
    Deck may shuffle their Discard pile back into it, under the remaining cards (7.3.9.c,
    4.2.1.f), which is the same as drawing the remaining cards first."""
    decided = dict(task.answers())
    for p in state.initiative_order():
        short = len(state.zone(z.personal(ZoneKind.DECK, p))) < 2
        if short and state.zone(z.personal(ZoneKind.DISCARD, p)) and p not in decided:
            return ask(
                state,
                DecisionKind.MORNING_SHUFFLE,
                p,
                "shuffle your Discard pile into your Deck?",
                (Option("yes", "shuffle"), Option("no", "do not shuffle")),
                task,
                why("morning.draw_short_deck"),
            )
    draw = Step(
        ActionKind.DRAW,
        players=state.initiative_order(),
        amount=2,
        label="Draw",
        rules=why("morning.draw"),
    )
    shufflers = tuple(p for p, v in decided.items() if v == "yes")
    if shufflers:
        state = push(state, Task(TaskKind.STEP, step=draw))
        return run_step_deciding(
            state,
            Step(
                ActionKind.SHUFFLE,
                players=shufflers,
                label="shuffle Discard pile into Deck",
                rules=why("morning.draw_shuffle"),
            ),
        )
    return run_step_deciding(state, draw)


@on_answer(DecisionKind.MORNING_SHUFFLE)
def _shuffle_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, decision.resume.with_answers(decision.player, choice[0]))
    what = "shuffles" if choice[0] == "yes" else "does not shuffle"
    return state, TraceEntry(
        f"{decision.player} {what} their Discard pile into their Deck", decision.rules[:1]
    )


def _expand(state: GameState, task: Task) -> Result:
    """Each player may put a card from Hand face-down and ready in their Mana zone
    (4.2.1.e), deciding in turn order."""
    decided = dict(task.answers())
    for p in state.initiative_order():
        hand = state.zone(z.personal(ZoneKind.HAND, p))
        if p not in decided and hand:
            options = (
                Option("none", "keep all cards"),
                *(Option(oid, state.name(oid)) for oid in hand),
            )
            return ask(
                state,
                DecisionKind.EXPAND,
                p,
                "Expand: put a card in your Mana zone?",
                options,
                task,
                why("morning.expand_order"),
            )
    chosen = tuple(v for v in decided.values() if v != "none")
    step = Step(
        ActionKind.MOVE,
        objects=chosen,
        to_zone=ZoneKind.MANA,
        mana_ready=True,
        label="Expand",
        rules=why("morning.expand"),
    )
    return run_step_deciding(state, step)


@on_answer(DecisionKind.EXPAND)
def _expand_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, decision.resume.with_answers(decision.player, choice[0]))
    return state, TraceEntry(f"{decision.player} chooses for Expand", why("morning.expand"))


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
    facing = state.facing(expedition)
    mine = totals[expedition] if totals else expedition_statistics(state, expedition)
    theirs = totals[facing] if totals else expedition_statistics(state, facing)
    ascended = Status.ASCENDED in state.expedition_statuses.get(expedition, frozenset())
    for t in expedition_terrains(state, expedition):  # Terrain Markers first (3.2.1.e)
        if mine[t] > 0 and (mine[t] > theirs[t] or (ascended and mine[t] == theirs[t])):
            return True
    return False


def _progress(state: GameState, task: Task) -> Result:
    """Progress (4.2.4.b): successful Expeditions move forward once (4.2.4.g), all
    simultaneously (4.2.4.h). During tiebreakers see 4.3.e."""
    if state.tiebreakers:
        return _tiebreak_progress(state)
    # Every Expedition is compared with the one facing it (4.2.4.b): sum each one once.
    totals = {e: expedition_statistics(state, e) for e in state.expedition_ids()}
    movers = tuple(e for e in state.expedition_ids() if moves_forward(state, e, totals))
    step = Step(
        ActionKind.MOVE_FORWARD,
        expeditions=movers,
        label="Progress",
        rules=why("dusk.progress"),
    )
    failed = frozenset(e for e in state.expedition_ids() if e not in movers)
    acts = fail_activations(state, failed)
    result = _noted(run_step_deciding(state, step), progress_notes(state, totals, movers))
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


def _noted(result: Result, notes: tuple[tuple[str, ...], tuple[str, ...]]) -> Result:
    """A daily effect's trace line with its non-events explained (engine.day.explain)."""
    texts, rules = notes
    if not texts:
        return result
    state, entry = result
    return state, replace(
        entry,
        text=f"{entry.text} [{'; '.join(texts)}]",
        rules=tuple(dict.fromkeys((*entry.rules, *rules))),
    )


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
    if wins[p1] != wins[p2]:
        winner = p1 if wins[p1] > wins[p2] else p2
        return _end_game(state, winner, why("dusk.tiebreak_progress"))
    return state, TraceEntry("tiebreakers: no winner this day", why("dusk.tiebreak_progress"))


def _rest(state: GameState, task: Task) -> Result:
    """Rest (4.2.5.b): Characters in the Expedition zone, and Gears of Expeditions that
    moved forward today, go to Reserve — not Anchored or Asleep ones (sections 2.4.2,
    2.4.4) nor Eternal ones (7.4.3.b); Fleeting ones are discarded instead (2.4.7.d).
    Then Anchored and Asleep are lost and Ascended Expeditions lose Ascended."""
    sent: list[str] = []
    for exp in state.expedition_ids():
        for oid in state.zone(z.zone_of_expedition(exp)):
            o = state.objects[oid]
            card = state.card(oid)
            assert card is not None
            if card.type is CardType.CHARACTER:
                if o.statuses & {Status.ANCHORED, Status.ASLEEP}:
                    continue
                if has_keyword(state, oid, Keyword.ETERNAL):
                    continue
                sent.append(oid)
            elif "Gear" in card.subtypes and exp in state.moved_forward_today:
                sent.append(oid)
    keepers = tuple(
        oid
        for key in state.zones
        if z.kind_of(key) not in NO_STATUS_ZONES
        for oid in state.zones[key]
        if oid not in sent and state.objects[oid].statuses & {Status.ANCHORED, Status.ASLEEP}
    )
    follow = []
    for status in (Status.ANCHORED, Status.ASLEEP):
        ids = tuple(oid for oid in keepers if status in state.objects[oid].statuses)
        if ids:
            follow.append(
                Task(
                    TaskKind.STEP,
                    step=Step(
                        ActionKind.LOSE_STATUS,
                        objects=ids,
                        status=status,
                        label=f"Rest: lose {status.value}",
                        rules=why("night.rest_lose_status"),
                    ),
                )
            )
    state = evolve(
        state,
        expedition_statuses={
            e: s - {Status.ASCENDED} for e, s in state.expedition_statuses.items()
        },
    )
    state = push(state, *follow)
    step = Step(
        ActionKind.SEND,
        objects=tuple(sent),
        to_zone=ZoneKind.RESERVE,
        label="Rest",
        rules=why("night.rest"),
    )
    return _noted(run_step_deciding(state, step), rest_notes(state, tuple(sent)))


_CLEANUP_ZONE = {
    DecisionKind.CLEANUP_RESERVE: "Reserve",
    DecisionKind.CLEANUP_LANDMARKS: "Landmarks",
}


def _cleanup(state: GameState, task: Task) -> Result:
    """Clean-up (4.2.5.c): each player, in initiative order, chooses what to keep up to
    their reserve and landmark limits; the rest is discarded / sacrificed."""
    keep = set(task.choices)
    decided_zones = {c.split("@")[1] for c in task.choices if "@" in c}
    for p in state.initiative_order():
        for zone_key, limit, kind in (
            (
                z.personal(ZoneKind.RESERVE, p),
                reserve_limit(state, p),
                DecisionKind.CLEANUP_RESERVE,
            ),
            (z.landmarks(p), state.landmark_limit(p), DecisionKind.CLEANUP_LANDMARKS),
        ):
            ids = cleanup_candidates(state, zone_key)  # 4.2.5.c
            limit = max(limit, 0)
            if len(ids) > limit > 0 and zone_key not in decided_zones:
                options = tuple(Option(oid, state.name(oid)) for oid in ids)
                return ask(
                    state,
                    kind,
                    p,
                    f"Clean-up: choose {limit} to keep in your {_CLEANUP_ZONE[kind]}",
                    options,
                    replace(task, dest=zone_key),
                    why("night.cleanup_order"),
                    limit,
                    limit,
                )
    discard: list[str] = []
    sacrifice: list[str] = []
    for p in state.players:
        for zone_key, limit, bucket in (
            (z.personal(ZoneKind.RESERVE, p), reserve_limit(state, p), discard),
            (z.landmarks(p), state.landmark_limit(p), sacrifice),
        ):
            ids = cleanup_candidates(state, zone_key)  # 4.2.5.c
            if len(ids) > max(limit, 0):
                bucket.extend(oid for oid in ids if f"{oid}@{zone_key}" not in keep)
    discarding = Step(
        ActionKind.DISCARD,
        objects=tuple(discard),
        to_zone=ZoneKind.DISCARD,
        label="Clean-up: discard excess Reserve",
        rules=why("night.cleanup"),
    )
    sacrificing = Step(
        ActionKind.SACRIFICE,
        objects=tuple(sacrifice),
        to_zone=ZoneKind.DISCARD,
        label="Clean-up: sacrifice excess Landmarks",
        rules=why("night.cleanup"),
    )
    if sacrifice and discard:
        # 4.2.5.c: "discarded ... and sacrificed, simultaneously": one step, one event
        # (6.1.f), so Reactions to either see both.
        return run_steps(
            state,
            (discarding, sacrificing),
            "Clean-up: discard excess Reserve and sacrifice excess Landmarks, simultaneously",
            why("night.cleanup_together"),
        )
    return run_step_deciding(state, sacrificing if sacrifice else discarding)


def _cleanup_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    task = decision.resume
    zone_key = task.dest
    marks = tuple(f"{oid}@{zone_key}" for oid in choice) or (f"-@{zone_key}",)
    state = push(state, replace(task, choices=(*task.choices, *marks), dest=None))
    where = "Reserve" if decision.kind == DecisionKind.CLEANUP_RESERVE else "Landmarks"
    kept = ", ".join(state.name(c) for c in choice) or "nothing"
    return state, TraceEntry(
        f"{decision.player} keeps {len(choice)} in their {where}: {kept}", why("night.cleanup")
    )


on_answer(DecisionKind.CLEANUP_RESERVE)(_cleanup_answer)
on_answer(DecisionKind.CLEANUP_LANDMARKS)(_cleanup_answer)


def _check_victory(state: GameState, task: Task) -> Result:
    """Check Victory (4.2.5.d): a sum of distances of 7 or more that is strictly greater
    than the opponent's wins; a tie at 7 or more starts tiebreakers (4.3.a). Nothing
    happens during tiebreakers (4.3.f)."""
    if state.tiebreakers:
        return state, TraceEntry(
            "Check Victory has no effect during tiebreakers", why("night.no_victory_in_tiebreakers")
        )
    sums = {
        p: sum(distance(state, z.expedition_id(p, k)) for k in ExpeditionKind)
        for p in state.players
    }
    best = max(sums.values())
    leaders = [p for p, s in sums.items() if s == best]
    text = ", ".join(f"{p}: {s}" for p, s in sums.items())
    if best < 7:
        return state, TraceEntry(f"Check Victory ({text}): the game goes on", why("night.victory"))
    if len(leaders) == 1:
        return _end_game(state, leaders[0], why("night.victory"))
    arena = Region("arena", "Arena", frozenset(Terrain))
    state = evolve(
        state, tiebreakers=True, adventure=(arena,), positions={e: 0 for e in state.positions}
    )
    return state, TraceEntry(
        f"Check Victory ({text}): tiebreakers start", why("night.tiebreakers_start")
    )


def _end_game(state: GameState, winner: str, rules: tuple[str, ...]) -> Result:
    state = evolve(state, winner=winner, game_over=True, agenda=())
    return state, TraceEntry(f"{winner} wins the game", rules)


DAILY_EFFECTS = {
    SHUFFLE_POINT: shuffle_point_effect,
    "succeed": _succeed,
    "prepare": _prepare,
    "draw": _draw,
    "expand": _expand,
    "progress": _progress,
    "rest": _rest,
    "cleanup": _cleanup,
    "check_victory": _check_victory,
}
