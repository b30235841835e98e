"""Printed triggers on events: the trigger wordings read, and every event trigger and delayed
effect of this folder's tests on random boards keeping the game's invariants. The
constructs have their own files: delayed effects, cards moving, plays, moving forward,
conditions on "it"."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scenarios.cards.byhand import by_hand_of
from scenarios.cards.printed import Reading

from .helpers import (
    fields,
    random_game_keeps_invariants,
    reaction_of,
    read,
)


def test_opponent_draws_or_does_resupply_is_the_known_trigger() -> None:
    text = (
        "When an opponent draws one or more cards or does [Resupply] \u2014 Create an [Ordis "
        "Recruit 1/1/1] Soldier token in target Expedition."
    )
    assert reaction_of(text)["trigger"] == "opponent_draws_or_resupplies"


def test_6_3_f_when_i_leave_your_landmark_zone() -> None:
    text = "When I leave your Landmark zone \u2014 [Sabotage]."
    assert reaction_of(text)["trigger"] == "leaves_landmark_zone"


# ----------------------------------------------------------------------------- random boards
EVENT_TEXTS: tuple[tuple[str, str], ...] = (
    ("Character", "At Night \u2014 If I have 2 or more boosts, [Sabotage] after Rest."),
    (
        "Character",
        "When my Expedition fails to move forward during Dusk \u2014 [Sabotage] after Rest.",
    ),
    (
        "Permanent",
        "When a card leaves your Reserve during the Afternoon \u2014 I gain 1 Sap counter.",
    ),
    ("Character", "When a card joins the discard pile \u2014 I gain 1 boost."),
    (
        "Permanent",
        "When a non-token Character leaves your Expeditions \u2014 I gain 1 Food counter.",
    ),
    ("Permanent", "When a Robot joins your Expeditions \u2014 It gains 1 boost."),
    (
        "Character",
        "When an opponent plays a card from Reserve \u2014 Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
    ),
    (
        "Character",
        "When I leave the Expedition zone, for each of my boosts \u2014 Another target Character in your Reserve gains 1 boost.",
    ),
    ("Permanent", "When one of your Expeditions moves forward due to {V} \u2014 Draw a card."),
    ("Character", "When a Character in your Reserve gains 1 or more boosts \u2014 I gain 1 boost."),
    (
        "Character",
        "When an opponent plays a Character \u2014 If there are no Characters in the Expedition facing me, that Character switches Expeditions.",
    ),
    (
        "Character",
        "When you play a Character \u2014 If its Expedition is behind, I gain 1 Trial counter.",
    ),
    (
        "Character",
        "When a card goes from your deck or hand to Reserve \u2014 Name a card.",
    ),  # by hand
    ("Character", "{J} I gain 2 boosts."),
    ("Spell", "[Sabotage], then [Resupply]."),
    ("Spell", "Send target Character to Reserve."),
)


def _with_by_hand(reading: Reading) -> dict[str, object]:
    """The engine card fields of a reading, its not-executed abilities included."""
    return {**fields(reading), "by_hand": by_hand_of(reading.abilities)}


EVENT_COMPILED = tuple(_with_by_hand(read(text, type=kind)) for kind, text in EVENT_TEXTS)


def test_event_fixture_texts_compile_except_the_by_hand_one() -> None:
    by_hand = [bool(c["by_hand"]) for c in EVENT_COMPILED]
    assert by_hand.count(True) == 1 and EVENT_COMPILED[12]["by_hand"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    cards=st.lists(st.integers(0, 10**6), min_size=48, max_size=48),
    picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300),
)
def test_event_triggers_and_delayed_effects_on_random_boards_keep_invariants(
    seed: int, cards: list[int], picks: list[int]
) -> None:
    random_game_keeps_invariants(EVENT_COMPILED, seed, cards, picks)
