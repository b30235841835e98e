"""Players' events of the section "players' events", read by the grammar alone and played
on boards: each Reaction is created in Limbo by the event and played (6.3.h), where its
trigger matches and not where it does not — passing (4.2.3.d, 4.2.3.e), drawing a card or
one or more cards (7.3.9.a, 6.3.g, 1.2.7.c), discarding, Sabotage and sacrifice among them
(7.3.7.a, 7.3.35.a, 7.3.36.a, 1.4.7), and a card in Reserve becoming exhausted (7.5.4.a)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import texts, until_decision
from .grammar_cards import grammar_fields
from .sentences_player_events import (
    DECK_EMPTY,
    DISCARD_CHARACTERS,
    DISTINCT_WHEN,
    FACTIONS,
    I_HAVE_A_BOOST,
    IT_HAS_BOOSTS,
    IT_HAS_COUNTERS,
    IT_HAS_FEW,
    ITS_CONTROLLER,
    ITS_OWNER,
    OPPONENT_DISCARD_SPELLS,
    OPPONENT_HAND_EMPTY,
    SUBTYPES_AMONG,
    THERE_ARE_DISCARDED,
    THERE_ARE_IN_HAND,
    THERE_ARE_NONE_IN_RESERVE,
    WHEN_A_PLAYER_DRAWS,
    WHEN_A_PLAYER_PASSES,
    WHEN_A_PLAYER_SACRIFICES,
    WHEN_DISCARDED_FROM_RESERVE,
    WHEN_I_GAIN_A_BOOST,
    WHEN_OPPONENT_DISCARDS,
    WHEN_OPPONENT_DRAWS,
    WHEN_OPPONENT_PASSES,
    WHEN_OPPONENT_SACRIFICES,
    WHEN_PERMANENT_EXHAUSTED,
    WHEN_PLAYED_FROM_RESERVE,
    WHEN_RESERVE_CARD_DISCARDED,
    WHEN_RESERVE_CARD_EXHAUSTED,
    WHEN_YOU_DISCARD_FROM_HAND,
    WHEN_YOU_DRAW_A_CARD,
    WHEN_YOU_PASS,
    WHEN_YOU_RESUPPLY,
    WHEN_YOUR_OPPONENT_PASSES,
    WHEN_YOURS_GAINS_A_BOOST,
)


def _fields(text: str) -> dict[str, object]:
    return grammar_fields(text, "Bearer", unique=False)


def _watched(text: str, watcher: str) -> dict[str, object]:
    return grammar_fields(text, watcher, unique=False)


def _activation(entries: tuple[TraceEntry, ...], watcher: str) -> tuple[str, ...] | None:
    """The rules cited by the step that created the watcher's Emblem-Reaction in Limbo
    (6.3.h), when it was then played (4.4.b); None when no Reaction of it was."""
    said = texts(entries)
    for i, (t, e) in enumerate(zip(said, entries, strict=True)):
        if t.startswith("Reaction-activating step") and watcher in t and "6.3.h" in e.rules:
            played = f"plays the Reaction of {watcher}"
            return e.rules if any(played in later for later in said[i + 1 :]) else None
    return None


def _answer_until_turn(
    state: GameState, pick: str, entries: tuple[TraceEntry, ...]
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Answer decisions (``pick`` where offered, else the first options) until a turn."""
    for _ in range(8):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        ids = [o.id for o in d.options if pick and pick in o.label][:1]
        state, entry = answer(state, d.id, tuple(ids or d.option_ids()[: max(d.min_choices, 1)]))
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries


