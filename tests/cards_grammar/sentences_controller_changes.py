"""Sibling sentences of a change of controller as a trigger's event (issue 30, gram112),
written before building (NEWSET27 prints "When I defect"): "When [subject] defects" (7.3.6.a),
"When [subject] changes controller" / "When my controller changes" (7.5.5.b) and "When
[player] takes / gains control of me" (7.3.40) with each subject and player word a trigger
names; and the forms refused (a Spell never defects: only an object in an Expedition does,
7.3.6.a; "you" cannot take control of what you control, 7.3.40.d).

``SIBLINGS`` maps each sentence to the Reaction it means (its fields but "text"), or to
``None`` when it must be refused. Read by tests/cards_grammar/test_rules.py's reader
sentences too (``RULE_SENTENCES_CONTROLLER_CHANGES``) and held by
tests/cards_grammar/test_controller_changes.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

DRAW: list[Reading] = [{"action": "draw", "amount": 1}]
BOOSTS: list[Reading] = [{"action": "give_boost", "amount": 2, "subject": "self"}]
_ME = {"only_me": True}
_YOURS = {"types": ["Character"], "controller": "you"}
_THEIRS = {"types": ["Character"], "controller": "opponent"}

SIBLINGS: dict[str, Reading | None] = {
    "When I defect \u2014 I gain 2 boosts.": {
        "trigger": "object_defects",
        "filter": _ME,
        "effect": BOOSTS,
    },
    "When I defect \u2014 Draw a card.": {
        "trigger": "object_defects",
        "filter": _ME,
        "effect": DRAW,
    },
    "When a Character you control defects \u2014 Draw a card.": {
        "trigger": "object_defects",
        "filter": _YOURS,
        "effect": DRAW,
    },
    "When a Character an opponent controls defects \u2014 Draw a card.": {
        "trigger": "object_defects",
        "filter": _THEIRS,
        "effect": DRAW,
    },
    "When another Character defects \u2014 Draw a card.": {
        "trigger": "object_defects",
        "filter": {"types": ["Character"], "another": True},
        "effect": DRAW,
    },
    "When a Character defects \u2014 Draw a card.": {
        "trigger": "object_defects",
        "filter": {"types": ["Character"]},
        "effect": DRAW,
    },
    "When I change controller \u2014 I gain 2 boosts.": {
        "trigger": "object_changes_controller",
        "filter": _ME,
        "effect": BOOSTS,
    },
    "When my controller changes \u2014 Draw a card.": {
        "trigger": "object_changes_controller",
        "filter": _ME,
        "effect": DRAW,
    },
    "When a Character changes controller \u2014 Draw a card.": {
        "trigger": "object_changes_controller",
        "filter": {"types": ["Character"]},
        "effect": DRAW,
    },
    "When a Character you control changes controller \u2014 Draw a card.": {
        "trigger": "object_changes_controller",
        "filter": _YOURS,
        "effect": DRAW,
    },
    "When a Permanent an opponent controls changes controller \u2014 Draw a card.": {
        "trigger": "object_changes_controller",
        "filter": {"types": ["Permanent"], "controller": "opponent"},
        "effect": DRAW,
    },
    "When an opponent takes control of me \u2014 Draw a card.": {
        "trigger": "you_take_control",
        "player": "opponent",
        "filter": _ME,
        "effect": DRAW,
    },
    "When an opponent gains control of me \u2014 I gain 2 boosts.": {
        "trigger": "you_take_control",
        "player": "opponent",
        "filter": _ME,
        "effect": BOOSTS,
    },
    "When a player takes control of me \u2014 Draw a card.": {
        "trigger": "you_take_control",
        "player": "any",
        "filter": _ME,
        "effect": DRAW,
    },
    "When a Spell defects \u2014 Draw a card.": None,  # 7.3.6.a: an object in an Expedition
    "When you take control of me \u2014 Draw a card.": None,  # 7.3.40.d
}

_RULES: dict[str, tuple[str, ...]] = {
    "g112_i_defect": ("When I defect \u2014 I gain 2 boosts.",),
    "g112_object_defects": ("When a Character you control defects \u2014 Draw a card.",),
    "g112_i_change_controller": (
        "When I change controller \u2014 I gain 2 boosts.",
        "When my controller changes \u2014 Draw a card.",
    ),
    "g112_object_changes_controller": (
        "When a Character you control changes controller \u2014 Draw a card.",
    ),
    "g112_control_of_me_taken": (
        "When an opponent takes control of me \u2014 Draw a card.",
        "When a player takes control of me \u2014 Draw a card.",
    ),
}
REPLACEMENTS: dict[str, Reading | None] = {
    # [Loyal]'s reminder (NEWSET27) and its siblings: a replacing modifier (6.2.b)
    "If an opponent would take control of me, send me to Reserve instead.": {
        "action": "take_control",
        "scope": "self",
        "instead_to": "reserve",
    },
    "If a player would take control of me, send me to Reserve instead.": {
        "action": "take_control",
        "scope": "self",
        "instead_to": "reserve",
    },
    "If an opponent would gain control of me, you may send me to Reserve instead.": {
        "action": "take_control",
        "scope": "self",
        "instead_to": "reserve",
        "optional": True,
    },
    "If an opponent would take control of me, sacrifice me instead.": None,  # not read yet
}
"""Each replacement's words and the modifier it means (``passive.instead``), or ``None``."""
_RULES["g112_control_of_me_replaced"] = (
    "If an opponent would take control of me, send me to Reserve instead.",
)
READINGS_CONTROLLER_CHANGES: dict[str, dict[str, Any]] = {
    t: {"reaction": SIBLINGS[t]} if t in SIBLINGS else {"passive": {"instead": REPLACEMENTS[t]}}
    for texts in _RULES.values()
    for t in texts
}
"""The reader sentences of the section's grammar rules and what each reads to
(tests/cards_grammar/test_rules.py)."""
RULE_SENTENCES_CONTROLLER_CHANGES = _RULES
