"""The effect-step interpreter: the ``STEP`` agenda task that resolves effects.

One step of an effect. Its decisions are made just before it (6.1.g), one at a time, each
a pending decision resuming the same task: the condition of a conditional step (6.5.d) —
evaluated once, the "otherwise" steps replacing a step whose condition is false (6.5.e) —,
the modes of a modal step, chosen one at a time and then resolved in that order (6.5.g),
targets (6.5.b), repetitions (6.5.i), "may" — decided by the players who do the step, in
initiative order (6.5.c, 6.1.h) —, then choices such as "a Character you control", made by
each player concerned in initiative order (6.1.h). Then the step's cost is paid and it goes
through the pipeline (``engine.pipeline.resolve``); the steps it enables follow (6.5.f).

The decisions themselves live in ``engine.steps.choices`` (subjects and places),
``engine.steps.modal_steps`` (6.5.g), ``engine.steps.may_steps`` (6.5.c) and
``engine.steps.modifier_choices`` (6.2.d, 6.2.h), steps of specific keyword actions
(taking control, Gifts, cards played by an effect: 5.2.b, 7.3.34.b) in
``engine.steps.keywords``, a step resolved at once and its trace in ``engine.steps.outcome``,
and the Reaction-activating step and playing Emblem-Reactions (6.3.h, 4.4) in
``engine.steps.emblem_reactions``, and the steps that follow a step that happened (6.5.f) in
``engine.steps.afterwards``; importing this module registers all of their handlers.
"""

from __future__ import annotations

from engine.pipeline.modifier_match import active_modifiers
from engine.pipeline.modifiers import order_chooser, pending_optional
from engine.pipeline.objects_cant import payable_orbs
from engine.pipeline.resolve import proposed_actions, resolve_step, resolve_steps
from engine.pipeline.runtime import Result, ask, on_task, push
from engine.pipeline.step_modifiers import pending_step_question
from engine.reading.conditions import EXPEDITION_POSITIONS, gigantic_present, holds, was_in_terrain
from engine.reading.gigantic_presence import last_known_mine
from engine.reading.last_known_controller import it_fits_as_it_was, reads_its_controller_gone
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Condition, ConditionKind, Counted, Subject
from engine.state.conditions import ExpeditionScope
from engine.state.decisions import DecisionKind, Option
from engine.state.enums import ANY_COUNTER, ExpeditionKind, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of, possessive
from engine.state.steps import Step
from engine.steps.after_chosen import ask_unless_paid, chosen_instead
from engine.steps.afterwards import after_step
from engine.steps.choices import resolve_subject
from engine.steps.condition_targets import ask_condition_target, asks_condition_target
from engine.steps.cost_parts import pay_parts_and_perform, unpayable
from engine.steps.counted import counted_for_players, counted_step
from engine.steps.counters import augmented_counter, spent_counter
from engine.steps.dice import (
    ask_roll,
    is_roll,
    untargeted_roll,
)
from engine.steps.distribute import distribute_among_chosen
from engine.steps.each_object import each_object_does
from engine.steps.each_player_plays import each_player_in_turn
from engine.steps.emblem_reactions import reactions_in_limbo
from engine.steps.it_expedition_rules import it_expedition_rules
from engine.steps.joined_parts import do_joined_parts, none_can_start
from engine.steps.keywords import (
    also_receive,
    before_take_control,
    gigantic_me,
    play_then,
    player_plays,
)
from engine.steps.mandatory import mandatory_choice
from engine.steps.may_steps import ask_may, not_done
from engine.steps.modal_steps import modal_step
from engine.steps.modifier_choices import pending_modifier_order
from engine.steps.morning_draw import morning_draw
from engine.steps.moving_counters import ask_where_moved, move
from engine.steps.object_conditions import objects_let_through
from engine.steps.optional_costs import unpayable_cost
from engine.steps.outcome import following, resume_step, run_step, run_steps, step_result
from engine.steps.players_in_turn import each_player_does, hold
from engine.steps.players_pay import is_players_payment, players_pay
from engine.steps.removing import choose_removed
from engine.steps.resupply import morning_resupply
from engine.steps.spent_in_all import spend_in_all
from engine.steps.status_choices import ask_status
from engine.steps.step_targets import ask_step_target
from engine.steps.subject_targets import by_spell
from engine.steps.subjects import instantiate
from engine.steps.target_choices import legal_targets
from engine.steps.total_targets import ask_within_total
from engine.why.condition_notes import condition_words, gone_condition
from engine.why.count_notes import count_note
from engine.why.gigantic_conditions import gigantic_condition_note
from engine.why.labels import orb_label, orbs_to_exhaust
from engine.why.last_known_words import (
    as_it_was_words,
    gone_me_point,
    last_known_point,
    read_as_it_was,
)
from engine.why.standing_notes import condition_standing
from engine.why.step_lines import step_entry
from engine.why.step_words import how_many, whose
from engine.why.table import why

