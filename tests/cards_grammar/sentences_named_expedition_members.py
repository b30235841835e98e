# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of named Expeditions and each member (issue 30, session 37), written before
building (not copied from card data) and judged by meaning.

1. AN EXPEDITION NAMED BY THE TRIGGER OR BY A TARGET. ``READ_EXPEDITION_NAMED``: text -> the
   subject of the step acting there:
   - "that Expedition" / "it" after a move trigger is the Expedition that moved (6.3.i), also
     after a cost paid on me ("You may exhaust me to …", 6.5.f) and in "have … do" (7.3.18.a):
     ``target_character`` (its filter ``in_its_expedition``) or ``characters_in_it``;
   - "each Character in the Expedition facing it", "it" the Expedition that moved or a target
     Expedition a step before moved: ``characters_facing_it`` (1.2.3.c);
   - "each Character in target Character's Expedition": the Character the step's target
     (6.5.b), every Character in its Expedition acted on (6.1.e, 7.4.4.b):
     ``characters_in_target_characters_expedition``;
   - "give N [name] counter(s) to [target]" in each of these slots (2.5.a).
2. SEVERAL TARGETS WITH A PLURAL FOLLOW-UP. ``READ_EACH_MEMBER``: text -> (the follow-up's
   action, its condition as printed): "If they had / are …, they …" after a step on several
   targets is judged for each target on its own (6.5.d, 6.1.e; as it last was, 2.1.h, 6.3.k).
