"""The engine's reading of a condition's words, by the grammar: :func:`grammar_condition`
parses the words a card structure keeps (``if:``, lower case) with the same rules the reader
read them with, and maps each rule into an engine :class:`~engine.state.cards.Condition`.
:func:`scenarios.cards.condition_texts.condition_of` asks here last, after its own readings;
``None`` means the engine cannot evaluate the words (the card then says so, 6.5.d)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args
from lark.exceptions import VisitError
from lark.tree import Meta

from engine import CardType, Status, Terrain
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import ExpeditionScope, Whose
from engine.state.records import replace as record_replace
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.evaluate.counters_and_players import (
    CountersAndPlayersEvaluator,
    zone_count,
)
from scenarios.cards.grammar.evaluate.described_conditions import DescribedConditionEvaluator
from scenarios.cards.grammar.evaluate.expedition_race import ExpeditionRaceEvaluator
from scenarios.cards.grammar.evaluate.facing_positions import FacingPositionEvaluator
from scenarios.cards.grammar.evaluate.game_state_conditions import GameStateConditionEvaluator
from scenarios.cards.grammar.evaluate.in_play_conditions import InPlayConditionEvaluator
from scenarios.cards.grammar.evaluate.joined_conditions import JoinedConditionEvaluator
from scenarios.cards.grammar.evaluate.past_conditions import PastConditionEvaluator
from scenarios.cards.grammar.evaluate.past_events import PastEventEvaluator
from scenarios.cards.grammar.evaluate.place_moment_conditions import (
    PlaceMomentConditionEvaluator,
)
from scenarios.cards.grammar.evaluate.quantified_objects import quantified
from scenarios.cards.grammar.evaluate.time_past import DONE, TimePastEvaluator
from scenarios.cards.grammar.evaluate.unique_composition import UniqueCompositionEvaluator
from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.printed_words import spans
from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.grammar.semantics.all_rules import Semantics
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Condition as WordsCondition
from scenarios.cards.grammar.tree import Description
from scenarios.cards.vocabulary import ENGINE_KEYWORDS

_POSITIONS = {
    "ahead": ConditionKind.EXPEDITION_AHEAD,
    "behind": ConditionKind.EXPEDITION_BEHIND,
    "tied": ConditionKind.EXPEDITION_TIED,
}
_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


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
    kinds = ("counted", "counted_objects", "your_expeditions_counted")
    counted = next((t for t in tree.iter_subtrees() if t.data in kinds), None)
    if counted is None or _span_of(counted, said) != key:
        return None
    try:
        d = _Evaluator(said, text).transform(counted)
        return d if isinstance(d, Condition) else _count(d, text)
    except NotRead:
        return None
    except VisitError:  # words the engine cannot evaluate: never a guess (precision first)
        return None


def _span_of(tree: Any, said: str) -> str:
    meta = tree.meta
    return said[meta.start_pos : meta.end_pos].lower() if not meta.empty else ""


_COUNTED_ONLY = {
    "in your hand": Counted.YOUR_HAND,
    "in your mana zone": Counted.YOUR_MANA,
    "in each player's reserve": Counted.RESERVES,
    "in your discard pile": Counted.YOUR_DISCARD,  # 3.2.3
    "in your deck": Counted.YOUR_DECK,  # 3.2.2
}
"""Zones only counts name ("per card in your hand"): what is counted there."""
_OPPONENTS_ZONES = {
    f"in {who} opponent's {zone}": counted
    for who in ("your", "an")
    for zone, counted in (
        ("hand", Counted.YOUR_HAND),
        ("reserve", Counted.YOUR_RESERVE),
        ("mana zone", Counted.YOUR_MANA),
        ("discard pile", Counted.YOUR_DISCARD),
        ("deck", Counted.YOUR_DECK),
    )
}
"""An opponent's personal zones (3.2) as counts name them ("per card in your opponent's
hand"): counted as the controller's are, said of the opponent (``Whose.OPPONENT``, 1.2.2;
"an opponent" is the one opponent of a two-player game, 1.2.1.b)."""


def _in_play_only(d: Description) -> bool:
    """Whether a description with no place names only objects in play: Characters or
    Permanents (3.1.4.a), not a target Expedition's, a hand's or a Reserve's."""
    elsewhere = d.in_target_expedition or d.from_your_hand or d.in_play_or_reserve
    elsewhere = elsewhere or d.from_hand_or_reserve or d.total is not None
    if elsewhere:
        return False
    # "tokens in your Hero Expedition" (gram90): a token is a Character in the Expedition
    # zone (7.3.5.a), narrowed to that Expedition by the filter; a "card" there stays
    # unread (Altered cards and token cards are not the same, 2.1.b)
    in_play_types = bool(d.types) and set(d.types) <= {"Character", "Permanent"}
    return in_play_types or (d.token and not d.types and bool(d.in_your_expedition))


