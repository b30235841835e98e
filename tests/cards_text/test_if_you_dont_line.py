""" "If you don't, [X]" printed as its own line (*Mighty Jinn*, Rare: "If I would leave the
Expedition zone, you may put me in my owner's Mana zone instead.  If you don't, draw a card."):
it answers the "you may" of the ability before it (6.2.d, 6.2.e) and joins it — it cannot
stand alone."""

from __future__ import annotations

from engine import GameBuilder, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

JINN = (
    "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.  "
    "#If you don't, draw a card.#"
)


def test_6_2_e_if_you_dont_on_its_own_line_joins_the_optional_modifier_before_it() -> None:
    reading = executed(read(JINN, name="Mighty Jinn"))
    assert len(reading.abilities) == 1
    passive = reading.model.abilities[0].passive
    assert passive is not None and passive.replace is not None
    assert passive.replace.optional
    assert [s.model_dump(exclude_defaults=True) for s in passive.replace.otherwise] == [
        {"action": "draw"}
    ]


def test_an_if_you_dont_line_with_nothing_before_it_is_left_to_the_judge() -> None:
    assert not_executed(read("If you don't, draw a card."))


def _send_jinn(apply: str):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand(
            "p1",
            "Bounce",
            **fields(
                executed(read("Send target Character to Reserve.", type="Spell", name="Bounce"))
            ),
        )
        .in_expedition(
            "p1", "hero", "Mighty Jinn", **fields(executed(read(JINN, name="Mighty Jinn")))
        )
        .mana("p1", 2)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Bounce", dest="spell")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        choice = apply if d.kind == "optional_modifier" else d.options[0].id
        state, entry = answer(state, d.id, [choice])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries


def test_6_2_e_declining_the_mana_zone_the_jinn_goes_to_reserve_and_you_draw() -> None:
    state, entries = _send_jinn("no")
    assert "Mighty Jinn" in names(state, "reserve:p1")
    assert len(state.zone("hand:p1")) == 1
    assert "6.2.e" in rules_of(entries)


def test_6_2_d_applying_it_the_jinn_goes_to_the_mana_zone_and_you_do_not_draw() -> None:
    state, _ = _send_jinn("yes")
    assert "Mighty Jinn" not in names(state, "reserve:p1")
    assert len(state.zone("mana:p1")) == 3  # two Mana Orbs and the Jinn
    assert state.zone("hand:p1") == ()
