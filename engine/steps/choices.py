"""The decisions made just before a step (6.1.g): subjects and choices.

"May" — decided by the players who do the step, in initiative order (6.5.c, 6.1.h) —,
choices such as "a Character you control" made by each player concerned in initiative
order (6.1.h), modes chosen one at a time (6.5.g), where a card goes, amounts, optional
modifiers (6.2.d) and the order of modifiers (6.2.h). Targets (6.5.b, 2.2.1.h, Tough
7.4.7) are in :mod:`engine.steps.target_choices`.
"""

from __future__ import annotations

from engine.pipeline.modifiers import (
    OrderChoice,
    active_modifiers,
    first_answer,
    modifier_key,
    pending_optional,
    pending_order,
)
from engine.pipeline.resolve import proposed_actions
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.pipeline.step_modifiers import STEP_KEY, pending_step_question
from engine.reading.conditions import holds
from engine.reading.gigantic_presence import gigantic_elsewhere, gigantic_found
from engine.reading.passives import expeditions_of, tough_amount
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Subject
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.state.kinds import THEIR_OWN_SUBJECTS
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.cant_options import cant_choices, cant_reason
from engine.steps.outcome import following, resume_step
from engine.steps.standing import your_expeditions_behind_or_tied
from engine.steps.subject_choices import (
    choice_options,
    group_objects,
    is_player_step,
    reserve_not_playable,
)
from engine.steps.subject_targets import expedition_label
from engine.steps.subjects import EACH_CHOOSER_DOES
from engine.steps.target_choices import filter_rules, play_zone_said
from engine.why.labels import gigantic_once_words, table_names
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts

