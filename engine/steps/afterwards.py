"""What follows a step that happened (6.5.f, 6.2.e): the steps it enables, and what "it" names.

After a step of an effect has gone through the pipeline, the steps that depend on it are
queued right after it: "[you may do X] to / if you did [do Y]" (6.5.f) with "it" bound to
what X acted on or moved (a drawn card, 7.3.9.a; a token made, 7.3.5.a; where it was,
2.1.h), "if you can't" (6.1.g), die-roll and count outcomes (7.3.33.b), "When you reveal"
reactions, and the alternatives of declined optional modifiers (6.2.e). Split out of
``engine.steps.resolution``, which interprets the step itself.
"""

from __future__ import annotations

from engine.pipeline.past_conditions import noted_before_step
from engine.pipeline.resolve import StepOutcome
from engine.pipeline.reveal_triggers import own_reveal_reactions
from engine.pipeline.runtime import Result
from engine.reading.filters import matches
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import EffectStep, Subject
from engine.state.conditions import Counted
from engine.state.enums import HIDDEN_ZONES, ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.carried import counted_before, die_result_used
from engine.steps.dice import die_outcome, is_roll, roll_reactions, rolled_it
from engine.steps.each_member import each_member_steps
from engine.steps.outcome import following
from engine.steps.put_not_played import put_not_played_notes
from engine.steps.removing import removed_outcomes
from engine.steps.started import Start, started
from engine.steps.subjects import instantiate
from engine.why.found_where_moved import found_where_moved
from engine.why.sequence_notes import (
    about_it,
    dependence_point,
    gigantic_left_notes,
    it_named_note,
    left_out_note,
    nothing_done,
    second_target,
    short_deck_rules,
    then_point,
)
from engine.why.table import why

__all__ = ["after_step"]

_MOVES_IT = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
"""Steps moving cards the player does not choose: "it" after them is the card moved."""


def _became(after: GameState, object_id: str, new_object_id: str | None) -> str:
    """What "it" names after a step acted on ``object_id``: the new object it became in
    its new zone (2.1.d), or the object itself — never an Emblem the step made beside it
    ("Target Character loses all its abilities until the end of the Day. It gains Asleep.":
    the Emblem-Ongoing lasting the period, 2.2.2.m, 7.3.19.a, is not "it", 6.5.b)."""
    if new_object_id is None:
        return object_id
    made = after.objects.get(new_object_id)
    return object_id if made is not None and made.emblem is not None else new_object_id


def _was_in(state: GameState, object_id: str, from_zone: str) -> tuple[str, ...]:
    """The zones an object was in just before a step moved it (2.1.h): ``from_zone``, or
    both of its controller's Expeditions if it was a Gigantic Character there (7.4.4.b)."""
    if z.kind_of(from_zone) is not ZoneKind.EXPEDITION or object_id not in state.objects:
        return (from_zone,)
    both = sorted(expeditions_of(state, object_id))
    return tuple(z.zone_of_expedition(e) for e in both) if len(both) > 1 else (from_zone,)


SAME_CONDITION_WORDS = (
    "its next step follows under the same condition, and is mandatory: the text says no "
    "“you may” and no “if you did”"
)
"""Said on the first step of "If [c], I gain 1 boost and Fleeting" (6.5.d, 6.5.a)."""


def _decided(step: Step) -> bool:
    """Whether ``step`` was done by a decision its follow-up depends on: a "may" step, or
    a player's payment ("If they do", 6.5.f)."""
    return step.optional or step.kind is ActionKind.PAY_MANA


