"""Objects leaving play (section "leaving play" of the card grammar), read by the grammar
alone and played on boards: "When [a / another] [object] leaves play" activates once per
object that leaves the union of the Expedition and Landmark zones (7.3.20.a, 6.3.g), for a
Reaction that existed and worked before the event (6.3.f) — the bearer's own leaving
included unless it says "another" (7.2.1.a); switching Expeditions is no leaving (7.3.39.b);
a token ceasing to exist still left (2.1.e)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    DecisionKind,
    GameBuilder,
    Step,
    ZoneKind,
    answer,
    find,
)
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import after_judge_step, grammar_fields, roll_watched
from .sentences_leaving_play import (
    A_TOKEN_LEAVES,
    ANOTHER_OF_YOURS_LEAVES,
    ASLEEP_LEAVES,
    OPPONENTS_PERMANENT_LEAVES,
    YOURS_LEAVES,
)

_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _leaving(state: GameState, how: str) -> Step:
    """A judge's step moving "Leaver": discarded, sent to Reserve, or to the other
    Expedition (``how``)."""
    leaver = (find(state, "Leaver"),)
    if how == "discard":
        return Step(ActionKind.DISCARD, objects=leaver, to_zone=ZoneKind.DISCARD)
    if how == "reserve":
        return Step(ActionKind.SEND, objects=leaver, to_zone=ZoneKind.RESERVE)
    return Step(ActionKind.SWITCH_EXPEDITIONS, objects=leaver)


def _board(text: str, owner: str, where: str, **card: object) -> GameState:
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    if where == "landmark":
        b = b.in_landmarks(owner, "Leaver", **card)
    else:
        b = b.in_expedition(owner, "companion", "Leaver", **{**_STATS, **card})
    return b.deck_of("p1", 3).deck_of("p2", 3).build()


@pytest.mark.parametrize(
    ("text", "owner", "where", "card", "how", "drawn"),
    [
        (ANOTHER_OF_YOURS_LEAVES, "p1", "expedition", {}, "discard", 1),
        (ANOTHER_OF_YOURS_LEAVES, "p1", "expedition", {}, "reserve", 1),
        (ANOTHER_OF_YOURS_LEAVES, "p2", "expedition", {}, "discard", 0),  # not yours
        (ANOTHER_OF_YOURS_LEAVES, "p1", "expedition", {}, "switch", 0),  # 7.3.39.b
        (OPPONENTS_PERMANENT_LEAVES, "p2", "landmark", {}, "discard", 1),
        (OPPONENTS_PERMANENT_LEAVES, "p1", "landmark", {}, "discard", 0),
        (A_TOKEN_LEAVES, "p2", "expedition", {"is_token": True}, "discard", 1),  # 2.1.e
        (A_TOKEN_LEAVES, "p1", "expedition", {}, "discard", 0),  # a card is no token
        (ASLEEP_LEAVES, "p2", "expedition", {"statuses": ("Asleep",)}, "discard", 1),
        (ASLEEP_LEAVES, "p2", "expedition", {}, "discard", 0),
    ],
    ids=[
        "another-of-yours-discarded",
        "another-of-yours-to-reserve",
        "an-opponents-is-not-yours",
        "switching-is-no-leaving",
        "opponents-permanent",
        "your-permanent-is-not-theirs",
        "a-token-ceases",
        "a-card-is-no-token",
        "asleep",
        "not-asleep",
    ],
)
def test_7_3_20_a_an_object_leaves_play(
    text: str, owner: str, where: str, card: dict[str, object], how: str, drawn: int
) -> None:
    if "statuses" in card:
        from engine.state.enums import Status

        card = {**card, "statuses": frozenset({Status.ASLEEP})}
    state = _board(text, owner, where, **card)
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, _leaving(state, how))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the condition holds
    assert ("7.3.20.a" in cited) is bool(drawn)


@pytest.mark.parametrize(("text", "drawn"), [(YOURS_LEAVES, 1), (ANOTHER_OF_YOURS_LEAVES, 0)])
def test_6_3_f_the_bearer_leaving_play_activates_its_own_reaction_unless_another(
    text: str, drawn: int
) -> None:
    # 6.3.f: it existed and worked before the event; "another" is not me (7.2.1.a).
    fields = grammar_fields(text, "Watcher", unique=False)
    state = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    me = (find(state, "Watcher"),)
    state, cited = after_judge_step(
        state, Step(ActionKind.DISCARD, objects=me, to_zone=ZoneKind.DISCARD)
    )
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)


def test_6_3_g_two_objects_leaving_in_one_step_activate_twice() -> None:
    fields = grammar_fields(ANOTHER_OF_YOURS_LEAVES, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition("p1", "companion", "A", **_STATS).in_expedition("p1", "hero", "B", **_STATS)
    state = b.deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    both = (find(state, "A"), find(state, "B"))
    state, cited = after_judge_step(
        state, Step(ActionKind.DISCARD, objects=both, to_zone=ZoneKind.DISCARD)
    )
    while state.pending is not None and state.pending.kind == DecisionKind.CHOOSE_REACTION:
        # two Emblem-Reactions: their controller orders them (6.3.h), (4.4.b), then both resolve
        d = state.pending
        state, entry = answer(state, d.id, tuple(d.option_ids()[: max(d.min_choices, 1)]))
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    assert len(state.zone("hand:p1")) - hand == 2
    assert "7.3.20.a" in cited


# --------------------------------------------------------------- the die's result
@pytest.mark.parametrize(
    "text",
    [
        # the colon's condition kept as its words: no roll activated the Reaction
        "When an opponent plays a Character \u2014 If the result is 6+: Draw a card.",
        "When a Character joins your Expeditions \u2014 If its Hand Cost is equal to the "
        "die's result: Draw a card, otherwise I gain 1 boost.",
        "{J} If the result is 6+: Draw a card.",
    ],
)
def test_7_3_33_a_the_dies_result_of_no_roll_is_left_to_the_judge(text: str) -> None:
    """A condition on "the die's result" where nothing rolled notes one would never hold: a
    reading that runs but does other than the text, so it is refused (precision first)."""
    from scenarios.cards.printed import PrintedCard, read_printed

    card = PrintedCard(
        "U", "Character", rarity="unique", hand_cost=1, reserve_cost=1, main_text=text
    )
    reasons = [a.reason for a in read_printed(card, patterns=False).abilities]
    assert any("names no roll" in r or "of no roll" in r for r in reasons), reasons


def test_7_3_33_a_the_result_of_the_roll_that_activated_the_reaction_still_reads() -> None:
    text = "When you roll one or more dice \u2014 If the result is 6+: Draw a card."
    assert grammar_fields(text, "U")


# ---------------------------------------------- "it" in a Unique's output, read apart
def test_6_3_i_it_in_an_otherwise_output_names_what_the_trigger_names() -> None:
    """ "When another Character you control leaves play — If [c]: X, otherwise [Y it]": the
    output is read apart from the trigger, and "it" in it still names the object the
    trigger names (6.3.i) — here the Character that left, now in Reserve, exhausted."""
    from engine.state.enums import Status

    text = (
        "When another Character you control leaves play \u2014 If you have no cards in your "
        "hand: Draw a card, otherwise exhaust it."
    )
    tied = (
        "When an opponent plays a Character \u2014 If you control a token: Draw a card, "
        "otherwise you may sacrifice me to give it 2 boosts."
    )
    assert grammar_fields(tied, "U")  # "it": the Character played (6.3.i)
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "U", **grammar_fields(text, "U"))
        .in_expedition("p1", "companion", "Leaver", **_STATS)
        .in_hand("p1", "Kept")
        .deck_of("p1", 3)
        .build()
    )
    state, cited = after_judge_step(
        state, Step(ActionKind.SEND, objects=(find(state, "Leaver"),), to_zone=ZoneKind.RESERVE)
    )
    (left,) = [o for o in state.zone("reserve:p1") if state.name(o) == "Leaver"]
    assert Status.EXHAUSTED in state.objects[left].statuses  # otherwise (6.5.e), on "it"
    assert "7.3.20.a" in cited


# ------------------------------------------------- for each of them, you may (6.5.i)
def test_6_5_i_for_each_other_character_you_may_exhaust_it_any_number() -> None:
    """ "For each other Character you control, you may exhaust it": any number of them,
    none to all, chosen by the controller (6.5.i, 6.5.c); never me ("other", 7.2.1.a), never
    an opponent's."""
    from engine.state.enums import Status

    from ..cards_text.helpers import play
    from .sentences_leaving_play import EACH_YOU_MAY_EXHAUST

    fields = grammar_fields(EACH_YOU_MAY_EXHAUST, "Cmp", unique=False)
    b = GameBuilder().in_hand("p1", "Cmp", **fields).mana("p1", 1)
    b = b.in_expedition("p1", "hero", "A", **_STATS).in_expedition("p1", "companion", "B", **_STATS)
    b = b.in_expedition("p2", "hero", "Foe", **_STATS)
    state, _ = play(b, "Cmp")
    d = state.pending
    assert d is not None and d.min_choices == 0  # none to all
    names = sorted(state.name(o) for o in d.option_ids())
    assert names == ["A", "B"]
    state, entry = answer(state, d.id, (find(state, "A"),))
    state, _ = until_decision(state)
    exhausted = {
        n for n in ("A", "B", "Foe") if Status.EXHAUSTED in state.objects[find(state, n)].statuses
    }
    assert exhausted == {"A"}
    assert "6.5.i" in rules_of((entry,)) or "6.1.g" in rules_of((entry,))


