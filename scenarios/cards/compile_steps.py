"""Written steps and effects to engine :class:`~engine.EffectStep` records: actions, subjects,
filters (6.5.b, 6.1.g), modes (6.5.g), regions and conditions.

Split from :mod:`scenarios.cards.compile` (which re-exports :func:`compile_step` and
:func:`compile_effect`); an unsupported construct raises :class:`NotExecutable`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine import (
    ACTION_RULES,
    Ability,
    ActionKind,
    CardType,
    EffectStep,
    Subject,
    TokenSpec,
    TriggerKind,
    ZoneKind,
)
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.state.cards import (
    CHOICE_SUBJECTS,
    EXPEDITION_SUBJECTS,
    GROUP_SUBJECTS,
    PLAYER_SUBJECTS,
    ByHand,
    Condition,
    Counted,
    CountOutcome,
    DieOutcome,
    Mode,
    ObjectFilter,
    OngoingSpec,
    modal,
)
from engine.state.enums import Keyword, PermanentZone
from engine.state.kinds import OBJECT_TARGET_SUBJECTS
from scenarios.cards import vocabulary as v
from scenarios.cards.errors import NotExecutable
from scenarios.cards.expedition_ongoing import check_expedition_ongoing
from scenarios.cards.had_do import had_do
from scenarios.cards.models import FilterModel, StepModel
from scenarios.cards.ongoing import delayed_at_spec, ongoing_spec
from scenarios.cards.step_extras import extend
from scenarios.cards.target_conditions import condition_target

TARGETED = Counted.TARGET_PLAYER_CONTROLS  # "per ... target opponent controls" (6.5.b)
_TARGET_PLAYERS = {
    TARGETED: Subject.TARGET_OPPONENT,
    Counted.TARGET_PLAYERS_RESERVE: Subject.TARGET_PLAYER,  # "in target player's Reserve"
    Counted.TARGET_PLAYERS_HAND: Subject.TARGET_PLAYER,  # "in target player's hand"
}
"""The player a count targets beside the step's subject (6.5.b, 1.2.6.c)."""
_OWN_PLAYER_TARGETS = frozenset(
    {
        Subject.TARGET_OPPONENT,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.CHARACTERS_OF_TARGET_PLAYER,
    }
)
_PLAYER_SUBJECTS = PLAYER_SUBJECTS
_EXPEDITION_SUBJECTS = EXPEDITION_SUBJECTS
_PLAYER_KINDS = frozenset(
    {
        ActionKind.DRAW,
        ActionKind.RESUPPLY,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.ROLL_DIE,
        ActionKind.SHUFFLE,
        ActionKind.BECOME_FIRST_PLAYER,
        ActionKind.WIN_GAME,
        ActionKind.AFTER_YOU,
        ActionKind.PASS,
        ActionKind.CREATE_ONGOING,
        ActionKind.RECEIVE_GIFT,
        ActionKind.PAY_MANA,  # "Target opponent may pay {1}": that player pays (1.2.5.e)
    }
)
_EXPEDITION_KINDS = frozenset(
    {
        ActionKind.CREATE,
        ActionKind.RECEIVE_TOKEN,
        ActionKind.MOVE_FORWARD,
        ActionKind.MOVE_BACKWARDS,
        ActionKind.ASCEND,
    }
)
_REGION_SUBJECTS = frozenset({Subject.TARGET_REGION, Subject.MY_REGION})
"""Where a Terrain Marker is placed or moved to (3.2.1.d, 7.3.23.a)."""
_DEFAULT_DEST = {
    ActionKind.DISCARD: ZoneKind.DISCARD,
    ActionKind.SACRIFICE: ZoneKind.DISCARD,
    ActionKind.SABOTAGE: ZoneKind.DISCARD,
}
_ZONES = {
    "expedition": ZoneKind.EXPEDITION,  # "in your Expeditions": chosen for each card
    "hand": ZoneKind.HAND,
    "reserve": ZoneKind.RESERVE,
    "discard": ZoneKind.DISCARD,
    "deck": ZoneKind.DECK,
    "mana": ZoneKind.MANA,
}


