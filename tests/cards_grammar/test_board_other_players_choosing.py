"""Other players acting and choosing (gram55, issue 30), read by the grammar alone and played
on boards: the player an effect names makes the step's decisions (1.4.7.b, 6.1.g "unless
specified otherwise", 6.1.h) — "Target opponent chooses two cards in their Reserve and
discards them", one object chosen in each of their Expeditions (7.4.4.b for a Gigantic
one), a payment they decline (6.5.c, 6.5.f) and "If you do, [X], otherwise [Y]" (6.5.e)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Status, answer, find
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
CARD = {"hand_cost": 1, "reserve_cost": 1}


def _zone(state: GameState, kind: ZoneKind, player: str) -> list[str]:
    return sorted(names(state, z.personal(kind, player)))


def _until_choice(state: GameState, kind: DecisionKind = DecisionKind.CHOOSE) -> GameState:
    """Answered with the first options up to the first decision of ``kind``."""
    for _ in range(6):
        d = state.pending
        assert d is not None
        if d.kind == kind:
            return state
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    raise AssertionError(f"no {kind} decision was asked")


def _pick(state: GameState, *labels: str) -> tuple[GameState, list[str]]:
    d = state.pending
    assert d is not None
    ids = tuple(o.id for o in d.options if o.label in labels or o.id in labels)
    assert len(ids) == len(labels), [o.label for o in d.options]
    state, first = answer(state, d.id, ids)
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, [e.text for e in (first, *more, *rest)]


def test_6_1_g_target_opponent_chooses_two_cards_in_their_reserve() -> None:
    """p2, the target opponent, chooses two of the three cards in their Reserve (1.4.7.b,
    6.1.g: the effect says who decides) — exactly two (6.5.h) — and discards them (7.3.7)."""
    text = "{J} Target opponent chooses two cards in their Reserve and discards them."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for name in ("Ember", "Frost", "Gale"):
        b = b.in_reserve("p2", name, **CARD)
    b = b.in_reserve("p1", "Mine", **CARD).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    state = _until_choice(state)
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent chooses, not p1 (6.1.g)
    assert (d.min_choices, d.max_choices) == (2, 2)
    assert sorted(o.label for o in d.options) == ["Ember", "Frost", "Gale"]  # theirs only
    assert "6.1.g" in d.rules
    state, _ = _pick(state, "Ember", "Gale")
    assert _zone(state, ZoneKind.RESERVE, "p2") == ["Frost"]
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["Ember", "Gale"]
    assert _zone(state, ZoneKind.RESERVE, "p1") == ["Mine"]


def _per_expedition_board(text: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Hero One", **ALLY)
    b = b.in_expedition("p2", "hero", "Hero Two", **ALLY)
    b = b.in_expedition("p2", "companion", "Companion One", **ALLY)
    b = b.in_expedition("p1", "companion", "My Own", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    return _until_choice(state)


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target opponent chooses a Character they control in each of their Expeditions"
        " and sacrifices them.",
        "{J} Each opponent chooses a Character they control in each of their Expeditions"
        " and sacrifices them.",
        "{J} Target opponent sacrifices a Character in each of their Expeditions.",
    ],
)
def test_6_1_g_one_character_chosen_in_each_of_their_expeditions(text: str) -> None:
    """p2 chooses a Character they control in their Hero Expedition, then one in their
    Companion Expedition — each choice among the Characters there only — and both are
    sacrificed (7.3.36); the one not chosen stays, and p1's are never offered."""
    state = _per_expedition_board(text)
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["Hero One", "Hero Two"]
    assert "hero Expedition" in d.prompt
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Hero Two"))
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2" and d.kind == DecisionKind.CHOOSE
    assert [o.label for o in d.options] == ["Companion One"]
    assert "companion Expedition" in d.prompt
    state, _ = _pick(state, "Companion One")
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["Companion One", "Hero Two"]
    assert "Hero One" in names(state, z.zone_of_expedition("p2:hero"))
    assert "My Own" in names(state, z.zone_of_expedition("p1:companion"))


def test_6_1_g_an_expedition_with_nothing_to_choose_gives_nothing() -> None:
    """With no Character in their Companion Expedition, p2 chooses only in the Hero one
    (6.1.g: all options impossible, that atomic action does not happen)."""
    text = "{J} Sacrifice a Character you control in each of your Expeditions."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Old Friend", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, entries = answer_picking(state, entries, ("Old Friend",))
    assert "Old Friend" in _zone(state, ZoneKind.DISCARD, "p1")
    said = " ".join(e.text for e in entries)
    assert "nothing to sacrifice" in said or "has nothing" in said, said


