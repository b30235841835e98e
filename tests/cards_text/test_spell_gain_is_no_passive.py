"""A Spell's "Your Characters gain [[Tough 1]]." is its effect, not a passive ability
(review21): a Spell performs its effect as it resolves (5.1.2.j, 1.2.6.a). gram49 reads "gain"
as the verb of a keyword a group HAS on a Character or Permanent (2.3.1.a, 2.2.12.m); on a
Spell that reading would be a passive the Spell never applies, the effect silently lost."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.card import PrintedCard
from scenarios.cards.printed.reader import read_printed

_GAINS = (
    "Your Characters gain [[Tough 1]].",
    "Characters you control gain [[Defender]].",
    "Each Character you control gains [[Defender]].",
    "Each Character you control gains +1/+1/+1.",
)


def _passives(card: PrintedCard) -> list[object]:
    return [a.passive for a in read_printed(card).model.abilities if a.passive is not None]


@pytest.mark.parametrize("text", _GAINS)
def test_a_spell_saying_gain_is_not_read_as_a_passive_ability(text: str) -> None:
    spell = PrintedCard(name="Rally", type="Spell", hand_cost=2, reserve_cost=2, main_text=text)
    assert _passives(spell) == []


def test_a_permanent_saying_gain_keeps_its_passive() -> None:
    text = "Your Characters gain [[Tough 1]]."
    banner = PrintedCard(
        name="Banner",
        type="Permanent",
        zone_type="Landmark",
        hand_cost=2,
        reserve_cost=2,
        main_text=text,
    )
    assert len(_passives(banner)) == 1
