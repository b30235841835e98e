"""Descriptions, triggers, conditions and keyword lists composed from the grammar's parts,
read, written in the cards' style and read back (issue 30).

    .venv/bin/python benchmarks/description_audit.py [--list] [--slot SLOT]

An unseen set says what our sets say, combined differently. This audit composes, from the
words the grammar has for each slot (the CR as its lexicon: statuses 2.4, keywords 7.4,
sub-types 2.2.2, zones 3, characteristics 2.2, Expedition terms 7.5), sample abilities in the
forms the cards print, never a card's text:

- **object descriptions** (6.5.b): every adjective (status, sub-type, "non-token",
  "non-[sub-type]"), noun (type, "Landmark Permanent", token) and qualifier (controller
  "you control" / "an opponent controls" / "controlled by another player", possessive "an
  opponent's", Expedition, terrain, costs and statistics compared 2.2.7-11, counters "with a
  boost" / "with 2 or more boosts" 2.5, a keyword 7.4), alone and two at a time, in the
  slots a description fills (a target, "each", "for each", "if you control", a group that
  has a keyword, a trigger's object, an additional cost's object, the object each opponent
  chooses among their own);
- **players** (1.2.6) and **Expeditions** (7.5: "both of your Expeditions", "the other
  Expedition", "its Expedition", In Contact 7.5.9, Ascended 2.4.3) in the slots of theirs;
- **conditions** (6.5.d): if / unless / as long as, negated, "if you do / don't / can't",
  "or" conditions, counts compared — before the step they govern, as the cards print them
  ("If [c], [step]"; no BISE/CORE effect puts its "if" after its step);
- **triggers** (6.3.b) on the events the engine has (``ENGINE_EVENT_TRIGGERS``: a player
  passing, joins, statuses and counters gained, leaving, a sacrifice, phases 4.2,
  "When I become [status]");
- **keyword lists** (7.4): every pair, and numbered ones ("Gigantic, Tough 1.").

Whether each reading means what its words say is checked by :mod:`description_meaning`
(determiners, adjectives, nouns and post-modifiers — relative clauses, places, statuses
after the noun, cards outside play — crossed, each reading reduced to the facts it says of
its objects); its figure is printed last.

Each composition is read by the grammar alone; its reading is written by the writer and the
text written read again (:func:`scenarios.cards.grammar.writer.coverage.round_trip`). It
prints, per slot and per part, the share read, read back to the same reading, and run by
the engine (the printed reader with its sentence patterns off), and the parts that fail
most — the grammar's gaps, to be closed by composing rules.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, grammar_alone
from description_meaning import compose as compose_meanings
from description_meaning import judge
from description_product import compose_product

from scenarios.cards.card_words import using_subtypes
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.coverage import round_trip


@dataclass(frozen=True)
class Composition:
    slot: str
    """Where the part is said ("description: target", "trigger", "condition" …)."""
    part: str
    """The part varied ("qualifier: controlled by another player")."""
    text: str
    product: bool = False
    """Composed by the product of description slots (:mod:`description_product`)."""


@dataclass(frozen=True)
class Part:
    """A description's part: its words, the slot of the description it belongs to, and
    whether it is said of objects in play only (a controller, counters, an Expedition)."""

    kind: str
    words: str
    in_play: bool = False


Add = Callable[[str, str, str], None]


# ----------------------------------------------------------------- description parts
STATUSES = ("Anchored", "Asleep", "Boosted", "Exhausted", "Fleeting")  # 2.4.1.a, not Ascended
ADJECTIVES = (
    *(Part("status", s) for s in STATUSES),
    *(Part("sub-type", s) for s in ("Animal", "Plant", "Robot", "Spirit", "Dragon", "Bureaucrat")),
    Part("non-token", "non-token", True),
    Part("non-sub-type", "non-Animal"),
    Part("sub-type, several words", "Sea Serpent"),  # as a data file may print one (2.2.2)
)
DATA_SUBTYPES = {"Character": ["Sea Serpent"]}
"""A sub-type of several words, as a set's data may print one (2.2.2): read with it."""
NOUNS = (
    Part("type", "Character"),
    Part("type", "Permanent"),
    Part("zone type", "Landmark Permanent"),  # 2.2.3.d
    Part("zone type", "Expedition Permanent"),  # 2.2.3.e
    Part("token", "token"),
)
QUALIFIERS = (
    Part("controller", "you control", True),
    Part("controller", "an opponent controls", True),
    Part("controller", "controlled by another player", True),
    Part("controller", "controlled by an opponent", True),
    Part("Expedition", "in my Expedition", True),
    Part("Expedition", "in your other Expedition", True),
    Part("Expedition", "in the Expedition facing me", True),
    Part("terrain", "in {V}", True),
    Part("cost", "with Hand Cost {3} or less"),
    Part("cost", "with Hand Cost {3} or more"),
    Part("cost", "with Reserve Cost {2} or less"),
    Part("cost", "with Reserve Cost {2} or more"),
    Part("cost", "with Hand Cost {2}"),
    Part("statistic", "with {V} 3 or more"),
    Part("statistic", "with {M} 2 or less"),
    Part("statistic", "with a {O} of 3"),
    Part("counters", "with a boost", True),
    Part("counters", "with one or more boosts", True),
    Part("counters", "with 2 or more boosts", True),
    Part("counters", "with no boosts", True),
    Part("counters", "with one or fewer boosts", True),
    Part("counters", "with at most two boosts", True),
    Part("keyword", "with Defender"),
    Part("keyword", "with Gigantic"),
    Part("keyword", "with Tough"),
)
POSSESSIVES = (Part("owner", "an opponent's", True), Part("owner", "your", True))
"""Said before the description ("an opponent's Character", 6.5.b)."""