def _count(d: Description, text: str) -> Condition:
    """The objects of a description counted where it says they are: in play under the
    controller's or the opponent's control (1.2.2), in my Expedition (7.5.5.b), in a
    Reserve, a hand or the Mana zone (3.2)."""
    if d.controller not in (None, "you", "opponent"):
        # "for each Character they control" after "Each player draws …": each player's own
        # count (1.2.2), which one count for the effect cannot be — never all in play
        raise NotRead("they control", "a count of what 'they' control is not read yet")
    zone = d.counted_only
    places = [
        (d.controller == "you", Counted.YOU_CONTROL),
        (d.controller == "opponent", Counted.OPPONENT_CONTROLS),
        (d.in_your_reserve, Counted.YOUR_RESERVE),
        (d.in_reserve, Counted.RESERVES),
        (zone in _COUNTED_ONLY, _COUNTED_ONLY.get(zone, "")),
        (zone in _OPPONENTS_ZONES, _OPPONENTS_ZONES.get(zone, "")),
        (d.facing_me, Counted.OPPONENT_CONTROLS),  # the opponent's Expedition (1.2.3.c)
    ]
    said = [where for holds, where in places if holds]
    if d.in_my_expedition and d.controller in (None, "you") and not said[1:]:
        said = [Counted.MY_EXPEDITION]  # my Expedition's objects are my controller's
    if not said and not zone and _in_play_only(d):
        said = [Counted.IN_PLAY]  # "for each Exhausted Character": all in play (3.1.4.a)
    if len(said) != 1 or (zone and zone not in _COUNTED_ONLY and zone not in _OPPONENTS_ZONES):
        raise NotRead("per", "this count is not read here")
    where = said[0]
    if d.types == ["Landmark"]:
        if where != Counted.YOU_CONTROL:
            raise NotRead("landmark", "these Landmarks are not counted here")
        where = Counted.YOUR_LANDMARKS
    if where == Counted.OPPONENT_CONTROLS and d.other:
        raise NotRead("other", "'other' an opponent controls is not read")
    plain = Description(**{**vars(d), "controller": None, "in_my_expedition": False})
    plain.in_your_reserve = plain.in_reserve = False
    plain.counted_only = ""
    flt = _object_filter(plain, False)
    if "card" in d.types and (d.facing_me or d.in_my_expedition):
        # a token is no card (1.1.7.b): the cards in an Expedition are its non-token objects
        flt = replace(flt, non_token=True)
    whose = Whose.OPPONENT if zone in _OPPONENTS_ZONES else ""
    return Condition(ConditionKind.COUNT, counted=where, filter=flt, text=text, whose=whose)


@dataclass(frozen=True)
class _Counted:
    """ "two or more other Boosted Characters in my Expedition": bounds and description."""

    at_least: int | None
    at_most: int | None
    description: Description
    another: bool


