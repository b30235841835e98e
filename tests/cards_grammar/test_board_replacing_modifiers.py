# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Replacing modifiers as one language and a set's keywords read from their reminders, played
on boards (issue 30).

"If [object] would [event], [result] instead" is a replacing modifier (6.2.b): the event does
not happen, the result does, and only the result is an event (6.2.m). A set keyword ability
whose reminder is such a modifier ("[Buoyant]. (If I would be discarded from an Expedition, I
go to Reserve instead.)", 2.2.12.c) is that modifier wherever the keyword is had: on the
card, given to a group by a passive ability (2.3.1.a) or to a target for a time (an
Emblem-Ongoing, 2.2.15.a) — "I" the object that has it."""

from __future__ import annotations

from engine import CardType, GameBuilder
from engine.state.enums import PermanentZone
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

KEYWORDS = {
    "buoyant": "If I would be discarded from an Expedition, I go to Reserve instead.",
    "haul": "Put a card from your Discard pile in your Reserve, then exhaust it {T}.",
}
DISCARD = "Discard target Character."


def _board(
    spell: str, ally_text: str = "", beacon_text: str = "", *, discard_pile: int = 0
) -> tuple[dict[str, list[str]], set[str], object]:
    """p1 plays the Spell ``spell`` on its Character "Ally" (printing ``ally_text``), beside
    a Landmark "Beacon" printing ``beacon_text``: p1's zones by name after it resolves, the
    rules the trace cites, the state."""
    with using_keywords(KEYWORDS):
        fields = grammar_fields(spell, "Caster", unique=False, type="Spell")
        ally = grammar_fields(ally_text, "Ally", unique=False) if ally_text else {}
        beacon = (
            grammar_fields(beacon_text, "Beacon", unique=False, type="Permanent")
            if beacon_text
            else {}
        )
    b = GameBuilder().in_hand("p1", "Caster", **{**fields, "type": CardType.SPELL})
    b = b.in_expedition("p1", "hero", "Ally", **{"forest": 1, "mountain": 1, "water": 1, **ally})
    if beacon_text:
        beacon = {**beacon, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = b.in_landmarks("p1", "Beacon", **beacon)
    for i in range(discard_pile):
        b = b.in_discard("p1", f"Wreck {i + 1}")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Caster", "spell")
    state, entries = answer_picking(state, tuple(entries), ("Ally",))
    zones = {
        kind: [state.name(o) for o in state.zone(f"{kind}:p1")]
        for kind in ("reserve", "discard", "hand")
    }
    return zones, rules_of(entries), state


def test_6_2_b_a_bearer_s_replacement_sends_it_to_reserve_instead_of_the_discard() -> None:
    zones, cited, _ = _board(DISCARD, KEYWORDS["buoyant"])
    assert "Ally" in zones["reserve"] and "Ally" not in zones["discard"]
    assert "6.2.b" in cited  # the replacing modifier applied (6.2.b)


def test_without_the_replacement_the_character_is_discarded() -> None:
    zones, _, _ = _board(DISCARD)
    assert "Ally" in zones["discard"] and "Ally" not in zones["reserve"]


def test_7_4_a_the_set_keyword_on_the_card_is_its_reminder() -> None:
    assert _board(DISCARD, "[Buoyant].")[0] == _board(DISCARD, KEYWORDS["buoyant"])[0]


def test_7_3_36_a_a_sacrifice_is_a_discard_from_play_and_is_replaced_too() -> None:
    zones, _, _ = _board("Sacrifice target Character you control.", "[Buoyant].")
    assert "Ally" in zones["reserve"]


def test_6_2_b_a_described_object_s_replacement_applies_to_each_such_object() -> None:
    text = "If a Character you control would be discarded from an Expedition, it goes to Reserve instead."
    zones, _, _ = _board(DISCARD, beacon_text=text)
    assert "Ally" in zones["reserve"] and "Ally" not in zones["discard"]
    # watched only when the described object is the one acted on: an opponent's is not
    theirs = "If a Character an opponent controls would be discarded from an Expedition, it goes to Reserve instead."
    assert "Ally" in _board(DISCARD, beacon_text=theirs)[0]["discard"]


def test_6_2_b_it_goes_to_its_owner_s_hand_instead() -> None:
    text = "If a Character you control would be discarded from an Expedition, it goes to its owner's hand instead."
    zones, _, _ = _board(DISCARD, beacon_text=text)
    assert "Ally" in zones["hand"] and "Ally" not in zones["discard"]


def test_2_3_1_a_a_group_given_the_set_keyword_has_its_replacement() -> None:
    zones, _, _ = _board(DISCARD, beacon_text="Characters you control have [Buoyant].")
    assert "Ally" in zones["reserve"] and "Ally" not in zones["discard"]
    # "Other tokens": Ally is no token, so it is discarded
    others = _board(DISCARD, beacon_text="Other tokens you control have [Buoyant].")[0]
    assert "Ally" in others["discard"]


def test_2_2_15_a_the_set_keyword_given_for_a_time_replaces_the_discard_after_it() -> None:
    spell = "Target Character you control gains [Buoyant] this turn. Sacrifice it."
    zones, _, _ = _board(spell)
    assert "Ally" in zones["reserve"] and "Ally" not in zones["discard"]


def test_7_3_a_the_set_keyword_action_ending_with_the_exhaust_icon_is_done() -> None:
    zones, _, state = _board("[Haul]. Draw a card.", discard_pile=1)
    assert "Wreck 1" in zones["reserve"]
    (wreck,) = [o for o in state.zone("reserve:p1") if state.name(o) == "Wreck 1"]
    assert "Exhausted" in {getattr(s, "value", str(s)) for s in state.objects[wreck].statuses}


INSTEAD = "Target Character gains 1 boost. If you control a Landmark, draw a card instead."


def test_6_2_b_instead_in_an_effect_the_step_before_does_not_happen() -> None:
    """ "[X]. If [c], [Y] instead" with Y naming its own objects: Y in X's place when c
    holds as X would happen (6.2.b, 6.5.e), X otherwise — "otherwise"'s sibling."""
    zones, _, state = _board(INSTEAD, beacon_text="Characters you control have [Buoyant].")
    ally = next(o for o in state.zone("expedition:p1:hero") if state.name(o) == "Ally")
    assert len(zones["hand"]) == 1 and state.objects[ally].counters.get("boost", 0) == 0
    zones, _, state = _board(INSTEAD)
    ally = next(o for o in state.zone("expedition:p1:hero") if state.name(o) == "Ally")
    assert zones["hand"] == [] and state.objects[ally].counters.get("boost", 0) == 1