3. ``REFUSED_HC``: near-misses that must stay refused, text -> words of the grammar's reason.
4. ``NOT_READ_HC``: siblings not read yet (their reason), neither wrong nor built here.
5. ``ROUND_TRIP_HC``: the writer prints each back to the same reading."""

from __future__ import annotations

MOVED = "When one of your Expeditions moves forward \u2014 "

READ_EXPEDITION_NAMED: dict[str, str] = {
    # ---- the Expedition that moved (6.3.i): a target there, after a cost on me (6.5.f)
    f"{MOVED}You may exhaust me to give 1 Ember counter to target Character in that Expedition.": "target_character",
    f"{MOVED}You may exhaust me to give 2 boosts to target Character in that Expedition.": "target_character",
    f"{MOVED}You may exhaust me to give 1 Frost counter to target Character in it.": "target_character",
    f"{MOVED}You may exhaust me. If you do, give 1 Ember counter to target Character in that Expedition.": "target_character",
    f"{MOVED}You may exhaust me to have target Character in that Expedition gain 1 boost.": "target_character",
    f"{MOVED}You may exhaust me to give [[Anchored]] to target Character in that Expedition.": "target_character",
    f"{MOVED}Give 1 Ember counter to target Character in that Expedition.": "target_character",
    f"{MOVED}Target Character in that Expedition gains 1 Ember counter.": "target_character",
    f"{MOVED}You may give 1 Ember counter to target Character in that Expedition.": "target_character",
    f"{MOVED}Have target Character in that Expedition gain 1 boost.": "target_character",
    "When an opponent's Expedition moves forward \u2014 You may exhaust me to give 1 Ember counter to target Character in that Expedition.": "target_character",
    f"{MOVED}You may exhaust me to give 1 boost to each Character in that Expedition.": "characters_in_it",
    # ---- the Expedition facing it (1.2.3.c)
    f"{MOVED}Each Character in the Expedition facing it loses 1 boost.": "characters_facing_it",
    f"{MOVED}Each Character in the Expedition facing it gains [[Asleep]].": "characters_facing_it",
    f"{MOVED}Each Character in the Expedition facing it loses all its boosts.": "characters_facing_it",
    f"{MOVED}Give 1 Frost counter to each Character in the Expedition facing it.": "characters_facing_it",
    f"{MOVED}You may exhaust me to give 1 boost to each Character in the Expedition facing it.": "characters_facing_it",
    f"{MOVED}Each exhausted Character in the Expedition facing it loses 1 boost.": "characters_facing_it",
    "When an opponent's Expedition moves forward \u2014 Each Character in the Expedition facing it gains 1 boost.": "characters_facing_it",
    "When my Expedition moves forward \u2014 Each Character in the Expedition facing it loses 1 boost.": "objects_in_play",
    "SPELL Target Expedition moves forward one region. Each Character in the Expedition facing it loses 1 boost.": "characters_facing_it",
    "SPELL Target Expedition you control moves forward one region. Each Character in the Expedition facing it gains [[Asleep]].": "characters_facing_it",
    # ---- facing me / my Expedition, the object form "give N counters to" (unchanged)
    "{J} Each Character in the Expedition facing me gains 1 boost.": "objects_in_play",
    "{J} Target Character in the Expedition facing me gains 1 Ember counter.": "target_character",
    "{J} Give 1 Ember counter to target Character in my Expedition.": "target_character_in_my_expedition",
    f"{MOVED}You may exhaust me to give 1 Ember counter to target Character in my Expedition.": "target_character_in_my_expedition",
    # ---- target Character's Expedition (6.5.b, 6.1.e)
    "{J} Each Character in target Character's Expedition gains 1 boost.": "characters_in_target_characters_expedition",
    "{H} Each Character in target Character's Expedition loses 1 boost.": "characters_in_target_characters_expedition",
    "{R} Each Character in target Character's Expedition gains 1 Ember counter.": "characters_in_target_characters_expedition",
    "SPELL Each Character in target Character's Expedition gains [[Asleep]].": "characters_in_target_characters_expedition",
    "SPELL Each Character in target Character's Expedition loses all its boosts.": "characters_in_target_characters_expedition",
    "SPELL Give 2 boosts to each Character in target Character's Expedition.": "characters_in_target_characters_expedition",
    "SPELL Give 1 Frost counter to each Character in target Character's Expedition.": "characters_in_target_characters_expedition",
    "At Noon \u2014 Each Character in target Character's Expedition loses 1 boost.": "characters_in_target_characters_expedition",
    "At Dusk \u2014 Each Character in target Character's Expedition gains [[Anchored]].": "characters_in_target_characters_expedition",
    "When I go to Reserve \u2014 Each Character in target Character's Expedition gains 1 boost.": "characters_in_target_characters_expedition",
    "{J} You may give 1 boost to each Character in target Character's Expedition.": "characters_in_target_characters_expedition",
    "{J} If you control a Plant, each Character in target Character's Expedition gains 1 boost.": "characters_in_target_characters_expedition",
    "{J} Each Character in target Character's Expedition gains 1 boost. Draw a card.": "characters_in_target_characters_expedition",
    f"{MOVED}Each Character in target Character's Expedition gains 1 Ember counter.": "characters_in_target_characters_expedition",
}

READ_EACH_MEMBER: dict[str, tuple[str, str]] = {
    "SPELL Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "SPELL Up to two target Characters each lose all their boosts. If they had a Frost counter, they gain [[Asleep]].": (
        "gain_status",
        "they had a frost counter",
    ),
    "SPELL Up to two target Characters each lose all their boosts. If they had 2 or more boosts, they gain [[Anchored]].": (
        "gain_status",
        "they had 2 or more boosts",
    ),
    "SPELL Up to two target Characters each lose 1 boost. If they had 2 or more boosts, they gain [[Asleep]].": (
        "gain_status",
        "they had 2 or more boosts",
    ),
    "SPELL Up to two target Characters each gain 1 boost. If they are in {V}, they gain [[Asleep]].": (
        "gain_status",
        "they are in {v}",
    ),
    "SPELL Up to two target Characters each gain 1 boost. If they are in {M}, they gain 1 boost.": (
        "give_boost",
        "they are in {m}",
    ),
    "SPELL Up to two target Characters each gain 1 boost. If they are in {O}, they gain [[Anchored]].": (
        "gain_status",
        "they are in {o}",
    ),
    "SPELL Up to two target Characters gain 1 boost. If they are in {V}, they gain [[Asleep]].": (
        "gain_status",
        "they are in {v}",
    ),
    "SPELL Up to three target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "SPELL Up to two target Characters each lose 1 Ember counter. If they had no Ember counters, they gain [[Asleep]].": (
        "gain_status",
        "they had no ember counters",
    ),
    "SPELL Send up to two target Characters to Reserve. If they had a boost, exhaust them.": (
        "exhaust",
        "they had a boost",
    ),
    "SPELL Send up to two target Characters to Reserve. If they had an Ember counter, exhaust them.": (
        "exhaust",
        "they had an ember counter",
    ),
    "SPELL Exhaust up to two target Characters. If they are in {V}, they lose 1 boost.": (
        "remove_counters",
        "they are in {v}",
    ),
    "SPELL Up to two target Characters gain [[Asleep]]. If they had a boost, they lose all their boosts.": (
        "remove_counters",
        "they had a boost",
    ),
    "SPELL Up to two target Characters each gain 1 boost. If they are exhausted, they gain [[Asleep]].": (
        "gain_status",
        "they are exhausted",
    ),
    "SPELL Up to two target Characters each gain 1 boost. Unless they are in {V}, they gain [[Asleep]].": (
        "gain_status",
        "unless they are in {v}",
    ),
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{H} Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{R} Up to two target Characters each gain 1 boost. If they are in {V}, they gain [[Asleep]].": (
        "gain_status",
        "they are in {v}",
    ),
    "When I go to Reserve \u2014 Up to two target Characters each lose all their boosts. If they had a Frost counter, they gain [[Asleep]].": (
        "gain_status",
        "they had a frost counter",
    ),
    f"{MOVED}Up to two target Characters each gain 1 boost. If they are in {{O}}, they gain [[Anchored]].": (
        "gain_status",
        "they are in {o}",
    ),
    "At Noon \u2014 Up to two target Characters each lose 1 boost. If they had 2 or more boosts, they gain [[Asleep]].": (
        "gain_status",
        "they had 2 or more boosts",
    ),
    "At Dusk \u2014 Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} If you control a Plant, up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]]. Draw a card.": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} Up to two target Characters you control each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} Up to two target Characters in my Expedition each gain 1 boost. If they are in {V}, they gain [[Asleep]].": (
        "gain_status",
        "they are in {v}",
    ),
    "{J} Up to two target Characters an opponent controls each lose 1 boost. If they had 2 or more boosts, they gain [[Asleep]].": (
        "gain_status",
        "they had 2 or more boosts",
    ),
    "{J} Up to two target Plants each gain 1 boost. If they are in {M}, they gain [[Anchored]].": (
        "gain_status",
        "they are in {m}",
    ),
    "{J} Up to two target Permanents each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} Up to two target Characters each gain 2 boosts. If they had an Ember counter, they gain [[Anchored]].": (
        "gain_status",
        "they had an ember counter",
    ),
    "{J} Up to two target Characters each gain 1 boost. If they had no boosts, they gain [[Anchored]].": (
        "gain_status",
        "they had no boosts",
    ),
    "{J} Send up to two target Characters to Reserve. If they had a boost, exhaust them.": (
        "exhaust",
        "they had a boost",
    ),
    "{J} Up to two target Characters each gain 1 Ember counter. If they had an Ember counter, they gain [[Asleep]].": (
        "gain_status",
        "they had an ember counter",
    ),
}

REFUSED_HC: dict[str, str] = {
    # a follow-up not acting on "them": once, or once per target for which it holds? (6.5.d)
    "SPELL Send up to two target Characters to Reserve. If they had a boost, draw a card.": "does not act on them",
    "SPELL Return up to two target Characters to their owner's hand. If they had a boost, draw a card.": "does not act on them",
    "SPELL Up to two target Characters each lose all their boosts. If they had an Ember counter, draw a card.": "does not act on them",
    "SPELL Up to two target Characters each lose all their boosts. If they had an Ember counter, I gain 1 boost.": "does not act on them",
    "SPELL Up to two target Characters each lose all their boosts. If they had an Ember counter, target Character gains [[Asleep]].": "does not act on them",
    # "otherwise" per target: which targets the other step acts on is not said (6.5.e)
    "SPELL Up to two target Characters each gain 1 boost. If they are in {V}, they gain [[Asleep]]. Otherwise, they gain [[Anchored]].": "otherwise",
    # "it" after several targets: which one (6.5.b)
    "SPELL Up to two target Characters each lose all their boosts. If it had an Ember counter, it gains [[Asleep]].": "does not agree in number",
    # "they" after one target or a group not targeted: not the construction
    "SPELL Target Character loses all its boosts. If they had an Ember counter, they gain [[Asleep]].": "not read by the card grammar",
    "SPELL Each Character you control loses all its boosts. If they had an Ember counter, they gain [[Asleep]].": "not read by the card grammar",
    # target Character's Expedition: only "each Character" there (6.5.b)
    "{J} Target Character in target Character's Expedition gains 1 boost.": "each Character' only",
    "{J} Each other Character in target Character's Expedition gains 1 boost.": "each Character' only",
    "{J} Each Character you control in target Character's Expedition gains 1 boost.": "each Character' only",
    "{J} Each Plant in target Character's Expedition gains 1 boost.": "each Character' only",
    "{J} Each Character in target Character's Expedition facing me gains 1 boost.": "each Character' only",
    # the Expedition facing "it", "it" no Expedition (1.2.3.c, 6.3.i)
    "SPELL Target Character gains 1 boost. Each Character in the Expedition facing it gains 1 boost.": "names no Expedition",
    "{J} Each Character in the Expedition facing it gains 1 boost.": "does not refer to anything",
    f"{MOVED}Target Character in the Expedition facing it loses 1 boost.": "facing it is not read yet",
    f"{MOVED}Each Character you control in the Expedition facing it gains 1 boost.": "not read yet",
    f"{MOVED}Each Plant in the Expedition facing it loses 1 boost.": "facing it is not read yet",
    # "that Expedition" with no Expedition named before (6.3.i)
    "{J} You may exhaust me to give 1 boost to target Character in that Expedition.": "does not refer to anything",
    "When a Character joins your Expeditions \u2014 You may exhaust me to give 1 boost to target Character in that Expedition.": "names no Expedition",
}

NOT_READ_HC: dict[str, str] = {
    "SPELL Two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": "'them' after 'two target' (not 'up to') is not read yet",
    "SPELL Two target Characters each gain 1 boost. If they are in {V}, they gain [[Anchored]].": "'them' after 'two target' (not 'up to') is not read yet",
    "SPELL Up to two target Characters each gain 1 boost. If they are Plants, they gain [[Anchored]].": "'they are [sub-type]s' is not a condition of 'it' the grammar reads",
    "{J} You may have up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].": "'have … each lose all their boosts' is not read",
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]] and 1 boost.": "two outputs after 'they' are not read",
    "SPELL Up to two target Characters each lose all their boosts. If either of them had an Ember counter, draw a card.": "'either of them had' (past) is not read",
    f"{MOVED}You may exhaust me to have each Character in the Expedition facing it lose 1 boost.": "'have [group] lose N boosts' is not read",
    "{J} Each Character in target Permanent's Expedition gains 1 boost.": "a Permanent's Expedition: not read (a Landmark is in none, 2.2.3.e)",
    "{J} Target Character's Expedition moves forward one region.": "an Expedition named by a target as the step's subject is not read",
}

ROUND_TRIP_HC: tuple[str, ...] = (
    f"{MOVED}You may exhaust me to give 1 Ember counter to target Character in that Expedition.",
    f"{MOVED}Each Character in the Expedition facing it loses 1 boost.",
    f"{MOVED}Each Character in the Expedition facing it loses all its boosts.",
    f"{MOVED}You may exhaust me to give 1 boost to each Character in the Expedition facing it.",
    "{J} Each Character in target Character's Expedition gains 1 boost.",
    "{J} Give 2 boosts to each Character in target Character's Expedition.",
    "{J} Each Character in target Character's Expedition loses all its boosts.",
    "{J} Each Character in target Character's Expedition gains [[Asleep]].",
    "{J} Each Character in target Character's Expedition gains 1 Ember counter.",
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]].",
    "{J} Up to two target Characters each gain 1 boost. If they are in {V}, they gain [[Asleep]].",
    "{J} Up to two target Characters each gain 1 boost. Unless they are in {V}, they gain [[Asleep]].",
    "{J} Send up to two target Characters to Reserve. If they had a boost, exhaust them.",
    "{J} Up to two target Characters each lose 1 boost. If they had 2 or more boosts, they gain [[Anchored]].",
    "{J} Up to two target Characters each gain 2 boosts. If they had no boosts, they gain [[Anchored]].",
)