# --------------------------------------------- "another" on triggers about objects
@pytest.mark.parametrize(
    ("text", "action", "fields", "rule"),
    [
        ("ANOTHER_GAINS_A_BOOST", ActionKind.GIVE_BOOST, {"amount": 1}, "6.3.f"),
        ("ANOTHER_GAINS_ANCHORED", ActionKind.GAIN_STATUS, {"status": "Anchored"}, "6.3.f"),
        ("ANOTHER_BECOMES_EXHAUSTED", ActionKind.EXHAUST, {}, "7.5.4.a"),
    ],
    ids=["gains-a-boost", "gains-anchored", "becomes-exhausted"],
)
@pytest.mark.parametrize(("who", "drawn"), [("Other", 1), ("Watcher", 0)], ids=["other", "me"])
def test_7_2_1_a_another_is_not_the_bearer(
    text: str, action: ActionKind, fields: dict[str, object], rule: str, who: str, drawn: int
) -> None:
    from engine.state.enums import Status

    from . import sentences_leaving_play

    printed = getattr(sentences_leaving_play, text)
    extra = dict(fields)
    if "status" in extra:
        extra["status"] = Status(str(extra["status"]))
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(printed, "W"))
    state = b.in_expedition("p1", "companion", "Other", **_STATS).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, Step(action, objects=(find(state, who),), **extra))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert (rule in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("owner", "who", "drawn"),
    [("p1", "Other", 1), ("p2", "Other", 0), ("p1", "Watcher", 0)],
    ids=["yours", "an-opponents", "me-is-not-another"],
)
def test_7_3_36_a_when_a_character_you_control_is_sacrificed(
    owner: str, who: str, drawn: int
) -> None:
    from .sentences_leaving_play import YOURS_SACRIFICED

    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(YOURS_SACRIFICED))
    state = b.in_expedition(owner, "companion", "Other", **_STATS).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    victim = find(state, who)
    step = Step(
        ActionKind.SACRIFICE, objects=(victim,), controller=state.objects[victim].controller
    )
    state, cited = after_judge_step(state, step)
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the condition holds
    assert ("7.3.36.a" in cited) is bool(drawn)