def test_7_4_4_b_a_gigantic_character_is_chosen_once_for_both_expeditions() -> None:
    """A Gigantic Character is in both Expeditions of its controller (7.4.4.b): offered in
    the Hero Expedition beside the Unique played there, then — once chosen — not offered
    again in the Companion one, where the Character there is chosen; both sacrificed."""
    text = "{J} Sacrifice a Character you control in each of your Expeditions."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Giant", keywords=["Gigantic"], **ALLY)
    b = b.in_expedition("p1", "companion", "Small", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    state = _until_choice(state)
    d = state.pending
    assert d is not None and sorted(o.label for o in d.options) == ["Giant", "Unique"]
    assert {"6.1.g", "7.4.4.b"} <= set(d.rules)
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Giant"))
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    assert [o.label for o in d.options] == ["Small"]  # the Giant, chosen, not again
    state, _ = _pick(state, "Small")
    assert _zone(state, ZoneKind.DISCARD, "p1") == ["Giant", "Small"]


def _asked_may(text: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 4).mana("p2", 3).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    state = _until_choice(state, DecisionKind.OPTIONAL_STEP)
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent decides the "may" (6.1.h)
    return state


def _foe_exhausted(state: GameState) -> bool:
    foe = next(o for o in state.objects if state.name(o) == "Foe")
    return state.objects[foe].has(Status.EXHAUSTED)


def test_6_5_c_the_opponent_declines_to_pay_and_the_otherwise_step_happens() -> None:
    """ "Target opponent may pay {1}. If they do, draw a card, otherwise exhaust target
    Character they control": p2 declines (6.5.c) — p1 draws nothing and p2's Character is
    exhausted (6.5.e: the other branch), "they control" being p2's (1.4.7.b)."""
    text = (
        "{J} Target opponent may pay {1}. If they do, draw a card, otherwise exhaust target"
        " Character they control."
    )
    state, _ = _pick(_asked_may(text), "no")
    assert _zone(state, ZoneKind.HAND, "p1") == []
    assert _foe_exhausted(state)


def test_6_5_f_the_opponent_pays_and_only_if_they_do_happens() -> None:
    text = (
        "{J} Target opponent may pay {1}. If they do, draw a card, otherwise exhaust target"
        " Character they control."
    )
    state, _ = _pick(_asked_may(text), "yes")
    assert len(_zone(state, ZoneKind.HAND, "p1")) == 1
    assert not _foe_exhausted(state)


def _sacrifice_or_discard(sacrifices: bool) -> GameState:
    text = (
        "{J} You may sacrifice another Character. If you do, draw two cards, otherwise"
        " discard a card from your hand."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_hand("p1", "Kept Card", **CARD).in_expedition("p1", "hero", "Old Friend", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    state = _until_choice(state, DecisionKind.OPTIONAL_STEP)
    state, _ = _pick(state, "yes" if sacrifices else "no")
    return state


def test_6_5_e_if_you_do_draw_otherwise_discard_when_done() -> None:
    """Sacrificed (6.5.f: "if you do"): two cards drawn, nothing discarded."""
    state = _sacrifice_or_discard(True)
    assert "Old Friend" in _zone(state, ZoneKind.DISCARD, "p1")
    assert len(_zone(state, ZoneKind.HAND, "p1")) == 3


def test_6_5_e_if_you_do_draw_otherwise_discard_when_declined() -> None:
    """Declined (6.5.c): the "otherwise" step — the card in hand discarded, none drawn."""
    state = _sacrifice_or_discard(False)
    assert _zone(state, ZoneKind.DISCARD, "p1") == ["Kept Card"]
    assert _zone(state, ZoneKind.HAND, "p1") == []


FIGHT_ME = (
    "{H} Target opponent may pay {2}. If they don't, target Character they control gains"
    " Asleep and loses all its boosts."
)


def _fight_me(choice: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FIGHT_ME))
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: 2}, **ALLY)
    b = b.in_expedition("p1", "hero", "Friend", counters={BOOST: 1}, **ALLY)
    b = b.mana("p1", 4).mana("p2", 3).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    state = _until_choice(state, DecisionKind.OPTIONAL_STEP)
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent decides their payment (6.1.h)
    state, _ = _pick(state, choice)
    return state


def _named(state: GameState, name: str) -> str:
    return next(o for o in state.objects if state.name(o) == name)


def test_6_5_c_a_declined_payment_puts_their_character_asleep_without_boosts() -> None:
    """p2 declines to pay {2} (6.5.c): "If they don't" happens — their Character (the
    target "they control" names, 1.4.7.b) gains Asleep and loses all its boosts (2.5.g);
    p1's own Character, not theirs, is untouched."""
    state = _fight_me("no")
    foe = state.objects[_named(state, "Foe")]
    assert foe.has(Status.ASLEEP) and foe.counters.get(BOOST, 0) == 0
    friend = state.objects[_named(state, "Friend")]
    assert not friend.has(Status.ASLEEP) and friend.counters.get(BOOST, 0) == 1


def test_6_5_f_a_paid_payment_leaves_their_character_awake() -> None:
    state = _fight_me("yes")
    foe = state.objects[_named(state, "Foe")]
    assert not foe.has(Status.ASLEEP) and foe.counters.get(BOOST, 0) == 2


def test_6_1_e_they_are_the_two_characters_chosen() -> None:
    """ "Exhaust two Characters you control, then they gain 1 boost": "they" names the two
    chosen (6.1.e), not one of them nor every Character."""
    text = "{J} Exhaust two Characters you control, then they gain 1 boost."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for name in ("Kept", "First", "Second"):
        b = b.in_expedition("p1", "hero", name, **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ("First", "Second"))
    got = {
        n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in ("Kept", "First", "Second")
    }
    assert got == {"Kept": 0, "First": 1, "Second": 1}
    assert Status.EXHAUSTED in state.objects[find(state, "First")].statuses
