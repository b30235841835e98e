"""Nothing silently ignored: a printed ability the reader cannot compile is named in the
trace — "Not executed — resolve by hand: <printed text>" — at the moment it would apply,
with the rule of its trigger, so the judge applies it with the edit tools."""

from __future__ import annotations

from pathlib import Path

from engine import ByHand, Phase, TriggerKind
from engine.why.trace import TraceEntry
from scenarios.cards.byhand import by_hand_of
from scenarios.cards.printed import PrintedCard
from scenarios.pool.reading import library_card, read
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

BY_HAND = "Not executed — resolve by hand"

_CARD = """\
  - name: {name}
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "{text}"
    read_text: true
"""


def _entries(
    tmp_path: Path, text: str, script: str, players: str, phase: str = ""
) -> list[TraceEntry]:
    """The trace of a scenario with the typed card "Fixture" holding ``text``."""
    yaml = (
        "title: by hand\n"
        + (f"phase: {phase}\n" if phase else "")
        + "cards:\n"
        + _CARD.format(name="Fixture", text=text)
        + "players:\n"
        + players
        + ("script:\n" + script if script else "script: []\n")
    )
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert list(result.errors) == []
    return result.entries


def _run(tmp_path: Path, text: str, script: str, players: str, phase: str = "") -> list[str]:
    return [e.text for e in _entries(tmp_path, text, script, players, phase)]


IN_HAND = "  p1:\n    hand: [Fixture]\n  p2: {}\n"
IN_RESERVE = "  p1:\n    reserve: [Fixture]\n  p2: {}\n"
PLAY_TO_HERO = "  - play: {card: Fixture, to: hero}\n"


def test_7_1_1_a_an_unreadable_enter_play_ability_is_named_when_the_card_enters_play(
    tmp_path: Path,
) -> None:
    entries = _entries(tmp_path, "{J} Name a card.", PLAY_TO_HERO, IN_HAND)
    (entry,) = [e for e in entries if BY_HAND in e.text]
    assert "Fixture enters p1's hero Expedition" in entry.text
    assert f"{BY_HAND}: Fixture: “[When I enter play] Name a card.” (7.1.1.a)" in entry.text
    assert "7.1.1.a" in entry.rules
    # Before this, nothing in the trace said so (it was only a load-time warning).
    assert not any(BY_HAND in e.text for e in entries[: entries.index(entry)])


def test_an_ability_with_an_unknown_trigger_is_named_when_the_card_enters_play_7_3_10_a(
    tmp_path: Path,
) -> None:
    entries = _entries(
        tmp_path, "When an opponent looks at your hand — Draw a card.", PLAY_TO_HERO, IN_HAND
    )
    (entry,) = [e for e in entries if BY_HAND in e.text]
    assert "enters p1's hero Expedition" in entry.text
    assert "“When an opponent looks at your hand — Draw a card.” (7.3.10.a)" in entry.text
    assert "7.3.10.a" in entry.rules


def test_7_1_1_b_a_hand_ability_is_not_named_when_the_card_is_played_from_reserve(
    tmp_path: Path,
) -> None:
    script = "  - play: {card: Fixture, to: hero, from: reserve}\n"
    lines = _run(tmp_path, "{H} Name a card.", script, IN_RESERVE)
    assert any("Fixture enters p1's hero Expedition" in t for t in lines)
    assert not any(BY_HAND in t for t in lines)


def test_7_1_1_c_a_reserve_ability_is_named_when_the_card_is_played_from_reserve(
    tmp_path: Path,
) -> None:
    script = "  - play: {card: Fixture, to: hero, from: reserve}\n"
    lines = _run(tmp_path, "{R} Name a card.", script, IN_RESERVE)
    (line,) = [t for t in lines if BY_HAND in t]
    assert "[When I am played from Reserve] Name a card.” (7.1.1.c)" in line


def test_4_2_b_an_unreadable_at_noon_ability_is_named_as_noon_begins(tmp_path: Path) -> None:
    players = "  p1:\n    hero_expedition: [Fixture]\n  p2: {}\n"
    lines = _run(tmp_path, "At Noon — Name a card.", "", players, phase="Noon")
    (line,) = [t for t in lines if BY_HAND in t]
    assert line.startswith("Day 1: Noon begins")
    assert "“At Noon — Name a card.” (4.2.b)" in line


def test_2_2_12_d_a_support_at_noon_ability_is_named_only_from_reserve(tmp_path: Path) -> None:
    text = "{I} At Noon — Name a card."
    in_play = "  p1:\n    hero_expedition: [Fixture]\n  p2: {}\n"
    assert not any(BY_HAND in t for t in _run(tmp_path, text, "", in_play, phase="Noon"))
    lines = _run(tmp_path, text, "", IN_RESERVE, phase="Noon")
    (line,) = [t for t in lines if BY_HAND in t]
    assert "Fixture (support ability): “At Noon — Name a card.” (4.2.b)" in line