# ------------------------------------ one zone of play, going to Reserve, "Each time"
@pytest.mark.parametrize(
    ("which", "where", "how", "drawn", "rule"),
    [
        ("LEAVES_EXPEDITION_ZONE", "expedition", "discard", 1, "3.2.4.a"),
        ("LEAVES_EXPEDITION_ZONE", "expedition", "switch", 0, "3.2.4.a"),  # 7.3.39.b
        ("LEAVES_LANDMARK_ZONE", "landmark", "discard", 1, "3.2.7.a"),
        ("LEAVES_LANDMARK_ZONE", "expedition", "discard", 0, "3.2.7.a"),
        ("GOES_TO_RESERVE", "expedition", "reserve", 1, "3.2.10.a"),
        ("GOES_TO_RESERVE", "expedition", "discard", 0, "3.2.10.a"),
        ("EACH_TIME", "expedition", "discard", 1, "7.3.20.a"),
    ],
    ids=[
        "expedition-zone",
        "switching-stays",
        "landmark-zone",
        "not-from-landmarks",
        "to-reserve",
        "to-discard-is-not-reserve",
        "each-time",
    ],
)
def test_3_2_an_object_leaves_one_zone_or_goes_to_reserve(
    which: str, where: str, how: str, drawn: int, rule: str
) -> None:
    from engine import CardType, PermanentZone

    from . import sentences_leaving_play

    text = getattr(sentences_leaving_play, which)
    card: dict[str, object] = {}
    if where == "landmark":
        card = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    elif which == "LEAVES_LANDMARK_ZONE":
        card = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION}
    state = _board(text, "p1", where, **card)
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, _leaving(state, how))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the condition holds
    assert (rule in cited) is bool(drawn)


