"""The semantics of the grammar section "conditions and choices" (``altered.lark``, its
last block), one module per idea, gathered here so that :class:`.semantics.Semantics`
takes them as one mixin: conditions joined by "or" (:mod:`.semantics_joined_conditions`),
descriptions' parts joined by "and" (:mod:`.semantics_joined_descriptions`),
other players' choices ("Target opponent may …", :mod:`.semantics_other_players_choices`),
counted amounts after a step (:mod:`.semantics_repeated_steps`), conditions on the turn so
far and on whose turn it is (:mod:`.semantics_past_conditions`), a condition said after its
step (:mod:`.semantics_trailing_conditions`)."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.game_state_conditions import GameStateConditionSemantics
from scenarios.cards.grammar.semantics.joined_conditions import JoinedConditionSemantics
from scenarios.cards.grammar.semantics.joined_descriptions import JoinedDescriptionSemantics
from scenarios.cards.grammar.semantics.other_players_choices import OtherPlayersChoiceSemantics
from scenarios.cards.grammar.semantics.past_conditions import PastConditionSemantics
from scenarios.cards.grammar.semantics.phase_conditions import PhaseConditionSemantics
from scenarios.cards.grammar.semantics.players_paying import PlayersPayingSemantics
from scenarios.cards.grammar.semantics.repeated_steps import RepeatedStepSemantics
from scenarios.cards.grammar.semantics.trailing_conditions import TrailingConditionSemantics


class ConditionsAndChoicesSemantics(
    GameStateConditionSemantics,
    PlayersPayingSemantics,
    PhaseConditionSemantics,
    JoinedConditionSemantics,
    JoinedDescriptionSemantics,
    OtherPlayersChoiceSemantics,
    RepeatedStepSemantics,
    PastConditionSemantics,
    TrailingConditionSemantics,
):
    """The rules of the section "conditions and choices"."""