def _rule_of(action: str) -> str:
    kind = v.ACTIONS.get(action)
    return f" ({ACTION_RULES[kind]})" if kind is not None and kind in ACTION_RULES else ""


_HAVE_DO_READ = frozenset(
    {"action", "do", "may", "pay", "then", "condition", "otherwise", "also", "if_not_done", "text"}
)
"""The parts of a ``have_do`` step :func:`compile_step` reads; any other it refuses."""


def compile_step(step: StepModel) -> tuple[EffectStep, ...]:
    """The engine steps for one written step ("X times" repeats it, 6.5.i)."""
    if step.action == "have_do":
        # 7.3.18.a: having an object do something is the object doing it.
        assert step.do is not None
        unread = sorted(
            name
            for name, field in StepModel.model_fields.items()
            if name not in _HAVE_DO_READ and getattr(step, name) != field.default
        )
        if unread:  # a part of the sentence this step would otherwise silently drop
            raise NotExecutable(f"'{unread[0]}' around a 'have_do' step is not read yet")
        done = had_do(compile_step(step.do), optional=step.may or step.do.may)
        if step.otherwise or step.condition:
            # "If [c], have [object] do X[, otherwise Y]": one step done, with its condition
            # evaluated just before it (6.5.d) and Y instead when it is false (6.5.e).
            condition = _condition(step.condition, of_step=True)
            if len(done) != 1 or condition is None:
                raise NotExecutable("'otherwise' or 'if' around this 'have_do' is not read yet")
            one = replace(
                done[0],
                condition=condition,
                otherwise=compile_effect(step.otherwise),
                also=compile_effect(step.also),
            )
            # "If you have less … than target opponent: have target Character …" (6.5.b)
            done = (condition_target(one),)
        # "You may pay {1} to have me ...": the cost goes with the first step (6.1.d);
        # "... If you do, ...": what follows depends on the last one (6.5.f).
        if step.pay:
            done = (replace(done[0], pay=step.pay), *done[1:])
        if step.then:
            last = done[-1]
            done = (*done[:-1], replace(last, then=(*last.then, *compile_effect(step.then))))
        if step.if_not_done:
            # "You may have [object] do X. If you don't, Y": Y when X is declined or not
            # done (6.5.c) — one step to decline, so Y happens once.
            if len(done) != 1 or not done[0].optional:
                raise NotExecutable("'if you don't' after several things had done is not read yet")
            done = (replace(done[0], if_not_done=compile_effect(step.if_not_done)),)
        return done
    if step.also and step.times != 1:
        raise NotExecutable("a condition over several steps, repeated, is not supported yet")
    if step.modes:
        return (extend(_modal(step), step),)
    if (step.amount == "X" and not step.amounts) or step.times == "X":
        raise NotExecutable("variable quantities (X) are not supported by the engine yet")
    if step.position is not None and step.to != "deck":
        raise NotExecutable("a position (top, bottom or Nth) is only for a move to a Deck")
    token_abilities: list[Ability] = []
    token_keywords = _token_keywords(step.token_keywords)
    for written in step.token_abilities:
        # A token's abilities are abilities; compile_abilities imports this module.
        from scenarios.cards.compile_abilities import _ability

        if isinstance(written, str):
            raise NotExecutable("token abilities written only as text are not supported yet")
        ability, keyword = _ability(written)
        if keyword is not None:  # a keyword written as an ability: the token has it (7.4)
            token_keywords = replace(token_keywords, keywords=token_keywords.keywords | {keyword})
        if ability is not None:
            token_abilities.append(ability)
    if step.cost_change is not None and step.action not in ("play", "play_for_free"):
        raise NotExecutable("only 'play' takes a cost change ('for N less')")
    kind = v.executable_action(step.action)
    if kind is None:
        raise NotExecutable(
            f"keyword action '{step.action}'{_rule_of(step.action)} is not performed by the "
            "engine yet"
        )
    if kind is ActionKind.LOOK and step.subject != "top_cards_of_your_deck":
        raise NotExecutable("'look' is read only at the top cards of your Deck (3.1.3.f)")
    if kind is ActionKind.CREATE_ONGOING and step.ongoing is None:
        raise NotExecutable("an ongoing effect needs its 'ongoing:' description (2.2.2.m)")
    region = _region(step, kind)
    subject_word = step.subject or v.default_subject(step.action)
    subject = v.ENGINE_SUBJECTS.get(subject_word)
    if subject is None:
        raise NotExecutable(f"subject '{subject_word}' is not resolved by the engine yet")
    # "Target Expedition can't move forward this Day": checked by check_expedition_ongoing.
    # "Target Character gains [Tough 1] this turn": on the step's objects (keywords_for_a_time);
    # "Target Character can't be sacrificed this turn" too (a "can't" bound to them, 1.4.1.a).
    # "At the start of the next Dusk, send it to Reserve": the delayed steps' "it" (6.3.i).
    on_objects = step.ongoing is not None and (
        step.ongoing.keyword
        or step.ongoing.lose_keyword
        or step.ongoing.cant_be
        or (step.ongoing.delayed and subject is Subject.IT)
    )
    lasting = kind is ActionKind.CREATE_ONGOING and (subject in _EXPEDITION_SUBJECTS or on_objects)
    if (
        kind in _PLAYER_KINDS
        and not lasting
        and subject not in _PLAYER_SUBJECTS | v.player_action_objects(step.action)
    ):
        raise NotExecutable(f"'{step.action}' is done by a player, not by '{subject_word}'")
    landmark = step.token_type == "Landmark Permanent"
    if landmark != (subject is Subject.YOUR_LANDMARKS):
        raise NotExecutable(
            "a token is created in your Landmarks when it is a Landmark Permanent, and only then"
            " (7.3.5.a, 2.2.3.e)"
        )
    if kind in _EXPEDITION_KINDS and subject not in _EXPEDITION_SUBJECTS and not landmark:
        raise NotExecutable(
            f"'{step.action}' acts on Expeditions; subject '{subject_word}' is not supported"
        )
    if (subject in _REGION_SUBJECTS) != (kind is ActionKind.PLACE_TERRAIN_MARKER):
        raise NotExecutable(
            f"'{step.action}' with subject '{subject_word}': a region is the subject of "
            "'place_terrain_marker' only"
        )
    markers = (Subject.A_TERRAIN_MARKER, Subject.TARGET_TERRAIN_MARKER)  # chosen / targeted
    if (subject in markers) != (kind is ActionKind.MOVE_TERRAIN_MARKER):
        raise NotExecutable(
            f"'{step.action}' with subject '{subject_word}': Terrain Markers are what "
            "'move_terrain_marker' moves"
        )
    if kind is ActionKind.PLACE_TERRAIN_MARKER and not step.terrains:
        raise NotExecutable("a Terrain Marker is of one or more terrains ('terrains:', 3.2.1.d)")
    if kind not in _PLAYER_KINDS | _EXPEDITION_KINDS and (
        subject in _PLAYER_SUBJECTS or (subject in _EXPEDITION_SUBJECTS and not lasting)
    ):
        raise NotExecutable(
            f"'{step.action}' acts on objects; subject '{subject_word}' is not supported yet"
        )
    to_zone: ZoneKind | None = None
    if step.to is not None:
        if step.to not in _ZONES:
            raise NotExecutable(f"moving to '{step.to}' by an effect is not supported yet")
        to_zone = _ZONES[step.to]
    elif kind in _DEFAULT_DEST:
        to_zone = _DEFAULT_DEST[kind]
    if (
        kind in MOVING_ACTIONS
        and to_zone is None
        and kind not in _PLAYER_KINDS | {ActionKind.EXCHANGE}
    ):
        raise NotExecutable(f"'{step.action}' needs a destination")
    template = step.token_template()
    token = (
        TokenSpec(
            template.name,
            template.forest,
            template.mountain,
            template.water,
            template.subtypes or step.token_subtypes,
            tuple(token_abilities),
            keywords=token_keywords.keywords,
            tough=token_keywords.tough,
            scout=token_keywords.scout,
            type=CardType.PERMANENT if landmark else CardType.CHARACTER,
            permanent_zone=PermanentZone.LANDMARK if landmark else None,
            by_hand=tuple(ByHand(text) for text in step.token_by_hand),  # 2.1.e
        )
        if template is not None
        else None
    )
    optional = step.may or kind is ActionKind.SABOTAGE  # 7.3.35.a "up to one"
    one = EffectStep(
        action=kind,
        subject=subject,
        amount=step.amounts[0] if step.amount == "X" else int(step.amount),
        choose_amount=step.amounts,
        pay=step.pay,
        up_to=step.up_to,
        status=step.status,
        counter=step.counter,
        optional=optional,
        token=token,
        to_zone=to_zone,
        to_owner=step.to_owner,
        times=int(step.times),
        position=str(step.position or ""),
        other=_other(step),
        other_filter=_other_filter(step),
        cost_change=step.cost_change or 0,
        free=kind is ActionKind.PLAY_FOR_FREE,
        then=compile_effect(step.then),
        condition=_condition(step.condition, of_step=True),
        trigger=_activated_trigger(step),
        ongoing=_ongoing(step),
        terrains=frozenset(step.terrains),
        region=region,
        otherwise=compile_effect(step.otherwise),
        also=compile_effect(step.also),
        cost_with=cost_parts(step, compile_effect(step.cost_with)),
        filter=_filter(step.filter, subject),
        max_total=step.max_total,
        outcomes=tuple(DieOutcome(o.low, o.high, compile_effect(o.effect)) for o in step.outcomes),
        per=(per := _per(step.per)),
        target_player=_TARGET_PLAYERS.get(per.counted) if per else None,
        all_counters=step.all_counters,
        if_cant=compile_effect(step.if_cant),
        if_not_done=compile_effect(step.if_not_done),
        unless_paid=step.unless_paid,
        chosen_instead=compile_effect(step.chosen_instead),
        to_pay=step.to_pay,
        mana_ready=step.ready_orb,
        roll_reactions=tuple(
            DieOutcome(o.low, o.high, compile_effect(o.effect)) for o in step.roll_reactions
        ),
        opponent_targets=step.opponent_targets,
        reveal_reactions=compile_effect(step.reveal_reactions),
        count_outcomes=tuple(
            CountOutcome(o.low, o.high, compile_effect(o.effect)) for o in step.removed_outcomes
        ),
    )
    if one.target_player is not None and (
        kind in _PLAYER_KINDS or one.subject in _OWN_PLAYER_TARGETS
    ):
        # A step targeting an object or an Expedition chooses the counted player next (6.5.b).
        raise NotExecutable("a player targeted beside the step's own subject is not supported yet")
    check_expedition_ongoing(one)  # "Target Expedition can't move forward this Day"
    if step.reveal_reactions and kind is not ActionKind.REVEAL:
        raise NotExecutable("'reveal_reactions' are Reactions to the cards the step reveals")
    if step.roll_reactions and kind is not ActionKind.ROLL_DIE:
        raise NotExecutable("'roll_reactions' are Reactions to a die rolled by the step")
    if step.opponent_targets and not str(step.subject or "").startswith("target_"):
        raise NotExecutable("'opponent_targets' is for a step with a target")
    if step.ready_orb and step.to != "mana":
        raise NotExecutable("'ready_orb' is for a card put in the Mana zone")
    # "Sacrifice another Robot. If its Hand Cost was {3} or more, [X]. If you can't, [Y]": the
    # steps on "it" follow only what happened, Y only when nothing did (6.5.f, 6.1.g).
    if step.if_not_done and not step.may:
        raise NotExecutable("'if_not_done' follows a 'you may' step (6.5.c)")
    if step.if_cant and (step.may or step.condition):
        raise NotExecutable("'if you can't' is read after a plain mandatory step only")
    if (step.chosen_instead or step.unless_paid) and (
        step.pay or step.cost_with or step.times != 1
    ):
        # what happens on the object chosen is decided once it is chosen (6.5.d): a cost
        # paid for the step, or the step repeated, around it is not read yet
        raise NotExecutable("a cost or a repetition around a step decided on its object")
    if (step.all_counters or step.removed_outcomes) and kind is not ActionKind.REMOVE_COUNTERS:
        raise NotExecutable("'all_counters' and 'removed_outcomes' are for remove_counters")
    # "If you have less ... than target opponent" (6.5.b): with the written extras, which
    # may say the step targets a player itself ("target opponent sabotages", 1.4.7.b)
    return (condition_target(extend(one, step)),)


