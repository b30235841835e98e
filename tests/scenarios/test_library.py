"""The packaged card library loads, and compiles to engine cards or reports gaps by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import AbilityKind, ActionKind, CardType, Keyword, Status, Subject, Terrain, TriggerKind
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
    # 7.3.18.a: the step is what the object does (gain Fleeting), marked as had done so
    # the trace cites 7.3.18.a.
    (ability,) = default_library().get("Lyra Cloth Dancer").compiled.fields["abilities"]
    (step,) = ability.effect
    assert step.action is ActionKind.HAVE_DO and step.optional
    assert step.does is not None and step.does.action is ActionKind.GAIN_STATUS
    assert step.subject is Subject.TARGET_CHARACTER


def test_unsupported_constructs_are_reported_by_name_never_dropped_silently() -> None:
    lib = default_library()
    nadir = lib.get("Nadir & Bubbles")
    assert nadir.compiled.fields["abilities"] == ()
    assert "Terrain Marker" in str(nadir.gaps[0]) and "3.2.1.d" in str(nadir.gaps[0])
    persephone = lib.get("Persephone")  # its region ability compiles (3.2.1.e)
    assert persephone.gaps == ()
    (region,) = persephone.compiled.fields["abilities"]
    assert region.region_terrains == {Terrain.FOREST}
    gericht = lib.get("Gericht, Revered Duelist")  # its Reaction compiles, 2.4.1.g does not
    (reaction,) = gericht.compiled.fields["abilities"]
    assert (
        reaction.trigger is TriggerKind.GAINS_STATUS and reaction.trigger_status is Status.FLEETING
    )
    (gap,) = gericht.gaps
    assert "granting abilities written only as text" in str(gap)
    asmodeus = lib.get("Asmodeus")  # its die roll and the outcome per result (7.3.33.b)
    assert asmodeus.gaps == ()
    (roll,) = asmodeus.compiled.fields["abilities"][0].effect
    assert roll.action is ActionKind.ROLL_DIE
    # in the order of their ranges, whatever the order printed (7.3.33.b; gram38, 78722019)
    assert [(o.low, o.high) for o in roll.outcomes] == [(1, 3), (4, 6)]


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


def test_modifiers_grants_and_costs_compile() -> None:
    lib = default_library()
    (jinn,) = lib.get("Mighty Jinn").compiled.fields["abilities"]
    assert jinn.modifier is not None and jinn.modifier.optional
    assert jinn.modifier.otherwise[0].action is ActionKind.DRAW
    (mandjet,) = lib.get("Mandjet").compiled.fields["abilities"]
    assert mandjet.modifier is not None and mandjet.modifier.attempt
    (bars,) = lib.get("Eat Me Energy Bars").compiled.fields["abilities"]
    assert bars.grant is not None and bars.grant.keyword is Keyword.GIGANTIC
    (robin,) = lib.get("Robin Hood").compiled.fields["abilities"]
    assert robin.cost_change is not None and robin.cost_change.at_least == 2
    quick, _ = lib.get("Lindiwe & Maw").compiled.fields["abilities"]
    (create,) = quick.effect
    assert create.token is not None and create.token.abilities[0].trigger is (
        TriggerKind.YOU_SACRIFICE_A_CHARACTER
    )


def test_trigger_conditions_compile_with_their_tense() -> None:
    (reaction,) = default_library().get("Haven Seiringar").compiled.fields["abilities"]
    assert reaction.condition is not None and reaction.condition.past
    (kojo,) = default_library().get("Kojo & Booda").compiled.fields["abilities"]
    assert kojo.condition is not None and not kojo.condition.past


def test_condition_texts_the_engine_evaluates() -> None:
    from scenarios.cards.vocabulary import condition_of

    was = condition_of("I was not Fleeting")
    assert was is not None and was.past and was.negated and was.status is Status.FLEETING
    first = condition_of("you are the first player")
    assert first is not None and not first.negated
    permanent = condition_of("it's a Permanent")
    assert permanent is not None and permanent.card_type is CardType.PERMANENT
    assert condition_of("the moon is full") is None


@pytest.mark.parametrize(
    ("name", "stats", "costs"),
    [
        ("Vanilla 3/3/3", (3, 3, 3), (3, 3)),
        ("vanilla 0/2/5", (0, 2, 5), (3, 2)),
        ("Vanilla 4/0/0", (4, 0, 0), (2, 1)),
    ],
)
def test_a_vanilla_character_is_named_by_any_statistics(
    name: str, stats: tuple[int, int, int], costs: tuple[int, int]
) -> None:
    card = default_library().get(name)
    m = card.model
    assert (m.forest, m.mountain, m.water) == stats
    assert (m.hand_cost, m.reserve_cost) == costs
    assert not card.gaps


def test_the_library_s_own_vanillas_follow_the_vanilla_cost_form() -> None:
    from scenarios.cards.library import vanilla_card

    lib = default_library()
    for name in ("Vanilla 1/1/1", "Vanilla 2/2/2", "Vanilla 3/1/0", "Vanilla 0/1/3"):
        generic = vanilla_card(name)
        assert generic is not None
        printed = lib.get(name).model
        assert (generic.model.hand_cost, generic.model.reserve_cost) == (
            printed.hand_cost,
            printed.reserve_cost,
        )


def test_a_name_that_is_not_a_vanilla_form_is_still_refused() -> None:
    with pytest.raises(KeyError, match="no card 'Vanilla 3/3' in the library"):
        default_library().get("Vanilla 3/3")
