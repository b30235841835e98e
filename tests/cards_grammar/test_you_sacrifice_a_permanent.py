"""The trigger "When you sacrifice a Permanent" (7.3.36.a: objects in play are sacrificed,
Characters and Permanents): read with the Permanent type as its filter, written back the
same; "a Character" stays the trigger's own, without a type."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("When you sacrifice a Permanent — I gain 1 boost.", ("Permanent",)),
        ("When you sacrifice a Robot Permanent — I gain 1 boost.", ("Permanent",)),
        ("When you sacrifice a Character — I gain 1 boost.", None),
    ],
)
def test_7_3_36_a_you_sacrifice_names_its_type(text: str, types: tuple[str, ...] | None) -> None:
    reading = read_ability(text)
    reaction = reading["reaction"]
    assert reaction["trigger"] == "you_sacrifice_a_character"
    said = reaction.get("filter", {}).get("types")
    assert (tuple(said) if said else None) == types
    assert read_ability(write_ability(reading)) == reading
