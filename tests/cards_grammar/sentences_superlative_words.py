# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of reveal counts and superlatives (issue 30, session 32), written before
building (not copied from card data): a superlative said with its statistic's word — "with the
highest {V} power", "with the lowest {M} statistic" (2.2.11.b: the statistic the icon names) — in
every slot a description fills. Each sibling means exactly what the same sentence without the word
means ("with the highest {V}", semantics/superlatives.py; ties all pass,
engine/reading/filters.is_extreme): ``SIBLINGS`` maps the sentence with the word to the one without
it.

``REFUSED_SIBLINGS`` are the near-misses that must stay refused: "the highest power" with no
icon (which of the three statistics, 2.2.11.b?), "the Character with the highest {V} power"
(one object named by "the" while ties are possible: the reader does not pick among them), a
trigger's object compared as it leaves or arrives (3.1.4.a, 6.3.b), a group given an ability
by a passive (2.2.11.c)."""

from __future__ import annotations

_SLOTS: tuple[str, ...] = (
    "{J} Sacrifice a Character with the highest {V}.",
    "{J} Sacrifice a Character with the lowest {M}.",
    "{H} Target Character with the highest {O} gains 2 boosts.",
    "{R} Target Character with the lowest {V} gains 1 boost.",
    "{J} Each Character with the lowest {O} gains 1 boost.",
    "{J} Each Character with the highest {M} gains 1 boost.",
    "{J} Send to Reserve target Character with the lowest {V}.",
    "{H} Return target Character with the highest {M} to its owner's hand.",
    "{J} Exhaust target Character with the highest {O}.",
    "{R} Put target Character with the lowest {O} in its owner's Reserve.",
    "{J} Target opponent sacrifices a Character with the highest {V}.",
    "{J} Each opponent sacrifices a Character with the lowest {M}.",
    "{J} You may sacrifice a Character with the lowest {V}. If you do, draw a card.",
    "{H} You may exhaust target Character with the highest {M}.",
    "{J} If you control a Landmark, target Character with the lowest {O} gains 1 boost.",
    "When I go to Reserve from the Expedition zone — Target Character with the highest {V} gains 1 boost.",
    "When you play a Spell — Target Character with the lowest {M} gains 1 boost.",
    "At Noon — Target Character with the highest {O} gains 1 boost.",
    "At Dusk — Each Character with the highest {V} gains 1 boost.",
    "{I} When you play a Spell — Target Character with the lowest {O} gains 1 boost.",
    "{D} : Target Character with the highest {M} gains 1 boost.",
    "{1}, {T} : Exhaust target Character with the highest {V}.",
    "{J} Target Character with the highest {V} gains 2 boosts.",
    "{H} Send to Reserve target Character with the lowest {M}.",
    "{J} Target Character you control with the lowest {V} gains 2 boosts.",
    "{J} Target Character an opponent controls with the highest {M} gains 1 boost.",
    "{J} Target Character in my Expedition with the lowest {O} gains 1 boost.",
)
"""Sentences read before g7, each with a superlative said by its icon alone."""


def _with_word(text: str, word: str) -> str:
    """The sentence with ``word`` said after the superlative's icon."""
    for icon in ("{V}", "{M}", "{O}"):
        for how in ("highest", "lowest"):
            said = f"with the {how} {icon}"
            if said in text:
                return text.replace(said, f"{said} {word}", 1)
    raise ValueError(text)


SIBLINGS: dict[str, str] = {_with_word(t, w): t for t in _SLOTS for w in ("power", "statistic")}
"""Each sibling (with "power" / "statistic") and the sentence it means the same as."""

REFUSED_SIBLINGS: dict[str, str] = {
    "{J} Sacrifice a Character with the highest power.": "no icon: which statistic (2.2.11.b)",
    "{J} Target Character with the lowest power gains 1 boost.": "no icon: which statistic (2.2.11.b)",
    "{J} Sacrifice the Character with the highest {V} power.": "one object by 'the' while ties can be (3.1.4.a)",
    "{J} Return the Character with the lowest {M} power to its owner's hand.": "one object by 'the' while ties can be",
    "When a Character with the highest {V} power leaves play — Draw a card.": "a trigger's object compared as it leaves (3.1.4.a, 6.3.b)",
    "Characters with the lowest {O} power have [[Anchored]].": "a group given an ability by a passive (2.2.11.c)",
    "{J} Sacrifice a Character with the highest {V} powers.": "not the word",
    "{J} Target Character with the highest total power gains 1 boost.": "a total of statistics is another comparison",
}
"""Near-misses that mean something else, or that the reader cannot run right: refused."""
