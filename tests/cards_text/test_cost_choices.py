"""Quick action costs that discard or sacrifice an object the player chooses (1.2.5.a):
Baba's Isba, "{T}, Sacrifice a Character: [After You]."; "{T}, Discard a card from your
Reserve: ...". The object is chosen in the declaration of intent (5.1.2.c), moved with the
rest of the cost in one step (1.2.5.d), and a cost with nothing to move cannot be paid at
all (1.2.5.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, read

ISBA = "{T}, Sacrifice a Character: [After You]. (End your turn as if you had played a card.)"
DRAWER = "{T}, Discard a card from your Reserve: Draw a card."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _quick_ids(state: GameState) -> list[str]:
    d = state.pending
    assert d is not None and d.kind == "turn"
    return [o.id for o in d.options if o.id.startswith("quick:")]


def test_sacrifice_and_discard_costs_are_read_as_cost_steps() -> None:
    qa = executed(read(ISBA, type="Permanent")).model.abilities[0].quick_action
    assert qa is not None and qa.cost.exhaust_me
    (step,) = qa.cost.steps
    assert (step.action, step.subject) == ("sacrifice", "a_character_you_control")
    qa = executed(read(DRAWER, type="Permanent")).model.abilities[0].quick_action
    assert qa is not None
    (step,) = qa.cost.steps
    assert (step.action, step.subject) == ("discard", "a_card_from_your_reserve")


def test_variants_mana_subtypes_and_permanents() -> None:
    for text, subject, subtypes in (
        ("{1}, Sacrifice a Robot: I gain 2 boosts.", "a_character_you_control", ("Robot",)),
        ("{T}, Sacrifice a Permanent: Draw a card.", "a_character_or_permanent_you_control", ()),
        ("{2}, Discard a Spell from your Reserve: Draw a card.", "a_card_from_your_reserve", ()),
    ):
        qa = executed(read(text, type="Permanent")).model.abilities[0].quick_action
        assert qa is not None
        (step,) = qa.cost.steps
        assert step.subject == subject, text
        assert (step.filter.subtypes if step.filter else ()) == subtypes, text


def _isba(allies: int) -> GameState:
    b = GameBuilder().in_landmarks(
        "p1", "Baba's Isba", **fields(executed(read(ISBA, type="Permanent")))
    )
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    state, _ = until_decision(b.deck_of("p1", 2).deck_of("p2", 2).at_afternoon().build())
    return state


def test_1_2_5_c_with_no_character_to_sacrifice_it_is_not_offered() -> None:
    assert _quick_ids(_isba(allies=0)) == []


def test_1_2_5_a_the_character_is_chosen_then_sacrificed_with_the_exhaustion() -> None:
    state = _isba(allies=2)
    (quick,) = _quick_ids(state)
    state, _ = answer(state, state.pending.id, [quick])  # type: ignore[union-attr]
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == "cost_choice" and d.player == "p1"
    assert sorted(o.label for o in d.options) == ["Ally 0", "Ally 1"]
    assert "6.1.a" in d.rules
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Ally 1"])
    state, entries = until_decision(state)
    assert names(state, "discard:p1") == ["Ally 1"]
    assert names(state, "expedition:p1:hero") == ["Ally 0"]
    assert state.objects[find(state, "Baba's Isba")].has(Status.EXHAUSTED)
    paid = [e for e in entries if "pays for the quick action" in e.text]
    assert paid and "7.3.36.a" in paid[0].rules and "5.1.2.i" in paid[0].rules


def test_discard_a_card_from_your_reserve_pays_and_the_effect_follows() -> None:
    b = GameBuilder().in_landmarks(
        "p1", "Drawer", **fields(executed(read(DRAWER, type="Permanent")))
    )
    b = b.in_reserve("p1", "Spare", **ALLY).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    (quick,) = _quick_ids(state)
    state, _ = answer(state, state.pending.id, [quick])  # type: ignore[union-attr]
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == "cost_choice"
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["Spare"]
    assert len(state.zone("hand:p1")) == 1