__all__ = [
    "instantiate",
    "legal_targets",
    "reactions_in_limbo",
    "run_step",
    "run_step_deciding",
    "run_steps",
]


def _holds_now(state: GameState, step: Step, c: Condition, controller: str) -> bool:
    """6.5.d: the step's condition just before it would happen; "if it wasn't in {V}" of an
    object this effect moved looks where it was just before (2.1.h)."""
    if reads_its_controller_gone(step):
        # "If it's an opponent's Character" after this effect moved it: who controlled it
        # just before (2.1.h), not who holds the card now.
        return it_fits_as_it_was(state, step, controller) != c.negated
    if c.kind == ConditionKind.IT_IS_IN_TERRAIN and c.past and step.it_was_in:
        assert c.terrain is not None
        return was_in_terrain(state, step.it_was_in, c.terrain) != c.negated
    of_mine = c.kind == ConditionKind.EXPEDITION_STATE and c.scope == ExpeditionScope.MY
    if (c.kind in EXPEDITION_POSITIONS or of_mine) and _gone_gigantic(state, step):
        # 6.3.j, 7.4.4.k: "I" left the Expedition zone Gigantic: "my Expedition" is both of
        # its controller's, and both must be behind (ahead, tied, Ascended ...).
        mine = last_known_mine(state, None, step.my_expedition, True)
        return all(holds(c, state, controller, None, step.it, e) for e in sorted(mine))
    return holds(c, state, controller, step.me, step.it, step.my_expedition, me_was=step.me_was)


def _gone_gigantic(state: GameState, step: Step) -> bool:
    """Whether "I" was Gigantic when it left the Expedition zone and is no longer in it, so
    "my Expedition" is both of its controller's Expeditions (6.3.j, 7.4.4.f)."""
    me = state.objects.get(step.me) if step.me is not None else None
    gone = me is None or z.kind_of(me.zone) is not ZoneKind.EXPEDITION
    return step.me_was_gigantic and gone and step.my_expedition is not None


