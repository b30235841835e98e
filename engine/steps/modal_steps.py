"""A modal step (6.5.g): the controller of the effect chooses its modes one at a time, each at
most once unless the effect says otherwise, then the chosen modes resolve in that order and
the others are ignored. A mode a "can't" makes wholly impossible is not offered (6.1.g,
1.4.1.a); "choose up to two" lets the controller stop past the fewest, and "you may choose
both" one more.
"""

from __future__ import annotations

import re

from engine.pipeline.action_subjects import subject_objects
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.reading.conditions import holds
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Ability, EffectStep, Subject
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of
from engine.state.steps import Step
from engine.steps.cant_options import cant_reason, step_forbidden_by
from engine.steps.mandatory import mandatory_choice
from engine.steps.may_steps import ask_may
from engine.steps.outcome import following
from engine.steps.players_in_turn import hold
from engine.steps.subject_choices import choice_options, why_not_played
from engine.steps.subject_targets import with_target
from engine.why.forbidding_words import forbidding_note
from engine.why.icon_words import icons_said
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry


def modal_step(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """6.5.g: the controller of the effect chooses X modes in the order of their choice —
    one at a time, each at most once unless the effect says otherwise —, then the chosen
    modes are resolved in that order and the others are ignored.

    The choosing step itself may be repeated or optional, like any step: "X times" makes
    X instances, one after the other, whose modes are chosen anew each time (6.5.i); "you
    may" is decided just before the modes are chosen (6.5.c). The steps of the chosen
    modes are ordinary steps of the effect, with their own "may" and "X times"."""
    label = step.label or step.kind.value
    if not step.modes_chosen and step.repeat > 1:
        first = replace(step, repeat=1)
        rest = replace(step, repeat=step.repeat - 1)
        state = push(state, Task(TaskKind.STEP, step=first), Task(TaskKind.STEP, step=rest))
        return state, step_entry(
            step,
            f"{count_of(step.repeat, 'time')} left to do, one after the other, modes chosen "
            "anew each time",
            why("effect.modes_times"),
        )
    if not step.modes_chosen and step.optional:
        return ask_may(state, task, step, controller)
    if step.modes_chooser_targeted and not step.modes_chooser:
        return _declare_chooser(state, step, controller)
    left = [i for i in range(len(step.modes)) if step.repeat_modes or i not in step.modes_chosen]
    # 6.1.g: a mode a "can't" makes wholly impossible cannot be chosen (1.4.1.a).
    cant = {i: _mode_cant(state, step, i) for i in left}
    # 6.1.g: of "[X] or [Y]", a step that has nothing to choose ("Sacrifice a token
    # Character" controlling none) is impossible: it cannot be chosen either; so is a mode
    # of "Choose one:" every step of which has nothing to choose — the modes are the
    # options of the choosing step's decision (6.5.g). A mode whose target has no suitable
    # object stays offered: its atomic action "does nothing" (6.5.b), which is not
    # impossible (6.1.g, Remark).
    empty_points: dict[int, str] = {}
    for i in left:
        if cant[i] is None:
            point = _nothing_to_choose(state, step, i)
            if point is not None:
                empty_points[i] = point
    # 6.1.g: a mode that plays a card the player cannot play now ("You may play it for free
    # or put it into your hand" revealing a card whose own "I can't be played" holds, 1.4.1.a;
    # a cost that cannot be paid, 1.2.5.c) is impossible: not offered, the other mode stays.
    unplayable = {
        i: found
        for i in left
        if cant[i] is None and (found := _mode_unplayable(state, step, i)) is not None
    }
    left = [i for i in left if cant[i] is None and i not in empty_points and i not in unplayable]
    empty = [step.modes[i].label() for i in empty_points]
    # The rule of each nothing: "Sacrifice a Character" with none controlled in play is
    # 7.3.36.a's (one sacrifices only an object in play one controls).
    nothing_rules = tuple(dict.fromkeys(r for p in empty_points.values() for r in why(p)))
    ruled_out = [step.modes[i].label() for i, r in cant.items() if r is not None]
    cant_rules = tuple(dict.fromkeys(r for r in cant.values() if r is not None))
    cant_rules = (*cant_rules, *why("choice.cant_option")) if cant_rules else ()
    by_words: dict[int, str] = {}
    for i, r in cant.items():
        if r is not None:
            by_words[i], you_rules = forbidding_note(state, _mode_forbidden_by(state, step, i))
            cant_rules = (*cant_rules, *you_rules)
    unplayable_rules = tuple(dict.fromkeys(r for _, rs in unplayable.values() for r in rs))
    if unplayable_rules:
        cant_rules = (*cant_rules, *unplayable_rules, *why("mode.unplayable"))
    if len(step.modes_chosen) < step.choose and left:
        n = len(step.modes_chosen) + 1
        # "Each opponent chooses one:": the player the text names chooses (1.4.7.b); the
        # engine plays two players, so the one opponent (1.2.1.b)
        chooser = state.opponent(controller) if step.opponent_chooses_modes else controller
        named = why("effect.opponent_chooses_modes") if step.opponent_chooses_modes else ()
        if step.modes_chooser:  # hd: the target opponent declared before (6.5.b) chooses
            chooser = step.modes_chooser
            named = why("effect.named_player_chooses_modes")
        if step.own_modes:  # id: each player named chooses their own, in turn (6.1.h)
            named = why("effect.players_choose_modes")
        # 6.1.g: each mode left out, with the passive abilities whose "can't" (1.4.1.a)
        # makes it impossible — each of them, and who "you" is in it (7.2.3.a)
        not_offered = "".join(
            f" (not “{step.modes[i].label()}”: a “can't” makes it impossible{by_words[i]})"
            for i, r in cant.items()
            if r is not None
        )
        sacrifices = "choice.nothing_to_sacrifice" in empty_points.values()
        one_controls = ": one sacrifices only an object in play one controls" if sacrifices else ""
        nothing = (
            f" (not “{'”, “'.join(empty)}”: nothing to choose for it{one_controls})"
            if empty
            else ""
        )
        named = (*named, *nothing_rules)
        cannot_play = "".join(
            f" (not “{step.modes[i].label()}”: {words})" for i, (words, _) in unplayable.items()
        )
        # "Choose up to two / any number / one or more": past the fewest, the controller
        # may stop choosing (6.5.g).
        enough = step.modes_min is not None and len(step.modes_chosen) >= step.modes_min
        # 6.5.a: with no "you may", a mode must be chosen — said where a player may take the
        # choice for a way out of the effect (6.5.g: the controller must choose X modes)
        must, must_rules = mandatory_choice(step, 0 if enough else 1)
        return ask(
            state,
            DecisionKind.CHOOSE_MODE,
            chooser,
            (
                f"name a {step.named} for {step.source or label}"  # gt: "Name a …" (6.1.g)
                if step.named
                else f"choose one of the two for {step.source or label}"  # "X or Y" (6.1.g)
                if step.either
                else f"choose mode {n} of {'up to ' if enough else ''}{step.choose} for "
                f"{step.source or label}"
            )
            + (", or no more" if enough else "")
            + must
            + (not_offered if ruled_out else "")
            + nothing
            + cannot_play,
            tuple(
                Option(str(i), _whose(step.modes[i].label(), controller, chooser))
                if step.opponent_chooses_modes
                else Option(str(i), step.modes[i].label())
                for i in left
            ),
            task,
            tuple(
                dict.fromkeys(
                    (
                        *why("choice.one" if step.either or step.named else "effect.modes"),
                        *named,
                        *cant_rules,
                        *must_rules,
                    )
                )
            ),
            min_choices=0 if enough else 1,
        )
    more = step.choose_more_if
    if more is not None and left and holds(more, state, controller, step.me, step.it):
        # "If each of your Expeditions is behind or tied, you may choose both" (6.5.g).
        return ask(
            state,
            DecisionKind.CHOOSE_MODE,
            controller,
            f"you may choose one more mode for {step.source or label} ({more.text}), or none",
            tuple(Option(str(i), step.modes[i].label()) for i in left),
            task,
            (*why("effect.modes"), *why("effect.condition")),
            0,
            1,
        )
    names = " | ".join(icons_said(step.modes[i].label()) for i in step.modes_chosen) or "none"
    if step.together:
        # id: "Each player chooses one:": this player has chosen; their mode waits until
        # every player has chosen, in initiative order (6.1.h), then happens in that order
        state, _ = hold(state, task, step)
        player = step.controller or state.first_player
        return state, step_entry(
            step,
            f"{player} has chosen ({names}); it happens once every player has chosen, in "
            "initiative order",
            why("effect.players_choose_modes"),
        )
    tasks = [
        Task(TaskKind.STEP, step=_mode_step(state, step, t))
        for i in step.modes_chosen
        for t in step.modes[i].steps
    ]
    if not step.modes_chosen and empty and not ruled_out:
        # 6.1.g: every option is impossible, so the atomic actions do not happen.
        return state, step_entry(
            step,
            "no mode can be done (nothing to choose for any), so none is chosen "
            "and nothing happens",
            tuple(dict.fromkeys((*why("effect.modes"), *nothing_rules))),
        )
    if not step.modes_chosen and unplayable and not ruled_out:
        # 6.1.g: no mode left, the only ones play a card that cannot be played now.
        return state, step_entry(
            step,
            f"no mode can be done ({'; '.join(w for w, _ in unplayable.values())}), "
            "so none is chosen and nothing happens",
            tuple(dict.fromkeys((*why("effect.modes"), *cant_rules))),
        )
    if not step.modes_chosen and ruled_out:
        # 6.1.g: every option is impossible, so the atomic actions do not happen — each
        # passive ability whose "can't" does it named (1.4.1.a)
        by_all = _each_forbidding(state, step, [i for i, r in cant.items() if r is not None])
        return state, step_entry(
            step,
            f"a “can't” makes every mode impossible{forbidding_note(state, by_all)[0]}, so "
            "none is chosen and nothing happens",
            tuple(dict.fromkeys((*why("effect.modes"), *cant_rules))),
        )
    if step.named:  # gt: "Name a card type": a decision, not a mode (6.1.g)
        return push(state, *tasks), step_entry(
            step,
            f"{controller} names {names}: the steps after it are done with what was named",
            why("choice.one"),
        )
    bound = any(
        t.step is not None and t.step.players == (step.modes_chooser,) and step.modes_chooser
        for t in tasks
    )
    again = (
        f"; “they” is {step.modes_chooser}, the opponent targeted before the modes were "
        "chosen, not targeted again"
        if bound
        else ""
    )
    return push(state, *tasks), step_entry(
        step,
        f"the chosen modes resolve in order: {names}; the others are ignored{again}",
        (*why("effect.modes"), *(why("effect.modes_chooser_target") if bound else ())),
    )


_DECLARED = frozenset({Subject.TARGET_OPPONENT, Subject.TARGET_PLAYER})
"""The player targets a mode's step asks for that "Target opponent chooses one:" declared."""


def _mode_step(state: GameState, step: Step, template: EffectStep) -> Step:
    """A step of a chosen mode. After "Target opponent chooses one:", "they" in a mode ("They
    sacrifice a Character") is the opponent targeted for the choosing step (6.5.b: a target
    is chosen once, as the step requiring it is declared) — bound to them, never asked
    again."""
    later = following(state, step, template)
    if step.modes_chooser and later.target in _DECLARED:
        return with_target(later, (step.modes_chooser,))
    return later


def _declare_chooser(state: GameState, step: Step, controller: str) -> Result:
    """hd: "Target opponent chooses one:" — the choosing step requires a target, so the
    effect's controller chooses it before the step resolves (6.5.b: a player may be a
    target), and only then does that player choose the modes (6.5.g, 6.1.g, 7.5.6.b). The engine
    plays two-player games: the one opponent is the only legal target (1.2.1.b), a decision
    with one answer, so no question is asked and the line says so."""
    opponent = state.opponent(controller)
    declared = replace(step, modes_chooser=opponent)
    state = push(state, Task(TaskKind.STEP, step=declared))
    return state, step_entry(
        step,
        f"{controller} targets {opponent}, the only opponent, so the only legal target (no "
        f"question asked); {opponent} will choose the mode",
        why("effect.modes_chooser_target"),
    )


def _mode_cant(state: GameState, step: Step, index: int) -> str | None:
    """The rule of the "can't" that makes every step of mode ``index`` impossible (6.1.g,
    1.4.1.a), or ``None`` when some of it can be done — a mode whose objects are still to
    be chosen or targeted is never ruled out here: its choice has its own options."""
    templates = step.modes[index].steps
    reasons = [cant_reason(state, following(state, step, t)) for t in templates]
    if not templates or any(r is None for r in reasons):
        return None
    return reasons[0]


def _mode_forbidden_by(state: GameState, step: Step, index: int) -> tuple[tuple[str, Ability], ...]:
    """The passive abilities (each bearer, itself) whose "can't" makes a step of mode
    ``index`` impossible (1.4.1.a) — each named where the mode is not offered (6.1.g)."""
    return _each_forbidding(state, step, [index])


def _each_forbidding(
    state: GameState, step: Step, indices: list[int]
) -> tuple[tuple[str, Ability], ...]:
    """Each passive ability whose "can't" makes a step of one of the modes ``indices``
    impossible (1.4.1.a), each named once in the order found."""
    found: dict[tuple[str, str], tuple[str, Ability]] = {}
    for i in indices:
        for template in step.modes[i].steps:
            for src, ab in step_forbidden_by(state, following(state, step, template)):
                found.setdefault((src, ab.text), (src, ab))
    return tuple(found.values())


def _mode_unplayable(
    state: GameState, step: Step, index: int
) -> tuple[str, tuple[str, ...]] | None:
    """``(words, rules)`` when mode ``index`` is only the playing of a card its player cannot
    play now — the card's own "I can't be played if …" holds (1.4.1.a: "can't" beats the
    effect's "can"), its cost cannot be paid (1.2.5.c), no place takes it — so the mode is
    impossible (6.1.g); ``None`` when some step of it is another kind or the card can be
    played. Playing it "for free" skips its costs only (7.3.26.a), never a "can't"."""
    templates = step.modes[index].steps
    if not templates:
        return None
    reasons: list[tuple[str, tuple[str, ...]]] = []
    for template in templates:
        later = following(state, step, template)
        if later.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
            return None
        found = subject_objects(state, later)
        if len(found) != 1:
            return None
        reason = why_not_played(state, later, later.controller or state.first_player, found[0])
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0]


