"""The empty table a new sandbox board starts from."""

from __future__ import annotations

from pathlib import Path

from scenarios.cards.library import Library
from scenarios.scenario.load import Scenario
from scenarios.scenario.models import PlayerModel, ScenarioModel

UNTITLED = Path("untitled.yaml")


def empty_scenario(library: Library) -> Scenario:
    """Two players with nothing on the table, just before the first turn of the Afternoon
    of day 1, ``p1`` first (the sandbox skips set-up: the judge lays the board out)."""
    model = ScenarioModel(
        title="New board",
        players={"p1": PlayerModel(), "p2": PlayerModel()},
    )
    return Scenario(model, UNTITLED, {}, library)
