"""Modifiers (6.2): rules and passive abilities that change atomic actions before they
happen.

Order (6.2.g): replacing modifiers of a whole step, then replacing modifiers of atomic
actions, then additive modifiers. A modifier applies at most once to an atomic action
(6.2.k); after each application the remaining modifiers are checked again (6.2.i).
Impossible atomic actions are never modified (1.4.1.d): callers drop them first.

Built in, as replacing modifiers of atomic actions:

* ``rule:2.4.7.d`` — a Fleeting Character or Expedition Permanent that would go from the
  Expedition zone to Reserve is discarded instead;
* ``rule:2.1.e`` — a token that would leave the Expedition zone for another zone ceases
  to exist instead (applied last: wherever it was going, it does not arrive).

Passive modifiers come from :class:`~engine.state.cards.ModifierSpec` abilities of
objects (and Emblem-Ongoings) whose abilities work, in timestamp order. An optional
replacing modifier applies only if its controller said so before the step (6.2.d); one
declined with an alternative adds its steps right after the current step (6.2.e). A
modifier of attempts applies to the impossible atomic action an effect attempts (7.5.3.a).
When several replacing modifiers apply to an atomic action at once and the outcome
depends on which goes first, the step's controller (or the first player in initiative
order) chooses (6.2.h): :func:`pending_order` says which choice is still to be made.

Which modifiers exist and what each applies to is :mod:`engine.pipeline.modifier_match`;
this module applies them, asks for the order where it matters, and adds additive ones.

Whole-step replacing modifiers (``ModifierSpec.whole_step``, 6.2.f) come first (6.2.g);
they are in :mod:`engine.pipeline.step_modifiers`. Printed results beyond a new
destination or kind ("draw a card instead", "one more region") are in
:mod:`engine.pipeline.replacing`.
"""

from __future__ import annotations

from engine.pipeline.entering_counters import entering_additions
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.pipeline.modifier_match import (
    BUILTIN_FIRST,
    BUILTIN_LAST,
    CHANGES_OF_EXPEDITION,
    ActiveModifier,
    active_modifiers,
    apply_spec,
    spec_matches,
)
from engine.pipeline.paid_instead import can_pay
from engine.pipeline.replacing import added_object, did_not_happen, each_card, only_drawable
from engine.pipeline.seasoned_discarded import seasoned_not_kept
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import record, replace
from engine.state.said import possessive
from engine.state.steps import AtomicAction, Step
from engine.why.citations import cite
from engine.why.made_words import made_noun
from engine.why.modifier_words import quoted
from engine.why.status_origin_words import status_origin_note
from engine.why.table import rule_of, why


def modifier_key(m: ActiveModifier, a: AtomicAction) -> str:
    """Names one optional modifier about to apply to one atomic action (6.2.d)."""
    return f"{m.id}@{a.object_id or a.player or a.expedition}"


def pending_optional(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[ActiveModifier, AtomicAction] | None:
    """An optional replacing modifier about to apply whose controller has not yet said
    whether it should (6.2.d)."""
    optional = [m for m in active_modifiers(state) if m.spec.replacing and m.spec.optional]
    if not optional:
        return None
    for a in actions:
        for m in optional:
            if not spec_matches(state, m, a):
                continue
            if m.spec.paid and not can_pay(state, m, step):
                continue  # a cost that cannot be paid in full is not offered (1.2.5.c, 6.1.g)
            key = modifier_key(m, a)
            if (
                f"yes:{key}" not in step.modifier_answers
                and f"no:{key}" not in step.modifier_answers
            ):
                return m, a
    return None


@record
class Alternative:
    """ "If you don't, [effect]": steps added to the effect being resolved when an
    optional replacing modifier is declined (6.2.e), done by its controller."""

    steps: tuple[EffectStep, ...]
    controller: str
    source: str
    source_name: str
    rules: tuple[str, ...] = ()  # why they follow, when not an alternative (6.2.e)
    replacing: bool = False  # "instead [effect]": done in the step's place (6.2.b, 6.5.f)


def apply_modifiers(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...]]:
    """Apply every applicable modifier to the (possible) atomic actions of ``step``.

    Returns the modified actions and human-readable notes for the trace."""
    out, notes, _ = apply_modifiers_with_alternatives(state, step, actions)
    return out, notes


