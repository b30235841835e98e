"""Counter filters (issue 30, session 35): every sibling of sentences_counter_filters.py reads to
what it means and runs — counters of every name as a filter in each object slot (2.5.a, 2.5.1.a),
"If it had two or more / none / any" completed with the removal's noun (6.3.k), "for each counter
removed this way" (6.5.i) — and the near-misses stay refused with their judge's reason; the writer
prints the filters back to the same reading."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.state.enums import ANY_COUNTER
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card
from .sentences_counter_filters import FILTERS, HAD, REFUSED_SIBLINGS, THIS_WAY


def _read(text: str) -> Any:
    if text.startswith(SPELL):
        effect, stop = grammar_effect(text[len(SPELL) :].strip())
        assert effect is not None, stop.reason if stop else text
        return effect
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def _walk(found: Any) -> Iterator[Any]:
    yield found
    if isinstance(found, dict):
        for v in found.values():
            yield from _walk(v)
    elif isinstance(found, list):
        for v in found:
            yield from _walk(v)


def _bounds(flt: dict[str, Any]) -> tuple[int | None, int | None]:
    return flt.get("counters_min"), flt.get("counters_max")


def test_the_siblings_are_many() -> None:
    assert len(FILTERS) >= 40
    assert len(HAD) >= 20
    assert len(REFUSED_SIBLINGS) >= 10


@pytest.mark.parametrize("text", sorted(FILTERS))
def test_each_filter_sibling_reads_counters_of_every_name_and_runs(text: str) -> None:
    read = _read(text)
    filters = [d for d in _walk(read) if isinstance(d, dict) and d.get("counter") == ANY_COUNTER]
    counted = [s for s in _walk(read) if isinstance(s, str) and "counter" in s]
    if filters:  # a target, a choice, a group, a passive's group, a trigger's object
        assert [_bounds(f) for f in filters] == [FILTERS[text]]
    else:  # a count or a condition: its words, which the engine reads as it checks (6.5.d)
        assert counted, read
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(HAD))
def test_it_had_takes_the_removals_noun(text: str) -> None:
    read = _read(text)
    conditions = [d["if"] for d in _walk(read) if isinstance(d, dict) and "if" in d]
    assert conditions == [HAD[text]]
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(THIS_WAY))
def test_this_way_counts_the_removed_counters(text: str) -> None:
    read = _read(text)
    pers = [d["per"] for d in _walk(read) if isinstance(d, dict) and "per" in d]
    assert pers == [THIS_WAY[text]]
    assert read_printed(probe_card(text)).executable, text


@pytest.mark.parametrize("text", sorted(REFUSED_SIBLINGS))
def test_each_near_miss_is_refused_with_its_reason(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, text
    assert REFUSED_SIBLINGS[text] in stop.reason
    assert not read_printed(probe_card(text)).executable, text


_WRITTEN = sorted(t for t in FILTERS if not t.startswith(SPELL) and "for each" not in t)


@pytest.mark.parametrize("text", _WRITTEN[::3])
def test_a_filter_sibling_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "counter" in written
    assert _read(written) == read
