# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Mode choosers (issue 30, session 37): who chooses a mode — siblings written before judging, not
copied from card data. The chooser is the player the text names (6.5.g; 6.1.g "unless
specified otherwise"; 7.5.6.b): "Choose one:" the effect's controller; "Each opponent / An
opponent / Your opponent chooses one:" the opponent (1.2.1.b), no target; "Target opponent
chooses one:" the opponent targeted — declared before the choosing step (6.5.b), then asked.
Every slot: a Spell's effect, {J}/{H}/{R}, "When …", "At …", support {D}/{I}.

``READ_CHOOSERS``: text -> (who chooses: "controller" / "opponent" / "target opponent", the
number of modes). ``REFUSED_CHOOSERS``: near-misses that must stay refused (another chooser
the engine does not ask yet, or a "may" on the choice), text -> words of the refusal."""

from __future__ import annotations

_MODES = (
    "• They discard a card from their Reserve. • I gain 2 boosts.",
    "• They sacrifice a Character. • You draw a card.",
    "• They discard a card from their hand. • You draw two cards.",
    "• They exhaust a Character they control. • I gain 1 boost.",
)
_SPELL_MODES = (
    "• They discard a card from their Reserve. • Draw a card.",
    "• They sacrifice a Character. • You draw two cards.",
)
_SLOTS = ("{J}", "{H}", "{R}", "When I go to Reserve from the Expedition zone —", "At Noon —")
_WHO = {
    "Target opponent chooses one:": "target opponent",
    "Each opponent chooses one:": "opponent",
    "An opponent chooses one:": "opponent",
}

READ_CHOOSERS: dict[str, tuple[str, int]] = {
    **{
        f"{slot} {head} {modes}": (who, 1)
        for slot in _SLOTS
        for head, who in _WHO.items()
        for modes in _MODES[:2]
    },
    **{f"SPELL {head} {modes}": (who, 1) for head, who in _WHO.items() for modes in _SPELL_MODES},
    **{
        f"{slot} Choose one: • Draw a card. • I gain 2 boosts.": ("controller", 1)
        for slot in _SLOTS
    },
    "SPELL Choose one: • Draw a card. • Target Character gains 2 boosts.": ("controller", 1),
    "SPELL Choose two: • Draw a card. • Target Character gains 2 boosts. • Resupply.": (
        "controller",
        2,
    ),
    "{J} Target opponent chooses one: they discard a card from their Reserve, or you draw a card.": (
        "target opponent",
        1,
    ),
    "{H} Each opponent chooses one: they sacrifice a Character, or I gain 2 boosts.": (
        "opponent",
        1,
    ),
}
"""Who chooses and how many modes, for each sibling read."""

REFUSED_CHOOSERS: dict[str, str] = {
    # id (session 38) reads "Each player / Target player chooses one: • They …" (each chooses
    # their own, 6.1.h; sentences_choosers_instead.py); a mode saying "you" (the effect's controller beside
    # the chooser) or naming no player stays refused (7.5.6.b)
    "{J} Each player chooses one: • They draw a card. • You draw a card.": "names the effect's controller",
    # a "may" on the choosing step by another player (6.5.c): not read yet
    "{J} Target opponent may choose one: • They discard a card from their Reserve. • I gain 2 boosts.": "names no one player",
    "{H} Each opponent may choose one: • They discard a card from their Reserve. • I gain 2 boosts.": "names no one player",
    "{J} Each player chooses one: • Draw a card. • Resupply.": "names no player doing it",
    "{J} Target player chooses one: • They sacrifice a Character. • You draw a card.": "names the effect's controller",
}
"""Near-misses refused, with words of the refusal."""
