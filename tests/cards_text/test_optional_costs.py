"""An optional cost of playing a card: "You may discard a card from your Reserve to reduce my
cost by {2}" (Paint Prison), and the variants an unseen set may print.

In the declaration of intent the player chooses optional costs (5.1.2.c) and is never forced
to pay one (1.2.5.b) — unless the card cannot be paid otherwise (5.1.2.g); the cost decrease
then applies (5.1.2.f), and the object moves with the mana, in the one step of the costs
(5.1.2.i, 1.2.5.d). An optional cost that cannot be paid is not offered (1.2.5.c).
"""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import CardType, Status

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, read

PAINT_PRISON = (
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  You may "
    "discard a card from your Reserve to reduce my cost by {2}.  Return target Character or "
    "Permanent to the top of its owner's deck."
)


def _prison(**chars: object) -> dict[str, object]:
    chars.setdefault("hand_cost", 5)
    chars.setdefault("reserve_cost", 5)
    return fields(executed(read(PAINT_PRISON, type="Spell", name="Paint Prison", **chars)))


def _board(mana: int, reserve: int) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Paint Prison", **_prison())
    for i in range(reserve):
        b = b.in_reserve("p1", f"Kept {i}")
    return b.in_expedition("p2", "hero", "Intruder").mana("p1", mana).deck_of("p2", 2)


def _play(b: GameBuilder):  # type: ignore[no-untyped-def]
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Paint Prison"), "spell")
    return state


def _finish(state):  # type: ignore[no-untyped-def]
    """Answer the rest of the play — the Mana Orbs (the first ones), the target (the
    Intruder) — up to the next turn decision."""
    entries = []
    state, more = until_decision(state)
    entries.extend(more)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        if d.kind == DecisionKind.TARGET:
            pick = [find(state, "Intruder")]
        else:
            pick = d.option_ids()[: d.min_choices]
        state, entry = answer(state, d.id, pick)
        entries.append(entry)
        state, more = until_decision(state)
        entries.extend(more)
    return state, entries


def test_paint_prison_printed_sentence_is_a_cost_decrease_with_an_optional_cost() -> None:
    r = executed(read(PAINT_PRISON, type="Spell", hand_cost=5, reserve_cost=5))
    [ability] = r.model.abilities
    assert ability.passive is not None and ability.passive.cost is not None
    cost = ability.passive.cost
    assert cost.change == -2 and cost.applies_to == "me"
    assert [s.action for s in cost.optional] == ["discard"]
    assert cost.optional[0].subject == "a_card_from_your_reserve"


def test_5_1_2_c_the_player_chooses_to_pay_it_and_the_card_costs_less() -> None:
    state = _play(_board(mana=5, reserve=2))
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert d.min_choices == 0 and d.max_choices == 1  # never forced (1.2.5.b)
    assert sorted(o.label for o in d.options) == ["Kept 0", "Kept 1"]
    kept = find(state, "Kept 1")
    state, chosen = answer(state, d.id, [kept])
    assert "5.1.2.c" in chosen.rules
    state, entries = _finish(state)
    # 5.1.2.f: 5 - 2 = 3 Mana Orbs exhausted; the discard paid with them (1.2.5.d).
    exhausted = [o for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)]
    assert len(exhausted) == 3
    assert names(state, "discard:p1").count("Kept 1") == 1
    assert names(state, "reserve:p1") == ["Kept 0"]
    paid = next(e for e in entries if "pays 3 mana and Kept 1" in e.text)
    assert {"5.1.2.i"} <= set(paid.rules)
    assert names(state, "deck:p2")[0] == "Intruder"  # the top of its owner's Deck


def test_1_2_5_b_choosing_none_pays_the_full_cost_and_discards_nothing() -> None:
    state = _play(_board(mana=5, reserve=2))
    d = state.pending
    assert d is not None
    state, entry = answer(state, d.id, [])
    assert "does not pay the optional cost" in entry.text
    state, _ = _finish(state)
    exhausted = [o for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)]
    assert len(exhausted) == 5
    assert sorted(names(state, "reserve:p1")) == ["Kept 0", "Kept 1"]


def test_1_2_5_c_with_an_empty_reserve_nothing_is_asked() -> None:
    state = _play(_board(mana=5, reserve=0))
    assert state.pending is None or state.pending.kind != DecisionKind.OPTIONAL_COST


