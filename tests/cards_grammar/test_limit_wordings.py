"""How often, in other words (gram40, issue 30): a limit on how many times an ability is used
each Day printed as "Once per Day, …", "When …, once per Day — …", "(Once per Day.)", "This
Reaction activates only once each Day", "You may use this only twice per Day" is read as the
house words ("Use this ability only once each Day": a quick action's ``per_day``, 5.1.2.g;
"This ability triggers only once per Day": a Reaction's, 1.4.6.c) — the same reading — and
plays on a board; a limit said of the other kind of ability stays refused (precision)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.core import play_quick_action
from engine.state.abilities import Ability, AbilityKind
from engine.state.errors import IllegalAction
from scenarios.cards.grammar.limit_wordings import limit_texts
from scenarios.cards.grammar.reader import NotRead, read_ability
from scenarios.cards.printed.text import without_reminders

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_per_day import _answered, _offered

QUICK = "{1}: Draw a card."
REACTION = "When a Character gains one or more boosts — Draw a card."

QUICK_VOICES = {
    1: (
        "Once per Day, {1}: Draw a card.",
        "Once each Day — {1}: Draw a card.",
        "{1}: Draw a card. (Once per Day.)",
        "{1}: Draw a card. You may use this only once per Day.",
        "{1}: Draw a card. It can be used only once each Day.",
        "{1}: Draw a card. Play this quick action only once a Day.",
    ),
    2: (
        "Twice per Day: {1}: Draw a card.",
        "{1}: Draw a card. You can activate this ability only twice per Day.",
    ),
}
REACTION_VOICES = {
    1: (
        "Once per Day, when a Character gains one or more boosts — Draw a card.",
        "Once each Day — When a Character gains one or more boosts, draw a card.",
        "When a Character gains one or more boosts, once per Day — Draw a card.",
        "When a Character gains one or more boosts — Once per Day, draw a card.",
        f"{REACTION} This Reaction activates only once each Day.",
        f"{REACTION} (Once per Day.)",
        f"{REACTION} It can trigger only once per Day.",
    ),
    2: (
        f"{REACTION} This Reaction activates only twice each Day.",
        "Twice per Day — When a Character gains one or more boosts, draw a card.",
    ),
}
TIMES = {1: "once", 2: "twice"}


@pytest.mark.parametrize(("text", "n"), [(t, n) for n, ts in QUICK_VOICES.items() for t in ts])
def test_5_1_2_g_a_quick_actions_limit_in_any_voice(text: str, n: int) -> None:
    house = read_ability(f"{QUICK} Use this ability only {TIMES[n]} each Day.")
    assert house["quick_action"]["per_day"] == n
    assert read_ability(text) == house


@pytest.mark.parametrize(("text", "n"), [(t, n) for n, ts in REACTION_VOICES.items() for t in ts])
def test_1_4_6_c_a_reactions_limit_in_any_voice(text: str, n: int) -> None:
    house = read_ability(f"{REACTION} This ability triggers only {TIMES[n]} per Day.")
    assert house["reaction"]["per_day"] == n
    assert read_ability(text) == house


@pytest.mark.parametrize(
    "text",
    [
        f"{QUICK} This Reaction activates only once each Day.",  # a quick action is played
        # gv: "{REACTION} Use this ability only once each Day." reads as the Reaction's
        # activations each Day (1.4.6.c; test_once_per_day_limits.py) — "play this quick action"
        # does not
        f"{REACTION} Play this quick action only once per Day.",
        # gy: "Once per turn, {1}: Draw a card." reads now — the quick action's plays in one
        # turn (4.2.3.e, 5.1.2.g; test_trigger_limits_siblings.py)
    ],
)
def test_a_limit_said_of_the_other_kind_of_ability_is_refused(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(text)


def test_limit_texts_leave_a_text_without_a_limit() -> None:
    assert limit_texts("{1}: Draw a card.") == []
    assert limit_texts("Draw a card for each Character in play.") == []


@pytest.mark.parametrize("text", ["Once per Day, {1}: Draw a card.", QUICK_VOICES[2][1]])
def test_5_1_2_g_the_limit_plays_on_a_board(text: str) -> None:
    """p1's Scribe plays its quick action as often as the limit says, then it is refused."""
    times = 2 if "twice" in text.lower() else 1
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **{**ALLY, **grammar_fields(text)})
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    oid = find(state, "Scribe")
    for _ in range(times):
        assert _offered(state, oid)
        state, _ = play_quick_action(state, "p1", oid, 0)
        state = _answered(state)
    assert not _offered(state, oid)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "5.1.2.g" in str(refused.value.rule)


@pytest.mark.parametrize(
    ("watcher", "drawn"),
    [(REACTION_VOICES[1][2], 1), (REACTION_VOICES[1][4], 1), (REACTION_VOICES[2][0], 2)],
    ids=["in-the-trigger", "this-reaction-activates", "twice"],
)
def test_1_4_6_c_the_reactions_limit_plays_on_a_board(watcher: str, drawn: int) -> None:
    """Three gains of boosts in one effect: the Reaction activates only as many times that
    Day as its card says (1.4.6.c)."""
    bearer = "{H} I gain 1 boost. I gain 1 boost. I gain 1 boost."
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == before - 1 + drawn


@pytest.mark.parametrize(
    "printed",
    ["{1}: Draw a card. (Use this only once per Day.)", "{1}: Draw a card. (Once per Day.)"],
)
def test_5_1_2_g_a_limit_in_parentheses_on_a_card_is_no_reminder(printed: str) -> None:
    """Printed on a card, the parenthesis is kept (it limits the ability, 5.1.2.g): dropped
    as reminder text the quick action would run without its limit."""
    fields = grammar_fields(printed, "Scribe")
    (ability,) = fields["abilities"]  # type: ignore[misc]
    assert isinstance(ability, Ability)
    assert ability.kind is AbilityKind.QUICK_ACTION and ability.per_day == 1


def test_without_reminders_keeps_a_limit_and_drops_a_reminder() -> None:
    said = "{1}: Draw a card. (Once per Day.) [[Tough 1]] (Opponents pay {1} to target me.)"
    assert without_reminders(said) == "{1}: Draw a card. (Once per Day.) [[Tough 1]]"
