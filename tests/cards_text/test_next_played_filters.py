""" "The next [cards] you play this turn" narrowed by sub-type, Hand Cost or base statistic
(5.2.d, 5.1.2.f): Bountiful Meadow, "{T} : The next Plant you play this turn costs {1}
less" — a card it does not let through neither uses it up nor costs less."""

from __future__ import annotations

from engine import GameBuilder, Status, Terrain, answer, find, play_card
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, read, steps

MEADOW = "{T} : The next Plant you play this turn costs {1} less."


def _next_played(text: str) -> dict[str, object]:
    (step,) = steps(executed(read(text, type="Permanent")))
    assert step["action"] == "ongoing"
    return dict(step["ongoing"]["next_played"])


def test_the_next_plant_is_read_with_its_subtype() -> None:
    assert _next_played(MEADOW) == {"cost_change": -1, "filter": {"subtypes": ("Plant",)}}


def test_variants_hand_cost_several_subtypes_and_base_statistics() -> None:
    arjun = "{T} : the next Character you play this turn with Hand Cost {3} or less gains 1 boost."
    assert _next_played(arjun) == {
        "card_type": "Character",
        "boosts": 1,
        "filter": {"hand_cost_max": 3},
    }
    stage = "{T} : The next Song or Artist you play this turn loses [[Fleeting]]."
    assert _next_played(stage)["filter"] == {"subtypes": ("Song", "Artist")}
    zero = (
        "{T} : The next Character with a base statistic of 0 that you play this turn "
        "gains [[Anchored]]."
    )
    assert _next_played(zero)["filter"] == {"base_stat": 0}
    robot = "{T} : The next Robot you play this Afternoon costs {2} less."
    assert _next_played(robot) == {"cost_change": -2, "filter": {"subtypes": ("Robot",)}}


def _orbs_used(state: GameState) -> int:
    return sum(1 for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED))


def _quick_action_used(b: GameBuilder) -> GameState:
    """The board of ``b`` at Afternoon (6 Mana Orbs, Decks to draw from), its one quick
    action used, run to the next decision."""
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 2).deck_of("p2", 2).at_afternoon().build()
    )
    d = state.pending
    assert d is not None
    (quick,) = [o.id for o in d.options if o.id.startswith("quick:")]
    state, _ = answer(state, d.id, [quick])
    state, _ = until_decision(state)
    return state


def _meadow(text: str = MEADOW) -> GameState:
    meadow = fields(executed(read(text, type="Permanent")))
    b = GameBuilder().in_landmarks("p1", "Meadow", **meadow)
    for name, subtypes in (("Rock", ()), ("Fern", ("Plant",))):
        card = read("", name=name, hand_cost=2, subtypes=subtypes)
        b = b.in_hand("p1", name, **fields(executed(card)))
    return _quick_action_used(b)


def _play(state: GameState, name: str, dest: str = "hero") -> GameState:
    d = state.pending
    if d is not None and d.kind == "turn" and d.player == "p2":
        state, _ = answer(state, d.id, ["pass"])  # the opponent's turn in between
        state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, name), dest)
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == "pay_mana":
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    return state


def test_5_1_2_f_the_next_plant_costs_less() -> None:
    assert _orbs_used(_play(_meadow(), "Fern")) == 1  # 2 - 1


def test_5_2_d_a_card_that_is_no_plant_costs_the_same() -> None:
    assert _orbs_used(_play(_meadow(), "Rock")) == 2


def test_5_2_d_a_card_the_filter_refuses_does_not_use_it_up() -> None:
    # "this Afternoon": the Emblem outlasts the turn Rock ends (2.2.15.a).
    state = _play(_meadow(MEADOW.replace("this turn", "this Afternoon")), "Rock")
    assert _orbs_used(state) == 2  # Rock is no Plant: full cost
    state = _play(state, "Fern")
    assert _orbs_used(state) == 3  # Fern is the next Plant: 1 less


FOUNDRY = (
    "{T} : The next Character you play from your hand this turn activates its {r} abilities "
    "(as if it had been played from Reserve)."
)


