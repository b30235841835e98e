"""Statistics and limits (issue 30, session 38): every sibling of sentences_stats_limits.py reads to
what it means or is refused (never another meaning); the writer prints each reading back to the same
reading; boards play each construction on both sides of its condition — the outcome and the rule:

* "My statistics are increased / decreased by N [for each …]" (2.3.1.a, 2.2.11.b-c), also
  as a set keyword's reminder (2.2.12.c);
* "you may keep N more cards in Reserve during Night" — the limit the Clean-up keeps up to
  (4.2.5.c, 3.2.10.b, 2.2.12.m);
* "If my Expedition is behind, create a [token] in it" (7.3.5.a, 7.5.2);
* "for each [noun] sent to Reserve / that gained [status] this way" (6.5.i)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, Phase, find
from engine.reading.passives import statistics
from engine.state.enums import Status, Terrain
from engine.state.game_state import GameState
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from ..cards_text.helpers import at_night, from_phase, names
from ..engine.helpers import pending, rules_of
from .grammar_cards import grammar_fields
from .probe import effect_steps, probe_card
from .sentences_stats_limits import ALL, IT_PLACE, LIMITS, STATS, THEN, THIS_WAY
from .test_board_numbers_and_distribution import _board, _labelled, _resolved

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize(
    ("siblings", "least"),
    [(STATS, 40), (LIMITS, 30), (IT_PLACE, 40), (THIS_WAY, 40), (THEN, 20)],
    ids=["stats", "limits", "it-place", "this-way", "then"],
)
def test_the_siblings_are_many(siblings: dict[str, Any], least: int) -> None:
    assert len(siblings) >= least


def _passive(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else text
    return dict(ability.get("passive") or {})


@pytest.mark.parametrize("text", sorted(ALL))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    """Read: executable, and the part it must hold; ``None``: refused, with a reason."""
    reading = read_printed(probe_card(text))
    wanted = ALL[text]
    if wanted is None:
        assert not reading.executable, text
        assert any(getattr(a, "reason", "") for a in reading.abilities)
        return
    assert reading.executable, [a.reason for a in reading.abilities]
    if text in STATS or text in LIMITS:
        if text.startswith("[["):  # a set keyword: read by its reminder (2.2.12.c)
            text = text[text.index("(") + 1 : text.rindex(")")]
        got = _passive(text)["stats" if text in STATS or "statistic" in text else "limit"]
    elif text in IT_PLACE or text in THEN:
        got = effect_steps(text)[0]
    else:
        got = effect_steps(text)[0]["then"][0]
    assert {k: got.get(k) for k in wanted} == wanted


def test_power_is_refused_by_name() -> None:
    _, stop = grammar_ability("My power is increased by 2.", support=False)
    assert stop is not None and "2.2.11.b" in stop.reason and "power" in stop.reason


def test_a_phase_without_a_limit_is_refused_by_name() -> None:
    _, stop = grammar_ability("You may keep one more card in Reserve during Noon.", support=False)
    assert stop is not None and "4.2.5.c" in stop.reason


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text.removeprefix("SPELL "), support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize(
    "text",
    sorted(
        t
        for t, wanted in ALL.items()
        if wanted is not None and not t.startswith(("[[", "SPELL", "{H}", "At Noon"))
    ),
)
def test_each_reading_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert _read(written) == read, written


# ------------------------------------------------------------- boards: statistics
def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])


def _in_play(text: str, kelons: int) -> GameState:
    """p1's "Unique" (``text``, printed 1/1/1) with ``kelons`` Kelon counters beside Ally;
    p2's Foe."""
    counters = {"Kelon": kelons} if kelons else None
    b = GameBuilder().in_expedition(
        "p1", "hero", "Unique", counters=counters, **grammar_fields(text)
    )
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.build()


@pytest.mark.parametrize(("kelons", "stats"), [(3, (4, 4, 4)), (0, (1, 1, 1))])
def test_2_3_1_a_my_statistics_are_increased_for_each_of_my_counters(
    kelons: int, stats: tuple[int, int, int]
) -> None:
    text = "My statistics are increased by 1 for each of my Kelon counters."
    assert _stats(_in_play(text, kelons), "Unique") == stats


def test_2_2_11_c_statistics_decreased_per_character_counted_as_looked_at() -> None:
    """Unique and Ally are p1's two Characters: -1 {V} twice (the Foe is not p1's)."""
    text = "My {V} is decreased by 1 for each Character you control."
    assert _stats(_in_play(text, 0), "Unique") == (1 - 2, 1, 1)


def test_2_3_1_b_the_statistics_of_a_group_are_increased() -> None:
    text = (
        "The statistics of Characters you control are increased by 1 for each of my Kelon counters."
    )
    state = _in_play(text, 2)
    assert _stats(state, "Ally") == (3, 3, 3)
    assert _stats(state, "Foe") == (1, 1, 1)


@pytest.mark.parametrize(("kelons", "stats"), [(2, (3, 3, 3)), (0, (1, 1, 1))])
def test_2_2_12_c_a_set_keyword_reminder_changes_my_statistics(
    kelons: int, stats: tuple[int, int, int]
) -> None:
    text = "[[Warded]] (My statistics are increased by 1 for each of my Kelon counters.)"
    assert _stats(_in_play(text, kelons), "Unique") == stats