# ----------------------------------------------------------------------------- passing
@pytest.mark.parametrize(
    ("text", "owner", "drawn"),
    [
        (WHEN_OPPONENT_PASSES, "p2", 1),
        (WHEN_OPPONENT_PASSES, "p1", 0),
        (WHEN_YOU_PASS, "p1", 1),
        (WHEN_YOU_PASS, "p2", 0),
        (WHEN_A_PLAYER_PASSES, "p2", 1),
        (WHEN_YOUR_OPPONENT_PASSES, "p2", 1),
    ],
    ids=[
        "opponent-passes",
        "i-pass-not-opponent",
        "you-pass",
        "opponent-not-you",
        "a-player",
        "your-opponent",
    ],
)
def test_4_2_3_d_when_a_player_passes(text: str, owner: str, drawn: int) -> None:
    # p1 passes first: the watcher's Reaction resolves before p2's turn begins (4.2.3.e)
    b = GameBuilder().in_expedition(owner, "hero", "Watcher", **_watched(text, "Watcher"))
    b = b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon()
    state, _ = until_decision(b.build())
    before = len(names(state, f"hand:{owner}"))
    d = state.pending
    assert d is not None and d.player == "p1" and d.kind == DecisionKind.TURN
    state, entry = answer(state, d.id, ("pass",))
    state, entries = until_decision(state)
    entries = (entry, *entries)
    assert state.pending is not None and state.pending.player == "p2"  # p2's turn next
    assert len(names(state, f"hand:{owner}")) - before == drawn
    assert entry.text.startswith("p1 passes") and "4.2.3.d" in entry.rules
    # a watcher whose player word the pass does not fit says so at the pass, with the rule
    # of its word: "you" is its controller (7.2.3.a), "an opponent" another player (1.2.1.b)
    said = "Watcher's Reaction does not activate" in entry.text
    assert said is (not drawn)
    assert ("7.2.3.a" in entry.text or "1.2.1.b" in entry.text) is (not drawn)
    cited = _activation(entries, "Watcher")
    assert (cited is not None and "4.2.3.d" in cited) is bool(drawn)