class _Evaluator(
    PlaceMomentConditionEvaluator,
    TimePastEvaluator,
    DescribedConditionEvaluator,
    PastEventEvaluator,
    InPlayConditionEvaluator,
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
    not overridden here keeps the reader's value (words), which is no engine condition."""

    def __init__(self, key: str, text: str) -> None:
        super().__init__(key)
        self.printed = text

    def counted(self, items: list[Any]) -> Description | Condition:
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

    # ------------------------------------------------------------- Expeditions (7.5)
    @v_args(meta=True)
    def expedition_is_cond(self, meta: Meta, _: list[Any]) -> Condition:
        words = self._said_words(meta)
        if words[:2] == ["my", "expedition"]:
            scope = ExpeditionScope.MY
        elif words[:2] == ["its", "expedition"]:
            scope = ExpeditionScope.ITS
        elif words[:3] == ["one", "of", "your"]:
            scope = ExpeditionScope.ONE_OF_YOURS
        else:
            scope = ExpeditionScope.EACH_YOURS
        return self._expedition(words, scope)

    @v_args(meta=True)
    def placed_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your other / the other Expedition is …" (7.5.5.a), "the Expedition facing me is
        …" (1.2.3.c), "your Hero / Companion Expedition is …" (the controller's, 7.2.3.a):
        the place's scope, as a count in it reads it (:func:`counted_expedition_scope`)."""
        words = self._said_words(meta)
        return self._expedition(words, counted_expedition_scope(words[: words.index("is")]))

    def _said_words(self, meta: Meta) -> list[str]:
        """The words of a condition said of Expeditions as the grammar read them — the
        lexer's rewordings read again on its printed words, so "you are behind in one or
        more Expeditions" is evaluated as the "one of your Expeditions is behind" it parsed
        (7.5.2; scenarios/cards/grammar/expedition_words.py), never by its printed order."""
        said = " ".join(w for w, _, _ in reworded(spans(self._span(meta))))
        return said.lower().replace("n't", " not").split()

    @v_args(meta=True)
    def i_in_contact_cond(self, meta: Meta, _: list[Any]) -> Condition:
        words = self._span(meta).replace("i'm", "i am").split()
        if "was" in words:  # where I was before the event: not kept (6.3.k)
            raise NotRead("was", "'was In Contact' is not evaluated")
        return self._expedition(words, ExpeditionScope.ME)

    def _expedition(self, words: list[str], scope: str) -> Condition:
        positions = tuple(_POSITIONS[w] for w in words if w in _POSITIONS)
        negated = "not" in words
        if negated and positions:  # "not ahead": behind or tied, Expedition by Expedition
            positions = tuple(p for p in _POSITIONS.values() if p not in positions)
            negated = False
        if negated and scope in (ExpeditionScope.EACH_YOURS, ExpeditionScope.ONE_OF_YOURS):
            raise NotRead("not", "'not' said of several Expeditions is not evaluated")
        # "in {V} or {M}": one of several terrains (7.5.8.b), each Expedition in one of them
        terrains = tuple(_TERRAINS[w.strip(",")] for w in words if w.strip(",") in _TERRAINS)
        terrain = terrains[0] if len(terrains) == 1 else None
        # "in {V} and {M}": a region with each of them (7.5.8.b, gram83)
        every = len(terrains) > 1 and "and" in words and "or" not in words
        return Condition(
            ConditionKind.EXPEDITION_STATE,
            scope=scope,
            positions=positions,
            status=Status.ASCENDED if "ascended" in words else None,
            terrain=terrain,
            terrains=terrains if len(terrains) > 1 else (),
            every_terrain=every,
            in_contact="contact" in words,
            negated=negated,
            text=self.printed,
        )

    # ------------------------------------------------------------- "it" (6.3.i, 6.5.f)
    @v_args(meta=True)
    def its_a_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it's a Character with Hand Cost {3} or less": what "it" names fits."""
        return self._it_matches(items[-1], negated=False)

    @v_args(meta=True)
    def its_whose_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it's [not] an opponent's Character", "it's one of your [opponent's]
        Characters": what "it" names fits, controlled by that player (1.1.3.d) — as it is
        now, or just before this effect moved it (2.1.h)."""
        words = self._span(meta).replace("it's", "it is").split()
        d = items[-1]
        if d.controller:
            raise NotRead("control", "two controllers are said of what 'it' names")
        d.controller = "opponent" if "opponent's" in words else "you"
        return self._it_matches(d, negated=words[2] == "not")

    def it_is_type_cond(self, items: list[Any]) -> Condition:
        """ "it is a token" (2.1.e): said with "it is" as "it's a token" is (gram52; the
        types and sub-types are read by condition_texts before the grammar)."""
        from scenarios.cards.grammar.semantics.object_filters import _describe

        return self._it_matches(_describe([items[-1]]), negated=False)

    def it_is_not_a_cond(self, items: list[Any]) -> Condition:
        return self._it_matches(items[-1], negated=True)

    def _it_matches(self, d: Description, negated: bool) -> Condition:
        flt = _it_filter(d)
        return Condition(
            ConditionKind.IT_MATCHES, any_of=(flt,), negated=negated, text=self.printed
        )

    def it_not_status_cond(self, items: list[Any]) -> Condition:
        status = Status(lx.STATUSES[str(items[-1]).lower()])
        return Condition(
            ConditionKind.IT_HAS_STATUS, status=status, negated=True, text=self.printed
        )

    def it_was_status_cond(self, items: list[Any]) -> Condition:
        """ "it was Fleeting": before the event (6.3.k)."""
        status = Status(lx.STATUSES[str(items[-1]).lower()])
        return Condition(ConditionKind.IT_HAS_STATUS, status=status, past=True, text=self.printed)

    @v_args(meta=True)
    def its_cost_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "its Hand Cost is {3} or less": its printed cost (2.2.7, 2.2.8)."""
        words = self._span(meta).split()
        kind, n = items[0], _n(words[4].strip("{}"))
        low = None if words[-1] == "less" else n
        high = None if words[-1] == "more" else n
        d = Description()
        setattr(d, f"{kind}_min", low)
        setattr(d, f"{kind}_max", high)
        return self._it_matches(d, negated=False)

    # ------------------------------------------------------------- counts (6.5.d)
    @v_args(meta=True)
    def you_have_cards_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "you have two or more [Boosted] Characters in your Reserve" (3.2)."""
        words = self._span(meta).split()
        zone = Counted.YOUR_HAND if words[-1] == "hand" else Counted.YOUR_RESERVE
        noun = words[words.index("in") - 1]
        return zone_count(noun, zone, _bounds(words[2:]), items, self.printed)

    @v_args(meta=True)
    def there_are_placed_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "there are two or more [other] [Boosted] Characters in my Expedition": the
        objects in my Expedition(s) (a Gigantic one's too, 7.4.4.b)."""
        words = self._span(meta).split()
        low, high = _bounds(words[2:])
        d = _describe([i for i in items if isinstance(i, tuple)])
        flt = _object_filter(d, False)
        if "card" in d.types:  # a token is no card (1.1.7.b)
            flt = replace(flt, non_token=True)
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.MY_EXPEDITION,
            scope=counted_expedition_scope(words[len(words) - words[::-1].index("in") :]),
            filter=flt,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def mana_orbs_cond(self, meta: Meta, _: list[Any]) -> Condition:
        low, high = _bounds(self._span(meta).split()[2:])
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_MANA,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def count_desc(self, meta: Meta, items: list[Any]) -> _Counted:
        words = self._span(meta).split()
        parts = [i for i in items if isinstance(i, tuple)]
        another = words[0] == "another"
        low, high = (1, None) if words[0] in ("a", "an", "another") else _bounds(words)
        return _Counted(low, high, _describe(parts), another)

    def you_control_cond(self, items: list[Any]) -> Condition:
        return self._controlled(items[-1], Counted.YOU_CONTROL)

    def opponent_controls_cond(self, items: list[Any]) -> Condition:
        counted = items[-1]
        if counted.another or counted.description.other:  # 7.2.1.a: "another" is mine
            raise NotRead("another", "'another' an opponent controls is not read")
        return self._controlled(counted, Counted.OPPONENT_CONTROLS)

    def _controlled(self, counted: _Counted, whose: str) -> Condition:
        d = counted.description
        flt = _object_filter(d, counted.another)
        where = whose
        if d.types == ["Landmark"]:  # the Permanents in the Landmarks (2.2.3, 3.2.7)
            if whose != Counted.YOU_CONTROL:
                raise NotRead("landmark", "an opponent's Landmarks are not counted here")
            where = Counted.YOUR_LANDMARKS
        return Condition(
            ConditionKind.COUNT,
            counted=where,
            filter=flt,
            at_least=counted.at_least,
            at_most=counted.at_most,
            text=self.printed,
        )