@pytest.mark.parametrize(("cost", "drawn"), [(3, 1), (2, 0)], ids=["cost-3", "cost-2"])
def test_6_3_i_it_has_hand_cost_of_the_card_played(cost: int, drawn: int) -> None:
    from ..cards_text.helpers import play
    from .sentences_leaving_play import IT_HAS_COST

    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(IT_HAS_COST))
    played = {**_STATS, "hand_cost": cost}
    b = b.in_hand("p1", "Played", **played).mana("p1", cost).deck_of("p1", 3)
    state, entries = play(b, "Played")
    assert len(state.zone("hand:p1")) == drawn
    assert "6.5.d" in rules_of(entries)


# ---------------------------------------------------------- an opponent's rolls (7.3.33.a)
@pytest.mark.parametrize(
    ("watcher", "result", "drawn"),
    [("p2", 6, 1), ("p2", 5, 0), ("p1", 6, 0)],
    ids=["opponent-rolls-a-6", "opponent-rolls-a-5", "your-own-roll-is-no-opponents"],
)
def test_7_3_33_a_when_an_opponent_rolls_a_die(watcher: str, result: int, drawn: int) -> None:
    from .sentences_leaving_play import OPPONENT_ROLLS

    _, hand, cited = roll_watched(OPPONENT_ROLLS, watcher, result)
    assert hand == drawn - (watcher == "p1")  # p1 played Roller from their hand
    # who an opponent is (1.2.1.b): said where an opponent's roll activated it, and on the
    # non-event line where p1's own roll did not (issue 31: every player word's non-event)
    assert "1.2.1.b" in cited


@pytest.mark.parametrize(("creator", "boosts"), [("p2", 1), ("p1", 0)], ids=["opponent", "you"])
def test_1_1_7_b_when_an_opponent_creates_a_token(creator: str, boosts: int) -> None:
    from engine import TokenSpec
    from engine.state.enums import BOOST

    from .sentences_leaving_play import OPPONENT_CREATES

    fields = grammar_fields(OPPONENT_CREATES, "Watcher", unique=False)
    state = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields).build()
    token = TokenSpec("Recruit", 1, 1, 1)
    where = (f"{creator}:companion",)
    step = Step(ActionKind.CREATE, expeditions=where, token=token, controller=creator)
    state, cited = after_judge_step(state, step)
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert ("1.1.7.b" in cited) is bool(boosts)


@pytest.mark.parametrize(("zone", "boosts"), [("hand", 1), ("reserve", 0)])
def test_5_1_2_d_when_you_play_a_character_from_your_hand(zone: str, boosts: int) -> None:
    from engine.state.enums import BOOST

    from ..cards_text.helpers import play
    from .sentences_leaving_play import FROM_HAND

    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(FROM_HAND))
    b = (
        b.in_hand("p1", "Played", **_STATS)
        if zone == "hand"
        else b.in_reserve("p1", "Played", **_STATS)
    )
    state, _ = play(b.mana("p1", 2).deck_of("p1", 3), "Played")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert z_kind(state, find(state, "Played")) == "expedition"


def z_kind(state: GameState, oid: str) -> str:
    from engine.state import zones as z

    return z.kind_of(state.objects[oid].zone).value


@pytest.mark.parametrize(
    ("text", "watcher", "boosts"),
    [("ANY_PLAYER_PLAYS", "p1", 1), ("ANY_PLAYER_PLAYS", "p2", 1), ("FROM_HAND", "p2", 0)],
    ids=["a-player-mine", "a-player-the-opponents", "you-play-is-not-the-opponent"],
)
def test_1_2_2_when_a_player_plays_a_character(text: str, watcher: str, boosts: int) -> None:
    """ "When a player plays a Character": whoever plays it (1.2.2, 5.1.2.l) — p1 plays, a
    Watcher of either player reacts; "When you play" of p2's does not."""
    from engine.state.enums import BOOST

    from ..cards_text.helpers import play
    from . import sentences_leaving_play

    printed = getattr(sentences_leaving_play, text)
    b = GameBuilder().in_expedition(watcher, "hero", "Watcher", **grammar_fields(printed))
    b = b.in_hand("p1", "Played", **_STATS).deck_of("p2", 3)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3), "Played")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert ("5.1.2.l" in rules_of(entries)) is bool(boosts)


