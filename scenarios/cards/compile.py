"""From validated card models to the engine's :class:`~engine.CardDef`.

Every construct either maps to something the engine executes, or is reported as "not
executable yet" by name (:class:`Gap`). A reported ability is left out of the engine card as
a whole — never executed half-way — and the gap travels with the card, so scenario runs
and ``judge-app cards search`` show it.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    StatModifier,
    Subject,
    TokenSpec,
    TriggerKind,
    ZoneKind,
)
from engine.pipeline.keywords import MOVING_ACTIONS
from scenarios.cards import vocabulary as v
from scenarios.cards.models import (
    AbilityModel,
    CardModel,
    PassiveModel,
    ReactionModel,
    StepModel,
)


@dataclass(frozen=True, slots=True)
class Gap:
    """A construct the engine cannot execute yet: where it is in the card, and why."""

    where: str
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


class NotExecutable(Exception):
    """Raised while compiling one ability; carries the reason."""


_OBJECT_SUBJECTS = frozenset({Subject.SELF, Subject.TARGET_CHARACTER, Subject.TARGET_RESERVE_CARD})
_PLAYER_SUBJECTS = frozenset({Subject.CONTROLLER, Subject.EACH_PLAYER, Subject.OPPONENT})
_EXPEDITION_SUBJECTS = frozenset({Subject.MY_EXPEDITION, Subject.EACH_MY_EXPEDITION})
_PLAYER_KINDS = frozenset(
    {
        ActionKind.DRAW,
        ActionKind.RESUPPLY,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.ROLL_DIE,
        ActionKind.SHUFFLE,
        ActionKind.BECOME_FIRST_PLAYER,
    }
)
_EXPEDITION_KINDS = frozenset(
    {ActionKind.CREATE, ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS, ActionKind.ASCEND}
)
_DEFAULT_DEST = {
    ActionKind.DISCARD: ZoneKind.DISCARD,
    ActionKind.SACRIFICE: ZoneKind.DISCARD,
    ActionKind.SABOTAGE: ZoneKind.DISCARD,
}
_ZONES = {
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
        inner = compile_step(step.do)
        return tuple(_with_optional(s, step.may or step.do.may) for s in inner)
    if step.condition is not None:
        raise NotExecutable(f"condition 'if {step.condition}' is not evaluated by the engine yet")
    if step.otherwise:
        raise NotExecutable("'otherwise' alternatives are not supported by the engine yet")
    if step.amount == "X" or step.times == "X":
        raise NotExecutable("variable quantities (X) are not supported by the engine yet")
    if step.position is not None:
        raise NotExecutable(f"deck positions ('{step.position}') are not supported yet")
    if step.token_abilities:
        raise NotExecutable("tokens with abilities are not supported by the engine yet")
    if step.cost_change is not None:
        raise NotExecutable("playing a card for a changed cost is not supported yet")
    kind = v.executable_action(step.action)
    if kind is None:
        raise NotExecutable(
            f"keyword action '{step.action}'{_rule_of(step.action)} is not performed by the "
            "engine yet"
        )
    subject_word = step.subject or v.default_subject(step.action)
    subject = v.ENGINE_SUBJECTS.get(subject_word)
    if subject is None:
        raise NotExecutable(f"subject '{subject_word}' is not resolved by the engine yet")
    if kind in _PLAYER_KINDS and subject not in _PLAYER_SUBJECTS:
        raise NotExecutable(f"'{step.action}' is done by a player, not by '{subject_word}'")
    if kind in _EXPEDITION_KINDS and subject not in _EXPEDITION_SUBJECTS:
        raise NotExecutable(
            f"'{step.action}' acts on Expeditions; subject '{subject_word}' is not supported"
        )
    if kind not in _PLAYER_KINDS | _EXPEDITION_KINDS and subject not in _OBJECT_SUBJECTS:
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
    if kind in MOVING_ACTIONS and to_zone is None and kind not in _PLAYER_KINDS:
        raise NotExecutable(f"'{step.action}' needs a destination")
    template = step.token_template()
    token = (
        TokenSpec(
            template.name, template.forest, template.mountain, template.water, template.subtypes
        )
        if template is not None
        else None
    )
    optional = step.may or kind is ActionKind.SABOTAGE  # 7.3.35.a "up to one"
    one = EffectStep(
        action=kind,
        subject=subject,
        amount=int(step.amount),
        status=step.status,
        counter=step.counter,
        optional=optional,
        token=token,
        to_zone=to_zone,
    )
    return (one,) * int(step.times)


def _with_optional(step: EffectStep, optional: bool) -> EffectStep:
    from dataclasses import replace

    return replace(step, optional=optional or step.optional)


def compile_effect(steps: tuple[StepModel, ...]) -> tuple[EffectStep, ...]:
    out: list[EffectStep] = []
    for s in steps:
        out.extend(compile_step(s))
    return tuple(out)


def _reaction(model: ReactionModel, text: str, support: bool) -> Ability:
    if model.condition is not None:
        raise NotExecutable(f"trigger condition 'if {model.condition}' is not evaluated yet")
    effect = compile_effect(model.effect)
    trigger = model.trigger
    if trigger in v.SYMBOL_TRIGGERS:
        kind = TriggerKind(trigger)
        return Ability(AbilityKind.REACTION, text, trigger=kind, effect=effect, support=support)
    if trigger in v.PHASE_TRIGGERS:
        return Ability(
            AbilityKind.REACTION,
            text,
            trigger=TriggerKind.AT_PHASE,
            phase=v.PHASE_TRIGGERS[trigger],
            effect=effect,
            support=support,
        )
    if trigger == "leaves_expedition_zone":
        return Ability(
            AbilityKind.REACTION,
            text,
            trigger=TriggerKind.LEAVES_EXPEDITION_ZONE,
            effect=effect,
            support=support,
        )
    raise NotExecutable(f"trigger '{trigger}' is not recognised by the engine yet")


def _passive(
    model: PassiveModel, text: str, support: bool
) -> tuple[Ability | None, Keyword | None]:
    if model.condition is not None:
        raise NotExecutable(f"condition 'if {model.condition}' is not evaluated yet")
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
        raise NotExecutable("granting abilities to other objects is not supported yet")
    if model.cost is not None:
        raise NotExecutable("cost alterations (5.1.2.f) are not applied by the engine yet")
    if model.cant is not None:
        raise NotExecutable("'can't' restrictions are not applied by the engine yet")
    if model.replace is not None:
        r = model.replace
        if r.optional or r.otherwise:
            raise NotExecutable("optional replacing modifiers (6.2.d, 6.2.e) are not supported yet")
        if r.instead or r.condition is not None or r.from_zone is not None:
            raise NotExecutable("this replacing modifier is not expressible in the engine yet")
        action = _modifier_action(r.action)
        spec = ModifierSpec(
            replacing=True,
            action=action,
            scope=r.scope,
            to_zone=_zone(r.to),
            replace_to_zone=_zone(r.instead_to),
            replace_action=_modifier_action(r.instead_action) if r.instead_action else None,
            text=text,
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


def _modifier_action(name: str) -> ActionKind:
    kind = v.executable_action(name)
    if kind is None:
        raise NotExecutable(
            f"modifiers of '{name}' are not supported: the engine does not perform it yet"
        )
    return kind


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
    for k in card.keywords:
        word, _ = v.keyword_parts(k)
        if word in v.ENGINE_KEYWORDS:
            keywords.add(v.ENGINE_KEYWORDS[word])
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
    }
    if card.type is CardType.HERO:
        fields.pop("hand_cost")
        fields.pop("reserve_cost")
    return Compiled(fields, tuple(gaps))


def _ability(ab: AbilityModel) -> tuple[Ability | None, Keyword | None]:
    if ab.quick_action is not None:
        raise NotExecutable("quick actions (5.3) are not played by the engine yet")
    if ab.reaction is not None:
        return _reaction(ab.reaction, ab.text, ab.support), None
    assert ab.passive is not None
    return _passive(ab.passive, ab.text, ab.support)
