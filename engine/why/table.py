"""The decision-point table: for each rule-driven branch of the engine, the question it
decides in a judge's words and the most specific rules (Comprehensive Rules 5.0) that
govern it — for the right card type and the right step.

The engine cites a decision point with :func:`why` — or :func:`rule_of` where one rule is
named, in a refusal or an impossible atomic action — so its trace says exactly what this
table says, and the engine writes no rule id anywhere else. Tests check that every rule
here is a rule line of CR 5.0 and in the citation registry, that every point is used by
the engine, that every point the engine uses is here, and (parsing the engine's code)
that no rule id is written outside the table. Passive abilities live in
:mod:`engine.why.passives`, playing a card or a quick action in :mod:`engine.why.playing`,
resolving an effect in :mod:`engine.why.effects`, its targets and choices in
:mod:`engine.why.choices`, abilities resolved by hand in :mod:`engine.why.by_hand`,
atomic-action points in :mod:`engine.why.actions`, refusals in :mod:`engine.why.refusals`,
the day's structure in :mod:`engine.why.day`, Reactions in :mod:`engine.why.reactions` and
:mod:`engine.why.reaction_kinds`, Emblem-Reactions in Limbo in :mod:`engine.why.limbo`,
dice in :mod:`engine.why.dice`, hidden cards in :mod:`engine.why.hidden`, where things are
put and which Expedition "my/its Expedition" is in :mod:`engine.why.places`, Tough in
:mod:`engine.why.tough` and the steps that follow a step in :mod:`engine.why.steps`; this
module merges them. The table was reviewed rule by rule
against the rules text (``judge-app rule ID``); when a rule is reworded or renumbered, this
is the one place to change.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.why import actions as why_actions
from engine.why import by_hand as why_by_hand
from engine.why import characteristics as why_characteristics
from engine.why import choices as why_choices
from engine.why import day as why_day
from engine.why import dice as why_dice
from engine.why import effects as why_effects
from engine.why import hidden as why_hidden
from engine.why import last_known as why_last_known
from engine.why import limbo as why_limbo
from engine.why import passives as why_passives
from engine.why import places as why_places
from engine.why import playing as why_playing
from engine.why import reaction_kinds as why_reaction_kinds
from engine.why import reactions as why_reactions
from engine.why import refusals as why_refusals
from engine.why import steps as why_steps
from engine.why import tough as why_tough
from engine.why.citations import cite
from engine.why.point import Point

__all__ = ["TABLE", "Point", "rule_of", "why"]


_TABLE: dict[str, Point] = {}
for _part in (
    why_passives.POINTS,
    why_playing.POINTS,
    why_effects.POINTS,
    why_choices.POINTS,
    why_by_hand.POINTS,
    why_actions.POINTS,
    why_refusals.POINTS,
    why_day.POINTS,
    why_reactions.POINTS,
    why_limbo.POINTS,
    why_reaction_kinds.POINTS,
    why_dice.POINTS,
    why_hidden.POINTS,
    why_places.POINTS,
    why_tough.POINTS,
    why_steps.POINTS,
    why_characteristics.POINTS,
    why_last_known.POINTS,
):
    if _part.keys() & _TABLE.keys():
        raise ValueError(f"decision points defined twice: {sorted(_part.keys() & _TABLE.keys())}")
    _TABLE.update(_part)

TABLE: Mapping[str, Point] = MappingProxyType(_TABLE)
"""Every decision point of the engine, by name."""


def why(point: str) -> tuple[str, ...]:
    """The rules that govern ``point`` (checked against the citation registry)."""
    return cite(*_TABLE[point].rules)


def rule_of(point: str) -> str:
    """The one rule that decides ``point``: what a refusal (:class:`IllegalAction`) or an
    impossible atomic action (1.4.1.c) names. Only for points with a single rule."""
    rules = why(point)
    if len(rules) != 1:
        raise ValueError(f"decision point {point!r} has {len(rules)} rules, not one")
    return rules[0]
