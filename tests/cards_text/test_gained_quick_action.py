"""A quick action gained while a condition holds (2.3.1.a, 2.3.2.f): "If I have 5 or more
Scrap counters, I gain "{T} : Draw a card, then put a card from your hand in Reserve.""
(Treyst & Rossum), and the variants an unseen set may print. The bearer has the quick action
only while the condition holds: playing it is legal only then (5.1.2.g)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, find, play_quick_action
from scenarios.cards.grammar.first import grammar_ability

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, names, not_executed, read

TREYST = (
    "When a card leaves your Reserve during the Afternoon — If I have less than 5 Scrap "
    "counters, I gain 1 Scrap counter.  If I have 5 or more Scrap counters, I gain "
    '"{T} : Draw a card, then put a card from your hand in Reserve."'
)


def _turn(b: GameBuilder):  # type: ignore[no-untyped-def]
    state, _ = until_decision(b.at_afternoon().build())
    return state


def test_treyst_and_rossum_printed_text_is_read_whole() -> None:
    r = executed(read(TREYST, type="Hero", name="Treyst"))
    qa = r.model.abilities[1].quick_action
    assert qa is not None and qa.cost.exhaust_me
    assert qa.condition == "i have 5 or more scrap counters"
    assert [s.action for s in qa.effect] == ["draw", "put"]


@pytest.mark.parametrize(("scrap", "offered"), [(5, True), (7, True), (4, False), (0, False)])
def test_5_1_2_g_the_gained_quick_action_is_played_only_while_the_condition_holds(
    scrap: int, offered: bool
) -> None:
    r = executed(read(TREYST, type="Hero", name="Treyst"))
    b = GameBuilder().hero("p1", "Treyst", counters={"Scrap": scrap}, **fields(r))
    state = _turn(b.in_hand("p1", "Kept").deck_of("p1", 2))
    ids = pending(state).option_ids()
    assert any(i.startswith("quick:") for i in ids) is offered
    hero = find(state, "Treyst")
    if not offered:
        with pytest.raises(IllegalAction) as refused:
            play_quick_action(state, "p1", hero, 1)
        assert refused.value.rule == "5.1.2.g"
        return
    state, _ = play_quick_action(state, "p1", hero, 1)
    state, _ = until_decision(state)
    while pending(state).kind != "turn":  # the card put in Reserve is chosen
        state = choose(state, pending(state).option_ids()[0])
    assert len(names(state, "reserve:p1")) == 1  # drew one, put one in Reserve
    assert len(names(state, "hand:p1")) == 1


@pytest.mark.parametrize(
    "text",
    [
        'If I have 3 or more Arcane counters, I gain "{T} : Draw a card."',
        'If I have 2 or more boosts, I gain "{1} : I gain 1 boost."',
        'If you control two or more Landmarks, I gain "{T} : Target Character gains 1 boost."',
        "If I am [[Boosted]], I gain \u201c{T} : Draw a card.\u201d",
    ],
)
def test_variants_other_conditions_costs_and_quotes(text: str) -> None:
    r = executed(read(text))
    qa = r.model.abilities[0].quick_action
    assert qa is not None and qa.condition


@pytest.mark.parametrize(
    "text",
    [
        # a Reaction gained under a condition would trigger only while it holds: not read so
        'If I have 5 or more Scrap counters, I gain "{J} Draw a card."',
        # a quick action with its own "only if" besides
        'If I am [[Boosted]], I gain "{T} : Draw a card. You can only activate this if you '
        'are the first player."',
        # a condition the engine does not evaluate
        'If the moon is full, I gain "{T} : Draw a card."',
    ],
)
def test_gained_abilities_not_read_are_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))


def test_only_the_conditional_form_is_taken() -> None:
    """A quoted quick action alone is read as that quick action (no condition), and "If [c],
    I gain 1 boost" is not a gained ability (the card grammar reads both, issue 30)."""
    alone, _ = grammar_ability('"{T} : Draw a card."', support=False)
    assert alone is not None and "if" not in alone["quick_action"]
    gained, _ = grammar_ability("If I am Boosted, I gain 1 boost.", support=False)
    assert gained is None or "quick_action" not in gained
