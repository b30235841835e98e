"""Condition forms (session 39): the siblings of :mod:`.sentences_condition_forms` read as judged —
two results of one passive under one condition, each a passive ability of its own under that
condition (2.3.1.a, 1.4.1.a; 2.3.1.c, 2.3.1.e), each written back by the writer with the same
meaning, each near-miss refused with its reason. Boards: test_board_two_results.py."""

from __future__ import annotations

import re
from typing import Any

import pytest

from scenarios.cards.grammar.writer.meaning_audit import audit, read
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_condition_forms import READ_TWO_RESULTS, REFUSED_TWO_RESULTS
from .sibling_checks import assert_near_miss_refused


def _plain(text: str) -> str:
    """The sentence as the printed reader hands it to the grammar: keywords unbracketed."""
    return re.sub(r"\[([^\]]+)\]", r"\1", text)


def _change(stats: dict[str, Any]) -> str:
    return "/".join(f"{int(stats.get(k, 0)):+d}" for k in ("forest", "mountain", "water"))


def _result(passive: dict[str, Any]) -> tuple[str, str]:
    """What one passive ability does, as the siblings' table says it."""
    if "keyword" in passive:
        return ("keyword", passive["keyword"])
    if "lose_keyword" in passive:
        return ("lose", passive["lose_keyword"])
    if "grant" in passive:
        return ("grant", passive["grant"]["keyword"])
    if "cant_be" in passive:
        (verb,) = passive["cant_be"]["actions"]
        return ("cant", verb)
    stats = passive["stats"]
    return ("stats" if stats["scope"] == "self" else "group_stats", _change(stats))


@pytest.mark.parametrize(("text", "judged"), sorted(READ_TWO_RESULTS.items()))
def test_each_result_is_a_passive_under_the_one_condition(
    text: str, judged: tuple[tuple[str, str], ...]
) -> None:
    """The card executes; each result is one passive ability, in the printed order, and all
    carry the sentence's one condition (never one result conditioned and the other not)."""
    assert read_printed(probe_card(text)).executable, text
    reading = read(_plain(text))
    passives = [reading["passive"], *(m["passive"] for m in reading.get("_more", []))]
    assert tuple(_result(p) for p in passives) == judged, passives
    conditions = {p.get("if") for p in passives}
    assert len(conditions) == 1 and None not in conditions, passives
    written = audit(_plain(text))
    assert written.kind == "same", written


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_TWO_RESULTS.items()))
def test_a_two_results_near_miss_stays_refused(text: str, words: str) -> None:
    assert_near_miss_refused(text, words)


def test_the_siblings_are_many() -> None:
    assert len(READ_TWO_RESULTS) >= 40 and len(REFUSED_TWO_RESULTS) >= 5
