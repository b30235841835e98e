"""'A [sub-type] or Permanent' and "If you can't, [Y]": Flawed Prototype, "{J} Sacrifice
another Robot or Permanent. If you can't, sacrifice me." — a Robot Character or any
Permanent you control, not itself (7.3.36.a); with none, the atomic actions do not happen
(6.1.g) and the second step does instead."""

from __future__ import annotations

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

FLAWED = "{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_a_subtype_or_permanent_and_if_you_cant_are_read() -> None:
    (step,) = steps(executed(read(FLAWED, name="Flawed Prototype", subtypes=("Robot",))))
    assert step["subject"] == "a_character_or_permanent_you_control"
    assert step["filter"] == {
        "types": ("Character", "Permanent"),
        "subtypes": ("Robot",),
        "or_types": ("Permanent",),
        "another": True,
    }
    assert [dict(s) for s in step["if_cant"]] == [{"action": "sacrifice", "subject": "self"}]
    nurse = "{H} You may sacrifice a Robot or Permanent. If you do, I gain 2 boosts."
    (step,) = steps(executed(read(nurse)))
    assert step["may"] is True and step["filter"]["subtypes"] == ("Robot",)
    (step,) = steps(executed(read("{J} Discard target Spirit or Permanent.")))
    assert step["subject"] == "target_character_or_permanent"
    assert step["filter"] == {"subtypes": ("Spirit",), "or_types": ("Permanent",)}
    plant = "{J} Sacrifice a Plant or Permanent. If you can't, discard a card from your hand."
    assert executed(read(plant))


def _flawed(*others: tuple[str, tuple[str, ...], str]) -> tuple[GameState, list[str]]:
    card = fields(executed(read(FLAWED, name="Flawed Prototype", subtypes=("Robot",))))
    b = GameBuilder().in_hand("p1", "Flawed Prototype", **card).mana("p1", 4)
    for name, subtypes, where in others:
        if where == "landmarks":
            b = b.in_landmarks(
                "p1", name, **fields(executed(read("", type="Permanent", name=name)))
            )
        else:
            b = b.in_expedition("p1", "hero", name, subtypes=subtypes, **ALLY)
    state, entries = play(b.deck_of("p1", 2).deck_of("p2", 2), "Flawed Prototype")
    return state, [r for e in entries for r in e.rules]


def test_7_3_36_a_a_robot_or_any_permanent_but_not_itself() -> None:
    state, _ = _flawed(
        ("Bolt", ("Robot",), "expedition"),
        ("Elf", ("Elf",), "expedition"),
        ("Tower", (), "landmarks"),
    )
    d = state.pending
    assert d is not None and d.kind == "choose"
    assert sorted(o.label for o in d.options) == ["Bolt", "Tower"]
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Tower"])
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["Tower"]
    assert "Flawed Prototype" in names(state, "expedition:p1:hero")


def test_6_1_g_with_nothing_to_sacrifice_it_sacrifices_itself() -> None:
    state, rules = _flawed(("Elf", ("Elf",), "expedition"))
    assert "6.5.d" in rules and "6.1.g" in rules
    assert names(state, "discard:p1") == ["Flawed Prototype"]
    assert names(state, "expedition:p1:hero") == ["Elf"]
