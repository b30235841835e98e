"""``judge-app cards import|search|show`` and ``judge-app deck import`` on the project's own
fixture files, in a throw-away data folder."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli_runner import judge_app


@pytest.fixture()
def run(tmp_path: Path):  # type: ignore[no-untyped-def]
    env = {"JUDGE_APP_DATA_DIR": str(tmp_path / "data")}

    def go(*args: str) -> subprocess.CompletedProcess[str]:
        return judge_app(*args, env=env)

    return go


def test_import_json_then_search_and_show(run, data: Path) -> None:  # type: ignore[no-untyped-def]
    out = run("cards", "import", str(data), "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["prints"] == 9 and report["languages"] == ["EN", "FR", "DE"]
    assert report["errors"] == []

    out = run("cards", "search", "Zahnradbastler", "--json")
    assert out.returncode == 0, out.stderr
    hits = json.loads(out.stdout)["results"]
    assert hits[0]["source"] == "imported" and hits[0]["name"] == "Cogwheel Tinkerer"
    assert hits[0]["text"] == "[When I enter play] Target Character gains 1 boost."

    out = run("cards", "show", "Tour de Guet en Laiton")
    assert out.returncode == 0, out.stderr
    assert "Brass Watchtower" in out.stdout
    assert "not executed — resolve by hand" in out.stdout
    assert "2025-02-01  Suspended — Suspension of Brass Watchtower" in out.stdout
    assert "{" not in out.stdout  # icons are words

    out = run("cards", "show", "ALT_TEST_B_AX_01_C", "--json")
    data_ = json.loads(out.stdout)
    [card] = data_["cards"]
    assert card["rulings"][0]["answer"].startswith("No. Only Characters")
    assert card["statistics"] == {"forest": 1, "mountain": 2, "water": 1}


def test_import_readable_summary(run, data: Path) -> None:  # type: ignore[no-untyped-def]
    out = run("cards", "import", str(data / "TEST_EN.json"))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Imported 8 prints of 7 distinct cards from 1 file (English)")
    assert "Traceback" not in out.stderr


def test_bad_file_is_reported_and_nothing_imported(  # type: ignore[no-untyped-def]
    run, data: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('[{"reference": "X", "name": 3}]', encoding="utf-8")
    out = run("cards", "import", str(data / "TEST_EN.json"), str(bad))
    assert out.returncode == 1
    assert "nothing was imported" in out.stderr and "bad.json:1:2: card 1 (X): name:" in out.stderr
    assert "Traceback" not in out.stderr
    out = run("cards", "import", str(bad), "--json")
    assert out.returncode == 1
    assert json.loads(out.stdout)["errors"][0].startswith(str(bad))
    out = run("cards", "show", "Cogwheel Tinkerer")
    assert out.returncode == 1 and "no card named" in out.stderr


def test_show_and_search_still_find_library_cards(run) -> None:  # type: ignore[no-untyped-def]
    out = run("cards", "show", "Kuwat, the Dissenter")
    assert out.returncode == 0, out.stderr
    assert "hand-written library" in out.stdout
    out = run("cards", "search", "kuwat", "--json")
    assert json.loads(out.stdout)["results"][0]["source"] == "library"


def test_deck_import_names_unknown_references(run, data: Path) -> None:  # type: ignore[no-untyped-def]
    run("cards", "import", str(data))
    out = run("deck", "import", str(data / "deck.txt"))
    assert out.returncode == 1  # unknown references are a problem to see
    assert "3 × Cogwheel Tinkerer  (ALT_TEST_B_AX_01_C, Character – Engineer)" in out.stdout
    assert "2 × unknown card ALT_NOPE_B_AX_99_C — not in the imported card data" in out.stdout
    assert "9 cards; 6 known" in out.stdout
    out = run("deck", "import", str(data / "deck.txt"), "--json")
    body = json.loads(out.stdout)
    assert body["unknown"] == ["ALT_TEST_B_AX_01_U_42", "ALT_NOPE_B_AX_99_C"]
    assert body["total"] == 9


def test_import_of_a_history_file_alone(run, data: Path) -> None:  # type: ignore[no-untyped-def]
    out = run("cards", "import", str(data / "history_TEST.json"))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Imported the history of 1 card from 1 file")


def test_rules_search_shows_official_rulings_once_cards_are_imported(  # type: ignore[no-untyped-def]
    run, data: Path, tmp_path: Path
) -> None:
    question = "can cogwheel tinkerer target a character in reserve"
    out = run("search", question)
    assert out.returncode == 0, out.stderr
    assert "Official card ruling" not in out.stdout  # no cards imported yet
    assert not (tmp_path / "data" / "cards.db").exists()  # and no empty pool created
    assert run("cards", "import", str(data)).returncode == 0
    out = run("search", question)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith("Official card ruling"))
    assert "Cogwheel Tinkerer (ALT_TEST_B_AX_01_C, 2024-10-02; cites" in lines[at]
    # the matched words starred (piped output), not bracketed like the rules' own [symbols]
    assert "6.5.b" in lines[at] and "Only *Characters* in an Expedition" in lines[at + 1]
    assert "|" not in lines[at]  # no internal key shown
    hits = json.loads(run("search", question, "--json").stdout)
    [ruling] = [h for h in hits if h["kind"] == "ruling"]
    assert ruling["doc"] == "card-rulings" and ruling["title"] == "Cogwheel Tinkerer"
    assert ruling["current_id"] == "6.5.b"
    # Only the rulings when asked for that kind.
    only = json.loads(run("search", question, "--kind", "ruling", "--json").stdout)
    assert only and all(h["kind"] == "ruling" for h in only)


def test_import_names_the_unknown_values_it_met(run, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    new_set = data.parent / "pool_new_set" / "NEWSET_EN.json"
    out = run("cards", "import", str(new_set))
    assert out.returncode == 0, out.stderr
    assert "Imported 8 prints of 7 distinct cards" in out.stdout
    assert "7 values the desk does not know yet (the cards are imported all the same):" in (
        out.stdout
    )
    assert (
        "the card type “Battlefield” is not one the desk knows — imported, and what it does is "
        "resolved by hand (2.2.1.a) — "
    ) in out.stdout
    assert "NEWSET_EN.json, card 6, Sea Fortress (ALT_NEWS_B_AX_06_C)" in out.stdout
    assert "TOKEN_" not in out.stdout and "BATTLEFIELD" not in out.stdout  # a judge's words
    # a scenario file names the imported card; the token it creates is the set's own
    scenario = tmp_path / "spores.yaml"
    scenario.write_text(
        "title: Spore Caller creates a Sporeling\n"
        "players:\n  p1:\n    hand: [Spore Caller]\n    mana: 2\n  p2: {}\n"
        "script:\n  - play: {card: Spore Caller, to: hero}\n"
        "expect:\n  - object: {object: Sporeling, zone: 'expedition:p1:hero', subtypes: [Plant]}\n",
        encoding="utf-8",
    )
    out = run("scenario", "check", str(scenario))
    assert out.returncode == 0, out.stdout + out.stderr


def test_a_name_many_cards_share_is_shown_a_page_at_a_time(run, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Thousands of definitions may share a name (Uniques, a hostile file): ``cards show``
    prints the first page and says how to see one or all, instead of every sheet."""
    base = json.loads((data / "TEST_EN.json").read_text(encoding="utf-8"))[0]
    many = []
    for k in range(30):  # same name, distinct statistics: 30 definitions
        card = json.loads(json.dumps(base))
        card["reference"] = f"ALT_TEST_B_AX_{k + 40}_C"
        card["@id"] = f"/cards/{card['reference']}"
        card["name"] = "Twin Tinkerer"
        card["elements"]["MAIN_COST"] = str(k % 10)
        card["elements"]["RECALL_COST"] = str(k // 10)
        card["cardRulings"] = []
        many.append(card)
    twins = tmp_path / "TWINS_EN.json"
    twins.write_text(json.dumps(many), encoding="utf-8")
    assert run("cards", "import", str(twins)).returncode == 0

    page = run("cards", "show", "Twin Tinkerer")
    assert page.returncode == 0, page.stderr
    assert page.stdout.count("ALT_TEST_B_AX_") == 25
    assert "…and 5 more cards named “Twin Tinkerer”" in page.stdout
    assert "--all" in page.stdout

    every = run("cards", "show", "Twin Tinkerer", "--all")
    assert every.stdout.count("ALT_TEST_B_AX_") == 30 and "more cards named" not in every.stdout
    assert len(json.loads(run("cards", "show", "Twin Tinkerer", "--json").stdout)["cards"]) == 30
