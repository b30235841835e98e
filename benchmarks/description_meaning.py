"""Object descriptions composed from the language's dimensions, each read and its reading
checked against what the composition means (issue 30).

    .venv/bin/python benchmarks/description_meaning.py [--list wrong|unread] [--part WORDS]

:mod:`description_audit` checks that a composition is read, written back and run; this checks
that it is read RIGHT. Each composition is built from the dimensions of an object description
(6.5.b, 6.1.g) — never from a card's text — and carries the facts it means:

- a **determiner** and count: "target", "another target", "up to two [other] target", "a",
  "another", "each", "each other", "all" (6.5.b targets, 6.1.g choices, every object);
- an **adjective** before the noun: statuses (2.4: [[Anchored]], [[Asleep]], [[Boosted]],
  [[Fleeting]]; exhausted, ready 2.4.4), "token" (2.1.e), "non-token", a sub-type (2.2.2);
- a **noun**: a card type (2.2.1: Character, Permanent), "card" (said with a controller
  or a place in play: a Character or Permanent, 3.1.4.a; alone it names no zone, and is not
  composed), "Character or Permanent", a Permanent of a zone type (2.2.3: Landmark
  Permanent);
- **post-modifiers**, alone and two in any order: a status or keyword after the noun ("with
  [[Anchored]]", "with Defender", 2.4, 7.4), counters ("with 2 or more boosts", "with no
  boosts", 2.5), a cost compared (2.2.7), the same as relative clauses ("that has no boosts",
  "that is [[Exhausted]]", "that isn't [[Anchored]]", "that is ready", "that has Defender"),
  the controller (1.2.6: "you control", "an opponent controls", "controlled by another
  player"), the owner (1.1.3.c: "you own"), the place (7.5: "in my Expedition", "in your
  other Expedition", "in your Expeditions", "in an opponent's Expedition", "in an
  Expedition facing one of yours", "in {V}");
- **cards outside play**: "in your Reserve", "from your discard pile" (3.2.10, 3.2.3) with a
  type and a cost, in the slots that move such cards.

A reading is reduced to the same facts (its subject and filter) and compared: the same facts
is "read right"; other facts is "read wrong" (worse than not read: precision first); a
refusal is "not read". Equivalent facts are reduced alike: [[Boosted]] is having one or more
boosts and "no boosts" not being Boosted (2.4.5.a); a Character in my Expedition is one my
controller controls (7.5.5.b).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

Fact = tuple[Any, ...]
IN_PLAY = frozenset({"Character", "Permanent"})
"""The kinds of cards in play (3.1.4.a): a "card" in play is one of these."""


@dataclass(frozen=True)
class Piece:
    """Words of one dimension, singular and plural, and the facts they mean."""

    dimension: str
    one: str
    many: str
    facts: frozenset[Fact]
    verb_one: str = ""
    """A relative clause's verb said of one object ("has"), of several ("have")."""


def _p(dimension: str, one: str, many: str | None = None, *facts: Fact) -> Piece:
    return Piece(dimension, one, one if many is None else many, frozenset(facts))


# ----------------------------------------------------------------- the dimensions
DETERMINERS = (  # (words before the description, plural?, facts)
    ("target", False, {("det", "target")}),
    ("another target", False, {("det", "target"), ("another",)}),
    ("up to two target", True, {("det", "target"), ("up_to", 2)}),
    ("up to two other target", True, {("det", "target"), ("up_to", 2), ("another",)}),
    ("a", False, {("det", "chosen")}),
    ("another", False, {("det", "chosen"), ("another",)}),
    ("each", False, {("det", "each")}),
    ("each other", False, {("det", "each"), ("another",)}),
    ("all", True, {("det", "each")}),
)
ADJECTIVES = (
    _p("status", "[[Anchored]]", None, ("status", "Anchored")),
    _p("status", "[[Asleep]]", None, ("status", "Asleep")),
    _p("status", "[[Boosted]]", None, ("boosts_min", 1)),
    _p("status", "[[Fleeting]]", None, ("status", "Fleeting")),
    _p("status", "exhausted", None, ("status", "Exhausted")),
    _p("status", "ready", None, ("without_status", "Exhausted")),
    _p("token", "token", None, ("token",)),
    _p("token", "non-token", None, ("non_token",)),
    _p("sub-type", "Plant", None, ("subtype", "Plant")),
)
NOUNS = (  # (singular, plural, facts)
    _p("noun", "Character", "Characters", ("types", frozenset({"Character"}))),
    _p("noun", "Permanent", "Permanents", ("types", frozenset({"Permanent"}))),
    _p("noun", "card", "cards", ("types", IN_PLAY)),
    _p("noun", "Character or Permanent", "Characters or Permanents", ("types", IN_PLAY)),
    _p(
        "noun",
        "Landmark Permanent",
        "Landmark Permanents",
        ("types", frozenset({"Permanent"})),
        ("where", "landmarks"),
    ),
)
_STATUS_WITH = (
    ("[[Anchored]]", "Anchored"),
    ("[[Asleep]]", "Asleep"),
    ("[[Fleeting]]", "Fleeting"),
)


