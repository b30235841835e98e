"""A script naming a card several objects share is refused with where those objects ARE
(blind29 finding 05: the message named the zones searched — "p1's Reserve" that held none
of them — instead of the Hands the copies were in)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario


def _errors(tmp_path: Path, p1: str, p2: str) -> list[str]:
    path = tmp_path / "ambiguous.yaml"
    path.write_text(
        "title: ambiguous\nphase: Afternoon\nfirst_player: p1\nplayers:\n"
        f"  p1: {p1}\n  p2: {p2}\n"
        "script:\n  - play: {card: Vanilla 1/1/1, to: hero}\n",
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path)).errors


def test_the_message_names_the_zones_the_objects_are_in(tmp_path: Path) -> None:
    errors = _errors(
        tmp_path,
        "{hand: [Vanilla 1/1/1, Vanilla 1/1/1], mana: 3}",
        "{hand: [Vanilla 1/1/1], reserve: [Vanilla 2/2/2]}",
    )
    assert len(errors) == 1
    said = errors[0]
    assert "3 objects named 'Vanilla 1/1/1' (2 in p1's Hand, 1 in p2's Hand)" in said
    assert "Reserve" not in said  # searched, but none of them is there


def test_a_copy_in_the_mana_zone_is_not_counted_as_one_to_play(tmp_path: Path) -> None:
    """A Mana Orb is no card in Hand or Reserve (3.2.9.c): the one copy in Hand is played."""
    errors = _errors(tmp_path, "{hand: [Vanilla 1/1/1], mana: [{card: Vanilla 1/1/1}, orb]}", "{}")
    assert errors == []
