# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""hd (issue 30): the writer's meaning audit on every sentence of the sentence files — each
reading written in the cards' style, read back and compared as READINGS. A difference is a
writer printing another meaning or a reader reading two wordings of one meaning apart.

The kinds fixed (session 37) must never come back: a trigger's count and period ("the first
time each turn") dropped, "You and target opponent each" written "Each player", the chooser
of modes dropped, the number of dice changed, "rounded up" written "for every two", an
optional cost reduction printed as a plain one, a step's count dropped, "another" dropped.
The differences left are counted and may only go down (146 → 40 this session)."""

from __future__ import annotations

from collections import Counter

import pytest

from scenarios.cards.grammar.writer.meaning_audit import SPELL, Audited, audit, differences

from .writer_audit_texts import sentence_texts

FIXED_KEYS = (
    ".reaction.ordinal",
    ".reaction.per-",
    ".reaction.per~",
    ".reaction.discarded_from",
    "you_and",
    "modes_chooser_targeted",
    "opponent_chooses_modes",
    ".times-",
    "per_round_up",
    ".passive.cost.optional",
    ".passive.instead.from",
    ".effect.per-",
    ".effect.x_is-",
    "pays_for_step",
    # id (session 38): a move's synonym dropping a field, a token's keywords, "It and I
    # each" after the step that chose it (refused now), "Starting with you", "Each player
    # who …", a count's "minus 1" and "(up to N)", a support quick action's {I}
    "choose_count",
    "if_not_done",
    "token_keywords",
    "_and_me_each",
    "starting_with_you",
    "players_if",
    "per_plus",
    "per_most",
    ".support-",
)
"""Parts of a reading the writer once dropped or changed: never different again."""

MOST_DIFFERENT = 22
MOST_NOT_READ_BACK = 89
"""86 when hd measured it; the 8 more are this session's new siblings whose writing the
reader does not read back yet (each listed in issue 30's note): hb's six "[condition]: Spend
… to …" Unique forms, he's "Remove all counters from … for each counter removed this way",
hc's "If they are in {M}, they gain [[Anchored]]" (the status written unbracketed).
id (session 38): different 39 -> 22, not read back 94 -> 89, fixed as kinds (FIXED_KEYS)."""


@pytest.fixture(scope="module")
def audited() -> dict[str, Audited]:
    return {t: audit(t.removeprefix(SPELL), spell=t.startswith(SPELL)) for t in sentence_texts()}


def test_the_kinds_fixed_never_differ_again(audited: dict[str, Audited]) -> None:
    back = {
        t: a.keys
        for t, a in audited.items()
        if a.kind == "different" and any(f in k for k in a.keys for f in FIXED_KEYS)
    }
    assert not back, back


def test_the_differences_left_only_go_down(audited: dict[str, Audited]) -> None:
    tally = Counter(a.kind for a in audited.values())
    assert tally["same"] >= 7884, tally
    assert tally["different"] <= MOST_DIFFERENT, tally
    assert tally["not read back"] <= MOST_NOT_READ_BACK, tally


# One sentence per kind fixed, written and read back the same (the writer's own words).
KINDS = {
    "When you draw a card for the second time each turn — I gain 1 boost.": "for the second time each turn",
    "When you play your first Spell each Afternoon — I gain 1 boost.": "your first Spell each Afternoon",
    "The first time you sacrifice a Character each Day — Draw a card.": "for the first time each Day",
    "When a Character you control is discarded from the Expedition zone — Draw a card.": "from the Expedition zone",
    "{J} You and target opponent each draw a card.": "You and target opponent each draw",
    "{J} Target opponent chooses one: • They discard a card from their Reserve. • I gain 2 boosts.": (
        "Target opponent chooses one:"
    ),
    "{J} Each opponent chooses one: • They discard a card from their Reserve. • I gain 2 boosts.": (
        "Each opponent chooses one:"
    ),
    "{J} Roll two dice. Draw a card for each die that shows 4 or more.": "Roll two dice.",
    "{J} I gain boosts equal to half the number of Characters you control, rounded up.": (
        "half the number of Characters you control, rounded up"
    ),
    "You may sacrifice a Plant to reduce my cost by {2}.": "to reduce my cost by {2}",
    "If I would go to Reserve from an Expedition, put me in your Mana zone instead.": "go to Reserve from an Expedition",
    "{D}: Return another card from your Reserve to your hand.": "another card",
    "{J} You may pay {1} and put a card from your hand in Reserve to draw two cards.": "You may pay {1} and put",
    "{J} I gain 1 boost for each Debt counter among Characters you control.": "per Debt counter",
    # id (session 38)
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition with [[Eternal]].": "with [[Eternal]]",
    "{J} Starting with you, each player draws a card.": "Starting with you, each player draws",
    "{J} Target Character gains 1 boost for each Landmark you control (up to 2).": "(up to 2)",
    "{J} Ready up to three of your exhausted Mana Orbs.": "your exhausted Mana Orbs",
    "{J} Discard up to two Spells from your Reserve.": "up to two Spells",
    "{I} {T}: Target opponent discards a card from their hand at random.": "{I} {T}:",
}


@pytest.mark.parametrize(("text", "words"), KINDS.items())
def test_each_kind_fixed_is_written_with_its_meaning(text: str, words: str) -> None:
    found = audit(text)
    assert found.kind == "same", found
    assert words in found.written, found.written


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target Character loses 1 boost for each Landmark you control.",
        "{T}: Spend all my boosts.",
        "You may play me from Reserve for {1} less by also discarding a card from your hand.",
        "{H} You and target opponent each roll a die.",
        # id: never written without "two" / "otherwise" / the players' own condition
        "{J} Return two Characters you control to their owner's hand.",
        "{J} Return a Character you control to its owner's hand. If you do, draw two cards, otherwise draw a card.",
        "At Dusk — Each player whose Hero Expedition is behind gives 1 boost to a Character they control.",
        "{J} I gain boosts equal to the number of cards in your Reserve minus 1.",
    ],
)
def test_a_reading_without_words_is_unwritable_not_another_meaning(text: str) -> None:
    """Where the writer has no words, it says so (Unwritable) — it never prints a reading
    that reads back as another ("Target Character loses 1 boost", "I cost {1} less")."""
    assert audit(text).kind == "unwritable"


def test_differences_name_the_keys() -> None:
    assert differences({"a": 1, "b": [{"c": 2}]}, {"b": [{"c": 3}], "d": 4}) == [
        ".a-",
        ".b.c~",
        ".d+",
    ]