def _relative(words_one: str, words_many: str, *facts: Fact) -> Piece:
    return Piece("relative clause", f"that {words_one}", f"that {words_many}", frozenset(facts))


POST = (
    *(_p("status after the noun", f"with {w}", None, ("status", s)) for w, s in _STATUS_WITH),
    _p("status after the noun", "with [[Boosted]]", None, ("boosts_min", 1)),
    _p("keyword", "with Defender", None, ("keyword", "Defender")),
    _p("counters", "with 2 or more boosts", None, ("boosts_min", 2)),
    _p("counters", "with no boosts", None, ("boosts_max", 0)),
    _p("counters", "with a boost", None, ("boosts_min", 1)),
    _p("cost", "with Hand Cost {3} or less", None, ("hand_cost_max", 3)),
    _p("cost", "with Reserve Cost {2} or more", None, ("reserve_cost_min", 2)),
    _relative("has no boosts", "have no boosts", ("boosts_max", 0)),
    _relative("has a boost", "have a boost", ("boosts_min", 1)),
    _relative("has 2 or more boosts", "have 2 or more boosts", ("boosts_min", 2)),
    _relative("has Defender", "have Defender", ("keyword", "Defender")),
    _relative("is [[Exhausted]]", "are [[Exhausted]]", ("status", "Exhausted")),
    _relative("is exhausted", "are exhausted", ("status", "Exhausted")),
    _relative("is [[Anchored]]", "are [[Anchored]]", ("status", "Anchored")),
    _relative("has Hand Cost {3} or less", "have Hand Cost {3} or less", ("hand_cost_max", 3)),
    _relative("has one or fewer boosts", "have one or fewer boosts", ("boosts_max", 1)),
    _relative("is not [[Anchored]]", "are not [[Anchored]]", ("without_status", "Anchored")),
    _relative("is ready", "are ready", ("without_status", "Exhausted")),
    _p("controller", "you control", None, ("controller", "you")),
    _p("controller", "an opponent controls", None, ("controller", "opponent")),
    _p("controller", "controlled by another player", None, ("controller", "opponent")),
    _p("controller", "your opponents control", None, ("controller", "opponent")),
    _p("owner", "you own", None, ("owner", "you")),
    _p("owner", "an opponent owns", None, ("owner", "opponent")),
    _p("place", "in my Expedition", None, ("where", "my expedition"), ("controller", "you")),
    _p(
        "place",
        "in your other Expedition",
        None,
        ("where", "your other expedition"),
        ("controller", "you"),
    ),
    _p("place", "in your Expeditions", None, ("where", "expeditions"), ("controller", "you")),
    _p(
        "place",
        "in an opponent's Expedition",
        None,
        ("where", "expeditions"),
        ("controller", "opponent"),
    ),
    _p(
        "place",
        "in an Expedition facing one of yours",
        None,
        ("where", "expeditions"),
        ("controller", "opponent"),
    ),
    _p("place", "in {V}", None, ("where", "terrain forest")),
)


