"""The session-29 review's doubtful siblings played on boards (issue 30), and a board per defect
fixed: "my Expedition has no other Characters" (other than me, counted as "contains" counts it,
7.5.5.b); a Spell saying its own place ("If the Expedition facing me …", 5.1.2.h: refused by name —
before, it resolved against no Expedition and drew); "If you can't" after a look's follow-up (6.1.g:
refused — before, said of the look, it never drew); "up to a max of 0" (refused — before, read as no
maximum). The doubtful ones read right: a Gigantic Character is in both its Expeditions (7.4.4.b)
for "I'm in my Hero / Companion Expedition", and both opposing Expeditions face it."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Phase, answer
from engine.state.decisions import DecisionKind

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .read_with_definition import reading

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _drawn(text: str, b: GameBuilder, **more: object) -> int:
    """How many cards p1 drew once the Unique printed ``text`` is played into its Hero
    Expedition (its {J}); ``more``: fields added to the Unique (keywords)."""
    b = b.in_hand("p1", "Unique", **(grammar_fields(text) | more))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique", "hero")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return len(names(state, "hand:p1"))


NO_OTHER = "{J} If my Expedition has no other Characters, draw a card."
TWO_OTHERS = "{J} If my Expedition has two or more other Characters, draw a card."


@pytest.mark.parametrize(("friends", "drawn"), [(0, 1), (1, 0), (2, 0)])
def test_7_5_5_b_my_expedition_has_no_other_characters(friends: int, drawn: int) -> None:
    b = GameBuilder()
    for k in range(friends):
        b = b.in_expedition("p1", "hero", f"Friend {k}", **ALLY)
    assert _drawn(NO_OTHER, b) == drawn  # before review29: 1 whatever the friends


@pytest.mark.parametrize(("friends", "drawn"), [(1, 0), (2, 1)])
def test_7_5_5_b_two_or_more_other_characters_count_only_the_others(
    friends: int, drawn: int
) -> None:
    b = GameBuilder()
    for k in range(friends):
        b = b.in_expedition("p1", "hero", f"Friend {k}", **ALLY)
    assert _drawn(TWO_OTHERS, b) == drawn  # before review29: never drew


@pytest.mark.parametrize(
    "text",
    [
        "SPELL If the Expedition facing me has no Characters, draw a card.",
        "SPELL If I'm in my Hero Expedition, draw a card.",
        "SPELL If the Expedition facing me is ahead of mine, draw a card.",
        "SPELL Draw a card. If the Expedition facing me has no Characters, draw a card.",
    ],
)
def test_5_1_2_h_a_spell_saying_its_own_place_is_refused_by_name(text: str) -> None:
    reasons = " ".join(a.reason for a in reading(text).abilities if a.reason)
    assert "a Spell resolves in Limbo and is in no Expedition" in reasons


def test_5_1_2_h_a_spell_on_the_day_or_your_expeditions_is_still_read() -> None:
    assert reading("SPELL If this is the first Day, draw a card.").executable
    text = "SPELL If you control a Character in your Hero Expedition, draw a card."
    assert reading(text).executable


def test_6_1_g_if_you_cant_after_a_looks_follow_up_is_refused() -> None:
    text = (
        "{J} Look at the top 3 cards of your deck. Put a Character from among them in your"
        " hand. If you can't, draw a card."
    )
    assert not reading(text).executable  # before: said of the look, which always can


@pytest.mark.parametrize(
    "text",
    [
        "{J} I gain 1 boost for each of your exhausted Mana Orbs, up to a max of 0.",
        "{J} Draw a card for each Character you control, up to a max of 0.",
    ],
)
def test_6_5_i_up_to_a_max_of_0_is_refused(text: str) -> None:
    assert not reading(text).executable  # before: a max of 0 was no max (per_most 0)


GIGANTIC = {"keywords": ["Gigantic"]}


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("{J} If I'm in my Hero Expedition, draw a card.", 1),
        ("{J} If I'm in my Companion Expedition, draw a card.", 1),
        ("{J} If I'm not in my Hero Expedition, draw a card.", 0),
    ],
)
def test_7_4_4_b_a_gigantic_character_is_in_both_its_expeditions(text: str, drawn: int) -> None:
    assert _drawn(text, GameBuilder(), **GIGANTIC) == drawn


@pytest.mark.parametrize("where", ["hero", "companion"])
def test_7_4_4_b_both_expeditions_face_a_gigantic_character(where: str) -> None:
    text = "{J} If the Expedition facing me has no Characters, draw a card."
    b = GameBuilder().in_expedition("p2", where, "Foe", **ALLY)
    assert _drawn(text, b, **GIGANTIC) == 0
    assert _drawn(text, GameBuilder(), **GIGANTIC) == 1


def test_6_2_d_may_go_to_hand_instead_of_reserve_from_an_expedition() -> None:
    """ "If I would go to Reserve from an Expedition, you may put me in your hand instead"
    at Rest (4.2.5.b): asked of the controller; yes -> hand."""
    text = "If I would go to Reserve from an Expedition, you may put me in your hand instead."
    for yes, zone in ((True, "hand:p1"), (False, "reserve:p1")):
        fields = grammar_fields(text, "Drone", unique=False)
        b = GameBuilder().in_expedition("p1", "hero", "Drone", **fields)
        b = b.deck_of("p1", 4).deck_of("p2", 4).at_phase(Phase.NIGHT)
        state, _ = until_decision(b.build())
        while state.pending is not None and state.pending.kind == "optional_modifier":
            state, _ = answer(state, state.pending.id, ("yes" if yes else "no",))
            state, _ = until_decision(state)
        assert "Drone" in names(state, zone)
