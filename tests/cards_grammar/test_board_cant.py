"""The "can't and rules changed" readings of the grammar alone, played on boards (
issue 30): a "can't" keeps two Expeditions where they are (1.4.1.a), a quick
action gained under a condition is offered only while it holds (2.3.1.a, 5.1.2.g), and
"Target an Expedition. Create X … in it" makes its tokens in the Expedition targeted
(6.5.b, 6.5.i, 7.3.5)."""

from __future__ import annotations

import pytest

from engine import (
    DecisionKind,
    GameBuilder,
    IllegalAction,
    Keyword,
    Phase,
    answer,
    find,
    play_quick_action,
)
from engine.play.costs import card_cost
from engine.reading.passives import has_keyword

from ..cards_text.helpers import names, play
from ..engine.helpers import pending, rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_cant import (
    _GAINED_QUICK,
    _INSTEAD_RESERVE,
    _REDUCE_NEXT,
    _TARGETED,
    _YOUR_GROUP,
    BOARD_SENTENCES_STATICS3,
)

CANT_MOVE = "Your other Expedition and the Expedition facing it can't move forward."


def test_the_sentences_counted_are_those_played_here() -> None:
    assert set(BOARD_SENTENCES_STATICS3) == {
        CANT_MOVE,
        _GAINED_QUICK,
        _TARGETED,
        _YOUR_GROUP,
        _REDUCE_NEXT,
        _INSTEAD_RESERVE,
    }


def _grammar_alone(text: str, kind: str = "Character", forest: int = 1) -> dict[str, object]:
    return grammar_fields(text, "Bearer", unique=False, type=kind, hand_cost=2, forest=forest)


def test_1_4_1_a_the_other_expedition_and_the_one_facing_it_stay() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Bearer", **_grammar_alone(CANT_MOVE, forest=3))
        .in_expedition("p1", "companion", "Mine", forest=3)
        .in_expedition("p2", "companion", "Theirs", forest=5)
    )
    state, entries = until_decision(b.at_phase(Phase.DUSK).build())
    assert state.positions["p1:hero"] == 1  # the bearer's own Expedition moves
    assert state.positions["p1:companion"] == 7 and state.positions["p2:companion"] == 7
    assert "1.4.1.a" in rules_of(entries)


@pytest.mark.parametrize(("sap", "offered"), [(3, True), (5, True), (2, False)])
def test_5_1_2_g_a_gained_quick_action_is_offered_only_while_its_condition_holds(
    sap: int, offered: bool
) -> None:
    b = GameBuilder().in_expedition(
        "p1", "hero", "Bearer", counters={"Sap": sap}, **_grammar_alone(_GAINED_QUICK)
    )
    state, _ = until_decision(b.at_afternoon().build())
    ids = pending(state).option_ids()
    assert any(i.startswith("quick:") for i in ids) is offered
    bearer = find(state, "Bearer")
    if not offered:
        with pytest.raises(IllegalAction) as refused:
            play_quick_action(state, "p1", bearer, 0)
        assert refused.value.rule == "5.1.2.g"
        return
    state, _ = play_quick_action(state, "p1", bearer, 0)
    state, _ = until_decision(state)
    assert state.objects[bearer].boosts == 1


@pytest.mark.parametrize("characters", [1, 3])
def test_6_5_b_the_tokens_are_made_in_the_expedition_targeted(characters: int) -> None:
    spell = _grammar_alone(_TARGETED, kind="Spell")
    b = GameBuilder().in_hand("p1", "Levy", **spell).mana("p1", 2)
    for i in range(characters):
        b = b.in_expedition("p1", "hero", f"Ally {i}")
    state, _ = play(b, "Levy", dest="spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET
    [companion] = [o.id for o in d.options if "p1" in o.id and "companion" in o.id]
    state, _ = answer(state, d.id, (companion,))
    state, _ = until_decision(state)
    made = names(state, "expedition:p1:companion")
    assert made.count("Ordis Recruit") == characters
    assert "Ordis Recruit" not in names(state, "expedition:p1:hero")


@pytest.mark.parametrize("orbs", [2, 4])
def test_3_2_9_c_the_cards_in_your_mana_zone_are_counted_as_its_mana_orbs(orbs: int) -> None:
    text = "{J} I gain 1 boost per card in your Mana zone."
    b = GameBuilder().in_hand("p1", "Bearer", **_grammar_alone(text)).mana("p1", orbs)
    b = b.mana("p2", 5)  # the opponent's Mana zone is not counted
    state, _ = play(b, "Bearer")
    assert state.objects[find(state, "Bearer")].boosts == orbs  # exhausted ones count too


def test_2_3_1_a_your_characters_are_the_characters_you_control_the_bearer_too() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **_grammar_alone(_YOUR_GROUP))
    b = b.in_expedition("p1", "companion", "Ally").in_expedition("p2", "hero", "Foe")
    state = b.build()
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)


def test_5_1_2_f_the_next_character_played_this_turn_costs_one_less() -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_grammar_alone(_REDUCE_NEXT))
    b = b.in_hand("p1", "Next", hand_cost=2, reserve_cost=1, forest=1, mountain=1, water=1)
    b = b.in_hand("p1", "Spell", type="Spell", hand_cost=2, reserve_cost=1)
    before, _ = until_decision(b.mana("p1", 3).at_afternoon().build())
    assert card_cost(before, "p1", find(before, "Next")).amount == 2
    state, _ = play(b.mana("p1", 3), "Bearer")
    assert card_cost(state, "p1", find(state, "Next")).amount == 1  # {2} less {1}
    assert card_cost(state, "p1", find(state, "Spell")).amount == 2  # a Character only


def test_6_2_b_a_card_put_in_reserve_instead_goes_to_its_owners_reserve() -> None:
    zap = "Discard target Character."
    b = GameBuilder().in_hand("p1", "Zap", **_grammar_alone(zap, kind="Spell"))
    b = b.in_expedition("p2", "hero", "Keeper", **_grammar_alone(_INSTEAD_RESERVE)).mana("p1", 2)
    state, _ = play(b, "Zap", dest="spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET
    [keeper] = [o.id for o in d.options if o.label == "Keeper"]
    state, _ = answer(state, d.id, (keeper,))
    state, entries = until_decision(state)
    assert "Keeper" in names(state, "reserve:p2")  # its owner's, 3.1.2.c
    assert "Keeper" not in names(state, "discard:p2")
    assert "6.2.b" in rules_of(entries)
