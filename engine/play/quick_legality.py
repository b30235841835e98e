"""Which quick actions a player may play now (5.3.b), and why the others may not.

A quick action of a Character or Permanent the player controls, of their Hero, or a
support quick action of a card in their Reserve (1.2.4.d; exhausted cards in Reserve have
no support abilities, 2.2.12.j); its cost payable (6.4.c, 1.2.5.e, 7.1.4) and its daily
limits not reached (1.4.6.b, 5.3.e). Playing one is :mod:`engine.play.quick`, which
re-exports these names.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.play.costs import Cost, apply_alterations, ready_orbs
from engine.play.impossible_costs import impossible_own_cost
from engine.reading.conditions import holds
from engine.reading.granted_abilities import granted_ability
from engine.reading.passives import ability_works, effective_abilities, is_ignored
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, CardDef, CostScope, EffectStep
from engine.state.decisions import Option
from engine.state.enums import ANY_COUNTER, IN_PLAY_ZONES, Phase, Status, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.said import count_of, possessive, zone_words
from engine.steps.event_sentences import counted_words
from engine.steps.optional_costs import can_spend
from engine.steps.spent_in_all import counters_to_choose
from engine.steps.subject_choices import choice_options
from engine.steps.subjects import instantiate
from engine.why.icon_words import icon_said, icons_said
from engine.why.printed_words import ability_words
from engine.why.status_origin_words import origin_suffix
from engine.why.table import rule_of, why

QUICK_ACTION_LIMIT = 100
"""5.3.e: a quick action of an object is played at most this many times a day."""


def quick_key(state: GameState, object_id: str, index: int) -> str:
    """Identifies "a single quick action of a given object" for the daily limit."""
    return f"{state.objects[object_id].card_id or object_id}:{index}"


def object_quick_key(object_id: str, index: int) -> str:
    """Identifies one object's quick action for a printed limit ("Use this ability only
    once each Day"), counted in the same daily counts as 1.4.6.b; the object, not its card:
    once it changes zones it is a new object (2.1.d) and its count starts anew."""
    return f"object {object_id}:{index}"


def played_today(state: GameState, object_id: str, index: int) -> int:
    """How many times this object played this quick action this Day."""
    return state.quick_action_counts.get(object_quick_key(object_id, index), 0)


def played_this_turn(state: GameState, object_id: str, index: int) -> int:
    """How many times this object played this quick action in this Afternoon turn
    (4.2.3.e: a quick action lets the turn go on, so a turn may hold several)."""
    return state.quick_plays_this_turn.count(object_quick_key(object_id, index))


_TIMES = {1: "once", 2: "twice"}


def quick_ability(state: GameState, object_id: str, index: int) -> Ability | None:
    card = state.card(object_id)
    if card is None or index < 0:
        return None
    # beyond its own: one it has from another object's passive ability (2.3.1.a)
    ab = card.abilities[index] if index < len(card.abilities) else None
    if ab is None and object_id in state.objects:
        ab = granted_ability(state, object_id, index)
    return ab if ab is not None and ab.kind is AbilityKind.QUICK_ACTION else None


def _may_play_from(state: GameState, player: str, object_id: str, ability: Ability) -> bool:
    """5.3.b: a Character or Permanent one controls, one's Hero, or a support quick action
    of a card in one's Reserve; the ability must work there (1.2.4.d)."""
    o = state.objects[object_id]
    kind = z.kind_of(o.zone)
    if o.controller != player or not ability_works(state, object_id, ability):
        return False
    if ability.support:
        return kind is ZoneKind.RESERVE
    return kind in IN_PLAY_ZONES or kind is ZoneKind.HERO


def _exhausted_support(state: GameState, player: str, object_id: str, ability: Ability) -> bool:
    """Whether ``ability`` is a support quick action of an exhausted card in ``player``'s
    Reserve, which has no support abilities (2.4.6.e)."""
    o = state.objects[object_id]
    return (
        ability.support
        and o.controller == player
        and z.kind_of(o.zone) is ZoneKind.RESERVE
        and Status.EXHAUSTED in o.statuses
    )