def after_step(state: GameState, step: Step, out: StepOutcome, result: Result) -> Result:
    """The steps that follow a step that happened: "[you may do X] to / if you did [do
    Y]" (6.5.f) — "it" being what X acted on when X chose it — and the alternatives of
    declined optional modifiers (6.2.e)."""
    new, entry = result
    begun = started(step, out) if step.if_not_done and not out.events else None
    not_done = begun is not None and not begun.done  # 6.5.f: not started
    if begun is not None and begun.done:
        # "You may [X]. If you don't, [Y]": X was started though it changed nothing (an
        # empty Deck, 1.2.7.d) or was replaced (6.2.b) — done, so Y does not happen (6.5.f).
        who = step.controller or "its controller"
        how = " (an event with no change)," if begun.start is Start.UNCHANGED else ", replaced,"
        entry = replace(
            entry,
            text=f"{entry.text} — {who} started to do it{how} so what happens if they don't "
            "does not happen",
            rules=(*entry.rules, *begun.rules, *why("effect.if_not_done")),
        )
    if (step.if_cant and not out.events) or not_done:
        # "If you can't, [Y]": nothing of this mandatory step could be done (6.1.g); a
        # "may" step not done — one started is done even if it changed nothing (6.5.f).
        instead = tuple(
            Task(TaskKind.STEP, step=following(new, step, t))
            for t in (*step.if_cant, *step.if_not_done)
        )
        new = _insert_after_activation(new, state, instead)
        point = (
            "effect.if_you_cant"
            if step.if_cant
            else "effect.if_not_done"
            if step.optional
            # "[Do X]. If you do, [Y], otherwise [Z]": X could not be started (6.5.f)
            else "effect.otherwise_not_started"
        )
        entry = replace(entry, rules=(*entry.rules, *why(point)))
    # "[Target X]. [Y it]" is no condition: Y acts on what X chose even when X changed
    # nothing ("Target Character gains Asleep. You may give it 2 boosts." on a Character
    # already Asleep, 2.4.1.f, still gives the boosts) — only "if you did" / "to" (6.5.f),
    # or a "may" or cost of X, makes Y depend on X having been done.
    follows = step.it_follows or then_point(step) == "effect.then_steps"
    # "Target opponent sacrifices a Character. They draw a card.": Y is the same player's
    # next step, acting on nothing X chose — it happens whatever X did (6.1.c, 6.5.b).
    players_next = step.it_follows and not any(about_it(t) for t in step.then)
    # "If you would [Resupply], instead draw a card": the replacing effect comes first, in
    # the step's place (6.2.b).
    replaced = tuple(alt for alt in out.alternatives if alt.replacing)
    if step.then and not out.events and not follows:
        # 6.5.f: "[you may do X] to / if you did [do Y]" holds if X was started, even if it
        # was modified (replaced, 6.2.b) or changed nothing (1.2.7.d); not if X could not
        # start (every atomic action impossible, 1.4.1.c, or nothing to act on, 6.5.h).
        verdict = started(step, out)
        entry = replace(
            entry,
            text=f"{entry.text} — {verdict.said}",
            rules=(*entry.rules, *verdict.rules),
        )
        if not verdict.done:
            return new, entry
    elif step.then and out.events and _decided(step) and any(about_it(t) for t in step.then):
        # "Then, target opponent may pay {1}. If they do, that Character loses 1 boost.":
        # the optional step was done, so what refers back after it happens (6.5.f; the
        # cost of "[X] to [Y]" paid, 6.1.d)
        entry = replace(entry, rules=(*entry.rules, *why(dependence_point(step))))
    elif step.then and not out.events and not replaced and not step.chosen and not players_next:
        # "[X], then [Y it]": nothing of X happened, so Y has nothing to act on (6.5.h).
        said, rules = nothing_done(step)
        return new, replace(entry, text=f"{entry.text} — {said}", rules=(*entry.rules, *rules))
    for said, rules in put_not_played_notes(state, out.events):  # 1.4.1.a, 7.3.27.a
        entry = replace(entry, text=f"{entry.text} [{said}]", rules=(*entry.rules, *rules))
    left_out, moved = left_out_note(new, step, out.events)
    notes = (*gigantic_left_notes(state, out.events), left_out)
    if any(notes):
        # 7.4.4.b: a Gigantic Character leaves both Expeditions at once; 2.1.d / 2.1.e:
        # objects an earlier step of the effect moved are new objects, or tokens that
        # ceased to exist, this step does not act on.
        text = entry.text + "".join(f" [{n}]" for n in notes if n)
        gigantic = why("gigantic.leaves_once") if notes[:-1] else ()
        entry = replace(entry, text=text, rules=(*entry.rules, *gigantic, *moved))
    it, was_in = rolled_it(step, step.it), step.it_was_in
    if step.chosen and not is_roll(step):
        acted = [
            _became(new, ev.object_id, ev.new_object_id)
            for ev in out.events
            if ev.object_id in step.chosen and ev.object_id
        ]
        it = tuple(a for a in acted if a is not None)
        if follows and not it:
            it = tuple(c for c in step.chosen if c in new.objects)  # unchanged, still there
        # Where they were (2.1.h): "discard target Character, then ... in its Expedition"
        # — a Gigantic one in both of its controller's Expeditions (7.4.4.b).
        was_in = tuple(
            zone
            for e in out.events
            if e.object_id in step.chosen and e.from_zone
            for zone in _was_in(state, e.object_id, e.from_zone)
        )
    if not step.chosen and step.it_follows and any(second_target(t) for t in step.then):
        it = ()  # no first target chosen: nothing the second must differ from (6.5.b)
    if not step.chosen and any(_counts_that_many(t) for t in step.then):
        # "Sacrifice all other Characters you control. Draw a card for each Character
        # sacrificed this way": "that many" is how many objects of the group (found as the
        # step happened, none chosen) the step acted on (6.5.i, 6.1.e: an atomic action
        # each), each counted once.
        it = tuple(dict.fromkeys(e.object_id for e in out.events if e.object_id))
    if step.kind in (ActionKind.CREATE, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        # "Create a token ..., then it gains Anchored": "it" is the token made (7.3.5.a);
        # "Resupply. If you put a Character in Reserve this way, ...": the card put there.
        it = tuple(e.new_object_id for e in out.events if e.new_object_id is not None)
    if step.then and step.kind in _MOVES_EXPEDITION and step.expeditions and not step.objects:
        # "Target Expedition you control moves forward one region. Characters in it …":
        # "it" is the Expedition the step acted on (6.5.b, 7.3.25.a).
        it = step.expeditions
    if step.kind is ActionKind.DRAW and step.then:
        # "Draw a card. If it's a Spell, …": "it" is the card drawn (7.3.9.a), in the Hand
        # (a hidden zone: the same card, 2.1.d)
        it = tuple(e.new_object_id or e.object_id for e in out.events if e.object_id)
    if step.then and step.kind in _MOVES_IT and it:
        point = "drawn" if step.kind is ActionKind.DRAW else "resupplied"
        entry = replace(entry, rules=(*entry.rules, *why(f"effect.it_is_the_card_{point}")))
    if step.keeps_it:
        # "Then, target opponent may discard a card. If they do, that Character …": what
        # follows names what "it" named before this step, not what it acted on (6.5.b)
        it, was_in = step.it, step.it_was_in
    said, named = it_named_note(new, step, it)  # "Then exhaust that Character": which (6.1.c)
    entry = replace(entry, text=entry.text + said, rules=(*entry.rules, *named))
    if said and not step.chosen:
        # "Resupply. If you put a Character in Reserve this way, … play it": the card the step
        # moved to a visible zone is a new object the effect finds there (2.1.f)
        there, there_rules = found_where_moved(new, out.events, it)
        entry = replace(entry, text=entry.text + there, rules=(*entry.rules, *there_rules))
    # 3.2.2.e: after "the top N cards" of a short Deck, the effect keeps resolving.
    short = short_deck_rules(step)
    follow = [
        Task(
            TaskKind.STEP,
            step=instantiate(t, new, alt.controller, alt.source, None, alt.source_name),
        )
        for alt in replaced
        for t in alt.steps
    ]
    # "Send it to Reserve, then exhaust it": "it" is the new object the effect itself moved
    # to a visible zone, which the later step finds there (2.1.f, an exception to 2.1.d).
    found = _moved_it(new, step, out)
    # "Send it to Reserve, then exhaust it" on a token: it ceased to exist instead (2.1.e)
    ceased = (*step.it_ceased, *(e.object_id for e in out.events if e.ceased and e.object_id))
    before_step = _acted_before(state, step, out)
    follow.extend(
        Task(
            TaskKind.STEP,
            step=replace(
                _also_citing(
                    counted_before(
                        step,
                        following(
                            new,
                            step,
                            _as_it_was(_counters_noted(t, out), state, new, step, before_step),
                            it,
                            was_in,
                        ),
                    ),
                    (*short, *(found if t.subject is Subject.IT else ())),
                ),
                it_ceased=tuple(o for o in dict.fromkeys(ceased) if o in it),
            ),
        )
        for t in step.then
        if not t.each_member
    )
    # hc: "If they had …, they gain …" after several targets: once per target (6.5.d, 6.1.e)
    parts = (_became, _was_in, _as_it_was, following)
    for t in (t for t in step.then if t.each_member):
        follow.extend(
            Task(TaskKind.STEP, step=s) for s in each_member_steps(state, new, step, out, t, parts)
        )
    rolled = die_outcome(step, out.events)
    follow.extend(
        Task(TaskKind.STEP, step=die_result_used(step, out.events, following(new, step, t, it)))
        for t in rolled
    )
    if step.outcomes:  # 7.3.33.b: the outcome whose range holds the result, or none
        point = "dice.outcome" if rolled else "dice.no_outcome"
        entry = replace(entry, rules=(*entry.rules, *why(point)))
    reacting = roll_reactions(new, step, out.events)  # "When you roll a 1-3 this way —"
    if reacting is not None:
        follow.append(reacting)
        entry = replace(entry, rules=(*entry.rules, *why("dice.this_way")))
    revealing = own_reveal_reactions(new, step, list(out.events))  # "When you reveal ..."
    if revealing is not None:
        follow.append(revealing)
    counted = removed_outcomes(step, out.events)  # "depending on the number removed"
    follow.extend(Task(TaskKind.STEP, step=following(new, step, t, it)) for t in counted)
    if step.count_outcomes:
        entry = replace(entry, rules=(*entry.rules, *why("effect.depending_on_count")))
    for alt in out.alternatives:
        if alt.replacing:
            continue  # already first, in the step's place
        for t in alt.steps:
            follow.append(
                Task(
                    TaskKind.STEP,
                    step=instantiate(t, new, alt.controller, alt.source, None, alt.source_name),
                )
            )
    if follow:
        new = _insert_after_activation(new, state, tuple(follow))
    if step.then:
        # "if you did" (6.5.f), or "[X], then [Y it]" / "[X]. They [Y]": two steps in
        # order (6.1.c).
        point = then_point(step)
        if point == "effect.same_condition_next":
            # 6.5.d, 6.5.a: the condition's next step is mandatory — no "you may", no "if
            # you did" — said where a player might take it for optional
            entry = replace(entry, text=f"{entry.text} [{SAME_CONDITION_WORDS}]")
        entry = replace(entry, rules=(*entry.rules, *why(point)))
    if out.alternatives:
        told = tuple(r for alt in out.alternatives for r in alt.rules)
        entry = replace(entry, rules=(*entry.rules, *(told or why("modifier.alternative"))))
    # a rule cited once on the line: "it" named (6.1.c) and "[X], then [Y it]" (6.1.c) are one
    return new, replace(entry, rules=tuple(dict.fromkeys(entry.rules)))


_MOVES_EXPEDITION = frozenset(
    {ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS, ActionKind.ASCEND}
)
"""Steps an Expedition does (7.3.25, 7.3.24, 7.3.3): "it" after them is that Expedition."""


def _counts_that_many(step: EffectStep) -> bool:
    """Whether ``step``'s amount is "that many": one per object the step before acted on."""
    if step.x_chooses and step.x_count is not None:  # "Discard that many cards" (6.5.i)
        return step.x_count.counted == Counted.THAT_MANY
    return step.per is not None and step.per.counted == Counted.THAT_MANY


_COUNTERS_TAKEN = frozenset({ActionKind.REMOVE_COUNTERS, ActionKind.SPEND_COUNTERS})
"""The atomic actions that take counters off an object by an effect (2.5.g, 7.3.38)."""


def _counters_noted(template: EffectStep, out: StepOutcome) -> EffectStep:
    """A later step counting "for each boost removed / counter spent this way": the counters
    of that name (any, for "counter") this step removed or spent, noted as it ends (6.5.i;
    2.5.g, 7.3.38) — none when it removed none."""
    per = template.per
    if per is None or per.counted != Counted.COUNTERS_THIS_WAY:
        return template
    n = sum(
        e.amount
        for e in out.events
        if e.kind in _COUNTERS_TAKEN and (not per.counter or e.counter == per.counter)
    )
    return replace(template, per=replace(per, result=n))


def _acted_before(state: GameState, step: Step, out: StepOutcome) -> tuple[str, ...]:
    """The objects ``step`` acted on, as they were before it (``state``): those it chose, or
    those its events changed — none when it did nothing (a Reserve with nothing sent)."""
    if step.chosen:
        return tuple(c for c in step.chosen if c in state.objects)
    return tuple(
        dict.fromkeys(
            e.object_id for e in out.events if e.object_id and e.object_id in state.objects
        )
    )


def _as_it_was(
    template: EffectStep, state: GameState, new: GameState, step: Step, acted: tuple[str, ...]
) -> EffectStep:
    """A later step whose condition says what "it" had or was ("If it had an Ember counter",
    "If it was a token"), that condition noted as it held just before ``step`` changed
    "it" (6.3.j, 6.3.k; engine.pipeline.past_conditions); one counting "for each [noun]
    among them" (what they are, or as they last were once gone) or "for each counter it
    had" (just before the step), its count noted."""
    controller = step.controller or state.first_player
    noted = noted_before_step(template.condition, state, controller, acted)
    found = template if noted is template.condition else replace(template, condition=noted)
    per = found.per
    if per is not None and per.counted == Counted.THAT_MANY and per.filter is not None:
        # "Draw a card for each token among them": those of the objects the step acted on
        # that are such objects — as they last were, for one that left (6.5.i, 6.3.j: a
        # token sent is gone; a sacrificed Character is a new object, 2.1.d)
        n = sum(
            1
            for o in acted
            if matches(new if o in new.objects else state, o, per.filter, controller, step.me)
        )
        found = replace(found, per=replace(per, result=n))
    elif per is not None and per.counted == Counted.THAT_MANY and per.counter:
        # "… for each Ember counter it had": the counters they had just before the step
        # (6.3.j: sacrificed, it is a new object without them, 2.5.b)
        n = sum(state.objects[o].counters.get(per.counter, 0) for o in acted)
        found = replace(found, per=replace(per, result=n))
    return found


def _moved_it(state: GameState, step: Step, out: StepOutcome) -> tuple[str, ...]:
    """The rule letting a later step of the effect act on an object this step moved: the
    object it chose became a new object in a visible zone (2.1.f); nothing otherwise (a
    card moved to a hidden zone is the same card, 2.1.d)."""
    moved = any(
        ev.object_id in step.chosen
        and (became := _became(state, ev.object_id, ev.new_object_id)) != ev.object_id
        and became in state.objects
        and z.kind_of(state.objects[became].zone) not in HIDDEN_ZONES
        for ev in out.events
        if ev.object_id is not None
    )
    return why("effect.follows_its_move") if moved else ()


def _also_citing(step: Step, rules: tuple[str, ...]) -> Step:
    """``step``, its trace line citing ``rules`` too."""
    return replace(step, rules=tuple(dict.fromkeys((*step.rules, *rules)))) if rules else step


def _insert_after_activation(new: GameState, old: GameState, tasks: tuple[Task, ...]) -> GameState:
    """Put ``tasks`` right after the Reaction-activating step the step may have queued."""
    added = len(new.agenda) - len(old.agenda)
    agenda = (*new.agenda[:added], *tasks, *new.agenda[added:])
    return evolve(new, agenda=agenda)
