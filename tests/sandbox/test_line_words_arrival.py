"""A card going somewhere, then moving there, is said once in the timeline — keeping how it
arrives: a Spell with Cooldown goes to Reserve exhausted (7.4.1.b)."""

from __future__ import annotations

from judge_app.sandbox.line_words import timeline_line


def test_a_plain_move_is_said_once() -> None:
    line = "Quick Study goes to Reserve: Quick Study moves to p1's Reserve; no Reactions in Limbo"
    assert timeline_line(line) == "Quick Study goes to p1's Reserve; no Reactions in Limbo"


def test_cooldown_keeps_exhausted() -> None:
    line = (
        "Bugfix goes to Reserve exhausted (Cooldown): Bugfix moves to p1's Reserve;"
        " no Reactions in Limbo"
    )
    said = timeline_line(line)
    assert said == "Bugfix goes to p1's Reserve exhausted (Cooldown); no Reactions in Limbo"