def test_an_imported_card_carries_its_unreadable_abilities_to_the_engine_card() -> None:
    printed = PrintedCard(
        name="Imported Fixture",
        type="Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="{J} I gain 1 boost.  At Dusk — Name a card.  {H} Name a card.",
    )
    card = library_card(read(printed), Path("fixture.json"), "pool:fixture")
    assert card.compiled.fields["by_hand"] == (
        ByHand("At Dusk — Name a card.", TriggerKind.AT_PHASE, Phase.DUSK),
        ByHand("[When I am played from Hand] Name a card.", TriggerKind.PLAYED_FROM_HAND),
    )
    assert len(card.compiled.fields["abilities"]) == 1  # the {J} boost still runs


def test_executed_abilities_are_not_kept_for_the_judge() -> None:
    printed = PrintedCard(name="Plain", type="Character", main_text="{J} I gain 1 boost.")
    assert by_hand_of(read(printed).abilities) == ()


def test_7_5_12_a_an_unreadable_spell_effect_is_named_when_the_spell_is_played(
    tmp_path: Path,
) -> None:
    spell = (
        _CARD.format(name="Fixture", text="Name a card.")
        .replace("type: Character", "type: Spell")
        .replace("    forest: 1\n    mountain: 1\n    water: 1\n", "")
    )
    path = tmp_path / "spell.yaml"
    path.write_text(
        "title: spell\ncards:\n"
        + spell
        + "players:\n"
        + IN_HAND
        + "script:\n  - play: {card: Fixture}\n",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    (entry,) = [e for e in result.entries if BY_HAND in e.text]
    assert "Fixture goes to p1's Reserve" in entry.text  # it leaves Limbo: it is played
    assert "Fixture: “Name a card.” (7.5.12.a)" in entry.text


def _spell_and_fixture(tmp_path: Path, text: str) -> list[TraceEntry]:
    """p1 has the typed "Fixture" with ``text`` in their hero Expedition and plays the
    typed Spell "Study" ("Draw a card.")."""
    spell = (
        _CARD.format(name="Study", text="Draw a card.")
        .replace("type: Character", "type: Spell")
        .replace("    forest: 1\n    mountain: 1\n    water: 1\n", "")
    )
    path = tmp_path / "event.yaml"
    path.write_text(
        "title: event\ncards:\n"
        + _CARD.format(name="Fixture", text=text)
        + spell
        + "players:\n  p1:\n    hero_expedition: [Fixture]\n    hand: [Study]\n"
        + "    deck: [Study]\n  p2: {}\n"
        + "script:\n  - play: {card: Study}\n",
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path))
    assert list(result.errors) == []
    return list(result.entries)


def test_6_3_f_an_unreadable_event_ability_is_named_when_its_event_happens(
    tmp_path: Path,
) -> None:
    entries = _spell_and_fixture(tmp_path, "When you play a Spell — Name a card.")
    (entry,) = [e for e in entries if BY_HAND in e.text]
    assert "Study goes to p1's Reserve" in entry.text  # 5.1.2.l: as the Spell leaves Limbo
    assert "Fixture: “When you play a Spell — Name a card.” (5.1.2.l)" in entry.text
    assert "5.1.2.l" in entry.rules
    # Not when Fixture entered play: its trigger is known, so it waits for its event.
    assert not any(BY_HAND in e.text for e in entries[: entries.index(entry)])


def test_6_3_f_an_unreadable_event_ability_is_not_named_for_another_event(
    tmp_path: Path,
) -> None:
    entries = _spell_and_fixture(tmp_path, "When you play a Character — Name a card.")
    assert not any(BY_HAND in e.text for e in entries)  # a Spell is no Character


def test_4_2_4_i_an_unreadable_fails_to_move_forward_ability_is_named_at_progress(
    tmp_path: Path,
) -> None:
    text = "When my Expedition fails to move forward during Dusk — Name a card."
    # Both hero Expeditions hold a 1/1/1 Fixture: tied everywhere, neither moves forward.
    players = "  p1:\n    hero_expedition: [Fixture]\n  p2:\n    hero_expedition: [Fixture]\n"
    entries = _entries(tmp_path, text, "", players, phase="Dusk")
    (entry,) = [e for e in entries if BY_HAND in e.text]
    assert entry.text.startswith("Progress: nothing happens")
    assert entry.text.count("Fixture: “When my Expedition fails to move forward") == 2
    assert "4.2.4.i" in entry.rules
    alone = "  p1:\n    hero_expedition: [Fixture]\n  p2: {}\n"  # 1/1/1 beats nothing
    assert not any(BY_HAND in e.text for e in _entries(tmp_path, text, "", alone, phase="Dusk"))