@on_task(TaskKind.STEP)
def _step_task(state: GameState, task: Task) -> Result:
    step = task.step
    assert step is not None
    controller = step.controller or state.first_player
    label = step.label or step.kind.value
    if asks_condition_target(step):
        # "If target opponent has more Mana Orbs than you: [Sabotage]": the player the
        # condition names is a target of the step, chosen first, exactly one (6.5.b); the
        # step's own targets are asked after it; the condition is evaluated against that
        # player just before the step would happen (6.5.d).
        return ask_condition_target(state, task, step, controller)
    if step.condition is not None:
        # 6.5.d: evaluated just before the step would happen.
        c = step.condition
        rules = why("effect.condition")
        if c.kind in (ConditionKind.IT_IS_TYPE, ConditionKind.IT_MATCHES):
            rules = (*rules, *_kind_checked_wherever(c))  # wherever "it" is now
        if reads_its_controller_gone(step):
            rules = (*rules, *why("effect.its_controller"))  # as it was just before (2.1.h)
        if c.known is not None and c.known_before_step and by_spell(state, step):
            # a Spell's later step: the object an earlier step moved, as it last was (2.1.h);
            # 6.3.k / 6.3.j are a Reaction's rules
            rules = (*rules, *why("effect.condition_as_it_last_was"))
        elif c.known is not None:  # noted as the Reaction activated (6.3.k, 6.3.j)
            rules = (*rules, *why("effect.condition_as_it_was"))
        if c.kind == ConditionKind.EXPEDITION_BEHIND:
            # During tiebreakers every Expedition is tied, so none is behind (7.5.2.d).
            rules = (
                *rules,
                *why("effect.tied_in_tiebreakers" if state.tiebreakers else "effect.behind"),
            )
        elif c.kind in EXPEDITION_POSITIONS:  # ahead (7.5.2.a), tied (7.5.2.c, 7.5.2.d)
            point = "effect.ahead" if c.kind == ConditionKind.EXPEDITION_AHEAD else "effect.tied"
            rules = (*rules, *why("effect.all_tied" if state.tiebreakers else point))
        rules = (*rules, *it_expedition_rules(state, step, c))  # ga: "it's ahead / facing"
        if c.kind in EXPEDITION_POSITIONS and gigantic_me(state, step):
            rules = (*rules, *why("effect.condition_gigantic"))
        elif c.kind in EXPEDITION_POSITIONS and _gone_gigantic(state, step):
            rules = (
                *rules,
                *why("effect.my_expedition_gone_gigantic"),
                *why("effect.condition_gigantic"),
            )
        if _names_in_contact(c):
            rules = (*rules, *why("effect.in_contact"))  # any other player's (7.5.9.a)
        if c.kind in (ConditionKind.I_AM_IN_TERRAIN, ConditionKind.IT_IS_IN_TERRAIN):
            rules = (*rules, *why("effect.in_terrain"))
            if c.kind == ConditionKind.I_AM_IN_TERRAIN and gigantic_me(state, step):
                rules = (*rules, *why("effect.in_terrain_gigantic"))  # both Expeditions
        if c.kind == ConditionKind.ONLY_CHARACTER and gigantic_me(state, step):
            rules = (*rules, *why("effect.only_character_gigantic"))  # in both Expeditions
        if c.kind == ConditionKind.COUNT and c.counted == Counted.MY_EXPEDITION and c.scope:
            facing = c.scope == ExpeditionScope.FACING_ME  # the place counted in (1.2.3.c)
            rules = (*rules, *why("place.counted_facing_me" if facing else "place.counted_yours"))
        if gigantic_present(state, c, step.me, step.my_expedition):
            rules = (*rules, *why("gigantic.present_in_both"))  # counted there too, once
        if c.kind == ConditionKind.COUNT and c.filter is not None and c.filter.subtypes:
            rules = (*rules, *why("effect.subtype_in_play"))  # "a Robot": one in play
        if step.otherwise:
            rules = (*rules, *why("effect.otherwise"))
        # what a count counted, and why an object counts or not (7.5.5.a, 7.4.4.b)
        counted, count_rules = count_note(state, c, controller, step.me)
        said = condition_words(c) + counted + as_it_was_words(state, step, c)
        # where the Expeditions it looks at stand: ahead / behind / tied (7.5.2.a-c)
        standing, standing_rules = condition_standing(
            state, c, controller, step.me, step.my_expedition, step.it
        )
        # a Gigantic object's one Expedition is both, each meeting it (7.4.4.k)
        giant, giant_rules = gigantic_condition_note(state, c, step.me, step.it)
        noted = " — ".join(p for p in (giant, standing) if p)
        said += f" ({noted})" if noted else ""
        rules = tuple(dict.fromkeys((*rules, *giant_rules, *count_rules, *standing_rules)))
        if read_as_it_was(state, step, c):  # "I" left play: as it was just before (6.3.j)
            rules = (*rules, *why(last_known_point(state, step)))
        gone = gone_condition(state, step, c, controller)  # "I" left: where it was (6.3.j)
        if gone is not None:
            label, rules = f"{label} [{gone[2]}]", (*rules, *gone[1])
        if not (gone[0] if gone is not None else _holds_now(state, step, c, controller)):
            if step.otherwise:
                # 6.5.e: "Otherwise [do step two]": step two instead of step one.
                instead = [
                    Task(TaskKind.STEP, step=following(state, step, t)) for t in step.otherwise
                ]
                return push(state, *instead), step_entry(
                    step,
                    f"the condition{said} is not met, so the card's steps for that case happen",
                    rules,
                    label=label,
                )
            ignored = " (and the steps after it that it governs)" if step.also else ""
            return state, step_entry(
                step,
                f"the condition{said} is not met, ignored{ignored}",
                (*rules, *why("effect.condition_over_steps")) if step.also else rules,
                label=label,
            )
        # 6.5.e: evaluated once; step one happens and step two does not, even if step one
        # makes the condition false.
        met = f"the condition{said} is met"
        if step.otherwise:
            met += ", evaluated once: the card's steps for when it is not met do not happen"
        resumed = replace(step, condition=None, otherwise=(), also=())
        if step.also:
            # "If [c]: X. Then, Y.": one evaluation governs X and the steps after it, which
            # follow X in order whether or not X did anything (6.5.d, 6.1.c).
            met += ", evaluated once for this step and the ones after it"
            also = tuple(Task(TaskKind.STEP, step=following(state, step, t)) for t in step.also)
            return push(state, replace(task, step=resumed), *also), step_entry(
                step, met, (*rules, *why("effect.condition_over_steps")), label=label
            )
        return resume_step(state, task, resumed), step_entry(step, met, rules, label=label)
    if step.per_object is not None:
        return each_object_does(state, step)  # gf: once per object, one after the other (6.5.i)
    if step.per_player is not None and step.target is not None:
        # "Target player [step]": the player targeted first (1.2.6.c, 6.5.b)
        return ask_step_target(state, task, step, controller)
    if step.per_player is not None and step.per_player.x_chooses:
        return counted_for_players(state, task, step)  # X counted once, by "you" (7.2.3.a)
    if step.per_player is not None:
        return each_player_does(state, step)  # one step per player, in initiative order (6.1.h)
    if step.subject is Subject.EACH_PLAYERS_CARD_STARTING_WITH_YOU:
        return each_player_in_turn(state, step)  # one step per player, you first (6.1.h)
    if step.x_count is not None:
        return counted_step(state, task, step)  # X+N times / choose X+N (6.5.i, 6.5.g)
    if step.modes:
        return modal_step(state, task, step, controller)
    if step.target is not None and (step.total is not None or step.targets_together):
        return ask_within_total(state, task, step, controller)  # one by one (6.5.b)
    if is_roll(step) and step.target is not None:
        untargeted = untargeted_roll(state, step)
        if untargeted is not None:  # 6.5.b: no target, but the die is still rolled
            return resume_step(untargeted[0], task, replace(step, target=None)), untargeted[1]
    if step.repeat > 1 and step.target is not None:
        # 6.5.i: a choice may differ from one instance to the next: each instance chooses
        # its own target ("Target Character gains 1 boost, twice": one Character or two).
        return _instances(state, step, label, ", each choosing its own target")
    if step.target is not None:
        return ask_step_target(state, task, step, controller)  # by whom (6.5.b, 1.4.7.b)
    if step.distribute:  # "Distribute 3 boosts among up to two target Characters" (6.5.b)
        return distribute_among_chosen(state, task, step)
    if step.repeat > 1:
        return _instances(state, step, label)  # choices may differ each time (6.5.i)
    if step.status_options:
        return ask_status(state, task, step, controller)  # "Fleeting, Anchored or Asleep"
    if step.amounts:
        options = tuple(Option(str(n), str(n)) for n in step.amounts)
        # 6.5.a: no "you may" and no 0 to choose ("up to N" offers 0): the step is mandatory
        must, must_rules = mandatory_choice(step, min(step.amounts))
        return ask(
            state,
            DecisionKind.CHOOSE_AMOUNT,
            controller,
            how_many(step) + must,
            options,
            task,
            (*why("choice.one"), *must_rules),
        )
    if step.in_all and step.kind is ActionKind.SPEND_COUNTERS and not step.choices_made:
        return spend_in_all(state, task, step)  # N in all from a group (6.1.g, 7.3.38)
    if step.optional and step.said_if_you_do and (none := none_can_start(state, step)):
        return none  # 6.1.g: "You may [X] and [Y]. If you do, …" with no part possible
    if (
        step.optional
        and step.cost_with
        and not step.said_if_you_do
        and (short := unpayable(state, step)) is not None
    ):
        return short  # 6.1.g: "yes" cannot be chosen, a part of the cost being unpayable
    if step.optional and not step.opponent_does and (unpaid := unpayable_cost(state, step)):
        # 6.1.g, 1.4.1.b: "You may [cost] to …" with a cost that cannot be paid: not asked
        said, rules = unpaid
        return not_done(
            state,
            step,
            step_entry(
                step,
                f"{said}, so the cost cannot be paid and {controller} is not asked "
                "whether to pay it",
                (*rules, *why("may.cost_unpayable")),
            ),
        )
    if step.optional:
        # "target opponent sabotages" ("up to one", 7.3.35.a): the opponent decides (1.4.7.b)
        decider = state.opponent(controller) if step.opponent_does else controller
        return ask_may(state, task, step, decider)
    if (
        step.subject is Subject.MY_EXPEDITION
        and len(step.expeditions) < 2  # a Gigantic "I" gone from both (6.3.j, 7.4.4.f)
        and not gigantic_me(state, step)
    ):
        step = replace(step, subject=None)  # "my Expedition": the one "I" is (or was) in
        me = state.objects.get(step.me) if step.me is not None else None
        if step.my_expedition and (me is None or z.kind_of(me.zone) is not ZoneKind.EXPEDITION):
            # 6.3.j: "my Expedition" refers to the object that left the Expedition zone:
            # the Expedition it was in when it stopped existing — 2.1.h when this ability's
            # own step or cost took it out ("Sacrifice me. If you do, … in my Expedition").
            point = gone_me_point(state, step, "effect.my_expedition_gone")
            step = replace(step, rules=(*step.rules, *why(point)))
    if step.subject is not None:
        return resolve_subject(state, task, step)
    if step.kind is ActionKind.TAKE_CONTROL:
        before = before_take_control(state, task, step)
        if before is not None:
            return before
    if step.to_zone is ZoneKind.EXPEDITION and step.to_sub is None:
        return _put_in_expeditions(state, task, step)
    if step.kind is ActionKind.AUGMENT and not step.counter:
        return augmented_counter(state, task, step, _perform)
    if step.kind is ActionKind.SPEND_COUNTERS and step.counter == ANY_COUNTER:
        return spent_counter(state, task, step, _perform)
    if step.kind is ActionKind.REMOVE_COUNTERS and not step.choices_made:
        # "Move N boosts from A to B": B chosen too before anything is removed (6.5.b)
        moved = ask_where_moved(state, step, controller)
        if moved is not None:
            return moved
        return choose_removed(state, task, step)  # which counters (2.5.g, 2.5.d, 6.1.g)
    asked = (
        morning_resupply(state, task, step)
        or morning_draw(state, task, step)
        or (ask_roll(state, task, step) if is_roll(step) else None)
    )
    if asked is not None:
        return asked
    return _perform(state, task, step)


