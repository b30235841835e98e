"""Lindiwe & Maw, "{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition
with "When you sacrifice a Character — I gain 2 boosts". This action costs {1} more if you
are not the first player.": the token has the ability it is created with (2.2.12.f), and
the last sentence is a cost change of the card's quick actions (5.1.2.f)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, read

LINDIWE = (
    '{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition with "When you '
    'sacrifice a Character — I gain 2 boosts". This action costs {1} more if you are not the '
    "first player."
)


def test_token_with_an_ability_and_this_action_costs_more_are_read() -> None:
    quick, passive = executed(read(LINDIWE, type="Hero", name="Lindiwe & Maw")).model.abilities
    assert quick.quick_action is not None
    (create,) = quick.quick_action.effect
    (maw,) = create.token_abilities
    assert not isinstance(maw, str) and maw.reaction is not None
    assert maw.reaction.trigger == "you_sacrifice_a_character"
    assert maw.text.lower() == "when you sacrifice a character — i gain 2 boosts"
    assert passive.passive is not None and passive.passive.cost is not None
    cost = passive.passive.cost
    assert (cost.change, cost.applies_to, cost.condition) == (
        1,
        "my quick actions",
        "you are not the first player",
    )


def _lindiwe(first: str) -> GameState:
    b = GameBuilder().hero("p1", "Lindiwe & Maw", **fields(executed(read(LINDIWE, type="Hero"))))
    state, _ = until_decision(
        b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2).at_afternoon(first).build()
    )
    if first == "p2":
        state, _ = answer(state, state.pending.id, ["pass"])  # type: ignore[union-attr]
        state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p1"
    (quick,) = [o.id for o in d.options if o.id.startswith("quick:")]
    state, _ = answer(state, d.id, [quick])
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == "pay_mana":
        state, _ = answer(
            state, state.pending.id, state.pending.option_ids()[: state.pending.min_choices]
        )
        state, _ = until_decision(state)
    return state


def _orbs_used(state: GameState) -> int:
    return sum(1 for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED))


def test_5_1_2_f_first_player_pays_nothing_more() -> None:
    state = _lindiwe("p1")
    assert _orbs_used(state) == 0
    maw = find(state, "Maw")
    assert state.objects[maw].zone == "expedition:p1:companion"


def test_5_1_2_f_not_first_player_pays_one_more() -> None:
    assert _orbs_used(_lindiwe("p2")) == 1
