# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of limits, spends and cards seen (issue 30, session 37), written before
building (not copied from card data) and judged by meaning.

1. A PASSIVE CHANGING A LIMIT said with a verb: "[Your / Each opponent's / All / Each
   player's] [Reserve / Landmark] limit(s) increase(s) / decrease(s) by N", unconditional or
   after "If …," / "As long as …," — a rule of the game changed (2.2.12.m): the Reserve's
   limit (3.2.10.b) or the Landmarks' (3.2.7.c), kept to at Clean-up (4.2.5.c), while its
   condition holds. ``READ_LIMITS``: text -> (zone, by, players, conditioned).
2. SPENDING COUNTERS "TO" A STEP without "you may": "Spend N [name] counters / boosts from
   [a card / a Permanent / a Character you control / me / Characters you control] to [Y]" —
   a cost of Y (1.2.5.a) never forced (1.2.5.b, 6.4.b): the same step as "You may spend … to
   [Y]" (asked only when payable in full, 6.4.c, 7.3.38.b; Y only if paid, 6.5.f), in a
   Spell's effect or mode, a trigger's effect, after "[condition]:" and after another step.
   ``READ_SPENDS``: text -> (subject, amount, counter, the steps Y does).
3. N OF THE CARDS SEEN: "Look at / Reveal the top M cards of your deck. Put N of them [in
   your hand / Reserve / Discard pile / Mana zone, on top of your deck] and the rest …" — N
   puts, each a card seen chosen as it is put (6.1.g, 7.3.27.a), the rest M - N (one at a
   time, in the order chosen). ``READ_SEEN``: text -> (to, N, what the rest does: (to, count)
   or "discard" or None).
4. ``REFUSED_HB``: near-misses that must stay refused (another meaning, or one the engine
   cannot carry out), text -> words of the refusal reason.
