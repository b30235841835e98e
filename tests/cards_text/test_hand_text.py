"""Printed effects where players act on a card from their own Hand (6.1.h, 1.4.7.b): each
test holds the printed sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending
from .helpers import executed, fields, names, play, read, steps


def test_6_1_h_target_opponent_discards_a_card_of_their_choice() -> None:
    r = executed(read("{H} Target opponent discards a card from their hand.", name="Baku"))
    assert steps(r) == [{"action": "discard", "subject": "a_card_from_target_opponents_hand"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Baku", **fields(r))
        .in_hand("p1", "Kept")
        .mana("p1", 1)
        .in_hand("p2", "Spare")
        .in_hand("p2", "Precious")
    )
    state, _ = play(b, "Baku")
    assert pending(state).kind == "target" and pending(state).option_ids() == ("p2",)
    state = choose(state, "p2")
    d = pending(state)
    assert d.player == "p2"  # the opponent chooses from their own Hand (6.1.h)
    assert sorted(state.name(o) for o in d.option_ids()) == ["Precious", "Spare"]
    state = choose(state, find(state, "Spare"))
    assert names(state, "discard:p2") == ["Spare"] and names(state, "hand:p2") == ["Precious"]
    assert names(state, "hand:p1") == ["Kept"]


def test_6_1_h_each_player_may_put_a_card_from_their_hand_in_reserve() -> None:
    r = executed(read("{J} Each player may put a card from their hand in Reserve.", name="Otter"))
    assert steps(r) == [
        {"action": "put", "subject": "a_card_from_each_players_hand", "to": "reserve", "may": True}
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Otter", **fields(r))
        .in_hand("p1", "Mine")
        .mana("p1", 1)
        .in_hand("p2", "Theirs")
    )
    state, _ = play(b, "Otter")
    assert pending(state).player == "p1"  # initiative order (1.4.5.a)
    state = choose(state, "no")
    assert pending(state).player == "p2"
    state = choose(state, "yes")
    assert pending(state).player == "p2"  # only those who chose to
    state = choose(state, find(state, "Theirs"))
    assert names(state, "reserve:p2") == ["Theirs"] and names(state, "hand:p1") == ["Mine"]


def test_a_sentence_starting_with_then_follows_the_one_before() -> None:
    text = (
        "{H} #Target opponent puts a card from their hand in Reserve. Then,# exhaust all cards "
        "in Reserve."
    )
    r = executed(read(text, name="Kuraokami"))
    assert steps(r) == [
        {"action": "put", "subject": "a_card_from_target_opponents_hand", "to": "reserve"},
        {"action": "exhaust", "subject": "cards_in_reserve"},
    ]
    b = GameBuilder().in_hand("p1", "Kuraokami", **fields(r)).mana("p1", 1).in_hand("p2", "Card")
    state, _ = play(b, "Kuraokami")
    state = choose(state, "p2")
    state = choose(state, find(state, "Card"))
    assert state.objects[find(state, "Card")].has(Status.EXHAUSTED)  # put, then exhausted


def test_3_2_9_discard_one_of_your_mana_orbs_if_you_do() -> None:
    text = "Discard one of your Mana Orbs. If you do, discard target Character or Permanent."
    r = executed(read(text, type="Spell", name="Eruption"))
    assert steps(r)[0] == {
        "action": "discard",
        "subject": "mana_orbs_you_choose",
        "then": ({"action": "discard", "subject": "target_character_or_permanent"},),
    }
    b = (
        GameBuilder()
        .in_hand("p1", "Eruption", **fields(r))
        .mana("p1", 1, exhausted=1)
        .in_expedition("p2", "hero", "Foe")
    )
    state, _ = play(b, "Eruption", dest="spell")
    d = pending(state)
    assert (d.kind, d.min_choices, d.max_choices, len(d.option_ids())) == ("choose", 1, 1, 2)
    state = choose(state, d.option_ids()[0])
    state = choose(state, find(state, "Foe"))
    assert len(state.zone("mana:p1")) == 1 and len(state.zone("discard:p1")) == 1
    assert names(state, "discard:p2") == ["Foe"]


_COPPELIA = (
    "When I go to Reserve from your hand — You may play me for free and I gain [[Asleep]]. "
    "(During Dusk, ignore my statistics. During Rest, I don't go to Reserve and I lose Asleep.)"
)


def _coppelia(answer: str) -> GameState:
    r = executed(read(_COPPELIA, name="Coppelia"))
    pusher = executed(read("{J} Put a card from your hand in Reserve.", name="Pusher"))
    b = (
        GameBuilder()
        .in_hand("p1", "Coppelia", **fields(r))
        .in_hand("p1", "Pusher", **fields(pusher))
        .mana("p1", 1)
    )
    state, _ = play(b, "Pusher")
    state = choose(state, find(state, "Coppelia"))  # to Reserve from the Hand: it triggers
    return choose(state, answer)


def test_7_3_26_a_you_may_play_me_for_free_and_i_gain_asleep() -> None:
    (step,) = steps(executed(read(_COPPELIA)))
    assert step == {
        "action": "play_for_free",
        "subject": "self",
        "may": True,
        "then": ({"action": "gain_status", "subject": "self", "status": "Asleep"},),
    }
    state = choose(_coppelia("yes"), "companion")
    coppelia = state.objects[find(state, "Coppelia")]
    assert coppelia.zone == "expedition:p1:companion"
    assert coppelia.has(Status.ASLEEP)  # the object I became, found again (2.1.g)


def test_6_5_f_not_played_no_asleep() -> None:
    state = _coppelia("no")
    coppelia = state.objects[find(state, "Coppelia")]
    assert coppelia.zone == "reserve:p1" and not coppelia.has(Status.ASLEEP)
