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
    # made without validation, as validating would make it (two players, every field its
    # default): validating is what builds the file models' validators, ~25 ms of the first
    # switch to the Sandbox, which are left to the first board read from a file (issue 33)
    model = ScenarioModel.model_construct(
        title="New board",
        players={"p1": PlayerModel.model_construct(), "p2": PlayerModel.model_construct()},
    )
    return Scenario(model, UNTITLED, {}, library)
