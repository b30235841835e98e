"""The writer beside the reader for the section "players' events": random readings of
players' events — passing (4.2.3.d), drawing (7.3.9.a), discarding (7.3.7.a), a card in
Reserve becoming exhausted (7.5.4.a) — written in the cards' own style and read back by the
grammar are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .test_round_trip import filters

EFFECTS = [
    [{"action": "draw", "amount": 1}],
    [{"action": "give_boost", "amount": 1, "subject": "self"}],
]


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    trigger = draw(
        st.sampled_from(
            [
                "player_passes",
                "player_draws_a_card",
                "player_draws_cards",
                "player_resupplies",
                "player_shuffles_deck",
                "player_sacrifices",
                "card_discarded",
            ]
        )
    )
    fields: dict[str, Any] = {"trigger": trigger}
    player = draw(st.sampled_from([None, "you", "opponent"]))
    if trigger == "card_discarded":
        flt = draw(filters(another=False))
        flt.pop("another", None)
        kind = draw(st.sampled_from([None, "Character", "Permanent", "Spell"]))
        if kind is not None:
            flt["types"] = [kind]
        where = draw(st.sampled_from(["", "hand", "reserve", "in_your_reserve"]))
        if where == "in_your_reserve":
            flt["in_your_reserve"] = True
        elif where == "hand" or (where == "reserve" and player is None):
            fields["discarded_from"] = where
        if flt:
            fields["filter"] = flt
    if trigger == "player_sacrifices":
        player = draw(st.sampled_from([None, "opponent"]))  # "you sacrifice": its own trigger
        flt = draw(filters(another=False))
        flt.pop("another", None)
        if flt:
            fields["filter"] = flt
    if player is not None:
        fields["player"] = player
    fields["effect"] = draw(st.sampled_from(EFFECTS))
    return {"reaction": fields}


def _canonical(ability: dict[str, Any]) -> dict[str, Any]:
    reaction = dict(ability["reaction"])
    if "filter" in reaction:
        reaction["filter"] = {k: v for k, v in reaction["filter"].items() if v not in ([], None)}
    return reaction


@settings(max_examples=120, deadline=None)
@given(reactions())
def test_players_events_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert _canonical(read_ability(text)) == _canonical(ability), text


def test_a_card_in_your_reserve_becomes_exhausted_round_trip() -> None:
    ability = {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"in_your_reserve": True},
            "status": "Exhausted",
            "effect": EFFECTS[0],
        }
    }
    text = write_ability(ability)
    assert text == "When a card in your Reserve becomes Exhausted \u2014 Draw a card."
    assert read_ability(text) == ability