@on_task(TaskKind.GROUP_STEP)
def _group_step(state: GameState, task: Task) -> Result:
    """A player's step of a group, held while the others decided (6.1.h): done now."""
    assert task.step is not None
    if task.step.modes:  # id: a player's chosen modes, held while the others chose (6.1.h)
        return modal_step(state, task, task.step, task.step.controller or state.first_player)
    return _perform(state, task, task.step)


def _put_in_expeditions(state: GameState, task: Task, step: Step) -> Result:
    """Cards put "in your Expeditions": for each, its Expedition is chosen (6.1.g)."""
    found = [o for o in step.objects if o in state.objects]
    if len(step.choices_made) >= len(found):
        return _perform(state, task, step)
    player = step.controller or state.first_player
    card = found[len(step.choices_made)]
    landmark = z.kind_of(state.objects[card].zone) is ZoneKind.LANDMARK
    if step.kind is ActionKind.TAKE_CONTROL and landmark:
        # 7.3.40.b: taken from the Landmark zone, it goes to the taker's Landmarks — no
        # Expedition to choose ("" keeps the choices one per object, in order)
        step = replace(step, choices_made=(*step.choices_made, ""))
        return _put_in_expeditions(state, replace(task, step=step), step)
    return ask(
        state,
        DecisionKind.PLACE,
        player,
        f"choose the Expedition for {state.whose_name(card)} ({whose(step)})",
        tuple(Option(k.value, f"{k.value} Expedition") for k in ExpeditionKind),
        task,
        # 7.3.40.a: taking control of an object in the Expedition zone moves it to one of
        # the player's Expeditions, which they choose.
        why("control.expedition")
        if step.kind is ActionKind.TAKE_CONTROL
        else why("place.one_of_yours"),
    )


