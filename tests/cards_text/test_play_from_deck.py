""" "Reveal the top card of your deck. You may play it for free or put it into your hand."
(Auraq & Kibble): one of the two or neither (6.5.g, 6.5.c); the card is played from the
top of the Deck — "unless specified otherwise" (5.2.a) — for free (7.3.26.a), so it is
played neither from Hand nor from Reserve: its {J} abilities activate, its {H} ones do not
(7.1.1.b; the official ruling on Auraq & Kibble)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

AURAQ = (
    "At Noon — You may spend 5 of my Performance counters to reveal the top card of your "
    "deck. You may play it for free or put it into your hand. (Don't activate any {h} "
    "abilities.)"
)
REVEALER = (
    "{J} Reveal the top card of your deck. You may play it for free or put it into your hand."
)


def test_you_may_play_it_for_free_or_put_it_into_your_hand_is_read() -> None:
    (spend,) = steps(executed(read(AURAQ, type="Hero")))
    (reveal,) = spend["then"]
    (modal,) = reveal["then"]
    assert (modal["action"], modal["may"]) == ("choose", True)
    assert [list(m["effect"]) for m in modal["modes"]] == [
        [{"action": "play_for_free", "subject": "it"}],
        [{"action": "put", "subject": "it", "to": "hand"}],
    ]


def _reveal(mode: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Revealer", **fields(executed(read(REVEALER, name="Revealer"))))
    top = read("{H} Draw a card.  {J} I gain 1 boost.", name="Topper", hand_cost=4)
    b = b.in_deck("p1", "Topper", **fields(executed(top))).deck_of("p1", 3).deck_of("p2", 2)
    state, _ = play(b.mana("p1", 2), "Revealer")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        if d.kind == "optional_step":
            pick = ["no" if mode == "none" else "yes"]
        elif d.kind == "choose_mode":
            pick = [o.id for o in d.options if o.label.lower().startswith(mode)]
        else:
            pick = d.option_ids()[: max(1, d.min_choices)]
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    return state


def test_5_2_a_played_for_free_from_the_deck_only_its_j_abilities_activate() -> None:
    state = _reveal("play")
    assert "Topper" in names(state, "expedition:p1:hero") + names(state, "expedition:p1:companion")
    assert state.objects[find(state, "Topper")].boosts == 1  # {J}
    assert names(state, "hand:p1") == []  # no {H}: not played from Hand (7.1.1.b)
    exhausted = [o for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)]
    assert len(exhausted) == 1  # only Revealer's cost


def test_7_3_27_a_or_put_into_the_hand() -> None:
    state = _reveal("put")
    assert names(state, "hand:p1") == ["Topper"]


def test_6_5_c_or_neither_it_stays_on_top() -> None:
    state = _reveal("none")
    assert names(state, "deck:p1")[0] == "Topper"