def _an(text: str) -> str:
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _plural(noun: str) -> str:
    return noun + "s"


def descriptions() -> list[tuple[str, str, str, bool]]:
    """(part, singular, plural, in play) for each part alone on "Character", and each pair
    of parts of two kinds (adjective x qualifier, qualifier x qualifier)."""
    out: list[tuple[str, str, str, bool]] = []
    for a in ADJECTIVES:
        out.append((f"{a.kind}: {a.words}", f"{a.words} Character", f"{a.words} Characters", False))
    for n in NOUNS:
        out.append((f"{n.kind}: {n.words}", n.words, _plural(n.words), n.kind == "token"))
    for q in QUALIFIERS:
        noun = "Character"
        out.append((f"{q.kind}: {q.words}", f"{noun} {q.words}", f"{noun}s {q.words}", q.in_play))
    for a in ADJECTIVES:
        for q in QUALIFIERS:
            s = f"{a.words} Character {q.words}"
            out.append((f"{a.kind} + {q.kind}", s, f"{a.words} Characters {q.words}", q.in_play))
    for i, q in enumerate(QUALIFIERS):
        for r in QUALIFIERS[i + 1 :]:
            if q.kind == r.kind or {q.kind, r.kind} <= {"controller", "Expedition", "terrain"}:
                continue  # one controller, one place (a description says each once)
            said = f"{q.words} {r.words}"
            out.append((f"{q.kind} + {r.kind}", f"Character {said}", f"Characters {said}", True))
    # two "with" qualifiers joined by "and" (6.5.b): "with Hand Cost {3} or less and a boost"
    for q, r in ((QUALIFIERS[8], QUALIFIERS[16]), (QUALIFIERS[13], QUALIFIERS[20])):
        said = f"{q.words} and {r.words.removeprefix('with ')}"
        out.append(("and: two with-qualifiers", f"Character {said}", f"Characters {said}", True))
    out.append(("or: types", "Character or Permanent", "Characters or Permanents", False))
    out.append(("or: sub-types", "Plant or Animal", "Plants or Animals", False))
    out.append(
        (
            "and: statuses",
            "Boosted and Exhausted Character",
            "Boosted and Exhausted Characters",
            False,
        )
    )
    return out


