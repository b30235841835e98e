"""Cost changes as one composed construction (issue 30, gram101): sibling sentences of
"<which cards> <whose> [from where] [played into where] [which one] [what they target] cost
<how much> more / less" (5.1.2.f; the played cards' Expedition, chosen in the declaration of
intent, 5.1.2.c; the Nth played, 5.1.2.k), each with what it MEANS: the fields of the cost
alteration the compiled card must hold (a :class:`~engine.state.abilities.CostSpec`, or the
:class:`~engine.state.abilities.NextPlayed` of "the next [card] you play"), or ``None`` when
it must be refused — a change that depends on a Spell's targets cannot be computed, for
targets are chosen as the Spell resolves (1.2.6.c), after its costs are paid (5.1.2.a).

A value ``True`` means "set" (a count whose form another benchmark judges). Sentences marked
:data:`SPELL` are printed on a Spell (the Emblem-Ongoing of "the next … this turn").
"""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "  # the mark of benchmarks/_common.SPELL (a sentence on a Spell)

Meaning = dict[str, Any] | None

_ME = {"scope": "me"}

SIBLINGS: dict[str, Meaning] = {
    # <which cards> × <whose>
    "Characters you play cost 1 less.": {"change": -1, "players": "you", "card_type": "Character"},
    "Spells your opponents play cost 1 more.": {
        "change": 1,
        "players": "opponents",
        "card_type": "Spell",
    },
    "Permanents you play cost {1} less.": {
        "change": -1,
        "players": "you",
        "card_type": "Permanent",
    },
    "Characters each player plays cost 1 more.": {
        "change": 1,
        "players": "any",
        "card_type": "Character",
    },
    "Spells each player plays cost {1} more.": {
        "change": 1,
        "players": "any",
        "card_type": "Spell",
    },
    "Your Characters cost 1 less.": {"change": -1, "players": "you", "card_type": "Character"},
    "Your Spells cost {1} less.": {"change": -1, "players": "you", "card_type": "Spell"},
    "Your opponents' Spells cost 1 more.": {
        "change": 1,
        "players": "opponents",
        "card_type": "Spell",
    },
    "Landmark Permanents you play cost 1 less.": {
        "change": -1,
        "players": "you",
        "card_type": "Permanent",
        "permanent_zone": "Landmark",
    },
    "Expedition Permanents you play cost 1 less.": {
        "change": -1,
        "players": "you",
        "card_type": "Permanent",
        "permanent_zone": "Expedition",
    },
    "Landmark Permanents your opponents play cost {2} more.": {
        "change": 2,
        "players": "opponents",
        "card_type": "Permanent",
        "permanent_zone": "Landmark",
    },
    # <from where>: hand, Reserve, "hand or Reserve" (both: no restriction, 5.1.2.d)
    "Characters your opponents play from their Reserve cost 1 more.": {
        "change": 1,
        "players": "opponents",
        "from_zone": "reserve",
    },
    "Spells you play from your hand cost 1 less.": {
        "change": -1,
        "players": "you",
        "from_zone": "hand",
    },
    "Cards you play from hand or Reserve cost 1 less.": {
        "change": -1,
        "players": "you",
        "from_zone": None,
    },
    "Characters you play from your hand or Reserve cost {1} less.": {
        "change": -1,
        "card_type": "Character",
        "from_zone": None,
    },
    "Spells you play from hand or Reserve cost 1 less.": {
        "change": -1,
        "card_type": "Spell",
        "from_zone": None,
    },
    "I cost {1} less to play from your hand.": {**_ME, "change": -1, "from_zone": "hand"},
    "I cost 2 less to play from Reserve.": {**_ME, "change": -2, "from_zone": "reserve"},
    "I cost 1 less to play from hand or Reserve.": {**_ME, "change": -1, "from_zone": None},
    "I cost 1 more to play from your hand or Reserve.": {**_ME, "change": 1, "from_zone": None},
    # <how much>: N, {N}, for each / per
    "I cost 1 less to play from hand or Reserve for each Landmark Permanent you control.": {
        **_ME,
        "change": -1,
        "from_zone": None,
        "per_count": True,
    },
    "I cost 1 less for each Landmark Permanent you control.": {
        **_ME,
        "change": -1,
        "per_count": True,
    },
    "I cost 1 less for each Character you control.": {**_ME, "change": -1, "per_count": True},
    "I cost 1 less to play from Reserve for each Character you control.": {
        **_ME,
        "change": -1,
        "from_zone": "reserve",
        "per_count": True,
    },
    "I cost {1} less to play from your hand for each Spell in your Reserve.": {
        **_ME,
        "change": -1,
        "from_zone": "hand",
        "per_count": True,
    },
    "Characters you play cost 1 less for each Landmark Permanent you control.": {
        "change": -1,
        "card_type": "Character",
        "per_count": True,
    },
    "Spells your opponents play cost 1 more for each Character in my Expedition.": {
        "change": 1,
        "players": "opponents",
        "per_count": True,
    },
    # <played into where>: the Expedition chosen in the declaration of intent (5.1.2.c)
    "Characters you play in my Expedition cost 1 less.": {
        "change": -1,
        "players": "you",
        "card_type": "Character",
        "into": "my_expedition",
    },
    "Characters you play in my Expedition cost {2} less.": {"change": -2, "into": "my_expedition"},
    "Characters you play in my Expedition cost 1 more.": {"change": 1, "into": "my_expedition"},
    "Permanents you play in my Expedition cost 1 less.": {
        "change": -1,
        "card_type": "Permanent",
        "into": "my_expedition",
    },
    "Characters your opponents play in the Expedition facing me cost 1 more.": {
        "change": 1,
        "players": "opponents",
        "card_type": "Character",
        "into": "facing_me",
    },
    "Characters your opponents play in the Expedition facing me cost {2} more.": {
        "change": 2,
        "into": "facing_me",
    },
    "Permanents your opponents play in the Expedition facing me cost 1 more.": {
        "change": 1,
        "card_type": "Permanent",
        "into": "facing_me",
    },
    "Characters you play in your Hero Expedition cost 1 less.": {
        "change": -1,
        "into": "hero",
    },
    "Characters you play in your Companion Expedition cost {1} less.": {
        "change": -1,
        "into": "companion",
    },
    "Characters your opponents play in their Hero Expedition cost 1 more.": {
        "change": 1,
        "players": "opponents",
        "into": "hero",
    },
    "Characters you play from Reserve in my Expedition cost 1 less.": {
        "change": -1,
        "from_zone": "reserve",
        "into": "my_expedition",
    },
    "Characters you play from your hand in my Expedition cost 1 less.": {
        "change": -1,
        "from_zone": "hand",
        "into": "my_expedition",
    },
    "Characters you play in my Expedition cost 1 less for each Landmark Permanent you control.": {
        "change": -1,
        "into": "my_expedition",
        "per_count": True,
    },
    # <which one>: the first / the Nth … each turn / Afternoon / Day
    "The first Character you play each turn costs 1 less.": {
        "change": -1,
        "card_type": "Character",
        "first_each": "turn",
    },
    "The first Spell you play each turn costs {1} less.": {
        "change": -1,
        "card_type": "Spell",
        "first_each": "turn",
    },
    "The second Character you play each turn costs 1 less.": {
        "change": -1,
        "first_each": "turn",
        "ordinal": 2,
    },
    "The first Spell your opponents play each turn costs 1 more.": {
        "change": 1,
        "players": "opponents",
        "first_each": "turn",
    },
    "The first Character you play from Reserve each turn costs 1 less.": {
        "change": -1,
        "from_zone": "reserve",
        "first_each": "turn",
    },
    "The first Landmark Permanent you play each turn costs 1 less.": {
        "change": -1,
        "card_type": "Permanent",
        "permanent_zone": "Landmark",
        "first_each": "turn",
    },
    "The first Character you play in my Expedition each turn costs 1 less.": {
        "change": -1,
        "card_type": "Character",
        "first_each": "turn",
        "into": "my_expedition",
    },
    "The first Character you play in my Expedition each Day costs {1} less.": {
        "change": -1,
        "first_each": "day",
        "into": "my_expedition",
    },
    "The first Character your opponents play in the Expedition facing me each turn costs 1 more.": {
        "change": 1,
        "players": "opponents",
        "first_each": "turn",
        "into": "facing_me",
    },
    # "the next … this turn": an Emblem-Ongoing of a Spell (2.2.15, 5.2.d)
    SPELL + "The next Character you play this turn costs {1} less.": {
        "cost_change": -1,
        "card_type": "Character",
    },
    SPELL + "The next Spell you play this turn costs 1 less.": {
        "cost_change": -1,
        "card_type": "Spell",
    },
    SPELL + "The next Landmark Permanent you play this turn costs {2} less.": {
        "cost_change": -2,
        "card_type": "Permanent",
        "permanent_zone": "Landmark",
    },
    SPELL + "The next Expedition Permanent you play this turn costs 1 less.": {
        "cost_change": -1,
        "card_type": "Permanent",
        "permanent_zone": "Expedition",
    },
    SPELL + "The next Permanent you play this turn costs {1} less.": {
        "cost_change": -1,
        "card_type": "Permanent",
    },
    # <more / less> restricted: "down to a minimum of", "can't cost less than" (5.1.2.f)
    "Cards your opponents play can't cost less than 2.": {"players": "opponents", "at_least": 2},
    "Spells your opponents play can't cost less than {2}.": {
        "players": "opponents",
        "card_type": "Spell",
        "at_least": 2,
    },
    "Characters you play cost 1 less, down to a minimum of 1.": {"change": -1, "minimum": 1},
    "I can't cost less than 1.": {**_ME, "at_least": 1},
    # with a Hand Cost (the printed one, 2.2.7)
    "Characters you play with Hand Cost 3 or less cost 1 less.": {
        "change": -1,
        "hand_cost_max": 3,
    },
    "Spells your opponents play with Hand Cost {5} or more cost 1 more.": {
        "change": 1,
        "hand_cost_min": 5,
    },
    # <what they target>: chosen as the Spell resolves (1.2.6.c), after its costs are paid
    # (5.1.2.a) — not known when the cost is computed: refused, never read
    "Spells that target a Character in my Expedition cost 1 less.": None,
    "Spells your opponents play cost 1 more if they target a Character you control.": None,
    "Spells you play that target a Character you control cost 1 less.": None,
    "Spells your opponents play that target me cost {2} more.": None,
    "Spells that target me cost 1 more.": None,
    "Spells you play cost 1 less if they target a Character in my Expedition.": None,
    "Spells that target one of your Characters cost 1 more.": None,
    # an impossible place: opponents never play into my Expedition (5.2.1.a) — refused
    "Characters your opponents play in my Expedition cost 1 more.": None,
}
"""Each sibling and what it means (see the module's docstring)."""