_FILTERABLE = (
    OBJECT_TARGET_SUBJECTS | (CHOICE_SUBJECTS - {Subject.A_TERRAIN_MARKER}) | GROUP_SUBJECTS
)
"""Subjects whose objects a filter can narrow: object targets (6.5.b), choices (6.1.g)
and the group of Characters one controls."""


def _filter(model: FilterModel | None, subject: Subject) -> ObjectFilter | None:
    """The engine filter narrowing a target, choice or group (6.5.b, 6.1.g)."""
    if model is None:
        return None
    if subject is Subject.EACH_MY_EXPEDITION_DESCRIBED:
        said = set(model.model_dump(exclude_defaults=True))
        if not said or said - {"expedition_ahead", "expedition_empty"}:
            raise NotExecutable(f"your Expeditions cannot be described by {sorted(said)}")
        return _object_filter(model)
    if subject is Subject.TARGET_EXPEDITION:
        said = set(model.model_dump(exclude_defaults=True))
        if said - _EXPEDITION_FILTER:  # an Expedition is no card: only these narrow it
            raise NotExecutable(f"a target Expedition cannot be narrowed by {sorted(said)}")
        return _object_filter(model)
    if subject not in _FILTERABLE:
        raise NotExecutable(f"subject '{subject.value}' cannot be narrowed by a filter")
    return _object_filter(model)


