"""Sibling sentences of two passive atomic actions joined by "or" in a trigger (issue 30,
gram112), written before building (the dev sets print "When a Character an opponent
controls is discarded or sacrificed"): "When [subject] is [action] or [action] —" with each
subject a trigger describes (a Character you control / an opponent controls, any Character,
a Permanent, "another", a token, "one of your Characters", a Character with a boost; "I'm")
× each pair of the atomic actions 7.3 a trigger says in the passive voice — discarded
(7.3.7), sacrificed (7.3.36), sent to Reserve (7.3.27, 7.3.32), returned to your hand
(7.3.32), exhausted (7.3.13), readied (7.3.26) — in both orders; a condition (6.3.k), and
the forms that stay refused (three events, a phase, a target in a trigger, a plural, "I'm
discarded or sacrificed": one atomic action may be both, 6.3.g).

Each event reads as it reads alone (6.3.b: one Reaction per event, the same effect), but
"discarded or sacrificed": sacrificing a card IS discarding it (7.3.36.a), so the discard's
Reaction already activates on a sacrificed card and the sacrifice's adds only a sacrificed
token (a token is no card, 1.2.7.c) — read as the discard and a token sacrificed, which no
atomic action can both be (6.3.g).

``SIBLINGS`` maps each sentence to the Reactions it means (each one's fields but "text",
the first printed event's first), or to ``None`` when it must be refused; ``NOT_YET`` holds
meant readings the reader refuses today (the one event alone is not read yet). Measured by
benchmarks/passive_event_or_siblings.py; tests/cards_grammar/test_passive_event_or_siblings.py
holds every sibling to its meaning."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

_SUBJECTS: dict[str, tuple[Reading, Reading]] = {
    "a Character you control": (
        {"types": ["Character"], "controller": "you"},
        {"controller": "you"},
    ),
    "a Character an opponent controls": (
        {"types": ["Character"], "controller": "opponent"},
        {"controller": "opponent"},
    ),
    "a Character": ({"types": ["Character"]}, {}),
    "a Permanent you control": (
        {"types": ["Permanent"], "controller": "you"},
        {"types": ["Permanent"], "controller": "you"},
    ),
    "another Character you control": (
        {"types": ["Character"], "controller": "you", "another": True},
        {"controller": "you", "another": True},
    ),
    "a Character token you control": (
        {"types": ["Character"], "controller": "you", "tokens": True},
        {"controller": "you", "tokens": True},
    ),
    "one of your Characters": (
        {"types": ["Character"], "controller": "you"},
        {"controller": "you"},
    ),
    "a Character with a boost": (
        {"types": ["Character"], "statuses": ["Boosted"]},
        {"statuses": ["Boosted"]},
    ),
}
"""Each subject's filter as the trigger describes the object (6.3.b), and as the sacrifice's
trigger says it (its types only when not a Character, the Characters it watches unless
told, 7.3.36.a)."""

_NOT_READ_ALONE: dict[str, frozenset[str]] = {
    "another Character you control": frozenset({"discarded"}),
    "a Character token you control": frozenset({"discarded", "sent to Reserve"}),
}
"""The events each subject's trigger does not read alone today ("another Character you
control is discarded"; a token "discarded" or "sent to Reserve")."""


def _event(action: str, flt: Reading, sacrificed: Reading) -> Reading:
    """The trigger one passive action means, alone (6.3.b)."""
    if action == "sacrificed":
        return {"trigger": "player_sacrifices", **({"filter": sacrificed} if sacrificed else {})}
    kind, status = {
        "discarded": ("card_discarded", None),  # 7.3.7.a
        "sent to Reserve": ("object_goes_to_reserve", None),  # 7.3.27, 7.3.32
        "returned to your hand": ("object_returned_to_your_hand", None),  # 7.3.32.a
        "exhausted": ("becomes_status", "Exhausted"),  # 7.3.13.a
        "readied": ("loses_status", "Exhausted"),  # 7.3.26.a
    }[action]
    return {"trigger": kind, "filter": flt, **({"status": status} if status else {})}


_PAIRS = (
    ("discarded", "sacrificed"),
    ("sacrificed", "discarded"),
    ("discarded", "sent to Reserve"),
    ("sent to Reserve", "discarded"),
    ("exhausted", "readied"),
    ("readied", "exhausted"),
    ("sent to Reserve", "returned to your hand"),
    ("sacrificed", "sent to Reserve"),
)
"""Pairs of atomic actions no single atomic action can be both of (6.3.g), in both orders
where the order could matter."""

