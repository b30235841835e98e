"""Object descriptions composed from their dimensions, read by the grammar alone and played
on boards (issue 30): a status after the noun is the status before it (2.4); a relative
clause says what a "with" qualifier says ("that has no boosts": not Boosted, 2.4.5.a);
"in an Expedition facing one of yours" names the opponent's Characters (7.5.2, 7.4.4.g
Remark); "up to two other target Characters" never offers the bearer (6.5.b, 7.2.1.a);
"target cards you control" are the controller's Characters and Permanents in play (3.1.4.a,
1.1.7.b); "for each Character that is exhausted" counts the Exhausted ones (2.4.4)."""

from __future__ import annotations

from engine import ActionKind, GameBuilder, GameState, Status, Step, ZoneKind, find
from engine.state.enums import BOOST, CardType, PermanentZone

from .grammar_cards import after_judge_step, answer_picking, grammar_fields
from .sentences_object_phrases import (
    CARDS_YOU_CONTROL,
    EITHER_TYPE_LEAVES,
    FOR_EACH_THAT_IS,
    IN_FACING_ONE_OF_YOURS,
    KINDS_TARGETS,
    PERMANENT_IN_MY_EXPEDITION,
    STATUS_AFTER_NOUN,
    THAT_HAS_NO_BOOSTS,
    THAT_ISNT_ANCHORED,
    UP_TO_TWO_OTHER,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid

ANCHORED = {**ALLY, "statuses": (Status.ANCHORED,)}
EXHAUSTED = {**ALLY, "statuses": (Status.EXHAUSTED,)}
PERMANENT = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}


def _board(text: str) -> GameBuilder:
    """Bearer (played into p1's Hero Expedition); Mine and Held (Anchored) with p1; Foe and
    Grip (Anchored) with p2, Foe in the Expedition facing p1's Hero Expedition."""
    b = _bearer(text).in_expedition("p1", "companion", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "Held", **ANCHORED)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.in_expedition("p2", "companion", "Grip", **ANCHORED)


def _labels(state: GameState) -> set[str]:
    assert state.pending is not None
    return {o.label for o in state.pending.options}


def _offered(state: GameState, names: tuple[str, ...]) -> set[str]:
    """The names among ``names`` the pending decision offers."""
    said = " ".join(_labels(state))
    return {n for n in names if n in said}


ALL = ("Bearer", "Mine", "Held", "Foe", "Grip")


