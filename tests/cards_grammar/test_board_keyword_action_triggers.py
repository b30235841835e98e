"""Keyword action triggers (session 37): a keyword action as a trigger event, read by the grammar
alone and played on boards — "When you [Kindle] —", "When an opponent [Kindles] —", "When a player
[Sabotages] —".

A Reaction to a keyword action activates once per step that carries it out — a step is one
event (1.2.7.c), however many atomic actions it has (6.1.e) — for the player its words name
(1.2.2, 7.2.3.a); it must exist and work before the event (6.3.f). A set's keyword action is
its definition (2.2.12.c); Sabotage is discarding up to one target card in a Reserve
(7.3.35.a). Not carried out — nothing to act on (no atomic action: 6.3.b says what must happen
in the event), or its atomic action changed by a replacing modifier (6.2.b) — it does not
activate."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry, find
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields

KEYWORDS = {
    "kindle": "Target Character you control gains 1 Ember counter.",
    "blaze": "Each Character you control gains 1 Ember counter.",
}
"""The set's keyword actions: Kindle of one target, Blaze of a group (one step, several
atomic actions, 6.1.e)."""

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _fields(text: str, name: str, type: str = "Character") -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, type=type, unique=type == "Character")


def _board(watcher: str, *, owner: str = "p1", support: bool = False) -> GameBuilder:
    """p1 with Ally in play; ``owner`` has "Watcher" printing ``watcher`` in play (in
    Reserve with ``support``); both Decks of 6 cards."""
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY)
    fields = _fields(watcher, "Watcher")
    if support:
        b = b.in_reserve(owner, "Watcher", **fields)
    else:
        b = b.in_expedition(owner, "hero", "Watcher", **fields)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(b: GameBuilder, text: str, picks: tuple[str, ...] = ("Ally",)) -> GameState:
    """p1 plays the Spell "Probe" printing ``text``, choosing ``picks``; its Reactions done."""
    b = b.in_hand("p1", "Probe", **_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    state, entries = answer_picking(state, tuple(entries), picks)
    state, _ = _limbo_done(state, entries)
    return state


_SEEN: list[tuple[TraceEntry, ...]] = []


def _limbo_done(
    state: GameState, entries: tuple[TraceEntry, ...]
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """The Reactions in Limbo resolved (each decision answered with its first options)."""
    state, entries = answer_picking(state, entries, ())
    _SEEN.append(entries)
    return state, entries


def _hand(state: GameState, player: str = "p1") -> int:
    return len(state.zone(f"hand:{player}"))


def _cited() -> set[str]:
    return rules_of(_SEEN[-1])


def test_6_3_f_when_you_kindle_activates_when_you_carry_it_out() -> None:
    state = _played(_board("When you [Kindle] \u2014 Draw a card."), "[Kindle].")
    assert state.objects[find(state, "Ally")].counters.get("Ember", 0) == 1
    assert _hand(state) == 1  # Probe left the hand; the Reaction drew one card
    assert {"6.3.f", "6.1.c", "2.2.12.c"} <= _cited()


def test_1_2_7_c_a_keyword_action_of_several_atomic_actions_activates_once() -> None:
    b = _board("When you [Blaze] \u2014 Draw a card.")
    state = _played(b, "[Blaze].")
    assert state.objects[find(state, "Ally")].counters.get("Ember", 0) == 1
    assert state.objects[find(state, "Watcher")].counters.get("Ember", 0) == 1
    assert _hand(state) == 1  # two atomic actions (6.1.e), one step, one event: one card
    assert "6.1.c" in _cited()


def test_6_5_i_a_keyword_action_done_twice_activates_twice() -> None:
    state = _played(_board("When you [Kindle] \u2014 Draw a card."), "[Kindle] twice.")
    assert state.objects[find(state, "Ally")].counters.get("Ember", 0) == 2
    assert _hand(state) == 2  # two instances, two steps (6.5.i), two events


def test_7_2_3_a_an_opponents_kindle_is_not_when_you_kindle() -> None:
    # Watcher is p2's: "you" is its controller, p2; p1 Kindled
    state = _played(_board("When you [Kindle] \u2014 Draw a card.", owner="p2"), "[Kindle].")
    assert state.objects[find(state, "Ally")].counters.get("Ember", 0) == 1
    assert _hand(state, "p2") == 0


def test_1_2_1_b_when_an_opponent_kindles_activates_for_the_other_player() -> None:
    b = _board("When an opponent [Kindles] \u2014 Draw a card.", owner="p2")
    state = _played(b, "[Kindle].")
    assert _hand(state, "p2") == 1
    assert {"6.3.f", "6.1.c"} <= _cited()
    # and not for its own controller's Kindle
    state = _played(_board("When an opponent [Kindles] \u2014 Draw a card."), "[Kindle].")
    assert _hand(state) == 0


def test_2_2_12_d_a_support_ability_watches_from_reserve() -> None:
    b = _board("{I} When you [Kindle] \u2014 Draw a card.", support=True)
    state = _played(b, "[Kindle].")
    assert _hand(state) == 1


def test_6_3_b_a_keyword_action_with_nothing_to_act_on_does_not_activate() -> None:
    # Kindle targets a Character its controller controls: p1 controls none
    b = GameBuilder().in_expedition(
        "p2",
        "hero",
        "Watcher",
        **_fields("When an opponent [Kindles] \u2014 Draw a card.", "Watcher"),
    )
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state = _played(b, "[Kindle].", picks=())
    assert _hand(state, "p2") == 0
    assert all(not o.counters for o in state.objects.values())


def test_6_3_b_the_same_steps_not_named_the_keyword_action_do_not_activate() -> None:
    # the definition's words written out are not the keyword action (2.2.12.c)
    b = _board("When you [Kindle] \u2014 Draw a card.")
    state = _played(b, "Target Character you control gains 1 Ember counter.")
    assert state.objects[find(state, "Ally")].counters.get("Ember", 0) == 1
    assert _hand(state) == 0


def _sabotage_board(watcher: str, owner: str = "p1") -> GameBuilder:
    b = GameBuilder().in_reserve("p2", "Stash", **ALLY)
    b = b.in_expedition(owner, "hero", "Watcher", **_fields(watcher, "Watcher"))
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def test_7_3_35_a_when_you_sabotage_activates_once_a_card_is_discarded() -> None:
    state = _played(
        _sabotage_board("When you [Sabotage] \u2014 Draw a card."), "[Sabotage].", ("Stash",)
    )
    assert "Stash" in [state.name(o) for o in state.zone("discard:p2")]
    assert _hand(state) == 1
    assert {"7.3.35.a", "6.3.f", "6.1.c"} <= _cited()


def test_7_3_35_a_a_sabotage_of_no_card_does_not_activate() -> None:
    # "up to one target card": nothing in any Reserve, nothing discarded (6.3.b, 1.2.7.d)
    b = GameBuilder().in_expedition(
        "p1", "hero", "Watcher", **_fields("When you [Sabotage] \u2014 Draw a card.", "Watcher")
    )
    state = _played(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "[Sabotage].", ())
    assert _hand(state) == 0


def test_1_2_2_when_a_player_sabotages_watches_either_player() -> None:
    b = _sabotage_board("When a player [Sabotages] \u2014 Draw a card.", owner="p2")
    state = _played(b, "[Sabotage].", ("Stash",))
    assert _hand(state, "p2") == 1
    b = _sabotage_board("When you [Sabotage] \u2014 Draw a card.", owner="p2")
    state = _played(b, "[Sabotage].", ("Stash",))
    assert _hand(state, "p2") == 0  # p1 Sabotaged, not Watcher's controller (7.2.3.a)


def test_the_board_runs_to_a_turn() -> None:
    state, _ = until_decision(
        _board("When you [Kindle] \u2014 Draw a card.").at_afternoon().build()
    )
    assert state.pending is not None
