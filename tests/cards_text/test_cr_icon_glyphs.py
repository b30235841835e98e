"""The icons as CR 5.0's Examples print them — stray glyphs of its export ("→ Each player
sacrifices a Character", 6.5.h; "☞ I lose Fleeting", 7.3.1.e) — or as the app's rules view
restores them ("[When played from Reserve] I gain 2 boosts", 7.2.1.d): the reader takes them
as the card data's icons."""

from __future__ import annotations

import pytest

from scenarios.cards.printed.text import clean

from .helpers import executed, fields, read


@pytest.mark.parametrize(
    ("written", "icon"),
    [
        ("→ I gain three Kelon counters.", "{J} I gain three Kelon counters."),
        ("➡ I gain 1 boost.", "{J} I gain 1 boost."),
        ("🖐 Each player may Resupply.", "{H} Each player may Resupply."),
        ("✎ I gain 1 boost.", "{H} I gain 1 boost."),
        ("☞ I lose Fleeting.", "{R} I lose Fleeting."),
        ("🚫 I gain 1 boost.", "{R} I gain 1 boost."),
        ("[When I enter play] I gain 2 boosts.", "{J} I gain 2 boosts."),
        ("[When played from Hand] Each player may Resupply.", "{H} Each player may Resupply."),
        ("[When played from Reserve] I gain 2 boosts.", "{R} I gain 2 boosts."),
        ("[Exhaust me]: I gain 1 boost.", "{T}: I gain 1 boost."),
    ],
)
def test_an_icon_as_the_rules_print_it_reads_as_the_icon(written: str, icon: str) -> None:
    assert clean(written) == clean(icon)
    assert fields(executed(read(written))) == fields(executed(read(icon)))


def test_the_after_you_support_glyph_is_discard_me_from_reserve() -> None:
    assert clean("☒: After You") == clean("{D}: After You")


def test_a_glyph_with_a_variation_selector_is_the_same_icon() -> None:
    assert clean("\U0001f5d1\ufe0f I gain 1 boost.") == clean("{R} I gain 1 boost.")
