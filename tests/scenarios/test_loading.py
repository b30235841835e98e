"""Strict loading: every mistake names the file, the line and the field, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scenarios.cards.library import load_set
from scenarios.errors import LoadError
from scenarios.scenario.load import load_scenario

Write = Callable[..., Path]

CARD_SET = """\
set: test
cards:
  - name: Good Card
    type: Character
    forest: 1
  - name: Bad Card
    type: Character
    abilities:
      - reaction:
          trigger: enters_play
          effect:
            - action: {action}
              subject: self
"""


def _errors(fn: Callable[[], object]) -> list[str]:
    with pytest.raises(LoadError) as info:
        fn()
    return info.value.messages


def test_misspelt_keyword_action_names_file_line_field_and_suggests(write: Write) -> None:
    path = write(CARD_SET.format(action="exhuast"))
    (message,) = _errors(lambda: load_set(path))
    assert message.endswith(
        ":12: cards[1].abilities[0].reaction.effect[0].action: unknown keyword action "
        "'exhuast' (did you mean 'exhaust'?)"
    )
    assert message.startswith(str(path)) or path.name in message


def test_keyword_actions_load_by_rules_name(write: Write) -> None:
    cards = load_set(write(CARD_SET.format(action="Exhausted Resupply")))
    assert cards[1].model.abilities[0].reaction is not None
    step = cards[1].model.abilities[0].reaction.effect[0]
    assert step.action == "exhausted_resupply"


def test_unknown_field_is_an_error_with_a_suggestion(write: Write) -> None:
    path = write("set: t\ncards:\n  - name: X\n    type: Character\n    forrest: 2\n")
    (message,) = _errors(lambda: load_set(path))
    assert ":5: cards[0].forrest: unknown field 'forrest' (did you mean 'forest'?)" in message


def test_malformed_token_template(write: Write) -> None:
    text = (
        "set: t\ncards:\n  - name: S\n    type: Spell\n    effect:\n"
        "      - action: create\n        token: Ordis Recruit 1/1 Soldier\n"
    )
    (message,) = _errors(lambda: load_set(write(text)))
    assert ":7: cards[0].effect[0].token: malformed token template" in message


def test_unknown_token_subtype(write: Write) -> None:
    text = (
        "set: t\ncards:\n  - name: S\n    type: Spell\n    effect:\n"
        "      - action: create\n        token: Ordis Recruit 1/1/1 Soldeir\n"
    )
    (message,) = _errors(lambda: load_set(write(text)))
    assert "unknown Character sub-type 'Soldeir' (did you mean 'Soldier'?)" in message


def test_several_problems_are_all_reported(write: Write) -> None:
    text = (
        "set: t\ncards:\n  - name: A\n    type: Charakter\n"
        "  - name: B\n    type: Spell\n    colour: red\n"
    )
    messages = _errors(lambda: load_set(write(text)))
    assert len(messages) == 2
    assert (
        ":4: cards[0].type: unknown card type 'Charakter' (did you mean 'Character'?)"
        in (messages[0])
    )
    assert ":7: cards[1].colour: unknown field 'colour'" in messages[1]


def test_yaml_syntax_error_names_the_line(write: Write) -> None:
    (message,) = _errors(lambda: load_set(write("set: t\ncards:\n  - name: [unclosed\n")))
    assert "YAML syntax error" in message
    assert ":3:" in message or ":4:" in message


def test_duplicate_keys_are_errors(write: Write) -> None:
    (message,) = _errors(lambda: load_set(write("set: t\nset: u\ncards: []\n")))
    assert ":2: YAML syntax error" in message


def test_unknown_keyword_ability_and_trigger(write: Write) -> None:
    text = (
        "set: t\ncards:\n  - name: A\n    type: Character\n    keywords: [Gigantik]\n"
        "    abilities:\n      - reaction:\n          trigger: at_noom\n          effect: []\n"
    )
    messages = _errors(lambda: load_set(write(text)))
    assert any(":5: cards[0].keywords" in m and "'Gigantic'" in m for m in messages)
    assert any(
        ":8: cards[0].abilities[0].reaction.trigger" in m and "at_noon" in m for m in messages
    )


SCENARIO = """\
title: t
players:
  p1:
    hand: [{card}]
  p2: {{}}
expect:
  - zone: {zone}
    count: 0
