"""Reserve places (issue 30) played on boards: a target in a Reserve or a Discard pile
(semantics/reserve_discard_targets.py). A target is chosen as the step resolves, in the zone the
step names (1.2.6.c, 6.5.b); to put is to move (7.3.27.a), to the owner's personal zone
(3.1.2.c); "target opponent's Reserve" is a Reserve an opponent owns (3.2.10.a)."""

from __future__ import annotations

from engine import CardType, DecisionKind, GameBuilder, find
from engine.core import play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState, evolve

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields

_CHAR = {"type": CardType.CHARACTER, "hand_cost": 2, "reserve_cost": 2}
_SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _board(spell: str, *picks: str) -> tuple[GameState, list[str], set[str]]:
    """p1 plays the Spell ``spell``. p1's Reserve: "My Ally" (Character), "My Bolt" (Spell);
    p1's Discard pile: "My Fallen" (Character), "My Ash" (Spell); p2's Reserve: "Their Ally",
    "Their Bolt". The state once it resolves (targets answered by ``picks``), the labels of
    the first targets offered, the rules the trace cites."""
    fields = grammar_fields(spell, "Caster", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Caster", **{**fields, "type": CardType.SPELL})
    b = b.in_reserve("p1", "My Ally", **_CHAR).in_reserve("p1", "My Bolt", **_SPELL)
    b = b.in_discard("p1", "My Fallen", **_CHAR).in_discard("p1", "My Ash", **_SPELL)
    b = b.in_reserve("p2", "Their Ally", **_CHAR).in_reserve("p2", "Their Bolt", **_SPELL)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Caster", "spell")
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    offered = sorted(o.label for o in d.options)
    state, entries = answer_picking(state, tuple(entries), picks)
    return state, offered, rules_of(entries)


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def test_7_3_27_a_a_character_from_my_reserve_put_in_my_hand() -> None:
    state, offered, cited = _board(
        "Put target Character from your Reserve in your hand.", "My Ally"
    )
    assert offered == ["My Ally"]  # a Character, in p1's own Reserve only (6.5.b)
    assert "My Ally" in _names(state, "hand:p1") and "My Ally" not in _names(state, "reserve:p1")
    assert "My Bolt" in _names(state, "reserve:p1")
    assert "6.5.b" in cited


def test_7_3_27_a_a_spell_from_my_discard_pile_put_in_my_hand() -> None:
    state, offered, _ = _board("Put target Spell from your Discard pile in your hand.", "My Ash")
    assert offered == ["My Ash"]
    assert "My Ash" in _names(state, "hand:p1") and "My Fallen" in _names(state, "discard:p1")


def test_6_5_b_target_opponent_s_reserve_offers_only_their_cards() -> None:
    state, offered, cited = _board(
        "Discard target card from target opponent's Reserve.", "Their Bolt"
    )
    assert offered == ["Their Ally", "Their Bolt"]
    assert "Their Bolt" in _names(state, "discard:p2")
    assert {"My Ally", "My Bolt"} <= set(_names(state, "reserve:p1"))  # p1's own untouched
    assert "6.5.b" in cited


def test_6_5_b_a_character_in_target_opponent_s_reserve_to_its_owner_s_hand() -> None:
    state, offered, _ = _board(
        "Return target Character in target opponent's Reserve to its owner's hand.", "Their Ally"
    )
    assert offered == ["Their Ally"]
    assert "Their Ally" in _names(state, "hand:p2")


def test_3_2_10_a_a_player_s_reserve_offers_both_players_cards() -> None:
    state, offered, _ = _board("Discard target Character in a player's Reserve.", "Their Ally")
    assert offered == ["My Ally", "Their Ally"]
    assert "Their Ally" in _names(state, "discard:p2") and "My Ally" in _names(state, "reserve:p1")


# ---- "When you play your first Character from your Reserve each turn —" (5.1.2.d, 5.1.2.k)

_FIRST_FROM_YOUR_RESERVE = (
    "When you play your first Character from your Reserve each turn — I gain 1 boost."
)


def _played_from(zone: str, earlier: str) -> tuple[int, set[str]]:
    """The Watcher's boosts after p1 plays the Character "Bearer" from ``zone``; before it,
    this turn, p1 played a card ``earlier`` ("reserve", "hand" or none: ""); the rules the
    trace cites."""
    vanilla = grammar_fields("{H} Draw a card.", "Bearer", unique=False)
    b = GameBuilder()
    if zone == "reserve":
        b = b.in_reserve("p1", "Bearer", **vanilla)
    else:
        b = b.in_hand("p1", "Bearer", **vanilla)
    watcher = grammar_fields(_FIRST_FROM_YOUR_RESERVE, "Watcher", unique=False)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher).mana("p1", 4)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    if earlier:
        card = state.objects[find(state, "Watcher")].card_id
        assert card is not None
        state = evolve(
            state,
            plays_this_turn=(("p1", card),),
            plays_this_afternoon=(("p1", card),),
            plays_this_day=(("p1", card),),
            play_origins=(earlier,),
        )
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, found = answer_picking(state, (first, *entries), ("mana", "Mana"))
    return state.objects[find(state, "Watcher")].counters.get(BOOST, 0), rules_of(found)


