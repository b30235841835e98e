"""Printed triggers on events and delayed effects: one test per construct with the printed
sentence it covers, and a board showing what the text does."""

from __future__ import annotations

from engine import GameBuilder, Phase, TraceEntry, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, read, steps


def _at(b: GameBuilder, phase: Phase) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Run from the start of ``phase`` to the next decision (Decks to draw from)."""
    return until_decision(b.deck_of("p1", 6).deck_of("p2", 6).at_phase(phase).build())


# ----------------------------------------------------------------------------- delayed effects
def test_4_2_d_sabotage_after_rest_is_read_as_a_delayed_effect() -> None:
    r = executed(read("At Night \u2014 If I have 2 or more boosts, [Sabotage] after Rest."))
    (step,) = steps(r)
    assert step["action"] == "ongoing" and step["if"] == "i have 2 or more boosts"
    assert step["ongoing"]["after_rest"] == ({"action": "sabotage"},)
    assert step["ongoing"]["duration"] == "this Day"


def test_4_2_d_sabotage_after_rest_happens_once_rest_is_over() -> None:
    """The Reaction resolves at Dusk; Sabotage waits for Rest, so the card Rest just sent
    to Reserve can be its target."""
    text = "When my Expedition fails to move forward during Dusk \u2014 [Sabotage] after Rest."
    f = fields(executed(read(text, name="Legate", forest=0, mountain=0, water=0)))
    b = GameBuilder().in_expedition("p1", "hero", "Legate", **f).in_reserve("p2", "Stash")
    state, entries = _at(b, Phase.DUSK)
    texts = [e.text for e in entries]
    rest = next(i for i, t in enumerate(texts) if t.startswith("Rest"))
    created = next(i for i, t in enumerate(texts) if "create ongoing" in t)
    assert created < rest  # the delayed effect was set up at Dusk ...
    assert "4.2.d" in rules_of(entries[rest:]) and "2.2.2.m" in rules_of(entries[:rest])
    d = pending(state)  # ... and asks for its target only after Rest
    assert {o.label for o in d.options} == {"Legate", "Stash"}
    state = choose(choose(state, find(state, "Stash")), "yes")  # up to one: a "may" (7.3.35.a)
    assert "Stash" in names(state, "discard:p2")
    assert "Legate" in names(state, "reserve:p1")


def test_4_2_d_a_delayed_effect_needs_its_condition_when_the_ability_resolves() -> None:
    text = "At Night \u2014 If I have 2 or more boosts, [Sabotage] after Rest."
    f = fields(executed(read(text, name="Pendekar")))
    b = GameBuilder().in_expedition("p1", "hero", "Pendekar", **f).in_reserve("p2", "Stash")
    state, entries = _at(b, Phase.NIGHT)
    assert "Stash" in names(state, "reserve:p2")  # no boosts: nothing delayed, nothing discarded
    assert "4.2.d" not in rules_of(entries)


def test_4_2_d_tokens_created_after_rest_stay_in_play() -> None:
    text = (
        "When my Expedition fails to move forward during Dusk \u2014 Create two [Ordis Recruit "
        "1/1/1] Soldier tokens in target Expedition after Rest."
    )
    f = fields(executed(read(text, name="Thoth", forest=0, mountain=0, water=0)))
    b = GameBuilder().in_expedition("p1", "hero", "Thoth", **f)
    state, _ = _at(b, Phase.DUSK)
    d = pending(state)
    hero = next(o.id for o in d.options if "p1" in o.label and "hero" in o.label.lower())
    state = choose(state, hero)
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == 2  # after Rest: kept
    assert "Thoth" in names(state, "reserve:p1")


def test_a_delayed_effect_naming_me_is_left_to_the_judge() -> None:
    r = read("At Night \u2014 I gain 1 boost after Rest.")
    assert not r.executable
