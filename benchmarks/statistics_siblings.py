"""Statistics set, swapped, copied and changed — for a time or by a passive ability — and
sub-types given to a group (issue 30, gram111): sibling sentences, each with what it MEANS,
read by the printed reader and judged by meaning: right, WRONG (read, meaning something
else: a precision failure) or refused (the judge resolves it by hand).

The construction in every slot the CR's language allows: the change (base statistics set,
2.3.1.d; statistics set or exchanged after the additions, 2.3.2.f; added, 2.3.1.a), the
objects (a target, up to N targets, "each Character in the Expedition facing me", a group,
"I"), the duration (this turn / Afternoon / Day, said first or last, 2.2.15.a), the ability
(a Reaction, a quick action, a Spell, a passive under a condition, 2.3.2.f). Mostly not
copied from any set; the sentences of NEWSET27 that started it are marked ``# dev``.

    .venv/bin/python benchmarks/statistics_siblings.py [--verbose]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import SPELL, probe_card

REFUSE = None
"""The meaning of a sentence the reader must leave to the judge."""

FACING = "facing_me=True types=Character"

SIBLINGS: dict[str, tuple[str, ...] | None] = {
    # ---- base statistics set for a time (2.3.1.d, 2.2.15.a)
    "[When I enter play] Until the end of the turn, the base statistics of each Character in "
    "the Expedition facing me become 1/1/1.": (  # dev
        f"for this turn objects_in_play [{FACING}]: base=1/1/1",
    ),
    "[When I enter play] Until the end of the Day, the base statistics of each Character in "
    "the Expedition facing me become 1/1/1.": (  # dev
        f"for this Day objects_in_play [{FACING}]: base=1/1/1",
    ),
    "[When I enter play] The base statistics of target Character become 0/0/0 until the end "
    "of the Day.": ("for this Day target_character: base=0/0/0",),
    SPELL + "Until the end of the turn, target Character's base statistics become 3/3/3.": (
        "for this turn target_character: base=3/3/3",
    ),
    SPELL + "Until the end of the Day, the base statistics of Characters you control become "
    "4/4/4.": ("for this Day characters_you_control: base=4/4/4",),
    "[When I enter play] My base statistics become 2/1/0 until the end of the turn.": (
        "for this turn self: base=2/1/0",
    ),
    SPELL + "The base statistics of up to two target Characters become 1/1/1 this turn.": (
        "for this turn target_character up to 2: base=1/1/1",
    ),
    SPELL + "This turn, the base statistics of target Character become 0/0/0.": (
        "for this turn target_character: base=0/0/0",
    ),
    "{T} : The base statistics of each other Character in my Expedition become 2/2/2 until "
    "the end of the turn.": (
        "for this turn characters_you_control [another=True in_my_expedition=True]: base=2/2/2",
    ),
    SPELL + "Target Character's base statistics are 5/0/5 until the end of the Afternoon.": (
        "for this Afternoon target_character: base=5/0/5",
    ),
    SPELL + "Target Character's base statistics become 1/1/1.": REFUSE,  # for how long?
    # ---- statistics set after the additions (2.3.2.f)
    SPELL + "Target Character's statistics become 1/1/1 until the end of the turn.": (
        "for this turn target_character: become=1/1/1",
    ),
    SPELL + "Until the end of the Day, the statistics of each Character in the Expedition "
    "facing me become 0/0/0.": (f"for this Day objects_in_play [{FACING}]: become=0/0/0",),
    "[When I enter play] My statistics become 3/3/3 this turn.": (
        "for this turn self: become=3/3/3",
    ),
    "[When I enter play] Until the end of the Day, target Character's statistics become 0/0/0.": (
        "for this Day target_character: become=0/0/0",
    ),
    # ---- two statistics of one object swapped
    "{T} : Until the end of the turn, target Character's {V} and {O} are swapped.": (  # dev
        "for this turn target_character: swap=forest,water",
    ),
    SPELL + "Target Character's {M} and {O} are swapped until the end of the Day.": (
        "for this Day target_character: swap=mountain,water",
    ),
    "[When I enter play] Until the end of the turn, my {V} and {M} are swapped.": (
        "for this turn self: swap=forest,mountain",
    ),
    SPELL + "Swap target Character's {V} and {M} until the end of the turn.": (
        "for this turn target_character: swap=forest,mountain",
    ),
    SPELL + "Swap the {V} and {O} of target Character until the end of the turn.": (
        "for this turn target_character: swap=forest,water",
    ),
    SPELL + "Until the end of the Day, the {M} and {O} of Characters you control are swapped.": (
        "for this Day characters_you_control: swap=mountain,water",
    ),
    SPELL + "The {V} and {O} of each Character in the Expedition facing me are swapped this "
    "turn.": (f"for this turn objects_in_play [{FACING}]: swap=forest,water",),
    "When you play a Spell \u2014 Target Character's {V} and {M} are swapped until the end "
    "of the turn.": ("for this turn target_character: swap=forest,mountain",),
    SPELL + "Target Character's {V} and {V} are swapped until the end of the turn.": REFUSE,
    SPELL + "Target Character's {V} becomes equal to its {O}, and its {O} becomes equal to "
    "its {V}, until the end of the turn.": (  # dev
        "for this turn target_character: swap=forest,water",
    ),
    SPELL + "Target Character's {V} becomes equal to its {O}, and its {O} becomes equal to "
    "its {V}, until the end of the Day.": (  # dev
        "for this Day target_character: swap=forest,water",
    ),
    SPELL + "Until the end of the Day, target Character's {M} becomes equal to its {V}, and "
    "its {V} becomes equal to its {M}.": ("for this Day target_character: swap=mountain,forest",),
    # not an exchange: {M} made equal to the {V} {V} was given — left to the judge
    SPELL + "Target Character's {V} becomes equal to its {O}, and its {M} becomes equal to "
    "its {V}, until the end of the turn.": REFUSE,
    # ---- statistics added for a time (2.3.1.a)
    SPELL + "Target Character gets +2/+0/+0 until the end of the turn.": (
        "for this turn target_character: forest=2",
    ),
    "[When I enter play] Characters you control get +1/+1/+1 until the end of the turn.": (
        "for this turn characters_you_control: forest=1 mountain=1 water=1",
    ),
    SPELL + "Until the end of the Day, each Character in the Expedition facing me gets -1/-1/-1.": (
        f"for this Day objects_in_play [{FACING}]: forest=-1 mountain=-1 water=-1",
    ),
    "{T} : I get +1 {V} and +1 {O} until the end of the turn.": (
        "for this turn self: forest=1 water=1",
    ),
    SPELL + "Up to two target Characters get +0/+2/+0 this turn.": (
        "for this turn target_character up to 2: mountain=2",
    ),
    SPELL + "This turn, target Character gets +3 {M}.": (
        "for this turn target_character: mountain=3",
    ),
    "[When I enter play] Target Character you control gets +1/+1/+1 until the end of the Day.": (
        "for this Day target_character [controller=you]: forest=1 mountain=1 water=1",
    ),
    "{T} : Target Character gets +2 {O} this Afternoon.": (
        "for this Afternoon target_character: water=2",
    ),
    "{T} : Until the end of the turn, target Character you control gets +1 {V} and +1 {M}.": (
        "for this turn target_character [controller=you]: forest=1 mountain=1",
    ),
    SPELL + "Target Character an opponent controls gets -2/-2/-2 until the end of the turn.": (
        "for this turn target_character [controller=opponent]: forest=-2 mountain=-2 water=-2",
    ),
    # ---- statistics copied or exchanged between two objects: left to the judge
    "[When I am played from Reserve] You may exchange my base statistics with those of "
    "target Character in my Expedition until the end of the Day.": REFUSE,  # dev
    "[When I enter play] Choose target Character in the Expedition facing me. Until the end "
    "of the Day, my base statistics are equal to its statistics.": REFUSE,  # dev
    SPELL + "Until the end of the turn, target Character's statistics are equal to those of "
    "target Character you control.": REFUSE,
    # ---- the bearer's statistics, by a passive ability (2.3.1.a; a condition 2.3.2.f)
    "I have +1 {M}.": ("passive self: mountain=1",),
    "I have +2 {V} and +1 {O}.": ("passive self: forest=2 water=1",),
    "As long as I'm Boosted, I have [Tough 1] and +1 {M}.": (
        "passive keyword Tough 1 if i'm boosted",
        "passive self: mountain=1 if i'm boosted",
    ),
    "I have [Defender] and +2 {M}.": ("passive keyword Defender", "passive self: mountain=2"),
    "I am [Defender] and I have +2 {V}.": ("passive keyword Defender", "passive self: forest=2"),
    "As long as I'm Boosted, I am [Gigantic] and I get +1/+1/+1.": (
        "passive keyword Gigantic if i'm boosted",
        "passive self: forest=1 mountain=1 water=1 if i'm boosted",
    ),
    "I have [Tough 2] and +1 {V} and +1 {M}.": (
        "passive keyword Tough 2",
        "passive self: forest=1 mountain=1",
    ),
    "As long as I'm exhausted, I have +2 {O}.": ("passive self: water=2 if i'm exhausted",),
    "As long as a Noble is in my Expedition, I have [Tough 1] and +1 {M}.": (  # dev
        "passive keyword Tough 1 if a noble is in my expedition",
        "passive self: mountain=1 if a noble is in my expedition",
    ),
    "If my region is {V}, I have +2 {V} and +2 {O}.": (  # dev
        "passive self: forest=2 water=2 if my region is {v}",
    ),
    "If my region is {V}, I am [Defender] and I have +2 {V}.": (  # dev
        "passive keyword Defender if my region is {v}",
        "passive self: forest=2 if my region is {v}",
    ),
    # ---- sub-types given to a group (2.3.1.a-b)
    "Characters you control are Animals in addition to their other sub-types.": (
        "subtypes Animal to characters you control",
    ),
    "Characters in my Expedition with a Secret counter are Nobles in addition to their "
    "other sub-types.": ("subtypes Noble to characters in my expedition with a secret counter",),
    "All Characters are Spirits in addition to their other sub-types.": (
        "subtypes Spirit to characters",
    ),
    "Characters in my Expedition are Soldiers and Mages in addition to their other sub-types.": (
        "subtypes Soldier,Mage to characters in my expedition",
    ),
    "Boosted Characters you control are Dragons in addition to their other sub-types.": (
        "subtypes Dragon to boosted characters you control",
    ),
    "Other Characters you control are Elementals in addition to their other sub-types.": (
        "subtypes Elemental to other characters you control",
    ),
    "Characters your opponents control are Animals in addition to their other sub-types.": (
        "subtypes Animal to characters your opponents control",
    ),
    "Characters in the Expedition facing me are Plants in addition to their other sub-types.": (
        "subtypes Plant to characters in the expedition facing me",
    ),
    "As long as I'm Boosted, Characters you control are Animals in addition to their other "
    "sub-types.": ("subtypes Animal to characters you control if i'm boosted",),
    "Characters you control are Animals.": REFUSE,  # in place of their sub-types? not said
}


def _stats(stats: dict[str, Any]) -> str:
    parts = []
    for key in ("forest", "mountain", "water"):
        if stats.get(key):
            parts.append(f"{key}={stats[key]}")
    for key in ("base", "become"):
        if stats.get(key) is not None:
            parts.append(f"{key}={'/'.join(str(n) for n in stats[key])}")
    if stats.get("swap") is not None:
        parts.append(f"swap={','.join(stats['swap'])}")
    return " ".join(parts)


def _filter(flt: dict[str, Any] | None) -> str:
    if not flt:
        return ""
    words = []
    for key, value in sorted(flt.items()):
        said = ",".join(value) if isinstance(value, (list, tuple)) else value
        words.append(f"{key}={said}")
    return " [" + " ".join(words) + "]"


def meaning(dumped: dict[str, Any]) -> tuple[str, ...]:
    """What a read card says about statistics and sub-types, one line each."""
    said: list[str] = []

    def steps(effect: Any) -> None:
        for step in effect or ():
            ongoing = step.get("ongoing") or {}
            for given in ongoing.get("abilities") or ():
                stats = (given.get("passive") or {}).get("stats")
                if stats is None:
                    continue
                up_to = f" up to {step['up_to']}" if step.get("up_to") else ""
                said.append(
                    f"for {ongoing['duration']} {step.get('subject', 'self')}"
                    f"{_filter(step.get('filter'))}{up_to}: {_stats(stats)}"
                )

    for ability in dumped.get("abilities") or ():
        for kind in ("reaction", "quick_action"):
            if ability.get(kind):
                steps(ability[kind].get("effect"))
        passive = ability.get("passive")
        if passive:
            cond = f" if {passive['condition']}" if passive.get("condition") else ""
            if passive.get("stats"):
                scope = passive["stats"].get("scope", "self")
                said.append(f"passive {scope}: {_stats(passive['stats'])}{cond}")
            if passive.get("keyword"):
                said.append(f"passive keyword {passive['keyword']}{cond}")
            given = passive.get("subtypes_given")
            if given:
                said.append(f"subtypes {','.join(given['subtypes'])} to {given['to']}{cond}")
    steps(dumped.get("effect"))
    return tuple(said)


def judge(sentence: str, meant: tuple[str, ...] | None) -> tuple[str, str]:
    """``(verdict, what was read)`` of one sibling, read on a probe card (a Spell for a
    sentence marked SPELL) and compiled."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence))
    if not reading.executable:
        why = "; ".join(a.reason for a in reading.abilities if a.reason)
        return ("right" if meant is None else "refused"), why
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return ("right" if meant is None else "refused"), f"gaps: {compiled.gaps}"
    read = meaning(reading.model.model_dump(exclude_defaults=True, by_alias=False))
    if meant is not None and read == meant:
        return "right", ""
    return "WRONG", " | ".join(read) or "(read, saying nothing of statistics)"


def main(verbose: bool = False) -> dict[str, int]:
    tally = {"right": 0, "WRONG": 0, "refused": 0}
    for sentence, meant in SIBLINGS.items():
        verdict, said = judge(sentence, meant)
        tally[verdict] += 1
        if verbose or verdict != "right":
            print(f"{verdict:8} {sentence}\n         {said}")
        else:
            print(f"{verdict:8} {sentence}")
    print(
        f"{len(SIBLINGS)} siblings: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}"
    )
    return tally


if __name__ == "__main__":
    main("--verbose" in sys.argv)