def _perform(state: GameState, task: Task, step: Step) -> Result:
    """The step happens (6.2.m) once its optional modifiers are decided (6.2.d); the
    steps it enables follow it (6.5.f), and so do the alternatives of declined optional
    modifiers (6.2.e)."""
    if step.together:  # one player of a group has decided: done once all have (6.1.h)
        return hold(state, task, step)
    if step.kind is ActionKind.RECEIVE_GIFT:
        return also_receive(state, step)
    if step.moved_from:  # the counters moved to this step's object, in one event (6.5.b)
        return move(state, step)
    if step.kind in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
        # 5.2.b: the card is played immediately, as part of this effect.
        free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
        play = Task(TaskKind.PLAY_IN_EFFECT, step=replace(step, free=free))
        if step.then:
            return play_then(state, step, play)
        return push(state, play), step_entry(
            step,
            f"play a card now — {player_plays(state, step)}",
            (*why("effect.play_now"), *why("doer.named_player")),
        )
    if step.object_condition is not None and step.objects:
        # "Send target Character to Reserve unless it has [[Tough]]": judged of each object
        # the step acts on, once chosen (6.5.d, 6.1.e)
        gated, said, rules = objects_let_through(state, step, step.controller or state.first_player)
        if gated is None:
            return state, step_entry(step, said, rules)
        return resume_step(state, task, gated), step_entry(step, said, rules)
    if step.unless_paid and step.objects:  # "[X] unless its controller pays {N}" (6.5.d)
        return ask_unless_paid(state, step)
    if step.chosen_instead and step.objects:  # "If it's a Mage, it gains 2 instead" (6.2.b)
        return chosen_instead(state, step)
    asked = _decisions_before(state, task, step)
    if asked is not None:
        return asked
    if is_players_payment(step):  # "Target opponent may pay {1}" (6.1.h, 1.2.5.c)
        return players_pay(state, task, step)
    if step.cost_with and step.said_if_you_do:  # "[X] and [Y]. If you do, [Z]" (6.5.h)
        return do_joined_parts(state, step, after_step)
    if step.cost_with:  # "You may exhaust me and spend 3 … to …" (6.4.a, 6.4.c)
        return pay_parts_and_perform(state, step, after_step)
    if step.pay:
        return _pay_and_perform(state, task, step)
    out = resolve_step(state, step)
    return after_step(
        state, step, out, step_result(out, step.label or step.kind.value, step, step.rules)
    )


