"""The block "before the output" (issue 30, gram29), read by the grammar alone and played on
boards: a Landmark in a trigger's subject slot is a Permanent in Landmarks (2.2.3.b-e) —
leaving play (7.3.20.a), becoming exhausted (7.5.4.a); statuses and boosts gained by tokens
and Permanents (7.3.16.a, 7.3.15.a; a Reaction to another object's event, 6.3.f); a Landmark
played (5.1.2.l, 2.2.3.c); a zone's state: an opponent's Landmarks (3.2.7, 1.2.2), the
Discard pile (3.2.3); a quick action's restriction in each wording refuses a declaration
that breaks it, citing 5.1.2.g and saying the restriction's words."""

from __future__ import annotations

import pytest

from engine import ActionKind, DecisionKind, GameBuilder, Step, ZoneKind, answer, find
from engine.core import play_quick_action
from engine.state.enums import CardType, PermanentZone, Status
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import after_judge_step, answer_picking, grammar_fields
from .sentences_before_output import (
    ABILITY_YOUR_TURN,
    ANOTHER_RETURNED,
    BECOMES_READY,
    DECK_EMPTY,
    DISCARD_PILE_EMPTY,
    GAINS_A_COUNTER,
    HAVE_TWO_LANDMARKS,
    LANDMARK_ENTERS_PLAY,
    LANDMARK_EXHAUSTED,
    LANDMARK_LEAVES,
    ONLY_IF_HAND_EMPTY,
    OPPONENT_HAS_A_LANDMARK,
    OPPONENT_SACRIFICES_LANDMARK,
    PERMANENT_GAINS_BOOST,
    TOKEN_GAINS_ANCHORED,
    USE_ONLY_DURING_NOON,
    USE_ONLY_ONCE,
    USE_THIS_ABILITY_ONLY_IF,
    YOU_PLAY_A_LANDMARK,
)

_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
_EXPEDITION_PERMANENT = {
    "type": CardType.PERMANENT,
    "permanent_zone": PermanentZone.EXPEDITION,
    "hand_cost": 1,
    "reserve_cost": 1,
}


def _watching(text: str, owner: str, where: str, **card: object) -> GameState:
    """p1's Watcher (printing ``text``) and ``owner``'s Other: a Landmark, an Expedition
    Permanent or a Character in an Expedition (``where``)."""
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    if where == "landmark":
        b = b.in_landmarks(owner, "Other", **card)
    elif where == "permanent":
        b = b.in_expedition(owner, "companion", "Other", **{**_EXPEDITION_PERMANENT, **card})
    else:
        b = b.in_expedition(owner, "companion", "Other", **{**_STATS, **card})
    return b.deck_of("p1", 3).deck_of("p2", 3).build()


def _drawn(state: GameState, step: Step) -> tuple[int, set[str]]:
    hand = len(state.zone("hand:p1"))
    after, cited = after_judge_step(state, step)
    return len(after.zone("hand:p1")) - hand, cited


@pytest.mark.parametrize(
    ("owner", "where", "drawn"),
    [("p1", "landmark", 1), ("p2", "landmark", 0), ("p1", "permanent", 0), ("p1", "ally", 0)],
    ids=["your-landmark", "an-opponents-landmark", "an-expedition-permanent", "a-character"],
)
def test_7_3_20_a_a_landmark_you_control_leaves_play(owner: str, where: str, drawn: int) -> None:
    state = _watching(LANDMARK_LEAVES, owner, where)
    step = Step(ActionKind.DISCARD, objects=(find(state, "Other"),), to_zone=ZoneKind.DISCARD)
    got, cited = _drawn(state, step)
    assert got == drawn
    assert ("7.3.20.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("who", "where", "drawn"),
    [("Other", "landmark", 1), ("Other", "ally", 0), ("Watcher", "landmark", 0)],
    ids=["another-landmark", "a-character", "not-a-landmark-me"],
)
def test_7_5_4_a_another_landmark_you_control_becomes_exhausted(
    who: str, where: str, drawn: int
) -> None:
    state = _watching(LANDMARK_EXHAUSTED, "p1", where)
    got, cited = _drawn(state, Step(ActionKind.EXHAUST, objects=(find(state, who),)))
    assert got == drawn
    assert ("7.5.4.a" in cited) is bool(drawn)