# cards outside play (3.2.10 Reserve, 3.2.3 Discard pile): the zone, the verb moving them
ZONES = (
    ("in your Reserve", "Discard {obj}.", ("zone", "your reserve")),
    ("from your discard pile", "Put {obj} in your Reserve.", ("zone", "your discard pile")),
    ("from your Reserve", "Discard {obj}.", ("zone", "your reserve")),
)
ZONE_NOUNS = (
    _p("noun", "card", "cards", ("types", frozenset())),
    _p("noun", "Character", "Characters", ("types", frozenset({"Character"}))),
    _p("noun", "Spell", "Spells", ("types", frozenset({"Spell"}))),
    _p("noun", "Permanent", "Permanents", ("types", frozenset({"Permanent"}))),
)
ZONE_DETERMINERS = DETERMINERS[:4]
"""Cards outside play are targeted (6.5.b) in these slots; "each" of them is another slot."""


@dataclass(frozen=True)
class Composition:
    text: str
    parts: tuple[str, ...]
    """The dimensions varied ("det: up to two target", "post: that has no boosts")."""
    facts: frozenset[Fact]


def _said(det: str, plural: bool, adj: Piece | None, noun: Piece, posts: list[Piece]) -> str:
    said_adj = (adj.many if plural else adj.one) if adj else ""
    head = " ".join(w for w in (det, said_adj, noun.many if plural else noun.one) if w)
    if head.startswith("a ") and head[2:3].lower() in "aeiou":
        head = "an " + head[2:]
    tail = []
    for p in posts:
        words = p.many if plural else p.one
        if p.dimension == "relative clause" and plural:
            words = p.many
        tail.append(words)
    return " ".join([head, *tail])


def _fits(noun: Piece, adj: Piece | None, posts: list[Piece]) -> bool:
    """Words a description can say together: each dimension once, one controller (a place
    of the controller's or an opponent's says it), a Landmark Permanent in no Expedition nor
    terrain (2.2.3.e), a sub-type said of a Character."""
    kinds = [p.dimension for p in posts]
    if len(set(kinds)) < len(kinds):
        return False
    placed = [p for p in posts if p.dimension == "place"]
    says_controller = any(f[0] == "controller" for p in placed for f in p.facts)
    if says_controller and "controller" in kinds:
        return False
    if placed and noun.one.startswith("Landmark"):
        return False
    if noun.one == "card" and not ({"controller", "place"} & set(kinds)):
        return False  # "a card" says no zone: in play only with words that say so (3.1.4.a)
    return not (adj is not None and adj.dimension == "sub-type" and noun.one != "Character")


def compose() -> list[Composition]:
    out: list[Composition] = []

    def add(
        det: tuple[str, bool, set[Fact]], adj: Piece | None, noun: Piece, posts: list[Piece]
    ) -> None:
        if not _fits(noun, adj, posts):
            return
        words, plural, det_facts = det
        obj = _said(words, plural, adj, noun, posts)
        facts = set(det_facts) | set(noun.facts)
        for p in (adj, *posts):
            if p is not None:
                facts |= p.facts
        if noun.one == "Character":  # every Character in play is in an Expedition (3.2.4)
            facts.discard(("where", "expeditions"))
        parts: tuple[str, ...] = (f"det: {words}", f"noun: {noun.one}")
        parts += (f"adjective: {adj.one}",) if adj else ()
        parts += tuple(f"post: {p.one}" for p in posts)
        out.append(Composition(f"{{J}} Exhaust {obj}.", parts, frozenset(facts)))

    for det in DETERMINERS:
        for noun in NOUNS:
            add(det, None, noun, [])
            for adj in ADJECTIVES:
                add(det, adj, noun, [])
            for post in POST:
                add(det, None, noun, [post])
    # an adjective and a post-modifier, and two post-modifiers in either order, on Characters
    character = NOUNS[0]
    for det in (DETERMINERS[0], DETERMINERS[3], DETERMINERS[6]):
        for adj in ADJECTIVES:
            for post in POST:
                add(det, adj, character, [post])
        for i, p in enumerate(POST):
            for q in POST[i + 1 :]:
                if p.dimension == q.dimension:
                    continue
                add(det, None, character, [p, q])
                add(det, None, character, [q, p])
    # cards outside play
    cost = next(p for p in POST if p.one == "with Hand Cost {3} or less")
    for zone, verb, zone_fact in ZONES:
        for det in ZONE_DETERMINERS:
            for noun in ZONE_NOUNS:
                for extra in ([], [cost]):
                    words, plural, det_facts = det
                    head = f"{words} {noun.many if plural else noun.one}"
                    tail = " ".join(p.one for p in extra)
                    # the cost before or after the zone: both orders are printed
                    for said in {
                        f"{head} {zone} {tail}".strip(),
                        f"{head} {tail} {zone}".replace("  ", " ").strip(),
                    }:
                        facts = set(det_facts) | set(noun.facts) | {zone_fact}
                        for p in extra:
                            facts |= p.facts
                        parts: tuple[str, ...] = (
                            f"det: {words}",
                            f"noun: {noun.one}",
                            f"zone: {zone}",
                        )
                        parts += tuple(f"post: {p.one}" for p in extra)
                        text = "{J} " + verb.format(obj=said)
                        out.append(Composition(text, parts, frozenset(facts)))
    out.extend(_trigger_objects())
    return out