def compose_descriptions(add: Add) -> None:
    """Each description in the slots a description fills (6.5.b)."""
    for part, one, many, in_play in descriptions():
        add("description: target", part, f"{{J}} Exhaust target {one}.")
        add("description: another target", part, f"{{J}} Exhaust another target {one}.")
        add("description: up to N targets", part, f"{{J}} Exhaust up to two target {many}.")
        add("description: each", part, f"{{J}} Exhaust each {one}.")
        add("description: for each", part, f"{{J}} Draw a card for each {one}.")
        add("description: a group has", part, f"{many[0].upper()}{many[1:]} have Defender.")
        if "controller" not in part:  # "you control a Character an opponent controls"
            said = f"{{J}} If you control {_an(one)}, draw a card."
            add("description: if you control", part, said)
            said = f"{{J}} If you control two or more {many}, draw a card."
            add("description: count compared", part, said)
            add("description: none", part, f"{{J}} If you control no {many}, draw a card.")
        add(
            "description: a trigger's object",
            part,
            f"When {_an(one)} leaves play \u2014 Draw a card.",
        )
        joins = one.startswith(("Character", "Boosted", "Fleeting", "Animal", "Plant", "Robot"))
        if joins and "controller" not in part:  # what joins your Expeditions is yours
            add(
                "description: a joiner",
                part,
                f"When {_an(one)} joins your Expeditions \u2014 Draw a card.",
            )
        if not in_play:
            add("description: played", part, f"When you play {_an(one)} \u2014 Draw a card.")
        if in_play and "controller" not in part:
            # the object an additional cost chooses (5.1.2.c, 1.2.5.a): one of the player's
            said = f"As an additional cost to play me, sacrifice {_an(one)}."
            add("description: additional cost", part, said)
            if "your" not in one:  # "your" there would be the effect's controller's
                # the acting players' own objects (1.4.7.b, 6.1.h)
                said = f"{{J}} Each opponent exhausts {_an(one)} they control."
                add("description: each opponent's own", part, said)
                # who chooses: the player doing the step, said "of their choice" (6.1.h)
                said = f"{{J}} Each opponent sacrifices {_an(one)} of their choice."
                add("description: of their choice", part, said)
                said = f"{{J}} Sacrifice {_an(one)} of your choice. If you do, draw a card."
                add("description: of their choice", part, said)
        if joins and in_play:
            Many = many[0].upper() + many[1:]
            # "they": the objects of the group the step acted on (6.1.e)
            said = f"{{J}} {Many} gain 1 boost. They gain Anchored."
            add("description: they after a group", part, said)
            # a passive's group and statistics said one by one (2.3.1.a, 2.2.11.b)
            add("description: a group's statistics", part, f"{Many} get +1 {{V}} and +1 {{O}}.")
            # a passive list: a keyword and a change of the same objects (2.3.1.a)
            said = f"{Many} have Defender and +1 {{M}}."
            add("description: a passive list", part, said)
            said = f"As long as you control a Plant, {many} get +1 {{O}} and have Defender."
            add("description: a passive list", part, said)
            if "Expedition" not in part and "terrain" not in part:
                # in the Expedition a step before moved (6.5.b, 7.3.25.a)
                lead = "{J} Target Expedition you control moves forward one region. "
                add("description: in it", part, f"{lead}Exhaust each {one} in it.")
                add("description: in it", part, f"{lead}Exhaust target {one} in it.")
                # in either terrain (7.5.8.b-c)
                add(
                    "description: in a terrain or another",
                    part,
                    f"{{J}} Exhaust target {one} in {{V}} or {{O}}.",
                )
    for p in POSSESSIVES:
        for noun in ("Character", "Boosted Character", "Permanent"):
            part = f"{p.kind}: {p.words}"
            add(
                "description: possessive", part, f"{{J}} Exhaust each of {p.words} {_plural(noun)}."
            )
            add(
                "description: possessive",
                part,
                f"{{J}} Draw a card for each of {p.words} {_plural(noun)}.",
            )
        add(
            "description: possessive",
            f"{p.kind}: {p.words}",
            f"{p.words[0].upper()}{p.words[1:]} Characters have Defender.",
        )