_TYPES = {
    "Character": CardType.CHARACTER,
    "Permanent": CardType.PERMANENT,
    "Spell": CardType.SPELL,
}


_MAPPED = frozenset(
    {
        "types",
        "subtypes",
        "all_subtypes",
        "without_subtypes",
        "statuses",
        "any_statuses",
        "without_statuses",
        "boosts_min",
        "boosts_max",
        "boosts_than",  # "with fewer boosts than me" (2.5.1; semantics/compared_boosts.py)
        "counter",  # "with Ember counters": how many of that name (2.5.c)
        "counters_min",
        "counters_max",
        "in_your_expedition",
        "non_token",
        "token",
        "controller",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "in_my_expedition",
        "base_stat",
        "other",
        "in_your_other_expedition",
        "in_terrain",
        "plural",
        "words",
        "facing_me",
        "or_types",
        "stat_of",  # "with {V} 3 or more" (2.2.11)
        "stat_min",
        "stat_max",
        "keywords",  # "with Defender" (7.4)
        "permanent_zone",  # "Landmark / Expedition Permanent" (2.2.3)
        "owner",  # "you own" (1.1.3.c)
        "in_play",  # "in play": where the objects counted are by default (2.2.1.h)
        "in_expeditions",  # "in each Expedition": not in Landmarks (2.2.3.d-e)
        "alone_in_expedition",  # "with no other Characters in its Expedition" (3.2.4.b)
        "without_keywords",  # "without Defender" (7.4; semantics/negated_descriptions.py)
        "none_of",  # "not in my Expedition": descriptions it fits none of (6.5.b)
        "names",  # "Ember Wisp tokens": a set's token by its token card's name (2.2.b, 2.1.e)
    }
)
"""The fields of a description the engine filter below says; a description with another
field set is refused, so a new word of the language is never counted as if absent."""


