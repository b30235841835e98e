"""Which compositions of the CR's vocabulary the card grammar reads and runs (issue 30).

    .venv/bin/python benchmarks/cr_vocabulary_audit.py [--list] [--kind KIND]

An unseen set prints the CR's words in combinations our three sets never printed. This
audit takes the vocabulary from the Comprehensive Rules themselves (parsed from
``rules_corpus/sources`` by :func:`rules_corpus.corpus.parse_corpus`), never from card
texts:

- the keyword actions: the section titles of 7.3, each classed by the slot its definition
  names (an object, an Expedition, a player's own action, a status, counters; 7.3.x.a);
- the keyword abilities: the section titles of 7.4 ("Scout X": numbered);
- the statuses listed by 2.4.1.a, the counters of 2.5 (boosts, 2.5.1), the types of
  2.2.1.a that are in play (3.1.4.a), the zones of 3.2 and the phases listed by 4.2.a;
- the object phrases of 6.5.b (target, another target, up to N targets, each, all, the
  controller's, an opponent's, "me", "it") and the players of 1.2.6 / 7.2.

It composes sample abilities in the forms cards use (a step on a target / on each / on up to
N / on "it" or "me"; under a trigger ``{J}``/``{H}``/``{R}``, ``At [phase] —``, ``When … —``;
after a cost ``{T}:``/``{1}:``; "[group] have [keyword]" statics; "for each"; "until end of
turn"/"this turn"/"this Day"; "You may …") and reports, per kind, how many the grammar
alone reads whole and how many of those the engine runs (the printed reader with its
sentence patterns switched off, as ``grammar_bench.py``'s "grammar alone").

What the CR rules out is not composed: a status an object already has cannot be gained
(2.4.1.f) — Boosted is had through boosts (2.4.5.a) and Exhausted through "exhaust"
(7.3.13.a) — Ascended is an Expedition's (7.3.3.a); Cooldown appears on Spells only
(7.4.1.a); the descriptors of events (Activate, Enter / Leave Play, Make / Receive a Gift,
Receive a Token, Ignore, After You) are not steps an effect orders. Moving a Terrain Marker
(7.3.23) is composed as a step of its own: "a" or "target" Terrain Marker (6.5.b) to
"target region" / "my region".

``cr_vocabulary_slots.py`` (beside this file) adds the slots of statuses in filters and
conditions, zones as origin and destination, numeric characteristics compared (2.2) and the
Expedition terms of 7.5; ``cr_vocabulary_forms.py`` each event in every trigger form, the
"can't" of every status and keyword, and a die's results said every way;
``cr_vocabulary_more.py`` a "can't" an effect gives for a time, "moves backward", "facing
me" and the limits of plays per Day; ``cr_vocabulary_phases.py`` triggers and phases as
slots (any event "during [phase]", ends of periods, delayed steps, triggers per Day).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, grammar_alone

from rules_corpus.corpus import parse_corpus
from rules_corpus.model import Document
from scenarios.cards.grammar.reader import NotRead, read_ability, read_spell_effect

SLUG = "altered-cr-5.0"


# ----------------------------------------------------------------- the CR's tables
@dataclass(frozen=True)
class Vocabulary:
    """The CR's words, each with the rule it comes from."""

    actions: dict[str, tuple[str, str]]
    """keyword action (7.3 title) -> (its section, the slot its definition names)."""
    abilities: dict[str, str]
    """keyword ability as printed ("Tough 2", "Scout 2") -> its section (7.4)."""
    statuses: tuple[str, ...]
    types: tuple[str, ...]
    zones: tuple[str, ...]
    phases: tuple[str, ...]


def _rules_of(doc: Document, section: str) -> str:
    return " ".join(r.text for r in doc.rules if r.section_id == section)


def _listed(doc: Document, rule_id: str) -> tuple[str, ...]:
    """The words a rule lists after "following:" / "phases:" ("A, B, and C.")."""
    text = next(r.text for r in doc.rules if r.id == rule_id)
    tail = text.split(":", 1)[1]
    return tuple(w.strip(" .").removeprefix("and ").strip() for w in tail.split(","))


