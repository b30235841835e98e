"""Emblem-Reactions: created in Limbo, then played in initiative order.

The Reaction-activating step creates an Emblem-Reaction in Limbo for each activation
(6.3.h), at most a hundred per Reaction per day (6.3.l). Then the first player in
initiative order with a Reaction in Limbo plays one (4.4.b), Reactions are checked again
(4.4.c) until none remain (4.4.d).
"""

from __future__ import annotations

from engine.pipeline.atomic import put_emblem
from engine.pipeline.draft import Draft
from engine.pipeline.reactions import ACTIVATION_LIMIT, activation_key
from engine.pipeline.runtime import Result, ask, on_answer, on_task, push
from engine.pipeline.turn_limits import per_turn_key
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import (
    AFTER_A_REACTION,
    AFTER_DAILY_EFFECT,
    AFTER_TURN_EFFECT,
    Activation,
    Task,
    TaskKind,
)
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.objects import EmblemData
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.activation_order_words import names_in_play_order
from engine.steps.loop_bound import loop_stop
from engine.steps.outcome import run_step
from engine.steps.subjects import (
    instantiate,
)
from engine.why.citations import cite
from engine.why.labels import (
    AT_TABLE,
    expedition_bound,
    reaction_done_words,
    reaction_hidden_zones,
    reaction_labels,
)
from engine.why.table import why
from engine.why.trace import TraceEntry, Unnamed, unnamed_parts


@on_task(TaskKind.ACTIVATE_REACTIONS)
def _activate(state: GameState, task: Task) -> Result:
    """The Reaction-activating step (6.3.h): one Emblem-Reaction per activation, unless the
    Reaction already activated a hundred times today (6.3.l)."""
    counts = dict(state.reaction_counts)
    draft = Draft(state)
    seq = state.event_seq + 1
    events: list[Event] = []
    skipped: list[str] = []
    printed: list[str] = []
    turn_limited: list[str] = []
    for act in task.activations:
        key = activation_key(act)
        if counts.get(key, 0) >= ACTIVATION_LIMIT:
            skipped.append(act.source_name)
            continue
        if act.per_day is not None:
            # "This ability triggers only once per Day": this object's Reaction (1.4.6.c)
            mine = f"{act.source_object}:{act.ability_index}:per_day"
            if counts.get(mine, 0) >= act.per_day:
                printed.append(act.source_name)
                continue
            counts[mine] = counts.get(mine, 0) + 1
        if act.per_turn is not None:
            # gy: "This ability triggers only once per turn": this turn's count (4.2.3.e)
            turn = per_turn_key(act.source_object, act.ability_index)
            if counts.get(turn, 0) >= act.per_turn:
                turn_limited.append(act.source_name)
                continue
            counts[turn] = counts.get(turn, 0) + 1
        counts[key] = counts.get(key, 0) + 1
        events.append(_create_emblem(draft, state, act, seq))
    new = draft.freeze(reaction_counts=counts, event_seq=seq)
    # each source once, with how many of its Reactions activate ("Kuwat, the Dissenter (2
    # Reactions)", 6.3.g); releases before this one named it once per Reaction
    many: dict[str, int] = {}
    for a in task.activations:
        many[a.source_name] = many.get(a.source_name, 0) + 1
    names = ", ".join(n if k == 1 else f"{n} ({k} Reactions)" for n, k in many.items())
    ordered, order_rules = names_in_play_order(state, task.activations)  # 4.4.b (cite17)
    names = ordered or names
    earlier = f"Reaction-activating step: {', '.join(a.source_name for a in task.activations)}"
    text = f"Reaction-activating step: {names}"
    said = dict.fromkeys(a.said for a in task.activations if a.said)
    if said:
        text += f" [{'; '.join(said)}]"
    extra = dict.fromkeys(r for a in task.activations for r in a.rules)
    rules = (*why("reaction.step"), *cite(*extra), *order_rules)
    keys = [activation_key(a) for a in task.activations]
    if len(set(keys)) < len(keys):
        # 6.3.g: one event matching distinct atomic actions activates a Reaction once each.
        rules = (*rules, *why("reaction.several_times"))
    if skipped:
        text += f" (not activated, limit reached: {', '.join(skipped)})"
        rules = (*rules, *why("reaction.limit"))
    if printed:
        text += f" (not activated, its limit each Day reached: {', '.join(printed)})"
        rules = (*rules, *why("reaction.printed_limit"))
    if turn_limited:
        text += f" (not activated, its limit each turn reached: {', '.join(turn_limited)})"
        rules = (*rules, *why("reaction.printed_turn_limit"))
    head = f"Reaction-activating step: {names}"
    earlier += text[len(head) :]  # the same notes after the names
    return new, TraceEntry(
        text, rules, tuple(events), earlier_words=earlier if earlier != text else ""
    )


