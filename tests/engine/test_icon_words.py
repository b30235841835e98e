"""The card data's icon codes said in words as a trace line is made (issue 31): one
vocabulary (engine/why/icon_words.py) for the engine's lines, the card reader and the
window, so the timeline rewrites no codes; a scenario file quoting a code still finds its
line."""

from __future__ import annotations

import re
from pathlib import Path

from engine.why.icon_words import ICON_WORDS, icons_said
from scenarios import EXAMPLES_DIR
from scenarios.pool.icons import icons_as_words
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_CODE = re.compile(r"\{[A-Za-z]\}")
_COURIER = EXAMPLES_DIR / (
    "2_3_1_d_derived_a_character_that_lost_its_abilities_does_not_react_as_it_is_played.yaml"
)
_LINDIWE = EXAMPLES_DIR / "2_4_6_a_remark_an_exhausted_object_cannot_pay_exhaust_me.yaml"
_TURUUN = EXAMPLES_DIR / "7_3_29_b_woolly_field_turuun_also_receives_the_gift.yaml"


def _run(path: Path) -> RunResult:
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    return result


def test_icons_are_said_in_the_rules_words() -> None:
    """1.1.6.e-j and the terrains: each icon's words; mana amounts without braces; an icon
    printed beside its words is named as the symbol, not said twice (1.1.6.h)."""
    assert icons_said("{T}: I gain 2 boosts.") == "[exhaust me]: I gain 2 boosts."
    assert icons_said("If I'm in {O}, I gain 2 boosts.") == "If I'm in [Water], I gain 2 boosts."
    assert (
        icons_said("{h} Draw a card, pay {1}.")
        == "[When I am played from Hand] Draw a card, pay 1."
    )
    assert icons_said("You may exhaust me ({T}) to also receive it.") == (
        "You may exhaust me ([exhaust symbol]) to also receive it."
    )
    assert icons_said("{Q} stays") == "{Q} stays"  # not an icon: as written
    assert set(ICON_WORDS) == set("JHRTDIVMO")


def test_the_window_says_icons_with_the_engines_words() -> None:
    for letter, words in ICON_WORDS.items():
        assert icons_as_words("{" + letter + "} x") == f"{words} x"


def test_a_reaction_symbol_is_said_in_words_on_the_line_that_says_it_does_not_activate() -> None:
    """2.3.1.d / 7.1.1: "Courier lost its abilities: its [When I am played from Hand] Reaction
    does not activate" — the icon's words, as the card's tile says them."""
    result = _run(_COURIER)
    said = [ln.text for ln in result.lines if "Reaction does not activate" in ln.text]
    assert any(
        "Courier lost its abilities: its [When I am played from Hand] Reaction does not activate"
        in t
        for t in said
    ), said
    assert not any(_CODE.search(ln.text) for ln in result.lines)


def test_an_exhaust_cost_and_a_quoted_ability_are_said_in_words() -> None:
    """2.4.6.a: "its [exhaust me] cost cannot be paid"; a Reaction's printed text quoted with
    "exhaust me ([exhaust symbol])" (1.1.6.h), never the data's codes."""
    lindiwe = _run(_LINDIWE)
    assert any("its [exhaust me] cost cannot be paid" in ln.text for ln in lindiwe.lines)
    turuun = _run(_TURUUN)
    quoted = [ln.text for ln in turuun.lines if "exhaust me (" in ln.text]
    assert quoted and all("exhaust me ([exhaust symbol])" in t for t in quoted), quoted
    for result in (lindiwe, turuun):
        assert not any(_CODE.search(ln.text) for ln in result.lines)


def test_a_scenario_file_quoting_an_icon_code_still_finds_its_line() -> None:
    """Files written before quote "its {H} Reaction" (this example does): the same line."""
    assert "{H} Reaction does not activate" in _COURIER.read_text(encoding="utf-8")
    report = check_scenario(load_scenario(_COURIER))
    assert report.ok, [o for o in report.outcomes if not o.held]


def test_the_reader_and_the_window_say_icons_in_the_engines_words_only() -> None:
    """One vocabulary (engine/why/icon_words.py): the card reader's text read aloud and the
    window's card texts say each icon as the engine's lines do, and read its words (and the
    symbols' names) back as the icon."""
    from scenarios.cards.printed.text import in_words
    from scenarios.pool.icons import words_as_icons

    for letter, words in ICON_WORDS.items():
        assert in_words("{" + letter.lower() + "} x") == f"{words} x"
        assert words_as_icons(f"{words} x") == "{" + letter + "} x"
    assert words_as_icons("exhaust me ([exhaust symbol])") == "exhaust me ({T})"
    assert in_words("pay {1}") == "pay {1}"  # a mana amount read aloud keeps its braces


def test_the_windows_icon_module_loads_no_engine_code_until_a_text_is_said() -> None:
    """Issue 33: the first search imports the card pool's icons and the card mentions, none
    of the engine; saying a card text in words brings the engine's vocabulary."""
    import subprocess
    import sys

    child = (
        "import sys; import scenarios.pool.icons as i; import judge_app.card_mentions; "
        "print('engine' in sys.modules); i.icons_as_words('{J} x'); print('engine' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]
