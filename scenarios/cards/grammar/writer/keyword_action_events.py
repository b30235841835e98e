"""ha (session 37): the writer of a keyword action as a trigger event ("When you [Kindle] —",
"When an opponent [Kindles] —", "When a player [Sabotages] —") and of a set's keyword action
named by its step ("[Kindle]": the step its definition is, 2.2.12.c)."""

from __future__ import annotations

import re
from typing import Any

_WHO = {"you": "you", "opponent": "an opponent", "any": "a player"}
"""Whose keyword action (1.2.2)."""


def _third_person(name: str) -> str:
    """ "Kindle" -> "Kindles", "Push" -> "Pushes", "Carry" -> "Carries"."""
    if re.search(r"[^aeiou]y$", name):
        return name[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", name):
        return name + "es"
    return name + "s"


def keyword_action_event_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [player] [X][, if c] —" of ``player_does_keyword_action``; ``None`` else."""
    if reaction.get("trigger") != "player_does_keyword_action":
        return None
    who = reaction.get("player", "any")
    name = str(reaction["keyword_action"])
    verb = name if who == "you" else _third_person(name)
    if name == "sabotage":  # the rules' own action: printed without brackets in a trigger
        verb = "Sabotage" if who == "you" else "Sabotages"
        return f"When {_WHO[who]} {verb}{condition} \u2014"
    return f"When {_WHO[who]} [{verb}]{condition} \u2014"


def set_action_words(step: dict[str, Any]) -> str | None:
    """ "[Kindle]" / "[Kindle 2]": a step naming the set's keyword action it is the whole
    definition of, when it is exactly that definition (nothing added: no "may", no count);
    ``None`` otherwise — the step is then written by its own words."""
    name = step.get("keyword_action")
    if not name:
        return None
    from scenarios.cards.grammar.semantics.set_actions import definition_steps, with_number
    from scenarios.cards.grammar.set_lexicon import keyword_action

    words = str(name).split()
    number = words[-1] if len(words) > 1 and words[-1].isdigit() else None
    base = " ".join(words[:-1]) if number else str(name)
    definition = keyword_action(base)
    if definition is None:
        return None
    if number is not None:
        definition = with_number(definition, number)
    steps = definition_steps(base, definition)
    bare = {k: v for k, v in step.items() if k != "keyword_action"}
    return f"[{name}]" if steps == [bare] else None


# ---- ia (session 38): a keyword action of several steps written back by its name
def _definition_of(name: str) -> list[dict[str, Any]] | None:
    """The steps of the set's keyword action ``name`` as printed ("Barter", "Laden 2"), or
    ``None`` when the set being read with defines none (2.2.12.c)."""
    from scenarios.cards.grammar.semantics.set_actions import definition_steps, with_number
    from scenarios.cards.grammar.set_lexicon import keyword_action

    words = name.split()
    number = words[-1] if len(words) > 1 and words[-1].isdigit() else None
    base = " ".join(words[:-1]) if number else name
    definition = keyword_action(base)
    if definition is None:
        return None
    if number is not None:
        definition = with_number(definition, number)
    return [dict(s) for s in definition_steps(base, definition)]


def set_action_runs(effect: list[dict[str, Any]]) -> list[list[dict[str, Any]] | str]:
    """ia: ``effect`` cut into runs of steps and "[Barter]": an instance of a set's keyword
    action whose definition is several steps, or one step with what follows it ("… If you
    do, …"), is written by its name when the steps from the one naming it (its first,
    2.2.12.c, 6.5.f) are exactly its definition; every other step is left in its run."""
    out: list[list[dict[str, Any]] | str] = []
    run: list[dict[str, Any]] = []
    i = 0
    while i < len(effect):
        step = effect[i]
        name = step.get("keyword_action")
        steps = _definition_of(str(name)) if name else None
        if steps is not None and (len(steps) > 1 or set(steps[0]) & _FOLLOWED):
            said = [{k: v for k, v in step.items() if k != "keyword_action"}]
            said += [dict(s) for s in effect[i + 1 : i + len(steps)]]
            if said == steps:
                if run:
                    out.append(run)
                    run = []
                out.append(f"[{name}]")
                i += len(steps)
                continue
        run.append(step)
        i += 1
    if run:
        out.append(run)
    return out


_FOLLOWED = frozenset({"then", "otherwise", "if_not_done", "if_cant", "chosen_instead"})
"""A step's follow-ups (``semantics.set_actions._FOLLOWED``): a definition of one such step
is written whole by its name."""


_PLAYERS = {
    "each_player": "Each player",
    "each_opponent": "Each opponent",
    "target_opponent": "Target opponent",
    "its_controller": "Its controller",
    "target_player": "Target player",  # ib39
}
"""The players a set's keyword action is written as done by (1.4.7.b)."""


def players_set_action_words(step: dict[str, Any], players: str, may: bool) -> str | None:
    """ia: "Target opponent [Barters]" / "Each player may [Kindle]" / "Each opponent [Ladens
    2]": a step those players do that is exactly the set's keyword action's definition
    (2.2.12.c), its follow-ups included; ``None`` otherwise (``step`` without its ``may`` and
    ``players_do``)."""
    name = step.get("keyword_action")
    if not name or players not in _PLAYERS:
        return None
    steps = _definition_of(str(name))
    bare = {k: v for k, v in step.items() if k != "keyword_action"}
    if steps is None or ([bare] != steps and _unnested(bare) != steps):
        return None
    words = str(name).split()
    number = f" {words[-1]}" if len(words) > 1 and words[-1].isdigit() else ""
    base = " ".join(words[:-1]) if number else str(name)
    verb = f"may [{base}{number}]" if may else f"[{_third_person(base)}{number}]"
    return f"{_PLAYERS[players]} {verb}"


def _unnested(step: dict[str, Any]) -> list[dict[str, Any]]:
    """ib39: the steps of a keyword action of several steps one player does, nested each
    after the one before whatever it did (``it_follows``, semantics ``several_steps_theirs``),
    laid out again in printed order (6.5.a)."""
    out: list[dict[str, Any]] = []
    while step.get("it_follows") and len(step.get("then") or ()) == 1:
        out.append({k: v for k, v in step.items() if k not in ("then", "it_follows")})
        step = dict(step["then"][0])
    return [*out, step]