_EXPEDITION_FILTER = frozenset(
    {"expedition_controller", "in_terrain", "or_terrain", "expedition_ahead"}
)
"""What narrows a target Expedition (6.5.b): its player (7.5.5.a), its region's terrain
(7.5.8.b), ahead of the one facing it (7.5.2.b-c) — :mod:`engine.steps.subject_targets`."""


def _object_filter(model: FilterModel) -> ObjectFilter:
    return ObjectFilter(
        hand_cost_max=model.hand_cost_max,
        hand_cost_min=model.hand_cost_min,
        reserve_cost_max=model.reserve_cost_max,
        reserve_cost_min=model.reserve_cost_min,
        base_cost_max=model.base_cost_max,
        base_cost_min=model.base_cost_min,
        controller=model.controller or "",
        statuses=frozenset(model.statuses),
        without=frozenset(model.without),
        subtypes=frozenset(model.subtypes),
        types=frozenset(CardType(t) for t in model.types),
        another=model.another,
        in_my_expedition=model.in_my_expedition,
        only_me=model.only_me,
        base_stat=model.base_stat,
        any_statuses=frozenset(model.any_statuses),
        **model.filter_extras(),  # scenarios/cards/step_extras.py
        non_token=model.non_token,
        in_your_reserve=model.in_your_reserve,
        without_subtypes=frozenset(model.without_subtypes),
    )