def _trigger_objects() -> list[Composition]:
    """The object of a trigger (6.3.b): "When a [description] leaves play" (7.3.20.a), each
    noun alone, with one adjective or with one post-modifier."""
    out: list[Composition] = []
    for noun in NOUNS:
        for adj in (None, *ADJECTIVES):
            for posts in ([], *([p] for p in POST)):
                if (adj is not None and posts) or not _fits(noun, adj, posts):
                    continue
                obj = _said("a", False, adj, noun, posts)
                facts = {("det", "trigger")} | set(noun.facts)
                for piece in (adj, *posts):
                    if piece is not None:
                        facts |= piece.facts
                if noun.one == "Character":
                    facts.discard(("where", "expeditions"))
                parts: tuple[str, ...] = ("slot: a trigger's object", f"noun: {noun.one}")
                parts += (f"adjective: {adj.one}",) if adj else ()
                parts += tuple(f"post: {piece.one}" for piece in posts)
                text = f"When {obj} leaves play \u2014 Draw a card."
                out.append(Composition(text, parts, frozenset(facts)))
    return out


# ----------------------------------------------------------------- a reading's facts
_SUBJECTS: dict[str, set[Fact]] = {
    "target_character": {("det", "target"), ("types", frozenset({"Character"}))},
    "target_character_in_my_expedition": {
        ("det", "target"),
        ("types", frozenset({"Character"})),
        ("where", "my expedition"),
    },
    "target_permanent": {("det", "target"), ("types", frozenset({"Permanent"}))},
    "target_permanent_you_control": {
        ("det", "target"),
        ("types", frozenset({"Permanent"})),
        ("controller", "you"),
    },
    "target_character_or_permanent": {("det", "target"), ("types", IN_PLAY)},
    "a_character_you_control": {
        ("det", "chosen"),
        ("types", frozenset({"Character"})),
        ("controller", "you"),
    },
    "a_character_or_permanent_you_control": {("det", "chosen"), ("controller", "you")},
    "a_character_or_permanent_in_play": {("det", "chosen")},
    "characters_you_control": {
        ("det", "each"),
        ("types", frozenset({"Character"})),
        ("controller", "you"),
    },
    "objects_in_play": {("det", "each")},
    "target_card_in_your_reserve": {("det", "target"), ("zone", "your reserve")},
    "target_card_in_your_discard_pile": {("det", "target"), ("zone", "your discard pile")},
    "cards_in_your_reserve": {("det", "each"), ("zone", "your reserve")},
    "the trigger's object": {("det", "trigger")},
}
_FLAGS = {
    "another": ("another",),
    "tokens": ("token",),
    "non_token": ("non_token",),
    "in_my_expedition": ("where", "my expedition"),
    "in_your_other_expedition": ("where", "your other expedition"),
    "permanents_in_landmarks": ("where", "landmarks"),
    "permanents_in_expeditions": ("where", "expeditions"),
}
_VALUES = (
    "hand_cost_max",
    "hand_cost_min",
    "reserve_cost_max",
    "reserve_cost_min",
    "boosts_min",
    "boosts_max",
    "controller",
    "owner",
)