# ----------------------------------------------------------------- statistics (2.2.11)
STAT_TERMS = ("+1 {V}", "+2 {M}", "-1 {O}", "+1 {V} and +1 {O}", "+1 {M}, +1 {O}", "+1/+1/+0")
"""Statistic changes said by icon, one or two at a time, and the three at once (2.2.11.b)."""
STAT_HOLDERS = (
    ("I get", ""),
    ("Characters you control get", ""),
    ("Each Character in my Expedition gets", ""),
    ("I get", "As long as I have 2 or more boosts, "),
    ("[[Boosted]] Characters you control get", "If you control a Plant, "),
)
"""Who gets the change in a passive (2.3.1.a), and the condition said before it (2.3.2.f)."""


def compose_statistics(add: Add) -> None:
    """Every change said by icon in every passive slot that takes one (2.3.1.a)."""
    for terms in STAT_TERMS:
        for holder, condition in STAT_HOLDERS:
            said = f"{condition}{holder} {terms}."
            add("statistics", f"statistics: {terms}", said[0].upper() + said[1:])


# ----------------------------------------------------------------- players, Expeditions
PLAYERS = (
    ("each player", False),
    ("each opponent", False),
    ("target opponent", False),
    ("target player", False),
    ("your opponent", False),
    ("its controller", True),
    ("its owner", True),
)
_IT = "When a Character joins your Expeditions \u2014 "
"""A trigger that names the object "it" refers to (6.3.i)."""


def compose_players(add: Add) -> None:
    for who, it in PLAYERS:
        lead = _IT if it else "{J} "
        Who = who[0].upper() + who[1:]
        add("player", f"player: {who}", f"{lead}{Who} draws a card.")
        add("player", f"player: {who}", f"{lead}{Who} resupplies.")
        add("player", f"player: {who}", f"{lead}{Who} sacrifices a Character.")
        add("player", f"player: {who}", f"{lead}{Who} discards a card from their hand.")


EXPEDITIONS = (
    ("my Expedition", False, False),
    ("your other Expedition", False, False),
    ("the other Expedition", False, False),
    ("each of your Expeditions", False, False),
    ("both of your Expeditions", True, False),
    ("one of your Expeditions", False, False),
    ("target Expedition", False, False),
    ("your Hero Expedition", False, False),
    ("your Companion Expedition", False, False),
    ("the Expedition facing me", False, False),
    ("its Expedition", False, True),
    # the same Expeditions said in other wordings (7.5.5.a: a player's Expeditions; 7.2.3.a;
    # 7.5.2.b-c: where it stands)
    ("target opponent's Expedition", False, False),
    ("target Expedition of an opponent", False, False),
    ("target Expedition an opponent controls", False, False),
    ("target opponent's Hero Expedition", False, False),
    ("target opponent's Companion Expedition", False, False),
    ("each of your Expeditions that's behind", False, False),
    ("each of your Expeditions that is tied", False, False),
    ("each of your Expeditions that's ahead", False, False),
    ("each of your Expeditions that's behind or tied", False, False),
    ("an Expedition of yours", False, False),
    ("your Expeditions that are behind", True, False),
)


MOVED_TRIGGERS = (
    "When one of your Expeditions moves forward",
    "When one of your Expeditions moves backward",
    "When an opponent's Expedition moves forward",
    "When an Expedition moves backward",
)
"""Move triggers whose "it" is the Expedition that moved (6.3.i)."""
IN_THE_ONE_MOVED = (
    "Create a [Sapling 1/0/0] Plant token in it.",
    "Characters in it gain 1 boost.",
    "Exhaust each Character in that Expedition.",
    "Target Character in that Expedition gains 1 boost.",
)
"""Steps in the Expedition "it" is, a place (7.3.5.a), a group or a target (6.5.b)."""


