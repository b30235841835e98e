"""Does the grammar read the passive abilities that change a rule, and amounts said with
"more", "additional", a cap? (issue 30)

    .venv/bin/python benchmarks/passive_audit.py [--list] [--wrong]

A generative audit in two sections, each crossing slots the cards' language combines, taken
from the CR's vocabulary — never from card texts — and said in several designers' voices:

- **restrictions** (1.4.1.a "can't" beats "can"; 6.5.b a target that can't be chosen): the
  subject ("I", "Characters you control", "Your Characters", "Your Plants") × the action made
  impossible ("targeted" 6.5.b, "exhausted" 7.3.13, "sacrificed" 7.3.36, "discarded" 7.3.7,
  "readied" 7.3.28, "sent to Reserve" 7.3.37) × whose doing it is ("by your opponents", "by
  effects your opponents control", "by your opponents' effects", "by Spells", "by your
  opponents' Spells", "by Spells your opponents play") × when (always, "during your turn",
  "If I have 2 or more boosts, …", 2.3.2.f); and the modifiers of costs (5.1.2.f),
  statistics (2.2.11, 2.3.1.a) and die results (7.3.33.c);
- **amounts** (6.5.i): base, "N more / additional / extra", "a … for each …", "…, up to a
  max / maximum of N" after a count, "twice" — crossed with a dozen atomic actions of 7.3.

Cases marked *must refuse* say something the engine cannot do as printed ("by Characters
with Hand Cost 3 or less": the source's description; "roll it again"; "half, rounded up" of a
count) or that two readings would split ("gains a boost for each …, up to a max of 3": the
count or the object's total?): reading them is *wrong*.

Verdicts: **right** (executes and means the parts), **wrong** (executes and misses a part, or
a must-refuse case executes), **refused** (the grammar alone does not execute it; for a
must-refuse case that is right), **crash** (the reader raised).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_section_audit

Check = Callable[[list[dict[str, Any]]], bool]


@dataclass(frozen=True)
class Case:
    section: str
    family: str
    text: str
    expect: Check | None
    """What the abilities' readings must hold; ``None``: the case must be refused."""


# ------------------------------------------------------------------- restrictions (1.4.1.a)
SUBJECTS = (
    ("I", "I", None),
    ("Characters you control", "Characters you control", "you"),
    ("Your Characters", "Your Characters", "you"),
    ("Your Plants", "Your Plants", "you"),
)
ACTIONS = (
    ("targeted", "target"),
    ("exhausted", "exhaust"),
    ("sacrificed", "sacrifice"),
    ("discarded", "discard"),
    ("readied", "ready"),
    ("sent to Reserve", "go_to_reserve"),
)
SOURCES = (
    ("", ""),
    ("by your opponents", "_by_opponent"),
    ("by opponents", "_by_opponent"),
    ("by effects your opponents control", "_by_opponent"),
    ("by your opponents' effects", "_by_opponent"),
    ("by Spells", "_by_spell"),
    ("by your opponents' Spells", "_by_opponents_spell"),
    ("by Spells your opponents play", "_by_opponents_spell"),
)
REFUSED_SOURCES = (
    "by Characters with Hand Cost 3 or less",
    "by Heroes",
)
WHEN = (
    ("always", "{s} can't be {a}.", ""),
    ("during your turn (after)", "{s} can't be {a} during your turn.", "turn"),
    ("during your turn (first)", "During your turn, {s2} can't be {a}.", "turn"),
    ("if boosts", "If I have 2 or more boosts, {s2} can't be {a}.", "boost"),
)