def refused_mode(state: GameState, decision: Decision, chosen: str) -> tuple[str, tuple[str, ...]]:
    """``(why, rules)`` for a mode answered that the mode decision does not offer because it
    plays a card that cannot be played now (6.1.g; the card's "can't", 1.4.1.a) — found by the
    mode's id or its words; ``("", ())`` for any other answer."""
    step = decision.resume.step
    if decision.kind != DecisionKind.CHOOSE_MODE or step is None:
        return "", ()
    wanted = chosen.strip().lower()
    for i, mode in enumerate(step.modes):
        if wanted not in (str(i), mode.label().strip().lower().rstrip(".")) and wanted != (
            mode.label().strip().lower()
        ):
            continue
        found = _mode_unplayable(state, step, i)
        if found is not None:
            words, rules = found
            return f"“{mode.label()}” is impossible: {words}", (*rules, *why("mode.unplayable"))
    return "", ()


def _nothing_to_choose(state: GameState, step: Step, index: int) -> str | None:
    """The decision point of mode ``index`` having nothing to choose, when every step of it
    is a choice of objects with none to choose (6.1.g: an option that is impossible cannot
    be chosen) — ``choice.nothing_to_sacrifice`` when a step of it sacrifices (7.3.36.a);
    ``None`` when a step has something to choose, or is another kind (a target, a group,
    "I"), not ruled out here."""
    templates = step.modes[index].steps
    if not templates:
        return None
    sacrifice = False
    for template in templates:
        later = following(state, step, template)
        if not later.choosers or later.subject is None or later.targets or later.up_to:
            return None
        if any(choice_options(state, later, who) for who in later.choosers):
            return None
        sacrifice = sacrifice or later.kind is ActionKind.SACRIFICE
    return "choice.nothing_to_sacrifice" if sacrifice else "choice.nothing"


