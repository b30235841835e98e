"""The product of description slots: every object description in every slot that takes one,
and the numbers, players, Expeditions and durations of the cards' language (issue 30).

Used by :mod:`description_audit`. Where :func:`description_audit.compose_descriptions` varies
one or two parts of a description on "Character", this composes descriptions from each of
their slots at once — a type (2.2.1), a status or sub-type before it (2.4, 2.2.2), one
qualifier after it (a controller or owner 1.2.6, a zone 3, an Expedition 7.5, a cost or
statistic compared 2.2.7-11, counters 2.5, a keyword 7.4) — and says each description in
every slot of the zone it names, with the determiners cards print ("target", "a", "each",
"all", "another", "other", "up to N target", "for each", "per", a group that has a keyword,
a trigger's object). A place qualifier decides the verbs: what is in play is exhausted, what
is in a Reserve discarded (7.3.7), what is in a discard pile or in Limbo only counted or
targeted. A description the engine cannot select must be refused with a judge's reason;
the audit counts it as not run, never as read.

Expeditions are described too: a target Expedition by its controller (7.5.5.a) and terrain
(7.5.8.b) in every slot that says one (a move, Ascend, its Characters, a token's place), and
references back (6.3.i, 6.5.b, 2.1.f: "them", "they", "it", "its controller", "the one with
fewer …") and "a … of their choice" (6.1.h) in slots of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Add = Callable[[str, str, str], None]


@dataclass(frozen=True)
class Said:
    """A description as printed, singular and plural, with the zone its objects are in."""

    part: str
    one: str
    many: str
    zone: str
    """ "play", "reserve", "discard pile" or "limbo" (3.1.1): it decides the verbs."""
    controlled: bool = False
    """Says its controller (then "you control" slots are not composed on it)."""
    group_only: bool = False
    """Says a place of several Expeditions ("in each Expedition"): said of a group ("each",
    "all", "for each"), never of one target, where it would say a Gigantic one (7.4.3)."""


# ----------------------------------------------------------------- the parts
NOUNS = (  # type (2.2.1), as singular and plural, with the zones it can be in
    ("Character", "Characters", ("play", "reserve", "discard pile", "limbo")),
    ("Permanent", "Permanents", ("play", "reserve", "discard pile")),
    ("Landmark Permanent", "Landmark Permanents", ("play",)),
    ("Expedition Permanent", "Expedition Permanents", ("play",)),
    ("Spell", "Spells", ("reserve", "discard pile", "limbo")),
    ("card", "cards", ("play", "reserve", "discard pile")),
    ("token", "tokens", ("play",)),
    ("Character token", "Character tokens", ("play",)),
    ("Hero", "Heroes", ("play",)),
    ("Landmark", "Landmarks", ("play",)),  # a Permanent of zone type Landmark (2.2.3.b-c)
)
ADJECTIVES = (  # before the noun: statuses (2.4) as printed, sub-types (2.2.2)
    ("status", "[[Anchored]]"),
    ("status", "#Asleep#"),
    ("status", "[[Fleeting]]"),
    ("status", "[[Boosted]]"),
    ("status", "exhausted"),
    ("status, its absence", "ready"),  # not Exhausted (2.4.6.b)
    ("sub-type", "Animal"),
    ("sub-type, unknown", "Sea Serpent"),
    ("non-token", "non-token"),
)
GROUP_ONLY = ("in each Expedition", "in both of your Expeditions")
QUALIFIERS = (  # after the noun: (kind, words, zone it puts the object in, says controller)
    ("controller", "you control", "play", True),
    ("controller", "an opponent controls", "play", True),
    ("controller", "controlled by another player", "play", True),
    ("controller", "controlled by your opponent", "play", True),
    ("owner", "you own", "play", True),
    ("zone", "in play", "play", False),
    ("zone", "in your Reserve", "reserve", False),
    ("zone", "in your opponent's Reserve", "reserve", False),
    ("zone", "in your discard pile", "discard pile", False),
    ("zone", "in Limbo", "limbo", False),
    ("zone", "in any Reserve", "reserve", False),  # any player's (3.2.10)
    ("zone", "from a Reserve", "reserve", False),
    ("Expedition", "in my Expedition", "play", False),
    ("Expedition", "in the other Expedition", "play", False),
    ("Expedition", "in each Expedition", "play", False),
    ("Expedition", "in both of your Expeditions", "play", True),
    ("cost", "with Hand cost {3} or less", "", False),
    ("cost", "with Reserve cost {2} or more", "", False),
    ("statistic", "with {M} 2 or less", "", False),
    ("counters", "with 2 or more boosts", "play", False),
    ("counters", "with no boosts", "play", False),
    ("counters", "without boosts", "play", False),  # not Boosted (2.4.5.a)
    ("keyword", "with [[Tough]]", "", False),
    ("abilities", "without an ability", "", False),
    ("Expedition", "facing me", "play", False),  # in the Expedition facing me (1.2.3.c)
    ("superlative", "with the lowest Hand Cost", "play", False),  # 2.2.7
    ("superlative", "with the highest {V}", "play", False),  # 2.2.11
    ("Expedition", "with no other Characters in its Expedition", "play", False),  # 7.5
)
POSSESSIVES = (  # said before the description (6.5.b), with the zone it implies
    ("possessive", "your", "play"),
    ("possessive", "an opponent's", "play"),
    ("possessive", "your opponent's", "play"),
)


def said_descriptions() -> list[Said]:
    """Each noun with each qualifier its zones allow, and each adjective with each
    qualifier on "Character"; then the possessives and determiner-free plurals."""
    out: list[Said] = []
    for one, many, zones in NOUNS:
        if "play" in zones:  # "a [type]" alone is one in play (2.2.1.h)
            out.append(Said(f"noun: {one}", one, many, zones[0]))
        for kind, words, zone, controls in QUALIFIERS:
            where = zone or zones[0]
            if where not in zones or (not zone and "play" not in zones):
                continue  # a Spell is never in play: its zone is said (2.2.1.h)
            if one == "Hero" and kind not in ("controller", "owner"):
                continue  # a Hero stays in its Hero zone (3.2.6)
            out.append(
                Said(
                    f"{kind} on {one}",
                    f"{one} {words}",
                    f"{many} {words}",
                    where,
                    controls,
                    words in GROUP_ONLY,
                )
            )
    for kind, adj in ADJECTIVES:
        in_play_only = kind.startswith("status") or kind == "non-token"
        out.append(Said(f"{kind}", f"{adj} Character", f"{adj} Characters", "play"))
        for q, words, zone, controls in QUALIFIERS:
            where = zone or "play"
            if in_play_only and where != "play":
                continue  # a status is had in play only (2.4.1.b)
            out.append(
                Said(
                    f"{kind} + {q}",
                    f"{adj} Character {words}",
                    f"{adj} Characters {words}",
                    where,
                    controls,
                    words in GROUP_ONLY,
                )
            )
    return out


def _an(text: str) -> str:
    bare = text.lstrip("[#")
    return ("an " if bare[:1].lower() in "aeiou" else "a ") + text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ----------------------------------------------------------------- the slots
def compose_object_slots(add: Add) -> None:
    """Each description in each slot its zone allows (6.5.b)."""
    for d in said_descriptions():
        verb = {"play": "Exhaust", "reserve": "Discard"}.get(d.zone, "")
        if verb and not d.group_only:
            add("object: target", d.part, f"{{J}} {verb} target {d.one}.")
            add("object: another target", d.part, f"{{J}} {verb} another target {d.one}.")
            add("object: up to N targets", d.part, f"{{J}} {verb} up to two target {d.many}.")
            add("object: chosen", d.part, f"{{J}} {verb} {_an(d.one)}.")
        if verb:
            add("object: each", d.part, f"{{J}} {verb} each {d.one}.")
            add("object: all", d.part, f"{{J}} {verb} all {d.many}.")
            add("object: each other", d.part, f"{{J}} {verb} each other {d.one}.")
        add("object: for each", d.part, f"{{J}} Draw a card for each {d.one}.")
        add("object: per", d.part, f"{{J}} I gain 1 boost per {d.one}.")
        if d.zone == "play":
            add("object: a group has", d.part, f"{_cap(d.many)} have [[Defender]].")
            add("object: other ones have", d.part, f"Other {d.many} have [[Defender]].")
        if d.zone == "play" and not d.group_only:
            add(
                "object: a trigger's object",
                d.part,
                f"When {_an(d.one)} leaves play \u2014 Draw a card.",
            )
            add(
                "object: a trigger's object",
                d.part,
                f"When {_an(d.one)} gains a boost \u2014 Draw a card.",
            )
            mine = d.one if d.controlled else f"{d.one} you control"
            if "opponent" not in mine and "another player" not in mine:
                # the object a cost names is one of its payer's (5.1.2.c, 6.1.g)
                said = f"As an additional cost to play me, sacrifice {_an(mine)}."
                add("object: a cost's object", d.part, said)
                said = f"{{J}} You may sacrifice {_an(mine)}. If you do, draw a card."
                add("object: may, if you do", d.part, said)
            if not d.controlled:
                add(
                    "object: you control",
                    d.part,
                    f"{{J}} If you control {_an(d.one)}, draw a card.",
                )
    for kind, words, _zone in POSSESSIVES:
        for noun in ("Characters", "[[Boosted]] Characters", "Permanents", "tokens"):
            part = f"{kind}: {words}"
            add("object: possessive", part, f"{{J}} Exhaust each of {words} {noun}.")
            add("object: possessive", part, f"{{J}} Exhaust all of {words} {noun}.")
            add("object: possessive", part, f"{{J}} Draw a card for each of {words} {noun}.")
            add("object: possessive", part, f"{_cap(words)} {noun} have [[Defender]].")
    for many in ("Characters", "Permanents"):
        total = f"up to three target {many} with a total Hand Cost {{5}} or less"
        add("object: total", f"total on {many}", f"{{J}} Send to Reserve {total}.")
    add("object: or", "or: types", "{J} Exhaust target Character or Permanent.")
    add("object: or", "or: types", "{J} Exhaust up to two target Characters or Permanents.")
    add("object: or", "or: types", "{J} Draw a card for each Character or Permanent you control.")
    add("object: or", "or: sub-types", "{J} Exhaust target Plant or Animal.")
    add("object: or", "or: statuses", "{J} Exhaust target [[Fleeting]] or #Asleep# Character.")
    add(
        "object: and",
        "and: qualifiers",
        "{J} Exhaust target Character with Hand cost {3} or less and 2 or more boosts.",
    )
    add("object: and", "and: zones", "{J} Discard target Character in play or in Reserve.")


PLAYERS = (
    "you",
    "each player",
    "each opponent",
    "target opponent",
    "target player",
    "your opponent",
    "an opponent",
)


def compose_player_slots(add: Add) -> None:
    """Players (1.2.6) acting, and players as a description's controller or owner."""
    for who in PLAYERS:
        if who == "you":
            continue
        part = f"player: {who}"
        add("player: acts", part, f"{{J}} {_cap(who)} draws a card.")
        add("player: acts", part, f"{{J}} {_cap(who)} sacrifices a Character.")
        add("player: acts", part, f"{{J}} {_cap(who)} exhausts a Character they control.")
        add("player: controls", part, f"{{J}} Exhaust target Character {who} controls.")
        add("player: controls", part, f"{{J}} Draw a card for each Character {who} controls.")


