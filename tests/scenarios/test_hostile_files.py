"""Files never hang or crash the app, and a board the rules forbid is refused at load.

Each test protects one bound of ``scenarios.limits`` or one load-time rules check: the file
is refused with a message naming the file, line and field (and the rule), quickly.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import GameBuilder, to_dict
from scenarios.cards.library import default_library
from scenarios.errors import LoadError
from scenarios.limits import MAX_DEPTH, MAX_ZONE_CARDS
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.state_io import FORMAT_VERSION, state_to_text

Write = Callable[..., Path]

BOARD = """\
title: hostile
players:
  p1:
    hero: Nadir & Bubbles
{p1}
  p2:
    hero: Lindiwe & Maw
"""


def _refused(path: Path) -> list[str]:
    default_library()  # read once per process (the card grammar's tables may be built): not timed
    start = time.monotonic()
    with pytest.raises(LoadError) as info:
        load_scenario(path)
    assert time.monotonic() - start < 5, "refusing a file must be quick"
    return info.value.messages


def _board(write: Write, p1: str) -> Path:
    return write(BOARD.format(p1="\n".join("    " + line for line in p1.splitlines())))


# -- counts and sizes --------------------------------------------------------------------------


def test_a_million_mana_orbs_is_refused_not_built(write: Write) -> None:
    messages = _refused(_board(write, "mana: 1000000"))
    assert messages == [
        f"{messages[0].split(':')[0]}:5: players.p1.mana.ready: at most 200 (got 1000000)"
    ]


def test_a_deck_past_the_zone_limit_is_refused(write: Write) -> None:
    deck = ", ".join(["Vanilla 1/1/1"] * (MAX_ZONE_CARDS + 1))
    (message,) = _refused(_board(write, f"deck: [{deck}]"))
    assert message.endswith(
        f":5: players.p1.deck: at most {MAX_ZONE_CARDS} entries (got {MAX_ZONE_CARDS + 1})"
    )


def test_a_big_legal_board_builds_in_linear_time() -> None:
    """Building a state appends each card in O(1) (it used to copy the zone per card)."""
    b = GameBuilder()
    start = time.monotonic()
    b.deck_of("p1", 20_000)
    state = b.build()
    assert len(state.zone("deck:p1")) == 20_000
    assert time.monotonic() - start < 5


def test_a_file_too_large_is_refused_before_it_is_read(write: Write) -> None:
    path = write("title: big\nnote: '" + "x" * (9 * 1024 * 1024) + "'\n")
    (message,) = _refused(path)
    assert "too large" in message and "at most 8.0 MB" in message


# -- nesting and aliases ------------------------------------------------------------------------


def test_247_nested_brackets_are_refused_without_recursion_error(write: Write) -> None:
    (message,) = _refused(write("title: x\nplayers: " + "[" * 247 + "]" * 247 + "\n"))
    assert message.endswith(f":2: nested too deeply (more than {MAX_DEPTH} levels)")


def test_deep_block_nesting_past_the_parser_is_a_clear_error(write: Write) -> None:
    text = "title: x\nnote:\n" + "".join(" " * i + "- \n" for i in range(0, 3000, 2))
    (message,) = _refused(write(text))
    assert "nested too deeply" in message


def test_122_nested_then_steps_are_refused_without_recursion_error(write: Write) -> None:
    effect = "{action: draw, amount: 1}"
    for _ in range(122):
        effect = f"{{action: draw, amount: 1, then: [{effect}]}}"
    text = (
        "title: x\ncards:\n  - name: Deep\n    type: Character\n    abilities:\n"
        f"      - reaction: {{trigger: enters_play, effect: [{effect}]}}\n"
        + BOARD.format(p1="")[16:]
    )
    path = write(text)
    assert _refused(path) == [f"{path}:6: nested too deeply (more than {MAX_DEPTH} levels)"]


def test_deeply_nested_then_steps_in_block_style_name_their_line_and_field(write: Write) -> None:
    lines = ["title: x", "cards:", "  - name: Deep", "    type: Character", "    abilities:"]
    lines += ["      - reaction:", "          trigger: enters_play", "          effect:"]
    indent = "            "
    for _ in range(30):
        lines.append(f"{indent}- action: draw")
        lines.append(f"{indent}  then:")
        indent += "    "
    lines.append(f"{indent}- action: draw")
    path = write("\n".join(lines) + "\n" + BOARD.format(p1="")[16:])
    (message,) = _refused(path)
    assert message.startswith(f"{path}:")
    assert ": cards[0].abilities[0].reaction.effect[0].then[0].then[0]" in message
    assert message.endswith(f"nested too deeply (more than {MAX_DEPTH} levels)")
    line = int(message.split(":")[1])
    assert 9 < line < 9 + 2 * 30


def test_an_alias_bomb_of_valid_card_steps_is_refused_not_expanded(write: Write) -> None:
    """Ten lines of valid steps whose ``then:`` aliases multiply into 9**10 steps."""
    lines = ["title: x", "cards:", "  - name: Bomb", "    type: Character", "    abilities:"]
    lines += ["      - reaction:", "          trigger: enters_play", "          effect:"]
    lines.append("            - &s0 {action: draw}")
    for n in range(1, 11):
        refs = ", ".join([f"*s{n - 1}"] * 9)
        lines.append(f"            - &s{n} {{action: draw, then: [{refs}]}}")
    text = "\n".join(lines) + "\n" + BOARD.format(p1="")[16:]
    (message,) = _refused(write(text))
    assert ":9: cards[0].abilities[0].reaction.effect[10].then[8]" in message
    assert message.endswith("too many values (more than 400,000, aliases expanded)")


# -- state_file ---------------------------------------------------------------------------------


def _state_text() -> str:
    return state_to_text(GameBuilder().in_hand("p1", "Kuwat").at_afternoon().build())


@pytest.mark.parametrize("name", ["/dev/zero", "../outside.state.json", "/etc/passwd"])
def test_state_file_outside_the_scenario_folder_is_refused(
    write: Write, tmp_path: Path, name: str
) -> None:
    (tmp_path.parent / "outside.state.json").write_text(_state_text())
    (message,) = _refused(write(f"title: x\nstate_file: {name}\n"))
    assert ":2: state_file:" in message and "outside the scenario's folder" in message


def test_state_file_that_is_a_fifo_is_refused_not_waited_on(write: Write, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.state.json")
    (message,) = _refused(write("title: x\nstate_file: pipe.state.json\n"))
    assert "not a regular file" in message


def test_state_file_that_is_a_folder_is_refused(write: Write, tmp_path: Path) -> None:
    (tmp_path / "folder.state.json").mkdir()
    (message,) = _refused(write("title: x\nstate_file: folder.state.json\n"))
    assert ":2: state_file:" in message and "not a regular file" in message


def test_state_file_symlinked_out_of_the_folder_is_refused(write: Write, tmp_path: Path) -> None:
    outside = tmp_path.parent / "elsewhere.state.json"
    outside.write_text(_state_text())
    (tmp_path / "link.state.json").symlink_to(outside)
    (message,) = _refused(write("title: x\nstate_file: link.state.json\n"))
    assert "outside the scenario's folder" in message


def _hostile_state(write: Write, tmp_path: Path, edit: Callable[[dict], None]) -> list[str]:
    data = {
        "format": "judge-app engine state",
        "version": FORMAT_VERSION,
        "state": to_dict(
            GameBuilder().in_hand("p1", "Kuwat").in_expedition("p1", "hero", "Ada").build()
        ),
    }
    edit(data["state"])
    (tmp_path / "bad.state.json").write_text(json.dumps(data))
    return _refused(write("title: x\nstate_file: bad.state.json\n"))


def test_saved_state_with_a_card_in_two_zones_is_refused(write: Write, tmp_path: Path) -> None:
    def twice(state: dict) -> None:
        state["zones"]["hand:p2"] = list(state["zones"]["hand:p1"])

    messages = _hostile_state(write, tmp_path, twice)
    assert any("is in 2 zones (2.1.a)" in m for m in messages)
    assert all(m.startswith(messages[0].split(":")[0]) and "state_file" in m for m in messages)


def test_saved_state_naming_an_unknown_card_is_refused(write: Write, tmp_path: Path) -> None:
    def unknown(state: dict) -> None:
        state["objects"]["o1"]["card_id"] = "nobody-c99"

    messages = _hostile_state(write, tmp_path, unknown)
    assert any("not in the game" in m for m in messages)


def test_saved_state_with_negative_counters_is_refused(write: Write, tmp_path: Path) -> None:
    def negative(state: dict) -> None:
        state["objects"]["o2"]["counters"] = {"boost": -3}

    messages = _hostile_state(write, tmp_path, negative)
    assert any("negative number of counters (2.5.g)" in m for m in messages)


def test_saved_state_with_players_named_like_zones_is_refused(write: Write, tmp_path: Path) -> None:
    def renamed(state: dict) -> None:
        state["players"] = ["hand", "p2"]

    messages = _hostile_state(write, tmp_path, renamed)
    assert any("usable in zone keys" in m for m in messages)


# -- laid-out boards the rules forbid ------------------------------------------------------------


@pytest.mark.parametrize(
    ("p1", "field", "rule"),
    [
        ("hand: [Lindiwe & Maw]", "players.p1.hand[0]", "3.2.6.b"),
        ("hero_expedition: [Plain Spell]", "players.p1.hero_expedition[0]", "5.2.1.a"),
        ("deck: [Booda]", "players.p1.deck[0]", "2.1.e"),
        ("landmarks: [Vanilla 1/1/1]", "players.p1.landmarks[0]", "5.2.3.a"),
        ("hand: [{card: Vanilla 1/1/1, statuses: [Exhausted]}]", "players.p1.hand[0]", "2.4.1.c"),
        ("discard: [{card: Vanilla 1/1/1, boosts: 2}]", "players.p1.discard[0]", "2.5.b"),
    ],
)
def test_a_board_the_rules_forbid_is_refused_at_load_with_its_rule(
    write: Write, p1: str, field: str, rule: str
) -> None:
    (message,) = _refused(_board(write, p1))
    assert f":5: {field}: " in message and f"(CR {rule})" in message


@pytest.mark.parametrize(
    ("p1", "field"),
    [
        ("mana: {ready: -1}", "players.p1.mana.ready"),
        ("hero_expedition: [{card: Vanilla 1/1/1, boosts: -2}]", "players.p1.hero_expedition[0]"),
        (
            "hero_expedition: [{card: Vanilla 1/1/1, counters: {boost: -1}}]",
            "players.p1.hero_expedition[0].counters",
        ),
        ("hero_position: 9", "players.p1.hero_position"),
        ("companion_position: -1", "players.p1.companion_position"),
    ],
)
def test_negative_amounts_and_positions_off_the_adventure_are_refused(
    write: Write, p1: str, field: str
) -> None:
    (message,) = _refused(_board(write, p1))
    assert f":5: {field}" in message


def test_player_names_that_collide_with_zone_keys_are_refused(write: Write) -> None:
    text = BOARD.replace("  p2:", "  hand:").format(p1="")
    (message,) = _refused(write(text))
    assert "players: " in message and "'hand' is a word of zone keys" in message


# -- judge requests -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_text", "field", "says"),
    [
        ("{action: move, objects: [Vanilla 1/1/1], to: graveyard}", "to", "unknown destination"),
        ("{action: exhaust, objects: [Vanilla 1/1/1], controller: p3}", "controller", "p3"),
        ("{action: draw, players: [p9]}", "players", "unknown player 'p9'"),
        ("{action: teleport}", "action", "unknown action 'teleport'"),
        (
            "{action: put, objects: [Vanilla 1/1/1], to: expedition}",
            "to",
            "names the Expedition: add to_expedition",
        ),
    ],
)
def test_a_request_naming_what_does_not_exist_is_refused_at_load_with_its_line(
    write: Write, request_text: str, field: str, says: str
) -> None:
    text = BOARD.format(p1="    hand: [Vanilla 1/1/1]") + f"script:\n  - request: {request_text}\n"
    (message,) = _refused(write(text))
    assert f":9: script[0].request.{field}: " in message and says in message


def test_a_request_cannot_give_a_negative_amount(write: Write) -> None:
    text = BOARD.format(p1="") + "script:\n  - request: {action: draw, amount: -2, players: [p1]}\n"
    (message,) = _refused(write(text))
    assert ":9: script[0].request.amount" in message


def test_a_sound_board_still_loads_and_runs(write: Write) -> None:
    path = _board(write, "hand: [Vanilla 1/1/1]\nmana: 3\nhero_position: 2")
    result = run_scenario(load_scenario(path))
    assert result.errors == [] and result.pending is not None


@pytest.mark.parametrize(
    ("card_type", "rule"), [("Hero", "3.2.6.b"), ("Spell", "5.2.1.a"), ("Permanent", "5.2.2.a")]
)
def test_saved_state_with_a_card_in_a_zone_that_cannot_hold_it_is_refused(
    write: Write, tmp_path: Path, card_type: str, rule: str
) -> None:
    def retyped(state: dict) -> None:
        ada = next(c for c in state["cards"].values() if c["name"] == "Ada")
        ada["type"] = card_type
        if card_type == "Permanent":
            ada["permanent_zone"] = "Landmark"

    messages = _hostile_state(write, tmp_path, retyped)
    assert any(f"(CR {rule})" in m for m in messages), messages


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("turn_player", "x", "the player taking a turn 'x' is not playing (1."),
        ("first_player", "p9", "the first player 'p9' is not playing (1."),
        ("passed", ["p7"], "a player who is not playing has passed (1."),
        # an Expedition's place on the Adventure: 3.2.4.b, not Section 1's summary (1.1.1.d)
        ("positions", {"p5:hero": 0}, "a player who is not playing is on the Adventure (3.2.4.b)"),
    ],
)
def test_saved_state_naming_players_who_are_not_playing_is_refused(
    write: Write, tmp_path: Path, field: str, value: object, says: str
) -> None:
    messages = _hostile_state(write, tmp_path, lambda state: state.__setitem__(field, value))
    assert any(says in m for m in messages), messages
