"""Night's daily effects (4.2.5.a): Rest (4.2.5.b), Clean-up (4.2.5.c), Check Victory (4.2.5.d)
and tiebreakers starting (4.3.a), and the end of the game."""

from __future__ import annotations

from engine.day.delayed import after_rest_tasks
from engine.day.explain import rest_notes
from engine.day.limits_kept import kept_within
from engine.day.tasks import noted
from engine.pipeline.atomic import distance
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.pipeline.statics import (
    ONE_MORE,
    cleanup_candidates,
    idle_limit_supports,
    not_counted_in_reserve,
    one_more_exhausted,
    one_more_sources,
)
from engine.play.dormant_passives import limit_notes_in_reserve
from engine.reading.limits import (
    landmark_limit,
    limit_changes,
    limit_words,
    reserve_limit,
    reserve_limit_changes,
    reserve_limit_words,
)
from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import (
    NO_STATUS_ZONES,
    CardType,
    ExpeditionKind,
    Keyword,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState, evolve
from engine.state.objects import Region
from engine.state.records import replace
from engine.state.said import possessive, zone_words
from engine.state.statics import StaticKind
from engine.state.steps import Step
from engine.steps.resolution import decisions_before, run_step_deciding, run_steps
from engine.why.chosen_nouns import chosen_count
from engine.why.table import why
from engine.why.trace import TraceEntry


def rest(state: GameState, task: Task) -> Result:
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
    # Each player answers what Rest asks of their objects (an optional replacement, 6.2.d)
    # in initiative order (1.4.5.a): the first player's objects come first.
    order = state.initiative_order()
    sent.sort(key=lambda oid: order.index(state.objects[oid].controller))
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
                        rules=why(
                            "night.rest_lose_anchored"
                            if status is Status.ANCHORED
                            else "night.rest_lose_asleep"
                        ),
                    ),
                )
            )
    # 2.4.3: "During Rest, an Ascended Expedition loses Ascended" — said on the Rest line.
    ascended = tuple(
        e for e in state.expedition_ids() if Status.ASCENDED in state.expedition_statuses.get(e, ())
    )
    state = evolve(
        state,
        expedition_statuses={
            e: s - {Status.ASCENDED} for e, s in state.expedition_statuses.items()
        },
    )
    step = Step(
        ActionKind.SEND,
        objects=tuple(sent),
        to_zone=ZoneKind.RESERVE,
        label="Rest",
        rules=why("night.rest"),
    )
    losing = tuple(t.step for t in follow if t.step is not None)
    if losing and decisions_before(state, step) is None:
        # Losing Anchored and Asleep is part of the Rest effect itself (4.2.5.b Remark:
        # these statuses modify it; 2.4.2, 2.4.4): one step, whose atomic actions happen
        # simultaneously (6.1.f) — a Gear sent to Reserve sees a Character lose Anchored.
        state = push(state, *after_rest_tasks(state))  # delayed effects (4.2.d)
        together = run_steps(state, (step, *losing), "Rest", why("night.rest_together"))
        result = noted(together, rest_notes(state, tuple(sent)))
    else:
        state = push(state, *follow, *after_rest_tasks(state))  # delayed effects (4.2.d)
        result = noted(run_step_deciding(state, step), rest_notes(state, tuple(sent)))
    if not ascended:
        return result
    lost = " and ".join(zone_words(z.zone_of_expedition(e)) for e in ascended)
    verb = "loses" if len(ascended) == 1 else "lose"
    return noted(result, ((f"{lost} {verb} Ascended",), why("night.rest_lose_ascended")))


_CLEANUP_ZONE = {
    DecisionKind.CLEANUP_RESERVE: "Reserve",
    DecisionKind.CLEANUP_LANDMARKS: "Landmarks",
}


_LIMIT_NAME = {
    DecisionKind.CLEANUP_RESERVE: "reserve limit",
    DecisionKind.CLEANUP_LANDMARKS: "landmark limit",
}
_LIMIT_POINT = {
    DecisionKind.CLEANUP_RESERVE: "night.reserve_limit",
    DecisionKind.CLEANUP_LANDMARKS: "night.landmark_limit",
}


def _limits(state: GameState, choices: tuple[str, ...] = ()) -> str:
    """Each player's Reserve and Landmarks against their limits, as a judge counts them:
    the Hero's limits, or 2 without a Hero (3.2.10.b, 3.2.7.c), with the one more exhausted
    card a passive ability let a player keep in ``choices`` (4.2.5.c, 2.2.12.m)."""
    return "; ".join(
        f"{p}: {_reserve_counted(state, p, choices)}, "
        f"Landmarks {len(state.zone(z.landmarks(p)))} of {max(landmark_limit(state, p), 0)}"
        f"{_landmarks_changed_by(state, p)}"
        for p in state.players
    )