def _modal(step: StepModel) -> EffectStep:
    """ "Choose X: ● ... ● ...": the controller chooses the modes, in order (6.5.g). The
    modal step may itself be optional ("you may", 6.5.c) or repeated ("X times", 6.5.i:
    modes chosen anew each time); the steps of a mode are ordinary steps, with their own
    ``may`` and ``times``."""
    if step.times == "X":
        raise NotExecutable("variable quantities (X) are not supported by the engine yet")
    modes = tuple(Mode(compile_effect(m.effect), m.text) for m in step.modes)
    return replace(
        modal(*modes, choose=step.choose, repeat_modes=step.repeat_modes),
        optional=step.may,
        times=int(step.times),
        condition=_condition(step.condition),
        otherwise=compile_effect(step.otherwise),
        also=compile_effect(step.also),
    )


def _per(text: str | None) -> Condition | None:
    """What "[N] per [...]" counts."""
    if text is None:
        return None
    counted = v.count_of(text)
    if counted is None:
        raise NotExecutable(f"counting '{text}' is not supported by the engine yet")
    return counted


def _region(step: StepModel, kind: ActionKind) -> Subject | None:
    """Where ``move_terrain_marker`` moves Terrain Markers to (7.3.23.a)."""
    if kind is not ActionKind.MOVE_TERRAIN_MARKER:
        return None
    if step.region is None:
        raise NotExecutable("'move_terrain_marker' needs the region it moves to ('region:')")
    region = v.ENGINE_SUBJECTS.get(step.region)
    if region not in _REGION_SUBJECTS:
        raise NotExecutable(f"moving a Terrain Marker to '{step.region}' is not supported")
    return region