def _decisions_before(state: GameState, task: Task, step: Step) -> Result | None:
    """Ask, just before ``step`` happens (6.1.g), what its modifiers need: whether an
    optional replacing modifier applies (6.2.d), then which of several replacing
    modifiers applies first (6.2.h). ``task`` resumes the step once answered. Those about
    the whole step come first, as its modifiers apply first (6.2.g)."""
    asked = _whole_step_decisions(state, task, step)
    if asked is not None:
        return asked
    pending = None
    if any(m.spec.optional for m in active_modifiers(state)):
        pending = pending_optional(state, step, proposed_actions(state, step))
    if pending is not None:
        m, a = pending
        what = state.name(a.object_id) if a.object_id else (a.player or "")
        if a.expedition is not None:  # "p1:hero" -> "p1's Hero Expedition", in words
            owner, which = a.expedition.split(":")
            what = f"{owner}'s {which.capitalize()} Expedition"
        return ask(
            state,
            DecisionKind.OPTIONAL_MODIFIER,
            m.controller,
            f"apply {possessive(state.name(m.source))} modifier to {what}? {m.spec.text}",
            (Option("yes", "apply it"), Option("no", "do not")),
            task,
            # "If you don't, [effect]": what declining does is 6.2.e's, asked here too
            (*why("modifier.optional"), *(why("modifier.alternative") if m.spec.otherwise else ())),
        )
    order = pending_modifier_order(state, step)
    if order is not None:
        chooser = order_chooser(state, step)[0]  # 6.2.h
        what = state.name(order.action.object_id) if order.action.object_id else order.key
        return ask(
            state,
            DecisionKind.MODIFIER_ORDER,
            chooser,
            f"several modifiers would replace what happens to {what}: choose the one applied first",
            tuple(Option(c.id, c.note) for c in order.candidates),
            task,
            why("modifier.order"),
        )
    return None


