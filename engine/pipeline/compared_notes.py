"""The value each characteristic a Reaction's trigger compared had, said on the
Reaction-activating step's line with the rule that defines it: "When a Character with Hand
Cost {1} or less joins your Expedition" seeing a token — "Ordis Recruit: Hand Cost 0 (a
token's)" (2.2.7.c); a card's printed Hand Cost (2.2.7.b), statistics (2.2.11.d), boosts
(2.5.1.b) — :mod:`engine.why.characteristic_values`.

Noted once the step's activations are found (:func:`engine.pipeline.reactions.
split_activations`), where both the state before the event and after it are at hand: an
object the event created or moved is read where it is after, one that left where it was
before. A card just played is noted by its own trigger, with the mana paid
(:func:`engine.pipeline.play_triggers.played_activations`).
"""

from __future__ import annotations

from engine.reading.passives import abilities_of_object
from engine.state.agenda import Activation
from engine.state.cards import Ability, TriggerKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.characteristic_values import compared_values

__all__ = ["compared_noted"]

_NOTED_BY_ITS_TRIGGER = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})
"""Play triggers say the values themselves, beside the mana paid (5.1.2.f)."""


def _ability(before: GameState, after: GameState, act: Activation) -> Ability | None:
    for state in (after, before):
        if act.source_object in state.objects:
            abilities = abilities_of_object(state, act.source_object)
            if 0 <= act.ability_index < len(abilities):
                return abilities[act.ability_index]
    return None


def compared_noted(before: GameState, after: GameState, act: Activation) -> Activation:
    """``act`` with the values its trigger compared for the objects it names said beside
    it, and their rules cited; unchanged when the trigger compares no characteristic."""
    if not act.it or act.trigger in _NOTED_BY_ITS_TRIGGER:
        return act
    ability = _ability(before, after, act)
    if ability is None or ability.trigger_filter is None:
        return act
    said: list[str] = []
    rules: list[str] = []
    for o in act.it:
        state = after if o in after.objects else before
        words, found = compared_values(state, ability.trigger_filter, o)
        if words:
            said.append(f"{state.name(o)}: {words}")
            rules.extend(found)
    if not said:
        return act
    joined = "; ".join(w for w in (act.said, *said) if w)
    return replace(act, said=joined, rules=tuple(dict.fromkeys((*act.rules, *rules))))