def _reserve_counted(state: GameState, player: str, choices: tuple[str, ...] = ()) -> str:
    """ "Reserve 2 of 2", or, when cards don't count towards the limit, what counts in
    words: "3 cards in Reserve, 1 of them not counted (Lyra Contortionist: “I don't count
    towards your Reserve limit.”), 2 of 2" — a card's passive ability doing what the rule
    would not (2.2.12.m, 1.4.2.a), counted as Clean-up counts (4.2.5.c, 3.2.10.b)."""
    limit = f"{max(reserve_limit(state, player), 0)}{_changed_by(state, player)}"
    limit += _one_more_kept(state, player, choices)
    held = len(state.zone(z.personal(ZoneKind.RESERVE, player)))
    aside = _not_counted_words(state, player)
    if not aside:
        return f"Reserve {held} of {limit}"
    n = len(not_counted_in_reserve(state, z.personal(ZoneKind.RESERVE, player)))
    cards = "1 card" if held == 1 else f"{held} cards"
    them = "" if held == 1 else f" {n} of them"
    return f"{cards} in Reserve,{them} not counted ({aside}), {held - n} of {limit}"


def _not_counted_words(state: GameState, player: str) -> str:
    """ "Lyra Contortionist: “I don't count towards your Reserve limit.”" for each card of
    ``player``'s Reserve its own passive ability sets aside at Clean-up (2.2.12.m); ""."""
    return "; ".join(
        f"{state.name(oid)}: “{text}”"
        for oid, text in not_counted_in_reserve(state, z.personal(ZoneKind.RESERVE, player))
    )


def _changed_by(state: GameState, player: str) -> str:
    """ " (2 without a Hero, +1 from Tech Lab Unit (…))": the source of a reserve limit a
    passive ability changes (3.2.10.b, 2.2.12.m), said where the limit decides; "" else."""
    words = reserve_limit_words(state, player)
    return f" ({words})" if words else ""


def _landmarks_changed_by(state: GameState, player: str) -> str:
    """ " (2 without a Hero, +1 by The Hollow Gantry's “…”)": the sources of a landmark
    limit passive abilities change (3.2.7.c, 2.2.12.m); "" when none does."""
    words = limit_words(state, player, StaticKind.LANDMARK_LIMIT)
    return f" ({words})" if words else ""


def _limits_changed(state: GameState) -> tuple[str, ...]:
    """The rules of a reserve or landmark limit a passive ability changes (3.2.10.b,
    3.2.7.c, 2.2.12.m), for any player; empty when none does."""
    changed = any(reserve_limit_changes(state, p) for p in state.players)
    landmarks = any(limit_changes(state, p, StaticKind.LANDMARK_LIMIT) for p in state.players)
    aside = any(_not_counted_words(state, p) for p in state.players)
    return (
        *(why("night.reserve_limit_changed") if changed else ()),
        *(why("night.landmark_limit_changed") if landmarks else ()),
        *(why("night.not_counted") if aside else ()),
    )


def _one_more_words(state: GameState, player: str) -> str:
    """ "Frozen Reprocessor: “You may keep one more card …”": the passive abilities that let
    ``player`` keep one more exhausted card in Reserve (2.2.12.m)."""
    return "; ".join(
        f"{state.name(oid)}: “{text}”" for oid, text in one_more_sources(state, player)
    )


def one_more_used(player: str, choices: tuple[str, ...]) -> bool:
    """Whether ``player`` kept the one more exhausted card a passive ability offered at
    Clean-up (4.2.5.c, 2.2.12.m): in the task's ``choices``, the mark closing that choice
    ("-@p1:reserve+1") follows the card kept ("x@p1:reserve"), not the mark of the first."""
    zone_key = z.personal(ZoneKind.RESERVE, player)
    closing = f"-@{zone_key}{ONE_MORE}"
    if closing not in choices:
        return False
    at = choices.index(closing)
    before = choices[at - 1] if at > 0 else ""
    return before.endswith(f"@{zone_key}") and not before.startswith("-@")


def _one_more_kept(state: GameState, player: str, choices: tuple[str, ...]) -> str:
    """ " + 1 (one more exhausted card: Frozen Reprocessor's “You may keep …”)": the limit in
    force once ``player`` kept the one more exhausted card a passive ability allows (4.2.5.c,
    2.2.12.m, 1.4.2.a); "" when they did not."""
    if not one_more_used(player, choices):
        return ""
    sources = "; ".join(
        f"{possessive(state.name(oid))} “{text}”" for oid, text in one_more_sources(state, player)
    )
    return f" + 1 (one more exhausted card, kept by {sources})"