def _ongoing(step: StepModel) -> OngoingSpec | None:
    o = step.ongoing
    if o is not None and o.delayed:  # "At the start of the next Dusk, [steps]"
        return delayed_at_spec(o, step.text, compile_effect(o.delayed), step.subject is not None)
    return ongoing_spec(o, step.text, compile_effect(o.after_rest)) if o is not None else None


def _other(step: StepModel) -> Subject | None:
    """The second object of an exchange (7.3.12.a)."""
    if step.other is None:
        if step.action == "exchange_boosts" and step.targets == 2:
            return None  # "Target two Characters and exchange their boosts": both targets
        if step.action in ("exchange", "exchange_boosts"):
            raise NotExecutable(f"'{step.action}' needs its second object ('with:')")
        return None
    subject = v.ENGINE_SUBJECTS.get(step.other)
    if subject is None:
        raise NotExecutable(f"subject '{step.other}' is not resolved by the engine yet")
    zone = _exchanged_zone(str(step.subject or ""))
    if step.action == "exchange" and zone is not None and zone == _exchanged_zone(step.other):
        # 7.3.12.a: each goes to the other's zone — a personal zone is always its owner's
        # (1.4.3.a), so two cards in a Reserve (or two Hands) would not move at all.
        raise NotExecutable(f"two cards in a {zone} each go to their owner's {zone}: nothing moves")
    return subject


_EXCHANGED_ZONES = {"reserve": "Reserve", "hand": "Hand", "discard": "Discard pile"}


def _exchanged_zone(subject: str) -> str | None:
    """The personal zone an exchanged card's subject names ("target_card_in_your_reserve",
    "a_card_from_your_hand"), None for an object in play (3.1.2)."""
    words = subject.split("_")
    return next((name for word, name in _EXCHANGED_ZONES.items() if word in words), None)


_COST_PART_ACTIONS = frozenset(
    {
        ActionKind.EXHAUST,
        ActionKind.SPEND_COUNTERS,
        ActionKind.DISCARD,
        ActionKind.SACRIFICE,
        ActionKind.PUT,
        ActionKind.SEND,
        ActionKind.RETURN,
    }
)


def cost_parts(step: StepModel, parts: tuple[EffectStep, ...]) -> tuple[EffectStep, ...]:
    """The other parts of a cost inside an effect ("You may exhaust me and spend 3 of my
    Arcane counters to …", 6.4.a): each an action on "me" with no choice of its own, so the
    engine can tell before paying whether every part can be paid (6.4.c, 1.4.1.b)."""
    if not parts:
        return ()
    if step.pay or step.condition is not None or step.times != 1 or not step.then:
        raise NotExecutable("a cost of several parts is read before 'to [X]' only (6.4.a)")
    for part in parts:
        plain = not (part.then or part.optional or part.condition or part.pay or part.cost_with)
        if part.action not in _COST_PART_ACTIONS or part.subject is not Subject.SELF or not plain:
            raise NotExecutable("only parts of a cost acting on 'me' are paid together yet")
    if step.subject not in (None, "self") or v.ACTIONS.get(step.action) not in _COST_PART_ACTIONS:
        raise NotExecutable("only parts of a cost acting on 'me' are paid together yet")
    return parts


def _other_filter(step: StepModel) -> ObjectFilter | None:
    """The filter of an exchange's second object (7.3.12.a): its own (``with_filter``), or
    none — the step's ``filter`` narrows the first object only."""
    if step.other is None:
        if step.with_filter is not None:
            raise NotExecutable("'with_filter' narrows the second object of an exchange ('with:')")
        return None
    return _object_filter(step.with_filter) if step.with_filter is not None else ObjectFilter()


