"""The last three parts of the playing process (5.1.2.a), once the declaration of intent
(engine/play/playing.py) is done: the card moves to Limbo (5.1.2.h; from Reserve it gains
Fleeting, 5.2.1.b), its costs are paid by exhausting Mana Orbs (5.1.2.i, 1.2.5.e), then it
resolves (5.1.2.j): a Character enters its Expedition, a Landmark joins its player's
Landmarks (5.2.3.a), a Spell's effect resolves and the Spell goes to Reserve or, if Fleeting,
to the Discard pile (5.2.4.b, 2.4.7.e; Cooldown, 7.4.1.b).

Each part is an agenda task handled here (registered as the engine is imported,
engine/core.py).
"""

from __future__ import annotations

from engine.pipeline.dormant import own_modifiers_outside_play
from engine.pipeline.first_played_misses import first_played_misses
from engine.pipeline.runtime import Result, on_task, push
from engine.play.costs import (
    EXPEDITION_DESTS,
    next_played_emblems,
    next_played_terrain_misses,
)
from engine.play.next_played import (
    counted_down,
    spell_fleeting,
    used_up_tasks,
    uses_noted,
    with_next_played,
)
from engine.play.optional_costs import (
    optional_cost_step,
    spec_of_card,
)
from engine.play.origin_status import origin_fleeting_note
from engine.play.rule_statuses import (
    COOLDOWN_ORIGIN,
    entering_fleeting_origin,
    limbo_fleeting_origin,
    mana_paid_origin,
)
from engine.play.spell_gone import spell_gone_entry
from engine.reading.passives import ignored_keywords
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import SCOUT_REACTION
from engine.state.enums import (
    CardType,
    ExpeditionKind,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    ZoneKind,
)
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import zone_words
from engine.state.steps import AtomicAction, Step
from engine.steps.resolution import instantiate, run_step, run_steps
from engine.why.idle_keywords import idle_keywords_note
from engine.why.status_origin_words import status_origin_note
from engine.why.table import why
from engine.why.trace import TraceEntry


@on_task(TaskKind.PLAY_TO_LIMBO)
def _to_limbo(state: GameState, task: Task) -> Result:
    assert task.object_id is not None and task.player is not None
    o = state.objects[task.object_id]
    card = state.card(task.object_id)
    assert card is not None
    from_reserve = z.kind_of(o.zone) is ZoneKind.RESERVE
    statuses: frozenset[Status] = frozenset()
    rules = why("play.to_limbo")
    landmark = card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.LANDMARK
    if from_reserve and not landmark:
        # Played from Reserve, it gains Fleeting as it enters Limbo (2.4.7.a), by the rule
        # of its card type; a Landmark Permanent never does (2.4.7.b Remark).
        statuses = frozenset({Status.FLEETING})
        rules = (*rules, *why(_FLEETING_FROM_RESERVE[card.type]))
    if z.kind_of(o.zone) is ZoneKind.DECK:
        rules = (*rules, *why("play.from_deck"))  # "unless specified otherwise" (5.2.a)
    spell_idle = None
    because = ""
    spell_rules: tuple[str, ...] = ()
    if card.type is CardType.SPELL:
        statuses, spell_rules, lost, because = spell_fleeting(
            state, task.player, task.object_id, statuses
        )
        rules = (*rules, *spell_rules)
        if lost:
            spell_idle = (lost, why("play.spell_next_played_fleeting"))  # 5.2.4.a's order
        elif Status.FLEETING not in statuses:
            # An ignored or lost Fleeting exists but has no effect (7.3.19.b, 2.3.1.d).
            spell_idle = idle_keywords_note(
                state, (task.object_id,), Keyword.FLEETING, "it does not gain Fleeting"
            )
    reserve_fleeting = from_reserve and not landmark
    given_by = limbo_fleeting_origin(
        reserve_fleeting,
        why(_FLEETING_FROM_RESERVE[card.type]) if reserve_fleeting else (),
        because,
        spell_rules if card.type is CardType.SPELL else (),
    )
    step = Step(
        ActionKind.MOVE,
        controller=task.player,
        objects=(task.object_id,),
        to_zone=ZoneKind.LIMBO,
        enter_statuses=statuses,
        rule_origin=given_by,  # the rule it gains Fleeting by, kept (2.4.7.a, 2.4.7.b)
        # "hand" or "reserve" (5.1.2.d); "deck" for a card an effect plays from there,
        # which is neither played from Hand nor from Reserve ({H}, {R}: 7.1.1.b, 7.1.1.c).
        played_from=z.kind_of(o.zone).value,
        label=f"{task.player} moves {card.name} to Limbo",
        rules=rules,
    )
    gains = AtomicAction(ActionKind.GAIN_STATUS, object_id=task.object_id, status=Status.FLEETING)
    idle = own_modifiers_outside_play(state, gains, entering=z.LIMBO)
    state, entry = run_step(state, step)
    if task.free or task.in_effect:
        # Played for free (7.3.26.a): kept on the card in Limbo, for what its effect pays
        # that is not a cost of playing it — Tough (7.4.7.f Remark). Played by an effect
        # (5.2.b): kept for the Reactions to who played it (1.4.7.b).
        state = _mark_in_limbo(state, o.card_id, task.free, task.in_effect)
    origin = None if spell_idle else origin_fleeting_note(card, z.kind_of(o.zone), statuses)
    if origin is not None and because:
        origin = (f"{origin[0]} {because}", origin[1])  # where the Fleeting comes from
    for note in (spell_idle, origin):
        if note is not None:
            entry = replace(
                entry,
                text=f"{entry.text} [{note[0]}]",
                rules=tuple(dict.fromkeys((*entry.rules, *note[1]))),
            )
    if Status.FLEETING in statuses and idle:
        # Its own "If I would gain Fleeting ..." does not work in Limbo (1.2.4.d).
        entry = replace(
            entry,
            text=f"{entry.text} [{'; '.join(n for n, _, _ in idle)}]",
            rules=(*entry.rules, *dict.fromkeys(r for _, r, _ in idle)),
        )
    return push(state, replace(task, kind=TaskKind.PLAY_PAY)), entry