def _object_filter(d: Description, another: bool) -> ObjectFilter:
    """The engine filter of a counted description; what it cannot say is refused."""
    unsaid = [k for k, v in vars(d).items() if v and k not in _MAPPED]
    if unsaid:
        raise NotRead(unsaid[0], "this description is not counted here")
    if (
        d.in_your_reserve
        or d.in_reserve
        or d.from_your_hand
        or d.in_play_or_reserve
        or d.played
        or d.counted_only
        or d.of_target_player
        or d.from_zone
        or d.in_target_expedition
        or (d.controller not in (None, "you"))
    ):
        raise NotRead("in", "this description is not counted here")
    types: set[CardType] = set()
    # "a Robot or Permanent": a Robot of any type, or a Permanent (the types said by or_types)
    for t in [] if d.or_types else d.types:
        if t in _TYPES:
            types.add(_TYPES[t])
        elif t not in ("card", "Landmark"):
            raise NotRead(t, f"'{t}' is not counted here")
    return ObjectFilter(
        statuses=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.statuses),
        any_statuses=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.any_statuses),
        without=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.without_statuses),
        boosts_min=d.boosts_min,
        boosts_max=d.boosts_max,
        boosts_than=d.boosts_than,
        counter=d.counter,
        counters_min=d.counters_min,
        counters_max=d.counters_max,
        in_your_expedition=d.in_your_expedition,
        subtypes=frozenset(d.subtypes),
        all_subtypes=frozenset(d.all_subtypes),
        types=frozenset(types),
        another=another or d.other,
        hand_cost_max=d.hand_cost_max,
        hand_cost_min=d.hand_cost_min,
        reserve_cost_max=d.reserve_cost_max,
        reserve_cost_min=d.reserve_cost_min,
        base_stat=d.base_stat,
        in_my_expedition=d.in_my_expedition,
        in_your_other_expedition=d.in_your_other_expedition,
        non_token=d.non_token,
        tokens=d.token,
        names=frozenset(d.names),
        without_subtypes=frozenset(d.without_subtypes),
        in_terrain=Terrain(d.in_terrain) if d.in_terrain else None,
        facing_me=d.facing_me,
        or_types=frozenset(_TYPES[t] for t in d.or_types),
        stat_of=Terrain(d.stat_of) if d.stat_of else None,
        stat_min=d.stat_min,
        stat_max=d.stat_max,
        keywords=frozenset(ENGINE_KEYWORDS[k] for k in d.keywords),  # 7.4: it has them, working
        permanents_in_landmarks=d.permanent_zone == "landmark",  # 2.2.3
        permanents_in_expeditions=d.permanent_zone == "expedition" or d.in_expeditions,
        owner=d.owner or "",
        alone_in_expedition=d.alone_in_expedition,
        without_keywords=frozenset(ENGINE_KEYWORDS[k] for k in d.without_keywords),
        none_of=tuple(_object_filter(_describe(parts), False) for parts in d.none_of),
    )


