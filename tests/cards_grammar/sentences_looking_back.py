"""Looking back at earlier steps of the same effect (issue 30, gram85; written for these
tests, not copied from card data): the state of what a step chose BEFORE the step ("If it
had an Omen counter, discard it instead"), a printed cost said as "a Hand Cost of N",
repetition of a whole step ("[Foresee] twice", "N times"), counts over two kinds ("for
each Animal and Plant you control") and references back to a group ("one of them",
"another one in the same Expedition").

Each list maps a sentence (a Spell's effect when it opens with ``SPELL``) to what it means,
for benchmarks/looking_back_siblings.py to judge by the compiled card."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "

# -- the state of the chosen object before a replaced step (6.2.b, 6.5.d) ------------------
STEPS_ON_TARGET = (
    "Send target Character to its owner's Reserve.",
    "Return target Character to its owner's hand.",
    "Exhaust target Character.",
    "Send target Character you control to Reserve.",
    "Target Character gains 1 boost.",
)
PAST_STATES = {
    # the words after "If" -> (the condition kind, the counter / status named)
    "it had an Omen counter": ("it_has_counters", "Omen"),
    "it had a boost": ("it_has_counters", "boost"),
    "it had 2 or more boosts": ("it_has_counters", "boost"),
    "it was exhausted": ("it_has_status", "exhausted"),
    "it was a Plant": ("it_matches", "Plant"),
    "it had an Ember counter": ("it_has_counters", "Ember"),
}
REPLACING = ("discard it instead", "sacrifice it instead")
INSTEAD_PAST: dict[str, tuple[str, str]] = {
    f"{SPELL}{step} If {state}, {repl}.": meaning
    for step in STEPS_ON_TARGET
    for state, meaning in PAST_STATES.items()
    for repl in REPLACING[: 1 if state != "it had an Omen counter" else 2]
}
"""The replaced step's chosen object as it is just before the step (6.5.d): the condition
in the present tense, read on the object chosen (``chosen_instead``)."""

# -- "a Hand Cost of N or less / more" (2.2.7, 6.5.b) --------------------------------------
HAND_COST_OF: dict[str, tuple[str, int]] = {
    f"{SPELL}{verb} target Character with a {cost} of {n} or {way}{rest}": (
        f"{cost.split()[0].lower()}_cost_{'max' if way in ('less', 'lower') else 'min'}",
        n,
    )
    for verb, rest in (
        ("Send", " to its owner's Reserve."),
        ("Return", " to its owner's hand."),
        ("Exhaust", "."),
        ("Discard", "."),
    )
    for cost in ("Hand Cost", "Reserve Cost")
    for n, way in ((4, "less"), (3, "more"), (2, "lower"))
}

# -- a whole step repeated (6.5.i) ----------------------------------------------------------
FORESEE = {
    "foresee": "Reveal the top card of your deck. If it's a Spell, put it in your Reserve. "
    "Otherwise, put it at the bottom of your deck."
}
REPEATED: dict[str, int] = {
    "{J} [Foresee] twice.": 2,
    "{J} [Foresee], twice.": 2,
    "{J} [Foresee] three times.": 3,
    "{J} [Foresee] 2 times.": 2,
    "{J} Draw a card, then [Foresee] twice.": 2,
    "{J} [Foresee] twice, then draw a card.": 2,
    f"{SPELL}[Foresee] twice.": 2,
    f"{SPELL}Draw a card. [Foresee] twice.": 2,
    "At Noon — [Foresee] twice.": 2,
    "{H} [Foresee] three times.": 3,
    "{J} [Foresee].": 1,
}
"""How many whole Foresee (its reveal with what follows it) the sentence does."""

# -- counts over two kinds (6.5.i, 2.2.1) --------------------------------------------------
_KINDS = (
    ("Animal", "Plant"),
    ("Character", "Permanent"),
    ("Robot", "Landmark"),
    ("Spirit", "Character"),
)
_COUNTING_STEPS = (
    "{{J}} I gain 1 boost for each {a} and {b} you control.",
    "{{J}} Draw a card for each {a} and {b} you control.",
    f"{SPELL}Target Character gains 1 boost for each {{a}} and {{b}} you control.",
    "{{J}} I gain 1 boost for each {a} or {b} you control.",
)
TWO_KINDS: dict[str, tuple[str, str]] = {
    step.format(a=a, b=b): (a, b) for step in _COUNTING_STEPS for a, b in _KINDS
}

# -- references back to a group (6.5.b, 6.5.d) ---------------------------------------------
_SEVERAL_STEPS = (
    "Ready up to two target Permanents you control.",
    "Exhaust up to two target Characters.",
    "Up to two target Characters gain 1 boost.",
    "Characters you control gain 1 boost.",
    "Exhaust any number of target Characters.",
)
_ONE_OF_THEM = (
    "one of them has an Omen counter",
    "either of them has a boost",
    "any of them has 2 or more boosts",
)
GROUP_BACK: dict[str, str] = {
    **{
        f"{SPELL}{step} If {said}, draw a card.": "any"
        for step in _SEVERAL_STEPS
        for said in _ONE_OF_THEM
    },
    f"{SPELL}Ready up to two target Permanents you control. If one of them has an Omen "
    "counter, draw a card.": "any",
    f"{SPELL}Exhaust up to two target Characters. If either of them has a boost, draw a "
    "card.": "any",
    f"{SPELL}Exhaust up to two target Characters. If both of them have a boost, draw a "
    "card.": "all",
    f"{SPELL}Create a Drone 0/2/2 Robot token in my Expedition. If you control a Landmark, "
    "create another one.": "again",
    f"{SPELL}Create a Drone 0/2/2 Robot token in target Expedition you control. Create "
    "another one in the same Expedition.": "again",
}

# -- the grammar's rules of gram85, their reader sentences and readings (test_rules.py) -----
_ONE_OF_THEM_READ = (
    "{J} Ready up to two target Permanents you control. If one of them has an Omen counter, "
    "draw a card."
)
_EITHER_OF_THEM_READ = (
    "{J} Exhaust up to two target Characters. If either of them has a boost, draw a card."
)


def _then_draw(action: str, subject: str, said: str) -> dict[str, Any]:
    draw = {"action": "draw", "amount": 1, "if": said}
    step = {"action": action, "subject": subject, "up_to": 2, "then": [draw]}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_LOOKING_BACK: dict[str, dict[str, Any]] = {
    _ONE_OF_THEM_READ: _then_draw(
        "ready", "target_permanent_you_control", "one of them has an omen counter"
    ),
    _EITHER_OF_THEM_READ: _then_draw("exhaust", "target_character", "either of them has a boost"),
}
RULE_SENTENCES_LOOKING_BACK: dict[str, tuple[str, ...]] = {
    "any_of_them_counters_cond": (_ONE_OF_THEM_READ, _EITHER_OF_THEM_READ),
}
