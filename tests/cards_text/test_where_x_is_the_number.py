""" "[X things], where X is the number of [counted]": an amount counted on the board as the
step happens (6.5.i) — "Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where
X is the number of cards in your Reserve" (the shape of Conscription's sentence), "Target
Character gains X boosts, where X is ...", "Draw X cards, where X is ...". Read as the
step with one for X and ``per`` the counted phrase."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_quick_action

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps

TOKENS = (
    "{J} Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the number "
    "of cards in your Reserve."
)


def test_create_x_tokens_where_x_is_the_number_of_cards_in_your_reserve_reads_with_per() -> None:
    assert steps(executed(read(TOKENS))) == [
        {
            "action": "create",
            "subject": "my_expedition",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "per": "card in your reserve",
        }
    ]


@pytest.mark.parametrize("in_reserve", [0, 1, 3])
def test_6_5_i_x_tokens_one_per_card_counted_as_the_step_happens(in_reserve: int) -> None:
    b = GameBuilder().in_hand("p1", "Maker", **fields(executed(read(TOKENS, name="Maker"))))
    for i in range(in_reserve):
        b = b.in_reserve("p1", f"Kept {i}")
    b = b.in_reserve("p2", "Theirs").mana("p1", 1)  # the opponent's Reserve is not counted
    state, _ = play(b, "Maker")
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == in_reserve


@pytest.mark.parametrize(("characters", "boosts"), [(1, 1), (3, 3)])
def test_target_character_gains_x_boosts_where_x_is_the_number_of_characters_you_control(
    characters: int, boosts: int
) -> None:
    text = "{J} Target Character gains X boosts, where X is the number of Characters you control."
    b = GameBuilder().in_hand("p1", "Coach", **fields(executed(read(text, name="Coach"))))
    for i in range(characters - 1):  # the Coach itself is one of them
        b = b.in_expedition("p1", "companion", f"Ally {i}")
    b = b.in_expedition("p2", "hero", "Rival").mana("p1", 1)
    state, _ = play(b, "Coach")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET  # the target first (6.5.b)
    rival = find(state, "Rival")
    state, _ = answer(state, d.id, [rival])
    state, _ = until_decision(state)
    assert state.objects[rival].boosts == boosts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # other actions, counts, zones and persons
        ("Draw X cards, where X is the number of cards in your hand.", "card in your hand"),
        (
            "I gain X boosts, where X is the number of Characters an opponent controls.",
            "characters an opponent controls",
        ),
        (
            "Target Character gains X Kelon counters, where X is the number of Plants you control.",
            "plants you control",
        ),
        (
            "Create X [Brassbug 2/2/2] Robot tokens in target Expedition where X is the number "
            "of Mana Orbs in your Mana zone.",
            "mana orb in your mana zone",
        ),
    ],
)
def test_variants_read_with_per(text: str, expected: str) -> None:
    assert steps(executed(read("{J} " + text)))[0]["per"] == expected


def test_draw_x_cards_counts_the_hand_as_the_step_happens() -> None:
    text = "{J} Draw X cards, where X is the number of cards in your hand."
    b = GameBuilder().in_hand("p1", "Sage", **fields(executed(read(text, name="Sage"))))
    b = b.in_hand("p1", "A").in_hand("p1", "B").mana("p1", 1).deck_of("p1", 5)
    state, _ = play(b, "Sage")
    # Sage left the Hand when played (5.2.a): two cards there, two drawn.
    assert len(state.zone("hand:p1")) == 4


@pytest.mark.parametrize(
    "text",
    [
        # X in a cost with a plus: not an amount
        "Send to Reserve target Character with Hand Cost {X}+{2} or less, where X is the "
        "number of cards in your Reserve.",
        # X not an amount of things given, drawn, made or chosen (6.1.g)
        "Exhaust X Characters you control, where X is the number of cards in your Reserve.",
        # X+N of a choice: not read yet
        "Sacrifice X+1 Characters, where X is the number of cards in your Reserve.",
        # two X in the clause
        "Create X [Brassbug 2/2/2] Robot tokens in my Expedition and draw X cards, where X is "
        "the number of cards in your Reserve.",
        # a count the engine does not make
        "Draw X cards, where X is the number of dragons in the sky.",
    ],
)
def test_what_x_cannot_be_read_for_is_left_to_the_judge(text: str) -> None:
    assert not_executed(read("{J} " + text))


@pytest.mark.parametrize(
    ("text", "per", "plus"),
    [
        # Sap Infusion: X+N, X counted on me
        (
            "Target Character gains X+2 boosts, where X is my number of Arcane counters.",
            "my number of arcane counters",
            2,
        ),
        (
            "I gain X boosts, where X is my number of Kelon counters.",
            "my number of kelon counters",
            0,
        ),
        (
            "Draw X+1 cards, where X is the number of Characters you control.",
            "characters you control",
            1,
        ),
        ("I gain X+3 boosts, where X is my number of boosts.", "my number of boosts", 3),
    ],
)
def test_x_plus_n_and_my_number_of_counters(text: str, per: str, plus: int) -> None:
    [step] = steps(executed(read("{J} " + text)))
    assert step["per"] == per and step.get("per_plus", 0) == plus


@pytest.mark.parametrize(("kelon", "boosts"), [(0, 1), (2, 3)])
def test_6_5_i_x_plus_one_where_x_is_my_number_of_counters(kelon: int, boosts: int) -> None:
    text = "{T} : Target Character gains X+1 boosts, where X is my number of Kelon counters."
    still = fields(executed(read(text, type="Permanent", name="Still")))
    b = GameBuilder().in_landmarks("p1", "Still", counters={"Kelon": kelon}, **still)
    b = b.in_expedition("p1", "hero", "Ally")
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_quick_action(state, "p1", find(state, "Still"), 0)
    state, _ = until_decision(state)
    d = state.pending
    ally = find(state, "Ally")
    if d is not None and d.kind == DecisionKind.TARGET:
        state, _ = answer(state, d.id, [ally])
        state, _ = until_decision(state)
    assert state.objects[ally].boosts == boosts


CONSCRIPTION_SHAPE = (
    "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is the "
    "number of cards in your Reserve."
)


def test_target_an_expedition_then_in_it_is_one_target_of_the_step() -> None:
    # "Target an Expedition. Create ... in it": the Expedition is the step's target (6.5.b).
    assert steps(executed(read(CONSCRIPTION_SHAPE, type="Spell"))) == [
        {
            "action": "create",
            "subject": "target_expedition",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "per": "card in your reserve",
        }
    ]


def test_6_5_b_the_tokens_are_created_in_the_targeted_expedition() -> None:
    spell = fields(executed(read(CONSCRIPTION_SHAPE, type="Spell", name="Muster")))
    b = GameBuilder().in_hand("p1", "Muster", **spell).in_reserve("p1", "A").in_reserve("p1", "B")
    state, _ = play(b.mana("p1", 1), "Muster", dest="spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET
    [companion] = [o.id for o in d.options if "p1" in o.id and "companion" in o.id]
    state, _ = answer(state, d.id, [companion])
    state, _ = until_decision(state)
    assert names(state, "expedition:p1:companion").count("Ordis Recruit") == 2


@pytest.mark.parametrize(
    "text",
    [
        "Target an Expedition. Create two [Brassbug 2/2/2] Robot tokens in it.",
        "Target an Expedition. Create a [Mana Moth 2/2/2] Illusion token in it. It gains 1 boost.",
    ],
)
def test_variants_of_target_an_expedition_then_in_it(text: str) -> None:
    assert steps(executed(read(text, type="Spell")))[0]["subject"] == "target_expedition"


def test_a_second_target_for_the_count_is_the_player_whose_reserve_is_counted() -> None:
    # Conscription: "the number of cards in target player's Reserve" targets a player too —
    # chosen after the Expedition (issue 17, tests/cards_text/test_count_of_target_player.py).
    text = CONSCRIPTION_SHAPE.replace("your Reserve", "target player's Reserve")
    (step,) = steps(executed(read(text, type="Spell")))
    assert step["subject"] == "target_expedition"
    assert step["per"] == "card in target player's reserve"


def test_sacrifice_x_characters_is_how_many_one_step_chooses() -> None:
    """ "Sacrifice X Characters, where X is …": X is how many ONE step chooses, counted
    as it begins (6.5.i, 6.5.h) — not the sacrifice repeated X times."""
    (step,) = steps(
        read("{J} Sacrifice X Characters, where X is the number of cards in your Reserve.")
    )
    assert step == {
        "action": "sacrifice",
        "subject": "a_character_you_control",
        "x_is": "card in your reserve",
        "x_chooses": True,
    }