def compose_expeditions(add: Add) -> None:
    for trigger in MOVED_TRIGGERS:
        for step in IN_THE_ONE_MOVED:
            add("Expedition: it that moved", f"Expedition: {step}", f"{trigger} \u2014 {step}")
    for where, plural, it in EXPEDITIONS:
        lead = _IT if it else "{J} "
        Where = where[0].upper() + where[1:]
        part = f"Expedition: {where}"
        verb = "move" if plural else "moves"
        add("Expedition", part, f"{lead}{Where} {verb} forward one region.")
        add("Expedition", part, f"{lead}Exhaust each Character in {where}.")
        add("Expedition", part, f"{lead}Draw a card for each Character in {where}.")
        if not plural:
            for state in ("ahead", "behind", "tied", "In Contact", "Ascended"):
                add(
                    "Expedition",
                    f"Expedition term: {state}",
                    f"{lead}If {where} is {state}, draw a card.",
                )
        add(
            "Expedition",
            part,
            f"When a Character joins {where} \u2014 Draw a card."
            if not it
            else f"{_IT}Its controller draws a card.",
        )


# ----------------------------------------------------------------- conditions
CONDITIONS = (
    "you control a Plant",
    "you control no Characters",
    "you don't control a Plant",
    "an opponent controls a Boosted Character",
    "I'm Exhausted",
    "I'm not Exhausted",
    "I'm Boosted",
    "I have a boost",
    "I have two or more boosts",
    "I have no boosts",
    "I'm in {V}",
    "I'm In Contact",
    "I'm not In Contact",
    "my Expedition is ahead",
    "my Expedition isn't ahead",
    "my Expedition is In Contact",
    "my Expedition is Ascended",
    "your Reserve is empty",
    "you have no cards in your Reserve",
    "you have two or more cards in your Reserve",
    "there are two or more cards in your Reserve",
    "you have no cards in hand",
    "you are the first player",
    "you control more Characters than an opponent",
    "you control fewer Characters than an opponent",
    "you control a Plant or an Animal",
    "I'm Boosted or Exhausted",
    "you control a Plant or I'm Boosted",
    "it's a Character",
    "it's Boosted",
    # a bound on a count said every way (6.5.d)
    "you have one or fewer cards in your hand",
    "you control fewer than two tokens",
    "you control at most one Character",
    "you control no more than two Plants",
    "you have more than three Mana Orbs",
    "you have no fewer than two cards in your Reserve",
)
"""Conditions (6.5.d); "it" needs a trigger that names an object (6.3.i)."""


def compose_conditions(add: Add) -> None:
    for c in CONDITIONS:
        lead = _IT if "it" in c.split()[0] or c.startswith("it's") else "{J} "
        part = f"condition: {c}"
        add("condition: if", part, f"{lead}If {c}, draw a card.")
        add("condition: unless", part, f"{lead}Unless {c}, draw a card.")
        add("condition: otherwise", part, f"{lead}If {c}, draw a card. Otherwise, resupply.")
        add("condition: a Unique's colon", part, f"{lead}If {c}: Draw a card.")
        add("condition: on a trigger", part, f"At Noon, if {c} \u2014 Draw a card.")
        if lead != _IT:
            add("condition: as long as", part, f"I have Defender as long as {c}.")
            add("condition: as long as first", part, f"As long as {c}, I have Defender.")
    for optional in ("discard a card", "sacrifice a Character", "exhaust a Character you control"):
        for said, then in (
            ("do", "draw a card"),
            ("don't", "resupply"),
            ("do not", "resupply"),
            ("can't", "resupply"),
        ):
            add(
                "condition: if you do",
                f"if you {said}",
                f"{{J}} You may {optional}. If you {said}, {then}.",
            )


