"""Abilities to engine :class:`~engine.Ability` records: Reactions, passive abilities (grants,
cost alterations 5.1.2.f, modifiers) and quick actions (2.2.12.k, 5.3).

Split from :mod:`scenarios.cards.compile`; the effects inside them are compiled by
:mod:`scenarios.cards.compile_steps`.
"""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    Keyword,
    ModifierSpec,
    Phase,
    TriggerKind,
    ZoneKind,
)
from engine.pipeline.objects_cant import gain_named_counters_action
from engine.state.cards import (
    CostSpec,
    Grant,
    IgnoreSpec,
    QuickCost,
    Restriction,
    RestrictionKind,
    TriggerPlayer,
)
from engine.state.enums import PermanentZone
from engine.state.records import replace
from engine.state.restrictions import MoveWhose
from scenarios.cards import vocabulary as v
from scenarios.cards.compared_with_me_gone import (
    refuse_altering_it_gone,
    refuse_compared_with_me_gone,
)
from scenarios.cards.compile_passives import (
    GrantNotExecutable,
    compile_grant,
    conditional_grant,
    limit_spec,
    lost_keyword_grant,
    nth_played_fields,
    played_cost_scope,
    played_gains_spec,
    stat_modifier,
    static_ability,
)
from scenarios.cards.compile_replacing import replacing_spec
from scenarios.cards.compile_steps import _ZONES, _condition, _object_filter, compile_effect
from scenarios.cards.cost_steps import cost_choice, cost_choices
from scenarios.cards.errors import NotExecutable
from scenarios.cards.expedition_it_checks import expedition_it_checked  # ga (session 33)
from scenarios.cards.i_had import refuse_i_had
from scenarios.cards.i_was import refuse_i_was
from scenarios.cards.ignored_groups import group_ignore
from scenarios.cards.models import (
    AbilityModel,
    CantBeModel,
    CantMoveModel,
    CostChange,
    GrantModel,
    PassiveModel,
    QuickActionModel,
    ReactionModel,
    SubtypesGiven,
)
from scenarios.cards.ongoing import restriction as restriction_of
from scenarios.cards.played_cost_places import PlaceNotPlayed, place_fields
from scenarios.cards.result_conditions import no_unnoted_result
from scenarios.cards.support_reactions import support_trigger_checked
from scenarios.cards.trigger_options import check_trigger_options
from scenarios.cards.x_costs import compile_x_paid

_ROLLS = frozenset(
    {
        TriggerKind.YOU_ROLL_DICE,
        TriggerKind.YOU_ROLL_A_DIE,
        # a card revealed "this way" by a reveal added to a roll: that roll's result
        # (engine.pipeline.reveal_triggers)
        TriggerKind.YOU_REVEAL_A_CARD_THIS_WAY,
    }
)
"""Reactions activated by a roll, for which "the die's result" is noted (7.3.33.a)."""


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
    support_trigger_checked(  # where a Reaction works: its mark x its trigger (2.2.12.g-i)
        kind,
        support,
        only_me=model.filter is not None and model.filter.only_me,
        trigger_from=model.joined_from or "",
    )
    expedition_it_checked(kind, condition, effect)  # "if it's ahead": an Expedition (7.5.2)
    if kind not in _ROLLS:  # a roll notes "the die's result" for the Reaction (7.3.33.a)
        no_unnoted_result((condition,), effect)
    trigger_filter = _object_filter(model.filter) if model.filter is not None else None
    statused = (TriggerKind.GAINS_STATUS, TriggerKind.BECOMES_STATUS, TriggerKind.LOSES_STATUS)
    if kind in statused and model.status is None:
        raise NotExecutable(f"'{kind.value}' needs the status ('status:')")
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
        trigger_action=model.keyword_action,  # ha
        # "during Rest": in the Night, a move of the daily effect Rest (4.2.5.a-b)
        trigger_during=Phase.NIGHT
        if model.during == "Rest"
        else (Phase(model.during) if model.during else None),
        trigger_daily_effect="Rest" if model.during == "Rest" else "",
        trigger_terrain=model.terrain,
        trigger_or_terrains=model.or_terrains,
        trigger_from=model.played_from or model.discarded_from or model.joined_from or "",
        trigger_by_opponent_effect=model.by_opponent_effect,
        trigger_player=TriggerPlayer(model.player) if model.player else None,
        trigger_ordinal=model.ordinal,
        trigger_per=model.per or "",
        per_day=model.per_day,
        per_turn=model.per_turn,  # gy: a Reaction's activations in one turn (4.2.3.e)
        once_per_event=model.once_per_event,
        at_least=model.at_least or 1,
        trigger_zone_type=PermanentZone(model.zone_type.capitalize()) if model.zone_type else None,
    )


