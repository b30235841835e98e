"""Wordings that cannot change an ability's meaning read as the grammar's own (issue 30):
each printed sentence reads exactly as the same sentence in the grammar's words."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.printed import read_printed

from .probe import audit_card


def _meaning(value: object) -> object:
    if isinstance(value, dict):
        return {k: _meaning(v) for k, v in value.items() if k not in ("text", "note", "name")}
    if isinstance(value, list | tuple):
        return [_meaning(v) for v in value]
    return value


def _reading(text: str) -> object:
    card = audit_card(text, name="Unique", rarity="unique")
    read = read_printed(card, patterns=False)  # the grammar alone
    assert read.executable, [(a.text, a.reason) for a in read.abilities]
    return _meaning(read.model.model_dump(mode="json", exclude_defaults=True))


@pytest.mark.parametrize(
    ("printed", "grammar_words"),
    [
        # 6.3: a trigger happens each time its event does, "when" or "whenever"
        ("Whenever you play a Spell — I gain 1 boost.", "When you play a Spell — I gain 1 boost."),
        # 1.2.5: what a player controls
        (
            "{J} Target Character under your control gains [[Anchored]].",
            "{J} Target Character you control gains [[Anchored]].",
        ),
        (
            "{J} For each Permanent under your control, you may activate its {j} abilities.",
            "{J} For each Permanent you control, you may activate its {j} abilities.",
        ),
        # 3.1: a zone a card is put in
        (
            "{J} Put a card from your hand into Reserve.",
            "{J} Put a card from your hand in Reserve.",
        ),
        # 6.5.i: a bound
        (
            "{J} Discard target Permanent with Hand Cost {2} or lower.",
            "{J} Discard target Permanent with Hand Cost {2} or less.",
        ),
        (
            "{J} Put one card from your hand in Reserve.",
            "{J} Put a card from your hand in Reserve.",
        ),
        (
            "When you play a Character with Hand Cost equal to or greater than my number of "
            "Kelon counters \u2014 Draw a card.",
            "When you play a Character with Hand Cost greater than or equal to my number of "
            "Kelon counters \u2014 Draw a card.",
        ),
        (
            "{J} For every Landmark you control, you may activate its {j} abilities.",
            "{J} For each Landmark you control, you may activate its {j} abilities.",
        ),
        # 1.2.1.b: the one opponent of a two-player game chooses the mode (gram33)
        (
            "{J} Your opponent chooses one: \u2022 They draw a card. \u2022 I gain 2 boosts.",
            "{J} Each opponent chooses one: \u2022 They draw a card. \u2022 I gain 2 boosts.",
        ),
        (
            "{J} Draw a card. An opponent chooses one: \u2022 They sacrifice a Character. "
            "\u2022 You draw two cards.",
            "{J} Draw a card. Each opponent chooses one: \u2022 They sacrifice a Character. "
            "\u2022 You draw two cards.",
        ),
    ],
)
def test_a_wording_reads_as_the_grammars(printed: str, grammar_words: str) -> None:
    assert _reading(printed) == _reading(grammar_words)


def test_words_that_are_no_such_wording_are_kept() -> None:
    found = [("enters", 0, 6), ("play", 7, 11), ("under", 12, 17), ("your", 18, 22)]
    found.append(("control", 23, 30))
    assert reworded(found) == found  # "enters play under your control": its own event
    chooser = [("opponent", 0, 8), ("chooses", 9, 16), ("a", 17, 18), ("Character", 19, 28)]
    mine = [("Target", 0, 6), ("a", 7, 8), ("Character", 9, 18), ("your", 19, 23), *chooser]
    assert reworded(mine) == mine  # "… your opponent chooses a Character": not a mode
    rate = [("for", 0, 3), ("every", 4, 9), ("two", 10, 13)]
    assert reworded(rate) == rate  # "for every two …": a rate, not "each"
    offsets = reworded([("under", 0, 5), ("your", 6, 10), ("control", 11, 18)])
    assert offsets == [("you", 0, 10), ("control", 11, 18)]  # the printed span kept


def test_5_2_a_where_the_next_card_is_played_from_said_after_the_duration_is_kept() -> None:
    late = "{T} : The next Character you play this turn from your Reserve gains 1 boost."
    early = "{T} : The next Character you play from your Reserve this turn gains 1 boost."
    assert _reading(late) == _reading(early)