# ---- reader sentences of the gram101 grammar block (tests/cards_grammar/test_rules.py) ----
_EITHER = "I cost 1 less to play from hand or Reserve for each Landmark Permanent you control."
_YOU_PLAY_EITHER = "Cards you play from your Reserve or hand cost 1 less."
_FIRST_MINE = "The first Character you play in my Expedition each turn costs 1 less."
_FIRST_FACING = (
    "The first Character your opponents play in the Expedition facing me each turn costs 1 more."
)
_FIRST_HERO = "The first Character you play in your Hero Expedition each turn costs 1 less."
_FIRST_COMPANION = (
    "The first Character you play in your Companion Expedition each Day costs 1 less."
)
_THAT_TARGET = "Spells that target a Character in my Expedition cost 1 less."
_IF_THEY_TARGET = "Spells your opponents play cost 1 more if they target a Character you control."


def _first(words: str, change: int, **played: Any) -> dict[str, Any]:
    return {
        "passive": {
            "cost": {
                "change": change,
                "applies_to": words.lower().rstrip(".").rsplit(" costs ", 1)[0],
                "played": {"card_type": "Character", **played},
            }
        }
    }


READINGS_COST_CHANGES: dict[str, dict[str, Any]] = {
    _EITHER: {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "per": "landmark permanent you control"}
        }
    },
    _YOU_PLAY_EITHER: {
        "passive": {
            "cost": {"change": -1, "applies_to": "cards you play from your reserve or hand"}
        }
    },
    _FIRST_MINE: _first(_FIRST_MINE, -1, period="turn", into="my_expedition"),
    _FIRST_FACING: _first(
        _FIRST_FACING, 1, period="turn", players="opponents", together=True, into="facing_me"
    ),
    _FIRST_HERO: _first(_FIRST_HERO, -1, period="turn", into="hero"),
    _FIRST_COMPANION: _first(_FIRST_COMPANION, -1, period="day", into="companion"),
}
"""The readings of the block's sentences (the ability, its text left out)."""

REFUSED_COST_CHANGES: dict[str, str] = {
    _THAT_TARGET: "targets are chosen as it resolves (6.5.b)",
    _IF_THEY_TARGET: "after its costs are paid (5.1.2.a)",
}
"""Sentences read and refused, with words their judge's reason says."""

RULE_SENTENCES_COST_CHANGES: dict[str, tuple[str, ...]] = {
    "either_cost_paid": (_EITHER,),
    "you_play_from_either": (_YOU_PLAY_EITHER,),
    "into_my_expedition": (_FIRST_MINE,),
    "into_facing_me": (_FIRST_FACING,),
    "into_your_hero": (_FIRST_HERO,),
    "into_your_companion": (_FIRST_COMPANION,),
    "that_target_played": (_THAT_TARGET,),
    "they_target_played": (_IF_THEY_TARGET,),
}
"""The grammar rules of the gram101 block and the sentences that exercise them."""
