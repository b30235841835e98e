"""Statistics said one by one, "of your choice", and "them" after a group (issue 30).

- "Characters you control get +1 {V} and +1 {O}": a change of each statistic named by its
  icon (2.2.11.b), the others unchanged — the same passive modifier as "+1/+0/+1"
  (2.3.1.a), in every slot that change is said in. A statistic said twice is refused.
- "a card of your choice" (and "of their choice", which the players of a step say as "you",
  third_person.py): the one doing the step chooses the object (6.1.g; another player's step,
  6.1.h, 1.4.7.b) — what the step means without the words. Only a chosen object ("a …",
  "up to N …") is so said; a target (chosen by the effect's controller, 6.5.b), a group, a
  trigger's or a passive's object said "of your choice" is refused (:func:`doer_chooses`).
- "Characters in it" / "in that Expedition" and "create … in it" after a step a target
  Expedition did ("Target Expedition you control moves forward one region. Characters in
  it lose all their boosts."): that Expedition (6.5.b, 7.3.25.a) — the engine's "it" after
  an Expedition's move or Ascend (engine.steps.afterwards). Only after such a step:
  anywhere else (after a Character, at the effect's start) "it" is no Expedition and the
  words are refused, as is a condition on that Expedition ("If it's In Contact, …").
- "They" / "them" after a whole group a step acted on ("Characters you control gain 1
  boost. They gain Anchored."): the objects of the group the step acted on, as after "up
  to N targets" (:mod:`.them_objects`); the engine keeps them as the step's chosen objects
  (engine.steps.choices).
"""

from __future__ import annotations

import copy
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.named_expedition_conditions import counted_in_it
from scenarios.cards.grammar.tree import Description, Object

_ORDER = ("forest", "mountain", "water")
"""The statistics in the order "+1/+0/-1" says them: {V}, {M}, {O} (2.2.11.b)."""


