"""Printed replacing and additive modifiers on random boards never crash the engine: decks
of cards read from "If [X] would ..., [Y] instead" texts (and the dice and Morning forms),
played at random, keep the engine's invariants and cite only registered rules; and the
replacement reader never raises on text made of its own words."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import fields, random_game_keeps_invariants, read

TEXTS: tuple[tuple[str, str], ...] = (
    ("Character", "If I would be discarded, draw a card instead."),
    (
        "Character",
        "If I would be exhausted, I gain 1 boost instead.  {J} Exhaust target Character.",
    ),
    (
        "Character",
        "If I would gain [[Asleep]], I gain [[Anchored]] instead.  {J} I gain [[Asleep]].",
    ),
    (
        "Character",
        "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. "
        "If you don't, draw a card.",
    ),
    (
        "Character",
        "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana "
        "zone instead.  {J} I gain 1 boost.",
    ),
    ("Character", "If I would be sent to Reserve, [Resupply] instead."),
    (
        "Permanent",
        "If my Expedition would move forward during Dusk, it moves forward one more region "
        "instead.",
    ),
    (
        "Permanent",
        "If my Expedition would move forward, you may discard me instead to draw two cards.",
    ),
    (
        "Permanent",
        "If an [[Anchored]] Character would leave my Expedition during the Afternoon, it loses "
        "[[Anchored]] instead.",
    ),
    (
        "Permanent",
        "If you would roll one or more dice, instead roll that many dice plus one and ignore the "
        "roll of your choice.",
    ),
    ("Permanent", "If you would roll one or more dice, also reveal the top card of your deck."),
    ("Character", "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, [Resupply]."),
    ("Spell", "Discard target Character."),
    ("Spell", "Send target Character to Reserve."),
    ("Spell", "Target Character gains [[Asleep]] and [[Fleeting]]."),
    ("Character", "{T} : The next Plant you play this turn costs {1} less."),
    ("Spell", "Exhaust up to two cards in Reserve."),
)

COMPILED = tuple(
    fields(read(text, type=kind, zone_type="Expedition" if kind == "Permanent" else None))
    for kind, text in TEXTS
)


def test_every_fixture_text_compiles() -> None:
    for (kind, text), compiled in zip(TEXTS, COMPILED, strict=True):
        assert compiled["abilities"] or compiled["effect"], (kind, text)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    cards=st.lists(st.integers(0, 10**6), min_size=48, max_size=48),
    picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300),
)
def test_replacing_modifiers_on_random_boards_keep_invariants(
    seed: int, cards: list[int], picks: list[int]
) -> None:
    random_game_keeps_invariants(COMPILED, seed, cards, picks)


_WORDS = st.sampled_from(
    [
        "If", "I", "you", "my Expedition", "an [[Anchored]] Character", "would", "be",
        "discarded", "exhausted", "gain", "[[Asleep]]", "leave the Expedition zone",
        "move forward", "roll one or more dice", "while I'm", "during", "Dusk", ",",
        "you may", "put me in my owner's Mana zone", "draw a card", "I gain", "2 boosts",
        "it moves forward", "one more region", "instead", "to", "also", "reveal",
        ". If you don't,", "discard me", ".", "roll that many dice plus one",
        "and ignore the roll of your choice", "it loses",
    ]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_WORDS, max_size=25))
def test_the_replacement_reader_never_raises_on_its_own_words(words: list[str]) -> None:
    reading = read(" ".join(words))
    for a in reading.abilities:
        assert a.status == "executed" or a.reason  # every ability left out says why