DRAW: list[Reading] = [{"action": "draw", "amount": 1}]
BOOST: list[Reading] = [{"action": "give_boost", "amount": 1, "subject": "self"}]

SIBLINGS: dict[str, list[Reading] | None] = {}
NOT_YET: set[str] = set()

for _subject, (_flt, _sac) in _SUBJECTS.items():
    for _a, _b in _PAIRS:
        _text = f"When {_subject} is {_a} or {_b} \u2014 Draw a card."
        _said = [_event(_a, _flt, _sac), _event(_b, _flt, _sac)]
        if {_a, _b} == {"discarded", "sacrificed"}:  # 7.3.36.a: a token sacrificed
            _i = [_a, _b].index("sacrificed")
            _said[_i] = {"trigger": "player_sacrifices", "filter": {**_sac, "tokens": True}}
        SIBLINGS[_text] = [{**r, "effect": DRAW} for r in _said]
        if {_a, _b} & _NOT_READ_ALONE.get(_subject, frozenset()):
            NOT_YET.add(_text)

_ME: dict[str, Reading] = {
    "sacrificed": {"trigger": "sacrificed"},  # 7.3.36.a
    "sent to Reserve": {"trigger": "goes_to_reserve_from_anywhere"},  # 7.3.27
    "returned to your hand": {"trigger": "returned_to_hand"},  # 7.3.32.a
    "exhausted": {"trigger": "becomes_status", "filter": {"only_me": True}, "status": "Exhausted"},
    "readied": {"trigger": "loses_status", "filter": {"only_me": True}, "status": "Exhausted"},
}
for _a, _b in (
    ("exhausted", "readied"),
    ("readied", "exhausted"),
    ("sacrificed", "sent to Reserve"),
    ("sent to Reserve", "sacrificed"),
    ("returned to your hand", "sent to Reserve"),
):
    SIBLINGS[f"When I'm {_a} or {_b} \u2014 I gain 1 boost."] = [
        {**_ME[_a], "effect": BOOST},
        {**_ME[_b], "effect": BOOST},
    ]

_SECRET = [{"action": "gain_counters", "amount": 1, "counter": "Secret", "subject": "self"}]
_YOURS = {"types": ["Character"], "controller": "you"}
_THEIRS = {"types": ["Character"], "controller": "opponent"}
SIBLINGS.update(
    {
        # the dev set's sentence (NEWSET27), its own output
        "When a Character an opponent controls is discarded or sacrificed \u2014 I gain 1 Secret"
        " counter.": [
            {
                "trigger": "card_discarded",
                "filter": _THEIRS,
                "effect": _SECRET,
            },
            {
                "trigger": "player_sacrifices",
                "filter": {"controller": "opponent", "tokens": True},
                "effect": _SECRET,
            },
        ],
        # a condition after the events (6.3.k): on each Reaction
        "When a Character you control is discarded or sacrificed, if it's your turn \u2014 Draw"
        " a card.": [
            {"trigger": "card_discarded", "filter": _YOURS, "if": "it's your turn", "effect": DRAW},
            {
                "trigger": "player_sacrifices",
                "filter": {"controller": "you", "tokens": True},
                "if": "it's your turn",
                "effect": DRAW,
            },
        ],
        "When a Character an opponent controls is sent to Reserve or discarded \u2014 Target"
        " opponent discards a card from their hand.": [
            {
                "trigger": t,
                "filter": _THEIRS,
                "effect": [{"action": "discard", "subject": "a_card_from_target_opponents_hand"}],
            }
            for t in ("object_goes_to_reserve", "card_discarded")
        ],
        # one atomic action may be both events (6.3.g): "I'm discarded" is activated by my
        # sacrifice too (7.3.36.a)
        "When I'm discarded or sacrificed \u2014 I gain 1 boost.": None,
        # three events, a phase after two events, a target in a trigger (6.3.b), a plural
        "When a Character you control is discarded or sacrificed or sent to Reserve \u2014 Draw"
        " a card.": None,
        "When a Character you control is discarded or sacrificed during the Afternoon \u2014"
        " Draw a card.": None,
        "When target Character is discarded or sacrificed \u2014 Draw a card.": None,
        "When two Characters you control are discarded or sacrificed \u2014 Draw a card.": None,
    }
)
