"""ia42 (issue 30): "Remove all Spark counters from target Character, then it gains that many
boosts" — the follow-up "it" (the object the removal acted on, 6.5.i) gains one boost for
each counter removed from it (2.5.g, 7.3.15.a), read by the grammar alone and played; and a
set's keyword action taking an object ("[Smelt] target Character you control", "[Smelt] it"),
its one definition read from reminders said of different objects (2.2.12.c)."""

from __future__ import annotations

from engine import GameBuilder, answer, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import executed, fields, play, read
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


# ---- a set's keyword action on an object, one definition for every object (2.2.12.c)
SMELT = defined_keywords(
    [
        ("{J} [Smelt] me. (Remove all my Spark counters, then I gain that many boosts.)", "Forge"),
        (
            "{T} : [Smelt] target Character you control. (Remove all Spark counters from it,"
            " then it gains that many boosts.)",
            "Bellows",
        ),
    ]
)


def _smelted(text: str, name: str) -> tuple[GameState, set[str]]:
    """Play the Spell ``text`` (read with the set's [Smelt]) targeting Anvil (3 Spark
    counters); Bystander (2) is not chosen. The state and the rules the trace cites."""
    with using_keywords(SMELT):
        spell = fields(executed(read(text, "Spell", name=name)))
    b = GameBuilder().in_hand("p1", name, **spell).mana("p1", 1)
    b = b.in_expedition("p1", "hero", "Anvil", **ALLY, counters={"Spark": 3})
    b = b.in_expedition("p1", "hero", "Bystander", **ALLY, counters={"Spark": 2})
    state, first = play(b, name, dest="spell")
    state, entry = answer(state, pending(state).id, (find(state, "Anvil"),))
    state, entries = until_decision(state)
    return state, {r for e in (*first, entry, *entries) for r in e.rules}


def test_2_5_g_smelt_target_character_you_control() -> None:
    state, cited = _smelted("Draw a card, then [Smelt] target Character you control.", "Heat")
    anvil = state.objects[find(state, "Anvil")].counters
    assert anvil.get("Spark", 0) == 0 and anvil.get(BOOST, 0) == 3
    assert state.objects[find(state, "Bystander")].counters.get("Spark") == 2
    assert "2.5.g" in cited and "7.3.15.a" in cited, cited


def test_6_5_i_smelt_it_after_it_gained_sparks() -> None:
    state, cited = _smelted("Target Character gains 2 Spark counters, then [Smelt] it.", "Stoke")
    anvil = state.objects[find(state, "Anvil")].counters
    assert anvil.get("Spark", 0) == 0 and anvil.get(BOOST, 0) == 5  # 3 + 2 removed
    bystander = state.objects[find(state, "Bystander")].counters
    assert bystander.get("Spark") == 2 and bystander.get(BOOST, 0) == 0
    assert "2.5.g" in cited and "7.3.15.a" in cited, cited
