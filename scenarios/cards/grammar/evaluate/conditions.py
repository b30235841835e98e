"""The engine's reading of a condition's words, by the grammar: :func:`grammar_condition`
parses the words a card structure keeps (``if:``, lower case) with the same rules the reader
read them with, and maps each rule into an engine :class:`~engine.state.cards.Condition`.
:func:`scenarios.cards.condition_texts.condition_of` asks here last, after its own readings;
``None`` means the engine cannot evaluate the words (the card then says so, 6.5.d)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark.exceptions import VisitError

from engine.state.cards import Condition
from engine.state.records import replace as record_replace
from scenarios.cards.grammar.evaluate.count_conditions import (
    CountConditionEvaluator,
    description_count,
)
from scenarios.cards.grammar.evaluate.counters_and_players import CountersAndPlayersEvaluator
from scenarios.cards.grammar.evaluate.described_conditions import DescribedConditionEvaluator
from scenarios.cards.grammar.evaluate.expedition_conditions import ExpeditionConditionEvaluator
from scenarios.cards.grammar.evaluate.expedition_counts import HeCountsEvaluator  # he (session 37)
from scenarios.cards.grammar.evaluate.expedition_race import ExpeditionRaceEvaluator
from scenarios.cards.grammar.evaluate.facing_expeditions import (  # ga (session 33)
    FacingExpeditionEvaluator,
)
from scenarios.cards.grammar.evaluate.facing_positions import FacingPositionEvaluator
from scenarios.cards.grammar.evaluate.game_state_conditions import GameStateConditionEvaluator
from scenarios.cards.grammar.evaluate.in_play_conditions import InPlayConditionEvaluator
from scenarios.cards.grammar.evaluate.joined_conditions import JoinedConditionEvaluator
from scenarios.cards.grammar.evaluate.past_conditions import PastConditionEvaluator
from scenarios.cards.grammar.evaluate.past_events import PastEventEvaluator
from scenarios.cards.grammar.evaluate.place_moment_conditions import (
    PlaceMomentConditionEvaluator,
)
from scenarios.cards.grammar.evaluate.place_union_conditions import (  # ic40
    Ic40PlaceConditionEvaluator,
)
from scenarios.cards.grammar.evaluate.set_keyword_conditions import SetKeywordConditionEvaluator
from scenarios.cards.grammar.evaluate.still_there import StillThereEvaluator
from scenarios.cards.grammar.evaluate.time_past import DONE, TimePastEvaluator
from scenarios.cards.grammar.evaluate.unique_composition import UniqueCompositionEvaluator
from scenarios.cards.grammar.evaluate.what_it_names import WhatItNamesEvaluator
from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.semantics.all_rules import Semantics
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.semantics.slot_unions import said_union
from scenarios.cards.grammar.tree import Condition as WordsCondition
from scenarios.cards.grammar.tree import Description


def grammar_condition(key: str, text: str) -> Condition | None:
    """The engine condition of ``key`` (a condition's words, lower case) read by the grammar;
    ``text`` is kept as the condition's printed words."""
    said = f"if {key} :"  # the words alone, as a Unique's condition prints them
    try:
        tree = parse(said, start="condition_only")
    except NotRead:
        return None
    try:
        found = _Evaluator(said, text).transform(tree)
    except VisitError:  # words the engine cannot evaluate: never a guess (precision first)
        return None
    if isinstance(found, WordsCondition) and found.text.lower() != key.lower():
        # The reader said the condition in its usual words ("an opponent's Reserve is empty"
        # -> "an opponent has no cards in their Reserve"; "no opponent controls …" -> "unless
        # an opponent controls …"): those words are evaluated, so a condition composed of
        # them ("target opponent has no cards in Reserve") is too (6.5.d).
        from scenarios.cards.condition_texts import condition_of

        try:
            words = found.card_text()
        except NotRead:  # "if one of them …" says not which (gram58)
            return None
        again = condition_of(words)
        return record_replace(again, text=text) if again is not None else None
    return found if isinstance(found, Condition) else None


def grammar_count(key: str, text: str) -> Condition | None:
    """What "per [key]" / "X is the number of [key]" counts (a count condition without
    bounds), its words (lower case, singular) read by the grammar as a description; ``None``
    if the engine cannot count it."""
    for said in (f"{{J}} I gain 1 boost per {key}.", f"{{J}} I gain X boosts, where X is {key}."):
        # singular after "per", plural after "the number of" (as the steps say them)
        try:
            tree = parse(said.replace("X is ", "X is the number of "))
            break
        except NotRead:
            continue
    else:
        return None
    said = said.replace("X is ", "X is the number of ")
    kinds = ("counted", "counted_objects", "your_expeditions_counted", "he_expeditions_counted")
    counted = next((t for t in tree.iter_subtrees() if t.data in kinds), None)
    if counted is None or _span_of(counted, said) != key:
        return None
    try:
        d = _Evaluator(said, text).transform(counted)
        return d if isinstance(d, Condition) else description_count(d, text)
    except NotRead:
        return None
    except VisitError:  # words the engine cannot evaluate: never a guess (precision first)
        return None


def _span_of(tree: Any, said: str) -> str:
    meta = tree.meta
    return said[meta.start_pos : meta.end_pos].lower() if not meta.empty else ""


class _Evaluator(
    SetKeywordConditionEvaluator,  # session 41: "if I have [Tether]" (2.2.12.c)
    Ic40PlaceConditionEvaluator,  # ic40: "if you have a Character in play or in your Reserve"
    HeCountsEvaluator,  # he: every player's Expeditions counted (7.5.2, 6.5.i)
    FacingExpeditionEvaluator,  # ga: "it's ahead", "it's facing mine" (7.5.2, 1.2.3.c)
    ExpeditionConditionEvaluator,
    WhatItNamesEvaluator,
    CountConditionEvaluator,
    PlaceMomentConditionEvaluator,
    TimePastEvaluator,
    DescribedConditionEvaluator,
    PastEventEvaluator,
    InPlayConditionEvaluator,
    StillThereEvaluator,  # session 41: "if it's still in your Reserve" (1.4.4.a)
    UniqueCompositionEvaluator,
    ExpeditionRaceEvaluator,
    FacingPositionEvaluator,
    GameStateConditionEvaluator,
    PastConditionEvaluator,
    JoinedConditionEvaluator,
    CountersAndPlayersEvaluator,
    Semantics,
):
    """The rules whose words the engine evaluates, each mapped to an engine condition; a rule
    not overridden here keeps the reader's value (words), which is no engine condition. The
    mixins are consulted in order, before the reader's :class:`Semantics`: Expeditions (7.5),
    what "it" names (6.3.i), counts (6.5.d) first, as they were the evaluator's own."""

    def __init__(self, key: str, text: str) -> None:
        super().__init__(key)
        self.printed = text

    def counted(self, items: list[Any]) -> Description | Condition:
        union = said_union(items)  # ia40: "for each Spell or token in your Reserve" (6.5.i)
        if union is not None:
            return union
        parts = [i for i in items if isinstance(i, tuple)]
        # "per card you discarded this Day", "for each Spell you played this turn" (6.5.i)
        older = ("counted_only", "you played this turn")
        parts = [(DONE, p[1]) if p == older else p for p in parts]
        done = [p for p in parts if p[0] == DONE]
        if len(done) == 1:
            return self.done_count(done[0][1], _describe([p for p in parts if p[0] != DONE]))
        return _describe(parts)

    def counted_objects(self, items: list[Description]) -> Description | Condition:
        d = items[0]  # the plural description (plural_desc)
        done = vars(d).pop(DONE, None)  # "the number of cards you discarded this Day"
        if isinstance(done, str):
            return self.done_count(done, d)
        if d.counted_only == "you played this turn":  # the older qualifier, counted so too
            return self.done_count(d.counted_only, replace(d, counted_only=""))
        return d

    def condition_only(self, items: list[Any]) -> Any:
        return items[0]

    def if_colon(self, items: list[Any]) -> Any:
        return items[0]
