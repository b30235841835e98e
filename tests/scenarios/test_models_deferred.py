"""Issue 33, the first switch to the Sandbox: the card and scenario file models build their
validators when first used, not when imported (the Sandbox's first appearance imports the
engine, which imports these models, and reads no card file) — and a model built late still
reads what refers across modules (a token's abilities, ``AbilityModel``, inside a step of
``models_steps``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import scenarios.cards.models as cards
import scenarios.scenario.models as scenario
from scenarios.cards.models_steps import OngoingModel, StepModel

built = lambda *models: [m.__name__ for m in models if m.__pydantic_complete__]
print("on import:", built(cards.CardModel, cards.AbilityModel, cards.PassiveModel,
      cards.GrantModel, StepModel, OngoingModel, scenario.ScenarioModel))
step = StepModel.model_validate({
    "action": "create",
    "token": "Maw 0/0/0 Companion",
    "subject": "your_companion_expedition",
    "token_abilities": [{
        "text": "When you sacrifice a Character - I gain two boosts.",
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "effect": [{"action": "give_boost", "subject": "self", "amount": 2}],
        },
    }],
})
print("token ability:", type(step.token_abilities[0]).__name__,
      step.token_abilities[0].reaction.trigger)
print("after use:", built(StepModel))
"""


def _run_child(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` run in a fresh interpreter (nothing imported yet), which must succeed."""
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )
    assert out.returncode == 0, out.stderr
    return out


def test_file_models_are_built_on_first_use_and_still_read_a_tokens_abilities() -> None:
    out = _run_child(CHILD)
    lines = out.stdout.splitlines()
    assert lines[0] == "on import: []"
    assert lines[1] == "token ability: AbilityModel you_sacrifice_a_character"
    assert lines[2] == "after use: ['StepModel']"


EMPTY_CHILD = r"""
import scenarios.scenario.models as scenario
from judge_app.sandbox.empty import empty_scenario
from scenarios.cards.library import Library

empty = empty_scenario(Library(()))
print("empty board:", scenario.ScenarioModel.__pydantic_complete__)
checked = scenario.ScenarioModel(
    title="New board", players={"p1": scenario.PlayerModel(), "p2": scenario.PlayerModel()}
)
same_fields = empty.model.model_fields_set == checked.model_fields_set
print("as validated:", empty.model == checked, same_fields)
"""


def test_the_empty_board_builds_no_validator_and_is_the_board_validation_makes() -> None:
    """A New board (the Sandbox's first view) is the model validation would make, made
    without building the scenario models' validators."""
    out = _run_child(EMPTY_CHILD)
    assert out.stdout.splitlines() == ["empty board: False", "as validated: True True"]
