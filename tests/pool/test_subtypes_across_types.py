"""A sub-type the rules list for one card type printed on another (2.2.2.c: an object may
have any sub-types; 2.2.2.n: "a [sub-type]" is any object in play with it): "Plant" on a
Landmark Permanent is the Plant sub-type the desk knows. The import says so in true words —
not "not one the desk knows" — and the card keeps it; a name no list has stays unknown."""

from __future__ import annotations

import json
from pathlib import Path

from scenarios.pool import CardPool

NEW_SET = Path(__file__).resolve().parents[1] / "data" / "pool_new_set" / "NEWSET_EN.json"


def _garden(tmp_path: Path, subtypes: tuple[str, ...]) -> Path:
    """A one-card file: a Landmark Permanent ("Moss Garden") printing ``subtypes``, in the
    official shape of the fixture set's cards."""
    cards = json.loads(NEW_SET.read_text(encoding="utf-8"))
    card = json.loads(json.dumps(cards[5]))  # Sea Fortress: a 4-cost card without statistics
    card["cardType"] = {**card["cardType"], "reference": "LANDMARK_PERMANENT"}
    card["cardType"]["name"] = "Landmark Permanent"
    card["name"] = "Moss Garden"
    card["reference"] = card["@id"].rsplit("/", 1)[-1] = "ALT_NEWS_B_AX_09_C"
    card["mainFaction"] = cards[2]["mainFaction"]
    card["cardSubTypes"] = [
        {"@type": "CardSubType", "@id": "/s", "reference": s.upper(), "id": "S", "name": s}
        for s in subtypes
    ]
    path = tmp_path / "garden.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    return path


def test_2_2_2_c_a_character_sub_type_on_a_landmark_is_named_in_true_words(
    pool: CardPool, tmp_path: Path
) -> None:
    report = pool.import_paths([_garden(tmp_path, ("Plant", "Bramble"))])
    [plant] = [u for u in report.unknowns if "“Plant”" in u]
    assert plant.startswith(
        "the sub-type “Plant” is one the rules list for Characters (2.2.2), not yet seen on "
        "a Permanent — imported with it"
    )
    assert "not one the desk knows" not in plant
    [bramble] = [u for u in report.unknowns if "“Bramble”" in u]  # in no list of the rules
    assert bramble.startswith("the sub-type “Bramble” is not one the desk knows")
    [garden] = pool.lookup("Moss Garden")
    assert "Plant" in garden.subtypes and "Bramble" in garden.subtypes
    assert (garden.type, garden.zone_type) == ("Permanent", "Landmark")


def test_a_sub_type_listed_for_the_card_s_own_type_is_no_unknown(
    pool: CardPool, tmp_path: Path
) -> None:
    report = pool.import_paths([_garden(tmp_path, ("Site",))])  # a Permanent sub-type (2.2.2.e)
    assert not [u for u in report.unknowns if "Site" in u]