def _it_filter(d: Description) -> ObjectFilter:
    """The filter "it" must fit. "If it's an opponent's Character / a Character you
    control": who controls what "it" names as the step is about to happen — in play, its
    controller (1.1.3.d); gone from play by this effect, the controller it had just before
    (2.1.h, the engine's ``engine.reading.last_known``); a card in a personal zone is its
    owner's (1.1.3.d)."""
    if "Landmark" in d.types:  # the filter would let any object through: never a guess
        raise NotRead("landmark", "whether what 'it' names is a Landmark is not evaluated yet")
    whose = d.controller
    if whose not in (None, "", "you", "opponent"):
        raise NotRead("control", "who controls what 'it' names is not evaluated here")
    d.controller = None  # said below, not as a counted zone
    return record_replace(_object_filter(d, False), controller=whose or "")


def _bounds(words: list[str]) -> tuple[int | None, int | None]:
    """ "no" (at most 0), "N or more" / "at least N" (at least N), "N or less" / "N or
    fewer" / "at most N" / "no more than N" (at most N), "less / fewer than N" (at most N-1),
    "more than N" (at least N+1), "no fewer / no less than N" (at least N); a bare "N" is not
    how cards say "exactly N" and is refused."""
    if words[0] == "exactly":  # "exactly two": at least and at most that many
        return _n(words[1]), _n(words[1])
    if words[:1] == ["no"] and words[2:3] == ["than"]:
        n = _n(words[3])
        return (None, n) if words[1] == "more" else (n, None)
    if words[0] in ("no", "a", "an"):  # "no Spell": none; "a Spell": one or more (6.5.d)
        q = quantified(words[0])
        return q.at_least, q.at_most
    if words[:2] == ["at", "most"]:
        return None, _n(words[2])
    if words[:2] == ["more", "than"]:
        return _n(words[2]) + 1, None
    if words[:2] == ["at", "least"]:
        return _n(words[2]), None
    if words[0] in ("less", "fewer") and words[1] == "than":
        return None, _n(words[2]) - 1
    n = _n(words[0])
    if words[1:3] == ["or", "more"]:
        return n, None
    if words[1:3] in (["or", "less"], ["or", "fewer"]):
        return None, n
    raise NotRead(words[0], "a count without 'or more' / 'or less' is not read")


def _n(word: str) -> int:
    return int(word) if word.isdigit() else lx.NUMBERS[word]


_COUNTED_EXPEDITIONS = {
    "my expedition": "",  # the bearer's (both for a Gigantic bearer, 7.4.4.b)
    "your other expedition": ExpeditionScope.YOUR_OTHER,  # 7.5.5.a
    "the other expedition": ExpeditionScope.YOUR_OTHER,
    "my other expedition": ExpeditionScope.YOUR_OTHER,
    "the expedition facing me": ExpeditionScope.FACING_ME,  # 1.2.3.c
    "your hero expedition": ExpeditionScope.YOUR_HERO,  # 7.2.3.a
    "your companion expedition": ExpeditionScope.YOUR_COMPANION,
    "your expeditions": ExpeditionScope.EACH_YOURS,  # the two together (7.5.5.b)
}


def counted_expedition_scope(place: list[str]) -> str:
    """The Expedition(s) a place names ("your other Expedition"; a count in it, a state said
    of it), as the scope the engine resolves (a count: :func:`engine.reading.expedition_state.
    scoped_expeditions`); "" for "my Expedition". "your [sub-type] Expedition" other than
    Companion names no Expedition."""
    said = " ".join(w for w, _, _ in reworded(spans(" ".join(place)))).lower()
    if said not in _COUNTED_EXPEDITIONS:  # "facing my Expedition": "facing me" (1.2.3.c)
        raise NotRead(said, f"'{said}' is not an Expedition")
    return _COUNTED_EXPEDITIONS[said]
