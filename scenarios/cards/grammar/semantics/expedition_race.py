"""The reader's semantics of the Expedition race (gram83, issue 30; the grammar block "the
Expedition race" of ``altered.lark``): an Expedition subject × a relation (ahead of, behind,
tied with — 7.5.2.a-c; in contact with / in the same region as — 7.5.9.a; the furthest ahead
/ behind) × the Expeditions it is said against. A condition is kept as its words (the card
structures evaluate condition texts, 6.5.d); the relation and the Expeditions named are
read here as plain values, which the engine's reading (:mod:`..evaluate.expedition_race`)
turns into ``Condition.against`` / ``against_each``."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.conditions import ConditionKind, ExpeditionScope
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

FACING = "facing"
"""Said against "the opposing Expedition": the one facing it, as ahead / behind / tied are
said (7.5.2.a-c) — an EXPEDITION_STATE without ``against``."""
Against = tuple[str, bool]
"""The Expeditions a relation is said against: an ``ExpeditionScope`` and whether the
relation holds with each of them (``True``) or with at least one."""


class ExpeditionRaceSemantics(SemanticsBase):
    """ "[Expedition] is ahead of / behind / tied with / in contact with [Expeditions]"."""

    @v_args(meta=True)
    def expedition_race_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if my Expedition is ahead of each opponent's Expedition": kept as its words;
        "ahead of the opposing Expedition" is said against the one facing it, as
        ``facing_position_cond`` reads it (7.5.2.a-c)."""
        if any(isinstance(i, dict) and i["against"] == FACING for i in items):
            said: Condition = self.facing_position_cond(meta, items)  # type: ignore[attr-defined]
            return said
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_in_terrains_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm in {V} or {M}" / "in {V} and {M}": one of my Expeditions (7.5.8.c)."""
        return Condition(self._span(meta))

    def expedition_in_every_terrain(self, items: list[Token]) -> str:
        """ "in {V} and {M}": a region with each of them (7.5.8.b)."""
        return " and ".join(lx.TERRAINS[t.lower()] for t in items)

    # ------------------------------------------------------------- as a filter (gram87)
    @v_args(meta=True)
    def race_target_expedition(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "target [opponent's] Expedition that is ahead of both of your Expeditions": only
        an Expedition so standing is a suitable target (6.5.b), an opponent's if said
        (7.5.5.a)."""
        flt = _as_filter(items[-1], "target expedition")
        if self._span(meta).lower().split()[1] == "opponent's":
            flt["expedition_controller"] = "opponent"
        return flt

    def in_an_expedition_race(self, items: list[Any]) -> tuple[str, Any]:
        """ "[Characters] in an Expedition that is behind an opponent's Expedition": in one
        so standing as the step happens (a Gigantic one, in either of its two, 7.4.4.b)."""
        flt = _as_filter(items[-1], "in an expedition")
        race = flt.get("expedition_race")
        if race is None:  # said against the one facing it: "that's ahead / behind / tied"
            if flt.get("expedition_ahead"):
                return ("in_expedition_ahead", True)
            return ("in_expedition_standing", flt["expedition_standing"])
        return ("in_expedition_race", race)

    # ------------------------------------------------------------- the relation
    def race_ahead(self, items: list[Any]) -> dict[str, Any]:
        return _relation(items[-1], positions=(ConditionKind.EXPEDITION_AHEAD,))

    def race_behind(self, items: list[Any]) -> dict[str, Any]:
        return _relation(items[-1], positions=(ConditionKind.EXPEDITION_BEHIND,))

    def race_tied(self, items: list[Any]) -> dict[str, Any]:
        return _relation(items[-1], positions=(ConditionKind.EXPEDITION_TIED,))

    def race_contact(self, items: list[Any]) -> dict[str, Any]:
        return _relation(items[-1], in_contact=True)

    def race_furthest_ahead(self, _: list[Any]) -> dict[str, Any]:
        """No other Expedition further from its starting region (7.5.2.a)."""
        tied = (ConditionKind.EXPEDITION_AHEAD, ConditionKind.EXPEDITION_TIED)
        return _relation((ExpeditionScope.OTHERS, True), positions=tied)

    def race_furthest_behind(self, _: list[Any]) -> dict[str, Any]:
        """No other Expedition closer to its starting region (7.5.2.b)."""
        tied = (ConditionKind.EXPEDITION_BEHIND, ConditionKind.EXPEDITION_TIED)
        return _relation((ExpeditionScope.OTHERS, True), positions=tied)

    # ------------------------------------------------------------- the Expeditions against
    def race_an_opponents(self, _: list[Any]) -> Against:
        return (ExpeditionScope.OPPONENTS, False)

    def race_each_opponents(self, _: list[Any]) -> Against:
        return (ExpeditionScope.OPPONENTS, True)

    def race_each_yours(self, _: list[Any]) -> Against:
        return (ExpeditionScope.EACH_YOURS, True)

    def race_one_of_yours(self, _: list[Any]) -> Against:
        return (ExpeditionScope.ONE_OF_YOURS, False)

    def race_my(self, _: list[Any]) -> Against:
        return (ExpeditionScope.MY, True)  # both, for a Gigantic bearer (7.4.4.b)

    def race_your_other(self, _: list[Any]) -> Against:
        return (ExpeditionScope.YOUR_OTHER, True)

    def race_your_hero(self, _: list[Any]) -> Against:
        return (ExpeditionScope.YOUR_HERO, True)

    def race_opposing(self, _: list[Any]) -> Against:
        """ "the opposing [Hero] Expedition": the one facing it (7.5.2.a-c)."""
        return (FACING, True)

    def race_your_companion(self, items: list[Token]) -> Against:
        kind = str(items[0]).lower()
        if kind != "companion":  # 1.2.3.c: a Hero and a Companion Expedition, nothing else
            raise NotRead(str(items[0]), f"'your {kind} Expedition' is not an Expedition")
        return (ExpeditionScope.YOUR_COMPANION, True)


def _relation(
    against: Against, positions: tuple[str, ...] = (), in_contact: bool = False
) -> dict[str, Any]:
    """A relation's parts, as ``Condition`` fields."""
    scope, each = against
    return {
        "positions": positions,
        "in_contact": in_contact,
        "against": scope,
        "against_each": each,
    }


_STANDING = {
    ConditionKind.EXPEDITION_AHEAD: "ahead",
    ConditionKind.EXPEDITION_BEHIND: "behind",
    ConditionKind.EXPEDITION_TIED: "tied",
}


def _as_filter(relation: dict[str, Any], words: str) -> dict[str, Any]:
    """A relation as the filter of an Expedition (``expedition_race``: its fields, gram87);
    said against "the opposing Expedition", the filter's own words for where it stands
    against the one facing it (7.5.2.a-c: ``expedition_ahead`` / ``expedition_standing``).
    In Contact with the opposing one is not what In Contact says (7.5.9.a): refused."""
    if relation["against"] != FACING:
        return {"expedition_race": relation}
    positions = relation["positions"]
    if relation["in_contact"] or len(positions) != 1:
        raise NotRead(
            words,
            "'in contact with the opposing Expedition' is not read here: In Contact is "
            "sharing a region with another player's Expedition (7.5.9.a)",
        )
    standing = _STANDING[positions[0]]
    if standing == "ahead":
        return {"expedition_ahead": True}
    return {"expedition_standing": standing}
