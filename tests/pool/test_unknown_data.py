"""A set the desk has never seen: unknown values import, named; tokens come from the data;
prints differing only in reminder text are one definition (issue 30).

``tests/data/pool_new_set/NEWSET_EN.json`` is an invented set in the official shape: a token that is
a Landmark Permanent (``TOKEN_LANDMARK_PERMANENT``), a token Character with an ability, cards
creating tokens by name, a card of an unknown type, faction, rarity, sub-type, keyword,
status and token, and two prints that differ only in reminder text.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.pool.describe import import_summary
from scenarios.pool.printing import without_reminders
from scenarios.pool.unknowns import MOST_VALUES, read_type, text_unknowns

NEW_SET = Path(__file__).resolve().parents[1] / "data" / "pool_new_set" / "NEWSET_EN.json"


def _by_name(pool: CardPool, name: str):  # type: ignore[no-untyped-def]
    [card] = pool.lookup(name)
    return card


def test_an_unseen_set_imports_whole_and_names_each_unknown(pool: CardPool, data: Path) -> None:
    report = pool.import_paths([NEW_SET])
    assert report.prints == 8
    assert report.definitions == 7  # the two Tinker's Draft prints are one card
    words = "\n".join(report.unknowns)
    where = "NEWSET_EN.json, card 5, Tide Corsair (ALT_NEWS_B_XX_05_C)"
    for kind, value in (
        ("faction", "Umbra"),
        ("rarity", "Mythic"),
        ("sub-type", "Pirate"),
        ("keyword", "Hasty"),
        ("status", "Dazed"),
        ("token", "Ghost Ship"),
    ):
        assert f"the {kind} “{value}” is not one the desk knows" in words
        [line] = [u for u in report.unknowns if f"“{value}”" in u]
        assert line.endswith(where)
    assert (
        "the card type “Battlefield” is not one the desk knows — imported, and what it does is "
        "resolved by hand (2.2.1.a) — tests/data/pool_new_set/NEWSET_EN.json, card 6, Sea "
        "Fortress (ALT_NEWS_B_AX_06_C)"
    ) in words
    assert len(report.unknowns) == 7  # a composite type is no unknown
    summary = import_summary(report)
    assert "7 values the desk does not know yet" in summary
    assert "ALT_NEWS_B_XX_05_C" in summary and "_" not in summary.split("Battlefield")[1][:40]


def test_a_composite_type_is_read_from_its_parts(pool: CardPool, data: Path) -> None:
    pool.import_paths([NEW_SET])
    circle = _by_name(pool, "Stone Circle")
    assert (circle.type, circle.zone_type, circle.token) == ("Permanent", "Landmark", True)
    assert circle.type_line == "Landmark Permanent token"
    assert read_type("TOKEN_CHARACTER", "", True, ()).type == "Character"
    typed = read_type("TOKEN_EXPEDITION_PERMANENT", "", False, ())
    assert (typed.type, typed.zone_type, typed.token, typed.unknown) == (
        "Permanent",
        "Expedition",
        True,
        "",
    )
    assert read_type("TOKEN_SPELL_HERO", "Odd", False, ()).unknown == "TOKEN_SPELL_HERO"
    assert read_type("BATTLEFIELD", "Battlefield", False, ()).type == "Battlefield"


def test_an_unknown_type_is_played_by_hand_with_its_reason(pool: CardPool, data: Path) -> None:
    pool.import_paths([NEW_SET])
    fortress = _by_name(pool, "Sea Fortress")
    assert fortress.status == "not"
    [ability] = fortress.abilities
    assert ability.status == "not executed"
    assert "card type “Battlefield” is not one the engine plays (2.2.1.a)" in ability.reason
    reading = pool.reading(fortress)
    assert not reading.partly_executable and not reading.executable


def test_unknown_faction_and_rarity_do_not_stop_the_card(pool: CardPool, data: Path) -> None:
    pool.import_paths([NEW_SET])
    corsair = _by_name(pool, "Tide Corsair")
    assert corsair.faction is None
    assert (corsair.forest, corsair.mountain, corsair.water) == (3, 2, 1)
    reasons = {a.text: a.reason for a in corsair.abilities}
    assert "Ghost Ship" in reasons["{H} Create a [GHOST_SHIP] token in my Expedition."]
    # read afresh (the sheet, the board): the same characteristics, the unknowns named
    reading = pool.reading(corsair)
    assert (reading.model.forest, reading.model.hand_cost) == (3, 3)
    # the data's sub-type is kept: a sub-type of the card type it is printed on (2.2.2)
    assert reading.notes == ()
    assert reading.model.subtypes == ("Pirate",)
    reasons = {a.text: a.reason for a in reading.abilities}
    assert reasons["[Hasty]"].startswith("“Hasty” is not one of the rules' keywords (7.4)")
    dazed = reasons["{J} Target Character gains [[Dazed]]."]
    assert dazed.startswith("“Dazed” is not one of the rules' statuses (2.4.1.a)")


def test_a_token_created_by_name_is_its_imported_token_card(pool: CardPool, data: Path) -> None:
    pool.import_paths([NEW_SET])
    caller = _by_name(pool, "Spore Caller")
    assert caller.status == "executable"
    [ability] = pool.reading(caller).model.abilities
    assert ability.reaction is not None
    [step] = ability.reaction.effect
    assert step.token == "Sporeling 1/1/1 Plant"
    [token_ability] = step.token_abilities  # the token card's printed ability (2.2.12.f)
    assert not isinstance(token_ability, str)
    assert token_ability.reaction is not None
    assert token_ability.reaction.trigger == "you_sacrifice_a_character"


def test_a_landmark_token_is_left_to_the_judge_with_why(pool: CardPool, data: Path) -> None:
    pool.import_paths([NEW_SET])
    keeper = _by_name(pool, "Circle Keeper")
    [ability] = keeper.abilities
    assert ability.status == "not executed"
    assert "a Stone Circle token is a Landmark Permanent" in ability.reason
    assert "(7.3.5.a)" in ability.reason


def test_a_new_token_card_makes_the_pool_read_again(
    pool: CardPool, data: Path, tmp_path: Path
) -> None:
    cards = json.loads((NEW_SET).read_text(encoding="utf-8"))
    without_token = [c for c in cards if c["name"] != "Sporeling"]
    first = tmp_path / "cards.json"
    first.write_text(json.dumps(without_token), encoding="utf-8")
    pool.import_paths([first])
    assert _by_name(pool, "Spore Caller").status == "not"
    token = tmp_path / "token.json"
    token.write_text(json.dumps([c for c in cards if c["name"] == "Sporeling"]), encoding="utf-8")
    pool.import_paths([token])  # its token card comes later: the card is read again
    assert _by_name(pool, "Spore Caller").status == "executable"


def test_a_malformed_card_is_still_refused(pool: CardPool, data: Path, tmp_path: Path) -> None:
    cards = json.loads((NEW_SET).read_text(encoding="utf-8"))
    del cards[2]["name"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(cards), encoding="utf-8")
    with pytest.raises(LoadError) as err:
        pool.import_paths([bad])
    assert "card 3 (ALT_NEWS_B_MU_03_C): name: missing" in err.value.messages[0]
    assert pool.is_empty()


def test_a_value_many_cards_share_is_one_line_with_the_first_cards(tmp_path: Path) -> None:
    cards = json.loads(NEW_SET.read_text(encoding="utf-8"))
    corsair = cards[4]
    crew = []
    for n in range(5):
        card = json.loads(json.dumps(corsair))
        card["reference"] = f"ALT_NEWS_B_XX_1{n}_C"
        card["name"] = f"Corsair {n}"
        crew.append(card)
    path = tmp_path / "crew.json"
    path.write_text(json.dumps(crew), encoding="utf-8")
    pool = CardPool(tmp_path / "cards.db")
    try:
        report = pool.import_paths([path])
    finally:
        pool.close()
    [umbra] = [u for u in report.unknowns if "“Umbra”" in u]
    assert "— 5 cards: " in umbra and umbra.endswith("; and 2 more")
    assert "card 1, Corsair 0 (ALT_NEWS_B_XX_10_C); " in umbra
    assert len(report.unknowns) == 6  # faction, rarity, sub-type, keyword, status, token


def test_thousands_of_invented_values_make_a_report_a_judge_can_read(tmp_path: Path) -> None:
    """Found by the probes (issue 34): a card with 50,000 invented sub-types printed 50,000
    lines. The first values are said one by one, the rest counted by kind in one line."""
    corsair = json.loads(NEW_SET.read_text(encoding="utf-8"))[4]
    corsairs = []  # 40 sub-types on four cards (one card holds at most 16: card_limits.py)
    for k in range(4):
        card = json.loads(json.dumps(corsair))
        card["reference"] = f"{corsair['reference']}{k}"
        card["cardSubTypes"] = [
            {"@type": "CardSubType", "reference": f"KIND_{n}", "name": f"Kind{n}"}
            for n in range(10 * k, 10 * k + 10)
        ]
        corsairs.append(card)
    path = tmp_path / "kinds.json"
    path.write_text(json.dumps(corsairs), encoding="utf-8")
    pool = CardPool(tmp_path / "cards.db")
    try:
        report = pool.import_paths([path])
    finally:
        pool.close()
    said = [u for u in report.unknowns if "is not one the desk knows" in u]
    assert len(said) == MOST_VALUES
    # 40 sub-types and the card's faction, rarity, keyword, status and token: 45 values
    last = report.unknowns[-1]
    assert len(report.unknowns) == MOST_VALUES + 1
    assert last.startswith(f"and {45 - MOST_VALUES} more values the desk does not know (")
    assert "sub-types" in last and "_" not in last
    assert report.unknown_values == 45
    assert "45 values the desk does not know yet" in import_summary(report)


def test_known_bracketed_words_are_not_unknowns() -> None:
    known = frozenset({"mana moth", "brassbug"})
    text = (
        "[Resupply]. [[Fleeting]]. Tough 1. [Tough 2] [Tough X] [Scout 2] [Exhausted Resupplies] "
        "Create a [MANA_MOTH] Illusion token. [Brassbug 2/2/2] 1 boost[BB]. [After You]"
    )
    assert text_unknowns(text, known) == []
    assert text_unknowns("[Hasty] [DRAKE] [[Dazed]]", known) == [
        ("status", "Dazed"),
        ("keyword", "Hasty"),
        ("token", "Drake"),
    ]


def test_a_rares_change_marks_inside_a_keyword_are_not_an_unknown_keyword() -> None:
    # A Rare prints what changed between "#" marks, inside the brackets too; the card reader
    # drops the marks and reads "Tough 2", so the import must not name "Tough #2#" unknown.
    assert text_unknowns("[Tough #2#]. #[Scout 1]#. [[#Anchored#]]", frozenset()) == []
    assert text_unknowns("[Hasty #2#]", frozenset()) == [("keyword", "Hasty 2")]


def test_reminder_text_does_not_make_another_definition() -> None:
    assert without_reminders("Draw a card. (A card from the top of your Deck.)") == "Draw a card."
    assert without_reminders(
        "I can't be played. (In draft, you may add any number of them.)"
    ) == without_reminders("I can't be played.  (In Draft or Sealed format, add any number.)")
    # "exhaust me ({T})": an icon printed beside its word is not reminder text
    assert without_reminders("{J} You may exhaust me ({T}) to draw a card.") == (
        "{J} You may exhaust me ({T}) to draw a card."
    )
