"""The trigger events x the filters of their object: does each filter survive (gdef, session 36).

    .venv/bin/python benchmarks/event_filter_matrix.py [--list WHAT] [--per-event N]

A trigger's event names an object (6.3.b: "When a Character you control joins an
Expedition", "When you create a token Character"); every word describing it narrows which
events activate the Reaction. A reading that RUNS but drops one of those words activates on
other objects' events — the worst kind of bug. This matrix:

- EVENTS: every alternative of the grammar's ``event`` rule taking an object description
  (``joiner`` or ``object_desc``), enumerated from the parser's rules
  (:mod:`event_slot_matrix`), a place ``joined_place`` crossed with every place the grammar
  reads, plus the creation events ("you / an opponent create(s) a token [Character]");
- FILTERS: each word of an object description a trigger can say — its controller ("you
  control", "an opponent controls"), "another", its owner, type, sub-type, token or not,
  status, boosts, counters, Hand Cost, statistic, keyword, place;
- a CELL is the event said with the base object ("a Character") and with the filter's. The
  base read and the cell read: ``kept`` when the filter is in the reading (the predicate of
  the filter holds of the reaction) — then the ENGINE's check: the Reaction the card
  compiles to matches an object the filter fits and not one it does not
  (:func:`engine.pipeline.activation.trigger_matches`, the matcher every event's
  activation consults); ``redundant`` when the words say nothing more there (with the rule:
  a Character in an Expedition is controlled by its player, 7.5.5.b); ``dropped`` when the
  reading is the base's or keeps no trace of the filter; ``refused`` when not read (a
  judge's reason); ``sample`` when the base itself is not read (a generator's miss).

The report: per filter, per event rule, counts of each outcome, and the dropped cells.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import event_slot_matrix as slots

BASE_JOINER = "a Character"
BASE_DESC = "Character"
EFFECT = " \u2014 I gain 1 boost."

Check = Callable[[dict[str, Any]], bool]


def _flt(reaction: dict[str, Any]) -> dict[str, Any]:
    return dict(reaction.get("filter") or {})


@dataclass(frozen=True)
class Filter:
    """One word of an object description: how it is said as a joiner ("a Character you
    control") and after "a" ("Character you control"), what of it the reading must keep
    (``kept``), and two objects for the engine's check — one it fits, one it does not
    (builder keywords: ``player``, ``card`` fields, ``statuses``, ``counters``)."""

    name: str
    joiner: str
    desc: str
    kept: Check
    fits: dict[str, Any] = field(default_factory=dict)
    misses: dict[str, Any] = field(default_factory=dict)
    rule: str = ""


def _statuses(reaction: dict[str, Any]) -> list[str]:
    f = _flt(reaction)
    return [*f.get("statuses", []), *f.get("any_statuses", [])]


def _filters() -> list[Filter]:
    from engine.state.enums import BOOST, Keyword, Status

    return [
        Filter(
            "controller: you control",
            "a Character you control",
            "Character you control",
            lambda r: _flt(r).get("controller") == "you",
            {"player": "p1"},
            {"player": "p2"},
            "7.5.5.b",
        ),
        Filter(
            "controller: an opponent controls",
            "a Character an opponent controls",
            "Character an opponent controls",
            lambda r: _flt(r).get("controller") == "opponent",
            {"player": "p2"},
            {"player": "p1"},
            "1.2.2, 7.5.5.b",
        ),
        Filter(
            "another",
            "another Character",
            "",
            lambda r: (
                bool(_flt(r).get("another")) or str(r.get("trigger", "")).startswith("another")
            ),
            {"player": "p1"},
            {"watcher": True},
            "7.2.1.a",
        ),
        Filter(
            "owner: you own",
            "a Character you own",
            "Character you own",
            lambda r: _flt(r).get("owner") == "you",
            {"player": "p1"},
            {"player": "p2"},
            "1.1.3.c",
        ),
        Filter(
            "type: Permanent",
            "a Permanent",
            "Permanent",
            lambda r: (
                "Permanent" in _flt(r).get("types", [])
                or any(k.startswith("permanents_in") for k in _flt(r))
                or "permanent" in str(r.get("trigger"))
            ),
            {"player": "p1", "card": {"type": "Permanent"}},
            {"player": "p1"},
            "2.2.1",
        ),
        Filter(
            "sub-type: Robot",
            "a Robot Character",
            "Robot Character",
            lambda r: "Robot" in _flt(r).get("subtypes", []) or "Robot" in str(r.get("if", "")),
            {"player": "p1", "card": {"subtypes": ("Robot",)}},
            {"player": "p1", "card": {"subtypes": ("Plant",)}},
            "2.2.2",
        ),
        Filter(
            "token",
            "a token Character",
            "token Character",
            lambda r: bool(_flt(r).get("tokens")),
            {"player": "p1", "card": {"is_token": True}},
            {"player": "p1"},
            "2.1.e",
        ),
        Filter(
            "non-token",
            "a non-token Character",
            "non-token Character",
            lambda r: bool(_flt(r).get("non_token")),
            {"player": "p1"},
            {"player": "p1", "card": {"is_token": True}},
            "2.1.e",
        ),
        Filter(
            "status: exhausted",
            "an exhausted Character",
            "exhausted Character",
            lambda r: "Exhausted" in _statuses(r),
            {"player": "p1", "statuses": frozenset({Status.EXHAUSTED})},
            {"player": "p1"},
            "2.4.2",
        ),
        Filter(
            "boosts: Boosted",
            "a Boosted Character",
            "Boosted Character",
            lambda r: "Boosted" in _statuses(r) or bool(_flt(r).get("boosts_min")),
            {"player": "p1", "counters": {BOOST: 1}},
            {"player": "p1"},
            "2.4.5",
        ),
        Filter(
            "counters: with an Ember counter",
            "a Character with an Ember counter",
            "Character with an Ember counter",
            lambda r: _flt(r).get("counter") == "Ember",
            {"player": "p1", "counters": {"Ember": 1}},
            {"player": "p1"},
            "2.5.a",
        ),
        Filter(
            "cost: Hand Cost 3 or less",
            "a Character with Hand Cost 3 or less",
            "Character with Hand Cost 3 or less",
            lambda r: _flt(r).get("hand_cost_max") == 3,
            {"player": "p1", "card": {"hand_cost": 2}},
            {"player": "p1", "card": {"hand_cost": 5}},
            "2.2.5",
        ),
        Filter(
            "statistic: {V} 3 or more",
            "a Character with {V} 3 or more",
            "Character with {V} 3 or more",
            lambda r: _flt(r).get("stat_of") == "forest" and _flt(r).get("stat_min") == 3,
            {"player": "p1", "card": {"forest": 4}},
            {"player": "p1", "card": {"forest": 1}},
            "2.2.11",
        ),
        Filter(
            "keyword: with [[Eternal]]",
            "a Character with [[Eternal]]",
            "Character with [[Eternal]]",
            lambda r: "Eternal" in _flt(r).get("keywords", []),
            {"player": "p1", "card": {"keywords": frozenset({Keyword.ETERNAL})}},
            {"player": "p1"},
            "7.4",
        ),
        Filter(
            "place: in my Expedition",
            "a Character in my Expedition",
            "Character in my Expedition",
            lambda r: bool(_flt(r).get("in_my_expedition")),
            {"player": "p1", "which": "hero"},
            {"player": "p1", "which": "companion"},
            "7.5.5.a",
        ),
    ]


# ---------------------------------------------------------------- the events

_PLACES = (
    "my Expedition",
    "your Expeditions",
    "one of your Expeditions",
    "an Expedition",
    "an opponent's Expedition",
    "the Expedition facing me",
    "your other Expedition",
    "your Hero Expedition",
)
"""Every place a Character joins the grammar reads (``joined_place``), said as printed."""

CREATIONS = (
    "you create {J}",
    "an opponent creates {J}",
    "{J} is created",
)
EXTRA = (
    "{J} gains 2 or more boosts",
    "{J} gains 1 or more boosts",
    "{J} gains 2 or more Ember counters",
    "{J} enters play",
)
"""Events said as the cards print them where the grammar's sample words ("gains 2 boosts")
are not read."""
"""The creation events, their object the token (7.3.5.a): "a token" is the base."""

_TOKEN_KINDS: dict[str, str] = {
    "a token Character": "type: Character (a token Character)",
    "a Character token": "type: Character (a Character token)",
}


@dataclass(frozen=True)
class Event:
    """An event said with a slot: ``{J}`` a joiner ("a Character"), ``{D}`` a description
    after "a" ("Character"); ``rule`` the grammar's semantic function it came from."""

    rule: str
    words: str


def events(per_rule: int = 3) -> list[Event]:
    """The events of the grammar taking an object description, up to ``per_rule`` phrases
    per semantic function, each ``joined_place`` crossed with every place."""
    rules = slots.grammar_rules()
    out: dict[str, list[str]] = {}
    for r in rules:
        if r.origin != "event":
            continue
        names = [n for term, n in r.symbols if not term]
        if "joiner" not in names and "object_desc" not in names:
            continue
        words: list[str] = []
        for term, name in r.symbols:
            if not term and name == "joiner":
                words.append("{J}")
            elif not term and name == "object_desc":
                words.append("{D}")
            elif not term and name == "joined_place":
                words.append("{P}")
            else:
                sample = slots._sample(rules, (term, name))
                if sample is None:
                    break
                if sample:
                    words.append(sample)
        else:
            phrase = " ".join(words)
            said = [phrase.replace("{P}", p) for p in _PLACES] if "{P}" in phrase else [phrase]
            kept = out.setdefault(r.alias, [])
            for s in said:
                if s not in kept and (len(kept) < per_rule or "{P}" in phrase):
                    kept.append(s)
    found = [Event(alias, w) for alias, ws in out.items() for w in ws]
    found += [Event("extra", e) for e in EXTRA]
    return found + [Event("creation", c) for c in CREATIONS]


# ---------------------------------------------------------------- reading a cell


def _sentence(event: Event, joiner: str, desc: str) -> str:
    text = event.words.replace("{J}", joiner).replace("{D}", desc)
    return f"When {text}{EFFECT}"


def reading(text: str) -> tuple[dict[str, Any] | None, str]:
    """The reaction the grammar reads in ``text`` (without its words) or None and why."""
    from scenarios.cards.grammar.first import grammar_ability

    try:
        ability, why = grammar_ability(text, support=False)
    except Exception as exc:  # a crash is a reader bug, counted apart
        return None, f"crash: {type(exc).__name__}: {exc}"
    if ability is None or "reaction" not in ability:
        return None, str(why)
    return {k: v for k, v in ability["reaction"].items() if k != "effect"}, ""


_MINE = frozenset(
    {
        "character_joins_my_expedition",
        "another_character_joins_my_expedition",
        "character_joins_your_expeditions",
        "another_character_joins_your_expeditions",
        "character_joins_one_of_your_expeditions",
        "character_leaves_your_expeditions",
        "character_leaves_my_expedition",
    }
)
_THEIRS = frozenset(
    {
        "character_joins_an_opponents_expedition",
        "character_leaves_an_opponents_expedition",
        "character_leaves_the_expedition_facing_me",
    }
)


def _in_mine(base: dict[str, Any]) -> bool:
    return base.get("trigger") in _MINE or bool(_flt(base).get("in_my_expedition"))


def _in_theirs(base: dict[str, Any]) -> bool:
    return base.get("trigger") in _THEIRS or bool(_flt(base).get("facing_me"))


def _at_my_expedition(base: dict[str, Any]) -> bool:
    return "my_expedition" in str(base.get("trigger"))


REDUNDANT: dict[str, tuple[Check, str]] = {
    "controller: you control": (
        _in_mine,
        "a Character in the controller's Expedition is the controller's (7.5.5.a-b)",
    ),
    "controller: an opponent controls": (
        _in_theirs,
        "a Character in an opponent's Expedition (the one facing me) is that opponent's "
        "(1.2.3.c, 7.5.5.a-b)",
    ),
    "place: in my Expedition": (_at_my_expedition, "the event's place is my Expedition (7.5.5.a)"),
}
"""Where a filter's words say nothing the event does not (the rule why): kept out of
``dropped``."""


@dataclass
class Cell:
    """One event x one filter: its sentence, outcome, and what was found."""

    event: Event
    filter: str
    text: str
    outcome: str = ""
    detail: str = ""
    reaction: dict[str, Any] | None = None
    noun: str = BASE_DESC


BASES = ("Character", "Permanent", "card", "Character you control")
"""The base objects an event is tried with, the first the grammar reads taken: "a Permanent
joins your Landmarks", "a card leaves your Reserve", "a Character you control enters play";
each filter's words are said of it ("a Robot Permanent", "another card")."""


def _said_of(words: str, noun: str) -> str:
    return words.replace("Character", noun, 1) if words else words


def cells(per_rule: int = 3) -> Iterator[Cell]:
    """Every cell of the matrix, read (no engine check)."""
    filters = _filters()
    for event in events(per_rule):
        if event.rule == "creation":
            base, _ = reading(_sentence(event, "a token", BASE_DESC))
            for words, name in _TOKEN_KINDS.items():
                yield _judge_kind(event, words, name, base)
            continue
        base, noun = None, BASE_DESC
        for noun in BASES:
            base, _ = reading(_sentence(event, f"a {noun}", noun))
            if base is not None:
                break
        for f in filters:
            if "{J}" not in event.words and not f.desc:
                continue  # "another" after "a": said by its own event ("you play another")
            if f.name.startswith("type") and noun != BASE_DESC:
                continue  # the base says another type already
            text = _sentence(event, _said_of(f.joiner, noun), _said_of(f.desc, noun))
            cell = Cell(event, f.name, text, noun=noun)
            if base is None:
                cell.outcome = "sample"
                yield cell
                continue
            found, why = reading(text)
            cell.reaction = found
            if found is None:
                cell.outcome = "crash" if why.startswith("crash") else "refused"
                cell.detail = why
            elif f.kept(found):
                cell.outcome = "kept"
            elif f.name in REDUNDANT and REDUNDANT[f.name][0](base):
                cell.outcome = "redundant"
                cell.detail = REDUNDANT[f.name][1]
            elif _who(found) != _who(base):
                cell.outcome = "kept by its trigger"  # whose event it is (1.2.2)
                cell.detail = json.dumps(found, default=str)
            else:
                cell.outcome = "dropped"
                cell.detail = json.dumps(found, default=str)
            yield cell


def _judge_kind(event: Event, words: str, name: str, base: dict[str, Any] | None) -> Cell:
    """A creation event said of a token Character: the reading must keep the type."""
    text = _sentence(event, words, "")
    cell = Cell(event, name, text)
    if base is None:
        cell.outcome = "sample"
        return cell
    found, why = reading(text)
    cell.reaction = found
    if found is None:
        cell.outcome, cell.detail = "refused", why
    elif "Character" in _flt(found).get("types", []):
        cell.outcome = "kept"
    else:
        cell.outcome, cell.detail = "dropped", json.dumps(found, default=str)
    return cell


def _who(reaction: dict[str, Any]) -> tuple[str, str]:
    """Whose event a reading watches: its trigger and player (1.2.2)."""
    return (str(reaction.get("trigger")), str(reaction.get("player")))


# ---------------------------------------------------------------- the engine's check


def engine_check(cell: Cell, f: Filter) -> str:
    """``matched`` when the Reaction the cell's card compiles to matches the object ``f``
    fits and not the one it misses (the engine's matcher, 6.3.b); ``ignored`` when it
    matches both (the filter dropped by the engine); ``unchecked`` when it matches neither
    (the event's other words — a zone, a place — exclude both sample objects)."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import PrintedCard, read_printed

    card = PrintedCard(
        "Watcher",
        "Character",
        rarity=None,
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=cell.text,
    )
    printed = read_printed(card, patterns=False)
    if not printed.executable:
        return "not executable"
    compiled = compile_card(printed.model)
    if compiled.gaps:
        return "not executable"
    fields = compiled.fields
    if cell.noun == "Permanent":  # the pair said of Permanents (2.2.1)
        f = Filter(
            f.name,
            f.joiner,
            f.desc,
            f.kept,
            {**f.fits, "card": {**f.fits.get("card", {}), "type": "Permanent"}},
            {**f.misses, "card": {**f.misses.get("card", {}), "type": "Permanent"}},
            f.rule,
        )
    for player in ("p1", "p2"):  # the first placement the event's place words allow
        for which in ("companion", "hero"):
            result = _matched(fields, f, player, which)
            if result != "unchecked":
                return result
    return "unchecked"


def _matched(fields: dict[str, Any], f: Filter, player: str, which: str) -> str:
    """The engine's matcher on the pair of objects ``f`` names, put in ``player``'s
    ``which`` Expedition unless ``f`` says whose or which they are: "matched" (the one it
    fits only), "ignored" (both), "unchecked" (neither: the event's place words exclude
    this placement)."""
    from engine import GameBuilder
    from engine.pipeline.activation import abilities_of, trigger_matches
    from engine.state.cards import AbilityKind
    from engine.state.enums import CardType

    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    ids: dict[str, str] = {}
    for key, spec in (("fits", f.fits), ("misses", f.misses)):
        if spec.get("watcher"):
            ids[key] = "o1"
            continue
        card_fields = dict(spec.get("card", {}))
        if card_fields.get("type") == "Permanent":
            card_fields["type"] = CardType.PERMANENT
        else:
            card_fields.setdefault("forest", 1)
            card_fields.setdefault("hand_cost", 3)
        whose = spec["player"] if f.name.startswith(("controller", "owner")) else player
        b = b.in_expedition(
            whose,
            spec.get("which", which),
            key.title(),
            statuses=spec.get("statuses", ()),
            counters=spec.get("counters"),
            **card_fields,
        )
        ids[key] = f"o{b.n - 1}"
    state = b.build()
    reactions = [a for a in abilities_of(state, "o1") if a.kind is AbilityKind.REACTION]
    if not reactions:
        return "not executable"
    ab = reactions[0]
    fits = trigger_matches(state, ids["fits"], ab, "p1", "o1")
    misses = trigger_matches(state, ids["misses"], ab, "p1", "o1")
    if fits and not misses:
        return "matched"
    if fits and misses:
        return "ignored"
    return "unchecked"


def run(per_rule: int = 3, engine: bool = True) -> tuple[list[Cell], Counter[str]]:
    """All cells, their outcomes, and (``engine``) the engine's check of each kept cell."""
    by_name = {f.name: f for f in _filters()}
    for name in _TOKEN_KINDS.values():  # a token Character created, not a Permanent token
        by_name[name] = Filter(
            name,
            "",
            "",
            lambda r: "Character" in _flt(r).get("types", []),
            {"player": "p1", "card": {"is_token": True}},
            {"player": "p1", "card": {"type": "Permanent", "is_token": True}},
            "2.2.1, 7.3.5.a",
        )
    out: list[Cell] = []
    engine_counts: Counter[str] = Counter()
    for cell in cells(per_rule):
        if engine and cell.outcome == "kept" and cell.filter in by_name:
            f = by_name[cell.filter]
            in_filter = f.kept({"filter": _flt(cell.reaction or {})})
            # kept in the trigger's kind ("another_character_joins_…", "permanent_joins_…"):
            # the event's own activation checks it (engine.pipeline.zone_triggers,
            # flow_triggers), not the matcher
            result = engine_check(cell, f) if in_filter else "in its trigger kind"
            cell.detail = result
            engine_counts[result] += 1
            if result == "ignored":
                cell.outcome = "engine dropped"
        out.append(cell)
    return out, engine_counts


def _counts(n: Counter[str]) -> str:
    return "  ".join(f"{k}: {v}" for k, v in sorted(n.items()))


def report(found: list[Cell], engine_counts: Counter[str]) -> str:
    """The matrix: per filter, per event rule, and the dropped cells."""
    lines = []
    total = Counter(c.outcome for c in found)
    lines.append(
        f"cells: {len(found)}  " + "  ".join(f"{k}: {v}" for k, v in sorted(total.items()))
    )
    lines.append(
        "engine (kept cells): " + "  ".join(f"{k}: {v}" for k, v in sorted(engine_counts.items()))
    )
    lines.append("")
    lines.append("per filter:")
    for name in sorted({c.filter for c in found}):
        n = Counter(c.outcome for c in found if c.filter == name)
        lines.append(f"  {name:38} " + "  ".join(f"{k}: {v}" for k, v in sorted(n.items())))
    lines.append("")
    lines.append("per event rule (read cells):")
    for rule in sorted({c.event.rule for c in found}):
        n = Counter(c.outcome for c in found if c.event.rule == rule and c.outcome != "sample")
        if n:
            lines.append(f"  {rule:38} " + "  ".join(f"{k}: {v}" for k, v in sorted(n.items())))
    bad = [c for c in found if c.outcome in ("dropped", "engine dropped", "crash")]
    lines.append("")
    lines.append(f"dropped ({len(bad)}):")
    lines.extend(f"  [{c.outcome}] {c.text}  => {c.detail}" for c in bad)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-event", type=int, default=3, help="phrases per event rule")
    parser.add_argument("--no-engine", action="store_true", help="the readings only")
    parser.add_argument(
        "--list",
        choices=[
            "refused",
            "kept",
            "redundant",
            "sample",
            "kept by its trigger",
            "unchecked",
            "not executable",
        ],
    )
    args = parser.parse_args(argv)
    found, engine_counts = run(args.per_event, engine=not args.no_engine)
    print(report(found, engine_counts))
    if args.list:
        print(f"\n{args.list}:")
        for c in found:
            if args.list in (c.outcome, c.detail):
                print(f"  {c.text}  => {c.detail}")
    return 1 if any(c.outcome in ("dropped", "engine dropped", "crash") for c in found) else 0


if __name__ == "__main__":
    sys.exit(main())
