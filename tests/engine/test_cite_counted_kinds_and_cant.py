"""Issue 31: what a count counted says why its objects are of the kind counted (Boosted:
at least one boost, 2.4.5.a; a token is a Character, 2.2.1.d); a sacrifice says a fitting
card in the Reserve is not in play (2.2.1.h); a Reaction that cannot activate names the
passive ability that forbids it (1.4.1.a) and, for a Gigantic one, why it faces that
Expedition (7.4.4.g)."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    Restriction,
    RestrictionKind,
    Subject,
    TriggerKind,
    find,
    play_card,
)
from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType, Status
from engine.why.counted_kinds import counted_kinds

from .helpers import rules_of, until_decision

CHARACTERS = ObjectFilter(types=frozenset({CardType.CHARACTER}))


def test_2_4_5_a_a_count_of_boosted_objects_says_what_boosted_is() -> None:
    state = GameBuilder().build()
    flt = ObjectFilter(types=frozenset({CardType.CHARACTER}), statuses=frozenset({Status.BOOSTED}))
    words, rules = counted_kinds(state, flt, ())
    assert "at least one boost" in words and rules == ("2.4.5.a",)


def test_2_2_1_d_a_token_counted_as_a_character_says_so() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Recruit", is_token=True)
    state = b.in_expedition("p1", "hero", "Vanilla").build()
    ids = (find(state, "Recruit"), find(state, "Vanilla"))
    words, rules = counted_kinds(state, CHARACTERS, ids)
    assert "Recruit: a token, a Character" in words and "Vanilla" not in words
    assert rules == ("2.2.1.d",)
    assert counted_kinds(state, CHARACTERS, ids[1:]) == ("", ())


def _sacrifice_board(reserve_type: CardType) -> tuple[str, set[str]]:
    sacrifice = EffectStep(
        ActionKind.SACRIFICE,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        filter=ObjectFilter(types=frozenset({CardType.PERMANENT}), another=True),
    )
    b = GameBuilder().in_hand(
        "p1",
        "Prototype",
        hand_cost=0,
        abilities=(
            Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(sacrifice,)),
        ),
    )
    b = b.in_reserve("p1", "Hub", type=reserve_type)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Prototype"), "hero")
    state, entries = until_decision(state)
    (line,) = [e for e in (first, *entries) if "nothing to sacrifice" in e.text]
    return line.text, rules_of((line,))


@pytest.mark.parametrize(
    ("reserve_type", "said"), [(CardType.PERMANENT, True), (CardType.SPELL, False)]
)
def test_2_2_1_h_a_fitting_card_in_reserve_is_said_not_in_play(
    reserve_type: CardType, said: bool
) -> None:
    text, rules = _sacrifice_board(reserve_type)
    assert ("Hub in p1's Reserve is not in play" in text) is said
    assert ("2.2.1.h" in rules) is said


def _blocked_line(gigantic: bool, where: str) -> tuple[str, set[str]]:
    council = Ability(
        AbilityKind.PASSIVE,
        "The [When I enter play] abilities of Characters facing me can't activate.",
        restriction=Restriction(
            RestrictionKind.TRIGGERS_FACING_ME, frozenset({TriggerKind.ENTERS_PLAY})
        ),
    )
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
    keywords = frozenset({Keyword.GIGANTIC}) if gigantic else frozenset()
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Council", abilities=(council,), keywords=keywords)
        .in_hand(
            "p1",
            "Cadet",
            hand_cost=0,
            abilities=(
                Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(draw,)),
            ),
        )
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, entry = play_card(state, "p1", find(state, "Cadet"), where)
    state, entries = until_decision(state)
    (line,) = [e for e in (entry, *entries) if "cannot activate" in e.text]
    return line.text, rules_of((line,))


def test_7_3_1_e_a_blocked_reaction_names_the_passive_that_forbids_it() -> None:
    text, rules = _blocked_line(gigantic=False, where="hero")
    assert "Council's “The [When I enter play] abilities" in text
    # "cannot activate", even through another effect (7.3.1.e): the Reactions' own "can't";
    # its summary, can't beats can (1.4.1.a), is only named beside it
    assert "7.3.1.e" in rules and "1.4.1.a" not in rules and "7.4.4.g" not in rules


def test_7_4_4_g_a_gigantic_source_faces_both_expeditions_and_says_so() -> None:
    text, rules = _blocked_line(gigantic=True, where="companion")
    assert "Council is Gigantic" in text
    assert {"7.3.1.e", "7.4.4.g"} <= rules and "1.4.1.a" not in rules
