"""The grammar reads first and the sentence patterns after it (issue 30): what the
grammar reads runs; what it does not is still read by the patterns; a by-hand reason names
the part actually not read; a reading the grammar is unsure of is not executed."""

from __future__ import annotations

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import PrintedCard, Reading, read_printed


def _unique(text: str, *, patterns: bool = True) -> Reading:
    card = PrintedCard(
        "Unique",
        "Character",
        rarity="unique",
        hand_cost=2,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    return read_printed(card, patterns=patterns)


def _reason(reading: Reading) -> str:
    (ability,) = reading.abilities
    assert ability.status == "not executed"
    return ability.reason


def test_a_uniques_colon_condition_runs_as_the_commons_comma_does() -> None:
    colon = _unique("{J} If you control a token: Draw a card.")
    comma = _unique("{J} If you control a token, draw a card.")
    assert colon.executable and comma.executable
    assert colon.model.abilities[0].reaction == comma.model.abilities[0].reaction


def test_a_uniques_output_the_grammar_does_not_read_is_read_by_the_patterns() -> None:
    text = "{J} If you control a token: I gain 1 boost per Expedition in {V}."
    assert grammar_ability(text, support=False, patterns=False)[0] is None
    assert _unique(text).executable


def test_a_keyword_list_is_every_keyword() -> None:
    reading = _unique("Gigantic, Tough 1.")
    assert reading.executable
    assert reading.model.keywords == ("Gigantic", "Tough 1")


def test_the_reason_names_the_part_after_the_colon_not_the_condition() -> None:
    reason = _reason(_unique("{J} If you control a token: Pay {1} to foo the bar."))
    assert "pay {1} to foo the bar" in reason.lower()
    assert "if you control a token" not in reason.lower()


def test_a_colon_condition_over_several_steps_governs_them_all() -> None:
    """ "If [c]: [X], then [Y]": the condition governs X and Y, evaluated once (6.5.d,
    6.5.e): the reading puts it on X and Y after X under it (``also``), not on Y again."""
    reading = _unique("{J} If you control a token: Draw a card, then I gain 1 boost.")
    assert reading.executable
    (step,) = reading.model.abilities[0].reaction.effect  # type: ignore[union-attr]
    assert step.condition == "you control a token"
    assert [s.action for s in step.also] == ["give_boost"]
    assert step.also[0].condition is None


def test_otherwise_after_several_steps_is_left_to_the_judge() -> None:
    """ "If [c]: [X], then [Y], otherwise [Z]": which steps does Z replace? Not guessed."""
    text = "{J} If you control a token: Draw a card. I gain 1 boost, otherwise Resupply."
    assert not _unique(text, patterns=False).executable


def test_otherwise_with_no_condition_is_not_read() -> None:
    reading = _unique("{J} Draw a card, otherwise I gain 1 boost.")
    assert not reading.executable


def test_it_naming_nothing_is_not_executed() -> None:
    """ "{J} It gains 1 boost.": "it" names nothing the trigger names (6.3.i)."""
    assert "'it'" in _reason(_unique("{J} It gains 1 boost.", patterns=False))


def test_it_after_a_target_is_that_target() -> None:
    reading = _unique("{J} Send target Character to Reserve, then exhaust it.", patterns=False)
    assert reading.executable
    (step,) = reading.model.abilities[0].reaction.effect  # type: ignore[union-attr]
    assert step.then[0].subject == "it"


def test_a_zone_a_filter_cannot_say_is_not_dropped() -> None:
    """ "When a Character in play or in Reserve gains ...": the zone words are not lost
    from the trigger's filter — the ability is left to the judge instead."""
    text = "When a Character in play or in Reserve gains 1 or more boosts — Draw a card."
    assert grammar_ability(text, support=False, patterns=False)[0] is None


def test_without_patterns_only_the_grammar_reads() -> None:
    text = "Cards in your opponent's Reserve can't gain counters."
    assert _unique(text).executable  # the patterns read it (1.4.1.a) ...
    assert not _unique(text, patterns=False).executable  # ... the grammar does not
