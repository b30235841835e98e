"""Card files may give only printed text (``read_text: true``): the same reader compiles
it, in a library set and in a scenario's own cards, and what it cannot execute is reported
as "not executed — resolve by hand"."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import ActionKind, Subject
from scenarios.cards.library import load_set
from scenarios.errors import LoadError
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

GROWER = """\
set: typed
cards:
  - name: Typed Grower
    type: Character
    rarity: unique
    hand_cost: 2
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{J} I gain 2 boosts.  At Noon — Draw a card.  {R} Each player puts a card in their Mana zone."
    read_text: true
"""


def _write(tmp_path: Path, text: str, name: str = "set.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_typed_unique_is_compiled_by_the_reader(tmp_path: Path) -> None:
    (card,) = load_set(_write(tmp_path, GROWER))
    abilities = card.compiled.fields["abilities"]
    assert [a.effect[0].action for a in abilities] == [ActionKind.GIVE_BOOST, ActionKind.DRAW]
    assert abilities[0].effect[0].subject is Subject.SELF and abilities[0].effect[0].amount == 2
    (gap,) = card.gaps  # the third ability is left to the judge, by name
    assert "not executed — resolve by hand" in gap.reason
    assert "Mana zone" in gap.where


def test_read_text_with_written_abilities_is_an_error(tmp_path: Path) -> None:
    text = GROWER + "    abilities: [{text: x, passive: {keyword: Seasoned}}]\n"
    with pytest.raises(LoadError) as err:
        load_set(_write(tmp_path, text))
    assert "read_text compiles 'text'" in str(err.value)


SCENARIO = """\
title: A typed card in a scenario
cards:
  - name: Typed Scout
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "{J} Target Character with Hand Cost {2} or less gains [[Anchored]]."
    read_text: true
players:
  p1:
    hand: [Typed Scout]
    hero_expedition: [Vanilla 1/1/1]
  p2: {}
script:
  - play: {card: Typed Scout, to: hero}
  - answer: [Vanilla 1/1/1]
expect:
  - object: {object: Vanilla 1/1/1, statuses: [Anchored]}
"""


def test_a_typed_card_plays_in_a_scenario(tmp_path: Path) -> None:
    report = check_scenario(load_scenario(_write(tmp_path, SCENARIO, "scenario.yaml")))
    assert list(report.run.errors) == []
    assert [o.label for o in report.outcomes if not o.held] == []