def cant_be_restriction(model: CantBeModel) -> Restriction:
    """ "I can't be sacrificed" / "[group] can't gain boosts" (1.4.1.a) as the engine's
    restriction on those atomic actions."""
    group = _object_filter(model.filter) if model.filter is not None else None
    actions: frozenset[str] = frozenset(model.actions)
    if model.counter is not None:  # "can't gain Debt counters": of that name only (2.5.a)
        actions = frozenset({gain_named_counters_action(model.counter)})
    return Restriction(RestrictionKind.OBJECTS_CANT, actions=actions, group=group)


def cant_move_restriction(model: CantMoveModel) -> Restriction:
    """ "Cards can't go from a Discard pile to a Reserve" (1.4.1.a) as the engine's
    restriction on a card's zone moves (engine/pipeline/zone_moves_cant.py)."""
    whose = {None: MoveWhose.ALL, "yours": MoveWhose.YOURS, "opponents": MoveWhose.OPPONENTS}
    return Restriction(
        RestrictionKind.ZONE_MOVE_CANT,
        from_zone=model.from_,
        from_whose=whose[model.from_whose],
        to_zone=model.to or "",
        to_whose=whose[model.to_whose],
        group=_object_filter(model.filter) if model.filter is not None else None,
    )


def _passive(
    model: PassiveModel, text: str, support: bool
) -> tuple[Ability | None, Keyword | None]:
    if model.condition is not None:
        return _conditional_passive(model, text, support), None
    if model.stats is not None:
        try:
            stats = stat_modifier(model.stats)
        except GrantNotExecutable as exc:
            raise NotExecutable(str(exc)) from exc
        return Ability(AbilityKind.PASSIVE, text, stats=stats, support=support), None
    if model.keyword is not None:
        word, _ = v.keyword_parts(model.keyword)
        if word not in v.ENGINE_KEYWORDS or support:
            raise NotExecutable(
                f"keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is not "
                "applied by the engine yet"
            )
        return None, v.ENGINE_KEYWORDS[word]
    if model.lose_keyword is not None:
        try:
            grant = lost_keyword_grant(model.lose_keyword, support)
        except GrantNotExecutable as exc:
            raise NotExecutable(str(exc)) from exc
        return Ability(AbilityKind.PASSIVE, text, grant=grant, support=support), None
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
    if model.limit is not None:  # a zone's limit changed (2.2.12.m; 3.2.7.c, 3.2.10.b)
        return Ability(
            AbilityKind.PASSIVE, text, static=limit_spec(model.limit), support=support
        ), None
    if model.played_gains is not None:  # "Each Character you play gains 1 boost" (5.2.d)
        played = played_gains_spec(model.played_gains)
        return Ability(AbilityKind.PASSIVE, text, static=played, support=support), None
    if model.cant is not None:
        restriction = restriction_of(model.cant)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, support=support), None
    if model.cant_be is not None:
        restriction = cant_be_restriction(model.cant_be)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, support=support), None
    if model.cant_move is not None:
        restriction = cant_move_restriction(model.cant_move)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, support=support), None
    if model.lose_abilities is not None:
        scope = v.LOSE_ABILITIES_SCOPES.get(" ".join(model.lose_abilities.lower().split()))
        # any other group the grammar reads (ignored_groups.py, 2.3.2.d)
        lose = (
            IgnoreSpec(scope, lose=True) if scope else group_ignore(model.lose_abilities, lose=True)
        )
        return Ability(AbilityKind.PASSIVE, text, ignore=lose, support=support), None
    if model.ignore_abilities is not None:  # "Ignore the abilities of [group]" (7.3.19.a)
        ignore = group_ignore(model.ignore_abilities, lose=False)
        return Ability(AbilityKind.PASSIVE, text, ignore=ignore, support=support), None
    if model.all_characters_are is not None:
        # "All Characters are Elementals" (2.3.2.e Example): sub-types added in play.
        unknown = [t for t in model.all_characters_are if t not in v.CHARACTER_SUBTYPES]
        if unknown:
            raise NotExecutable(f"'{', '.join(unknown)}' is not a Character sub-type (2.2.2.d)")
        added = tuple(model.all_characters_are)
        return Ability(AbilityKind.PASSIVE, text, adds_subtypes=added, support=support), None
    if model.subtypes_given is not None:
        return _subtypes_given(model.subtypes_given, text, support), None
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
        spec = replacing_spec(model.replace, text, _modifier_action, _zone, _any_zone)
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
        watched=_object_filter(a.watched) if a.watched is not None else None,
    )
    return Ability(AbilityKind.PASSIVE, text, modifier=spec, support=support), None