@record
class Candidate:
    """A replacing modifier that would apply to an atomic action now (6.2.g): its id
    (``rule:2.4.7.d`` or a passive ability's), what the action becomes, and who made it."""

    id: str
    result: AtomicAction
    note: str
    source: str | None = None  # the object with the passive ability; None for a rule


@record
class OrderChoice:
    """Several replacing modifiers apply to one atomic action at once and the step's
    controller has not yet chosen which applies first (6.2.h)."""

    key: str
    action: AtomicAction
    candidates: tuple[Candidate, ...]


def order_key(a: AtomicAction) -> str:
    """Names one atomic action at one point of its modification: the object (or player
    or Expedition) it affects and the modifiers already applied to it (6.2.i)."""
    return f"{a.object_id or a.player or a.expedition}|{'+'.join(a.modifiers)}"


def first_answer(key: str, modifier_id: str) -> str:
    """How a step records the modifier chosen to apply first (6.2.h)."""
    return f"first:{key}={modifier_id}"


_RULE_STATUS: dict[str, Status] = {
    f"rule:{rule_of('modifier.rule.fleeting_discarded')}": Status.FLEETING,
}
"""The status whose rule is a replacing modifier (2.4.7.d: a Fleeting object is discarded
instead): where an effect gave it, the line names that effect too (2.4.1.e)."""


def _candidates(
    state: GameState,
    step: Step,
    a: AtomicAction,
    passives: tuple[ActiveModifier, ...],
    declined: set[str],
    alternatives: list[Alternative],
    notes: list[str],
) -> list[Candidate]:
    """The replacing modifiers that apply to ``a`` as it is now (6.2.g, 6.2.i)."""
    found: list[Candidate] = []
    for mid, fn in BUILTIN_FIRST:
        if mid in a.modifiers:
            continue
        new = fn(state, a)
        if new is not None:
            # the effect that gave it the status the rule replaces for (2.4.1.e): "Arcolano
            # Milk's Reaction gave it Fleeting on Day 1, in the Afternoon"
            status = _RULE_STATUS.get(mid)
            given, given_rules = (
                status_origin_note(state, a.object_id, status)
                if status is not None and a.object_id is not None
                else ("", ())
            )
            kept, kept_rules = seasoned_not_kept(state, a, new)  # 7.4.6.b, not applied
            rules = (*a.rules, *cite(mid[5:]), *given_rules, *kept_rules)
            new = replace(new, modifiers=(*a.modifiers, mid), rules=rules)
            note = f"{state.name(a.object_id or '')}: replaced by rule {mid[5:]}"
            note = f"{note} ({given})" if given else note
            found.append(Candidate(mid, new, f"{note}; {kept}" if kept else note))
    for m in passives:
        if not m.spec.replacing or m.id in a.modifiers or m.id in declined:
            continue
        if not spec_matches(state, m, a):
            continue
        rules = why("modifier.replacing")
        if m.spec.optional:
            key = modifier_key(m, a)
            if f"yes:{key}" not in step.modifier_answers:
                if f"no:{key}" in step.modifier_answers and m.spec.otherwise:
                    alternatives.append(
                        Alternative(m.spec.otherwise, m.controller, m.source, state.name(m.source))
                    )
                    notes.append(f"{state.name(m.source)}: not applied; its alternative follows")
                declined.add(m.id)
                continue
            rules = why("modifier.optional_applied")
        result = apply_spec(state, m, a)
        lost = did_not_happen(state, a, result)  # 6.2.m: not an event, no Reactions to it
        if lost:
            rules = (*rules, *why("modifier.replaced_not_event"))
        if m.spec.replace_amount and result.amount != a.amount:
            rules = (*rules, *why("modifier.replaced_quantity"))  # "draw two cards instead"
        if a.kind in CHANGES_OF_EXPEDITION:  # "would leave my Expedition", by switching
            rules = (*rules, *why("replace.switch_leaves"))
        if a.kind is ActionKind.SACRIFICE and result.kind is ActionKind.SACRIFICE:
            rules = (*rules, *why("action.sacrifice_modified"))  # still a sacrifice (7.3.36.b)
        if a.kind is ActionKind.EXHAUSTED_RESUPPLY and m.spec.action is ActionKind.RESUPPLY:
            rules = (*rules, *why("modifier.resupply_exhausted"))  # 7.3.14.a Remark
        new = replace(result, modifiers=(*a.modifiers, m.id), rules=(*a.rules, *rules))
        # its printed words quoted, as a whole-step one's are: no stray stop before the next
        # clause (cite17)
        note = f"{state.name(m.source)} replaces: {quoted(m.spec.text) or m.spec.action}"
        found.append(Candidate(m.id, new, f"{note} ({lost})" if lost else note, m.source))
    return found


