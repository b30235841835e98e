"""The card format of the passive abilities in the 2.3.2.d-f Examples compiles to what
the engine applies; what it cannot apply yet is reported, not silently dropped."""

from __future__ import annotations

from typing import Any

from engine import AbilityKind, GrantScope, Keyword, Terrain
from engine.state.cards import ConditionKind, IgnoreScope
from scenarios.cards.compile import compile_card
from scenarios.cards.models import CardModel


def _compiled(passive: dict[str, Any], text: str = "text") -> Any:
    card = CardModel.model_validate(
        {
            "name": "Example",
            "type": "Character",
            "hand_cost": 1,
            "reserve_cost": 1,
            "abilities": [{"text": text, "passive": passive}],
        }
    )
    return compile_card(card)


def test_2_3_2_f_if_i_am_in_forest_i_am_gigantic() -> None:
    compiled = _compiled({"keyword": "Gigantic", "if": "I am in Forest"})
    assert compiled.gaps == ()
    (ability,) = compiled.fields["abilities"]
    assert ability.kind is AbilityKind.PASSIVE
    assert ability.grant.scope == GrantScope.SELF and ability.grant.keyword is Keyword.GIGANTIC
    assert ability.condition.kind == ConditionKind.I_AM_IN_TERRAIN
    assert ability.condition.terrain is Terrain.FOREST and not ability.condition.negated


def test_2_3_2_f_all_regions_are_forests() -> None:
    compiled = _compiled({"all_regions_are": ["forest"]})
    (ability,) = compiled.fields["abilities"]
    assert ability.all_regions_terrains == {Terrain.FOREST}


def test_2_3_2_e_grant_to_all_elementals_and_all_characters_are_elementals() -> None:
    grant = _compiled({"grant": {"to": "all Elementals", "keyword": "Gigantic"}})
    (ability,) = grant.fields["abilities"]
    assert ability.grant.scope == GrantScope.SUBTYPE and ability.grant.subtype == "Elemental"
    adds = _compiled({"all_characters_are": ["Elemental"]})
    (ability,) = adds.fields["abilities"]
    assert ability.adds_subtypes == ("Elemental",)


def test_2_3_2_d_all_other_characters_lose_their_abilities() -> None:
    compiled = _compiled({"lose_abilities": "all other Characters"})
    (ability,) = compiled.fields["abilities"]
    assert ability.ignore.scope == IgnoreScope.ALL_OTHER_CHARACTERS and ability.ignore.lose


def test_what_the_engine_cannot_apply_is_reported() -> None:
    assert _compiled({"grant": {"to": "all Unicorns", "keyword": "Gigantic"}}).gaps
    assert _compiled({"all_characters_are": ["Unicorn"]}).gaps
    assert _compiled({"lose_abilities": "all Permanents"}).gaps


def test_2_3_2_f_a_statistic_change_under_its_own_condition() -> None:
    """ "If I am in Forest, I get +1/+0/+0": applied while the condition holds (2.3.2.f;
    the engine's statistics check it) — no longer a gap."""
    compiled = _compiled({"stats": {"scope": "self", "forest": 1}, "if": "I am in Forest"})
    assert compiled.gaps == ()
    (ability,) = compiled.fields["abilities"]
    assert ability.stats.forest == 1 and ability.stats.scope == "self"
    assert ability.condition.kind == ConditionKind.I_AM_IN_TERRAIN


def _granted(to: str, trigger: str) -> Any:
    """A grant to ``to`` of the Reaction "[trigger] I gain 1 boost"."""
    reaction = {"trigger": trigger, "effect": [{"action": "give_boost", "subject": "self"}]}
    ability = {"text": "I gain 1 boost.", "reaction": reaction}
    return _compiled({"grant": {"to": to, "abilities": [ability]}})


def test_2_3_1_a_an_ability_given_where_the_engine_gives_none_is_reported() -> None:
    """The engine gives abilities to the objects in play a grant covers while it applies
    (engine.reading.granted_abilities; board tests in tests/engine/test_granted_abilities.py)
    and to the Characters played from Reserve as they arrive: there only a Reaction to
    that arrival works — a later Reaction would compile and never work, reported, not run."""
    assert _granted("characters you play from reserve", "played_from_reserve").gaps == ()
    for trigger in ("enters_play", "played_from_reserve", "goes_to_reserve_from_expedition_zone"):
        assert _granted("characters you control", trigger).gaps == ()
    to = "characters you play from reserve"
    (gap,) = _granted(to, "goes_to_reserve_from_expedition_zone").gaps
    assert f'"I gain 1 boost." given to {to} is not applied' in gap.reason, gap
    assert "resolve by hand" in gap.reason


def test_2_3_1_b_abilities_given_to_objects_never_in_play_are_reported() -> None:
    """Passive abilities affect only objects in play (2.3.1.b): abilities given to Heroes
    or Spells would compile and never work — reported, not run."""
    for to in ("Heroes you control", "Spells you control"):
        (gap,) = _granted(to, "enters_play").gaps
        assert to in gap.reason, gap


def test_2_4_7_b_fleeting_given_to_objects_in_play_is_reported() -> None:
    """A passive ability gives Fleeting to the Spells played (2.4.7.b); given to Characters
    in play it would compile and never discard them instead of Reserve (2.4.7.d): a gap."""
    for to in ("characters you control", "all Elementals"):
        (gap,) = _compiled({"grant": {"to": to, "keyword": "Fleeting"}}).gaps
        assert gap.reason.startswith(f"Fleeting given to {to}: "), gap
        assert "resolve by hand" in gap.reason
    played = _compiled({"grant": {"to": "Spells you play", "keyword": "Fleeting"}})
    assert played.gaps == ()
