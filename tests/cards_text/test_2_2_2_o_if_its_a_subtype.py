""" "If it's a Robot" (a single sub-type) is read and evaluated like "if it's a Robot or
Permanent": whatever the card "it" names is, wherever it is (2.2.2.o) — a Robot card put
from Hand into Reserve is a Robot. Before, the one-word form was taken for a card type,
refused, and the ability left to the judge."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer
from engine.state.cards import ConditionKind
from scenarios.cards import vocabulary as v

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read

CLERK = "{J} You may put a card from your hand in Reserve. If it's a Robot, draw a card."


def test_if_its_a_robot_is_a_subtype_condition() -> None:
    c = v.condition_of("it's a Robot")
    assert c is not None and c.kind == ConditionKind.IT_MATCHES
    assert [sorted(f.subtypes) for f in c.any_of] == [["Robot"]]
    t = v.condition_of("it's a Permanent")  # a card type is still read as a type
    assert t is not None and t.kind == ConditionKind.IT_IS_TYPE


@pytest.mark.parametrize(("subtypes", "drawn"), [(("Robot",), 1), (("Soldier",), 0)])
def test_2_2_2_o_a_card_put_in_reserve_is_checked_for_its_subtype(
    subtypes: tuple[str, ...], drawn: int
) -> None:
    clerk = fields(executed(read(CLERK, name="Scrap Clerk")))
    b = (
        GameBuilder()
        .in_hand("p1", "Scrap Clerk", **clerk)
        .in_hand("p1", "Helper", subtypes=frozenset(subtypes))
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Scrap Clerk")
    for want in ("yes", "Helper"):
        d = state.pending
        assert d is not None
        picked = [o.id for o in d.options if o.id == want or o.label == want]
        state, _ = answer(state, d.id, picked[:1])
        state, entries = until_decision(state)
    hand = [state.name(o) for o in state.zone("hand:p1")]
    assert len(hand) == drawn and "Helper" not in hand
    rules = {r for e in entries for r in e.rules}
    assert "2.2.2.o" in rules and "2.2.1.i" not in rules