"""


def test_scenario_unknown_card_names_the_line(write: Write) -> None:
    path = write(SCENARIO.format(card="Kuwat the Disenter", zone="hand:p1"))
    (message,) = _errors(lambda: load_scenario(path))
    assert ":4: players.p1.hand[0]: no card 'Kuwat the Disenter'" in message
    assert "did you mean 'Kuwat, the Dissenter'" in message


def test_scenario_unknown_zone_names_the_line(write: Write) -> None:
    path = write(SCENARIO.format(card="Kitsune", zone="hand:p3"))
    (message,) = _errors(lambda: load_scenario(path))
    assert ":7: expect[0].zone: unknown zone 'hand:p3'" in message


def test_scenario_script_item_with_two_kinds(write: Write) -> None:
    text = "title: t\nplayers: {p1: {}, p2: {}}\nscript:\n  - pass: p1\n    until: Dusk\n"
    (message,) = _errors(lambda: load_scenario(write(text)))
    assert ":4: script[0]: a script item has exactly one of" in message


def test_scenario_unknown_status_and_phase(write: Write) -> None:
    text = (
        "title: t\nphase: Noom\nplayers:\n  p1:\n    hand:\n"
        "      - {card: Kitsune, statuses: [Exausted]}\n  p2: {}\n"
    )
    messages = _errors(lambda: load_scenario(write(text)))
    assert any(":2: phase: unknown phase 'Noom' (did you mean 'Noon'?)" in m for m in messages)
    assert any(":6: players.p1.hand[0].statuses[0]" in m and "'Exhausted'" in m for m in messages)


def test_2_2_16_c_two_cards_cannot_share_a_timestamp(write: Write) -> None:
    text = (
        "title: t\nplayers:\n  p1:\n    reserve:\n      - {card: Kitsune, timestamp: 4}\n"
        "  p2:\n    landmarks:\n      - {card: Plain Landmark, timestamp: 4}\n"
    )
    (message,) = _errors(lambda: load_scenario(write(text)))
    assert "players.p2.landmarks, card 'Plain Landmark': timestamp 4 is also given to" in message
    assert "card 'Kitsune' of p1" in message and "2.2.16.c" in message


def test_2_2_16_b_a_card_in_hand_has_no_timestamp(write: Write) -> None:
    text = "title: t\nplayers:\n  p1:\n    hand:\n      - {card: Kitsune, timestamp: 2}\n  p2: {}\n"
    (message,) = _errors(lambda: load_scenario(write(text)))
    assert "players.p1.hand, card 'Kitsune': a card in a Deck or Hand has no timestamp" in message


def test_timestamps_given_decide_the_order_cards_entered(write: Write) -> None:
    from scenarios.scenario.build import build_state

    text = (
        "title: t\nplayers:\n  p1:\n    landmarks:\n      - {card: Plain Landmark, timestamp: 9}\n"
        "  p2:\n    reserve: [Kitsune]\n"
        "    landmarks:\n      - {card: Plain Landmark, timestamp: 3}\n"
    )
    state, _ = build_state(load_scenario(write(text)))
    mine = state.objects[state.zone("landmark:p1")[0]].timestamp
    theirs = state.objects[state.zone("landmark:p2")[0]].timestamp
    kitsune = state.objects[state.zone("reserve:p2")[0]].timestamp
    assert theirs == 3 and mine == 9
    assert kitsune is not None and kitsune > 9 and state.next_timestamp > kitsune


def test_scenario_needs_two_players(write: Write) -> None:
    (message,) = _errors(lambda: load_scenario(write("title: t\nplayers: {p1: {}}\n")))
    assert ":2: players" in message or ":1: (top level)" in message
    assert "exactly two players" in message


def test_not_a_mapping(write: Write) -> None:
    (message,) = _errors(lambda: load_scenario(write("- just\n- a list\n")))
    assert ":1: (top level): expected a mapping" in message


def test_a_ruling_that_is_not_text_names_the_file_line_and_field(write: Write) -> None:
    text = "title: t\nruling:\n  - not\n  - text\nplayers: {p1: {}, p2: {}}\n"
    path = write(text, "board.yaml")
    (message,) = _errors(lambda: load_scenario(path))
    assert "board.yaml:2: ruling: the ruling is text" in message and "'ruling: |'" in message


def test_a_ruling_that_is_a_number_is_refused_not_turned_into_text(write: Write) -> None:
    path = write("title: t\nplayers: {p1: {}, p2: {}}\nruling: 42\n", "board.yaml")
    (message,) = _errors(lambda: load_scenario(path))
    assert "board.yaml:3: ruling: the ruling is text" in message


def test_a_rule_id_that_is_not_in_cr_5_0_names_the_line_and_field(write: Write) -> None:
    """A misspelt rule id would make ``does_not_cite`` hold vacuously and ``cites`` fail as
    if the engine were wrong: the file is refused, naming where the id is."""
    path = write(
        "title: t\nrules: [9.9.9.z]\nphase: Afternoon\nplayers: {p1: {}, p2: {}}\n"
        "expect:\n  - does_not_cite: [4.2.3.c, 7.4.7.z]\n"
    )
    messages = _errors(lambda: load_scenario(path))
    assert any(
        m.endswith(":2: rules[0]: '9.9.9.z' is not a rule of the Comprehensive Rules 5.0")
        for m in messages
    )
    assert any(":6: expect[0].does_not_cite[1]: '7.4.7.z' is not a rule" in m for m in messages)


def test_the_misprinted_rule_5_1_2_l_is_known_by_its_corrected_id(write: Write) -> None:
    path = write("title: t\nrules: [5.1.2.l]\nphase: Afternoon\nplayers: {p1: {}, p2: {}}\n")
    assert load_scenario(path).model.rules == ("5.1.2.l",)


def test_a_control_character_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "nul.yaml"
    path.write_bytes(b"title: t\nphase: Afternoon\nnote: a\x00b\n")
    (message,) = _errors(lambda: load_scenario(path))
    assert message.endswith(
        ":3: YAML syntax error: unacceptable character U+0000: special characters are not allowed"
    )


SCENARIO_EXPECTING = """\
title: t
phase: Afternoon
players:
  p1:
    hero_expedition: [Vanilla 1/1/1]
  p2: {{}}
expect:
  - object: {{object: Vanilla 1/1/1, {field}: [{value}]}}
"""


@pytest.mark.parametrize("field", ["keywords", "lacks_keywords"])
def test_a_set_s_own_keyword_in_a_keyword_check_is_said_in_a_judge_s_words(
    write: Write, field: str
) -> None:
    path = write(SCENARIO_EXPECTING.format(field=field, value="Lanternlight"))
    (message,) = _errors(lambda: load_scenario(path))
    assert f":8: expect[0].object.{field}[0]: 'Lanternlight' is not one of the values" in message
    assert "'Defender'" in message and "'Tough'" in message
    assert "a set's own keyword" in message and "7.4" in message
    assert "Input should be" not in message