def _passives(abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [a["passive"] for a in abilities if "passive" in a]


def _cant_check(action: str, controller: str | None, when: str) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        for p in _passives(abilities):
            cant = p.get("cant_be")
            if not cant or list(cant.get("actions", ())) != [action]:
                continue
            group = cant.get("filter")
            if controller is None and group is not None:
                continue
            if controller is not None and (group or {}).get("controller") != controller:
                continue
            condition = str(p.get("condition", ""))
            if when and when not in condition:
                continue
            if not when and condition:
                continue
            return True
        return False

    return check


def restriction_cases() -> list[Case]:
    cases = []
    for _subject, said, controller in SUBJECTS:
        for verb, action in ACTIONS:
            for source, suffix in SOURCES:
                if suffix and action != "target" and suffix.endswith("spell"):
                    continue  # "exhausted by Spells": the source's card type, below
                for when, form, word in WHEN:
                    if when != "always" and source not in ("", "by your opponents' effects"):
                        continue
                    a = f"{verb} {source}".strip()
                    s2 = said if said == "I" else said[0].lower() + said[1:]
                    text = form.format(s=said, s2=s2, a=a)
                    check = _cant_check(action + suffix, controller, word)
                    cases.append(Case("restriction", f"can't be × {when}", text, check))
            for source in REFUSED_SOURCES:
                text = f"{said} can't be {verb} {source}."
                cases.append(Case("restriction", "must refuse: source described", text, None))
    return cases


def _static_words(*words: str) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        said = " ".join(str(p).lower() for p in _passives(abilities))
        return bool(_passives(abilities)) and all(w in said for w in words)

    return check


def _cost_check(change: int, scope: str) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        for p in _passives(abilities):
            cost = p.get("cost") or {}
            if cost.get("change") == change and scope in str(cost.get("applies_to", "")):
                return True
        return False

    return check


def _stats_check(forest: int) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        for p in _passives(abilities):
            s = p.get("stats") or {}
            if s.get("forest") == forest and not s.get("mountain") and not s.get("water"):
                f = s.get("filter") or {}
                return bool(f.get("another")) and f.get("controller") == "you"
        return False

    return check


def _die_check(n: int, forced: bool) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        for a in abilities:
            for p in (a.get("passive") or {}, a):
                ins = p.get("replace") or p.get("instead") or {}
                if ins.get("add_to_result") == n and bool(ins.get("always")) == forced:
                    return True
        return False

    return check


MOVERS = (
    ("Expeditions", "expeditions"),
    ("My Expedition", "my expedition"),
    ("Your Expeditions", "your expeditions"),
    ("Your opponents' Expeditions", "your opponents' expeditions"),
)
MOVE_SOURCES = (
    ("", ""),
    (" due to effects your opponents control", " due to effects your opponents control"),
    (" due to your opponents' effects", " due to effects your opponents control"),
)


def _cant_words(words: str, when: str) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        for p in _passives(abilities):
            if str(p.get("cant", "")).lower() == words and (when in str(p.get("condition", ""))):
                return not when or bool(p.get("condition"))
        return False

    return check


def move_cases() -> list[Case]:
    """ "[whose Expeditions] can't move forward / backward [due to …] [during Dusk]"."""
    out = []
    for said, who in MOVERS:
        for way in ("forward", "backward", "backwards"):
            for source, words in MOVE_SOURCES:
                for when, form in (
                    ("", "{s} can't move {w}{b}."),
                    ("dusk", "During Dusk, {l} can't move {w}{b}."),
                ):
                    low = said[0].lower() + said[1:] if when else said
                    text = form.format(s=said, l=low, w=way, b=source)
                    key = f"{who} can't move {way.rstrip('s')}{words}"
                    out.append(
                        Case("modifier", "move (can't) 7.3.24-25", text, _cant_words(key, when))
                    )
    for text in (
        "My Expedition can't move backward due to Spells.",
        "Your Expeditions can't move forward due to Characters with Hand Cost 3 or less.",
        "My Expedition can't move forward except due to effects you control.",
    ):
        out.append(Case("modifier", "must refuse: move source described", text, None))
    return out


def modifier_cases() -> list[Case]:
    play_and_move: list[tuple[str, str, Check | None]] = [
        ("play", "Your opponents can't play Spells.", _static_words("opponents", "spells")),
        ("play", "Opponents can't play Spells during your turn.", _static_words("spells", "turn")),
    ]
    costs = [
        ("Spells you play cost {1} less.", -1, "spells you play"),
        ("Your Spells cost {1} less.", -1, "spells you play"),
        ("Characters you play cost {1} less.", -1, "characters you play"),
        ("Spells your opponents play cost {1} more.", 1, "spells your opponents play"),
        ("Spells cost {1} more for your opponents.", 1, "spells your opponents play"),
        ("Your opponents' Spells cost {1} more.", 1, "spells your opponents play"),
        ("Characters cost {1} more for your opponents.", 1, "characters your opponents play"),
        ("Your opponents' Characters cost {2} more.", 2, "characters your opponents play"),
    ]
    stats = [
        "Other Plants you control get +1 {V}.",
        "Your other Plants get +1 {V}.",
        "Other Plants you control gain +1 {V}.",
        "Other Plants you control have +1 {V}.",
        "Your other Plants have +1 {V}.",
        "Other Plants you control get +1 forest.",
    ]
    dice: list[tuple[str, Check | None]] = [
        ("If you would roll a die, you may add 1 to its result.", _die_check(1, False)),
        ("Add 1 to the result of your die rolls.", _die_check(1, True)),
        ("Add 2 to the results of the dice you roll.", _die_check(2, True)),
        ("Add 1 to the result of each die you roll.", _die_check(1, True)),
        ("You may add 1 to the result of your die rolls.", _die_check(1, False)),
        ("You may add 1 to the result of each die you roll.", _die_check(1, False)),
        ("When you roll a die, you may roll it again.", None),
        ("Your opponents add 1 to the result of their die rolls.", None),
    ]
    out = [Case("modifier", f"{fam} (can't)", t, c) for fam, t, c in play_and_move]
    for kind in ("Spells", "Characters", "Permanents"):
        for where in ("", " from Reserve", " from hand"):
            for form in ("Your opponents can't play {k}{w}.", "{k} can't be played{w}."):
                text = form.format(k=kind, w=where)
                check = _static_words(kind.lower(), where.strip().lower())
                out.append(Case("modifier", "play (can't) 5.2.a", text, check))
    out.append(
        Case(
            "modifier",
            "must refuse: play described",
            "Characters with Reserve Cost 4 or more can't be played from Reserve.",
            None,
        )
    )
    out += move_cases()
    out += [Case("modifier", "cost 5.1.2.f", t, _cost_check(n, s)) for t, n, s in costs]
    out += [Case("modifier", "statistics 2.3.1.a", t, _stats_check(1)) for t in stats]
    out += [Case("modifier", "die 7.3.33.c", t, c) for t, c in dice]
    return out


# ------------------------------------------------------------------- amounts (6.5.i)
@dataclass(frozen=True)
class Act:
    label: str
    form: str
    """The step with ``{n}`` (the amount's words) and ``{s}`` (a plural 's')."""
    action: str
    counted: bool = True
    """Whether "more" and "for each" are said of it ("look at the top 1 more card" is not)."""


ACTS = (
    Act("7.3.9 draw", "Draw {n} card{s}", "draw"),
    Act("7.3.9 draw (player)", "Target opponent draws {n} card{s}", "draw"),
    Act("7.3.17 gain boosts", "Target Character gains {n} boost{s}", "give_boost"),
    Act("7.3.17 give boosts", "Give target Character {n} boost{s}", "give_boost"),
    Act("7.3.15 counters", "Target Character gains {n} Anchored counter{s}", "gain_counters"),
    Act("7.3.5 create", "Create {n} Ordis Recruit token{s} in target Expedition", "create"),
    Act("7.3.27 Mana", "Put the top {n} card{s} of your deck in your Mana zone", "put", False),
    Act("7.3.7 discard (player)", "Target player discards {n} card{s} from their hand", "discard"),
    Act("look", "Look at the top {n} card{s} of your deck", "look", False),
    Act("reveal", "Reveal the top {n} card{s} of your deck", "reveal", False),
    Act("7.3.9 each opponent draws", "Each opponent draws {n} card{s}", "draw"),
    Act("7.3.17 each gains", "Each Character you control gains {n} boost{s}", "give_boost"),
)


def _steps(node: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if "action" in node:
            found.append(node)
        for value in node.values():
            found.extend(_steps(value))
    elif isinstance(node, list | tuple):
        for item in node:
            found.extend(_steps(item))
    return found


def _amount_check(action: str, n: int, extra: dict[str, Any], before: int = 0) -> Check:
    def check(abilities: list[dict[str, Any]]) -> bool:
        steps = [s for s in _steps(abilities) if s.get("action") == action]
        if len(steps) < 1 + bool(before):
            return False
        s = steps[-1]
        said = s.get("amount", s.get("choose_count", 1))
        if said != n:
            return False
        if "per" in extra and s.get("x_is") == extra["per"]:
            s = {**s, "per": s["x_is"]}  # "X times, where X is the number of …"
        return all(s.get(k) == v for k, v in extra.items())

    return check


AMOUNTS: tuple[tuple[str, str, int, dict[str, Any], bool], ...] = (
    # label, the words, the amount, what else the step holds, plural noun
    ("N", "2", 2, {}, True),
    ("N more", "1 more", 1, {}, False),
    ("N more (word)", "two more", 2, {}, True),
    ("one additional", "one additional", 1, {}, False),
    ("an additional", "an additional", 1, {}, False),
    ("an extra", "an extra", 1, {}, False),
    ("2 extra", "2 extra", 2, {}, True),
)
COUNT = "for each Plant you control"


def amount_cases() -> list[Case]:
    cases = []
    for act in ACTS:
        one = act.form.format(n="a", s="").replace(" a A", " an A")
        first = f"{{J}} {one}. If you control a Plant, "
        for label, words, n, extra, plural in AMOUNTS:
            if label != "N" and not act.counted:
                continue
            step = act.form.format(n=words, s="s" if plural else "")
            lower = step[0].lower() + step[1:]
            if "more" in label or "additional" in label or "extra" in label:
                text = f"{first}{lower}."
                check = _amount_check(act.action, n, extra, before=1)
            else:
                text = f"{{J}} {step}."
                check = _amount_check(act.action, n, extra)
            cases.append(Case("amount", f"amount: {label}", text, check))
        if not act.counted:
            continue
        per = act.form.format(n="a", s="").replace(" a A", " an A")
        cases.append(
            Case(
                "amount",
                "amount: for each",
                f"{{J}} {per} {COUNT}.",
                _amount_check(act.action, 1, {"per": "plant you control"}),
            )
        )
        for cap in ("up to a max of 3", "up to a maximum of 3", "to a maximum of 3"):
            text = f"{{J}} {per} {COUNT}, {cap}."
            if act.action in ("give_boost", "gain_counters"):
                # the count's most or the object's total? (2.5): must refuse
                cases.append(Case("amount", "must refuse: boosts capped", text, None))
                continue
            check = _amount_check(act.action, 1, {"per": "plant you control", "per_most": 3})
            cases.append(Case("amount", "amount: for each, capped", text, check))
    for text in (
        "{J} Draw cards equal to half the number of Plants you control, rounded up.",
        "{J} Draw a card for each Plant you control, up to a max of X.",
    ):
        cases.append(Case("amount", "must refuse: amount", text, None))
    return cases


def cases() -> list[Case]:
    return restriction_cases() + modifier_cases() + amount_cases()


def check(case: Case) -> str:
    try:
        reading = grammar_alone(case.text)
    except Exception as exc:
        return f"crash ({type(exc).__name__})"
    if not reading.executable:
        return "right" if case.expect is None else "refused"
    if case.expect is None:
        return "wrong"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    return "right" if case.expect(dumped.get("abilities", [])) else "wrong"


def main() -> int:
    run_section_audit("passive audit", __doc__ or "", cases(), check, widths=(12, 38))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
