"""PLACES AND OTHER PLAYERS' ZONES (issue 30, g4): every sibling of
sentences_discard_pile_places.py reads to the steps it means and runs on the engine, or is
refused (never another meaning); the writer prints a Discard pile's target back in the
cards' style and reads it back the same (round trip)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .sentences_discard_pile_places import SIBLINGS, SPELL


def _card(text: str) -> Any:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    from _common import probe_card  # the benchmarks' sibling card

    return probe_card(text)


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 40
    assert sum(v is None for v in SIBLINGS.values()) >= 10  # near-misses held refused


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    wanted = SIBLINGS[text]
    executable = read_printed(_card(text)).executable
    if wanted is None:
        assert not executable
        return
    if text.startswith(SPELL):
        steps, stop = grammar_effect(text[len(SPELL) :])
        assert steps == wanted, stop.reason if stop else ""
    else:
        ability, stop = grammar_ability(text, support=False)
        assert ability is not None, stop.reason if stop else ""
        found = ability.get("reaction") or ability.get("quick_action")
        assert found is not None and found["effect"] == wanted
    assert executable


@st.composite
def discard_pile_steps(draw: st.DrawFn) -> dict[str, Any]:
    flt: dict[str, Any] = {}
    noun = draw(st.sampled_from([None, "Character", "Permanent", "Spell"]))
    if noun:
        flt["types"] = [noun]
    if draw(st.booleans()):
        flt["owner"] = "opponent"
    step: dict[str, Any] = draw(
        st.sampled_from(
            [
                {"action": "return", "to": "reserve", "to_owner": True},
                {"action": "return", "to": "hand", "to_owner": True},
                {"action": "put", "to": "deck", "position": "bottom", "to_owner": True},
            ]
        )
    )
    step = {**step, "subject": "target_discard_card", **({"filter": flt} if flt else {})}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@settings(max_examples=40, deadline=None)
@given(discard_pile_steps())
def test_discard_pile_targets_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    found = read_ability(text)
    found.pop("text", None)
    assert found == ability, text