@pytest.mark.parametrize(("token", "drawn"), [(True, 1), (False, 0)], ids=["token", "card"])
def test_7_3_16_a_a_token_you_control_gains_anchored(token: bool, drawn: int) -> None:
    state = _watching(TOKEN_GAINS_ANCHORED, "p1", "ally", is_token=token)
    step = Step(ActionKind.GAIN_STATUS, objects=(find(state, "Other"),), status=Status.ANCHORED)
    got, cited = _drawn(state, step)
    assert got == drawn
    assert ("6.3.f" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("owner", "where", "drawn"),
    [("p1", "landmark", 1), ("p1", "permanent", 1), ("p1", "ally", 0), ("p2", "landmark", 0)],
    ids=["your-landmark", "your-expedition-permanent", "a-character", "an-opponents"],
)
def test_7_3_15_a_a_permanent_you_control_gains_a_boost(owner: str, where: str, drawn: int) -> None:
    state = _watching(PERMANENT_GAINS_BOOST, owner, where)
    got, cited = _drawn(state, Step(ActionKind.GIVE_BOOST, objects=(find(state, "Other"),)))
    assert got == drawn
    assert ("6.3.f" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("text", "owner", "where", "drawn"),
    [
        (OPPONENT_SACRIFICES_LANDMARK, "p2", "landmark", 1),
        (OPPONENT_SACRIFICES_LANDMARK, "p2", "ally", 0),  # a Character is no Landmark
        (OPPONENT_SACRIFICES_LANDMARK, "p1", "landmark", 0),  # yours, not an opponent's
        ("When an opponent sacrifices a Character \u2014 Draw a card.", "p2", "landmark", 0),
    ],
    ids=["their-landmark", "their-character", "your-landmark", "a-character-trigger"],
)
def test_7_3_36_a_when_an_opponent_sacrifices_a_landmark(
    text: str, owner: str, where: str, drawn: int
) -> None:
    """The sacrifice Reaction watches the types its filter names — "a Character" when none
    is named (engine.pipeline.player_triggers)."""
    state = _watching(text, owner, where)
    other = find(state, "Other")
    step = Step(ActionKind.SACRIFICE, objects=(other,), controller=owner)
    got, cited = _drawn(state, step)
    assert got == drawn
    assert ("7.3.36.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("owner", "who", "drawn"),
    [("p1", "Other", 1), ("p2", "Other", 0), ("p1", "Watcher", 0)],
    ids=["yours-readied", "an-opponents", "me"],
)
def test_7_3_28_a_another_character_you_control_becomes_ready(
    owner: str, who: str, drawn: int
) -> None:
    """Readying is losing Exhausted (7.3.28.a): of another Character you control."""
    exhausted = frozenset({Status.EXHAUSTED})
    fields = grammar_fields(BECOMES_READY, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", statuses=exhausted, **fields)
    b = b.in_expedition(owner, "companion", "Other", statuses=exhausted, **_STATS)
    state = b.deck_of("p1", 3).build()
    got, cited = _drawn(state, Step(ActionKind.READY, objects=(find(state, who),)))
    assert got == drawn
    assert ("7.3.28.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("counter", "where", "drawn"),
    [("Charge", "landmark", 1), ("Scrap", "landmark", 0), ("Charge", "ally", 0)],
    ids=["charge-on-a-landmark", "another-counter", "on-a-character"],
)
def test_7_3_15_a_a_landmark_you_control_gains_a_charge_counter(
    counter: str, where: str, drawn: int
) -> None:
    state = _watching(GAINS_A_COUNTER, "p1", where)
    step = Step(ActionKind.GAIN_COUNTERS, objects=(find(state, "Other"),), counter=counter)
    got, cited = _drawn(state, step)
    assert got == drawn
    assert ("6.3.f" in cited) is bool(drawn)


@pytest.mark.parametrize(("deck", "drawn"), [(0, 0), (2, 0)], ids=["empty", "two-cards"])
def test_3_2_2_if_your_deck_is_empty(deck: int, drawn: int) -> None:
    """Nothing to draw from an empty Deck: the condition holds and the draw is tried; with
    cards in it, the condition does not hold and none is drawn (6.5.d)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(DECK_EMPTY)).mana("p1", 3)
    state, entries = play(b.deck_of("p1", deck).deck_of("p2", 4), "Unique")
    state, entries = answer_picking(state, entries, ())
    (line,) = [e for e in entries if "the condition" in e.text]
    assert ("is met" in line.text and "not met" not in line.text) is (deck == 0)
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("owner", "who", "to", "drawn"),
    [
        ("p1", "Other", ZoneKind.HAND, 1),
        ("p2", "Other", ZoneKind.HAND, 0),  # to its owner's hand, not yours
        ("p1", "Other", ZoneKind.RESERVE, 0),  # sent to Reserve, not to a hand
        ("p1", "Watcher", ZoneKind.HAND, 0),  # "another": not me (7.2.1.a)
    ],
    ids=["yours-to-your-hand", "an-opponents", "to-reserve", "me"],
)
def test_7_3_32_a_another_character_you_control_is_returned_to_your_hand(
    owner: str, who: str, to: ZoneKind, drawn: int
) -> None:
    state = _watching(ANOTHER_RETURNED, owner, "ally")
    got, cited = _drawn(state, Step(ActionKind.RETURN, objects=(find(state, who),), to_zone=to))
    returned = int(to is ZoneKind.HAND and owner == "p1")  # the card itself, in p1's hand
    assert got == drawn + returned
    assert ("7.3.32.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("zone", "drawn"),
    [(PermanentZone.LANDMARK, 1), (PermanentZone.EXPEDITION, 0)],
    ids=["a-landmark", "an-expedition-permanent"],
)
def test_5_2_3_a_when_a_landmark_you_control_enters_play(zone: PermanentZone, drawn: int) -> None:
    """A Landmark enters play under your control by joining your Landmarks (5.2.3.a,
    7.5.10.a); an Expedition Permanent joins an Expedition instead."""
    fields = grammar_fields(LANDMARK_ENTERS_PLAY, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_hand("p1", "Played", type=CardType.PERMANENT, permanent_zone=zone, hand_cost=1)
    b = b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)
    dest = "landmark" if zone is PermanentZone.LANDMARK else "hero"
    state, entries = play(b, "Played", dest)
    state, entries = answer_picking(state, entries, ())
    assert len(names(state, "hand:p1")) == drawn
    assert ("7.5.10.a" in rules_of(entries)) is bool(drawn)


@pytest.mark.parametrize(
    ("zone", "drawn"),
    [(PermanentZone.LANDMARK, 1), (PermanentZone.EXPEDITION, 0)],
    ids=["a-landmark", "an-expedition-permanent"],
)
def test_5_1_2_l_when_you_play_a_landmark(zone: PermanentZone, drawn: int) -> None:
    fields = grammar_fields(YOU_PLAY_A_LANDMARK, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_hand("p1", "Played", type=CardType.PERMANENT, permanent_zone=zone, hand_cost=1)
    b = b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)
    dest = "landmark" if zone is PermanentZone.LANDMARK else "hero"
    state, entries = play(b, "Played", dest)
    state, entries = answer_picking(state, entries, ())
    assert ("Played" in names(state, "landmark:p1")) is (zone is PermanentZone.LANDMARK)
    assert len(names(state, "hand:p1")) == drawn
    assert ("5.1.2.l" in rules_of(entries)) is bool(drawn)


def _unique_played(text: str, b: GameBuilder) -> tuple[GameState, str]:
    """The Unique printing ``text`` played; the state after and its condition's line."""
    b = b.in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 3)
    state, entries = play(b.deck_of("p1", 4).deck_of("p2", 4), "Unique")
    state, entries = answer_picking(state, entries, ())
    (line,) = [e for e in entries if "the condition" in e.text]
    return state, f"{line.text} {' '.join(line.rules)}"