@pytest.mark.parametrize(
    ("which", "how", "drawn", "rule"),
    [
        ("I_AM_DISCARDED", "discard", 1, "7.3.7.a"),
        ("I_AM_DISCARDED", "sacrifice", 1, "7.3.36.a"),  # a sacrifice is a discard
        ("I_AM_DISCARDED", "reserve", 0, "7.3.7.a"),  # sent to Reserve: not discarded
        ("I_AM_RETURNED_TO_RESERVE", "reserve", 1, "6.3.c"),  # a self-move
        ("I_AM_RETURNED_TO_RESERVE", "discard", 0, "6.3.c"),
        ("I_AM_SENT_TO_DISCARD", "send", 1, "7.3.37.b"),  # round 3: a send there is a discard
        ("I_AM_SENT_TO_DISCARD", "discard", 1, "7.3.7.a"),
        ("I_AM_PUT_IN_DISCARD", "reserve", 0, "7.3.37.b"),  # sent to Reserve: not there
    ],
    ids=[
        "discarded",
        "sacrificed-is-discarded",
        "to-reserve-is-not",
        "returned",
        "not-returned",
        "sent-to-discard",
        "sent-by-a-discard",
        "put-is-not-to-reserve",
    ],
)
def test_7_3_when_i_am_discarded_or_returned(which: str, how: str, drawn: int, rule: str) -> None:
    """Keyword actions in the passive on "I" (round 2): "When I'm discarded" from play
    (7.3.7.a, a sacrifice too, 7.3.36.a); "When I'm returned to Reserve" (7.3.32.c)."""
    from . import sentences_leaving_play

    fields = grammar_fields(getattr(sentences_leaving_play, which), "Leaver", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Leaver", **{**_STATS, **fields})
    state = b.deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    me = (find(state, "Leaver"),)
    if how == "discard":
        step = Step(ActionKind.DISCARD, objects=me, to_zone=ZoneKind.DISCARD)
    elif how == "sacrifice":
        step = Step(ActionKind.SACRIFICE, objects=me)
    elif how == "send":
        step = Step(ActionKind.SEND, objects=me, to_zone=ZoneKind.DISCARD)
    else:
        step = Step(ActionKind.SEND, objects=me, to_zone=ZoneKind.RESERVE)
    state, cited = after_judge_step(state, step)
    assert len(state.zone("hand:p1")) - hand == drawn
    if drawn:
        assert rule in cited
    elif how == "reserve":
        # Not activated, and said so with the rule that decides: the trigger names another
        # action than the move to Reserve that happened (6.3.b; the card's own trigger, 6.3.f).
        assert {"6.3.b", "6.3.f"} <= cited, cited
    else:
        # A self-move Reaction (6.3.c) meeting a discard: not activated, and not yet said.
        assert rule not in cited, cited


@pytest.mark.parametrize(
    ("which", "top", "boosts"),
    [
        ("DRAWN_IT", "Spell", 1),
        ("DRAWN_IT", "Character", 0),
        ("RESUPPLIED_IT", "Character", 1),
        ("RESUPPLIED_IT", "Spell", 0),
    ],
    ids=["drawn-spell", "drawn-character", "resupplied-character", "resupplied-spell"],
)
def test_6_1_c_it_after_draw_or_resupply_is_the_card_moved(
    which: str, top: str, boosts: int
) -> None:
    """ "Draw a card. If it's a Spell, …" / "Resupply. If it's a Character, …" (round 3):
    "it" is the one card the step moved (7.3.9.a, 7.3.31.a), the step after it a step of its
    own (6.1.c) — the Deck holds that one card only."""
    from engine.state.enums import BOOST, CardType

    from ..cards_text.helpers import play
    from . import sentences_leaving_play

    fields = grammar_fields(getattr(sentences_leaving_play, which), "Finder")
    b = GameBuilder().in_hand("p1", "Finder", **{**_STATS, **fields}).mana("p1", 1)
    b = b.in_deck("p1", "Top", type=CardType(top), **_STATS)
    state, entries = play(b, "Finder")
    assert state.objects[find(state, "Finder")].counters.get(BOOST, 0) == boosts
    moved = "7.3.9.a" if which == "DRAWN_IT" else "7.3.31.a"
    assert moved in rules_of(entries)  # "it" is the card the step moved