def quick_cost(state: GameState, object_id: str, index: int) -> Cost:
    """The mana cost of a quick action, with the bearer's own alterations of it (Lindiwe &
    Maw: "This action costs 1 more if you are not the first player", 5.1.2.f)."""
    ability = quick_ability(state, object_id, index)
    assert ability is not None and ability.cost is not None
    card = state.card(object_id)
    assert card is not None
    o = state.objects[object_id]
    changes: list[tuple[str, int, int | None]] = []
    floors: list[tuple[int, str, int]] = []
    for ab in card.abilities:
        spec = ab.cost_change
        if spec is None or spec.scope != CostScope.MY_QUICK_ACTIONS:
            continue
        if spec.condition is not None and not holds(spec.condition, state, o.controller, me=o.id):
            continue
        if spec.change:  # named with its words (5.1.2.f): the judge reads what changed it
            said = f"{possessive(card.name)} “{ability_words(ab.text)}”" if ab.text else card.name
            changes.append((said, spec.change, spec.minimum))
        if spec.at_least is not None:
            floors.append((o.timestamp or 0, card.name, spec.at_least))
    return apply_alterations(ability.cost.mana, changes, floors)


def cost_choices(ability: Ability) -> tuple[EffectStep, ...]:
    """The objects a quick action's cost chooses, in order: "Sacrifice a Character", or
    "Discard a card and sacrifice a Character" — one object each (1.2.5.a, 6.4.a)."""
    if ability.cost is None or ability.cost.choice is None:
        return ()
    return (ability.cost.choice, *ability.cost.more_choices)


def cost_choice_options(
    state: GameState,
    player: str,
    object_id: str,
    ability: Ability,
    index: int = 0,
    chosen: tuple[str, ...] = (),
) -> tuple[str, ...]:
    """What ``player`` may discard or sacrifice for the ``index``-th choice of the cost of
    ``ability``, a quick action of ``object_id`` ("Sacrifice a Character", 1.2.5.a) — not
    an object ``chosen`` for an earlier part of the same cost (each part its own object)."""
    choices = cost_choices(ability)
    if index >= len(choices):
        return ()
    step = instantiate(choices[index], state, player, object_id, None, state.name(object_id))
    if step.kind is ActionKind.SPEND_COUNTERS and step.in_all:
        # "Spend 2 boosts from among Characters you control" (session 41): the counters
        # themselves are chosen, N in all (6.1.g); too few in all and the cost cannot be paid
        # (7.3.38.b, 6.4.c) — no option
        units = [u for u, _ in counters_to_choose(state, step) if u not in chosen]
        return tuple(units) if len(units) >= step.amount else ()
    if step.kind is ActionKind.SPEND_COUNTERS:
        # "Spend 2 Ember counters from a Character you control": an object cannot spend more
        # counters of a name than it has (7.3.38.b), so one with fewer is no option (6.1.g)
        return tuple(
            o
            for o in choice_options(state, step, player)
            if o not in chosen and can_spend(state, step, o)
        )
    if step.kind is not ActionKind.EXHAUST:
        return tuple(o for o in choice_options(state, step, player) if o not in chosen)
    # An exhausted object cannot pay an exhaust cost (2.4.6.a), nor the bearer its {T} paid
    # too: the whole cost is paid (6.4.c).
    taken = (*chosen, *((object_id,) if ability.cost and ability.cost.exhaust_me else ()))
    return tuple(
        o
        for o in choice_options(state, step, player)
        if o not in taken and Status.EXHAUSTED not in state.objects[o].statuses
    )


