"""Choosing a number of objects: "Sacrifice two Characters" (The Kraken) — exactly two of
the Characters the player controls (7.3.36.a, 6.1.g), in one step; with fewer, all there
are, the rest being ignored (6.5.h)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_sacrifice_two_characters_is_one_choice_of_two() -> None:
    r = executed(read("{J} Sacrifice two Characters.", name="The Kraken"))
    assert steps(r) == [
        {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}
    ]
    assert steps(executed(read("{J} Sacrifice one Character."))) == [
        {"action": "sacrifice", "subject": "a_character_you_control"}
    ]


def test_variants_numbers_subtypes_zones_and_discard() -> None:
    cases = {
        "{H} Sacrifice three Robots.": ("a_character_you_control", 3, {"subtypes": ("Robot",)}),
        "{J} Sacrifice two Characters in my Expedition.": (
            "a_character_you_control",
            2,
            {"in_my_expedition": True},
        ),
        "{J} Sacrifice two Permanents.": (
            "a_character_or_permanent_you_control",
            2,
            {"types": ("Permanent",)},
        ),
        "{R} Discard two cards from your Reserve.": ("a_card_from_your_reserve", 2, None),
    }
    for text, (subject, n, flt) in cases.items():
        (step,) = steps(executed(read(text)))
        assert step["subject"] == subject, text
        assert step["choose_count"] == n, text
        assert step.get("filter") == flt, text


def _kraken(allies: int) -> GameState:
    card = fields(executed(read("{J} Sacrifice two Characters.", name="The Kraken")))
    b = GameBuilder().in_hand("p1", "The Kraken", **card).mana("p1", 4)
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    state, _ = play(b.deck_of("p1", 2).deck_of("p2", 2), "The Kraken")
    return state


def test_7_3_36_a_two_of_the_characters_you_control_are_sacrificed_together() -> None:
    state = _kraken(allies=3)
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert (d.min_choices, d.max_choices) == (2, 2)
    assert len(d.options) == 4  # the three allies and the Kraken itself, all yours
    picked = [o.id for o in d.options if o.label in ("Ally 0", "Ally 2")]
    state, _ = answer(state, d.id, picked)
    state, _ = until_decision(state)
    assert sorted(names(state, "expedition:p1:hero")) == ["Ally 1", "The Kraken"]
    assert sorted(names(state, "discard:p1")) == ["Ally 0", "Ally 2"]


def test_6_5_h_with_fewer_characters_all_there_are_are_sacrificed() -> None:
    state = _kraken(allies=0)
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert (d.min_choices, d.max_choices) == (1, 1)  # only the Kraken itself
    assert "6.5.h" in d.rules
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["The Kraken"]


GANESHA = "{J} For each Permanent you control, you may activate its {j} abilities."


def test_for_each_permanent_you_may_activate_its_j_abilities_is_read() -> None:
    assert steps(executed(read(GANESHA, name="Ganesha"))) == [
        {
            "action": "activate",
            "subject": "a_character_or_permanent_you_control",
            "trigger": "enters_play",
            "filter": {"types": ("Permanent",)},
            "any_number": True,
        }
    ]
    other = "{J} For each other Character you control, you may activate its {j} abilities."
    (step,) = steps(executed(read(other)))
    assert step["subject"] == "a_character_you_control"
    assert step["filter"] == {"another": True}
    (step,) = steps(executed(read("{H} For each Robot you control, you may give it 1 boost.")))
    assert (step["action"], step.get("amount", 1), step["any_number"]) == ("give_boost", 1, True)
    assert step["filter"] == {"subtypes": ("Robot",)}


def _ganesha(pick: tuple[str, ...]) -> GameState:
    drawer = fields(executed(read("{J} Draw a card.", type="Permanent", name="Drawer")))
    booster = fields(executed(read("{J} I gain 1 boost.", name="Booster")))
    tower = fields(executed(read("", type="Permanent", name="Tower")))
    card = fields(executed(read(GANESHA, name="Ganesha")))
    b = GameBuilder().in_hand("p1", "Ganesha", **card).mana("p1", 4)
    b = b.in_landmarks("p1", "Drawer", **drawer).in_landmarks("p1", "Tower", **tower)
    b = b.in_expedition("p1", "hero", "Booster", **booster)
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 2), "Ganesha")
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert sorted(o.label for o in d.options) == ["Drawer", "Tower"]  # Permanents only
    assert (d.min_choices, d.max_choices) == (0, 2)
    assert "6.5.i" in d.rules
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label in pick])
    state, _ = until_decision(state)
    return state


def test_6_5_i_the_j_abilities_of_the_chosen_permanents_activate() -> None:
    state = _ganesha(("Drawer",))
    assert len(state.zone("hand:p1")) == 1  # Drawer's {J} activated and resolved (7.3.1.b)


def test_6_5_c_choosing_none_activates_nothing() -> None:
    state = _ganesha(())
    assert state.zone("hand:p1") == ()


def test_any_number_of_target_cards_is_read_for_any_target_phrase() -> None:
    aby = "{J} [Augment] any number of target cards in play or in Reserve."
    assert steps(executed(read(aby))) == [
        {"action": "augment", "subject": "target_card_in_play_or_reserve", "any_number": True}
    ]
    saskia = "{J} Any number of other target Characters in {V} each gain 2 boosts."
    (step,) = steps(executed(read(saskia)))
    assert (step["subject"], step["amount"], step["any_number"]) == ("target_character", 2, True)
    assert step["filter"] == {"in_terrain": "forest", "another": True}
    (step,) = steps(executed(read("{H} Exhaust any number of target cards in Reserve.")))
    assert (step["subject"], step["any_number"]) == ("target_reserve_card", True)


def test_6_5_b_any_number_of_targets_none_to_all_each_once() -> None:
    card = fields(
        executed(read("{J} Any number of target Characters gain [[Asleep]].", name="Yawn"))
    )
    b = GameBuilder().in_hand("p1", "Yawn", **card).mana("p1", 4)
    for i in range(3):
        b = b.in_expedition("p2", "hero", f"Foe {i}", **ALLY)
    state, _ = play(b.deck_of("p1", 2).deck_of("p2", 2), "Yawn")
    d = state.pending
    assert d is not None and d.kind == "target"
    assert (d.min_choices, d.max_choices) == (0, 4)  # the three Foes and Yawn itself
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label in ("Foe 0", "Foe 2")])
    state, _ = until_decision(state)
    asleep = sorted(state.name(o) for o in state.objects if state.objects[o].has(Status.ASLEEP))
    assert asleep == ["Foe 0", "Foe 2"]


def test_6_1_g_exhaust_up_to_two_cards_in_reserve_is_a_choice_of_none_to_two() -> None:
    r = executed(read("{J} Exhaust up to two cards in Reserve.", name="Frost"))
    assert steps(r) == [{"action": "exhaust", "subject": "a_card_in_reserve", "up_to": 2}]
    (step,) = steps(executed(read("{H} Sacrifice up to three Robots.")))
    assert (step["subject"], step["up_to"]) == ("a_character_you_control", 3)
    b = GameBuilder().in_hand("p1", "Frost", **fields(r)).mana("p1", 4)
    for i in range(3):
        b = b.in_reserve("p2", f"Spare {i}", **ALLY)
    state, _ = play(b.deck_of("p1", 2).deck_of("p2", 2), "Frost")
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert (d.min_choices, d.max_choices) == (0, 2)
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label != "Spare 1"])
    state, _ = until_decision(state)
    exhausted = sorted(
        state.name(o) for o in state.zone("reserve:p2") if state.objects[o].has(Status.EXHAUSTED)
    )
    assert exhausted == ["Spare 0", "Spare 2"]