def _activated_trigger(step: StepModel) -> TriggerKind | None:
    """Which Reactions "activate" activates: "the {J} abilities of ..." (7.3.1.b, 7.3.1.c)."""
    if step.trigger is None:
        return None
    if step.action != "activate":
        raise NotExecutable("only 'activate' takes a trigger")
    if step.trigger in v.SYMBOL_TRIGGERS:
        return TriggerKind(step.trigger)
    if step.trigger in v.ENGINE_EVENT_TRIGGERS:
        return TriggerKind(step.trigger)
    raise NotExecutable(f"activating '{step.trigger}' Reactions is not supported yet")


_MOVES_ME = frozenset({"play", "play_for_free", "put", "return", "send", "move", "discard"})


def refuse_late_past_on_it(steps: tuple[EffectStep, ...]) -> None:
    """ "If it had 2 or more boosts": the engine notes what the trigger's "it" was before the
    event for the effect's first step only (6.3.k, 6.3.j, engine.pipeline.past_conditions);
    after another step "it" may name what that step chose, gone by then — not evaluated."""
    from engine.pipeline.past_conditions import past_on_it

    def nested(step: EffectStep) -> list[EffectStep]:
        inner = (*step.then, *step.otherwise, *step.if_cant, *step.if_not_done, *step.also)
        inner = (*inner, *step.chosen_instead)
        return [x for s in inner for x in (s, *nested(s))]

    later = [*nested(steps[0]), *(x for s in steps[1:] for x in (s, *nested(s)))] if steps else []
    if any(past_on_it(s.condition) for s in later):
        raise NotExecutable(
            "'it had / was …' after another step of the effect is not evaluated yet"
        )


def compile_effect(steps: tuple[StepModel, ...]) -> tuple[EffectStep, ...]:
    """The engine steps of an effect. Once a step has moved "me", later steps find "me"
    again through that move (2.1.f, 2.1.g)."""
    out: list[EffectStep] = []
    moved_me = False
    for s in steps:
        for one in compile_step(s):
            if moved_me and one.subject is Subject.SELF:
                one = replace(one, follow=True)
            out.append(one)
        if s.action in _MOVES_ME and (s.subject or "self") == "self":
            moved_me = True
    refuse_late_past_on_it(tuple(out))
    return tuple(out)


def _condition(text: str | None, *, of_step: bool = False) -> Condition | None:
    if text is None:
        return None
    condition = v.condition_of(text)
    if condition is None:
        raise NotExecutable(f"condition 'if {text}' is not evaluated by the engine yet")
    if condition.against_target and not of_step:
        # "than target opponent" is a target: only an effect's step chooses one (6.5.b).
        raise NotExecutable(
            f"condition 'if {text}' names a target, which only an effect's step chooses "
            "(6.5.b): a trigger's or passive ability's condition is not evaluated with one"
        )
    return condition


@dataclass(frozen=True, slots=True)
class TokenKeywords:
    """A token card's keyword abilities as the engine gives them to the token it creates
    (2.1.e, 7.4), with the X of Tough X (7.4.7.b) and Scout X (7.4.5.c)."""

    keywords: frozenset[Keyword] = frozenset()
    tough: int = 0
    scout: int = 0


def _token_keywords(printed: tuple[str, ...]) -> TokenKeywords:
    """The engine's keywords for ``printed``; a keyword the engine does not apply leaves the
    step to the judge (precision first)."""
    keywords: set[Keyword] = set()
    tough = scout = 0
    for k in printed:
        word, number = v.keyword_parts(k)
        if word not in v.ENGINE_KEYWORDS:
            raise NotExecutable(
                f"the token's keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is not "
                "applied by the engine yet"
            )
        keywords.add(v.ENGINE_KEYWORDS[word])
        tough = number or 0 if word == "Tough" else tough
        scout = number or 0 if word == "Scout" else scout
    return TokenKeywords(frozenset(keywords), tough, scout)
