"""An optional step and what happens when it is declined (issue 30, gram57), read by the
grammar alone and played on boards: "Otherwise" / "If you don't" after the optional step said
last — inside a look's follow-up ("Look at the top card of your deck. You may put it in your
Reserve. Otherwise, put it at the bottom of your deck.", a set keyword action's reminder) —
and another player's offer ordered by "Then," ("Then, target opponent may pay {1}. If they
do, …"): the step is done or declined (6.5.c), the follow-up of each answer happens (6.5.f)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Status, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

FORAGE = (
    "Look at the top card of your deck. You may put it in your Reserve. Otherwise, put it at"
    " the bottom of your deck."
)
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played_to_optional(b: GameBuilder, who: str) -> GameState:
    """``b`` with p1 playing "Unique", up to the optional step ``who`` is asked (6.1.h)."""
    state, _ = play(b, "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            assert d.player == who, (d.player, d.prompt)
            return state
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    raise AssertionError("no optional step was asked")


def _answered(state: GameState, choice: str) -> tuple[GameState, set[str]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, {r for e in (first, *more, *rest) for r in e.rules}


def _deck(state: GameState, player: str) -> list[str]:
    return names(state, z.personal(ZoneKind.DECK, player))


@pytest.mark.parametrize(
    "printed",
    [f"{{J}} [Forage]. ({FORAGE})", "{J} [Forage].", f"{{J}} {FORAGE}"],
    ids=["reminded", "the-word-alone", "written-out"],
)
@pytest.mark.parametrize("choice", ["yes", "no"], ids=["kept", "declined"])
def test_6_5_c_a_declined_optional_step_in_a_set_keyword_action(printed: str, choice: str) -> None:
    """p1's "Unique" Forages (the set defines Forage by its reminder, 2.2.12.c): the top card
    "p1 card 1" is seen; kept, it goes to p1's Reserve; declined, "Otherwise" puts it at the
    bottom of p1's deck (3.2.2.b) — never both."""
    with using_keywords({"forage": FORAGE}):
        unique = grammar_fields(printed, "Unique")
    b = GameBuilder().in_hand("p1", "Unique", **unique).mana("p1", 4).deck_of("p1", 3)
    state, cited = _answered(_played_to_optional(b.deck_of("p2", 3), "p1"), choice)
    reserve = names(state, z.personal(ZoneKind.RESERVE, "p1"))
    if choice == "yes":
        assert "p1 card 1" in reserve
        assert _deck(state, "p1") == ["p1 card 2", "p1 card 3"]
    else:
        assert "p1 card 1" not in reserve
        assert _deck(state, "p1") == ["p1 card 2", "p1 card 3", "p1 card 1"]
        # declined (6.5.c, 6.5.f); the card moved within p1's hidden Deck (3.1.3.f)
        assert {"6.5.c", "3.1.3.f"} <= cited, cited


def _ready(state: GameState, player: str) -> int:
    orbs = state.zone(z.personal(ZoneKind.MANA, player))
    return sum(not state.objects[o].has(Status.EXHAUSTED) for o in orbs)


def _boosts(state: GameState) -> int:
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    return state.objects[unique].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("text", "choice", "boosts", "ready"),
    [
        ("Then, target opponent may pay {1}. If they do, I lose 1 boost.", "yes", 1, 2),
        ("Then, target opponent may pay {1}. If they do, I lose 1 boost.", "no", 2, 3),
        ("Then, target opponent may pay {1}. Otherwise, I gain 1 boost.", "yes", 2, 2),
        ("Then, target opponent may pay {1}. Otherwise, I gain 1 boost.", "no", 3, 3),
        ("Then, target opponent may pay {1}, otherwise I gain 1 boost.", "no", 3, 3),
    ],
    ids=["if-they-do-pays", "if-they-do-declines", "otherwise-pays", "otherwise-declines", "comma"],
)
def test_6_5_c_an_opponents_payment_after_then(
    text: str, choice: str, boosts: int, ready: int
) -> None:
    """ "{J} I gain 2 boosts. Then, target opponent may pay {1}. …": after the boosts, p2 is
    asked (6.1.h) and pays with one of their 3 Mana Orbs (1.2.5.e) or declines; "If they do"
    follows the payment, "Otherwise" the declining (6.5.c, 6.5.f)."""
    printed = f"{{J}} I gain 2 boosts. {text}"
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_hand("p1", "Unique", **grammar_fields(printed, "Unique"))
    b = b.mana("p1", 4).mana("p2", 3).deck_of("p1", 3).deck_of("p2", 3)
    state, _ = _answered(_played_to_optional(b, "p2"), choice)
    assert _boosts(state) == boosts
    assert _ready(state, "p2") == ready