def facts_of(step: dict[str, Any]) -> frozenset[Fact]:
    """The facts a step's subject and filter say of its objects, reduced as the
    compositions' are (see the module's docstring)."""
    subject = str(step.get("subject"))
    facts = set(_SUBJECTS.get(subject, {("?subject", subject)}))
    if step.get("up_to"):
        facts.add(("up_to", step["up_to"]))
    flt = dict(step.get("filter") or {})
    if "types" in flt:
        facts = {f for f in facts if f[0] != "types"}
        facts.add(("types", frozenset(flt.pop("types"))))
    for key, value in flt.items():
        if key in _FLAGS and value is True:
            facts.add(_FLAGS[key])
        elif key in _VALUES:
            facts.add((key, value))
        elif key == "statuses":
            for s in value:
                facts.add(("boosts_min", 1) if s == "Boosted" else ("status", s))
        elif key == "without":
            for s in value:
                facts.add(("boosts_max", 0) if s == "Boosted" else ("without_status", s))
        elif key == "keywords":
            facts |= {("keyword", k) for k in value}
        elif key == "subtypes" and len(value) == 1:
            facts.add(("subtype", value[0]))
        elif key == "in_terrain" and "or_terrain" not in flt:
            facts.add(("where", f"terrain {value}"))
        elif key == "in_expeditions_of":
            facts |= {("where", "expeditions"), ("controller", value)}
        else:
            facts.add((f"?{key}", repr(value)))
    typed = any(f[0] == "types" for f in facts)
    if not typed and subject.startswith("a_character_or_permanent"):
        facts.add(("types", IN_PLAY))
    if any(f[0] == "zone" for f in facts) and not any(f[0] == "types" for f in facts):
        facts.add(("types", frozenset()))
    if ("where", "my expedition") in facts or ("where", "your other expedition") in facts:
        facts.add(("controller", "you"))  # the controller's Expeditions (7.5.5.b)
    return frozenset(facts)


def judge(c: Composition) -> tuple[str, str]:
    """("right" | "wrong" | "unread", why)."""
    try:
        reading = read_ability(c.text)
    except NotRead as exc:
        return "unread", str(exc)
    except Exception as exc:  # a crash: a bug, said as such
        return "unread", f"the reader failed: {type(exc).__name__} {exc}"
    reaction = (reading.get("reaction") or {}) if isinstance(reading, dict) else {}
    effect = reaction.get("effect")
    if ("det", "trigger") in c.facts:  # the trigger's filter says its object (6.3.b)
        if reaction.get("trigger") != "object_leaves_play":
            return "wrong", f"another trigger: {reading}"
        step = {"subject": "the trigger's object", "filter": reaction.get("filter") or {}}
        effect = [step]
    if not effect or len(effect) != 1:
        return "wrong", f"not one step: {reading}"
    got = facts_of(effect[0])
    if got == c.facts:
        return "right", ""
    return (
        "wrong",
        f"missing {sorted(map(str, c.facts - got))}, extra {sorted(map(str, got - c.facts))}",
    )


def _rows(results: list[tuple[Composition, str, str]]) -> Iterator[str]:
    by_part: dict[str, Counter[str]] = defaultdict(Counter)
    for c, verdict, _ in results:
        for part in c.parts:
            by_part[part]["all"] += 1
            by_part[part][verdict] += 1
    for part, t in sorted(by_part.items(), key=lambda kv: kv[1]["right"] / kv[1]["all"]):
        if t["right"] < t["all"]:
            yield f"  {t['right']:4d}/{t['all']:<4d} right, {t['wrong']:3d} wrong  {part}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", choices=("wrong", "unread"), help="list these compositions")
    parser.add_argument("--part", default="", help="only compositions with a part containing this")
    args = parser.parse_args()
    watch = Stopwatch()
    comps = [c for c in compose() if any(args.part in p for p in c.parts)]
    results = [(c, *judge(c)) for c in comps]
    n = max(len(results), 1)
    tally = Counter(v for _, v, _ in results)
    read = tally["right"] + tally["wrong"]
    print(
        f"object descriptions composed: {len(results)}: read {read} ({100 * read / n:.1f}%), "
        f"read right {tally['right']} ({100 * tally['right'] / n:.1f}%), read wrong "
        f"{tally['wrong']} ({100 * tally['wrong'] / n:.1f}%), not read {tally['unread']}"
    )
    print("parts read right least (right/all, wrong):")
    for row in list(_rows(results))[:40]:
        print(row)
    if args.list:
        for c, verdict, why in results:
            if verdict == args.list:
                print(f"  {c.text}  -- {why}")
    print(f"\n{footer(watch)}")


if __name__ == "__main__":
    main()