def test_5_1_2_g_with_too_little_mana_the_card_is_playable_only_by_paying_it() -> None:
    state = _play(_board(mana=3, reserve=1))
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert d.min_choices == 1  # without it, 5 mana: more than p1 has
    assert {"6.4.c", "5.1.2.g"} <= set(d.rules)  # a declaration p1 cannot pay is not legal
    state, _ = answer(state, d.id, [find(state, "Kept 0")])
    state, _ = _finish(state)
    assert names(state, "deck:p2")[0] == "Intruder"


def test_with_too_little_mana_and_nothing_in_reserve_the_card_cannot_be_played() -> None:
    from engine import IllegalAction

    state, _ = until_decision(_board(mana=3, reserve=0).at_afternoon().build())
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p1", find(state, "Paint Prison"), "spell")
    assert refused.value.rule == "6.4.c"


def test_played_from_reserve_the_card_is_not_its_own_optional_cost() -> None:
    b = GameBuilder().in_reserve("p1", "Paint Prison", **_prison())
    b = b.in_reserve("p1", "Kept").in_expedition("p2", "hero", "Intruder").mana("p1", 5)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Paint Prison"), "spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert [o.label for o in d.options] == ["Kept"]


def test_played_for_free_the_optional_cost_is_not_asked() -> None:
    # 5.1.2.f Remark: playing for free skips the payment of costs — no cost is lowered.
    text = "{J} The next Spell you play this Afternoon is free."
    b = GameBuilder().in_hand("p1", "Patron", **fields(executed(read(text, name="Patron"))))
    b = b.in_hand("p1", "Paint Prison", **_prison()).in_reserve("p1", "Kept")
    b = b.in_expedition("p2", "hero", "Intruder").mana("p1", 1)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Patron"), "hero")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.player == "p2":
        state, _ = answer(state, state.pending.id, ["pass"])
        state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Paint Prison"), "spell")
    assert state.pending is None or state.pending.kind != DecisionKind.OPTIONAL_COST
    state, _ = _finish(state)
    assert "Kept" in names(state, "reserve:p1") and "Kept" not in names(state, "discard:p1")
    assert names(state, "deck:p2")[0] == "Intruder"


@pytest.mark.parametrize(
    ("text", "action", "subject", "change"),
    [
        (
            "You may sacrifice a Character to reduce my cost by {3}.",
            "sacrifice",
            "a_character_you_control",  # 7.3.36.a: one's own
            -3,
        ),
        (
            "You may discard a card from your hand to reduce my cost by {1}.",
            "discard",
            "a_card_from_your_hand",
            -1,
        ),
        (
            "You may discard a Spell from your Reserve to reduce my cost by {2}.",
            "discard",
            "a_card_from_your_reserve",
            -2,
        ),
    ],
)
def test_variants_other_costs_amounts_and_objects(
    text: str, action: str, subject: str, change: int
) -> None:
    r = executed(read(text, type="Character", hand_cost=4))
    cost = r.model.abilities[0].passive.cost  # type: ignore[union-attr]
    assert cost is not None and cost.change == change
    assert cost.optional[0].action == action and cost.optional[0].subject == subject


def test_a_sacrificed_character_pays_a_characters_optional_cost() -> None:
    text = "You may sacrifice a Character to reduce my cost by {3}."
    giant = fields(executed(read(text, name="Giant", hand_cost=4)))
    b = GameBuilder().in_hand("p1", "Giant", **giant).in_expedition("p1", "hero", "Fodder")
    state, _ = until_decision(b.mana("p1", 1).at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Giant"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST and d.min_choices == 1
    state, _ = answer(state, d.id, [find(state, "Fodder")])
    state, _ = until_decision(state)
    assert names(state, "expedition:p1:hero") == ["Giant"]
    assert "Fodder" in names(state, "discard:p1")


@pytest.mark.parametrize(
    "text",
    [
        # two objects, or a cost that is not one chosen object
        "You may discard two cards from your Reserve to reduce my cost by {2}.",
        "You may exhaust a card in your Reserve to reduce my cost by {1}.",
        # the change of another card's cost
        "You may discard a card from your Reserve to reduce the cost of Spells by {1}.",
    ],
)
def test_optional_costs_not_read_are_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text, type=CardType.CHARACTER.value))


def test_the_turn_option_names_both_costs() -> None:
    state, _ = until_decision(_board(mana=5, reserve=1).at_afternoon().build())
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TURN
    [label] = [o.label for o in d.options if "Paint Prison" in o.label]
    assert label == "play Paint Prison from hand for 5 (or 3 paying its optional cost)"