def _replaced(
    state: GameState,
    step: Step,
    action: AtomicAction,
    passives: tuple[ActiveModifier, ...],
    alternatives: list[Alternative],
    notes: list[str],
) -> AtomicAction | OrderChoice:
    """Apply replacing modifiers to one atomic action one at a time, checking again after
    each (6.2.i) and never applying one twice (6.2.k). When several apply at once the
    step's controller chooses which first (6.2.h): an :class:`OrderChoice` is returned if
    that choice has not been made yet and the outcome depends on it."""
    a = action
    declined: set[str] = set()
    applied_before = False
    while True:
        found = _candidates(state, step, a, passives, declined, alternatives, notes)
        if not found:
            break
        chosen = found[0]
        if len(found) > 1:
            key = order_key(a)
            answered = [c for c in found if first_answer(key, c.id) in step.modifier_answers]
            if answered:
                chosen = answered[0]
                who = state.name(chosen.source) if chosen.source else f"rule {chosen.id[5:]}"
                notes.append(f"{who} is applied first, as chosen (6.2.h)")
                rules = (*chosen.result.rules, *why("modifier.chosen_first"))
                chosen = replace(chosen, result=replace(chosen.result, rules=rules))
            elif _order_matters(state, step, a, passives, found):
                return OrderChoice(key, a, tuple(found))
            else:
                # 6.2.h: the order is still someone's to choose — said, with who, though
                # every order ends the same, so nobody is asked.
                notes.append(_unasked_order(state, step, chosen, found))
                rules = (
                    *chosen.result.rules,
                    *why("modifier.order_unasked"),
                    *why("modifier.checked_again"),  # the other order, said (6.2.i)
                )
                chosen = replace(chosen, result=replace(chosen.result, rules=rules))
        a = chosen.result
        if applied_before:
            # Checked again on the modified action, another modifier still applies (6.2.i).
            a = replace(a, rules=(*a.rules, *why("modifier.checked_again")))
        applied_before = True
        notes.append(chosen.note)
        applied = next((m for m in passives if m.id == chosen.id), None)
        if applied is not None and applied.spec.replace_effect:
            # "instead reveal the top two cards ...": the effect done instead (6.2.b).
            name = state.name(applied.source)
            rules = why("modifier.replaced_not_event")  # the action does not happen (6.2.b)
            alternatives.append(
                Alternative(
                    applied.spec.replace_effect,
                    applied.controller,
                    applied.source,
                    name,
                    rules,
                    replacing=True,
                )
            )
        if applied is not None and applied.spec.then:
            # "... instead to [Y]": Y follows what was done instead, its cost, as in "[do X]
            # to [do Y]" (the 6.1.d Example; no "if you did", 6.5.f) — the modifier was
            # applied, so no alternative of a declined one (6.2.e) is involved.
            name = state.name(applied.source)
            alternatives.append(
                Alternative(
                    applied.spec.then,
                    applied.controller,
                    applied.source,
                    name,
                    why("effect.to_paid"),
                )
            )
    a = _applied_once(state, a, passives, action.modifiers, notes)
    for mid, fn in BUILTIN_LAST:
        new = fn(state, a)
        if new is not None:
            left = why("token.ceases_leaves")  # cite17: it still leaves (7.5.11.b)
            rules = (*a.rules, *cite(mid[5:]), *left)
            a = replace(new, modifiers=(*a.modifiers, mid), rules=rules)
            notes.append(
                f"{state.name(a.object_id or '')} ceases to exist instead ({mid[5:]}): a token, "
                f"it leaves the Expedition zone but joins no zone ({', '.join(left)})"
            )
    return a


