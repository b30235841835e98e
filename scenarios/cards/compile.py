"""From validated card models to the engine's :class:`~engine.CardDef`.

Every construct either maps to something the engine executes, or is reported as "not
executable yet" by name (:class:`Gap`). A reported ability is left out of the engine card as
a whole — never executed half-way — and the gap travels with the card, so scenario runs
and ``judge-app cards search`` show it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine import (
    ACTION_RULES,
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    Keyword,
    ModifierSpec,
    Phase,
    StatModifier,
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
    TARGET_SUBJECTS,
    Condition,
    CostSpec,
    DieOutcome,
    Grant,
    IgnoreSpec,
    Mode,
    ObjectFilter,
    OngoingSpec,
    QuickCost,
    modal,
)
from scenarios.cards import vocabulary as v
from scenarios.cards.compile_passives import (
    GrantNotExecutable,
    compile_grant,
    conditional_grant,
    played_cost_scope,
    static_ability,
)
from scenarios.cards.errors import NotExecutable
from scenarios.cards.had_do import had_do
from scenarios.cards.models import (
    AbilityModel,
    CardModel,
    CostChange,
    FilterModel,
    GrantModel,
    PassiveModel,
    QuickActionModel,
    ReactionModel,
    StepModel,
)
from scenarios.cards.ongoing import ongoing_spec
from scenarios.cards.ongoing import restriction as restriction_of
from scenarios.cards.step_extras import extend
from scenarios.cards.trigger_options import check_trigger_options


@dataclass(frozen=True, slots=True)
class Gap:
    """A construct the engine cannot execute yet: where it is in the card, and why."""

    where: str
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


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
        ActionKind.AFTER_YOU,
        ActionKind.PASS,
        ActionKind.CREATE_ONGOING,
        ActionKind.RECEIVE_GIFT,
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


def compile_step(step: StepModel) -> tuple[EffectStep, ...]:
    """The engine steps for one written step ("X times" repeats it, 6.5.i)."""
    if step.action == "have_do":
        # 7.3.18.a: having an object do something is the object doing it.
        assert step.do is not None
        if step.otherwise or step.condition:
            raise NotExecutable("'otherwise' or 'if' around 'have_do' is not supported yet")
        done = had_do(compile_step(step.do), optional=step.may or step.do.may)
        # "You may pay {1} to have me ...": the cost goes with the first step (6.1.d);
        # "... If you do, ...": what follows depends on the last one (6.5.f).
        if step.pay:
            done = (replace(done[0], pay=step.pay), *done[1:])
        if step.then:
            last = done[-1]
            done = (*done[:-1], replace(last, then=(*last.then, *compile_effect(step.then))))
        return done
    if step.modes:
        return (extend(_modal(step), step),)
    if (step.amount == "X" and not step.amounts) or step.times == "X":
        raise NotExecutable("variable quantities (X) are not supported by the engine yet")
    if step.position is not None and step.to != "deck":
        raise NotExecutable("a position ('top'/'bottom') is only for a move to a Deck")
    token_abilities: list[Ability] = []
    for written in step.token_abilities:
        if isinstance(written, str):
            raise NotExecutable("token abilities written only as text are not supported yet")
        ability, keyword = _ability(written)
        if ability is None or keyword is not None:
            raise NotExecutable("a token's keywords are not supported yet")
        token_abilities.append(ability)
    if step.cost_change is not None and step.action not in ("play", "play_for_free"):
        raise NotExecutable("only 'play' takes a cost change ('for N less')")
    kind = v.executable_action(step.action)
    if kind is None:
        raise NotExecutable(
            f"keyword action '{step.action}'{_rule_of(step.action)} is not performed by the "
            "engine yet"
        )
    if kind is ActionKind.CREATE_ONGOING and step.ongoing is None:
        raise NotExecutable("an ongoing effect needs its 'ongoing:' description (2.2.2.m)")
    region = _region(step, kind)
    subject_word = step.subject or v.default_subject(step.action)
    subject = v.ENGINE_SUBJECTS.get(subject_word)
    if subject is None:
        raise NotExecutable(f"subject '{subject_word}' is not resolved by the engine yet")
    if kind in _PLAYER_KINDS and subject not in _PLAYER_SUBJECTS | v.roll_targets(step.action):
        raise NotExecutable(f"'{step.action}' is done by a player, not by '{subject_word}'")
    if kind in _EXPEDITION_KINDS and subject not in _EXPEDITION_SUBJECTS:
        raise NotExecutable(
            f"'{step.action}' acts on Expeditions; subject '{subject_word}' is not supported"
        )
    if (subject in _REGION_SUBJECTS) != (kind is ActionKind.PLACE_TERRAIN_MARKER):
        raise NotExecutable(
            f"'{step.action}' with subject '{subject_word}': a region is the subject of "
            "'place_terrain_marker' only"
        )
    if (subject is Subject.A_TERRAIN_MARKER) != (kind is ActionKind.MOVE_TERRAIN_MARKER):
        raise NotExecutable(
            f"'{step.action}' with subject '{subject_word}': Terrain Markers are what "
            "'move_terrain_marker' moves"
        )
    if kind is ActionKind.PLACE_TERRAIN_MARKER and not step.terrains:
        raise NotExecutable("a Terrain Marker is of one or more terrains ('terrains:', 3.2.1.d)")
    if kind not in _PLAYER_KINDS | _EXPEDITION_KINDS and (
        subject in _PLAYER_SUBJECTS or subject in _EXPEDITION_SUBJECTS
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
            template.subtypes,
            tuple(token_abilities),
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
        times=int(step.times),
        position=step.position or "",
        other=_other(step),
        cost_change=step.cost_change or 0,
        free=kind is ActionKind.PLAY_FOR_FREE,
        then=compile_effect(step.then),
        condition=_condition(step.condition),
        trigger=_activated_trigger(step),
        ongoing=_ongoing(step),
        terrains=frozenset(step.terrains),
        region=region,
        otherwise=compile_effect(step.otherwise),
        filter=_filter(step.filter, subject),
        max_total=step.max_total,
        outcomes=tuple(DieOutcome(o.low, o.high, compile_effect(o.effect)) for o in step.outcomes),
        per=_per(step.per),
    )
    return (extend(one, step),)


_FILTERABLE = (
    TARGET_SUBJECTS - PLAYER_SUBJECTS - EXPEDITION_SUBJECTS - {Subject.TARGET_REGION}
    | (CHOICE_SUBJECTS - {Subject.A_TERRAIN_MARKER})
    | GROUP_SUBJECTS
)
"""Subjects whose objects a filter can narrow: object targets (6.5.b), choices (6.1.g)
and the group of Characters one controls."""


def _filter(model: FilterModel | None, subject: Subject) -> ObjectFilter | None:
    """The engine filter narrowing a target, choice or group (6.5.b, 6.1.g)."""
    if model is None:
        return None
    if subject not in _FILTERABLE:
        raise NotExecutable(f"subject '{subject.value}' cannot be narrowed by a filter")
    return _object_filter(model)


def _object_filter(model: FilterModel) -> ObjectFilter:
    return ObjectFilter(
        hand_cost_max=model.hand_cost_max,
        hand_cost_min=model.hand_cost_min,
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
    return ongoing_spec(o, step.text, compile_effect(o.after_rest)) if o is not None else None


def _other(step: StepModel) -> Subject | None:
    """The second object of an exchange (7.3.12.a)."""
    if step.other is None:
        if step.action in ("exchange", "exchange_boosts"):
            raise NotExecutable(f"'{step.action}' needs its second object ('with:')")
        return None
    subject = v.ENGINE_SUBJECTS.get(step.other)
    if subject is None:
        raise NotExecutable(f"subject '{step.other}' is not resolved by the engine yet")
    return subject


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
    return tuple(out)


def _reaction(model: ReactionModel, text: str, support: bool) -> Ability:
    condition = _condition(model.condition)
    effect = compile_effect(model.effect)
    trigger = model.trigger
    phase = None
    if trigger in v.PHASE_TRIGGERS:
        kind = TriggerKind.AT_PHASE
        phase = v.PHASE_TRIGGERS[trigger]
    elif trigger in v.SYMBOL_TRIGGERS or trigger in v.ENGINE_EVENT_TRIGGERS:
        kind = TriggerKind(trigger)
    else:
        raise NotExecutable(f"trigger '{trigger}' is not recognised by the engine yet")
    check_trigger_options(kind, model)
    trigger_filter = _object_filter(model.filter) if model.filter is not None else None
    if kind is TriggerKind.GAINS_STATUS and model.status is None:
        raise NotExecutable("'gains_status' needs the status gained ('status:')")
    if kind is TriggerKind.COUNTER_REACHES and not (model.counter and model.amount):
        raise NotExecutable("'counter_reaches' needs 'counter' and 'amount'")
    return Ability(
        AbilityKind.REACTION,
        text,
        trigger=kind,
        phase=phase,
        effect=effect,
        support=support,
        condition=condition,
        trigger_filter=trigger_filter,
        trigger_status=model.status,
        trigger_amount=model.amount,
        trigger_counter=model.counter,
        trigger_during=Phase(model.during) if model.during else None,
        trigger_terrain=model.terrain,
        trigger_from=model.played_from or "",
    )


def _passive(
    model: PassiveModel, text: str, support: bool
) -> tuple[Ability | None, Keyword | None]:
    if model.condition is not None:
        return _conditional_passive(model, text, support), None
    if model.stats is not None:
        s = model.stats
        stats = StatModifier(s.scope, s.forest, s.mountain, s.water)
        return Ability(AbilityKind.PASSIVE, text, stats=stats, support=support), None
    if model.keyword is not None:
        word, _ = v.keyword_parts(model.keyword)
        if word not in v.ENGINE_KEYWORDS or support:
            raise NotExecutable(
                f"keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is not "
                "applied by the engine yet"
            )
        return None, v.ENGINE_KEYWORDS[word]
    if model.grant is not None:
        if isinstance(model.grant, str):
            raise NotExecutable("granting abilities written only as text is not supported yet")
        grant = _grant(model.grant)
        return Ability(AbilityKind.PASSIVE, text, grant=grant, support=support), None
    if model.cost is not None:
        cost = _cost_spec(model.cost)
        return Ability(AbilityKind.PASSIVE, text, cost_change=cost, support=support), None
    if model.static is not None:
        return _static(model.static, text, support), None
    if model.cant is not None:
        restriction = restriction_of(model.cant)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, support=support), None
    if model.lose_abilities is not None:
        scope = v.LOSE_ABILITIES_SCOPES.get(" ".join(model.lose_abilities.lower().split()))
        if scope is None:
            raise NotExecutable(f"'{model.lose_abilities} lose their abilities' is not applied yet")
        lose = IgnoreSpec(scope, lose=True)
        return Ability(AbilityKind.PASSIVE, text, ignore=lose, support=support), None
    if model.all_characters_are is not None:
        # "All Characters are Elementals" (2.3.2.e Example): sub-types added in play.
        unknown = [t for t in model.all_characters_are if t not in v.CHARACTER_SUBTYPES]
        if unknown:
            raise NotExecutable(f"'{', '.join(unknown)}' is not a Character sub-type (2.2.2.d)")
        added = tuple(model.all_characters_are)
        return Ability(AbilityKind.PASSIVE, text, adds_subtypes=added, support=support), None
    if model.all_regions_are is not None:
        # "All regions are Forests": every region, with the other region passives (3.2.1.e).
        every = frozenset(model.all_regions_are)
        return Ability(AbilityKind.PASSIVE, text, all_regions_terrains=every, support=support), None
    if model.region_gains is not None:
        # "My region is [terrain] in addition to its other terrains", after the Terrain
        # Markers (3.2.1.e).
        gains = frozenset(model.region_gains)
        return Ability(AbilityKind.PASSIVE, text, region_terrains=gains, support=support), None
    if model.replace is not None:
        r = model.replace
        if r.instead or r.condition is not None:
            raise NotExecutable("this replacing modifier is not expressible in the engine yet")
        action = _modifier_action(r.action)
        if r.attempt and r.instead_action is None:
            raise NotExecutable("a modifier of attempts (7.5.3.a) needs 'instead_action'")
        spec = ModifierSpec(
            replacing=True,
            action=action,
            scope=r.scope,
            to_zone=_zone(r.to),
            replace_to_zone=_zone(r.instead_to),
            replace_action=_modifier_action(r.instead_action) if r.instead_action else None,
            text=text,
            from_zone=_any_zone(r.from_zone),
            optional=r.optional,
            otherwise=compile_effect(r.otherwise),
            attempt=r.attempt,
            whole_step=r.whole_step,
        )
        return Ability(AbilityKind.PASSIVE, text, modifier=spec, support=support), None
    assert model.also is not None
    a = model.also
    spec = ModifierSpec(
        replacing=False,
        action=_modifier_action(a.action),
        scope=a.scope,
        add_action=_modifier_action(a.add),
        add_status=a.status,
        add_amount=a.amount,
        text=text,
    )
    return Ability(AbilityKind.PASSIVE, text, modifier=spec, support=support), None


def _conditional_passive(model: PassiveModel, text: str, support: bool) -> Ability:
    """A passive ability with its own condition (2.3.2.f): :func:`conditional_grant`."""
    condition = _condition(model.condition)
    assert condition is not None
    try:
        return conditional_grant(model, text, support, condition, _ability)
    except GrantNotExecutable as exc:
        raise NotExecutable(str(exc)) from exc


def _static(words: str, text: str, support: bool) -> Ability:
    """A rule changed by a passive ability (:func:`static_ability`)."""
    try:
        return static_ability(words, text, support)
    except GrantNotExecutable as exc:
        raise NotExecutable(str(exc)) from exc


def _grant(model: GrantModel) -> Grant:
    """Abilities or a keyword given to other objects (2.3.1.a): :func:`compile_grant`."""
    try:
        return compile_grant(model, _ability)
    except GrantNotExecutable as exc:
        raise NotExecutable(str(exc)) from exc


def _cost_spec(model: CostChange) -> CostSpec:
    """A cost alteration (5.1.2.f) from its written form."""
    key = " ".join(model.applies_to.lower().split())
    fields = v.COST_SCOPES.get(key) or played_cost_scope(key)
    if fields is None:
        raise NotExecutable(f"cost alterations of '{model.applies_to}' are not applied yet")
    if model.change == "X":
        raise NotExecutable("variable cost changes (X) are not applied yet; use 'per'")
    per, counted = "", None
    if model.per is not None:
        per = v.COST_PER.get(" ".join(model.per.lower().split()), "")
        counted = None if per else v.count_of(model.per)  # "per exhausted card in Reserve"
        if not per and counted is None:
            raise NotExecutable(f"cost changes per '{model.per}' are not applied yet")
    return CostSpec(
        change=int(model.change),
        per=per,
        per_count=counted,
        minimum=model.minimum,
        at_least=model.at_least,
        condition=_condition(model.condition),
        **fields,  # type: ignore[arg-type]
    )


def _condition(text: str | None) -> Condition | None:
    if text is None:
        return None
    condition = v.condition_of(text)
    if condition is None:
        raise NotExecutable(f"condition 'if {text}' is not evaluated by the engine yet")
    return condition


def _modifier_action(name: str) -> ActionKind:
    kind = v.executable_action(name)
    if kind is None:
        raise NotExecutable(
            f"modifiers of '{name}' are not supported: the engine does not perform it yet"
        )
    return kind


def _any_zone(word: str | None) -> ZoneKind | None:
    """A zone kind named in a modifier's ``from`` (any zone, in play ones included)."""
    if word is None:
        return None
    return ZoneKind(v.normalise(word))