EXPEDITIONS = (
    "my Expedition",
    "the other Expedition",
    "your other Expedition",
    "each Expedition",
    "each of your Expeditions",
    "both of your Expeditions",
    "one of your Expeditions",
    "each Expedition with no Characters",
    "an Expedition where you control a Character",
    "the Expedition facing me",
    "target Expedition you control",  # an Expedition named as an object (7.5)
    "target Expedition an opponent controls",
    "an opponent's Expedition",
)


def compose_expedition_slots(add: Add) -> None:
    """Expeditions (7.5) as the place of objects, counted and joined."""
    for where in EXPEDITIONS:
        part = f"Expedition: {where}"
        add("Expedition: place", part, f"{{J}} Exhaust each Character in {where}.")
        add("Expedition: place", part, f"{{J}} Draw a card for each Character in {where}.")
        add("Expedition: place", part, f"{{J}} Create an Ordis Recruit token in {where}.")
        add("Expedition: joined", part, f"When a Character joins {where} \u2014 Draw a card.")


NUMBERS = (
    ("for each", "{J} I gain 1 boost for each Character you control."),
    ("for each", "{J} Target Character gains 1 boost for each card in your Reserve."),
    ("per", "{J} I gain 1 boost per Mana Orb in your Mana zone."),
    ("per", "{J} Target Character gains 1 boost per Character you control."),
    (
        "that many",
        "{J} You may discard any number of cards from your Reserve to draw that many cards.",
    ),
    ("that many", "{J} Sacrifice any number of Characters. Draw that many cards."),
    ("X, where X is", "{J} Draw X cards, where X is the number of Characters you control."),
    ("X, where X is", "{J} I gain X boosts, where X is the number of cards in your Reserve."),
    ("up to a max of", "{J} I gain 1 boost, up to a max of 3."),
    ("up to a max of", "{J} I gain 1 boost for each Character you control, up to a max of 3."),
    ("twice", "{J} Draw a card twice."),
    ("twice", "{J} Target Character gains 1 boost twice."),
)


