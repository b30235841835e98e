"""Printed effects that reveal the top cards of a Deck and act on them (1.2.7.d, 3.2.2.e):
each test holds the printed sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import CardType, GameBuilder, PermanentZone, Status, find

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps

_KEYTARIST = (
    "At Dusk — If I'm [[Boosted]], reveal the top card of your deck. "
    "If it's a #Robot# or #Permanent#, draw it. Otherwise, discard it."
)


def test_1_2_7_d_reveal_the_top_card_if_its_a_robot_or_permanent_draw_it() -> None:
    r = executed(read(_KEYTARIST))
    assert steps(r) == [
        {
            "action": "reveal",
            "subject": "top_cards_of_your_deck",
            "if": "i'm boosted",
            "then": (
                {
                    "action": "draw",
                    "if": "it's a robot or permanent",
                    "otherwise": ({"action": "discard", "subject": "it"},),
                },
            ),
        }
    ]


def _revealer(top: str, **card: object) -> tuple[list[str], list[str], tuple[str, ...]]:
    """Play a card whose {J} is the Keytarist's effect, with ``top`` on top of the Deck:
    p1's Hand and Discard pile after, and the rules the trace cites."""
    text = _KEYTARIST.replace("At Dusk — If I'm [[Boosted]], reveal", "{J} Reveal")
    r = executed(read(text, name="Keytarist"))
    b = (
        GameBuilder()
        .in_hand("p1", "Keytarist", **fields(r))
        .mana("p1", 1)
        .in_deck("p1", top, **card)
        .in_deck("p1", "Below")
    )
    state, entries = play(b, "Keytarist")
    return names(state, "hand:p1"), names(state, "discard:p1"), rules_of(entries)


def test_2_2_1_i_the_revealed_card_of_the_kind_is_drawn() -> None:
    hand, discard, rules = _revealer(
        "Bot", type=CardType.CHARACTER, subtypes=("Robot",), forest=1, mountain=1, water=1
    )
    assert (hand, discard) == (["Bot"], [])  # the revealed top card, not the one below
    assert {"1.2.7.d", "6.5.d", "2.2.1.i"} <= set(rules)
    wall = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    assert _revealer("Wall", **wall)[:2] == (["Wall"], [])  # "or Permanent"


def test_6_5_e_a_revealed_card_of_another_kind_is_discarded_instead() -> None:
    hand, discard, _ = _revealer("Walker", forest=1, mountain=1, water=1)
    assert (hand, discard) == ([], ["Walker"])


def test_draw_it_without_a_revealed_card_is_not_understood() -> None:
    assert "revealed" in not_executed(read("{J} Draw it."))


_APOTHEOSIS = (
    "Reveal the top four cards of your Deck. Choose up to two Characters from these cards and "
    "put them in your Expeditions. They gain Fleeting. Discard the other cards."
)


def test_3_2_2_e_choose_up_to_two_characters_among_the_revealed_cards() -> None:
    r = executed(read(_APOTHEOSIS, type="Spell", name="Apotheosis"))
    assert steps(r) == [
        {
            "action": "reveal",
            "subject": "top_cards_of_your_deck",
            "amount": 4,
            "then": (
                {
                    "action": "put",
                    "subject": "characters_among_them",
                    "to": "expedition",
                    "up_to": 2,
                    "then": ({"action": "gain_status", "subject": "it", "status": "Fleeting"},),
                },
                {"action": "discard", "subject": "it", "the_others": True},
            ),
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Apotheosis", **fields(r))
        .mana("p1", 1)
        .in_deck("p1", "Walker", forest=1, mountain=1, water=1)
        .in_deck("p1", "Wall", type=CardType.PERMANENT, permanent_zone=PermanentZone.LANDMARK)
        .in_deck("p1", "Runner", forest=1, mountain=1, water=1)
        .in_deck("p1", "Sprinter", forest=1, mountain=1, water=1)
        .in_deck("p1", "Fifth", forest=1, mountain=1, water=1)
    )
    state, _ = play(b, "Apotheosis", dest="spell")
    d = pending(state)
    assert (d.min_choices, d.max_choices) == (0, 2)
    assert sorted(state.name(o) for o in d.option_ids()) == ["Runner", "Sprinter", "Walker"]
    state = choose(state, find(state, "Walker"))
    state, _ = until_decision(state)
    state = choose(state, "companion")
    state, _ = until_decision(state)
    walker = state.objects[find(state, "Walker")]
    assert walker.zone == "expedition:p1:companion" and walker.has(Status.FLEETING)
    # the other revealed cards are discarded; the fifth card was not revealed
    assert sorted(names(state, "discard:p1")) == ["Runner", "Sprinter", "Wall"]
    assert names(state, "deck:p1") == ["Fifth"]
