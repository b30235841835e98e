"""Issue 17: "Send to Reserve target Character with Hand Cost {X}+{2} or less, where X is my
number of Arcane Counters, then exhaust it." (*Evanescence*): the target's maximum Hand Cost
is the counters on "me" plus 2, counted as the target is checked (6.5.b, 2.5.c) — a Spell
played from Reserve keeps its counters in Limbo (2.5.l)."""

from __future__ import annotations

from engine import GameBuilder, find

from ..engine.helpers import pending
from .helpers import executed, fields, play, read, steps

FADE = (
    "Send to Reserve target Character with Hand Cost {X}+{2} or less, where X is my number of "
    "Arcane Counters, then exhaust it."
)


def test_the_reading_keeps_the_counters_and_the_plus() -> None:
    (step,) = steps(executed(read(FADE, type="Spell")))
    assert step["filter"]["hand_cost_max_my_counters"] == "Arcane"
    assert step["filter"]["hand_cost_max_plus"] == 2


def test_6_5_b_the_maximum_is_my_counters_plus_two() -> None:
    spell = fields(executed(read(FADE, type="Spell", name="Fade")))
    b = (
        GameBuilder()
        .add("p1", "reserve:p1", "Fade", counters={"Arcane": 2}, **spell)
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Four", hand_cost=4)
        .in_expedition("p2", "hero", "Five", hand_cost=5)
    )
    state, _ = play(b, "Fade", dest="spell")
    d = pending(state)
    assert d.kind == "target"
    assert find(state, "Four") in d.option_ids() and find(state, "Five") not in d.option_ids()
