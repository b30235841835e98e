"""Whose object (issue 31): every question and choice line naming an object says whose it is where
another player's object on the board has the same name — one rule for every question's
options (``engine.pipeline.runtime.whose_options``: the sandbox lists them too) and for the
lines naming what was chosen (``engine.why.labels.table_names``)."""

from __future__ import annotations

import re

from engine import GameBuilder, answer

from ..engine.helpers import pending, until_decision
from .helpers import executed, fields, play, read


def _twins() -> GameBuilder:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Twin")
        .in_expedition("p1", "hero", "Loner")
        .in_expedition("p2", "hero", "Twin")
    )


def _unqualified(texts: list[str], name: str) -> list[str]:
    pattern = re.compile(rf"(?<!p1's )(?<!p2's ){re.escape(name)}\b")
    return [t for t in texts if pattern.search(t)]


def test_a_target_question_names_whose_twin_each_option_is() -> None:
    cheer = executed(read("Target Character gains 1 boost.", type="Spell", name="Cheer"))
    b = _twins().in_hand("p1", "Cheer", **fields(cheer)).mana("p1", 1)
    state, _ = play(b, "Cheer", dest="spell")
    labels = [o.label for o in pending(state).options]
    assert "p1's Twin" in labels and "p2's Twin" in labels, labels
    assert "Loner" in labels  # unique on the board: its name alone
    assert _unqualified(labels, "Twin") == []


def test_a_choice_line_names_whose_object_was_chosen() -> None:
    """ "Sacrifice a Character": p1 chooses among their own — p1's Twin, not "Twin", since p2
    has one too (the line "p1 chooses p1's Twin")."""
    grim = executed(read("Sacrifice a Character.", type="Spell", name="Grim"))
    b = _twins().in_hand("p1", "Grim", **fields(grim)).mana("p1", 1)
    state, entries = play(b, "Grim", dest="spell")
    d = pending(state)
    mine = next(o for o in d.options if o.label == "p1's Twin")
    state, chosen = answer(state, d.id, (mine.id,))
    state, rest = until_decision(state)
    assert chosen.text.startswith("p1 chooses p1's Twin"), chosen.text
    texts = [e.text for e in (*entries, chosen, *rest)] + [d.prompt]
    assert _unqualified(texts, "Twin") == [], texts


def test_without_a_namesake_the_name_alone() -> None:
    cheer = executed(read("Target Character gains 1 boost.", type="Spell", name="Cheer"))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Twin")
        .in_hand("p1", "Cheer", **fields(cheer))
        .mana("p1", 1)
    )
    state, _ = play(b, "Cheer", dest="spell")
    assert [o.label for o in pending(state).options] == ["Twin"]
