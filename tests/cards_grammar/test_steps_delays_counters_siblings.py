"""Session 41 (issue 30): every sibling of sentences_steps_delays_counters.py is read by the
grammar alone to what it means, or refused with a reason naming the words not read (never
another meaning); and the writer prints each reading back to the same reading:

* several steps on one object — "Exhaust target Character and send it to its owner's
  Reserve": a step per verb in printed order, "it" the target (6.1.c, 6.3.i);
* a delayed step that checks the object is still there — "At end of turn, if it is still in
  play, sacrifice it": an Emblem-Ongoing's Reaction (2.2.2.m) under its condition (6.5.d),
  the moment said without its articles the same moment (4.2.b, 4.2.3.e);
* counters from a group — "Remove two boosts from among Characters you control": N in all,
  divided as the player chooses (6.1.g, 2.5.g, 7.3.38.a)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.writer.meaning_audit import audit

from ..cards_text.helpers import read
from .sentences_steps_delays_counters import (
    COSTS_FROM_GROUP,
    COSTS_NOT_PAID,
    COUNTERS_FROM_GROUP,
    COUNTERS_FROM_GROUP_REFUSED,
    DELAYED_I_NOT_EXECUTED,
    DELAYS,
    DELAYS_REFUSED,
    FROM_EXPEDITION,
    I_STILL_IN_PLAY,
    I_WAS_REFUSED,
    STEPS_ON_ONE_OBJECT,
    STILL_IN_RESERVE,
)

_READ = {
    **STEPS_ON_ONE_OBJECT,
    **FROM_EXPEDITION,
    **DELAYS,
    **STILL_IN_RESERVE,
    **COUNTERS_FROM_GROUP,
}
_REFUSED = {**DELAYS_REFUSED, **COUNTERS_FROM_GROUP_REFUSED, **I_WAS_REFUSED}


def test_the_siblings_are_many() -> None:
    assert len(STEPS_ON_ONE_OBJECT) >= 12 and len(DELAYS) >= 40 and len(COUNTERS_FROM_GROUP) >= 7
    assert len(STILL_IN_RESERVE) >= 30 and len(_REFUSED) >= 8 and len(COSTS_FROM_GROUP) >= 6


@pytest.mark.parametrize("text", sorted(_READ))
def test_6_1_c_each_sibling_reads_to_its_steps(text: str) -> None:
    steps, why = grammar_effect(text)
    assert steps == _READ[text], why


@pytest.mark.parametrize("text", sorted(_REFUSED))
def test_a_refused_sibling_names_the_words_not_read(text: str) -> None:
    if text.startswith("{"):
        read, why = grammar_ability(text, support=False, patterns=False)
    else:
        read, why = grammar_effect(text)
    assert read is None
    assert why is not None and _REFUSED[text] in str(why)


@pytest.mark.parametrize("text", sorted(_READ))
def test_the_writer_prints_each_reading_back(text: str) -> None:
    found = audit(text, spell=True)
    assert found.kind == "same", (found.kind, found.written, found.keys)


@pytest.mark.parametrize("text", sorted(COSTS_FROM_GROUP))
def test_5_1_2_c_a_cost_spending_in_all_from_among_a_group_reads_and_compiles(text: str) -> None:
    ability, why = grammar_ability(text, support=False, patterns=False)
    assert ability is not None, why
    ability.pop("text")
    assert ability == COSTS_FROM_GROUP[text]
    reading = read(text, type="Character", name="Tapper")
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(COSTS_FROM_GROUP))
def test_the_writer_prints_a_cost_from_among_a_group_back(text: str) -> None:
    found = audit(text)
    assert found.kind == "same", (found.kind, found.written, found.keys)


@pytest.mark.parametrize("text", sorted(COSTS_NOT_PAID))
def test_6_4_a_a_group_spend_beside_another_chosen_part_is_not_paid_yet(text: str) -> None:
    reading = read(text, type="Character", name="Tapper")
    assert not reading.executable
    assert COSTS_NOT_PAID[text] in reading.abilities[0].reason


@pytest.mark.parametrize("text", sorted(I_STILL_IN_PLAY))
def test_2_1_d_if_i_am_still_in_play_reads_and_is_written_back(text: str) -> None:
    ability, why = grammar_ability(text, support=False, patterns=False)
    assert ability is not None, why
    ability.pop("text")
    assert ability == I_STILL_IN_PLAY[text]
    found = audit(text)
    assert found.kind == "same", (found.kind, found.written, found.keys)


@pytest.mark.parametrize("text", sorted(DELAYED_I_NOT_EXECUTED))
def test_7_2_1_d_a_delayed_step_naming_a_place_of_mine_is_refused(text: str) -> None:
    reading = read(text, type="Character", name="Bearer")
    assert not reading.executable
    assert DELAYED_I_NOT_EXECUTED[text] in reading.abilities[0].reason


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("At end of turn, sacrifice it.", "At the end of the turn, sacrifice it."),
        ("At end of the Afternoon, exhaust it.", "At the end of the Afternoon, exhaust it."),
        ("At the start of next Dusk, ready it.", "At the start of the next Dusk, ready it."),
        ("At beginning of next Night, ready it.", "At the beginning of the next Night, ready it."),
        ("At the beginning of Dusk, ready it.", "At Dusk, ready it."),
        ("At start of Night, ready it.", "At Night, ready it."),
    ],
)
def test_4_2_b_a_moment_without_its_articles_is_the_same_moment(printed: str, said: str) -> None:
    before = "Exhaust target Character. "
    a, why = grammar_effect(before + printed)
    b, _ = grammar_effect(before + said)
    assert a is not None, why
    for steps in (a, b):  # the printed words kept as the Emblem's
        for made in steps[0]["then"]:
            made.pop("text", None)
    assert a == b


@pytest.mark.parametrize(
    ("text", "table"),
    [
        ("Target Character gains [[Defender]] until end of turn.", "moment"),
        ("Sacrifice it at the end of the turn.", "moment"),
        ("At the beginning of the Day, draw a card.", "moment"),
        ("Look at the top three cards of your deck. Put a Character from among them.", "counters"),
        ("Remove 2 boosts from among them.", "counters"),
        ("Move a boost from target Character to target Expedition.", "from"),
        ("Put a Character from your Reserve in your hand.", "from"),
        ("Send to Reserve each Character from each Expedition.", "from"),
        ("Target opponent draws a card, then discards a card.", "subject"),
        ("Each Character gains 1 boost, then loses [[Fleeting]].", "subject"),
        ("Exhaust target Character and it loses all its boosts.", "subject"),
    ],
)  # fmt: skip
def test_other_words_after_at_and_among_are_kept(text: str, table: str) -> None:
    """ "until end of turn" (a duration, 2.2.15.a), a moment not opening its clause, "from
    among them" (a look's cards, 6.1.g; what "them" names), "from" a Character or a Reserve
    or "each Expedition", a player's or a group's next verb, "it" after an imperative are
    not the moment's, the counters', an Expedition's or a target's words: the lexer keeps
    them as printed."""
    from scenarios.cards.grammar.counters_from_among_words import COUNTERS_FROM_AMONG_WORDS
    from scenarios.cards.grammar.folds import Table
    from scenarios.cards.grammar.from_expedition_words import FROM_EXPEDITION_WORDS
    from scenarios.cards.grammar.moment_article_words import MOMENT_ARTICLE_WORDS
    from scenarios.cards.grammar.same_subject_words import SAME_SUBJECT_WORDS

    words = {
        "moment": MOMENT_ARTICLE_WORDS,
        "counters": COUNTERS_FROM_AMONG_WORDS,
        "from": FROM_EXPEDITION_WORDS,
        "subject": SAME_SUBJECT_WORDS,
    }[table]
    printed = _words(text)
    assert Table(words).fold(printed) == printed


def test_the_counters_wording_drops_among_only() -> None:
    from scenarios.cards.grammar.counters_from_among_words import COUNTERS_FROM_AMONG_WORDS
    from scenarios.cards.grammar.folds import Table

    said = Table(COUNTERS_FROM_AMONG_WORDS).fold(_words("Remove 2 boosts from among Plants."))
    assert [w for w, _, _ in said] == ["Remove", "2", "boosts", "from", "Plants", "."]


def _words(text: str) -> list[tuple[str, int, int]]:
    import re

    return [(m.group(), m.start(), m.end()) for m in re.finditer(r"[\w'\[\]]+|[.,:]", text)]