def choices_payable(
    state: GameState, player: str, object_id: str, ability: Ability, chosen: tuple[str, ...] = ()
) -> bool:
    """Whether every choice of the cost left after ``chosen`` can be made, each with an
    object of its own: a cost is paid in full or not at all (6.4.c, 1.2.5.c)."""
    index = len(chosen)
    if index >= len(cost_choices(ability)):
        return True
    options = cost_choice_options(state, player, object_id, ability, index, chosen)
    return any(choices_payable(state, player, object_id, ability, (*chosen, o)) for o in options)


def _spend_short(ability: Ability) -> str | None:
    """For a cost spending counters from a chosen object, the counters it needs ("2 Ember
    counters", "1 boost"); ``None`` for another cost."""
    spends = [c for c in cost_choices(ability) if c.action is ActionKind.SPEND_COUNTERS]
    if not spends:
        return None
    part = spends[0]
    if part.counter in ("", ANY_COUNTER):
        return count_of(part.amount, "counter")
    return counted_words(part.amount, part.counter)


def check_quick(state: GameState, player: str, object_id: str, index: int) -> None:
    """Refuse an illegal quick action with the rule it breaks (5.1.2.g)."""
    if state.phase is not Phase.AFTERNOON or state.turn_player != player:
        raise IllegalAction(
            f"{player} cannot play a quick action now", rule_of("refused.not_turn_effect")
        )
    if object_id not in state.objects:
        raise IllegalAction(f"{object_id} does not exist", rule_of("refused.object_gone"))
    ability = quick_ability(state, object_id, index)
    if ability is None or ability.cost is None:
        raise IllegalAction(
            f"{state.name(object_id)} has no quick action {index}",
            rule_of("refused.quick_not_theirs"),
        )
    if _exhausted_support(state, player, object_id, ability):
        # An exhausted object in Reserve has no support abilities: said twice by the CR,
        # of support abilities (2.2.12.j) and of the Exhausted status (2.4.6.e) — both
        # cited; more specific than whose quick actions may be played (5.3.b).
        support_rules = why("refused.quick_support_exhausted")
        # the effect that exhausted it, when one did (2.4.6.a)
        given, given_rules = origin_suffix(state, object_id, Status.EXHAUSTED)
        raise IllegalAction(
            f"{state.name(object_id)} is exhausted in Reserve{given}: it has no support abilities",
            support_rules[0],
            (*support_rules[1:], *given_rules),
        )
    o = state.objects[object_id]
    if ability.support and o.controller == player and z.kind_of(o.zone) is not ZoneKind.RESERVE:
        # 2.2.12.i: a support ability works only in Reserve — more specific than whose
        # quick actions may be played (5.3.b); a {D} cost discards it from there (7.1.4.b).
        outside = why("refused.quick_support_outside_reserve")
        also = why("refused.quick_not_in_reserve") if ability.cost.discard_me else ()
        raise IllegalAction(
            f"the quick action of {state.name(object_id)} is a support ability: it works "
            f"only in Reserve, and {state.name(object_id)} is in {zone_words(o.zone)}",
            outside[0],
            (*outside[1:], *also),
        )
    if not _may_play_from(state, player, object_id, ability):
        raise IllegalAction(
            f"{player} cannot play the quick action of {state.name(object_id)} there",
            rule_of("refused.quick_not_theirs"),
        )
    if is_ignored(state, object_id, index):
        raise IllegalAction(
            f"the quick action of {state.name(object_id)} is ignored: it may not be played",
            rule_of("refused.quick_ignored"),
        )
    if ability.per_day is not None and played_today(state, object_id, index) >= ability.per_day:
        raise IllegalAction(
            f"the quick action of {state.name(object_id)} can only be played "
            f"{_TIMES.get(ability.per_day, f'{ability.per_day} times')} each Day",
            rule_of("refused.quick_per_day"),
        )
    turn_limit = ability.per_turn
    if turn_limit is not None and played_this_turn(state, object_id, index) >= turn_limit:
        raise IllegalAction(
            f"the quick action of {state.name(object_id)} can only be played "
            f"{_TIMES.get(turn_limit, f'{turn_limit} times')} each turn",
            rule_of("refused.quick_per_turn"),
        )
    if state.quick_action_counts.get(quick_key(state, object_id, index), 0) >= QUICK_ACTION_LIMIT:
        raise IllegalAction(
            "this quick action was played a hundred times today", rule_of("refused.quick_limit")
        )
    if ability.condition is not None and not holds(ability.condition, state, player, me=object_id):
        # "You can only activate this if [condition]": a declaration that is not legal
        # (5.1.2.g).
        raise IllegalAction(
            f"the quick action of {state.name(object_id)} can only be played if "
            f"{ability.condition.text}",
            rule_of("refused.quick_condition"),
        )
    if ability.cost.exhaust_me and Status.EXHAUSTED in o.statuses:
        # 2.4.6.a Remark: an exhausted object's {T} cost cannot be paid — the rule that
        # says it of this cost decides; the general ones are relevant beside it: an
        # exhausted object cannot be exhausted again (7.3.16.b), an impossible cost cannot
        # be paid (1.4.1.b).
        given, given_rules = origin_suffix(state, object_id, Status.EXHAUSTED)  # 2.4.6.a
        raise IllegalAction(
            f"{state.name(object_id)} is already exhausted{given}: its {icon_said('T')} cost "
            "cannot be paid, "
            "an exhausted object cannot be exhausted again",
            rule_of("refused.quick_exhausted"),
            (*why("refused.quick_exhausted.general"), *why("cost.paid_in_full"), *given_rules),
        )
    if ability.cost.sacrifice_me and z.kind_of(o.zone) not in IN_PLAY_ZONES:
        # 7.3.36.a: what is sacrificed is an object in play its player controls.
        raise IllegalAction(
            f"{state.name(object_id)} is not in play: it cannot be sacrificed",
            rule_of("refused.quick_sacrifice_me"),
        )
    if ability.cost.discard_me and z.kind_of(o.zone) is not ZoneKind.RESERVE:
        raise IllegalAction(
            f"{state.name(object_id)} is not in Reserve", rule_of("refused.quick_not_in_reserve")
        )
    impossible = impossible_own_cost(state, player, object_id, ability)
    if impossible is not None:
        # "can't" beats "can" (1.4.1.a): the cost cannot be paid in full (6.4.c).
        raise IllegalAction(
            impossible, rule_of("refused.quick_cost_impossible"), why("cost.paid_in_full")
        )
    if ability.cost.choice is not None and not choices_payable(state, player, object_id, ability):
        # 1.2.5.c: a cost that cannot be paid in full cannot be paid at all — every part
        # of it checked before any is chosen or paid (6.4.c).
        action = ability.cost.choice.action
        short = _spend_short(ability)
        if short is not None and ability.cost.choice.in_all:  # from among a group (session 41)
            raise IllegalAction(
                f"the objects {player} could spend from have fewer than {short} in all for the "
                f"cost of {state.name(object_id)}: the cost cannot be paid in full",
                rule_of("refused.quick_cost_choice"),
                why("cost.spend_in_all_short"),  # fewer than N in all (7.3.38.b, 6.4.c)
            )
        if short is not None:  # "Spend 2 Ember counters from a Character you control"
            raise IllegalAction(
                f"nothing {player} could choose has {short} to spend for the cost of "
                f"{state.name(object_id)}: the cost cannot be paid in full",
                rule_of("refused.quick_cost_choice"),
                why("impossible.spend_more"),  # spending more than it has (7.3.38.b)
            )
        raise IllegalAction(
            f"{player} has nothing to {action.value} for the cost of {state.name(object_id)}",
            rule_of("refused.quick_cost_choice"),
            # what may be sacrificed: an object in play its player controls (7.3.36.a)
            why("impossible.sacrifice") if action is ActionKind.SACRIFICE else (),
        )
    spend, counter = ability.cost.spend, ability.cost.spend_counter
    if spend and o.counters.get(counter, 0) < spend:
        raise IllegalAction(
            f"{state.name(object_id)} does not have "
            f"{count_of(spend, f'{counter} counter')} to spend",
            rule_of("refused.quick_spend"),
            why("impossible.spend_more"),  # spending more than it has (7.3.38.b)
        )
    cost = quick_cost(state, object_id, index).amount
    available = len(ready_orbs(state, player))
    if cost > available:
        raise IllegalAction(
            f"{player} cannot pay {cost} mana with {available} ready Mana "
            f"Orb{'' if available == 1 else 's'}",
            rule_of("refused.mana_short"),
            _beside_in_full("refused.mana_short"),
        )