def _one_more_after(state: GameState, player: str, ids: tuple[str, ...]) -> str:
    """ "; then Frozen Reprocessor offers one more exhausted card to keep": said with the
    first Clean-up choice when a passive ability will offer one more exhausted card of
    ``ids`` (2.2.12.m) — so a player does not spend the limit on the card it would keep."""
    sources = one_more_sources(state, player)
    if not sources or not any(state.objects[oid].has(Status.EXHAUSTED) for oid in ids):
        return ""
    names = " and ".join(dict.fromkeys(state.name(oid) for oid, _ in sources))
    return f"; then {names} offers one more exhausted card to keep"


def cleanup(state: GameState, task: Task) -> Result:
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
            (z.landmarks(p), landmark_limit(state, p), DecisionKind.CLEANUP_LANDMARKS),
        ):
            ids = cleanup_candidates(state, zone_key)  # 4.2.5.c
            limit = max(limit, 0)
            if len(ids) > limit > 0 and zone_key not in decided_zones:
                options = tuple(Option(oid, state.name(oid)) for oid in ids)
                static = (
                    StaticKind.RESERVE_LIMIT
                    if kind is DecisionKind.CLEANUP_RESERVE
                    else StaticKind.LANDMARK_LIMIT
                )
                dormant, dormant_rules = limit_notes_in_reserve(state, p, static)  # 1.2.4.d
                return ask(
                    state,
                    kind,
                    p,
                    f"Clean-up: choose {chosen_count(state, limit, ids)} to keep in your "
                    f"{_CLEANUP_ZONE[kind]} "
                    f"(your {_LIMIT_NAME[kind]} is {limit}"
                    + (
                        f": {reserve_limit_words(state, p)})"
                        if kind is DecisionKind.CLEANUP_RESERVE and reserve_limit_words(state, p)
                        else ")"
                    )
                    + (
                        f"; {_reserve_counted(state, p)}"
                        if kind is DecisionKind.CLEANUP_RESERVE and _not_counted_words(state, p)
                        else ""
                    )
                    + "".join(f" [{n}]" for n in dormant)
                    + (
                        _one_more_after(state, p, ids)
                        if kind is DecisionKind.CLEANUP_RESERVE
                        else ""
                    ),
                    options,
                    replace(task, dest=zone_key),
                    (
                        *why("night.cleanup_order"),
                        *why(_LIMIT_POINT[kind]),
                        *cleanup_changed(state, p, zone_key, ids),
                        *dormant_rules,
                        *(
                            why("night.cleanup_one_more")
                            if kind is DecisionKind.CLEANUP_RESERVE
                            and _one_more_after(state, p, ids)
                            else ()
                        ),
                    ),
                    limit,
                    limit,
                )
            spare = one_more_exhausted(state, p, zone_key, ids, limit, task.choices)
            if spare:
                return ask(
                    state,
                    kind,
                    p,
                    "Clean-up: you may keep one more exhausted card in your Reserve"
                    f" ({_one_more_words(state, p)})",
                    tuple(Option(oid, state.name(oid)) for oid in spare),
                    replace(task, dest=f"{zone_key}{ONE_MORE}"),
                    why("night.cleanup_one_more"),
                    0,
                    1,
                )
    discard: list[str] = []
    sacrifice: list[str] = []
    # A limit of 0 or less keeps nothing: "if a limit is negative, they choose 0" (4.2.5.c)
    # — said with the limit, and what changed it (3.2.10.b).
    none_kept: dict[int, list[str]] = {0: [], 1: []}
    none_rules: dict[int, tuple[str, ...]] = {0: (), 1: ()}
    for p in state.players:
        for index, (zone_key, limit, bucket) in enumerate(
            (
                (z.personal(ZoneKind.RESERVE, p), reserve_limit(state, p), discard),
                (z.landmarks(p), landmark_limit(state, p), sacrifice),
            )
        ):
            ids = cleanup_candidates(state, zone_key)  # 4.2.5.c
            if len(ids) > max(limit, 0):
                bucket.extend(oid for oid in ids if f"{oid}@{zone_key}" not in keep)
            if ids and limit <= 0 and not any(f"{oid}@{zone_key}" in keep for oid in ids):
                name = "reserve limit" if index == 0 else "landmark limit"
                negative = (
                    f", negative, so they choose {chosen_count(state, 0, ids)}" if limit < 0 else ""
                )
                source = _changed_by(state, p) if index == 0 else ""
                static = StaticKind.RESERVE_LIMIT if index == 0 else StaticKind.LANDMARK_LIMIT
                dormant, dormant_rules = limit_notes_in_reserve(state, p, static)  # 1.2.4.d
                none_kept[index].append(
                    f"{p}'s {name} is {limit}{source}{negative}: {p} keeps none"
                    + "".join(f" ({n})" for n in dormant)
                )
                none_rules[index] = (
                    *none_rules[index],
                    *cleanup_changed(state, p, zone_key, ids),
                    *dormant_rules,
                )
    idle = idle_limit_supports(state)  # exhausted: no support ability (2.4.6.e)
    none_kept[0].extend(note for note, _ in idle)
    none_rules[0] = (*none_rules[0], *(r for _, rules in idle for r in rules))
    for p in state.players:
        # what stays besides the limit, and why: its own passive ability (2.2.12.m, 1.4.2.a)
        if discard and _not_counted_words(state, p):
            none_kept[0].append(f"{p}: {_reserve_counted(state, p)}")
            none_rules[0] = (*none_rules[0], *why("night.not_counted"))
    # A zone within its limit beside one over it: the limit in force, where it comes from,
    # and nothing removed there (3.2.10.b, 3.2.7.c), said on the step that runs.
    removed_from = tuple(state.objects[o].zone for o in (*discard, *sacrifice))
    for index, reserve in ((0, True), (1, False)):
        notes, rules = kept_within(state, removed_from, reserve)
        ran = index if (discard, sacrifice)[index] else 1 - index
        none_kept[ran].extend(notes)
        none_rules[ran] = (*none_rules[ran], *rules)
    discarding = Step(
        ActionKind.DISCARD,
        objects=tuple(discard),
        to_zone=ZoneKind.DISCARD,
        label="Clean-up: discard excess Reserve" + _said(none_kept[0]),
        rules=tuple(dict.fromkeys((*why("night.cleanup_reserve"), *none_rules[0]))),
    )
    sacrificing = Step(
        ActionKind.SACRIFICE,
        objects=tuple(sacrifice),
        to_zone=ZoneKind.DISCARD,
        label="Clean-up: sacrifice excess Landmarks" + _said(none_kept[1]),
        rules=tuple(dict.fromkeys((*why("night.cleanup_landmarks"), *none_rules[1]))),
    )
    if not sacrifice and not discard:
        # Nothing over its limit: say which limits were checked (3.2.10.b, 3.2.7.c).
        within = replace(
            discarding,
            label="Clean-up: each Reserve and Landmarks are within their limits "
            f"({_limits(state, task.choices)}){_said([note for note, _ in idle])}",
            rules=tuple(
                dict.fromkeys(
                    (
                        *discarding.rules,
                        *why("night.landmark_limit"),
                        *_limits_changed(state),
                        *(
                            why("night.cleanup_one_more")
                            if any(one_more_used(p, task.choices) for p in state.players)
                            else ()
                        ),
                    )
                )
            ),
        )
        return run_step_deciding(state, within)
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
    assert zone_key is not None
    base = zone_key.removesuffix(ONE_MORE)  # the one more kept is kept in that zone
    marks = (*(f"{oid}@{base}" for oid in choice), f"-@{zone_key}")
    state = push(state, replace(task, choices=(*task.choices, *marks), dest=None))
    where = "Reserve" if decision.kind == DecisionKind.CLEANUP_RESERVE else "Landmarks"
    kept = ", ".join(state.whose_name(c) for c in choice) or "nothing"
    return state, TraceEntry(
        f"{decision.player} keeps {len(choice)} in their {where}: {kept}", why("night.cleanup")
    )