def _zone(word: str | None) -> ZoneKind | None:
    if word is None:
        return None
    key = v.normalise(word)
    if key not in _ZONES:
        raise NotExecutable(f"modifiers moving to '{word}' are not supported yet")
    return _ZONES[key]


@dataclass(frozen=True, slots=True)
class Compiled:
    """Keyword arguments for :class:`~engine.CardDef` (all but id, owner and name) and
    the constructs left out."""

    fields: dict[str, Any]
    gaps: tuple[Gap, ...]


def compile_card(card: CardModel) -> Compiled:
    """Compile a card; never raises for unsupported constructs (they become gaps)."""
    gaps: list[Gap] = []
    keywords: set[Keyword] = set()
    tough = scout = 0
    for k in card.keywords:
        word, number = v.keyword_parts(k)
        if word in v.ENGINE_KEYWORDS:
            keywords.add(v.ENGINE_KEYWORDS[word])
            if word == "Tough":
                tough = number or 0
            if word == "Scout":
                scout = number or 0
        else:
            gaps.append(
                Gap(
                    f"keyword {k}",
                    f"keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is "
                    "not applied by the engine yet",
                )
            )
    abilities: list[Ability] = []
    for i, ab in enumerate(card.abilities):
        where = f"abilities[{i}]" + (f' "{ab.text}"' if ab.text else "")
        try:
            ability, keyword = _ability(ab)
        except NotExecutable as exc:
            gaps.append(Gap(where, str(exc)))
            continue
        if ability is not None:
            abilities.append(ability)
        if keyword is not None:
            keywords.add(keyword)
    effect: tuple[EffectStep, ...] = ()
    if card.effect:
        try:
            effect = compile_effect(card.effect)
        except NotExecutable as exc:
            gaps.append(Gap("effect" + (f' "{card.text}"' if card.text else ""), str(exc)))
    fields: dict[str, Any] = {
        "type": card.type,
        "subtypes": card.subtypes,
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "faction": card.faction,
        "forest": card.forest or 0,
        "mountain": card.mountain or 0,
        "water": card.water or 0,
        "keywords": frozenset(keywords),
        "abilities": tuple(abilities),
        "effect": effect,
        "permanent_zone": card.zone_type,
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "is_token": card.token,
        "tough": tough,
        "scout": scout,
    }
    if card.type is CardType.HERO:
        fields.pop("hand_cost")
        fields.pop("reserve_cost")
    return Compiled(fields, tuple(gaps))


def _quick_action(model: QuickActionModel, text: str, support: bool) -> Ability:
    """ "Cost: Effect" (2.2.12.k, 5.3)."""
    cost = model.cost
    if cost.mana == "X":
        raise NotExecutable("variable quick action costs (X) are not supported yet")
    if cost.steps:
        raise NotExecutable("quick action costs written as steps are not supported yet")
    return Ability(
        AbilityKind.QUICK_ACTION,
        text,
        effect=compile_effect(model.effect),
        support=support,
        condition=_condition(model.condition),
        cost=QuickCost(
            mana=int(cost.mana),
            exhaust_me=cost.exhaust_me,
            discard_me=cost.discard_me_from_reserve,
            spend=cost.spend,
            spend_counter=cost.counter,
        ),
    )


def _ability(ab: AbilityModel) -> tuple[Ability | None, Keyword | None]:
    if ab.quick_action is not None:
        return _quick_action(ab.quick_action, ab.text, ab.support), None
    if ab.reaction is not None:
        return _reaction(ab.reaction, ab.text, ab.support), None
    assert ab.passive is not None
    return _passive(ab.passive, ab.text, ab.support)
