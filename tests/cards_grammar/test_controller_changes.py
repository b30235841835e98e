"""A change of controller as a trigger's event (issue 30, gram112), read and played:
"When I defect" activates when the bearer is moved to the Expedition facing it (7.3.6.a),
not when it switches Expeditions (7.3.39.a: its controller stays); "When a Character you
control changes controller" for a defection and for control taken (7.5.5.b, 7.3.40.a), the
filter read before the event (6.3.f); "When an opponent takes control of me" for the bearer
taken (7.3.40.a), not for another Character taken. The owner never changes (1.1.3.d)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from scenarios.cards.grammar.first import grammar_ability

from ..cards_text.helpers import boosts_of, executed, fields, play, read
from ..engine.helpers import choose, rules_of
from .grammar_cards import grammar_fields
from .sentences_controller_changes import REPLACEMENTS, SIBLINGS

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    wanted = SIBLINGS[text]
    if wanted is None:
        assert ability is None and stop is not None
        return
    assert ability is not None, stop.reason if stop else ""
    reaction = dict(ability["reaction"])
    reaction.pop("text", None)
    assert reaction == wanted


@pytest.mark.parametrize("text", sorted(REPLACEMENTS))
def test_each_replacement_reads_to_its_meaning_or_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    wanted = REPLACEMENTS[text]
    if wanted is None:
        assert ability is None and stop is not None
        return
    assert ability is not None, stop.reason if stop else ""
    assert ability["passive"] == {"instead": wanted}


def _cast(
    spell: str, watcher: str, watched: str, target: str, *, thing: str = "p1"
) -> tuple[object, set[str]]:
    """p1 casts a Spell printing ``spell`` on ``target`` while ``watcher`` has a Watcher
    printing ``watched`` (and ``thing`` a plain Character, Thing): the state after it
    resolves and the rules the trace cited."""
    cast = fields(executed(read(spell, type="Spell", name="Cast")))
    b = GameBuilder().in_expedition(
        watcher, "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False)
    )
    b = b.in_expedition(thing, "companion", "Thing", **ALLY)
    b = b.in_hand("p1", "Cast", **cast).mana("p1", 3).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Cast", dest="spell")
    cited = rules_of(entries)
    for _ in range(3):
        d = state.pending
        if d is not None and find(state, target) in d.option_ids():
            state = choose(state, find(state, target))
        elif d is not None and "hero" in d.option_ids():  # which Expedition (7.3.40.a)
            state = choose(state, "hero")
        else:
            break
    return state, cited


DEFECT = "Have target Character defect."
SWITCH = "Target Character switches Expeditions."
TAKE = "Take control of target Character."


@pytest.mark.parametrize(("spell", "boosts"), [(DEFECT, 2), (SWITCH, 0)])
def test_7_3_6_a_when_i_defect(spell: str, boosts: int) -> None:
    state, _ = _cast(spell, "p1", "When I defect \u2014 I gain 2 boosts.", "Watcher")
    watcher = find(state, "Watcher")
    assert boosts_of(state, "Watcher") == boosts
    assert state.objects[watcher].owner == "p1"  # 1.1.3.d: the owner never changes
    if boosts:
        assert state.objects[watcher].controller == "p2"  # 7.5.5.b


@pytest.mark.parametrize(
    ("spell", "thing", "boosts"),
    [(DEFECT, "p1", 1), (TAKE, "p2", 0), (SWITCH, "p1", 0)],
)
def test_7_5_5_b_a_character_you_control_changes_controller(
    spell: str, thing: str, boosts: int
) -> None:
    """Yours defecting changes its controller (7.5.5.b); the opponent's Character p1 takes
    was not "a Character you control" before the event (6.3.f); a switch keeps it yours."""
    watched = "When a Character you control changes controller \u2014 I gain 1 boost."
    state, _ = _cast(spell, "p1", watched, "Thing", thing=thing)
    assert boosts_of(state, "Watcher") == boosts


def test_7_5_5_b_a_character_an_opponent_controls_changes_controller_when_taken() -> None:
    watched = "When a Character an opponent controls changes controller \u2014 I gain 1 boost."
    state, _ = _cast(TAKE, "p1", watched, "Thing", thing="p2")
    assert boosts_of(state, "Watcher") == 1
    assert state.objects[find(state, "Thing")].controller == "p1"


@pytest.mark.parametrize(("target", "boosts"), [("Watcher", 1), ("Thing", 0)])
def test_7_3_40_a_when_an_opponent_takes_control_of_me(target: str, boosts: int) -> None:
    watched = "When an opponent takes control of me \u2014 I gain 1 boost."
    state, _ = _cast(TAKE, "p2", watched, target, thing="p2")
    assert boosts_of(state, "Watcher") == boosts


LOYAL = "If an opponent would take control of me, send me to Reserve instead."


@pytest.mark.parametrize(("loyal", "zone"), [(True, "reserve:p2"), (False, "expedition:p1:hero")])
def test_6_2_b_if_an_opponent_would_take_control_of_me_send_me_to_reserve(
    loyal: bool, zone: str
) -> None:
    """[Loyal]'s reminder: p1's "Take control of target Character" on p2's Watcher sends it
    to its owner's Reserve instead (6.2.b, 7.3.27) — p1 does not take control (7.3.40.a);
    without it, the Watcher is p1's, in the Expedition p1 chose."""
    watched = LOYAL if loyal else "When I defect \u2014 I gain 2 boosts."
    state, _ = _cast(TAKE, "p2", watched, "Watcher", thing="p2")
    watcher = find(state, "Watcher")
    assert state.objects[watcher].zone == zone
    assert state.objects[watcher].owner == "p2"  # 1.1.3.d
