"""Do the grammar's effect words work in every slot of their kind? (issue 30)

    .venv/bin/python benchmarks/composition_audit.py [--list] [--slot SLOT]

A generative audit of effects. It composes readings (the card structures the grammar makes)
from the grammar's own parts, never from card texts:

- each atomic action of CR 7.3 done to an object (sacrifice 7.3.36, discard 7.3.7, exhaust
  7.3.13, ready 7.3.28, send to Reserve 7.3.37, return to Hand 7.3.31, gain / lose a status
  7.3.16 / 7.3.21, boosts 7.3.15) x every object description the engine resolves (me, "it",
  a target with a type, sub-type, controller, status or "another", up to N targets, a
  choice, a group; 6.5.b, 6.1.g);
- each action a player does (draw 7.3.9, Resupply 7.3.32, discard a card from their hand,
  sacrifice a Character) x every player description ("you", "each player", "each opponent",
  "target opponent", "target player", "its controller"; 1.2.6, 7.2);
- numbers: fixed, "for each", "up to a max of", "up to N targets" (6.5.b), "that many"
  after a step on any number of / up to N / N objects (6.5.i);
- the same players and actions as cards print them ("Target opponent discards a card from
  their hand."), a player the engine has no choice for ("Its controller sacrifices a
  Character") refused in a judge's words — never a reader error;
- an optional step ("You may X. If you do, Y.", 6.5.c); modes ("Choose one: • … • …",
  6.5.g) whose options take targets; costs of a quick action ("{1}, {T}, sacrifice a
  Character: …", 5.1.2, 6.4).

Each reading the card model accepts is written in the cards' style by the writer
(:mod:`scenarios.cards.grammar.writer`) and read back by the reader; the share read back to
the same reading is reported, with the compositions that fail grouped by the slot that
failed and why (the writer has no words / the reader does not read the words / the reader
reads other than was written). A composition that reads back is also played through the
printed reader (grammar alone) to say whether the engine runs it.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer
from pydantic import ValidationError

from scenarios.cards.grammar.reader import NotRead, read_ability, read_spell_effect
from scenarios.cards.grammar.writer import Unwritable, write_ability, write_effect
from scenarios.cards.grammar.writer_static import UnwritablePassive
from scenarios.cards.models import AbilityModel
from scenarios.cards.models_steps import StepModel
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.card import PrintedCard

Step = dict[str, Any]


@dataclass(frozen=True)
class Composition:
    """One composed reading: the slot family it exercises, the value put in the slot, and
    the reading (a Spell's effect, or an ability)."""

    family: str
    slot: str
    effect: tuple[Step, ...] = ()
    ability: Step | None = None


# ------------------------------------------------------------------ the grammar's parts
OBJECT_ACTIONS: dict[str, Step] = {
    "sacrifice (7.3.36)": {"action": "sacrifice"},
    "discard (7.3.7)": {"action": "discard"},
    "exhaust (7.3.13)": {"action": "exhaust"},
    "ready (7.3.28)": {"action": "ready"},
    "send to Reserve (7.3.37)": {"action": "send", "to": "reserve"},
    "return to Hand (7.3.31)": {"action": "return", "to": "hand"},
    "gain Anchored (7.3.16)": {"action": "gain_status", "status": "Anchored"},
    "gain Asleep (7.3.16)": {"action": "gain_status", "status": "Asleep"},
    "lose Fleeting (7.3.21)": {"action": "lose_status", "status": "Fleeting"},
    "gain a boost (7.3.15)": {"action": "give_boost", "amount": 1},
}
"""Atomic actions done to an object (CR 7.3)."""

OBJECTS: dict[str, Step] = {
    "me": {"subject": "self"},
    "target Character": {"subject": "target_character"},
    "target Robot": {"subject": "target_character", "filter": {"subtypes": ["Robot"]}},
    "target opponent's Character": {
        "subject": "target_character",
        "filter": {"controller": "opponent"},
    },
    "target Character you control": {
        "subject": "target_character",
        "filter": {"controller": "you"},
    },
    "another target Character": {"subject": "target_character", "filter": {"another": True}},
    "target exhausted Character": {
        "subject": "target_character",
        "filter": {"statuses": ["Exhausted"]},
    },
    "target Character with Hand Cost {3} or less": {
        "subject": "target_character",
        "filter": {"hand_cost_max": 3},
    },
    "target token Character": {"subject": "target_character", "filter": {"tokens_only": True}},
    "up to two target Characters": {"subject": "target_character", "up_to": 2},
    "target Permanent": {"subject": "target_permanent"},
    "target Character or Permanent": {"subject": "target_character_or_permanent"},
    "target Character in my Expedition": {"subject": "target_character_in_my_expedition"},
    "a Character you control (a choice)": {"subject": "a_character_you_control"},
    "up to two Characters you control (a choice)": {
        "subject": "a_character_you_control",
        "up_to": 2,
    },
    "each Character you control": {"subject": "characters_you_control"},
    "each Character in target Expedition": {"subject": "characters_in_target_expedition"},
}
"""Object descriptions (6.5.b targets, 6.1.g choices, groups)."""

# a player -> (subject of draw / resupply, of "discards a card from their hand", of
# "sacrifices a Character")
PLAYERS: dict[str, tuple[str | None, str, str]] = {
    "you": (None, "a_card_from_your_hand", "a_character_you_control"),
    "each player": (
        "each_player",
        "a_card_from_each_players_hand",
        "a_character_each_player_controls",
    ),
    "each opponent": (
        "opponent",
        "a_card_from_each_opponents_hand",
        "a_character_each_opponent_controls",
    ),
    "target opponent": (
        "target_opponent",
        "a_card_from_target_opponents_hand",
        "a_character_target_opponent_controls",
    ),
    "target player": (
        "target_player",
        "a_card_from_target_players_hand",
        "a_character_target_player_controls",
    ),
}
"""Player descriptions (1.2.6, 7.2.3) and the subjects their actions take."""

PLAYER_ACTIONS: dict[str, Step] = {
    "draw a card (7.3.9)": {"action": "draw", "amount": 1},
    "draw two cards (7.3.9)": {"action": "draw", "amount": 2},
    "Resupply (7.3.32)": {"action": "resupply"},
    "discard a card from hand (7.3.7)": {"action": "discard"},
    "sacrifice a Character (7.3.36)": {"action": "sacrifice"},
    "sacrifice two Characters (7.3.36, 6.5.h)": {"action": "sacrifice", "choose_count": 2},
    "discard two cards from hand (7.3.7, 6.5.h)": {"action": "discard", "choose_count": 2},
}
"""Actions a player does."""

COUNTED = ("character you control", "card in your reserve", "boosted character you control")
"""What "for each" counts (the parts of the grammar's counts)."""

FOLLOW_UPS: dict[str, Step] = {
    "draw a card": {"action": "draw", "amount": 1},
    "I gain 1 boost": {"action": "give_boost", "amount": 1, "subject": "self"},
    "Resupply": {"action": "resupply"},
}
"""What an optional step's "If you do, …" does."""

COSTS: dict[str, Step] = {
    "{1}": {"mana": 1},
    "{T}": {"exhaust_me": True},
    "{2}, {T}": {"mana": 2, "exhaust_me": True},
    "{D}": {"discard_me_from_reserve": True},
    "{1}, sacrifice a Character": {
        "mana": 1,
        "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
    },
    "{T}, discard a card from your hand": {
        "exhaust_me": True,
        "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
    },
    "{T}, spend 2 of my boosts": {"exhaust_me": True, "spend": 2, "counter": "boost"},
    "sacrifice me": {"steps": [{"action": "sacrifice", "subject": "self"}]},
}
"""Costs of a quick action (5.1.2, 6.4)."""


# ------------------------------------------------------------------ the compositions
def _object_steps() -> Iterator[tuple[str, str, Step]]:
    for (act, action), (obj, desc) in itertools.product(OBJECT_ACTIONS.items(), OBJECTS.items()):
        yield act, obj, {**action, **desc}


def _player_steps() -> Iterator[tuple[str, str, Step]]:
    for (act, action), (who, subjects) in itertools.product(
        PLAYER_ACTIONS.items(), PLAYERS.items()
    ):
        draws, discards, sacrifices = subjects
        subject = {"discard": discards, "sacrifice": sacrifices}.get(action["action"], draws)
        yield act, who, {**action, **({"subject": subject} if subject else {})}


def compositions() -> Iterator[Composition]:
    """Every composition, slot by slot."""
    for act, obj, step in _object_steps():
        yield Composition("action x object", f"{obj} <- {act}", (step,))
    for act, who, step in _player_steps():
        yield Composition("player x action", f"{who} <- {act}", (step,))
    # "its controller": the controller of the object a step before named (its_controller)
    for act, action in PLAYER_ACTIONS.items():
        if action["action"] in ("draw", "resupply"):
            second = {**action, "subject": "its_controller"}
            first: Step = {"action": "sacrifice", "subject": "target_character", "then": [second]}
            yield Composition("player x action", f"its controller <- {act}", (first,))
    # "it": the object a step before named
    for act, action in OBJECT_ACTIONS.items():
        if action["action"] in ("sacrifice", "discard", "send", "return"):
            continue  # "it" is gone from play (a step after it names another object)
        # a step on "it" after the step naming it is that step's follow-up (6.3.i)
        then = [{**action, "subject": "it"}]
        first = {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": then,
        }
        yield Composition("action x object", f"it <- {act}", (first,))
    # numbers
    for n, (name, base) in itertools.product(
        (1, 2, 3),
        {
            "draw": {"action": "draw"},
            "boost me": {"action": "give_boost", "subject": "self"},
            "boost target Character": {"action": "give_boost", "subject": "target_character"},
            "Sap counters on me": {"action": "gain_counters", "counter": "Sap", "subject": "self"},
        }.items(),
    ):
        yield Composition("numbers", f"{n} <- {name}", ({**base, "amount": n},))
        for counted in COUNTED:
            step = {**base, "amount": n, "per": counted}
            if base["action"] == "draw" and n == 1:  # "Draw a card per [one]": no amount
                del step["amount"]
            yield Composition("numbers", f"for each {counted} <- {name}", (step,))
        if base["action"] != "draw":
            step = {**base, "amount": n, "max_total": n + 2}
            yield Composition("numbers", f"up to a max of <- {name}", (step,))
    for n, (act, action) in itertools.product((2, 3), OBJECT_ACTIONS.items()):
        step = {**action, "subject": "target_character", "up_to": n}
        yield Composition("numbers", f"up to {n} targets <- {act}", (step,))
    # "that many": the objects a step before acted on (6.5.i)
    that_many = [{"action": "draw", "amount": 1, "per": "that many"}]
    counted_first: dict[str, Step] = {
        "any number of Characters you control": {
            "subject": "a_character_you_control",
            "any_number": True,
        },
        "up to two Characters you control": {"subject": "a_character_you_control", "up_to": 2},
        "up to two target Characters": {"subject": "target_character", "up_to": 2},
    }
    for (act, action), (obj, desc) in itertools.product(
        OBJECT_ACTIONS.items(), counted_first.items()
    ):
        step = {**action, **desc, "then": that_many}
        yield Composition("numbers", f"that many <- {act} [{obj}]", (step,))
    for who, (_, _, sacrifices) in PLAYERS.items():
        step = {"action": "sacrifice", "subject": sacrifices, "choose_count": 2, "then": that_many}
        yield Composition("numbers", f"that many <- {who} sacrifices two", (step,))
    # optional steps: "You may X. If you do, Y."
    for (act, obj, step), (then, follow) in itertools.product(
        itertools.chain(_object_steps(), _player_steps()), FOLLOW_UPS.items()
    ):
        if then != "draw a card":
            continue
        yield Composition("optional", f"you may {act} [{obj}]", ({**step, "may": True},))
        may = {**step, "may": True, "then": [follow]}
        yield Composition("optional", f"you may {act} [{obj}]; if you do", (may,))
    # modes whose options take targets
    options = [s for _, _, s in itertools.chain(_object_steps(), _player_steps())]
    for i, first in enumerate(options[::7]):
        second = options[(i * 11 + 3) % len(options)]
        modes = [{"text": write_or_blank([m]), "effect": [m]} for m in (first, second)]
        label = f"{_name(first)} / {_name(second)}"
        yield Composition(
            "modes", f"choose one: {label}", ({"action": "choose", "modes": modes, "choose": 1},)
        )
    # costs of a quick action
    for (cost, parts), (act, obj, step) in itertools.product(
        COSTS.items(), list(_object_steps())[::9] + list(_player_steps())[::4]
    ):
        ability: Step = {"quick_action": {"cost": parts, "effect": [step]}}
        if parts.get("discard_me_from_reserve"):  # {D}: used from Reserve (2.2.12.d)
            ability["support"] = True
        yield Composition("costs", f"{cost}: {act} [{obj}]", ability=ability)


# ------------------------------------------------------------------ numbers as printed
DOERS: dict[str, tuple[str, str, Step]] = {
    "you draw": ("Draw", "card", {"action": "draw"}),
    "target opponent draws": (
        "Target opponent draws",
        "card",
        {"action": "draw", "subject": "target_opponent"},
    ),
    "each player draws": (
        "Each player draws",
        "card",
        {"action": "draw", "subject": "each_player"},
    ),
    "I gain boosts": ("I gain", "boost", {"action": "give_boost", "subject": "self"}),
    "target Character gains boosts": (
        "Target Character gains",
        "boost",
        {"action": "give_boost", "subject": "target_character"},
    ),
    "I gain Sap counters": (
        "I gain",
        "Sap counter",
        {"action": "gain_counters", "counter": "Sap", "subject": "self"},
    ),
}
"""Who does a counted step, its noun, and its reading without the amount."""

COUNTS: dict[str, tuple[str, str]] = {
    "character you control": ("Character you control", "Characters you control"),
    "card in your reserve": ("card in your Reserve", "cards in your Reserve"),
    "boosted character you control": (
        "Boosted Character you control",
        "Boosted Characters you control",
    ),
}
"""What is counted: its "per" reading -> (printed singular, printed plural)."""


def _amount_words(n: int, noun: str) -> str:
    if noun == "card":
        return "a card" if n == 1 else f"{_WORDS[n]} cards"
    return f"{n} {noun}{'' if n == 1 else 's'}"


_WORDS = {1: "one", 2: "two", 3: "three"}


def printed_numbers() -> Iterator[tuple[str, str, Step]]:
    """(slot, printed text, reading): each counted step with each way cards print its
    number — fixed, "for each", "per", "X, where X is the number of", "equal to the number
    of" (6.5.i)."""
    for (who, (doer, noun, base)), n in itertools.product(DOERS.items(), (1, 2)):
        yield f"fixed {n} <- {who}", f"{doer} {_amount_words(n, noun)}.", {**base, "amount": n}
    for (who, (doer, noun, base)), (counted, (one, many)) in itertools.product(
        DOERS.items(), COUNTS.items()
    ):
        step = {**base, "amount": 1, "per": counted}
        one_of = _amount_words(1, noun)
        yield f"for each <- {who}", f"{doer} {one_of} for each {one}.", step
        yield f"per <- {who}", f"{doer} {one_of} per {one}.", step
        x = f"{doer} X {noun}s, where X is the number of {many}."
        yield f"X, where X is the number of <- {who}", x, step
        yield (
            f"equal to the number of <- {who}",
            f"{doer} {noun}s equal to the number of {many}.",
            step,
        )


PRINTED_PLAYERS: dict[str, str] = {
    "each player": "Each player",
    "each opponent": "Each opponent",
    "target opponent": "Target opponent",
    "target player": "Target player",
}
PRINTED_PLAYER_ACTS: dict[str, tuple[str, Step]] = {
    "draw a card": ("draws a card", {"action": "draw", "amount": 1}),
    "draw two cards": ("draws two cards", {"action": "draw", "amount": 2}),
    "Resupply": ("Resupplies", {"action": "resupply"}),
    "discard a card from hand": ("discards a card from their hand", {"action": "discard"}),
    "sacrifice a Character": ("sacrifices a Character", {"action": "sacrifice"}),
    "sacrifice two Characters": (
        "sacrifices two Characters",
        {"action": "sacrifice", "choose_count": 2},
    ),
    "discard two cards from hand": (
        "discards two cards from their hand",
        {"action": "discard", "choose_count": 2},
    ),
}
UNNAMED_CHOOSERS = ("Its controller", "Its owner")
"""Players the engine has no choice for (what they sacrifice or discard): refused."""


def printed_players() -> Iterator[tuple[str, str, Step | None]]:
    """(slot, printed text, reading or ``None`` when the reader must refuse it): each
    player description doing each player action as cards print it (1.2.6, 7.2.3)."""
    for (who, words), (act, (verb, base)) in itertools.product(
        PRINTED_PLAYERS.items(), PRINTED_PLAYER_ACTS.items()
    ):
        draws, discards, sacrifices = PLAYERS[who]
        subject = {"discard": discards, "sacrifice": sacrifices}.get(base["action"], draws)
        yield f"{who} <- {act}", f"{words} {verb}.", {**base, "subject": subject}
    for words, (act, (verb, base)) in itertools.product(
        UNNAMED_CHOOSERS, PRINTED_PLAYER_ACTS.items()
    ):
        text = f"Exhaust target Character. {words} {verb}."
        if base["action"] in ("draw", "resupply"):
            subject = "its_controller" if "controller" in words else "its_owner"
            then = [{**base, "subject": subject}]
            step = {"action": "exhaust", "subject": "target_character", "then": then}
            yield f"{words.lower()} <- {act}", text, step
        else:
            yield f"{words.lower()} <- {act} (refused)", text, None


def read_printed_player(text: str, step: Step | None) -> Outcome:
    """Read ``text``: the same reading as ``step``; or, ``step`` being ``None``, refused
    in a judge's words. A reader error (not a refusal) is always a failure."""
    try:
        got = read_spell_effect(text)
    except NotRead as exc:
        if step is None:
            return Outcome("", text, str(exc))
        return Outcome("not read", text, str(exc))
    except Exception as exc:
        return Outcome("reader error", text, f"{type(exc).__name__} {exc}"[:160])
    if step is None:
        return Outcome("read, should be refused", text, str(got))
    same = _canonical(got) == _canonical([step])
    return Outcome("" if same else "read differently", text, "" if same else str(got))


def _per(effect: list[Any]) -> list[Any]:
    """Counted words in either number read alike (the count reader reads both)."""
    import re

    out = []
    for s in effect:
        if isinstance(s.get("per"), str):
            s = {**s, "per": re.sub(r"\b(character|card|permanent|token)s\b", r"\1", s["per"])}
        out.append(s)
    return out


def read_printed_number(text: str, step: Step) -> Outcome:
    try:
        got = read_spell_effect(text)
    except NotRead as exc:
        return Outcome("not read", text, str(exc))
    try:
        same = _per(_canonical(got)) == _per(_canonical([step]))
    except ValidationError as exc:
        return Outcome("read as no valid step", text, str(exc).splitlines()[0])
    return Outcome("" if same else "read differently", text, "" if same else str(got))


def _name(step: Step) -> str:
    return f"{step['action']} {step.get('subject', '')}".strip()


def write_or_blank(effect: list[Step]) -> str:
    try:
        return write_effect(effect)
    except (Unwritable, UnwritablePassive, KeyError, TypeError, ValueError):
        return ""


# ------------------------------------------------------------------ the round trip
def _canonical(effect: list[Step]) -> list[Any]:
    """Steps as the card model holds them (defaults dropped), to compare readings."""
    return [
        StepModel.model_validate(s).model_dump(exclude_defaults=True, by_alias=True) for s in effect
    ]


def _valid(c: Composition) -> bool:
    """Whether the card model accepts the composed reading (what the engine can be given)."""
    try:
        if c.ability is not None:
            AbilityModel.model_validate(c.ability)
        else:
            _canonical(list(c.effect))
    except ValidationError:
        return False
    return True


@dataclass(frozen=True)
class Outcome:
    why: str
    """"" when the reading came back; else the kind of failure."""
    text: str
    detail: str = ""


def round_trip(c: Composition) -> Outcome:
    try:
        ability = c.ability
        text = write_ability(ability) if ability is not None else write_effect(list(c.effect))
    except (Unwritable, UnwritablePassive) as exc:
        return Outcome("the writer has no words", "", str(exc))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return Outcome("the writer failed", "", f"{type(exc).__name__} {exc}")
    try:
        if c.ability is not None:
            back = read_ability(text)
            same = back == c.ability or _same_ability(back, c.ability)
        else:
            got = read_spell_effect(text)
            same = _canonical(got) == _canonical(list(c.effect))
            back = {"effect": got}
    except NotRead as exc:
        return Outcome("not read back", text, str(exc))
    except ValidationError as exc:
        return Outcome("read as no valid step", text, str(exc).splitlines()[0])
    if not same:
        return Outcome("read back differently", text, str(back))
    return Outcome("", text)


def _same_ability(back: Step, ability: Step) -> bool:
    try:
        return bool(
            AbilityModel.model_validate(back).model_dump(exclude_defaults=True)
            == AbilityModel.model_validate(ability).model_dump(exclude_defaults=True)
        )
    except ValidationError:
        return False


def runs(c: Composition, text: str) -> bool:
    """Whether the printed reader (grammar alone) makes the text executable."""
    card = PrintedCard(
        name="Audit",
        type="Spell" if c.ability is None else "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    return read_printed(card, patterns=False).executable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list every composition not read back")
    parser.add_argument("--slot", default="", help="only compositions of this family")
    args = parser.parse_args()
    watch = Stopwatch()
    total: Counter[str] = Counter()
    back: Counter[str] = Counter()
    ran: Counter[str] = Counter()
    invalid: Counter[str] = Counter()
    failed: dict[tuple[str, str], list[tuple[str, Outcome]]] = defaultdict(list)
    for c in compositions():
        if args.slot and c.family != args.slot:
            continue
        if not _valid(c):
            invalid[c.family] += 1
            continue
        total[c.family] += 1
        out = round_trip(c)
        if out.why:
            failed[(c.family, out.why)].append((c.slot, out))
            continue
        back[c.family] += 1
        ran[c.family] += runs(c, out.text)
    if not args.slot or args.slot == "printed numbers":
        for slot, text, step in printed_numbers():
            total["printed numbers"] += 1
            out = read_printed_number(text, step)
            if out.why:
                failed[("printed numbers", out.why)].append((slot, out))
                continue
            back["printed numbers"] += 1
            ran["printed numbers"] += runs(Composition("printed numbers", slot, (step,)), text)
    if not args.slot or args.slot == "printed players":
        for slot, text, maybe in printed_players():
            total["printed players"] += 1
            out = read_printed_player(text, maybe)
            if out.why:
                failed[("printed players", out.why)].append((slot, out))
                continue
            back["printed players"] += 1
            if maybe is not None:
                ran["printed players"] += runs(Composition("p", slot, (maybe,)), text)
    n, k, r = sum(total.values()), sum(back.values()), sum(ran.values())
    print(
        f"compositions: {n}; read back to the same reading: {k} ({100 * k / max(n, 1):.1f}%); "
        f"of those the engine runs: {r} (not composed, the card model refuses them: "
        f"{sum(invalid.values())})"
    )
    for fam in total:
        t, b = total[fam], back[fam]
        print(
            f"  {fam}: {b}/{t} ({100 * b / t:.1f}%), runs {ran[fam]}; "
            f"refused by the card model {invalid[fam]}"
        )
    print("not read back, by slot and why:")
    for (fam, why), items in sorted(failed.items(), key=lambda kv: -len(kv[1])):
        print(f"  {fam} / {why}: {len(items)}")
        shown = items if args.list else items[:4]
        for slot, out in shown:
            said = f"{out.text!r} " if out.text else ""
            print(f"    {slot}: {said}-- {out.detail[:160]}")
    print(f"\n{footer(watch)}")


if __name__ == "__main__":
    main()