_QUICK_CARDS: tuple[tuple[object, frozenset[str]], ...] = ()


def _cards_with_quick_actions(state: GameState) -> frozenset[str]:
    """Card ids with a quick action (remembered per card mapping, which rarely changes)."""
    global _QUICK_CARDS
    for known, result in _QUICK_CARDS:
        if known is state.cards:
            return result
    result = frozenset(
        card_id
        for card_id, card in state.cards.items()
        if any(ab.kind is AbilityKind.QUICK_ACTION for ab in card.abilities)
    )
    _QUICK_CARDS = ((state.cards, result), *_QUICK_CARDS[:3])
    return result


def _quick_abilities(state: GameState, player: str) -> Iterator[tuple[str, CardDef, int, Ability]]:
    """Every quick action of an object ``player`` controls, as (object, card, ability index,
    ability), whether or not it may be played now."""
    with_quick = _cards_with_quick_actions(state)
    for oid, o in state.objects.items():
        if o.card_id not in with_quick or o.controller != player:
            continue
        card = state.cards[o.card_id]
        for index, ab in enumerate(card.abilities):
            if ab.kind is AbilityKind.QUICK_ACTION:
                yield oid, card, index, ab
    # quick actions objects have from other objects' passive abilities (2.3.1.a)
    for oid, index, ab in _granted_quick_actions(state):
        o = state.objects[oid]
        if o.controller == player and o.card_id is not None:
            yield oid, state.cards[o.card_id], index, ab