def test_2_4_a_status_after_the_noun_is_the_status() -> None:
    """ "each Character with [[Anchored]] you control": Held only — not Mine (not Anchored)
    nor Grip (Anchored, the opponent's)."""
    state, entries = _paid(_board(STATUS_AFTER_NOUN).at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    exhausted = {n for n in ALL if state.objects[find(state, n)].has(Status.EXHAUSTED)}
    assert exhausted == {"Held"}


def test_2_4_5_a_that_has_no_boosts_is_not_boosted() -> None:
    """ "Each Character that has no boosts gains 1 boost": every Character without one, any
    player's (3.1.4.a); Kept, with two boosts, keeps two."""
    b = _board(THAT_HAS_NO_BOOSTS).in_expedition("p2", "hero", "Kept", **ALLY, counters={BOOST: 2})
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    boosts = {n: state.objects[find(state, n)].boosts for n in (*ALL, "Kept")}
    assert boosts == {"Bearer": 1, "Mine": 1, "Held": 1, "Foe": 1, "Grip": 1, "Kept": 2}


def test_2_4_that_isnt_anchored_offers_the_others() -> None:
    state, _ = _paid(_board(THAT_ISNT_ANCHORED).at_afternoon(first="p1").build())
    assert _offered(state, ALL) == {"Bearer", "Mine", "Foe"}


def test_7_5_2_in_an_expedition_facing_one_of_yours_offers_the_opponents() -> None:
    state, _ = _paid(_board(IN_FACING_ONE_OF_YOURS).at_afternoon(first="p1").build())
    assert _offered(state, ALL) == {"Foe", "Grip"}


def test_6_5_b_up_to_two_other_targets_never_offer_me() -> None:
    state, entries = _paid(_board(UP_TO_TWO_OTHER).at_afternoon(first="p1").build())
    assert _offered(state, ALL) == {"Mine", "Held", "Foe", "Grip"}
    state, _ = answer_picking(state, entries, ("Mine", "Foe"))
    boosts = {n: state.objects[find(state, n)].boosts for n in ALL}
    assert boosts == {"Bearer": 0, "Mine": 1, "Held": 0, "Foe": 1, "Grip": 0}


def test_3_1_4_a_target_cards_you_control_are_your_characters_and_permanents() -> None:
    """The controller's Characters and Landmark Permanent are offered (cards in play, 3.1.4.a),
    not the opponent's Character nor Permanent."""
    b = _board(CARDS_YOU_CONTROL).in_landmarks("p1", "Tower", **ALLY, **PERMANENT)
    b = b.in_landmarks("p2", "Keep", **ALLY, **PERMANENT)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    assert _offered(state, (*ALL, "Tower", "Keep")) == {"Bearer", "Mine", "Held", "Tower"}


def test_2_4_4_for_each_character_that_is_exhausted() -> None:
    """Two Exhausted Characters in play (one each side) among seven: two cards drawn."""
    b = _board(FOR_EACH_THAT_IS).in_expedition("p1", "companion", "Tired", **EXHAUSTED)
    b = b.in_expedition("p2", "companion", "Spent", **EXHAUSTED)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    assert len(state.zone("hand:p1")) == 2  # Bearer was played: the draws are the hand


def test_7_5_5_b_target_permanent_in_my_expedition() -> None:
    """Only the Expedition Permanent in the bearer's Expedition is offered: not the one in
    p1's other Expedition, nor a Landmark Permanent (in no Expedition, 2.2.3.e), nor the
    opponent's facing one."""
    here = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION}
    b = _board(PERMANENT_IN_MY_EXPEDITION).in_expedition("p1", "hero", "Banner", **ALLY, **here)
    b = b.in_expedition("p1", "companion", "Flag", **ALLY, **here)
    b = b.in_landmarks("p1", "Tower", **ALLY, **PERMANENT)
    b = b.in_expedition("p2", "hero", "Pennant", **ALLY, **here)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    names = ("Banner", "Flag", "Tower", "Pennant", *ALL)
    assert _offered(state, names) == {"Banner"}


def test_2_2_1_up_to_two_other_target_characters_or_permanents() -> None:
    """Characters and Permanents of either player with Hand Cost 3 or less are offered: not
    the bearer ("other", 7.2.1.a), nor Dear (Hand Cost 5)."""
    b = _board(KINDS_TARGETS).in_landmarks("p1", "Tower", **ALLY, **PERMANENT)
    b = b.in_landmarks("p2", "Keep", **ALLY, **PERMANENT)
    b = b.in_expedition("p2", "hero", "Dear", **{**ALLY, "hand_cost": 5})
    state, entries = _paid(b.at_afternoon(first="p1").build())
    names = (*ALL, "Tower", "Keep", "Dear")
    assert _offered(state, names) == {"Mine", "Held", "Foe", "Grip", "Tower", "Keep"}
    state, _ = answer_picking(state, entries, ("Tower", "Foe"))
    exhausted = {n for n in names if state.objects[find(state, n)].has(Status.EXHAUSTED)}
    assert exhausted == {"Tower", "Foe"}


def test_7_3_20_a_a_character_or_permanent_of_theirs_leaving_play() -> None:
    """The opponent's Permanent and Character leaving play each draw a card (6.3.g: once per
    object); p1's own Character leaving does not."""
    fields = grammar_fields(EITHER_TYPE_LEAVES, "Watcher", unique=False)
    b = GameBuilder().in_landmarks("p1", "Watcher", **{**fields, **PERMANENT})
    b = b.in_expedition("p1", "hero", "Mine", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    state = b.in_landmarks("p2", "Keep", **ALLY, **PERMANENT).deck_of("p1", 4).build()
    for name, drawn in (("Mine", 0), ("Keep", 1), ("Foe", 1)):
        hand = len(state.zone("hand:p1"))
        gone = Step(ActionKind.DISCARD, objects=(find(state, name),), to_zone=ZoneKind.DISCARD)
        state, _ = after_judge_step(state, gone)
        assert len(state.zone("hand:p1")) - hand == drawn, name
