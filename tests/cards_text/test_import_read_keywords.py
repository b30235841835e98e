"""Set keywords on import: the import summary says a set keyword it READS by its reminder as read
(2.2.12.c), not as "not one the desk knows"; a numbered one ("Tether 1", "Tether 2") once, with its
numbers and the cards of every number; a keyword it does not read still as unknown."""

from __future__ import annotations

from scenarios.cards.printed.reminded_keywords import defined_keywords
from scenarios.pool.unknowns import Unknown, numbers_together, set_keyword_consequence

PRINTS = [
    ("[Lash 1]. (When I go to Reserve — Target Character gains 1 boost.)", "Alpha"),
    ("[Lash 2]. (When I go to Reserve — Target Character gains 2 boosts.)", "Beta"),
    ("[Gust]. (At Dusk, I gain 1 boost.)", "Gamma"),
]


def _unknown(value: str, card: str) -> tuple[Unknown, list[str]]:
    said = set_keyword_consequence(value, defined_keywords(PRINTS))
    prefix = "the set's own keyword: read by the reminder "
    where = said.removeprefix(prefix).split(" (2.2.12.c;")[0] if said.startswith(prefix) else ""
    u = Unknown(f"REF_{card}", card, "keyword", value, said or "imported", read_by=where)
    return u, [f"card {card}"]


def test_a_set_keyword_read_is_said_read_not_unknown() -> None:
    u, _ = _unknown("Gust", "Gamma")
    said = u.words()
    assert "not one the desk knows" not in said
    assert said.startswith("the keyword “Gust” is the set's own, read by the reminder")
    assert "on Gamma" in said and "2.2.12.c" in said


def test_a_keyword_not_defined_is_still_unknown() -> None:
    u = Unknown("REF", "Delta", "keyword", "Squall", "imported; resolved by hand (7.4)")
    assert "is not one the desk knows" in u.words()


def test_a_numbered_set_keyword_is_said_once_with_its_numbers() -> None:
    values = [_unknown("Lash 2", "Beta"), _unknown("Gust", "Gamma"), _unknown("Lash 1", "Alpha")]
    together = numbers_together(values)
    assert len(together) == 2
    lash = next(u for u, _ in together if u.value == "Lash")
    cards = next(c for u, c in together if u.value == "Lash")
    said = lash.words()
    assert said.startswith("the keyword “Lash” (printed as Lash 1, Lash 2) is the set's own")
    assert "[Lash 1] on Alpha" in said and "[Lash 2] on Beta" in said
    assert cards == ["card Beta", "card Alpha"]


def test_one_number_alone_is_said_as_printed() -> None:
    (only,) = numbers_together([_unknown("Lash 2", "Beta")])
    assert only[0].words().startswith("the keyword “Lash 2” is the set's own")
