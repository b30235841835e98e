"""Written steps and effects to engine :class:`~engine.EffectStep` records: actions, subjects,
filters (6.5.b, 6.1.g), modes (6.5.g), regions and conditions.

Split from :mod:`scenarios.cards.compile` (which re-exports :func:`compile_step` and
:func:`compile_effect`); an unsupported construct raises :class:`NotExecutable`. The object
filters are :mod:`scenarios.cards.compile_filters`, the step's other parts (an exchange's
second object, costs in parts, tokens' keywords) :mod:`scenarios.cards.compile_step_parts`.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from engine import (
    ACTION_RULES,
    Ability,
    ActionKind,
    CardType,
    EffectStep,
    Subject,
    TokenSpec,
    ZoneKind,
)
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.state.cards import (
    EXPEDITION_SUBJECTS,
    PLAYER_SUBJECTS,
    TARGET_SUBJECTS,
    ByHand,
    Condition,
    Counted,
    CountOutcome,
    DieOutcome,
    Mode,
    OngoingSpec,
    modal,
)
from engine.state.enums import PermanentZone
from scenarios.cards import vocabulary as v
from scenarios.cards.chosen_before import just_before_step
from scenarios.cards.compile_filters import _filter, _object_filter
from scenarios.cards.compile_step_parts import (
    _REGION_SUBJECTS,
    _activated_trigger,
    _other,
    _other_filter,
    _per,
    _region,
    _token_keywords,
    cost_parts,
)
from scenarios.cards.counted_on_target import count_target_of
from scenarios.cards.errors import NotExecutable
from scenarios.cards.expedition_ongoing import check_expedition_ongoing
from scenarios.cards.had_do import had_do
from scenarios.cards.models import StepModel
from scenarios.cards.models_steps import DieOutcomeModel
from scenarios.cards.ongoing import delayed_at_spec, ongoing_spec
from scenarios.cards.rest_of_seen_steps import mark_rest_of_seen
from scenarios.cards.step_extras import extend
from scenarios.cards.target_conditions import condition_target

__all__ = ["_ZONES", "_condition", "_object_filter", "compile_effect", "compile_step"]

TARGETED = Counted.TARGET_PLAYER_CONTROLS  # "per ... target opponent controls" (6.5.b)
_TARGET_PLAYERS = {
    TARGETED: Subject.TARGET_OPPONENT,
    Counted.TARGET_PLAYERS_RESERVE: Subject.TARGET_PLAYER,  # "in target player's Reserve"
    Counted.TARGET_PLAYERS_HAND: Subject.TARGET_PLAYER,  # "in target player's hand"
    Counted.TARGET_OPPONENTS_RESERVE: Subject.TARGET_OPPONENT,  # gc: "target opponent's"
    Counted.TARGET_OPPONENTS_HAND: Subject.TARGET_OPPONENT,
}
"""The player a count targets beside the step's subject (6.5.b)."""
_OWN_PLAYER_TARGETS = frozenset(
    {
        Subject.TARGET_OPPONENT,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.TARGET_OPPONENT_HERO_EXPEDITION,
        Subject.CHARACTERS_OF_TARGET_PLAYER,
        Subject.CHARACTERS_OF_TARGET_OPPONENT,
    }
)
_PLAYER_SUBJECTS = PLAYER_SUBJECTS
_LOOKED_AT = frozenset({"top_cards_of_your_deck", "cards_in_target_opponents_hand"})  # ib40
"""What a look is read at: the top of your Deck, target opponent's Hand (3.1.3.f)."""
_TOKEN_ZONES = {
    "Landmark Permanent": PermanentZone.LANDMARK,  # joins its creator's Landmarks (2.2.3.e)
    "Expedition Permanent": PermanentZone.EXPEDITION,  # the Expedition said (2.2.3.d, gram77)
}
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
    if step.keyword_action:
        # ha: the whole definition of a set's keyword action (2.2.12.c): its last engine
        # step carries the name, what "When you [Kindle]" watches (1.2.7.c)
        done = compile_step(step.model_copy(update={"keyword_action": ""}))
        return (*done[:-1], replace(done[-1], keyword_action=step.keyword_action))
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
    if kind is ActionKind.LOOK and step.subject not in _LOOKED_AT:
        raise NotExecutable(
            "'look' is read only at the top cards of your Deck or target opponent's Hand (3.1.3.f)"
        )
    if kind is ActionKind.CREATE_ONGOING and step.ongoing is None:
        raise NotExecutable("an ongoing effect needs its 'ongoing:' description (2.2.2.m)")
    region = _region(step, kind)
    subject_word = step.subject or v.default_subject(step.action)
    subject = v.ENGINE_SUBJECTS.get(subject_word)
    if subject is None:
        raise NotExecutable(f"subject '{subject_word}' is not resolved by the engine yet")
    # "Target Expedition can't move forward this Day": checked by check_expedition_ongoing.
    # "Target Character gains [Tough 1] / "{T} : …" this turn": on the step's objects
    # (keywords_for_a_time);
    # "Target Character can't be sacrificed this turn" too (a "can't" bound to them, 1.4.1.a).
    # "At the start of the next Dusk, send it to Reserve": the delayed steps' "it" (6.3.i).
    on_objects = step.ongoing is not None and (
        step.ongoing.keyword
        or step.ongoing.abilities
        or step.ongoing.lose_keyword
        or step.ongoing.cant_be
        or (step.ongoing.next_played is not None and step.ongoing.next_played.listed)  # gh
        or (step.ongoing.delayed and subject is Subject.IT)
        # "At the end of the turn, send me to Reserve": bound to its creator (7.2.1.d)
        or (step.ongoing.delayed and subject is Subject.SELF)
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
            type=CardType.CHARACTER if step.token_type == "Character" else CardType.PERMANENT,
            permanent_zone=_TOKEN_ZONES.get(step.token_type),
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
        pays_for_step=step.pays_for_step,
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
        condition=_each_or_one(step),
        trigger=_activated_trigger(step),
        ongoing=_ongoing(step),
        terrains=frozenset(step.terrains),
        region=region,
        otherwise=compile_effect(step.otherwise),
        also=compile_effect(step.also),
        cost_with=cost_parts(step, compile_effect(step.cost_with)),
        said_if_you_do=step.said_if_you_do,
        filter=_filter(step.filter, subject),
        # gf: once per object of this group, "it" being that one (6.5.i)
        for_each=Subject(step.for_each) if step.for_each else None,
        for_each_filter=(
            _filter(step.for_each_filter, Subject(step.for_each)) if step.for_each else None
        ),
        max_total=step.max_total,
        outcomes=_die_outcomes(step.outcomes),
        dice_count=step.dice_count,
        per=(per := _per(step.per, kind, subject, step.players_do)),
        target_player=_TARGET_PLAYERS.get(per.counted) if per else None,
        count_target=count_target_of(step.per),  # gz: "for each boost on target Character"
        all_counters=step.all_counters,
        kept=step.kept,
        halved=step.halved,
        if_cant=compile_effect(step.if_cant),
        if_not_done=compile_effect(step.if_not_done),
        unless_paid=step.unless_paid,
        chosen_instead=just_before_step(compile_effect(step.chosen_instead)),
        object_condition=object_condition(step, subject),
        to_pay=step.to_pay,
        never_forced=step.never_forced,  # hb: a cost printed without "you may" (1.2.5.b)
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
    if one.count_target is not None and (
        one.subject in TARGET_SUBJECTS
        or step.up_to
        or step.targets
        or (one.condition is not None and one.condition.against_target)
    ):
        # gz: the step's own target (or its condition's) beside the count's: two targets of
        # one step, in an order the text does not say (6.5.b)
        raise NotExecutable("a count on a target beside the step's own target is read by hand")
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
    # "[Do X]. If you do, [Y], otherwise [Z]" (gram109): Z when X could not be started —
    # the other branch of "if you did" (6.5.f, 6.5.e) — for a mandatory X with its "then".
    if step.if_not_done and not step.may and not step.then:
        raise NotExecutable(
            "'if_not_done' follows a 'you may' step (6.5.c) or a step's 'if you do' (6.5.f)"
        )
    if step.if_cant and (step.may or step.condition):
        raise NotExecutable("'if you can't' is read after a plain mandatory step only")
    if (step.chosen_instead or step.unless_paid or step.object_if) and (
        step.pay or step.cost_with or step.times != 1
    ):
        # what happens on the object chosen is decided once it is chosen (6.5.d): a cost
        # paid for the step, or the step repeated, around it is not read yet
        raise NotExecutable("a cost or a repetition around a step decided on its object")
    every_name = kind is ActionKind.DOUBLE_COUNTERS and not step.counter  # 7.3.8.a
    if step.removed_outcomes and kind is not ActionKind.REMOVE_COUNTERS:
        raise NotExecutable("'removed_outcomes' are for remove_counters")
    if step.all_counters and kind is not ActionKind.REMOVE_COUNTERS and not every_name:
        raise NotExecutable(
            "'all_counters' is for remove_counters, or double_counters naming no counter"
        )
    # "If you have less ... than target opponent" (6.5.b): with the written extras, which
    # may say the step targets a player itself ("target opponent sabotages", 1.4.7.b)
    return (condition_target(extend(one, step)),)


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


def _ongoing(step: StepModel) -> OngoingSpec | None:
    o = step.ongoing
    if o is not None and o.delayed:  # "At the start of the next Dusk, [steps]"
        # "it" bound: what the step acted on, or "I" (the subject "self": the Emblem's
        # creator, 7.2.1.d; grammar/semantics/delayed_me.py)
        binds_me = step.subject == "self"
        effect = compile_effect(o.delayed)
        return delayed_at_spec(o, step.text, effect, step.subject is not None, binds_me=binds_me)
    return ongoing_spec(o, step.text, compile_effect(o.after_rest)) if o is not None else None


_MOVES_ME = frozenset(
    {"play", "play_for_free", "put", "return", "send", "move", "discard", "sacrifice"}
)
"""Actions whose "me" moves: later steps of the effect find "me" again (2.1.f)."""
_THROUGH_LIMBO = frozenset({"play", "play_for_free"})
"""Playing a card moves it through Limbo: more than one zone change (5.2, 2.1.g)."""


_MAKES_IT = frozenset(
    {ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY, ActionKind.CREATE}
)
"""Steps whose "it" after them is a card or token they bring (7.3.9.a, 7.3.31, 7.3.5.a)."""


def refuse_late_past_on_it(steps: tuple[EffectStep, ...]) -> None:
    """ "If it had 2 or more boosts": the engine notes what the trigger's "it" was before the
    event for the effect's first step only (6.3.k, 6.3.j, engine.pipeline.past_conditions);
    after another step "it" may name what that step chose, gone by then — not evaluated."""
    from engine.pipeline.past_conditions import past_on_it

    def nested(step: EffectStep) -> list[EffectStep]:
        inner = (*step.otherwise, *step.if_cant, *step.if_not_done, *step.also)
        inner = (*inner, *step.chosen_instead)
        # a step following one that acted on objects ("[X it]. If it had …"): noted as it
        # was before X changed it (engine.steps.afterwards, 6.3.j, 6.3.k) — its own
        # follow-ups are checked; after a draw or a token made, "it had" would speak of a
        # card that had nothing (the trigger's "it" meant, not read)
        acts_on_objects = step.action not in _MAKES_IT and step.subject is not Subject.CONTROLLER
        follow = [x for s in step.then for x in nested(s)]
        follow = follow if acts_on_objects else [x for s in step.then for x in (s, *nested(s))]
        return [*(x for s in inner for x in (s, *nested(s))), *follow]

    later = [*nested(steps[0]), *(x for s in steps[1:] for x in (s, *nested(s)))] if steps else []
    if any(past_on_it(s.condition) for s in later):
        raise NotExecutable(
            "'it had / was …' after another step of the effect is not evaluated yet"
        )


def compile_effect(steps: tuple[StepModel, ...]) -> tuple[EffectStep, ...]:
    """The engine steps of an effect. Once a step has moved "me", later steps find "me"
    again through that move (2.1.f, 2.1.g)."""
    out: list[EffectStep] = []
    moved_me = through = False
    for s in steps:
        for one in compile_step(s):
            if moved_me and one.subject is Subject.SELF:
                one = replace(one, follow=True, follow_through=through)
            out.append(one)
        if s.action in _MOVES_ME and (s.subject or "self") == "self":
            moved_me = True
            through = through or s.action in _THROUGH_LIMBO
    refuse_late_past_on_it(tuple(out))
    return tuple(mark_rest_of_seen(one) for one in out)  # "the other" seen: no choice


def _each_or_one(step: StepModel) -> Condition | None:
    """The step's condition; hc: one said of "they" done once per target (``each_member``)
    is the condition said of "it", the printed words kept (6.5.d, 6.1.e)."""
    if not step.each_member or step.condition is None:
        return _condition(step.condition, of_step=True)
    from scenarios.cards.each_member_words import said_of_each

    each = said_of_each(step.condition)
    if each is None:
        raise NotExecutable(f"condition 'if {step.condition}' is not said of each target")
    found = _condition(each, of_step=True)
    return replace(found, text=step.condition) if found is not None else None


def object_condition(step: StepModel, subject: Subject | None) -> Condition | None:
    """The condition judged of each object ``step`` acts on, "it" that object (6.5.d, 6.1.e;
    ``object_if``); "they" said of a group's objects is each one's "it" (``said_of_each``).
    Only a step on cards or tokens — a target, a choice or a group — takes one."""
    if step.object_if is None:
        return None
    from scenarios.cards.each_member_words import said_of_each

    if subject is None or subject in _NOT_OBJECTS:
        raise NotExecutable(
            f"'{step.object_if}' is judged of the objects a step acts on: this step acts on "
            "none (6.5.d)"
        )
    if step.chosen_instead or step.unless_paid or step.each_member:
        raise NotExecutable(
            f"'{step.object_if}' beside another decision on the step's objects is not read yet"
        )
    found = _condition(said_of_each(step.object_if) or step.object_if, of_step=True)
    return replace(found, text=step.object_if) if found is not None else None


_NOT_OBJECTS = PLAYER_SUBJECTS | EXPEDITION_SUBJECTS | {Subject.SELF, Subject.TARGET_REGION}
"""Subjects that are no card or token: a player, an Expedition, a region — and "I", which a
condition calls "I", not "it" (7.2.1.a)."""


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


def _die_outcomes(outcomes: tuple[DieOutcomeModel, ...]) -> tuple[DieOutcome, ...]:
    """A die's outcomes (7.3.33.b): in the order of their ranges when no two ranges share a
    result — the result picks the one range holding it, so the order they are printed in
    ("• 1-3 … • 4+ …" or "• 4+ … • 1-3 …") is no part of the meaning (gram38); as printed
    when ranges overlap (the first holding the result applies)."""
    found = [DieOutcome(o.low, o.high, compile_effect(o.effect)) for o in outcomes]
    ranges = sorted((o.low, o.high) for o in found)
    if all(a[1] < b[0] for a, b in pairwise(ranges)):
        found.sort(key=lambda o: o.low)
    return tuple(found)
