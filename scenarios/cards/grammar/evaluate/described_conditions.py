"""The engine's reading of conditions said of described objects, of "I" and of a zone against
its limit (6.5.d): each is a count the engine makes as the condition is checked.

- "[count] [description] is / has [X]": the objects the description names that are / have X,
  counted between the count word's bounds ("two or more", "exactly one", "no");
- "each / every [description] is [X]", "all [descriptions] are [X]": none of them is not X —
  the objects that are not, counted at most 0 (so with none described it holds, 6.5.d);
- "one / none / each / two or more of your Characters …": the same, said of the controller's
  objects (1.2.2) or of an opponent's;
- "I'm in your Hero Expedition", "I have [[Defender]]", "I'm not a token": the bearer
  (``only_me``) among the objects its controller controls, at least one / none;
- "you have as many cards in Reserve as your Reserve limit": the Reserve's cards minus the
  Reserve limit (3.2.10.b) — 0 for "as many", at least 1 for "more", at most -1 for "fewer";
  Landmarks against the Landmark limit likewise (3.2.7.c).

What the engine cannot count — "not in your Hero Expedition" said of several objects, "each
… is in your Hero Expedition", a bare number of boosts — is refused
(``NotRead``), so the card says which words are resolved by hand.
"""

from __future__ import annotations

from dataclasses import replace as copy_with
from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import ExpeditionScope
from engine.state.records import replace
from scenarios.cards.card_words import NO_COUNTER_NAMES
from scenarios.cards.grammar.evaluate.count_conditions import description_count
from scenarios.cards.grammar.evaluate.count_words import count_bounds, number_word
from scenarios.cards.grammar.evaluate.quantified_objects import (
    QUANTIFIERS,
    Quantified,
    opposite_range,
    quantified,
)
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.described_conditions import Said
from scenarios.cards.grammar.tree import Description
from scenarios.cards.vocabulary import ENGINE_KEYWORDS


def _with(d: Description, said: Said) -> Description:
    """The description narrowed to the objects that are / have what is said of them."""
    d = copy_with(d, statuses=list(d.statuses), without_statuses=list(d.without_statuses))
    d.keywords = list(d.keywords)
    if said.kind == "status":
        (d.without_statuses if said.negated else d.statuses).append(said.value)
    elif said.kind == "statuses":  # one of them (2.4) / none of them, negated
        statuses = said.value.split(",")
        if said.negated:
            d.without_statuses.extend(statuses)
        else:
            d.any_statuses = [*d.any_statuses, *statuses]
    elif said.kind == "terrain" and not said.negated:
        d.in_terrain = said.value  # 7.5.8.c
    elif said.kind == "token":
        if said.negated:
            d.non_token = True
        else:
            d.token = True
    elif said.kind == "expedition" and not said.negated:
        d.in_your_expedition = said.value  # 7.5.5.a
    elif said.kind == "keyword":
        if not said.negated:
            d.keywords.append(said.value)  # 7.4: it has it, working
        # negated: the filter's ``without_keywords`` (_counted_with)
    elif said.kind == "cost" and not said.negated and said.value != "base_cost":
        if said.low is not None:  # its printed cost (2.2.7, 2.2.8)
            setattr(d, f"{said.value}_min", said.low)
        if said.high is not None:
            setattr(d, f"{said.value}_max", said.high)
    elif said.kind == "boosts" and not said.negated:
        low, high = said.low, said.high
        if low is not None and high is not None:
            raise NotRead("boosts", "a number of boosts without 'or more' / 'or less'")
        if low is not None and low <= 1:
            d.statuses.append("Boosted")  # one boost or more is Boosted (2.4.5.a)
        elif low is not None:
            d.boosts_min = low
        elif high == 0:
            d.without_statuses.append("Boosted")  # no boosts: not Boosted (2.4.5.a)
        else:
            d.boosts_max = high
    else:
        raise NotRead(said.kind, f"'not' said of a {said.kind} of described objects")
    return d


def _opposite(said: Said) -> Said:
    """What an object that is not so is: "each is Anchored" counts those that aren't."""
    if said.kind in ("status", "token", "keyword", "statuses"):
        return Said(said.kind, said.value, not said.negated)
    if said.kind in ("boosts", "cost") and not said.negated:
        bounds = opposite_range(said.low, said.high)
        if bounds is not None:
            return Said(said.kind, said.value, low=bounds[0], high=bounds[1])
    raise NotRead(said.kind, f"'each' said of a {said.kind} is not counted")


def _partitive(words: list[str]) -> Quantified:
    """The count the words before "of" ask for: a quantifier ("each of", "none of", "one of")
    or a number ("exactly two of", "two or more of")."""
    if len(words) == 1 and words[0] in QUANTIFIERS:
        return quantified(words[0])
    low, high = count_bounds(words)
    return Quantified(opposite=False, at_least=low, at_most=high)


