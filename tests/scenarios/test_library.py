"""The packaged card library loads, and compiles to engine cards or reports gaps by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import AbilityKind, ActionKind, Subject, TriggerKind
from scenarios import LIBRARY_DIR
from scenarios.cards.library import default_library, load_set

REPO = Path(__file__).resolve().parents[2]
CORPUS = (REPO / "rules_corpus" / "sources" / "altered_cr_5_0.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", sorted(LIBRARY_DIR.glob("*.yaml")), ids=lambda p: p.name)
def test_every_library_file_loads(path: Path) -> None:
    assert load_set(path)


def test_the_library_has_the_cards_of_the_rules_examples() -> None:
    lib = default_library()
    assert len(lib) >= 70
    for name in (
        "Kuwat, the Dissenter",
        "Haven, Bravos Bastion",
        "Moonlight Jellyfish",
        "Coppélia",
        "Atlas",
        "Amarok",
        "Mighty Jinn",
        "Paint Prison",
        "Anubis",
        "Kitsune",
        "Robin Hood",
        "Wanax, Reka Hexarch",
        "Mana Flare",
        "Charge!",
        "Ordis Cadets",
        "Haven Trainee",
        "Ada Lovelace",
    ):
        assert lib.get(name).name == name
    assert {c.id for c in lib.by_name["ratatoskr"]} == {"ratatoskr-boosts", "ratatoskr-recruits"}


def test_every_card_of_the_rules_names_rules_that_exist() -> None:
    for card in default_library().cards.values():
        for rule in card.model.rules:
            pattern = r"^[-*\s]*" + re.escape(rule) + r"(?![\w.])|#+\s*\**" + re.escape(rule)
            assert re.search(pattern, CORPUS, re.MULTILINE), (card.id, rule)


def test_ambiguous_name_asks_for_an_id() -> None:
    with pytest.raises(KeyError, match="ratatoskr-boosts"):
        default_library().get("Ratatoskr")


def test_executable_card_compiles_to_engine_ability() -> None:
    card = default_library().get("Ordis Cadets")
    assert card.gaps == ()
    (ability,) = card.compiled.fields["abilities"]
    assert ability.trigger is TriggerKind.ENTERS_PLAY
    (step,) = ability.effect
    assert step.action is ActionKind.CREATE and step.subject is Subject.MY_EXPEDITION
    assert step.token is not None and step.token.name == "Ordis Recruit"
    assert step.token.subtypes == ("Soldier",)


def test_have_do_maps_to_the_object_doing_it() -> None:
    (ability,) = default_library().get("Lyra Cloth Dancer").compiled.fields["abilities"]
    (step,) = ability.effect
    assert step.action is ActionKind.GAIN_STATUS and step.optional
    assert step.subject is Subject.TARGET_CHARACTER


def test_unsupported_constructs_are_reported_by_name_never_dropped_silently() -> None:
    lib = default_library()
    persephone = lib.get("Persephone")
    assert persephone.compiled.fields["abilities"] == ()
    assert "restriction" in str(persephone.gaps[0])
    gericht = lib.get("Gericht, Revered Duelist")
    assert gericht.compiled.fields["abilities"] == ()
    assert "choose" in str(gericht.gaps[0])


def test_quick_actions_and_ongoing_effects_compile() -> None:
    trainee = default_library().get("Haven Trainee")
    assert trainee.gaps == ()
    _, quick = trainee.compiled.fields["abilities"]
    assert quick.kind is AbilityKind.QUICK_ACTION and quick.support
    assert quick.cost is not None and quick.cost.discard_me
    (step,) = quick.effect
    assert step.action is ActionKind.CREATE_ONGOING and step.ongoing is not None
    (passive,) = step.ongoing.abilities
    assert passive.next_played is not None and passive.next_played.effect[0].amount == 1


def test_search_is_fuzzy() -> None:
    lib = default_library()
    assert lib.search("kuwat")[0][0].id == "kuwat-the-dissenter"
    assert lib.search("Fée Clochette")[0][0].name == "Tinker Bell"
    assert lib.search("mighty jin")[0][0].name == "Mighty Jinn"