# ----------------------------------------------------------------- triggers
TRIGGERS = (
    "a player passes",
    "you pass",
    "an opponent passes",
    "a Character joins your Expeditions",
    "another Character joins my Expedition",
    "a Character joins one of your Expeditions",
    "a Character joins an opponent's Expedition",
    "a Character you control gains Asleep",
    "I gain Anchored",
    "I become Fleeting",
    "I become Exhausted",
    "a Character you control becomes Exhausted",
    "a Character you control gains 2 or more boosts",
    "a Character you control gains a boost",
    "I gain a boost",
    "I'm sacrificed",
    "another Character you control is sacrificed",
    "you sacrifice a Character",
    "an opponent sacrifices a Character",
    "I leave play",
    "another Character you control leaves play",
    "a Character leaves your Expeditions",
    "I leave the Expedition zone",
    "I go to Reserve",
    "a card leaves your Reserve",
    "you play a Spell",
    "you play another Character",
    "an opponent plays a Character",
    "you draw a card",
    "an opponent draws one or more cards",
    "you Resupply",
    "you discard a card",
    "you roll a die",
    "you create a token",
    "my Expedition moves forward",
    "my Expedition fails to move forward",
    "I'm discarded",
    "I'm exhausted",
    "a Character you control is exhausted",
    "a Character gains Asleep",
    "I lose Fleeting",
    "a Character you control loses Asleep",
    "I switch Expeditions",
    "a token joins your Expeditions",
    "you create a Character token",
    "you sacrifice a token",
    "an opponent's Character leaves play",
    "a Character an opponent controls leaves play",
    "a Character in my Expedition leaves play",
    "a Character joins your other Expedition",
    "a Character joins your Hero Expedition",
    "a Character joins the Expedition facing me",
    "you play a Landmark Permanent",
    "you play a Spell from Reserve",
    "an opponent plays a Spell",
    "you roll one or more dice",
    "a card leaves your Reserve during the Afternoon",
)
PHASES = ("Morning", "Noon", "Afternoon", "Dusk", "Night")


def compose_triggers(add: Add) -> None:
    for t in TRIGGERS:
        add("trigger", f"trigger: {t}", f"When {t} \u2014 Draw a card.")
        add(
            "trigger with a condition",
            f"trigger: {t}",
            f"When {t}, if I'm Boosted \u2014 Draw a card.",
        )
    for p in PHASES:
        add("trigger", f"phase: {p}", f"At {p} \u2014 Draw a card.")
        add("trigger", f"phase: {p}", f"At the beginning of {p} \u2014 Draw a card.")
        add("trigger", f"phase: {p}", f"At the start of {p} \u2014 Draw a card.")
        add(
            "trigger with a condition", f"phase: {p}", f"At {p}, if I'm Boosted \u2014 Draw a card."
        )
    add("trigger", "after Rest", "{J} Draw a card after Rest.")


# ----------------------------------------------------------------- keyword lists
KEYWORDS = (
    "Defender",
    "Eternal",
    "Gigantic",
    "Seasoned",
    "Tough 1",
    "Tough 2",
    "Scout 2",
    "Anchored",
    "Asleep",
    "Fleeting",
)


def compose_keywords(add: Add) -> None:
    for i, k in enumerate(KEYWORDS):
        add("keyword list", f"keyword: {k}", f"{k}.")
        for other in KEYWORDS[i + 1 :]:
            add("keyword list", f"keyword: {k}", f"{k}, {other}.")
    add("keyword list", "keyword: three", "Gigantic, Tough 1, Defender.")


# ----------------------------------------------------------------- reading


def compose(product: bool = True) -> list[Composition]:
    """The compositions of the parts; with ``product``, also the product of description
    slots (:mod:`description_product`), whose slots are named "object: …", "player: …",
    "Expedition: …", "number", "duration"."""
    out: list[Composition] = []

    def add(slot: str, part: str, text: str) -> None:
        out.append(Composition(slot, part, text))

    if product:
        compose_product(lambda slot, part, text: out.append(Composition(slot, part, text, True)))
    compose_descriptions(add)
    compose_players(add)
    compose_expeditions(add)
    compose_statistics(add)
    compose_conditions(add)
    compose_triggers(add)
    compose_keywords(add)
    return out


