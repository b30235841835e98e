"""Whether an object is of a type, asked of objects whose card prints no type (issue 32): the
rules stating the type of a token, a face-down card in the Mana zone, an Adventure card or an
emblem (2.2.1.d–g, 3.1.3.c, 3.2.9.c) are found by their sentence, for the type the question
asks — "do my exhausted orbs count?" is answered by "Objects in the Mana zone have the type Mana
Orb", not by how a mana cost is paid."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.question_forms import IS_OF_TYPE, form_groups
from rules_corpus.search.question_text import NAMED
from rules_corpus.search.sentence_rules import TYPES, of_type, rules_by_sentence

MANA_ORB = of_type("Mana Orb")


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))
    assert found[MANA_ORB] == frozenset({"2.2.1.f", "3.1.3.c", "3.2.9.c"})
    assert found[of_type("Character")] == frozenset({"2.2.1.d"})  # a token card's type
    assert found[of_type("Region")] == frozenset({"2.2.1.e"})
    assert found[of_type("Emblem")] == frozenset({"2.2.1.g"})
    # A printed type is stated by no rule: nothing is added for it.
    for kind in ("Hero", "Permanent", "Spell"):
        assert found[of_type(kind)] == frozenset()
    assert set(TYPES) == {"Character", "Emblem", "Hero", "Mana Orb", "Permanent", "Region", "Spell"}


def _stated(question: str) -> set[str]:
    return {t for group in form_groups(question, ()) for t in group if t in map(of_type, TYPES)}


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        # Mana Orbs by their name, their head noun or their zone; counted or asked "is it".
        (f"{NAMED}: do my exhausted mana orbs count toward the seven?", {"Mana Orb"}),
        (f"{NAMED} needs seven mana orbs: do my exhausted orbs count?", {"Mana Orb"}),
        (f"{NAMED} - do face-down orbs count as mana orbs?", {"Mana Orb"}),
        (f"{NAMED} on {NAMED}: in their mana zone is it still a gigantic character?", {"Mana Orb"}),
        (f"{NAMED} puts my characters in my mana zone - are they still characters?", {"Mana Orb"}),
        # A token's type; an emblem's; a region's.
        (f"does my recruit token count as a character for {NAMED}?", {"Character"}),
        (f"{NAMED} makes an emblem - does it count as a character?", {"Emblem"}),
        (f"{NAMED} flips it: does the region count as a permanent?", {"Region"}),
    ],
)
def test_the_type_asked_brings_the_rules_stating_it(question: str, kinds: set[str]) -> None:
    assert any(group[: len(IS_OF_TYPE)] == IS_OF_TYPE for group in form_groups(question, ()))
    assert _stated(question) == {of_type(k) for k in kinds}


@pytest.mark.parametrize(
    "question",
    [
        # A printed card's type asked: no stating rule (a Character is no token's here).
        f"does {NAMED} count as a character?",
        f"does {NAMED} count as a permanent for {NAMED}?",
        # Mana Orbs named but no type asked: how a cost is paid, not what is a Mana Orb.
        f"{NAMED} costs 5, do I exhaust five mana orbs?",
        f"can I exhaust a mana orb to ready another for {NAMED}?",
        # "Is it still …" of no type.
        f"{NAMED} goes to my mana zone - is it still a sacrifice?",
    ],
)
def test_no_type_stated_when_none_is_asked_of_such_objects(question: str) -> None:
    assert _stated(question) == set()