def _create_emblem(draft: Draft, state: GameState, act: Activation, seq: int) -> Event:
    if act.effect is not None:
        effect = act.effect
    else:
        assert act.source_card is not None
        effect = state.cards[act.source_card].abilities[act.ability_index].effect
    emblem = EmblemData(
        source_object=act.source_object,
        source_card=act.source_card,
        source_name=act.source_name,
        ability_index=act.ability_index,
        effect=effect,
        bound=act.bound,
        source_expedition=act.source_expedition,
        source_gigantic=act.source_gigantic,
        it=act.it,
        it_cards=tuple(
            (state.objects[o].card_id or "") if o in state.objects else "" for o in act.it
        ),
        finds_in_reserve=act.finds_in_reserve,
        activated_at=seq,
        text=act.text,  # what the Emblem-Reaction does, as its ability reads
        caused_by=act.caused_by,  # another player's effect caused the event (7.5.5.c)
        by_ongoing=act.by_ongoing,  # an Emblem-Ongoing's, for the card played (5.2.d)
    )
    rules = why("reaction.step")[:1]
    return put_emblem(draft, emblem, act.controller, seq, ActionKind.CREATE_EMBLEM, rules)


def reactions_in_limbo(state: GameState) -> tuple[str, ...]:
    """Emblem-Reactions waiting in Limbo."""
    return tuple(
        oid
        for oid in state.zone(z.LIMBO)
        if (e := state.objects[oid].emblem) is not None and e.subtype == "Reaction"
    )


@on_task(TaskKind.CHECK_REACTIONS)
def _check_reactions(state: GameState, task: Task) -> Result:
    waiting = reactions_in_limbo(state)
    stop = loop_stop(state, waiting)
    if stop is not None:  # a loop past the app's bound: stopped here (1.4.6.a)
        state, entry = run_step(state, stop)
        return state, replace(entry, text=stop.label)  # one line, not one per Reaction
    for player in state.initiative_order():
        mine = tuple(oid for oid in waiting if state.objects[oid].controller == player)
        if not mine:
            continue
        first = _first_in_initiative(state, waiting, player)
        if task.effect == AFTER_DAILY_EFFECT:
            # 4.2.d: played now, before the next daily effect or phase (4.2.e).
            first = (*why("reaction.after_daily_effect"), *first)
        elif task.effect == AFTER_TURN_EFFECT:
            # 4.2.g: played now, before the turn goes on or the next begins (4.2.3.e).
            first = (*why("reaction.after_turn_effect"), *first)
        elif task.effect == AFTER_A_REACTION:
            # 4.4.c: a Reaction was just played and Reactions are checked again — this one is
            # chosen by a new check (the first player in initiative order with one, 4.4.b),
            # not played together with the one before.
            first = (*why("reaction.checked_again"), *first)
        if len(mine) == 1:
            state = push(state, Task(TaskKind.PLAY_REACTION, object_id=mine[0], player=player))
            said, unnamed = _told_at_table(state, mine, mine[0], f"{player} must play the ")
            theirs, theirs_rules = _theirs_though_caused(state, mine[0])
            return state, TraceEntry(
                said + theirs,
                (
                    *why("reaction.must_play"),
                    *theirs_rules,
                    *_bound_gone(state, mine),
                    *_created_while_waiting(state, mine, waiting),
                    *first,
                    *_hidden(state, mine),
                ),
                unnamed=unnamed,
            )
        # 4.4.b, 6.3.i: identical Emblem-Reactions are told apart by their effect text and
        # the objects they are bound to, never by object id.
        labels = reaction_labels(state, mine)
        options = tuple(Option(oid, labels[oid]) for oid in mine)
        return ask(
            state,
            DecisionKind.CHOOSE_REACTION,
            player,
            "choose the Reaction to play first",
            options,
            Task(TaskKind.PLAY_REACTION, player=player),
            (
                *why("reaction.choose"),
                *_bound_gone(state, mine),
                *_created_while_waiting(state, mine, waiting),
                *first,
                *_hidden(state, mine),
            ),
        )
    return state, TraceEntry("no Reactions in Limbo", why("reaction.none"))