def _applied_once(
    state: GameState,
    a: AtomicAction,
    passives: tuple[ActiveModifier, ...],
    before: tuple[str, ...],
    notes: list[str],
) -> AtomicAction:
    """``a`` after its replacing modifiers, with each one applied here whose condition its
    own result still meets said not to apply again (6.2.k: once a modifier applies to an
    atomic action, it cannot apply again to it) — "If I would leave the Expedition zone,
    put me in my owner's Mana zone instead" leaves the Expedition zone too: the non-event
    a judge is asked about, with its rule."""
    done = a
    if a.kind is ActionKind.DISCARD and a.to_zone and z.kind_of(a.to_zone) is not ZoneKind.DISCARD:
        # "put me in my Reserve instead" of a discard: the move made is no discard (6.2.b),
        # so "If I would be discarded" does not meet it
        done = replace(a, kind=ActionKind.PUT)
    again = [
        m
        for m in passives
        if m.spec.replacing
        and m.id in a.modifiers
        and m.id not in before
        and not m.spec.replace_effect
        and spec_matches(state, m, done)
    ]
    if not again:
        return a
    said: list[str] = []
    for m in again:
        whose = possessive(state.name(m.source))
        made = made_noun(done.kind)
        if m.spec.whole_roll:  # "one or more dice": the step's whole roll (1.2.7.c)
            rules = why("modifier.whole_roll_once")
            notes.append(
                f"{whose} “instead” does not apply again to the roll it made: a modifier "
                f"applied to a whole step does not apply again to it ({', '.join(rules)})"
            )
        else:
            rules = why("modifier.applies_once")
            notes.append(
                f"{whose} “instead” does not apply again to the {made} it made: a modifier "
                f"applies once to an atomic action ({', '.join(rules)})"
            )
        said.extend(rules)
    return replace(a, rules=(*a.rules, *dict.fromkeys(said)))


def order_chooser(state: GameState, step: Step) -> tuple[str, str]:
    """Who chooses which of several replacing modifiers applies first (6.2.h), and why
    them, in words: the step's controller, or the first player in initiative order when
    the step has none (a daily effect such as Rest)."""
    if step.controller is not None:
        return step.controller, "the step's controller"
    first = state.initiative_order()[0]
    return first, "first in initiative order, as the step has no controller"


def _unasked_order(
    state: GameState, step: Step, chosen: Candidate, found: list[Candidate] | None = None
) -> str:
    """The note of an order nobody is asked: who would choose it (6.2.h), that every
    order ends the same, which modifier is applied first, and which the player could have
    applied first instead, to the same end — each modifier checked again on the modified
    step (6.2.i): the CR gives the order to a player, and a choice whose every answer ends
    the same changes nothing (blind batch 38, 07/08)."""
    who, why_them = order_chooser(state, step)

    def named(c: Candidate) -> str:
        return state.name(c.source) if c.source else f"rule {c.id[5:]}"

    first = named(chosen)
    others = [named(c) for c in found or () if c.id != chosen.id]
    instead = (
        f"; {' or '.join(others)} applied first instead would end the same, the other "
        "checked again on the modified step (6.2.i)"
        if others
        else ""
    )
    return (
        f"several modifiers apply at once: {who} ({why_them}) would choose which applies "
        f"first, but every order ends the same, so {who} is not asked — {first} is applied "
        f"first (6.2.h){instead}"
    )


def _order_matters(
    state: GameState,
    step: Step,
    a: AtomicAction,
    passives: tuple[ActiveModifier, ...],
    found: list[Candidate],
) -> bool:
    """Whether applying the candidates in different orders ends differently: a choice
    with one outcome is no choice, and the engine does not ask it."""
    outcomes = set()
    for c in found:
        first = replace(
            step, modifier_answers=(*step.modifier_answers, first_answer(order_key(a), c.id))
        )
        end = _replaced(state, first, a, passives, [], [])
        if isinstance(end, OrderChoice):
            return True
        outcomes.add(replace(end, modifiers=(), rules=()))
    return len(outcomes) > 1


