"""Every hand-written library card agrees with itself and with its printed Common (issue 18,
item 4): trigger and cost icons read as the rules define them (7.1.1, 7.1.4, 2.2.12.d),
abilities are part of the printed text, the print a note names has the card's faction,
and — for the few Commons of ``tests/data/cards/library_commons.json``, in the card API's
shape (characteristics only) — the printed characteristics (2.2) are the Common's."""

from __future__ import annotations

import json
from pathlib import Path

from scenarios.cards.library import default_library
from scenarios.cards.library_prints import icon_problems, library_problems
from scenarios.cards.printed import PrintedCard, printed_from_api

COMMONS = Path(__file__).resolve().parents[1] / "data" / "cards" / "library_commons.json"


def _prints() -> list[tuple[str, PrintedCard]]:
    data = json.loads(COMMONS.read_text(encoding="utf-8"))
    return [(card["reference"], printed_from_api(card)) for card in data]


def test_7_1_1_every_library_card_agrees_with_its_icons_text_and_print() -> None:
    assert library_problems(default_library().cards.values()) == []


def test_2_2_library_characteristics_are_those_of_the_printed_common() -> None:
    prints = _prints()
    assert len(prints) == 6
    library = default_library()
    names = {p.name for _, p in prints}
    assert all(library.get(n).name == n for n in names)  # each fixture card is in the library
    assert library_problems(library.cards.values(), prints) == []


def test_a_wrong_faction_cost_or_statistic_is_caught() -> None:
    asmodeus = default_library().get("Asmodeus")
    wrong = asmodeus.model.model_copy(update={"faction": "Muna", "hand_cost": 5, "water": 4})
    card = type(asmodeus)(
        wrong, asmodeus.set, asmodeus.path, asmodeus.line, asmodeus.compiled, asmodeus.printed
    )
    note, *problems = library_problems([card], _prints())
    assert "follows ALT_CORE_B_LY_20_C, a Lyra card" in note  # its note names the print
    assert [p.split(":")[1].split(" is ")[0].strip() for p in problems] == [
        "faction",
        "hand_cost",
        "water",
    ]
    assert all("ALT_CORE_B_LY_20_C" in p for p in problems)


def test_7_1_1_a_trigger_read_as_the_wrong_icon_is_caught() -> None:
    kitsune = default_library().get("Kitsune").model
    (ability,) = kitsune.abilities
    assert ability.reaction is not None
    misread = ability.model_copy(
        update={"reaction": ability.reaction.model_copy(update={"trigger": "enters_play"})}
    )
    problems = icon_problems(kitsune.model_copy(update={"abilities": (misread,)}))
    assert problems and "{H}" in problems[0] and "enters_play" in problems[0]


def test_7_1_4_b_a_discard_me_cost_not_written_d_is_caught() -> None:
    alice = default_library().get("Alice").model
    renamed = tuple(
        a.model_copy(update={"text": a.text.replace("{D}", "{T}")}) for a in alice.abilities
    )
    text = alice.text.replace("{D}", "{T}")
    problems = icon_problems(alice.model_copy(update={"abilities": renamed, "text": text}))
    assert any("not written {D}" in p for p in problems)


def test_invented_text_is_caught() -> None:
    jammer = default_library().get("Armored Jammer").model
    problems = icon_problems(jammer.model_copy(update={"text": "{J} Sabotage."}))
    assert problems == [
        "Armored Jammer: the ability “When I leave your Landmark zone – Sabotage.” is not in "
        "its printed text"
    ]


def test_a_note_naming_another_factions_print_is_caught() -> None:
    anubis = default_library().get("Anubis").model
    assert "ALT_CORE_B_OR_20_C" in anubis.note
    problems = icon_problems(anubis.model_copy(update={"faction": "Muna"}))
    assert problems and "Ordis" in problems[0]
