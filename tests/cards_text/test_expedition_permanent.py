""" "Target Character or Expedition Permanent" (*Heimdall*, Rare): a Character, or a Permanent
in an Expedition — an Expedition Permanent (2.2.3) — never one in Landmarks (6.5.b)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read

HEIMDALL = (
    "{H} You may have target Character or Expedition Permanent switch Expeditions. (It leaves "
    "its Expedition and joins its controller's other Expedition.)"
)


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("target Character or Expedition Permanent", "target_character_or_permanent"),
        ("target Expedition Permanent", "target_permanent"),
    ],
)
def test_2_2_3_expedition_permanent_reads_as_a_permanent_in_an_expedition(
    phrase: str, subject: str
) -> None:
    reaction = executed(read(f"{{J}} Exhaust {phrase}.")).model.abilities[0].reaction
    assert reaction is not None
    assert reaction.model_dump(exclude_defaults=True)["effect"] == (
        {"action": "exhaust", "subject": subject, "filter": {"permanents_in_expeditions": True}},
    )


def test_6_5_b_a_landmark_permanent_is_not_an_expedition_permanent() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Heimdall", **fields(executed(read(HEIMDALL, name="Heimdall"))))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Walker")
        .in_expedition("p2", "hero", "Totem", type=CardType.PERMANENT)
        .in_landmarks("p2", "Tower")
    )
    state, _ = play(b, "Heimdall", dest="companion")
    d = state.pending
    assert d is not None and d.kind == "target"
    labels = sorted(o.label for o in d.options)
    assert "Tower" not in labels
    assert {"Walker", "Totem"} <= set(labels)
    (totem,) = [o.id for o in d.options if o.label == "Totem"]
    state, _ = answer(state, d.id, [totem])
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == "optional_step"  # you may
    state, _ = answer(state, state.pending.id, ["yes"])
    state, _ = until_decision(state)
    assert "Totem" in names(state, "expedition:p2:companion")