def _mark_in_limbo(state: GameState, card_id: str | None, free: bool, in_effect: bool) -> GameState:
    """``state`` with the card ``card_id``, now in Limbo, marked played for free and / or
    played by an effect."""
    limbo = state.object_of_card(card_id) if card_id is not None else None
    if limbo is None or z.kind_of(state.objects[limbo].zone) is not ZoneKind.LIMBO:
        return state
    marked = replace(state.objects[limbo], played_free=free, played_in_effect=in_effect)
    return evolve(state, objects={**state.objects, limbo: marked})


def _mark_paid(state: GameState, card_id: str | None, mana: int) -> GameState:
    """``state`` with the card ``card_id``, in Limbo, marked with the mana paid to play it
    (5.1.2.i): a trigger comparing its Hand Cost says when the two differ (5.1.2.f)."""
    limbo = state.object_of_card(card_id) if card_id is not None else None
    if limbo is None or z.kind_of(state.objects[limbo].zone) is not ZoneKind.LIMBO:
        return state
    marked = replace(state.objects[limbo], paid_mana=mana)
    return evolve(state, objects={**state.objects, limbo: marked})


_FLEETING_FROM_RESERVE = {
    CardType.CHARACTER: "play.from_reserve_fleeting.character",
    CardType.PERMANENT: "play.from_reserve_fleeting.permanent",
    CardType.SPELL: "play.from_reserve_fleeting.spell",
    CardType.HERO: "play.from_reserve_fleeting.character",
}
"""The decision point by which a card played from Reserve gains Fleeting in Limbo, by card
type (a Hero is never played; it has the Character's for completeness)."""


@on_task(TaskKind.PLAY_PAY)
def _pay(state: GameState, task: Task) -> Result:
    state = push(state, replace(task, kind=TaskKind.PLAY_RESOLVE))
    state = _mark_paid(state, task.card, len(task.choices))
    optional = optional_cost_step(state, task)
    if optional is not None:
        # 5.1.2.i, 1.2.5.d: the optional cost is paid with the mana, in the one step.
        paid_for = state.cards[task.card].name if task.card is not None else "the card played"
        orbs = Step(
            ActionKind.EXHAUST,
            controller=task.player,
            objects=task.choices,
            rule_origin=mana_paid_origin(paid_for),
        )
        parts = (orbs,)
        parts = (*(parts if task.choices else ()), optional)
        paid = f"{len(task.choices)} mana and {', '.join(state.name(o) for o in task.cost_objects)}"
        label = f"{task.player} pays {paid}"
        spec = spec_of_card(state.cards[task.card]) if task.card is not None else None
        point = "play.additional_cost" if spec and spec.additional else "play.optional_cost_paid"
        rules = (*why("play.pay"), *why(point))
        return run_steps(state, tuple(replace(p, is_cost=True) for p in parts), label, rules, True)
    if not task.choices and task.free:
        # 7.3.26.a: played for free, the payment of costs is skipped — not a cost of 0.
        return state, TraceEntry("nothing to pay: played for free", why("play.for_free"))
    if not task.choices:
        return state, TraceEntry("nothing to pay", why("play.nothing_to_pay"))
    paid_for = state.cards[task.card].name if task.card is not None else "the card played"
    step = Step(
        ActionKind.EXHAUST,
        controller=task.player,
        objects=task.choices,
        is_cost=True,
        rule_origin=mana_paid_origin(paid_for),  # each Mana Orb's exhaustion kept (3.2.9.f)
        label=f"{task.player} pays {len(task.choices)} mana",
        rules=why("play.pay"),
    )
    return run_step(state, step, strict=True)


