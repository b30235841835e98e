"""Compiled printed abilities on random boards never crash the engine: decks made of cards
read from printed text (every construct of the grammar), played at random, keep the
engine's invariants and cite only registered rules."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import fields, random_game_keeps_invariants, read

TEXTS: tuple[tuple[str, str, str], ...] = (
    ("Character", "{J} I gain 2 boosts.", ""),
    ("Character", "{H} Draw a card.  {R} I gain [[Anchored]].", ""),
    ("Character", "{J} Sacrifice a Character.", ""),
    ("Character", "{J} Target Character with Hand Cost {3} or less gains [[Asleep]].", ""),
    ("Character", "{J} Artists you control gain 1 boost.", ""),
    ("Character", "{R} You may spend 1 of my boosts to draw a card.", ""),
    ("Character", "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, [Resupply].", ""),
    (
        "Character",
        "{J} If you control two or more Landmarks, draw a card. Otherwise, I gain 1 boost.",
        "",
    ),
    ("Character", "{J} I gain 1 boost per Character you control.", ""),
    ("Character", "When you play a Spell — I gain 1 boost, up to a max of 2.", ""),
    ("Character", "When another Character joins your Expeditions — I gain 1 boost.", ""),
    (
        "Character",
        "[Defender].  When I leave the Expedition zone — Create a [Mana Moth 2/2/2] Illusion token in my Expedition.",
        "",
    ),
    ("Character", "At Noon — I gain 1 Food counter per Character you control.", ""),
    ("Character", "At Dusk — If I have 2 or more boosts, draw a card.", ""),
    ("Character", "{H} You may have target Character gain [[Asleep]].", ""),
    ("Character", "{J} You may pay {1} to have target Character gain 1 boost.", ""),
    (
        "Character",
        "[Scout] {2}.  {H} Create a [Mana Moth 2/2/2] Illusion token in target Expedition.",
        "",
    ),
    ("Character", "", "{D} : Target Character with Hand Cost {3} or less gains [[Anchored]]."),
    ("Character", "", "{D} : The next Character you play this turn gains 1 boost."),
    (
        "Character",
        "",
        "{I} At Noon — Choose one:  • I gain 1 boost, up to a max of 3.  • {T} : I gain 2 boosts, up to a max of 3.",
    ),
    ("Character", "{J} You may [Augment] target card in play or in Reserve.", ""),
    ("Character", "When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.", ""),
    ("Character", "{J} Return another card from your Reserve to your hand.", ""),
    (
        "Spell",
        "[[Fleeting]].  Choose one:  • Send to Reserve target Character with Hand Cost {4} or less.  • Discard target Permanent with Hand Cost {4} or less.",
        "",
    ),
    (
        "Spell",
        "Discard another card from your Reserve. If you do, target Character gains 2 boosts.",
        "",
    ),
    ("Spell", "[Cooldown].  Create a [Mana Moth 2/2/2] Illusion token in target Expedition.", ""),
    ("Spell", "[Sabotage], then [Resupply].", ""),
    ("Spell", "Target Character switches Expeditions.", ""),
    (
        "Spell",
        "I cost {1} less if there are two or more exhausted cards in Reserve.  Draw two cards.",
        "",
    ),
    ("Permanent", "At Noon — Target Expedition moves forward one region.", ""),
    ("Permanent", "{T} : I gain 2 Kelon counters.", ""),
)

COMPILED = tuple(fields(read(text, type=kind, support=support)) for kind, text, support in TEXTS)


def test_every_fixture_text_compiles() -> None:
    for (kind, text, support), compiled in zip(TEXTS, COMPILED, strict=True):
        assert compiled["abilities"] or compiled["effect"] or compiled["keywords"], (
            kind,
            text,
            support,
        )


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    cards=st.lists(st.integers(0, 10**6), min_size=48, max_size=48),
    picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300),
)
def test_compiled_printed_abilities_on_random_boards_keep_invariants(
    seed: int, cards: list[int], picks: list[int]
) -> None:
    random_game_keeps_invariants(COMPILED, seed, cards, picks)


_WORDS = st.sampled_from(
    [
        "{J}",
        "{H}",
        "{R}",
        "{T}",
        "{D}",
        "{I}",
        "{V}",
        "{1}",
        ":",
        "—",
        ".",
        ",",
        "•",
        "  ",
        "I",
        "gain",
        "gains",
        "boost",
        "boosts",
        "target",
        "Character",
        "Permanent",
        "card",
        "draw",
        "a",
        "two",
        "you",
        "may",
        "to",
        "if",
        "If you do,",
        "Otherwise,",
        "then",
        "[[Fleeting]]",
        "[Resupply]",
        "[Ordis Recruit 1/1/1]",
        "token",
        "in",
        "my",
        "Expedition",
        "Reserve",
        "with",
        "Hand",
        "Cost",
        "{3}",
        "or",
        "less",
        "per",
        "it",
        "When",
        "At",
        "Noon",
        "Roll a die.",
        "On a 4+,",
        "Choose one:",
        "(reminder)",
        "#",
    ]
)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_WORDS, max_size=30), support=st.lists(_WORDS, max_size=10))
def test_the_reader_never_raises_on_any_text(words: list[str], support: list[str]) -> None:
    reading = read(" ".join(words), support=" ".join(support))
    for a in reading.abilities:
        assert a.status == "executed" or a.reason  # every ability left out says why
