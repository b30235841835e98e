""" "Create another one" / "create one more" after a step that created one token: one more of
the token that step named (7.3.5.a: the token card is the one named before), created where
the one before went — "its Expedition", the token just created being "it" (6.1.e, 7.3.5.a),
so a target Expedition is not chosen again (6.5.b: "another one" names no target). A
condition said before it ("If you control a Landmark, create another one") is checked as the
second creation would happen, after the first (6.5.d, 6.1.c). Said after anything but one
token created in one Expedition, unconditionally, it is refused by name (precision first)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

ANOTHER_ONE = "_another_one"
"""Marks "create another one" until :func:`resolve_another_one` knows the create step before."""

_ONE_PLACE = frozenset(
    {
        "target_expedition",
        "my_expedition",
        "your_hero_expedition",
        "your_companion_expedition",
        "your_other_expedition",
        "its_expedition",
        "the_expedition_facing_me",
        "one_of_your_expeditions",
        "target_opponent_hero_expedition",
        "target_opponent_companion_expedition",
    }
)
"""Places a create step puts ONE token in (7.3.5.a): "another one" goes where it went."""

_TOKEN_KEYS = ("token", "token_abilities", "token_keywords", "token_by_hand")
_OWN_WORDS = frozenset({"action", "subject", "amount", *_TOKEN_KEYS})
"""What a create step may say for "another one" to name its token and place: nothing else
(a condition, a "may", a follow-up or a second amount leaves "another one" unsaid)."""

_REFUSED = (
    "create another one",
    "'create another one' is read after one token created in one Expedition, unconditionally "
    "(which token, and where, is otherwise not said: resolve it by hand)",
    "create_another_one",
)


def create_another_one() -> Step:
    """The step "create another one" before the step it repeats is known."""
    return {"action": "create", ANOTHER_ONE: True}


def resolve_another_one(steps: list[Step]) -> list[Step]:
    """``steps`` with "[If …,] create another one" made a follow-up of the create step just
    before it: the same token, in "its Expedition" (:mod:`another_token`)."""
    out: list[Step] = []
    for step in steps:
        if not step.get(ANOTHER_ONE):
            if _marked(step):
                raise NotRead(*_REFUSED)
            out.append(step)
            continue
        before = out[-1] if out else {}
        if (
            before.get("action") != "create"
            or not before.get("token")
            or set(before) - _OWN_WORDS
            or before.get("amount", 1) != 1
            or before.get("subject") not in _ONE_PLACE
            or set(step) - {"action", ANOTHER_ONE, "if"}
        ):
            raise NotRead(*_REFUSED)
        again = {k: v for k, v in before.items() if k in _TOKEN_KEYS}
        made = {"action": "create", "subject": "its_expedition", **again}
        if "if" in step:
            made["if"] = step["if"]
        out[-1] = {**before, "then": [made]}
    return out


def _marked(step: Any) -> bool:
    """Whether "create another one" is left inside ``step``'s follow-ups (not read there)."""
    if isinstance(step, list):
        return any(_marked(s) for s in step)
    if not isinstance(step, dict):
        return False
    return bool(step.get(ANOTHER_ONE)) or any(_marked(v) for v in step.values())
