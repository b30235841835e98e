"""Importing official card data: prints and languages merge, re-import updates, a bad file
names file and field and changes nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.pool import CardPool, ImportCancelled


def test_import_counts_prints_and_definitions(pool: CardPool, data: Path) -> None:
    report = pool.import_paths([data / "TEST_EN.json"])
    assert report.prints == 8
    # Cogwheel Tinkerer: the Common and the out-of-faction Rare (R2) are one definition
    # (same name, characteristics and abilities); the R1 changes two numbers, so it is another.
    assert report.definitions == 7
    assert report.executable + report.partly_executable + report.not_executable == 7
    assert report.rulings == 3  # one ruling on each of the three Tinkerer prints
    assert report.languages == ("EN",)
    assert report.errors == ()
    assert set(report.as_json()) == {
        "prints",
        "definitions",
        "executable",
        "partly_executable",
        "not_executable",
        "rulings",
        "languages",
        "errors",
        "unknowns",
        "unknown_values",
    }
    assert report.unknowns == ()  # every value of the fixture set is known


def test_languages_merge_into_one_print(pool: CardPool, data: Path) -> None:
    pool.import_paths([data / "TEST_EN.json"])
    report = pool.import_paths([data / "TEST_FR.json", data / "TEST_DE.json"])
    assert report.languages == ("FR", "DE")
    assert pool.counts()["prints"] == 8  # no new prints: the same references
    [card] = [c for c in pool.lookup("ALT_TEST_B_AX_01_C")]
    assert card.names == {
        "EN": "Cogwheel Tinkerer",
        "FR": "Bricoleur d'Engrenages",
        "DE": "Zahnradbastler",
    }
    assert card.language == "EN"  # the engine reads the English text
    assert card.main_text == "{J} Target Character gains 1 boost."
    assert card.texts["FR"][0] == "{J} Le Personnage ciblé gagne 1 boost."
    tinkerer = next(p for p in card.prints if p.reference == "ALT_TEST_B_AX_01_C")
    assert tinkerer.languages == ("EN", "FR", "DE")


def test_a_translation_imported_first_is_merged_when_english_comes(
    pool: CardPool, data: Path
) -> None:
    pool.import_paths([data / "TEST_FR.json"])
    [alone] = pool.lookup("Bricoleur d'Engrenages")[:1]
    assert alone.language == "FR"
    pool.import_paths([data / "TEST_EN.json"])
    cards = pool.lookup("Bricoleur d'Engrenages")
    assert {c.language for c in cards} == {"EN"}
    assert pool.counts()["definitions"] == 7  # French-only definitions replaced, not kept


def test_rare_print_changes_are_kept(full_pool: CardPool) -> None:
    found = full_pool.print_of("ALT_TEST_B_AX_01_R1")
    assert found is not None
    card, info = found
    assert (card.reserve_cost, card.mountain) == (2, 3)
    assert info.changed == ("reserve_cost", "mountain")
    assert info.rarity == "rare"


def test_rules_card_types_and_factions(full_pool: CardPool) -> None:
    def one(ref: str) -> tuple[str, str | None, bool, tuple[str, ...]]:
        found = full_pool.print_of(ref)
        assert found is not None
        c = found[0]
        return c.type, c.zone_type, c.token, c.subtypes

    # 2.2.3: the first set's "Permanent" with sub-type Landmark is a Landmark Permanent
    assert one("ALT_TEST_B_AX_03_C") == ("Permanent", "Landmark", False, ())
    assert one("ALT_TEST_B_AX_06_C") == ("Permanent", "Expedition", False, ("Gear",))
    assert one("ALT_TEST_B_AX_05_C") == ("Character", None, True, ("Robot",))
    assert one("ALT_TEST_B_AX_04_C")[0] == "Hero"
    r2 = full_pool.print_of("ALT_TEST_B_AX_01_R2")
    assert r2 is not None and r2[1].faction == "Bravos" and r2[0].faction == "Axiom"
    hero = full_pool.print_of("ALT_TEST_B_AX_04_C")
    assert hero is not None
    assert (hero[0].reserve_limit, hero[0].landmark_limit, hero[0].hand_cost) == (2, 2, None)


def test_single_card_file_and_history(full_pool: CardPool) -> None:
    [singer] = full_pool.lookup("Lantern Singer")
    assert singer.faction == "Lyra" and singer.main_text == ""
    [tower] = full_pool.lookup("Brass Watchtower")
    history = full_pool.card_history(tower)
    assert [(e.kind, e.date) for _, e in history] == [
        ("SUSPENDED", "2025-02-01"),
        ("FUNCTIONAL_ERRATUM", "2025-03-21"),
    ]
    assert history[1][1].link == "https://example.invalid/news"


def test_reimport_updates_text_and_rulings(pool: CardPool, data: Path, tmp_path: Path) -> None:
    pool.import_paths([data / "TEST_EN.json"])
    cards = json.loads((data / "TEST_EN.json").read_text(encoding="utf-8"))
    for c in cards:
        if c["reference"] == "ALT_TEST_B_AX_01_C":
            c["elements"]["MAIN_EFFECT"] = "{J} Target Character gains 2 boosts."
            c["cardRulings"].append(
                {
                    "question": "Does it count as two boosts?",
                    "answer": "Yes.",
                    "createdAt": "2025-06-01T00:00:00+00:00",
                }
            )
    changed = tmp_path / "TEST_EN.json"
    changed.write_text(json.dumps(cards), encoding="utf-8")
    pool.import_paths([changed])
    assert pool.counts()["prints"] == 8
    found = pool.print_of("ALT_TEST_B_AX_01_C")
    assert found is not None
    assert found[0].main_text == "{J} Target Character gains 2 boosts."
    assert [r.date for r in pool.rulings_of("ALT_TEST_B_AX_01_C")] == ["2024-10-02", "2025-06-01"]


def test_folder_import_reads_every_json_file(pool: CardPool, data: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    shutil.copytree(data, folder)
    (folder / "README.md").write_text("not card data", encoding="utf-8")
    report = pool.import_paths([folder])
    assert report.files == 5  # four card files and the history; the README is not JSON
    assert report.prints == 9
    assert report.histories == 1


def _snapshot(pool: CardPool) -> dict[str, int]:
    return pool.counts()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('[{"reference": "ALT_X_1", "name": "A",', "bad.json:1:"),  # syntax: line:column
        ("[]\n{", "bad.json:2:1: JSON syntax error"),
        ('{"hello": 1}', "bad.json: not card data"),
    ],
)
def test_malformed_file_is_named_and_changes_nothing(
    full_pool: CardPool, tmp_path: Path, content: str, expected: str
) -> None:
    before = _snapshot(full_pool)
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        full_pool.import_paths([bad])
    assert expected in err.value.messages[0]
    assert _snapshot(full_pool) == before


def test_bad_card_field_names_card_field_and_line(
    full_pool: CardPool, data: Path, tmp_path: Path
) -> None:
    before = _snapshot(full_pool)
    cards = json.loads((data / "TEST_EN.json").read_text(encoding="utf-8"))
    cards[2]["elements"]["MAIN_COST"] = "two"
    del cards[4]["cardType"]
    bad = tmp_path / "broken_EN.json"
    bad.write_text(json.dumps(cards, indent=1), encoding="utf-8")
    good = data / "TEST_DE.json"
    with pytest.raises(LoadError) as err:
        full_pool.import_paths([good, bad])  # the good file is not imported either
    messages = err.value.messages
    assert len(messages) == 2
    line = bad.read_text(encoding="utf-8").splitlines()
    first, second = messages
    assert "broken_EN.json:" in first and "card 3 (ALT_TEST_B_AX_01_R2)" in first
    assert "elements: MAIN_COST must be a whole number from 0 to 999,999,999, not 'two'" in first
    row = int(first.split("broken_EN.json:", 1)[1].split(":", 1)[0])
    assert line[row - 1].strip() == "{"  # the line where that card's object starts
    assert "card 5 (ALT_TEST_B_AX_03_C): cardType: missing" in second
    assert _snapshot(full_pool) == before


def test_missing_path_is_an_error(pool: CardPool, tmp_path: Path) -> None:
    with pytest.raises(LoadError) as err:
        pool.import_paths([tmp_path / "nowhere.json"])
    assert "nowhere.json: no such file or folder" in err.value.messages[0]


def test_cancelled_import_changes_nothing(full_pool: CardPool, data: Path, tmp_path: Path) -> None:
    before = _snapshot(full_pool)
    cards = json.loads((data / "TEST_EN.json").read_text(encoding="utf-8"))
    for c in cards:
        c["reference"] = c["reference"].replace("TEST", "TEST2")
    extra = tmp_path / "more.json"
    extra.write_text(json.dumps(cards), encoding="utf-8")
    calls: list[str] = []

    def cancel_when_writing() -> bool:
        calls.append("asked")
        return len(calls) > 1  # lets the file be read, cancels while writing

    with pytest.raises(ImportCancelled):
        full_pool.import_paths([extra], cancelled=cancel_when_writing)
    assert _snapshot(full_pool) == before


def test_progress_reports_every_file(pool: CardPool, data: Path) -> None:
    seen: list[tuple[int, int, str]] = []
    pool.import_paths(
        [data / "TEST_EN.json", data / "TEST_FR.json"],
        progress=lambda d, t, w: seen.append((d, t, w)),
    )
    assert seen[0] == (0, 4, "Reading TEST_EN.json")
    assert seen[-1] == (4, 4, "Done")
    assert [d for d, _, _ in seen] == sorted(d for d, _, _ in seen)


def test_rulings_for_the_rules_search(full_pool: CardPool) -> None:
    rulings = full_pool.rulings()
    assert len(rulings) == 1  # one ruling, on three prints of the same card: once per card
    r = rulings[0]
    assert r.card == "Cogwheel Tinkerer"
    assert r.reference.startswith("ALT_TEST_B_AX_01")
    assert r.date == "2024-10-02"
    assert r.rules == ("6.5.b",)


def test_damaged_database_is_moved_aside_not_deleted(tmp_path: Path, data: Path) -> None:
    path = tmp_path / "cards.db"
    path.write_bytes(b"this is not a database" * 100)
    pool = CardPool(path)
    try:
        assert len(pool.notices) == 1 and "moved aside" in pool.notices[0]
        [aside] = tmp_path.glob("cards.db.corrupt-*")
        assert aside.read_bytes().startswith(b"this is not a database")
        assert pool.import_paths([data / "TEST_EN.json"]).prints == 8
    finally:
        pool.close()


def test_cards_are_read_again_when_the_reader_changes(
    full_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenarios.cards.printed import AbilityReading, Reading
    from scenarios.pool import importing, store

    assert not full_pool.needs_rereading()
    before = full_pool.db.execute("SELECT count(*) FROM definitions WHERE status = 'not'")
    assert before.fetchone()[0] > 0

    older_reader = importing.read

    def newer_reader(card):  # type: ignore[no-untyped-def]
        texts = [t for t in (card.main_text, card.support_text) if t]
        model = older_reader(card).model
        return Reading(model, tuple(AbilityReading(t, "executed") for t in texts))

    monkeypatch.setattr(importing, "read", newer_reader)
    monkeypatch.setattr(importing, "reader_fingerprint", lambda: "newer")
    monkeypatch.setattr(store, "reader_fingerprint", lambda: "newer")
    assert full_pool.needs_rereading()
    assert full_pool.reread() == full_pool.counts()["definitions"]
    assert not full_pool.needs_rereading()
    after = full_pool.db.execute("SELECT count(*) FROM definitions WHERE status != 'executable'")
    assert after.fetchone()[0] == 0


def test_reimport_reads_only_definitions_it_has_not_read(
    pool: CardPool, data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenarios.pool import importing

    pool.import_paths([data / "TEST_EN.json"])
    calls: list[str] = []
    reader = importing.read

    def counting(card):  # type: ignore[no-untyped-def]
        calls.append(card.name)
        return reader(card)

    monkeypatch.setattr(importing, "read", counting)
    pool.import_paths([data / "TEST_FR.json"])  # translations: same definitions
    assert calls == []
    cards = json.loads((data / "TEST_EN.json").read_text(encoding="utf-8"))
    cards[0]["elements"]["MAIN_EFFECT"] = "{J} Draw a card."
    changed = tmp_path / "TEST_EN.json"
    changed.write_text(json.dumps(cards), encoding="utf-8")
    pool.import_paths([changed])
    assert calls == ["Cogwheel Tinkerer"]  # the one definition whose text changed


def test_a_reader_failure_leaves_the_card_to_the_judge(
    pool: CardPool, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenarios.pool import reading

    def broken(card):  # type: ignore[no-untyped-def]
        raise RuntimeError("boom")

    monkeypatch.setattr(reading, "read_printed", broken)
    report = pool.import_paths([data / "TEST_EN.json"])
    assert report.definitions == 7
    [tower] = pool.lookup("Brass Watchtower")
    [ability] = tower.abilities
    assert ability.status == "not executed"
    assert ability.reason == "the reader failed on this card (RuntimeError: boom)"
