"""A step done for each object counted whose words name THAT object (prec32, issue 30):
"For each Character sacrificed this way, create a [Gull] token in its Expedition".

"[Do step] for each [quantity]" is done once per item, one after the other (6.5.i): "its
Expedition / its controller / its owner / it" is the counted object's own each time. The
reader's count does the step that many times for all the objects "it" names at once (two
Characters in two Expeditions: two tokens in EACH), so such a sentence was left to the judge
with the rule (prec32); since gf (session 33) it is read once per object, "it" being that
object each time (``for_each: it``, engine/steps/each_object.py); a count naming no
counted object is still read, and on a board with two Expeditions and mixed controllers
counts every object acted on once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from for_each_its_siblings import judge, siblings

from .helpers import boosts_of, executed, fields, names, not_executed, play, read, steps

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
LEADS = {
    "Sacrifice up to two Characters.": "Character sacrificed",
    "Each player sacrifices a Character.": "Character sacrificed",
}
BOUND = (
    "create a [Gull 1/1/1] Animal token in its Expedition",
    "its controller draws a card",
    "its owner draws a card",
)
NAMED = {BOUND[0]: "its Expedition", BOUND[1]: "its controller", BOUND[2]: "its owner"}


def _bound() -> list[tuple[str, str, str]]:
    out = []
    for lead, counted in LEADS.items():
        for said in BOUND:
            cap = said[0].upper() + said[1:]
            for form in (
                f"{lead} For each {counted} this way, {said}.",
                f"{lead} {cap} for each {counted} this way.",
            ):
                for place in ("", "{J} "):
                    out.append((place, form, NAMED[said]))
    return out


@pytest.mark.parametrize(("place", "text", "named"), _bound())
def test_6_5_i_a_count_whose_step_names_the_counted_object_is_done_once_per_object(
    place: str, text: str, named: str
) -> None:
    """gf (session 33): no longer left to the judge — the step is read once per object the
    step before acted on, "it" being that object each time (engine/steps/each_object.py)."""
    kind = "Character" if place else "Spell"
    reading = read(place + text, type=kind)  # as the app reads the card
    if text.startswith("Each player"):
        not_executed(reading)  # refused already: "'that many' counts no step" (before prec32)
        return
    then = steps(executed(reading))[0]["then"][0]
    assert then["for_each"] == "it" and "per" not in then, (named, then)


@pytest.mark.parametrize(
    "text",
    [
        "Sacrifice up to two Characters. Draw a card for each Character sacrificed this way.",
        "Each player sacrifices a Character. Draw a card for each Character sacrificed this way.",
        "Sacrifice up to two Characters. Create that many [Gull 1/1/1] Animal tokens in my "
        "Expedition.",
        "Sacrifice a Character. Its controller draws a card for each boost it had.",
        "Exhaust any number of Characters you control. They gain that many boosts.",
    ],
)
def test_6_5_i_a_count_naming_no_counted_object_is_still_read(text: str) -> None:
    then = steps(executed(read(text, type="Spell")))[0]["then"][0]  # the count joined
    assert then["per"] in ("that many", "boost it had")


def _sacrificed(state: GameState) -> GameState:
    """Answer each player's choice of their own Character to sacrifice (6.1.h)."""
    while state.pending is not None and state.pending.kind == "choose":
        d = state.pending
        state, _ = answer(state, d.id, [d.options[0].id])
        state, _ = until_decision(state)
    return state


def test_6_5_i_each_player_sacrifices_in_two_expeditions_one_card_drawn_per_character() -> None:
    text = "Each player sacrifices a Character. Draw a card for each Character sacrificed this way."
    b = GameBuilder().in_hand(
        "p1", "Edict", **fields(executed(read(text, type="Spell", name="Edict")))
    )
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p2", "companion", "Theirs", **ALLY)
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Edict", dest="spell")
    state = _sacrificed(state)
    assert (
        names(state, "expedition:p1:hero") == [] and names(state, "expedition:p2:companion") == []
    )
    assert len(state.zone("hand:p1")) == 2  # one per Character, two Expeditions, two controllers
    assert len(state.zone("hand:p2")) == 0


@pytest.mark.parametrize(("sentence", "bound"), siblings())
def test_no_sibling_reads_a_wrong_meaning(sentence: str, bound: bool) -> None:
    """benchmarks/for_each_its_siblings.py: every sibling right or refused, none WRONG."""
    assert judge(sentence, bound) != "WRONG", sentence


def test_6_5_i_they_gain_that_many_boosts_in_two_expeditions_each_gains_the_count() -> None:
    """ "They gain that many boosts": each Character exhausted gains the whole count (2),
    whichever Expedition it is in (7.3.5)."""
    text = "Exhaust any number of Characters you control. They gain that many boosts."
    b = GameBuilder().in_hand(
        "p1", "Drill", **fields(executed(read(text, type="Spell", name="Drill")))
    )
    b = b.in_expedition("p1", "hero", "Left", **ALLY)
    b = b.in_expedition("p1", "companion", "Right", **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Drill", dest="spell")
    d = state.pending
    assert d is not None and sorted(o.label for o in d.options) == ["Left", "Right"]
    state, _ = answer(state, d.id, [o.id for o in d.options])
    state, _ = until_decision(state)
    assert boosts_of(state, "Left") == 2 and boosts_of(state, "Right") == 2
    assert boosts_of(state, "Theirs") == 0
