"""gx (issue 30, session 36): groups said relative to another object's place, of a targeted
player, and unions of two groups, played on boards — the outcome and the rules the trace
cites (sentences in sentences_gx_groups.py)."""

from __future__ import annotations

from engine import BOOST, GameBuilder
from engine.builder import find
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields, rules_of

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _boosts(state: GameState, *who: str) -> dict[str, int]:
    return {n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in who}


# ----------------------------------------------------- 1. a group in "its" Expedition (6.3.i)
def _joined(text: str) -> tuple[GameState, set[str]]:
    """p1's Watcher (Hero Expedition) prints ``text``; Ally is beside it, Lamp and Robo in
    the Companion Expedition; Newbie is played into the Companion Expedition."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Lamp", **ALLY)
    b = b.in_expedition("p1", "companion", "Robo", **{**ALLY, "subtypes": ["Robot"]})
    b = b.in_expedition("p2", "companion", "Foe", **ALLY)
    b = b.in_hand("p1", "Newbie", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Newbie", "companion")
    state, entries = answer_picking(state, entries, ())
    return state, rules_of(entries)


def test_6_3_i_each_other_character_in_its_expedition() -> None:
    """ "When a Character joins your Expeditions — Each other Character in its Expedition
    gains 1 boost": Newbie joins the Companion Expedition; Lamp and Robo there gain one,
    Newbie ("it") does not, nor Watcher and Ally in the Hero Expedition, nor p2's Foe."""
    text = (
        "When a Character joins your Expeditions — Each other Character in its Expedition "
        "gains 1 boost."
    )
    state, rules = _joined(text)
    got = _boosts(state, "Watcher", "Ally", "Lamp", "Robo", "Newbie", "Foe")
    assert got == {"Watcher": 0, "Ally": 0, "Lamp": 1, "Robo": 1, "Newbie": 0, "Foe": 0}
    # the join (7.5.10.a) activates the Reaction, its "it" bound to Newbie (6.3.i); each
    # boost given is a counter gained (7.3.15.a), one atomic action per Character (6.1.e)
    assert {"7.5.10.a", "6.3.i", "7.3.15.a", "6.1.e"} <= rules, rules


def test_6_3_i_each_other_subtype_in_its_expedition() -> None:
    """ "… — Each other Robot in its Expedition gains 1 boost": Robo only (2.2.2)."""
    text = (
        "When a Character joins your Expeditions — Each other Robot in its Expedition "
        "gains 1 boost."
    )
    state, _ = _joined(text)
    got = _boosts(state, "Watcher", "Ally", "Lamp", "Robo", "Newbie")
    assert got == {"Watcher": 0, "Ally": 0, "Lamp": 0, "Robo": 1, "Newbie": 0}


def test_6_5_b_other_characters_in_the_targets_expedition() -> None:
    """A Spell: "Target Character gains 1 boost. Each other Character in its Expedition
    gains 2 boosts": Lamp is targeted (1), Robo beside it gets 2; the Hero Expedition's
    Characters and p2's Foe nothing."""
    text = "Target Character gains 1 boost. Each other Character in its Expedition gains 2 boosts."
    b = GameBuilder().in_hand("p1", "Kit", **grammar_fields(text, "Kit", type="Spell"))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Lamp", **ALLY)
    b = b.in_expedition("p1", "companion", "Robo", **ALLY)
    b = b.in_expedition("p2", "companion", "Foe", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Kit", "spell")
    state, entries = answer_picking(state, entries, ("Lamp",))
    assert _boosts(state, "Ally", "Lamp", "Robo", "Foe") == {
        "Ally": 0,
        "Lamp": 1,
        "Robo": 2,
        "Foe": 0,
    }
    assert {"6.5.b", "7.3.15.a"} <= rules_of(entries)