def bearer_is(flt: ObjectFilter, negated: bool, text: str) -> Condition:
    """ "I'm [not] …": the bearer (``flt`` has ``only_me``) among the objects in play its
    controller controls (1.2.5, 1.2.2) — one of them, or with "not" none."""
    low, high = (None, 0) if negated else (1, None)
    return Condition(
        ConditionKind.COUNT,
        counted=Counted.YOU_CONTROL,
        filter=flt,
        at_least=low,
        at_most=high,
        text=text,
    )


class DescribedConditionEvaluator:
    """The counts of conditions on what is described (6.5.d)."""

    printed: str

    if TYPE_CHECKING:

        def _span(self, meta: Meta) -> str: ...  # the semantics base's

        def _expedition(self, words: list[str], scope: str) -> Condition: ...  # conditions.py

        def _it_matches(self, d: Description, negated: bool) -> Condition: ...

    def _counted_with(
        self, d: Description, said: Said, low: int | None, high: int | None, another: bool
    ) -> Condition:
        found = description_count(_with(d, said), self.printed)
        if another and found.filter is not None:  # "another": not me (7.2.1.a)
            found = replace(found, filter=replace(found.filter, another=True))
        if said.kind == "keyword" and said.negated:  # "doesn't have [[Defender]]" (7.4)
            flt = found.filter or ObjectFilter()
            without = frozenset({ENGINE_KEYWORDS[said.value]})
            found = replace(found, filter=replace(flt, without_keywords=without))
        return replace(found, at_least=low, at_most=high)

    def _quantified(self, d: Description, said: Said, q: Quantified) -> Condition:
        """The count ``q`` asks for of the described objects that are / have what is said
        (or, for "each", of those that are not, :func:`_opposite`)."""
        return self._counted_with(
            d, _opposite(said) if q.opposite else said, q.at_least, q.at_most, False
        )

    def objects_said_cond(self, items: list[Any]) -> Condition:
        counted, said = items[0], items[-1]
        return self._counted_with(
            counted.description, said, counted.at_least, counted.at_most, counted.another
        )

    def every_object_said_cond(self, items: list[Any]) -> Condition:
        return self._quantified(items[0], items[-1], quantified("each"))

    @v_args(meta=True)
    def partitive_said_cond(self, meta: Meta, items: list[Any]) -> Condition:
        words = self._span(meta).lower().split()
        said = items[-1]
        d = next(i for i in items if isinstance(i, Description))
        whose = words[words.index("of") + 1 : words.index("of") + 3]
        d = copy_with(d, controller="opponent" if "opponent's" in whose else "you")
        return self._quantified(d, said, _partitive(words[: words.index("of")]))

    def controlled_either_cond(self, items: list[Any]) -> Condition:
        """ "it's a Spell or a Character with Hand Cost {2} or less": what "it" names fits
        one of the two descriptions (6.3.i, 6.5.d); "you control A or B" as before."""
        first, counted = items[0], items[-1]
        it_is = isinstance(first, Condition) and first.kind == ConditionKind.IT_MATCHES
        if it_is and not first.negated and counted.at_least == 1 and counted.at_most is None:
            if counted.another or counted.description.other:
                raise NotRead("another", "'another' said of what 'it' names is not read")
            said: Condition = first
            second = self._it_matches(counted.description, negated=False)
            either: Condition = replace(said, any_of=said.any_of + second.any_of)
            return replace(either, text=self.printed)
        joined: Condition = super().controlled_either_cond(items)  # type: ignore[misc]
        return joined

    def any_object_said_cond(self, items: list[Any]) -> Condition:
        """ "if any Character you control is [[Anchored]]": at least one is (6.5.d)."""
        return self._quantified(items[0], items[-1], quantified("any"))

    @v_args(meta=True)
    def it_said_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if it has [[Defender]]", "if it doesn't have [[Tough]]", "if it's in your Hero
        Expedition": what "it" names (6.3.i) is so."""
        words = self._span(meta).lower().replace("n't", " not").split()
        d = Description()
        if "expedition" in words:
            kind = words[-2]
            if kind not in ("hero", "companion"):  # 7.2.3.a
                raise NotRead(kind, f"'your {kind} Expedition' is not an Expedition")
            d.in_your_expedition = kind
        else:
            d.keywords = [_keyword(items)]
        return self._it_matches(d, negated="not" in words)

    @v_args(meta=True)
    def i_said_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "I'm in your Hero Expedition", "I have [[Defender]]", "I'm not a token": the
        bearer among the objects in play its controller controls (1.2.5, 1.2.2)."""
        words = self._span(meta).lower().replace("i'm", "i am").replace("n't", " not").split()
        if "was" in words:  # where I was before the event: not kept (6.3.k)
            raise NotRead("was", "'I was …' is not evaluated")
        negated = "not" in words
        said = items[-1] if isinstance(items[-1], Said) else Said("keyword", _keyword(items))
        flt = ObjectFilter(only_me=True)
        if said.kind == "token":
            flt = replace(flt, tokens=True)
        elif said.kind == "expedition":
            flt = replace(flt, in_your_expedition=said.value)
        else:
            flt = replace(flt, keywords=frozenset({ENGINE_KEYWORDS[said.value]}))
        return bearer_is(flt, negated, self.printed)

    @v_args(meta=True)
    def expeditions_counted_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "exactly one of your Expeditions is In Contact", "none / neither of your
        Expeditions is behind": the controller's Expeditions (7.5.5.a) fitting the state
        (7.5.2, 2.4.3, 7.5.8.b, 7.5.9.a), counted."""
        words = self._span(meta).lower().split()
        state = self._expedition(words[words.index("expeditions") + 2 :], ExpeditionScope.MY)
        if state.negated:
            raise NotRead("not", "'not' said of counted Expeditions is not evaluated")
        n = None if words[0] in ("none", "neither") else number_word(words[1])
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_EXPEDITIONS,
            positions=state.positions,
            status=state.status,
            terrain=state.terrain,
            terrains=state.terrains,
            in_contact=state.in_contact,
            at_least=n,
            at_most=n if n is not None else 0,
            text=self.printed,
        )

    @v_args(meta=True)
    def i_compared_boosts_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "I have more boosts than each Character facing me": none of them has as many
        boosts as I do or more (2.5.1); "fewer": none has as many or fewer (6.5.d)."""
        words = self._span(meta).lower().split()
        found = description_count(items[-1], self.printed)
        mine = (Counted.YOU_CONTROL, Counted.MY_EXPEDITION, Counted.IN_PLAY)
        if found.counted in mine and not (found.filter and found.filter.another):
            # I am one of them: never more than myself — said without "other", left to a judge
            raise NotRead("each", "'each' of objects I am one of is not compared with me")
        how = "at_least" if words[2] == "more" else "at_most"
        flt = replace(found.filter or ObjectFilter(), boosts_vs_mine=how)
        return replace(found, filter=flt, at_least=None, at_most=0)

    @v_args(meta=True)
    def first_player_said_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you're (not) the first player", "you aren't the first player" (1.2.1)."""
        words = self._span(meta).lower().replace("n't", " not").split()
        return Condition(ConditionKind.FIRST_PLAYER, negated="not" in words, text=self.printed)

    @v_args(meta=True)
    def i_have_bounded_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I have 4 or fewer boosts", "I have less than 5 Scrap counters": the counters of
        that kind on the bearer (boosts are counters, 2.5.1.a) within the bound (6.5.d)."""
        words = self._span(meta).lower().split()
        low, high = count_bounds(words[2:])
        counter = "boost" if words[-1] in ("boost", "boosts") else words[-2].capitalize()
        if counter.lower() in NO_COUNTER_NAMES:  # "2 or more different counters" (review27)
            raise NotRead(counter.lower(), f"'{counter.lower()} counters' names no counter (2.5.c)")
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.MY_COUNTERS,
            counter=counter,
            at_least=low,
            at_most=high,
            text=self.printed,
        )

    @v_args(meta=True)
    def against_limit_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have as many cards in Reserve as your Reserve limit" (3.2.10.b), "you
        control more Landmarks than your Landmark limit" (3.2.7.c)."""
        words = self._span(meta).lower().split()
        limit = words[-2]
        counted_words = words[words.index("many") + 1 if "many" in words else 3 : -4]
        if limit == "reserve" and counted_words[:1] == ["cards"] and counted_words[-1] == "reserve":
            counted = Counted.RESERVE_OVER_LIMIT
        elif limit == "landmark" and counted_words == ["landmarks"]:
            counted = Counted.LANDMARKS_OVER_LIMIT
        else:
            raise NotRead(limit, "this count is not compared with that limit")
        if "many" in words:
            low, high = (0, None) if words[2:4] == ["at", "least"] else (0, 0)
        elif words[2] == "more":
            low, high = 1, None
        else:  # fewer / less
            low, high = None, -1
        return Condition(
            ConditionKind.COUNT, counted=counted, at_least=low, at_most=high, text=self.printed
        )


def _keyword(items: list[Any]) -> str:
    from scenarios.cards.grammar.semantics.described_conditions import _keyword_name

    return _keyword_name(next(i for i in items if not isinstance(i, Said)))
