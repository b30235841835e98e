"""Reveal and naming (issue 30): every sibling of sentences_reveal_naming.py reads to what it means
— another player's top card revealed (1.4.7.b, 1.2.7.d) and the effect's controller's step on what
it is (6.5.d, 6.5.e, 6.5.f: ``follow_ups_yours``); "[a noun] revealed this way" after a reveal of
the top of your deck read as "[a noun] from among them" (6.1.g) — the near-misses stay refused; the
writer prints each reading back to the same reading."""

from __future__ import annotations

import re
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.semantics.named_values import CARD_TYPES
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.printed import PrintedCard, read_printed

from .sentences_reveal_naming import NAMED, NAMED_REFUSED, REFUSED_SIBLINGS, REVEALED_WAY, THEIR_TOP


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def _effect(ability: dict[str, Any]) -> list[dict[str, Any]]:
    effect: list[dict[str, Any]] = (ability.get("reaction") or ability["quick_action"])["effect"]
    return effect


def test_the_siblings_are_many() -> None:
    assert len(THEIR_TOP) >= 40
    assert len(REVEALED_WAY) >= 10
    assert len(REFUSED_SIBLINGS) >= 15


@pytest.mark.parametrize("text", sorted(THEIR_TOP))
def test_each_their_top_sibling_is_the_controllers_step_on_what_it_is(text: str) -> None:
    players, action, condition, otherwise = THEIR_TOP[text]
    (reveal,) = _effect(_read(text))
    assert (reveal["action"], reveal["subject"], reveal["amount"]) == (
        "reveal",
        "top_cards_of_your_deck",
        1,
    )
    assert reveal["players_do"] == players
    assert reveal["follow_ups_yours"] is True  # the effect's controller's step (6.5.f)
    (follow,) = reveal["then"]
    assert (follow["action"], follow["if"]) == (action, condition)
    assert "players_do" not in follow
    if otherwise:
        ((other,),) = (follow["otherwise"],)
        assert other["action"] == otherwise
    else:
        assert "otherwise" not in follow


@pytest.mark.parametrize("text", REVEALED_WAY)
def test_revealed_this_way_reads_as_from_among_them(text: str) -> None:
    among = text.replace("one of the cards revealed this way", "one of them")
    among = among.replace("a card revealed this way", "one of them")  # any card shown
    among = among.replace("revealed this way", "from among them")
    assert _read(text) == _read(among)
    (reveal,) = _effect(_read(text))
    assert reveal["action"] == "reveal"
    assert reveal["then"][0]["subject"] == "a_card_among_them"


@pytest.mark.parametrize("text", sorted(REFUSED_SIBLINGS))
def test_each_near_miss_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, REFUSED_SIBLINGS[text]


@pytest.mark.parametrize("text", sorted(t for t in THEIR_TOP if "Target player" not in t))
def test_a_their_top_sibling_is_written_and_read_back_the_same(text: str) -> None:
    """ "Target player reveals …" is not written by the writer yet (alone too, as gq's)."""
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "reveals the top card of their deck." in written
    assert _read(written) == read


@pytest.mark.parametrize("text", sorted(t for t in THEIR_TOP if "Target player" in t)[:3])
def test_target_player_reveal_is_written_with_its_player(text: str) -> None:
    """id (session 38): "Target player [step]" has the writer's words now (the player the
    controller targets, 6.5.b): written with them and read back the same."""
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "Target player reveals the top card of their deck" in written
    assert _read(written) == read


def _executable(text: str) -> bool:
    """The whole card, read by the grammar alone, compiles to steps the engine runs."""
    card = PrintedCard(
        "Unique",
        "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    return read_printed(card, patterns=False).executable


@pytest.mark.parametrize("text", sorted({*THEIR_TOP, *REVEALED_WAY, *NAMED}))
def test_each_sibling_runs_in_the_engine(text: str) -> None:
    assert _executable(text)


def test_the_naming_siblings_are_many() -> None:
    assert len(NAMED) >= 40
    assert len(NAMED_REFUSED) >= 8


@pytest.mark.parametrize("text", sorted(NAMED))
def test_each_naming_is_one_value_named_then_the_steps_said_of_it(text: str) -> None:
    """One mode per type of 2.2.1.a, its steps the same but for the value (6.1.g)."""
    (choice,) = _effect(_read(text))
    assert (choice["action"], choice["named"], choice["choose"]) == ("choose", "card type", 1)
    assert [m["text"] for m in choice["modes"]] == list(CARD_TYPES)
    negated = "not the named" in text
    for mode in choice["modes"]:
        (first,) = mode["effect"]
        assert first["action"] == NAMED[text]
        condition = first["then"][0]["if"]
        value = str(mode["text"]).lower()
        assert condition.endswith(value) and ("not" in condition) == negated
        assert "named" not in str(mode["effect"])


@pytest.mark.parametrize("text", sorted(NAMED_REFUSED))
def test_each_naming_near_miss_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, NAMED_REFUSED[text]


@pytest.mark.parametrize("text", sorted(t for t in NAMED if "Target player" not in t)[::4])
def test_a_naming_is_written_and_read_back_the_same(text: str) -> None:
    """Written back when its steps said of one type are (else refused, not miswritten)."""
    read = _read(text)
    twin = re.sub(r"Name (?:a|one) (?:card )?type\. ", "", text)
    twin = re.sub(r"the named (?:card )?type", "a Character", twin)
    try:
        write_ability({**_read(twin), "text": twin})
    except Unwritable:
        with pytest.raises(Unwritable):
            write_ability({**read, "text": text})
        return
    written = write_ability({**read, "text": text})
    assert "Name a card type." in written and "the named type" in written
    assert _read(written) == read
