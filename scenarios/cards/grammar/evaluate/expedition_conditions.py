"""The engine's reading of a condition said of Expeditions (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "my / its / one of your /
each of your Expeditions is ahead, behind or tied" (7.5.2), "… is in {V} [or {M}]" (7.5.8.b),
"I'm In Contact" (7.5.7), "my Expedition is Ascended", and the Expedition a place names
(:func:`counted_expedition_scope`: "your other Expedition" 7.5.5.a, "the Expedition facing me"
1.2.3.c, "your Hero Expedition" 7.2.3.a)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine import Status, Terrain
from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.printed_words import spans
from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.grammar.semantics.base import SemanticsBase

_POSITIONS = {
    "ahead": ConditionKind.EXPEDITION_AHEAD,
    "behind": ConditionKind.EXPEDITION_BEHIND,
    "tied": ConditionKind.EXPEDITION_TIED,
}
_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


class ExpeditionConditionEvaluator(SemanticsBase):
    """Engine conditions of an Expedition's position, terrain, status and contact (7.5)."""

    printed: str  # the condition's printed words (the evaluator's)

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


_COUNTED_EXPEDITIONS = {
    "my expedition": "",  # the bearer's (both for a Gigantic bearer, 7.4.4.b)
    "your other expedition": ExpeditionScope.YOUR_OTHER,  # 7.5.5.a
    "the other expedition": ExpeditionScope.YOUR_OTHER,
    "my other expedition": ExpeditionScope.YOUR_OTHER,
    "the expedition facing me": ExpeditionScope.FACING_ME,  # 1.2.3.c
    "your hero expedition": ExpeditionScope.YOUR_HERO,  # 7.2.3.a
    "your companion expedition": ExpeditionScope.YOUR_COMPANION,
    "your expeditions": ExpeditionScope.EACH_YOURS,  # the two together (7.5.5.b)
    # ic: the Expedition a move trigger or a target Expedition's step named (6.3.i, 6.5.b)
    "it": ExpeditionScope.IT,
    "that expedition": ExpeditionScope.IT,
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