_NOT_STEPS = ("after you", "activate", "enter play", "leave play", "ignore")
_EVENT_WORDS = ("make a gift", "receive a gift", "receive a token")


def _slot(title: str, text: str) -> str:
    """The slot a keyword action's definition names (7.3.x.a), in the order a definition
    would name it: a status or counters in its title's brackets; an Expedition; an object;
    otherwise the player's own action."""
    low = title.lower()
    if low.startswith(_NOT_STEPS) or low in _EVENT_WORDS:
        return "not a step"
    if "terrain marker" in low:  # 7.3.23.a: a Terrain Marker moved to a region
        return "terrain marker"
    if low.startswith("have"):
        return "have do"
    if "(status)" in low:
        return "status"
    if "(counters)" in low or "(boost" in low:
        return "counters"
    if "exchange" in low:
        return "exchange"
    if re.search(r"\[an expedition\]|if an expedition", text, re.I):
        return "expedition"
    if re.search(
        r"\[an object|\[object|an object “|\[that object|an \[object|sacrifice.*object|"
        r"send an object|to “exhaust” an object",
        text,
        re.I,
    ):
        return "object"
    return "player"


def vocabulary() -> Vocabulary:
    doc = parse_corpus().document(SLUG)
    sections = {s.id: s.title for s in doc.sections}
    actions = {
        title: (sid, _slot(title, _rules_of(doc, sid)))
        for sid, title in sections.items()
        if sid.startswith("7.3.") and sid.count(".") == 2
    }
    abilities = {}
    for sid, title in sections.items():
        if sid.startswith("7.4.") and sid.count(".") == 2:
            numbered = title.endswith(" X") or "followed by a number" in _rules_of(doc, sid)
            abilities[title.removesuffix(" X") + (" 2" if numbered else "")] = sid
    statuses = tuple(s.capitalize() if s.islower() else s for s in _listed(doc, "2.4.1.a"))
    in_play = _rules_of(doc, "3.1.4")
    types = tuple(
        t
        for t in _listed(doc, "2.2.1.a")
        if t in ("Character", "Permanent") and ("Expedition zone" in in_play)
    )
    zones = tuple(
        title for sid, title in sections.items() if sid.startswith("3.2.") and sid.count(".") == 2
    )
    phases = _listed(doc, "4.2.a")
    return Vocabulary(actions, abilities, statuses, types, zones, phases)


# ----------------------------------------------------------------- object phrases (6.5.b)
@dataclass(frozen=True)
class Obj:
    """An object phrase: how it is said as an object and as a subject (verb agreement)."""

    text: str
    plural: bool
    form: str


def objects(kind: str, statuses: tuple[str, ...], keywords: tuple[str, ...] = ()) -> list[Obj]:
    """The object phrases of 6.5.b for one type (``Character`` / ``Permanent``); with
    ``keywords``, those of the keyword abilities (7.4) too ("target Character with
    Defender", "each Gigantic Character")."""
    many = kind + "s"
    found = [
        Obj(f"target {kind}", False, "target"),
        Obj(f"another target {kind}", False, "another target"),
        Obj(f"up to two target {many}", True, "up to N targets"),
        Obj(f"up to one target {kind}", False, "up to one target"),
        Obj(f"target {kind} you control", False, "target you control"),
        Obj(f"target {kind} an opponent controls", False, "target an opponent controls"),
        Obj(f"each {kind}", False, "each"),
        Obj(f"each {kind} you control", False, "each you control"),
        Obj(f"each {kind} an opponent controls", False, "each an opponent controls"),
        Obj(f"all {many}", True, "all"),
        Obj(f"{many} you control", True, "group you control"),
        Obj(f"each other {kind} you control", False, "each other"),
        Obj(f"a {kind} you control", False, "a chosen one you control"),
        Obj(f"another {kind} you control", False, "another chosen one you control"),
        Obj(f"target non-token {kind}", False, "target non-token"),
        Obj(f"each {kind} in my Expedition", False, "each in my Expedition"),
        Obj(f"target {kind} in Reserve", False, "target in Reserve"),
    ]
    found += [Obj(f"target {s} {kind}", False, "target with a status") for s in statuses]
    found += [Obj(f"target {kind} with {k}", False, "target with a keyword") for k in keywords]
    found += [Obj(f"each {k} {kind}", False, "each with a keyword") for k in keywords]
    return found


