"""Issue 17: "Target two [[Boosted]] Characters in play or in Reserve and exchange their
boosts. Then, draw a card." (*Sap Duende*'s shape): one step with two different targets
(6.5.b) whose boosts are exchanged — the one with more loses the difference, the other gains
it (7.3.11.a); a Character in a Reserve is one because the text names that zone (2.2.1.h)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.enums import BOOST

from ..engine.helpers import choose, pending
from .helpers import executed, fields, names, play, read, steps

SWAP = (
    "Target two [[Boosted]] Characters in play or in Reserve and exchange their boosts. "
    "Then, draw a card."
)


def test_the_two_targets_are_the_pair_whose_boosts_are_exchanged() -> None:
    swap, draw = steps(executed(read(SWAP, type="Spell")))
    assert swap["action"] == "exchange_boosts" and swap["targets"] == 2
    assert swap["subject"] == "target_card_in_play_or_reserve" and "with" not in swap
    assert draw == {"action": "draw"}
    assert executed(read("Exchange the boosts of two target Characters.", type="Spell"))


def test_7_3_11_a_a_character_in_play_and_one_in_reserve_exchange_boosts() -> None:
    r = executed(read(SWAP, type="Spell", name="Swap"))
    b = (
        GameBuilder()
        .in_hand("p1", "Swap", **fields(r))
        .mana("p1", 1)
        .in_deck("p1", "Next card")
        .add("p1", "expedition:p1:hero", "Big", counters={BOOST: 4})
        .add("p2", "reserve:p2", "Small", counters={BOOST: 1})
        .add("p2", "expedition:p2:hero", "Plain")  # not Boosted: not a suitable target
    )
    state, _ = play(b, "Swap", dest="spell")
    d = pending(state)
    assert d.kind == "target" and d.max_choices == 2
    assert find(state, "Plain") not in d.option_ids()
    state = choose(state, find(state, "Big"), find(state, "Small"))
    assert state.objects[find(state, "Big")].counters.get(BOOST) == 1
    assert state.objects[find(state, "Small")].counters.get(BOOST) == 4
    assert names(state, "hand:p1") == ["Next card"]