def test_5_1_2_d_the_first_character_from_your_reserve_boosts_the_watcher() -> None:
    boosts, cited = _played_from("reserve", "")
    assert boosts == 1
    assert {"5.1.2.k", "6.3.f", "7.3.15.a"} <= cited  # counted as played, triggered, boosted


def test_5_1_2_d_a_character_from_hand_is_none_from_your_reserve() -> None:
    assert _played_from("hand", "")[0] == 0


def test_5_1_2_k_the_second_from_your_reserve_this_turn_is_not_the_first() -> None:
    assert _played_from("reserve", "reserve")[0] == 0


def test_5_1_2_k_a_card_played_from_hand_before_does_not_count() -> None:
    assert _played_from("reserve", "hand")[0] == 1


# ---- "my former Expedition" in a Reaction to my leaving (2.1.h, 6.3.j)


def _sacrificed_watcher(text: str) -> tuple[GameState, set[str]]:
    """p1 plays "Bearer" ({H} Sacrifice a Character) in its companion Expedition and
    sacrifices "Watcher" (printing ``text``), which stood in the hero Expedition beside
    "Friend"; "Other" stands in the companion Expedition."""
    bearer = grammar_fields("{H} Sacrifice a Character.", "Bearer", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher", unique=False))
    b = b.in_expedition("p1", "hero", "Friend").in_expedition("p1", "companion", "Other")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "companion")
    state, entries = until_decision(state)
    state, found = answer_picking(state, (first, *entries), ("Watcher", "mana", "Mana"))
    return state, rules_of(found)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def test_2_1_h_other_characters_in_my_former_expedition_gain_a_boost() -> None:
    state, cited = _sacrificed_watcher(
        "When I'm sacrificed — Other Characters in my former Expedition gain 1 boost."
    )
    assert "Watcher" in _names(state, "discard:p1")
    assert {n: _boosts(state, n) for n in ("Friend", "Other", "Bearer")} == {
        "Friend": 1,  # in the hero Expedition, where Watcher was (2.1.h)
        "Other": 0,
        "Bearer": 0,
    }
    assert {"7.3.36.a", "2.1.h"} <= cited


def test_7_3_5_a_a_token_created_in_my_former_expedition() -> None:
    state, _ = _sacrificed_watcher(
        "When I'm sacrificed — Create a Brassbug 2/2/2 Robot token in my former Expedition."
    )
    hero, companion = _names(state, "expedition:p1:hero"), _names(state, "expedition:p1:companion")
    assert any("Brassbug" in n for n in hero) and not any("Brassbug" in n for n in companion)


def test_2_1_h_characters_counted_in_my_former_expedition() -> None:
    state, _ = _sacrificed_watcher(
        "When I leave play — Draw a card for each Character in my former Expedition."
    )
    assert len(_names(state, "hand:p1")) == 1  # Friend alone is left there
