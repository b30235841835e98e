"""Words for a target Expedition described by its controller and terrain (7.5.5.a,
7.5.8.b) in every step that names one: "Target Expedition you control moves forward one
region", "Characters in target Expedition an opponent controls gain 1 boost", "Create a
token in target Expedition you control" — the readings of
``semantics/described_expeditions.py``, written as the step without the description and
the Expedition then described."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_WHOSE = {"you": "you control", "opponent": "an opponent controls"}
_ICONS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
_TARGET = re.compile(r"\b([Tt])arget Expedition\b")


_YOURS = "each of your Expeditions"
_EMPTY = {"other": "with no other Characters", "any": "with no Characters"}


def described_expedition_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """``step`` on a described target Expedition (or its Characters) or on each of yours
    described, or ``None``."""
    flt = step.get("filter")
    if step.get("subject") == "each_my_expedition_described" and isinstance(flt, dict):
        return _each_of_yours(step, flt, clause)
    if isinstance(flt, dict) and flt.get("expedition_race"):
        return _racing(step, flt, clause)
    if not isinstance(flt, dict) or flt.get("expedition_controller") not in _WHOSE:
        return None
    said = _WHOSE[flt["expedition_controller"]]
    rest = {k: v for k, v in flt.items() if k != "expedition_controller"}
    if step.get("subject") == "target_expedition":
        if set(rest) - {"in_terrain", "or_terrain"} or ("or_terrain" in rest) > (
            "in_terrain" in rest
        ):
            return None
        if rest:  # "target Expedition you control in {V}" (7.5.8.b), "in {V} or {O}"
            said += f" in {_ICONS[rest.pop('in_terrain')]}"
            if "or_terrain" in rest:
                said += f" or {_ICONS[rest.pop('or_terrain')]}"
    elif step.get("subject") != "characters_in_target_expedition":
        return None  # their terrain is the Characters' filter, written with them (7.5.8.c)
    plain = {k: v for k, v in step.items() if k != "filter"}
    words = clause({**plain, **({"filter": rest} if rest else {})})
    if len(_TARGET.findall(words)) != 1:
        return None
    return _TARGET.sub(lambda m: f"{m[1]}arget Expedition {said}", words, count=1)


def _each_of_yours(step: Step, flt: dict[str, Any], clause: Callable[[Step], str]) -> str | None:
    """ "… in each of your Expeditions that's ahead / with no other Characters" (7.5.2.a,
    3.2.4.b): the step written on each of yours, the Expeditions then described."""
    if set(flt) - {"expedition_ahead", "expedition_empty", "expedition_standing"} or len(flt) != 1:
        return None
    if flt.get("expedition_standing"):  # "that's behind / tied" (7.5.2.b-c)
        said = f"that's {flt['expedition_standing']}"
    else:
        said = "that's ahead" if flt.get("expedition_ahead") else _EMPTY[flt["expedition_empty"]]
    plain = {k: v for k, v in step.items() if k != "filter"} | {"subject": "each_my_expedition"}
    words = clause(plain)
    if words.count(_YOURS) != 1:
        return None
    return words.replace(_YOURS, f"{_YOURS} {said}")


FILTER_KEYS = frozenset({"alone_in_expedition"})
"""The filter keys :func:`filter_words` says."""


def filter_words(flt: dict[str, Any]) -> list[str]:
    """A description's words after its noun for :data:`FILTER_KEYS`: "with no other
    Characters in its Expedition" (3.2.4.b)."""
    return ["with no other Characters in its Expedition"] if flt.get("alone_in_expedition") else []


def _racing(step: Step, flt: dict[str, Any], clause: Callable[[Step], str]) -> str | None:
    """ "Target [opponent's] Expedition that is ahead of both of your Expeditions …" (6.5.b,
    7.5.2; gram87): the step written on a target Expedition, the Expedition then described."""
    from scenarios.cards.grammar.writer.conditions import race_words

    if step.get("subject") != "target_expedition" or set(flt) - {
        "expedition_race",
        "expedition_controller",
    }:
        return None
    whose = flt.get("expedition_controller")
    if whose not in (None, "opponent"):
        return None
    r = flt["expedition_race"]
    said = race_words(tuple(r["positions"]), r["in_contact"], r["against"], r["against_each"])
    words = clause({k: v for k, v in step.items() if k != "filter"})
    if len(_TARGET.findall(words)) != 1:
        return None
    mine = "opponent's " if whose else ""
    return _TARGET.sub(
        lambda m: f"{m[1]}arget {mine}Expedition that is {said.removeprefix('the ')}",
        words,
        count=1,
    )
