"""One function per grammar rule: the tree of ``altered.lark`` -> the card structures.

The result is the same plain dict a hand-written library card's ability is (see
``docs/cards.md``) and the pattern reader (:mod:`scenarios.cards.printed`) gives, validated
and compiled by the same models. A rule whose words are read but whose meaning the card
structures cannot say exactly raises :class:`NotRead` naming those words and the rule: a
reading that runs but does other than the text is worse than "resolve by hand".
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree
from lark.exceptions import VisitError

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import (
    no_reference_mark_left,
    no_referred_players_left,
)
from scenarios.cards.grammar.semantics.abilities import AbilitySemantics
from scenarios.cards.grammar.semantics.abilities_changed import AbilitiesChangedSemantics
from scenarios.cards.grammar.semantics.acted_costs import (
    ActedCostSemantics,
    ActedManySemantics,
    acted_costs_joined,
)
from scenarios.cards.grammar.semantics.acted_group_conditions import (  # gm (session 34)
    GroupMembersSemantics,
    PutInExpeditionSemantics,
)
from scenarios.cards.grammar.semantics.acted_repeats import ActedRepeatSemantics  # ib
from scenarios.cards.grammar.semantics.activation_costs import ActivationCostSemantics
from scenarios.cards.grammar.semantics.actors import ActorSemantics, TheyControlSemantics
from scenarios.cards.grammar.semantics.additional_costs import AdditionalCostSemantics
from scenarios.cards.grammar.semantics.again_steps import AgainStepSemantics
from scenarios.cards.grammar.semantics.also_paid_costs import AlsoPaidCostSemantics
from scenarios.cards.grammar.semantics.among_seen import among_seen  # id
from scenarios.cards.grammar.semantics.amount_arithmetic import AmountArithmeticSemantics
from scenarios.cards.grammar.semantics.amounts_and_deck import (
    AmountSemantics,
)
from scenarios.cards.grammar.semantics.any_counters import AnyCounterSemantics  # gs (s35)
from scenarios.cards.grammar.semantics.as_many import AsManySemantics
from scenarios.cards.grammar.semantics.bans_and_grants import BanSemantics  # g5
from scenarios.cards.grammar.semantics.batched_subjects import BatchedSubjectSemantics
from scenarios.cards.grammar.semantics.before_output import BeforeOutputSemantics
from scenarios.cards.grammar.semantics.boost_losses import BoostLossSemantics
from scenarios.cards.grammar.semantics.cant import CantSemantics
from scenarios.cards.grammar.semantics.cant_gain_boosts_or_counters import (
    Ie40Semantics,  # ie40 (session 40)
)
from scenarios.cards.grammar.semantics.cant_move_and_gain import CantMoveAndGainSemantics
from scenarios.cards.grammar.semantics.cant_statuses import CantStatusesSemantics

# ---- gw (session 36): chained plays, per-object counts, zone targets (chained_plays_counts.py)
from scenarios.cards.grammar.semantics.chained_plays_counts import PlaysCountsSemantics
from scenarios.cards.grammar.semantics.chosen_outputs import ChosenOutputSemantics
from scenarios.cards.grammar.semantics.compared_boosts import ComparedBoostSemantics
from scenarios.cards.grammar.semantics.compared_counts import (
    ComparedCountSemantics,
    TheirZonesSemantics,
)
from scenarios.cards.grammar.semantics.compared_counts_groups import (  # he (session 37)
    HeCountsGroupsSemantics,
    he_none_named,
)
from scenarios.cards.grammar.semantics.compared_likeness import (  # ge (session 33)
    ComparedLikenessSemantics,
)
from scenarios.cards.grammar.semantics.compared_stats import (  # ic (session 38)
    ComparedStatSemantics,
    ic_compared_placed,
)
from scenarios.cards.grammar.semantics.compared_with_each import ComparedWithEachSemantics
from scenarios.cards.grammar.semantics.composed_conditions import ComposedConditionSemantics
from scenarios.cards.grammar.semantics.composed_descriptions import ComposedDescriptionSemantics
from scenarios.cards.grammar.semantics.composed_steps import (
    ComposedStepSemantics,
)
from scenarios.cards.grammar.semantics.compound_steps import CompoundStepSemantics
from scenarios.cards.grammar.semantics.conditions import ConditionSemantics
from scenarios.cards.grammar.semantics.conditions_and_choices import ConditionsAndChoicesSemantics
from scenarios.cards.grammar.semantics.control_for_a_time import ControlForATimeSemantics
from scenarios.cards.grammar.semantics.controller_changes import ControllerChangeSemantics
from scenarios.cards.grammar.semantics.cost_alterations_and_modes import CostAlterationModeSemantics
from scenarios.cards.grammar.semantics.cost_change_places import CostChangePlaceSemantics
from scenarios.cards.grammar.semantics.costs_and_choosers import (
    CostsAndChoosersSemantics,
)
from scenarios.cards.grammar.semantics.counted_amounts import CountedAmountSemantics
from scenarios.cards.grammar.semantics.counted_events import CountedEventSemantics
from scenarios.cards.grammar.semantics.counted_limits import CountedLimitSemantics
from scenarios.cards.grammar.semantics.counted_statistics import CountedStatisticSemantics
from scenarios.cards.grammar.semantics.counted_things import (
    CostXLaterSemantics,
    CountedThingSemantics,
    ItsExpeditionSemantics,
    NamedCounterQualifierSemantics,
    no_cost_x_left,
)
from scenarios.cards.grammar.semantics.counter_language import CounterLanguageSemantics
from scenarios.cards.grammar.semantics.counter_losses import (  # g6
    CounterLossSemantics,
    CounterReplacementSemantics,
)
from scenarios.cards.grammar.semantics.counter_moves import Ia39MoveSemantics  # ia39 (session 39)
from scenarios.cards.grammar.semantics.counter_removals import CounterRemovalSemantics  # gi
from scenarios.cards.grammar.semantics.counter_spends import IbSpendSemantics  # ib (session 38)
from scenarios.cards.grammar.semantics.counter_state_events import (  # gy (session 36)
    CounterStateSemantics,
)
from scenarios.cards.grammar.semantics.counters_and_piles import CountersAndPilesSemantics  # gc
from scenarios.cards.grammar.semantics.cr_examples import CrExampleSemantics
from scenarios.cards.grammar.semantics.cr_vocabulary import CrVocabularySemantics
from scenarios.cards.grammar.semantics.cr_words_more import CrWordsMoreSemantics
from scenarios.cards.grammar.semantics.created_token_events import CreatedTokenEventSemantics
from scenarios.cards.grammar.semantics.created_with_keywords import CreatedWithKeywordSemantics
from scenarios.cards.grammar.semantics.decided_follow_ups import DecidedFollowUpSemantics
from scenarios.cards.grammar.semantics.decision_forms import DecisionFormSemantics
from scenarios.cards.grammar.semantics.decisions import comma_declined_left
from scenarios.cards.grammar.semantics.deck_top import DeckTopSemantics
from scenarios.cards.grammar.semantics.delayed_conditions import DelayedConditionSemantics
from scenarios.cards.grammar.semantics.delayed_steps import GrTimeSemantics  # gr (session 35)
from scenarios.cards.grammar.semantics.described_conditions import DescribedConditionSemantics
from scenarios.cards.grammar.semantics.described_expeditions import DescribedExpeditionSemantics
from scenarios.cards.grammar.semantics.described_places import DescribedPlaceSemantics
from scenarios.cards.grammar.semantics.descriptions import DescriptionSemantics
from scenarios.cards.grammar.semantics.destination_events import DestinationEventSemantics
from scenarios.cards.grammar.semantics.dice_rows import DiceRowSemantics
from scenarios.cards.grammar.semantics.dice_tables import DiceTableSemantics
from scenarios.cards.grammar.semantics.die_results import (
    DieResultSemantics,
    no_dice_left,
    no_result_addition_left,
    no_unnoted_result_left,
)
from scenarios.cards.grammar.semantics.discard_pile_origins import (  # g6
    DiscardPileOriginSemantics,
)
from scenarios.cards.grammar.semantics.discard_pile_places import (
    DiscardPilePlaceSemantics,
    discard_pile_targets_moved,
)
from scenarios.cards.grammar.semantics.done_the_same import (
    DoneTheSameSemantics,
    no_done_the_same_left,
)
from scenarios.cards.grammar.semantics.durations_until_next import DurationsUntilNextSemantics
from scenarios.cards.grammar.semantics.durations_zones_triggers import (
    DurationsZonesTriggersSemantics,
)
from scenarios.cards.grammar.semantics.each_member import each_member_follow_ups  # hc
from scenarios.cards.grammar.semantics.effect_phrases import EffectPhraseSemantics
from scenarios.cards.grammar.semantics.effect_sentences import EffectSentenceSemantics
from scenarios.cards.grammar.semantics.effects import EffectSemantics
from scenarios.cards.grammar.semantics.either_events import (
    EitherEventSemantics,
)
from scenarios.cards.grammar.semantics.entering_counters import (  # gn (session 34)
    EnteringCounterSemantics,
)
from scenarios.cards.grammar.semantics.event_language import EventLanguageSemantics
from scenarios.cards.grammar.semantics.event_wordings import EventWordingSemantics
from scenarios.cards.grammar.semantics.expedition_descriptions import (  # session 42
    DescribedJoinSemantics,
    ExpeditionDescriptionSemantics,
)
from scenarios.cards.grammar.semantics.expedition_it import (
    no_expedition_it_left,
)
from scenarios.cards.grammar.semantics.expedition_language import ExpeditionLanguageSemantics
from scenarios.cards.grammar.semantics.expedition_moves import ExpeditionMoveSemantics
from scenarios.cards.grammar.semantics.expedition_race import ExpeditionRaceSemantics
from scenarios.cards.grammar.semantics.expedition_relations import (  # gk
    ExpeditionRelationRefusals,
    ExpeditionRelationSemantics,
)
from scenarios.cards.grammar.semantics.expedition_wordings import ExpeditionWordingSemantics
from scenarios.cards.grammar.semantics.facing_expeditions import (  # ga (session 33)
    FacingExpeditionSemantics,
    expedition_conditions_placed,
)
from scenarios.cards.grammar.semantics.first_time_triggers import (
    FirstTimeTriggerSemantics,
    GainsAStatusSemantics,
    ReturnedToHandSemantics,
    TokenEntersPlaySemantics,
)
from scenarios.cards.grammar.semantics.given import GivenAbilitySemantics
from scenarios.cards.grammar.semantics.given_statuses import GivenStatusSemantics
from scenarios.cards.grammar.semantics.governing_conditions import PrintedConditionSemantics
from scenarios.cards.grammar.semantics.group_totals import GroupTotalSemantics
from scenarios.cards.grammar.semantics.hand_cost_max import HandCostMaxSemantics
from scenarios.cards.grammar.semantics.have_gain_counters import Ie39Semantics  # ie39 (session 39)
from scenarios.cards.grammar.semantics.ignore import IgnoreSemantics
from scenarios.cards.grammar.semantics.in_play_conditions import InPlayConditionSemantics
from scenarios.cards.grammar.semantics.it_place import (  # ie (session 38)
    IeCountedGainedSemantics,
    IeItPlaceSemantics,
    IeThenGainedSemantics,
)
from scenarios.cards.grammar.semantics.it_references import as_printed
from scenarios.cards.grammar.semantics.joined_targets import JoinedTargetSemantics
from scenarios.cards.grammar.semantics.keyword_action_events import (  # ha
    KeywordActionEventSemantics,
)
from scenarios.cards.grammar.semantics.keyword_actions import KeywordActionSemantics
from scenarios.cards.grammar.semantics.keyword_qualifiers import KeywordQualifierSemantics
from scenarios.cards.grammar.semantics.keywords_for_a_time import KeywordForATimeSemantics
from scenarios.cards.grammar.semantics.leaving_hero_zone import LeavingHeroZoneSemantics
from scenarios.cards.grammar.semantics.leaving_play import LeavingPlaySemantics
from scenarios.cards.grammar.semantics.limit_changes import LimitChangeSemantics
from scenarios.cards.grammar.semantics.limits_as_permissions import IeLimitsSaidSemantics  # ie

# ---- hb (session 37): a spend 'to' a step, N of the cards seen (limits_spends_seen.py)
from scenarios.cards.grammar.semantics.limits_spends_seen import LimitsSpendsSeenSemantics
from scenarios.cards.grammar.semantics.mana_orbs_objects import ManaOrbObjectSemantics
from scenarios.cards.grammar.semantics.mana_zone_events import ManaZoneEventSemantics
from scenarios.cards.grammar.semantics.mana_zone_objects import ManaZoneObjectSemantics
from scenarios.cards.grammar.semantics.me_as_i_was import MeAsIWasSemantics
from scenarios.cards.grammar.semantics.more_amounts import no_more_left
from scenarios.cards.grammar.semantics.move_origins import MoveOriginSemantics
from scenarios.cards.grammar.semantics.moved_this_way import MovedThisWaySemantics  # s42
from scenarios.cards.grammar.semantics.named_values import NamingSemantics  # gt (session 35)
from scenarios.cards.grammar.semantics.negated_descriptions import NegatedDescriptionSemantics
from scenarios.cards.grammar.semantics.next_moments import NextMomentSemantics  # g1
from scenarios.cards.grammar.semantics.nth_events import NthEventSemantics
from scenarios.cards.grammar.semantics.numbers_and_distribution import (
    NumbersAndDistributionSemantics,
    no_that_many_left,
)
from scenarios.cards.grammar.semantics.object_language import (
    KindsOrSemantics,
    ObjectLanguageSemantics,
    superlatives_among_whose,
)
from scenarios.cards.grammar.semantics.object_lists import ObjectListSemantics
from scenarios.cards.grammar.semantics.object_phrases import ObjectPhraseSemantics
from scenarios.cards.grammar.semantics.object_slot import ObjectSlotSemantics
from scenarios.cards.grammar.semantics.object_unions import (  # ic39 (session 39)
    ObjectUnionSemantics,
    ic39_zones_moved,
)
from scenarios.cards.grammar.semantics.objects import ObjectSemantics
from scenarios.cards.grammar.semantics.one_object_steps import OneObjectStepSemantics
from scenarios.cards.grammar.semantics.opponent_chooses import (  # ib39
    OpponentChoosesYoursSemantics,
    RevealedChoiceSemantics,
)
from scenarios.cards.grammar.semantics.opponent_turn_durations import (  # gj (session 34)
    TurnDurationSemantics,
    their_next_turn_bound,
)
from scenarios.cards.grammar.semantics.opponents_effects_cant import OpponentsEffectsCantSemantics
from scenarios.cards.grammar.semantics.ordinal_boosts import OrdinalBoostSemantics
from scenarios.cards.grammar.semantics.others_keyword_actions import (  # ia
    PlayersDoSetActionSemantics,
)
from scenarios.cards.grammar.semantics.outputs_compose import OutputsComposeSemantics
from scenarios.cards.grammar.semantics.outputs_language import OutputLanguageSemantics
from scenarios.cards.grammar.semantics.own_amounts import OwnAmountSemantics
from scenarios.cards.grammar.semantics.own_counts import (
    OwnCountSemantics,
    OwnersZoneFirstSemantics,
)
from scenarios.cards.grammar.semantics.pairs_and_possessives import PairsAndPossessivesSemantics
from scenarios.cards.grammar.semantics.past_events import PastEventSemantics
from scenarios.cards.grammar.semantics.per_day import (
    PerDaySemantics,
    no_per_day_left,
)
from scenarios.cards.grammar.semantics.phase_slots import (
    DelayedStepSemantics,
    PhaseSlotSemantics,
    TriggersPerDaySemantics,
    no_triggers_per_day_left,
)
from scenarios.cards.grammar.semantics.place_moment_conditions import (
    PlaceMomentConditionSemantics,
)
from scenarios.cards.grammar.semantics.place_unions import Ic40PlaceSemantics  # ic40
from scenarios.cards.grammar.semantics.play_as_effect import PlayAsEffectSemantics
from scenarios.cards.grammar.semantics.played_from_past import PlayedFromPastSemantics
from scenarios.cards.grammar.semantics.player_events import PlayerEventSemantics
from scenarios.cards.grammar.semantics.player_filters import (
    OtherPlayerChoiceSemantics,
    PlayerFilterSemantics,
)
from scenarios.cards.grammar.semantics.players_in_turn import (
    PlayersInTurnSemantics,
)
from scenarios.cards.grammar.semantics.players_named import (
    PlayersNamedSemantics,
)
from scenarios.cards.grammar.semantics.players_together import PlayersTogetherSemantics  # gb
from scenarios.cards.grammar.semantics.players_who_cant import PlayersWhoCantSemantics
from scenarios.cards.grammar.semantics.plays_costs_events import (
    PlaysCostsSemantics,  # gh (session 33)
)
from scenarios.cards.grammar.semantics.plural_places import PluralPlaceSemantics
from scenarios.cards.grammar.semantics.put_costs import PutCostSemantics
from scenarios.cards.grammar.semantics.quantities import QuantitySemantics
from scenarios.cards.grammar.semantics.random_choices import RandomChoiceSemantics  # gl
from scenarios.cards.grammar.semantics.reaction_turn_limits import (  # gy (session 36)
    TriggersPerTurnSemantics,
    no_triggers_per_turn_left,
)
from scenarios.cards.grammar.semantics.received_events import ReceivedEventSemantics
from scenarios.cards.grammar.semantics.references_back import ReferenceBackSemantics
from scenarios.cards.grammar.semantics.referred_parts import (
    ReferredPartSemantics,
    expedition_it_steps,
)
from scenarios.cards.grammar.semantics.removed_counts import RemovedCountSemantics  # ic
from scenarios.cards.grammar.semantics.repeated_steps import optional_steps_repeated
from scenarios.cards.grammar.semantics.replace import ReplaceSemantics
from scenarios.cards.grammar.semantics.replacing_objects import ReplacingObjectSemantics

# ---- gu (session 35): targets in a Reserve or a Discard pile (reserve_discard_targets.py)
from scenarios.cards.grammar.semantics.reserve_discard_targets import (
    ReservePlaceSemantics,
    no_sacrifice_outside_play,
)
from scenarios.cards.grammar.semantics.reserve_origin_events import ReserveOriginSemantics  # ia
from scenarios.cards.grammar.semantics.restated_keywords import RestatedKeywordSemantics
from scenarios.cards.grammar.semantics.revealed_counts import RevealedCountSemantics  # g7
from scenarios.cards.grammar.semantics.revealed_this_way import (  # gt (session 35)
    RevealedWaySemantics,
)
from scenarios.cards.grammar.semantics.roll_results_as_numbers import RollKeptSemantics
from scenarios.cards.grammar.semantics.rule_passives import RulePassiveSemantics
from scenarios.cards.grammar.semantics.seen_cards_choices import ChoiceAmongSeenSemantics  # gy
from scenarios.cards.grammar.semantics.sentence_syntax import SentenceSyntaxSemantics
from scenarios.cards.grammar.semantics.set_action_objects import SetActionObjectSemantics
from scenarios.cards.grammar.semantics.set_actions import SetActionSemantics
from scenarios.cards.grammar.semantics.set_keyword_losses import SetKeywordLossSemantics
from scenarios.cards.grammar.semantics.set_keywords import (
    SetKeywordSemantics,
    set_keywords_placed,
)
from scenarios.cards.grammar.semantics.set_mechanics import SetMechanicSemantics
from scenarios.cards.grammar.semantics.shuffle_events import ShuffleEventSemantics
from scenarios.cards.grammar.semantics.slot_unions import (  # ia40 (session 40)
    SlotUnionSemantics,
)
from scenarios.cards.grammar.semantics.standing_places import StandingPlaceSemantics
from scenarios.cards.grammar.semantics.starting_with_you import StartingWithYouSemantics
from scenarios.cards.grammar.semantics.static import StaticSemantics, no_x_left
from scenarios.cards.grammar.semantics.statistics_changed import StatisticsChangedSemantics
from scenarios.cards.grammar.semantics.statistics_said import (  # ie (session 38)
    IeStatisticsSaidSemantics,
)
from scenarios.cards.grammar.semantics.step_clauses import StepClauseSemantics
from scenarios.cards.grammar.semantics.still_there import StillThereSemantics
from scenarios.cards.grammar.semantics.subset_steps import SubsetStepSemantics
from scenarios.cards.grammar.semantics.suffered_unless import SufferedUnlessSemantics
from scenarios.cards.grammar.semantics.superlatives import (
    SuperlativeSemantics,
    superlatives_in_play_only,
)
from scenarios.cards.grammar.semantics.targeted_expeditions import TargetExpeditionSemantics  # hc
from scenarios.cards.grammar.semantics.targeted_players_groups import (  # gx (session 36)
    TargetedPlayerGroupSemantics,
)
from scenarios.cards.grammar.semantics.terrain_alternatives import TerrainAlternativesSemantics
from scenarios.cards.grammar.semantics.time_past import TimePastSemantics
from scenarios.cards.grammar.semantics.time_restrictions import TimeRestrictionSemantics  # gd
from scenarios.cards.grammar.semantics.timed_abilities import TimedAbilitySemantics
from scenarios.cards.grammar.semantics.token_card_nouns import (
    PlaceFirstNamedSemantics,
    TokenCardNounSemantics,
)
from scenarios.cards.grammar.semantics.token_leaves import TokenLeaveSemantics
from scenarios.cards.grammar.semantics.trigger_cost_parts import TriggerCostPartSemantics
from scenarios.cards.grammar.semantics.trigger_event_refusals import TriggerEventRefusalSemantics
from scenarios.cards.grammar.semantics.trigger_marks import TriggerMarkSemantics
from scenarios.cards.grammar.semantics.two_counts import TwoCountsSemantics
from scenarios.cards.grammar.semantics.two_results import (  # id39
    InsteadIfSemantics,
    NthPlayedSemantics,
    TwoResultsSemantics,
)
from scenarios.cards.grammar.semantics.union_groups import UnionGroupSemantics  # gx (session 36)
from scenarios.cards.grammar.semantics.unique_composition import (
    UniqueCompositionSemantics,
)
from scenarios.cards.grammar.semantics.uniques import UniqueSemantics
from scenarios.cards.grammar.semantics.zone_moves_cant import ZoneMovesCantSemantics
from scenarios.cards.grammar.voiced import house_voice


class Semantics(
    DescribedJoinSemantics,  # s42: "joins an Expedition that is behind" (first: the plain place)
    TokenLeaveSemantics,  # a token leaving an Expedition (7.5.11.b, 2.1.e)
    ObjectListSemantics,  # "target Character, Permanent or token": its qualifier named
    DescribedPlaceSemantics,  # "in an Expedition In Contact" (7.5.9.a)
    SlotUnionSemantics,  # ia40 (session 40): "or" of objects in counts, triggers, conditions
    Ia39MoveSemantics,  # ia39 (session 39): counters moved, 6.5.b, 6.1.g (counter_moves.py)
    OpponentChoosesYoursSemantics,  # ib39: "An opponent chooses a Character you control. …"
    RevealedChoiceSemantics,  # ib39: "… reveals their hand. Choose a Spell from it. They …"
    ObjectUnionSemantics,  # ic39 (session 39): "a Bureaucrat or a Spell from your Reserve"
    Ie39Semantics,  # ie39 (session 39): semantics/have_gain_counters.py
    Ic40PlaceSemantics,  # ic40 (session 40): "in your Expeditions or your Reserve" (7.5.5.b)
    Ie40Semantics,  # ie40 (session 40): semantics/cant_gain_boosts_or_counters.py
    PlayersDoSetActionSemantics,  # ia (session 38): "Target opponent [Barters]" (1.4.7.b)
    ReserveOriginSemantics,  # ia: "goes to Reserve after it resolves / from your hand" (3.2.10)
    IbSpendSemantics,  # ib (session 38): a cost spending from another object (counter_spends.py)
    ActedRepeatSemantics,  # ib: a player's step done once per object acted on (6.5.i)
    KeywordActionEventSemantics,  # ha (session 37): "When you [Kindle] —" (1.2.7.c)
    UnionGroupSemantics,  # gx (session 36): "each Robot and each Plant you control"
    TargetedPlayerGroupSemantics,  # gx: "target opponent's Characters", "… in their Reserve"
    AnyCounterSemantics,  # gs (session 35): counters of any name as a filter, "it had N"
    ReservePlaceSemantics,  # gu (session 35): targets in a Reserve / Discard pile
    ComparedLikenessSemantics,  # ge (session 33): parity, compared with me
    ExpeditionRelationSemantics,  # gk (session 34): "When I join an Expedition"
    ExpeditionRelationRefusals,  # gk: "in the same region", "its former Expedition", …
    ComparedBoostSemantics,  # boosts compared with another object's (gram108)
    DelayedConditionSemantics,
    StillThereSemantics,  # session 41: "if it's still in your Reserve" (1.4.4.a, 6.5.d)
    OneObjectStepSemantics,  # session 41: "loses all its boosts and gains [[Asleep]]" (6.1.c)
    ManaZoneObjectSemantics,  # Mana Orbs of a status, counted; replacements to a Mana zone (gram99)
    PlaceMomentConditionSemantics,  # the Day's number (gram102)
    KeywordForATimeSemantics,  # "I'm [Gigantic] until the end of the Day" (gram100)
    MeAsIWasSemantics,  # "if I had a Secret counter", "for each boost I had" (gram106)
    # the ability forms, effect sentences and clauses first: they take precedence over any
    # rule of the same name below
    CountedStatisticSemantics,  # "twice that many" (g3)
    AmountArithmeticSemantics,  # plus / minus / times a count or a die's result (gram73)
    OwnersZoneFirstSemantics,  # "Send to their owners' Reserves all …" (gram73)
    OwnCountSemantics,  # counts on each object acted on: "per boost it has" (gram73)
    ManaZoneEventSemantics,  # "When you put a card in your Mana zone" (gram95)
    CostChangePlaceSemantics,  # cost changes' zones, places, targets (gram101)
    PutCostSemantics,  # "{T}, Put a card from your hand in your Reserve:" (gram95)
    EventLanguageSemantics,  # a trigger's event as one language (event_language.py, gram74)
    TriggerCostPartSemantics,  # "… in a turn", "I have N or more", X costs (gram65)
    GivenAbilitySemantics,  # abilities given to other objects (given.py, eng66)
    BatchedSubjectSemantics,  # "one or more [objects]" as any event's subject (gram48)
    BeforeOutputSemantics,  # Landmarks and every object in play as trigger subjects
    DieResultSemantics,  # a die's result in every slot naming one (die_results.py)
    RollKeptSemantics,  # "Roll two dice and choose one result" (7.3.33.c)
    PlayedFromPastSemantics,  # "if I was played from Reserve" (played_from_past.py)
    EventWordingSemantics,  # each event dimension's wordings (event_wordings.py)
    ExpeditionWordingSemantics,  # Expeditions in every wording (expedition_wordings.py)
    ExpeditionDescriptionSemantics,  # an Expedition by standing or Characters in it (s42)
    MovedThisWaySemantics,  # "the card put in your Reserve this way" (s42)
    ExpeditionLanguageSemantics,  # the Expedition phrase as a place (gram81)
    NegatedDescriptionSemantics,  # descriptions by absence and negation (gram37)
    OwnAmountSemantics,  # amounts read from the object itself (gram37)
    PairsAndPossessivesSemantics,  # pairs, "target opponent's X", "gain N each" (gram103)
    GroupTotalSemantics,  # several targets' totals, "N target [objects]" (group_totals.py)
    StandingPlaceSemantics,  # objects in Expeditions by standing (standing_places.py)
    DestinationEventSemantics,  # "When I go to your Discard pile" (destination_events.py)
    CreatedTokenEventSemantics,  # "When you create a Robot token" (created_token_events.py)
    TokenCardNounSemantics,  # "Ember Wisp tokens you control" (token_card_nouns.py)
    AbilitiesChangedSemantics,  # "loses all its abilities this turn" (abilities_changed.py)
    PlaceFirstNamedSemantics,  # "In target Expedition, create a [name] token"
    OrdinalBoostSemantics,  # "When I gain my third boost" (ordinal_boosts.py)
    CountedThingSemantics,  # counters said of any object (counted_things.py, gram53)
    NamedCounterQualifierSemantics,
    ItsExpeditionSemantics,
    CostXLaterSemantics,
    PluralPlaceSemantics,  # "your Expeditions that are behind" (plural_places.py)
    ReferenceBackSemantics,  # "those Characters", "there" (references_back.py)
    AbilitySemantics,
    ActivationCostSemantics,
    EffectSentenceSemantics,
    AgainStepSemantics,
    SubsetStepSemantics,
    StepClauseSemantics,
    PrintedConditionSemantics,
    PastEventSemantics,
    TimePastSemantics,
    DurationsUntilNextSemantics,  # "until the next Noon / your next turn" (gram110)
    CounterLossSemantics,  # the last [name] counter lost (counter_losses.py, g6)
    CounterReplacementSemantics,  # '…, remove a counter from me instead' refused (g6)
    DiscardPileOriginSemantics,  # put into your discard pile from a zone (g6)
    MoveOriginSemantics,  # a move between two zones, its origin said first or last
    TriggerMarkSemantics,  # a trigger's marks and subjects: an icon before a trigger
    GrTimeSemantics,  # gr (session 35): delayed steps in every slot, a turn's start
    NextMomentSemantics,  # g1: "until the end of your next turn", "At the end of your next turn"
    TimeRestrictionSemantics,  # gd: the Expedition facing me can't move for a time (1.2.3.c)
    RandomChoiceSemantics,  # gl (session 34): a choice made at random (6.5.j)
    PlaysCostsSemantics,  # gh (session 33): counted next plays, a chosen card's cost for a time
    LimitsSpendsSeenSemantics,  # hb (session 37): hb_limits_spends_seen.py
    PlaysCountsSemantics,  # gw (36): "play it for {1} less this turn" (chained_plays_counts.py)
    TurnDurationSemantics,  # gj (session 34): the opponent's next turn
    BoostLossSemantics,
    CounterLanguageSemantics,  # counters of any name as boosts (counter_language.py, gram94)
    HeCountsGroupsSemantics,  # he (session 37): every counter lost (compared_counts_groups.py)
    IeStatisticsSaidSemantics,  # ie (session 38): "increased by N" (statistics_said.py)
    IeLimitsSaidSemantics,  # ie (session 38): "you may keep one more" (limits_as_permissions.py)
    IeItPlaceSemantics,  # ie (session 38): "create … in it", "it" the condition's Expedition
    IeCountedGainedSemantics,  # ie (session 38): "for each … that gained Asleep this way"
    IeThenGainedSemantics,  # ie (session 38): "I gain 1 Kelon counter, then 1 boost"
    GivenStatusSemantics,
    NthEventSemantics,  # before the older readings of the Nth play / first time
    ReferredPartSemantics,  # it narrows what the chosen-object rules return
    OutputsComposeSemantics,
    OutputLanguageSemantics,  # what an effect does, composed (outputs_language.py)
    ChosenOutputSemantics,  # every action x amount x chooser (chosen_outputs.py)
    EitherEventSemantics,
    InPlayConditionSemantics,
    ComposedStepSemantics,
    CompoundStepSemantics,  # compound steps and references back (compound_steps.py, gram109)
    JoinedTargetSemantics,  # g2: several targets in one step (joined_targets.py, 6.5.b)
    UniqueCompositionSemantics,
    PlayersNamedSemantics,
    PlayerFilterSemantics,  # "each opponent who has / with / whose …" (gram92)
    OtherPlayerChoiceSemantics,  # a choice in another player's revealed hand (gram92)
    AmountSemantics,
    DeckTopSemantics,  # the cards seen on top of a deck as a group (deck_top.py, gram98)
    ShuffleEventSemantics,  # a Deck shuffled: an event, another player's step (gram104)
    ControllerChangeSemantics,  # defecting, a change of controller as events (gram112)
    QuantitySemantics,  # the number slot's quantity forms (quantities.py, gram63)
    TriggersPerDaySemantics,
    DelayedStepSemantics,
    PhaseSlotSemantics,
    SufferedUnlessSemantics,  # "[X] unless they pay {N}" (eng75)
    PlayersInTurnSemantics,
    ActorSemantics,  # the actor slot (gram43)
    DecidedFollowUpSemantics,  # who acts after another player's decision (gram64)
    PlayersWhoCantSemantics,  # "If they can't, [step]" after players' steps (eng83)
    StartingWithYouSemantics,  # "Starting with you, each player [step]" (gram107)
    TheyControlSemantics,
    DoneTheSameSemantics,  # "each opponent may do the same" (gram91)
    ManaOrbObjectSemantics,
    AdditionalCostSemantics,
    AlsoPaidCostSemantics,  # "You may play me for {N} less by also [cost]" (gram89)
    AsManySemantics,
    ReturnedToHandSemantics,
    TokenEntersPlaySemantics,
    DiceTableSemantics,
    GainsAStatusSemantics,
    FirstTimeTriggerSemantics,
    TriggerEventRefusalSemantics,  # trigger events the engine does not emit (gram86)
    CantStatusesSemantics,
    OpponentsEffectsCantSemantics,  # "Effects your opponents control can't …" (ib42)
    ComposedDescriptionSemantics,
    ObjectSlotSemantics,
    ObjectPhraseSemantics,
    PerDaySemantics,
    SetMechanicSemantics,  # a set's own mechanics (set_mechanics.py, gram50)
    SetActionSemantics,  # a set's own keyword actions by their definitions (gram54)
    SetActionObjectSemantics,  # ia42: "[Smelt] me / target Character": on an object
    SetKeywordSemantics,  # a set's own keyword abilities where a keyword stands (gram61)
    KeywordQualifierSemantics,  # session 41: "with / without [Tether]" (2.2.12.c)
    CreatedWithKeywordSemantics,  # a token created with a keyword (7.3.5.a, 7.4)
    SetKeywordLossSemantics,  # session 41: "loses [Tether] this turn" (2.2.12.c, 2.3.2.d)
    RestatedKeywordSemantics,  # a rules keyword ability's rule in a set's words (gram67)
    TimedAbilitySemantics,  # "Each Noon, …"; the Night's daily effects refused (gram77)
    LimitChangeSemantics,  # a zone's limit changed, typed (gram54)
    ActedCostSemantics,
    ActedManySemantics,
    CountedEventSemantics,
    LeavingHeroZoneSemantics,
    ControlForATimeSemantics,
    CantMoveAndGainSemantics,
    ZoneMovesCantSemantics,  # "Cards can't go from a Discard pile to a Reserve" (1.4.1.a)
    DurationsZonesTriggersSemantics,
    DescriptionSemantics,
    ObjectSemantics,
    LeavingPlaySemantics,
    CostsAndChoosersSemantics,
    CrVocabularySemantics,
    NumbersAndDistributionSemantics,
    PlayerEventSemantics,
    KeywordActionSemantics,
    HandCostMaxSemantics,
    ComparedCountSemantics,
    TheirZonesSemantics,
    EffectPhraseSemantics,
    EffectSemantics,
    ExpeditionMoveSemantics,
    ExpeditionRaceSemantics,  # an Expedition said against others (gram83)
    ConditionSemantics,
    RulePassiveSemantics,  # passives changing a rule (gram34)
    CantSemantics,
    UniqueSemantics,
    StaticSemantics,
    ReplaceSemantics,
    ReplacingObjectSemantics,  # replacing modifiers of described objects (gram78)
    CrExampleSemantics,
    PlayAsEffectSemantics,
    IgnoreSemantics,
    CountedAmountSemantics,
    CostAlterationModeSemantics,
    ConditionsAndChoicesSemantics,
    ReceivedEventSemantics,
    ComparedWithEachSemantics,
    TwoCountsSemantics,  # two counts compared (gram68)
    DiceRowSemantics,  # "Roll a die: • 1-2: [X] • …" (gram82)
    CountedLimitSemantics,  # "can't play more than N … each Afternoon" (gram82)
    TerrainAlternativesSemantics,  # "if I'm in {M} or {O}" (gram69)
    CrWordsMoreSemantics,
    SuperlativeSemantics,
    ObjectLanguageSemantics,  # the object description's words in every slot (gram79)
    KindsOrSemantics,  # "a token or a Permanent" (gram79)
    DescribedExpeditionSemantics,
    SentenceSyntaxSemantics,
    DescribedConditionSemantics,
    ComposedConditionSemantics,
    DecisionFormSemantics,  # "You may [cost]: …", "[X] if [c], otherwise [Y]" (gram33)
    StatisticsChangedSemantics,  # statistics set / swapped for a time (gram111)
    # ---- g4 (session 32): a Discard pile as the place of a target (3.2.3.a, 1.4.3.a)
    DiscardPilePlaceSemantics,
    BanSemantics,  # "can't switch Expeditions" (g5, bans_and_grants.py)
    # ---- g7 (session 32): "for each [noun] revealed this way" (6.5.i, 1.2.7.d)
    RevealedCountSemantics,
    # ---- gb (session 33): "You and target opponent each [step]" (1.4.7.b, 6.1.h)
    PlayersTogetherSemantics,
    # ---- gc (session 33): counters put on as events, every Discard pile (counters_and_piles.py)
    CountersAndPilesSemantics,
    CounterRemovalSemantics,  # gi: counters removed / spent as events (counter_removals.py)
    # ---- ga (session 33): the Expedition facing mine, conditions on a moving Expedition
    FacingExpeditionSemantics,
    # ---- gm (session 34): "if either / both / neither of them is …" (acted_group_conditions.py)
    GroupMembersSemantics,
    PutInExpeditionSemantics,
    # ---- gn (session 34): a card's own counters as it enters play (5.2.d, 6.2.l)
    EnteringCounterSemantics,
    # ---- gt (session 35): "Put a Character revealed this way in your hand" (1.2.7.d, 6.1.g)
    RevealedWaySemantics,
    NamingSemantics,  # gt: "Name a card type. … the named type" (6.1.g)
    # ---- gy (session 36): a Reaction's limit per turn (4.2.3.e; gy_turn_limits.py)
    TriggersPerTurnSemantics,
    CounterStateSemantics,  # gy: counter states as trigger events (counter_state_events.py)
    ChoiceAmongSeenSemantics,  # gy: "Choose a card revealed this way and put it …" (6.1.g)
    # ---- end gy
    TargetExpeditionSemantics,  # hc: "in target Character's Expedition" (6.5.b)
    # ---- ic (session 38): a cost or statistic compared with another object's
    ComparedStatSemantics,
    RemovedCountSemantics,  # ic: "for each counter removed", "… boost it lost" (6.5.i)
    # ---- id39 (session 39): two results of one passive under one condition (2.3.2.f)
    TwoResultsSemantics,
    InsteadIfSemantics,  # id39: "[X'] instead if [c]" (6.2.b)
    NthPlayedSemantics,  # id39: "if it's your second Spell this turn" (5.1.2.k)
):
    """The semantic functions, rule by rule (method name = rule or alias name), combined:
    each mixin is one idea's rules in a module named for what it reads — the ability forms
    in :mod:`.abilities`, a quick action's costs in :mod:`.activation_costs`, an effect's
    sentences in :mod:`.effect_sentences`, their clauses in :mod:`.step_clauses`, the
    conditions governing steps in :mod:`.governing_conditions`. A new group of rules is one
    more line in this list."""


def transform(tree: Tree[Token], text: str, *, it_trigger: str | None = None) -> dict[str, Any]:
    """The card structures of one parsed ability (``text``: what was parsed); an effect
    read apart from its trigger (a Unique's output, unique.py) with ``it_trigger``, the
    trigger whose objects "it" names (6.3.i)."""
    text = house_voice(text)  # the text parse() parsed: spans are its offsets (gram38)
    try:
        semantics = Semantics(text)
        semantics.it_trigger = it_trigger
        found: dict[str, Any] = semantics.transform(tree)
        found = set_keywords_placed(found)  # "Gigantic, [Homeward].", "have [X]" (gram61)
        no_x_left(found)
        no_result_addition_left(found)  # "add 1 to the result" made no modifier of a roll
        no_unnoted_result_left(found, it_trigger)  # "If the result is 6" with no roll said
        no_dice_left(found)  # "Roll two dice" whose results no step uses die by die (gram60)
        optional_steps_repeated(found)  # "You may draw a card for each …": asked each time
        no_that_many_left(found)
        comma_declined_left(found)  # "… may [X], otherwise [Y]" read (gram57)
        acted_costs_joined(found)
        no_per_day_left(found)
        no_triggers_per_day_left(found)
        no_triggers_per_turn_left(found)  # gy: "triggers only once per turn" of no Reaction
        no_expedition_it_left(found)
        no_reference_mark_left(found)  # "that Character" naming the trigger's (6.3.i)
        no_referred_players_left(found)  # "They draw a card" with no player before it
        no_done_the_same_left(found)  # "do the same" with no step before it (gram91)
        expedition_it_steps(found)  # "Characters in it" after a target Expedition's move
        each_member_follow_ups(found)  # hc: "If they had …, they …" after several targets
        no_cost_x_left(found)  # "Hand Cost X or less" with no "where X is …" (gram53)
        superlatives_in_play_only(found)
        superlatives_among_whose(found)  # "Sacrifice a Character with the most boosts" (gram79)
        discard_pile_targets_moved(found)  # g4: a card in a Discard pile is only moved (2.4.1.c)
        expedition_conditions_placed(found, it_trigger)  # ga: "if it's ahead" (7.5.2)
        their_next_turn_bound(found)  # gj: "their next turn" of the opponents the step names
        no_sacrifice_outside_play(found)  # gu: a sacrifice is of an object in play (7.3.36.a)
        he_none_named(found, text)  # he: "that has none" of what the step puts (2.5.c, 2.4.5.a)
        ic_compared_placed(found)  # ic: "with a lower Hand Cost" of an exchange only (7.3.12.a)
        among_seen(found)  # id: "one of them" after no step that saw cards (6.1.g, 3.1.3.f)
        ic39_zones_moved(found)  # ic39: a card of "your hand or Reserve" is only moved (3.1.3.d)
        return no_more_left(found, tree, text)  # "1 more boost" adds to a step before
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotRead):
            raise as_printed(exc.orig_exc, text) from None  # "'they'" where it says "they"
        raise
    except NotRead as exc:
        raise as_printed(exc, text) from None
