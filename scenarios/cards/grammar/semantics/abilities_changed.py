"""Semantics of the grammar's "gram39" abilities rules (issue 30): abilities ignored or
lost for a time.

* "Ignore target Character's abilities [for a time]": the possessive voice of "Ignore the
  abilities of target Character" — the engine's Ignore (7.3.19.a), "this turn" when no
  period is said (as semantics/ignore.py reads it).
* "[object] loses all (its) abilities [for a time]", "[object] has no abilities [for a
  time]": an ignore step whose Emblem-Ongoing removes the objects' abilities for that
  period — they do not exist (2.3.2.d Example), unlike ignored ones (7.3.19.b). Without a
  period, how long the loss lasts is not said: refused (precision first).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.semantics.object_subjects import _on_object
from scenarios.cards.grammar.semantics.token_card_nouns import token_card_parts
from scenarios.cards.grammar.tree import Description, Object


def _period(items: list[Any]) -> str | None:
    return next((i for i in items if isinstance(i, str)), None)


class AbilitiesChangedSemantics(SemanticsBase):
    """Abilities ignored (7.3.19.a) or lost (2.3.2.d) for a time."""

    @v_args(meta=True)
    def possessed_target(self, meta: Meta, _: list[Any]) -> Object:
        """ "target [Status] Character's": the target of that type, sub-type or token
        (6.5.b)."""
        words = self._span(meta).lower().split()[1:]
        noun = words[-1].removesuffix("'s")
        if noun in lx.SUBTYPES:
            d = Description(subtypes=[lx.SUBTYPES[noun]])
        elif noun == "token":
            d = Description(token=True)
        else:
            d = Description(types=[noun.capitalize()])
        for word in words[:-1]:
            if word in lx.STATUSES:
                d.statuses.append(lx.STATUSES[word])
        return Object("target", d)

    def possessed_landmark(self, _: list[Any]) -> Object:
        return Object("target", _describe([("permanent_zone", "landmark")]))  # 2.2.3.e

    def possessed_expedition_permanent(self, _: list[Any]) -> Object:
        return Object("target", _describe([("permanent_zone", "expedition")]))  # 2.2.3.d

    def possessed_token_card(self, items: list[Any]) -> Object:
        """ "target Ember Wisp token's": that token (2.2.b, 2.1.e)."""
        name = next(i for i in items if isinstance(i, Token) and i.type == "TOKEN_CARD")
        said = next(i for i in items if isinstance(i, Token) and i.type == "POSSESSIVE")
        if str(said).lower() not in ("token's", "character's", "permanent's"):
            raise NotRead(str(said), f"'{said}' after a token's name is not read", "possessed")
        return Object("target", _describe([token_card_parts(str(name), token=True)]))

    def ignore_possessed_abilities(self, items: list[Any]) -> Step:
        """ "Ignore target Character's abilities [for a time]" (7.3.19.a)."""
        obj = next(i for i in items if isinstance(i, Object))
        step = _on_object("ignore", obj)
        period = _period(items)
        if period is not None:
            step["ongoing"] = {"duration": period}
        return step

    def lose_all_abilities(self, items: list[Any]) -> Step:
        """ "[object] loses all its abilities / has no abilities [for a time]" (2.3.2.d)."""
        obj = next(i for i in items if isinstance(i, Object))
        period = _period(items)
        if period is None:
            raise NotRead(
                "abilities",
                "how long the abilities are lost is not said (2.3.2.d): resolve it by hand",
                "lose_all_abilities",
            )
        step = _on_object("ignore", obj)
        step["ongoing"] = {"duration": period, "lose_abilities": True}
        return step

    @v_args(meta=True)
    def group_lose_abilities(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "[objects] lose their abilities / have no abilities" (2.3.2.d Example)."""
        return {"lose_abilities": _group_words(self._printed(meta), (" lose ", " have "))}

    @v_args(meta=True)
    def group_ignore_abilities(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "Ignore the abilities of [objects]", while the passive works (7.3.19.a)."""
        printed = " ".join(self._printed(meta).strip().rstrip(".").split())
        return {"ignore_abilities": printed.split(" abilities of ", 1)[1]}

    @v_args(meta=True)
    def group_lose_keyword(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "[objects] lose [keyword]": the keyword taken from them (7.4, 2.3.1.a)."""
        keyword = next(i for i in items if isinstance(i, str))
        return {
            "grant": {
                "to": _group_words(self._printed(meta), (" lose ",)),
                "keyword": keyword,
                "lose": True,
            }
        }


def _group_words(printed: str, verbs: tuple[str, ...]) -> str:
    """The group's words before its verb, as printed."""
    said = " ".join(printed.strip().rstrip(".").split())
    cut = min(said.find(v) for v in verbs if v in said)
    return said[:cut]
