""" "Create one [Ordis Recruit 1/1/1] Soldier token in my Expedition per Bureaucrat you control"
(*Ordis Overseer*, Rare): one token for each object counted as the step happens (6.5.i,
7.3.5.b)."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from .helpers import executed, fields, names, play, read

OVERSEER = (
    "{J} Create one [Ordis Recruit 1/1/1] Soldier token in my Expedition per Bureaucrat you "
    "control."
)


@pytest.mark.parametrize(
    ("where", "subject", "counted"),
    [
        ("my Expedition", "my_expedition", "Bureaucrat you control"),
        ("target Expedition", "target_expedition", "Robot you control"),
        ("my Expedition", "my_expedition", "Character you control"),
    ],
)
def test_6_5_i_a_token_per_counted_object_reads_with_per(
    where: str, subject: str, counted: str
) -> None:
    text = f"{{J}} Create a [Brassbug 2/2/2] Robot token in {where} per {counted}."
    reaction = executed(read(text)).model.abilities[0].reaction
    assert reaction is not None
    assert reaction.model_dump(exclude_defaults=True)["effect"] == (
        {
            "action": "create",
            "subject": subject,
            "token": "Brassbug 2/2/2 Robot",
            "per": counted.lower(),
        },
    )


@pytest.mark.parametrize("robots", [0, 1, 2])
def test_6_5_i_several_tokens_per_counted_object(robots: int) -> None:
    """Read by the card grammar ("[step] per [counted]", section "conditions and choices"):
    two tokens per Robot counted as the step happens — before the tokens exist (6.5.i)."""
    text = "{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition per Robot you control."
    b = GameBuilder().in_hand("p1", "Maker", **fields(executed(read(text, name="Maker"))))
    b = b.mana("p1", 2)
    for i in range(robots):
        b = b.in_expedition("p1", "companion", f"Robot {i}", subtypes=("Robot",))
    state, _ = play(b, "Maker", dest="hero")
    assert names(state, "expedition:p1:hero").count("Brassbug") == 2 * robots


@pytest.mark.parametrize("bureaucrats", [0, 1, 3])
def test_6_5_i_one_ordis_recruit_per_bureaucrat_you_control(bureaucrats: int) -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Overseer", **fields(executed(read(OVERSEER, name="Overseer"))))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Their Bureaucrat", subtypes=("Bureaucrat",))
    )
    for i in range(bureaucrats):
        b = b.in_expedition("p1", "companion", f"Clerk {i}", subtypes=("Bureaucrat",))
    state, _ = play(b, "Overseer", dest="hero")
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == bureaucrats