_ONE_EXPEDITION = frozenset({Subject.CHARACTERS_IN_TARGET_EXPEDITION})
"""Group subjects looking at the Expeditions the step names, not at all of a player's."""


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
        return state, TraceEntry(
            f"{label}: {step.repeat} instances left, one after the other, modes chosen anew",
            why("effect.modes_times"),
        )
    if not step.modes_chosen and step.optional:
        return ask_may(state, task, step, controller)
    left = [i for i in range(len(step.modes)) if step.repeat_modes or i not in step.modes_chosen]
    # 6.1.g: a mode a "can't" makes wholly impossible cannot be chosen (1.4.1.a).
    cant = {i: _mode_cant(state, step, i) for i in left}
    left = [i for i in left if cant[i] is None]
    ruled_out = [step.modes[i].label() for i, r in cant.items() if r is not None]
    cant_rules = tuple(dict.fromkeys(r for r in cant.values() if r is not None))
    cant_rules = (*cant_rules, *why("choice.cant_option")) if cant_rules else ()
    if len(step.modes_chosen) < step.choose and left:
        n = len(step.modes_chosen) + 1
        not_offered = f" (not “{'”, “'.join(ruled_out)}”: a “can't” makes it impossible)"
        # "Choose up to two / any number / one or more": past the fewest, the controller
        # may stop choosing (6.5.g).
        enough = step.modes_min is not None and len(step.modes_chosen) >= step.modes_min
        return ask(
            state,
            DecisionKind.CHOOSE_MODE,
            controller,
            f"choose mode {n} of {'up to ' if enough else ''}{step.choose} for {label}"
            + (", or no more" if enough else "")
            + (not_offered if ruled_out else ""),
            tuple(Option(str(i), step.modes[i].label()) for i in left),
            task,
            tuple(dict.fromkeys((*why("effect.modes"), *cant_rules))),
            min_choices=0 if enough else 1,
        )
    more = step.choose_more_if
    if more is not None and left and holds(more, state, controller, step.me, step.it):
        # "If each of your Expeditions is behind or tied, you may choose both" (6.5.g).
        return ask(
            state,
            DecisionKind.CHOOSE_MODE,
            controller,
            f"you may choose one more mode for {label} ({more.text}), or none",
            tuple(Option(str(i), step.modes[i].label()) for i in left),
            task,
            (*why("effect.modes"), *why("effect.condition")),
            0,
            1,
        )
    tasks = [
        Task(TaskKind.STEP, step=following(state, step, t))
        for i in step.modes_chosen
        for t in step.modes[i].steps
    ]
    names = " | ".join(step.modes[i].label() for i in step.modes_chosen) or "none"
    if not step.modes_chosen and ruled_out:
        # 6.1.g: every option is impossible, so the atomic actions do not happen.
        return state, TraceEntry(
            f"{label}: a “can't” makes every mode impossible, so none is chosen and nothing "
            "happens",
            tuple(dict.fromkeys((*why("effect.modes"), *cant_rules))),
        )
    return push(state, *tasks), TraceEntry(
        f"{label}: the chosen modes resolve in order: {names}; the others are ignored",
        why("effect.modes"),
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
    return state, TraceEntry(
        f"{decision.player} chooses the mode: {step.modes[index].label()}", why("effect.modes")
    )


def ask_may(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """6.5.c: "may" is decided just before the step; when players do the step ("each player
    may", "target opponent may"), each of them decides, in initiative order (6.1.h)."""
    deciders = step.players if _players_decide(step) else (controller,)
    order = [p for p in state.initiative_order() if p in deciders]
    waiting = [p for p in order if p not in step.decided]
    if not waiting:
        return resume_step(state, task, replace(step, optional=False)), TraceEntry(
            f"{step.label}: decided by {', '.join(order)}",
            why("may.each_player") if len(order) > 1 else why("may.one"),
        )
    player = waiting[0]
    blocked = None if _players_decide(step) else cant_reason(state, step)
    if blocked is not None:
        # 6.1.g: "yes" is impossible — a "can't" (1.4.1.a) — so it is not offered, and the
        # step is not done, as if declined.
        entry = TraceEntry(
            f"{step.label}: a “can't” makes it impossible, so {player} is not asked "
            "whether to do it",
            (blocked, *why("may.cant_option")),
        )
        return not_done(state, step, entry)
    # 6.1.h, 1.4.5.a: several players decide in initiative order, the one with initiative
    # first, and the others know what was decided.
    rules = why("may.each_player") if len(deciders) > 1 else why("may.one")
    if step.kind is ActionKind.SABOTAGE:  # "up to one" target card in a Reserve
        rules = (*rules, *why("may.sabotage"))
    if step.you_decide and is_player_step(step):
        rules = why("may.you_decide")  # "You may target an opponent, they draw a card"
    return ask(
        state,
        DecisionKind.OPTIONAL_STEP,
        player,
        f"you may: {step.label}",
        (Option("yes", "do it"), Option("no", "do not")),
        task,
        rules,
    )


_FROM_THEIR_HAND = THEIR_OWN_SUBJECTS
"""Choices made by the players the step names, of their own cards or Characters (6.1.h)."""


def resolve_subject(state: GameState, task: Task, step: Step) -> Result:
    """Groups are found now; choices are made by each chooser in initiative order (6.1.h);
    a player who has nothing to choose makes no choice and the others still do (6.5.h)."""
    if step.subject is Subject.MY_EXPEDITION:
        me = step.me
        now = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
        if now:
            return _place(state, task, step, tuple(sorted(now)), why("place.gigantic"))
        # 6.3.j: "I" left the Expedition zone Gigantic, so it was in both Expeditions of its
        # controller when it stopped existing (7.4.4.b): they are "my Expedition".
        gone = why("effect.my_expedition_gone_gigantic")
        return _place(state, task, step, step.expeditions, (*why("place.gigantic"), *gone), gone)
    if step.subject is Subject.ITS_EXPEDITION:
        # "In its Expedition" of a Gigantic Character: both, one subset (7.4.4.f, 7.4.4.h)
        # — as it was just before this effect moved it, if it did (2.1.h).
        moved = any(o not in state.objects or not expeditions_of(state, o) for o in step.it)
        gone = why("effect.its_expedition_gone") if moved else ()
        return _place(state, task, step, step.expeditions, (*why("place.gigantic"), *gone), gone)
    if step.subject is Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED:
        return your_expeditions_behind_or_tied(state, task, step)  # as it happens (7.5.2)
    if step.subject is Subject.TARGET_EXPEDITIONS_DISTRIBUTED:
        # "distributed as you choose among any number of target Expeditions": the
        # Expedition of each token, chosen by the controller (6.5.b, 7.3.5.a).
        every = tuple(state.expedition_ids())
        return _place(state, task, step, every, why("place.distributed"))
    if step.subject is Subject.ONE_OF_YOUR_EXPEDITIONS:
        player = step.controller or state.first_player
        mine = tuple(z.expedition_id(player, k) for k in ExpeditionKind)
        return _place(state, task, step, mine, why("place.one_of_yours"))
    if step.subject in _FROM_THEIR_HAND and step.players:
        step = replace(step, choosers=step.players, players=())  # each chooses their own
        task = replace(task, step=step)
    if not step.choosers:
        found = group_objects(state, step)
        chosen = step.chosen
        if step.subject in (
            Subject.TOP_CARDS_OF_YOUR_DECK,
            Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
            Subject.CHARACTERS_IN_TARGET_EXPEDITION,
            Subject.CHARACTERS_OF_TARGET_PLAYER,
        ):
            chosen = (*chosen, *found)  # "these cards", "them": what later steps call "them"
        giant = step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION and any(
            gigantic_elsewhere(state, found, e) for e in step.expeditions
        )  # a Gigantic Character of the other Expedition is in this one too (7.4.4.b)
        within = step.expeditions if step.subject in _ONE_EXPEDITION else None
        once = () if giant else gigantic_found(state, found, within)  # one object (7.4.4.b)
        if step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
            step = replace(step, expeditions=())  # the Expedition only found the Characters
        if step.subject is Subject.CHARACTERS_OF_TARGET_PLAYER:
            step = replace(step, players=())  # the player only found the Characters
        step = replace(step, objects=(*step.objects, *found), chosen=chosen)
        # A card some player cannot look at is "a card in p1's Hand" to the table, unless
        # this step or an earlier one of the effect reveals it (3.1.3.f and its Remark).
        listed = step.chosen or found
        empty_top = step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and step.amount == 1
        empty_top = empty_top and not found
        known = frozenset(listed) if step.kind is ActionKind.REVEAL else _known_it(step)
        text, named, zones = table_names(state, listed, known)
        rules = why("group.found")
        # Why the table's line leaves a card unnamed — not cited where the judge sees it
        # named, unless the line cites the same rule for another reason.
        hides = tuple(r for r in why("trace.chosen_unnamed") if r not in rules)
        if zones:
            rules = (*rules, *why("trace.chosen_unnamed"))
        if step.subject is Subject.CHARACTERS_YOU_CONTROL:
            rules = (*rules, *why("group.you"), *why("group.you_control"))
        if step.subject is Subject.OBJECTS_IN_PLAY:
            rules = (*rules, *why("group.in_play"))
        if giant:
            rules = (*rules, *why("gigantic.present_in_both"))
        elif once:
            rules = (*rules, *why("gigantic.one_object"))
        if step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and len(found) < step.amount:
            # "The top card" of an empty Deck is a position that does not exist: the atomic
            # action does nothing (3.2.2.d); fewer than N cards: as many as there are (3.2.2.e).
            rules = (*rules, *why("group.no_top_card" if empty_top else "group.short_deck"))
        if not listed and not empty_top:
            # no object: the part of the effect has nothing to act on and is ignored (6.5.h)
            rules = (*rules, *why("effect.nothing_to_act_on"))
        said = f"{step.label}: " + (text or "no object") + gigantic_once_words(state, once)
        if empty_top:
            said = f"{step.label}: no card, the Deck is empty: there is no top card"
        tough = [
            oid
            for oid in found
            if oid in state.objects
            and state.objects[oid].controller != step.controller
            and tough_amount(state, oid) > 0
        ]
        untargeted = ""
        if tough:
            # Tough is a cost for targeting only: a group chosen by no target reaches an
            # opponent's Tough object for free (7.4.7.c).
            rules = (*rules, *why("tough.not_targeted"))
            untargeted = (
                f" ({', '.join(state.name(o) for o in tough)}: not targeted, no Tough cost)"
            )
            said += untargeted
        short = step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and len(found) < step.amount
        if short and not empty_top:
            # 3.2.2.e: the step and those after it resolve with the cards there are (with
            # no top card at all, 3.2.2.d: they have nothing to act on, 6.5.h).
            step = replace(step, rules=(*step.rules, *why("group.short_deck_rest")))
        return resume_step(state, task, replace(step, subject=None)), TraceEntry(
            said,
            rules,
            unnamed=unnamed_parts(
                said, f"{step.label}: {named or 'no object'}{untargeted}", zones, hides=hides
            ),
        )
    player, rest = step.choosers[0], step.choosers[1:]
    offered = choice_options(state, step, player)
    # 6.1.g: an object a "can't" keeps from what the step does is no option (1.4.1.a).
    options, cant = cant_choices(state, step, offered)
    cant = (*cant, *why("choice.cant_option")) if cant else ()
    left_out = ", ".join(state.name(o) for o in offered if o not in options)
    left_out = f" (not {left_out}: a “can't” makes it impossible)" if left_out else ""
    if zone_said := play_zone_said(step):
        # 5.2.a: from the Hand or the Reserve, unless the effect says which
        left_out += f" (from {player}'s {zone_said} only, as the effect says)"
    # 6.1.g: a card in the player's Reserve that cannot be played now is no option for a
    # play — said once, with the rule that keeps it out (1.2.5.c, 1.4.1.a, ...).
    unplayable = reserve_not_playable(state, step, player, offered)
    withheld: tuple[str, ...] = ()
    if unplayable:
        left_out += " (not offered: " + "; ".join(f"{n}: {w}" for n, w, _ in unplayable) + ")"
        withheld = (*(r for _, _, r in unplayable), *why("choice.cant_option")[:1])
    # A token's Hand Cost, a Gigantic Character's terrains: what the filter let through or
    # left out (2.2.7.c, 7.5.8.c), cited where the choice is offered or refused.
    narrowing = filter_rules(state, step, choice_options(state, replace(step, filter=None), player))
    if not options:
        # 6.1.g: options that are impossible cannot be chosen; with none left, the atomic
        # actions do not happen (a card nobody can play now is no option for a play).
        if step.kind is ActionKind.SACRIFICE:
            # 7.3.36.a: only an object in play the player controls can be sacrificed.
            return resume_step(state, task, replace(step, choosers=rest)), TraceEntry(
                f"{player} has nothing to choose for {step.label}: they control nothing in "
                "play they could sacrifice, so that part is ignored",
                why("choice.nothing_to_sacrifice"),
            )
        if cant:
            return resume_step(state, task, replace(step, choosers=rest)), TraceEntry(
                f"{player} has nothing to choose for {step.label}: a “can't” makes it "
                "impossible for each of them, so that part is ignored",
                tuple(dict.fromkeys((*why("choice.nothing"), *cant))),
            )
        return resume_step(state, task, replace(step, choosers=rest)), TraceEntry(
            f"{player} has nothing to choose for {step.label}{left_out}: that part is ignored",
            tuple(dict.fromkeys((*why("choice.nothing"), *narrowing, *withheld))),
        )
    low, high, words, rules = _how_many(step, len(options), step.subject in EACH_CHOOSER_DOES)
    return ask(
        state,
        DecisionKind.CHOOSE,
        player,
        f"{words} for {step.label}{left_out}",
        tuple(Option(oid, state.name(oid)) for oid in options),
        task,
        tuple(dict.fromkeys((*rules, *narrowing, *cant, *withheld))),
        low,
        high,
    )


def _how_many(step: Step, available: int, several: bool) -> tuple[int, int, str, tuple[str, ...]]:
    """How many of the ``available`` objects a choice takes (at least, at most), the words
    that ask for them and the rules that say so."""
    if step.subject is Subject.MANA_ORBS_YOU_CHOOSE:
        # "Ready two Mana Orbs": exactly that many, or all of them if there are fewer.
        count = min(step.amount, available)
        return count, count, f"choose {count}", why("choice.one")
    if step.any_number:
        # "For each Permanent you control, you may [do X to it]": X for each of them, each
        # time if the player wants (6.5.i, 6.5.c) — the ones they want, chosen at once.
        return 0, available, "choose any number", why("choice.for_each_may")
    if step.choose_count > 1:
        # "Sacrifice two Characters": exactly that many; with fewer, all there are — the
        # part that cannot be performed is ignored (6.5.h).
        count = min(step.choose_count, available)
        rules = why("choice.one") if count == step.choose_count else why("choice.fewer")
        if several:  # "each player sacrifices two Characters": each, in turn (6.1.h)
            rules = tuple(dict.fromkeys((*rules, *why("choice.each_player"))))
        return count, count, f"choose {count}", rules
    rules = why("choice.each_player") if several else why("choice.one")
    if step.up_to:
        up_to = min(step.up_to, available)
        return 0, up_to, f"choose up to {up_to}", rules
    return 1, 1, "choose", rules


def _place(
    state: GameState,
    task: Task,
    step: Step,
    places: tuple[str, ...],
    rules: tuple[str, ...],
    noted: tuple[str, ...] = (),
) -> Result:
    """Several Expeditions where one is meant: "my Expedition" of a Gigantic object is both
    of its controller's (7.4.4.f); where a token is created or received they are one subset
    of the Expedition zone and a place is chosen for each token (7.4.4.h) — "one of your
    Expeditions" likewise, one chosen for each token (6.1.g). A token created is placed by
    the player creating it; a token received, by the player receiving it (7.3.30.a), whose
    Expeditions these are: "the player performing the action" (7.4.4.h), and for "one of
    your Expeditions" the controller of the effect, "you" (6.1.g)."""
    if step.kind not in (ActionKind.CREATE, ActionKind.RECEIVE_TOKEN):
        return resume_step(
            state, task, replace(step, subject=None, expeditions=places)
        ), TraceEntry(
            f"{step.label}: in {', '.join(expedition_label(e) for e in places)}",
            (*noted, *why("place.gigantic_both")),
        )
    placed = step.choices_made
    if len(placed) >= step.amount:
        new = replace(step, subject=None, expeditions=placed, amount=1, choices_made=())
        return resume_step(state, task, new), TraceEntry(
            f"{step.label}: placed in {', '.join(expedition_label(e) for e in placed)}", rules
        )
    controller = step.controller or state.first_player
    if step.kind is ActionKind.RECEIVE_TOKEN and places:
        controller = places[0].split(":")[0]  # the receiving player (7.3.30.a)
    return ask(
        state,
        DecisionKind.PLACE,
        controller,
        f"choose the Expedition of token {len(placed) + 1} of {step.amount} for {step.label}",
        tuple(Option(e, expedition_label(e)) for e in places),
        task,
        tuple(dict.fromkeys((*rules, *why("choice.one")))),
    )


@on_answer(DecisionKind.OPTIONAL_MODIFIER)
def _modifier_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is not None:
        answer = f"{choice[0]}:{whole.optional.id}@{STEP_KEY}"
    else:
        pending = pending_optional(state, step, proposed_actions(state, step))
        assert pending is not None
        answer = f"{choice[0]}:{modifier_key(*pending)}"
    step = replace(step, modifier_answers=(*step.modifier_answers, answer))
    state = push(state, replace(decision.resume, step=step))
    verb = "applies" if choice[0] == "yes" else "does not apply"
    return state, TraceEntry(
        f"{decision.player} {verb} the optional modifier", why("modifier.optional")
    )


def pending_modifier_order(state: GameState, step: Step) -> OrderChoice | None:
    """The 6.2.h choice still to be made for ``step``. Without a replacing passive
    ability there is only the rules' modifiers, which never apply to the same atomic
    action at once — the common case, and it costs nothing."""
    if not any(m.spec.replacing for m in active_modifiers(state)):
        return None
    return pending_order(state, step, proposed_actions(state, step))


@on_answer(DecisionKind.MODIFIER_ORDER)
def _order_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is None:
        key = whole.key
    else:
        order = pending_order(state, step, proposed_actions(state, step))
        assert order is not None
        key = order.key
    step = replace(step, modifier_answers=(*step.modifier_answers, first_answer(key, choice[0])))
    state = push(state, replace(decision.resume, step=step))
    # Said as the option reads (the modifier's card), never its internal id.
    label = next((o.label for o in decision.options if o.id == choice[0]), "the one chosen")
    return state, TraceEntry(
        f"{decision.player} chooses which modifier applies first: {label}",
        why("modifier.order")[:1],
    )


@on_answer(DecisionKind.PLACE)
def _place_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    place = choice[0]
    if ":" not in place:  # "hero" / "companion": one of the chooser's Expeditions
        place = z.expedition_id(decision.player, ExpeditionKind(place))
    step = replace(step, choices_made=(*step.choices_made, place))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(
        f"{decision.player} chooses {expedition_label(place)}", decision.rules[:1]
    )


@on_answer(DecisionKind.CHOOSE)
def _choose_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(
        step,
        objects=(*step.objects, *choice),
        choosers=step.choosers[1:],
        chosen=(*step.chosen, *choice),
    )
    state = push(state, replace(decision.resume, step=step))
    # A card from the chooser's own Hand stays unnamed to the others until it is shown
    # (3.1.3.f, 3.2.5.b); "these cards" the effect revealed are known (3.1.3.f Remark).
    names, named, zones = table_names(state, choice, _known_it(step))
    said = f"{decision.player} chooses {names or 'nothing'}"
    rules = (*decision.rules, *(why("trace.chosen_unnamed") if zones else ()))
    # Not cited where the judge sees the card named, unless the decision cites it too
    # ("each player sacrifices a Character": 6.1.h).
    hides = tuple(r for r in why("trace.chosen_unnamed") if r not in decision.rules)
    return state, TraceEntry(
        said,
        rules,
        unnamed=unnamed_parts(said, f"{decision.player} chooses {named}", zones, hides=hides),
    )


@on_answer(DecisionKind.CHOOSE_AMOUNT)
def _amount_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(step, amount=int(choice[0]), amounts=())
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(f"{decision.player} chooses {choice[0]}", why("choice.one"))


@on_answer(DecisionKind.OPTIONAL_STEP)
def _optional_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    player = decision.player
    if _players_decide(step):
        decided = (*step.decided, player)
        players = (
            step.players if choice == ("yes",) else tuple(p for p in step.players if p != player)
        )
        if not players:  # every player declined: what happens instead (6.5.c, 6.5.f)
            return not_done(state, step, _declined(player, step))
        verb = "chooses to" if choice == ("yes",) else "declines"
        entry = TraceEntry(f"{player} {verb}: {step.label}", why("may.answered"))
        step = replace(step, decided=decided, players=players)
        return push(state, replace(decision.resume, step=step)), entry
    if choice == ("no",):
        return not_done(state, step, _declined(player, step))
    step = replace(step, optional=False)
    return push(state, replace(decision.resume, step=step)), TraceEntry(
        f"{player} chooses to: {step.label}", why("may.answered")
    )


def not_done(state: GameState, step: Step, entry: TraceEntry) -> Result:
    """A "may" step not done — declined, or not offered (6.1.g): what happens then instead
    (6.5.c, 6.5.f), as steps of the effect; the steps done only if it was done do not."""
    if step.if_not_done:
        instead = tuple(
            Task(TaskKind.STEP, step=following(state, step, t)) for t in step.if_not_done
        )
        rules = tuple(dict.fromkeys((*entry.rules, *why("effect.if_not_done"))))
        return push(state, *instead), replace(entry, rules=rules)
    return state, entry


def _players_decide(step: Step) -> bool:
    """Whether the players who do ``step`` decide its "may" (6.1.h) — not when the effect
    says "You may [have another player do X]": then its controller decides (6.5.c)."""
    return is_player_step(step) and not step.you_decide


def _declined(player: str, step: Step) -> TraceEntry:
    """A declined "you may" step is ignored (6.5.c); the steps that happen only "if you
    did" / "to [do Y]" are ignored with it (6.5.f) — named, so the trace explains why they
    did not happen."""
    text = f"{player} declines: {step.label}"
    if step.pay:
        # "You may pay {1} to draw a card": a cost the player may always decline (6.4.b);
        # what it pays for does not happen (6.5.f).
        return TraceEntry(
            f"{player} declines to pay {{{step.pay}}}: {step.label} does not happen",
            (*why("may.answered"), *why("may.cost_declined")),
        )
    if not step.then:
        if step.kind is ActionKind.SABOTAGE:  # discards up to one card: none (7.3.35.a)
            return TraceEntry(
                f"{text}; no card is discarded", (*why("may.answered"), *why("may.sabotage"))
            )
        return TraceEntry(text, why("may.answered"))
    skipped = ", ".join(t.action.value.replace("_", " ") for t in step.then)
    return TraceEntry(
        f"{text}; the steps done only if it is done do not happen: {skipped}",
        (*why("may.answered"), *why("effect.if_you_did")),
    )


def _known_it(step: Step) -> frozenset[str]:
    """What "it" names, as the table knows it: cards the effect revealed are known (3.1.3.f
    Remark); cards only its controller looked at are not (3.1.3.f)."""
    return frozenset() if step.looked else frozenset(step.it)
