"""The object description as one composed language (issue 30, gram79), played on boards:
"all Permanents target opponent controls" finds the targeted opponent's objects in play of
that type, not their Characters (3.1.4.a, 1.1.3.d, 6.5.b); "with the most / fewest boosts"
picks among the objects in play the rest of the description names those with the most /
fewest boosts (2.5.1) — ties all; "in an Expedition" leaves out Landmarks (2.2.3.d-e)."""

from __future__ import annotations

from engine import DecisionKind, GameState
from engine.state.enums import BOOST
from scenarios.cards.grammar.reader import read_ability

from .test_board_composed_descriptions import ALLY, _bearer, _exhausted, _paid, _played


def _permanents_board(text: str) -> GameState:
    """Bearer (``text``) in p1's hand; p1's Character Mine and Landmark Home; p2's Character
    Theirs and Landmarks Tower and Gate."""
    b = _bearer(text).in_expedition("p1", "hero", "Mine", **ALLY).in_landmarks("p1", "Home")
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_landmarks("p2", "Tower").in_landmarks("p2", "Gate")
    return b.at_afternoon(first="p1").build()


def test_3_1_4_a_all_permanents_target_opponent_controls_are_their_permanents_only() -> None:
    state = _played(_permanents_board("{J} Exhaust all Permanents target opponent controls."))
    assert _exhausted(state, "Tower") and _exhausted(state, "Gate")
    assert not _exhausted(state, "Theirs")  # a Character is not a Permanent (2.2.1)
    assert not _exhausted(state, "Home") and not _exhausted(state, "Mine")  # p1's


def test_2_2_1_h_all_characters_target_opponent_controls_stay_characters() -> None:
    state = _played(_permanents_board("{J} Exhaust all Characters target opponent controls."))
    assert _exhausted(state, "Theirs")
    assert not _exhausted(state, "Tower") and not _exhausted(state, "Gate")


def _boosts_board(text: str) -> GameState:
    """Bearer (``text``) in p1's hand; p1's Mine (1 boost); p2's Strong and Twin (2 boosts
    each) and Bare (none)."""
    b = _bearer(text).in_expedition("p1", "hero", "Mine", counters={BOOST: 1}, **ALLY)
    for name, boosts in (("Strong", 2), ("Twin", 2), ("Bare", 0)):
        b = b.in_expedition("p2", "hero", name, counters={BOOST: boosts}, **ALLY)
    return b.at_afternoon(first="p1").build()


def _offered(state: GameState) -> list[str]:
    assert state.pending is not None and state.pending.kind != DecisionKind.TURN
    return [o.label for o in state.pending.options]


def test_2_5_1_target_character_with_the_most_boosts_ties_all_offered() -> None:
    state, _ = _paid(_boosts_board("{J} Exhaust target Character with the most boosts."))
    labels = _offered(state)
    assert any("Strong" in label for label in labels), labels
    assert any("Twin" in label for label in labels), labels
    for name in ("Mine", "Bare"):
        assert not any(name in label for label in labels), (name, labels)


def test_2_5_1_each_character_with_the_fewest_boosts() -> None:
    state = _played(_boosts_board("{J} Exhaust each Character with the fewest boosts."))
    assert _exhausted(state, "Bare")
    for name in ("Mine", "Strong", "Twin"):
        assert not _exhausted(state, name), name


def test_3_2_4_a_permanent_in_an_expedition_is_an_expedition_permanent() -> None:
    step = read_ability("{J} Exhaust target Permanent in an Expedition.")["reaction"]["effect"][0]
    assert step["filter"]["permanents_in_expeditions"] is True  # not in Landmarks (2.2.3.e)


def test_6_1_g_a_superlative_among_a_players_own_is_read_since_eng80() -> None:
    """Refused when gram79 was built; read since eng80 merged beside it: the superlative is
    compared among the sacrificing player's own (1.4.7.b; review26 judged it right)."""
    found = read_ability("{J} Each opponent sacrifices a Character with the fewest boosts.")
    step = found["reaction"]["effect"][0]
    assert step["players_do"] == "each_opponent"
    assert step["filter"] == {"extreme": "lowest", "extreme_of": "boosts", "controller": "you"}


def test_2_2_1_a_token_or_a_permanent_each_opponent_sacrifices_offers_no_other_character() -> None:
    """p2 chooses among their token Character Spark, Landmarks Tower and Gate — never their
    non-token Character Theirs (2.2.1, 1.1.7.b)."""
    b = _bearer("{J} Each opponent sacrifices a token or a Permanent.")
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_expedition("p2", "hero", "Spark", is_token=True, **ALLY)
    b = b.in_landmarks("p2", "Tower").in_landmarks("p1", "Home")
    state, _ = _paid(b.at_afternoon(first="p1").build())
    labels = _offered(state)
    assert any("Spark" in label for label in labels), labels
    assert any("Tower" in label for label in labels), labels
    for name in ("Theirs", "Home"):
        assert not any(name in label for label in labels), (name, labels)


def test_2_2_3_target_character_or_landmark_is_no_expedition_permanent() -> None:
    step = read_ability("{J} Exhaust target Character or Landmark.")["reaction"]["effect"][0]
    assert step["filter"]["any_of"] == [
        {"types": ["Character"]},
        {"permanents_in_landmarks": True, "types": ["Permanent"]},
    ]