def test_the_next_character_from_your_hand_activates_its_r_abilities_is_read() -> None:
    assert _next_played(FOUNDRY) == {
        "card_type": "Character",
        "played_from": "hand",
        "activates": "played_from_reserve",
    }
    haven = "{T} : The next Character you play from your Reserve this turn gains 1 boost."
    assert _next_played(haven) == {"card_type": "Character", "boosts": 1, "played_from": "reserve"}


def _foundries(count: int, where: str) -> GameState:
    foundry = fields(executed(read(FOUNDRY, type="Permanent")))
    b = GameBuilder()
    for i in range(count):
        b = b.in_landmarks("p1", f"Foundry {i}", **foundry)
    drawer = fields(executed(read("{R} Draw a card.", name="Drawer", hand_cost=1, reserve_cost=1)))
    b = (
        b.in_hand("p1", "Drawer", **drawer)
        if where == "hand"
        else b.in_reserve("p1", "Drawer", **drawer)
    )
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 4).deck_of("p2", 2).at_afternoon().build()
    )
    for _ in range(count):
        d = state.pending
        assert d is not None
        quick = next(o.id for o in d.options if o.id.startswith("quick:"))
        state, _ = answer(state, d.id, [quick])
        state, _ = until_decision(state)
    return _play(state, "Drawer")


def _hand_size(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def test_7_3_1_b_played_from_hand_its_r_abilities_activate() -> None:
    assert _hand_size(_foundries(1, "hand")) == 1  # Drawer left the Hand, drew one


def test_played_from_reserve_its_r_abilities_activate_once_as_always() -> None:
    assert _hand_size(_foundries(1, "reserve")) == 1


def test_two_foundries_activate_its_r_abilities_once() -> None:
    assert _hand_size(_foundries(2, "hand")) == 1  # the official ruling: not twice


def test_without_a_foundry_played_from_hand_it_draws_nothing() -> None:
    assert _hand_size(_foundries(0, "hand")) == 0


def test_7_3_26_a_the_next_spell_is_free() -> None:
    kadigir = "{T} : The next Spell you play this turn is free."
    assert _next_played(kadigir) == {"card_type": "Spell", "free": True}
    b = GameBuilder().in_landmarks(
        "p1", "Kadigir", **fields(executed(read(kadigir, type="Permanent")))
    )
    spell = read("Draw a card.", type="Spell", name="Insight", hand_cost=5, reserve_cost=5)
    b = b.in_hand("p1", "Insight", **fields(executed(spell))).mana("p1", 1)
    state, _ = until_decision(b.deck_of("p1", 3).deck_of("p2", 2).at_afternoon().build())
    d = state.pending
    assert d is not None
    assert not any(o.id.startswith("play:") and "Insight" in o.label for o in d.options)  # 5 > 1
    (quick,) = [o.id for o in d.options if o.id.startswith("quick:")]
    state, _ = answer(state, d.id, [quick])
    state, _ = until_decision(state)
    state = _play(state, "Insight", "spell")
    assert _orbs_used(state) == 0
    assert len(state.zone("hand:p1")) == 1  # Insight resolved: one card drawn


UNDERGROWTH = "{T} : The next Character you play in {V} this Afternoon gains 1 boost."


def _undergrowth() -> GameState:
    b = GameBuilder().in_landmarks(
        "p1", "Undergrowth", **fields(executed(read(UNDERGROWTH, type="Permanent")))
    )
    for name in ("Rock", "Fern"):
        b = b.in_hand("p1", name, **fields(executed(read("", name=name, hand_cost=1))))
    b = b.region(2, Terrain.MOUNTAIN).region(3, Terrain.FOREST)
    b = b.position("p1:hero", 2).position("p1:companion", 3)
    return _quick_action_used(b)


def test_7_5_8_b_the_next_character_played_in_forest_gains_the_boost() -> None:
    assert _next_played(UNDERGROWTH.replace("this Afternoon", "this turn")) == {
        "card_type": "Character",
        "boosts": 1,
        "into_terrain": "forest",
    }
    state = _play(_undergrowth(), "Rock", "hero")  # the hero Expedition is in Mountain only
    assert state.objects[find(state, "Rock")].boosts == 0
    state = _play(state, "Fern", "companion")  # the companion Expedition is in Forest
    assert state.objects[find(state, "Fern")].boosts == 1