on_answer(DecisionKind.CLEANUP_RESERVE)(_cleanup_answer)
on_answer(DecisionKind.CLEANUP_LANDMARKS)(_cleanup_answer)


def check_victory(state: GameState, task: Task) -> Result:
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
        return end_game(state, leaders[0], why("night.victory"))
    arena = Region("arena", "Arena", frozenset(Terrain))
    state = evolve(
        state, tiebreakers=True, adventure=(arena,), positions={e: 0 for e in state.positions}
    )
    return state, TraceEntry(
        f"Check Victory ({text}): tiebreakers start", why("night.tiebreakers_start")
    )


def end_game(state: GameState, winner: str, rules: tuple[str, ...]) -> Result:
    state = evolve(state, winner=winner, game_over=True, agenda=())
    return state, TraceEntry(f"{winner} wins the game", rules)


def _said(notes: list[str]) -> str:
    return f" ({'; '.join(notes)})" if notes else ""


def cleanup_changed(
    state: GameState, player: str, zone_key: str, ids: tuple[str, ...]
) -> tuple[str, ...]:
    """The rules a Clean-up choice cites besides 4.2.5.c when passive abilities change it:
    a reserve limit changed (3.2.10.b, 2.2.12.m), cards that don't count towards it — a
    card doing what the rule would not (1.4.2.a)."""
    if z.kind_of(zone_key) is not ZoneKind.RESERVE:
        return ()
    changed = reserve_limit(state, player) != state.reserve_limit(player)
    aside = len(ids) < len(state.zone(zone_key))
    return (
        *(why("night.reserve_limit_changed") if changed else ()),
        *(why("night.not_counted") if aside else ()),
    )