@pytest.mark.parametrize(
    ("theirs", "drawn"),
    [(("p2",), 1), (("p1",), 0), ((), 0)],
    ids=["theirs", "only-yours", "none"],
)
def test_3_2_7_if_an_opponent_controls_a_landmark(theirs: tuple[str, ...], drawn: int) -> None:
    b = GameBuilder()
    for player in theirs:
        b = b.in_landmarks(player, "Tower")
    state, line = _unique_played(OPPONENT_HAS_A_LANDMARK, b)
    assert len(names(state, "hand:p1")) == drawn
    # what was counted, whose, and the rule dividing the Landmark zone (3.2.7.b)
    assert f"({drawn} in p2's Landmarks" in line and "3.2.7.b" in line


@pytest.mark.parametrize(("landmarks", "drawn"), [(2, 1), (1, 0)], ids=["two", "one"])
def test_3_2_7_b_if_you_have_two_or_more_landmarks(landmarks: int, drawn: int) -> None:
    b = GameBuilder()
    for i in range(landmarks):
        b = b.in_landmarks("p1", f"Tower {i}")
    state, line = _unique_played(HAVE_TWO_LANDMARKS, b)
    assert len(names(state, "hand:p1")) == drawn
    assert f"({landmarks} in p1's Landmarks" in line and "3.2.7.b" in line