def pending_order(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> OrderChoice | None:
    """The first choice of which replacing modifier applies first (6.2.h) that the
    step's controller still has to make, if any."""
    passives = active_modifiers(state)
    for a in actions:
        end = _replaced(state, step, a, passives, [], [])
        if isinstance(end, OrderChoice):
            return end
    return None


def apply_modifiers_with_alternatives(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...], tuple[Alternative, ...]]:
    """:func:`apply_modifiers`, also returning the alternatives of declined optional
    modifiers (6.2.e). An optional modifier applies only if its controller said so
    (6.2.d); one nobody was asked about does not apply. Where several replacing
    modifiers apply at once and nobody chose their order (6.2.h), rules' modifiers come
    first, then passive abilities by timestamp."""
    passives = active_modifiers(state)
    if not passives and not any(a.kind in MOVING_ACTIONS for a in actions):
        # No passive modifier works, and the rules' own modify moves only (2.4.7.d, 2.1.e).
        return actions, (), ()
    alternatives: list[Alternative] = []
    notes: list[str] = []
    out: list[AtomicAction] = []
    added: list[AtomicAction] = []
    for action in actions:
        while True:
            alts: list[Alternative] = []
            action_notes: list[str] = []
            end = _replaced(state, step, action, passives, alts, action_notes)
            if not isinstance(end, OrderChoice):
                break
            # Nobody was asked (a judge's request): the default order.
            default = first_answer(end.key, end.candidates[0].id)
            step = replace(step, modifier_answers=(*step.modifier_answers, default))
        alternatives.extend(alts)
        end, action_notes = _one_of_several(action, end, action_notes, len(actions))
        notes.extend(action_notes)
        a = _additive_no_longer_applies(state, passives, action, end, notes)
        if a.instead_effect:
            continue  # an effect happens instead: this atomic action does not (6.2.b)
        out.extend(each_card(state, a))  # "draw two cards instead": one per card
        # gn: its own "I enter play with N [name] counters", put in play (6.2.l, 6.2.c)
        entering, entering_notes = entering_additions(state, a)
        added.extend(entering)
        notes.extend(entering_notes)
        # 6.2.g: additive modifiers last.
        adding = [
            m
            for m in passives
            if not m.spec.replacing and m.spec.add_action is not None and spec_matches(state, m, a)
        ]
        # 6.2.i, 6.2.k: after one applies the others are checked again; each applies once.
        each_once = why("modifier.additive_each_once") if len(adding) > 1 else ()
        order, order_rules = _order_said(state, passives, action, end, adding)
        each_once = (*each_once, *order_rules)
        for m in adding:
            assert m.spec.add_action is not None
            added.append(
                AtomicAction(
                    m.spec.add_action,
                    object_id=added_object(state, m.spec, m.controller, a),
                    player=m.controller,
                    status=m.spec.add_status,
                    amount=m.spec.add_amount,
                    counter="boost" if m.spec.add_action is ActionKind.GIVE_BOOST else "",
                    modifiers=(m.id,),
                    rules=(*why("modifier.additive"), *each_once),
                )
            )
            adds = f"{state.name(m.source)} adds: {quoted(m.spec.text) or m.spec.add_action}"
            # a second modifier of the same name and words is its own modifier (6.2.i)
            notes.append(adds if adds not in notes else f"another {adds}")
        if order:
            notes.append(order)  # said after the modifiers it orders
    out = list(only_drawable(state, tuple(out), notes))  # draws done instead (6.2.b)
    return (*out, *added), tuple(notes), tuple(alternatives)


