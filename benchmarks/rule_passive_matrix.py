"""Passives that change a rule of the game, crossed: subject × change × scope × floor / cap
(issue 30, gram49).

    .venv/bin/python benchmarks/rule_passive_matrix.py [--list] [--wrong] [--dimension D]

A passive ability that changes a rule (2.3.2.f: it works while its condition holds) is one
clause: a **subject** (the cards played, the players acting, the objects it names), one
**change** — a cost modifier ±N [per …] (5.1.2.f) [down to a minimum of {N}], a restriction
"can't play [kind] [from Reserve / hand] [in an Expedition]" or "can't be / gain …" (1.4.1.a,
can't beats can), a keyword or statistics the objects have (2.3.1.a), a type they are also, a
permission ("You may play …") — and a **scope** (always, "during Dusk", "During your turn,",
"As long as …,"). The matrix crosses the forms the grammar has rules for, every subject with
every change and scope, so a form read in one combination and not its siblings shows.

Verdicts: **read right** (executes and holds every part: the change's amount and direction,
the floor, the subject's words, where from / into, the scope's condition), **read wrong**
(executes and misses a part, or executes a cell that must be refused: a Spell is played into
no Expedition, 5.2.2.a), **not read** (the grammar alone does not execute it; for a
must-refuse cell that is read right), **reader error** (the reader raised).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_dimension_audit

Check = Callable[[dict[str, Any]], bool]


@dataclass(frozen=True)
class Cell:
    """A generated passive: its text, the dimensions crossed and what its reading holds
    (``None``: it must be refused)."""

    text: str
    dims: tuple[tuple[str, str], ...]
    expect: Check | None

    @property
    def family(self) -> str:
        return "/".join(v for _, v in self.dims)


# ------------------------------------------------------------------ scopes (2.3.2.f)
SCOPES = (
    ("always", "", "", ""),
    ("during Dusk (after)", "", " during Dusk", "dusk"),
    ("during your turn (first)", "During your turn, ", "", "turn"),
    ("as long as (first)", "As long as I have 2 or more boosts, ", "", "boost"),
)


def _scoped(sentence: str, first: str, after: str) -> str:
    """``sentence`` (no final stop) with the scope said before or after it."""
    if first:
        sentence = first + sentence[0].lower() + sentence[1:]
        sentence = sentence.replace(first + "i ", first + "I ")
    return f"{sentence}{after}."


def _condition_holds(passive: dict[str, Any], inner: dict[str, Any], word: str) -> bool:
    said = str(passive.get("condition") or inner.get("condition") or "").lower()
    return word in said if word else not said


# ------------------------------------------------------------------ costs (5.1.2.f)
COST_SUBJECTS = (
    # label, words, what the scope names (applies_to words)
    ("Spells you play", "Spells you play", ("spells", "you play")),
    ("Characters you play", "Characters you play", ("characters", "you play")),
    ("Permanents you play", "Permanents you play", ("permanents", "you play")),
    ("played from your hand", "Spells you play from your hand", ("spells", "hand")),
    ("played from hand", "Spells you play from hand", ("spells", "hand")),
    ("played from Reserve", "Characters you play from Reserve", ("characters", "reserve")),
    (
        "played from your Reserve",
        "Characters you play from your Reserve",
        ("characters", "reserve"),
    ),
    ("your (cards)", "Your Spells", ("spells", "you play")),
    ("opponents play", "Spells your opponents play", ("spells", "opponents")),
    ("opponents' (cards)", "Your opponents' Characters", ("characters", "opponents")),
)
COST_BOUNDS = (
    ("none", ""),
    ("down to a minimum", ", down to a minimum of {1}"),
    ("to a minimum", ", to a minimum of {1}"),
)
COST_PER = (("fixed", ""), ("per count", " for each Plant you control"))


def _cost_check(change: int, words: tuple[str, ...], floor: bool, per: bool, when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        cost = passive.get("cost") or {}
        scope = str(cost.get("applies_to", "")).lower()
        return (
            cost.get("change") == change
            and all(w in scope for w in words)
            and (cost.get("minimum") == 1) == floor
            and bool(cost.get("per")) == per
            and _condition_holds(passive, cost, when)
        )

    return check


def cost_cells() -> list[Cell]:
    cells = []
    for subject, said, words in COST_SUBJECTS:
        for way, sign in (("less", -1), ("more", 1)):
            for per_label, per in COST_PER:
                for bound, bound_words in COST_BOUNDS:
                    if bound != "none" and way == "more":
                        continue  # a floor says how far a reduction goes (5.1.2.f)
                    for scope, first, after, word in SCOPES:
                        text = _scoped(f"{said} cost {{1}} {way}{per}{bound_words}", first, after)
                        check = _cost_check(sign, words, bound != "none", bool(per), word)
                        dims = (
                            ("subject", f"cost: {subject}"),
                            ("change", f"cost {way} ({per_label})"),
                            ("scope", scope),
                            ("bound", bound),
                        )
                        cells.append(Cell(text, dims, check))
    return cells


# ------------------------------------------------------------------ can't play (1.4.1.a, 5.2.a)
PLAYERS = (("Your opponents", "opponents"), ("Opponents", "opponents"))
PLAYED = (("Spells", "spells"), ("Characters", "characters"), ("Permanents", "permanents"))
FROM = (
    ("anywhere", "", ""),
    ("from Reserve", " from Reserve", "reserve"),
    ("from hand", " from hand", "hand"),
    ("from their Reserve", " from their Reserve", "reserve"),
)
INTO = (
    ("anywhere", "", ""),
    ("in the Expedition facing me", " in the Expedition facing me", "facing me"),
    ("in my Expedition's facing one", " in the Expedition in front of me", "facing me"),
)


def _cant_play_check(kind: str, zone: str, place: str, when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        said = str(passive.get("cant", "")).lower()
        return (
            kind in said
            and (f"from {zone}" in said) == bool(zone)
            and (place in said if place else " in " not in said)
            and _condition_holds(passive, {}, when)
        )

    return check


def cant_play_cells() -> list[Cell]:
    cells = []
    for who, _ in PLAYERS:
        for kind, kind_word in PLAYED:
            for src, src_words, zone in FROM:
                for into, into_words, place in INTO:
                    for scope, first, after, word in SCOPES:
                        forms = [
                            (f"play: {who}", f"{who} can't play {kind}{src_words}{into_words}")
                        ]
                        if who == "Your opponents" and src != "from their Reserve":
                            forms.append(
                                (
                                    "play: cards can't be played",
                                    f"{kind} can't be played{src_words}{into_words}",
                                )
                            )
                        for subject, sentence in forms:
                            text = _scoped(sentence, first, after)
                            # a Spell is played into no Expedition (5.2.2.a): refuse
                            refuse = bool(place) and kind == "Spells"
                            check = (
                                None if refuse else _cant_play_check(kind_word, zone, place, word)
                            )
                            dims = (
                                ("subject", subject),
                                ("change", f"can't play ({src}, {into})"),
                                ("scope", scope),
                                ("bound", "none"),
                            )
                            cells.append(Cell(text, dims, check))
    return cells


# ------------------------------------------------------------------ objects (1.4.1.a, 2.3.1.a)
OBJECTS = (
    # label, words, singular, what the reading's group holds
    ("Characters you control", "Characters you control", False),
    ("Your Characters", "Your Characters", False),
    ("Other Characters you control", "Other Characters you control", False),
    ("Characters in my Expedition", "Characters in my Expedition", False),
    ("Each Character in my Expedition", "Each Character in my Expedition", True),
    ("Characters facing me", "Characters facing me", False),
)


def _cant_be_check(action: str, when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        cant = passive.get("cant_be") or {}
        return (
            list(cant.get("actions", ())) == [action]
            and bool(cant.get("filter"))
            and _condition_holds(passive, {}, when)
        )

    return check


def _grant_check(subject: str, when: str) -> Check:
    core = subject.lower().removeprefix("each ").replace("your ", "").split()[0].rstrip("s")

    def check(passive: dict[str, Any]) -> bool:
        grant = passive.get("grant") or {}
        return (
            grant.get("keyword") == "Tough 1"
            and core in str(grant.get("to", "")).lower()
            and _condition_holds(passive, {}, when)
        )

    return check


def _stats_check(when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        s = passive.get("stats") or {}
        return (
            s.get("forest") == 1
            and not s.get("mountain")
            and not s.get("water")
            and bool(s.get("filter") or s.get("to"))
            and _condition_holds(passive, {}, when)
        )

    return check


def _type_check(when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        said = str(passive).lower()
        return "animal" in said and _condition_holds(passive, {}, when)

    return check


def object_cells() -> list[Cell]:
    cells = []
    for subject, said, one in OBJECTS:
        have, are, gain = ("has", "is", "gains") if one else ("have", "are", "gain")
        changes: list[tuple[str, str, Check | None, Callable[[str], Check]]] = []
        for label, words, action in (
            ("can't gain boosts", "can't gain boosts", "gain_boosts"),
            ("can't be targeted by Spells", "can't be targeted by Spells", "target_by_spell"),
            ("can't be sacrificed", "can't be sacrificed", "sacrifice"),
        ):
            changes.append((label, words, None, lambda w, a=action: _cant_be_check(a, w)))
        for label, verb in (("has keyword", have), ("gains keyword", gain)):
            changes.append(
                (label, f"{verb} [[Tough 1]]", None, lambda w, s=subject: _grant_check(s, w))
            )
        for label, verb in (("has +1 {V}", have), ("gets +1 {V}", "gets" if one else "get")):
            changes.append((label, f"{verb} +1 {{V}}", None, _stats_check))
        changes.append(("is also a type", f"{are} also Animals", None, _type_check))
        for label, words, _, make in changes:
            for scope, first, after, word in SCOPES:
                text = _scoped(f"{said} {words}", first, after)
                dims = (
                    ("subject", f"object: {subject}"),
                    ("change", label),
                    ("scope", scope),
                    ("bound", "none"),
                )
                cells.append(Cell(text, dims, make(word)))
    return cells


# ------------------------------------------------------------------ permissions (1.4.1)
def _permission_check(kind: str, when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        said = str(passive).lower()
        return "may" in said and kind in said and _condition_holds(passive, {}, when)

    return check


def permission_cells() -> list[Cell]:
    cells = []
    for kind, _ in PLAYED:
        for src in ("from your Discard pile", "from your Reserve as if it were in your hand"):
            for scope, first, after, word in SCOPES:
                text = _scoped(f"You may play {kind} {src}", first, after)
                dims = (
                    ("subject", "player: you"),
                    ("change", f"may play ({src.split(' as ')[0]})"),
                    ("scope", scope),
                    ("bound", "none"),
                )
                cells.append(Cell(text, dims, _permission_check(kind.lower(), word)))
    return cells


# ------------------------------------------------------------------ limits (gram54)
LIMIT_WHOSE = (("your", "Your {z} limit is", "you"), ("all", "All {z} limits are", "all"))
LIMIT_ZONES = (("Reserve", "reserve"), ("Landmark", "landmarks"))
LIMIT_CHANGES = (
    ("increased by one", "increased by one", {"by": 1}),
    ("reduced by 2", "reduced by 2", {"by": -2}),
    ("decreased by one", "decreased by one", {"by": -1}),
    ("is N", "4", {"to": 4}),
)


def _limit_check(expected: dict[str, Any], when: str) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        limit = {"players": "you", **(passive.get("limit") or {})}  # "you": the default
        return (
            {k: v for k, v in limit.items() if k in expected} == expected
            and set(limit) <= {"zone", "players", "by", "to"}
            and _condition_holds(passive, {}, when)
        )

    return check


def limit_cells() -> list[Cell]:
    """A zone's limit changed (3.2.10.b the Reserve's, 3.2.7.c the Landmarks', 2.2.12.m);
    a limit the rules do not have (a hand limit) must be refused."""
    cells = []
    for whose, said, players in LIMIT_WHOSE:
        for zone, key in (*LIMIT_ZONES, ("Hand", "")):
            for change, words, expected in LIMIT_CHANGES:
                for scope, first, after, word in SCOPES:
                    text = _scoped(f"{said.format(z=zone)} {words}", first, after)
                    want = {"zone": key, "players": players, **expected}
                    check = _limit_check(want, word) if key else None
                    dims = (
                        ("subject", f"limit: {whose} {zone}"),
                        ("change", f"limit {change}"),
                        ("scope", scope),
                        ("bound", "none"),
                    )
                    cells.append(Cell(text, dims, check))
    return cells


# ------------------------------------------------------------------ a die roll replaced (7.3.33.c)
DIE_OPENERS = ("If", "Each time", "Whenever", "When")
DIE_RESULTS = (
    ("roll N dice instead, choose one", "roll {n} dice instead and choose one of the results", 0),
    ("instead roll N dice, keep one", "instead roll {n} dice and keep one", 0),
    ("roll N dice instead, keep one of them", "roll {n} dice instead and keep one of them", 0),
    (
        "that many plus, ignore",
        "instead roll that many dice plus {m} and ignore {m} rolls of your choice",
        1,
    ),
)


def _die_check(extra: int) -> Check:
    def check(passive: dict[str, Any]) -> bool:
        replace = passive.get("replace") or {}  # the model's name of "instead"
        return replace == {"action": "roll_die", "scope": "mine", "extra": extra}

    return check


def die_cells() -> list[Cell]:
    """ "[If / Each time / …] you would roll a die, roll N dice instead and choose one" (6.2.b,
    7.3.33.c); N dice of "one or more dice" say not how many are kept: refused."""
    cells = []
    for opener in DIE_OPENERS:
        for label, result, _ in DIE_RESULTS:
            for n, m in ((2, "one"), (3, "2")):
                for rolled in ("a die", "one or more dice"):
                    said = result.format(n=("two", "three")[n - 2], m=m)
                    text = f"{opener} you would roll {rolled}, {said}."
                    many = rolled != "a die" and "that many" not in result
                    check = None if many else _die_check(n - 1)
                    dims = (
                        ("subject", f"die: {opener}"),
                        ("change", f"die: {label}"),
                        ("scope", f"rolling {rolled}"),
                        ("bound", "none"),
                    )
                    cells.append(Cell(text, dims, check))
    return cells


def cells() -> list[Cell]:
    return (
        cost_cells()
        + cant_play_cells()
        + object_cells()
        + permission_cells()
        + limit_cells()
        + die_cells()
    )


_CHANGE_WORDS = ("COST", "CAN'T", "KEYWORD", "STAT", "_GROUP_HAS", "_ONE_HAS", "PLAY")
"""What a passive clause's rule-change is made of, as the grammar's rule bodies say it."""


def constructions() -> frozenset[str]:
    """The grammar's passive constructions that change a rule: every named alternative of
    ``static_after`` (a passive ability's whole clause) whose body holds a cost, a "can't",
    a keyword, statistics or a play — taken from the grammar itself, not from this file."""
    from scenarios.cards.grammar.parser import grammar

    found: set[str] = set()
    for rule in grammar().rules:
        if str(rule.origin.name) != "static_after" or not rule.alias:
            continue
        body = " ".join(str(getattr(s, "name", s)) for s in rule.expansion).upper()
        if any(word in body for word in _CHANGE_WORDS):
            found.add(str(rule.alias))
    return frozenset(found)


def reached(sample: list[Cell]) -> frozenset[str]:
    """The constructions the cells' readings go through."""
    from scenarios.cards.grammar.coverage import rules_used

    return rules_used(c.text for c in sample) & constructions()


def check(cell: Cell) -> str:
    try:
        reading = grammar_alone(cell.text)
    except Exception:
        return "reader error"
    if not reading.executable:
        return "read right" if cell.expect is None else "not read"
    if cell.expect is None:
        return "read wrong"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    passives = [a["passive"] for a in dumped.get("abilities", []) if "passive" in a]
    return "read right" if any(cell.expect(p) for p in passives) else "read wrong"


def notes(verdicts: list[tuple[Cell, str]]) -> Iterable[str]:
    refused = sum(1 for c, v in verdicts if c.expect is None)
    yield f"  (cells that must be refused: {refused}; refused counts as read right there)"
    every = constructions()
    gone = reached([c for c, _ in verdicts])
    yield (
        f"  grammar constructions (static_after rules with a cost / can't / keyword / "
        f"statistics / play): {len(every)}; reached by the cells {len(gone)}"
    )


def main() -> int:
    run_dimension_audit("rule-changing passives matrix", __doc__ or "", cells(), check, notes=notes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