5. ``ROUND_TRIP_HB``: sentences the writer must print back to the same reading."""

from __future__ import annotations

Limit = tuple[str, int, str, bool]
Spend = tuple[str, int, str, tuple[str, ...]]
Seen = tuple[str, int, tuple[str, int] | str | None]

_NUMBER = {1: "one", 2: "two", 3: "three"}
_CONDITIONS = (
    "If you control 2 or more Characters with Kelon counters, ",
    "If you control 3 or more Plants, ",
    "As long as I'm exhausted, ",
    "If I have 3 or more boosts, ",
    "As long as you have no cards in hand, ",
    "If you have 3 or more cards in Reserve, ",
    "If there are 2 or more Characters in my Expedition, ",
    "If you control a Landmark, ",
)
_WHOSE = (  # (said, limit / limits, verb ending, players)
    ("your {z} limit", "s", "you"),
    ("each opponent's {z} limit", "s", "opponents"),
    ("your opponents' {z} limits", "", "opponents"),
    ("all {z} limits", "", "all"),
    ("each player's {z} limit", "s", "all"),
)


def _limits() -> dict[str, Limit]:
    out: dict[str, Limit] = {}
    for i, (whose, ending, players) in enumerate(_WHOSE):
        for zone, z in (("reserve", "Reserve"), ("landmarks", "Landmark")):
            for way, sign in (("increase", 1), ("decrease", -1)):
                amount = 1 + (i + len(z) + sign) % 3
                said = f"{whose.format(z=z)} {way}{ending} by {_NUMBER[amount]}."
                out[said[0].upper() + said[1:]] = (zone, sign * amount, players, False)
                condition = _CONDITIONS[(i * 4 + len(z) + sign) % len(_CONDITIONS)]
                out[condition + said] = (zone, sign * amount, players, True)
    # a support ability in Reserve (2.2.12.j), a numeral, the Hero's own words
    out["{I} Your Reserve limit increases by one."] = ("reserve", 1, "you", False)
    out["Your Reserve limit increases by 2."] = ("reserve", 2, "you", False)
    out["Your Landmark limit decreases by 1."] = ("landmarks", -1, "you", False)
    return out


READ_LIMITS: dict[str, Limit] = _limits()

_SOURCES = (  # (said, subject)
    ("a card you control", "a_character_or_permanent_you_control"),
    ("a Permanent you control", "a_character_or_permanent_you_control"),
    ("a Character you control", "a_character_you_control"),
    ("me", "self"),
    ("Characters you control", "characters_you_control"),
    ("a Plant you control", "a_character_you_control"),
)
_COUNTERS = (
    ("2 Kelon counters", 2, "Kelon"),
    ("1 Ember counter", 1, "Ember"),
    ("3 boosts", 3, "boost"),
)
_FOR = (  # (the "to" part, the actions it does)
    ("draw a card", ("draw",)),
    ("draw two cards", ("draw",)),
    ("create a Brassbug token in my Expedition", ("create",)),
    ("send target Character to Reserve", ("send",)),
    ("draw a card and I gain 1 boost", ("draw", "give_boost")),
)
_SLOTS = (
    "SPELL {s}.",
    "{{J}} {s}.",
    "{{H}} {s}.",
    "{{R}} {s}.",
    "When I go to Reserve \u2014 {s}.",
    "At Dusk \u2014 {s}.",
    "{{J}} If you control a Plant: {s}.",
    "{{J}} I gain 1 boost. {s}.",
    "SPELL Choose one: \u2022 {s}. \u2022 Target Character gains 1 boost.",
)


def _spends() -> dict[str, Spend]:
    out: dict[str, Spend] = {}
    for i, (source, subject) in enumerate(_SOURCES):
        for j, (counters, amount, counter) in enumerate(_COUNTERS):
            if subject == "characters_you_control" and amount < 2:
                continue  # one counter "from Characters": from one of them (another reading)
            step, actions = _FOR[(i + j) % len(_FOR)]
            for k in range(3):
                slot = _SLOTS[(i * 3 + j + k * 5) % len(_SLOTS)]
                text = slot.format(s=f"Spend {counters} from {source} to {step}")
                out[text] = (subject, amount, counter, actions)
    return out


READ_SPENDS: dict[str, Spend] = _spends()

_PLACES = (  # (said, "to", the rest's words, what the rest does)
    ("in your hand", "hand", " and the rest at the bottom of your deck in any order", ("deck", -1)),
    (
        "in your Reserve",
        "reserve",
        " and the rest at the bottom of your deck in any order",
        ("deck", -1),
    ),
    (
        "in your Discard pile",
        "discard",
        " and the rest on top of your deck in any order",
        ("deck", -1),
    ),
    ("in your hand", "hand", " and discard the rest", "discard"),
    ("in your Reserve", "reserve", " and the rest in your Discard pile", ("discard", -1)),
    (
        "in your Mana zone",
        "mana",
        " and the others at the bottom of your deck in any order",
        ("deck", -1),
    ),
    ("in your hand", "hand", "", None),
    (
        "on top of your deck",
        "deck",
        " and the rest at the bottom of your deck in any order",
        ("deck", -1),
    ),
)
_SEEN_SLOTS = (
    "SPELL {s}",
    "{{J}} {s}",
    "{{H}} {s}",
    "{{R}} {s}",
    "When I go to Reserve \u2014 {s}",
    "At Dusk \u2014 {s}",
    "{{J}} If you control a Plant: {s}",
)


def _seen() -> dict[str, Seen]:
    out: dict[str, Seen] = {}
    for i, (said, to, rest_said, rest) in enumerate(_PLACES):
        for seen, n in ((4, 2), (5, 3), (3, 2), (6, 2), (5, 2), (4, 3)):
            verb = "Reveal" if (i + seen) % 3 == 0 else "Look at"
            slot = _SEEN_SLOTS[(i + seen) % len(_SEEN_SLOTS)]
            sentence = f"{verb} the top {seen} cards of your deck. Put {_NUMBER[n]} of them {said}{rest_said}."
            left = rest if not isinstance(rest, tuple) else (rest[0], seen - n)
            out[slot.format(s=sentence)] = (to, n, left)
    return out


READ_SEEN: dict[str, Seen] = _seen()

REFUSED_HB: dict[str, str] = {
    # 1. limits: another amount, a duration, a count, another zone (no such limit)
    "Your Reserve limit increases by X.": "a limit changed by 'X' is not read",
    "Your Reserve limit increases by one this Day.": "this Day",
    "Your Reserve limit increases by one for each Plant you control.": "for each Plant you control",
    "Your hand limit increases by one.": "hand limit",
    "Your Reserve limit increases.": "increases",
    "{J} Your Reserve limit increases by one.": "reserve limit",  # a one-off change, no duration
    # 2. a cost unsaid: another step first (whether it is a cost is the card's to say), a
    # spend from what another player may control, all / a counted number of counters
    "{J} Sacrifice a Character to draw a card.": "whether another step is a cost of Y",
    "{J} Discard a card from your hand to draw a card.": "whether another step is a cost of Y",
    "{H} Exhaust target Character to draw a card.": "whether another step is a cost of Y",
    # (ib, session 38: "from target Character" / "from a Character [an opponent controls]"
    # now read as "You may spend … from …" does — the object the player chooses, 6.1.g, 6.5.b;
    # sentences_spends_from_objects.py READ_SPEND_FROM_ANY. Counters spent in all from a group others may
    # control stay refused: who pays which is not said.)
    "{J} Spend 2 boosts from Characters to draw a card.": "other players may control",
    "{J} Spend 4 Kelon counters from Characters your opponents control to draw a card.": "other players may control",
    "{J} Spend all my Kelon counters to draw a card.": "with none to spend",
    "{J} Spend 2 counters from a card you control to draw a card.": "to draw a card",
    # 3. N of the cards seen: more than were seen, after no cards seen, "you may" over N
    "{J} Look at the top 2 cards of your deck. Put three of them in your hand.": "more cards put than were seen",
    "{J} Look at the top card of your deck. Put two of them in your hand.": "more cards put than were seen",
    "{J} Draw a card. Put two of them in your hand.": "names no cards seen",
    "{J} Look at the top 4 cards of your deck. You may put two of them in your hand. Put the rest at the bottom of your deck in any order.": "whether fewer than N may be put",
    "{J} Look at the top 4 cards of your deck. Put X of them in your hand.": "x of them",
}

_COLON = "If you control a Plant:"
"""A Unique's "[condition]: [output]" over a cost or a seen group is the Unique writer's (not
hb's): those siblings are read and played, not written back."""

ROUND_TRIP_HB: tuple[str, ...] = (
    *(t for t in READ_LIMITS if not t.startswith("{I}")),
    *(t for t in READ_SPENDS if not t.startswith("SPELL") and _COLON not in t),
    *(t for t in READ_SEEN if not t.startswith("SPELL") and _COLON not in t),
)
