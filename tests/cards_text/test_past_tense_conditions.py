"""Conditions in the past tense on what a step did (*Flawed Prototype*): "Sacrifice another
Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts. If you can't, sacrifice
me." — "its" is the object sacrificed, its printed Hand Cost read as it was (2.2.7, 6.3.k),
the boosts only if it was sacrificed (a condition on the step, 6.5.d) and "If you can't" only if
nothing was (6.1.g)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Terrain, answer, find

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, play, read

PROTOTYPE = (
    "{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 "
    "boosts. If you can't, sacrifice me."
)


def test_6_5_f_its_hand_cost_was_reads_on_what_was_sacrificed() -> None:
    reaction = executed(read(PROTOTYPE, name="Flawed Prototype")).model.abilities[0].reaction
    assert reaction is not None
    (step,) = reaction.model_dump(exclude_defaults=True)["effect"]
    assert step["action"] == "sacrifice"
    assert step["then"] == (
        {
            "action": "give_boost",
            "subject": "self",
            "amount": 3,
            "condition": "its hand cost was {3} or more",
        },
    )
    assert step["if_cant"] == ({"action": "sacrifice", "subject": "self"},)


@pytest.mark.parametrize(
    ("sentence", "tense", "n", "direction"),
    [
        (f"If its Hand Cost {tense} {{{n}}} or {direction}, draw a card.", tense, n, direction)
        for tense in ("was", "is")
        for n in (1, 3, 5)
        for direction in ("more", "less")
    ],
)
def test_variants_of_its_hand_cost_after_a_step_that_chose_it(
    sentence: str, tense: str, n: int, direction: str
) -> None:
    reaction = executed(read(f"{{J}} Discard target Character. {sentence}")).model.abilities[0]
    dumped = reaction.model_dump(exclude_defaults=True)["reaction"]["effect"][0]
    assert dumped["then"] == (
        {"action": "draw", "condition": f"its hand cost {tense} {{{n}}} or {direction}"},
    )


def _play(cost: int | None):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Flawed Prototype", **fields(executed(read(PROTOTYPE, name="Proto"))))
        .mana("p1", 2)
    )
    if cost is not None:
        b = b.in_expedition(
            "p1", "hero", "Bot", hand_cost=cost, reserve_cost=1, subtypes=("Robot",)
        )
    state, entries = play(b, "Flawed Prototype", dest="hero")
    if state.pending is not None and state.pending.kind == "choose":
        (bot,) = [o.id for o in state.pending.options if o.label == "Bot"]
        state, chosen = answer(state, state.pending.id, [bot])
        state, more = until_decision(state)
        entries = (*entries, chosen, *more)
    return state, entries


def test_6_3_k_a_sacrificed_robot_whose_hand_cost_was_3_gives_me_3_boosts() -> None:
    state, entries = _play(cost=3)
    assert state.objects[find(state, "Flawed Prototype")].counters.get("boost") == 3
    assert "Bot" in [state.name(o) for o in state.zone("discard:p1")]
    # "If its Hand Cost was {3} or more" is a condition on a step (6.5.d), said of what was
    # sacrificed: the text has no "if you did", so 6.5.f is not its rule (cite11's audit)
    assert "6.5.d" in rules_of(entries) and "6.5.f" not in rules_of(entries)


def test_6_5_d_a_cheaper_robot_is_sacrificed_without_boosts() -> None:
    state, _ = _play(cost=2)
    assert state.objects[find(state, "Flawed Prototype")].counters.get("boost", 0) == 0
    assert "Bot" in [state.name(o) for o in state.zone("discard:p1")]


def test_6_1_g_with_nothing_to_sacrifice_i_am_sacrificed() -> None:
    state, entries = _play(cost=None)
    assert "Flawed Prototype" in [state.name(o) for o in state.zone("discard:p1")]
    assert "6.1.g" in rules_of(entries)


WOODS = (
    "Choose one: \u2022 Send target Character to Reserve. If it wasn't in {V}, its controller "
    "draws a card. \u2022 Discard target Permanent."
)


@pytest.mark.parametrize(
    ("words", "icon"),
    [(w, i) for w in ("wasn't", "was not", "was") for i in ("V", "M", "O")],
)
def test_2_1_h_variants_of_it_was_in_a_terrain_after_a_move(words: str, icon: str) -> None:
    text = f"Send target Character to Reserve. If it {words} in {{{icon}}}, draw a card."
    (step,) = [
        s.model_dump(exclude_defaults=True) for s in executed(read(text, type="Spell")).model.effect
    ]
    assert step["then"] == ({"action": "draw", "condition": f"it {words} in {{{icon.lower()}}}"},)


def _woods(terrain: Terrain):  # type: ignore[no-untyped-def]
    woods = fields(executed(read(WOODS, type="Spell", name="Lost in the Woods")))
    b = (
        GameBuilder()
        .in_hand("p1", "Lost in the Woods", **woods)
        .mana("p1", 3)
        .deck_of("p2", 3)
        .in_expedition("p2", "hero", "Walker")
        .region(0, terrain)  # both Hero Expeditions start in region 0
    )
    state, entries = play(b, "Lost in the Woods", dest="spell")
    for answer_with in ("0", None):  # the mode, then the target
        d = state.pending
        assert d is not None
        choice = answer_with or next(o.id for o in d.options if o.label == "Walker")
        state, entry = answer(state, d.id, [choice])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries


def test_2_1_h_a_character_sent_from_a_forest_region_does_not_make_its_controller_draw() -> None:
    state, entries = _woods(Terrain.FOREST)
    assert "Walker" in [state.name(o) for o in state.zone("reserve:p2")]
    assert state.zone("hand:p2") == ()
    assert {"6.5.d", "7.5.8.c"} <= rules_of(entries)


def test_2_1_h_a_character_sent_from_elsewhere_makes_its_controller_draw() -> None:
    state, _ = _woods(Terrain.MOUNTAIN)
    assert len(state.zone("hand:p2")) == 1