def _whole_step_decisions(state: GameState, task: Task, step: Step) -> Result | None:
    """The first question the whole-step modifiers raise, in the order they apply:
    whether an optional one applies (6.2.d), or which of several applies first (6.2.h)."""
    if not any(m.spec.whole_step for m in active_modifiers(state)):
        return None
    question = pending_step_question(state, step)
    if question is None:
        return None
    what = step.label or step.kind
    if question.optional is not None:
        m = question.optional
        return ask(
            state,
            DecisionKind.OPTIONAL_MODIFIER,
            m.controller,
            f"apply {possessive(state.name(m.source))} modifier to the whole step ({what})? "
            f"{m.spec.text}",
            (Option("yes", "apply it"), Option("no", "do not")),
            task,
            (
                *why("modifier.optional_whole_step"),
                *(why("modifier.alternative") if m.spec.otherwise else ()),
            ),
        )
    return ask(
        state,
        DecisionKind.MODIFIER_ORDER,
        order_chooser(state, step)[0],  # 6.2.h
        f"several modifiers would replace the whole step ({what}): choose the one applied first",
        tuple(
            Option(m.id, f"{state.name(m.source)}: {m.spec.text or m.spec.action}")
            for m in question.candidates
        ),
        task,
        why("modifier.order"),
    )


def decisions_before(state: GameState, step: Step) -> Result | None:
    """The decision a daily effect's ``step`` needs asked first (6.2.d, 6.2.h), or None."""
    return _decisions_before(state, Task(TaskKind.STEP, step=step), step)


def run_step_deciding(state: GameState, step: Step) -> Result:
    """:func:`run_step` for steps of the rules themselves (daily effects such as Rest):
    the decisions its modifiers need (6.2.d, 6.2.h) are asked first, and the step then
    resumes as an ordinary step task."""
    asked = _decisions_before(state, Task(TaskKind.STEP, step=step), step)
    if asked is not None:
        return asked
    return run_step(state, step)


