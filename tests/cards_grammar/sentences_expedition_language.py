"""Sibling sentences of the Expedition language (issue 30, gram81), written from the CR's
Expedition words before building: Expedition designators (my / your / your other / your
Hero / your Companion / target / the one facing me / both / one or more of yours / the one
furthest ahead or behind) × relations (ahead, behind, tied, in a region with a terrain,
has moved through, has more / fewer Characters than) in the four uses a designer writes:
CONDITIONS, COUNTS ("for each …"), TRIGGER events (joins, leaves, moves forward, goes to a
zone from an Expedition) and PLACES (create / play / switch in or to). Measured by
benchmarks/expedition_language_siblings.py (7.5.2, 7.5.8.b, 7.3.25, 7.2.3.a, 4.2.5.d)."""

from __future__ import annotations

CONDITIONS: tuple[str, ...] = (
    "{J} If you are behind in both Expeditions, draw a card.",
    "{J} If you are behind in one or more Expeditions, draw a card.",
    "{J} If you are ahead in both Expeditions, draw a card.",
    "{J} If you are ahead in one or more Expeditions, draw a card.",
    "{J} If you are tied in both Expeditions, draw a card.",
    "{J} If you are tied in one or more Expeditions, draw a card.",
    "{J} If you are ahead in your Hero Expedition, draw a card.",
    "{J} If you are behind in your Companion Expedition, draw a card.",
    "{J} If you are behind in your other Expedition, I gain 1 boost.",
    "{J} If you are ahead in my Expedition, I gain 1 boost.",
    "{J} If you are not behind in either Expedition, draw a card.",
    "{J} If both of your Expeditions are behind, draw a card.",
    "{J} If one of your Expeditions is ahead, draw a card.",
    "{J} If your other Expedition is ahead, I gain 1 boost.",
    "{J} If your Hero Expedition is tied, draw a card.",
    "{J} If the Expedition facing me is ahead, I gain 1 boost.",
    "{J} If my Expedition is in a region with {O}, I gain 1 boost.",
    "{J} If my Expedition is in a region with {V}, I gain 1 boost.",
    "{J} If my Expedition is in a region with {M}, draw a card.",
    "{J} If my Expedition is in a region with {O} or {V}, I gain 1 boost.",
    "{J} If my Expedition isn't in a region with {M}, I gain 1 boost.",
    "{J} If your Hero Expedition is in a region with {M}, draw a card.",
    "{J} If your Companion Expedition is in a region with {V}, draw a card.",
    "{J} If your other Expedition is in a region with {O}, I gain 1 boost.",
    "{J} If the Expedition facing me is in a region with {O}, I gain 1 boost.",
    "{J} If one of your Expeditions is in a region with {O}, draw a card.",
    "{J} If my Expedition has more Characters than the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition has fewer Characters than the Expedition facing it, I gain 1 boost.",
    "{J} If the Expedition facing me has more Characters than my Expedition, I gain 1 boost.",
    "{J} If my Expedition has more power than the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition is behind the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition is tied with the Expedition facing it, I gain 1 boost.",
)

COUNTS: tuple[str, ...] = (
    "{J} I gain 1 boost for each region with {O} my Expedition has moved through.",
    "{J} I gain 1 boost for each region with {V} my Expedition has moved through.",
    "{J} Draw a card for each region with {M} my Expedition has moved through.",
    "{J} I gain 1 boost for each region with {O} or {V} my Expedition has moved through.",
    "{J} I gain 1 boost for each region my Expedition has moved through.",
    "{J} Draw a card for each region with {O} your Hero Expedition has moved through.",
    "{J} I gain 1 boost for each Character in my Expedition.",
    "{J} I gain 1 boost for each Character in the Expedition facing me.",
    "{J} I gain 1 boost for each Character in your other Expedition.",
    "{J} I gain 1 boost for each Character in the Expedition facing my Expedition.",
    "{J} Draw a card for each of your Expeditions that is behind.",
    "{J} Draw a card for each of your Expeditions that is ahead.",
    "{J} Draw a card for each Expedition you are behind in.",
    "{J} Draw a card for each Expedition you are ahead in.",
    "{J} I gain 1 boost for each Expedition in a region with {O}.",
    "{J} I gain 1 boost for each of your Expeditions in a region with {V}.",
)

TRIGGERS: tuple[str, ...] = (
    "When a Character joins the Expedition facing my Expedition — It gains [[Asleep]].",
    "When a Character joins the Expedition facing me — I gain 1 boost.",
    "When a Character joins my Expedition — I gain 1 boost.",
    "When a Character joins your other Expedition — I gain 1 boost.",
    "When a Character joins your Hero Expedition — I gain 1 boost.",
    "When a Character leaves the Expedition facing my Expedition — I gain 1 boost.",
    "When a Character leaves my Expedition — I gain 1 boost.",
    "When a Permanent joins the Expedition facing my Expedition — I gain 1 boost.",
    "When my Expedition moves forward — I gain 1 boost.",
    "When the Expedition facing my Expedition moves forward — I gain 1 boost.",
    "When the Expedition facing me moves forward — I gain 1 boost.",
    "When your other Expedition moves forward — I gain 1 boost.",
    "When an opponent's Expedition moves forward — I gain 1 boost.",
    "When I go to the Discard pile from an Expedition — Draw a card.",
    "When I go to Reserve from an Expedition — Draw a card.",
    "When I go to your Hand from an Expedition — Draw a card.",
    "When I go to the Discard pile from my Expedition — Draw a card.",
    "When a Character you control goes to the Discard pile from an Expedition — Draw a card.",
    "When a Character goes to Reserve from an Expedition — I gain 1 boost.",
    "When a Character an opponent controls goes to the Discard pile from an Expedition — "
    "I gain 1 boost.",
    "When a Character goes to the Discard pile from the Expedition facing my Expedition — "
    "I gain 1 boost.",
)

PLACES: tuple[str, ...] = (
    "{J} Create a Brassbug token in your Expedition that is furthest behind.",
    "{J} Create a Brassbug token in your Expedition that is furthest ahead.",
    "{J} Create a Brassbug token in target Expedition.",
    "{J} Create a Brassbug token in your other Expedition.",
    "{J} Create two Brassbug tokens in target Expedition.",
    "{J} Create a Brassbug token in your Hero Expedition.",
    "{J} Create a Brassbug token in each of your Expeditions.",
    "{J} Create a Brassbug token in your Expedition that is behind.",
    "{J} Create a Brassbug token in the Expedition facing me.",
    "{J} Switch target Character you control to your other Expedition.",
    "{J} Switch me to my other Expedition.",
    "{J} Switch target Character to your other Expedition.",
    "{J} Switch target Character you control to your Expedition that is furthest behind.",
    "{J} You may play a Character from your Reserve in your other Expedition.",
    "{J} Put target Character you control in your other Expedition.",
    "{J} Target Expedition moves forward one region if it has more Characters than the "
    "Expedition facing it.",
    "{J} Target Expedition moves forward one region if it is behind.",
    "{J} Your Expedition that is furthest behind moves forward one region.",
    "{J} The Expedition facing my Expedition moves backwards one region.",
    "The Expedition facing my Expedition can't move forward unless it has more Characters "
    "than my Expedition.",
    "The Expedition facing me can't move forward.",
    "{J} Characters in the Expedition facing me gain [[Asleep]].",
    "{J} Target Character in an Expedition gains [[Fleeting]].",
    "{J} Target Character in the Expedition facing me gains [[Asleep]].",
)

ALL: tuple[str, ...] = CONDITIONS + COUNTS + TRIGGERS + PLACES
