"""ic39 (issue 30, session 39): the writer's words for an object of one of two descriptions
(semantics/object_unions.py) — "target Character with no boosts or target token", "a
Bureaucrat from your Reserve or a Spell from your Reserve": each description in full, the
whose / where words said after each (read back as said of both, the same step)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Describe = Callable[[dict[str, Any], str, bool], str]

_TARGETS = {
    "target_character": "",
    "target_character_or_permanent": "",
    "target_permanent": "",
    "target_card_in_your_reserve": " in your Reserve",
    "target_permanent_you_control": " you control",
}
_CHOICES = {
    "a_character_or_permanent_in_play": "",
    "a_character_or_permanent_you_control": " you control",
    "a_character_you_control": " you control",
    "a_card_from_your_reserve": " from your Reserve",
    "a_card_from_your_hand": " from your hand",
    "a_card_from_your_discard_pile": " from your discard pile",
}
_WHERE = {
    ("controller", "you"): " you control",
    ("controller", "opponent"): " an opponent controls",
    ("in_my_expedition", True): " in my Expedition",
}
_NOUNS = {("Character",): "Character", ("Permanent",): "Permanent", ("Spell",): "Spell"}
_ZONE_WORDS = {"hand": "hand", "reserve": "Reserve", "discard": "discard pile"}
_ZONE_OPENERS = {
    "a_card_from_your_zones": ("a ", "from"),
    "target_card_in_your_zones": ("target ", "in"),  # ic40
}
_IN_PLAY = ({"Character", "Permanent"}, {"Character"}, {"Permanent"})


def ic39_object_words(step: dict[str, Any], describe: Describe) -> str | None:
    """The object words of ``step`` when its filter is one of two descriptions, else
    ``None`` (the other writers' words, or their refusal)."""
    flt = dict(step.get("filter") or {})
    members = flt.pop("any_of", None)
    subject = str(step.get("subject"))
    if step.get("up_to") or step.get("any_number"):
        return None
    zones = flt.pop("in_your_zones", None)
    if subject in _ZONE_OPENERS and zones:  # ic40: the target one too (6.5.b, 3.1.3.a)
        opener, prep = _ZONE_OPENERS[subject]
        where = f" {prep} your " + " or ".join(_ZONE_WORDS[z] for z in zones)
        if not members:
            return _one_in_zones(flt, where, describe, opener)
    elif not members or len(members) != 2:
        return None
    elif subject in _TARGETS:
        opener, where = "target ", _TARGETS[subject]
    elif subject in _CHOICES:
        opener, where = "a ", _CHOICES[subject]
    else:
        return None
    types = set(flt.pop("types", ()))
    if types and types not in _IN_PLAY:
        return None
    another = flt.pop("another", False)
    if flt.get("controller") == "you" and where == " you control":
        flt.pop("controller")
    for key, value in list(flt.items()):
        said = _WHERE.get((key, value))
        if said is None:
            return None
        where += said
        del flt[key]
    # said after each: the reader takes the same words after both as said once of both
    sides = [_side(m, describe) + where for m in members]
    first = ("another " if another else "") + opener + sides[0]
    second = opener + sides[1]
    return _an(first) + " or " + _an(second)


def _one_in_zones(
    flt: dict[str, Any], where: str, describe: Describe, opener: str = "a "
) -> str | None:
    """ "a [Character] from your Reserve or discard pile" (3.1.2.b, 6.1.g), "target
    [Character] in your Reserve or discard pile" (ic40, 6.5.b)."""
    another = flt.pop("another", False)
    if opener != "a ":
        return None if another else opener + describe(flt, _noun_of(flt), False) + where
    types = tuple(flt.pop("types", ()))
    noun = _NOUNS.get(types, "card" if not types else "")
    if not noun:
        return None
    return _an(("another " if another else "a ") + describe(flt, noun, False) + where)


def _noun_of(flt: dict[str, Any]) -> str:
    types = tuple(flt.pop("types", ()))
    return _NOUNS.get(types, "card" if not types else "")


def _side(member: dict[str, Any], describe: Describe) -> str:
    member = dict(member)
    types = tuple(member.pop("types", ()))
    noun = _NOUNS.get(types, "")
    if member.pop("permanents_in_landmarks", False):
        noun = "Landmark"
    if not noun and not member.get("subtypes") and not member.get("tokens"):
        noun = "card"
    return describe(member, noun, False)


def _an(words: str) -> str:
    """ "a" before a consonant, "an" before a vowel."""
    if words.startswith("a ") and words[2:3].lower() in tuple("aeiou"):
        return "an " + words[2:]
    return words