def check(c: Composition) -> tuple[bool, bool, bool, str]:
    """(read by the grammar, read back to the same reading, run by the engine, why not)."""
    try:
        reading = read_ability(c.text)
    except NotRead as exc:
        return False, False, False, f"not read: {exc}"
    except Exception as exc:  # a crash of the reader: a bug to fix, said as such
        return False, False, False, f"the reader failed: {type(exc).__name__} {exc}"
    why = round_trip(c.text, reading)
    printed = grammar_alone(c.text)
    runs = printed.executable
    if not why and not runs:
        why = next((a.reason for a in printed.abilities if a.reason), "not run")
    return True, not why, runs, why


def _refused(result: tuple[bool, bool, bool, str]) -> bool:
    """Not run, with a reason that names what the engine or the card model cannot do (a
    precise refusal), rather than words the grammar does not read or a failed round trip."""
    read, back, runs, why = result
    if back and runs:
        return False
    if not read:
        return "is not read by the card grammar" not in why and "reader failed" not in why
    return back and not runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the compositions failing")
    parser.add_argument("--slot", default="", help="only the slots containing this")
    parser.add_argument(
        "--no-product", action="store_true", help="without the product of description slots"
    )
    args = parser.parse_args()
    watch = Stopwatch()
    comps = [c for c in compose(not args.no_product) if args.slot.lower() in c.slot.lower()]
    with using_subtypes(DATA_SUBTYPES):
        results = [(c, check(c)) for c in comps]
    by_slot: dict[str, Counter[str]] = defaultdict(Counter)
    by_part: dict[str, Counter[str]] = defaultdict(Counter)
    failing: list[tuple[Composition, str]] = []
    for c, (read, back, runs, why) in results:
        for table, key in ((by_slot, c.slot), (by_part, c.part)):
            table[key]["all"] += 1
            table[key]["read"] += read
            table[key]["back"] += back
            table[key]["runs"] += runs
        if not (back and runs):
            failing.append((c, why))
    grand = Counter[str]()
    print("by slot:                                   composed   read   read back   run")
    for slot, t in sorted(by_slot.items()):
        grand.update(t)
        print(
            f"  {slot:38s} {t['all']:5d}  {100 * t['read'] / t['all']:5.1f}%   "
            f"{100 * t['back'] / t['all']:5.1f}%   {100 * t['runs'] / t['all']:5.1f}%"
        )
    n = max(grand["all"], 1)
    print(
        f"all: {grand['all']} compositions: read {grand['read']} ({100 * grand['read'] / n:.1f}%), "
        f"read back to the same reading {grand['back']} ({100 * grand['back'] / n:.1f}%), "
        f"run {grand['runs']} ({100 * grand['runs'] / n:.1f}%)"
    )
    product = [r for c, r in results if c.product]
    if product:
        n = len(product)
        n_read, n_back = sum(r[0] for r in product), sum(r[1] for r in product)
        ran = sum(bool(r[1] and r[2]) for r in product)
        refused = sum(_refused(r) for r in product)
        print(
            f"product of description slots: {n} compositions: read {n_read} "
            f"({100 * n_read / n:.1f}%), read back {n_back} ({100 * n_back / n:.1f}%), "
            f"read back and run {ran} ({100 * ran / n:.1f}%); of the rest, refused with a "
            f"judge's reason {refused}, words the grammar does not read {n - ran - refused}"
        )
    worst = sorted(by_part.items(), key=lambda kv: kv[1]["back"] - kv[1]["all"])
    print("failing parts (not read back or not run), worst 30:")
    for part, t in worst[:30]:
        lost = t["all"] - min(t["back"], t["runs"])
        if lost:
            print(f"  {lost:4d}/{t['all']:<4d} {part}")
    if args.list:
        for c, why in failing:
            print(f"  [{c.slot} | {c.part}] {c.text}  -- {why}")
    verdicts = Counter(judge(c)[0] for c in compose_meanings())
    n = max(sum(verdicts.values()), 1)
    print(
        f"meaning (description_meaning.py): {sum(verdicts.values())} object descriptions: "
        f"read right {verdicts['right']} ({100 * verdicts['right'] / n:.1f}%), read wrong "
        f"{verdicts['wrong']}, not read {verdicts['unread']}"
    )
    print(f"\n{footer(watch)}")


if __name__ == "__main__":
    main()
