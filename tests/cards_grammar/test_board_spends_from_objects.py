"""Spends from objects (issue 30, session 38) played on boards.

1. A quick action's cost spending counters from another object — "{T}, Spend 2 Ember counters
   from a Character you control: Draw a card." — the object chosen as the quick action is
   declared (5.1.2.c) among those with enough counters of that name (7.3.38.b, 6.1.g), the
   counters spent with the rest of the cost (7.3.38.a, 5.1.2.i); with none that has enough the
   quick action cannot be played (1.2.5.c, 6.4.c). "from me": the bearer's own (2.5.h).
2. "If [condition], [you may] spend … to [Y]": the condition checked as the step would happen
   (6.5.d); true, the spend is asked (a cost never forced, 6.4.b) and Y follows only if it is
   paid (6.5.f); false, neither is done."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import (
    BOOST,
    DecisionKind,
    GameBuilder,
    IllegalAction,
    answer,
    find,
    play_quick_action,
)
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import names
from ..engine.helpers import pending, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

_FROM_CHARACTER = "{T}, Spend 2 Ember counters from a Character you control: Draw a card."
_FROM_PERMANENT = "Spend 1 Kelon counter from a Permanent you control: I gain 2 boosts."
_FROM_ME = "{T}, Spend 1 boost from me: Draw a card."


def _quick_board(text: str, ember: dict[str, int], kelon: int = 0) -> GameBuilder:
    """Bearer (``text``) in p1's hero Expedition, Ally and Other beside it (``ember``: their
    Ember counters by name), a Landmark Tower with ``kelon`` Kelon counters, Foe (p2) with 5
    Ember counters."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    for name in ("Ally", "Other"):
        held = ember.get(name, 0)
        b = b.in_expedition("p1", "hero", name, counters={"Ember": held} if held else {}, **ALLY)
    b = b.in_landmarks("p1", "Tower", counters={"Kelon": kelon} if kelon else {})
    b = b.in_expedition("p2", "hero", "Foe", counters={"Ember": 5}, **ALLY)
    return b.deck_of("p1", 6).deck_of("p2", 6)


def _played(
    b: GameBuilder,
    chosen: str | None = None,
    setup: Callable[[GameBuilder], GameBuilder] | None = None,
) -> tuple[GameState, list[TraceEntry], list[Decision]]:
    """Bearer's quick action played at p1's Afternoon: ``chosen`` answered to a cost choice."""
    state, _ = until_decision((setup(b) if setup else b).at_afternoon().build())
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, after = until_decision(state)
    entries, asked = [first, *after], []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append(d)
        wanted = [o.id for o in d.options if o.label == chosen][:1]
        state, entry = answer(state, d.id, tuple(wanted or d.option_ids()[:1]))
        state, more = until_decision(state)
        entries.extend((entry, *more))
    return state, entries, asked


def _counters(state: GameState, name: str, counter: str) -> int:
    return state.objects[find(state, name)].counters.get(counter, 0)


def test_5_1_2_c_the_object_chosen_in_the_declaration_among_those_with_enough() -> None:
    """Ally (3 Ember) and Other (1 Ember): only Ally is offered (7.3.38.b), never Foe (p2's);
    its 2 Ember counters are spent as the cost is paid, then a card is drawn."""
    b = _quick_board(_FROM_CHARACTER, {"Ally": 3, "Other": 1})
    b = b.in_expedition("p1", "hero", "Rich", counters={"Ember": 2}, **ALLY)
    state, entries, asked = _played(b, "Ally")
    choice = next(d for d in asked if d.kind == DecisionKind.COST_CHOICE)
    assert {o.label for o in choice.options} == {"Ally", "Rich"}
    assert "spend 2 Ember counters from" in choice.prompt
    assert choice.rules[:3] == ("7.3.38.a", "5.1.2.c", "7.3.38.b"), choice.rules
    assert _counters(state, "Ally", "Ember") == 1  # 3 - 2 (7.3.38.a)
    assert _counters(state, "Rich", "Ember") == 2 and _counters(state, "Foe", "Ember") == 5
    assert len(names(state, "hand:p1")) == 1
    paid = next(e for e in entries if "pays for the quick action" in e.text)
    assert {"7.3.38.a", "5.1.2.i"} <= set(paid.rules), paid
    assert "exhausted" in str(state.objects[find(state, "Bearer")].statuses).lower()


def test_1_2_5_c_no_object_with_enough_counters_the_quick_action_cannot_be_played() -> None:
    """Ally and Other have 1 Ember counter each, Foe's 5 are p2's: the cost cannot be paid
    in full, so the quick action is not offered and is refused with its rule."""
    b = _quick_board(_FROM_CHARACTER, {"Ally": 1, "Other": 1})
    state, _ = until_decision(b.at_afternoon().build())
    assert not any(i.startswith("quick:") for i in pending(state).option_ids())
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", find(state, "Bearer"), 0)
    assert refused.value.rule == "6.4.c"
    assert "7.3.38.b" in refused.value.also
    assert "2 Ember counters to spend" in str(refused.value)