class ReferredPartSemantics(SemanticsBase):
    """Statistic terms and "of your choice" (see the module doc)."""

    def stat_term(self, items: list[Token]) -> tuple[str, int]:
        """ "+1 {V}": the statistic the icon names and the change (2.2.11.b)."""
        delta, icon = items
        return lx.TERRAINS[str(icon).lower()], int(str(delta))

    def stat_terms(self, items: list[tuple[str, int]]) -> str:
        """ "+1 {V} and +1 {O}": the change of the three statistics, said as "+1/+0/+1"
        (what the statistic change rules read, 2.3.1.a)."""
        changes: dict[str, int] = {}
        for stat, delta in items:
            if stat in changes:
                raise NotRead("and", f"a change of {stat} said twice is not read", "stat_terms")
            changes[stat] = delta
        return "/".join(f"{changes.get(s, 0):+d}" for s in _ORDER)

    def of_doers_choice(self, _: list[Any]) -> tuple[str, bool]:
        """ "of your choice": the one doing the step chooses (6.1.g, 6.1.h)."""
        return ("doer_chooses", True)

    def stat_change_said(self, items: list[Any]) -> str:
        """A change of the statistics said "+1/+0/+1" or "+1 {V} and +1 {O}" (2.2.11.b)."""
        return str(items[0])

    def group_keyword_and_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "[group] have Tough 1 and +1 {M}": a grant and a statistic change, one passive
        ability each, of the same objects (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import group_stats

        group, keyword, change = items
        return _listed_parts(
            self.group_keyword([copy.deepcopy(group), keyword]),  # type: ignore[attr-defined]
            group_stats(group, change, yours=False),
        )

    def group_stats_and_keyword(self, items: list[Any]) -> dict[str, Any]:
        """ "[group] get +1 {O} and have Defender" (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import group_stats

        group, change, keyword = items
        return _listed_parts(
            group_stats(copy.deepcopy(group), change, yours=False),
            self.group_keyword([group, keyword]),  # type: ignore[attr-defined]
        )

    def my_stats_and_keyword(self, items: list[Any]) -> dict[str, Any]:
        """ "I get +1 {V} and have Defender": the bearer's change and keyword (2.3.1.a)."""
        change, keyword = items
        return _listed_parts(_my_stats(change), {"keyword": keyword})

    def my_stats_and_lost(self, items: list[Any]) -> dict[str, Any]:
        """ "I get +1 {M} and lose Defender" (2.3.1.a)."""
        change, keyword = items
        return _listed_parts(_my_stats(change), {"lose_keyword": keyword})

    def my_keyword_and_lost(self, items: list[Any]) -> dict[str, Any]:
        """ "I have Gigantic and lose Defender": one keyword given, one taken (7.4)."""
        given, lost = items
        if given == lost:
            raise NotRead(
                "lose", f"'{given}' given and lost at once is not read", "my_keyword_and_lost"
            )
        return _listed_parts({"keyword": given}, {"lose_keyword": lost})

    def in_either_terrain(self, items: list[Token]) -> tuple[str, tuple[str, str]]:
        """ "in {V} or {O}": either terrain (7.5.8.b-c)."""
        return ("terrains_either", _two_terrains(items))

    def described_expedition_either(self, items: list[Any]) -> dict[str, Any]:
        """ "target Expedition you control in {V} or {O}" (7.5.5.a, 7.5.8.b)."""
        whose, *terrains = items
        first, other = _two_terrains(terrains)
        return {"expedition_controller": whose, "in_terrain": first, "or_terrain": other}

    def i_lose_keyword(self, items: list[str]) -> dict[str, str]:
        """ "I lose [Defender]": the bearer's keyword taken away (2.3.1.a, 7.4)."""
        return {"lose_keyword": items[0]}

    @v_args(meta=True)
    def in_it_expedition(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "in it" / "in that Expedition": the Expedition a condition or trigger before
        names (expedition_it.py), else the one the step before acted on — checked once the
        effect is read (:func:`expedition_it_steps`)."""
        try:
            found: tuple[str, Any] = super().in_it_expedition(meta, items)  # type: ignore[misc]
        except NotRead:
            return ("in_it_step", True)
        return found

    @v_args(meta=True)
    def in_expedition_facing_it(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """hc: "in the Expedition facing it": facing the Expedition a condition before names
        (expedition_it.py), else facing the one a move trigger named or a step before moved
        — checked once the effect is read (:func:`expedition_it_steps`, 1.2.3.c)."""
        try:
            found: tuple[str, Any] = super().in_expedition_facing_it(meta, items)  # type: ignore[misc]
        except NotRead:
            return ("facing_it_step", True)
        return found

    def chosen_object(self, items: list[Any]) -> Object:
        """ "a Character of your choice": a chosen object, the words said (6.1.g)."""
        return doer_chooses(super().chosen_object(items))  # type: ignore[misc]

    def up_to_chosen(self, items: list[Any]) -> Object:
        """ "up to two cards of your choice": chosen objects, the words said (6.1.g)."""
        return doer_chooses(super().up_to_chosen(items))  # type: ignore[misc]


_NOT_CHOSEN = "'of your choice' said of an object no player chooses here is not read"


def doer_chooses(obj: Object) -> Object:
    """``obj`` without its "of your choice" when a player chooses it — one object "a …"
    or "up to N …" (6.1.g); refused for any other object (a target, 6.5.b, or a group)."""
    d = obj.description
    if not d.doer_chooses:
        return obj
    if obj.kind != "chosen":
        raise NotRead("of your choice", _NOT_CHOSEN, "of_doers_choice")
    d.doer_chooses = False
    return obj


def target_in_it(obj: Object) -> Object:
    """ "target Character in it": a target in the Expedition "it" is (6.5.b) — checked once
    the effect is read (:func:`expedition_it_steps`); other objects "in it" are refused
    (:func:`no_expedition_named`)."""
    d = obj.description
    if obj.kind == "target" and d.in_it_step:
        d.in_it_step, d.in_its_expedition = False, True
    return obj


def no_doer_choice(d: Description) -> None:
    """Refuse "of your choice" in a description no player chooses by (a trigger's, a
    passive's, a count's)."""
    if d.doer_chooses:
        raise NotRead("of your choice", _NOT_CHOSEN, "of_doers_choice")


_MOVED: dict[str, Any] = {"_the_expedition_that_moved": True}
"""The "step" a move trigger's effect follows: its "it" is the Expedition that moved."""
_NOT_AN_EXPEDITION = "'it' names no Expedition a step before acted on"
_EXPEDITION_STEPS = frozenset({"move_forward", "move_backwards", "ascend"})
"""The steps an Expedition does (7.3.25, 7.3.24, 7.3.3): "it" after them is that one."""


def characters_in_it(d: Description, other_words: bool) -> dict[str, Any]:
    """ "Characters in it": every Character in the Expedition "it" is, found as the step
    happens (6.5.b), narrowed by the description's other words."""
    from scenarios.cards.grammar.semantics.object_filters import _filter

    if other_words:
        raise NotRead("in it", "these Characters in it are not read yet", "in_it_expedition")
    flt = _filter(Description(**{**vars(d), "in_it_step": False}), types=[])
    return {"subject": "characters_in_it", **({"filter": flt} if flt else {})}


def characters_facing_it(d: Description, other_words: bool) -> dict[str, Any]:
    """hc: "Characters in the Expedition facing it": every Character in the Expedition facing
    the one "it" is, found as the step happens (1.2.3.c, 6.5.b), narrowed by the
    description's other words (a controller is refused: the Expedition says whose)."""
    from scenarios.cards.grammar.semantics.object_filters import _filter

    if other_words or d.controller is not None:
        raise NotRead(
            "facing it", "these Characters in it are not read yet", "in_expedition_facing_it"
        )
    flt = _filter(Description(**{**vars(d), "facing_it_step": False}), types=[])
    return {"subject": "characters_facing_it", **({"filter": flt} if flt else {})}


def no_expedition_named(d: Description) -> None:
    """Refuse "in it" where the object is not a group of Characters ("target Character in
    it"): only "Characters in it" is read."""
    if d.in_it_step:
        raise NotRead("in it", "this object in it is not read yet", "in_it_expedition")
    from scenarios.cards.grammar.semantics.targeted_expeditions import no_target_characters_place

    no_target_characters_place(d)  # hc: "in target Character's Expedition" of a group only
    if d.facing_it_step:  # hc: only "each Character in the Expedition facing it" is read
        raise NotRead(
            "facing it",
            "this object in the Expedition facing it is not read yet",
            "in_expedition_facing_it",
        )


def expedition_it_steps(found: Any, after: dict[str, Any] | None = None) -> None:
    """Check (and complete) the steps that act in the Expedition "it": each follows a step a
    target Expedition did (``after``); "create … in it" there is "in its Expedition" — the
    engine's "its Expedition" of an Expedition is itself. A condition on "it" there, or
    "it" after anything else, is refused (precision first)."""
    if isinstance(found, list):
        for value in found:
            expedition_it_steps(value, after)
        return
    if not isinstance(found, dict):
        return
    trigger = found.get("trigger")
    if isinstance(trigger, str) and trigger in EXPEDITION_IT_TRIGGERS:  # in the one that moved
        for step in found.get("effect") or ():
            expedition_it_steps(step, _MOVED)
        rest = {k: v for k, v in found.items() if k != "effect"}
        expedition_it_steps(list(rest.values()))
        return
    here = after is not None and (after is _MOVED or _expedition_step(after))
    # "in its Expedition": where the object "it" names is (counted_things.its_own_subject)
    here = bool(found.pop(ITS_OWN, False)) or here
    if _in_it(found) and not here:
        raise NotRead("in it", _NOT_AN_EXPEDITION, "in_it_expedition")
    if counted_in_it(str(found.get("if", ""))) and not here:  # ic: counted where? (6.3.i)
        raise NotRead("in it", _NOT_AN_EXPEDITION, "in_it_expedition")
    if counted_in_it(str(found.get("if", ""))) and found.get("subject") in ("it", "self_or_it"):
        raise NotRead(
            "it", "'it' after a count in the Expedition 'it' is that Expedition", "in_it_expedition"
        )
    if here and found.get("action") == "create" and found.get("subject") == "it":
        found["subject"] = "its_expedition"
    if here and (_in_it(found) or found.get("subject") == "its_expedition"):
        said = str(found.get("if", "")).split()
        from scenarios.cards.grammar.semantics.facing_expeditions import IT_EXPEDITION_CONDITION

        # ga: "if it's ahead / facing mine" is said of the Expedition that moved (7.5.2)
        of_it = after is _MOVED and bool(IT_EXPEDITION_CONDITION.match(" ".join(said)))
        of_it = of_it or counted_in_it(" ".join(said))  # ic: "if there are 2 … in it" (6.3.i)
        if {"it", "it's", "its"} & set(said) and not of_it:
            raise NotRead(
                "if it", "a condition on the Expedition 'it' is not read yet", "in_it_expedition"
            )
    for key, value in found.items():
        if key == "do" and found.get("action") == "have_do":  # hc: the step had done (7.3.18.a)
            expedition_it_steps(value, after)
            continue
        expedition_it_steps(value, _then_after(found, after) if key == "then" else None)


def _then_after(step: dict[str, Any], after: dict[str, Any] | None) -> dict[str, Any]:
    """hc: what "it" names after ``step`` for its ``then``: the Expedition a move trigger
    named (6.3.i) when ``step`` acts on me alone — "You may exhaust me to give 1 boost to
    target Character in that Expedition" (a cost of the follow-up, 6.5.f): the step chose
    nothing and made nothing "it" could name; else ``step`` itself."""
    on_me = after is _MOVED and step.get("subject") == "self" and "then" in step
    if on_me and step.get("action") not in (*_EXPEDITION_STEPS, "create", "draw", "resupply"):
        return _MOVED
    return step


ITS_OWN = "_its_own"
"""A step's mark: its object is "in its Expedition" — the one where the object "it" names
is (whatever names it, checked by the "it" rules), not an Expedition a step before named."""

EXPEDITION_IT_TRIGGERS = frozenset(
    {
        f"{who}_{verb}"
        for who in ("one_of_your_expeditions", "an_opponents_expedition", "an_expedition")
        for verb in ("moves_forward", "moves_backward")
    }
)
"""Triggers on an Expedition's move whose "it" is that Expedition (the engine's activation
names it, 6.3.i): "When one of your Expeditions moves forward — Create a token in it"."""


def in_the_moved_expedition(step: dict[str, Any], trigger: str | None) -> bool:
    """Whether ``step`` acts in the Expedition "it" a move trigger names: "Characters in
    it", "create … in it" (checked and completed by :func:`expedition_it_steps`)."""
    if not isinstance(trigger, str) or trigger not in EXPEDITION_IT_TRIGGERS:
        return False
    if "if" in step and not counted_in_it(str(step["if"])):  # ic: a count in it (6.3.i)
        return False
    create_in_it = step.get("action") == "create" and step.get("subject") == "it"
    return create_in_it or _in_it(step) or counted_in_it(str(step.get("if", "")))


def _expedition_step(step: dict[str, Any]) -> bool:
    """Whether ``step`` is a target Expedition's move or Ascend (6.5.b, 7.3.25)."""
    subject = step.get("subject")
    return subject == "target_expedition" and step.get("action") in _EXPEDITION_STEPS


def _listed_parts(*passives: dict[str, Any]) -> dict[str, Any]:
    """Several passive abilities said in one sentence, read one by one (each under the
    sentence's condition, 2.3.2.f): the keyword lists' ``_several``."""
    return {"_several": list(passives)}


def _my_stats(change: str) -> dict[str, Any]:
    """The bearer's statistic change (2.3.1.a)."""
    from scenarios.cards.grammar.semantics.cr_vocabulary import stat_change

    return {"stats": {"scope": "self", **stat_change(change)}}


def _two_terrains(items: list[Any]) -> tuple[str, str]:
    """The terrains of "in {V} or {O}", two different ones (7.5.8.b)."""
    first, other = (lx.TERRAINS[str(t).lower()] for t in items)
    if first == other:
        raise NotRead("or", f"'{first} or {other}' is one terrain", "in_either_terrain")
    return first, other


def _in_it(step: dict[str, Any]) -> bool:
    """Whether ``step`` acts on objects in the Expedition "it": "Characters in it", "target
    Character in it"."""
    flt = step.get("filter")
    in_it = isinstance(flt, dict) and bool(flt.get("in_its_expedition"))
    return step.get("subject") in ("characters_in_it", "characters_facing_it") or in_it