def _pay_and_perform(state: GameState, task: Task, step: Step) -> Result:
    """A cost inside an effect ("you may pay 1 and put a card ... to ..."): one step
    (6.1.d, 6.4.a) — mana paid by exhausting Mana Orbs (1.2.5.e) — and one event
    (1.2.7.b); it must be paid in full or not at all (1.2.5.c)."""
    player = step.controller or state.first_player
    orbs = payable_orbs(state, player)  # ready, and no "can't be exhausted" (1.4.1.a)
    if len(orbs) < step.pay:
        return state, step_entry(
            step,
            f"{player} cannot pay {step.pay} mana, so it does not happen",
            why("cost.mana_short"),
        )
    if not proposed_actions(state, replace(step, pay=0)):
        # The other part of the cost has nothing to act on (an empty Hand to "put a card
        # from"): a cost is paid in full or not at all (1.2.5.c), as one step (6.1.d), so
        # the mana is not paid either and what the cost was for does not happen (1.4.1.b).
        return state, step_entry(
            step,
            f"{player} cannot pay this cost in full (nothing to"
            f" {step.kind.value.replace('_', ' ')}),"
            f" so none of it is paid and what it was for does not happen",
            (*why("cost.part_unpayable"), *why("cost.spend_short"))
            if step.kind is ActionKind.SPEND_COUNTERS  # needs that many counters (2.5.h)
            else why("cost.part_unpayable"),
        )
    if not task.choices and step.pay < len(orbs):
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {orbs_to_exhaust(step.pay)} to exhaust for {whose(step)}",
            tuple(Option(orb, orb_label(state, orb)) for orb in orbs),
            task,
            why("cost.choose_orbs"),
            step.pay,
            step.pay,
        )
    chosen = task.choices or orbs[: step.pay]
    pay = Step(ActionKind.EXHAUST, controller=player, objects=chosen, is_cost=True)
    parts = (replace(step, pay=0), pay)
    try:
        out = resolve_steps(state, parts, strict=True)
    except IllegalAction as exc:
        # the refusal's own rule beside it (a "can't" on an orb: 1.4.1.a)
        rules = tuple(dict.fromkeys((*why("cost.mana_short"), exc.rule, *exc.also)))
        return state, step_entry(step, f"the cost cannot be paid ({exc})", rules)
    rules = why("cost.paid")
    return after_step(
        state, step, out, step_result(out, f"{whose(step)}, paying {step.pay}", step, rules)
    )


def _kind_checked_wherever(c: Condition) -> tuple[str, ...]:
    """The rules by which "if it's a [type]" (2.2.1.i) and "if it's a [sub-type]" (2.2.2.o)
    look at the card or object "it" names wherever it now is — "if it's a Robot or
    Permanent" by both."""
    if c.kind == ConditionKind.IT_IS_TYPE:
        return why("effect.condition_type")
    subtype = any(f.subtypes for f in c.any_of)
    typed = any(f.types for f in c.any_of) or not subtype
    return (
        *(why("effect.condition_type") if typed else ()),
        *(why("effect.condition_subtype") if subtype else ()),
    )


def _instances(state: GameState, step: Step, label: str, words: str = "") -> Result:
    """A step "X times": its instances performed one after the other (6.5.i)."""
    first, rest = replace(step, repeat=1), replace(step, repeat=step.repeat - 1)
    state = push(state, Task(TaskKind.STEP, step=first), Task(TaskKind.STEP, step=rest))
    said = f"{count_of(step.repeat, 'time')} left to do, one after the other{words}"
    return state, step_entry(step, said, why("effect.times"))


def _names_in_contact(c: Condition) -> bool:
    """Whether the condition, or a part of it, asks that an Expedition be In Contact
    (7.5.9.a)."""
    return c.in_contact or any(_names_in_contact(p) for p in c.parts)
