"""ia42 (issue 30): "Remove all Spark counters from target Character, then it gains that many
boosts" — the follow-up "it" (the object the removal acted on, 6.5.i) gains one boost for
each counter removed from it (2.5.g, 7.3.15.a), read by the grammar alone and played."""

from __future__ import annotations

from engine import GameBuilder, answer, find
from engine.state.enums import BOOST

from ..cards_text.helpers import play
from ..engine.helpers import pending, until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY

TEXT = "Remove all Spark counters from target Character, then it gains that many boosts."


def test_2_5_g_the_target_loses_its_sparks_and_gains_as_many_boosts() -> None:
    spell = grammar_fields(TEXT, "Smelting", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Smelting", **spell).mana("p1", 1)
    b = b.in_expedition("p1", "hero", "Anvil", **ALLY, counters={"Spark": 3})
    b = b.in_expedition("p1", "hero", "Bystander", **ALLY, counters={"Spark": 2})
    state, _ = play(b, "Smelting", dest="spell")
    state, entry = answer(state, pending(state).id, (find(state, "Anvil"),))
    state, entries = until_decision(state)
    anvil = state.objects[find(state, "Anvil")].counters
    bystander = state.objects[find(state, "Bystander")].counters
    assert anvil.get("Spark", 0) == 0 and anvil.get(BOOST, 0) == 3
    assert bystander.get("Spark") == 2 and bystander.get(BOOST, 0) == 0
    cited = {r for e in (entry, *entries) for r in e.rules}
    assert "2.5.g" in cited and "7.3.15.a" in cited, cited
