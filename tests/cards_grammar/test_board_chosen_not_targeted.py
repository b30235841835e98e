"""Non-target choices (issue 30, session 34): a NON-TARGET choice, then the steps on "it", read by
the grammar alone and played on a board — "Choose a Character you control with a Kelon counter.
Remove a Kelon counter from it, then it gains 2 boosts.": the effect's controller chooses as the
step happens, among the objects that fit only (6.1.g, choosing is not targeting: 6.5.b), and every
later step on "it" acts on that same object, in printed order (6.5.a); nothing to choose, the steps
on it do nothing."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import BOOST, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
KELON = "Kelon"


def _played(text: str, counters: dict[str, dict[str, int]]) -> GameState:
    """p1 plays a Spell printing ``text``; each player has two Characters ("pN A" in the Hero
    Expedition, "pN B" in the Companion one, with the ``counters`` named) and a deck."""
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    for p in ("p1", "p2"):
        for which, name in (("hero", f"{p} A"), ("companion", f"{p} B")):
            b = b.in_expedition(p, which, name, counters=counters.get(name), **ALLY)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon("p1").build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, _ = until_decision(state)
    return pay_mana_asked(state)


def _counter(state: GameState, name: str, kind: str) -> int:
    return state.objects[find(state, name)].counters.get(kind, 0)


def _pick(state: GameState, label: str) -> GameState:
    d = state.pending
    assert d is not None
    chosen = next(o.id for o in d.options if o.label == label)
    state, _ = answer(state, d.id, (chosen,))
    return until_decision(state)[0]


CHOSEN = (
    "Choose a Character you control with a Kelon counter. "
    "Remove a Kelon counter from it, then it gains 2 boosts."
)


def test_6_1_g_the_choice_is_among_those_that_fit_and_the_later_steps_act_on_it() -> None:
    state = _played(CHOSEN, {"p1 B": {KELON: 2}, "p2 A": {KELON: 1}})
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE and d.player == "p1", d
    # only p1's own Character with a Kelon counter: not a target (6.5.b), filtered (6.1.g)
    assert sorted(o.label for o in d.options) == ["p1 B"]
    state = _pick(state, "p1 B")
    assert _counter(state, "p1 B", KELON) == 1
    assert _counter(state, "p1 B", BOOST) == 2  # "it": the same object (6.5.a)
    assert _counter(state, "p1 A", BOOST) == 0
    assert _counter(state, "p2 A", KELON) == 1


def test_6_1_g_two_that_fit_the_player_chooses_which() -> None:
    state = _played(CHOSEN, {"p1 A": {KELON: 1}, "p1 B": {KELON: 3}})
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    assert sorted(o.label for o in d.options) == ["p1 A", "p1 B"]
    state = _pick(state, "p1 A")
    assert (_counter(state, "p1 A", KELON), _counter(state, "p1 A", BOOST)) == (0, 2)
    assert (_counter(state, "p1 B", KELON), _counter(state, "p1 B", BOOST)) == (3, 0)


def test_6_1_g_nothing_to_choose_the_steps_on_it_do_nothing() -> None:
    state = _played(CHOSEN, {"p2 A": {KELON: 1}})
    d = state.pending
    assert d is None or d.kind == DecisionKind.TURN, d
    for name in ("p1 A", "p1 B", "p2 A", "p2 B"):
        assert _counter(state, name, BOOST) == 0
    assert _counter(state, "p2 A", KELON) == 1


def test_6_5_a_then_a_step_on_no_object_after_the_chosen_one() -> None:
    state = _played(
        "Choose a Character you control. Remove a Kelon counter from it, then draw a card.",
        {"p1 A": {KELON: 1}},
    )
    hand = len(names(state, z.personal(ZoneKind.HAND, "p1")))
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    state = _pick(state, "p1 A")
    assert _counter(state, "p1 A", KELON) == 0
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == hand + 1  # then drawn (6.5.a)