def test_7_3_38_a_a_permanent_you_control_pays_and_the_bearer_is_not_exhausted() -> None:
    """No {T}: Tower (a Landmark Permanent, 2 Kelon) is the only option; one is spent."""
    state, entries, asked = _played(_quick_board(_FROM_PERMANENT, {}, kelon=2), "Tower")
    (choice,) = [d for d in asked if d.kind == DecisionKind.COST_CHOICE]
    assert [o.label for o in choice.options] == ["Tower"]  # Ally, Other: no Kelon counter
    assert _counters(state, "Tower", "Kelon") == 1
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == 2
    assert "7.3.38.a" in rules_of(tuple(entries))


@pytest.mark.parametrize(("boosts", "offered"), [(1, True), (0, False)])
def test_2_5_h_from_me_the_bearer_spends_its_own_boost(boosts: int, offered: bool) -> None:
    """ "from me": the bearer's own boost, as "Spend 1 of my boosts" (2.5.h); with none the
    cost cannot be paid (7.3.38.b)."""
    b = GameBuilder().in_expedition(
        "p1",
        "hero",
        "Bearer",
        counters={BOOST: boosts} if boosts else {},
        **grammar_fields(_FROM_ME),
    )
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: 3}, **ALLY)
    b = b.deck_of("p1", 6).deck_of("p2", 6)
    if not offered:
        state, _ = until_decision(b.at_afternoon().build())
        with pytest.raises(IllegalAction) as refused:
            play_quick_action(state, "p1", find(state, "Bearer"), 0)
        assert "7.3.38.b" in (refused.value.rule, *refused.value.also)
        return
    state, entries, asked = _played(b)
    assert not any(d.kind == DecisionKind.COST_CHOICE for d in asked)  # no choice: me
    assert _counters(state, "Bearer", BOOST) == 0 and _counters(state, "Ally", BOOST) == 3
    assert len(names(state, "hand:p1")) == 1
    assert {"2.5.h", "7.3.38.a"} <= rules_of(tuple(entries))


def _conditioned(text: str, landmark: bool, boosts: int) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: boosts} if boosts else {}, **ALLY)
    if landmark:
        b = b.in_landmarks("p1", "Tower")
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


_IF_MAY = (
    "{J} If you control a Permanent, you may spend 2 boosts from a Character you control to "
    "draw a card."
)
_IF = "{J} If you control a Permanent, spend 2 boosts from a Character you control to draw a card."


def _yes(d: Decision) -> list[str]:
    found = [o.id for o in d.options if "do it" in o.label or o.label == "Ally"]
    return found[:1] or [d.options[0].id]


@pytest.mark.parametrize("text", [_IF_MAY, _IF])
def test_6_5_d_the_condition_holds_the_spend_asked_paid_then_the_draw(text: str) -> None:
    state, entries = _resolved(_conditioned(text, True, 3), _yes)
    assert _counters(state, "Ally", BOOST) == 1
    assert len(names(state, "hand:p1")) == 1  # paid: the draw (6.5.f)
    met = next(e for e in entries if "is met" in e.text)
    assert met.rules[0] == "6.5.d", met  # checked as the step would happen
    chosen = next(e for e in entries if e.text == "p1 chooses Ally")
    assert {"6.1.g", "7.3.38.b"} <= set(chosen.rules), chosen
    spent = next(e for e in entries if "Ally spends 2 boost" in e.text)
    # "spend … to draw": the spend is the draw's cost (6.1.d), paid in full (6.4.c); 6.5.f
    # beside them as only relevant
    assert spent.rules == ("6.1.d", "6.4.c") and "6.5.f" in spent.also, spent


@pytest.mark.parametrize("text", [_IF_MAY, _IF])
def test_6_5_d_the_condition_false_nothing_asked_nothing_spent(text: str) -> None:
    state, entries = _resolved(_conditioned(text, False, 3), _yes)
    assert _counters(state, "Ally", BOOST) == 3
    assert names(state, "hand:p1") == []
    assert not any("decides whether to spend" in e.text for e in entries)
    ignored = next(e for e in entries if "is not met, ignored" in e.text)
    assert ignored.rules[0] == "6.5.d", ignored


@pytest.mark.parametrize("text", [_IF_MAY, _IF])
def test_7_3_38_b_the_condition_holds_but_no_character_has_enough(text: str) -> None:
    state, entries = _resolved(_conditioned(text, True, 1), _yes)
    assert _counters(state, "Ally", BOOST) == 1
    assert names(state, "hand:p1") == []
    unpaid = next(e for e in entries if "cannot" in e.text and "pa" in e.text)
    assert "7.3.38.b" in unpaid.rules, unpaid


def test_7_2_1_a_another_character_you_control_never_the_bearer() -> None:
    """ "from another Character you control": Bearer (3 Ember) is not offered, Ally (2) is."""
    text = "{T}, Spend 2 Ember counters from another Character you control: Draw a card."
    b = GameBuilder().in_expedition(
        "p1", "hero", "Bearer", counters={"Ember": 3}, **grammar_fields(text)
    )
    b = b.in_expedition("p1", "hero", "Ally", counters={"Ember": 2}, **ALLY)
    state, _, asked = _played(b.deck_of("p1", 6).deck_of("p2", 6), "Ally")
    (choice,) = [d for d in asked if d.kind == DecisionKind.COST_CHOICE]
    assert [o.label for o in choice.options] == ["Ally"]
    assert _counters(state, "Bearer", "Ember") == 3 and _counters(state, "Ally", "Ember") == 0
    assert len(names(state, "hand:p1")) == 1