def test_2_2_11_b_plus_one_forest_by_name() -> None:
    state = _in_play("Characters you control have +1 forest.", 0)
    assert _stats(state, "Ally") == (2, 1, 1)
    assert _stats(state, "Foe") == (1, 1, 1)


# ------------------------------------------------------------- boards: the Reserve limit
KEEP_MORE = (
    "If I have 3 or more Kelon counters, you may keep one more card in Reserve during Night."
)


@pytest.mark.parametrize(("kelons", "kept"), [(3, 3), (2, 2)])
def test_4_2_5_c_one_more_card_kept_in_reserve_at_clean_up(kelons: int, kept: int) -> None:
    """No Hero: a Reserve limit of 2 (3.2.10.b); with 3 Kelon counters on Keeper, one more.
    Keeper is Anchored: Rest does not send it to Reserve (4.2.5.b), so its passive works."""
    f = grammar_fields(KEEP_MORE)
    b = GameBuilder().in_expedition(
        "p1", "hero", "Keeper", counters={"Kelon": kelons}, statuses=(Status.ANCHORED,), **f
    )
    for i in range(4):
        b = b.in_reserve("p1", f"R{i}")
    d = pending(at_night(b))
    assert (d.player, d.min_choices) == ("p1", kept)
    assert "3.2.10.b" in d.rules
    assert ("2.2.12.m" in d.rules) is (kept == 3)


# ------------------------------------------------------------- boards: "in it"
BEHIND_CREATE = (
    "At Dusk \u2014 If my Expedition is behind, create an Ordis Recruit 1/1/1 Soldier token in it."
)


_MINE = " [\u201cmy Expedition\u201d is Keeper's: p1's hero Expedition (7.2.1.d, 7.2.1.a)]"
"""Whose "my Expedition" is, said on the line (7.2.1.a; an Emblem-Reaction resolving, 7.2.1.d)."""


@pytest.mark.parametrize(("theirs", "created"), [(2, True), (0, False)])
def test_7_5_2_b_a_token_created_in_my_expedition_when_it_is_behind(
    theirs: int, created: bool
) -> None:
    """Keeper's Hero Expedition at 0 regions against ``theirs`` facing it: behind (7.5.2.b)
    or tied; the token is made in that Expedition (7.3.5.b) as the Reaction resolves, before
    Progress (Rest then sends it away, 2.1.e: the trace says where it was made)."""
    f = grammar_fields(BEHIND_CREATE, "Keeper")
    b = GameBuilder().in_expedition("p1", "hero", "Keeper", statuses=(Status.ANCHORED,), **f)
    b = b.position("p1:hero", 0).position("p2:hero", theirs)
    _, entries = from_phase(b, Phase.DUSK)
    made = [e for e in entries if "Ordis Recruit is created in" in e.text]
    assert [e.text.split(" is created in ")[1] for e in made] == (
        ["p1's hero Expedition" + _MINE] if created else []
    )
    assert all("7.3.5.b" in e.rules for e in made)
    condition = next(e for e in entries if "the condition" in e.text)
    assert {"6.5.d", "7.5.2.b"} <= set(condition.rules)  # behind, said met or not
    assert ("7.5.2.c" in condition.rules) is not created  # tied (7.5.2.c): not met
    assert ("not met" in condition.text) is not created


# ------------------------------------------------------------- boards: "this way"
def test_6_5_i_a_card_drawn_for_each_character_sent_to_reserve_this_way() -> None:
    text = (
        "{J} Send up to two target Characters to Reserve. Draw a card for each Character"
        " sent to Reserve this way."
    )
    state, entries = _resolved(_board(text), _labelled("Ally", "Foe"))
    assert "Ally" in names(state, "reserve:p1") and "Foe" in names(state, "reserve:p2")
    assert len(names(state, "hand:p1")) == 1 + 2  # "Spare" and one per Character sent
    assert "6.5.i" in rules_of(entries)


@pytest.mark.parametrize(("asleep_before", "drawn"), [(False, 2), (True, 1)])
def test_6_5_i_only_characters_that_gained_asleep_this_way_are_counted(
    asleep_before: bool, drawn: int
) -> None:
    """Ally and Foe targeted; a Foe already Asleep gains nothing (nothing happens, 6.1.g
    Remark): only Ally is counted."""
    text = (
        "{J} Up to two target Characters gain Asleep. Draw a card for each Character that"
        " gained Asleep this way."
    )
    b = _board(text)
    if asleep_before:
        b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
        b = b.in_expedition("p1", "hero", "Ally", **ALLY)
        b = b.in_expedition("p2", "hero", "Foe", statuses=(Status.ASLEEP,), **ALLY)
        b = b.in_hand("p1", "Spare", **ALLY).mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = _resolved(b, _labelled("Ally", "Foe"))
    assert Status.ASLEEP in state.objects[find(state, "Ally")].statuses
    assert len(names(state, "hand:p1")) == 1 + drawn
    assert "6.5.i" in rules_of(entries)


# ------------------------------------------------------------- boards: "then" a verb left out
def test_6_1_c_a_verb_left_out_after_then_gives_both_things_in_order() -> None:
    """ "Target Character gains Asleep, then 2 boosts": Ally is Asleep and has 2 boosts."""
    text = "{J} Target Character gains Asleep, then 2 boosts."
    state, entries = _resolved(_board(text), _labelled("Ally"))
    ally = state.objects[find(state, "Ally")]
    assert Status.ASLEEP in ally.statuses and ally.boosts == 2
    assert "7.3.15.a" in rules_of(entries)
