"""Groups and places (issue 30, session 36): groups said relative to another object's place, of a
targeted player, and unions of two groups, played on boards — the outcome and the rules the trace
cites (sentences in sentences_groups_places.py)."""

from __future__ import annotations

from engine import BOOST, GameBuilder
from engine.builder import find
from engine.state.enums import Status
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


# ------------------------------------------ 2. groups of a targeted player (1.2.6.c, 6.5.b)
def _spell(text: str, picks: tuple[str, ...] = ()) -> tuple[GameState, set[str]]:
    """p1 casts a Spell printing ``text``: p1 has Ally (1 boost) in play and Old (a Spell)
    in Reserve; p2 has Foe (2 boosts), Calm (no boost) and Tower (a Permanent) in play,
    Junk (a Character) and Scroll (a Spell) in Reserve."""
    b = GameBuilder().in_hand("p1", "Kit", **grammar_fields(text, "Kit", type="Spell"))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={BOOST: 1})
    b = b.in_reserve("p1", "Old", type="Spell", hand_cost=1, reserve_cost=1)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={BOOST: 2})
    b = b.in_expedition("p2", "companion", "Calm", **ALLY)
    b = b.in_landmarks("p2", "Tower", hand_cost=1, reserve_cost=1)
    b = b.in_reserve("p2", "Junk", **ALLY)
    b = b.in_reserve("p2", "Scroll", type="Spell", hand_cost=1, reserve_cost=1)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Kit", "spell")
    state, entries = answer_picking(state, entries, picks)
    return state, rules_of(entries)


def _exhausted(state: GameState, *who: str) -> dict[str, bool]:
    return {n: Status.EXHAUSTED in state.objects[find(state, n)].statuses for n in who}


def test_6_5_b_target_opponents_characters_with_no_boosts() -> None:
    """ "Target opponent's Characters with no boosts gain 1 boost": p2 is targeted; Calm (no
    boost) gains one, Foe (boosted) does not, nor p1's Ally (6.5.b, 2.4.5.a)."""
    state, rules = _spell("Target opponent's Characters with no boosts gain 1 boost.", ("p2",))
    assert _boosts(state, "Ally", "Foe", "Calm") == {"Ally": 1, "Foe": 2, "Calm": 1}
    assert {"6.5.b", "7.3.15.a"} <= rules, rules


def test_2_5_g_all_of_target_opponents_characters_lose_their_boosts() -> None:
    """ "All of target opponent's Characters lose all their boosts": Foe loses its two;
    p1's Ally keeps its boost (2.5.g)."""
    state, rules = _spell("All of target opponent's Characters lose all their boosts.", ("p2",))
    assert _boosts(state, "Ally", "Foe", "Calm") == {"Ally": 1, "Foe": 0, "Calm": 0}
    assert "6.5.b" in rules


def test_3_2_10_all_cards_in_target_opponents_reserve() -> None:
    """ "Exhaust all cards in target opponent's Reserve": Junk and Scroll in p2's Reserve
    become Exhausted; p1's Old and the objects in play do not (3.2.10, 7.3.13)."""
    state, rules = _spell("Exhaust all cards in target opponent's Reserve.", ("p2",))
    got = _exhausted(state, "Junk", "Scroll", "Old", "Foe", "Calm")
    assert got == {"Junk": True, "Scroll": True, "Old": False, "Foe": False, "Calm": False}
    assert "6.5.b" in rules


def test_3_2_10_each_spell_in_target_opponents_reserve() -> None:
    """ "Exhaust each Spell in target opponent's Reserve": Scroll only (2.2.1)."""
    state, _ = _spell("Exhaust each Spell in target opponent's Reserve.", ("p2",))
    assert _exhausted(state, "Junk", "Scroll", "Old") == {
        "Junk": False,
        "Scroll": True,
        "Old": False,
    }


# ---------------------------------------------------- 3. a union of two groups (6.1.e, 6.1.g)
def test_6_1_e_each_character_and_each_permanent_you_control() -> None:
    """A Spell: "Exhaust each Character and each Permanent an opponent controls": Foe, Calm
    and Tower (p2's) become Exhausted — one atomic action each (6.1.e); p1's Ally not."""
    state, rules = _spell("Exhaust each Character and each Permanent an opponent controls.")
    got = _exhausted(state, "Foe", "Calm", "Tower", "Ally")
    assert got == {"Foe": True, "Calm": True, "Tower": True, "Ally": False}
    assert "6.1.e" in rules, rules


def test_6_1_g_each_character_you_control_and_each_permanent_an_opponent_controls() -> None:
    """Each group keeps its own controller: p1's Ally and p2's Tower, not p2's Characters."""
    text = "Exhaust each Character you control and each Permanent an opponent controls."
    state, _ = _spell(text)
    got = _exhausted(state, "Foe", "Calm", "Tower", "Ally")
    assert got == {"Foe": False, "Calm": False, "Tower": True, "Ally": True}


def test_3_2_10_characters_and_spells_in_your_reserve() -> None:
    """ "Exhaust all Characters and all Spells in your Reserve": p1's Old (a Spell) only —
    p2's Reserve is not "your" Reserve (3.2.10)."""
    state, _ = _spell("Exhaust all Characters and all Spells in your Reserve.")
    assert _exhausted(state, "Old", "Junk", "Scroll") == {
        "Old": True,
        "Junk": False,
        "Scroll": False,
    }


def test_6_1_e_a_union_gives_each_member_once() -> None:
    """ "Each Character and each Boosted Character an opponent controls gains 1 boost": Foe
    is in both groups and gains ONE boost (one group, each member once), Calm one."""
    text = "Each Character and each Boosted Character an opponent controls gains 1 boost."
    state, _ = _spell(text)
    assert _boosts(state, "Foe", "Calm", "Ally") == {"Foe": 3, "Calm": 1, "Ally": 1}
