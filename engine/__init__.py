"""The Altered TCG rules engine: pure, immutable, serialisable, cited.

Typical use::

    from engine import new_game, run_until_decision, answer
    state = new_game({"p1": deck1, "p2": deck2}, seed=7)
    state, trace = run_until_decision(state)
    state, entry = answer(state, state.pending.id, state.pending.options[0].id)

Every trace entry names the rules (Comprehensive Rules 5.0) that governed it;
:func:`cited_rule_ids` lists them all.
"""

import engine.play.legality  # hands a step's choice of cards to play its check (6.1.g)
import engine.reading.conditions  # hands passive abilities their reading of conditions
import engine.reading.granted_abilities  # noqa: F401  (hands working abilities what grants give, 2.3.1.a)
from engine.builder import GameBuilder, find
from engine.core import answer, play_card, play_quick_action, request, run_until_decision, step
from engine.day.setup import new_game
from engine.history import History
from engine.pipeline.keywords import ACTION_RULES, IMPLEMENTED, KEYWORD_ACTIONS, OWN_RULE_ACTIONS
from engine.state.actions import ActionKind
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.cards import (
    Ability,
    AbilityKind,
    ByHand,
    CardDef,
    Condition,
    ConditionKind,
    CostScope,
    CostSpec,
    Duration,
    EffectStep,
    Grant,
    GrantScope,
    IgnoreScope,
    IgnoreSpec,
    Mode,
    ModifierSpec,
    NextPlayed,
    OngoingSpec,
    QuickCost,
    Restriction,
    RestrictionKind,
    StatModifier,
    Subject,
    TokenSpec,
    TriggerKind,
    modal,
)
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import (
    BOOST,
    CardType,
    ExpeditionKind,
    Faction,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.errors import (
    AwaitingDecision,
    EngineError,
    GameOver,
    IllegalAction,
    NotImplementedRule,
)
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.objects import EmblemData, GameObject, Region, TerrainMarker
from engine.state.serialization import from_dict, to_dict
from engine.state.steps import AtomicAction, Step
from engine.steps.loop_bound import go_on
from engine.why.citations import ALL_CITED_RULES, cite, cited_rule_ids
from engine.why.trace import TraceEntry

__all__ = [
    "ACTION_RULES",
    "ALL_CITED_RULES",
    "BOOST",
    "IMPLEMENTED",
    "KEYWORD_ACTIONS",
    "OWN_RULE_ACTIONS",
    "Ability",
    "AbilityKind",
    "ActionKind",
    "Activation",
    "AtomicAction",
    "AwaitingDecision",
    "ByHand",
    "CardDef",
    "CardType",
    "Condition",
    "ConditionKind",
    "CostScope",
    "CostSpec",
    "Decision",
    "DecisionKind",
    "Duration",
    "EffectStep",
    "EmblemData",
    "EngineError",
    "Event",
    "ExpeditionKind",
    "Faction",
    "GameBuilder",
    "GameObject",
    "GameOver",
    "GameState",
    "Grant",
    "GrantScope",
    "History",
    "IgnoreScope",
    "IgnoreSpec",
    "IllegalAction",
    "Keyword",
    "Mode",
    "ModifierSpec",
    "NextPlayed",
    "NotImplementedRule",
    "OngoingSpec",
    "Option",
    "PermanentZone",
    "Phase",
    "QuickCost",
    "Region",
    "Restriction",
    "RestrictionKind",
    "StatModifier",
    "Status",
    "Step",
    "Subject",
    "Task",
    "TaskKind",
    "Terrain",
    "TerrainMarker",
    "TokenSpec",
    "TraceEntry",
    "TriggerKind",
    "ZoneKind",
    "answer",
    "cite",
    "cited_rule_ids",
    "find",
    "from_dict",
    "go_on",
    "modal",
    "new_game",
    "play_card",
    "play_quick_action",
    "request",
    "run_until_decision",
    "step",
    "to_dict",
]