def compose_number_slots(add: Add) -> None:
    for part, text in NUMBERS:
        add("number", f"number: {part}", text)


DURATIONS = (
    "until end of turn",
    "until the end of the turn",
    "until the end of the Afternoon",
    "this Day",
    "until Night",
    "until your next Noon",
    "until the end of the Day",
)


def compose_duration_slots(add: Add) -> None:
    """Durations (2.3.2.f): a keyword, a status and a rule change for a time."""
    for d in DURATIONS:
        part = f"duration: {d}"
        add("duration", part, f"{{J}} Target Character gains [[Defender]] {d}.")
        add("duration", part, f"{{J}} I gain [[Gigantic]] {d}.")
        add("duration", part, f"{{J}} Characters you control gain [[Defender]] {d}.")
    for c in ("I'm [[Boosted]]", "you control a Plant", "my Expedition is ahead"):
        add("duration", "duration: as long as", f"I have [[Defender]] as long as {c}.")


EXPEDITION_WHOSE = (  # a player controls their Expeditions (7.5.5.a)
    "you control",
    "of yours",
    "an opponent controls",
    "controlled by another player",
    "your opponent controls",
)


def compose_target_expeditions(add: Add) -> None:
    """A target Expedition described by its controller (7.5.5.a) and terrain (7.5.8.b) in
    every slot that says "target Expedition": a move (7.3.24-25), Ascend (7.3.3.a), its
    Characters (7.5.5.b), the place a token is created in (7.3.5)."""
    for whose in EXPEDITION_WHOSE:
        for terrain in ("", " in {V}"):
            said = f"target Expedition {whose}{terrain}"
            part = f"Expedition: target {whose}{' in a terrain' if terrain else ''}"
            add("Expedition: target acts", part, f"{{J}} {_cap(said)} moves forward one region.")
            add("Expedition: target acts", part, f"{{J}} {_cap(said)} moves backwards one region.")
            add("Expedition: target acts", part, f"{{J}} {_cap(said)} Ascends.")
            add("Expedition: its Characters", part, f"{{J}} Characters in {said} gain 1 boost.")
            add(
                "Expedition: its Characters",
                part,
                f"{{J}} Each Character in {said} gains 2 boosts.",
            )
            add(
                "Expedition: place",
                part,
                f"{{J}} Create an [Ordis Recruit 1/1/1] Soldier token in {said}.",
            )