@pytest.mark.parametrize(("kept", "drawn"), [(0, 1), (1, 0)], ids=["empty", "one-card"])
def test_3_2_3_if_your_discard_pile_is_empty(kept: int, drawn: int) -> None:
    b = GameBuilder()
    for i in range(kept):
        b = b.in_discard("p1", f"Discarded {i}", **_STATS)
    state, line = _unique_played(DISCARD_PILE_EMPTY, b)
    assert len(names(state, "hand:p1")) == drawn
    assert f"({kept} in p1's Discard pile" in line and "3.2.3.a" in line


# ------------------------------------------------------------- activation restrictions
def _scribe(text: str, b: GameBuilder | None = None) -> tuple[GameState, str]:
    """p1's Scribe printing the quick action ``text``, in p1's Afternoon turn."""
    b = (b or GameBuilder()).in_expedition("p1", "hero", "Scribe", **_STATS, **_quick(text))
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    return state, find(state, "Scribe")


def _quick(text: str) -> dict[str, object]:
    fields = grammar_fields(text, "Scribe", unique=False)
    return {k: v for k, v in fields.items() if k not in _STATS}


def _offered(state: GameState, oid: str) -> bool:
    assert state.pending is not None
    return any(i.startswith(f"quick:{oid}:") for i in state.pending.option_ids())


def _refused(state: GameState, oid: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "5.1.2.g" in str(refused.value.rule)
    return refused.value


def _resolved(state: GameState) -> GameState:
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        state, _ = until_decision(state)
    return state


def test_5_1_2_g_activate_only_if_your_hand_is_empty() -> None:
    state, oid = _scribe(ONLY_IF_HAND_EMPTY)
    assert not names(state, "hand:p1") and _offered(state, oid)
    state = _resolved(play_quick_action(state, "p1", oid, 0)[0])
    assert len(names(state, "hand:p1")) == 1  # drawn
    held, oid = _scribe(ONLY_IF_HAND_EMPTY, GameBuilder().in_hand("p1", "Held", **_STATS))
    assert not _offered(held, oid)
    assert "your hand is empty" in str(_refused(held, oid))


@pytest.mark.parametrize(("landmark", "legal"), [(True, True), (False, False)])
def test_5_1_2_g_use_this_ability_only_if_you_control_a_landmark(
    landmark: bool, legal: bool
) -> None:
    b = GameBuilder().in_landmarks("p1", "Tower") if landmark else GameBuilder()
    state, oid = _scribe(USE_THIS_ABILITY_ONLY_IF, b)
    assert _offered(state, oid) is legal
    if not legal:
        assert "you control a landmark" in str(_refused(state, oid))


def test_5_1_2_g_use_only_once_per_day() -> None:
    state, oid = _scribe(USE_ONLY_ONCE)
    state = _resolved(play_quick_action(state, "p1", oid, 0)[0])
    assert not _offered(state, oid)
    assert "once each Day" in str(_refused(state, oid))


def test_5_1_2_g_use_only_during_noon_is_never_legal_in_the_afternoon() -> None:
    """Quick actions are played in the Afternoon (1.3.2.d): "only during Noon" never lets
    this one be played (4.2.a)."""
    state, oid = _scribe(USE_ONLY_DURING_NOON)
    assert not _offered(state, oid)
    assert "noon" in str(_refused(state, oid)).lower()


def test_5_1_2_g_use_this_ability_only_during_your_turn() -> None:
    state, oid = _scribe(ABILITY_YOUR_TURN)
    assert _offered(state, oid)  # p1's own turn (4.2.3.c)


@pytest.mark.parametrize(
    ("gain", "take"),
    [
        ("When you gain control of a Character", "When you take control of a Character"),
        (
            "When an opponent gains control of an object",
            "When an opponent takes control of an object",
        ),
    ],
)
def test_7_3_40_gain_control_is_the_event_of_taking_control(gain: str, take: str) -> None:
    """ "gain control of" is read as "take control of" (7.3.40), whose reading the board
    tests of event_wordings play."""
    said = " \u2014 Draw a card."
    assert read_ability(gain + said) == read_ability(take + said)