def _one_of_several(
    action: AtomicAction, end: AtomicAction, notes: list[str], actions: int
) -> tuple[AtomicAction, list[str]]:
    """A passive ability's replacing modifier applied to one of a step's several atomic
    actions (one per object, 6.1.e): it applies to that atomic action, not to the whole
    step (6.2.f) — the step's other atomic actions are checked on their own. Said on the
    modifier's note, cited on the action it made."""
    applied = [m for m in end.modifiers if m not in action.modifiers and not m.startswith("rule:")]
    if actions < 2 or not applied:
        return end, notes
    only = " — the modifier applies to this atomic action, not to the whole step"
    said = [f"{n}{only}" if " replaces: " in n else n for n in notes]
    return replace(end, rules=(*end.rules, *why("modifier.one_atomic_action"))), said


def _order_said(
    state: GameState,
    passives: tuple[ActiveModifier, ...],
    action: AtomicAction,
    end: AtomicAction,
    adding: list[ActiveModifier],
) -> tuple[str, tuple[str, ...]]:
    """The order in which two or more modifiers applied to one atomic action, in words, and
    the rules of that order: replacing modifiers first and additive ones last (6.2.g),
    each checked again after the one before (6.2.i); several additive ones in the order
    the step's controller would choose (6.2.h) — here their timestamps, as every order adds
    the same actions.
    ("", ()) when fewer than two modifiers apply or only replacing ones do — their order
    is said where it is chosen (6.2.h, :func:`_replaced`)."""
    replaced = [mid for mid in end.modifiers if mid not in action.modifiers]
    if len(replaced) + len(adding) < 2 or not adding:
        return "", ()
    names = {m.id: state.name(m.source) for m in passives}
    first = [f"{names.get(mid, f'rule {mid[5:]}')} (replacing)" for mid in replaced]
    last = [f"{state.name(m.source)} (additive)" for m in adding]
    said = ", then ".join(_applications_said([*first, *last]))
    if replaced:
        return (
            f"in this order: {said} — replacing modifiers first, additive ones last, each "
            "checked again after the one before (6.2.g, 6.2.i)",
            why("modifier.order_replacing_additive"),
        )
    return (
        f"in this order: {said} — additive modifiers apply last (6.2.g), here in their "
        "timestamps' order: the step's controller would choose it, and every order adds "
        "the same (6.2.h)",
        why("modifier.order_additive"),
    )


_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _applications_said(applied: list[str]) -> list[str]:
    """The modifiers of one atomic action in the order they applied, a name that comes
    twice or more said as which one it is ("Drill Yard (additive, the first one)", then
    "Drill Yard (additive, the second one: the step is checked again after the one
    before)"): each is its own modifier, applied once (6.2.k), and
    after each the modified step is checked again (6.2.i) — not one name said twice."""
    counts: dict[str, int] = {}
    for said in applied:
        counts[said] = counts.get(said, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for said in applied:
        if counts[said] < 2:
            out.append(said)
            continue
        n = seen.get(said, 0)
        seen[said] = n + 1
        which = _ORDINALS[n] if n < len(_ORDINALS) else f"number {n + 1}"
        which += " one" if not n else " one: the step is checked again after the one before, 6.2.i"
        out.append(f"{said[:-1]}, the {which})")
    return out


def _additive_no_longer_applies(
    state: GameState,
    passives: tuple[ActiveModifier, ...],
    original: AtomicAction,
    end: AtomicAction,
    notes: list[str],
) -> AtomicAction:
    """Replacing modifiers apply before additive ones (6.2.g), and what applies next is
    checked on the modified action (6.2.i): an additive modifier that watched the original
    action ("If a Character you control would be exhausted, it also ...") adds nothing once
    a replacing one has made it something else ("I gain 1 boost instead"). The trace says
    so on the replaced action, with those rules."""
    if end == original:
        return end
    gone = [
        m
        for m in passives
        if not m.spec.replacing
        and m.spec.add_action is not None
        and spec_matches(state, m, original)
        and not spec_matches(state, m, end)
    ]
    if not gone:
        return end
    for m in gone:
        notes.append(
            f"{state.name(m.source)} adds nothing: a replacing modifier applied first and the "
            f"action is no longer one it watches ({m.spec.text or m.spec.action})"
        )
    return replace(end, rules=(*end.rules, *why("modifier.additive_after_replacing")))
