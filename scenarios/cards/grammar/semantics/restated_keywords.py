"""A rules keyword ability's own rule said in a set's words (issue 30, gram67).

A set's keyword-ability reminder (2.2.12.c) is written in the style of the CR's keyword
abilities (7.4): "During Rest, I'm not sent to Reserve." says Eternal's rule (7.4.3.b: an
Eternal Character is not sent to the Reserve during Rest); "I keep my boosts when I go from the
Expedition zone to Reserve." says Seasoned's (7.4.6.b). (Said first as a replacement, "If I
would go from the Expedition zone to Reserve, I keep my boosts.", it is not read yet: that
rule clashed with the grammar's "If I would [event] …" replacements.) Such a sentence is read as its
bearer having that rules keyword — the same passive as "I have Eternal." — so the engine's
Rest and zone-change rules run it, and a group given the set's keyword is given the rules
keyword (2.3.1.a, :mod:`.set_keywords`).

An optional cost that keeps the bearer where Rest would send it ("During Rest, you may pay
{1}. If you do, I'm not sent to Reserve.") is a choice made while Rest resolves (4.2.5.b) and
a replacement of what Rest does to that Character (6.2): the engine's Rest asks no player
anything, so it is refused naming the choice (precision first)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead


class RestatedKeywordSemantics:
    """Semantic functions of the block "a rules keyword ability's own rule said in a set's
    words" of altered.lark."""

    def restated_eternal(self, _: list[Any]) -> dict[str, Any]:
        """ "During Rest, I'm not sent to Reserve." — Eternal (7.4.3.b)."""
        return {"passive": {"keyword": "Eternal"}}

    def restated_seasoned(self, _: list[Any]) -> dict[str, Any]:
        """ "I keep my boosts when I go from the Expedition zone to Reserve." — Seasoned
        (7.4.6.b)."""
        return {"passive": {"keyword": "Seasoned"}}

    def rest_choice_refused(self, _: list[Any]) -> dict[str, Any]:
        """ "During Rest, you may [cost]. If you do, I'm not sent to Reserve.": a choice made
        during Rest that replaces what Rest does to this Character (4.2.5.b, 6.2) — refused."""
        raise NotRead(
            "During Rest, you may",
            "a cost its controller may pay during Rest so that this Character is not sent to"
            " Reserve is a choice the engine's Rest does not ask (4.2.5.b, 6.2) — resolve by hand",
            "rest_choice",
        )