REFERENCES = (  # (part, text): "it" / "they" / "them" bound to what the step before chose
    ("them after targets", "{J} Send up to two target Characters to Reserve. Exhaust them."),
    ("them after targets", "{J} Exhaust up to two target Permanents. Ready them."),
    (
        "them after targets",
        "{J} Put up to two target Spells from your discard pile in your Reserve. Exhaust them.",
    ),
    ("them after a group", "{J} Exhaust all Characters you control. Ready them."),
    ("they after targets", "{J} Exhaust up to two target Characters. They gain 1 boost."),
    ("it after a target", "{J} Exhaust target Character. It gains 1 boost."),
    ("it after a target", "{J} Send target Permanent to Reserve. Exhaust it."),
    (
        "it after a card put",
        "{J} Put the top card of your deck in your Reserve. If it's a Plant, draw a card.",
    ),
    (
        "it after a card put",
        "{J} Put the top card of your deck in your hand. If it's a Spell, I gain 1 boost.",
    ),
    (
        "it after a card put",
        "{J} Put the top card of your deck in your Mana zone. If it's a Plant, draw a card.",
    ),
    (
        "it after a card revealed",
        "{J} Reveal the top card of your deck. If it's a Spell, draw a card.",
    ),
    ("it after a card drawn", "{J} Draw a card. If it's a Plant, I gain 1 boost."),
    (
        "it after a token made",
        "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. It gains 1 boost.",
    ),
    (
        "it: an Expedition",
        "{J} Target Expedition moves forward one region. Then, Characters in it gain 1 boost.",
    ),
    ("its controller", "{J} Send target Character to Reserve. Its controller draws a card."),
    (
        "that [noun]'s controller",
        "{J} Characters in target Expedition gain 1 boost. "
        "That Expedition's controller draws a card.",
    ),
    (
        "the one with fewer",
        "{J} Choose a Character you control and target Character an opponent controls. "
        "Send to Reserve the one with fewer boosts.",
    ),
)


def compose_references(add: Add) -> None:
    """References back (6.3.i, 6.5.b, 2.1.f): the objects the step before chose, moved,
    put or revealed, named by "it", "they", "them", "its controller"."""
    for part, text in REFERENCES:
        add("reference back", f"reference: {part}", text)
    for who in ("Target opponent", "Each opponent", "Each player"):
        part = f"of their choice: {who.lower()}"
        add(
            "player: chooses",
            part,
            f"{{J}} {who} discards a card of their choice from their Reserve.",
        )
        add("player: chooses", part, f"{{J}} {who} sacrifices a Character of their choice.")


def compose_product(add: Add) -> None:
    compose_object_slots(add)
    compose_player_slots(add)
    compose_expedition_slots(add)
    compose_target_expeditions(add)
    compose_references(add)
    compose_number_slots(add)
    compose_duration_slots(add)