ME = Obj("me", False, "me")
I_ = Obj("I", False, "me")
IT = Obj("it", False, "it")
_IT_TRIGGER = "When a Character joins your Expeditions \u2014 "
"""A trigger that names an object "it" refers to (7.5.10, 6.3.b)."""


def _subject(obj: Obj) -> str:
    return obj.text[0].upper() + obj.text[1:]


def _verb(obj: Obj, verb: str) -> str:
    """The verb agreeing with its subject: "I gain", "it gains", "Characters … gain"."""
    if obj.plural or obj.text in ("I",):
        return verb
    if verb.endswith(("s", "sh", "ch")):
        return verb + "es"
    if verb.endswith("y") and not verb.endswith(("ay", "ey", "oy")):
        return verb[:-1] + "ies"
    return verb + "s"


# ----------------------------------------------------------------- compositions
@dataclass(frozen=True)
class Composition:
    kind: str
    rule: str
    text: str
    spell: bool = False


def _with_it(effect: str, obj: Obj) -> str:
    """An ability whose effect names ``obj``: "it" needs a trigger that names an object."""
    trigger = _IT_TRIGGER if obj is IT else "{J} "
    return trigger + effect[0].upper() + effect[1:]


def compose(v: Vocabulary) -> list[Composition]:
    out: list[Composition] = []

    def add(kind: str, rule: str, text: str, spell: bool = False) -> None:
        out.append(Composition(kind, rule, text, spell))

    gainable = [s for s in v.statuses if s not in ("Boosted", "Exhausted", "Ascended")]
    adjectives = tuple(s for s in v.statuses if s != "Ascended")
    # keyword abilities of objects in play (1.2.4.d): not Cooldown (on Spells, 7.4.1.a) nor
    # Scout (works in Hand, 7.4.5.b); their names without the number (7.4.7.b)
    in_play_keywords = tuple(
        k.removesuffix(" 2") for k in v.abilities if k != "Cooldown" and not k.startswith("Scout")
    )
    all_objects = [o for t in v.types for o in objects(t, adjectives)]
    all_objects += [o for o in objects("Character", (), in_play_keywords) if "with" in o.form]
    verbs_on_object = {
        # title -> (the imperative, what follows the object)
        "Exhaust": ("exhaust", ""),
        "Ready": ("ready", ""),
        "Sacrifice": ("sacrifice", ""),
        "Discard": ("discard", ""),
        "Augment": ("augment", ""),
        "Take control": ("take control of", ""),
        "Return": ("return", " to its owner's hand"),
        "Send": ("send", " to its owner's Reserve"),
        "Put": ("put", " in its owner's Reserve"),
    }
    subject_verbs = {
        "Switch Expeditions": ("switch", " Expeditions"),
        "Defect": ("defect", ""),
    }
    for title, (sid, slot) in v.actions.items():
        rule = f"{sid} {title}"
        if slot == "object":
            if title in verbs_on_object:
                verb, tail = verbs_on_object[title]
                for obj in [*all_objects, ME, IT]:
                    if title == "Sacrifice" and obj.form in (
                        "target an opponent controls",
                        "each an opponent controls",
                    ):
                        continue  # one sacrifices only what one controls (7.3.36.a)
                    if title == "Take control" and (
                        obj is ME or any(w in obj.text for w in ("you control", "my", "Reserve"))
                    ):
                        continue  # not one's own (7.3.40.d), in the Expedition zone (7.3.40.a)
                    said = tail.replace("its owner's", "their owners'") if obj.plural else tail
                    add("action on an object", rule, _with_it(f"{verb} {obj.text}{said}.", obj))
            elif title in subject_verbs:
                verb, tail = subject_verbs[title]
                for obj in [*all_objects, I_, IT]:
                    add(
                        "action on an object",
                        rule,
                        _with_it(f"{_subject(obj)} {_verb(obj, verb)}{tail}.", obj),
                    )
            elif title == "Play For Free":
                for obj in (ME, IT):
                    add(
                        "action on an object",
                        rule,
                        _with_it(f"you may play {obj.text} for free.", obj),
                    )
        elif slot == "terrain marker":  # 7.3.23.a: a Terrain Marker (3.2.1.d) to a region
            for marker in ("a Terrain Marker", "target Terrain Marker"):  # 6.5.b: one / target
                for region in ("target region", "my region"):
                    for before in ("{J} Move", "{H} Move", "{J} You may move"):
                        add("Terrain Marker moved", rule, f"{before} {marker} to {region}.")
        elif slot == "have do":  # "have [object] [do]": the object does it (7.3.18.a)
            for obj in [*all_objects, ME, IT]:
                for verb in ("gain 2 boosts", "gain Asleep", "lose Fleeting", "switch Expeditions"):
                    add("have an object do", rule, _with_it(f"have {obj.text} {verb}.", obj))
        elif slot == "status":
            verb = "gain" if title.startswith("Gain") else "lose"
            for status in gainable:
                for obj in [*all_objects, I_, IT]:
                    add(
                        "status gained / lost",
                        rule,
                        _with_it(f"{_subject(obj)} {_verb(obj, verb)} {status}.", obj),
                    )
        elif slot == "counters":
            for obj in [*all_objects, I_, IT]:
                subj = _subject(obj)
                if title.startswith("Gain"):
                    text = f"{subj} {_verb(obj, 'gain')} 2 boosts."
                elif title.startswith("Give"):
                    text = f"give {obj.text if obj is not I_ else 'me'} 2 boosts."
                elif title.startswith("Double"):
                    text = f"double the boosts on {obj.text if obj is not I_ else 'me'}."
                else:  # Spend: a cost (2.5.h), composed with the costs below
                    continue
                add("counters", rule, _with_it(text, obj))
        elif slot == "expedition":
            verb = {
                "Ascend": ("ascend", ""),
                "Move Forward": ("move", " forward one region"),
                "Move Backwards": ("move", " backwards one region"),
            }.get(title)
            if verb is None:
                continue
            for who, plural in (
                ("my Expedition", False),
                ("target Expedition", False),
                ("each of your Expeditions", False),
                ("your other Expedition", False),
                ("the Expedition facing me", False),
                ("both of your Expeditions", True),
                ("its Expedition", False),
            ):
                obj = Obj(who, plural, who)
                trigger = _IT_TRIGGER if who.startswith("its") else "{J} "
                add(
                    "Expedition action",
                    rule,
                    trigger + f"{_subject(obj)} {_verb(obj, verb[0])}{verb[1]}.",
                )
        elif slot == "player":
            phrases = {
                "Draw": ("draw", " a card"),
                "Resupply": ("resupply", ""),
                "Exhausted Resupply": ("exhausted resupply", ""),
                "Sabotage": ("sabotage", ""),
                "Roll a Die": ("roll", " a die"),
            }
            if title not in phrases:
                continue
            verb, tail = phrases[title]
            add("player action", rule, f"{{J}} {verb.capitalize()}{tail}.")
            for who in (
                "each player",
                "each opponent",
                "target opponent",
                "target player",
                "its controller",
                "your opponent",
            ):
                third = (
                    "exhausted resupplies"
                    if verb == "exhausted resupply"
                    else _verb(Obj(who, False, who), verb)
                )
                trigger = _IT_TRIGGER if who.startswith("its") else "{J} "
                add("player action", rule, f"{trigger}{who.capitalize()} {third}{tail}.")
    # ------------------------------------------------------- keyword abilities (7.4)
    for keyword, sid in v.abilities.items():
        rule = f"{sid} {keyword}"
        if keyword == "Cooldown":  # appears on Spells (7.4.1.a)
            add("keyword ability", rule, "Cooldown. Draw a card.", spell=True)
            continue
        add("keyword ability", rule, f"{keyword}.")
        for other in v.abilities:
            if other not in (keyword, "Cooldown"):
                add("keyword ability", rule, f"{keyword}, {other}.")
        for group in (
            "Your Characters",
            "Characters you control",
            "Other Characters you control",
            "All Characters",
            "Your Animals",
            "Your other Characters",
        ):
            add("keyword granted (static)", rule, f"{group} have {keyword}.")
        for after, before in (
            ("as long as I'm Boosted", "As long as I'm Boosted"),
            ("if I'm Exhausted", "If I'm Exhausted"),
            ("as long as my Expedition is ahead", "If my Expedition is ahead"),
        ):
            add("keyword granted (static)", rule, f"I have {keyword} {after}.")
            add("keyword granted (static)", rule, f"{before}, I have {keyword}.")
            add("keyword granted (static)", rule, f"I am {keyword} {after}.")
        for duration in ("until end of turn", "this turn", "this Day"):
            for obj in [*all_objects[:12], I_, IT]:
                add(
                    "keyword granted for a time",
                    rule,
                    _with_it(f"{_subject(obj)} {_verb(obj, 'gain')} {keyword} {duration}.", obj),
                )
    # ------------------------------------------------------- statuses (2.4) as conditions
    for status in adjectives:
        add("status condition", "2.4 " + status, f"{{J}} If I'm {status}, draw a card.")
        add("status condition", "2.4 " + status, f"I have Defender as long as I'm {status}.")
        add("status trigger", "2.4 " + status, f"When I become {status} \u2014 Draw a card.")
        if status in gainable:
            add("status trigger", "2.4 " + status, f"When I gain {status} \u2014 Draw a card.")
            add(
                "status trigger",
                "2.4 " + status,
                f"When a Character you control gains {status} \u2014 Draw a card.",
            )
    # ------------------------------------------------------- zones (3.2)
    # Where an object in play goes (7.3.27.a: to its owner's zone, 3.1.2.c), and the cards
    # a step finds in a player's zone. Statuses only in the zones of 2.4.1.b (not Hand or
    # Discard pile, 2.4.1.c); cards go to a hand from elsewhere.
    for zone in v.zones:
        low = zone.lower()
        said = "hand" if low == "hand" else zone
        rule = "3.2 " + zone
        if low in ("reserve", "hand", "mana zone", "discard pile"):
            add("zones", rule, f"{{J}} Put target Character in its owner's {said}.")
            add("zones", rule, f"{{J}} Return target Character to its owner's {said}.")
            add("zones", rule, f"{{J}} Send target Character to its owner's {said}.")
            add("zones", rule, f"{{J}} Put up to two target Characters in their owners' {said}.")
        if low == "reserve":  # a hand is hidden: its cards are chosen, not targeted (3.1.3)
            add("zones", rule, f"{{J}} Discard target card from your {said}.")
        if low in ("reserve", "hand"):
            add("zones", rule, f"{{J}} Discard a card from your {said}.")
        if low in ("reserve", "discard pile"):
            add("zones", rule, f"{{J}} Return target card from your {said} to your hand.")
        if low == "reserve":
            add("zones", rule, f"{{J}} Exhaust target card in your {said}.")
        if low in ("reserve", "hand", "discard pile", "mana zone", "deck"):
            add("zones", rule, f"{{J}} Draw a card for each card in your {said}.")
    # ------------------------------------------------------- triggers and costs around a step
    steps = [
        "draw a card",
        "target Character gains 1 boost",
        "exhaust target Character",
        "ready target Permanent",
        "resupply",
        "sacrifice a Character",
    ]
    wrappers = [
        "{J} ",
        "{H} ",
        "{R} ",
        "When I leave the Expedition zone \u2014 ",
        "When I go to Reserve \u2014 ",
        "{T}: ",
        "{1}, {T}: ",
        "{D}: ",
        "Spend 2 of my boosts: ",
        "{J} You may ",
    ]
    wrappers += [f"At {p} \u2014 " for p in v.phases]
    for wrapper in wrappers:
        for step in steps:
            body = step if wrapper.endswith("may ") else step[0].upper() + step[1:]
            add("trigger / cost around a step", wrapper.strip() or "-", f"{wrapper}{body}.")
    for step in steps:
        add("Spell effect", "5.1.2.j", step[0].upper() + step[1:] + ".", spell=True)
    # ------------------------------------------------------- "for each" (6.5.i)
    for counted in (
        "Character you control",
        "card in your Reserve",
        "boost on me",
        "Permanent you control",
        "Exhausted Character",
    ):
        add("for each", "6.5.i", f"{{J}} Target Character gains 1 boost for each {counted}.")
        add("for each", "6.5.i", f"{{J}} Draw a card for each {counted}.")
    # ------------------------------------------------------- more slots
    from cr_vocabulary_slots import compose_slots  # beside this file

    compose_slots(v.statuses, v.zones, lambda kind, rule, text: add(kind, rule, text))
    from cr_vocabulary_forms import compose_forms  # beside this file

    keywords = tuple(k.removesuffix(" 2") for k in v.abilities)
    compose_forms(v.statuses, keywords, lambda kind, rule, text: add(kind, rule, text))
    from cr_vocabulary_more import compose_more  # beside this file

    compose_more(v.statuses, keywords, lambda kind, rule, text: add(kind, rule, text))
    from cr_vocabulary_phases import compose_phases  # beside this file

    compose_phases(v.phases, lambda kind, rule, text: add(kind, rule, text))
    return out