def _conditional_passive(model: PassiveModel, text: str, support: bool) -> Ability:
    """A passive ability with its own condition (2.3.2.f): :func:`conditional_grant`."""
    condition = _condition(model.condition)
    assert condition is not None
    if model.subtypes_given is not None:  # while the condition holds (2.3.2.f)
        return replace(_subtypes_given(model.subtypes_given, text, support), condition=condition)
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
    try:
        fields = (
            nth_played_fields(model.played)
            if model.played is not None
            else v.COST_SCOPES.get(key)
            or played_cost_scope(key)
            or place_fields(key, played_cost_scope)  # "… in my Expedition" (gram101)
        )
    except (GrantNotExecutable, PlaceNotPlayed) as exc:
        raise NotExecutable(str(exc)) from exc
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
        optional=cost_choice(
            model.optional, several=model.additional, to_reserve=not model.additional
        ),  # "You may discard ... to reduce my cost"; "… by also putting a card …" (gram89)
        additional=model.additional,  # "As an additional cost to play me, ..." (5.1.2.c)
        **fields,  # type: ignore[arg-type]
    )


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


def _quick_action(model: QuickActionModel, text: str, support: bool) -> Ability:
    """ "Cost: Effect" (2.2.12.k, 5.3)."""
    cost = model.cost
    if cost.mana == "X":
        raise NotExecutable("variable quick action costs (X) are not supported yet")
    choice, *more = cost_choices(cost.steps) or (None,)
    spend_x = cost.spend == "X"  # "Spend X of my [name] counters" (2.5.h, 5.1.2.c)
    effect = compile_x_paid(model.effect) if spend_x else compile_effect(model.effect)
    condition = _condition(model.condition)
    no_unnoted_result((condition,), effect)  # no roll activates a quick action (7.3.33.a)
    return Ability(
        AbilityKind.QUICK_ACTION,
        text,
        effect=effect,
        support=support,
        condition=condition,
        per_day=model.per_day,
        per_turn=model.per_turn,
        cost=QuickCost(
            mana=int(cost.mana),
            exhaust_me=cost.exhaust_me,
            discard_me=cost.discard_me_from_reserve,
            sacrifice_me=cost.sacrifice_me,
            spend=0 if cost.spend == "X" else cost.spend,
            spend_counter=cost.counter,
            spend_x=spend_x,
            spend_most=cost.spend_most,
            choice=choice,
            more_choices=tuple(c for c in more if c is not None),
        ),
    )


def _ability(ab: AbilityModel) -> tuple[Ability | None, Keyword | None]:
    if ab.quick_action is not None:
        found: tuple[Ability | None, Keyword | None] = (
            _quick_action(ab.quick_action, ab.text, ab.support),
            None,
        )
    elif ab.reaction is not None:
        refuse_altering_it_gone(ab.reaction)  # "it" left play: not altered (6.3.j)
        found = _reaction(ab.reaction, ab.text, ab.support), None
    else:
        assert ab.passive is not None
        found = _passive(ab.passive, ab.text, ab.support)
    refuse_i_had(found[0])  # "I had": read of a Reaction to my leaving play only (6.3.j)
    refuse_compared_with_me_gone(found[0])  # "than me" after I left play (6.3.j)
    refuse_i_was(found[0])  # "I was [status]": before a Reaction's event only (6.3.k)
    if ab.set_keyword and found[0] is not None:  # "[Tether]": the set keyword it is (2.2.12.c)
        found = replace(found[0], set_keyword=ab.set_keyword), found[1]
    return found


def _subtypes_given(model: SubtypesGiven, text: str, support: bool) -> Ability:
    """ "[group] are Courtiers in addition to their other sub-types": the sub-types every
    object of the group in play has while this works (2.3.1.a-b), the group read as a
    grant's (its controller and Expedition the bearer's)."""
    from scenarios.cards.compile_passives import group_filter
    from scenarios.cards.grammar.evaluate.groups import grammar_group

    unknown = [t for t in model.subtypes if t not in v.CHARACTER_SUBTYPES]
    if unknown:
        raise NotExecutable(f"'{', '.join(unknown)}' is not a Character sub-type (2.2.2.d)")
    group = group_filter(model.to) or grammar_group(model.to)
    if group is None:
        raise NotExecutable(f"sub-types given to '{model.to}' are not applied yet")
    if support:
        raise NotExecutable("sub-types given by a Support ability are not applied yet")
    return Ability(
        AbilityKind.PASSIVE,
        text,
        adds_subtypes=tuple(model.subtypes),
        subtypes_filter=group,
        support=support,
    )