def _theirs_though_caused(state: GameState, emblem: str) -> tuple[str, tuple[str, ...]]:
    """7.5.5.c where another player's effect caused the event that activated the Reaction
    ("p2's Off You Go! sent p1's Aegis Templar to Reserve"): the Reaction is still the
    player's whose object has it — they play it and control its effect. Words for the line
    that says who plays it, with the rule; nothing when the player's own effect or the
    rules caused it."""
    o = state.objects.get(emblem)
    e = o.emblem if o is not None else None
    if o is None or e is None or not e.caused_by:
        return "", ()
    who = o.controller
    return (
        f" [{who}'s Reaction, {who} plays it: a player controls the abilities of the objects "
        f"they control and their effects — {e.caused_by} only caused the event]",
        why("reaction.theirs_though_caused"),
    )


def _bound_gone(state: GameState, reactions: tuple[str, ...]) -> tuple[str, ...]:
    """6.3.j where a Reaction offered is told apart by an object it is bound to that no
    longer exists ("— for an object that no longer exists"): it is still played, and uses
    that object's characteristics and location as it stopped existing."""
    for oid in reactions:
        o = state.objects.get(oid)
        e = o.emblem if o is not None else None
        if e is not None and any(
            b not in state.objects and not expedition_bound(state, b) for b in e.it
        ):
            return why("reaction.bound_gone")
    return ()


def _created_while_waiting(
    state: GameState, played: tuple[str, ...], waiting: tuple[str, ...]
) -> tuple[str, ...]:
    """4.4.c where it decides a Reaction's place: one of ``played`` (the Reactions offered,
    or the one played) was created by a later Reaction-activating step than a Reaction
    still waiting in Limbo — created while the others waited, it is played, or may be
    chosen, just like them (4.4.c and its Remark), not after them. Nothing for Reactions
    all created before any that waits (the ordinary choice, 4.4.b)."""
    oldest = min((_activated_at(state, o) for o in waiting), default=0)
    if any(_activated_at(state, o) > oldest for o in played):
        return why("reaction.created_while_waiting")
    return ()


def _activated_at(state: GameState, emblem: str) -> int:
    """The event of the Reaction-activating step that created ``emblem`` (6.3.h)."""
    data = state.objects[emblem].emblem
    return data.activated_at if data is not None else 0


def _first_in_initiative(
    state: GameState, waiting: tuple[str, ...], player: str
) -> tuple[str, ...]:
    """5.1.1.c, 1.4.5.a when another player also controls a Reaction in Limbo: ``player``
    plays first because they come first in initiative order — the player taking the turn
    in the Afternoon, the first player in the other phases — not because theirs are the
    only Reactions waiting."""
    others = any(state.objects[oid].controller != player for oid in waiting)
    return why("reaction.initiative") if others else ()


def _hidden(state: GameState, emblems: tuple[str, ...]) -> tuple[str, ...]:
    """3.1.3.f when a label leaves a card in a hidden zone unnamed ("a card in p2's Hand"):
    to the Reaction's controller in a decision, to some player in the trace."""
    hides = any(reaction_hidden_zones(state, e, AT_TABLE) for e in emblems)
    return why("reaction.label_hidden") if hides else ()


def _told_at_table(
    state: GameState, emblems: tuple[str, ...], emblem: str, before: str
) -> tuple[str, tuple[Unnamed, ...]]:
    """A trace line ``before`` + the label of ``emblem`` (one of ``emblems``, numbered
    among them when identical) as told to every player — a card bound to it that some
    player cannot look at is "a card in p2's Hand" (3.1.3.f) — and the same line naming
    every card, for the judge."""
    table = reaction_labels(state, emblems, table=True)[emblem]
    judge = reaction_labels(state, emblems, judge=True)[emblem]
    zones = reaction_hidden_zones(state, emblem, AT_TABLE)
    hides = why("reaction.label_hidden") if zones else ()
    return before + table, unnamed_parts(before + table, before + judge, zones, hides=hides)


