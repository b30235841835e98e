"""More slots for ``cr_vocabulary_audit.py`` (issue 30): the CR's words in
slots the first audit did not try, its tables again taken from the CR text itself:

- every status of 2.4.1.a in an object's description (a filter) and in a condition, for
  objects in the zones where they have statuses (2.4.1.b); Ascended is an Expedition's
  (2.4.3, 7.3.3.a) and said of Expeditions only;
- every zone of 3.2 a card is moved from or to by an effect: each (origin, destination)
  of the personal zones a player's cards are in (Hand, Reserve, Discard pile, Mana zone;
  the Deck's top card, 3.2.2); not the shared or hidden-in-play zones an effect does not
  put a card in by these verbs (Adventure, Limbo, Hero zone: 3.2.1, 3.2.8, 3.2.6);
- every characteristic of 2.2 that is a number ("… is a number": Hand Cost, Reserve Cost,
  Base Cost 2.2.7-9; the statistics of 2.2.11.b) in comparisons ("{3} or less / or more",
  "less / greater than", equal);
- the Expedition terms of 7.5 (Ahead / Behind / Tied, In [terrain], In Contact, Join,
  Leave, Fails to Move Forward, Play) in conditions, triggers and descriptions.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rules_corpus.corpus import parse_corpus

Add = Callable[[str, str, str], None]
SLUG = "altered-cr-5.0"


def _an(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


NOT_COMPARED = {
    "Reserve Limit": "Heroes only (2.2.13.b), not the objects a description names",
    "Landmark Limit": "Heroes only (2.2.14.b), not the objects a description names",
    "Timestamp": "received on entering a zone (2.2.16.b), never printed or compared",
    "Base Cost": "what it is (2.2.9.b) is cut from the CR text we have",
}
"""The numeric characteristics not composed, and why."""


def numeric_characteristics() -> dict[str, str]:
    """The characteristics of 2.2 that are numbers (their ``.a`` rule: "… is a number"),
    with their section; the statistics by the names 2.2.11.b lists. Not those of
    :data:`NOT_COMPARED`."""
    doc = parse_corpus().document(SLUG)
    titles = {s.id: s.title for s in doc.sections if s.id.startswith("2.2.")}
    found: dict[str, str] = {}
    for r in doc.rules:
        numeric = r.id.endswith(".a") and r.section_id in titles and "is a number" in r.text
        if numeric and titles[r.section_id] not in NOT_COMPARED:
            found[titles[r.section_id]] = r.section_id
        if r.id == "2.2.11.b":  # "Forest (…), Mountain (…), and Water (…)"
            for name in re.findall(r"(Forest|Mountain|Water)", r.text):
                found[name] = "2.2.11"
    return found


def expedition_terms() -> dict[str, str]:
    """The titles of 7.5's sections (Expedition terms), by section."""
    doc = parse_corpus().document(SLUG)
    return {s.title: s.id for s in doc.sections if s.id.startswith("7.5.") and s.id.count(".") == 2}


_ICONS = {"Forest": "{V}", "Mountain": "{M}", "Water": "{O}"}


def compose_statuses(statuses: tuple[str, ...], add: Add) -> None:
    """Every status in a filter and in a condition (2.4)."""
    for s in statuses:
        rule = "2.4 " + s
        if s == "Ascended":  # an Expedition's (2.4.3, 7.3.3.a)
            for who in ("my Expedition", "one of your Expeditions", "your Hero Expedition"):
                add("status in a condition", rule, f"{{J}} If {who} is {s}, draw a card.")
            add("status in a condition", rule, f"I have Defender as long as my Expedition is {s}.")
            continue
        kind = "status in a filter"
        add(kind, rule, f"{{J}} Draw a card for each {s} Character you control.")
        add(kind, rule, f"{s} Characters you control have Defender.")
        add(kind, rule, f"Your {s} Characters have Defender.")
        add(kind, rule, f"{{J}} Exhaust each {s} Character an opponent controls.")
        add(kind, rule, f"{{J}} Exhaust up to two target {s} Characters.")
        add(kind, rule, f"{{J}} Return target {s} Permanent to its owner's hand.")
        add(kind, rule, f"{{J}} Sacrifice {_an(s)} Character.")
        add(kind, rule, f"{{J}} Target {s} Character you control gains 1 boost.")
        add(kind, rule, f"When {_an(s)} Character joins your Expeditions \u2014 Draw a card.")
        add(kind, rule, f"{{J}} Discard target {s} card in a Reserve.")  # 2.4.1.b: Reserve
        kind = "status in a condition"
        add(kind, rule, f"{{J}} If you control {_an(s)} Character, draw a card.")
        add(kind, rule, f"{{J}} If you control two or more {s} Characters, draw a card.")
        add(kind, rule, f"{{J}} If you control no {s} Characters, draw a card.")
        add(kind, rule, f"{{J}} If I'm not {s}, draw a card.")
        add(kind, rule, f"I have Defender unless I'm {s}.")
        add(kind, rule, f"{{J}} Target Character gains 1 boost. If it's {s}, draw a card.")
        add(kind, rule, f"{{R}} If there are two or more {s} cards in your Reserve, draw a card.")


_FROM = {
    "Hand": "your hand",
    "Reserve": "your Reserve",
    "Discard Pile": "your Discard pile",
    "Mana Zone": "your Mana zone",
}
"""A player's own zones a card is taken from by name (3.2.3, 3.2.5, 3.2.9, 3.2.10)."""