# ----------------------------------------------------------------- reading them
def _read(c: Composition) -> tuple[bool, bool, str]:
    """Whether the grammar reads ``c`` whole, whether it runs, and why not."""
    try:
        if c.spell:
            read_spell_effect(c.text.removeprefix("Cooldown. "))
        else:
            read_ability(c.text)
        read = True
    except NotRead:
        read = False
    text = c.text.replace(". ", ".  ", 1) if c.spell and c.text.startswith("Cooldown") else c.text
    reading = grammar_alone(text, "Spell" if c.spell else "Character")
    reason = next((a.reason for a in reading.abilities if a.reason), "")
    return read, reading.executable, reason


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the compositions not run")
    parser.add_argument("--kind", default="", help="only compositions of this kind")
    args = parser.parse_args()
    watch = Stopwatch()
    v = vocabulary()
    print(
        f"CR tables: {len(v.actions)} keyword actions (7.3), {len(v.abilities)} keyword "
        f"abilities (7.4), {len(v.statuses)} statuses (2.4.1.a), {len(v.zones)} zones (3.2), "
        f"{len(v.phases)} phases (4.2.a), types in play {', '.join(v.types)}"
    )
    unused = [f"{sid} {t} ({slot})" for t, (sid, slot) in v.actions.items() if slot == "not a step"]
    print("  keyword actions that are not steps an effect orders: " + "; ".join(unused))
    from cr_vocabulary_slots import NOT_COMPARED

    said = "; ".join(f"{k}: {why}" for k, why in NOT_COMPARED.items())
    print(f"  numeric characteristics (2.2) not compared: {said}")
    comps = [c for c in compose(v) if args.kind.lower() in c.kind.lower()]
    totals: dict[str, Counter[str]] = defaultdict(Counter)
    missed: list[tuple[Composition, str]] = []
    for c in comps:
        read, runs, reason = _read(c)
        totals[c.kind]["all"] += 1
        totals[c.kind]["read"] += read
        totals[c.kind]["runs"] += runs
        if not runs:
            missed.append((c, reason))
    grand = Counter[str]()
    for kind, t in totals.items():
        grand.update(t)
        print(
            f"  {kind:32s} {t['all']:4d} composed: read {t['read']:4d} "
            f"({100 * t['read'] / t['all']:5.1f}%), run {t['runs']:4d} "
            f"({100 * t['runs'] / t['all']:5.1f}%)"
        )
    print(
        f"all: {grand['all']} compositions: read {grand['read']} "
        f"({100 * grand['read'] / max(grand['all'], 1):.1f}%), run {grand['runs']} "
        f"({100 * grand['runs'] / max(grand['all'], 1):.1f}%)"
    )
    by_rule = Counter(c.rule for c, _ in missed)
    print("not run, by CR rule (top 25):")
    for rule, k in by_rule.most_common(25):
        print(f"  {k:4d}  {rule}")
    if args.list:
        for c, reason in missed:
            print(f"  [{c.rule}] {c.text}  -- {reason}")
    print(footer(watch))


if __name__ == "__main__":
    main()