@on_answer(DecisionKind.CHOOSE_MODE)
def _mode_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    if not choice:  # no more modes ("you may choose both" or "up to two", declined)
        stop = replace(step, choose_more_if=None, choose=len(step.modes_chosen))
        state = push(state, replace(decision.resume, step=stop))
        return state, TraceEntry(f"{decision.player} chooses no more modes", why("effect.modes"))
    index = int(choice[0])
    step = replace(step, modes_chosen=(*step.modes_chosen, index))
    state = push(state, replace(decision.resume, step=step))
    if step.named:  # gt: "Name a card type": the value named, a decision (6.1.g)
        return state, TraceEntry(
            f"{decision.player} names {step.modes[index].label()}", why("choice.one")
        )
    return state, TraceEntry(
        f"{decision.player} chooses the mode: {icons_said(step.modes[index].label())}",
        why("effect.modes"),
    )


_PRONOUN = re.compile(r"\b(You|you|They|they)\b(?! \()")


def _whose(text: str, controller: str, chooser: str) -> str:
    """A mode as another player reads it when they choose ("Each opponent chooses one: •
    They sacrifice a Character. • You draw two cards."): each "you" is the effect's
    controller and each "they" the chooser (1.4.7.b), so each is named — "You (p1) draw two
    cards." — or p2 would read "You draw" as themselves."""
    return _PRONOUN.sub(
        lambda m: f"{m.group(1)} ({controller if m.group(1).lower() == 'you' else chooser})",
        text,
    )