def compose_zones(zones: tuple[str, ...], add: Add) -> None:
    """Every zone as origin and destination of a card an effect moves (3.2, 7.3.27)."""
    own = [z for z in zones if z in _FROM]
    for origin in own:
        src = _FROM[origin]
        for dest in own:
            if dest == origin:
                continue  # a card is not moved to the zone it is in (3.1.2)
            rule = f"3.2 {origin} -> {dest}"
            kind = "zone to zone"
            if dest == "Hand":
                add(kind, rule, f"{{J}} Return a card from {src} to your hand.")
                add(kind, rule, f"{{J}} You may put a card from {src} in your hand.")
            elif dest == "Discard Pile":
                add(kind, rule, f"{{J}} Discard a card from {src}.")
                add(kind, rule, f"{{J}} Put a card from {src} in your Discard pile.")
            else:
                add(kind, rule, f"{{J}} Put a card from {src} in {_FROM[dest]}.")
                # in the Mana zone every object is a Mana Orb (3.2.9.c): no Character there
                what = "card" if origin == "Mana Zone" else "Character"
                add(kind, rule, f"{{J}} You may put a {what} from {src} in {_FROM[dest]}.")
    # the Deck (3.2.2): its top card, and cards put on top of it or at its bottom
    for dest in own:
        rule = f"3.2 Deck -> {dest}"
        if dest == "Hand":
            continue  # that is drawing (7.3.9)
        where = _FROM[dest] if dest != "Reserve" else "Reserve"
        add("zone to zone", rule, f"{{J}} Put the top card of your deck in {where}.")
    for origin in own:
        rule = f"3.2 {origin} -> Deck"
        src = _FROM[origin]
        add("zone to zone", rule, f"{{J}} Put a card from {src} on top of your deck.")
        add("zone to zone", rule, f"{{J}} Put a card from {src} at the bottom of your deck.")


def compose_characteristics(found: dict[str, str], add: Add) -> None:
    """Every numeric characteristic (2.2) compared in a description."""
    for name, sid in found.items():
        rule = f"{sid} {name}"
        kind = "characteristic compared"
        if name in _ICONS:  # statistics: Characters only (2.2.11.c)
            icon = _ICONS[name]
            phrases = [f"with {icon} 3 or more", f"with {icon} 2 or less", f"with a {icon} of 3"]
            for said in phrases:
                add(kind, rule, f"{{J}} Exhaust target Character {said}.")
                add(kind, rule, f"{{J}} Draw a card for each Character you control {said}.")
            continue
        for said in (
            f"with {name} {{3}} or less",
            f"with {name} {{3}} or more",
            f"with {name} less than {{3}}",
            f"with {name} greater than {{2}}",
            f"with {name} {{2}}",
        ):
            add(kind, rule, f"{{J}} Exhaust target Character {said}.")
            add(kind, rule, f"{{J}} Return target Permanent {said} to its owner's hand.")
            add(kind, rule, f"When you play a Character {said} \u2014 Draw a card.")
            add(kind, rule, f"{{J}} If you control a Character {said}, draw a card.")


def compose_expedition_terms(terms: dict[str, str], add: Add) -> None:
    """The Expedition terms of 7.5 in conditions, triggers and descriptions."""
    kind = "Expedition term"
    for title, sid in terms.items():
        rule = f"{sid} {title}"
        low = title.lower()
        if low.startswith("ahead"):
            for state in ("ahead", "behind", "tied"):
                for who in ("my Expedition", "your Hero Expedition", "one of your Expeditions"):
                    add(kind, rule, f"{{J}} If {who} is {state}, draw a card.")
                add(kind, rule, f"{{J}} If my Expedition isn't {state}, draw a card.")
                add(kind, rule, f"I have Defender as long as my Expedition is {state}.")
        elif low == "in":
            for icon in _ICONS.values():
                add(kind, rule, f"{{J}} If I'm in {icon}, draw a card.")
                add(kind, rule, f"{{J}} If my Expedition is in {icon}, draw a card.")
                add(kind, rule, f"{{J}} Target Character in {icon} gains 1 boost.")
                add(kind, rule, f"I have Defender as long as I'm in {icon}.")
        elif low == "in contact":
            add(kind, rule, "{J} If I'm In Contact, draw a card.")
            add(kind, rule, "{J} If my Expedition is In Contact, draw a card.")
            add(kind, rule, "I have Defender as long as I'm In Contact.")
            add(kind, rule, "{J} If I'm not In Contact, draw a card.")
        elif low == "join":
            for who in ("a Character", "another Character", "a token", "a Robot"):
                for where in ("my Expedition", "your Expeditions", "an opponent's Expedition"):
                    add(kind, rule, f"When {who} joins {where} \u2014 Draw a card.")
        elif low == "leave":
            for event in (
                "I leave play",
                "I leave the Expedition zone",
                "a Character leaves your Expeditions",
                "another Character you control leaves play",
            ):
                add(kind, rule, f"When {event} \u2014 Draw a card.")
        elif low.startswith("fails"):
            add(kind, rule, "When my Expedition fails to move forward \u2014 Draw a card.")
        elif low == "play":
            for what in ("a Spell", "a Permanent", "a Character"):
                add(kind, rule, f"When you play {what} \u2014 I gain 1 boost.")
                add(kind, rule, f"When an opponent plays {what} \u2014 I gain 1 boost.")
            add(kind, rule, "When you play another Character \u2014 I gain 1 boost.")


def compose_slots(statuses: tuple[str, ...], zones: tuple[str, ...], add: Add) -> None:
    """All of this module's compositions."""
    compose_statuses(statuses, add)
    compose_zones(zones, add)
    compose_characteristics(numeric_characteristics(), add)
    compose_expedition_terms(expedition_terms(), add)