@on_task(TaskKind.PLAY_RESOLVE)
def _resolve(state: GameState, task: Task) -> Result:
    assert task.card is not None and task.player is not None and task.dest is not None
    oid = state.object_of_card(task.card)
    assert oid is not None
    card = state.cards[task.card]
    fleeting = Status.FLEETING in state.objects[oid].statuses
    kind_said = "permanent" if card.type is CardType.PERMANENT else "character"
    again = entering_fleeting_origin(state, oid, f"play.gains_fleeting.{kind_said}")
    # 5.1.2.k: a card counts as played this turn once it started its resolution.
    state = evolve(state, plays_this_turn=(*state.plays_this_turn, (task.player, task.card)))
    played = (*state.plays_this_afternoon, (task.player, task.card))
    if state.phase is Phase.AFTERNOON:  # and this Day, in any phase (4.1, 5.2.b)
        state = evolve(state, plays_this_afternoon=played)
    state = evolve(
        state,
        plays_this_day=(*state.plays_this_day, (task.player, task.card)),
        play_origins=(*state.play_origins, state.objects[oid].played_from or ""),  # 5.1.2.d
    )
    into = (
        z.expedition_id(task.player, ExpeditionKind(task.dest))
        if task.dest in EXPEDITION_DESTS
        else None
    )
    state = evolve(state, play_destinations=(*state.play_destinations, into or ""))  # 5.1.2.c
    used = next_played_emblems(state, task.player, oid, into)
    state, spent, uses = counted_down(state, used)  # gh: "the next two …" (2.2.15.c)
    used_up = used_up_tasks(state, spent, uses, card.name)
    if card.type is CardType.SPELL:
        steps = tuple(
            Task(TaskKind.STEP, step=instantiate(t, state, task.player, oid, None, card.name))
            for t in card.effect
        )
        state = push(state, *used_up, *steps, replace(task, kind=TaskKind.PLAY_FINISH))
        several = why("effect.steps") if len(card.effect) > 1 else ()  # 6.1.c
        entry = TraceEntry(f"{card.name} resolves", (*why("play.resolve"), *several))
        return state, uses_noted(entry, spent, uses)
    # 7.4.5.c: played with Scout, it gains "Send me to Reserve" as it enters play.
    scouted = (SCOUT_REACTION,) if task.alternative == "scout" else ()
    scout_rules = why("play.scout") if scouted else ()
    scout_words = " (played with Scout, it gains “Send me to Reserve”)" if scouted else ""
    if task.dest == "landmark":
        step = Step(
            ActionKind.MOVE,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.LANDMARK,
            to_sub=task.player,
            label=f"{card.name} joins {task.player}'s Landmarks{scout_words}",
            rules=(*why("play.enters.landmark"), *scout_rules),
            gains=scouted,
        )
        before = state
        state, entry = run_step(state, step)
        entry = uses_noted(_first_played_noted(before, task, entry), spent, uses)
        return with_next_played(state, before, task, used, used_up), entry
    expedition = z.expedition_id(task.player, ExpeditionKind(task.dest))
    # A Character enters by 5.2.1.c, an Expedition Permanent by 5.2.2.c.
    kind = "permanent" if card.type is CardType.PERMANENT else "character"
    step = Step(
        ActionKind.MOVE,
        controller=task.player,
        objects=(oid,),
        to_zone=ZoneKind.EXPEDITION,
        to_sub=expedition,
        label=f"{card.name} enters {zone_words(z.zone_of_expedition(expedition))}{scout_words}",
        rules=(*why(f"play.enters.{kind}"), *scout_rules),
        gains=scouted,
    )
    before = state
    missed = next_played_terrain_misses(state, task.player, oid, expedition)  # 7.5.8.c
    state, entry = run_step(state, step)
    if missed:
        entry = replace(
            entry,
            text=entry.text + "".join(f" [{m}]" for m in missed),
            rules=tuple(dict.fromkeys((*entry.rules, *why("play.next_played_terrain_missed")))),
        )
    entry = uses_noted(_first_played_noted(before, task, entry), spent, uses)
    state = with_next_played(state, before, task, used, used_up)
    if fleeting:
        # 5.2.1.c / 5.2.2.c, 2.4.7.c: then, in another step, it gains Fleeting.
        gain = Step(
            ActionKind.GAIN_STATUS,
            controller=task.player,
            cards=(task.card,),
            status=Status.FLEETING,
            rule_origin=again,
            label=f"{card.name} gains Fleeting",
            rules=why(f"play.gains_fleeting.{kind}"),
        )
        state = push(state, Task(TaskKind.STEP, step=gain))
    return state, entry