def _granted_quick_actions(state: GameState) -> list[tuple[str, int, Ability]]:
    return [
        (oid, index, ab)
        for oid, index, ab in effective_abilities(state)
        if ab.granted_by and ab.kind is AbilityKind.QUICK_ACTION
    ]


def quick_options(state: GameState, player: str) -> tuple[Option, ...]:
    """Every quick action ``player`` may play now, one option each (4.2.3.d)."""
    options: list[Option] = []
    for oid, card, index, ab in _quick_abilities(state, player):
        try:
            check_quick(state, player, oid, index)
        except IllegalAction:
            continue
        text = ab.text or "quick action"
        options.append(Option(f"quick:{oid}:{index}", f"{card.name}: {text}"))
    return tuple(options)


_WITHHELD = {
    rule_of(
        "refused.quick_exhausted"
    ): f"its {icon_said('T')} cost cannot be paid: it is exhausted",
    rule_of("refused.quick_cost_impossible"): "its cost cannot be paid: {why}",
    rule_of("refused.quick_limit"): "it was played a hundred times today",
    rule_of("refused.quick_spend"): "its object has fewer counters than its cost spends",
    rule_of("refused.quick_cost_choice"): "its cost cannot be paid: {why}",
}


def withheld_quick_actions(
    state: GameState, player: str
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Quick actions a judge might expect among ``player``'s turn options that are not
    offered, as ``(why, rules)``: an exhausted object's {T} cost (2.4.6.a Remark), a cost a
    "can't" makes impossible (1.4.1.b), a quick action played a hundred times today
    (1.4.6.b, and its rule of playing, 5.3.e), and a cost spending more counters than the
    object has (2.5.h, 7.3.38.b)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    # A cost that cannot be paid in full is one reason, cited one way (1.2.5.c, 6.4.c):
    # beside each kind's own rule.
    in_full = why("cost.paid_in_full")
    for oid, which, reason, rule, also in _withheld(state, player):
        what = f"{possessive(state.name(oid))} quick action{which} is not offered: {reason}"
        if rule == rule_of("refused.quick_cost_choice"):
            # nothing to choose for a part of the cost: it cannot be paid in full (1.2.5.c);
            # the action's own rule beside it (what may be sacrificed, 7.3.36.a)
            rules = (rule, *also, *in_full)
        elif rule == rule_of("refused.quick_limit"):
            rules = why("turn.quick_limit")
        elif rule == rule_of("refused.quick_cost_impossible"):
            rules = (rule, *why("turn.cost_cant"), *in_full)
        elif rule == rule_of("refused.quick_spend"):
            rules = (rule, *why("impossible.spend_more"), *in_full)  # 2.5.h, 7.3.38.b
        else:
            rules = (rule, *in_full)  # an exhausted object's {T} (2.4.6.a Remark)
            # what exhausted it, and when (2.4.6.a, 7.1.4.a, 3.2.9.f …)
            given, given_rules = origin_suffix(state, oid, Status.EXHAUSTED)
            what, rules = f"{what}{given}", (*rules, *given_rules)
        out.append((what, tuple(dict.fromkeys(rules))))
    return tuple(out)


def withheld_quick_reasons(state: GameState, player: str) -> tuple[tuple[str, str, str], ...]:
    """The quick actions of :func:`withheld_quick_actions` as ``(object, why, rule)``: the
    decision panel says them beside the cards of the Hand and Reserve not offered."""
    return tuple((oid, reason, rule) for oid, _, reason, rule, _ in _withheld(state, player))


def _withheld(
    state: GameState, player: str
) -> tuple[tuple[str, str, str, str, tuple[str, ...]], ...]:
    """The withheld quick actions as ``(object, which one, why, rule, rules cited beside
    it)``: "which one" is "" when the object has one quick action, else its printed text
    (:func:`_which`), so two withheld lines of one card are told apart."""
    found = tuple(_quick_abilities(state, player))
    count: dict[str, int] = {}
    for oid, *_ in found:
        count[oid] = count.get(oid, 0) + 1
    out: list[tuple[str, str, str, str, tuple[str, ...]]] = []
    for oid, _card, index, ab in found:
        try:
            check_quick(state, player, oid, index)
        except IllegalAction as exc:
            if exc.rule in _WITHHELD:
                said = str(exc.args[0]).removesuffix(f" (CR {exc.rule})") if exc.args else ""
                reason = _WITHHELD[exc.rule].replace("{why}", said)
                which = _which(ab) if count[oid] > 1 else ""
                out.append((oid, which, reason, exc.rule, exc.also))
    return tuple(out)


def _which(ab: Ability) -> str:
    """ " “[exhaust me], Spend 1 of my Kelon counters: the next Character …”": one quick
    action of several, by its cost and first words as printed, icons in words (its whole
    text when short)."""
    text = icons_said(" ".join((ab.text or "").split()))  # "{T}" in words (2.4.6.a)
    if not text:
        return ""
    cost, colon, effect = text.partition(":")
    words = effect.split()
    if colon and len(words) > 6:
        text = f"{cost}: {' '.join(words[:6])} …"
    return f" “{text}”"


def _beside_in_full(point: str) -> tuple[str, ...]:
    """The rules of a cost not paid in full (1.2.5.c, 6.4.c) other than ``point``'s own:
    cited beside a refusal naming one of them, so the reason is cited one way."""
    return tuple(r for r in why("cost.paid_in_full") if r != rule_of(point))