@on_answer(DecisionKind.CHOOSE_REACTION)
def _choose_reaction(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, object_id=choice[0]))
    among = tuple(o.id for o in decision.options if o.id in state.objects)
    newer = _created_while_waiting(state, choice[:1], reactions_in_limbo(state))
    newer = (*_bound_gone(state, choice[:1]), *newer)  # bound to a gone object (6.3.j)
    if (
        len(among) == len(decision.options)
        and why("reaction.label_hidden")[0] not in decision.rules
    ):
        # No card bound to any of them was hidden from a player when the choice was asked
        # (the decision cites 3.1.3.f when one is), and nothing moved since: the option's
        # label is the table's and the judge's too. Labelling every Reaction in Limbo
        # twice more made each choice in a long loop cost three passes over Limbo.
        label = next(o.label for o in decision.options if o.id == choice[0])
        said = f"{decision.player} chooses the {label}"
        theirs, theirs_rules = _theirs_though_caused(state, choice[0])
        return state, TraceEntry(said + theirs, (*why("reaction.must_play"), *theirs_rules, *newer))
    said, unnamed = _told_at_table(state, among, choice[0], f"{decision.player} chooses the ")
    theirs, theirs_rules = _theirs_though_caused(state, choice[0])
    rules = (*why("reaction.must_play"), *theirs_rules, *newer)
    return state, TraceEntry(said + theirs, rules, unnamed=unnamed)


@on_task(TaskKind.PLAY_REACTION)
def _play_reaction(state: GameState, task: Task) -> Result:
    """Play a Reaction (5.4): its effect resolves, then it ceases to exist (5.4.d), then
    Reactions are checked again (4.4.c)."""
    assert task.object_id is not None
    emblem_obj = state.objects[task.object_id]
    emblem = emblem_obj.emblem
    assert emblem is not None
    me = emblem.bound[0] if emblem.bound else emblem.source_object
    if emblem.finds_in_reserve and me not in state.objects and emblem.source_card is not None:
        # 7.4.5.e: played with Scout, "I" can be found in Reserve.
        now = state.object_of_card(emblem.source_card)
        if now is not None and z.kind_of(state.objects[now].zone) is ZoneKind.RESERVE:
            me = now
    steps = tuple(
        Task(
            TaskKind.STEP,
            step=instantiate(
                t,
                state,
                emblem_obj.controller,
                me,
                emblem.source_expedition,
                emblem.source_name,
                emblem.it,
                me_card=emblem.source_card,
                me_was_gigantic=emblem.source_gigantic,
                # bound to the object it became, "I" was the source that left (2.1.h, 6.3.j)
                me_was=emblem.source_object if emblem.source_object != me else None,
            ),
        )
        for t in emblem.effect
    )
    state = push(
        state,
        *steps,
        Task(TaskKind.END_REACTION, object_id=task.object_id),
        Task(TaskKind.CHECK_REACTIONS, effect=AFTER_A_REACTION),  # 4.4.c
    )
    made = (
        f" (an Emblem-Reaction the Emblem-Ongoing of {emblem.source_name} created as the card "
        "was played)"
        if emblem.by_ongoing
        else ""
    )
    return state, TraceEntry(
        f"{emblem_obj.controller} plays the Reaction of {emblem.source_name}{made}",
        (
            *why("reaction.plays"),
            *(why("effect.steps") if len(emblem.effect) > 1 else ()),
            *(why("status.by_emblem_ongoing") if emblem.by_ongoing else ()),
        ),
    )


@on_task(TaskKind.END_REACTION)
def _end_reaction(state: GameState, task: Task) -> Result:
    assert task.object_id is not None
    # 5.4.d in its own words, the line citing it: "p1's Reaction of Kuwat, the Dissenter —
    # “Sacrifice a Character.” — is done resolving: it ceases to exist"
    oid = task.object_id
    table = reaction_done_words(state, oid, table=True)
    judge = reaction_done_words(state, oid, judge=True)
    zones = reaction_hidden_zones(state, oid, AT_TABLE)
    hides = why("reaction.label_hidden") if zones else ()
    unnamed = unnamed_parts(table, judge, zones, hides=hides)
    rules = why("reaction.done")
    step = Step(ActionKind.CEASE_TO_EXIST, objects=(oid,), rules=rules, label=table)
    state, entry = run_step(state, step)
    return state, replace(entry, unnamed=(*unnamed, *entry.unnamed))