# ----------------------------------------------------------------------------- drawing
def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("text", "owner", "boosts"),
    [
        (WHEN_YOU_DRAW_A_CARD, "p1", 2),  # once per card drawn (6.3.g)
        (WHEN_YOU_DRAW_A_CARD, "p2", 0),
        (WHEN_OPPONENT_DRAWS, "p2", 1),  # once for the step (1.2.7.c)
        (WHEN_OPPONENT_DRAWS, "p1", 0),
        (WHEN_A_PLAYER_DRAWS, "p1", 1),
    ],
    ids=["you-draw-per-card", "not-theirs", "opponent-once", "not-mine", "a-player"],
)
def test_7_3_9_a_when_a_player_draws(text: str, owner: str, boosts: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Draw two cards."))
    b = b.in_expedition(owner, "hero", "Watcher", **_watched(text, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "", entries)
    assert len(names(state, "hand:p1")) == 2
    assert _boosts(state, "Watcher") == boosts
    cited = _activation(entries, "Watcher")
    rule = "6.3.g" if boosts == 2 else "6.1.c"
    assert (cited is not None and rule in cited and "7.3.9.a" in cited) is bool(boosts)


# ----------------------------------------------------------------------------- Resupplying
@pytest.mark.parametrize(
    ("effect", "owner", "boosts", "rule"),
    [
        ("{H} Resupply.", "p1", 1, "7.3.31.a"),
        ("{H} Resupply.", "p2", 0, "7.3.31.a"),
        ("{H} Exhausted Resupply.", "p1", 1, "7.3.14.a"),  # an Exhausted Resupply is one
    ],
    ids=["you", "not-theirs", "exhausted-resupply"],
)
def test_7_3_31_a_when_you_resupply(effect: str, owner: str, boosts: int, rule: str) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(effect))
    b = b.in_expedition(owner, "hero", "Watcher", **_watched(WHEN_YOU_RESUPPLY, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "", entries)
    assert len(names(state, "reserve:p1")) == 1
    assert _boosts(state, "Watcher") == boosts
    cited = _activation(entries, "Watcher")
    assert (cited is not None and rule in cited) is bool(boosts)


# ----------------------------------------------------------------------------- discarding
@pytest.mark.parametrize(
    ("text", "owner", "boosts"),
    [
        (WHEN_YOU_DISCARD_FROM_HAND, "p1", 1),
        (WHEN_YOU_DISCARD_FROM_HAND, "p2", 0),
        (WHEN_OPPONENT_DISCARDS, "p2", 1),  # a Character discarded by p1
        (WHEN_OPPONENT_DISCARDS, "p1", 0),
    ],
    ids=["you-discard", "not-theirs", "opponent-discards", "not-mine"],
)
def test_7_3_7_a_when_you_discard_a_card(text: str, owner: str, boosts: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Discard a card from your hand."))
    b = b.in_hand("p1", "Junk").in_expedition(owner, "hero", "Watcher", **_watched(text, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "Junk", entries)
    assert "Junk" in names(state, "discard:p1")
    assert _boosts(state, "Watcher") == boosts
    cited = _activation(entries, "Watcher")
    # who discarded it: the criterion of 7.5.6 that matched — the effect's controller
    # (7.5.6.c) — not the list's introduction 7.5.6.a, only relevant beside it (cite18)
    assert (cited is not None and "7.3.7.a" in cited and "7.5.6.c" in cited) is bool(boosts)


@pytest.mark.parametrize("text", [WHEN_RESERVE_CARD_DISCARDED, WHEN_DISCARDED_FROM_RESERVE])
@pytest.mark.parametrize(("whose", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "theirs"])
def test_7_3_35_a_a_card_in_your_reserve_is_discarded_by_sabotage(
    text: str, whose: str, boosts: int
) -> None:
    # Sabotage discards (7.3.35.a): a card in the watcher's controller's Reserve only
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Sabotage."))
    b = b.in_reserve(whose, "Stash")
    b = b.in_expedition("p1", "hero", "Watcher", **_watched(text, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "Stash", entries)
    assert "Stash" in names(state, f"discard:{whose}")
    assert _boosts(state, "Watcher") == boosts
    cited = _activation(entries, "Watcher")
    assert (cited is not None and "7.3.35.a" in cited) is bool(boosts)


# ----------------------------------------------------------------------------- exhausting
@pytest.mark.parametrize(("exhausted", "boosts"), [(False, 1), (True, 0)], ids=["ready", "was"])
def test_7_5_4_a_a_card_in_your_reserve_becomes_exhausted(exhausted: bool, boosts: int) -> None:
    from engine import Status

    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Exhaust target card in your Reserve."))
    b = b.in_reserve("p1", "Stash", statuses=(Status.EXHAUSTED,) if exhausted else ())
    b = b.in_expedition("p1", "hero", "Watcher", **_watched(WHEN_RESERVE_CARD_EXHAUSTED, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "Stash", entries)
    assert _boosts(state, "Watcher") == boosts
    cited = _activation(entries, "Watcher")
    assert (cited is not None and "7.5.4.a" in cited) is bool(boosts)


# ----------------------------------------------------------------------------- conditions
def _stats() -> dict[str, int]:
    return {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _drawn_after_target(
    text: str, target: str, boosts: int = 0, foes: int = 1, p2_hand: int = 0
) -> int:
    """p1 plays a bearer of ``text`` targeting ``target`` (p1's "Ally" with ``boosts``
    boosts, or p2's "Foe" beside ``foes - 1`` other Characters, p2 holding ``p2_hand``
    cards); how many cards p1 draws."""
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(text))
    b = b.in_expedition(
        "p1", "hero", "Ally", counters={BOOST: boosts} if boosts else None, **_stats()
    )
    b = b.in_expedition("p2", "hero", "Foe", **_stats())
    for i in range(foes - 1):
        b = b.in_expedition("p2", "companion", f"Friend {i}", **_stats())
    for i in range(p2_hand):
        b = b.in_hand("p2", f"Held {i}")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, target, entries)
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(
    ("text", "boosts", "drawn"),
    [(IT_HAS_BOOSTS, 2, 1), (IT_HAS_BOOSTS, 1, 0), (IT_HAS_FEW, 1, 1), (IT_HAS_FEW, 2, 0)],
    ids=["3-or-more", "only-2", "2-or-less", "3-not-2-or-less"],
)
def test_2_5_1_a_it_has_n_boosts(text: str, boosts: int, drawn: int) -> None:
    # "it" is the target the step before chose (6.5.f), counted once it gained its boost
    assert _drawn_after_target(text, "Ally", boosts=boosts) == drawn


def test_2_5_1_a_it_has_counters() -> None:
    assert _drawn_after_target(IT_HAS_COUNTERS, "Ally") == 1


@pytest.mark.parametrize(
    ("target", "foes", "drawn"),
    [("Foe", 2, 1), ("Foe", 1, 0), ("Ally", 1, 1)],
    ids=["theirs-two", "theirs-one", "mine-bearer-and-ally"],
)
def test_1_2_2_its_controller_controls(target: str, foes: int, drawn: int) -> None:
    # the player controlling what "it" names, not the bearer's controller
    assert _drawn_after_target(ITS_CONTROLLER, target, foes=foes) == drawn


@pytest.mark.parametrize(("p2_hand", "drawn"), [(0, 1), (1, 0)], ids=["empty", "one-card"])
def test_1_1_7_its_owner_has_no_cards_in_their_hand(p2_hand: int, drawn: int) -> None:
    assert _drawn_after_target(ITS_OWNER, "Foe", p2_hand=p2_hand) == drawn


@pytest.mark.parametrize(("boosts", "drawn"), [(1, 1), (0, 0)], ids=["boosted", "none"])
def test_2_5_1_a_i_have_a_boost(boosts: int, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_stats())
    watcher = _watched(I_HAVE_A_BOOST, "Watcher")
    b = b.in_expedition(
        "p1", "hero", "Watcher", counters={BOOST: boosts} if boosts else None, **watcher
    )
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = _answer_until_turn(state, "", entries)
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("animal", "drawn"), [(True, 1), (False, 0)], ids=["all-three", "no-animal"]
)
def test_7_2_1_a_you_control_a_robot_another_plant_and_yet_another_animal(
    animal: bool, drawn: int
) -> None:
    # checked after the event (present tense, 6.3.k): the sacrificed Watcher is gone
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Sacrifice a Character."))
    b = b.in_expedition("p1", "hero", "Watcher", **_watched(DISTINCT_WHEN, "Watcher"))
    b = b.in_expedition("p1", "hero", "Bolt", subtypes=["Robot"], **_stats())
    b = b.in_expedition("p1", "companion", "Fern", subtypes=["Plant"], **_stats())
    if animal:
        b = b.in_expedition("p1", "companion", "Fox", subtypes=["Animal"], **_stats())
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = _answer_until_turn(state, "Watcher", entries)
    assert "Watcher" in names(state, "discard:p1")
    assert len(names(state, "hand:p1")) == drawn


def _drawn_with(text: str, b: GameBuilder) -> int:
    """How many cards p1 draws playing a bearer of ``text`` on the board ``b``."""
    b = b.in_hand("p1", "Bearer", **_fields(text))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = _answer_until_turn(state, "", entries)
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(("held", "drawn"), [(0, 1), (1, 0)], ids=["empty", "one-card"])
def test_3_2_an_opponent_has_no_cards_in_their_hand(held: int, drawn: int) -> None:
    b = GameBuilder()
    for i in range(held):
        b = b.in_hand("p2", f"Held {i}")
    assert _drawn_with(OPPONENT_HAND_EMPTY, b) == drawn


@pytest.mark.parametrize(
    ("discarded", "drawn"),
    [(("Character", "Character"), 1), (("Character", "Spell"), 0), (("Character",), 0)],
    ids=["two-characters", "a-spell-is-no-character", "one"],
)
def test_3_2_3_characters_in_your_discard_pile(discarded: tuple[str, ...], drawn: int) -> None:
    b = GameBuilder()
    for i, kind in enumerate(discarded):
        b = b.in_discard("p1", f"Old {i}", type=kind, **_stats())
    assert _drawn_with(DISCARD_CHARACTERS, b) == drawn


@pytest.mark.parametrize(("whose", "drawn"), [("p2", 1), ("p1", 0)], ids=["theirs", "mine"])
def test_3_2_3_a_spell_in_an_opponents_discard_pile(whose: str, drawn: int) -> None:
    b = GameBuilder().in_discard(whose, "Old Spell", type="Spell", hand_cost=1, reserve_cost=1)
    assert _drawn_with(OPPONENT_DISCARD_SPELLS, b) == drawn


@pytest.mark.parametrize(("deck", "boosts"), [(0, 1), (2, 0)], ids=["empty", "two-cards"])
def test_3_2_2_no_cards_in_your_deck(deck: int, boosts: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(DECK_EMPTY)).deck_of("p2", 4)
    b = b.mana("p1", 4) if deck == 0 else b.mana("p1", 4).deck_of("p1", deck)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = _answer_until_turn(state, "", (first, *entries))
    assert _boosts(state, "Bearer") == boosts


@pytest.mark.parametrize(("discarded", "drawn"), [(2, 1), (1, 0)], ids=["two", "one"])
def test_3_2_3_there_are_characters_in_your_discard_pile(discarded: int, drawn: int) -> None:
    b = GameBuilder()
    for i in range(discarded):
        b = b.in_discard("p1", f"Old {i}", **_stats())
    assert _drawn_with(THERE_ARE_DISCARDED, b) == drawn


@pytest.mark.parametrize(("kept", "drawn"), [(0, 1), (1, 0)], ids=["empty", "one-card"])
def test_3_2_4_there_are_no_cards_in_your_reserve(kept: int, drawn: int) -> None:
    b = GameBuilder()
    for i in range(kept):
        b = b.in_reserve("p1", f"Kept {i}", **_stats())
    assert _drawn_with(THERE_ARE_NONE_IN_RESERVE, b) == drawn


@pytest.mark.parametrize(("held", "after"), [(2, 3), (1, 1)], ids=["two-draws", "one-does-not"])
def test_3_2_5_there_are_cards_in_your_hand(held: int, after: int) -> None:
    # the bearer left the hand as it was played: only the other cards count
    b = GameBuilder()
    for i in range(held):
        b = b.in_hand("p1", f"Held {i}")
    assert _drawn_with(THERE_ARE_IN_HAND, b) == after


@pytest.mark.parametrize(("discarded", "boosts"), [(2, 2), (0, 0)], ids=["two", "none"])
def test_3_2_3_per_character_in_your_discard_pile(discarded: int, boosts: int) -> None:
    text = "{H} I gain 1 boost per Character in your discard pile."
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(text))
    for i in range(discarded):
        b = b.in_discard("p1", f"Old {i}", **_stats())
    b = b.in_discard("p1", "Old Spell", type="Spell", hand_cost=1, reserve_cost=1)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = _answer_until_turn(state, "", entries)
    assert _boosts(state, "Bearer") == boosts


# ----------------------------------------------------------------------------- symbols in words
@pytest.mark.parametrize(("where", "drawn"), [("reserve", 1), ("hand", 0)], ids=["reserve", "hand"])
def test_7_1_1_c_when_i_am_played_from_reserve(where: str, drawn: int) -> None:
    f = _watched(WHEN_PLAYED_FROM_RESERVE, "Bearer")
    b = GameBuilder().mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    b = b.in_reserve("p1", "Bearer", **f) if where == "reserve" else b.in_hand("p1", "Bearer", **f)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = _answer_until_turn(state, "", (first, *entries))
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("text", "target", "drawn"),
    [
        (WHEN_I_GAIN_A_BOOST, "Watcher", 1),  # two boosts in one atomic action: once (6.3.g)
        (WHEN_I_GAIN_A_BOOST, "Ally", 0),
        (WHEN_YOURS_GAINS_A_BOOST, "Ally", 1),
        (WHEN_YOURS_GAINS_A_BOOST, "Foe", 0),
    ],
    ids=["me", "not-me", "mine", "theirs"],
)
def test_2_5_1_when_i_gain_a_boost(text: str, target: str, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Give target Character 2 boosts."))
    b = b.in_expedition("p1", "hero", "Watcher", **_watched(text, "Watcher"))
    b = b.in_expedition("p1", "companion", "Ally", **_stats())
    b = b.in_expedition("p2", "hero", "Foe", **_stats())
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = _answer_until_turn(state, target, entries)
    assert _boosts(state, target) == 2
    assert len(names(state, "hand:p1")) == drawn


def test_7_3_2_b_after_you_is_not_passing() -> None:
    # "After you" ends the turn, but it is not passing: "When a player passes" stays quiet
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} After you."))
    b = b.in_expedition("p2", "hero", "Watcher", **_watched(WHEN_A_PLAYER_PASSES, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "", entries)
    assert state.pending is not None and state.pending.player == "p2"  # the turn ended
    assert "p1" not in state.passed
    assert names(state, "hand:p2") == []
    assert _activation(entries, "Watcher") is None


# ----------------------------------------------------------------------------- different values
@pytest.mark.parametrize(
    ("factions", "drawn"),
    [(("Axiom", "Bravos", "Lyra"), 1), (("Axiom", "Axiom", "Lyra"), 0)],
    ids=["three", "two-alike"],
)
def test_2_2_10_characters_of_3_or_more_different_factions(
    factions: tuple[str, ...], drawn: int
) -> None:
    # the bearer has no faction; a Permanent of a fourth faction is no Character
    from engine import CardType, PermanentZone
    from engine.state.enums import Faction

    relic = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Relic", faction=Faction.MUNA, **relic)
    for i, f in enumerate(factions):
        b = b.in_expedition("p1", "hero", f"Ally {i}", faction=Faction(f), **_stats())
    b = b.in_expedition("p2", "hero", "Foe", faction=Faction.ORDIS, **_stats())
    assert _drawn_with(FACTIONS, b) == drawn


@pytest.mark.parametrize(
    ("subtypes", "drawn"), [(["Robot", "Plant"], 1), (["Robot", "Robot"], 0)], ids=["two", "alike"]
)
def test_2_2_2_different_sub_types_among_characters_you_control(
    subtypes: list[str], drawn: int
) -> None:
    b = GameBuilder()
    for i, t in enumerate(subtypes):
        b = b.in_expedition("p1", "hero", f"Ally {i}", subtypes=[t], **_stats())
    b = b.in_expedition("p2", "hero", "Foe", subtypes=["Animal"], **_stats())
    assert _drawn_with(SUBTYPES_AMONG, b) == drawn


@pytest.mark.parametrize(("whose", "drawn"), [("p1", 1), ("p2", 0)], ids=["mine", "theirs"])
def test_7_5_4_a_a_permanent_you_control_becomes_exhausted(whose: str, drawn: int) -> None:
    from engine import CardType, PermanentZone

    relic = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Exhaust target Permanent."))
    b = b.in_landmarks(whose, "Relic", **relic)
    b = b.in_expedition("p1", "hero", "Watcher", **_watched(WHEN_PERMANENT_EXHAUSTED, "Watcher"))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, "Relic", entries)
    from engine import Status

    assert Status.EXHAUSTED in state.objects[find(state, "Relic")].statuses
    assert len(names(state, "hand:p1")) == drawn
    cited = _activation(entries, "Watcher")
    assert (cited is not None and "7.5.4.a" in cited) is bool(drawn)


# ----------------------------------------------------------------------------- sacrificing
@pytest.mark.parametrize(
    ("effect", "text", "owner", "pick", "drawn"),
    [
        ("{H} Each opponent sacrifices a Character.", WHEN_OPPONENT_SACRIFICES, "p1", "Foe", 1),
        ("{H} Each opponent sacrifices a Character.", WHEN_OPPONENT_SACRIFICES, "p2", "Foe", 0),
        ("{H} Sacrifice a Character.", WHEN_A_PLAYER_SACRIFICES, "p2", "Bolt", 1),
        ("{H} Sacrifice a Character.", WHEN_A_PLAYER_SACRIFICES, "p2", "Ally", 0),
    ],
    ids=["opponent", "not-their-own", "a-player-robot", "a-player-not-robot"],
)
def test_7_3_36_a_when_an_opponent_sacrifices_a_character(
    effect: str, text: str, owner: str, pick: str, drawn: int
) -> None:
    # the player named by the effect sacrifices (7.5.6.b), else its controller (7.5.6.c)
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(effect))
    b = b.in_expedition(owner, "companion", "Watcher", **_watched(text, "Watcher"))
    b = b.in_expedition("p1", "hero", "Ally", **_stats())
    b = b.in_expedition("p1", "hero", "Bolt", subtypes=["Robot"], **_stats())
    b = b.in_expedition("p2", "hero", "Foe", **_stats())
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = _answer_until_turn(state, pick, entries)
    sacrificer = "p2" if pick == "Foe" else "p1"
    assert pick in names(state, f"discard:{sacrificer}")
    assert len(names(state, f"hand:{owner}")) == drawn
    cited = _activation(entries, "Watcher")
    assert (cited is not None and "7.3.36.a" in cited) is bool(drawn)
