""" "in the Expedition facing me" on a Gigantic Character: it is in both of its
controller's Expeditions, so the Expedition facing it is the Expeditions facing each of them
(7.4.4.g and its Remark) — not none, which is 7.4.4.l's "other Expedition" case."""

from __future__ import annotations

from engine import GameBuilder, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, play, read

ALLY = {"forest": 1, "mountain": 1, "water": 1}
BULLY = "{J} Target Character in the Expedition facing me gains 1 boost."


def _targets(gigantic: bool) -> tuple[list[str], tuple[str, ...]]:
    text = BULLY if not gigantic else "[[Gigantic]]\n" + BULLY
    b = GameBuilder().in_hand("p1", "Bully", **fields(executed(read(text))))
    b = b.in_expedition("p2", "hero", "Across", **ALLY).in_expedition(
        "p2", "companion", "Far", **ALLY
    )
    b = b.in_expedition("p1", "companion", "Mine", **ALLY)
    state, entries = play(b.mana("p1", 9).deck_of("p1", 2).deck_of("p2", 2), "Bully", "hero")
    d = state.pending
    assert d is not None and d.kind == "target"
    labels = sorted(o.label for o in d.options)
    state, chosen = answer(state, d.id, [d.options[0].id])
    state, more = until_decision(state)
    return labels, rules_of((*entries, chosen, *more))


def test_1_2_3_c_the_expedition_facing_me_is_the_one_across() -> None:
    labels, rules = _targets(gigantic=False)
    assert labels == ["Across"]
    assert "1.2.3.c" in rules and "7.4.4.g" not in rules


def test_7_4_4_g_for_a_gigantic_character_both_facing_expeditions_may_be_targeted() -> None:
    labels, rules = _targets(gigantic=True)
    assert labels == ["Across", "Far"]
    assert "7.4.4.g" in rules