def _first_played_noted(before: GameState, task: Task, entry: TraceEntry) -> TraceEntry:
    """``entry`` of the card entering play, with why "the first [card] you play each
    Afternoon" does not apply to it: an earlier card counted (5.1.2.k)."""
    assert task.card is not None and task.player is not None
    missed = first_played_misses(before, task.player, task.card)
    if not missed:
        return entry
    return replace(
        entry,
        text=entry.text + "".join(f" [{note}]" for note, _ in missed),
        rules=tuple(dict.fromkeys((*entry.rules, *(r for _, rules in missed for r in rules)))),
    )


@on_task(TaskKind.PLAY_FINISH)
def _finish_spell(state: GameState, task: Task) -> Result:
    """A Spell done resolving goes to its owner's Reserve, or Discard pile if Fleeting
    (5.2.4.b, 2.4.7.e); with Cooldown it becomes exhausted (7.4.1.b) — unless its Cooldown
    is ignored or lost (7.3.19.b, 2.3.1.d), said."""
    assert task.card is not None
    oid = state.object_of_card(task.card)
    if oid is None or z.kind_of(state.objects[oid].zone) is not ZoneKind.LIMBO:
        # its own effect moved it (2.1.i): neither Reserve nor, Fleeting, Discard (2.4.7.e)
        return state, spell_gone_entry(state, task.card)
    card = state.cards[task.card]
    # An ignored or lost Cooldown exists but has no effect (7.3.19.b, 2.3.1.d).
    idle = None
    if Status.FLEETING not in state.objects[oid].statuses:
        idle = idle_keywords_note(state, (oid,), Keyword.COOLDOWN, "it goes to Reserve ready")
    cooldown = Keyword.COOLDOWN in card.keywords and Keyword.COOLDOWN not in ignored_keywords(
        state, oid
    )
    if Status.FLEETING in state.objects[oid].statuses:
        # Discarded (2.4.7.e): moved to the Discard pile, which is to discard (7.3.7.a) — so
        # "When you discard a card" and "When a card joins the discard pile" activate, and
        # its own "When I'm discarded" does not: it did not work in Limbo (6.3.f, 1.2.4.d;
        # engine.pipeline.own_leave_misses says so).
        # A Fleeting Spell with Cooldown: it does not go to the Reserve, so Cooldown, which
        # exhausts a Spell that goes there, does nothing: in itself Cooldown does nothing,
        # it is 5.2.4.b's extra step for a Spell going to Reserve (7.4.1.c, 7.4.1.b).
        unused = " (Cooldown does not apply: it does not go to the Reserve)" if cooldown else ""
        # where its Fleeting came from (2.4.7.a, 2.4.7.b, 2.4.1.e): why Discard, not Reserve
        given, given_rules = status_origin_note(state, oid, Status.FLEETING)
        given = f" (Fleeting: {given})" if given else ""
        step = Step(
            ActionKind.DISCARD,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.DISCARD,
            label=f"{card.name} is discarded{given}{unused}",
            rules=(
                *why("play.spell_done.fleeting"),
                # moved by the rules, no effect's: who discarded it is the controller of the
                # object (7.5.6.d) — what "When you discard a card" watches (7.3.7.a)
                *why("doer.object_controller"),
                *given_rules,
                *(why("play.cooldown_unused") if cooldown else ()),
            ),
        )
    else:
        # its owner's Reserve (5.2.4.b), said in the step's own line from its data: the
        # move's event says nothing more ("Recall goes to p1's Reserve")
        reserve = zone_words(z.personal(ZoneKind.RESERVE, state.objects[oid].owner))
        how = " exhausted (Cooldown)" if cooldown else ""
        note = f" [{idle[0]}]" if idle else ""
        step = Step(
            ActionKind.MOVE,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.RESERVE,
            enter_statuses=frozenset({Status.EXHAUSTED}) if cooldown else frozenset(),
            rule_origin=COOLDOWN_ORIGIN if cooldown else None,  # kept (7.4.1.b)
            label=f"{card.name} goes to {reserve}{how}{note}",
            rules=(
                *why("play.spell_done"),
                *(why("play.cooldown") if cooldown else ()),
                *(idle[1] if idle else ()),
            ),
        )
        new, entry = run_step(state, step)
        # what releases before this one printed, which files saved then quote
        earlier = f"{card.name} goes to Reserve{how}{note}: {card.name} moves to {reserve}"
        return new, replace(entry, earlier_words=entry.earlier_words or earlier)
    return run_step(state, step)
