"""Issue 34: a large scenario file opens in about a second, not twenty.

A 7 MB scenario of 350 typed cards (within the 8 MB file bound) took ruamel's pure-Python
round-trip loader 20–23 s. Files are now read by the safe loader on ruamel.yaml.clib's C
parser; the line of an element (an error message, a card's line) is found in the same text's
node tree, composed by the C parser when first asked for. These tests hold that the
pure-Python parser is not needed for a valid file, and that the data and the lines are the
round-trip loader's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml.parser import Parser

from scenarios import PACKAGE_DIR
from scenarios.errors import LoadError
from scenarios.scenario.load import load_scenario
from scenarios.yamlio import line_of, load_yaml

_CARD = """  - name: Typed {n}
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    read_text: true
    text: "{{J}} Draw a card."
"""


def _scenario(path: Path, cards: int, extra: str = "") -> Path:
    body = "".join(_CARD.format(n=n) for n in range(cards))
    path.write_text(
        "title: typed cards\ncards:\n" + body + extra + "players:\n  p1:\n"
        "    hero: Nadir & Bubbles\n    hand: [Typed 1]\n  p2:\n    hero: Lindiwe & Maw\n",
        encoding="utf-8",
    )
    return path


@pytest.fixture
def no_pure_python_parser(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pure-Python parser (what the round-trip loader runs on) refuses to work."""

    def refuse(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("the pure-Python YAML parser was used")

    monkeypatch.setattr(Parser, "check_event", refuse)
    yield


def test_a_scenario_of_many_typed_cards_is_read_without_the_pure_python_parser(
    tmp_path: Path, no_pure_python_parser: None
) -> None:
    scenario = load_scenario(_scenario(tmp_path / "many.yaml", 40))
    # each card's line, from the node tree: card n starts on line 3 + 9n
    assert [scenario.local[f"typed-{n}"].line for n in (0, 1, 39)] == [3, 12, 3 + 9 * 39]


def test_an_error_in_a_fast_read_file_names_its_line(
    tmp_path: Path, no_pure_python_parser: None
) -> None:
    # card 3 starts on line 30 (3 + 9 × 3), its hand_cost two lines below
    bad = "  - name: Typed bad\n    type: Character\n    hand_cost: many\n"
    path = _scenario(tmp_path / "bad.yaml", 3, bad)
    with pytest.raises(LoadError) as error:
        load_scenario(path)
    assert "bad.yaml:32: cards[3].hand_cost" in str(error.value)


def test_a_syntax_error_is_said_with_its_line_as_before(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("title: x\ncards:\n  - name: [unclosed\nplayers: {}\n", encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_yaml(path)
    assert "broken.yaml:" in str(error.value) and "YAML syntax error" in str(error.value)
    assert str(error.value) == str(_round_trip_error(path))


def _round_trip_error(path: Path) -> LoadError:
    with pytest.raises(LoadError) as error:
        load_yaml(path, round_trip=True)
    return error.value


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    for kind in (bool, int, float, str):
        if isinstance(value, kind):
            return kind(value)
    return value


def _locs(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _locs(item, (*prefix, key))
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from _locs(item, (*prefix, n))


def test_the_fast_reading_gives_the_round_trip_loaders_data_and_lines() -> None:
    files = sorted((PACKAGE_DIR / "examples").glob("*.yaml"))[::9]
    files += sorted((PACKAGE_DIR / "library").glob("*.yaml"))
    assert len(files) > 40
    for path in files:
        fast, slow = load_yaml(path), load_yaml(path, round_trip=True)
        assert _plain(fast) == _plain(slow), path
        for loc in list(_locs(slow))[:400]:
            assert line_of(fast, loc) == line_of(slow, loc), (path, loc)
